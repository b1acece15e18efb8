"""Small helpers shared by the 笃子胡 tests."""

from __future__ import annotations

from engine.cards import Card
from engine.duzihu import Hand, RuleSet, Score, score
from engine.duzihu.jiang import JiangMap
from engine.duzihu.melds import Group, Kind
from engine.duzihu.score import set_value


def score_of(rules: str, jiang: list[str], hand: str, win: str, melds: tuple[str, ...] = (), **flags) -> Score:
    return score(Hand.parse(hand, jiang=jiang, melds=list(melds), win=win, **flags), RuleSet.named(rules))


def value(rules: str, jiang: list[str], kind: Kind, card: str, size: int | None = None, meld: bool = False) -> int:
    """胡数 of one group of ``card`` under ``rules`` with ``jiang`` turned."""
    rs = RuleSet.named(rules)
    jm = JiangMap.of(rs, tuple(Card.parse(j) for j in jiang))
    default = {Kind.PAIR: 2, Kind.PENG: 3, Kind.ANKE: 3}.get(kind, 4)
    return set_value(rs, jm, Group(kind, Card.parse(card), size or default, meld))


def items(s: Score) -> dict[str, int]:
    """Breakdown as {rule: hu}; doublings show their factor as ``rule×N``."""
    out = {}
    for i in s.breakdown:
        out[i.rule + (f"×{i.factor}" if i.factor > 1 else "")] = i.hu
    return out


def refusals(s: Score, item: str) -> list[str]:
    """IDs of the verdict's refused lines for one rule (``duzihu.haidi`` → ``duzihu.haidi.off``, …)."""
    return [line.rule for line in s.verdict().of_kind("refused") if line.rule.startswith(item + ".")]
