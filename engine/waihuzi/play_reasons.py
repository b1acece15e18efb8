"""The rules of 歪胡子 table play a replayed record can break, declared once (as :mod:`engine.waihuzi.reasons`
declares the scoring rules), and the settlement's lines.

Each violation names its rule, the paragraph(s) it rests on and a penalty: ``sishou`` (死手: the
seat plays on but may not win, s004.p025), ``void`` (the event is not applied: the card is not
there, the seat may not take it, or the claimed win is no win) or ``none`` (noted only).
:data:`PLAY_QUOTE` holds the source line behind each rule; the tests check every quote.

>>> CHI_STALE(card=parse_cards("5x")[0]).en
'Small five is a stale card (choupai) for this seat: it may not chi it; a dead hand (sishou)'
"""

from __future__ import annotations

from typing import Final

from engine.core.reason import Rule, Text, declare
from engine.waihuzi.cards import parse_cards  # noqa: F401 - doctests

SISHOU: Final = "sishou"
VOID: Final = "void"
NONE: Final = "none"

# The source line behind each rule of play, quoted exactly (content/sources/004-waihuzi.md).
PLAY_QUOTE: Final[dict[str, tuple[str, str]]] = {
    "seats": ("s004.p012", "庄家的对家“守醒”，为闲家。“守醒”者不打牌，仅负责点数牌作陪；以后谁胡牌谁就是庄家，对家“守醒”。如只三人亦可游戏，就不派人守醒，由庄家数牌。"),
    "first_dealer": ("s004.p012", "歪胡子首盘由四人倒牌，根据底牌大小决定谁是庄家"),
    "deal": ("s004.p021", "起手庄家抓20张牌，二位闲家各抓19张牌。"),
    "first_discard": ("s004.p022", "庄家先打出第一张牌，下家可吃可碰，上家可碰不能吃，吃碰后均打出一张牌"),
    "table": ("s004.p022", "打出的牌放于牌桌本人右手边，吃碰之牌放于牌桌本人正门（地下）"),
    "drawn": ("s004.p022", "均不得将所摸之牌放入手中。如所摸之牌不是自己所需之牌，则亦不能放入手中，只能放在本人右边"),
    "priority": ("s004.p026", "歪胡子组牌优先顺序为　歪（溜）胡牌 碰 吃。"),
    "wai": ("s004.p014", "起手有两张，再自摸一张相同牌叫歪。碰亮牌，歪亮一张盖两张。"),
    "liu": ("s004.p015", "歪后再摸同张字牌，也称溜（也可以吃）…起手三张同牌，再自摸一张，亦称溜，下牌不亮牌；碰后再摸到同张字牌，不能溜，只能吃，算外毫；"),
    "liu_discard": ("s004.p027", "先摸后打：任何吃碰等动作后都要打牌，溜除外，上家出牌后，我家有四张同牌，可不摸牌，直接溜，溜后不另出牌。"),
    "peng_revealed": ("s004.p023", "别人打过或者摸出过的牌，还是可以碰。"),
    "stale": ("s004.p023", "如某家（包括自己家）打出一张牌，本人想吃而未吃，则这张牌就成了你的臭牌，第二次他家再打出同张牌时，本人不得再吃。任何人也不能吃自己曾经打出过的牌，不管这张牌后来有人打出还是自己摸到都不能吃。"),
    "sishou": ("s004.p025", "死手：多牌或少牌，吃臭打臭均为死手，死手者无资格胡牌。"),
    "win_drawn": ("s004.p019", "胡牌只能胡摸出来的牌，任何人打出的牌都不能胡牌。"),
    "win_discard": ("s004.p022", "手中打出的牌不能胡。"),
    "hailao": ("s004.p035", "指牌桌上揭到最后一张底牌，有任何一人可以胡牌，胡牌者即为海捞胡。说明，如果上家揭到最后一张，上家手中有同牌两张，或三张，上家可以采用歪或溜的动作，即可以阻止下家海捞胡牌。达到流局效果。"),
    "min_xi": ("s004.p041", "最低8息才能和牌"),
    "qishou": ("s004.p053", "揭牌，不管庄家或闲家，任何一人手中如果有九对或一对或无对。（三种情况的一种）即持牌者胜"),
    "tianhu": ("s004.p055", "指庄家在揭完 20张牌，即够息胡牌的。则叫天胡。"),
    "dihu": ("s004.p056", "这种指任何一家够息第一支胡牌的。则叫地胡。"),
    "baoting": ("s004.p054", "庄家打出第一张牌后，庄家或闲家，手中的牌，只要在揭底牌的过程中胡牌，不变字，胡牌的。溜牌不在变牌之列。即报听"),
    "xi_unit": ("s004.p029", "计数单位为息"),
}


