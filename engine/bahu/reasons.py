"""Every rule the 八胡 engine cites, declared once: ID, source paragraphs, wording with parameters.

Results carry :class:`~engine.core.reason.Reason` values (rule ID + parameters); the text is made
on demand by :mod:`engine.core.render`, in Chinese or English. Front ends import these constants to
key on a rule (``reasons.HUANGHU.id``) instead of spelling IDs.

>>> SHORT(hutou=7, need=8).en
'Yuan but only 7 hutou; 8 are needed to win.'
>>> HUTOU["peng"](group=GROUP_NAMES["peng"], cards=[], where=IN_HAND, hutou=4).rule
'bahu.hutou.peng'
>>> HUANGHU.id in ALL and all(rule.startswith("bahu.") for rule in ALL)
True
"""

from __future__ import annotations

from typing import Final

from engine.bahu.groups import COMBOS
from engine.core.reason import RULES, Rule, Text, declare

# --- names used as parameters ---------------------------------------------------------------------

GROUP_NAMES: Final[dict[str, Text]] = {
    "run": Text("顺子", "run"), "ext": Text("接台面顺子", "extends a table run"), "wenqian": Text("文钱", "wenqian"),
    "baozi": Text("豹子", "baozi"), "zhao": Text("招儿", "zhao'r"), "bomb": Text("爆炸", "bomb"),
    "peng": Text("碰", "peng"), "gang": Text("杠", "gang"), "chi": Text("吃", "chi"),
    "zhang": Text("涨将", "standing jiang"), "jiang": Text("将（不需成组）", "jiang (needs no group)"),
    "absorbed": Text("并入台面组合", "absorbed by a table group"),
    **{c.key: Text(c.zh, c.en) for c in COMBOS},
}
IN_HAND: Final = Text("手里", "in hand")
ON_TABLE: Final = Text("台面", "on the table")

# the nearest group a plain card could join, in a hint (PARTIAL)
PARTIAL_NAMES: Final[dict[str, Text]] = {"peng": Text("碰", "a peng"), "run": Text("顺子", "a run")}


def baozi_name(rank: int) -> Text:
    return Text(f"{rank}豹子", f"a {rank}-baozi")


def card_name(card) -> Text:
    """A card by its names: 九条 / nine tiao (never its code: a reader sees names)."""
    return Text(card.zh, card.en)


CHENGPAI_NAMES: Final[dict[str, Text]] = {
    "dagun": Text("打滚", "rolling (da gun)"), "chuokou": Text("戳口", "chuokou"), "dunkou": Text("蹲口", "dunkou"),
    "sihu_dunkou": Text("四胡蹲口", "four-hu dunkou"), "kaizhao": Text("开招成", "kaizhao"),
    "tianhu": Text("添胡成", "tianhu"),
}
CHENGPAI_KINDS: Final = ("dagun", "chuokou", "dunkou")
DUNKOU_FORMS: Final = ("sihu_dunkou", "kaizhao", "tianhu")

# --- the hand: 圆, distance, hints ------------------------------------------------------------------

YUAN = declare("bahu.yuan", "s000.p054 s001.p042", "每张素牌都在组合里，牌是圆的。",
               "Every plain card is in a group: the hand is yuan (round).")
NOT_YUAN = declare("bahu.not_yuan", "s000.p054 s001.p042", "有素牌不在任何组合里：牌不圆。",
                   "Some plain card is in no group: the hand is not yuan.")
DISTANCE = declare("bahu.distance", "s000.p054 s001.p042", "牌不圆：还差 {distance} 张。",
                   "Not yuan: {distance} more card{distance:plural} would make it round.")
DISTANCE_FAR = declare("bahu.distance.far", "s000.p054 s001.p042", "牌不圆，离圆还差 {limit} 张以上。",
                       "Not yuan, and more than {limit} cards away from round.")
NO_GROUP = declare("bahu.no_group", "s000.p054 s001.p042", "手里没有任何组合能容纳：{cards}。",
                   "No group the hand could form holds: {cards}.")
# group: the partial group's name; needs: the cards it lacks; needs_named: the same with English names
PARTIAL = declare("bahu.partial", "s000.p039 s000.p042 s001.p037 s001.p039", "{held}还没有组合：成{group}缺{needs}。",
                  "{held}: no group yet; {group} needs {needs_named}.")
