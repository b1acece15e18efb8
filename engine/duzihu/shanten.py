"""How far a 笃子胡 hand is from a win: the number of cards it still needs before it waits (向听),
counted the way a player counts blocks.

A hand needing ``m`` sets and the pair (s002.p008 七個順子或坎子或槓子加一對) is split into complete sets
(three alike, or a run in a suit), partial sets (two alike, two of a run with or without the middle)
and at most one pair kept as the 将头; at most ``m`` sets and partial sets count. Then

    distance = 2·m − 2·sets − partials − pair   (0: it waits; −1: it is complete)

and for a hand whose pair already lies on the table (a two-card 龙, s003.p011) the pair is not
needed: one less. Suits are split apart (runs never leave a suit; 千字 红花 白花 make no runs) and
each suit's possible splits are remembered, so a hand's distance is a handful of table look-ups.

>>> from engine.cards import counts_of, parse_cards
>>> distance(counts_of(parse_cards("123m 456m 789m 123s 456s 789s 11p 23p")), 7, True)  # waits on 1p 4p
0
>>> distance(counts_of(parse_cards("123m 456m 789m 123s 456s 789s 11p 234p")), 7, True)
-1
>>> distance(counts_of(parse_cards("123m 456m 789m 123s 456s 789s 1p 5p 9p Q")), 7, True)  # a pair and a set to make
2
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

GROUPS = ((0, 9), (9, 18), (18, 27), (27, 28), (28, 29), (29, 30))  # 万 条 饼, then 千字 红花 白花; 喜 never stays
Table = tuple[tuple[int, int, int], ...]  # (sets, pair, most partials)


@lru_cache(maxsize=1 << 17)
def suit_table(counts: tuple[int, ...], runs: bool) -> Table:
    """Every (sets, pair) one suit's cards can make, with the most partial sets beside them: the
    lowest card is set in a set, a partial set, the pair, or left single, and the rest is looked up."""
    i = next((k for k, n in enumerate(counts) if n), None)
    if i is None:
        return ((0, 0, 0),)
    best: dict[tuple[int, int], int] = {}
    c = list(counts)

    def rest(take: tuple[int, ...], sets: int, partials: int, pair: int) -> None:
        for k in take:
            c[k] -= 1
        for s, p, t in suit_table(tuple(c), runs):
            if p + pair <= 1:
                key = (s + sets, p + pair)
                if best.get(key, -1) < t + partials:
                    best[key] = t + partials
        for k in take:
            c[k] += 1

    n = len(c)
    if c[i] >= 3:
        rest((i, i, i), 1, 0, 0)
    if runs and i + 2 < n and c[i + 1] and c[i + 2]:
        rest((i, i + 1, i + 2), 1, 0, 0)
    if c[i] >= 2:
        rest((i, i), 0, 1, 0)
        rest((i, i), 0, 0, 1)
    for gap in (1, 2):
        if runs and i + gap < n and c[i + gap]:
            rest((i, i + gap), 0, 1, 0)
    rest((i,), 0, 0, 0)  # the card stays single
    return tuple((s, p, t) for (s, p), t in best.items())


def tables(hand: Sequence[int]) -> list[Table]:
    return [suit_table(tuple(hand[a:b]), b - a > 1) for a, b in GROUPS]


def combine(parts: Sequence[Table], sets_cap: int) -> dict[tuple[int, int], int]:
    """The suits' tables joined: (sets, pair) → most partials (sets capped at ``sets_cap``)."""
    reach: dict[tuple[int, int], int] = {(0, 0): 0}
    for table in parts:
        nxt: dict[tuple[int, int], int] = {}
        for (s0, p0), t0 in reach.items():
            for s1, p1, t1 in table:
                p = p0 + p1
                if p > 1:
                    continue
                key = (min(sets_cap, s0 + s1), p)
                t = t0 + t1
                if nxt.get(key, -1) < t:
                    nxt[key] = t
        reach = nxt
    return reach


def from_reach(reach: dict[tuple[int, int], int], extra: Table, m: int, pair_needed: bool) -> int:
    """The distance of the hand whose other suits reach ``reach`` and whose last suit is ``extra``."""
    best = 99
    for (s0, p0), t0 in reach.items():
        for s1, p1, t1 in extra:
            p = p0 + p1
            if p > 1:
                continue
            s = min(m, s0 + s1)
            d = 2 * m - 2 * s - min(t0 + t1, m - s) - (p if pair_needed else 1)
            if d < best:
                best = d
    return best


def distance(hand: Sequence[int], m: int, pair_needed: bool) -> int:
    parts = tables(hand)
    return from_reach(combine(parts[1:], m), parts[0], m, pair_needed)


def group_of(k: int) -> int:
    return next(g for g, (a, b) in enumerate(GROUPS) if a <= k < b)


def useful(hand: Sequence[int], m: int, pair_needed: bool, kinds: Sequence[int]) -> tuple[int, list[int]]:
    """The hand's distance, and which of ``kinds`` would bring it one nearer if drawn (the hand
    holding one card less than a complete hand: 3·m + 1 with the pair)."""
    parts = tables(hand)
    rest = [combine(parts[:g] + parts[g + 1:], m) for g in range(len(GROUPS))]
    now = from_reach(rest[0], parts[0], m, pair_needed)
    better = []
    for k in kinds:
        g = group_of(k)
        a, b = GROUPS[g]
        trial = list(hand[a:b])
        trial[k - a] += 1
        if from_reach(rest[g], suit_table(tuple(trial), b - a > 1), m, pair_needed) < now:
            better.append(k)
    return now, better