def _rule(rule_id: str, source: str, zh: str, en: str) -> Rule:
    return declare(f"waihuzi.play.{rule_id}", source, zh, en)


# ---------------------------------------------------------------- names used as parameters

VERBS: Final = {"draw": Text("揭", "draw"), "discard": Text("打", "discard"), "chi": Text("吃", "chi"),
                "peng": Text("碰", "peng"), "wai": Text("歪", "wai"), "liu": Text("溜", "liu"),
                "hu": Text("胡", "hu"), "pass": Text("过", "pass"), "deal": Text("起手抓牌", "deal")}
DUE: Final = {"draw": Text("揭牌", "a draw"), "discard": Text("打牌", "a discard"),
              "claim": Text("对这张牌表态（歪、溜、胡、碰、吃或过）", "a claim on the card (wai, liu, hu, peng, chi or pass)"),
              "open": Text("起手胡牌或过，然后庄家打第一张", "a win on the deal or a pass, then the dealer's first discard"),
              "over": Text("无（这一局已结束）", "nothing (the hand is over)")}
WHO: Final = {True: Text("庄家", "the dealer"), False: Text("闲家", "a player")}

# ---------------------------------------------------------------- the deal

DEAL_SIZE = _rule("deal_size", "s004.p021 s004.p025", "起手{n}张；{who}应抓{need}张：多牌少牌为死手",
                  "{n} card{n:plural} dealt where {who} takes {need}: too many or too few is a dead hand (sishou)")
DEALER_NEXT = _rule("dealer", "s004.p012", "庄家应是上一局胡牌的{seat:seat}", "the dealer should be {seat:seat}, "
                    "who won the last hand")

# ---------------------------------------------------------------- turn and cards

OUT_OF_TURN = _rule("turn", "s004.p022 s004.p027", "不该{seat:seat}{verb}：现在该{due}",
                    "not {seat:seat}'s {verb} now: {due} is due")
OVER = _rule("over", "s004.p019", "这一局已经结束，不能再{verb}", "the hand is over: no more {verb}")
NOT_HELD = _rule("not_held", "s004.p014 s004.p016 s004.p022", "{seat:seat}手里没有{verb}所需的{cards}",
                 "{seat:seat} does not hold {cards}, which the {verb} needs")
WALL = _rule("wall", "s004.p022", "揭出的应是底牌中的下一张{card}，不是{got}",
             "the card drawn is the stock's next, {card}, not {got}")
WALL_GONE = _rule("wall_gone", "s004.p022", "底牌里已没有{got}", "no {got} is left in the stock")
NOT_OFFERED = _rule("not_offered", "s004.p022", "桌上待表态的牌是{card}，不是{got}",
                    "the card on offer is {card}, not {got}")

# ---------------------------------------------------------------- who may take what

CHI_SEAT = _rule("chi_seat", "s004.p022", "{seat:seat}不能吃这张牌：打出的牌只有下家可吃（上家可碰不能吃），揭出的牌只有揭牌者可吃",
                 "{seat:seat} may not chi this card: a discard only its next player may chi (the one before may "
                 "peng, not chi), a revealed card only the one who drew it")
PENG_OWN = _rule("peng_own", "s004.p014", "碰是别家的牌；自己揭出的牌成三张叫歪", "a peng takes another player's "
                 "card; one's own revealed card makes three alike a wai")