JIANG_NOT_IN_RUN = declare("bahu.jiang_not_in_run", "s000.p012 s001.p039", "{card}是将牌，不能做顺子（只有一饼可以）。",
                           "{card} is a jiang and never joins a run (only one bing may).")

# --- 胡头 -------------------------------------------------------------------------------------------

_HUTOU_SOURCE: Final = {"wenqian": "s000.p019 s001.p033", "zhao": "s000.p028 s001.p067",
                        "bomb": "s000.p029 s001.p067", "peng": "s000.p025 s000.p026 s001.p067",
                        "gang": "s000.p027 s001.p067", "chi": "s000.p047", "baozi": "s000.p042 s000.p028 s001.p037",
                        "run": "s000.p039 s001.p039", "ext": "s000.p039"}
HUTOU: Final[dict[str, Rule]] = {
    kind: declare(f"bahu.hutou.{kind}", _HUTOU_SOURCE.get(kind) or next(c.source for c in COMBOS if c.key == kind),
                  "{group}（{cards}，{where}）：{hutou} 胡头", "{group} ({cards}, {where}): {hutou} hutou")
    for kind in [*_HUTOU_SOURCE, *(c.key for c in COMBOS)]
}
ABSORBED = declare("bahu.absorbed", "s000.p044 s000.p047 s001.p060", "{cards}并入台面的{group}（{table}）。",
                   "{cards}: absorbed by the {group} on the table ({table}).")
HUTOU_CAP = declare("bahu.hutou.cap", "s001.p067", "胡头最多算到 {cap}：{raw} 记作 {cap}。",
                    "Hutou are counted up to {cap}: {raw} counts as {cap}.")
HUTOU_TOTAL = declare("bahu.hutou.total", "s000.p026 s001.p067", "共 {hutou} 胡头。", "{hutou} hutou in all.")

# --- can 胡 ------------------------------------------------------------------------------------------

CAN_HU = declare("bahu.can_hu", "s000.p053 s001.p019", "圆且满 {need} 胡头：可以胡。",
                 "Yuan with at least {need} hutou: the hand can win (hu).")
SHORT = declare("bahu.short", "s000.p053 s001.p019", "圆但只有 {hutou} 胡头，不满 {need} 胡头，不能胡。",
                "Yuan but only {hutou} hutou; {need} are needed to win.")
HUANGHU = declare("bahu.huanghu", "s000.p035 s001.p106", "没有将对：黄胡，不能游牌胡牌。",
                  "No pair of any jiang: huanghu, the player sits this round out and cannot win.")
WAITS = declare("bahu.waits", "s000.p048 s000.p055 s000.p056", "听张：{cards}", "Waiting cards: {cards}")

# --- 成牌 kinds: applied, and why not --------------------------------------------------------------------

CHENGPAI: Final[dict[str, Rule]] = {
    "dagun": declare("bahu.chengpai.dagun", "s001.p073", "打滚：已圆且满八胡，所有将牌都能成，搁得上的牌也能成。",
                     "Rolling (da gun): already yuan with 8 hutou; any jiang wins, and so does any card that "
                     "fits a group."),
    "chuokou": declare("bahu.chengpai.chuokou", "s001.p071", "戳口：差一张成圆，台上出现这张就成。",
                       "Chuokou: one group lacks one card; when it appears the hand wins."),
    "dunkou": declare("bahu.chengpai.dunkou", "s001.p078", "蹲口：牌已圆，胡头还不满八。",
                      "Dunkou: the hand is yuan but short of 8 hutou."),
    "sihu_dunkou": declare("bahu.chengpai.sihu_dunkou", "s001.p079", "四胡蹲口：等碰将对得四胡。",
                           "Four-hu dunkou: waiting to peng a jiang pair for 4 hutou."),
    "kaizhao": declare("bahu.chengpai.kaizhao", "s001.p080", "开招成：等开招（杠）添胡头。",
                       "Kaizhao: waiting to gang a dealt triplet."),
    "tianhu": declare("bahu.chengpai.tianhu", "s001.p082", "添胡成：等一张添胡头。",
                      "Tianhu: waiting for a card that adds the missing hutou."),
}


