"""The replay page with a sitting: the sitting tab (hand selector, score sheet, plot) appears, choosing a
hand shows it on the table with its own moves, result and analysis, the hand is remembered on reopening;
a record of one hand has no sitting tab; an older record holding several deals opens as a sitting."""

from __future__ import annotations

from dataclasses import replace

import pytest

from archive_app.ui.context import AppContext
from archive_app.ui.pages.replay import ReplayPage
from engine.core.record import Deal
from engine.core.sitting_check import check
from engine.core.sitting_play import play_sitting
from .test_replay_page import GAMES
from .widgets import shown


def make_page(qtbot, tmp_path, lang="en") -> ReplayPage:
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    return shown(qtbot, ReplayPage(ctx, games_root=GAMES), (1280, 800))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_sitting_opens_with_its_hands_sheet_and_plot(qtbot, tmp_path, lang):
    s = play_sitting("bahu", "haimen", 4, seed=1)
    path = tmp_path / "sitting.txt"
    path.write_text(s.to_text(), encoding="utf-8")
    page = make_page(qtbot, tmp_path, lang)
    assert not page.tabs.isTabVisible(5)
    assert page.open_path(path)
    tab = page.sitting_tab
    assert page.tabs.isTabVisible(5) and tab.hand.count() == 4 and tab.view.sheet.rowCount() == 4
    rows = check(s)["sitting"]
    seat_col = 4  # hand, dealer, result, carried in; then the seats
    assert tab.view.sheet.item(3, seat_col).text().startswith(str(rows[3]["totals"][0]))
    assert len(tab.view.plot.rows) == 5  # 0 before the first hand, then after each
    from archive_app.games import adapter
    from engine.core.bilingual import seat_name

    card = adapter("bahu").card_names(s.first["card"])[lang == "en"]  # the card by its name, never notation
    assert ("打庄" if lang == "zh" else "dealer flip") in tab.view.first.text() and card in tab.view.first.text()
    assert seat_name(s.hands[0].record.dealer, lang) in tab.view.first.text()
    assert page.session.record == s.hands[0].record
    tab.hand_chosen.emit(2)
    assert page.session.record == s.hands[2].record and tab.hand.currentIndex() == 2
    assert page.analysis.record == s.hands[2].record  # the analysis is of the hand chosen
    assert page.ctx.settings.replay_position.startswith("h3:")
    carried = tab.view.sheet.item(2, 3).text()
    assert ("大炮" if lang == "zh" else "cannon") in carried  # seed 1 carries a cannon into hand 3
    page.go((5,))
    again = make_page(qtbot, tmp_path, lang)  # reopens where it was: hand 3, move 5
    assert again.sitting_tab.hand.currentIndex() == 2 and again.session.path == (5,)


def test_a_record_of_several_deals_opens_as_a_sitting(qtbot, tmp_path):
    s = play_sitting("duzihu", "danjiang", 2, seed=4)
    one, two = s.hands[0].record, s.hands[1].record
    deals = tuple(Deal(r.dealer, r.hands, r.events, r.wall, r.turned) for r in (one, two))
    record = replace(one, deals=deals, events=(), hands=((),) * 4, wall=None, turned=None, dealer=0)
    path = tmp_path / "deals.json"
    path.write_text(record.dumps(), encoding="utf-8")
    page = make_page(qtbot, tmp_path)
    assert page.open_path(path) and page.tabs.isTabVisible(5) and page.sitting_tab.hand.count() == 2
    page.sitting_tab.hand_chosen.emit(1)
    assert page.session.record.events == two.events


def test_a_broken_sitting_is_refused_and_one_hand_has_no_tab(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    bad = tmp_path / "bad.txt"
    bad.write_text('[Sitting "changpai-sitting/1"]\n[Game "bahu"]\n[Rules "haimen"]\n[Hand "2"]\n', encoding="utf-8")
    assert not page.open_path(bad) and "bad.txt:4" in page.error.text()
    assert page.open_path(GAMES.parent.parent / "fixtures" / "bahu-hand.txt")
    assert not page.tabs.isTabVisible(5)


def test_a_sitting_with_no_hand_yet_is_refused(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    empty = tmp_path / "empty.txt"
    empty.write_text('[Sitting "changpai-sitting/1"]\n[Game "bahu"]\n[Rules "haimen"]\n', encoding="utf-8")
    assert not page.open_path(empty) and "no hand yet" in page.error.text()
