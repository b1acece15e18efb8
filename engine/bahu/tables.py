"""Per-suit tables for the 八胡 solver: the best 胡头 of one suit's cards once the cross-suit groups
(豹子, fixed combinations) are chosen, as mahjong shanten tables split a hand by suit.

Counts are packed four bits a kind, each digit ``8 + n`` (a guard bit over the count), so a whole
hand is one int: subtracting the copies groups reserve and testing the guard bits checks every kind
at once (a cleared guard is a kind short), and a suit's digits are a ready dictionary key.

Inside a suit a card is placed by a run (three or more, s000.p039 s001.p039), a table run it
extends (顺圆, s000.p039), 文钱 (一二三饼, one 胡头 each, at most two, s000.p019 s001.p033), a kept
招儿 (s000.p028 s001.p041: 素 2, 将 8), or — for a 将 or a kind a chosen cross group absorbs — no
group at all. Each :class:`SuitTable` memoises its results for the life of the process (bots and
puzzle generators meet the same suit patterns again and again); ``MAX_ENTRIES`` bounds it.

>>> t = SuitTable.of(0, zhao=0, ext=(), wq_table=0)
>>> t.value(pack_suit([0, 1, 1, 1, 0, 0, 0, 0, 0]), free=1)  # 234m
0
>>> t.value(pack_suit([0, 1, 1, 0, 0, 0, 0, 0, 0]), free=1) == FAIL  # 23m alone
True
>>> SuitTable.of(2, zhao=0, ext=(), wq_table=1).value(pack_suit([2, 2, 2, 0, 0, 0, 0, 0, 0]), free=1)
1
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.bahu.groups import JIANG, RUN_RANGE, WENQIAN

FAIL = -1000  # far below any score, so sums with it stay negative
BITS = 4
GUARD_DIGIT = 8
EMPTY_SUIT = sum(GUARD_DIGIT << (BITS * i) for i in range(9))  # nine empty kinds
SUIT_MASK = (1 << (BITS * 9)) - 1
MAX_ENTRIES = 400_000  # per table; cleared when full (a cache, never a correctness matter)

_ONE = tuple(1 << (BITS * i) for i in range(9))
_SUIT_BASE = (0, 9, 18)
_SUIT_OF_RANGE = {"m": 0, "s": 1, "p": 2}


def pack_suit(counts: Sequence[int]) -> int:
    """Nine counts as guarded digits."""
    return sum((GUARD_DIGIT + n) << (BITS * i) for i, n in enumerate(counts))


def _run_ends() -> tuple[tuple[int, ...], ...]:
    """Per suit, per local kind: the last local kind a run through it may reach (-1: not runnable)."""
    out = []
    for suit in range(3):
        ends = [-1] * 9
        for key, (lo, hi) in RUN_RANGE.items():
            if _SUIT_OF_RANGE[key] == suit:
                for k in range(lo, hi + 1):
                    ends[k - _SUIT_BASE[suit]] = hi - _SUIT_BASE[suit]
        out.append(tuple(ends))
    return tuple(out)


_RUN_END = _run_ends()
_SPAN = tuple(tuple(sum(_ONE[t] for t in range(i, j + 1)) if j >= i else 0 for j in range(9)) for i in range(9))
_JIANG_LOCAL = tuple(sum(1 << (k - base) for k in JIANG if base <= k < base + 9) for base in _SUIT_BASE)
_WENQIAN_SPAN = sum(_ONE[k - 18] for k in WENQIAN)


class SuitTable:
    """Best score of one suit's cards for fixed 招儿 kinds, table runs and table 文钱.

    ``zhao``: local bits of kinds dealt as a triplet that may be kept as a 招儿.
    ``ext``: table runs (local lo, hi) of this suit that hand cards may extend.
    ``wq_table``: 文钱 already on the table (only the 饼 suit has 文钱).
    """

    _tables: dict[tuple, SuitTable] = {}

    def __init__(self, suit: int, zhao: int, ext: tuple[tuple[int, int], ...], wq_table: int):
        self.suit = suit
        self.zhao = zhao
        self.ext = ext
        self.wq_table = wq_table
        self.run_end = _RUN_END[suit]
        self.jiang = _JIANG_LOCAL[suit]
        self.memo: dict[int, int] = {}
        self.rows: dict[int, tuple[int, ...]] = {}

    @classmethod
    def of(cls, suit: int, zhao: int, ext: tuple[tuple[int, int], ...], wq_table: int) -> SuitTable:
        key = (suit, zhao, ext, wq_table if suit == 2 else 0)
        table = cls._tables.get(key)
        if table is None:
            table = cls._tables[key] = cls(*key)
        return table

    @classmethod
    def clear(cls) -> None:
        cls._tables.clear()

    def value(self, c: int, free: int) -> int:
        """Best score of packed counts ``c`` when the kinds in ``free`` may keep leftover copies."""
        if c == EMPTY_SUIT:
            return 0
        key = c << 11 | free << 2
        hit = self.memo.get(key)
        if hit is None:
            hit = self._best(c, free, 0)
        return hit

    def row(self, c: int, free: int) -> tuple[int, ...]:
        """``value`` of ``c`` itself, then of ``c`` plus one copy of each local kind 0–8."""
        key = c << 9 | free
        hit = self.rows.get(key)
        if hit is None:
            if len(self.rows) > MAX_ENTRIES:
                self.rows.clear()
            hit = (self.value(c, free), *(self.value(c + _ONE[i], free) for i in range(9)))
            self.rows[key] = hit
        return hit

    def _best(self, c: int, free: int, wq: int) -> int:
        if c == EMPTY_SUIT:
            return 0
        key = c << 11 | free << 2 | wq
        memo = self.memo
        hit = memo.get(key)
        if hit is not None:
            return hit
        if len(memo) > MAX_ENTRIES:
            memo.clear()
        best = FAIL
        for rest, gain, nwq, _kind in self._moves(c, free, wq):
            value = self._best(rest, free, nwq)
            if value > FAIL and value + gain > best:
                best = value + gain
        memo[key] = best
        return best

    def _moves(self, c: int, free: int, wq: int):
        """Every way to place (some copies of) the lowest kind left:
        (counts left, 胡头 gained, 文钱 in hand, group kind or None when no group is formed)."""
        bits = c ^ EMPTY_SUIT
        i = ((bits & -bits).bit_length() - 1) // BITS
        n = (c >> (BITS * i)) & 7
        if (free | self.jiang) >> i & 1:
            yield c - n * _ONE[i], 0, wq, None
        if n >= 3 and self.zhao >> i & 1:
            yield c - 3 * _ONE[i], (8 if self.jiang >> i & 1 else 2), wq, "zhao"
        if self.suit == 2 and i == 0 and (c >> BITS) & 7 and (c >> 2 * BITS) & 7:
            yield c - _WENQIAN_SPAN, (1 if self.wq_table + wq < 2 else 0), min(wq + 1, 2), "wenqian"
        end = self.run_end[i]
        if end < 0:
            return
        j = i
        while j < end and (c >> (BITS * (j + 1))) & 7:
            j += 1
            if j - i >= 2:
                yield c - _SPAN[i][j], 0, wq, "run"
        for lo, hi in self.ext:
            if i == hi + 1:
                j = i
                while True:
                    yield c - _SPAN[i][j], 0, wq, "ext"
                    if j >= end or not (c >> (BITS * (j + 1))) & 7:
                        break
                    j += 1
            elif i < lo and all((c >> (BITS * t)) & 7 for t in range(i, lo)):
                yield c - _SPAN[i][lo - 1], 0, wq, "ext"

    def arrange(self, c: int, free: int) -> list[tuple[str, tuple[int, ...], int]]:
        """The groups of one best placement, as (kind, local kinds taken, 胡头); absorbed copies and
        lone 将 are not listed."""
        out: list[tuple[str, tuple[int, ...], int]] = []
        wq = 0
        while c != EMPTY_SUIT:
            target = self._best(c, free, wq)
            for rest, gain, nwq, kind in self._moves(c, free, wq):
                value = self._best(rest, free, nwq)
                if value > FAIL and value + gain == target:
                    break
            else:  # pragma: no cover - the caller only arranges placeable counts
                raise ValueError("counts cannot be placed")
            if kind is not None:
                taken = tuple(i for i in range(9) for _ in range(((c - rest) >> (BITS * i)) & 15))
                out.append((kind, taken, gain))
            c, wq = rest, nwq
        return out