def _not(kind: str, cause: str, zh: str, en: str) -> Rule:
    source = CHENGPAI[kind].source
    return declare(f"bahu.chengpai.{kind}.{cause}", source, f"不是{CHENGPAI_NAMES[kind].zh}：{zh}",
                   f"Not {CHENGPAI_NAMES[kind].en}: {en}")


# (kind, cause) → the rule saying why that kind did not apply
CHENGPAI_NOT: Final[dict[tuple[str, str], Rule]] = {
    ("dagun", "not_yuan"): _not("dagun", "not_yuan", "牌还不圆。", "the hand is not yuan yet."),
    ("dagun", "short"): _not("dagun", "short", "只有 {hutou} 胡头，不满 {need}。", "only {hutou} hutou, {need} needed."),
    ("chuokou", "yuan"): _not("chuokou", "yuan", "牌已经圆了。", "the hand is already yuan."),
    ("chuokou", "no_wait"): _not("chuokou", "no_wait", "没有一张牌能使牌圆且满 {need} 胡头。",
                                 "no single card makes the hand yuan with {need} hutou."),
    ("dunkou", "not_yuan"): _not("dunkou", "not_yuan", "牌还不圆。", "the hand is not yuan yet."),
    ("dunkou", "dagun"): _not("dunkou", "dagun", "已满 {need} 胡头，是打滚。", "it already has {need} hutou (rolling)."),
    ("dunkou", "no_wait"): _not("dunkou", "no_wait", "没有一张牌能添到 {need} 胡头。",
                                "no card brings it to {need} hutou."),
    ("sihu_dunkou", "no_wait"): _not("sihu_dunkou", "no_wait", "没有等碰将对的听张。",
                                     "no waiting card pengs a jiang pair."),
    ("kaizhao", "no_wait"): _not("kaizhao", "no_wait", "没有等开招（杠起手招儿）的听张。",
                                 "no waiting card gangs a dealt triplet."),
    ("tianhu", "no_wait"): _not("tianhu", "no_wait", "没有等吃进组合或碰素对添胡的听张。",
                                "no waiting card joins a group or pengs a plain pair."),
    **{(kind, "huanghu"): _not(kind, "huanghu", "黄胡不参与游胡。", "huanghu sits the round out.")
       for kind in CHENGPAI_KINDS},
}

# --- settlement: 庄 of each table -----------------------------------------------------------------------

ZHUANG_JIANG_PENG = declare("bahu.zhuang.jiang_peng", "s000.p062 s001.p086", "{seat:seat}：将碰/杠 {n} 对：{zhuang} 庄",
                            "{seat:seat}: {n} jiang peng/gang: {zhuang} zhuang")
ZHUANG_MIXED = declare("bahu.zhuang.mixed", "s000.p063 s001.p086",
                       "{seat:seat}：有将碰，素碰/杠 {n} 对各一庄：{zhuang} 庄",
                       "{seat:seat}: with a jiang peng, each of {n} plain peng/gang is 1 zhuang: {zhuang}")
ZHUANG_SU_PENG = declare("bahu.zhuang.su_peng", "s000.p061 s001.p086",
                         "{seat:seat}：素碰/杠 {n} 对（无将碰，满四对起算）：{zhuang} 庄",
                         "{seat:seat}: {n} plain peng/gang and no jiang peng (four make the first): {zhuang} zhuang")
ZHUANG_SU_PENG_FEW = declare("bahu.zhuang.su_peng.few", "s000.p061 s001.p086",
                             "{seat:seat}：素碰/杠只有 {n} 对，又没有将碰：不满四对不算庄",
                             "{seat:seat}: only {n} plain peng/gang and no jiang peng: fewer than four make "
                             "no zhuang")
ZHUANG_BOMB = declare("bahu.zhuang.bomb", "s000.p064 s000.p065 s001.p087",
                      "{seat:seat}：爆炸：素 {su} 个、将 {jiang} 个：{zhuang} 庄",
                      "{seat:seat}: bombs: {su} plain, {jiang} jiang: {zhuang} zhuang")
ZHUANG_HUANG = declare("bahu.zhuang.huang", "s000.p064 s001.p106", "{seat:seat}：黄胡只计爆炸，{n} 个碰/杠不算庄",
                       "{seat:seat}: huanghu counts only bombs; {n} peng/gang count no zhuang")
