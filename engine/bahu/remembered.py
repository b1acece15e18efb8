"""What the 八胡 solver remembers: one :class:`~engine.bahu.cross.Plan` per table context, and under
it one :class:`Remembered` entry per hand (its packed counts, held kinds, best 胡头 and chosen
groups, lacking kinds, 听张 searches, arrangement, distance). Bots and puzzle generators ask about
the same positions again and again; a new hand plus one card is packed from the hand's entry.

Everything here is a cache: bounded, and :func:`clear` forgets it (benchmarks measure from cold).

>>> from engine.bahu.solver import Context
>>> entry = position(Context(), [0, 1, 1, 1] + [0] * 27)  # 2m 3m 4m
>>> bin(entry.held), position(Context(), [0, 1, 1, 1] + [0] * 27) is entry  # equal tables share the plan
('0b1110', True)
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

from engine.bahu.cross import BITS, EMPTY, ONE, Plan, clear_parts
from engine.bahu.tables import SuitTable

MAX_CACHED = 300_000  # hands remembered over all tables (a cache: cleared when full)

_PLANS: dict = {}  # context → plan, so that equal contexts share one
_LIVE: weakref.WeakSet = weakref.WeakSet()  # every plan a context still holds, for forgetting hands
_STORED = [0]  # positions remembered over all plans


def plan(ctx) -> Plan:
    """The plan of a context, built once (equal contexts share it; a context keeps its own)."""
    memo = ctx.memo
    hit = memo.get("plan")
    if hit is None:
        hit = _PLANS.get(ctx)
        if hit is None:
            if len(_PLANS) > 10_000:
                _PLANS.clear()  # plans their contexts still hold stay in _LIVE
            hit = _PLANS[ctx] = Plan(ctx)
            _LIVE.add(hit)
        memo["plan"] = hit
    return hit


class Remembered:
    """What has been worked out about one hand under one table (None: not yet)."""

    __slots__ = ("best", "chosen", "lacking", "each", "groups", "distance", "p", "held", "triples")

    def __init__(self, p: int, held: int, triples: int) -> None:
        self.p = p  # the packed counts
        self.held = held  # kinds held (bits)
        self.triples = triples  # kinds held three times or more (bits)
        self.best: int | None = None
        self.chosen: tuple = ()  # the cross groups of one best arrangement
        self.lacking: dict | None = None
        self.each: dict | None = None  # wanted kinds → best_each
        self.groups: tuple | None = None  # (arrangement or None,) once worked out
        self.distance: tuple | None = None


def _store(positions: dict, key: tuple[int, ...], entry: Remembered) -> Remembered:
    _STORED[0] += 1
    if _STORED[0] > MAX_CACHED:  # a cache: forget everything once, rather than track ages
        for p in _LIVE:
            p.positions.clear()
        positions.clear()
        _STORED[0] = 1
    positions[key] = entry
    return entry


def position(ctx, counts: Sequence[int]) -> Remembered:
    """The remembered results of one hand under one table."""
    key = tuple(counts)
    positions = plan(ctx).positions
    hit = positions.get(key)
    if hit is None:
        p = EMPTY
        held = triples = 0
        for k, n in enumerate(key):
            if n:
                p += n << (BITS * k)
                held |= 1 << k
                if n >= 3:
                    triples |= 1 << k
        hit = _store(positions, key, Remembered(p, held, triples))
    return hit


def position_plus(ctx, base: Remembered, key: tuple[int, ...], k: int) -> Remembered:
    """The remembered results of the hand ``key``: the hand of ``base`` plus one card of kind ``k``
    (packed without another pass over the counts)."""
    positions = plan(ctx).positions
    hit = positions.get(key)
    if hit is None:
        triples = base.triples | 1 << k if key[k] >= 3 else base.triples
        hit = _store(positions, key, Remembered(base.p + ONE[k], base.held | 1 << k, triples))
    return hit


_DEPENDENT: list = []  # other modules' forgetting, for caches that hold contexts (and so plans)


def on_clear(forget) -> None:
    """Have :func:`clear` call ``forget(tables)`` too: a cache holding contexts would keep their plans."""
    _DEPENDENT.append(forget)


def forget_hands(ctx) -> None:
    """Forget what a context remembers of hands (the distance search's failures), keeping its plan."""
    memo = ctx.memo
    plan = memo.get("plan")
    memo.clear()
    if plan is not None:
        memo["plan"] = plan


def clear(tables: bool = True) -> None:
    """Forget every hand. With ``tables``, every plan, suit table and part of a plan too; without,
    those stay (they hold nothing about a hand: a process that has run a while), each plan emptied
    of the hands it remembers."""
    _STORED[0] = 0
    for p in _LIVE:
        p.positions.clear()
        p.last = (None, [], [])
        for ctx in p.derived.values():  # contexts after a 碰/杠 from this table
            forget_hands(ctx)
    if tables:
        _PLANS.clear()
        clear_parts()
        SuitTable.clear()
    for forget in _DEPENDENT:
        forget(tables)
