"""八胡 rule sets: one options object, two named presets (``haimen`` s000, ``tongdong`` s001).

Where the two sources differ or are silent, the choice is an option here, documented with the
quoted lines in ``docs/rules/bahu.md``; the app shows the options side by side.

>>> RuleSet.named("haimen").deck_size, RuleSet.named("tongdong").deck_size
(124, 120)
>>> [d.name for d in RuleSet.named("haimen").differences(RuleSet.named("tongdong"))][:3]
['deck_size', 'xi_in_play', 'zhao_may_split']

``hutou_cap`` 0 means no cap (the Haimen text counts on: 三碰十二胡头); it is stored as
:data:`NO_CAP`, a total no hand reaches, so ``min(cap, total)`` is right everywhere:

>>> RuleSet.named("haimen").cap(12), RuleSet.named("tongdong").cap(12)
(12, 11)
>>> RuleSet.named("tongdong").with_option_text("hutou_cap=0") == RuleSet.named("tongdong").with_options(
...     hutou_cap=NO_CAP)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.errors import InputError
from engine.core.options import Option, RuleSetBase  # noqa: F401 - Option is re-exported

NO_CAP = 999_999  # hutou_cap meaning "no cap": above any total (0 given as an option means this)


# Per-option wording and sources, for explanations and the app's comparison table.
_OPTION_TEXT: dict[str, tuple[str, str, str]] = {
    "deck_size": ("一副牌的张数", "cards in the deck", "s000.p023 s001.p021"),
    "xi_in_play": ("喜（宝宝/仙儿）作第八将", "Xi (baobao/xian'r) in play as the eighth jiang", "s000.p005 s001.p023"),
    "zhao_may_split": ("起手三张（招儿）可拆开做顺子", "a dealt triplet (zhao'r) may be split into runs", "s001.p039"),
    "kaizhao_compulsory": ("招儿来了第四张必须开招（杠）", "a dealt triplet must be opened (gang) when its fourth card comes",
                           "s001.p063 s001.p112"),
    "melds_join_groups": ("碰/杠/爆炸的牌可与手牌组成豹子和胡头", "peng/gang/bomb cards may join a baozi or hutou combination with hand cards", "s000.p042 s000.p047"),
    "hutou_cap": ("胡头最多算到（0：不封顶）", "hutou are counted up to (0: no cap)", "s001.p067 s000.p026"),
    "jiang_gang_hutou": ("将杠、将爆炸的胡头", "hutou of a jiang gang or jiang bomb", "s000.p027 s000.p029 s001.p067"),
    "huanghu_plays_on": ("黄胡（无将对）仍可游牌", "huanghu (no jiang pair) still plays", "s000.p035 s001.p106"),
    "jiang_peng_zhuang": ("一至四对将碰累计庄数", "zhuang for one to four jiang peng/gang", "s000.p062 s001.p086"),
    "cannon_multiplier": ("大炮倍数", "cannon (dapao) multiplier", "s000.p076 s001.p100"),
    "hand_limit": ("一手暗牌最多张数（0：不限）", "most concealed cards in a hand (0: no limit)",
                   "s000.p023 s000.p032 s001.p052"),
}


@dataclass(frozen=True)
class RuleSet(RuleSetBase):
    """The options of one 八胡 rule set. Build presets with :meth:`named`."""

    GAME: ClassVar[str] = "bahu"
    OPTION_TEXT: ClassVar[dict[str, tuple[str, str, str]]] = _OPTION_TEXT
    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {"cannon_multiplier": (4, 5)}  # s001.p100 大炮计算为4倍或5倍

    name: str
    deck_size: int
    xi_in_play: bool
    zhao_may_split: bool
    kaizhao_compulsory: bool
    melds_join_groups: bool
    hutou_cap: int
    jiang_gang_hutou: int
    huanghu_plays_on: bool
    jiang_peng_zhuang: tuple[int, int, int, int]
    cannon_multiplier: int
    hand_limit: int

    def __post_init__(self) -> None:
        for name in ("hutou_cap", "hand_limit"):
            if getattr(self, name) < 0:
                raise InputError(f"option {name}: {getattr(self, name)} is negative (0 means no limit)", name)
        if self.hutou_cap == 0:  # stored as a number min() can use: waits and references compare with it
            object.__setattr__(self, "hutou_cap", NO_CAP)

    @property
    def capped(self) -> bool:
        return self.hutou_cap < NO_CAP

    def cap(self, total: int) -> int:
        """The 胡头 total as counted: up to ``hutou_cap`` when the rule set has a cap."""
        return min(self.hutou_cap, total)

    def hand_too_large(self, n: int) -> bool:
        return bool(self.hand_limit) and n > self.hand_limit


HAIMEN = RuleSet(
    name="haimen",
    deck_size=124,  # s000.p023 一副牌总共124张
    xi_in_play=True,  # s000.p005 玩八胡只需四张 … 俗称“宝宝”
    zhao_may_split=True,  # the Haimen text is silent; only s001.p039 forbids splitting (see docs/rules/bahu.md)
    kaizhao_compulsory=False,  # the Haimen text has no such duty: the fourth card may join another group
    melds_join_groups=True,  # s000.p042 手上的，桌上的，碰的，杠的，都能组成豹子; p047 combos 和豹子一样
    hutou_cap=0,  # s000.p026 三碰十二胡头，依次叠加: no cap; 11+ is still the top tier of p068
    jiang_gang_hutou=11,
    huanghu_plays_on=False,  # s000.p035 没有这个资格…只能把自己摸的全暗扣在桌上
    jiang_peng_zhuang=(1, 5, 10, 15),  # s000.p062 一对…一庄，两对为五庄，三队为十庄，依次叠加
    cannon_multiplier=5,  # s000.p076 大炮在抵庄时为五倍一庄
    hand_limit=27,  # s000.p023 头家抓26张, and one card arriving before it is laid out
)

TONGDONG = RuleSet(
    name="tongdong",
    deck_size=120,  # s001.p021 八胡牌120张
    xi_in_play=False,  # s001.p023 七将（现在把仙儿也算做将为八将，其原本为备用牌）: an option
    zhao_may_split=False,  # s001.p039 对子可以拆开分别做顺子，但招儿不可拆开作顺子
    kaizhao_compulsory=True,  # s001.p063 招儿必须碰，叫开招，不碰叫失碰，要罚的
    melds_join_groups=False,  # s001.p084 only 站的将牌可以与手上牌作暗组合
    hutou_cap=11,  # s001.p067 胡头计算最多算到十一胡就有了
    jiang_gang_hutou=11,  # s001.p067 将摊庄为十一胡 … 将开招，十一胡以上
    huanghu_plays_on=False,  # s001.p106 这是现在新的玩法，过去没有无错罚，黄胡也可参与游牌
    jiang_peng_zhuang=(1, 5, 9, 13),  # s001.p086 第二对将起，每碰一对，加四庄
    cannon_multiplier=5,  # s001.p100 大炮计算为4倍或5倍。一般为5倍计算
    hand_limit=27,  # s001.p052 共抓25张，庄家抓26张, and one arriving card
)

PRESETS: dict[str, RuleSet] = RuleSet.register(HAIMEN, TONGDONG)
