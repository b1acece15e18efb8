"""What the 八胡 engine says when a record or a round cannot be taken as written, in both languages.

These are refusals of input (an event that cannot happen, a settlement that contradicts itself), not
rules broken in play: those are reasons (:mod:`engine.bahu.reasons`). Seats are named by ``{seat:seat}``
(甲家 / Player A) and cards by name, as everywhere a user reads.

>>> from engine.decks.changpai import BY_CODE
>>> NOT_HELD(seat=2, card=BY_CODE["9m"]).zh
'丙家手里没有九万'
"""

from __future__ import annotations

from typing import Final

from engine.core.bilingual import Text
from engine.core.words import words

# why a seat takes no part in the rest of the hand (referee ``Seat.out``)
OUT_WHY: Final[dict[str, Text]] = {
    "zhangbao": Text("涨爆", "zhang bao"), "zuolao": Text("坐牢", "zuolao"), "huanghu": Text("黄胡", "huanghu"),
}

# the referee: an event of the record that cannot be played
EVENT_AT: Final = words("bahu.event_at", "第 {n} 步：", "events[{i}]: ")  # n counts from 1, as a reader does
BOMB_NOT_FOUR: Final = words("bahu.bomb_not_four", "{seat:seat}手里没有四张{card}", "{seat:seat} does not hold four {card}")
NOTHING_TO_PASS: Final = words("bahu.nothing_to_pass", "{seat:seat}此时没有可以放过的牌",
                               "{seat:seat} has nothing to pass on now")
NO_CLAIM_LEFT: Final = words("bahu.no_claim_left", "{seat:seat}对{card}已没有可叫的牌",
                             "{seat:seat} has no claim left on {card}")
NOTHING_UP: Final = words("bahu.nothing_up", "此时没有翻出的牌可以{what}（该{seat:seat}{act}）",
                          "no card is up to {what_en} ({seat:seat} is to {act_en})")
SITS_OUT: Final = words("bahu.sits_out", "{seat:seat}已不参与本局（{why}）", "{seat:seat} sits out ({why})")
CANNOT_CLAIM: Final = words("bahu.cannot_claim", "{seat:seat}此时不能{what}{card}", "{seat:seat} cannot {what_en} {card} now")
DEALER_SITS_OUT: Final = words("bahu.dealer_sits_out", "庄家不参与本局（{why}）；由{next:seat}先翻牌",
                               "the dealer sits out ({why}); {next:seat} flips first")
BOMB_NOT_DISCARDED: Final = words("bahu.bomb_not_discarded",
                                  "{seat:seat}有四张{card}：爆炸要摊在桌上，不能打出（s000.p029）",
                                  "{seat:seat} holds four {card}: a bomb is laid out, not discarded (s000.p029)")
NOT_TO_DISCARD: Final = words("bahu.not_to_discard", "现在不该{seat:seat}出牌", "{seat:seat} is not the one to discard now")
NOT_TO_DISCARD_TURN: Final = words("bahu.not_to_discard.turn", "现在不该{seat:seat}出牌（该{turn:seat}出）",
                                   "{seat:seat} is not the one to discard now ({turn:seat} is)")
NOT_HELD: Final = words("bahu.not_held", "{seat:seat}手里没有{card}", "{seat:seat} does not hold {card}")
DISCARD_FIRST: Final = words("bahu.discard_first", "{seat:seat}要先出牌，才能翻下一张",
                             "{seat:seat} must discard before the next card is flipped")
WRONG_FLIPPER: Final = words("bahu.wrong_flipper", "该{flipper:seat}翻下一张，不是{seat:seat}",
                             "{flipper:seat} flips the next card, not {seat:seat}")
TOO_FEW: Final = words("bahu.too_few", "{seat:seat}手里只有 {held} 张{card}，{kind}要 {need} 张",
                       "{seat:seat} holds {held} {card}, a {kind_en} needs {need}")
CHI_NOT_HELD: Final = words("bahu.chi_not_held", "{seat:seat}手里没有用来吃的{card}",
                            "{seat:seat} does not hold {card} to chi with")

