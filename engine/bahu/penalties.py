"""八胡 table play: the rules a player can break at the table and the penalties the sources give. Where
the two sources differ, the choice is an option of the rule set (:class:`~engine.bahu.rules.RuleSet`:
``stale_peng``, ``qiongchi_penalty``, … docs/rules/bahu-play.md).

A penalty never stops the hand: the state records a :class:`~engine.core.game.Violation` and plays
on with the penalty applied (docs/rules/bahu-play.md). Penalty names (:data:`engine.bahu.rules.PENALTIES`):

* ``zhezhuang`` 扣牌/折庄 — the cards are laid face down: the player takes no further part in this
  hand (still flips in turn) and this hand's 庄 are not counted; he still pays (s000.p046 s001.p109);
* ``forfeit`` 庄头不计 — this hand's 庄 are not counted, play goes on (s001.p110 s001.p112 s001.p113);
* ``zuolao`` 坐牢 — 庄 counted as 0 until the player wins again; after a false win he sits out
  (s000.p079 s001.p108 s001.p111);
* ``bao`` 包 — the player pays what another would pay (s001.p114 s001.p115);
* ``none`` — the sources forbid the move but name no penalty: recorded, nothing applied;
* ``void`` — the move does not count: a 买庄 made too late is no buy (s000.p074 s001.p102).

>>> penalty_for("bahu.play.qiongchi", RuleSet.named("tongdong"))
('bao', 's001.p058 s001.p115')
>>> penalty_for("bahu.play.qiongchi", RuleSet.named("haimen").with_options(qiongchi_penalty="bao"))
('bao', 's000.p081')
>>> DISCARD_JIANG(card=BY_CODE["Q"]).en
'Qianzi is a jiang: a jiang is never discarded.'
"""

from __future__ import annotations

from engine.bahu.rules import RuleSet
from engine.cards import BY_CODE  # noqa: F401 - used by the doctest
from engine.core.reason import Text, declare


# --- the rules of play a player can break ---------------------------------------------------------

DISCARD_JIANG = declare("bahu.play.discard_jiang", "s000.p011 s001.p065",
                        "{card}是将牌：将牌不能发。", "{card} is a jiang: a jiang is never discarded.")
DISCARD_ZHAO = declare("bahu.play.discard_zhao", "s001.p065",
                       "{card}是招儿：招儿不能发。", "{card} is a zhao'r (dealt triplet): a zhao'r is never discarded.")
QIONGCHI = declare("bahu.play.qiongchi", "s000.p081 s001.p058",
                   "{card}是吃进来的牌，不能再发：穷吃勾挂。",
                   "{card} was taken by chi and may never be discarded: qiongchi gougua.")
QIONGCHI_CHI = declare("bahu.play.qiongchi_chi", "s001.p058",
                       "吃{card}：手上已有一张{card}，还把它吃进组成顺子，是穷吃勾挂。",
                       "{card} was taken by chi into a run while another {card} was held in hand: qiongchi gougua.")
STALE_CHI = declare("bahu.play.stale_chi", "s000.p046 s001.p061",
                    "{card}先前没吃，是迷张（霉张），不能再吃。",
                    "{card} was not taken by chi before: it is a stale card (meizhang) and may not be taken now.")
STALE_PENG = declare("bahu.play.stale_peng", "s001.p063",
                     "{card}第一次出现时没碰，是霉张，不能再碰。",
                     "{card} was not punged when it first appeared: a stale card may not be punged.")
WHY_NOT_YUAN = Text("手牌不圆", "the hand is not yuan")
WHY_SHORT = Text("不满八胡", "fewer than 8 hutou")
HOW_CHI = Text("吃", "chi")
HOW_PENG = Text("碰", "peng")
ZHAHU = declare("bahu.play.zhahu", "s000.p079 s001.p111",
                "诈胡：{why}。", "False win (zhahu): {why}.")
CHUKOU = declare("bahu.play.chukou", "s000.p083 s001.p071",
                 "触口（戳口）必须胡：差{card}一张就圆且满八胡，{card}来了没胡。",
                 "Chukou must win: the hand lacked only {card} to be yuan with 8 hutou, and did not win on it.")
