"""What the sources say about each card, for the card gallery. No Qt here.

For every face key of :mod:`archive_app.cardfaces` (长牌 ``1m``…``9p``, ``Q H B X``, ``X:福``…``X:财``;
歪胡子 ``1x``…``0x``, ``1d``…``0d``) :func:`facts` gives its names (简体, 繁體, pinyin, English) with
the regional names the texts use, its role in each game, the 八胡 combinations it belongs to, the
figure on its face, its number mark and the face as the Danjiang text describes it, each fact with the
paragraph IDs it comes from. Chinese is stored in 简体; the app converts it for 繁體 readers.

>>> f = facts("9s")
>>> f.name.hans, f.name.hant, f.name.pinyin, f.name.en
('九条', '九條', 'jiǔtiáo', 'nine tiao')
>>> [r.role_zh for r in f.roles]
['将', '常将（头尾将）', '老将']
>>> [c.zh for c in f.combos]
['千空九', '空九九', '九豹']
>>> f.figure.zh, f.mark.en
('佛', 'bean-sprout shape')
>>> facts("7d").colour.zh, facts("7d").name.en
('红色', 'big seven')
>>> [s.hans for s in facts("H").synonyms]
['空瑶', '空窑']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Final

from engine.bahu.groups import BAOZI_RANKS, COMBOS, JIANG, RUN_RANGE, WENQIAN
from engine.cards import BY_CODE, NUMERALS, NUMERALS_EN, SUIT_ZH, SUIT_ZH_HANT
from engine.decks.zipai import RED_RANKS
from engine.duzihu.jiang import _rank_key
from engine.duzihu.rules import RuleSet as DuzihuRules

Refs = tuple[str, ...]


def _refs(text: str) -> Refs:
    return tuple(text.split())


@dataclass(frozen=True)
class Note:
    """One sourced statement, in both languages."""

    zh: str  # 简体
    en: str
    refs: Refs = ()


@dataclass(frozen=True)
class Name:
    """A name of the card: the standard one, or a regional / variant one as the texts write it."""

    hans: str
    hant: str
    pinyin: str
    en: str
    where_zh: str = ""  # where or by whom it is used: "海门", "通东"
    where_en: str = ""
    refs: Refs = ()


@dataclass(frozen=True)
class Role:
    """The card's part in one game (or rule set)."""

    game: str  # bahu, danjiang, shuangjiang, waihuzi
    game_zh: str
    game_en: str
    role_zh: str
    role_en: str
    jiang: bool | None  # is it a 将 in this game (None: the question does not arise)
    refs: Refs = ()
    notes: tuple[Note, ...] = ()


@dataclass(frozen=True)
class Combo:
    """A scoring group the card belongs to (a 八胡 胡头, 文钱, a 豹子; a 歪胡子 二七十)."""

    key: str
    zh: str
    en: str
    cards: tuple[str, ...]  # face keys of the cards in it
    refs: Refs = ()
    aka: tuple[Note, ...] = ()  # other names in other texts
    game: str = "bahu"


@dataclass(frozen=True)
class CardFacts:
    key: str
    deck: str  # "long" (长牌) or "waihuzi" (歪胡子)
    name: Name
    synonyms: tuple[Name, ...] = ()
    roles: tuple[Role, ...] = ()
    combos: tuple[Combo, ...] = ()
    figure: Note | None = None  # the figure named on its face (s002.p057)
    mark: Note | None = None  # number mark (s001.p011), or the head of a special card
    mark_how: Note | None = None  # how the mark is drawn on this suit (s001.p012, s002.p058)
    face: Note | None = None  # the face as the source describes it
    colour: Note | None = None  # 歪胡子: red or black
    kind: Note | None = None  # what kind of card it is, in a sentence
    glossary: tuple[str, ...] = field(default=())  # glossary term IDs (the page shows those that exist)

    @property
    def refs(self) -> Refs:
        """Every paragraph cited for this card, in first-cited order."""
        out: list[str] = []
        notes: list[Note | None] = [self.kind, self.figure, self.mark, self.mark_how, self.face, self.colour]
        groups: list[Refs] = [self.name.refs, *(s.refs for s in self.synonyms)]
        for r in self.roles:
            groups.append(r.refs)
            notes.extend(r.notes)
        for c in self.combos:
            groups.append(c.refs)
            notes.extend(c.aka)
        groups.extend(n.refs for n in notes if n is not None)
        for g in groups:
            out.extend(ref for ref in g if ref not in out)
        return tuple(out)


# --------------------------------------------------------------------------- names

_NUM_PINYIN: Final = ("yī", "èr", "sān", "sì", "wǔ", "liù", "qī", "bā", "jiǔ", "shí")
_SUIT_PINYIN: Final = {"m": "wàn", "s": "tiáo", "p": "bǐng"}
_SUIT_EN: Final = {"m": "wan", "s": "tiao", "p": "bing"}

