"""Access keys never clash on a page (window bar included), in either language; F1 or ? shows every key."""

from __future__ import annotations

import collections

import pytest

from archive_app.qt import QtCore, QtGui
from archive_app.ui.shortcuts import ShortcutSheet, access_keys, access_letter, plain
from .windows import close_window, make_window, settle_events

Qt = QtCore.Qt
PAGES = ("home", "learn", "archive", "glossary", "cards", "bahu", "settle", "duzihu", "waihuzi", "replay", "play",
         "puzzles")


@pytest.fixture(params=["zh", "en"])
def window(request, qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, request.param)
    yield win
    close_window(win)


def test_access_letters_and_plain_text():
    assert access_letter("C&lear") == "L" and access_letter("清空(&L)") == "L" and access_letter("A && B") is None
    assert plain("清空(&L)") == "清空" and plain("&Rule set:") == "Rule set" and plain("Tom && Jerry") == "Tom & Jerry"


def test_no_two_controls_share_an_access_key(window):
    for key in PAGES:
        page = window.show_page(key)
        settle_events()
        letters = collections.defaultdict(list)
        for letter, what in access_keys(window.top_bar) + access_keys(page):
            letters[letter].append(what)
        clashes = {k: v for k, v in letters.items() if len(v) > 1}
        assert not clashes, (key, clashes)


def test_f1_and_question_mark_show_the_keys_of_the_window_and_the_page(window):
    shortcuts = {s.key().toString(): s for s in window.findChildren(QtGui.QShortcut)}
    assert "F1" in shortcuts and "?" in shortcuts
    window.show_page("bahu")
    shortcuts["?"].activated.emit()
    [sheet] = [d for d in window.findChildren(ShortcutSheet) if d.isVisible()]
    keys = sheet.keys()
    for needed in ("Ctrl+1", "Ctrl+F", "Ctrl+Z", "Ctrl+Enter", "Alt+N", "Alt+I", "Alt+A", "Alt+S", "Alt+L", "Alt+E"):
        assert needed in keys, needed
    rows = dict(row for _, section in sheet.sections for row in section)
    assert rows["Alt+S"] in ("Save hand", "保存手牌") and rows["Alt+L"] in ("Clear", "清空")
    sheet.close()
    window.show_page("archive")
    shortcuts["F1"].activated.emit()
    [sheet] = [d for d in window.findChildren(ShortcutSheet) if d.isVisible()]
    assert "Ctrl+Z" not in sheet.keys() and any("Alt+" in k and "←" in k or k == "Alt+Left" for k in sheet.keys())


def _window_shortcuts(window) -> dict:
    if hasattr(window, "add_shortcuts"):  # a window may take its shortcuts only after its first paint
        window.add_shortcuts()
    return {s.key().toString(): s for s in window.findChildren(QtGui.QShortcut)}


def test_every_page_has_a_door_on_home_and_a_key(window):
    from archive_app.ui.pages import PAGE_KEYS

    home = window.show_page("home")
    assert [key for key, _, _ in home.doors] == [k for k in PAGE_KEYS if k != "home"]
    for key, button, text in home.doors:
        assert button.text() and text.text(), key
        button.click()
        assert window.current_key() == key
    shortcuts = _window_shortcuts(window)
    for i, key in enumerate(PAGE_KEYS[:10]):
        shortcuts[f"Ctrl+{(i + 1) % 10}"].activated.emit()
        assert window.current_key() == key
    for key in PAGE_KEYS[10:] + PAGE_KEYS[:1]:  # the rest one page down at a time, round to the first
        shortcuts["Alt+PgDown"].activated.emit()
        assert window.current_key() == key
    shortcuts["Alt+PgUp"].activated.emit()
    assert window.current_key() == PAGE_KEYS[-1]
    shortcuts["F1"].activated.emit()
    [sheet] = [d for d in window.findChildren(ShortcutSheet) if d.isVisible()]
    assert {"Ctrl+1", "Ctrl+9", "Ctrl+0", "Alt+PgDown  Alt+PgUp"} <= set(sheet.keys())
    sheet.close()
