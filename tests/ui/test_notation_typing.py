"""Typing notation: letters in any case, a half-typed card keeps the last verdict (the field marked until it
reads), a right-click takes a card out of the user's own notation without reordering it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from archive_app.qt import QtCore
from archive_app.ui.context import AppContext
from archive_app.ui.notation import remove_one
from archive_app.ui.pages.bahu import BahuPage
from archive_app.ui.pages.settle import SettlePage
from archive_app.ui.pages.waihuzi import WaihuziPage
from engine.cards import BY_CODE, DECK, format_cards, parse_cards
from .widgets import shown

Qt = QtCore.Qt


@pytest.fixture
def ctx(tmp_path):
    context = AppContext(tmp_path / "data")
    context.settings.language = "en"
    return context


@pytest.fixture
def lab(qtbot, ctx):
    return shown(qtbot, BahuPage(ctx))


def retype(qtbot, edit, text):
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def test_letters_in_any_case_on_every_calculator(qtbot, ctx, lab):
    lab.clear()
    retype(qtbot, lab.picker.edit, "q h 2S 3M 7P")
    assert lab.picker.error() == "" and [c.code for c in lab.picker.cards()] == ["Q", "H", "2s", "3m", "7p"]
    editor = lab.meld_editor
    editor.cards_edit.setText("h")
    assert editor.add_from_row() and editor.meld_texts() == ["peng:H"]
    settle = shown(qtbot, SettlePage(ctx))
    seat = settle.seats[1].melds
    seat.cards_edit.setText("6S")
    assert seat.add_from_row() and seat.meld_texts()[-1] == "peng:6s"
    calc = shown(qtbot, WaihuziPage(ctx))
    retype(qtbot, calc.picker.edit, "333D 270X")
    assert calc.picker.error() == "" and [c.code for c in calc.picker.cards()][-3:] == ["2x", "7x", "0x"]


def test_a_half_typed_card_keeps_the_last_verdict(qtbot, lab):
    lab.load("2s2m8p 3s3m7p 456m 78p", ("peng:Q", "peng:H"))
    verdict = lab.results[0].verdict.text()
    assert "can win" in verdict
    qtbot.keyClick(lab.picker.edit, Qt.Key.Key_End)
    qtbot.keyClicks(lab.picker.edit, " 5")  # on the way to 5s
    assert lab.picker.error() and lab.picker.edit.styleSheet()  # the field is marked
    assert lab.results[0].verdict.text() == verdict and lab.results[0].stale_note.isVisible()
    assert not lab.settle_button.isEnabled()  # what is shown is not the hand typed
    lab.set_rules("tongdong")  # the last hand read, under the rule set chosen now
    assert lab.results[0].rules == "tongdong" and lab.results[0].stale_note.isVisible()
    qtbot.keyClicks(lab.picker.edit, "s")
    assert not lab.picker.error() and not lab.results[0].stale_note.isVisible()
    assert lab.results[0].verdict.text() != verdict


def test_the_waihuzi_win_card_stays_chosen_while_a_card_is_half_typed(qtbot, ctx):
    calc = shown(qtbot, WaihuziPage(ctx))
    assert calc.win_code() == "8x" and calc.result is not None
    qtbot.keyClick(calc.picker.edit, Qt.Key.Key_End)
    qtbot.keyClicks(calc.picker.edit, " 4")
    assert calc.win_code() == "8x" and calc.results[0].stale_note.isVisible()
    assert "Win · 9 xi" in calc.results[0].verdict.text()
    qtbot.keyClick(calc.picker.edit, Qt.Key.Key_Backspace)
    qtbot.keyClick(calc.picker.edit, Qt.Key.Key_Backspace)
    assert calc.win_code() == "8x" and not calc.results[0].stale_note.isVisible()


def test_right_click_keeps_the_users_order_and_grouping(qtbot, lab):
    lab.picker.set_text("2s2m8p 3s3m7p 456m 78p")
    grid = lab.picker.grid
    for code, after in (("7p", "2s2m8p 3s3m7p 456m 8p"), ("5m", "2s2m8p 3s3m7p 46m 8p"),
                        ("8p", "2s2m8p 3s3m7p 46m"), ("2m", "2s8p 3s3m7p 46m")):
        qtbot.mouseClick(grid, Qt.MouseButton.RightButton, pos=grid.cell_rect(BY_CODE[code].index).center())
        assert lab.picker.text() == after
    lab.picker.set_text("二万 三條 Q")
    qtbot.mouseClick(grid, Qt.MouseButton.RightButton, pos=grid.cell_rect(BY_CODE["3s"].index).center())
    assert lab.picker.text() == "二万 Q"


words = st.lists(st.lists(st.sampled_from(DECK.cards), min_size=1, max_size=5), min_size=1, max_size=5)


@settings(max_examples=150, deadline=None)
@given(words, st.data())
def test_remove_one_takes_exactly_one_copy_and_leaves_other_words_alone(groups, data):
    text = " ".join(format_cards(g, compact=True) if len(g) % 2 else " ".join(c.code for c in g) for g in groups)
    cards = parse_cards(text)
    card = data.draw(st.sampled_from(cards))
    after = remove_one(text, card.code, parse_cards)
    left = [c.code for c in parse_cards(after)]
    expected = [c.code for c in cards]
    expected.remove(card.code)
    assert sorted(left) == sorted(expected)
    kept = text.split()
    assert sum(w not in after.split() for w in kept) <= 1  # only one word changed
