"""Is this set of hand cards one 八胡 group, and if not, why not?

The solver (:mod:`engine.bahu.solver`) decides whole hands; a learner picking cards asks about one
group at a time. :func:`classify` answers with the group's kind and 胡头, or the reason it is none,
each a declared rule with the source paragraph it rests on.

>>> from engine.cards import parse_cards
>>> classify(parse_cards("2s 2m 8p")).kind, classify(parse_cards("2s 2m 8p")).hutou
('erba', 1)
>>> classify(parse_cards("1s 2s 3s")).reason.en
'One tiao is a jiang and never joins a run (of the jiang only the one bing may).'
>>> classify(parse_cards("5m 5s")).reason.en
'Five wan, five tiao: two cards are never a group; a pair or a two-card run needs a third card.'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.bahu.groups import BAOZI_RANKS, COMBOS, JIANG, RUN_RANGE, WENQIAN, baozi_kinds
from engine.cards import ALL_CARDS, Card
from engine.core.reason import Reason, Text, declare

KIND_NAMES: dict[str, Text] = {
    "run": Text("顺子", "run"), "wenqian": Text("文钱", "wenqian"), "baozi": Text("豹子", "baozi"),
    "zhao": Text("招儿", "zhao'r"), "bomb": Text("爆炸", "bomb"),
    **{c.key: Text(c.zh, c.en) for c in COMBOS},
}

IS_GROUP = declare("bahu.group.is", "s000.p015 s001.p042", "{cards}是一组{kind}：{hutou} 胡头。",
                   "{cards} is one group, a {kind}: {hutou} hutou.")
TOO_FEW = declare("bahu.group.too_few", "s000.p056 s001.p039", "{cards}：两张牌不成组，对子、两张的顺子都还差一张。",
                  "{cards}: two cards are never a group; a pair or a two-card run needs a third card.")
ONE_CARD = declare("bahu.group.one", "s000.p054 s001.p042", "{cards}：一张牌不成组。", "{cards}: one card alone is not a group.")
NONE_PICKED = declare("bahu.group.none", "s000.p054", "没有选牌。", "No card was picked.")
JIANG_IN_RUN = declare("bahu.group.jiang_in_run", "s000.p012 s001.p039",
                       "{card}是将牌，不能做顺子（将牌中只有一饼可以）。",
                       "{card} is a jiang and never joins a run (of the jiang only the one bing may).")
RUN_DUPLICATE = declare("bahu.group.run_duplicate", "s001.p039", "顺子里每个数只能有一张：{card}有两张。",
                        "A run holds each number once: {card} is there twice.")
RUN_GAP = declare("bahu.group.run_gap", "s000.p039 s001.p039", "顺子要连着：中间缺{missing}。",
                  "A run must be unbroken: {missing} is missing.")
WENQIAN_EXTRA = declare("bahu.group.wenqian_extra", "s000.p019 s001.p018",
                        "文钱只是一饼、二饼、三饼三张，不带复张。",
                        "A wenqian is exactly one, two and three bing; it takes no extra copies.")
NO_NINE_BAOZI = declare("bahu.group.no_nine_baozi", "s001.p037",
                        "九条是将牌，按这套规则不做豹子：九万、九条、九饼不成九豹。",
                        "The nine tiao is a jiang and under these rules joins no baozi: nine wan, nine tiao and nine bing are no nine-baozi.")
NO_ONE_BAOZI = declare("bahu.group.no_one_baozi", "s001.p037", "没有一豹：一都是将牌，不需要组合。",
                       "There is no one-baozi: the ones are jiang and need no group.")
BAOZI_SUITS = declare("bahu.group.baozi_suits", "s000.p042 s001.p037", "{rank}豹子要万、条、饼三样都有：还缺{needs}。",
                      "A {rank}-baozi needs all three suits: it still lacks {needs}.")
COMBO_LACKS = declare("bahu.group.combo_lacks", "s000.p015 s001.p018", "{name}要{kinds}三张都有：还缺{needs}。",
                      "{name} needs all of {kinds}: it still lacks {needs}.")
NO_SHAPE = declare("bahu.group.no_shape", "s000.p054 s001.p042",
                   "{cards}不成组：既不是同一样的顺子，也不是同数的豹子，也不是六个胡头组合之一。",
                   "{cards} is no group: not a run in one suit, not one number across the suits, "
                   "not one of the six combinations.")
TRIPLET_SPLIT = declare("bahu.group.triplet_split", "s001.p039",
                        "起手的三张{card}是招儿，不能拆开用。", "The three {card} dealt are a zhao'r and may not be split.")
BOMB_SPLIT = declare("bahu.group.bomb_split", "s000.p029 s001.p041",
                     "四张{card}是爆炸，要摊在桌上，不能拆开用。",
                     "Four {card} are a bomb, laid out on the table; they may not be split.")


@dataclass(frozen=True)
class GroupVerdict:
    kind: str | None  # run, wenqian, baozi, zhao, bomb, or a combination key; None when no group
    hutou: int
    reason: Reason

    @property
    def ok(self) -> bool:
        return self.kind is not None


def _cards(kinds: Sequence[int]) -> list[Card]:
    return [ALL_CARDS[k] for k in kinds]


def classify(cards: Sequence[Card], nine_baozi: bool = True) -> GroupVerdict:
    """The group these cards make on their own in hand, or why they make none (``nine_baozi``: 9m 9s 9p
    make a 豹子, the rule set's ``nine_tiao_baozi``)."""
    cards = sorted(cards)
    count = Counter(c.index for c in cards)
    kinds = sorted(count)
    if not cards:
        return GroupVerdict(None, 0, NONE_PICKED())
    if len(cards) == 1:
        return GroupVerdict(None, 0, ONE_CARD(cards=cards))
    if len(cards) == 2:
        return GroupVerdict(None, 0, TOO_FEW(cards=cards))
    good = _group(count, kinds)
    if good is not None and good[0] == "baozi" and not nine_baozi and kinds[0] == 8:
        return GroupVerdict(None, 0, NO_NINE_BAOZI())
    if good is not None:
        kind, hutou = good
        return GroupVerdict(kind, hutou, IS_GROUP(cards=cards, kind=KIND_NAMES[kind], hutou=hutou))
    return GroupVerdict(None, 0, _why_not(cards, count, kinds, nine_baozi))


def _group(count: Counter, kinds: list[int]) -> tuple[str, int] | None:
    n = sum(count.values())
    if len(kinds) == 1:
        k = kinds[0]
        if n == 3:  # 招儿: s000.p028 素三张在手即算两胡 … 将三张在手即算八胡
            return "zhao", 8 if k in JIANG else 2
        if n == 4:  # 爆炸: s000.p029 素四张在手即算五胡; 将 as the rule sets' top (docs/rules/bahu.md §10)
            return "bomb", 11 if k in JIANG else 5
        return None
    if tuple(kinds) == WENQIAN and n == 3:
        return "wenqian", 1
    if all(count[k] == 1 for k in kinds) and n >= 3:
        for lo, hi in RUN_RANGE.values():
            if lo <= kinds[0] and kinds[-1] <= hi and kinds[-1] - kinds[0] + 1 == n:
                return "run", 0
    for rank in BAOZI_RANKS:
        if set(kinds) == set(baozi_kinds(rank)):
            return "baozi", 0
    for combo in COMBOS:
        if set(kinds) == set(combo.kinds):
            return combo.key, 1
    return None


def _why_not(cards: list[Card], count: Counter, kinds: list[int], nine_baozi: bool = True) -> Reason:
    suits = {ALL_CARDS[k].suit for k in kinds}
    ranks = {ALL_CARDS[k].rank for k in kinds}
    if set(kinds) <= set(WENQIAN) and len(kinds) == 3:
        return WENQIAN_EXTRA()
    if len(suits) == 1 and suits <= set("msp"):
        lo_hi = RUN_RANGE[next(iter(suits))]
        for k in kinds:
            if not lo_hi[0] <= k <= lo_hi[1]:
                return JIANG_IN_RUN(card=ALL_CARDS[k])
        for k in kinds:
            if count[k] > 1:
                return RUN_DUPLICATE(card=ALL_CARDS[k])
        missing = [k for k in range(kinds[0], kinds[-1] + 1) if k not in count]
        return RUN_GAP(missing=_cards(missing))
    if len(ranks) == 1 and not suits & set("QHBX"):
        rank = next(iter(ranks))
        if rank == 1:
            return NO_ONE_BAOZI()
        if rank == 9 and not nine_baozi:
            return NO_NINE_BAOZI()
        needs = [k for k in baozi_kinds(rank) if k not in count]
        return BAOZI_SUITS(rank=Text("一二三四五六七八九"[rank - 1], str(rank)), needs=_cards(needs))
    for combo in COMBOS:
        if set(kinds) < set(combo.kinds):
            needs = [k for k in combo.kinds if k not in count]
            return COMBO_LACKS(name=Text(combo.zh, combo.en), kinds=_cards(combo.kinds), needs=_cards(needs))
    return NO_SHAPE(cards=cards)


def split_reason(card: Card, dealt: int) -> Reason:
    """Why a dealt triplet (tongdong) or four alike (both) cannot lend cards to another group."""
    return BOMB_SPLIT(card=card) if dealt >= 4 else TRIPLET_SPLIT(card=card)
