"""Per-suit tables for the 八胡 solver: the best 胡头 of one suit's cards once the cross-suit groups
(豹子, fixed combinations) are chosen, as mahjong shanten tables split a hand by suit.

Counts are packed four bits a kind, each digit ``8 + n`` (a guard bit over the count), so a whole
hand is one int: subtracting the copies groups reserve and testing the guard bits checks every kind
at once (a cleared guard is a kind short), and a suit's digits are a ready dictionary key. With kind
sets (free, 招儿) the key shifts the counts above them; without (the common case) the counts alone
are the key, smaller than any shifted one, so the two never meet.

Inside a suit a card is placed by a run (three or more, s000.p039 s001.p039), a table run it
extends (顺圆, s000.p039), 文钱 (一二三饼, one 胡头 each, at most two, s000.p019 s001.p033), a kept
招儿 (s000.p028 s001.p041: 素 2, 将 8), or — for a 将 or a kind a chosen cross group absorbs — no
group at all. Each :class:`SuitTable` memoises its results for the life of the process (bots and
puzzle generators meet the same suit patterns again and again); ``MAX_ENTRIES`` bounds it.

>>> t = SuitTable.of(0, ext=(), wq_table=0)
>>> t.value(pack_suit([0, 1, 1, 1, 0, 0, 0, 0, 0]), free=0)  # 234m
0
>>> t.value(pack_suit([0, 1, 1, 0, 0, 0, 0, 0, 0]), free=0) == FAIL  # 23m alone
True
>>> t.value(pack_suit([0, 3, 0, 0, 0, 0, 0, 0, 0]), free=0, zhao=SPREAD[0b10])  # a dealt 2m triplet kept
2
>>> SuitTable.of(2, ext=(), wq_table=1).value(pack_suit([2, 2, 2, 0, 0, 0, 0, 0, 0]), free=0)  # one more 文钱 counts
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
MAX_ENTRIES = 200_000  # per table and kind of entry; cleared when full (a cache, never a correctness matter)
MAX_TABLES = 64  # tables kept (one per suit, table runs and table 文钱); all forgotten when more

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


def _windows(suit: int, x: int) -> tuple[int, ...]:
    """The other kinds (as spread bits) of every three-kind group of the suit holding kind ``x``:
    the run windows through it, and 文钱. A kind none of whose windows is held needs another way."""
    end = _RUN_END[suit]
    out = []
    if end[x] >= 0:
        lo = min(i for i in range(9) if end[i] == end[x])
        for a in range(max(lo, x - 2), min(x, end[x] - 2) + 1):
            out.append(sum(1 << (BITS * t) for t in range(a, a + 3) if t != x))
    if suit == 2 and x < 3:
        out.append(sum(1 << (BITS * t) for t in range(3) if t != x))
    return tuple(out)


_WINDOWS = tuple(tuple(_windows(suit, x) for x in range(9)) for suit in range(3))


def _spread(bits: int) -> int:
    return sum(1 << (BITS * i) for i in range(9) if bits >> i & 1)


SPREAD = tuple(_spread(b) for b in range(512))  # nine kind bits → one bit per four-bit digit
LOCAL = _LOCAL = {spread: bits for bits, spread in enumerate(SPREAD)}  # and back
_LOW = SPREAD[511]
_FIVES = 5 * _LOW


def _reach(suit: int) -> dict[int, int]:
    """For each set of kinds held (spread): the kinds some three-kind group of the suit through
    them would complete from those held (spread), worked out once for all 512 sets."""
    out = dict.fromkeys(SPREAD, 0)
    for x in range(9):
        for w in _WINDOWS[suit][x]:
            for held in SPREAD:
                if held & w == w:
                    out[held] |= 1 << (BITS * x)
    return out


_REACH = tuple(_reach(suit) for suit in range(3))


class SuitTable:
    """Best score of one suit's cards for fixed table runs and table 文钱.

    ``ext``: table runs (local lo, hi) of this suit that hand cards may extend.
    ``wq_table``: 文钱 already on the table (only the 饼 suit has 文钱).

    Kind sets (``free``: kinds whose leftover copies a chosen group absorbs; ``zhao``: kinds dealt
    as a triplet that may be kept as a 招儿) are given spread, one bit per digit (:data:`SPREAD`),
    and trimmed to the kinds they can matter for, so equal positions share one entry.
    """

    _tables: dict[tuple, SuitTable] = {}

    def __init__(self, suit: int, ext: tuple[tuple[int, int], ...], wq_table: int):
        self.suit = suit
        self.ext = ext
        self.wq_table = wq_table
        self.run_end = _RUN_END[suit]
        self.jiang = SPREAD[_JIANG_LOCAL[suit]]
        self.windows = _WINDOWS[suit]
        self.reach = _REACH[suit]
        self.memo: dict[int, int] = {}
        self.rows: dict[int, list[int]] = {}
        self.arranged: dict[int, tuple] = {}
        self.asked: dict[int, int] = {}  # value by the unnormalised question  # [kinds done or hopeless (bits), value, value with each kind added]

    @classmethod
    def of(cls, suit: int, ext: tuple[tuple[int, int], ...], wq_table: int) -> SuitTable:
        key = (suit, ext, wq_table if suit == 2 else 0)
        table = cls._tables.get(key)
        if table is None:
            if len(cls._tables) >= MAX_TABLES:
                cls._tables.clear()  # plans still holding old tables keep working with them
            table = cls._tables[key] = cls(*key)
        return table

    @classmethod
    def clear(cls) -> None:
        cls._tables.clear()

    def value(self, c: int, free: int, zhao: int = 0) -> int:
        """Best score of packed counts ``c``: ``free`` kinds may keep leftover copies (jiang always
        may), ``zhao`` kinds may be kept as a 招儿; FAIL when some card cannot be placed."""
        if c == EMPTY_SUIT:
            return 0
        raw = (c << 36 | zhao) << 36 | free if zhao or free else c  # the question as asked: most come again
        hit = self.asked.get(raw)
        if hit is not None:
            return hit
        if len(self.asked) > MAX_ENTRIES:
            self.asked.clear()
        hit = self.asked[raw] = self._value(c, free, zhao)
        return hit

    def _value(self, c: int, free: int, zhao: int) -> int:
        x = c - EMPTY_SUIT  # the bare counts, three bits a digit
        held = (x | x >> 1 | x >> 2) & _LOW
        free &= held & ~self.jiang  # only kinds still held; 将 are always free
        if zhao:
            zhao &= ((x + _FIVES) >> 3) & _LOW  # only kinds still held three times
        key = ((c << 36 | zhao) << 36 | free) << 2 if zhao or free else c << 2
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        # a quick necessary condition: every kind that needs a group has a window held
        if not self.ext and held & ~(free | zhao | self.jiang | self.reach[held]):
            self.memo[key] = FAIL
            return FAIL
        return self._best(c, free, zhao, 0)

    def row(self, c: int, free: int, zhao: int, wanted: int = 511) -> list[int]:
        """``value`` of ``c`` itself, then of ``c`` plus one copy of each local kind 0–8: sure for the
        ``wanted`` kinds (local bits), FAIL where not worked out yet."""
        key = (c << 36 | zhao) << 36 | free if zhao or free else c
        rows = self.rows
        entry = rows.get(key)
        if entry is None:
            if len(rows) > MAX_ENTRIES:
                rows.clear()
            x = c - EMPTY_SUIT
            held = (x | x >> 1 | x >> 2) & _LOW
            easy = free | self.jiang | (zhao & ((x + _FIVES + _LOW) >> 3))  # free, or a 招儿 with it
            # the added card needs a group of the suit (its window held) unless it is free
            hopeless = 0 if self.ext else _LOCAL[~(easy | self.reach[held]) & _LOW]
            entry = rows[key] = [hopeless, self.value(c, free, zhao)] + [FAIL] * 9
        todo = wanted & ~entry[0]
        if todo:
            entry[0] |= todo
            value = self.value
            while todo:
                i = (todo & -todo).bit_length() - 1
                todo &= todo - 1
                entry[i + 2] = value(c + _ONE[i], free, zhao)
        return entry

    def _best(self, c: int, free: int, zhao: int, wq: int) -> int:
        if c == EMPTY_SUIT:
            return 0
        x = c - EMPTY_SUIT  # the bare counts, three bits a digit
        free &= (x | x >> 1 | x >> 2) & _LOW & ~self.jiang  # only kinds still held; 将 are always free
        if zhao:
            zhao &= ((x + _FIVES) >> 3) & _LOW  # only kinds still held three times
        key = ((c << 36 | zhao) << 36 | free) << 2 | wq if zhao or free else c << 2 | wq
        memo = self.memo
        hit = memo.get(key)
        if hit is not None:
            return hit
        if len(memo) > MAX_ENTRIES:
            memo.clear()
        best = FAIL
        # The moves of _moves, inlined: this is the table's only costly part.
        i = ((x & -x).bit_length() - 1) // BITS
        shift = BITS * i
        one = _ONE[i]
        n = (x >> shift) & 7
        if (free | self.jiang) >> shift & 1:
            v = self._best(c - n * one, free, zhao, wq)
            if v > best:
                best = v
        if zhao >> shift & 1:
            v = self._best(c - 3 * one, free, zhao, wq)
            if v > FAIL:
                v += 8 if self.jiang >> shift & 1 else 2
                if v > best:
                    best = v
        if i == 0 and self.suit == 2 and (x >> BITS) & 7 and (x >> 2 * BITS) & 7:
            v = self._best(c - _WENQIAN_SPAN, free, zhao, min(wq + 1, 2))
            if v > FAIL:
                v += 1 if self.wq_table + wq < 2 else 0
                if v > best:
                    best = v
        end = self.run_end[i]
        if end >= 0:
            span = _SPAN[i]
            j = i
            # a run of six or more is two shorter ones, so runs of three to five suffice
            top = min(end, i + 4)
            while j < top and (x >> (BITS * (j + 1))) & 7:
                j += 1
                if j - i >= 2:
                    v = self._best(c - span[j], free, zhao, wq)
                    if v > best:
                        best = v
            for lo, hi in self.ext:
                if i == hi + 1:  # and an extension of four or more is a shorter one and a run
                    j = i
                    while True:
                        v = self._best(c - span[j], free, zhao, wq)
                        if v > best:
                            best = v
                        if j >= end or j >= i + 2 or not (x >> (BITS * (j + 1))) & 7:
                            break
                        j += 1
                elif i < lo and all((x >> (BITS * t)) & 7 for t in range(i, lo)):
                    v = self._best(c - span[lo - 1], free, zhao, wq)
                    if v > best:
                        best = v
        memo[key] = best
        return best

    def _moves(self, c: int, free: int, zhao: int, wq: int):
        """Every way to place (some copies of) the lowest kind left: (counts left, 胡头 gained,
        文钱 in hand, group kind or None when no group is formed). :meth:`_best` inlines these."""
        x = c - EMPTY_SUIT
        i = ((x & -x).bit_length() - 1) // BITS
        shift = BITS * i
        n = (x >> shift) & 7
        if (free | self.jiang) >> shift & 1:
            yield c - n * _ONE[i], 0, wq, None
        if n >= 3 and zhao >> shift & 1:
            yield c - 3 * _ONE[i], (8 if self.jiang >> shift & 1 else 2), wq, "zhao"
        if self.suit == 2 and i == 0 and (x >> BITS) & 7 and (x >> 2 * BITS) & 7:
            yield c - _WENQIAN_SPAN, (1 if self.wq_table + wq < 2 else 0), min(wq + 1, 2), "wenqian"
        end = self.run_end[i]
        if end < 0:
            return
        j = i
        while j < end and (x >> (BITS * (j + 1))) & 7:
            j += 1
            if j - i >= 2:
                yield c - _SPAN[i][j], 0, wq, "run"
        for lo, hi in self.ext:
            if i == hi + 1:
                j = i
                while True:
                    yield c - _SPAN[i][j], 0, wq, "ext"
                    if j >= end or not (x >> (BITS * (j + 1))) & 7:
                        break
                    j += 1
            elif i < lo and all((x >> (BITS * t)) & 7 for t in range(i, lo)):
                yield c - _SPAN[i][lo - 1], 0, wq, "ext"

    def arrange(self, c: int, free: int, zhao: int = 0) -> list[tuple[str, tuple[int, ...], int]]:
        """The groups of one best placement, as (kind, local kinds taken, 胡头); absorbed copies and
        lone 将 are not listed. Remembered like the values."""
        key = (c << 36 | zhao) << 36 | free if zhao or free else c
        hit = self.arranged.get(key)
        if hit is None:
            if len(self.arranged) > MAX_ENTRIES:
                self.arranged.clear()
            hit = self.arranged[key] = tuple(self._arrange(c, free, zhao))
        return list(hit)

    def _arrange(self, c: int, free: int, zhao: int) -> list[tuple[str, tuple[int, ...], int]]:
        out: list[tuple[str, tuple[int, ...], int]] = []
        wq = 0
        while c != EMPTY_SUIT:
            target = self._best(c, free, zhao, wq)
            for rest, gain, nwq, kind in self._moves(c, free, zhao, wq):  # noqa: B007 - kept after the break
                value = self._best(rest, free, zhao, nwq)
                if value > FAIL and value + gain == target:
                    break
            else:  # pragma: no cover - the caller only arranges placeable counts
                raise ValueError("counts cannot be placed")
            if kind is not None:
                taken = tuple(i for i in range(9) for _ in range(((c - rest) >> (BITS * i)) & 15))
                out.append((kind, taken, gain))
            c, wq = rest, nwq
        return out