# Other writings of a suit, with where they are used: (简体, 繁體, pinyin, English, where zh, where en, refs).
_SUIT_SYNONYMS: Final = {
    "m": (),
    "s": (("索", "索", "suǒ", "suo", "通东", "Tongdong", "s001.p007 s001.p023 s001.p039"),),
    "p": (
        ("筒", "筒", "tǒng", "tong", "通东、笃子胡", "Tongdong, Duzihu", "s001.p007 s001.p023 s002.p056"),
        ("柄", "柄", "bǐng", "bing (written 柄)", "海门", "Haimen", "s000.p011 s000.p039"),
        ("丙", "丙", "bǐng", "bing (written 丙)", "笃子胡", "Duzihu", "s002.p012 s002.p034"),
        ("炳", "炳", "bǐng", "bing (written 炳)", "通东", "Tongdong", "s001.p039"),
    ),
}

_SPECIAL_NAMES: Final = {
    "Q": Name("千字", "千字", "qiānzì", "Qianzi", refs=_refs("s002.p008 s002.p016")),
    "H": Name("红花", "紅花", "hónghuā", "Red Flower", refs=_refs("s002.p008 s002.p016")),
    "B": Name("白花", "白花", "báihuā", "White Flower", refs=_refs("s002.p008 s002.p016")),
    "X": Name("喜儿", "喜兒", "xǐr", "Xi (star card)", refs=_refs("s002.p008 s002.p047")),
}

_SPECIAL_SYNONYMS: Final = {
    "Q": (
        Name("千子", "千子", "qiānzǐ", "Qianzi (written 千子)", "通东、单将", "Tongdong, single jiang",
             _refs("s001.p011 s001.p023 s002.p055")),
        Name("呛森", "嗆森", "qiāngsēn", "qiangsen", "海门", "Haimen", _refs("s000.p006 s000.p011")),
        Name("月亮", "月亮", "yuèliang", "“the moon”", "海门（俗称）", "Haimen (nickname)", _refs("s000.p006")),
        Name("千老", "千老", "qiānlǎo", "Qianlao (“old Qian”)", "如皋", "Rugao", _refs("s002.p019")),
    ),
    "H": (
        Name("空瑶", "空瑤", "kōngyáo", "kongyao", "海门、通东", "Haimen, Tongdong", _refs("s000.p008 s001.p007")),
        Name("空窑", "空窯", "kōngyáo", "kongyao (written 空窑)", "通东", "Tongdong", _refs("s001.p030 s001.p031")),
    ),
    "B": (
        Name("押子", "押子", "yāzi", "yazi", "通东", "Tongdong", _refs("s001.p007 s001.p023")),
        Name("俄子", "俄子", "ézi", "ezi (yazi written by sound)", "海门", "Haimen", _refs("s000.p007 s000.p011")),
        Name("押角", "押角", "yājiǎo", "yajiao", "通东", "Tongdong", _refs("s001.p032")),
        Name("子华", "子華", "zǐhuá", "Zihua (probably the White Flower)", "如皋", "Rugao", _refs("s002.p019")),
    ),
    "X": (
        Name("喜", "喜", "xǐ", "Xi", "", "", _refs("s003.p027")),
        Name("仙儿", "仙兒", "xiānr", "xian'r", "通东", "Tongdong", _refs("s001.p011 s001.p023")),
        Name("百搭", "百搭", "bǎidā", "baida (“wild”)", "海门、双将", "Haimen, double jiang",
             _refs("s000.p005 s003.p027")),
        Name("宝宝", "寶寶", "bǎobao", "baobao (“darlings”)", "海门", "Haimen", _refs("s000.p005 s000.p011")),
    ),
}

STAR_ORDER: Final = "福禄寿喜财"
_STARS: Final = {  # 简体: (繁體, pinyin, English meaning)
    "福": ("福", "fú", "Fu", "blessing"),
    "禄": ("祿", "lù", "Lu", "emolument"),
    "寿": ("壽", "shòu", "Shou", "longevity"),
    "喜": ("喜", "xǐ", "Xi", "happiness"),
    "财": ("財", "cái", "Cai", "wealth"),
}

_SMALL: Final = "一二三四五六七八九十"
_BIG: Final = "壹贰叁肆伍陆柒捌玖拾"
_BIG_HANT: Final = "壹貳參肆伍陸柒捌玖拾"
_TEN_EN: Final = (*NUMERALS_EN, "ten")
_RED_RANKS: Final = RED_RANKS  # s004.p010, as the engine's deck states it

# --------------------------------------------------------------------------- faces (s002)

