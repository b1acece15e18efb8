"""笃子胡 rule sets: one options object, three named presets.

``danjiang`` is the Nantong text (南通單將長牌, source ``s002``) without its 如皋 notes;
``danjiang+rugao`` adds those notes; ``shuangjiang`` is the double-jiang text (双将, source ``s003``).
Where the sources are silent or disagree the choice is an option here, and
``docs/rules/duzihu.md`` quotes the lines behind each reading.

>>> RuleSet.named("danjiang").turned, RuleSet.named("shuangjiang").turned
(1, 2)
>>> RuleSet.named("danjiang").row("ordinary").values
(1, 2, 4, 6, 8)
>>> [o.name for o in RuleSet.named("danjiang").differences(RuleSet.named("danjiang+rugao"))][:3]
['turned_laojiang_ranks', 'turned_xi_tier', 'qing_self_drawn']
"""

from __future__ import annotations

import functools
import typing
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar

from engine.cards import Card
from engine.core.errors import InputError
from engine.core.input_messages import OPTION_TABLE
from engine.core.options import Option, RuleSetBase  # noqa: F401 - Option is re-exported


class Spread(Enum):
    """How a turned card's rank spreads to other cards."""

    GROUP_147 = "147/258/369"  # s002.p017 翻出的是4條，則所有的點數為1、4、7的在將
    SAME_RANK = "same rank"  # s003.p009 打的是二条和三万的将，那么二丙、二万和三条、三丙 … 按将牌来算


@dataclass(frozen=True)
class Row:
    """One line of a 胡数 table: what a set of a card of this tier is worth.

    Columns follow s002.p019: 碰, 暗克 (three in hand), 明杠, 暗杠 (four drawn in play, 后摸/提),
    龙 (four from the deal, 起手).
    """

    tier: str
    peng: int
    anke: int
    gang: int
    angang: int
    long: int
    source: str
    zh: str
    en: str

    @property
    def values(self) -> tuple[int, int, int, int, int]:
        return (self.peng, self.anke, self.gang, self.angang, self.long)


