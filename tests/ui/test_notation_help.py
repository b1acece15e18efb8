"""The card-codes article and the "?" beside every hand-entry field that opens it."""

from __future__ import annotations

import dataclasses
import re

import pytest

from archive_app.content import load_library
from archive_app.content.lessons import INLINE_CARDS
from archive_app.paths import CONTENT
from archive_app.qt import QtCore
from archive_app.ui.reader import article_html
from archive_app.ui.widgets.notation_help import NOTATION_ARTICLE, NotationHelpButton
from engine.core.registry import game
from .windows import close_window, make_window, settle_events

Qt = QtCore.Qt
SLUG = NOTATION_ARTICLE.removeprefix("a:")
HAND_PAGES = ("bahu", "settle", "duzihu", "waihuzi")


@pytest.fixture(scope="module")
def article():
    return load_library(CONTENT, puzzles=False, games=False).articles[SLUG]


def _words(text: str) -> set[str]:
    return set(re.findall(r"[0-9A-Za-z]+", text))


@pytest.mark.parametrize("key", ["bahu", "waihuzi"])
def test_every_code_the_parser_takes_is_listed_in_both_languages(article, key):
    deck = game(key).deck
    assert deck.by_code  # the parser's codes, from the engine
    for text in (article.zh, article.en):
        missing = [code for code in deck.by_code if code not in _words(text)]
        assert missing == []
        listed = [c for c in _words(text) if c in deck.by_code]
        assert [c.code for c in deck.parse(" ".join(listed))] == listed  # each listed code parses as that card


def test_the_article_has_both_languages_and_draws_its_cards(article):
    assert article.meta["title"] and article.meta["title_en"] and article.zh.strip() and article.en.strip()
    for lang in ("zh", "en"):
        shown = article_html(article, None, lang=lang)
        assert "{{" not in shown
        drawn = set(re.findall(r'src="card:([^"]+)"', shown))
        assert drawn == set(game("bahu").deck.by_code) | set(game("waihuzi").deck.by_code)


def test_the_chinese_names_it_gives_as_examples_parse(article):
    """Names the article says are accepted really are (the deck tells which)."""
    for name in ("二万", "三條", "九饼", "千字", "紅花", "空窑", "押子", "仙儿"):
        assert name in article.zh and name in article.en
        assert game("bahu").deck.parse(name)
    for name in ("叁", "貳", "柒", "十"):
        assert name in article.zh and game("waihuzi").deck.parse(name)


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, "en")
    yield win
    close_window(win)


@pytest.mark.parametrize("key", HAND_PAGES)
def test_each_hand_entry_page_has_the_button_and_it_opens_the_article(qtbot, window, key):
    page = window.show_page(key)
    settle_events()
    buttons = [b for b in page.findChildren(NotationHelpButton) if b.isVisibleTo(window)]
    assert buttons, f"{key}: no card-codes button"
    button = buttons[0]
    assert button.accessibleName() == "Card codes"
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)  # the keyboard reaches it
    settle_events()
    assert window.current_key() == "archive"
    assert window.pages["archive"].current == NOTATION_ARTICLE
    window.show_page(key)
    qtbot.mouseClick(buttons[-1], Qt.MouseButton.LeftButton)
    settle_events()
    assert window.current_key() == "archive" and window.pages["archive"].current == NOTATION_ARTICLE


def test_the_button_speaks_chinese_in_the_chinese_app(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, "zh")
    try:
        button = win.show_page("bahu").findChildren(NotationHelpButton)[0]
        assert button.accessibleName() == "牌码" and "牌码" in button.toolTip()
    finally:
        close_window(win)


def test_the_article_prints_with_its_card_faces(qtbot, article, tmp_path):
    """The PDF export draws the faces too (a missing image would print nothing in its place)."""
    from archive_app.ui.export import export_article_pdf

    with_faces = export_article_pdf(article, tmp_path / "a.pdf", "en").stat().st_size
    bare = dataclasses.replace(article, en=INLINE_CARDS.sub("", article.en))
    without = export_article_pdf(bare, tmp_path / "b.pdf", "en").stat().st_size
    assert with_faces > without + 10_000


def test_searching_a_code_finds_the_article_and_shows_words_not_markup():
    from archive_app.search import SearchIndex

    hits = [h for h in SearchIndex(load_library(CONTENT, puzzles=False, games=False)).search("345m")
            if h.id == NOTATION_ARTICLE]
    assert hits and all("{{" not in h.snippet for h in hits)
    assert all("{{" not in h.snippet for h in SearchIndex(load_library(CONTENT)).search("Q"))