# The figure named on each suited card (s002.p057): 简体, 繁體 (as printed in the source), English.
FIGURES: Final[dict[str, tuple[str, str, str]]] = {
    "1s": ("小雀儿", "小雀兒", "Little Sparrow"),
    "2s": ("吕洞宾", "呂洞賓", "Lü Dongbin"),
    "3s": ("曹国舅", "曹國舅", "Cao Guojiu"),
    "4s": ("韩湘子", "韓湘子", "Han Xiangzi"),
    "5s": ("汉钟离", "漢鐘離", "Han Zhongli"),
    "6s": ("张果老", "張果老", "Zhang Guolao"),
    "7s": ("白娘子", "白娘子", "Lady White (Bai Niangzi)"),
    "8s": ("洛阳桥", "洛陽橋", "Luoyang Bridge"),
    "9s": ("佛", "佛", "the Buddha"),
    "1p": ("寿星", "壽星", "the God of Longevity"),
    "2p": ("铁拐李", "鐵拐李", "Iron-Crutch Li"),
    "3p": ("猪八戒", "豬八戒", "Zhu Bajie"),
    "4p": ("唐僧", "唐僧", "Tang Sanzang"),
    "5p": ("孙悟空", "孫悟空", "Sun Wukong"),
    "6p": ("乌龟精", "烏龜精", "the Tortoise Spirit"),
    "7p": ("蚌壳精", "蚌殼精", "the Clam Spirit"),
    "8p": ("刘海蟾", "劉海蟾", "Liu Haichan"),
    "9p": ("麒麟送子", "麒麟送子", "the Qilin Bringing a Son"),
}

# The 万 figures are not named in s002.p057; s002.p058 only guesses.
_WAN_GUESSES: Final = {
    "1m": ("杨家将里的六爷？", "the Sixth Master of the Yang Family Generals?"),
    "2m": ("成仙前的蓝采和？", "Lan Caihe before he became an immortal?"),
    "3m": ("大胡子戴英雄帽；许仙？", "a big beard and a hero's hat: Xu Xian?"),
    "4m": ("英俊少年；沙和尚？", "a handsome youth: Sha Heshang (Friar Sand)?"),
    "5m": ("鲁智深？何仙姑？", "Lu Zhishen? He Xiangu?"),
    "6m": ("长胡子英雄；喜星？", "a hero with a long beard: the Star of Happiness?"),
    "7m": ("猴头；孙悟空？小青？", "a monkey's head: Sun Wukong? Xiaoqing?"),
    "8m": ("比较斯文；禄星的前身？", "rather refined: the earlier form of the Star of Emolument?"),
    "9m": ("财星的前身？", "the earlier form of the Star of Wealth?"),
}

