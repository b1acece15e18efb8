"""Every rule the 笃子胡 engine cites, declared once: its ID, the paragraph(s) it rests on, and its
wording in Chinese and English as templates. Results carry only the rule ID and the parameters;
:mod:`engine.core.render` turns them into text.

IDs: a scoring item keeps the ID it always had (``duzihu.chenghu``, ``duzihu.set.peng``, …); a
rule that was tried and did not apply is ``<item>.<why>`` (``duzihu.haidi.not_last_card``), and
``<item>.off`` when the rule set does not have it at all.

>>> CHENGHU(hu=20).zh, CHENGHU(hu=20).en
('成胡：+20', 'chenghu (winning hu): +20')
>>> HAIDI_NOT_LAST.en
'haidi laoyue (海底捞月) not counted: the winning card was not the last of the wall'
>>> OFF["duzihu.shisanhu"](rules=Text("单将", "Danjiang")).zh
'十三胡不计：单将没有这条规则'
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.decks.changpai import NUMERALS, NUMERALS_EN
from engine.core.reason import Rule, Text, declare
from engine.duzihu.melds import Group, Kind

# --------------------------------------------------------------------------- names

TYPE_NAMES = {
    "piao": Text("飘胡", "piaohu"),
    "qing": Text("清胡", "qinghu"),
    "ta": Text("塌子胡", "tazihu"),
}
WENQIAN_NAMES = (Text("单文钱", "single wenqian"), Text("双文钱", "double wenqian"), Text("三文钱", "triple wenqian"))
WENQIAN_RUN = Text("文钱", "wenqian run")
MELD_MARK = Text("（亮）", " (meld)")
NO_MELDS = Text("无", "none")
NO_MARK = Text("", "")

# How a group's value was found, appended to its tier: the plain row, every copy left of a turned
# card (s002.p019 特殊點), or a 碰 of a 老将 under 会面加出汗 (s002.p028).
HOW_PLAIN = Text("", "")
HOW_TURNED = Text("（翻将余张）", " (every copy left of a turned card)")
HOW_CHUHAN = Text("（出汗：按将牌）", " (chuhan: valued as plain jiang)")

# Names of the scoring items, for tables that list items by row (the app's comparison).
ITEM_NAMES: dict[str, Text] = {}


def _item(rule_id: str, source: str, name: Text, zh_value: str = "：+{hu}", en_value: str = ": +{hu}") -> Rule:
    ITEM_NAMES[rule_id] = name
    return declare(rule_id, source, name.zh + zh_value, name.en + en_value)


def _doubling(rule_id: str, source: str, name: Text) -> Rule:
    return _item(rule_id, source, name, "：×{factor}（+{hu}）", ": ×{factor} (+{hu})")


def group_name(g: Group) -> Text:
    """What a group is called: its kind, or 文钱 for a 一二三 run of 饼 (s002.p034)."""
    return WENQIAN_RUN if g.is_wenqian else g.kind.text


def group_text(g: Group) -> Text:
    """A group as a parameter, its cards by name (``顺子 四五六饼`` / ``run four-five-six bing``,
    ``碰 三万`` / ``peng of three wan``), marked if a meld."""
    name, mark = group_name(g), (MELD_MARK if g.meld else NO_MARK)
    card = g.cards[0]
    if g.kind is Kind.RUN:
        zh = "".join(NUMERALS[c.rank - 1] for c in g.cards) + card.zh[-1]
        en = "-".join(NUMERALS_EN[c.rank - 1] for c in g.cards) + " " + card.en.split(" ", 1)[1]
        return Text(f"{name.zh} {zh}{mark.zh}", f"{name.en} {en}{mark.en}")
    return Text(f"{name.zh}{card.zh}{mark.zh}", f"{name.en} of {card.en}{mark.en}")


def cards_by_suit(cards: Sequence[Card]) -> Text:
    """Cards by name, a word per suit: ``一四七九万、一四七九条、千字`` / ``1, 4, 7, 9 wan; 1, 4, 7, 9 tiao; Qianzi``."""
    zh, en = [], []
    for suit in "msp":
        mine = [c for c in cards if c.suit == suit]
        if mine:
            zh.append("".join(NUMERALS[c.rank - 1] for c in mine) + mine[0].zh[-1])
            en.append(", ".join(str(c.rank) for c in mine) + " " + mine[0].en.split(" ", 1)[1])
    specials = [c for c in cards if c.is_special]
    return Text("、".join(zh + [c.zh for c in specials]), "; ".join(en + [c.en for c in specials]))


def item_name(rule_id: str) -> Text:
    """The short name of a scoring item (``成胡`` / ``chenghu (winning hu)``)."""
    return ITEM_NAMES.get(rule_id, Text(rule_id, rule_id))


# --------------------------------------------------------------------------- the deal's jiang

JIANG_CASE = declare("duzihu.jiang", "s002.p016 s002.p017", "翻将 {turned}：{case}", "turned jiang {turned}: {case}")
JIANG_TIER = declare("duzihu.jiang.tier", "s002.p019", "{row}（碰/暗克/明杠/暗杠/龙 {values}）：{cards}",
                     "{row} (peng/anke/gang/angang/long {values}): {cards}")

# --------------------------------------------------------------------------- sets and 底胡

_SET_SOURCE = "s002.p019"
SET: dict[Kind, Rule] = {
    kind: declare(f"duzihu.set.{kind.value}", _SET_SOURCE, "{tier}{how}" + kind.zh + " {card}：{hu} 胡",
                  kind.en + " of {card}, {tier}{how}: {hu} hu")
    for kind in (Kind.PENG, Kind.ANKE, Kind.GANG, Kind.ANGANG, Kind.LONG, Kind.PAIR)
}
ITEM_NAMES.update({rule.id: kind.text for kind, rule in SET.items()})
BAZI = declare("duzihu.bazi", "s002.p033", "把子 {card}（{kind}）：{hu} 胡", "bazi: {card} ({kind}) read into runs: {hu} hu")
BAZI_NONE = declare("duzihu.bazi.none", "s002.p033", "把子不计：没有一张牌既能在顺子里又能成坎",
                    "bazi not counted: no card can be read both in runs and as three or four alike")
BAZI_NOT_QING = declare("duzihu.bazi.not_qing", "s002.p033", "把子不计：只有清胡带把子",
                        "bazi not counted: only a qinghu counts its bazi")
SANLAO = declare("duzihu.sanlao_huiqi", "s002.p042", "三老会齐（老将胡数×2）：+{hu} 胡",
                 "sanlao huiqi, the three old jiang together (their hu count twice): +{hu} hu")
ITEM_NAMES.update({"duzihu.bazi": Text("把子", "bazi"), "duzihu.sanlao_huiqi": Text("三老会齐", "sanlao huiqi")})
SANLAO_MISSING = declare("duzihu.sanlao_huiqi.missing", "s002.p042", "三老会齐不计：{cards} 不是三张或四张",
                         "sanlao huiqi not counted: {cards} not three or four alike")
BASE = declare("duzihu.base", "s002.p021", "胡数合计 {base} → 底胡 {dihu}（进整到十）",
               "set values {base} → base hu (dihu) {dihu}, rounded up to a multiple of 10")

# --------------------------------------------------------------------------- hand type

TYPE = {
    "piao": declare("duzihu.type.piao", "s002.p012", "飘胡：除将头外都是坎、碰、杠（可带文钱）",
                    "piaohu: apart from the pair only three or four alike (wenqian allowed)"),
    "qing": declare("duzihu.type.qing", "s002.p012", "清胡：除将头外都是顺子",
                    "qinghu: apart from the pair only runs"),
    "ta": declare("duzihu.type.ta", "s002.p012", "塌子胡：有顺子也有坎、碰", "tazihu: runs and sets of alike cards mixed"),
}
NOT_PIAO = declare("duzihu.type.piao.run", "s002.p012", "不是飘胡：有{run}（不是文钱）",
                   "not piaohu: {run} is not a wenqian")
NOT_QING = declare("duzihu.type.qing.alike", "s002.p012", "不是清胡：有{kind} {card}", "not qinghu: {kind} of {card}")
NOT_TA_NO_RUN = declare("duzihu.type.ta.no_run", "s002.p012", "不是塌子胡：除文钱外没有顺子",
                        "not tazihu: no run besides wenqian")
NOT_TA_NO_ALIKE = declare("duzihu.type.ta.no_alike", "s002.p012", "不是塌子胡：没有坎、碰、杠",
                          "not tazihu: no three or four alike")

# --------------------------------------------------------------------------- additions

CHENGHU = _item("duzihu.chenghu", "s002.p021", Text("成胡", "chenghu (winning hu)"))
CHENGHU_QING = declare("duzihu.chenghu.qing", "s002.p023", "成胡不另计：清胡的 80 胡代替成胡",
                       "chenghu not added: the qinghu 80 stands in for it")
QING = _item("duzihu.qing", "s002.p023", Text("清胡", "qinghu bonus (all runs)"))
PIAO = _item("duzihu.piao", "s002.p022", Text("飘胡另加", "piaohu bonus"))
PIAO_NONE = declare("duzihu.piao.none", "s002.p022", "飘胡不另加 30：{rules}的飘胡公式里没有",
                    "no piaohu bonus of 30: the piaohu formula of {rules} has none")
DIHU = _item("duzihu.dihu", "s002.p021", Text("底胡", "dihu (base hu), rounded up"))
DIHU_NONE = declare("duzihu.dihu.none", "s002.p021", "没有底胡：没有算胡的坎、碰、杠", "no dihu: no set carries hu")
XI = _item("duzihu.xi", "s002.p048 s002.p049", Text("喜", "Xi cards"), "（{n} 张）：+{hu}", " ({n}): +{hu}")
XI_NOT_PLAYED = declare("duzihu.xi.not_played", "s002.p047", "喜不计：这局不带喜", "Xi not counted: played without Xi")
XI_NONE = declare("duzihu.xi.none", "s002.p048", "喜不计：没有摸到喜", "Xi not counted: none drawn")
XI_TABLE_END = declare("duzihu.xi.table_end", "s002.p048", "{n} 个喜：表只列到 {last} 个，按最后一档算",
                       "{n} Xi: the table stops at {last}; its last value is used")
WENQIAN = declare("duzihu.wenqian", "s002.p034", "{name}：+{hu}", "{name} (1-2-3 bing ×{n}): +{hu}")
ITEM_NAMES["duzihu.wenqian"] = WENQIAN_RUN
WENQIAN_NONE = declare("duzihu.wenqian.none", "s002.p034", "文钱不计：读法里没有一二三饼",
                       "wenqian not counted: no 1-2-3 of bing in the reading")
SELF_DRAWN = _item("duzihu.self_drawn", "s002.p031", Text("自摸", "self-drawn (zimo)"))
SELF_DRAWN_NO = declare("duzihu.self_drawn.discard", "s002.p031", "自摸不计：和的是别人打出的牌",
                        "self-drawn not counted: the winning card was a discard")

# The winning card (s002.p032, s003.p019; 如皋 s002.p037, s002.p038).
YAZI = _item("duzihu.yazi", "s002.p032", Text("丫子", "yazi (the middle of a run)"))
TUOWEI = _item("duzihu.tuowei", "s002.p032", Text("拖尾", "tuowei (the 3 of 1-2-3 or the 7 of 7-8-9)"))
DIAOTOU = _item("duzihu.diaotou", "s002.p032", Text("弔头", "diaotou (it made the pair)"))
DUDIAO = _item("duzihu.dudiao", "s002.p038", Text("独钓", "dudiao (single wait on the pair)"))
YAZI_HARD = _item("duzihu.yazi_hard", "s002.p037", Text("硬丫子", "hard yazi (the only wait)"))
YAZI_SOFT = _item("duzihu.yazi_soft", "s002.p037", Text("软丫子", "soft yazi (one of several waits)"))
WIN_ROLE = {"yazi": YAZI, "tuowei": TUOWEI, "diaotou": DIAOTOU}
WIN_CARD_NONE = declare("duzihu.yazi.none", "s002.p032", "丫子、拖尾、弔头都不计：和牌 {card} 在{group}里，不是中张、拖尾或将头",
                        "no yazi, tuowei or diaotou: the winning card {card} completes {group}, not as the middle "
                        "of a run, a tuowei or the pair")
DIAOTOU_OFF = declare("duzihu.diaotou.off", "s003.p019", "弔头不计：{rules}只算丫子和拖尾",
                      "diaotou not counted: {rules} counts only yazi and tuowei")
YAZI_NOT_HARD = declare("duzihu.yazi_hard.more_waits", "s002.p037", "不是硬丫子：还听 {cards}",
                        "not a hard yazi: the hand also waited on {cards}")
NOT_DUDIAO = declare("duzihu.dudiao.more_waits", "s002.p038", "不是独钓：还听 {cards}",
                     "not dudiao: the hand also waited on {cards}")

# --------------------------------------------------------------------------- doublings and specials

SHISANHU = _doubling("duzihu.shisanhu", "s002.p025", Text("十三胡", "shisanhu (one ordinary peng, the rest runs)"))
SHISANHU_MELDS = declare("duzihu.shisanhu.melds", "s002.p025", "不是十三胡：要只碰一个牌，桌上是 {melds}",
                         "not shisanhu: it needs exactly one peng on the table, not {melds}")
SHISANHU_JIANG = declare("duzihu.shisanhu.jiang", "s002.p025", "不是十三胡：碰的 {card} 当将",
                         "not shisanhu: the peng of {card} is jiang")
SHISANHU_ALIKE = declare("duzihu.shisanhu.alike", "s002.p025", "不是十三胡：手里有 {card} 三张以上（把子或坎）",
                         "not shisanhu: {card} three or more times in hand (a kan or a bazi)")
PIAO_DOUBLE = _doubling("duzihu.piao.double", "s002.p022", Text("飘胡翻一番", "piaohu doubles"))
MENZIGUN = _doubling("duzihu.menzigun", "s002.p044", Text("闷子棍", "menzigun (piaohu all in hand)"))
MENZIGUN_NOT_PIAO = declare("duzihu.menzigun.not_piao", "s002.p044", "不是闷子棍：不是飘胡", "not menzigun: not a piaohu")
MENZIGUN_MELD = declare("duzihu.menzigun.meld", "s002.p044", "不是闷子棍：{meld} 是拿别人的牌",
                        "not menzigun: {meld} was taken from a discard")
YIHE = _doubling("duzihu.yihe_touer", "s002.p043", Text("一和头儿", "yihe touer (only ordinary peng)"))
YIHE_SHISANHU = declare("duzihu.yihe_touer.shisanhu", "s002.p043 s002.p025", "一和头儿不另算：已算十三胡",
                        "yihe touer not counted: the hand is already a shisanhu")
YIHE_NO_PENG = declare("duzihu.yihe_touer.no_peng", "s002.p043", "不是一和头儿：没有碰", "not yihe touer: no peng")
YIHE_ALIKE = declare("duzihu.yihe_touer.alike", "s002.p043", "不是一和头儿：有{kind} {card}（不是普通牌的碰）",
                     "not yihe touer: {kind} of {card} (not a peng of an ordinary card)")
YIHE_IN_HAND = declare("duzihu.yihe_touer.in_hand", "s002.p043", "不是一和头儿：手里有 {card} 三张",
                       "not yihe touer: {card} three times in hand")
HUIMIAN = _doubling("duzihu.huimian", "s002.p027", Text("会面", "huimian (the old jiang meet)"))
HUIMIAN_CHUHAN = _doubling("duzihu.huimian_chuhan", "s002.p028", Text("会面加出汗", "huimian on a turned old jiang"))
HUIMIAN_MISSING = declare("duzihu.huimian.missing", "s002.p027",
                          "不是会面：{cards} 不是碰或杠（也不是独钓的将头）",
                          "not huimian: {cards} not three or four alike (nor the pair won by dudiao)")
CHUHAN_NOT_TURNED = declare("duzihu.huimian_chuhan.not_turned", "s002.p028", "不是会面加出汗：翻将不是老将",
                            "not huimian chuhan: the turned jiang is not an old jiang")
HAIDI = _doubling("duzihu.haidi", "s002.p026", Text("海底捞月", "haidi laoyue (self-drawn on the last card)"))
HAIDI_NOT_LAST = declare("duzihu.haidi.not_last_card", "s002.p026", "海底捞月不计：和牌不是最后一张",
                         "haidi laoyue (海底捞月) not counted: the winning card was not the last of the wall")
HAIDI_DISCARD = declare("duzihu.haidi.discard", "s002.p026", "海底捞月不计：要自摸最后一张",
                        "haidi laoyue (海底捞月) not counted: it needs a self-drawn win")
TIANCHENG = _doubling("duzihu.tiancheng", "s002.p045", Text("天成", "tiancheng (the dealer wins on the deal)"))
TIANCHENG_NO = declare("duzihu.tiancheng.not_dealt", "s002.p045", "天成不计：不是庄家起手 23 张就和",
                       "tiancheng (天成) not counted: not the dealer winning on the 23 dealt cards")
QIONG_HEN = _doubling("duzihu.qiong_hen", "s002.p050 s002.p029", Text("穷狠", "qionghen (no Xi drawn)"))
QIONG_QIONG_HEN = _doubling("duzihu.qiong_qiong_hen", "s002.p050 s002.p029",
                            Text("穷穷狠", "qiong qionghen (no Xi drawn, a Xi turned)"))
QIONG_NOT_PLAYED = declare("duzihu.qiong_hen.not_played", "s002.p047 s002.p050", "穷狠不计：这局不带喜",
                           "qionghen not counted: played without Xi")
QIONG_DRAWN = declare("duzihu.qiong_hen.drawn", "s002.p050", "穷狠不计：摸到 {n} 个喜",
                      "qionghen not counted: {n} Xi drawn")

# A rule the rule set does not have at all: one declared refusal per special.
_OFF_NAMES: dict[str, tuple[str, Text]] = {
    "duzihu.shisanhu": ("s002.p025", Text("十三胡", "shisanhu (十三胡)")),
    "duzihu.menzigun": ("s002.p044", Text("闷子棍", "menzigun (闷子棍)")),
    "duzihu.yihe_touer": ("s002.p043", Text("一和头儿", "yihe touer (一和头儿)")),
    "duzihu.huimian": ("s002.p027", Text("会面", "huimian (会面)")),
    "duzihu.haidi": ("s002.p026", Text("海底捞月", "haidi laoyue (海底捞月)")),
    "duzihu.tiancheng": ("s002.p045", Text("天成", "tiancheng (天成)")),
    "duzihu.qiong_hen": ("s002.p050", Text("穷狠", "qionghen (穷狠)")),
    "duzihu.sanlao_huiqi": ("s002.p042", Text("三老会齐", "sanlao huiqi (三老会齐)")),
    "duzihu.bazi": ("s002.p033", Text("把子", "bazi (把子)")),
    "duzihu.yazi_hard": ("s002.p037", Text("硬丫子、软丫子、独钓", "hard and soft yazi, dudiao (如皋)")),
}
OFF: dict[str, Rule] = {
    rule_id: declare(rule_id + ".off", source, name.zh + "不计：{rules}没有这条规则",
                     name.en + " not counted: not a rule of {rules}")
    for rule_id, (source, name) in _OFF_NAMES.items()
}

# --------------------------------------------------------------------------- the reading and the total

READING = declare("duzihu.reading", "s002.p008", "读法：{groups}", "reading: {groups}")
CHOICE = declare("duzihu.choice", "s002.p008",
                 "{decomps} 种拆法、{readings} 种读法（和牌放进不同的组）中取胡数最高的：和牌 {card} 在{group}里",
                 "best of {decomps} decomposition{decomps:plural} and {readings} reading{readings:plural} "
                 "with the winning card placed: {card} completes {group}")
OTHER_READING = declare("duzihu.other_reading", "s002.p008", "另一种读法：{type} {total} 胡",
                        "another reading: {type}, {total} hu")
TOTAL = declare("duzihu.total", "s002.p021", "合计 {total} 胡", "total {total} hu")

# --------------------------------------------------------------------------- not a win

NOT_A_WIN = declare("duzihu.not_a_win", "s002.p008",
                    "不成胡：{concealed} 张暗牌组不成 {need} 组（顺子、坎、杠）加一对将头；胡牌共 23 张，每个四张多一张，"
                    "此手共 {cards} 张",
                    "Not a win: {concealed} concealed cards cannot be read as {need} sets and a pair (runs of one "
                    "suit, three or four alike); a win holds 23 cards, one more for each four alike, and this hand "
                    "has {cards}")
NOT_A_WIN_NO_PAIR = declare("duzihu.not_a_win.no_pair", "s002.p008 s003.p011",
                            "不成胡：{concealed} 张暗牌组不成 {need} 组（桌上的龙已是将头）；此手共 {cards} 张",
                            "Not a win: {concealed} concealed cards cannot be read as {need} sets (the long on "
                            "the table is the pair); this hand has {cards}")
NOT_A_WIN_SHORT = declare("duzihu.not_a_win.short", "s002.p008", "不成胡：只有 {cards} 张；胡牌至少 23 张（七组加一对）",
                          "Not a win: {cards} cards; a win holds at least 23 cards (seven sets and a pair)")
NOT_A_WIN_MELDS = declare("duzihu.not_a_win.melds", "s002.p008", "不成胡：桌上 {melds} 组，多于七组",
                          "Not a win: {melds} melds, more than seven sets")
NOT_A_WIN_LONG = declare("duzihu.not_a_win.long", "s002.p008", "不成胡：{cards} 张，胡牌最多 {most} 张",
                         "Not a win: {cards} cards; a win holds at most {most}")
