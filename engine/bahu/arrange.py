"""Every way to lay a small 八胡 hand out in groups, and every group a handful of cards can make.

The solver (:mod:`engine.bahu.solver`) looks for the best arrangement; a learner arranging a hand
may give any valid one. :func:`arrangements` lists them all: each puts every plain card in exactly
one group (a run, 文钱, 豹子, one of the six combinations, a 招儿), while 将 may join groups or stay
loose (s000.p015 将牌对把牌做圆没有影响, s001.p043). Dealt fours are always a bomb laid out
(s000.p029, s001.p041); a dealt triplet stays whole under a rule set that forbids splitting it
(s001.p039). Only hands without table melds are arranged here.

>>> from engine.cards import parse_cards
>>> [" ".join(" ".join(c.code for c in g) for g in a) for a in arrangements(parse_cards("2s 2m 8p 3m 4m 5m"), "haimen")]
['2m 2s 8p 3m 4m 5m']
>>> len(arrangements(parse_cards("2m 3m 4m 5m 6m 7m"), "haimen"))  # 234+567 or 2–7 in one run
2
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product

from engine.bahu.group_check import classify
from engine.bahu.groups import BAOZI_RANKS, COMBOS, JIANG, RUN_RANGE, baozi_kinds
from engine.bahu.rules import RuleSet
from engine.cards import ALL_CARDS, Card, counts_of

Group = tuple[Card, ...]
Arrangement = tuple[Group, ...]


class TooMany(ValueError):
    """More arrangements than asked for: the hand is too big to list them all."""


def _rules(rules: str | RuleSet) -> RuleSet:
    return rules if isinstance(rules, RuleSet) else RuleSet.named(rules)


def locked_kinds(counts: Sequence[int], rules: RuleSet) -> dict[int, int]:
    """Kinds whose dealt copies form one group and lend none: fours (both), triplets (no splitting)."""
    return {k: n for k, n in enumerate(counts) if n == 4 or (n == 3 and not rules.zhao_may_split)}


def _groups_with(k: int, counts: list[int], triplets: set[int], nine_baozi: bool = True) -> Iterator[tuple[int, ...]]:
    """Every group (as sorted kinds, copies repeated) that holds at least one copy of kind ``k``
    (``nine_baozi``: 9m 9s 9p make a 豹子)."""
    for lo, hi in RUN_RANGE.values():
        if not lo <= k <= hi:
            continue
        for start in range(lo, k + 1):
            if any(counts[j] == 0 for j in range(start, k + 1)):
                continue
            end = k
            while end + 1 <= hi and counts[end + 1]:
                end += 1
            for stop in range(max(k, start + 2), end + 1):
                yield tuple(range(start, stop + 1))
    members: list[tuple[int, ...]] = [c.kinds for c in COMBOS if k in c.kinds]
    members += [baozi_kinds(r) for r in BAOZI_RANKS if k in baozi_kinds(r) and (nine_baozi or r != 9)]
    for kinds in members:
        if any(counts[m] == 0 for m in kinds):
            continue
        for copies in product(*(range(1, counts[m] + 1) for m in kinds)):
            yield tuple(sorted(m for m, n in zip(kinds, copies) for _ in range(n)))
    if k in triplets and counts[k] == 3:
        yield (k, k, k)


def arrangements(cards: Sequence[Card], rules: str | RuleSet = "haimen", *, limit: int = 400) -> list[Arrangement]:
    """Every valid arrangement, each a sorted tuple of groups (loose 将 are not listed); [] if none.

    Raises :class:`TooMany` past ``limit`` arrangements."""
    rs = _rules(rules)
    counts = counts_of(cards)
    forced = []
    for k, n in locked_kinds(counts, rs).items():
        forced.append((k,) * n)
        counts[k] = 0
    triplets = {k for k, n in enumerate(counts) if n == 3}
    found: set[tuple[tuple[int, ...], ...]] = set()

    def keep(groups: list[tuple[int, ...]]) -> None:
        found.add(tuple(sorted(forced + groups)))
        if len(found) > limit:
            raise TooMany(f"more than {limit} arrangements")

    def jiang_only(groups: list[tuple[int, ...]], floor: int) -> None:
        """Optional groups of 将 alone (千空九, a 将 招儿), in a fixed order so each set is made once."""
        keep(groups)
        for i, k in enumerate(sorted(JIANG)):
            if i < floor or not counts[k]:
                continue
            for g in _groups_with(k, counts, triplets, rs.nine_tiao_baozi):
                if any(m not in JIANG for m in g) or min(g) != k:
                    continue
                for m in g:
                    counts[m] -= 1
                jiang_only(groups + [g], i)
                for m in g:
                    counts[m] += 1

    def search(groups: list[tuple[int, ...]]) -> None:
        k = next((j for j in range(len(counts)) if counts[j] and j not in JIANG), None)
        if k is None:
            jiang_only(groups, 0)
            return
        for g in _groups_with(k, counts, triplets, rs.nine_tiao_baozi):
            for m in g:
                counts[m] -= 1
            search(groups + [g])
            for m in g:
                counts[m] += 1

    search([])
    return sorted(tuple(tuple(ALL_CARDS[m] for m in g) for g in a) for a in found)


def sub_groups(cards: Sequence[Card], rules: str | RuleSet = "haimen") -> list[Group]:
    """Every set of the given cards (copies counted) that is one group on its own."""
    rs = _rules(rules)
    counts = counts_of(cards)
    locked = locked_kinds(counts, rs)
    kinds = [k for k, n in enumerate(counts) if n]
    out = []
    for copies in product(*(range(counts[k] + 1) for k in kinds)):
        if sum(copies) < 3 or any(0 < n < locked.get(k, 0) for k, n in zip(kinds, copies)):
            continue
        group = tuple(ALL_CARDS[k] for k, n in zip(kinds, copies) for _ in range(n))
        if any(locked.get(c.index) for c in group) and len({c.index for c in group}) > 1:
            continue  # a locked triplet or four is its own group and joins no other
        if classify(group, rs.nine_tiao_baozi).ok:
            out.append(group)
    return out