# Each suited face as s002.p058 describes it (简体 of the original; the archive's translation).
_FACES: Final[dict[str, tuple[str, str]]] = {
    "1m": ("长方框内上下对角为白色三角型，中间三个红色古钱图形和一个古装男人，杨家将里的六爷乎？",
           "Within the rectangular frame, white triangles in the top and bottom diagonal corners; in the middle, three red ancient-coin designs and a man in ancient dress. The Sixth Master of the Yang Family Generals?"),
    "2m": ("长方框内上下对角为白色圆形图案，中间两点下一个古装男人，蓝采和成仙前的模样？",
           "Within the rectangular frame, white round designs in the top and bottom diagonal corners; in the middle, a man in ancient dress below two dots. What Lan Caihe looked like before he became an immortal?"),
    "3m": ("长方框内上下为白色斜平行四边形，中间三点下一古装男人，大胡子戴英雄帽，这形象和许仙怎么对应？",
           "Within the rectangular frame, white slanting parallelograms at top and bottom; in the middle, a man in ancient dress below three dots, with a big beard and a hero's hat. How does this figure correspond to Xu Xian?"),
    "4m": ("长方框内上下为白色闭口半圆，中间四点下一古装男人，少年英俊的模样哪像沙和尚？",
           "Within the rectangular frame, white closed semicircles at top and bottom; in the middle, a man in ancient dress below four dots. How does this handsome youth look anything like Sha Heshang (Friar Sand)?"),
    "5m": ("长方框内上下各两白色圆形，中间五个白点下一古装男人，是鲁智深吗？与何仙姑有什么关系？",
           "Within the rectangular frame, two white circles each at top and bottom; in the middle, a man in ancient dress below five white dots. Is it Lu Zhishen? What has he to do with He Xiangu?"),
    "6m": ("长方框内上下为白色梯形图案，中间六点下一古装男人，长胡子英雄，和喜星有何干？",
           "Within the rectangular frame, white trapezium designs at top and bottom; in the middle, a man in ancient dress below six dots, a hero with a long beard. What has he to do with the Star of Happiness (Xi)?"),
    "7m": ("长方框内上下各两白色平行四边形，中间七点下一猴头，孙悟空和小青扯得上吗？",
           "Within the rectangular frame, two white parallelograms each at top and bottom; in the middle, a monkey's head below seven dots. Can Sun Wukong and Xiaoqing (Green Snake) be linked?"),
    "8m": ("长方框内上下为白色开口半圆，中间八点下一古装男人，比较斯文，是禄星的前身吗？",
           "Within the rectangular frame, white open semicircles at top and bottom; in the middle, a man in ancient dress below eight dots, rather refined. Is he the earlier form of the Star of Emolument (Lu)?"),
    "9m": ("长方框内上下为带红色博古图案的开口大圆，中间九点下的古装男人是财星的前身？",
           "Within the rectangular frame, large open circles with red bogu (antiques) designs at top and bottom; the man in ancient dress below the nine dots in the middle: the earlier form of the Star of Wealth (Cai)?"),
    "1s": ("长方框内上下对角为带黑线的白色三角型，中间三个红色古钱图形和条状图案，小雀儿是第一个成仙？",
           "Within the rectangular frame, white triangles with black lines in the top and bottom diagonal corners; in the middle, three red ancient-coin designs and a string-shaped design. Was the Little Sparrow the first to become an immortal?"),
    "2s": ("长方框内上下对角为带黑线白色圆形图案，中间是两个条子，吕洞宾第二个成仙？",
           "Within the rectangular frame, white round designs with black lines in the top and bottom diagonal corners; in the middle, two strings. Was Lü Dongbin the second to become an immortal?"),
    "3s": ("长方框内上下为带黑线白色斜平行四边形，中间三个条子，曹国舅第三个成仙？",
           "Within the rectangular frame, white slanting parallelograms with black lines at top and bottom; in the middle, three strings. Was Cao Guojiu the third to become an immortal?"),
    "4s": ("长方框内上下为带黑线白色闭口半圆，中间四个条子，韩湘子第四个成仙？",
           "Within the rectangular frame, white closed semicircles with black lines at top and bottom; in the middle, four strings. Was Han Xiangzi the fourth to become an immortal?"),
    "5s": ("长方框内上下各两带黑线白色圆形，中间五个条子，汉钟离第五个成仙？",
           "Within the rectangular frame, two white circles with black lines each at top and bottom; in the middle, five strings. Was Han Zhongli the fifth to become an immortal?"),
    "6s": ("长方框内上下为带黑线白色梯形图案，中间六个条子，张果老第六个成仙？",
           "Within the rectangular frame, white trapezium designs with black lines at top and bottom; in the middle, six strings. Was Zhang Guolao the sixth to become an immortal?"),
    "7s": ("长方框内上下各两带黑线白色平行四边形，中间七个条子，白娘子怎么排在这里的？",
           "Within the rectangular frame, two white parallelograms with black lines each at top and bottom; in the middle, seven strings. How did Lady White come to be ranked here?"),
    "8s": ("长方框内上下为带黑线白色开口半圆，中间八个条子，洛阳桥是什么书生？",
           "Within the rectangular frame, white open semicircles with black lines at top and bottom; in the middle, eight strings. What kind of scholar is \"Luoyang Bridge\"?"),
    "9s": ("长方框内上下为带红色博古图案的带黑线开口大圆，中间九个条子，佛？",
           "Within the rectangular frame, large open circles with black lines and red bogu designs at top and bottom; in the middle, nine strings. The Buddha?"),
    "1p": ("长方框内上下对角为带黑点白色三角型，中间一个古钱和一个古装男人，寿星前身？",
           "Within the rectangular frame, white triangles with black dots in the top and bottom diagonal corners; in the middle, one ancient coin and a man in ancient dress. The earlier form of the Star of Longevity?"),
    "2p": ("长方框内上下对角为带黑点白色圆形图案，中间两个古钱，铁拐李的？",
           "Within the rectangular frame, white round designs with black dots in the top and bottom diagonal corners; in the middle, two ancient coins. Iron-Crutch Li's?"),
    "3p": ("长方框内上下为带黑点白色斜平行四边形，中间三个古钱，猪八戒的？",
           "Within the rectangular frame, white slanting parallelograms with black dots at top and bottom; in the middle, three ancient coins. Zhu Bajie's?"),
    "4p": ("长方框内上下为带黑点白色闭口半圆，中间四个古钱，唐僧的？",
           "Within the rectangular frame, white closed semicircles with black dots at top and bottom; in the middle, four ancient coins. The Tang Monk's?"),
    "5p": ("长方框内上下各两带黑点白色圆形，中间五个古钱，孙悟空的吗？",
           "Within the rectangular frame, two white circles with black dots each at top and bottom; in the middle, five ancient coins. Is it Sun Wukong's?"),
    "6p": ("长方框内上下为带黑点白色梯形图案，中间六个古钱，乌龟精的？",
           "Within the rectangular frame, white trapezium designs with black dots at top and bottom; in the middle, six ancient coins. The Tortoise Spirit's?"),
    "7p": ("长方框内上下各两带黑点白色平行四边形，中间七个古钱，蚌壳精的吗？",
           "Within the rectangular frame, two white parallelograms with black dots each at top and bottom; in the middle, seven ancient coins. Is it the Clam Spirit's?"),
    "8p": ("长方框内上下为带黑点白色开口半圆，中间八个古钱，刘海蟾的吗？",
           "Within the rectangular frame, white open semicircles with black dots at top and bottom; in the middle, eight ancient coins. Is it Liu Haichan's?"),
    "9p": ("长方框内上下为带黑点的开口大圆，中间三个红色古钱，麒麟送子的吗？",
           "Within the rectangular frame, large open circles with black dots at top and bottom; in the middle, three red ancient coins. Is it that of the qilin bringing a son?"),
}