ZHUANG_JAILED = declare("bahu.zhuang.void.jailed", "s000.p079 s001.p108", "{seat:seat}：坐牢：庄数按 0 计",
                        "{seat:seat}: in jail: zhuang counted as 0")
ZHUANG_FORFEIT = declare("bahu.zhuang.void.forfeit", "s001.p109 s001.p112 s001.p113", "{seat:seat}：折庄：庄数按 0 计",
                         "{seat:seat}: forfeited this round: zhuang counted as 0")
ZHUANG_TOTAL = declare("bahu.zhuang.total", "s001.p093", "{seat:seat}共 {zhuang} 庄", "{seat:seat}: {zhuang} zhuang in all")

# --- settlement: the winner ---------------------------------------------------------------------------

WIN_PING = declare("bahu.win.ping", "s000.p067 s000.p068 s001.p089 s001.p096",
                   "{seat:seat}：平胡 {hutou} 胡头：加 {zhuang} 庄、{di} 底",
                   "{seat:seat}: pinghu with {hutou} hutou: +{zhuang} zhuang, +{di} di")
WIN_PIAO = declare("bahu.win.piao", "s000.p069 s000.p070 s001.p090 s001.p096",
                   "{seat:seat}：飘胡（碰将对）{hutou} 胡头：加 {zhuang} 庄、{di} 底",
                   "{seat:seat}: piaohu with a jiang peng, {hutou} hutou: +{zhuang} zhuang, +{di} di")
WIN_HEIBA = declare("bahu.win.heiba", "s000.p071 s001.p091 s001.p096",
                    "{seat:seat}：黑八（飘胡没碰将）：加 {zhuang} 庄、{di} 底",
                    "{seat:seat}: heiba (piaohu with no jiang peng): +{zhuang} zhuang, +{di} di")
PING_FROM_BOMB = declare("bahu.win.ping.dealt_bomb", "s000.p051 s001.p089",
                         "{seat:seat}起手有爆炸（{cards}）：只能算平胡",
                         "{seat:seat} was dealt a bomb ({cards}): the win can only be a pinghu")
NOT_PING = declare("bahu.win.ping.not_dealt", "s000.p051 s001.p089",
                   "{seat:seat}：不是平胡：起手没有招儿或爆炸",
                   "{seat:seat}: not pinghu: no zhao'r or bomb came with the deal")
NOT_PIAO_PING = declare("bahu.win.piao.ping", "s000.p051 s001.p090", "{seat:seat}：不算飘胡：起手有招儿或爆炸，只能算平胡",
                        "{seat:seat}: not piaohu: a zhao'r or bomb came with the deal, so only pinghu")
NOT_PIAO_NO_JIANG = declare("bahu.win.piao.no_jiang_peng", "s000.p069 s001.p091",
                            "{seat:seat}：不是飘胡（碰将对）：台面没有将碰/杠",
                            "{seat:seat}: not piaohu with a jiang peng: no jiang peng/gang on the table")
NOT_HEIBA_PING = declare("bahu.win.heiba.ping", "s000.p051 s001.p091", "{seat:seat}：不算黑八：起手有招儿或爆炸，只能算平胡",
                         "{seat:seat}: not heiba: a zhao'r or bomb came with the deal, so only pinghu")
NOT_HEIBA_JIANG = declare("bahu.win.heiba.jiang_peng", "s000.p071 s001.p091", "{seat:seat}：不是黑八：台面有将碰/杠",
                          "{seat:seat}: not heiba: a jiang peng/gang is on the table")

# --- settlement: multipliers, 包, payments -------------------------------------------------------------

MULT_NAMES: Final[dict[str, Text]] = {
    "cannons": Text("两大炮", "two cannons"), "cannon_buyer": Text("大炮对买庄", "cannon against a buyer"),
    "cannon": Text("大炮", "cannon"), "both_bought": Text("对庄", "both bought"), "bought": Text("买庄", "bought"),
}
_MULT_SOURCE: Final = {"cannons": "s000.p072 s001.p102", "cannon_buyer": "s000.p072 s001.p102",
                       "cannon": "s000.p072 s000.p076 s001.p100", "both_bought": "s000.p072 s001.p102",
                       "bought": "s000.p072 s001.p102"}