# Per-option wording and sources, for explanations and the app's comparison table.
_OPTION_TEXT: dict[str, tuple[str, str, str]] = {
    "turned": ("翻将张数", "cards turned as jiang", "s002.p010 s003.p003"),
    "laojiang": ("老将", "old jiang (laojiang)", "s002.p042 s003.p009 s003.p013"),
    "rows": ("胡数表", "hu table", "s002.p019 s003.p009 s003.p011 s003.p013 s003.p015"),
    "laojiang_tiers": ("翻将打在几张老将上时老将的档次", "tier of the old jiang by how many turned cards hit them",
                       "s002.p019 s003.p009 s003.p013 s003.p015"),
    "rank_tiers": ("翻将点数的档次", "tier of a turned rank by how many turned cards share it",
                   "s002.p017 s003.p009 s003.p011"),
    "spread": ("翻将点数如何成将", "how a turned rank makes jiang", "s002.p017 s003.p009"),
    "terminal_tier": ("头尾将（所有1和9）", "head-and-tail jiang (every 1 and 9)", "s002.p016 s002.p019"),
    "turned_laojiang_ranks": ("翻老将时成将的点数", "ranks made jiang by a turned old jiang", "s002.p019"),
    "turned_xi_tier": ("翻将是喜时所有牌的档次", "tier of every card when a Xi is turned", "s002.p019"),
    "chenghu": ("成胡", "winning hu (chenghu)", "s002.p021 s003.p021"),
    "self_drawn": ("自摸", "self-drawn win", "s002.p031 s003.p019"),
    "qing_self_drawn": ("清胡自摸", "self-drawn qinghu", "s002.p023"),
    "piao_bonus": ("飘胡另加", "piaohu bonus", "s002.p022 s003.p021"),
    "qing_bonus": ("清胡另加", "qinghu bonus", "s002.p023 s003.p023"),
    "qing_adds_chenghu": ("清胡另加成胡", "qinghu adds chenghu too", "s002.p023 s003.p023"),
    "qing_bazi": ("清儿带把子", "qinghu counts its bazi", "s002.p033"),
    "win_card_bonus": ("丫子/拖尾/弔头", "yazi / tuowei / diaotou", "s002.p032 s003.p019"),
    "diaotou": ("弔头算十胡", "diaotou (pair wait) scores", "s002.p032"),
    "hard_soft_waits": ("硬丫子、软丫子、独钓", "hard and soft yazi, dudiao", "s002.p037 s002.p038"),
    "wenqian": ("文钱", "wenqian (1-2-3 bing)", "s002.p034 s002.p036 s003.p017"),
    "xi_values": ("喜的胡数", "hu for Xi cards", "s002.p048 s002.p019 s003.p027"),
    "xi_values_turned": ("翻将是喜时喜的胡数", "hu for Xi cards when a Xi is turned", "s002.p049 s002.p019"),
    "xi_all_dealt": ("起手全部的喜", "every Xi from the deal", "s002.p048 s002.p049"),
    "qiong_hen": ("穷狠、穷穷狠", "qionghen (no Xi drawn)", "s002.p050 s002.p029"),
    "sanlao_huiqi": ("三老会齐", "the three old jiang together", "s002.p042"),
    "yihe_touer": ("一和头儿", "one-hu hand", "s002.p043"),
    "menzigun": ("闷子棍", "all-concealed piaohu", "s002.p044"),
    "tiancheng": ("天成", "dealer wins on the deal", "s002.p045"),
    "shisanhu": ("十三胡", "shisanhu", "s002.p025"),
    "haidi": ("海底捞月", "win on the last card", "s002.p026"),
    "huimian": ("会面、会面加出汗", "huimian (the old jiang meet)", "s002.p027 s002.p028"),
    # Table play (engine/duzihu/state.py, docs/rules/duzihu-play.md); the scorer does not read these.
    "xi_in_play": ("带喜儿", "played with the five Xi", "s002.p047 s002.p008 s003.p001 s003.p027"),
    "zhizhuang": ("折庄（掷庄）", "zhizhuang (the dealer locks his hand)", "s002.p046"),
    "baozhang": ("包张", "baozhang (a reckless discard pays for the third player)", "s003.p027"),
    "settlement": ("胡数如何结算", "how hu are paid between the three players", "s002.p014 s003.p019"),
}