# Number marks, s001.p011 (with s002.p058's wording where it describes the same shape).
MARKS: Final[dict[int, tuple[str, str]]] = {
    1: ("三角形", "triangle"),
    2: ("圆", "circle"),
    3: ("菱形", "rhombus"),
    4: ("上半圆", "upper half-circle"),
    5: ("两个圆", "two circles"),
    6: ("倒梯形", "inverted trapezoid"),
    7: ("两个菱形", "two rhombi"),
    8: ("下半圆", "lower half-circle"),
    9: ("豆芽型", "bean-sprout shape"),
}
_MARK_PLACE: Final = {  # s002.p058: where the mark sits in the frame
    1: ("上下对角", "in diagonally opposite corners, top and bottom"),
    2: ("上下对角", "in diagonally opposite corners, top and bottom"),
    5: ("上下各两个", "two at the top and two at the bottom"),
    7: ("上下各两个", "two at the top and two at the bottom"),
}
_MARK_SUIT: Final = {  # s001.p012, s002.p058
    "m": ("白色基本图形", "the plain white shape"),
    "s": ("白色图形加黑线（杠）", "the white shape with black lines (bars) added"),
    "p": ("白色图形加黑点", "the white shape with black dots added"),
}
_HEADS: Final = {  # s000.p006–p008: the special cards are told apart by their heads
    "Q": ("头部为红色月亮", "a red moon on its head", "s000.p006"),
    "B": ("头部为白色，有繁体“兴”字", "a white head bearing the character 興 (“prosper”)", "s000.p007"),
    "H": ("头部为M型大红色", "a large red M shape on its head", "s000.p008"),
}

# --------------------------------------------------------------------------- games

GAMES: Final[dict[str, tuple[str, str]]] = {
    "bahu": ("八胡", "Bahu"),
    "danjiang": ("笃子胡（单将）", "Duzihu (single jiang)"),
    "shuangjiang": ("笃子胡（双将）", "Duzihu (double jiang)"),
    "waihuzi": ("歪胡子", "Waihuzi"),
}

_JIANG_CODES: Final = frozenset(c.code for c in BY_CODE.values() if c.index in JIANG)
# The rule knowledge below is the engine's (its rule sets), read here only to describe each card.
_DAN: Final = DuzihuRules.named("danjiang")
_RUGAO: Final = DuzihuRules.named("danjiang+rugao")
_SHUANG: Final = DuzihuRules.named("shuangjiang")
_LAOJIANG_DAN: Final = tuple(c.code for c in _DAN.laojiang)  # s002.p042 三老将（红花 白花 千字）
_LAOJIANG_SHUANG: Final = tuple(c.code for c in _SHUANG.laojiang)  # s003.p009, s003.p013


def _ranks_with(rules: DuzihuRules, rank: int) -> str:
    """The ranks a turned card of ``rank`` makes 将 under ``rules`` (147/258/369 or the rank itself)."""
    key = _rank_key(rules.spread, rank)
    return "".join(str(r) for r in range(1, 10) if _rank_key(rules.spread, r) == key)


_RUGAO_TURNED: Final = {code: _ranks_with(_RUGAO, rank) for code, rank in _RUGAO.turned_laojiang_ranks}  # s002.p019
_GROUP_OF_RANK: Final = {rank: _ranks_with(_DAN, rank) for rank in range(1, 10)}


def _xi_table(values: tuple[int, ...], measure: str) -> tuple[str, str]:
    """"一个10胡，两个30…" / "one 10 hu, two 30…" from a rule set's 喜 values (index = how many drawn)."""
    words_zh, words_en = "一两三四五六", ("one", "two", "three", "four", "five", "six")
    zh = "，".join(f"{words_zh[n - 1]}{measure}{v}" + ("胡" if n == 1 else "") for n, v in enumerate(values) if n)
    en = ", ".join(f"{words_en[n - 1]} {v}" + (" hu" if n == 1 else "") for n, v in enumerate(values) if n)
    return zh, en


_XI_DAN: Final = _xi_table(_DAN.xi_values, "个")  # s002.p048
_XI_SHUANG: Final = _xi_table(_SHUANG.xi_values, "张")  # s003.p027


def _game(key: str) -> tuple[str, str, str]:
    zh, en = GAMES[key]
    return key, zh, en


def _bahu_role(code: str) -> Role:
    card = BY_CODE[code]
    notes: list[Note] = []
    if code in _JIANG_CODES:
        if code in ("1m", "1s", "9s"):
            notes.append(Note("不能做顺子（搭子）", "cannot be used in a run (set)", _refs("s000.p012 s001.p039")))
        if code == "1p":
            notes.append(Note("八将中唯一可以做顺子的将牌（文钱）", "the only jiang that can be used in a run (wenqian)",
                              _refs("s000.p012 s001.p039")))
        if code == "9s":
            notes.append(Note("九只有九条是将，九万、九饼是素牌", "of the nines only 9 tiao is a jiang",
                              _refs("s000.p010")))
        if code == "X":
            notes.append(Note("原为备用牌，现在也算将，成为八将", "originally a spare card; nowadays counted as a jiang, "
                              "making eight jiang", _refs("s001.p023 s001.p052")))
            notes.append(Note("八胡只用四张：五张星牌随意丢掉一张", "Bahu uses only four: one of the five star cards is "
                              "thrown out at random", _refs("s000.p005")))
        notes.append(Note("将牌不能打出", "jiang cards may not be discarded", _refs("s000.p011")))
        refs = "s000.p011 s001.p023" + (" s000.p009" if card.rank == 1 else "")
        return Role(*_game("bahu"), "将", "jiang", True, _refs(refs), tuple(notes))
    lo, hi = RUN_RANGE[card.suit]
    if not lo <= card.index <= hi:  # the plain nines outside a suit's run range
        notes.append(Note("不能做顺子", "cannot be used in a run", _refs("s000.p039")))
    if card.rank == 9:
        notes.append(Note("九只有九条是将，九万、九饼是素牌", "of the nines only 9 tiao is a jiang; 9 wan and 9 bing "
                          "are plain", _refs("s000.p010")))
    return Role(*_game("bahu"), "素牌", "plain card (su)", False, _refs("s000.p002 s001.p021 s001.p025"), tuple(notes))


