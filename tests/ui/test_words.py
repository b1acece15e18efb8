"""Words users should not see: file numbers, where a requirement came from, timings, "(s)" plurals, raw meld
codes in the Examples menus, markup shown as text."""

from __future__ import annotations

import re

import pytest

from archive_app.qt import QtGui, QtWidgets
from archive_app.ui.pages.archive import LINES
from .windows import close_window, make_window, settle_events

PAGES = ("bahu", "settle", "duzihu", "waihuzi", "archive", "glossary", "cards", "home")
HIDDEN = re.compile(r"\(s\)|seed \d|issue|\d ms\b|毫秒|文献 \d|</?span|\b(peng|gang|bomb|zhang|wai|liu|chi):\S")


@pytest.fixture(params=["zh", "en"])
def window(request, qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, request.param)
    yield win
    close_window(win)


def _texts(page: QtWidgets.QWidget) -> list[str]:
    out = []
    for w in page.findChildren(QtWidgets.QWidget):
        if not w.isVisibleTo(page):
            continue
        if isinstance(w, QtWidgets.QLabel):
            out.append(QtGui.QTextDocumentFragment.fromHtml(w.text()).toPlainText() if "<" in w.text() else w.text())
        elif isinstance(w, QtWidgets.QAbstractButton):
            out.append(w.text())
        elif isinstance(w, QtWidgets.QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
    for menu in page.findChildren(QtWidgets.QMenu):
        out += [a.text() for a in menu.actions()]
    return out


def test_no_page_shows_words_meant_for_developers(window):
    for key in PAGES:
        page = window.show_page(key)
        settle_events()
        shown = [t for t in _texts(page) if HIDDEN.search(t)]
        assert not shown, (key, shown)


def test_examples_name_the_melds_in_words(window):
    lab = window.show_page("bahu")
    entries = [a.text() for a in lab.examples_menu.actions()]
    first = entries[0]
    if window.ctx.lang == "zh":
        assert "台面 碰 千字、碰 红花" in first
    else:
        assert "peng Qianzi, peng Red Flower on the table" in first
    calc = window.show_page("waihuzi")
    first = calc.examples_menu.actions()[0].text()
    assert ("亮牌 歪 玖" in first and "胡 八" in first) if window.ctx.lang == "zh" else "wai big nine" in first
    calc = window.show_page("duzihu")
    first = calc.examples_menu.actions()[0].text()
    assert "peng:" not in first and (("碰 六万" in first) if window.ctx.lang == "zh" else "peng six wan" in first)


def test_plurals_say_one_card(window):
    lab = window.show_page("bahu")
    lab.load("2s2m8p 3s3m7p 45m", ("peng:Q",))
    settle_events()
    verdict = lab.results[0].verdict.text()
    assert verdict in ("Not yuan · 1 card from yuan", "不圆 · 差 1 张成圆"), verdict


def test_the_no_results_message_is_text_not_markup(window):
    page = window.show_page("archive")
    page.search.setText("zzqqxxnothing")
    page.run_search()
    html = page.results.item(0).data(LINES)
    plain = QtGui.QTextDocumentFragment.fromHtml(html).toPlainText()
    assert "<" not in plain and plain.strip()
