"""The cross-suit choices of the 八胡 solver: which 豹子 and fixed combinations a hand forms.

A 豹子 (s000.p042 s001.p037) or combination (s000.p020–p022, s000.p016–p018) needs one card of
each of its kinds and absorbs any further copies (s000.p047 「可无限叠加」), so a hand forms each
of the fourteen at most once; choosing a set of them reserves one copy per member kind (none for a
kind a 碰/杠/爆炸 supplies) and frees the members' other copies. What is left splits by suit, and
:mod:`engine.bahu.tables` scores each suit. A dealt triplet whose three cards all sit in one such
group keeps its 招儿 胡头 (s000.p042 「二张，三张，四张，手上的，桌上的，碰的，杠的，都能组成豹子」;
s000.p028 素三张 2, 将三张 8): a group may reserve all three copies with that bonus.

Plans are built once per :class:`~engine.bahu.solver.Context` (they depend on the table, not the hand);
:mod:`engine.bahu.remembered` keeps them and what is known of each hand under them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.bahu.groups import BAOZI_RANKS, COMBOS, JIANG, baozi_kinds
from engine.bahu.tables import LOCAL as _LOCAL, BITS, EMPTY_SUIT, FAIL, GUARD_DIGIT, SPREAD, SUIT_MASK, SuitTable

ONE = _ONE = tuple(1 << (BITS * k) for k in range(31))  # one copy of each kind, packed
EMPTY = _EMPTY = sum(GUARD_DIGIT << (BITS * k) for k in range(31))  # no card, packed
_GUARDS = _EMPTY
_JIANG_MASK = sum(1 << k for k in JIANG)
_HONORS = (27, 28, 29, 30)


_LOW31 = sum(1 << (BITS * k) for k in range(31))


def held_bits(p: int) -> int:
    """The kinds packed counts ``p`` hold, as bits (one bit a kind)."""
    x = p - _EMPTY
    x = (x | x >> 1 | x >> 2) & _LOW31
    return _LOCAL[x & SUIT_MASK] | _LOCAL[x >> 36 & SUIT_MASK] << 9 | _LOCAL[x >> 72 & SUIT_MASK] << 18 | _LOCAL[x >> 108] << 27


def pack(counts: Sequence[int]) -> int:
    """31 counts as guarded four-bit digits (see :mod:`engine.bahu.tables`)."""
    p = _EMPTY
    for k, n in enumerate(counts):
        if n:
            p += n << (BITS * k)
    return p


class _Group:
    """One 豹子 or combination as this table sees it."""

    __slots__ = ("key", "kinds", "need", "free", "hutou", "options", "touch", "untouched", "reserve", "need_mask")

    def __init__(self, key: str, kinds: tuple[int, ...], hutou: int, supplied: frozenset[int], zhao: frozenset[int]):
        self.key = key
        self.kinds = kinds
        self.need = tuple(k for k in kinds if k not in supplied)  # one copy each from the hand
        self.free = sum(1 << k for k in kinds)
        self.hutou = hutou
        self.touch = sum(7 << (BITS * k) for k in kinds)  # digits to test for any hand copy
        base = sum(_ONE[k] for k in self.need)
        options: list[tuple[int, int, tuple[int, ...]]] = [(base, hutou, ())]
        for k in self.need:  # a dealt triplet wholly inside: its 招儿 胡头 stays
            if k in zhao:
                bonus = 8 if k in JIANG else 2
                options += [(r + 2 * _ONE[k], h + bonus, (*tri, k)) for r, h, tri in options]
        self.options = tuple(options)  # (copies reserved, 胡头, triplets kept inside)
        self.reserve = base  # the plain option's copies
        self.untouched = _EMPTY & self.touch
        self.need_mask = sum(1 << k for k in self.need)


_ALL = tuple((c.key, c.kinds, 1) for c in COMBOS) + tuple(("baozi", baozi_kinds(r), 0) for r in BAOZI_RANKS)
_NINE_BIT = 1 << (len(COMBOS) + 9 - 2)  # the nine-baozi's place in _ALL: left out like a formed group
assert _ALL[len(COMBOS) + 9 - 2][1] == baozi_kinds(9)
_ALL_MASKS = tuple(sum(1 << k for k in kinds) for _key, kinds, _hutou in _ALL)
_ALL_KINDS = sum(1 << k for k in range(31) if any(m >> k & 1 for m in _ALL_MASKS))  # kinds in some 豹子 or combination
_GROUPS: dict = {}


def _group(i: int, supplied: int, zhao: int) -> _Group:
    """Group ``i`` of :data:`_ALL` for the table's supplied kinds and the hand's 招儿 (bit masks),
    shared between plans."""
    mask = _ALL_MASKS[i]
    sig = (i, supplied & mask, zhao & mask)
    hit = _GROUPS.get(sig)
    if hit is None:
        key, kinds, hutou = _ALL[i]
        hit = _GROUPS[sig] = _Group(key, kinds, hutou, frozenset(k for k in kinds if supplied >> k & 1),
                                    frozenset(k for k in kinds if zhao >> k & 1))
    return hit


_PARTS: dict = {}  # (formed, supplied, zhao, run_ext, wenqian) → the parts of a plan, shared
_GROUP_SETS: dict = {}  # (supplied, 招儿, formed) as bits → the groups a plan searches


def clear_parts() -> None:
    """Forget the parts of plans (with the suit tables: they hold nothing about a hand)."""
    _PARTS.clear()
    _GROUP_SETS.clear()
    _GROUPS.clear()


def _group_set(supplied: int, zhao: int, formed: int) -> tuple[_Group, ...]:
    key = (supplied & _ALL_KINDS, zhao & _ALL_KINDS, formed)
    hit = _GROUP_SETS.get(key)
    if hit is None:
        if len(_GROUP_SETS) > 5_000:
            _GROUP_SETS.clear()
        hit = _GROUP_SETS[key] = tuple(_group(i, supplied, zhao) for i in range(len(_ALL)) if not formed >> i & 1)
    return hit


def _parts(ctx) -> tuple:
    key = (ctx.formed, ctx.supplied, ctx.zhao_kinds, ctx.run_ext, ctx.wenqian, ctx.nine_baozi)
    hit = _PARTS.get(key)
    if hit is None:
        if len(_PARTS) > 5_000:
            _PARTS.clear()
        supplied = sum(1 << k for k in ctx.supplied)
        zhao = sum(1 << k for k in ctx.zhao_kinds)
        groups = _group_set(supplied, zhao, ctx.formed if ctx.nine_baozi else ctx.formed | _NINE_BIT)
        if ctx.run_ext:
            tables = tuple(SuitTable.of(j, tuple((lo - 9 * j, hi - 9 * j) for lo, hi in ctx.run_ext
                                                 if 9 * j <= lo < 9 * j + 9), ctx.wenqian) for j in range(3))
        else:
            tables = (SuitTable.of(0, (), 0), SuitTable.of(1, (), 0), SuitTable.of(2, (), ctx.wenqian))
        zhaos = (SPREAD[zhao & 511], SPREAD[zhao >> 9 & 511], SPREAD[zhao >> 18 & 511])
        hit = _PARTS[key] = (groups, tables, zhaos, tuple(k for k in _HONORS if zhao >> k & 1), tuple(ctx.zhao_kinds),
                             zhao, supplied)
    return hit


class Plan:
    """Everything about a table that the search reuses for every hand."""

    __slots__ = ("groups", "free", "tables", "zhao", "honor_zhao", "zhao_kinds", "zhao_mask", "supplied", "positions",
                 "derived", "last", "__weakref__")

    def __init__(self, ctx):
        self.groups, self.tables, self.zhao, self.honor_zhao, self.zhao_kinds, self.zhao_mask, self.supplied = _parts(ctx)
        self.free = ctx.free  # kinds a table group absorbs (the suit tables let 将 stay loose themselves)
        self.positions: dict = {}  # per hand counts: what is known of it (engine.bahu.remembered)
        self.derived: dict = {}  # contexts after a 碰/杠 from this table (see solver.after_meld)
        self.last: tuple = (None, [], [])  # the last _candidates answers (packed counts, whole, one short)

    # --- search -------------------------------------------------------------------------------

    def _candidates(self, p: int, slack: int) -> list[_Group]:
        """Groups the hand could form: every needed kind held (``slack`` = 1: all but one kind).
        The last answer is remembered (the searches of one hand ask again)."""
        last = self.last
        if last[0] != p:  # both answers at once: the searches of one hand ask for both
            held = held_bits(p)
            whole, near = [], []
            for g in self.groups:
                need = g.need_mask
                if need:
                    short = need & ~held  # needed kinds with no copy
                    if not short:
                        whole.append(g)
                        near.append(g)
                    elif not short & (short - 1):
                        near.append(g)
                elif held & g.free:  # a table-supplied group still absorbs hand copies
                    whole.append(g)
                    near.append(g)
            last = self.last = (p, whole, near)
        return last[2] if slack else last[1]

    def _honors(self, d: int) -> int:
        total = 0
        for k in self.honor_zhao:
            if ((d >> (BITS * k)) & 15) - GUARD_DIGIT >= 3:  # kept as a 将招儿 (s000.p028)
                total += 8
        return total

    def _leaf(self, d: int, free: int) -> int:
        t0, t1, t2 = self.tables
        z0, z1, z2 = self.zhao
        v0 = t0.value(d & SUIT_MASK, SPREAD[free & 511], z0)
        if v0 <= FAIL:
            return FAIL
        v1 = t1.value((d >> 36) & SUIT_MASK, SPREAD[(free >> 9) & 511], z1)
        if v1 <= FAIL:
            return FAIL
        v2 = t2.value((d >> 72) & SUIT_MASK, SPREAD[(free >> 18) & 511], z2)
        if v2 <= FAIL:
            return FAIL
        return v0 + v1 + v2 + self._honors(d)

    def _suit_bonus(self, p: int) -> int:
        """The most the suits can score beyond the groups: kept 招儿 and hand 文钱 (s000.p019, at most two)."""
        bonus = 0
        for k in self.zhao_kinds:
            if (p >> (BITS * k)) & 15 >= GUARD_DIGIT + 3:
                bonus += 8 if k in JIANG else 2
        if (p >> (BITS * 18)) & 7 and (p >> (BITS * 19)) & 7 and (p >> (BITS * 20)) & 7:
            bonus += 2
        return bonus

    def ceiling(self, p: int, supplied: int = 0) -> int:
        """An upper bound of :meth:`best` (also when the kinds of mask ``supplied`` come from the
        table): every group that could form counted, and the most the suits could add.

        A dealt triplet's 招儿 胡头 is counted once, in :meth:`_suit_bonus`: kept whole or inside a
        豹子/combination, its three cards bring it once whichever group holds them."""
        q = p
        while supplied:
            k = (supplied & -supplied).bit_length() - 1
            supplied &= supplied - 1
            if not (q >> (BITS * k)) & 7:
                q += _ONE[k]  # as if held: a supplied kind never holds a group back
        return sum(g.hutou for g in self._candidates(q, 0)) + self._suit_bonus(p)

    def ceiling_one_more(self, p: int) -> int:
        """An upper bound of :meth:`best` for ``p`` plus any one card, or minus a pair or triplet
        whose kind a 碰/杠 now supplies: every group at most one kind short counted, and the most
        the suits could add (with a 文钱 the card might complete, or a 招儿 it makes three again)."""
        back = sum(8 if k in JIANG else 2 for k in self.zhao_kinds if (p >> (BITS * k)) & 7 == 2)
        return sum(g.hutou for g in self._candidates(p, 1)) + self._suit_bonus(p) + 2 + back

    def ceiling_each(self, p: int) -> list[int]:
        """Upper bounds of :meth:`best` for ``p`` plus one card of each kind 0–30: the groups whole
        in ``p``, those the card would complete, and the most the suits could add with it."""
        whole = 0
        short = [0] * 31
        for g in self._candidates(p, 1):
            r = g.reserve
            if r:
                missing = ~(p - r) & _GUARDS
                if missing:  # one kind short: only that card brings it
                    short[(missing.bit_length() - 1) // BITS] += g.hutou
                    continue
            whole += g.hutou
        base = whole + self._suit_bonus(p)
        out = [base + s for s in short]
        for k in self.zhao_kinds:  # a 招儿 kind back to three
            if (p >> (BITS * k)) & 7 == 2:
                out[k] += 8 if k in JIANG else 2
        wq = [(p >> (BITS * k)) & 7 for k in (18, 19, 20)]
        if not all(wq) and sum(1 for n in wq if n) == 2:  # the card completes a 文钱
            out[18 + wq.index(0)] += 2
        return out

    def best(self, p: int, enough: int = 1 << 20, greedy: bool = False, floor: int = FAIL) -> tuple[int, tuple]:
        """(greatest score, chosen groups as (group, option)) of packed counts ``p``; FAIL if not 圆.
        With ``enough``, any score of at least that much may be returned instead of the greatest;
        with ``floor`` (a score known to be reached), only greater ones are looked for (no groups
        are returned when none is found).

        Groups are tried left out first, so among equal arrangements the one with fewest cross
        groups wins (``greedy``: taken first, which finds high scores sooner when only the score
        matters); a branch that cannot beat the best so far is cut (bound: its groups' 胡头 and
        the most the suits could add)."""
        groups = self._candidates(p, 0)
        n = len(groups)
        more = [0] * (n + 1)  # the most 胡头 the groups from i on could add (招儿 within: in ceiling)
        for i in range(n - 1, -1, -1):
            more[i] = more[i + 1] + groups[i].hutou
        ceiling = self._suit_bonus(p)  # every 招儿 once, wherever it is kept, and 文钱
        best: list[Any] = [floor, ()]  # the best 胡头 and its choice, updated by the walk

        def walk(i: int, reserved: int, free: int, hutou: int, chosen: tuple) -> None:
            if hutou + more[i] + ceiling <= best[0] or best[0] >= enough:
                return
            if i == n:
                value = self._leaf(p - reserved, free)
                if value > FAIL and value + hutou > best[0]:
                    best[0], best[1] = value + hutou, chosen
                return
            if not greedy:
                walk(i + 1, reserved, free, hutou, chosen)
            g = groups[i]
            for option in reversed(g.options) if greedy else g.options:
                r = reserved + option[0]
                if (p - r) & _GUARDS == _GUARDS:
                    walk(i + 1, r, free | g.free, hutou + option[1], (*chosen, (g, option)))
            if greedy:
                walk(i + 1, reserved, free, hutou, chosen)

        walk(0, 0, self.free, 0, ())
        walk = None  # type: ignore[assignment]  # it refers to itself: a cycle only the collector would free
        return best[0], best[1]

    def best_each(self, p: int, kinds: Sequence[int], floor: int = 0) -> dict[int, int]:
        """For each kind in ``kinds``: the best score of ``p`` plus one copy of it, when 圆 — and
        when at least ``floor`` (scores below it may be left out: the 听张 need 8 胡头 in all).

        The sets of cross groups are listed first: those the hand forms as it is (each scores
        every added card at once, through the suit tables' rows), and those one kind short (they
        serve only that kind, and are skipped when they cannot beat what it has already). A set
        whose 胡头 and the most the suits could add with any card stay below ``floor`` is skipped."""
        if not kinds:
            return {}
        floor = max(floor, 0)
        wanted_guards, local, honors = _wanted(tuple(kinds))
        # the most the suits could add with any one card: 招儿, 文钱 (one it completes), a 招儿 made three again
        reach = self._suit_bonus(p) + 2 + sum(8 if k in JIANG else 2 for k in self.zhao_kinds
                                               if (p >> (BITS * k)) & 7 == 2)
        groups = [g for g in self._candidates(p, 1) if not ~(p - g.options[0][0]) & _GUARDS & ~wanted_guards]
        groups += [g for g in self.groups if not g.need and p & g.touch == _EMPTY & g.touch]
        whole = [(0, self.free, 0)]  # (copies reserved, free kinds, 胡头) of sets the hand forms
        short: list[tuple[int, int, int, int]] = []  # the same, one kind short: (…, that kind)
        for g in groups:  # each group at most once: one copy absorbs all the rest
            gfree = g.free
            whole_before, short_before = whole[:], short[:]
            for r, h, _tri in g.options:
                for reserved, free, hutou in whole_before:
                    d = p - reserved - r
                    missing = ~d & _GUARDS
                    if not missing:
                        whole.append((reserved + r, free | gfree, hutou + h))
                    elif not missing & (missing - 1) and missing & wanted_guards and \
                            (d >> (missing.bit_length() - 4)) & 15 == GUARD_DIGIT - 1:
                        short.append((reserved + r, free | gfree, hutou + h, (missing.bit_length() - 1) // BITS))
                for reserved, free, hutou, k in short_before:
                    d = p - reserved - r
                    if ~d & _GUARDS == GUARD_DIGIT << (BITS * k) and (d >> (BITS * k)) & 15 == GUARD_DIGIT - 1:
                        short.append((reserved + r, free | gfree, hutou + h, k))
        t0, t1, t2 = self.tables
        z0, z1, z2 = self.zhao
        out = [FAIL] * 31  # best score so far with each kind added (negative: not 圆)
        for reserved, free, hutou in whole:
            if hutou + reach < floor:
                continue  # no card brings this set to the floor
            d = p - reserved
            c0, c1, c2 = d & SUIT_MASK, (d >> 36) & SUIT_MASK, (d >> 72) & SUIT_MASK
            f0, f1, f2 = SPREAD[free & 511], SPREAD[(free >> 9) & 511], SPREAD[(free >> 18) & 511]
            v0, v1, v2 = t0.value(c0, f0, z0), t1.value(c1, f1, z1), t2.value(c2, f2, z2)
            failed = (v0 <= FAIL) + (v1 <= FAIL) + (v2 <= FAIL)
            if failed > 1:
                continue  # two suits fail: no single card mends both
            honors_value = self._honors(d)
            base = hutou + honors_value + v0 + v1 + v2
            # the rows of the suits a card may go to: the failing suit alone, or every suit
            for j, table, c, f, z, v in ((0, t0, c0, f0, z0, v0), (1, t1, c1, f1, z1, v1), (2, t2, c2, f2, z2, v2)):
                if local[j] and (v <= FAIL or not failed):
                    row = table.row(c, f, z, local[j])
                    rest = base - v
                    lo = 9 * j
                    out[lo:lo + 9] = map(max, out[lo:lo + 9], map(rest.__add__, row[2:]))
            if honors and not failed:
                for k in honors:
                    value = base - honors_value + self._honors(d + _ONE[k])
                    if value > out[k]:
                        out[k] = value
        ceilings: dict[int, int] = {}
        for reserved, free, hutou, k in short:
            ceiling = ceilings.get(k)
            if ceiling is None:
                ceiling = ceilings[k] = self._suit_bonus(p + _ONE[k])
            if hutou + ceiling <= out[k] or hutou + ceiling < floor:
                continue  # cannot beat what this kind has already, or reach the floor
            value = self._leaf(p - reserved + _ONE[k], free)
            if value > FAIL and value + hutou > out[k]:
                out[k] = value + hutou
        return {k: out[k] for k in kinds if out[k] >= floor}

    # --- the arrangement ---------------------------------------------------------------------

    def group_of(self, p: int, k: int, chosen: tuple) -> tuple[str, tuple[int, ...]]:
        """The kind and hand kinds of a group holding kind ``k`` in one best arrangement of a 圆 hand,
        given the cross groups :meth:`best` chose."""
        reserved, free = 0, self.free
        for g, (r, _hutou, triplets) in chosen:
            reserved += r
            free |= g.free
            if k in g.need:
                return g.key, tuple(sorted(m for m in g.need for _ in range(3 if m in triplets else 1)))
        j = k // 9
        if j < 3:
            d = p - reserved
            for kind, taken, _hutou in self.tables[j].arrange((d >> (36 * j)) & SUIT_MASK,
                                                              SPREAD[(free >> (9 * j)) & 511], self.zhao[j]):
                if k - 9 * j in taken:
                    return kind, tuple(9 * j + t for t in taken)
        for g, _option in chosen:  # absorbed by a chosen group as an extra copy
            if k in g.kinds:
                return g.key, tuple(sorted({*g.need, k}))
        return "run", (k,)  # pragma: no cover - an added card that made the hand 圆 sits somewhere

    def arrange(self, p: int, chosen: tuple) -> list[tuple[str, tuple[int, ...], int, tuple[int, ...]]]:
        """One best arrangement of a 圆 hand, given the cross groups :meth:`best` chose, as (kind,
        hand kinds taken, 胡头, member kinds) in the order of each group's lowest kind; absorbed
        copies and lone 将 are not listed."""
        reserved, free = 0, self.free
        out = []
        for g, (r, hutou, triplets) in chosen:
            reserved += r
            free |= g.free
            taken = tuple(sorted(k for k in g.need for _ in range(3 if k in triplets else 1)))
            out.append((g.key, taken, hutou, g.kinds))
        d = p - reserved
        for j, table in enumerate(self.tables):
            for kind, taken, hutou in table.arrange((d >> (36 * j)) & SUIT_MASK, SPREAD[(free >> (9 * j)) & 511],
                                                    self.zhao[j]):
                out.append((kind, tuple(9 * j + t for t in taken), hutou, ()))
        for k in self.honor_zhao:
            if ((d >> (BITS * k)) & 15) - GUARD_DIGIT >= 3:
                out.append(("zhao", (k, k, k), 8, ()))

        def lowest(group) -> int:
            _kind, taken, _hutou, members = group
            if taken:
                return min(taken)
            return min((k for k in members if (p >> (BITS * k)) & 7), default=31)

        out.sort(key=lowest)
        return out


_WANTED: dict[tuple[int, ...], tuple[int, tuple[int, int, int], tuple[int, ...]]] = {}


def _wanted(kinds: tuple[int, ...]) -> tuple[int, tuple[int, int, int], tuple[int, ...]]:
    """The kinds asked about as guard bits, local bits per suit, and honours (remembered)."""
    hit = _WANTED.get(kinds)
    if hit is None:
        if len(_WANTED) > 10_000:
            _WANTED.clear()
        m, s, p = (sum(1 << (k - 9 * j) for k in kinds if 9 * j <= k < 9 * j + 9) for j in range(3))
        local = (m, s, p)
        hit = _WANTED[kinds] = (sum(GUARD_DIGIT << (BITS * k) for k in kinds), local, tuple(k for k in kinds if k >= 27))
    return hit


assert EMPTY_SUIT == _EMPTY & SUIT_MASK