def _danjiang_role(code: str) -> Role:
    card = BY_CODE[code]
    if code in _LAOJIANG_DAN:
        notes = [
            Note("翻出的将牌打在老将上时，按老将一行算胡", "when the turned-up jiang falls on an old jiang, they count on "
                 "the old-jiang line", _refs("s002.p019")),
            Note("三老会齐：三老将都在自己这边，胡数乘二", "sanlao huiqi: all three old jiang on your side, their hu × 2",
                 _refs("s002.p042")),
            Note(f"如皋：翻出这张时{'、'.join(_RUGAO_TURNED[code])}为将", f"Rugao: when this card is turned up, "
                 f"{'-'.join(_RUGAO_TURNED[code])} are jiang", _refs("s002.p019")),
        ]
        return Role(*_game("danjiang"), "常将（老将）", "permanent jiang (old jiang)", True,
                    _refs("s002.p016 s002.p055"), tuple(notes))
    if code == "X":
        notes = [
            Note("抓到喜儿放在自家门前算胡，再补牌", "a Xi drawn is put in front of your seat to count hu, and replaced",
                 _refs("s002.p008")),
            Note(f"五个喜儿：{_XI_DAN[0]}", f"with five Xi: {_XI_DAN[1]}", _refs("s002.p048")),
            Note("如皋：翻出喜儿则全部是将牌", "Rugao: if a Xi is turned up, every card is jiang", _refs("s002.p019")),
        ]
        return Role(*_game("danjiang"), "喜儿（一般不带）", "Xi (usually left out)", None, _refs("s002.p047"),
                    tuple(notes))
    group = _GROUP_OF_RANK[card.rank]
    turned = Note(f"翻出的将牌是{'、'.join(group)}时为将", f"a jiang when the turned-up card is a {', '.join(group)}",
                  _refs("s002.p017"))
    if card.rank in (1, 9):
        return Role(*_game("danjiang"), "常将（头尾将）", "permanent jiang (head-and-tail jiang)", True,
                    _refs("s002.p016 s002.p019"))
    return Role(*_game("danjiang"), "普通牌", "ordinary card", False, _refs("s002.p019"), (turned,))


def _shuangjiang_role(code: str) -> Role:
    card = BY_CODE[code]
    if code in _LAOJIANG_SHUANG:
        notes = (Note("四个老将在任何情况下都享受将的待遇", "the four old jiang are treated as jiang in all circumstances",
                      _refs("s003.p009")),)
        return Role(*_game("shuangjiang"), "老将", "old jiang (laojiang)", True, _refs("s003.p009 s003.p013"), notes)
    if code == "X":
        notes = (Note(f"抓到即算底胡：{_XI_SHUANG[0]}", f"counts as base hu when drawn: {_XI_SHUANG[1]}",
                      _refs("s003.p027")),)
        return Role(*_game("shuangjiang"), "百搭（喜）", "baida (Xi)", None, _refs("s003.p027"), notes)
    note = Note(f"翻出的两张将牌中有{NUMERALS[card.rank - 1]}时为将（三门都算）",
                f"a jiang when a turned-up card is a {card.rank} (in every suit)", _refs("s003.p009"))
    return Role(*_game("shuangjiang"), "普通牌", "ordinary card", False, _refs("s003.p009"), (note,))


def _long_roles(code: str) -> tuple[Role, ...]:
    return _bahu_role(code), _danjiang_role(code), _shuangjiang_role(code)


# --------------------------------------------------------------------------- combinations

_COMBO_AKA: Final = {  # the Haimen text's names for the same hutou
    "xiaolaohu": ("一一九", "s000.p020"),
    "erba": ("二二八", "s000.p021"),
    "sanqi": ("三三七", "s000.p022"),
    "qiankongjiu": ("呛空九", "s000.p016"),
    "kongjiujiu": ("空九九", "s000.p017"),
    "yabajiu": ("俄八九", "s000.p018"),
}


# The cards of each hutou in the order the texts name them (s001.p027–p032); the engine keeps them sorted.
COMBO_ORDER: Final = {
    "xiaolaohu": ("1s", "1m", "9p"),
    "erba": ("2s", "2m", "8p"),
    "sanqi": ("3s", "3m", "7p"),
    "qiankongjiu": ("Q", "H", "9s"),
    "kongjiujiu": ("H", "9s", "9m"),
    "yabajiu": ("B", "8s", "9m"),
}


