"""Hypothesis strategies for game records: every game, options, tags, sittings, annotations with
awkward text (braces, bars, backslashes, line breaks, spaces at the ends, control characters,
CJK and astral characters) and variations nested a few levels down."""

from __future__ import annotations

import functools
import random

from hypothesis import strategies as st

from engine.core.game import EVENT_TYPES, NO_CARD, Event
from engine.core.record import (
    ONTO_KINDS,
    RESERVED_TAGS,
    Comment,
    Deal,
    Record,
    annotated,
    deck_of,
    format_group,
    preset_of,
)
from engine.core.registry import games as all_games

AWKWARD = list("{}|\\\"()[];$!?: \n\t\r") + ["zh:", "en:", "中", "文", "\u2028", "\x00", "\x85", "\u3000", "𠀀", "\\u"]
TEXT = st.text(max_size=24) | st.lists(st.sampled_from(AWKWARD + list("ab")), max_size=12).map("".join)
TAG_NAMES = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,8}", fullmatch=True).filter(
    lambda n: n.lower() not in {r.lower() for r in RESERVED_TAGS} | {"players"})


def options(game: str, rules: str) -> st.SearchStrategy[dict]:
    preset = preset_of(game, rules)
    if game == "bahu":
        optional = {"hutou_cap": st.integers(0, 30), "xi_in_play": st.booleans(),
                    "cannon_multiplier": st.sampled_from([4, 5]),
                    "jiang_peng_zhuang": st.lists(st.integers(0, 40), min_size=4, max_size=4)}
    elif game == "duzihu":
        n = len(preset.wenqian)
        optional = {"chenghu": st.integers(0, 50), "diaotou": st.booleans(),
                    "wenqian": st.lists(st.integers(0, 20), min_size=n, max_size=n)}
    else:
        optional = {"min_xi": st.integers(0, 20), "strict_count": st.booleans()}
    return st.fixed_dictionaries({}, optional=optional)


COMMENTS = st.none() | st.builds(Comment, st.none() | TEXT, TEXT) | st.builds(Comment, TEXT, st.none())
NAGS = st.lists(st.integers(0, 255), max_size=3)
NESTING = 3  # variations inside variations inside variations


def _event(seat, kind, card, with_, drop_card, onto, at, comment, nags, lines):
    if kind in NO_CARD and drop_card:
        card = None
    return annotated(Event(seat, kind, card, tuple(with_) if card is not None else ()), onto=onto,
                     at=at if kind == "buy" else None, comment=comment, nags=nags, variations=lines)


@functools.cache
def events(deck_key: str, depth: int = 0) -> st.SearchStrategy[Event]:
    """Events of one deck, with variations nested down to NESTING levels."""
    deck = deck_of(deck_key)
    card = st.sampled_from(deck.cards)
    onto = st.none() | st.builds(lambda k, cs: f"{k}:{format_group(cs)}", st.sampled_from(sorted(ONTO_KINDS)),
                                 st.lists(card, min_size=1, max_size=4))
    lines = st.lists(st.lists(events(deck_key, depth + 1), min_size=1, max_size=2), max_size=2) \
        if depth < NESTING else st.just([])
    return st.builds(_event, st.integers(0, 3), st.sampled_from(sorted(EVENT_TYPES)), card,
                     st.lists(card, max_size=3), st.booleans(), onto, st.none() | st.integers(0, 40), COMMENTS,
                     NAGS, lines)


@st.composite
def deals(draw, deck_key: str) -> Deal:
    deck = deck_of(deck_key)
    cards = deck.full()
    random.Random(draw(st.integers(0, 2**32))).shuffle(cards)
    dealer = draw(st.integers(0, 3))
    sizes = [draw(st.integers(1 if s == dealer else 0, 12)) for s in range(4)]
    hands, at = [], 0
    for size in sizes:
        hands.append(tuple(cards[at:at + size]))  # in the order drawn: a record keeps it
        at += size
    wall = tuple(cards[at:at + draw(st.integers(0, 10))]) if draw(st.booleans()) else None
    turned = tuple(draw(st.lists(st.sampled_from(deck.cards), max_size=3))) if draw(st.booleans()) else None
    return Deal(dealer, tuple(hands), tuple(draw(st.lists(events(deck_key), max_size=4))), wall, turned,
                draw(COMMENTS))


@st.composite
def records(draw) -> Record:
    game = draw(st.sampled_from([g.key for g in all_games()]))
    rules = draw(st.sampled_from(next(g for g in all_games() if g.key == game).rule_sets))
    tags = draw(st.dictionaries(TAG_NAMES, TEXT, max_size=4))
    if draw(st.booleans()):
        tags["Players"] = draw(st.lists(TEXT, max_size=4))
    head = {"game": game, "rules": rules, "options": draw(options(game, rules)), "tags": tags}
    if draw(st.booleans()):
        return Record(**head, deals=tuple(draw(st.lists(deals(game), min_size=1, max_size=3))))
    d = draw(deals(game))
    return Record(**head, dealer=d.dealer, hands=d.hands, wall=d.wall, turned=d.turned, events=d.events,
                  comment=d.comment)
