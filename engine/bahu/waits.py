"""听张 of a 八胡 hand: every card that, arriving by discard or flip, lets the hand 胡.

Split from :mod:`engine.bahu.analysis` so the hot path (bots and puzzles call it millions of times)
can be tuned on its own: one search scores the hand plus each joining card at once
(:func:`engine.bahu.solver.best_with_each`), and answers are remembered per position.

>>> from engine.bahu.rules import RuleSet
>>> from engine.cards import parse_cards
>>> [(w.card.code, w.way, w.hutou) for w in waits(parse_cards("5m5m"), [Meld.parse("peng:Q"), Meld.parse("peng:H")],
...                                                 RuleSet.named("haimen"))]
[('5m', 'peng', 9)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.bahu.groups import COMBOS, JIANG, X_INDEX, Meld
from engine.bahu.rules import RuleSet
from engine.bahu.solver import (after_meld, arrangement, best_hutou, best_hutou_upto, best_with_each, could_be_yuan,
                                hutou_ceiling_each, hutou_ceiling_less, hutou_ceiling_one_more, lacking_kinds)
from engine.bahu.solver_view import FACTS, position as position_of, total as total_hutou
from engine.cards import ALL_CARDS, Card, counts_of

MAX_CACHED = 100_000  # positions whose waits are remembered (cleared when full)
_CACHE: dict = {}


@dataclass(frozen=True)
class Wait:
    """A 听张: the card, how it is taken (join, peng, gang) and the 胡头 after it."""

    card: Card
    way: str
    hutou: int


def kaizhao_compulsory(rs: RuleSet) -> bool:
    """Must a dealt triplet be opened (杠) when its fourth card comes? tongdong: 「招儿必须碰，叫开招，
    不碰叫失碰，要罚的」 (s001.p063, penalty s001.p112); the Haimen text has no such rule, so there the
    card may also join another group while the 招儿 stays. The rule-set option ``kaizhao_compulsory``;
    table play (:mod:`engine.bahu.duties`) referees the same option."""
    return rs.kaizhao_compulsory


def waits(hand: Sequence[Card], melds: Sequence[Meld], rs: RuleSet, *, position=None) -> list[Wait]:
    """Every kind that, arriving by discard or flip, lets the hand 胡 (s000.p055–p056, s001.p070–p082).

    ``position``: the table analysis of this very hand and melds, when the caller has it already
    (``analysis._position``); otherwise it is made here."""
    dealt = list(position.dealt) if position is not None and position.dealt else counts_of(hand)
    facts = FACTS.get()  # the analysed position's facts, when there is one
    key = (tuple(dealt), tuple(melds), rs, facts.zhao if facts is not None else None)
    hit = _CACHE.get(key)
    if hit is None:
        if len(_CACHE) > MAX_CACHED:
            _CACHE.clear()
        hit = _CACHE[key] = tuple(_waits(hand, dealt, melds, rs, position))
    return list(hit)


def clear_cache() -> None:
    """Forget the remembered waits (benchmarks measure from cold)."""
    _CACHE.clear()


def _waits(hand: Sequence[Card], dealt: list[int], melds: Sequence[Meld], rs: RuleSet, base=None) -> list[Wait]:
    if rs.hutou_cap < 8:
        return []  # no hand is counted to 8 胡头
    held = list(dealt)
    for m in melds:
        for c in m.cards:
            held[c.index] += 1
    if base is None:
        base = position_of(hand, melds, rs)
    fixed = base.fixed
    counts, ctx = base.counts, base.ctx
    # Necessary conditions first (solver.completions): a joining card must complete a group for
    # every plain kind that has none; a 碰/杠 only helps when that kind is the only one lacking.
    lacking = lacking_kinds(counts, ctx)
    joiners = _ALL_KINDS
    for kinds in lacking.values():
        joiners = joiners & kinds
    takers = [k for k, n in enumerate(dealt) if (n == 2 or n == 3) and held[k] < 4 and (not lacking or k in lacking)] \
        if len(lacking) <= 1 else []  # a pair to 碰, a triplet to 杠 (mending the one lacking kind at most)
    if not joiners and not takers:
        return []
    # The bounds next: at most what any card could bring, then by kind (a join) and by 碰/杠 (in
    # _taken_by); a card that cannot reach 8 胡头 is not searched.
    jgh = rs.jiang_gang_hutou
    gain = max(((4 if k in JIANG else 1) if dealt[k] == 2 else (jgh if k in JIANG else 4) for k in takers),
               default=0)  # the most a 碰/杠 of the hand's own brings (Meld.hutou_under)
    if fixed + gain + hutou_ceiling_one_more(counts, ctx) < 8:
        return []
    candidates: Sequence[int] = ()
    if joiners:  # a card joins when one is left to come, in play, allowed to join, and its bound reaches 8 胡头
        compulsory = kaizhao_compulsory(rs)
        ceilings = hutou_ceiling_each(counts, ctx)
        candidates = [k for k in joiners if fixed + ceilings[k] >= 8 and held[k] < 4 and (k != X_INDEX or rs.xi_in_play)
                   and (dealt[k] < 3 or not compulsory)]  # three in hand is a 杠 instead where 开招 is compulsory
    joined = best_with_each(counts, ctx, candidates, 8 - fixed) if candidates else {}  # shared with distance_to_yuan
    out: list[Wait] = []
    for k in sorted({*joined, *takers}) if takers else sorted(joined):
        best: tuple[int, str] | None = None
        if k in joined:  # joins a group (吃/搁得上/出将)
            best = (min(rs.hutou_cap, joined[k] + fixed), "join")
        # 碰 a pair in hand, 杠 (开招) a triplet in hand; needless when joining already reaches the cap
        if k in takers and (best is None or best[0] < rs.hutou_cap) and (k != X_INDEX or rs.xi_in_play):
            way = "peng" if dealt[k] == 2 else "gang"
            total = _taken_by(way, k, hand, melds, rs, base, fixed, 8 if best is None else best[0] + 1)
            if total is not None and (best is None or total > best[0]):
                best = (total, way)
        if best is not None and best[0] >= 8:
            out.append(Wait(ALL_CARDS[k], best[1], best[0]))
    return out


_ALL_KINDS = frozenset(range(31))


def _taken_by(way: str, k: int, hand: Sequence[Card], melds: Sequence[Meld], rs: RuleSet, base, fixed: int,
              wanted: int) -> int | None:
    """Total 胡头 after a 碰 or 杠 of kind ``k`` (the pair or triplet leaves the hand, the meld joins
    the table), or None when not 圆 — or when it surely stays below ``wanted``. Derived from the
    hand's own table context; a new meld that completes a combination wholly on the table (with
    other 碰/杠) is rare and left to the full table analysis."""
    card = ALL_CARDS[k]
    take = 2 if way == "peng" else 3
    ctx = base.ctx
    supplied = ctx.supplied | {k} if rs.melds_join_groups else ctx.supplied
    if supplied != ctx.supplied and any(k in c.kinds and not ctx.formed >> i & 1 and all(m in supplied for m in c.kinds)
                                        for i, c in enumerate(COMBOS)):
        rest = list(hand)
        for _ in range(take):
            rest.remove(card)
        return total_hutou(position_of(rest, [*melds, Meld(way, (card,) * (take + 1))], rs), rs)
    zhao = ctx.zhao_kinds
    jiang = k in JIANG
    gain = (4 if jiang else 1) if way == "peng" else (rs.jiang_gang_hutou if jiang else 4)  # Meld.hutou_under
    fixed_zhao = next((g.hutou for g, _ in base.base if g.kind == "zhao" and g.cards[0].index == k), None) \
        if base.fixed else None
    if way == "gang" and k not in zhao and fixed_zhao is not None:  # a fixed 招儿: the 杠 replaces it
        gain -= fixed_zhao
        leaving = 0
    else:  # the cards leave the hand's counts (a splittable 招儿, or three that were not dealt together)
        leaving = take
        zhao = zhao - {k}
    extra = [k] if supplied != ctx.supplied else []
    if min(rs.hutou_cap, fixed + gain + hutou_ceiling_less(base.counts, ctx, k, leaving, extra)) < wanted:
        return None  # cannot reach what is wanted, whatever the arrangement (a bound)
    counts = list(base.counts)
    counts[k] -= leaving
    floor = _spare_pair(k, base, supplied) if way == "peng" else None
    if floor is None and not could_be_yuan(counts, ctx, extra):
        return None  # some card would have no group
    value = best_hutou_upto(counts, after_meld(ctx, zhao, supplied), rs.hutou_cap - fixed - gain, floor)
    return None if value is None else min(rs.hutou_cap, value + fixed + gain)


def _spare_pair(k: int, base, supplied: frozenset[int]) -> int | None:
    """The hand's own best 胡头 when its best arrangement can spare two cards of kind ``k`` (absorbed,
    lone 将, or — once a 碰 supplies the kind — held for a 豹子/combination): the rest stays 圆
    with at least that much after the 碰. None when it cannot (or the hand is not 圆)."""
    groups = arrangement(base.counts, base.ctx)
    if groups is None:
        return None
    used = 0
    for g in groups:
        if not g.members or k not in supplied:  # runs, 文钱, 招儿; or a cross group needing its own copy
            used += g.kinds.count(k)
    return best_hutou(base.counts, base.ctx) if base.counts[k] - used >= 2 else None
