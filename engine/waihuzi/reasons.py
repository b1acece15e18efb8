"""Every rule a 歪胡子 verdict line names, declared once with its source and its wording.

A line carries the rule and its parameters (息 values, cards, bilingual names); the text is made by
:mod:`engine.core.render` when asked for. Sources follow :data:`engine.waihuzi.rules.QUOTE`, the
table of quoted source lines, which the tests check against the source text.

>>> SHISANHONG_NO(xi=80, need=13, reds=11).en
'shisanhong, thirteen red (80 xi): no — needs 13 red cards; the hand has 11'
>>> XI_WAI(place=ON_TABLE, cards=parse_cards("999d"), xi=4).zh
'歪（亮） 玖、玖、玖：4息'
"""

from __future__ import annotations

from typing import Final

from engine.core.reason import Rule, Text, declare
from engine.waihuzi.cards import parse_cards  # noqa: F401 - doctests
from engine.waihuzi.rules import QUOTE


def _src(*keys: str) -> str:
    """The paragraphs of QUOTE entries, in order, once each."""
    out: list[str] = []
    for key in keys:
        for pid in QUOTE[key][0].split():
            if pid not in out:
                out.append(pid)
    return " ".join(out)


def _rule(rule_id: str, source: str, zh: str, en: str) -> Rule:
    return declare(f"waihuzi.{rule_id}", source, zh, en)


# ---------------------------------------------------------------- where a group sits, who revealed a card

NO_PLACE: Final = Text("", "")
ON_TABLE: Final = Text("（亮）", " (on the table)")
DRAWN_WIN: Final = Text("（自摸的胡牌成歪）", " (the drawn winning card makes the wai)")
REVEALED_WIN: Final = Text("（别家揭出的胡牌成碰）", " (another player's revealed winning card makes the peng)")
AS_WAI: Final = Text("歪", "wai")
AS_KAN: Final = Text("坎", "kan")
NONE: Final = Text("无", "none")
BY_SELF: Final = Text("自己揭出", "self-drawn")
BY_OTHER: Final = Text("别家揭出", "revealed by another player")
WITH_WIN: Final = Text("组合和胡牌的1息", "groups and the win's 1 xi")
GROUPS_ONLY: Final = Text("组合", "groups")
DEALER: Final = Text("庄家", "the dealer")
PLAYER: Final = Text("闲家", "a player")

KIND_NAMES: Final = {
    "kan": Text("坎", "kan"), "wai": Text("歪", "wai"), "peng": Text("碰", "peng"), "liu": Text("溜", "liu"),
    "shun": Text("顺子", "run"), "erqishi.small": Text("二七十", "2-7-10"), "erqishi.big": Text("贰柒拾", "big 2-7-10"),
    "pair": Text("吊字对", "diaozi pair"),
}

# ---------------------------------------------------------------- groups and the win (s004.p014–p019, p036–p041)

XI_WAI = _rule("xi.wai", _src("xi.wai"), "歪{place} {cards}：{xi}息", "wai{place} {cards}: {xi} xi")
XI_KAN = _rule("xi.kan", _src("xi.kan"), "坎 {cards}：{xi}息", "kan (three alike from the deal) {cards}: {xi} xi")
XI_PENG = _rule("xi.peng", _src("xi.peng"), "碰{place} {cards}：{xi}息", "peng{place} {cards}: {xi} xi")
XI_ERQISHI_BIG = _rule("xi.erqishi.big", _src("xi.erqishi.big"), "贰柒拾{place} {cards}：{xi}息",
                       "erqishi (贰柒拾, big two-seven-ten){place} {cards}: {xi} xi")
XI_ERQISHI_SMALL = _rule("xi.erqishi.small", _src("xi.erqishi.small"), "二七十{place} {cards}：{xi}息",
                         "erqishi (二七十, small two-seven-ten){place} {cards}: {xi} xi")
LIU = _rule("group.liu", _src("group.liu"), "溜{place} {cards}：{xi}息（按所含的{held}计，豪另计）",
            "liu (four alike){place} {cards}: {xi} xi (counted as the {held} it holds; its hao is apart)")
SHUN = _rule("group.shun", _src("group.shun"), "顺子{place} {cards}：不算息", "run{place} {cards}: no xi")
PAIR = _rule("group.pair", _src("group.pair"), "吊字对 {cards}：不算息（胡牌的1息已算）",
             "diaozi pair {cards}: no xi of its own (the win's 1 xi covers it)")