RAW_JIANG = declare("bahu.play.raw_jiang", "s000.p083",
                    "生将必胡：牌已圆满八胡，{card}是圆牌后才翻出的将，没胡。",
                    "A raw jiang must be won on: the hand was yuan with 8 hutou and {card} is a jiang first seen "
                    "after that, but it was not won on.")
RAW_JIANG_BAO = declare("bahu.play.raw_jiang_bao", "s001.p114",
                        "熬将：生将{card}不成，{other:seat}碰了，所碰庄头由熬将者包庄。",
                        "Holding out (aojiang): the raw jiang {card} was not won on and {other:seat} punged "
                        "it; the one holding out covers (bao) those zhuang.")
CHI_ZHAO = declare("bahu.play.chi_zhao", "s001.p039",
                   "{card}是招儿：招儿不可拆开作顺子，不能拿去吃。",
                   "{card} is a zhao'r (dealt triplet): a zhao'r may not be split to make a run, so none of it "
                   "goes into a chi.")
DIAOZHANG = declare("bahu.play.diaozhang", "s001.p065 s001.p115",
                    "吊张留下：拆对子发了一张{card}，剩下的一张{card}已经没有用（手里没有一组能用上它，再来一张也不行），必须发出。",
                    "Diaozhang liuxia: one {card} of a pair was discarded and the other is now of no use (no group "
                    "in the hand could hold it, not even with one more card); it must be discarded next.")
AOJIANG_BARRED = declare("bahu.play.aojiang_barred", "s001.p114",
                         "熬将：又翻出不是自己对子的将，碰到将对之前不可以成，{card}也不能胡。",
                         "Holding out: another jiang not of his own pairs came up, so until he pengs a jiang pair he "
                         "may not win, not on {card} either.")
JIANGUN = declare("bahu.play.jiangun", "s000.p084 s001.p110",
                  "见滚不打：{how}{card}再发一张就圆且满八胡，没{how}。",
                  "Jian gun bu da: taking {card} by {how} and discarding would make the hand yuan with 8 hutou, "
                  "and it was not taken.")
KAIZHAO = declare("bahu.play.kaizhao", "s001.p063 s001.p112",
                  "不开招：手上有{card}招儿，{card}出现了没杠。",
                  "No kaizhao: a zhao'r of {card} was held and {card} appeared, but it was not ganged.")
PENG_JIANG = declare("bahu.play.peng_jiang", "s001.p063 s001.p113",
                     "不碰将：有{card}将对而没碰（一筒除外）。",
                     "A jiang pair must peng: a pair of {card} was held and it was not punged (one bing excepted).")
DEAL_SIZE = declare("bahu.play.deal_size", "s000.p023 s001.p052 s001.p108",
                    "抓多抓少：庄家应抓 26 张、其余 25 张，{player:seat}有 {n} 张。",
                    "Wrong deal: the dealer takes 26 and the others 25, but {player:seat} holds {n}.")
BOMB_KEPT = declare("bahu.play.bomb_kept", "s000.p029 s001.p041",
                    "爆炸（摊庄）{card}要摊在桌上，不能放手里。",
                    "The bomb (four dealt) of {card} must be laid out on the table, not kept in hand.")
ZHANG_MISSING = declare("bahu.play.zhang_missing", "s000.p034 s001.p056",
                        "翻出的将{card}没人碰，要涨在自己台面上，不得给下家。",
                        "The jiang {card} turned up and nobody punged it: the flipper must stand it on his table.")
BUY_LATE = declare("bahu.play.buy_late", "s000.p074 s001.p102",
                   "买庄要在摸牌阶段、手上不超过{most}张牌时：{player:seat}买时手上有{at}张，这次买庄不算。",
                   "Zhuang is bought in the drawing, holding {most} cards or fewer: {player:seat} bought "
                   "holding {at}; the buy is void.")
BUY_UNPLACED = declare("bahu.play.buy_unplaced", "s000.p074 s001.p102",
                       "{player:seat}买庄没说手上有几张牌：买庄要在摸牌阶段、手上不超过{most}张牌时，这次买庄不算"
                       "（牌抓完后再买是本地玩法，规则选项 buy_after_deal 允许）。",
                       "{player:seat}'s buy does not say how many cards he held: zhuang is bought in the "
                       "drawing, holding {most} cards or fewer, so the buy is void (buying after the whole deal "
                       "is a house rule, which the option buy_after_deal allows).")

