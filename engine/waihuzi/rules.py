"""歪胡子 rules: the 息 values, the bonuses, and the options where the Hunan text leaves a choice.

Every number here carries the paragraph it rests on (``s004.pNNN``) and the source line, quoted,
so explanations and tests can show it. The choices the text leaves open are :class:`RuleSet`
options (``Options`` is the same class under its earlier name); ``docs/rules/waihuzi.md`` gives
each one with the lines behind it.

>>> RuleSet.named("waihuzi").min_xi, RuleSet.named("waihuzi").hao_counts_toward_min
(8, False)
>>> RuleSet.named("waihuzi-strict").strict_count
True
>>> XI["wai"], XI["kan"], XI["peng"], XI["erqishi"], XI["win"]
(4, 3, 1, 1, 1)
>>> QUOTE["xi.wai"]
('s004.p036', '歪（三张）：4息')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, Final

from engine.core.options import Option, RuleSetBase  # noqa: F401 - Option is re-exported

GAME: Final = "waihuzi"

# 息 of each group kind (s004.p036–p041). 溜 and the 吊字 pair are not in the table: see Group.xi.
XI: Final = {"wai": 4, "kan": 3, "peng": 1, "erqishi": 1, "win": 1}

# 豪, by where the fourth copy came from (s004.p031–p033); added only after a win (s004.p034).
HAO: Final = {"wai": 10, "zimo": 20, "nei": 30}

# Special hands (s004.p043–p051, p054–p056), added together (s004.p051).
SPECIAL: Final = {
    "duizi": 100,  # 对子息
    "quanda": 100,  # 全大
    "quanxiao": 100,  # 全小
    "shisanhong": 80,  # 十三红, +10 per red card past 13
    "quanhei": 80,  # 全黑
    "hanghang": 60,  # 行行息
    "hailao": 30,  # 海捞
    "baoting": 80,  # 报听
    "tianhu": 100,  # 天胡
    "dihu": 80,  # 地胡
}
SHISANHONG_REDS: Final = 13
SHISANHONG_EXTRA: Final = 10

# 起手 specials from the deal (s004.p053, p057–p059).
DEAL_SPECIAL: Final = {"yidui": 80, "jiudui": 80, "wudui": 100, "shidui": 100, "sishou": 100}

# The source lines behind each rule, quoted exactly (content/sources/004-waihuzi.md).
QUOTE: Final[dict[str, tuple[str, str]]] = {
    "deck": ("s004.p007 s004.p008", "小写“一”、“二”…“十”各四张；…大写“壹”、“贰”…“拾”各四张；"),
    "red": ("s004.p010", "“二”、“七”、“十”和“贰”、“柒”、“拾”为红色，其余为黑色"),
    "group.kan": ("s004.p014", "歪胡子起手摸上来的三张同牌称坎"),
    "group.peng": ("s004.p014", "起手两张，别家打出一张相同牌叫碰"),
    "group.wai": ("s004.p014", "起手有两张，再自摸一张相同牌叫歪"),
    "group.liu": ("s004.p015", "起手摸上来的四张同牌，下牌不亮牌，称溜，算牌数时叫内毫；歪后再摸同张字牌，也称溜"),
    "group.shun": ("s004.p016", "只有小字和小字，大字和大字才能构成顺子，亦称一句话"),
    "group.erqishi": ("s004.p017", "即二七十或贰柒拾构成的一句话。也必须是小字和小字，大字和大字才能搭配"),
    "group.pair": ("s004.p018", "听牌后出现单张字牌，俗称吊字，另自摸同张即可胡牌"),
    "win.all_grouped": ("s004.p019", "如果自己的牌全部由以上几种牌型组成，则胡牌，胡牌只能胡摸出来的牌"),
    "win.not_discard": ("s004.p019 s004.p022", "任何人打出的牌都不能胡牌…手中打出的牌不能胡"),
    "win.revealed": ("s004.p035", "指牌桌上揭到最后一张底牌，有任何一人可以胡牌，胡牌者即为海捞胡"),
    "win.priority": ("s004.p026", "歪胡子组牌优先顺序为　歪（溜）胡牌 碰 吃"),
    "group.peng.revealed": ("s004.p023", "别人打过或者摸出过的牌，还是可以碰"),
    "xi.wai": ("s004.p036", "歪（三张）：4息"),
    "xi.kan": ("s004.p037", "坎（三张）：3息"),
    "xi.peng": ("s004.p038", "碰（三张）：1息"),
    "xi.erqishi.big": ("s004.p039", "贰柒拾　：1息"),
    "xi.erqishi.small": ("s004.p040", "二七十　：1息"),
    "xi.win": ("s004.p041", "最低8息才能和牌，一坎一歪即可胡牌(胡牌算1息)"),
    "hao.wai": ("s004.p031", "自己手中有同牌三张，上家打出同牌一张，下家可以用碰或吃，来吃进此牌，即为外“豪”，10息"),
    "hao.zimo": ("s004.p032", "自己手中有同牌三张，自己揭出同牌一张，自己用吃或歪来吃进此牌，20息"),
    "hao.nei": ("s004.p033", "自己手中有同牌四张，即也为内“豪”，不下到桌面吃或碰（不见光）30息"),
    "hao.after_win": ("s004.p034", "豪是在胡牌之后，才能加入到计息之列"),
    "special.duizi": ("s004.p043", "对子息：胡牌全部为对子或坎或歪。在胡牌加分规则下，另加一百息"),
    "special.quanda": ("s004.p044", "全大：胡牌全部为大字，底牌需要八息，在胡牌加分规则下，另加一百息"),
    "special.quanxiao": ("s004.p045", "全小：胡牌全部为小字，底牌需要八息，在胡牌加分规则下，另加一百息"),
    "special.shisanhong": ("s004.p046 s004.p047", "十三红：胡牌有十三张红色字牌，底牌需要八息，在胡牌加分规则下，多一个红字加十息…另加八十息"),
    "special.quanhei": ("s004.p048", "全黑：胡牌全部为黑字，底牌需要八息，在胡牌加分规则下，另加 八十息"),
    "special.hanghang": ("s004.p049", "行行息：没有话，句句都是息，在胡牌加分规则下，另加六十息"),
    "special.hailao": ("s004.p050 s004.p035", "海捞：最后一张摸牌胡牌三十息"),
    "special.cumulative": ("s004.p051", "若同一牌含有以上几种牌型，算牌则累加"),
    "special.baoting": ("s004.p054", "只要在揭底牌的过程中胡牌，不变字，胡牌的。溜牌不在变牌之列。即报听…另加八十息"),
    "special.tianhu": ("s004.p055", "指庄家在揭完 20张牌，即够息胡牌的。则叫天胡。在胡牌加分规则下，另加一百息"),
    "special.dihu": ("s004.p056", "这种指任何一家够息第一支胡牌的。则叫地胡。底牌需要八息，加坎加歪在胡牌加分规则下，胡牌另加八十息"),
    "deal.yidui_jiudui": ("s004.p053 s004.p058", "起手只一对（含只有单牌和坎或一内豪）或九对（含坎或内豪）在胡牌加分规则下，另加八十息?"),
    "deal.wudui_shidui": ("s004.p053 s004.p059", "起手无对或十对，即可胡牌，在胡牌加分规则下，另加一百息"),
    "deal.sishou": ("s004.p057", "这种指任何一家无法吃出来不够6个半门子无法胡牌的。则叫死手牌。在胡牌加分规则下，另加一百息（起手四个大一，四个小一，四个小十，四个大十，一句大456，一个小5）"),
    "deal.size": ("s004.p021", "起手庄家抓20张牌，二位闲家各抓19张牌"),
    "process.sishou": ("s004.p025", "死手：多牌或少牌，吃臭打臭均为死手，死手者无资格胡牌"),
}


# Option descriptions for explanations and the app: (zh, en, sources).
OPTION_TEXT: Final[dict[str, tuple[str, str, str]]] = {
    "min_xi": ("胡牌最低息数", "the least xi to win", "s004.p041"),
    "min_includes_win": ("最低息数含胡牌的1息", "the minimum counts the win's own 1 xi", "s004.p041"),
    "hao_counts_toward_min": ("豪计入最低息数", "hao counts toward the minimum", "s004.p034"),
    "ten_after_nine": ("十接九成顺子（八九十）", "ten follows nine in a run (8-9-10)", "s004.p016"),
    "strict_count": ("张数不对（多牌少牌）即不能胡", "a wrong card count (too many or too few) cannot win", "s004.p021 s004.p025"),
    "win_on_revealed": ("别家揭出的牌何时能胡（any：都能胡；last_card：只在海捞时）",
                        "when a card another player reveals can be won on (any, or last_card: only for hailao)",
                        "s004.p019 s004.p022 s004.p035"),
    "card_limit": ("手牌和亮牌最多张数，每有一种四张同牌多一张（0：不限）",
                   "most cards in hand and melds, one more per kind held four times (0: no limit)",
                   "s004.p021 s004.p027"),
    "dealer_after_draw": ("没人胡牌时下一局谁做庄（same：庄家再做庄；next：下家做庄）",
                          "who deals after a hand nobody wins (same: the dealer again; next: his next seat)",
                          "s004.p012"),
}


@dataclass(frozen=True)
class RuleSet(RuleSetBase):
    """The choices the Hunan text leaves open. Build presets with :meth:`named`.

    >>> RuleSet.named("nope")
    Traceback (most recent call last):
    ...
    engine.core.errors.InputError: unknown rules 'nope' (known: waihuzi, waihuzi-strict)
    >>> RuleSet.named("waihuzi").with_option_text("card_limit=0").card_limit
    0
    >>> [o.name for o in RuleSet.named("waihuzi").differences(RuleSet.named("waihuzi-strict"))]
    ['strict_count']
    """

    GAME: ClassVar[str] = GAME
    TITLES: ClassVar[dict[str, tuple[str, str, str, str]]] = {
        "waihuzi": ("歪胡子", "Waihuzi", "歪胡子", "Waihuzi"),
        "waihuzi-strict": ("歪胡子（严格）", "Waihuzi (strict)", "严格", "Strict"),
    }
    OPTION_TEXT: ClassVar[dict[str, tuple[str, str, str]]] = OPTION_TEXT
    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {"win_on_revealed": ("any", "last_card"),
                                                     "dealer_after_draw": ("same", "next")}

    name: str = "waihuzi"
    # s004.p041 最低8息才能和牌，一坎一歪即可胡牌(胡牌算1息): 3 + 4 + 1 = 8, so the win's 1 counts.
    min_xi: int = 8
    min_includes_win: bool = True
    # s004.p034 豪是在胡牌之后，才能加入到计息之列: 豪 is added once the hand has won, not toward the 8.
    hao_counts_toward_min: bool = False
    # s004.p016 顺连的牌: 十 follows 九 as a number, so 八九十 is a run; nothing follows 十.
    ten_after_nine: bool = True
    # s004.p021 / p025: a wrong card count is 死手. Off by default: the count is the replayer's
    # business, and the reference example of docs/rules/waihuzi.md §3 holds 21 cards.
    strict_count: bool = False
    # s004.p022 手中打出的牌不能胡 forbids only cards played from a hand; a card revealed (揭) from the
    # stock is 摸出来的牌 (s004.p019), and s004.p035 lets anyone win on the last one. "any": every
    # revealed card may be won on by any player; "last_card": another's card only for 海捞.
    win_on_revealed: str = "any"
    # s004.p021: the dealer holds 20; with the drawn winning card 21, and each 溜 takes a card without
    # a discard (s004.p027). Bigger hands are refused before the search (which grows fast with size).
    card_limit: int = 21
    # s004.p012 以后谁胡牌谁就是庄家 says nothing of a hand nobody wins: "same", the dealer deals again
    # (nobody has taken the deal from him); "next", it passes to his next seat (docs/rules/sittings.md).
    dealer_after_draw: str = "same"

    def describe(self) -> list[dict[str, object]]:
        """The options as dicts (name, value, zh, en, source), as older callers read them."""
        return [{"name": o.name, "value": o.value, "zh": o.zh, "en": o.en, "source": o.source} for o in self.options()]

    def max_cards(self, fours: int) -> int | None:
        """The most cards a hand with ``fours`` kinds held four times may hold; ``None``: no limit."""
        return self.card_limit + fours if self.card_limit > 0 else None


Options = RuleSet  # the earlier name, kept for callers

DEFAULT: Final = RuleSet()
STRICT: Final = replace(DEFAULT, name="waihuzi-strict", strict_count=True)
PRESETS: Final[dict[str, RuleSet]] = RuleSet.register(DEFAULT, STRICT)