WIN = _rule("xi.win", _src("xi.win"), "胡牌：{xi}息", "the win: {xi} xi")
WIN_CARD = _rule("win.card", _src("win.all_grouped"), "胡{card}（{by}）", "won on {card} ({by})")
WIN_REVEALED = _rule("win.revealed", _src("win.not_discard", "win.revealed"),
                     "胡别家揭出的{card}：揭出的底牌不是打出的牌，可以胡",
                     "won on {card}, which another player revealed from the stock: a revealed card is not a "
                     "discard, so it may be won on")

# ---------------------------------------------------------------- what the search found

GROUPING_ONLY = _rule("grouping.only", _src("win.all_grouped"), "分组：{groups}（只有这一种分法）",
                      "Grouping: {groups} (the only way to group these cards)")
GROUPING_BEST = _rule("grouping.best", "s004.p024 s004.p019", "分组：{groups}（{count}种分法中息最多的一种）",
                      "Grouping: {groups} (the most xi of {count} ways to group these cards)")
GROUPING_PARTIAL = _rule("grouping.partial", _src("win.all_grouped"), "最多成组：{groups}；剩 {cards} 不成牌型",
                         "Most cards grouped: {groups}; {cards} form no group")
BASE = _rule("base", _src("xi.win", "hao.after_win"), "底息 {base}（{what}），最低要 {need}",
             "Base {base} xi ({what}); {need} needed")
TOTAL = _rule("total", "s004.p029", "合计 {xi} 息", "Total {xi} xi")
NOT_A_WIN = _rule("not_win", _src("hao.after_win"), "不能胡牌（组合共 {xi} 息，不加豪和特殊牌型）",
                  "Not a win (its groups count {xi} xi; no hao or special hands)")

# ---------------------------------------------------------------- why a hand is not a win

NOT_ALL_GROUPED = _rule("win.all_grouped", _src("win.all_grouped"), "不是每张牌都在牌型里：剩{cards}",
                        "Not every card is in a group: {cards} left over")
SHORT = _rule("win.min_xi", _src("xi.win"), "够息的只有{base}息，最低要{need}息",
              "Only {base} xi toward the minimum, {need} needed")
REVEAL_LAST_ONLY = _rule("win.revealed.last_only", _src("win.not_discard", "win.revealed"),
                         "别家揭出的{card}不能胡：本规则集只在海捞（最后一张底牌）时才能胡别家揭出的牌",
                         "No win on {card}, which another player revealed: this rule set allows that only on the "
                         "last card of the stock (hailao)")
DEAD_COUNT = _rule("process.sishou", "s004.p021 s004.p025 s004.p027",
                   "手牌和亮牌共{n}张；按起手19张（庄家20张打一张）加胡牌、每个溜多一张，胡牌时应有{expected}张："
                   "多牌少牌为死手，不能胡",
                   "{n} cards in hand and melds, where 19 held (the dealer's 20 less a discard), the winning card "
                   "and one more per liu make {expected}: too many or too few is a dead hand, no win")
COUNT_UNCHECKED = _rule("process.count_unchecked", "s004.p021 s004.p025 s004.p027",
                        "手牌和亮牌共{n}张；按起手19张（庄家20张打一张）加胡牌、每个溜多一张，胡牌时应有{expected}张；"
                        "本规则集不查张数（死手归打牌过程）",
                        "{n} cards in hand and melds, where 19 held (the dealer's 20 less a discard), the winning "
                        "card and one more per liu make {expected}; this rule set does not check the count (a dead "
                        "hand is a matter of play)")

# ---------------------------------------------------------------- 豪 (s004.p031–p034)

HAO_WAI = _rule("hao.wai", _src("hao.wai"), "外豪 {card}（四张，一张是别家的牌）：{xi}息",
                "outer hao (waihao) {card}: all four, one taken from another player: {xi} xi")
HAO_ZIMO = _rule("hao.zimo", _src("hao.zimo"), "豪 {card}（四张，一张自己揭出）：{xi}息",
                 "hao {card}: all four, one self-drawn: {xi} xi")
HAO_NEI = _rule("hao.nei", _src("hao.nei"), "内豪 {card}（四张都在手里，不见光）：{xi}息",
                "nei hao (inner) {card}: all four dealt and never shown: {xi} xi")

# ---------------------------------------------------------------- special hands (s004.p043–p056)

