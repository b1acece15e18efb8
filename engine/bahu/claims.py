"""What table play asks the analysis about one seat's position, answered once and cached.

A position is the seat's concealed cards (a 31-long count tuple) and its table melds (碰, 杠, 爆炸,
吃, 涨将). The state, the referee and the bots ask: is it 圆 and with how many 胡头 (``hutou``), which
cards would it win on (``wins``: the 听张 of :mod:`engine.bahu.waits`), and which plain kinds have no
group yet (``lacking``, the solver's cheap relaxation). Everything goes through the analysis's own
position builder, so the table agrees with ``analyze()`` by construction.

>>> from engine.bahu.rules import RuleSet
>>> from engine.cards import counts_of, parse_cards
>>> ev = Evaluator(RuleSet.named("haimen"))
>>> hand = tuple(counts_of(parse_cards("2s2m8p 3s3m7p 456m 789p Q")))
>>> ev.hutou(hand, ()), sorted(ALL_CARDS[k].code for k in ev.wins(hand, ()))[:3]
(2, [])
>>> ev.hutou(hand, (Meld.parse("peng:H"), Meld.parse("peng:B")))
10
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# The analysis's position builder (from counts: the same position as from the cards), as
# engine/bahu/waits.py uses it: one definition of what a hand and its table are for the solver.
from engine.bahu.analysis import _total
from engine.bahu.groups import COMBOS, JIANG, Meld
from engine.bahu.lacking import lacking_kinds
from engine.bahu.quick_lacking import TableView, quick_lacking
from engine.bahu.rules import RuleSet
from engine.bahu.solver import clear_caches
from engine.bahu.solver_view import position_of_counts
from engine.bahu.waits import Wait, waits
from engine.cards import ALL_CARDS, Card

Counts = tuple[int, ...]
Melds = tuple[Meld, ...]
_CACHE_LIMIT = 200_000
_ALL_KINDS = frozenset(range(len(ALL_CARDS)))
_UNSET = object()


_CARDS_OF: dict[tuple[int, ...], list[Card]] = {}


def _held_group_hutou(k: int, n: int, jiang_gang_hutou: int) -> int:
    """The most 胡头 n >= 3 cards of kind k in hand can count alone: three are a 招儿 (s000.p028: 素三张
    在手即算两胡, 将三张 八胡); four dealt are a bomb (s000.p029: 素四张在手即算五胡; a 将 bomb the rule set's value)
    or still a 招儿 with one card spare."""
    zhao = 8 if k in JIANG else 2
    if n < 4:
        return zhao
    return max(zhao, jiang_gang_hutou if k in JIANG else 5)


def cards(counts: Sequence[int]) -> list[Card]:
    key = tuple(counts)
    out = _CARDS_OF.get(key)
    if out is None:
        if len(_CARDS_OF) > _CACHE_LIMIT:
            _CARDS_OF.clear()
        out = _CARDS_OF[key] = [ALL_CARDS[k] for k, n in enumerate(counts) if n for _ in range(n)]
    return out


class Evaluator:
    """Cached answers about positions under one rule set (shared by every state of that rule set)."""

    _shared: dict[RuleSet, Evaluator] = {}

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        # the last position built: 胡头 asks for the one lacking just built (positions are not kept: a
        # large heap makes every full garbage collection slow)
        self._pos: tuple[tuple | None, Any] = (None, None)
        self._hutou: dict[tuple, int | None] = {}
        self._wins: dict[tuple, dict[int, Wait]] = {}
        self._lacking: dict[tuple, dict[int, frozenset[int]]] = {}
        self._views: dict[Melds, TableView] = {}
        self._table_hutou: dict[Melds, int] = {}

    @classmethod
    def of(cls, rules: RuleSet) -> Evaluator:
        ev = cls._shared.get(rules)
        if ev is None:
            ev = cls._shared[rules] = cls(rules)
        return ev

    def _trim(self) -> None:
        for cache in (self._hutou, self._wins, self._lacking, self._views, self._table_hutou):
            if len(cache) > _CACHE_LIMIT:
                cache.clear()

    def trim(self, limit: int) -> None:
        """Forget every remembered position once more than ``limit`` are: these answers, and the
        solver's memory of hands (its suit tables stay). A bot weighing many positions keeps the heap
        small this way: on a large heap each full garbage collection takes a second."""
        if max(len(self._lacking), len(_CARDS_OF)) > limit:
            self._pos = (None, None)
            for cache in (self._hutou, self._wins, self._lacking, self._views, self._table_hutou):
                cache.clear()
            _CARDS_OF.clear()
            clear_caches(tables=False)

    def _position(self, key: tuple) -> Any:
        last, pos = self._pos
        if last != key:
            hand, melds, extra = key
            pos = position_of_counts(hand, melds, self.rules, extra)
            self._pos = (key, pos)
        return pos

    def hutou(self, hand: Counts, melds: Melds, extra: int | None = None) -> int | None:
        """胡头 of the position (``extra``: one card joined as if in hand, never a dealt one), or None if not 圆."""
        key = (hand, melds, extra)
        value = self._hutou.get(key, _UNSET)
        if value is _UNSET:
            self._trim()
            # a plain kind no group could hold settles it without the search (the common case)
            value = None if self.lacking(hand, melds, extra) else _total(self._position(key), self.rules)
            self._hutou[key] = value
        return value  # type: ignore[return-value]  # never _UNSET here: it was replaced above

    def is_yuan(self, hand: Counts, melds: Melds) -> bool:
        return self.hutou(hand, melds) is not None

    def rolling(self, hand: Counts, melds: Melds) -> bool:
        """打滚: 圆 with 8 胡头 already (s001.p073)."""
        h = self.hutou(hand, melds)
        return h is not None and h >= 8

    def wins(self, hand: Counts, melds: Melds) -> dict[int, Wait]:
        """Card kind → how the position wins on it (join, peng, gang) and its 胡头 (>= 8)."""
        key = (hand, melds)
        value = self._wins.get(key)
        if value is None:
            self._trim()
            # the solver position from counts (the same position: tests/bahu/test_counts_position.py), where
            # the hand's counts are its dealt ones (no four still in hand)
            pos = self._position((hand, melds, None)) if max(hand) < 4 else None
            value = self._wins[key] = {w.card.index: w for w in waits(cards(hand), list(melds), self.rules,
                                                                      position=pos)}
        return value

    def may_win_on(self, hand: Counts, melds: Melds) -> frozenset[int]:
        """The kinds :meth:`wins_on` does not rule out at once (its necessary conditions below): on any
        other kind the position does not win."""
        lacking = self.lacking(hand, melds)
        if not lacking:
            return _ALL_KINDS
        joiners = _ALL_KINDS.intersection(*lacking.values())
        return joiners | frozenset(lacking) if len(lacking) == 1 else joiners

    def wins_on(self, hand: Counts, melds: Melds, k: int) -> Wait | None:
        """How the position wins on kind k (join, 碰, 杠 and the 胡头), or None. The 听张's own necessary
        conditions come first — a joining card completes a group for every plain kind lacking one, a
        碰/杠 helps only the one lacking kind — so the 听张 (:func:`engine.bahu.waits.waits`, the one
        definition) are worked out only for positions near 圆."""
        lacking = self.lacking(hand, melds)
        if lacking and not (len(lacking) == 1 and k in lacking):
            if any(k not in kinds for kinds in lacking.values()):
                return None
        return self.wins(hand, melds).get(k)

    def table_hutou(self, melds: Melds) -> int:
        """胡头 of the melds on the table, each alone (:meth:`Meld.hutou_under`; the cap applies to totals)."""
        value = self._table_hutou.get(melds)
        if value is None:
            if len(self._table_hutou) > _CACHE_LIMIT:
                self._table_hutou.clear()
            value = self._table_hutou[melds] = sum(m.hutou_under(self.rules.jiang_gang_hutou) for m in melds)
        return value

    def hutou_bound(self, hand: Counts, melds: Melds) -> int:
        """At least the 胡头 of any 圆 arrangement of this position or of it less some cards: the table's
        胡头, every dealt triplet as a 招儿 and every four still in hand (before the bombs are laid out)
        as a bomb or a 招儿, whichever counts more, every combination the cards could form once, and two
        文钱. A cheap filter: below 8, no discard can make the position win (tests check it bounds
        ``hutou``, and the brute force with dealt fours and triplets)."""
        jgh = self.rules.jiang_gang_hutou
        total = sum(m.hutou_under(jgh) for m in melds)
        have = list(hand)
        for m in melds:
            if m.kind == "zhang" or (self.rules.melds_join_groups and m.kind in ("peng", "gang", "bomb")):
                for c in m.cards:
                    have[c.index] += 1
        total += sum(_held_group_hutou(k, n, jgh) for k, n in enumerate(hand) if n >= 3)
        total += sum(1 for combo in COMBOS if all(have[k] for k in combo.kinds))
        total += min(2, have[18], have[19], have[20])
        return total

    def lacking(self, hand: Counts, melds: Melds, extra: int | None = None) -> dict[int, frozenset[int]]:
        """Plain kinds no complete group could hold → kinds whose arrival would complete one (a relaxation:
        empty means "maybe 圆", non-empty means certainly not). Shared: not to be changed by the caller."""
        key = (hand, melds, extra)
        value = self._lacking.get(key)
        if value is None:
            self._trim()
            view = self._views.get(melds)
            if view is None:
                view = self._views[melds] = TableView(melds, self.rules)
            value = quick_lacking(view, hand, extra, self.rules)
            if value is None:  # a position the table never shows: the solver's own way
                pos = self._position(key)
                value = lacking_kinds(pos.counts, pos.ctx)
            self._lacking[key] = value
        return value
