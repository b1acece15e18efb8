"""Which cards are 将, and at which tier of the 胡数 table, once the jiang card(s) are turned.

``danjiang`` (s002.p016, s002.p017): 常将 = 红花 白花 千字 and every 1 and 9, plus the turned
card's group 147, 258 or 369; a turned 红花/白花/千字 adds none but lifts the three 老将 to their
own line of the table (s002.p019 老將（翻將打在老將上）).

>>> from engine.duzihu.rules import RuleSet
>>> jm = JiangMap.of(RuleSet.named("danjiang"), (Card.parse("4s"),))
>>> [jm.tier(Card.parse(c)) for c in ("6m", "7p", "9m", "Q")]
['ordinary', 'jiang', 'jiang', 'jiang']
>>> jm.remaining(Card.parse("4s")), jm.case_zh
(3, '翻将在147')

``shuangjiang`` (s003.p009–p015): the four 老将 红花 白花 千字 九条 are always 将; a turned card's
rank is 将 in every suit. Two turned 老将 make 双龙会, one makes 半边将, two of one rank 双将.

>>> jm = JiangMap.of(RuleSet.named("shuangjiang"), (Card.parse("H"), Card.parse("B")))
>>> jm.case_zh, jm.tier(Card.parse("9s")), jm.tier(Card.parse("9m"))
('双龙会', 'dragon', 'ordinary')
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.cards import ALL_CARDS, COPIES, Card
from engine.core.reason import Text
from engine.duzihu.rules import RuleSet, Spread

ORDINARY = Text("普通牌", "ordinary card")


@dataclass(frozen=True)
class JiangMap:
    """The tier of every card for one deal: ``tiers[card.index]`` names a row of ``rules.rows``."""

    turned: tuple[Card, ...]
    tiers: tuple[str, ...]
    labels: tuple[Text, ...]  # why each card has its tier: 老将, 头尾将, 将牌, 普通牌
    case: Text  # the deal's jiang case as the texts name it
    source: str

    @staticmethod
    def of(rules: RuleSet, turned: tuple[Card, ...]) -> JiangMap:
        lao_hits = sum(1 for t in turned if t in rules.laojiang)
        rank_hits = Counter(key for t in turned for key in _spread_keys(rules, t))
        xi_turned = any(t.code == "X" for t in turned)
        graded = [_tier_of(rules, card, lao_hits, rank_hits, xi_turned) for card in ALL_CARDS]
        case = _case(rules, lao_hits, max(rank_hits.values(), default=0), xi_turned, rank_hits)
        return JiangMap(turned, tuple(t for t, _ in graded), tuple(lb for _, lb in graded), case,
                        rules.cite("jiang"))

    @property
    def case_zh(self) -> str:
        return self.case.zh

    @property
    def case_en(self) -> str:
        return self.case.en

    def tier(self, card: Card) -> str:
        return self.tiers[card.index]

    def label(self, card: Card) -> Text:
        """Why the card is (or is not) 将, e.g. Text('头尾将', 'head-and-tail jiang')."""
        return self.labels[card.index]

    def is_jiang(self, card: Card) -> bool:
        return self.tier(card) != "ordinary"

    def remaining(self, card: Card) -> int:
        """Copies of ``card`` still in play: a turned card is out of the game (s002.p015)."""
        return COPIES - sum(1 for t in self.turned if t is card)

    def is_turned_kind(self, card: Card) -> bool:
        return self.remaining(card) < COPIES

    def by_tier(self) -> dict[str, list[Card]]:
        """The 将 cards grouped by tier (喜 left out: it never sits in a hand)."""
        out: dict[str, list[Card]] = {}
        for card, tier in zip(ALL_CARDS, self.tiers):
            if tier != "ordinary" and card.code != "X":
                out.setdefault(tier, []).append(card)
        return out


def _spread_keys(rules: RuleSet, turned: Card) -> list[int]:
    """The rank key(s) a turned card makes 将: its own rank, or a 老将's mapped rank under 如皋."""
    if turned in rules.laojiang:
        ranks = [r for code, r in rules.turned_laojiang_ranks if code == turned.code]
    elif turned.is_special:
        ranks = []  # a turned 喜 spreads no rank
    else:
        ranks = [turned.rank]
    return [_rank_key(rules.spread, r) for r in ranks]


def _rank_key(spread: Spread, rank: int) -> int:
    return rank % 3 if spread is Spread.GROUP_147 else rank


def _tier_of(rules: RuleSet, card: Card, lao_hits: int, rank_hits: Counter[int],
             xi_turned: bool) -> tuple[str, Text]:
    """The strongest tier that applies to ``card``, with the name of the rule that gave it."""
    claims = []  # (tier, label) for every rule that makes this card 将
    if card in rules.laojiang:
        claims.append((_at(rules.laojiang_tiers, lao_hits), Text("老将", "old jiang")))
    if not card.is_special:
        hits = rank_hits[_rank_key(rules.spread, card.rank)]
        if hits:
            claims.append((_at(rules.rank_tiers, hits), Text("将牌", "jiang")))
        if rules.terminal_tier and card.rank in (1, 9):
            claims.append((rules.terminal_tier, Text("头尾将", "head-and-tail jiang")))
    if xi_turned and rules.turned_xi_tier:
        claims.append((rules.turned_xi_tier, Text("将牌（翻喜）", "jiang (a Xi turned)")))
    best: tuple[str, Text] = (rules.rows[0].tier, ORDINARY)
    for tier, label in claims:
        if rules.stronger(tier, best[0]) == tier and tier != best[0]:
            best = (tier, label)
    return best


def _at(tiers: tuple[str, ...], hits: int) -> str:
    return tiers[min(hits, len(tiers) - 1)]


def _case(rules: RuleSet, lao_hits: int, most_rank_hits: int, xi_turned: bool,
          rank_hits: Counter[int]) -> Text:
    """A name for the deal's jiang case, as the texts name them."""
    if rules.turned >= 2:
        if lao_hits >= 2:
            return Text("双龙会", "double dragon (both turned cards on old jiang)")
        if lao_hits == 1:
            return Text("半边将", "half jiang (one turned card on an old jiang)")
        if most_rank_hits >= 2:
            return Text("双将", "double jiang (both turned cards of one rank)")
        return Text("普通将", "ordinary jiang")
    if xi_turned:
        return Text("翻将是喜", "a Xi turned")
    groups = "".join(str(r) for r in range(1, 10) if rank_hits[_rank_key(rules.spread, r)])
    if lao_hits:
        suffix = f"，{groups}在将" if groups else ""
        return Text("翻将打在老将上" + suffix, "turned card on an old jiang" + (f"; {groups} are jiang" if groups else ""))
    return Text(f"翻将在{groups}", f"turned card makes {groups} jiang")
