""""Settle this hand…": the settlement gets exactly what the hand lab knows, and says where each fact came from."""

from __future__ import annotations

import pytest

from .windows import close_window, make_window, settle_events


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, "en")
    yield win
    close_window(win)


def test_the_default_hand_settles_without_the_examples_statuses(window):
    settle = window.show_page("settle")  # its default round: player 0 bought (the Haimen text's worked example)
    assert settle.seats[0].flags["bought"].isChecked()
    lab = window.show_page("bahu")
    lab.settle_this_hand()
    settle_events()
    assert window.current_key() == "settle"
    assert not any(box.isChecked() for box in settle.seats[0].flags.values())
    assert settle.seats[0].covers() == []
    assert settle.settlement.net[0] == 33  # 9 zhuang, piaohu 10 hutou: not the buyer's +87
    assert all(not panel.melds.meld_texts() for panel in settle.seats[1:])


def test_the_note_says_what_came_from_the_hand_lab_and_what_was_set_here(window):
    lab = window.show_page("bahu")
    lab.settle_this_hand()
    settle = window.pages["settle"]
    note = settle.origin
    assert note.isVisible()
    text = note.text()
    assert "From the hand lab (Haimen Bahu), Player A wins with: 10 hutou; piaohu; table melds peng Qianzi, " \
           "peng Red Flower." in text
    assert "start unset" in text
    settle.seats[0].flags["bought"].setChecked(True)
    settle.hutou_spin.setValue(11)
    text = note.text()
    assert "11 hutou (set here; the hand lab said 10)" in text and "Statuses set here: bought." in text
    settle.examples_menu.actions()[0].trigger()  # another round: the note goes
    assert not note.isVisible()


def test_the_note_is_chinese_in_the_chinese_ui(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, "zh")
    try:
        window.show_page("bahu").settle_this_hand()
        text = window.pages["settle"].origin.text()
        assert text.startswith("来自手牌实验室（海门八胡）：甲家胡") and "碰 千字、碰 红花" in text
    finally:
        close_window(window)
