"""八胡 rule sets: one options object, two named presets (``haimen`` s000, ``tongdong`` s001).

Where the two sources differ or are silent, the choice is an option here, documented with the
quoted lines in ``docs/rules/bahu.md``; the app shows the options side by side. The options of play
at the table (what may be claimed or discarded, which duties a seat has, the penalties) are options
of the same rule set, documented in ``docs/rules/bahu-play.md``:

>>> RuleSet.named("tongdong").must_peng_jiang, RuleSet.named("haimen").must_peng_jiang
(True, False)
>>> RuleSet.named("haimen").with_option_text("qiongchi_penalty=bao").qiongchi_penalty
'bao'

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
from engine.core.input_messages import OPTION_NEGATIVE, OPTION_NEGATIVE_LIMIT
from engine.core.options import Option, RuleSetBase  # noqa: F401 - Option is re-exported

NO_CAP = 999_999  # hutou_cap meaning "no cap": above any total (0 given as an option means this)

# The penalties a rule of play may carry (engine/bahu/penalties.py, docs/rules/bahu-play.md).
PENALTIES = ("zhezhuang", "forfeit", "zuolao", "bao", "none")
# Each penalty as the app names it (docs/rules/bahu-play.md, "Penalties").
PENALTY_TEXT: dict[str, tuple[str, str]] = {
    "zhezhuang": ("扣牌，庄数作废", "cards laid face down, his zhuang void"),
    "forfeit": ("庄数不计", "his zhuang not counted"),
    "zuolao": ("坐牢", "jail"),
    "bao": ("包庄", "pays for the others (bao)"),
    "none": ("不罚", "no penalty"),
}


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
    # --- the drawing and 买庄 ---
    "buy_max_cards": ("买庄最迟在手上有几张牌时（摸牌阶段）", "the most cards a seat may hold when it buys zhuang (in the drawing)",
                      "s000.p074 s001.p102"),
    "buy_after_deal": ("牌抓完后才决定买不买庄（本地玩法，原文没有）", "zhuang is bought after the whole deal "
                       "(a house rule, not in the texts)", "s000.p074 s001.p102"),
    # --- play at the table ---
    "zhao_never_discarded": ("招儿（起手三张）不能发", "a zhao'r (dealt triplet) is never discarded", "s001.p065 s000.p039"),
    "stale_peng": ("霉张不能碰：只能碰第一次出现的牌", "a stale card may not be punged: only a card's first appearance",
                   "s001.p063 s000.p046"),
    "must_peng_jiang": ("有将对必须碰将（一筒除外）", "a jiang pair must peng its jiang (one bing excepted)",
                        "s001.p063 s001.p113"),
    "jiangun_by_peng": ("见滚不打：碰一张就圆也算，不只是吃", "jian gun bu da counts a peng that would make the hand yuan, "
                        "not only a chi", "s001.p110 s000.p084"),
    "qiongchi_penalty": ("穷吃勾挂（发出吃进的牌）的罚法", "penalty for qiongchi gougua (discarding a card taken by chi)",
                         "s000.p081 s001.p115"),
    "jiangun_penalty": ("见滚不打的罚法", "penalty for jian gun bu da (not taking the card that makes the hand yuan)",
                        "s000.p084 s001.p110"),
    "raw_jiang_bao": ("生将不成，有人碰了才罚：熬将者包庄", "a raw jiang not won on is punished only when another player "
                      "pengs it: the one holding out covers (bao) those zhuang", "s001.p114 s000.p083"),
    "own_pair_may_wait": ("熬将：自己有将对的将可以不成", "holding out: a jiang of one's own pair need not be won on",
                          "s001.p114 s000.p083"),
    "deal_size_jails_dealer": ("抓多抓少，罚庄家坐牢", "a deal of the wrong size jails the dealer (zuolao)",
                               "s001.p108 s000.p023"),
    "jail_win_counts": ("坐牢者胡牌即出牢，本局庄数照算", "a jailed player's win ends the jail and counts its zhuang",
                        "s000.p079 s001.p108"),
    "pushed_card_chi": ("翻出的素牌没人要，推给下家，下家可以吃", "a turned-up plain card nobody takes goes on to the "
                        "next player, who may chi it", "s000.p033 s001.p056"),
    "hu_on_own_discard": ("自己发的牌也可以胡", "a player may win on his own discard", "s000.p055"),
    "flipper_may_peng": ("翻牌的人自己也可以碰翻出的牌", "the player who turned a card up may peng it himself",
                         "s001.p056"),
    "diaozhang_liuxia": ("不可以“吊张留下”：拆对子发牌，第二张没有用了必须发出", "no diaozhang liuxia: the second card of a split pair "
                         "must be discarded once it is of no use", "s001.p065 s001.p115"),
    "winner_deals": ("上局成牌的人本局做庄（否则庄家轮坐）", "the winner deals the next hand (else the deal passes round)",
                     "s001.p100 s001.p050"),
    # --- readings of single paragraphs ---
    "aojiang_liable_on_pass": ("熬将者放过生将，无人碰也要罚：此后别家所碰庄头由他包庄，再翻出不是他对子的将，他碰到将对前不许成牌",
                               "a raw jiang let pass is punished even when nobody pengs it: from then on the one "
                               "holding out covers (bao) the others' pengs, and once another jiang not of his pairs "
                               "comes up he may not win until he pengs a jiang", "s001.p114"),
    "nine_tiao_baozi": ("九条（将）可以做豹子：九万、九条、九饼成九豹", "the 9s (a jiang) may be in a baozi: 9m 9s 9p make "
                        "a nine-baozi", "s001.p037 s000.p045"),
    "qiongchi_at_chi": ("穷吃勾挂在吃牌时就算：手上已有一张相同的牌，还把它吃进组成顺子（吃过的牌照样不能发）",
                        "qiongchi gougua is the chi itself: taking into a run a card of which one already holds "
                        "another (a card taken by chi is still never discarded)", "s001.p058 s000.p081"),
}


@dataclass(frozen=True)
class RuleSet(RuleSetBase):
    """The options of one 八胡 rule set. Build presets with :meth:`named`."""

    GAME: ClassVar[str] = "bahu"
    TITLES: ClassVar[dict[str, tuple[str, str, str, str]]] = {
        "haimen": ("海门八胡", "Haimen Bahu", "海门", "Haimen"),
        "tongdong": ("通东八胡", "Tongdong Bahu", "通东", "Tongdong"),
    }
    OPTION_TEXT: ClassVar[dict[str, tuple[str, str, str]]] = _OPTION_TEXT
    CHOICE_TEXT: ClassVar[dict[str, dict[Any, tuple[str, str]]]] = {
        "qiongchi_penalty": PENALTY_TEXT, "jiangun_penalty": PENALTY_TEXT}
    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {
        "cannon_multiplier": (4, 5),  # s001.p100 大炮计算为4倍或5倍
        "qiongchi_penalty": PENALTIES,
        "jiangun_penalty": PENALTIES,
    }

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
    # --- the drawing and 买庄 (docs/rules/bahu-play.md) ---
    buy_max_cards: int  # a seat decides on 买庄 holding this many cards (its first ones, in drawing order)
    buy_after_deal: bool  # house rule: each seat decides with its whole dealt hand
    # --- play at the table (docs/rules/bahu-play.md) ---
    zhao_never_discarded: bool
    stale_peng: bool
    must_peng_jiang: bool
    jiangun_by_peng: bool
    qiongchi_penalty: str  # one of PENALTIES
    jiangun_penalty: str  # one of PENALTIES
    raw_jiang_bao: bool
    own_pair_may_wait: bool
    deal_size_jails_dealer: bool
    jail_win_counts: bool
    pushed_card_chi: bool
    hu_on_own_discard: bool
    flipper_may_peng: bool
    diaozhang_liuxia: bool
    winner_deals: bool
    # --- readings of single paragraphs (each a decision in docs/rules/) ---
    aojiang_liable_on_pass: bool
    nine_tiao_baozi: bool
    qiongchi_at_chi: bool

    def __post_init__(self) -> None:
        for name in ("hutou_cap", "hand_limit"):
            if getattr(self, name) < 0:
                raise InputError(OPTION_NEGATIVE_LIMIT(key=name, value=getattr(self, name)), name)
        if self.buy_max_cards < 0:
            raise InputError(OPTION_NEGATIVE(key="buy_max_cards", value=self.buy_max_cards), "buy_max_cards")
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
    buy_max_cards=3,  # s000.p074 在摸牌阶段，手牌小于等于三张牌的时候（这个可自行商量）
    buy_after_deal=False,  # s000.p074 puts the buy in the drawing; after the whole deal is a house rule
    zhao_never_discarded=False,  # only s001.p065 招儿不能发; the Haimen text lets a triplet split (s000.p039)
    stale_peng=False,  # s000.p046 names 迷张 for 吃 only (s001.p063 不可以碰霉张)
    must_peng_jiang=False,  # the Haimen text has no such duty (s001.p063 将牌也必须碰)
    jiangun_by_peng=False,  # s000.p084 见滚不打: 吃 only
    qiongchi_penalty="zhezhuang",  # s000.p081 就得扣牌，碰到庄数作废
    jiangun_penalty="zhezhuang",  # s000.p084 被人发现直接扣牌，庄数作废
    raw_jiang_bao=False,  # s000.p083 生将必胡: a raw jiang let pass is punished at once (no 包)
    own_pair_may_wait=False,  # s000.p083 熟将可熬，生将必胡: a raw jiang is won on, of one's own pair or not
    deal_size_jails_dealer=False,  # s000.p023 names the deal, no penalty
    jail_win_counts=True,  # s000.p079 必须胡到牌，才能出牢
    pushed_card_chi=True,  # s000.p033 没人碰/杠但自己吃不进，得给下家
    hu_on_own_discard=True,  # s000.p055 别人或自己发的素牌 … 都可以胡下来
    flipper_may_peng=True,  # the Haimen text is silent; s001.p056 先由有对子的一家碰 (the flipper included)
    diaozhang_liuxia=False,  # the Haimen text has no such rule (s001.p065 不可以“吊张留下”)
    winner_deals=False,  # the deal passes round: s000.p076's 大炮 is won as 二家, the seat that deals next
    aojiang_liable_on_pass=False,  # no 包 without raw_jiang_bao; s001.p114 无人碰，则无法罚
    nine_tiao_baozi=True,  # s000.p045 九只有九条是将，但九条可做豹子
    qiongchi_at_chi=False,  # s000.p081 如果不注意发了吃过的牌，那就成为穷吃狗阔: the fault is the discard
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
    buy_max_cards=3,  # s001.p102 买庄 一般抓三张牌，可买庄
    buy_after_deal=False,  # s001.p102 puts the buy at three cards; after the whole deal is a house rule
    zhao_never_discarded=True,  # s001.p065 招儿不能发
    stale_peng=True,  # s001.p063 不可以碰霉张
    must_peng_jiang=True,  # s001.p063 将牌也必须碰 ; s001.p113 不碰将 (一筒除外)
    jiangun_by_peng=True,  # s001.p110 吃或碰一张就打滚的
    qiongchi_penalty="bao",  # s001.p115 包下家所出其他两家的筹码
    jiangun_penalty="forfeit",  # s001.p110 不计庄数
    raw_jiang_bao=True,  # s001.p114 生将不成，无人碰，则无法罚；有人碰 … 由熬将者包庄
    own_pair_may_wait=True,  # s001.p114 生将出现，而不是自己的将对，则要成
    deal_size_jails_dealer=True,  # s001.p108 抓多抓少 … 罚庄家坐牢
    jail_win_counts=False,  # s001.p108 直到成牌后的下一局才计算
    pushed_card_chi=True,  # s001.p056 不吃推给下家: the 下家 may 吃 it
    hu_on_own_discard=True,  # s000.p055 别人或自己发的素牌 … 都可以胡下来 (the Tongdong text is silent)
    flipper_may_peng=True,  # s001.p056 先由有对子的一家碰 (the flipper included)
    diaozhang_liuxia=True,  # s001.p065 不可以“吊张留下”
    winner_deals=False,  # s001.p050 庄家轮坐; s001.p100 上局成牌后，本局为庄家 read as "the winner deals next" is the option
    aojiang_liable_on_pass=False,  # s001.p114 生将不成，无人碰，则无法罚；有人碰 … 如再翻出将 … 则不允许成
    nine_tiao_baozi=True,  # s001.p037 三样花式具全 … 即没有一豹只有二－九豹: a 九豹 holds the 9s
    qiongchi_at_chi=True,  # s001.p058 手上有一张与要吃牌相同的，而你把它吃进组成顺子 (the discard stays a fault)
)

PRESETS: dict[str, RuleSet] = RuleSet.register(HAIMEN, TONGDONG)
