"""The fast 圆 / 胡头 solver: the public face of :mod:`engine.bahu.cross` and :mod:`engine.bahu.tables`.

A hand's 豹子 and fixed combinations are chosen first (each at most once: one card of each kind,
extra copies absorbed); what is left splits by suit, and remembered per-suit tables score it (runs,
table runs to extend, 文钱, kept 招儿). The result is the greatest 胡头 a 圆 arrangement gives, or
``None`` when no arrangement is 圆; :func:`best_with_each` scores the hand plus each of many cards
in one search (the 听张), :func:`arrangement` gives the groups. Everything is remembered per
(table, counts), so bots and puzzle generators asking again pay a lookup.

:func:`distance_to_yuan` (hints) decides one card exactly and searches partial groups beyond.

:mod:`tests.bahu.reference` checks all this against a plain brute force on thousands of hands.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from engine.bahu.cross import ONE as _ONE, pack
from engine.bahu.remembered import clear as _clear_cross, plan as _plan, position as _position
from engine.bahu.remembered import forget_hands as _forget_hands, position_plus as _position_plus
from engine.bahu.groups import COMBOS, JIANG, WENQIAN
from engine.bahu.kind_groups import CROSS as _CROSS, CROSS_NO_NINE as _CROSS_NO_NINE, LABELLED_GROUPS as _LABELLED_GROUPS
from engine.bahu.kind_groups import LABELLED_GROUPS_NO_NINE as _LABELLED_GROUPS_NO_NINE, RUN_END as _RUN_END
from engine.bahu.lacking import _lacking, _lacking_of, _stranded, _stranded_bits
from engine.bahu.lacking import completions, could_be_yuan, lacking_kinds  # noqa: F401 - part of the solver's face
from engine.bahu.tables import FAIL as _FAIL_SCORE

_FAIL = -1
_JIANG_MASK = sum(1 << k for k in JIANG)

@dataclass(frozen=True)
class Context:
    """What stays fixed while the search places hand cards.

    ``zhao_kinds``: kinds dealt as a triplet that may still be kept as a 招儿 group.
    ``supplied``: kinds on the table that may complete a 豹子 or combination (碰/杠/爆炸 cards when
    the rule set allows, standing cards never: those are in hand counts).
    ``free``: kinds whose copies a table group absorbs from the start (吃 豹子 or combination).
    ``formed``: combinations already formed on the table (they count once).
    ``run_ext``: table runs (lo, hi) that hand cards may extend.
    ``wenqian``: 文钱 already on the table.
    ``nine_baozi``: 9m 9s 9p make a 豹子 (the rule set's ``nine_tiao_baozi``).
    """

    zhao_kinds: frozenset[int] = frozenset()
    supplied: frozenset[int] = frozenset()
    free: int = 0
    formed: int = 0
    run_ext: tuple[tuple[int, int], ...] = ()
    wenqian: int = 0
    nine_baozi: bool = True
    memo: dict = field(default_factory=dict, compare=False, hash=False, repr=False)


@dataclass(frozen=True)
class Placed:
    """One group the solver formed, as kinds taken from the hand (extra copies not listed)."""

    kind: str  # "run", "wenqian", "baozi", a combo key, "zhao", "ext" (extends a table run)
    kinds: tuple[int, ...]
    hutou: int
    members: tuple[int, ...] = ()  # all kinds of a 豹子/combination, table-supplied ones included


def best_hutou(counts: Sequence[int], ctx: Context) -> int | None:
    """Greatest 胡头 of a 圆 arrangement of ``counts`` (hand groups only), or None if not 圆.

    Results are remembered per (table, counts): bots ask about the same positions again and again.
    """
    return _best(counts, ctx, quick=False)


def _best(counts: Sequence[int], ctx: Context, quick: bool) -> int | None:
    """best_hutou; a plain card no group could hold means not 圆 without a search — found by the
    remembered completions (``quick``: by bits only, for hands asked about once)."""
    entry = _position(ctx, counts)
    best = entry.best
    if best is None:
        best = _settle(entry, ctx, quick)
    return None if best < 0 else best


def _settle(entry, ctx: Context, quick: bool) -> int:
    """Work out the entry's best (-1: not 圆) and return it."""
    if _stranded_bits(entry.held, entry.triples, ctx) if quick else _lacking_of(entry, ctx):
        entry.best = -1
    else:
        entry.best, entry.chosen = _plan(ctx).best(entry.p)
    return entry.best


def best_hutou_upto(counts: Sequence[int], ctx: Context, enough: int, floor: int | None = None) -> int | None:
    """Like :func:`best_hutou`, but any value of at least ``enough`` may stand for the greatest (the
    search stops there: for totals that the cap cuts anyway); ``floor``: a value the caller knows a 圆
    arrangement reaches (only greater ones are looked for). Not remembered."""
    if floor is None:
        if _stranded(counts, ctx):
            return None
        floor = _FAIL_SCORE
    value = _plan(ctx).best(pack(counts), enough, greedy=True, floor=floor)[0]
    return None if value < 0 else value


def best_with_each(counts: Sequence[int], ctx: Context, kinds: Iterable[int], floor: int | None = None) -> dict[int, int]:
    """For each of ``kinds``: the greatest 胡头 of ``counts`` plus one card of that kind, for those
    that make it 圆 (and, with ``floor``, reach it: those below may be left out, and the search
    skips what cannot reach it). One search serves them all (the cross-suit choices and suit
    tables are shared); remembered per (table, counts, kinds, floor).

    >>> from engine.cards import counts_of, parse_cards
    >>> best_with_each(counts_of(parse_cards("2s 8p 3m 4m 5m")), Context(), range(31))  # 2m: 二八帮子 besides 345m
    {1: 1}
    """
    wanted = frozenset(kinds)
    least = -1 if floor is None else floor
    entry = _position(ctx, counts)
    each = entry.each
    if each is None:
        each = entry.each = {}
    hit = each.get((wanted, least))
    if hit is None:  # a search over more kinds, or to a lower floor, answers too (the hints ask for more)
        hit = next(({k: v for k, v in done.items() if k in wanted and v >= least}
                    for (asked, low), done in each.items() if wanted <= asked and low <= least), None)
    if hit is None:
        if len(wanted) <= _FEW:  # a few cards: each hand on its own (remembered, and quick to refuse)
            hit = {}
            work = list(counts)
            for k in sorted(wanted):
                work[k] += 1
                one = _position_plus(ctx, entry, tuple(work), k)
                work[k] -= 1
                best = one.best
                if best is None:
                    best = _settle(one, ctx, quick=True)
                if best >= 0 and best >= least:
                    hit[k] = best
        else:
            hit = _plan(ctx).best_each(entry.p, sorted(wanted), least)
        each[(wanted, least)] = hit
    return dict(hit)


_FEW = 4  # up to this many cards are tried one by one rather than in one search


def after_meld(ctx: Context, zhao_kinds: frozenset[int], supplied: frozenset[int]) -> Context:
    """The context with other 招儿 kinds and supplied kinds (a 碰 or 杠 just made), remembered with
    the table's plan so that later hands under the same table reuse it."""
    derived = _plan(ctx).derived
    key = (zhao_kinds, supplied)
    hit = derived.get(key)
    if hit is None:
        hit = derived[key] = Context(zhao_kinds, supplied, ctx.free, ctx.formed, ctx.run_ext, ctx.wenqian,
                                     ctx.nine_baozi)
    return hit


def hutou_ceiling(counts: Sequence[int], ctx: Context, supplied: Sequence[int] = ()) -> int:
    """A cheap upper bound of :func:`best_hutou` (also with ``supplied`` kinds added to the table's)."""
    return _plan(ctx).ceiling(pack(counts), sum(1 << k for k in supplied))


def hutou_ceiling_less(counts: Sequence[int], ctx: Context, k: int, n: int, supplied: Sequence[int] = ()) -> int:
    """:func:`hutou_ceiling` of ``counts`` less ``n`` copies of kind ``k`` (a 碰/杠 taking them out)."""
    return _plan(ctx).ceiling(_position(ctx, counts).p - n * _ONE[k], sum(1 << m for m in supplied))


def hutou_ceiling_one_more(counts: Sequence[int], ctx: Context) -> int:
    """A cheap upper bound of :func:`best_hutou` for ``counts`` plus any one card, or less a pair or
    triplet that a 碰/杠 puts on the table (its kind then supplied)."""
    return _plan(ctx).ceiling_one_more(_position(ctx, counts).p)


def hutou_ceiling_each(counts: Sequence[int], ctx: Context) -> list[int]:
    """For each kind 0–30: a cheap upper bound of :func:`best_hutou` for ``counts`` plus one card of
    that kind (the groups it would complete counted for that kind only).

    >>> from engine.cards import counts_of, parse_cards
    >>> bounds = hutou_ceiling_each(counts_of(parse_cards("2s 8p")), Context())
    >>> bounds[1], bounds[2]  # 2m completes 二八帮子 (one 胡头); 3m completes nothing
    (1, 0)
    """
    return _plan(ctx).ceiling_each(_position(ctx, counts).p)


def arrangement(counts: Sequence[int], ctx: Context) -> list[Placed] | None:
    """The groups of one best arrangement (absorbed copies and lone 将 are not listed)."""
    entry = _position(ctx, counts)
    if entry.groups is None:  # remembered as a one-tuple: (None,) when not 圆
        if best_hutou(counts, ctx) is None:
            entry.groups = (None,)
        else:
            groups = _plan(ctx).arrange(entry.p, entry.chosen)
            entry.groups = (tuple(Placed(*group) for group in groups),)
    groups = entry.groups[0]
    return None if groups is None else list(groups)


def clear_caches(tables: bool = True) -> None:
    """Forget every remembered result (benchmarks measure from cold); ``tables=False`` keeps the
    suit tables and what each table's melds give the solver (its plan), which hold nothing about
    particular hands (a process that has run a while)."""
    _clear_cross(tables)


def _lowest(counts: list[int], start: int = 0) -> int:
    for k in range(start, 31):
        if counts[k]:
            return k
    return -1


def _moves(counts: list[int], k: int, free: int, formed: int, wq: int, ctx: Context):
    """Every way to place (some copies of) kind ``k``, the lowest kind left in hand.

    Yields (kinds taken, 胡头 gained, free mask, formed mask, 文钱 count, Placed or None).
    """
    n = counts[k]
    # Absorbed or 将: the remaining copies need no group of their own.
    if free >> k & 1:
        yield (k,) * n, 0, free, formed, wq, None
    # 招儿: a dealt triplet kept whole (s000.p028, s001.p041); 将 招儿 8, 素 招儿 2. Extra copies of the
    # kind (a standing 将) are not dealt; groups use those first, so three left means three dealt.
    if n >= 3 and k in ctx.zhao_kinds:
        yield (k, k, k), (8 if k in JIANG else 2), free, formed, wq, Placed("zhao", (k, k, k), 8 if k in JIANG else 2)
    # 文钱 一二三饼: one 胡头 each, at most two count (s000.p019, s001.p033).
    if k == WENQIAN[0] and counts[19] and counts[20]:
        gain = 1 if wq < 2 else 0
        yield WENQIAN, gain, free, formed, wq + 1, Placed("wenqian", WENQIAN, gain)
    # Runs of three or more starting at k (s000.p039, s001.p039).
    end = _RUN_END[k]
    j = k
    while j + 1 <= end and counts[j + 1]:
        j += 1
        if j - k >= 2:
            kinds = tuple(range(k, j + 1))
            yield kinds, 0, free, formed, wq, Placed("run", kinds, 0)
    # Hand cards extending a run already on the table: any length touching it (s000.p039 顺圆).
    for lo, hi in ctx.run_ext:
        if k == hi + 1 and k <= end:
            j = k
            while True:
                kinds = tuple(range(k, j + 1))
                yield kinds, 0, free, formed, wq, Placed("ext", kinds, 0)
                if j + 1 > end or not counts[j + 1]:
                    break
                j += 1
        elif k < lo and _RUN_END[k] >= lo - 1 and all(counts[i] for i in range(k, lo)):
            kinds = tuple(range(k, lo))
            yield kinds, 0, free, formed, wq, Placed("ext", kinds, 0)
    # 豹子 and fixed combinations containing k; they absorb extra copies of their kinds.
    for gid, kinds, bit in (_CROSS if ctx.nine_baozi else _CROSS_NO_NINE)[k]:
        if bit and formed & bit:
            continue
        taken = []
        for member in kinds:
            if member == k:
                taken.append(k)
            elif member in ctx.supplied:
                continue
            elif counts[member]:
                taken.append(member)
            else:
                break
        else:
            nfree = free
            for member in kinds:
                nfree |= 1 << member
            if bit:
                yield tuple(taken), 1, nfree, formed | bit, wq, Placed(COMBOS[gid].key, tuple(taken), 1, kinds)
            else:
                yield tuple(taken), 0, nfree, formed, wq, Placed("baozi", tuple(taken), 0, kinds)


@dataclass(frozen=True)
class Partial:
    """A group the hand has only part of: the kinds it holds and the kinds it still needs."""

    held: tuple[int, ...]
    needs: tuple[int, ...]
    kind: str  # "run", "wenqian", "baozi", a combination key, "peng" (a pair waiting for its third)


_MAX_MEMO = 200_000  # failed partial searches remembered per context (a cache: cleared when full)
MAX_DISTANCE = 4  # beyond this a hint only says "more than 4" (proving more is the costly part)


def distance_to_yuan(counts: Sequence[int], ctx: Context) -> tuple[int | None, list[Partial]]:
    """Fewest cards that, added to the hand, make it 圆 (like mahjong shanten), and the partial groups
    of one such arrangement; ``(None, [])`` when more than :data:`MAX_DISTANCE` are needed. Whether
    the needed copies are still unseen is not checked.

    One card is decided exactly (every kind tried at once, and every pair as a 碰); from two on,
    iterative deepening over partial groups (small budgets fail fast).

    >>> distance_to_yuan([0, 1, 1, 0, 1] + [0] * 26, Context())  # 2m3m 5m: 4m makes 2345m
    (1, [Partial(held=(1, 2, 4), needs=(3,), kind='run')])
    """
    entry = _position(ctx, counts)
    if entry.distance is None:
        entry.distance = _distance(counts, ctx)
    distance, path = entry.distance
    return distance, list(path)


def _distance(counts: Sequence[int], ctx: Context) -> tuple[int | None, tuple[Partial, ...]]:
    lower = _lower_bound(counts, ctx)
    if lower == 0 and best_hutou(counts, ctx) is not None:
        return 0, ()
    if lower <= 1:
        one = _one_card(counts, ctx)
        if one is not None:
            return 1, (one,)
    free, formed, wq = _JIANG_MASK | ctx.free, ctx.formed, ctx.wenqian
    memo = ctx.memo  # shared by every hand under this table (contexts are made once per table)
    if len(memo) > _MAX_MEMO:
        _forget_hands(ctx)
    for budget in range(max(lower, 2), MAX_DISTANCE + 1):
        path: list[Partial] = []
        if _fits(list(counts), free, formed, wq, ctx, 0, budget, path):
            return sum(len(p.needs) for p in path), tuple(path)
    return None, ()


def _one_card(counts: Sequence[int], ctx: Context) -> Partial | None:
    """The partial group one added card completes, if one card makes the hand 圆: the card joins
    (every kind at once), or a pair waits for its third as a 碰."""
    lacking = _lacking(counts, ctx)
    joiners = set(range(31))
    for kinds in lacking.values():
        joiners &= kinds
    joined = best_with_each(counts, ctx, joiners) if joiners else {}  # the same search as the 听张
    if joined:
        k = max(joined, key=lambda x: (joined[x], -x))  # the best 胡头, then the lowest kind
        work = list(counts)
        work[k] += 1
        entry = _position(ctx, work)
        if entry.best is None:  # the best is known: the first arrangement reaching it will do
            entry.best, entry.chosen = _plan(ctx).best(entry.p, enough=joined[k])
        kind, group_kinds = _plan(ctx).group_of(entry.p, k, entry.chosen)
        held = list(group_kinds)
        held.remove(k)
        return Partial(tuple(held), (k,), "run" if kind == "ext" else kind)
    for k, n in enumerate(counts):
        if n >= 2 and set(lacking) <= {k}:
            work = list(counts)
            work[k] -= 2
            if best_hutou(work, ctx) is not None:
                return Partial((k, k), (k,), "peng")
    return None


def _lower_bound(counts: Sequence[int], ctx: Context) -> int:
    """Cards certainly needed: plain kinds with no complete group each need a card (one completing a
    group, or a pair's third as a 碰), and kinds whose completing cards do not overlap need different
    ones (a greedy disjoint packing); a kind no single card can complete needs two."""
    lacking = {k: kinds | {k} if counts[k] >= 2 else kinds  # its own third card makes a 碰 of a pair
               for k, kinds in _lacking(counts, ctx).items()}
    used: set[int] = set()
    packed = 0
    for kinds in sorted(lacking.values(), key=len):
        if kinds and not kinds & used:
            used |= kinds
            packed += 1
    dead = any(not kinds for kinds in lacking.values())
    return max(packed, 2 if dead else 0)


def _fits(counts: list[int], free: int, formed: int, wq: int, ctx: Context, start: int, budget: int,
          path: list[Partial]) -> bool:
    """Can the cards be made 圆 by adding at most ``budget`` cards? Records the partial groups used."""
    k = _lowest(counts, start)
    if k < 0:
        return True
    key = ("fail", tuple(counts[k:]), free >> k)
    if budget <= ctx.memo.get(key, -1):
        return False
    for taken, cost, nfree, nformed, nwq, placed in _need_moves(counts, k, free, formed, wq, ctx):
        if cost > budget:
            continue
        for t in taken:
            counts[t] -= 1
        ok = _fits(counts, nfree, nformed, nwq, ctx, k, budget - cost, path)
        for t in taken:
            counts[t] += 1
        if ok:
            if isinstance(placed, Partial):
                path.append(placed)
            return True
    ctx.memo[key] = max(ctx.memo.get(key, -1), budget)
    return False


def _need_moves(counts: list[int], k: int, free: int, formed: int, wq: int, ctx: Context):
    """Complete groups at no cost, then partial groups paying for the kinds they lack. Which
    combinations were formed never changes whether cards can be placed, so it is not tracked here."""
    for taken, _hutou, nfree, _nformed, nwq, placed in _moves(counts, k, free, 0, wq, ctx):
        yield taken, 0, nfree, 0, nwq, placed
    seen = set()
    for kinds, label, cross in (_LABELLED_GROUPS if ctx.nine_baozi else _LABELLED_GROUPS_NO_NINE)[k]:
        # 碰/杠 cards join only 豹子 and combinations (s000.p042 s000.p047), never a run or 文钱
        supplied = ctx.supplied if cross else ()
        taken = []
        missing = []
        for m in kinds:
            if counts[m] and (m == k or m not in supplied):
                taken.append(m)
            elif not (counts[m] or m in supplied):
                missing.append(m)
        if not missing:
            continue
        sig = (tuple(taken), len(missing), cross)
        if sig in seen:  # same cards taken for the same price: the same state follows
            continue
        seen.add(sig)
        nfree = free
        if cross:  # a completed 豹子/combination absorbs extra copies of the kinds it holds
            for m in taken:
                nfree |= 1 << m
        yield tuple(taken), len(missing), nfree, 0, wq, Partial(tuple(taken), tuple(missing), label)
    if counts[k] >= 2:  # a pair becomes a 碰 when its third card comes
        yield (k, k), 1, free, 0, wq, Partial((k, k), (k,), "peng")
