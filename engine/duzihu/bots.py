"""Players for 笃子胡 self-play: each picks one of the events ``state.legal_moves()`` offers its seat,
so a bot never breaks a rule. Both are deterministic given their seed (:func:`engine.core.rng.rng`).

* ``random``: a uniform choice among the legal events (:mod:`engine.bots.random`, every game's).
* ``greedy``: wins whenever it can; lays out 龙 and 暗杠 and adds to its 碰 (more 胡数 and a card to
  replace them); takes a 碰/杠 when it brings the hand nearer a win, or as near and the card is a 将;
  the dealer declares 折庄 when his hand is ready; it discards the card that leaves the hand nearest
  a win (sets and partial sets, :func:`shape_value`), keeping 将 cards when two discards are as good.

>>> from engine.duzihu.rules import RuleSet
>>> from engine.duzihu.state import DuzihuState
>>> s = DuzihuState.deal(RuleSet.named("danjiang"), seed=3, dealer=1)
>>> GreedyBot(1).choose(s, s.legal_moves()).type
'discard'
>>> from engine.cards import counts_of, parse_cards
>>> shape_value(counts_of(parse_cards("123m 456m 789m 123s 456s 789s 11p 23p")), True)  # 2·7 + 1 wins
(14, 22)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.game import Event
from engine.core.rng import rng
from engine.duzihu.jiang import JiangMap

SUITS = ((0, 9), (9, 18), (18, 27))
SPECIALS = (27, 28, 29)  # 千字 红花 白花: no runs (喜 never stays in a hand)


# --- the shape of a hand -----------------------------------------------------------------------------

_SUIT_MEMO: dict[tuple[tuple[int, ...], bool], tuple[int, int]] = {}
_MEMO_MAX = 1 << 18


def _suit(counts: tuple[int, ...], runs: bool) -> tuple[int, int]:
    """Best ``2·sets + partial sets`` of one suit's counts: without the pair, and with one pair kept
    as the 将头 (worth 1; -1 when no pair can be kept). Remembered: suits repeat from hand to hand."""
    key = (counts, runs)
    found = _SUIT_MEMO.get(key)
    if found is None:
        if len(_SUIT_MEMO) > _MEMO_MAX:
            _SUIT_MEMO.clear()
        found = _SUIT_MEMO[key] = _suit_search(counts, runs)
    return found


def _suit_search(counts: tuple[int, ...], runs: bool) -> tuple[int, int]:
    i = next((k for k, n in enumerate(counts) if n), None)
    if i is None:
        return 0, -1
    best0, best1 = -1, -1
    c = list(counts)

    def take(delta: dict[int, int], gain: int, pair: bool = False) -> None:
        nonlocal best0, best1
        for k, d in delta.items():
            c[k] -= d
        v0, v1 = _suit(tuple(c), runs)
        for k, d in delta.items():
            c[k] += d
        if pair:
            best1 = max(best1, v0 + gain)
        else:
            best0 = max(best0, v0 + gain)
            if v1 >= 0:
                best1 = max(best1, v1 + gain)

    take({i: 1}, 0)  # the card stays single
    if c[i] >= 3:
        take({i: 3}, 2)
    if c[i] >= 2:
        take({i: 2}, 1)
        take({i: 2}, 1, pair=True)
    if runs and i + 1 < len(c) and c[i + 1]:
        if i + 2 < len(c) and c[i + 2]:
            take({i: 1, i + 1: 1, i + 2: 1}, 2)
        take({i: 1, i + 1: 1}, 1)
    if runs and i + 2 < len(c) and c[i + 2]:
        take({i: 1, i + 2: 1}, 1)
    return best0, best1


def shape_value(hand: Sequence[int], pair_needed: bool) -> tuple[int, int]:
    """(value, cards) of a concealed hand: value is ``2·sets + partial sets + 1 for a pair`` at best
    (the more, the nearer a win; a cheap guide for the greedy bot, not a rule)."""
    return _value(_groups(hand), pair_needed), sum(hand)


def _groups(hand: Sequence[int]) -> list[tuple[int, int]]:
    return [_suit(tuple(hand[a:b]), True) for a, b in SUITS] + [_suit((hand[k],), False) for k in SPECIALS]


def _value(groups: Sequence[tuple[int, int]], pair_needed: bool) -> int:
    total = 0
    bonus = 0
    for g0, g1 in groups:
        total += g0
        if g1 - g0 > bonus:
            bonus = g1 - g0
    return total + bonus if pair_needed else total


_WITHOUT_MEMO: dict[tuple[int, ...], tuple[tuple[int, int] | None, ...]] = {}


def _suit_without(t: tuple[int, ...]) -> tuple[tuple[int, int] | None, ...]:
    """:func:`_suit` of the suit less one card of each rank held (None where none is held)."""
    found = _WITHOUT_MEMO.get(t)
    if found is None:
        if len(_WITHOUT_MEMO) > _MEMO_MAX:
            _WITHOUT_MEMO.clear()
        found = _WITHOUT_MEMO[t] = tuple(_suit(t[:k] + (n - 1,) + t[k + 1:], True) if n else None
                                         for k, n in enumerate(t))
    return found


def _values_without(hand: list[int], pair_needed: bool) -> dict[int, int]:
    """The shape value of the hand less one card, for every card held (one group recomputed each)."""
    parts = [tuple(hand[a:b]) for a, b in SUITS]
    groups = [_suit(t, True) for t in parts] + [_suit((hand[k],), False) for k in SPECIALS]
    total = sum(g0 for g0, _ in groups)
    gains = [g1 - g0 if g1 >= 0 else 0 for g0, g1 in groups]
    top = max(gains)
    second = sorted(gains)[-2]
    out = {}
    for g in range(6):
        if g < 3:
            changed = [(9 * g + k, v) for k, v in enumerate(_suit_without(parts[g])) if v is not None]
        else:
            n = hand[27 + g - 3]
            changed = [(27 + g - 3, _suit((n - 1,), False))] if n else []
        if not changed:
            continue
        rest = total - groups[g][0]
        other = second if gains[g] == top else top  # the best pair elsewhere
        for i, (n0, n1) in changed:
            value = rest + n0
            if pair_needed:
                value += max(other, n1 - n0 if n1 >= 0 else 0)
            out[i] = value
    return out


_WORTH: dict[tuple[str, tuple[Any, ...]], list[int]] = {}


def worth(rules: Any, turned: tuple[Any, ...]) -> list[int]:
    """How much each card may score: its 将 tier's place in the table (0 for an ordinary card)."""
    key = (rules.name, turned)
    found = _WORTH.get(key)
    if found is None:
        if len(_WORTH) > 4096:
            _WORTH.clear()
        jm = JiangMap.of(rules, turned)
        tiers = [r.tier for r in rules.rows]
        found = _WORTH[key] = [tiers.index(t) for t in jm.tiers]
    return found


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int | str) -> None:
        self.rng = rng(seed)

    def choose(self, state: Any, options: list[Event]) -> Event:
        if len(options) == 1:
            return options[0]
        kinds = {e.type: e for e in options}
        for first in ("hu", "xi", "long", "angang", "jiagang"):
            if first in kinds:
                return kinds[first]
        if state.phase == "claim":
            return self._claim(state, kinds)
        seat = state.seats[options[0].seat]
        discards = [e for e in options if e.type == "discard"]
        best = self._best_discard(state, seat.hand, seat.pair_needed, discards)
        if "zhizhuang" in kinds and self._ready_after(state, options[0].seat, best.card):
            return kinds["zhizhuang"]
        return best

    def _best_discard(self, state: Any, hand: list[int], pair: bool, discards: list[Event]) -> Event:
        values = _values_without(hand, pair)
        tiers = worth(state.rules, state.turned)
        scored = [(-values[e.card.index], tiers[e.card.index], self.rng.random(), e) for e in discards]
        return min(scored, key=lambda x: x[:3])[3]

    def _after_discard(self, state: Any, hand: list[int], pair: bool) -> int:
        return max(_values_without(hand, pair).values(), default=-1)

    def _claim(self, state: Any, kinds: dict[str, Event]) -> Event:
        t = kinds["pass"].seat
        seat = state.seats[t]
        card = state.c.window.card
        hand, pair = seat.hand, seat.pair_needed
        now = 2 * seat.sets_needed + 1 - shape_value(hand, pair)[0]
        jiang = worth(state.rules, state.turned)[card.index] > 0
        i = card.index
        if "gang" in kinds:
            hand[i] -= 3
            after = 2 * (seat.sets_needed - 1) + 1 - shape_value(hand, pair)[0]
            hand[i] += 3
            if after <= now:
                return kinds["gang"]
        if "peng" in kinds:
            hand[i] -= 2
            after = 2 * (seat.sets_needed - 1) + 1 - self._after_discard(state, hand, pair)
            hand[i] += 2
            if after < now or (after == now and jiang):
                return kinds["peng"]
        return kinds["pass"]

    def _ready_after(self, state: Any, s: int, card: Any) -> bool:
        seat = state.seats[s]
        seat.hand[card.index] -= 1
        try:
            near = 2 * seat.sets_needed + 1 - shape_value(seat.hand, seat.pair_needed)[0] <= 1
            return near and seat.ready(state.available(s))
        finally:
            seat.hand[card.index] += 1