MULTIPLIER: Final[dict[str, Rule]] = {
    key: declare(f"bahu.multiplier.{key}", _MULT_SOURCE[key], "{a:seat}与{b:seat}：{why}，每庄 × {mult}",
                 "{a:seat} and {b:seat}: {why}, each zhuang × {mult}")
    for key in MULT_NAMES
}
NO_MULTIPLIER = declare("bahu.multiplier.none", "s000.p072 s001.p102", "{a:seat}与{b:seat}：都没买庄、没做大炮，每庄 × 1",
                        "{a:seat} and {b:seat}: neither bought nor is a cannon, each zhuang × 1")
BOUGHT_AS_CANNON = declare("bahu.multiplier.bought.cannon", "s000.p072 s001.p102",
                           "{seat:seat}是大炮又买庄：按大炮计，买庄不另计",
                           "{seat:seat} is a cannon and bought: counted as the cannon, the buying adds nothing")
COVER = declare("bahu.baozhuang", "s001.p114 s001.p115", "{coverer:seat}包{covered:seat}付给{payee:seat}的 {amount}",
                "{coverer:seat} covers {covered:seat}'s {amount} to {payee:seat}")

COVER_MELDS = declare("bahu.baozhuang.aojiang", "s001.p114",
                      "熬将包庄：{payer:seat}不出{seat:seat}那些碰的庄，由{coverer:seat}付 {amount}",
                      "Holding out covers the pengs: {payer:seat} does not pay for {seat:seat}'s pengs made "
                      "meanwhile; {coverer:seat} pays those {amount}")

_PAY_ZH, _PAY_EN = "{payer:seat}付{payee:seat}：", "{payer:seat} pays {payee:seat}: "
_ZH_Z, _EN_Z = "{zhuang} 庄 × {mult}", "{zhuang} zhuang × {mult}"
_ZH_WHY, _EN_WHY = "（{why}）", " ({why})"
PAYMENT: Final[dict[str, Rule]] = {
    # zhuang: the pair's 庄 difference × multiplier; di: the winner's 底; less: the payee owes zhuang back
    key: declare(f"bahu.payment.{key}", "s000.p073 s000.p077", _PAY_ZH + zh + " = {amount}", _PAY_EN + en + " = {amount}")
    for key, zh, en in (
        ("zhuang", _ZH_Z + _ZH_WHY, _EN_Z + _EN_WHY),
        ("zhuang.plain", _ZH_Z, _EN_Z),
        ("zhuang_di", _ZH_Z + _ZH_WHY + " + {di} 底", _EN_Z + _EN_WHY + " + {di} di"),
        ("zhuang_di.plain", _ZH_Z + " + {di} 底", _EN_Z + " + {di} di"),
        ("di", "{di} 底", "{di} di"),
        ("di_less", "− " + _ZH_Z + _ZH_WHY + " + {di} 底", "− " + _EN_Z + _EN_WHY + " + {di} di"),
        ("di_less.plain", "− " + _ZH_Z + " + {di} 底", "− " + _EN_Z + " + {di} di"),
    )
}
PAYMENT_COVERED = declare("bahu.payment.covered", "s000.p073 s001.p114 s001.p115",
                          "{payer:seat}付{payee:seat}：{amount}（含包庄）",
                          "{payer:seat} pays {payee:seat}: {amount} (including covered debts)")

# --- what the command line prints around the lines -------------------------------------------------------

SHOW_HAND = declare("bahu.show.hand", "s000.p054 s001.p042", "{rules}：手牌 {hand}　台面 {melds}",
                    "rules {rules}: hand {hand}  melds {melds}")
SHOW_VERDICT = declare("bahu.show.verdict", "s000.p053 s001.p019", "圆：{yuan}　胡头：{hutou}　能胡：{can_hu}　离圆：{distance}",
                       "yuan: {yuan}   hutou: {hutou}   can hu: {can_hu}   distance: {distance}")
SHOW_WAITS = declare("bahu.show.waits", "s000.p048 s001.p070", "听张：{cards}　成牌：{kind}",
                     "waits: {cards}   chengpai: {kind}")
SHOW_NONE = Text("无", "-")

ALL: Final = tuple(sorted(r for r in RULES if r.startswith("bahu.")))  # every rule ID declared above