SPECIAL_NAMES: Final = {
    "duizi": Text("对子息", "duizi xi, all alike"),
    "quanda": Text("全大", "quanda, all big"),
    "quanxiao": Text("全小", "quanxiao, all small"),
    "shisanhong": Text("十三红", "shisanhong, thirteen red"),
    "quanhei": Text("全黑", "quanhei, all black"),
    "hanghang": Text("行行息", "hanghang xi, every group scores"),
    "hailao": Text("海捞", "hailao, the last card"),
    "baoting": Text("报听", "baoting, ready from the deal"),
    "tianhu": Text("天胡", "tianhu, the dealer wins on the deal"),
    "dihu": Text("地胡", "dihu, won on the first card"),
}


def _special(key: str, zh: str, en: str) -> Rule:
    return _rule(f"special.{key}", _src(f"special.{key}"), zh, en)


def _special_no(key: str, why: str, zh: str, en: str) -> Rule:
    """A special hand that did not apply: the rule ``special.KEY.WHY``; the text names the hand and its 息."""
    name = SPECIAL_NAMES[key]
    return _rule(f"special.{key}.{why}", _src(f"special.{key}"), f"{name.zh}（{{xi}}息）不算：{zh}",
                 f"{name.en} ({{xi}} xi): no — {en}")


DUIZI = _special("duizi", "对子息：全是同张的牌型（坎、歪、碰、溜、吊字对），没有一句话，另加{xi}息",
                 "duizi xi: every group is alike cards (kan, wai, peng, liu, the diaozi pair), no phrase: +{xi} xi")
QUANDA = _special("quanda", "全大：全部是大字，另加{xi}息", "quanda: all big characters: +{xi} xi")
QUANXIAO = _special("quanxiao", "全小：全部是小字，另加{xi}息", "quanxiao: all small characters: +{xi} xi")
SHISANHONG = _special("shisanhong", "十三红：{reds}张红字（{need}张起80息，每多一张加{step}息），另加{xi}息",
                      "shisanhong (thirteen red): {reds} red cards (80 from {need}, +{step} for each past it): "
                      "+{xi} xi")
QUANHEI = _special("quanhei", "全黑：全部是黑字，另加{xi}息", "quanhei: all black characters: +{xi} xi")
HANGHANG = _special("hanghang", "行行息：没有不算息的顺子，每句都有息，另加{xi}息",
                    "hanghang xi: no plain run; every group scores xi: +{xi} xi")
HAILAO = _special("hailao", "海捞：胡揭出的最后一张底牌（{by}），另加{xi}息",
                  "hailao: won on the last card of the stock ({by}): +{xi} xi")
BAOTING = _special("baoting", "报听：起手听牌，不变字胡牌，另加{xi}息",
                   "baoting: ready from the deal, won without changing a card: +{xi} xi")
TIANHU = _special("tianhu", "天胡：庄家揭完20张即够息胡牌，另加{xi}息",
                  "tianhu (heavenly win): the dealer wins on his 20 dealt cards: +{xi} xi")
DIHU = _special("dihu", "地胡：第一张牌即胡，另加{xi}息", "dihu (earthly win): won on the first card drawn: +{xi} xi")
CUMULATIVE = _rule("special.cumulative", _src("special.cumulative"), "{n}种特殊牌型累加",
                   "{n} special hands add up")

DUIZI_NO = _special_no("duizi", "phrases", "有{n}句话（顺子或二七十）", "{n} phrase{n:plural} (run or 2-7-10) among the groups")
QUANDA_NO = _special_no("quanda", "small", "有{n}张小字", "{n} small card{n:plural}")
QUANXIAO_NO = _special_no("quanxiao", "big", "有{n}张大字", "{n} big card{n:plural}")
SHISANHONG_NO = _special_no("shisanhong", "reds", "要{need}张红字，只有{reds}张",
                            "needs {need} red cards; the hand has {reds}")
QUANHEI_NO = _special_no("quanhei", "reds", "有{n}张红字", "{n} red card{n:plural}")
HANGHANG_NO = _special_no("hanghang", "runs", "有{n}个不算息的顺子", "{n} plain run{n:plural}, which score no xi")
HAILAO_NO = _special_no("hailao", "not_last", "不是胡最后一张底牌", "not won on the last card of the stock")
BAOTING_NO = _special_no("baoting", "not_declared", "没有报听（起手听牌、不变字）",
                         "not ready from the deal without changing a card")