# what a claim is called in these messages: (Chinese verb, English verb)
CLAIM_VERBS: Final[dict[str, tuple[str, str]]] = {
    "win on": ("胡", "win on"), "peng": ("碰", "peng"), "gang": ("杠", "gang"), "chi": ("吃", "chi"),
    "stand": ("涨将", "stand"),
}

# the drawing for the deal (买庄)
ALREADY_BOUGHT: Final = words("bahu.already_bought", "{seat:seat}已经买过庄", "{seat:seat} has already bought")
ALREADY_DECIDED: Final = words(
    "bahu.already_decided", "{seat:seat}已经决定过买不买庄（每家在抓牌时按顺序从庄家起决定一次，当时手里 {held} 张）",
    "{seat:seat} has already decided on 买庄 (a seat decides once in the drawing, in turn from the dealer, "
    "holding {held} cards)")

# the settlement of a round
NO_SUCH_MELD: Final = words("bahu.settle.no_such_meld", "{seat:seat}台面上没有{kind}{cards}",
                            "{seat:seat} has no {kind} of {cards} on the table")
COVERED_TWICE: Final = words("bahu.settle.covered_twice", "{seat:seat}已由{coverer:seat}包了；一家只由一人包",
                             "{seat:seat} is covered by {coverer:seat} already; one player covers a seat")
COVERS_CIRCLE: Final = words("bahu.settle.covers_circle", "包庄转了一圈（{seat:seat}被它所包的一家包了）；没有文本这样结算",
                             "covers go round in a circle ({seat:seat} is covered by a player it covers); "
                             "no source settles that")
HUANG_WINNER: Final = words("bahu.settle.huang_winner", "{seat:seat}黄胡，不能胡牌（s000.p035）",
                            "{seat:seat} is huanghu and cannot win (s000.p035)")
BOMB_MAKES_PING: Final = words("bahu.settle.bomb_makes_ping",
                               "{seat:seat}起手有爆炸（{cards}），只能胡平胡（s000.p051）；写 \"ping\": true 或不写",
                               "{seat:seat} was dealt a bomb ({cards}), so the win can only be a pinghu (s000.p051); "
                               "write \"ping\": true or leave it out")
SEAT_TWICE: Final = words("bahu.settle.seat_twice", "{seat:seat}写了两次", "{seat:seat} given twice")
HAND_OVER: Final = words("bahu.hand_over", "这一局已经结束", "the hand is already over")


def event_at(i: int) -> tuple[str, str]:
    """The lead-in naming the record's event ``i``, in Chinese and English."""
    at = EVENT_AT(i=i, n=i + 1)
    return at.zh, at.en


def field_at(path: str) -> tuple[str, str]:
    """The lead-in naming a field of the round's JSON (``winner.seat``), in Chinese and English."""
    return f"{path}：", f"{path}: "

# refusals that name no seat
BOMB_IN_DEAL: Final = words("bahu.bomb_in_deal", "爆炸只在起手时摊出", "a bomb (爆炸) is laid out in the deal")
CARD_UP: Final = words("bahu.card_up", "亮着的牌是{up}，不是{card}", "the card up is {up}, not {card}")
NO_FLIP_NOW: Final = words("bahu.no_flip_now", "此时不能翻牌", "no card can be flipped now")
WALL_EMPTY: Final = words("bahu.wall_empty", "牌已翻完", "the wall is empty")
WALL_NEXT: Final = words("bahu.wall_next", "下一张是{want}，不是{card}", "the next wall card is {want}, not {card}")
NONE_LEFT: Final = words("bahu.none_left", "牌里已经没有{card}", "no {card} is left in the wall")
NO_CHI_GROUP: Final = words("bahu.no_chi_group", "{cards}加{card}不成可吃的组合（顺子、豹子、胡头组合、文钱，或接台面的组合）",
                            "{cards} with {card} is no group to chi (a run, a baozi, a combination or wenqian, "
                            "or a table group it extends)")
