"""Which groups could hold each plain kind, worked out once: the cross-suit groups (the fixed
combinations and the 豹子), how far a run from each kind may reach, every fixed-membership group (豹子,
combinations, 文钱, three-long run windows) with its bit mask and name, and what such a group still
lacks in a hand. The solver's quick necessary conditions and its distance search read these tables.
"""

from __future__ import annotations

from typing import Any

from engine.bahu.groups import BAOZI_RANKS, COMBOS, RUN_RANGE, WENQIAN, baozi_kinds

# For each kind: the cross-suit groups containing it, as (group id, kinds, combo bit or 0).
# Group ids: 0–5 the fixed combinations, 6–13 the 豹子 of ranks 2–9.
CROSS: list[list[tuple[int, tuple[int, ...], int]]] = [[] for _ in range(31)]
for _gid, _combo in enumerate(COMBOS):
    for _k in _combo.kinds:
        CROSS[_k].append((_gid, _combo.kinds, 1 << _gid))
for _rank in BAOZI_RANKS:
    _kinds = baozi_kinds(_rank)
    for _k in _kinds:
        CROSS[_k].append((6 + _rank - 2, _kinds, 0))
NINE_BAOZI = baozi_kinds(9)  # 9m 9s 9p: a group only where the rule set lets the 9s in (``nine_tiao_baozi``)
NINE_BAOZI_GID = 6 + 9 - 2
# The same without the nine-baozi, for rule sets that keep the 9s out of every 豹子 (s001.p037 read strictly).
CROSS_NO_NINE = [[g for g in groups if g[0] != NINE_BAOZI_GID] for groups in CROSS]
RUN_END = [0] * 31  # last kind a run starting at k may reach; k-1 when k cannot start a run
for _k in range(31):
    RUN_END[_k] = _k - 1
    for _lo, _hi in RUN_RANGE.values():
        if _lo <= _k <= _hi:
            RUN_END[_k] = _hi



def partial_kind(kinds: tuple[int, ...]) -> str:
    if kinds == WENQIAN:
        return "wenqian"
    for c in COMBOS:
        if c.kinds == kinds:
            return c.key
    if len({m % 9 for m in kinds}) == 1 and len(kinds) == 3 and kinds[0] < 9:
        return "baozi"
    return "run"


def _static_groups(k: int) -> tuple[tuple[int, ...], ...]:
    """Every fixed-membership group that could hold kind k: 豹子, combinations, 文钱, 3-long run windows."""
    groups = [kinds for _gid, kinds, _bit in CROSS[k]]
    if k in WENQIAN:
        groups.append(WENQIAN)
    end = RUN_END[k]
    if end >= k or any(a <= k <= b for a, b in RUN_RANGE.values()):
        for lo, hi in RUN_RANGE.values():
            if lo <= k <= hi:
                for a in range(max(lo, k - 2), min(k, hi - 2) + 1):
                    groups.append(tuple(range(a, a + 3)))
    return tuple(groups)


STATIC_GROUPS = tuple(_static_groups(k) for k in range(31))
STATIC_MASKS = tuple(tuple(sum(1 << m for m in kinds) for kinds in groups) for groups in STATIC_GROUPS)
STATIC_GROUPS_NO_NINE = tuple(tuple(g for g in groups if g != NINE_BAOZI) for groups in STATIC_GROUPS)
STATIC_MASKS_NO_NINE = tuple(tuple(sum(1 << m for m in kinds) for kinds in groups) for groups in STATIC_GROUPS_NO_NINE)


def _labelled(k: int) -> tuple[tuple[tuple[int, ...], str, bool], ...]:
    return tuple((kinds, partial_kind(kinds), partial_kind(kinds) not in ("run", "wenqian"))
                 for kinds in STATIC_GROUPS[k])


def missing_sets(k: int, have: list[bool], ctx: Any) -> list[frozenset[int]]:
    """For every group that could hold kind k: the kinds it lacks."""
    groups = STATIC_GROUPS[k] if ctx.nine_baozi else STATIC_GROUPS_NO_NINE[k]
    sets = [frozenset(m for m in kinds if not have[m]) for kinds in groups]
    if ctx.run_ext and RUN_END[k] >= k:  # reaches to table runs of the same suit
        end = RUN_END[k]
        lo = next(a for a, b in RUN_RANGE.values() if a <= k <= b)
        for run_lo, run_hi in ctx.run_ext:
            if run_hi < k <= end:
                sets.append(frozenset(m for m in range(run_hi + 1, k) if not have[m]))
            elif lo <= k < run_lo:
                sets.append(frozenset(m for m in range(k + 1, run_lo) if not have[m]))
    return sets


LABELLED_GROUPS = tuple(_labelled(k) for k in range(31))
LABELLED_GROUPS_NO_NINE = tuple(tuple(g for g in groups if g[0] != NINE_BAOZI) for groups in LABELLED_GROUPS)


def _run_cover(suit: int) -> tuple[int, ...]:
    """For each set of a suit's kinds (nine local bits): the kinds some complete three-long run
    window (or 文钱) of the suit holds, worked out once for all 512 sets."""
    lo = 9 * suit
    windows = {mask >> lo for k in range(lo, lo + 9) for kinds, mask in zip(STATIC_GROUPS[k], STATIC_MASKS[k])
               if all(lo <= m < lo + 9 for m in kinds)}
    out = [0] * 512
    for window in windows:
        for have in range(512):
            if have & window == window:
                out[have] |= window
    return tuple(out)


RUN_COVER = tuple(_run_cover(suit) for suit in range(3))
CROSS_MASKS = tuple(sorted({mask for k in range(31) for kinds, mask in zip(STATIC_GROUPS[k], STATIC_MASKS[k])
                            if not all(9 * (kinds[0] // 9) <= m < 9 * (kinds[0] // 9) + 9 for m in kinds)}))
CROSS_MASKS_NO_NINE = tuple(m for m in CROSS_MASKS if m != sum(1 << k for k in NINE_BAOZI))


def covered(have: int, nine_baozi: bool = True) -> int:
    """The kinds (bits) that some complete fixed-membership group of the kinds ``have`` holds: the
    kinds of ``have`` that need no other card for a group (``nine_baozi``: 9m 9s 9p are one).

    >>> covered(0b111 << 1) == 0b111 << 1  # 2m 3m 4m
    True
    >>> nine = sum(1 << k for k in NINE_BAOZI)
    >>> covered(nine) == nine, covered(nine, nine_baozi=False)
    (True, 0)
    """
    out = RUN_COVER[0][have & 511] | RUN_COVER[1][have >> 9 & 511] << 9 | RUN_COVER[2][have >> 18 & 511] << 18
    for mask in CROSS_MASKS if nine_baozi else CROSS_MASKS_NO_NINE:
        if have & mask == mask:
            out |= mask
    return out
