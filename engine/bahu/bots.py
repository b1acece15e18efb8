"""Players for 八胡 self-play: ``random`` (:mod:`engine.bots.random`, every game's), ``greedy`` (here) and
``lookahead`` (:mod:`engine.bahu.lookahead`), seated by level in :mod:`engine.bahu.players`.

The greedy bot wins whenever it may, and takes or discards whatever brings its hand nearest 圆 with
the most 胡头, one move ahead. It never buys (买庄 is a wager, not play).

A position's worth: a 圆 hand by its 胡头; otherwise fewer plain kinds that no group could hold (the
solver's relaxation, :meth:`engine.bahu.claims.Evaluator.lacking`, a kind no single card could help
counting twice), then more 胡头 on the table, then fewer cards in those kinds. After a discard that
leaves such kinds the worth is estimated from the position before it (a discard only loses groups), so
only discards that may leave the hand 圆 cost a search.

>>> GreedyBot(seed=1).name
'greedy'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.bahu.groups import Meld
from engine.core.game import Event
from engine.core.rng import rng

Score = tuple[int, int, int, int]


def worth(state: Any, hand: tuple[int, ...], melds: tuple[Meld, ...]) -> Score:
    ev = state.ev
    lacking = ev.lacking(hand, melds)
    hutou = None if lacking else ev.hutou(hand, melds)  # a kind without a group: not 圆 (no search)
    if hutou is not None:
        return (1, hutou, 0, 0)
    return _estimate(state, hand, melds, lacking)


def _estimate(state: Any, hand: Sequence[int], melds: tuple[Meld, ...], lacking: Mapping[int, frozenset[int]]) -> Score:
    dead = sum(1 for kinds in lacking.values() if not kinds)
    return (0, -(len(lacking) + dead), state.ev.table_hutou(melds), -sum(hand[k] for k in lacking))


def worth_after_discard(state: Any, hand: tuple[int, ...], melds: tuple[Meld, ...], k: int,
                        lacking: Mapping[int, frozenset[int]] | None = None) -> Score:
    """The worth once kind k is discarded from the position (estimated while kinds without a group remain);
    ``lacking``: the position's lacking kinds, when the caller has them."""
    if lacking is None:
        lacking = state.ev.lacking(hand, melds)
    left = {j: kinds for j, kinds in lacking.items() if not (j == k and hand[k] == 1)}
    after = list(hand)
    after[k] -= 1
    if left:
        return _estimate(state, after, melds, left)
    return worth(state, tuple(after), melds)


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int | str) -> None:
        self.rng = rng(seed)

    def _pick(self, scored: list[tuple[Score, Event]]) -> tuple[Score, Event]:
        best = max(s for s, _ in scored)
        ties = [(s, e) for s, e in scored if s == best]
        return ties[self.rng.randrange(len(ties))]

    def choose(self, state: Any, options: list[Event]) -> Event:
        kinds = {e.type for e in options}
        for wanted in ("hu", "bomb", "zhang", "draw"):
            if wanted in kinds:
                return next(e for e in options if e.type == wanted)
        if kinds <= {"buy", "pass"}:
            return next(e for e in options if e.type == "pass")
        if "discard" in kinds:
            hand, melds = state.seats[options[0].seat].position()
            # with kinds that no group could hold, the best discard is one of them (dropping any other
            # card can only lose groups)
            lacking = state.ev.lacking(hand, melds)
            narrowed = [e for e in options if e.card.index in lacking] or options
            scored = [(worth_after_discard(state, hand, melds, e.card.index, lacking), e) for e in narrowed]
            return self._pick(scored)[1]
        takes = [e for e in options if e.type in ("peng", "gang", "chi")]
        scored = [(self._after_take(state, e), e) for e in takes]
        best_score, best = self._pick(scored)
        passing = next((e for e in options if e.type == "pass"), None)
        if passing is None:
            return best
        now = worth(state, *state.seats[best.seat].position())
        return best if best_score > now else passing

    def _after_take(self, state: Any, take: Event) -> Score:
        """The best worth after the take and one discard (only kinds without a group, when there are any)."""
        hand, melds = state.preview(take)
        lacking = state.ev.lacking(hand, melds)
        candidates = [k for k in (lacking or range(len(hand))) if state.may_discard_after(take, k, hand)]
        if not candidates:
            candidates = [k for k in range(len(hand)) if state.may_discard_after(take, k, hand)]
        best: Score = (-1, -99, 0, 0)  # no discard at all would swell the hand (涨爆)
        for k in candidates:
            best = max(best, worth_after_discard(state, hand, melds, k, lacking))
        return best