WAI_SEAT = _rule("wai_seat", "s004.p014", "歪要自摸：只有揭出这张牌的人能歪", "a wai is self-drawn: only the one "
                 "who revealed the card may wai it")
LIU_SEAT = _rule("liu_seat", "s004.p015 s004.p027", "溜只能溜自己揭出的第四张，或上家打出的第四张",
                 "a liu takes one's own revealed fourth, or the fourth the player before discards")
LIU_AFTER_PENG = _rule("liu_after_peng", "s004.p015", "碰后再摸到同张字牌，不能溜，只能吃",
                       "after a peng the fourth card may not be taken by liu, only by chi")

# ---------------------------------------------------------------- stale cards and dead hands (s004.p023, p025)

CHI_STALE = _rule("chi_stale", "s004.p023 s004.p025", "{card}是这家的臭牌，不能吃：吃臭为死手",
                  "{card} is a stale card (choupai) for this seat: it may not chi it; a dead hand (sishou)")
DISCARD_STALE = _rule("discard_stale", "s004.p023 s004.p025", "{card}是这家想吃未吃的臭牌：打臭为死手",
                      "{card} is a stale card this seat declined to chi: discarding it is a dead hand (sishou)")
EXTRA_DISCARD = _rule("extra_discard", "s004.p025 s004.p027", "{seat:seat}没吃碰就打出{card}：少牌为死手",
                      "{seat:seat} discards {card} without a take before it: too few cards, a dead hand (sishou)")
NO_DISCARD = _rule("no_discard", "s004.p025 s004.p027", "{seat:seat}{verb}后没有打牌：多牌为死手",
                   "{seat:seat} did not discard after the {verb}: too many cards, a dead hand (sishou)")

# ---------------------------------------------------------------- wins

WIN_DISCARD = _rule("win_discard", "s004.p019 s004.p022", "打出的{card}不能胡：胡牌只能胡摸出来的牌",
                    "no win on the discarded {card}: a win is only on a card drawn")
DEAD_WIN = _rule("dead_win", "s004.p025", "{seat:seat}是死手，无资格胡牌", "{seat:seat} has a dead hand (sishou) "
                 "and may not win")
NOT_A_WIN = _rule("not_win", "s004.p019 s004.p041", "{seat:seat}胡{card}不成：{why}", "{seat:seat}'s win on {card} "
                  "is no win. {why}")
NOT_QISHOU = _rule("not_qishou", "s004.p053 s004.p055", "{seat:seat}起手不能胡：没有起手特殊牌型（庄家也不够天胡）",
                   "{seat:seat} cannot win on the deal: no special dealt hand (nor, for the dealer, a tianhu)")
PASSED = _rule("passed", "s004.p026", "{seat:seat}对这张牌已经过了", "{seat:seat} has already passed on this card")
CHI_GROUP = _rule("chi_group", "s004.p016 s004.p017", "{cards}不是顺子也不是二七十",
                  "{cards} is neither a run nor a two-seven-ten (二七十)")
CHI_WHICH = _rule("chi_which", "s004.p016", "吃{card}有几种吃法：写出手里的哪两张", "{card} can be taken by chi "
                  "in more than one way: name the two hand cards")
HU_CARD = _rule("hu_card", "s004.p053 s004.p055", "起手胡牌要写手里的一张牌，{card}不在{seat:seat}手里",
                "a win on the deal names a card of the hand; {seat:seat} holds no {card}")

# ---------------------------------------------------------------- settlement

PAYS = _rule("settle.pays", "s004.p029 s004.p012", "{seat:seat}付给胡牌的{winner:seat}{xi}息",
             "{seat:seat} pays the winner, {winner:seat}, {xi} xi")
SITS_OUT = _rule("settle.sits_out", "s004.p012", "{seat:seat}守醒，不打牌也不付息", "{seat:seat} sits out "
                 "(shouxing): no play, no payment")
EXHAUSTED = _rule("settle.exhausted", "s004.p035", "流局：底牌揭完无人胡牌，不付息",
                  "drawn hand (liuju): the stock ran out with no win; nobody pays")
