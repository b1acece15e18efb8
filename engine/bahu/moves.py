"""The shapes of 八胡 takes: which groups a card can be taken into by 吃, and what a take leaves.

吃 forms a new group from the card and hand cards — a run (s000.p039 s000.p041), a 豹子 (s000.p043),
one of the six combinations (s000.p047), 文钱 (a run, s000.p047) — or extends a group already on the
seat's table: a run only at its two ends (s001.p060 只能吃两头顺的牌), a 豹子 or combination by another
copy of one of its cards (s000.p044 s001.p060).

>>> from engine.cards import counts_of, parse_cards
>>> hand = counts_of(parse_cards("5m 6m 8m 5s 5p"))
>>> [(codes(w), str(new)) for w, new, old in chi_options(hand, (), BY_CODE["7m"].index)]
[(('6m', '8m'), 'chi:678m'), (('5m', '6m'), 'chi:567m'), (('5m', '6m', '8m'), 'chi:5678m')]
>>> table = (Meld.parse("chi:567m"),)
>>> [(codes(w), str(new), str(old)) for w, new, old in chi_options(counts_of(parse_cards("9m")), table, BY_CODE["8m"].index)]
[((), 'chi:5678m', 'chi:567m'), (('9m',), 'chi:56789m', 'chi:567m')]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from engine.bahu.groups import BAOZI_RANKS, COMBOS, JIANG, RUN_RANGE, ChiGroup, Meld, baozi_kinds
from engine.cards import ALL_CARDS, BY_CODE, Card  # noqa: F401 - BY_CODE for the doctest


class TableMeld(Meld):
    """A :class:`Meld` laid during play, interned, with what the analysis asks of it (its group, its
    胡头) remembered: the analysis asks every time it builds a position."""

    def chi_group(self) -> ChiGroup | None:
        d = self.__dict__
        if "_group" not in d:
            d["_group"] = Meld.chi_group(self)
        return d["_group"]

    def hutou_under(self, jiang_gang_hutou: int) -> int:
        d = cast("dict[object, Any]", self.__dict__)  # remembered per rule value: the key is a tuple
        key = ("_hutou", jiang_gang_hutou)
        if key not in d:
            d[key] = Meld.hutou_under(self, jiang_gang_hutou)
        return d[key]

    # One object per kind and cards (table_meld), so its identity is its value: hashed by identity, in C
    # (the position caches hash a table's melds on every question). A copy (copy.deepcopy) is a meld equal
    # to it that caches merely do not find; no set of melds is iterated, so order never depends on it.
    __hash__ = object.__hash__

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Meld) and (self.kind, self.cards) == (other.kind, other.cards))


_MELDS: dict[tuple[str, tuple[Card, ...]], TableMeld] = {}


def table_meld(kind: str, cards_: Sequence[Card]) -> TableMeld:
    """The one meld of this kind and these cards (sorted)."""
    key = (kind, tuple(sorted(cards_)))
    meld = _MELDS.get(key)
    if meld is None:
        meld = _MELDS[key] = TableMeld(kind, key[1])
    return meld


ChiOption = tuple[tuple[int, ...], Meld, Meld | None]  # (hand kinds used, the group after, the table group it grew)


def _suit_range(k: int) -> tuple[int, int] | None:
    for lo, hi in RUN_RANGE.values():
        if lo <= k <= hi:
            return lo, hi
    return None


def codes(kinds: Sequence[int]) -> tuple[str, ...]:
    return tuple(ALL_CARDS[k].code for k in kinds)


_CHI_OPTIONS: dict[tuple, tuple[ChiOption, ...]] = {}


def chi_options(usable: Sequence[int], table: Sequence[Meld], k: int, nine_baozi: bool = True) -> list[ChiOption]:
    """Every way to take kind ``k`` by 吃 with the ``usable`` counts (hand and standing 将), remembered:
    the table and each bot ask about the same seat and card several times a turn."""
    key = (tuple(usable), tuple(table), k, nine_baozi)
    hit = _CHI_OPTIONS.get(key)
    if hit is None:
        if len(_CHI_OPTIONS) > 50_000:
            _CHI_OPTIONS.clear()
        hit = _CHI_OPTIONS[key] = tuple(_chi_options(usable, table, k, nine_baozi))
    return list(hit)


def _chi_options(usable: Sequence[int], table: Sequence[Meld], k: int, nine_baozi: bool) -> list[ChiOption]:
    """:func:`chi_options`, worked out.

    A 将 is never taken by 吃 (s000.p034 将牌别人是不能吃的), so ``k`` is plain. Hand cards join one copy
    each; a table 豹子 or combination takes the card alone. ``nine_baozi``: 9m 9s 9p make a 豹子 (the rule
    set's ``nine_tiao_baozi``).
    """
    if k in JIANG:
        return []
    out: list[ChiOption] = []
    seen: set[tuple[tuple[int, ...], str]] = set()

    def add(with_kinds: Sequence[int], cards: Sequence[int], old: Meld | None) -> None:
        meld = table_meld("chi", [ALL_CARDS[i] for i in cards])
        if meld.chi_group() is None:
            return
        used = tuple(sorted(with_kinds))
        key = (used, str(old) if old else "")
        if key in seen:
            return
        seen.add(key)
        out.append((used, meld, old))

    span = _suit_range(k)
    if span:  # new runs through k: every window [a, b] holding k whose other kinds are in hand
        lo, hi = span
        for a in range(k, lo - 1, -1):
            if a < k and not usable[a]:
                break
            for b in range(k, hi + 1):
                if b > k and not usable[b]:
                    break
                if b - a >= 2:
                    others = [i for i in range(a, b + 1) if i != k]
                    add(others, range(a, b + 1), None)
    for rank in BAOZI_RANKS if nine_baozi else BAOZI_RANKS[:-1]:  # a new 豹子 (s000.p043 手里有五万，五柄，可以吃五条)
        kinds = baozi_kinds(rank)
        if k in kinds:
            others = [i for i in kinds if i != k]
            if all(usable[i] for i in others):
                add(others, kinds, None)
    for combo in COMBOS:  # a new combination (s000.p047)
        if k in combo.kinds:
            others = [i for i in combo.kinds if i != k]
            if all(usable[i] for i in others):
                add(others, combo.kinds, None)
    for old in table:  # growing a group already on the table
        if old.kind != "chi":
            continue
        group = old.chi_group()
        if group is None:
            continue
        kind = group[0]
        held = [c.index for c in old.cards]
        if kind in ("run", "wenqian") and span:
            a0, b0 = group[1] if group[0] == "run" else (18, 20)
            lo, hi = span
            if not lo <= a0 <= hi or a0 <= k <= b0:
                continue
            # the run grows at the end on k's side, to k and maybe past it; the kinds it gains
            # besides k come from the hand
            if k < a0:
                ends = [(a, b0) for a in range(k, lo - 1, -1)]
            else:
                ends = [(a0, b) for b in range(k, hi + 1)]
            for a, b in ends:
                gained = [i for i in range(a, b + 1) if not a0 <= i <= b0 and i != k]
                if not all(usable[i] for i in gained):
                    break
                add(gained, held + gained + [k], old)
        elif kind in ("baozi", "combo") and k in {c.index for c in old.cards}:
            add([], held + [k], old)
    return out


def takes_held_into_run(held: int, new: Meld) -> bool:
    """穷吃勾挂 as the Tongdong text defines it: a 吃 that takes into a run (or 文钱, itself a run: s001.p039)
    a card of which the hand holds ``held`` other copies (s001.p058 「手上有一张与要吃牌相同的，而你把它吃进
    组成顺子」). A run holds each card once, so the held copy stays in hand; a 豹子 or combination would
    absorb it instead."""
    group = new.chi_group()
    return held > 0 and group is not None and group[0] in ("run", "wenqian")


def regroup(melds: Sequence[Meld], old: Meld | None, new: Meld) -> list[Meld]:
    """The table after a 吃: ``old`` (one copy of it, if the 吃 grew a table group) replaced by ``new``."""
    out = list(melds)
    if old is not None:
        out.remove(old)  # one copy: two equal groups may lie on the table
    out.append(new)
    return out
