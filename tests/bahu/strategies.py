"""Hypothesis strategies for 八胡 hands: built from group-shaped pieces so that many are 圆."""

from __future__ import annotations

from hypothesis import strategies as st

from engine.bahu.groups import Meld
from engine.cards import ALL_CARDS, parse_cards

PIECES = [parse_cards(p) for p in (
    "234m", "345m", "5678m", "789m", "234s", "678s", "123p", "123p", "456p", "789p", "5m5s5p", "9m9s9p", "2m2s2p",
    "1s1m9p", "2s2m8p", "3s3m7p", "QH9s", "H9s9m", "B8s9m", "1m", "1s", "Q", "H", "B", "X", "9s", "1p",
)]


def _fits(cards, limit=4):
    counts = [0] * 31
    for c in cards:
        counts[c.index] += 1
    return max(counts) <= limit


@st.composite
def hands(draw, max_cards: int = 13, xi: bool = True):
    """A hand of group-shaped pieces plus a few stray cards, never more than four of a kind."""
    cards = []
    for _ in range(draw(st.integers(0, 4))):
        piece = draw(st.sampled_from(PIECES))
        if _fits(cards + piece) and len(cards) + len(piece) <= max_cards:
            cards += piece
    for _ in range(draw(st.integers(0, 3))):
        card = draw(st.sampled_from(ALL_CARDS))
        if _fits(cards + [card]) and len(cards) < max_cards:
            cards.append(card)
    if not xi:
        cards = [c for c in cards if c.code != "X"]
    return draw(st.permutations(cards))


MELD_TEXTS = ["peng:5m", "peng:Q", "peng:H", "gang:2s", "peng:9s", "chi:678m", "chi:5m5s5p", "chi:2s2m8p",
              "chi:123p", "bomb:8p", "zhang:H", "zhang:1p", "peng:B"]


@st.composite
def melds(draw, hand):
    """Up to two table melds that keep every kind within four copies."""
    out = []
    for _ in range(draw(st.integers(0, 2))):
        meld = Meld.parse(draw(st.sampled_from(MELD_TEXTS)))
        cards = list(hand) + [c for m in out for c in m.cards] + list(meld.cards)
        if _fits(cards):
            out.append(meld)
    return out