ZHANG_FLIPPED_ONLY: Final = words("bahu.zhang_flipped_only", "只有翻出的将才能涨将，打出的不行",
                                  "only a flipped 将 is stood (涨将), never a discard")
BUY_IN_DEAL: Final = words("bahu.buy_in_deal", "买庄只在起手时，庄家第一次出牌之前（s000.p074）",
                           "买庄 (buy) is only in the deal, before the dealer's first discard (s000.p074)")
NONE: Final = Text("无", "none")  # an event that names no card where one is asked for

# the first dealer of a sitting, found by a flip (engine/bahu/sitting.py)
FIRST_FLIP: Final = words("bahu.sitting.first_flip", "first: 翻牌定庄要写明翻牌的一家（座位）和翻出的牌",
                          "first: a flip names the turner (a seat) and the card turned")
FIRST_CARD: Final = words("bahu.sitting.first_card", "first.card: 不认识的牌{code!r}", "first.card: unknown card {code!r}")

# a position's fields (engine/bahu/position.py); {name} is the field as written, the same in both
POSITION_CARDS: Final = words("bahu.position.cards", "position {name}: 应为牌", "position {name}: expected cards")
POSITION_CARD: Final = words("bahu.position.card", "position drawn: 应为一张牌", "position drawn: expected a card")
POSITION_NOT_MELD: Final = words("bahu.position.not_meld", "position melds: {value} 不是牌组",
                                 "position melds: {value} is not a meld")
POSITION_ZHANG_MELD: Final = words("bahu.position.zhang_meld", "position melds: 涨将{card}不写在 melds 里，要写作 zhang={code}",
                                   "position melds: {meld} is a standing jiang: give it as zhang={code}")
POSITION_NOT_JIANG: Final = words("bahu.position.not_jiang", "position zhang: {card}不是将（只有将能站）",
                                  "position zhang: {code} is not a jiang (only a jiang stands)")
POSITION_LEAD: Final = words("bahu.position.lead", "position: {why}", "position: {why}")  # why: a card error
POSITION_BOMB: Final = words("bahu.position.bomb", "position hand: 四张{card}是爆炸，要摊在桌上（melds=bomb:{code}@deal）",
                             "position hand: four {code} are a bomb, laid out on the table (melds=bomb:{code}@deal)")
POSITION_DRAWN: Final = words("bahu.position.drawn", "position drawn: {card}既不在手牌里，也不是站着的将",
                              "position drawn: {code} is neither in the hand nor standing")
POSITION_SEAT: Final = words("bahu.position.seat", "position {name}: 座位是 0–{last}", "position {name}: a seat is 0–{last}")
POSITION_FULL: Final = words("bahu.position.full", "position full: 应为 1 或 0", "position full: 1 or 0")
POSITION_FULL_NOT: Final = words("bahu.position.full_not", "position full: 应为 1 或 0，而不是{value!r}",
                                 "position full: 1 or 0, not {value!r}")
POSITION_ONE_DRAWN: Final = words("bahu.position.one_drawn", "position drawn: 只写一张牌", "position drawn: one card")
HAND_TEXT_OR_CARDS: Final = words("bahu.hand.text_or_cards", "手牌应为文字或牌的列表", "a hand is text or a list of cards")
MELDS_A_LIST: Final = words("bahu.melds.a_list", "牌组应写成列表，如 {example}，而不是一个字符串",
                            "melds are a list like {example}, not one string")

# a table meld as written (engine/bahu/groups.py); a way a card came (discard, draw, deal) as typed
MELD_KIND_NAMES: Final[dict[str, Text]] = {"peng": Text("碰", "peng"), "gang": Text("杠", "gang"),
                                           "bomb": Text("爆炸", "bomb"), "chi": Text("吃", "chi"),
                                           "zhang": Text("涨将", "zhang")}
MELD_NOT_TEXT: Final = words("bahu.meld.not_text", "牌组应写成文字，如 {example}，而不是 {type}",
                             "a meld is text like {example}, not {type}")
