"""Natural 八胡 hands for puzzles: built from the groups a real hand holds, with card counts a deal allows.

A hand is laid out as groups — runs, 豹子, the six combinations, 文钱, dealt triplets, 将 — drawn
from one shuffled deck, so no kind exceeds its four copies and (under tongdong) no 喜 appears.
Hand plus meld cards come to 25, as a hand between turns holds (the dealer's 26 less the first
discard, or a player's 25), or 26 right after a draw or a take.

>>> import random
>>> hand, melds = build(random.Random(3), "haimen", total=25, melds=1)
>>> sum(1 for _ in hand) + sum(len(m.cards) for m in melds)
25
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.bahu.groups import BAOZI_RANKS, COMBOS, JIANG, RUN_RANGE, WENQIAN, X_INDEX, Meld, baozi_kinds
from engine.bahu.rules import RuleSet
from engine.cards import ALL_CARDS, Card

_RUNS = tuple(tuple(range(a, a + 3)) for lo, hi in RUN_RANGE.values() for a in range(lo, hi - 1))
_CROSS = tuple(baozi_kinds(r) for r in BAOZI_RANKS) + tuple(c.kinds for c in COMBOS)
_PLAIN = tuple(k for k in range(27) if k not in JIANG)


def _templates(rng: random.Random, rs: RuleSet) -> tuple[int, ...]:
    roll = rng.random()
    if roll < 0.45:
        return rng.choice(_RUNS)
    if roll < 0.70:
        return rng.choice(_CROSS)
    if roll < 0.75:
        return WENQIAN
    if roll < 0.85:
        k = rng.choice(_PLAIN)
        return (k, k, k)
    jiang = [k for k in JIANG if k != X_INDEX or rs.xi_in_play]
    k = rng.choice(jiang)
    return (k,) if rng.random() < 0.6 else (k, k)


def build(rng: random.Random, rules: str, *, total: int = 25, melds: int = 0) -> tuple[list[Card], list[Meld]]:
    """A hand (and ``melds`` table melds) of ``total`` cards in all, every plain card in a group."""
    rs = RuleSet.named(rules)
    left = [4] * 31
    if not rs.xi_in_play:
        left[X_INDEX] = 0
    table: list[Meld] = []
    while len(table) < melds:
        if rng.random() < 0.5:
            k = rng.choice([k for k in range(31) if left[k] >= 3])
            left[k] -= 3
            table.append(Meld("peng", (ALL_CARDS[k],) * 3))
        else:
            kinds = rng.choice(_RUNS + _CROSS)
            if all(left[k] for k in kinds):
                for k in kinds:
                    left[k] -= 1
                table.append(Meld("chi", tuple(sorted(ALL_CARDS[k] for k in kinds))))
    want = total - sum(len(m.cards) for m in table)
    hand: list[int] = []
    tries = 0
    while len(hand) < want and tries < 400:
        tries += 1
        group = _templates(rng, rs)
        if len(hand) + len(group) > want:
            continue
        need: dict[int, int] = {}
        for k in group:
            need[k] = need.get(k, 0) + 1
        if all(left[k] >= n for k, n in need.items()):
            for k, n in need.items():
                left[k] -= n
            hand.extend(group)
    while len(hand) < want:  # fill with single 将 (they need no group)
        options = [k for k in JIANG if left[k]]
        k = rng.choice(options)
        left[k] -= 1
        hand.append(k)
    return sorted(ALL_CARDS[k] for k in hand), table


def unseen(hand: Sequence[Card], melds: Sequence[Meld], rules: str) -> list[Card]:
    """Copies not in the hand or on this player's table (what could still arrive)."""
    rs = RuleSet.named(rules)
    left = [4] * 31
    if not rs.xi_in_play:
        left[X_INDEX] = 0
    for c in list(hand) + [c for m in melds for c in m.cards]:
        left[c.index] -= 1
    return [ALL_CARDS[k] for k in range(31) for _ in range(max(0, left[k]))]