@dataclass(frozen=True)
class RuleSet(RuleSetBase):
    """The options of one 笃子胡 rule set. Build presets with :meth:`named`."""

    GAME: ClassVar[str] = "duzihu"
    TITLES: ClassVar[dict[str, tuple[str, str, str, str]]] = {
        "danjiang": ("单将", "Danjiang (one jiang)", "单将", "Danjiang"),
        "danjiang+rugao": ("单将（如皋）", "Danjiang (Rugao)", "单将（如皋）", "Danjiang (Rugao)"),
        "shuangjiang": ("双将", "Shuangjiang (two jiang)", "双将", "Shuangjiang"),
    }
    OPTION_TEXT: ClassVar[dict[str, tuple[str, str, str]]] = _OPTION_TEXT
    NOT_OPTIONS: ClassVar[tuple[str, ...]] = ("name", "source", "sources")
    CHOICES: ClassVar[dict[str, tuple[object, ...]]] = {"settlement": ("pairwise", "offset", "winner")}

    name: str
    source: str  # the source text's ID, s002 or s003
    turned: int  # cards turned as 将 after the deal
    laojiang: tuple[Card, ...]
    rows: tuple[Row, ...]  # weakest tier first; a card takes the strongest tier that applies
    laojiang_tiers: tuple[str, ...]  # index = how many turned cards landed on a 老将
    rank_tiers: tuple[str, ...]  # index = how many turned cards spread to this rank
    spread: Spread
    terminal_tier: str | None  # tier of every 1 and 9 (头尾将), or None
    turned_laojiang_ranks: tuple[tuple[str, int], ...]  # a turned 老将 that spreads like a rank
    turned_xi_tier: str | None  # a turned 喜 makes every card this tier
    chenghu: int
    self_drawn: int
    qing_self_drawn: int
    piao_bonus: int
    qing_bonus: int
    qing_adds_chenghu: bool
    qing_bazi: bool
    win_card_bonus: int
    diaotou: bool
    hard_soft_waits: bool
    wenqian: tuple[int, ...]  # index = number of 一二三饼 runs; more than listed = the last
    xi_values: tuple[int, ...]  # index = 喜 drawn
    xi_values_turned: tuple[int, ...]
    xi_all_dealt: tuple[int, int]  # (not turned, turned): every remaining 喜 from the deal; 0 = no rule
    qiong_hen: bool
    sanlao_huiqi: bool
    yihe_touer: bool
    menzigun: bool
    tiancheng: bool
    shisanhu: bool
    haidi: bool
    huimian: bool
    sources: tuple[tuple[str, str], ...] = ()  # scoring item → paragraph IDs in this rule set's text
    # Table play only (engine/duzihu/state.py); docs/rules/duzihu-play.md quotes the lines behind each.
    xi_in_play: bool = False  # the deck has the five 喜 (s002.p047 一般不帶喜兒)
    zhizhuang: bool = True  # the dealer may 折庄 within his first three draws (s002.p046)
    baozhang: bool = False  # 包张 agreed before the cards are opened (s003.p027 開牌之前不約定包張的不計)
    # "pairwise": every two players settle the difference of their hu; "offset": a loser's hu only lower what he
    # pays the winner; "winner": each loser pays the winner's total
    settlement: str = "pairwise"

    def row(self, tier: str) -> Row:
        for r in self.rows:
            if r.tier == tier:
                return r
        raise KeyError(tier)

    def stronger(self, a: str, b: str) -> str:
        """The tier higher in the table (a card gets the best treatment that applies)."""
        order = [r.tier for r in self.rows]
        return a if order.index(a) >= order.index(b) else b

    def cite(self, item: str) -> str:
        """Paragraph IDs for a scoring item under this rule set."""
        return self._sources.get(item, self.source)

    @functools.cached_property
    def _sources(self) -> dict[str, str]:
        return dict(self.sources)

    def with_option_text(self, *items: str) -> RuleSet:
        """``name=value`` texts (the CLI's ``--option``) for the plain options — numbers, switches and lists
        of numbers; the tables (rows, tiers, 老将, how a rank spreads) are changed in code, not as text.

        >>> RuleSet.named("danjiang").with_option_text("rows=x")
        Traceback (most recent call last):
        ...
        engine.core.errors.InputError: option rows is part of the rule set's tables and cannot be set on its own
        """
        for item in items:
            key = item.partition("=")[0].strip()
            if key in self.option_names() and not _plain(typing.get_type_hints(type(self))[key]):
                raise InputError(OPTION_TABLE(key=key), key)
        return super().with_option_text(*items)


def _plain(kind: object) -> bool:
    """An option type ``--option`` can give as text: bool, int, str or a tuple of ints."""
    if kind in (bool, int, str):
        return True
    args = typing.get_args(kind)
    return typing.get_origin(kind) is tuple and bool(args) and all(a is int or a is Ellipsis for a in args)


def _card(code: str) -> Card:
    return Card.parse(code)


_DANJIANG_ROWS = (
    Row("ordinary", 1, 2, 4, 6, 8, "s002.p019", "普通牌", "ordinary card"),
    # s002.p019: 頭尾將 and 將牌（翻將未打在老將上） share one line: 4 8 16 24 32.
    Row("jiang", 4, 8, 16, 24, 32, "s002.p019", "头尾将 / 将牌", "head-and-tail jiang / jiang"),
    Row("laojiang", 8, 16, 32, 48, 64, "s002.p019", "老将（翻将打在老将上）", "old jiang (turned card on an old jiang)"),
)

_SHUANGJIANG_ROWS = (
    # s003.p007 碰：2 杠：8 提：12 起手：16; s003.p009 在手的三个是四胡.
    Row("ordinary", 2, 4, 8, 12, 16, "s003.p007 s003.p009", "不在将", "not jiang"),
    Row("jiang", 4, 8, 16, 24, 32, "s003.p009", "将（普通将）", "jiang (ordinary jiang)"),
    Row("double", 8, 16, 32, 48, 64, "s003.p011 s003.p015", "双将 / 半边将的老将",
        "double jiang / the old jiang under half jiang"),
    Row("dragon", 16, 32, 64, 96, 128, "s003.p013", "双龙会的老将", "the old jiang under double dragon"),
)

