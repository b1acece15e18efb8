"""What the 笃子胡 engine says when a record's event cannot happen, in both languages.

These are refusals of input, not rules broken in play (those are reasons, :mod:`engine.duzihu.reasons`).
Seats are named by ``{seat:seat}`` (甲家 / Player A) and cards by name, as everywhere a user reads.

>>> from engine.decks.changpai import BY_CODE
>>> NOT_HELD(seat=1, card=BY_CODE["7m"]).en
'Player B holds no seven wan'
"""

from __future__ import annotations

from typing import Final

from engine.core.bilingual import Text
from engine.core.words import words

EVENT_AT: Final = words("duzihu.event_at", "第 {n} 步（{code}）：", "event {index} ({code}): ")  # n from 1
SITS_OUT: Final = words("duzihu.sits_out", "{seat:seat}定醒，本局不打（s002.p010）",
                        "{seat:seat} sits out this hand (定醒, s002.p010)")
DEALT: Final = words("duzihu.dealt", "{seat:seat}{role}，应发 {want} 张，不是 {got} 张（s002.p010）",
                     "{seat:seat} {role} and is dealt {want} cards, not {got} (s002.p010)")
HAND_OVER: Final = words("duzihu.hand_over", "这一局已经结束", "the hand is over")
ROLES: Final[dict[str, Text]] = {"out": Text("定醒", "sits out"), "dealer": Text("做庄", "deals"),
                                 "plays": Text("打牌", "plays")}

NO_CARD: Final = Text("这张牌", "card")  # an event that names no card where one is needed
MOVE_NAMES: Final[dict[str, Text]] = {
    "hu": Text("胡", "hu"), "peng": Text("碰", "peng"), "gang": Text("杠", "gang"), "chi": Text("吃", "chi"),
    "pass": Text("过", "pass"), "draw": Text("摸牌", "draw"), "discard": Text("出牌", "discard"),
    "xi": Text("摊喜", "xi"), "long": Text("龙", "long"), "angang": Text("暗杠", "angang"),
    "jiagang": Text("加杠", "jiagang"), "zhizhuang": Text("折庄", "zhizhuang"),
}


def move_name(kind: str) -> Text:
    """An event type by its name in each language (a type no rule set knows, as written)."""
    return MOVE_NAMES.get(kind, Text(kind, kind))


def event_at(index: int, code: str) -> tuple[str, str]:
    """The lead-in naming the record's event ``index`` (written ``code``), in Chinese and English."""
    at = EVENT_AT(index=index, n=index + 1, code=code)
    return at.zh, at.en


# the turn
NOT_YOUR_TURN: Final = words("duzihu.not_your_turn", "现在轮到{seat:seat}", "it is {seat:seat}'s turn")
XI_FIRST: Final = words("duzihu.xi_first", "{seat:seat}手里有喜：喜要先摊出来（s002.p008）",
                        "{seat:seat} holds a 喜: it is laid out first (s002.p008)")
NOT_A_TURN_MOVE: Final = words("duzihu.not_a_turn_move", "轮到{seat:seat}时只能胡、宣告或出牌；{move}不是这几种",
                               "on his turn {seat:seat} wins, declares or discards; {move} is not one of those")
NOT_HELD_TO_WIN: Final = words("duzihu.not_held_to_win", "{seat:seat}手里没有{card}，不能胡",
                               "{seat:seat} holds no {card} to win with")
NOTHING_DRAWN: Final = words("duzihu.nothing_drawn", "{seat:seat}没有摸牌，无从自摸（别家打出的牌在亮出时胡）",
                             "{seat:seat} has drawn no card to win on (a discard is won on when it is up)")
DREW_OTHER: Final = words("duzihu.drew_other", "{seat:seat}摸到的是{drawn}，不是{card}",
                          "{seat:seat} drew {drawn}, not {card}")