def _code_of(index: int) -> str:
    return next(c.code for c in BY_CODE.values() if c.index == index)


def _long_combos(code: str) -> tuple[Combo, ...]:
    index = BY_CODE[code].index
    out: list[Combo] = []
    for combo in COMBOS:
        if index in combo.kinds:
            aka_zh, aka_ref = _COMBO_AKA[combo.key]
            aka = (Note(f"海门称“{aka_zh}”", f"called {aka_zh} in Haimen", _refs(aka_ref)),) if aka_zh != combo.zh else ()
            cards = COMBO_ORDER.get(combo.key) or tuple(_code_of(i) for i in combo.kinds)
            out.append(Combo(combo.key, combo.zh, combo.en, cards,
                             _refs(combo.source), aka))
    if index in WENQIAN:
        out.append(Combo("wenqian", "文钱", "wenqian (coin run 1-2-3 bing)", ("1p", "2p", "3p"),
                         _refs("s000.p019 s001.p033 s002.p034"),
                         (Note("海门称“一二三”", "called 一二三 in Haimen", _refs("s000.p019")),
                          Note("双文钱算两胡", "double wenqian counts two hu", _refs("s001.p018 s001.p033")))))
    card = BY_CODE[code]
    if not card.is_special and card.rank in BAOZI_RANKS:
        r = card.rank
        refs = "s000.p042 s001.p037" + (" s000.p045" if code == "9s" else "")  # 九条 can make a 九豹
        out.append(Combo(f"baozi{r}", f"{NUMERALS[r - 1]}豹", f"baozi of {NUMERALS_EN[r - 1]} (the {r} of all three suits)",
                         (f"{r}m", f"{r}s", f"{r}p"), _refs(refs)))
    return tuple(out)


# --------------------------------------------------------------------------- building the facts


def _suited(code: str) -> CardFacts:
    card = BY_CODE[code]
    rank, suit = card.rank, card.suit
    num = NUMERALS[rank - 1]
    name = Name(num + SUIT_ZH[suit], num + SUIT_ZH_HANT[suit], _NUM_PINYIN[rank - 1] + _SUIT_PINYIN[suit],
                f"{NUMERALS_EN[rank - 1]} {_SUIT_EN[suit]}", refs=_refs("s001.p007 s002.p008"))
    synonyms = tuple(
        Name(num + hans, num + hant, _NUM_PINYIN[rank - 1] + py, f"{NUMERALS_EN[rank - 1]} {en}", wz, we, _refs(refs))
        for hans, hant, py, en, wz, we, refs in _SUIT_SYNONYMS[suit]
    )
    mark = Note(*MARKS[rank], _refs("s001.p011"))
    how_zh, how_en = _mark_how(rank, suit)
    mark_how = Note(how_zh, how_en, _refs("s001.p012 s002.p058"))
    if code in FIGURES:
        hans, _hant, en = FIGURES[code]
        figure = Note(hans, en, _refs("s002.p057"))
    else:
        zh, en = _WAN_GUESSES[code]
        figure = Note(f"（未具名）{zh}", f"(not named) {en}", _refs("s002.p057 s002.p058"))
    face_zh, face_en = _FACES[code]
    suit_key = {"m": "wan", "s": "tiao", "p": "bing"}[suit]
    return CardFacts(
        code, "long", name, synonyms, _long_roles(code), _long_combos(code), figure=figure, mark=mark,
        mark_how=mark_how, face=Note(face_zh, face_en, _refs("s002.p058")),
        kind=Note(f"{SUIT_ZH[suit]}子，点数{num}", f"{_SUIT_EN[suit]} suit, rank {rank}", _refs("s001.p007 s002.p008")),
        glossary=(f"{suit_key}-{rank}", suit_key),
    )


def _mark_how(rank: int, suit: str) -> tuple[str, str]:
    """How the mark is drawn on a suited card: the suit's treatment and, for some ranks, the placement."""
    zh, en = _MARK_SUIT[suit]
    place = _MARK_PLACE.get(rank)
    if place:
        zh, en = f"{zh}，{place[0]}", f"{en}, {place[1]}"
    return zh, en


_GLOSSARY_SPECIAL: Final = {"Q": "qianzi", "H": "honghua", "B": "baihua", "X": "xi"}


def _special(code: str) -> CardFacts:
    name = _SPECIAL_NAMES[code]
    head = _HEADS.get(code)
    mark = Note(head[0], head[1], _refs(head[2])) if head else None
    if code == "X":
        kind = Note("星牌：一副新牌另有福、禄、寿、喜、财五张；规则里五张都算“喜”",
                    "the star cards: a new pack has five more cards, Fu, Lu, Shou, Xi and Cai; the rules count all "
                    "five as “Xi”", _refs("s000.p005 s002.p008"))
        glossary: tuple[str, ...] = ("xi", "xingpai")
    else:
        kind = Note("三种花牌（将牌）之一，每种四张", "one of the three flower cards (jiang), four of each",
                    _refs("s001.p007 s002.p008 s002.p055"))
        glossary = (_GLOSSARY_SPECIAL[code], "laojiang")
    return CardFacts(code, "long", name, _SPECIAL_SYNONYMS[code], _long_roles(code), _long_combos(code),
                     mark=mark, kind=kind, glossary=glossary)