BAOTING_CHANGED = _special_no("baoting", "changed", "{meld}是吃、碰或歪，手牌变了字（溜不算变）",
                              "{meld} is a chi, peng or wai, which changes the hand (a liu does not)")
TIANHU_NO = _special_no("tianhu", "not_dealt", "不是庄家揭完20张即胡", "not the dealer's win on the 20 dealt cards")
TIANHU_MELDS = _special_no("tianhu", "melds", "揭完牌时桌上还不会有吃碰歪溜",
                           "there are no melds on the table when the deal is just done")
DIHU_NO = _special_no("dihu", "not_first", "不是第一张牌就胡", "not won on the first card drawn")
NEEDS_WIN = _rule("special.needs_win", _src("special.cumulative", "hao.after_win"), "{name}（{xi}息）不算：特殊牌型只在胡牌时加",
                  "{name} ({xi} xi): no — special hands count only for a win")

# ---------------------------------------------------------------- 起手 specials (s004.p053, p057–p059)

DEAL_NAMES: Final = {
    "yidui": Text("一对", "yidui, a single dui"), "jiudui": Text("九对", "jiudui, nine dui"),
    "wudui": Text("无对", "wudui, no dui"), "shidui": Text("十对", "shidui, ten dui"),
    "sishou": Text("死手牌", "sishou pai, dead hand"),
}
_DEAL_QUOTE: Final = {"yidui": "deal.yidui_jiudui", "jiudui": "deal.yidui_jiudui", "wudui": "deal.wudui_shidui",
                      "shidui": "deal.wudui_shidui", "sishou": "deal.sishou"}


def _deal(key: str, zh: str, en: str) -> Rule:
    return _rule(f"deal.{key}", _src(_DEAL_QUOTE[key]), zh, en)


def _deal_no(key: str, zh: str, en: str) -> Rule:
    name = DEAL_NAMES[key]
    return _rule(f"deal.{key}.no", _src(_DEAL_QUOTE[key]), f"{name.zh}（{{xi}}息）不算：{zh}",
                 f"{name.en} ({{xi}} xi): no — {en}")


YIDUI = _deal("yidui", "一对：起手只有一对（坎或内豪算一对）：{xi}息",
              "yidui: a single dui on the deal (a kan or a nei hao is one): {xi} xi")
JIUDUI = _deal("jiudui", "九对：起手九对（含坎或内豪）：{xi}息", "jiudui: nine dui on the deal (kan and nei hao included): {xi} xi")
WUDUI = _deal("wudui", "无对：起手没有一对：{xi}息", "wudui: not one dui on the deal: {xi} xi")
SHIDUI = _deal("shidui", "十对：起手十对：{xi}息", "shidui: ten dui on the deal: {xi} xi")
SISHOU = _deal("sishou", "死手牌：最多只能成{units:g}个门子，不够{need:g}个：{xi}息",
               "sishou pai (dead hand): at most {units:g} menzi, short of {need:g}: {xi} xi")
YIDUI_NO = _deal_no("yidui", "{pairs}对，不是正好一对", "{pairs} dui, not exactly one")
JIUDUI_NO = _deal_no("jiudui", "{pairs}对，不是九对", "{pairs} dui, not nine")
WUDUI_NO = _deal_no("wudui", "{pairs}对，不是无对", "{pairs} dui, not none")
SHIDUI_NO = _deal_no("shidui", "{pairs}对，不是十对", "{pairs} dui, not ten")
SISHOU_NO = _deal_no("sishou", "能成{units:g}个门子，还能胡牌", "{units:g} menzi reachable: the hand can still win")
DEAL_SIZE = _rule("deal.size", _src("deal.size"), "起手{n}张（{who}）", "{n} cards dealt ({who})")
DEAL_PAIRS = _rule("deal.pairs", "s004.p058", "{pairs}对（两张以上的同牌；坎或内豪算一对）",
                   "{pairs} dui (kinds held twice or more; a kan or a nei hao is one)")
DEAL_MENZI = _rule("deal.menzi", "s004.p057", "最多能成{units:g}个门子，胡牌要{need:g}个",
                   "At most {units:g} menzi reachable, {need:g} needed to win")
DEAL_WINS = _rule("deal.wins", "s004.p053 s004.p051", "起手即胜：{xi}息", "Wins on the deal: {xi} xi")
DEAL_NONE = _rule("deal.none", "s004.p053", "起手没有特殊牌型", "No special hand on the deal")