# The penalty and the paragraphs each rule rests on under each rule set (its own text first).
RULE_AT: dict[str, dict[str, tuple[str, str]]] = {
    "bahu.play.discard_jiang": {"haimen": ("none", "s000.p011 s000.p082"), "tongdong": ("none", "s001.p065")},
    "bahu.play.discard_zhao": {"haimen": ("none", "s001.p065"), "tongdong": ("none", "s001.p065")},
    "bahu.play.qiongchi": {"haimen": ("zhezhuang", "s000.p081"), "tongdong": ("bao", "s001.p058 s001.p115")},
    "bahu.play.qiongchi_chi": {"haimen": ("zhezhuang", "s001.p058"), "tongdong": ("bao", "s001.p058 s001.p115")},
    "bahu.play.stale_chi": {"haimen": ("zhezhuang", "s000.p046 s000.p080"), "tongdong": ("zhezhuang", "s001.p061 s001.p109")},
    "bahu.play.stale_peng": {"haimen": ("none", "s001.p063"), "tongdong": ("none", "s001.p063")},
    "bahu.play.zhahu": {"haimen": ("zuolao", "s000.p079"), "tongdong": ("zuolao", "s001.p069 s001.p111")},
    "bahu.play.chukou": {"haimen": ("zhezhuang", "s000.p083"), "tongdong": ("zhezhuang", "s001.p071")},
    "bahu.play.raw_jiang": {"haimen": ("zhezhuang", "s000.p083"), "tongdong": ("zhezhuang", "s000.p083")},
    "bahu.play.raw_jiang_bao": {"haimen": ("bao", "s001.p114"), "tongdong": ("bao", "s001.p114")},
    "bahu.play.chi_zhao": {"haimen": ("none", "s001.p039"), "tongdong": ("none", "s001.p039")},
    "bahu.play.diaozhang": {"haimen": ("bao", "s001.p065 s001.p115"), "tongdong": ("bao", "s001.p065 s001.p115")},
    "bahu.play.aojiang_barred": {"haimen": ("zuolao", "s001.p114 s001.p111"), "tongdong": ("zuolao", "s001.p114 s001.p111")},
    "bahu.play.jiangun": {"haimen": ("zhezhuang", "s000.p084"), "tongdong": ("forfeit", "s001.p110")},
    "bahu.play.kaizhao": {"haimen": ("forfeit", "s001.p063 s001.p112"), "tongdong": ("forfeit", "s001.p063 s001.p112")},
    "bahu.play.peng_jiang": {"haimen": ("forfeit", "s001.p063 s001.p113"), "tongdong": ("forfeit", "s001.p063 s001.p113")},
    "bahu.play.deal_size": {"haimen": ("none", "s000.p023"), "tongdong": ("zuolao", "s001.p052 s001.p108")},
    "bahu.play.bomb_kept": {"haimen": ("none", "s000.p029"), "tongdong": ("none", "s001.p041")},
    "bahu.play.zhang_missing": {"haimen": ("none", "s000.p034"), "tongdong": ("none", "s001.p056")},
    "bahu.play.buy_late": {"haimen": ("void", "s000.p074"), "tongdong": ("void", "s001.p102")},
    "bahu.play.buy_unplaced": {"haimen": ("void", "s000.p074"), "tongdong": ("void", "s001.p102")},
}


def penalty_for(rule_id: str, rules: RuleSet) -> tuple[str, str]:
    """(penalty, source paragraphs) of a rule under a rule set; its options override the presets' penalties."""
    table = RULE_AT[rule_id]
    penalty, source = table.get(rules.name.split("+")[0], table["haimen"])
    if rule_id in ("bahu.play.qiongchi", "bahu.play.qiongchi_chi"):
        penalty = rules.qiongchi_penalty
    elif rule_id == "bahu.play.jiangun":
        penalty = rules.jiangun_penalty
    elif rule_id == "bahu.play.deal_size":
        penalty = "zuolao" if rules.deal_size_jails_dealer else "none"
    return penalty, source
