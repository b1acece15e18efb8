"""The 笃子胡 calculator in a newcomer's hands: undo of every kind of edit, the hand kept between runs, saved
hands (and 歪胡子's), a half-typed hand, the text size, access keys and words, in both languages."""

from __future__ import annotations

import collections

import pytest

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.widgets.hand_view import SourceLink
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages.duzihu import EXAMPLES, DuzihuPage
from archive_app.ui.pages.waihuzi import WaihuziPage
from archive_app.ui.shortcuts import access_keys
from engine.cards import BY_CODE
from engine.cards import parse_cards as parse_long
from engine.duzihu.position import Position
from engine.waihuzi.cards import parse_cards
from .test_words import HIDDEN, _texts
from .widgets import shown

Qt = QtCore.Qt


@pytest.fixture(params=["en", "zh"])
def lang(request):
    language = UiLanguage(QtCore.QCoreApplication.instance())
    language.apply(request.param, "hans")
    yield request.param
    language.apply("en", "hans")


@pytest.fixture
def ctx(tmp_path, lang):
    context = AppContext(tmp_path / "data")
    context.settings.language = lang
    return context


@pytest.fixture
def page(qtbot, ctx) -> DuzihuPage:
    return shown(qtbot, DuzihuPage(ctx))


def click_face(qtbot, grid, code, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(grid, button, pos=grid.cell_rect(BY_CODE[code].index).center())


def test_every_kind_of_edit_is_undone_and_redone(qtbot, page):
    steps = [page.state()]

    def edit(action):
        action()
        steps.append(page.state())

    edit(lambda: click_face(qtbot, page.picker.grid, "9s"))  # a face clicked
    edit(page.clear_button.click)  # Clear
    edit(lambda: page.examples_menu.actions()[1].trigger())  # an example
    edit(lambda: page.meld_editor.remove(0))  # a meld removed
    edit(lambda: page.jiang_combo.setCurrentIndex(page.jiang_combo.findData("H")))  # the turned jiang
    edit(lambda: page.discard_radio.setChecked(True))  # how the winning card came
    edit(lambda: page.xi_box.setChecked(True))  # played with Xi
    edit(lambda: page.xi_spin.setValue(2))
    edit(lambda: page.set_rules("shuangjiang"))  # a rule set
    edit(lambda: page.set_compare(True))  # compare all three
    assert len({repr(s) for s in steps}) == len(steps), steps
    for expected in reversed(steps[:-1]):
        page.history.undo()
        assert page.state() == expected
    assert not page.undo_button.isEnabled() and page.redo_button.isEnabled()
    for expected in steps[1:]:
        page.history.redo()
        assert page.state() == expected
    assert page.outcome is not None and page.outcome.rules == "shuangjiang"  # redone and scored again
    assert page.compare_panel.isVisible()


def test_typing_is_one_step_and_the_tooltip_names_it(qtbot, page, lang):
    page.clear()
    page.picker.edit.setFocus()
    qtbot.keyClicks(page.picker.edit, "999m 234m")
    assert page.history.stack.count() == 2  # Clear, then the typing
    assert page.undo_button.toolTip().startswith("撤销：手牌" if lang == "zh" else "Undo: the hand, the winning card")
    page.history.undo()
    assert page.picker.text() == ""


def test_the_hand_in_progress_is_there_after_a_restart(qtbot, tmp_path, lang):
    ctx = AppContext(tmp_path)
    first = shown(qtbot, DuzihuPage(ctx))
    first.examples_menu.actions()[4].trigger()  # shuangjiang, two turned jiang
    first.xi_box.setChecked(True)
    first.xi_spin.setValue(1)
    first.self_drawn_radio.setChecked(True)
    first.picker.set_text(first.picker.text() + " 9")  # half typed, kept as typed
    state = first.state()
    ctx.settings.sync()
    again = shown(qtbot, DuzihuPage(AppContext(tmp_path)))
    assert again.state() == state
    assert again.turned() == ["4s", "H"] and again.picker.error()
    assert not again.history.stack.canUndo()  # a new run starts with nothing to undo


def test_a_broken_kept_state_does_not_stop_the_page(qtbot, tmp_path, lang):
    ctx = AppContext(tmp_path)
    ctx.settings.duzihu_in_progress = '{"rules": "mars", "jiang": ["zz"], "xi": "many", "melds": [5, "peng:6m"]}'
    page = shown(qtbot, DuzihuPage(ctx))
    assert page.meld_editor.meld_texts() == ["peng:6m"] and page.xi_box.isChecked() is False
    ctx.settings.duzihu_in_progress = "{not json"
    page = shown(qtbot, DuzihuPage(ctx))
    assert page.picker.text() == EXAMPLES[0].hand


def test_a_half_typed_hand_keeps_the_last_verdict_marked_stale(qtbot, page):
    total = page.outcome.score.total
    verdict = page.results[0].verdict.text()
    page.picker.edit.setFocus()
    page.picker.edit.end(False)
    qtbot.keyClicks(page.picker.edit, " 3")  # a card half typed
    assert page.picker.error()
    view = page.results[0]
    assert view.stale_note.isVisible() and view.verdict.text() == verdict  # the last verdict, marked
    assert page.outcome is None and not page.save_button.isEnabled()  # nothing current to save
    page.set_compare(True)
    assert page.compare_panel.property("stale") is True and page.compare_panel.stale_note.isVisible()
    qtbot.keyClicks(page.picker.edit, "z")
    qtbot.keyClick(page.picker.edit, Qt.Key.Key_Backspace)
    qtbot.keyClick(page.picker.edit, Qt.Key.Key_Backspace)
    qtbot.keyClick(page.picker.edit, Qt.Key.Key_Backspace)  # back to the hand as it was
    assert not page.picker.error() and not view.stale_note.isVisible()
    assert page.outcome.score.total == total and page.compare_panel.property("stale") is False
    assert not page.compare_panel.stale_note.isVisible()


def test_save_load_and_delete_a_saved_hand(qtbot, page, ctx):
    page.examples_menu.actions()[3].trigger()  # Rugao: self-drawn on the last card
    kept = page.state()
    hand_id = page.save_hand()
    [row] = ctx.store.saved_hands("duzihu")
    assert row.id == hand_id and row.game == "duzihu" and row.rules == "danjiang+rugao"
    p = Position.parse(row.position)
    assert p.self_drawn and p.last_card and [c.code for c in p.jiang] == ["4s"] and p.win.code == "5p"
    assert row.note == page.results[0].verdict.text()
    assert ctx.store.saved_hands("bahu") == []  # each game its own list
    page.clear()
    page.saved_menu.aboutToShow.emit()
    [entry] = [a for a in page.saved_menu.actions() if a.data() is not None]
    assert "peng:" not in entry.text() and row.hand in entry.text()
    entry.trigger()
    assert {**page.state(), "hand": None} == {**kept, "hand": None}
    assert sorted(page.picker.cards()) == sorted(parse_long(kept["hand"]))  # the same cards, in card order
    page.history.undo()  # loading a saved hand is one step
    assert page.picker.text() == ""
    page.delete_saved(hand_id)
    assert ctx.store.saved_hands("duzihu") == []
    page.history.undo()  # deleting is undone too
    [back] = ctx.store.saved_hands("duzihu")
    assert back.position == row.position


def test_save_is_off_without_a_winning_card(qtbot, page):
    page.clear()
    assert not page.save_button.isEnabled() and page.save_button.toolTip()
    assert page.save_hand() is None


def test_waihuzi_saves_a_hand_to_score_but_not_a_deal(qtbot, ctx):
    page = shown(qtbot, WaihuziPage(ctx))
    page.examples_menu.actions()[4].trigger()  # all alike, all black, on the last card
    kept = page.state()
    page.save_hand()
    [row] = ctx.store.saved_hands("waihuzi")
    assert "hailao" in row.position and row.rules == "waihuzi"
    page.clear()
    page.saved_menu.aboutToShow.emit()
    [entry] = [a for a in page.saved_menu.actions() if a.data() is not None]
    assert "wai:" not in entry.text()
    entry.trigger()
    assert page.state()["last_card"] and page.result is not None
    assert {**page.state(), "score": None} == {**kept, "score": None}
    assert sorted(page.picker.cards()) == sorted(parse_cards(kept["score"]))  # the same cards, in card order
    page.set_mode("deal")
    assert not page.save_button.isEnabled() and page.save_hand() is None


def test_verdicts_follow_the_text_size(qtbot, tmp_path, lang):
    ctx = AppContext(tmp_path)
    ctx.settings.text_scale = 1.5
    page = shown(qtbot, DuzihuPage(ctx))
    page.clear()  # the placeholder verdict: 12pt, scaled
    assert page.results[0].verdict.font().pointSizeF() == pytest.approx(18, rel=0.02)
    assert "18pt" in page.results[0].verdict.styleSheet()


def test_access_keys_are_unique_and_words_are_a_players(qtbot, page):
    page.set_compare(True)
    page.set_rules("shuangjiang")
    QtWidgets.QApplication.processEvents()
    letters = collections.defaultdict(list)
    for letter, what in access_keys(page):
        letters[letter].append(what)
    assert not {k: v for k, v in letters.items() if len(v) > 1}
    assert {"S", "V", "O", "F"} <= set(letters)  # Save hand, Saved hands, Compare, From a discard
    shown_words = [t for t in _texts(page) if HIDDEN.search(t)]  # paragraph IDs on source links are fine
    assert not shown_words
    tips = [w.toolTip() for w in page.findChildren(QtWidgets.QWidget) if not isinstance(w, SourceLink)]
    tips += [page.rules_combo.itemText(i) for i in range(page.rules_combo.count())]
    assert not [t for t in tips if "s002" in t or "s003" in t or "seed" in t]
    first = page.examples_menu.actions()[0].text()
    assert ("碰 六万" in first) if page.ctx.lang == "zh" else "peng six wan" in first