MELD_UNKNOWN: Final = words("bahu.meld.unknown", "没有{text!r}这种牌组（可写：{kinds}）", "unknown meld {text!r} (use {kinds})")
MELD_CARDS: Final = words("bahu.meld.cards", "牌组{text!r}：{why}", "meld {text!r}: {why}")  # why: the card error
MELD_SEAT: Final = words("bahu.meld.seat", "牌组{text!r}：座位是 0–{last}", "meld {text!r}: the seat is 0–{last}")
MELD_VIA: Final = words("bahu.meld.via", "牌组{text!r}：{kind}的牌的来路是 {ways}，不是 {via}",
                        "meld {text!r}: a {kind} comes by {ways}, not {via}")
MELD_DEAL_NO_SEAT: Final = words("bahu.meld.deal_no_seat", "牌组{text!r}：起手就有的牌组不来自别家",
                                 "meld {text!r}: a meld from the deal comes from no other seat")
MELD_COPIES: Final = words("bahu.meld.copies", "牌组{text!r}：{kind}是 {want} 张同样的牌",
                           "meld {text!r}: a {kind} is {want} copies of one card")
MELD_ZHANG: Final = words("bahu.meld.zhang", "牌组{text!r}：涨将是一张将牌", "meld {text!r}: a standing jiang is one jiang card")
MELD_CHI: Final = words("bahu.meld.chi", "牌组{text!r}：吃的是顺子、豹子、胡头组合或文钱",
                        "meld {text!r}: a chi is a run, a baozi, a hutou combination or wenqian")
MELD_AT_NOTHING: Final = words("bahu.meld.at_nothing", "牌组{text!r}：@ 后面没有写（写作 @SEAT.VIA、@SEAT 或 @VIA）",
                               "meld {text!r}: nothing after @ (write @SEAT.VIA, @SEAT or @VIA)")
MELD_AT_SEAT: Final = words("bahu.meld.at_seat", "牌组{text!r}：@ 后面写座位 0–{last}、牌的来路（{ways}），或两者都写",
                            "meld {text!r}: after @ comes a seat 0–{last} and/or how the card came ({ways})")
MELD_AT_VIA: Final = words("bahu.meld.at_via", "牌组{text!r}：牌的来路应为 {ways} 之一", "meld {text!r}: the card comes by {ways}")

# a round's JSON for settlement (engine/bahu/settle.py), each after the field it is about (field_at)
RULES_DIFFER: Final = words("bahu.settle.rules_differ", "这一局写的是{name!r}，--rules 却是{rules!r}",
                            "the round says {name!r} and --rules {rules!r}")
FOUR_PLAYERS: Final = words("bahu.settle.four_players", "应为四家的列表", "expected a list of four players")
UNKNOWN_KEY: Final = words("bahu.settle.unknown_key", "没有{key!r}这个键（可用：{known}）", "unknown key {key!r} (known: {known})")
NOT_WHOLE: Final = words("bahu.settle.not_whole", "{value!r} 不是整数（座位、胡头和钱都没有小数）",
                         "{value!r} is not a whole number (seats, 胡头 and money are never fractional)")
NOT_SETTLED_MELD: Final = words("bahu.settle.not_settled_meld", "{kind}不是结算用的台面牌组",
                                "{kind} is not a table meld for settlement")
NOT_OTHER_SEAT: Final = words("bahu.settle.not_other_seat", "{value} 不是别家的座位（0–3）", "{value} is not another seat (0–3)")
COVERS_PENG_GANG: Final = words("bahu.settle.covers_peng_gang", "只有碰或杠的庄可以包", "only the 庄 of a 碰 or 杠 is covered")
NOT_A_SEAT: Final = words("bahu.settle.not_a_seat", "{value} 不是座位（0–3）", "{value} is not a seat (0–3)")
TOO_FEW_HUTOU: Final = words("bahu.settle.too_few_hutou", "{hutou} 个胡头不够胡（要 {need} 个，s000.p053）",
                             "{hutou} is too few to win ({need} are needed, s000.p053)")
