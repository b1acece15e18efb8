"""Layout follows every change of size, language, script and text size; status messages and Qt's own words
follow the page and the language; the first language is the user's locale."""

from __future__ import annotations

import pytest

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from .windows import close_window, make_window, settle_events


@pytest.fixture
def window_of(qtbot, tmp_path):
    made = []

    def make(lang="zh", script="hans", size=(1280, 860)):
        window = make_window(qtbot, tmp_path / f"data{len(made)}", lang, script, size)
        made.append(window)
        return window

    yield make
    for window in made:
        close_window(window)


def _reader_overflow(window) -> tuple[float, int]:
    reader = window.pages["archive"].reader
    return reader.document().size().width() - reader.viewport().width(), reader.horizontalScrollBar().maximum()


def test_a_plus_rewraps_the_archive_table(window_of):
    window = window_of("en", size=(1024, 700))
    window.show_page("archive")
    settle_events()
    for _ in range(3):  # 110 %, 120 %, 130 %
        window.change_text_scale(0.1)
        settle_events()
        overflow, bar = _reader_overflow(window)
        assert overflow <= 0 and bar == 0, f"the table runs {overflow:.0f} px off the right at {window.ctx.settings.text_scale}"


@pytest.mark.parametrize("scale", [0.0, -0.2])
def test_switching_to_traditional_keeps_the_reader_full_width(window_of, scale):
    window = window_of("zh")
    window.show_page("archive")
    window.change_text_scale(scale)
    settle_events()
    window.set_script("hant")
    settle_events()
    reader = window.pages["archive"].reader
    assert abs(reader.document().size().width() - reader.viewport().width()) <= 1
    assert window.script_combo.currentData() == "hant"


def test_combo_boxes_take_english_widths_after_a_live_switch(window_of):
    window = window_of("zh")
    combos = []
    for key in ("bahu", "settle", "glossary"):
        page = window.show_page(key)
        settle_events()
        combos += [c for c in page.findChildren(QtWidgets.QComboBox) if c.isVisibleTo(page)]
    window.set_language("en")
    for key in ("bahu", "settle", "glossary"):
        window.show_page(key)
        settle_events()
        for combo in combos:
            if combo.window() is window and combo.isVisible() and combo.minimumContentsLength() == 0:
                text = combo.currentText()
                need = combo.fontMetrics().horizontalAdvance(text)
                assert combo.width() >= need + 8, f"{text!r} is cut: {combo.width()} px for {need} px of text"
    assert window.pages["bahu"].rules_combo.currentText() == "Haimen Bahu"


def test_status_messages_go_with_their_page_and_language(window_of):
    window = window_of("zh")
    bar = window.statusBar()
    window.show_page("bahu")
    window.ctx.status.emit("已保存")
    assert bar.currentMessage() == "已保存"
    window.show_page("settle")
    assert bar.currentMessage() == ""
    window.ctx.status.emit("玩家 0 胡")
    window.set_language("en")
    assert bar.currentMessage() == ""


def test_qt_own_menu_entries_are_chinese(window_of):
    window = window_of("zh")
    page = window.show_page("archive")
    settle_events()
    menu = page.context_menu_at(QtCore.QPoint(20, 20))
    texts = [a.text().split("\t")[0] for a in menu.actions()]
    assert "全选" in texts and not any("Select All" in t for t in texts)
    edit = QtWidgets.QLineEdit()
    edit_menu = edit.createStandardContextMenu()
    assert any(a.text().startswith("粘贴") for a in edit_menu.actions())
    window.set_script("hant")  # the bundled font lacks a character of Qt's wording: the app's own wins
    assert QtCore.QCoreApplication.translate("QScrollBar", "Scroll here") == "在此滾動"
    assert QtCore.QCoreApplication.translate("QWidgetTextControl", "Select All") == "全部選擇"


@pytest.mark.parametrize("locale, language, script", [("en_US", "en", "hans"), ("de_DE", "en", "hans"),
                                                      ("zh_CN", "zh", "hans"), ("zh_TW", "zh", "hant"),
                                                      ("C", "zh", "hans")])
def test_the_first_language_is_the_users_locale(tmp_path, locale, language, script):
    QtCore.QLocale.setDefault(QtCore.QLocale(locale))
    try:
        settings = AppContext(tmp_path).settings
        assert (settings.language, settings.script) == (language, script)
        settings.language = "zh"  # a choice made is kept, whatever the locale
        assert AppContext(tmp_path).settings.language == "zh"
    finally:
        QtCore.QLocale.setDefault(QtCore.QLocale.system())