ZHIZHUANG_TWICE: Final = words("duzihu.zhizhuang_twice", "{seat:seat}已经折庄了", "{seat:seat} has already declared 折庄")
NOT_HELD: Final = words("duzihu.not_held", "{seat:seat}手里没有{card}", "{seat:seat} holds no {card}")
LAY_DOWN_ALL: Final = words("duzihu.lay_down_all", "{kind}要把场上所有的{card}（{left} 张）都放下；{seat:seat}手里有 {held} 张",
                            "a {kind} is every copy in play of {card} ({left}); {seat:seat} holds {held}")
LONG_PAIR_TWICE: Final = words("duzihu.long_pair_twice", "{seat:seat}已经有一个两张的龙做将头",
                               "{seat:seat} already has a two-card long as the pair")
JIAGANG_NOT_HELD: Final = words("duzihu.jiagang_not_held", "加杠要把手里的{card}加到自己碰的{card}上；{seat:seat}没有",
                                "jiagang adds a {card} {seat:seat} holds to his 碰 of {card}")

# the setup and the draw
XI_SETUP: Final = words("duzihu.xi_setup", "起手的喜都要先摊出来（{seat:seat}手里有；s002.p008）",
                        "every 喜 dealt is laid out first ({seat:seat} holds one; s002.p008)")
NO_XI: Final = words("duzihu.no_xi", "{seat:seat}手里没有喜", "{seat:seat} holds no 喜")
DRAWS_NEXT: Final = words("duzihu.draws_next", "该{seat:seat}摸牌{why}", "{seat:seat} draws next{why_en}")
DRAW_WHY: Final[dict[str, tuple[str, str]]] = {"replace": ("，补放下的牌", " to replace what he laid down"),
                                               "setup": ("，补摊出的喜", " to replace his 喜")}

# a card up
DRAWS_AFTER: Final = words("duzihu.draws_after", "{card}亮着；之后该{seat:seat}摸牌", "{card} is up; after it {seat:seat} draws")
OWN_CARD: Final = words("duzihu.own_card", "{card}是{seat:seat}自己放过的", "{seat:seat} let {card} go himself")
HOLDS_COUNT: Final = words("duzihu.holds_count", "不能{kind}{card}：{seat:seat}手里只有 {held} 张",
                           "no {kind} of {card}: {seat:seat} holds {held}")
NO_CLAIM: Final = words("duzihu.no_claim", "{seat:seat}对{card}没有可叫的牌，{move}不是叫牌",
                        "{seat:seat} has no claim on {card} to pass; {move} is not a claim")

# an event that names the wrong card, or none
NAMES_A_CARD: Final = words("duzihu.names_a_card", "{move}要写明是哪张牌", "{move} names a card")
XI_NAMES_XI: Final = words("duzihu.xi_names_xi", "摊喜摊的是喜", "xi lays out a 喜")
PAIR_NOT_ANGANG: Final = words("duzihu.pair_not_angang", "两张{card}是一对，不是暗杠", "two {card} are a pair, not an 暗杠")
CARD_UP: Final = words("duzihu.card_up", "亮着的牌是{card}", "the card up is {card}")
NOT_A_CLAIM: Final = words("duzihu.not_a_claim", "{move}不是对亮出的牌的叫牌", "{move} is no claim on a card up")
ROB_ONLY_WON: Final = words("duzihu.rob_only_won", "不能{kind}{card}：加到碰上的牌只能胡",
                            "no {kind} of {card}: a card added to a 碰 is only won on")
DRAW_NAMES_CARD: Final = words("duzihu.draw_names_card", "摸牌要写明摸到哪张", "a draw names the card drawn")
WALL_EMPTY: Final = words("duzihu.wall_empty", "牌已摸完", "the wall is empty")
WALL_NEXT: Final = words("duzihu.wall_next", "牌墙的下一张是{want}，不是{card}", "the wall's next card is {want}, not {card}")
NONE_LEFT: Final = words("duzihu.none_left", "{card}已经没有可摸的了", "no {card} is left to draw")

# the first dealer of a sitting, drawn by lot (engine/duzihu/sitting.py)
FIRST_LOT: Final = words("duzihu.sitting.first_lot", "first.dealer: 应为抽签选中的座位 0–3",
                         "first.dealer: the seat the lot chose, 0–3")

