"""Players for 歪胡子 self-play: ``random`` and ``greedy``. Both only make legal moves
(:meth:`~engine.waihuzi.state.WaihuziState.legal_moves`, which never breaks a rule) and are
deterministic for a seed.

* ``random`` picks uniformly among the legal moves (:mod:`engine.bots.random`, every game's).
* ``greedy`` wins whenever it can; otherwise it takes the claim or discard whose hand looks best
  afterwards by :func:`hand_value` — complete groups and their 息 first (s004.p036–p040), then pairs
  and two-card partial groups, the cards that approach a win — and passes when nothing beats the
  hand it holds.

>>> from engine.waihuzi.state import WaihuziState
>>> s, bot = WaihuziState.deal(seed=3), GreedyBot(seed=1)
>>> bot.choose(s, s.legal_moves()).type
'discard'
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from engine.core.game import Event
from engine.core.rng import rng
from engine.waihuzi.cards import NUM_KINDS
from engine.waihuzi.rules import XI

if TYPE_CHECKING:
    from engine.waihuzi.state import WaihuziState

GROUP: Final = 10  # a complete group
PER_XI: Final = 2  # each 息 it holds
PAIR: Final = 4  # two alike: a 碰 or 歪 away
PARTIAL: Final = 3  # two of a run or 二七十


def hand_value(counts: Sequence[int]) -> int:
    """How close the concealed cards are to groups: the best split into complete groups
    (GROUP + PER_XI × 息), pairs, two-card partial groups and singles (0). Groups never mix sizes
    (s004.p016, p017), so the small and the big cards are valued apart (and memoised apart).

    >>> from engine.waihuzi.cards import counts_of, parse_cards
    >>> hand_value(counts_of(parse_cards("333x"))), hand_value(counts_of(parse_cards("33x"))), hand_value(counts_of(parse_cards("3x9d")))
    (16, 4, 0)
    """
    return _half(tuple(counts[:10])) + _half(tuple(counts[10:]))


@lru_cache(maxsize=1 << 17)
def _half(key: tuple[int, ...]) -> int:
    """:func:`hand_value` of one size's ten counts (rank 1 … 10)."""
    i = 0
    while i < 10 and key[i] == 0:
        i += 1
    if i == 10:
        return 0
    c = list(key)

    def sub(*ks: int) -> int:
        for k in ks:
            c[k] -= 1
        v = _half(tuple(c))
        for k in ks:
            c[k] += 1
        return v

    best = sub(i)  # a single
    n = c[i]
    if n >= 3:
        best = max(best, GROUP + PER_XI * XI["kan"] + sub(i, i, i))
    if n >= 2:
        best = max(best, PAIR + sub(i, i))
    if i <= 7 and c[i + 1] and c[i + 2]:
        best = max(best, GROUP + sub(i, i + 1, i + 2))
    if i == 1 and c[6] and c[9]:
        best = max(best, GROUP + PER_XI * XI["erqishi"] + sub(1, 6, 9))
    if i <= 8 and c[i + 1]:
        best = max(best, PARTIAL + sub(i, i + 1))
    if i <= 7 and c[i + 2]:
        best = max(best, PARTIAL + sub(i, i + 2))
    if i == 1 and (c[6] or c[9]):
        best = max(best, PARTIAL + sub(1, 6 if c[6] else 9))
    if i == 6 and c[9]:
        best = max(best, PARTIAL + sub(6, 9))
    return best


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = rng(seed)

    def choose(self, state: WaihuziState, legal: Sequence[Event]) -> Event:
        if len(legal) == 1:
            return legal[0]
        for e in legal:
            if e.type == "hu":
                return e
        hand = list(state.hands[legal[0].seat])
        if legal[0].type == "discard":
            small, big = _half(tuple(hand[:10])), _half(tuple(hand[10:]))
            return self._best([(_without(hand, e.card.index, small, big), e) for e in legal])
        return self._best([(self._after_claim(state, hand, e), e) for e in legal])

    def _best(self, scored: list[tuple[int, Event]]) -> Event:
        top = max(v for v, _ in scored)
        ties = [e for v, e in scored if v == top]
        return ties[self.rng.randrange(len(ties))] if len(ties) > 1 else ties[0]

    def _after_claim(self, state: WaihuziState, hand: list[int], e: Event) -> int:
        if e.type == "pass":
            return hand_value(hand)
        k = e.card.index
        if e.type == "liu":
            used = [k] * min(hand[k], 3)
            xi = XI["wai"]
        elif e.type in ("wai", "peng"):
            used = [k, k]
            xi = XI[e.type]
        else:
            used = [c.index for c in e.with_]
            kinds = sorted(used + [k])
            xi = XI["erqishi"] if kinds[2] - kinds[0] == 8 else 0
        for u in used:
            hand[u] -= 1
        try:
            meld = GROUP + PER_XI * xi
            if e.type == "liu":
                return meld + hand_value(hand)
            declined = state.declined[e.seat]
            small, big = _half(tuple(hand[:10])), _half(tuple(hand[10:]))
            options = [_without(hand, j, small, big) for j in range(NUM_KINDS) if hand[j] and j not in declined]
            return meld + max(options, default=-GROUP)
        finally:
            for u in used:
                hand[u] += 1


def _without(hand: list[int], k: int, small: int, big: int) -> int:
    """:func:`hand_value` of ``hand`` less one card of kind ``k``; the other size's value is given."""
    hand[k] -= 1
    try:
        return _half(tuple(hand[:10])) + big if k < 10 else small + _half(tuple(hand[10:]))
    finally:
        hand[k] += 1