_GLOSSARY_STAR: Final = {"福": "fu", "禄": "lu", "寿": "shou", "喜": "xi", "财": "cai"}


def _star(key: str) -> CardFacts:
    char = key[2:]
    hant, pinyin, en, meaning = _STARS[char]
    name = Name(char, hant, pinyin, f"{en} ({meaning})", refs=_refs("s002.p008 s003.p027"))
    kind = Note("五张星牌（福禄寿喜财）之一；规则里算作“喜”。有的地方印仁、义、礼、智、信或农、耕、渔、樵、博",
                "one of the five star cards (Fu, Lu, Shou, Xi, Cai); the rules count it as a Xi. In some places "
                "they are printed Ren, Yi, Li, Zhi, Xin or Nong, Geng, Yu, Qiao, Bo instead",
                _refs("s000.p005 s002.p008 s003.p027"))
    face = Note(f"印“{char}”字", f"printed with the character {hant} ({en}, {meaning})", _refs("s002.p008"))
    generic = _special("X")
    return CardFacts(key, "long", name, (), generic.roles, (), face=face, kind=kind,
                     glossary=(_GLOSSARY_STAR[char], "xingpai", "renyi-lizhi-xin", "nong-geng-yu-qiao-bo"))


def _waihuzi(key: str) -> CardFacts:
    rank = int(key[0]) or 10
    big = key[1] == "d"
    hans = (_BIG if big else _SMALL)[rank - 1]
    hant = (_BIG_HANT if big else _SMALL)[rank - 1]
    size_en = "big" if big else "small"
    name = Name(hans, hant, _NUM_PINYIN[rank - 1], f"{size_en} {_TEN_EN[rank - 1]}",
                refs=_refs("s004.p008" if big else "s004.p007"))
    red = rank in _RED_RANKS
    colour = Note("红色" if red else "黑色", "red" if red else "black", _refs("s004.p010"))
    size = Note("大字（大写），每种四张" if big else "小字（小写），每种四张",
                "a big character (daxie numeral), four of each" if big else
                "a small character (xiaoxie numeral), four of each",
                _refs("s004.p008" if big else "s004.p007"))
    notes = [Note("顺子只能小字配小字、大字配大字" , "runs only with characters of its own size", _refs("s004.p016"))]
    if big:
        notes.append(Note("全大：胡牌全部为大字，另加一百息", "quanda: a win all in big characters adds 100 xi",
                          _refs("s004.p044")))
    else:
        notes.append(Note("全小：胡牌全部为小字，另加一百息", "quanxiao: a win all in small characters adds 100 xi",
                          _refs("s004.p045")))
    if red:
        notes.append(Note("十三红：胡牌有十三张红字", "shisanhong: a win with thirteen red characters",
                          _refs("s004.p046")))
    else:
        notes.append(Note("全黑：胡牌全部为黑字，另加八十息", "quanhei: a win all in black characters adds 80 xi",
                          _refs("s004.p048")))
    role = Role(*_game("waihuzi"), "大字" if big else "小字", "big character" if big else "small character", None,
                size.refs, tuple(notes))
    combos: tuple[Combo, ...] = ()
    if red:
        chars = "贰柒拾" if big else "二七十"
        size_code = "d" if big else "x"
        combos = (Combo("erqishi-big" if big else "erqishi", chars,
                        f"{'big ' if big else ''}two-seven-ten (erqishi), a phrase worth 1 xi",
                        (f"2{size_code}", f"7{size_code}", f"0{size_code}"),
                        _refs("s004.p017 " + ("s004.p039" if big else "s004.p040")), game="waihuzi"),)
    glossary = ("dazi-waihuzi" if big else "xiaozi", "hongzi" if red else "heizi")
    if red:
        glossary += ("da-erqishi" if big else "erqishi",)
    return CardFacts(key, "waihuzi", name, (), (role,), combos, colour=colour, kind=size, glossary=glossary)


LONG_KEYS: Final[tuple[str, ...]] = (
    *(f"{r}{s}" for s in "msp" for r in range(1, 10)), "Q", "H", "B", "X", *(f"X:{c}" for c in STAR_ORDER),
)
WAIHUZI_KEYS: Final[tuple[str, ...]] = (*(f"{d}x" for d in "1234567890"), *(f"{d}d" for d in "1234567890"))


@cache
def facts(key: str) -> CardFacts:
    """Everything the sources say about card ``key`` (a face key, see the module doc)."""
    if key in WAIHUZI_KEYS:
        return _waihuzi(key)
    if key.startswith("X:") and key[2:] in _STARS:
        return _star(key)
    if key in ("Q", "H", "B", "X"):
        return _special(key)
    if key in BY_CODE:
        return _suited(key)
    raise ValueError(f"unknown card key {key!r}")


def all_facts() -> dict[str, CardFacts]:
    return {k: facts(k) for k in (*LONG_KEYS, *WAIHUZI_KEYS)}