_DANJIANG_SOURCES = {
    "set": "s002.p019", "turned_kind": "s002.p019 s002.p015", "dihu": "s002.p021", "chenghu": "s002.p021",
    "piao": "s002.p022 s002.p012", "qing": "s002.p023 s002.p012", "ta": "s002.p024 s002.p012",
    "self_drawn": "s002.p031", "yazi": "s002.p032", "tuowei": "s002.p032", "diaotou": "s002.p032",
    "bazi": "s002.p033", "wenqian": "s002.p034", "xi": "s002.p048 s002.p049",
    "jiang": "s002.p016 s002.p017", "win": "s002.p008 s002.p012", "xi_not_played": "s002.p047",
}
_RUGAO_SOURCES = {
    "piao": "s002.p022", "qing": "s002.p023", "ta": "s002.p024", "wenqian": "s002.p036",
    "self_drawn": "s002.p022 s002.p023 s002.p024", "xi": "s002.p019", "jiang": "s002.p016 s002.p019",
}
_SHUANGJIANG_SOURCES = {
    "set": "s003.p009", "turned_kind": "s003.p009 s003.p011 s003.p013 s003.p015", "dihu": "s003.p027",
    "chenghu": "s003.p021 s003.p023 s003.p025", "piao": "s003.p021 s003.p005", "qing": "s003.p023 s003.p005",
    "ta": "s003.p025 s003.p005", "self_drawn": "s003.p019", "yazi": "s003.p019", "tuowei": "s003.p019",
    "bazi": "s002.p033 s003.p023", "wenqian": "s003.p017", "xi": "s003.p027",
    "jiang": "s003.p009 s003.p011 s003.p013 s003.p015", "win": "s003.p003 s003.p005", "xi_not_played": "s003.p027",
}

DANJIANG = RuleSet(
    name="danjiang",
    source="s002",
    turned=1,  # s002.p010 接著翻出一張將牌
    laojiang=(_card("Q"), _card("H"), _card("B")),  # s002.p042 三老將（紅花 白花 千字）
    rows=_DANJIANG_ROWS,
    laojiang_tiers=("jiang", "laojiang"),  # s002.p016 常將; s002.p019 老將（翻將打在老將上）
    rank_tiers=("ordinary", "jiang"),  # s002.p019 將牌（翻將未打在老將上）
    spread=Spread.GROUP_147,  # s002.p017
    terminal_tier="jiang",  # s002.p016 所有點數為1或9的牌; s002.p019 頭尾將
    turned_laojiang_ranks=(),  # s002.p017 翻出的是紅花，則只有常將
    turned_xi_tier=None,  # silent outside 如皋: a turned 喜 adds no jiang (docs/rules/duzihu.md)
    chenghu=20,  # s002.p021 成和：20和
    self_drawn=10,  # s002.p031 最後一張和牌自摸算10和
    qing_self_drawn=10,
    piao_bonus=30,  # s002.p022 (底和+成和+其他+30和) * 2
    qing_bonus=80,  # s002.p023 清和 80和+其他
    qing_adds_chenghu=False,  # s002.p023: the 80 stands in for 成和 (如皋: 人出80)
    qing_bazi=True,  # s002.p033 清兒帶把子
    win_card_bonus=10,  # s002.p032 也算十和
    diaotou=True,  # s002.p032 弔頭是指最後一張和牌做將頭
    hard_soft_waits=False,
    wenqian=(0, 20, 50, 100),  # s002.p034 單文錢是二十胡，雙文錢是五十和，三文錢是一百和
    xi_values=(0, 10, 30, 50, 70, 100),  # s002.p048
    xi_values_turned=(0, 20, 60, 100, 140),  # s002.p049 喜兒的和數雙算
    xi_all_dealt=(200, 400),  # s002.p048 起手5個喜兒200和; s002.p049 起手4個就是400和
    qiong_hen=True,  # s002.p050
    sanlao_huiqi=True,  # s002.p042 (not marked 如皋)
    yihe_touer=True,  # s002.p043
    menzigun=True,  # s002.p044
    tiancheng=True,  # s002.p045
    shisanhu=False,
    haidi=False,
    huimian=False,
    sources=tuple(_DANJIANG_SOURCES.items()),
)

