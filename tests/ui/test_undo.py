"""Undo and redo on the calculator pages (Ctrl+Z, Ctrl+Shift+Z) and the hand in progress kept between runs."""

from __future__ import annotations

import pytest

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.pages.bahu import EXAMPLES, BahuPage
from archive_app.ui.pages.settle import SettlePage
from archive_app.ui.pages.waihuzi import WaihuziPage
from archive_app.ui.undo import REDO_KEYS, UNDO_KEYS
from engine.cards import BY_CODE
from .widgets import shown

Qt = QtCore.Qt


@pytest.fixture
def ctx(tmp_path):
    context = AppContext(tmp_path / "data")
    context.settings.language = "en"
    return context


@pytest.fixture
def lab(qtbot, ctx) -> BahuPage:
    return shown(qtbot, BahuPage(ctx))


def click_face(qtbot, grid, code, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(grid, button, pos=grid.cell_rect(BY_CODE[code].index).center())


def test_every_edit_on_the_hand_lab_is_undone_and_redone(qtbot, lab):
    steps = []

    def seen():
        steps.append((lab.picker.text(), lab.meld_editor.meld_texts(), lab.rules()))

    seen()
    click_face(qtbot, lab.picker.grid, "5s")  # a face clicked
    seen()
    lab.clear_button.click()  # Clear
    seen()
    lab.examples_menu.actions()[3].trigger()  # an example
    seen()
    lab.meld_editor.chips.itemAt(0).widget().remove_button.click()  # a meld removed
    seen()
    click_face(qtbot, lab.picker.grid, "2m", Qt.MouseButton.RightButton)  # a card taken back
    seen()
    lab.set_rules("tongdong")  # a rule set chosen
    seen()
    assert len(set(map(repr, steps))) == len(steps)
    for expected in reversed(steps[:-1]):
        lab.history.undo()
        assert (lab.picker.text(), lab.meld_editor.meld_texts(), lab.rules()) == expected
    assert not lab.undo_button.isEnabled() and lab.redo_button.isEnabled()
    for expected in steps[1:]:
        lab.history.redo()
        assert (lab.picker.text(), lab.meld_editor.meld_texts(), lab.rules()) == expected
    assert lab.results[0].analysis is not None and lab.results[0].rules == "tongdong"  # redone and analysed


def test_keys_typed_in_a_row_are_one_step_and_the_tooltips_say_what(qtbot, lab):
    lab.clear()
    lab.picker.edit.setFocus()
    qtbot.keyClicks(lab.picker.edit, "2s2m8p")
    assert lab.history.stack.count() == 2  # Clear, then the typing
    assert lab.undo_button.toolTip() == "Undo: the hand (Ctrl+Z)"
    lab.history.undo()
    assert lab.picker.text() == "" and lab.undo_button.toolTip() == "Undo: Clear (Ctrl+Z)"
    assert lab.redo_button.toolTip() == "Redo: the hand (Ctrl+Shift+Z)"


def test_ctrl_z_in_a_text_field_is_the_pages_undo(qtbot, lab):
    keys = {s.key().toString() for s in lab.findChildren(QtGui.QShortcut)}
    assert set(UNDO_KEYS + REDO_KEYS) <= keys
    for key in (Qt.Key.Key_Z,):
        event = QtGui.QKeyEvent(QtCore.QEvent.Type.ShortcutOverride, key, Qt.KeyboardModifier.ControlModifier, "z")
        event.ignore()
        QtWidgets.QApplication.sendEvent(lab.picker.edit, event)
        assert not event.isAccepted(), "the line edit would keep Ctrl+Z for its own undo"
    plain = QtGui.QKeyEvent(QtCore.QEvent.Type.ShortcutOverride, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier, "a")
    plain.ignore()
    QtWidgets.QApplication.sendEvent(lab.picker.edit, plain)
    assert plain.isAccepted()  # Ctrl+A still selects the field's text
    click_face(qtbot, lab.picker.grid, "Q")
    undo = next(s for s in lab.findChildren(QtGui.QShortcut) if s.key().toString() == "Ctrl+Z")
    undo.activated.emit()
    assert lab.picker.text() == EXAMPLES[0][0]


def test_settle_undoes_the_hand_from_the_lab_and_every_seat_edit(qtbot, ctx):
    page = shown(qtbot, SettlePage(ctx))
    page.take_winner(10, False, ["peng:Q", "peng:H"], rules="haimen")
    assert not page.seats[0].flags["bought"].isChecked() and page.origin.isVisible()
    page.seats[2].flags["cannon"].setChecked(True)
    page.history.undo()
    assert not page.seats[2].flags["cannon"].isChecked() and page.origin.isVisible()
    page.history.undo()  # the round before the hand lab's: the worked example, player 0 bought
    assert page.seats[0].flags["bought"].isChecked() and not page.origin.isVisible()
    assert page.seats[0].melds.meld_texts() == ["peng:Q", "peng:5m"]
    page.history.redo()
    assert page.origin.isVisible() and page.hutou_spin.value() == 10


def test_waihuzi_undoes_flags_melds_and_mode(qtbot, ctx):
    page = shown(qtbot, WaihuziPage(ctx))
    page.last_card_box.setChecked(True)
    page.meld_editor.remove(0)
    page.set_mode("deal")
    page.history.undo()
    assert page.mode() == "score"
    page.history.undo()
    assert page.meld_editor.meld_texts() == ["wai:999d"]
    page.history.undo()
    assert not page.last_card_box.isChecked() and page.result is not None and page.result.xi == 9


def test_deleting_a_saved_hand_can_be_undone(qtbot, lab, ctx):
    lab.save_hand()
    [row] = ctx.store.saved_hands("bahu")
    lab.delete_saved(row.id)
    assert ctx.store.saved_hands("bahu") == []
    assert "Ctrl+Z" in lab.undo_button.toolTip() and "deleting the saved hand" in lab.undo_button.toolTip()
    lab.history.undo()
    [back] = ctx.store.saved_hands("bahu")
    assert (back.hand, back.melds, back.rules, back.note) == (row.hand, row.melds, row.rules, row.note)
    assert back.created.replace(tzinfo=None) == row.created.replace(tzinfo=None)  # its place in the list
    lab.history.redo()
    assert ctx.store.saved_hands("bahu") == []


@pytest.mark.parametrize("page_class", [BahuPage, SettlePage, WaihuziPage])
def test_the_hand_in_progress_is_there_after_a_restart(qtbot, tmp_path, page_class):
    ctx = AppContext(tmp_path)
    first = shown(qtbot, page_class(ctx))
    first.clear()
    if page_class is SettlePage:
        first.take_winner(9, True, ["bomb:7p"], seat=2)
    else:
        first.picker.set_text("2s2m8p 3s" if page_class is BahuPage else "333d 270d")
    state = first.state()
    ctx.settings.sync()
    again = shown(qtbot, page_class(AppContext(tmp_path)))
    assert again.state() == state
    assert not again.history.stack.canUndo()  # a new run starts with nothing to undo


def test_a_broken_kept_state_gives_the_default_example(qtbot, tmp_path):
    ctx = AppContext(tmp_path)
    ctx.settings.bahu_in_progress = '{"hand": 5, "melds": "peng:?"'
    page = shown(qtbot, BahuPage(ctx))
    assert page.picker.text() == EXAMPLES[0][0]
    ctx.settings.bahu_in_progress = '{"hand": "Q Q Q Q Q", "melds": ["nonsense"], "rules": "mars"}'
    page = shown(qtbot, BahuPage(ctx))
    assert page.picker.text() == "Q Q Q Q Q" and page.picker.error()  # shown as kept, its error named
