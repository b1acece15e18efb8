"""听张 of a 八胡 hand: every card that, arriving by discard or flip, lets the hand 胡.

Split from :mod:`engine.bahu.analysis` so the hot path (bots and puzzles call it millions of times)
can be tuned on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.bahu.groups import JIANG, X_INDEX, Meld
from engine.bahu.rules import RuleSet
from engine.bahu.solver import best_hutou, completions
from engine.cards import ALL_CARDS, Card, counts_of


@dataclass(frozen=True)
class Wait:
    """A 听张: the card, how it is taken (join, peng, gang) and the 胡头 after it."""

    card: Card
    way: str
    hutou: int


def waits(hand: Sequence[Card], melds: Sequence[Meld], rs: RuleSet) -> list[Wait]:
    """Every kind that, arriving by discard or flip, lets the hand 胡 (s000.p055–p056, s001.p070–p082)."""
    from engine.bahu.analysis import _position as position, _total as total_hutou  # analysis imports this module

    dealt = counts_of(hand)
    held = counts_of(list(hand) + [c for m in melds for c in m.cards])
    base_pos = position(hand, melds, rs)
    # Necessary conditions first (solver.completions): a joining card must complete a group for
    # every plain kind that has none; a 碰/杠 only helps when that kind is the only one lacking.
    lacking = completions(base_pos.counts, base_pos.ctx)
    joiners = set(range(31))
    for kinds in lacking.values():
        joiners &= kinds
    out: list[Wait] = []
    for card in ALL_CARDS:
        k = card.index
        if held[k] >= 4 or (k == X_INDEX and not rs.xi_in_play):
            continue
        best: tuple[int, str] | None = None
        if dealt[k] < 3 and k in joiners and _places_itself(k, base_pos):  # joins a group (吃/搁得上/出将); three in hand would be a gang instead
            counts = list(base_pos.counts)
            counts[k] += 1
            value = best_hutou(counts, base_pos.ctx)
            if value is not None:
                total = min(rs.hutou_cap, value + sum(g.hutou for g, _ in base_pos.base))
                best = (total, "join")
        if dealt[k] in (2, 3) and set(lacking) <= {k}:  # 碰 a pair in hand, 杠 (开招) a triplet in hand
            way, take = ("peng", 2) if dealt[k] == 2 else ("gang", 3)
            rest = list(hand)
            for _ in range(take):
                rest.remove(card)
            total = total_hutou(position(rest, [*melds, Meld(way, (card,) * (take + 1))], rs), rs)
            if total is not None and (best is None or total > best[0]):
                best = (total, way)
        if best is not None and best[0] >= 8:
            out.append(Wait(card, best[1], best[0]))
    return out


def _places_itself(k: int, pos) -> bool:
    """An arriving plain kind not yet in hand needs a complete group of its own to sit in."""
    if pos.counts[k] or k in JIANG:
        return True
    counts = list(pos.counts)
    counts[k] += 1
    return k not in completions(counts, pos.ctx)


