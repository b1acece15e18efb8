"""The practice table's Hint and review panels show the engine's sentences with the game's words as
glossary links (``g:key``, every one an entry of content/glossary), the same words the CLI prints
plain, in both languages; a click on one asks for that entry; what the measure cannot see is said once."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from archive_app.presenters.practice import bot_move, new_hand
from archive_app.presenters.practice_advice import differences, hint
from archive_app.qt import QtCore
from archive_app.ui.widgets.move_list import MoveWords
from archive_app.ui.widgets.practice_panels import HintView, ReviewView
from engine.review.terms import sentence

ROOT = Path(__file__).resolve().parents[2]


def _glossary() -> set[str]:
    out: set[str] = set()
    for path in (ROOT / "content" / "glossary").glob("*.toml"):
        out |= {t["id"] for t in tomllib.loads(path.read_text(encoding="utf-8")).get("term", [])}
    return out


def _turn(game: str, rules: str):
    """A practice hand at the learner's first real choice (not a 买庄 in the drawing)."""
    hand = new_hand(game, rules, seat=0, bot="greedy", number=2)
    while True:
        if hand.players_turn() and len(hand.legal()) > 1 and not {e.type for e in hand.legal()} <= {"buy", "pass"}:
            return hand
        hand.play(hand.forced() or (bot_move(hand.record, "greedy") if not hand.players_turn() else hand.legal()[0]))


def _links(view) -> list[str]:
    return re.findall(r'href="g:([^"]+)"', view.toHtml())


@pytest.mark.parametrize("game,rules", [("bahu", "haimen"), ("duzihu", "danjiang"), ("waihuzi", "waihuzi")])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_hint_links_its_game_words_and_says_the_caveat_once(qtbot, game, rules, lang):
    hand = _turn(game, rules)
    h = hint(hand.record, 0)
    words = MoveWords()
    words.lang, words.game = lang, game
    view = HintView(words)
    qtbot.addWidget(view)
    view.show_hint(h)
    text = view.plain()
    links = _links(view)
    assert links and set(links) <= _glossary(), links
    for r in h["why"]:  # the CLI's sentences, word for word
        assert sentence(r.text(lang)) in text, (r.text(lang), text)
    if h["caveat"] is not None:
        assert text.count(h["caveat"].text(lang)) == 1
    clicked: list[str] = []
    view.link.connect(clicked.append)
    view.anchorClicked.emit(QtCore.QUrl(f"g:{links[0]}"))
    assert clicked == [f"g:{links[0]}"]


def test_the_review_links_its_game_words(qtbot):
    hand = new_hand("waihuzi", "waihuzi", seat=0, bot="greedy", number=2)
    while not hand.is_over():
        hand.play(hand.forced() or (hand.legal()[-1] if hand.players_turn() else bot_move(hand.record, "greedy")))
    found, limits = differences(hand.record, 0)
    assert found
    for lang in ("en", "zh"):
        words = MoveWords()
        words.lang, words.game = lang, "waihuzi"
        view = ReviewView(words)
        qtbot.addWidget(view)
        view.show_review(found, limits)
        links = _links(view)
        assert links and set(links) <= _glossary()
        assert view.plain().count(limits.text(lang)) == 1
