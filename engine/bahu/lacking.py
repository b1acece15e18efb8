"""The 八胡 solver's quick necessary conditions for 圆, by bits: a plain card that no complete group
of the hand (and table) could hold means not 圆 without any search; and for each such card, the
kinds whose arrival would complete one (a relaxation: groups do not compete for cards). The 听张
search tries only cards that complete a group for every such kind.

>>> from engine.bahu.solver import Context
>>> from engine.cards import counts_of, parse_cards
>>> completions(counts_of(parse_cards("2m 3m 5s5m5p")), Context())  # 1m is a 将, in no run: 4m alone mends
{1: {3}, 2: {3}}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.bahu.groups import JIANG
from engine.bahu.kind_groups import STATIC_MASKS as _STATIC_MASKS, STATIC_MASKS_NO_NINE as _STATIC_MASKS_NO_NINE
from engine.bahu.kind_groups import RUN_END as _RUN_END, covered as _covered, missing_sets as _missing_sets
from engine.bahu.groups import RUN_RANGE
from engine.bahu.remembered import plan as _plan, position as _position

if TYPE_CHECKING:
    from engine.bahu.solver import Context

_JIANG_MASK = sum(1 << k for k in JIANG)
_SUIT_LO = [next((lo for lo, hi in RUN_RANGE.values() if lo <= k <= hi), -1) for k in range(31)]


def completions(counts: Sequence[int], ctx: Context) -> dict[int, set[int]]:
    """For each plain kind in hand that no complete group could hold: the kinds whose arrival would
    complete one. A relaxation (groups do not compete for cards), so it gives necessary conditions:
    a card that only joins the hand can make it 圆 only if it completes a group for every such kind.
    Remembered per (table, counts).
    """
    return {k: set(kinds) for k, kinds in _lacking(counts, ctx).items()}


def lacking_kinds(counts: Sequence[int], ctx: Context) -> dict[int, frozenset[int]]:
    """:func:`completions` as remembered: shared, so not to be changed by the caller."""
    return _lacking(counts, ctx)


def _lacking(counts: Sequence[int], ctx: Context) -> dict[int, frozenset[int]]:
    """completions, remembered (not to be changed by the caller)."""
    return _lacking_of(_position(ctx, counts), ctx)


def _lacking_of(entry, ctx: Context) -> dict[int, frozenset[int]]:
    if entry.lacking is None:
        entry.lacking = _completions(entry.held, entry.triples, ctx)
    return entry.lacking


def could_be_yuan(counts: Sequence[int], ctx: Context, supplied: Sequence[int] = ()) -> bool:
    """A quick necessary condition for 圆 (also with ``supplied`` kinds added to the table's): every
    plain card has some complete group the hand and table could form."""
    return not _stranded(counts, ctx, sum(1 << k for k in supplied))


def _bits(counts: Sequence[int]) -> tuple[int, int]:
    """Kinds held, and kinds held three times or more, as bits."""
    held = triples = 0
    for k, n in enumerate(counts):
        if n:
            held |= 1 << k
            if n >= 3:
                triples |= 1 << k
    return held, triples


def _stranded(counts: Sequence[int], ctx: Context, supplied: int = 0) -> bool:
    return _stranded_bits(*_bits(counts), ctx, supplied)


def _stranded_bits(held: int, zhao: int, ctx: Context, supplied: int = 0) -> bool:
    """Does some plain card have no complete group the hand (and table) could form? (bits only:
    ``held`` the kinds held, ``zhao`` those held three times)"""
    plan = _plan(ctx)
    have_mask = held | plan.supplied | supplied
    needy = held & ~(_JIANG_MASK | ctx.free | zhao & plan.zhao_mask | _covered(have_mask, ctx.nine_baozi))
    if not needy or not ctx.run_ext:
        return bool(needy)
    have = [bool(have_mask >> m & 1) for m in range(31)]
    while needy:  # table runs to reach: the general way
        k = (needy & -needy).bit_length() - 1
        needy &= needy - 1
        if all(_missing_sets(k, have, ctx)):
            return True
    return False


def _completions(held: int, zhao: int, ctx: Context) -> dict[int, frozenset[int]]:
    plan = _plan(ctx)
    have_mask = held | plan.supplied
    zhao &= plan.zhao_mask  # kept whole as a 招儿 when three are left
    # the common case first: some complete group holds the kind (all at once, by bits)
    needy = held & ~(_JIANG_MASK | ctx.free | zhao | _covered(have_mask, ctx.nine_baozi))
    out: dict[int, frozenset[int]] = {}
    static = _STATIC_MASKS if ctx.nine_baozi else _STATIC_MASKS_NO_NINE
    lacks = ~have_mask
    while needy:
        k = (needy & -needy).bit_length() - 1
        needy &= needy - 1
        singles = 0  # kinds that alone would complete a group holding k
        for mask in static[k]:
            missing = mask & lacks
            if not missing & (missing - 1):
                singles |= missing
        if ctx.run_ext and _RUN_END[k] >= k:  # runs reaching to table runs of the same suit
            reached = False
            for mask in _reaches(k, ctx.run_ext):
                missing = mask & lacks
                if not missing:
                    reached = True  # the hand joins k to a table run already
                    break
                if not missing & (missing - 1):
                    singles |= missing
            if reached:
                continue
        out[k] = _kinds_of(singles)
    return out


def _reaches(k: int, run_ext: tuple[tuple[int, int], ...]) -> list[int]:
    """The kinds (bits) a run holding k needs to reach each table run of k's suit (kind_groups.missing_sets)."""
    lo = _SUIT_LO[k]
    end = _RUN_END[k]
    out = []
    for run_lo, run_hi in run_ext:
        if run_hi < k <= end:
            out.append((1 << k) - (1 << (run_hi + 1)))  # kinds run_hi+1 .. k-1
        elif lo <= k < run_lo:
            out.append((1 << run_lo) - (1 << (k + 1)))  # kinds k+1 .. run_lo-1
    return out


_SUBSETS: dict[int, frozenset[int]] = {}


def _kinds_of(bits: int) -> frozenset[int]:
    """The kinds of ``bits`` (few sets recur: made once)."""
    hit = _SUBSETS.get(bits)
    if hit is None:
        if len(_SUBSETS) > 100_000:
            _SUBSETS.clear()
        hit = _SUBSETS[bits] = frozenset(m for m in range(31) if bits >> m & 1)
    return hit
