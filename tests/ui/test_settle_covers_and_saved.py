"""包 (covers) on the settlement page, and deleting saved hands in the 八胡 hand lab."""

from __future__ import annotations

import re

import pytest

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.pages.bahu import EXAMPLES, BahuPage
from archive_app.ui.pages.settle import SettlePage
from engine.bahu.settle import Round, settle
from .widgets import shown

Qt = QtCore.Qt


@pytest.fixture
def ctx(tmp_path):
    return AppContext(tmp_path)


# --- 包 on the settlement page --------------------------------------------------------------------
def test_each_seat_offers_only_the_other_seats(qtbot, ctx):
    page = shown(qtbot, SettlePage(ctx))
    for seat, panel in enumerate(page.seats):
        choices = [panel.covers_combo.itemData(i) for i in range(panel.covers_combo.count())]
        assert choices == [None] + [s for s in range(4) if s != seat]
        assert "s001.p114" in panel.covers_combo.toolTip() and "s001.p115" in panel.covers_combo.toolTip()


def test_choosing_covers_changes_payments_as_the_engine_says(qtbot, ctx):
    page = shown(qtbot, SettlePage(ctx))  # the Haimen text's worked example: players 1–3 each pay player 0 20
    before = page.settlement
    assert before.payments[1][0] == 20 and before.payments[2][0] == 20
    combo = page.seats[2].covers_combo
    combo.setCurrentIndex(combo.findData(1))  # player 2 covers player 1 (s001.p115)
    data = page.round_json()
    assert data["players"][2]["covers"] == [1]
    expected = settle(Round.from_json(data))
    s = page.settlement
    assert s.payments == expected.payments and s.net == expected.net
    assert s.payments[1][0] == 0 and s.payments[2][0] == 40 and s.net == (60, 0, -40, -20)
    assert page.table.item(2, 1).text() == "40" and page.table.item(1, 1).text() == "·"
    assert "Player C → Player A: 40" in page.diagram.describe()
    assert any(line.startswith(("Player C covers Player B", "丙家包乙家")) for line in page.lines.texts())
    combo.setCurrentIndex(0)  # back to nobody
    assert page.settlement.payments == before.payments


def test_covers_load_and_clear_with_the_round(qtbot, ctx):
    page = shown(qtbot, SettlePage(ctx))
    page.load_round({"players": [{"melds": ["peng:Q"]}, {"covers": [3]}, {}, {}], "winner": None})
    assert page.seats[1].covers() == [3]
    assert page.settlement == settle(Round.from_json(page.round_json()))
    page.clear()
    assert all(panel.covers() == [] for panel in page.seats)


# --- deleting saved hands -------------------------------------------------------------------------
def _entries(lab: BahuPage) -> list:
    lab.saved_menu.aboutToShow.emit()
    return [a for a in lab.saved_menu.actions() if a.data() is not None]


def test_delete_a_saved_hand_through_the_menu(qtbot, ctx):
    lab = shown(qtbot, BahuPage(ctx))
    lab.load(*EXAMPLES[0])
    first = lab.save_hand()
    lab.load(*EXAMPLES[3])
    second = lab.save_hand()
    assert len(ctx.store.saved_hands("bahu")) == 2
    entries = _entries(lab)
    assert sorted(a.data() for a in entries) == sorted([first, second])
    target = next(a for a in entries if a.data() == first)
    entry_menu = lab.saved_entry_menu(target)  # what right-clicking the entry shows
    labels = [re.sub(r"\(&\w\)|&", "", a.text()) for a in entry_menu.actions()]
    assert labels == ["Load", "Delete"] or labels == ["调出", "删除"]
    entry_menu.actions()[1].trigger()
    rows = ctx.store.saved_hands("bahu")
    assert [r.id for r in rows] == [second]
    assert [a.data() for a in lab.saved_menu.actions() if a.data() is not None] == [second]  # refilled


def test_delete_key_and_an_empty_list(qtbot, ctx):
    lab = shown(qtbot, BahuPage(ctx))
    lab.load(*EXAMPLES[3])
    lab.save_hand()
    (entry,) = _entries(lab)
    lab.saved_menu.setActiveAction(entry)
    qtbot.keyClick(lab.saved_menu, Qt.Key.Key_Delete)
    assert ctx.store.saved_hands("bahu") == []
    actions = lab.saved_menu.actions()
    assert len(actions) == 1 and not actions[0].isEnabled()  # "No saved hands yet"
    lab.saved_menu.aboutToShow.emit()  # opening it again is fine too
    assert [a.isEnabled() for a in lab.saved_menu.actions()] == [False]
    lab.delete_saved(12345)  # an id that is gone: nothing happens
    assert isinstance(lab.saved_menu, QtWidgets.QMenu)


def test_load_from_the_entry_menu(qtbot, ctx):
    lab = shown(qtbot, BahuPage(ctx))
    lab.load(*EXAMPLES[3])
    lab.set_rules("tongdong")
    lab.save_hand()
    lab.set_rules("haimen")
    lab.clear()
    (entry,) = _entries(lab)
    lab.saved_entry_menu(entry).actions()[0].trigger()
    assert lab.rules() == "tongdong" and lab.meld_editor.meld_texts() == ["peng:5m"]
    assert len(ctx.store.saved_hands("bahu")) == 1