DANJIANG_RUGAO = DANJIANG.with_options(
    name="danjiang+rugao",
    # s002.p019 翻將千老 1、4、7的將; 翻將紅花 2、5、8的將; 翻將子華 3、6、9的將
    turned_laojiang_ranks=(("Q", 1), ("H", 2), ("B", 3)),
    turned_xi_tier="jiang",  # s002.p019 翻將喜兒 全部是將牌，算胡同頭尾將
    piao_bonus=0,  # s002.p022 如皋地區自摸成胡30，人出成胡20，另加所有底胡，最後總胡數翻一番
    qing_self_drawn=20,  # s002.p023 如皋地區自摸100，人出80
    hard_soft_waits=True,  # s002.p037 硬丫子 / 軟丫子; s002.p038 獨釣
    xi_values=(0, 20, 30, 50, 70, 200),  # s002.p019 一個喜20，兩個30，三個50，四個70，五個200
    xi_values_turned=(0, 40, 60, 100, 320),  # s002.p019 一個喜40，兩個60，三個100，四個320
    xi_all_dealt=(0, 0),
    shisanhu=True,  # s002.p025
    haidi=True,  # s002.p026
    huimian=True,  # s002.p027 s002.p028
    sources=tuple({**_DANJIANG_SOURCES, **_RUGAO_SOURCES}.items()),
    xi_in_play=True,  # s002.p019 (如皋) prices every count of 喜, turned or not
)

SHUANGJIANG = RuleSet(
    name="shuangjiang",
    source="s003",
    turned=2,  # s003.p003 接着翻出两张将牌
    # s003.p009 四个老将; s003.p013 千字和九条的算法同前 (with 红花, 白花).
    laojiang=(_card("Q"), _card("H"), _card("B"), _card("9s")),
    rows=_SHUANGJIANG_ROWS,
    laojiang_tiers=("jiang", "double", "dragon"),  # 普通将 s003.p009, 半边将 s003.p015, 双龙会 s003.p013
    rank_tiers=("ordinary", "jiang", "double"),  # 普通将 s003.p009, 双将 s003.p011
    spread=Spread.SAME_RANK,  # s003.p009
    terminal_tier=None,  # s003 has no 头尾将
    turned_laojiang_ranks=(),
    turned_xi_tier=None,
    chenghu=20,  # s003.p021 成胡二十胡
    self_drawn=10,  # s003.p019 自摸只多十胡
    qing_self_drawn=10,  # s003.p023 自摸加十胡
    piao_bonus=30,  # s003.p021 再加三十胡
    qing_bonus=80,  # s003.p023 成胡二十胡加八十胡
    qing_adds_chenghu=True,
    qing_bazi=True,  # s003.p023 有底胡的再加底胡 (a 清 hand's only 底胡 is its 把子)
    win_card_bonus=10,  # s003.p019 丫子也算十胡
    diaotou=False,  # s003.p019 names only 卡 and 拖尾
    hard_soft_waits=False,
    wenqian=(0, 20, 50, 100),  # s003.p017
    xi_values=(0, 20, 50, 100, 200),  # s003.p027 一张算20胡，两张算50胡，三张算100胡，四张算200胡
    xi_values_turned=(0, 20, 50, 100, 200),
    xi_all_dealt=(0, 0),
    qiong_hen=False,
    sanlao_huiqi=False,
    yihe_touer=False,
    menzigun=False,
    tiancheng=False,
    shisanhu=False,
    haidi=False,
    huimian=False,
    sources=tuple(_SHUANGJIANG_SOURCES.items()),
    xi_in_play=True,  # s003.p001 打法和五张“喜”; s003.p027 无论是否胡牌，抓到就算底胡
    zhizhuang=False,  # s003 has no 折庄
)

PRESETS: dict[str, RuleSet] = RuleSet.register(DANJIANG, DANJIANG_RUGAO, SHUANGJIANG)