# a finished hand for the calculator (engine/duzihu/hand.py); {field} is the input field as the user sees it
TURNED_TOO_MANY: Final = words("duzihu.hand.turned_too_many", "翻作将的{card}超过 {most} 张",
                               "more than {most} copies of {code} turned")
ONE_CARD_ONLY: Final = words("duzihu.hand.one_card", "{field} 只写一张牌，而不是{text!r}", "{field} takes one card, not {text!r}")
WIN_NOT_HELD: Final = words("duzihu.hand.win_not_held", "胡的{card}不在手牌里（{field} 要把胡的那张也写上）",
                            "the winning card {code} is not in the hand ({field} includes the winning card)")
XI_IN_HAND: Final = words("duzihu.hand.xi_in_hand", "摸到的喜放在一边（s002.p008）：用 {xi} 记张数，不要写进 {field}",
                          "喜 are laid aside when drawn (s002.p008): count them with {xi}, not in {field}")
HAND_TOO_BIG: Final = words("duzihu.hand.too_big", "{field}: 连同放下的牌共 {n} 张；胡牌最多 {most} 张（七组每组至多四张，加一对，s002.p008）",
                            "{field}: {n} cards, counting the melds; a win holds at most {most} "
                            "(seven sets of up to four and a pair, s002.p008)")
TOO_MANY_LEFT: Final = words("duzihu.hand.too_many_left", "{card}的张数太多：有 {n} 张，一副牌只有 {most} 张，其中 {turned} 张翻作将",
                             "too many copies of {code} ({n}; a deck has {most} with {turned} turned as jiang)")
ONE_LONG_PAIR: Final = words("duzihu.hand.one_long_pair", "将只能有一对：两张的龙最多一个",
                             "only one pair: at most one 2-card long meld")
XI_COUNT: Final = words("duzihu.hand.xi_count", "{field} 应为 0–{most}（一副牌有 {deck} 张喜）",
                        "{field} must be 0–{most} (the deck has {deck} 喜)")
TIANCHENG_MELDS: Final = words("duzihu.hand.tiancheng_melds", "{field}: 起手就胡的牌没有碰或明杠（s002.p045）",
                               "{field}: a win on the dealt cards has no 碰 or 明杠 (s002.p045)")

# a table meld as written (engine/duzihu/melds.py); {kind} is the meld's kind in each language (move_name)
MELD_SIZE: Final = words("duzihu.meld.size", "{kind}{card}是 {size} 张，不是 {n} 张：{text!r}",
                         "a {kind} of {code} has {size} cards, not {n}: {text!r}")
MELD_SHAPE: Final = words("duzihu.meld.shape", "牌组写作 KIND:CARD，如 {example}，而不是{text!r}",
                          "a meld is KIND:CARD, e.g. {example}, not {text!r}")
MELD_KIND: Final = words("duzihu.meld.kind", "{text!r}里没有{word!r}这种牌组（可写 peng、gang、angang 或 long；"
                         "没有吃的牌组：别家打出的牌只能作为胡的那张凑成顺子，s002.p012）",
                         "unknown meld kind {word!r} in {text!r} (use peng, gang, angang or long; no 吃 meld: a discard "
                         "completes a run only as the winning card, s002.p012)")
MELD_CARDS: Final = words("duzihu.meld.cards", "牌组{text!r}：{why}", "{why} in meld {text!r}")  # why: the card error
MELD_NO_CARD: Final = words("duzihu.meld.no_card", "牌组{text!r}没有写牌", "meld {text!r} names no card")
MELD_ONE_KIND: Final = words("duzihu.meld.one_kind", "{kind}要用同一种牌，而不是{text!r}", "a {kind} is cards of one kind, not {text!r}")
MELD_XI: Final = words("duzihu.meld.xi", "喜放在一边，用 --xi 记张数，不成牌组：{text!r}",
                       "喜 are laid aside and counted with --xi, not melded: {text!r}")
MELD_TURNED: Final = words("duzihu.meld.turned", "翻作将之后{card}只剩 {left} 张：{text!r}",
                           "only {left} copies of {code} are left after the turned jiang: {text!r}")
