"""What the 歪胡子 engine says, in both languages, when a sitting's first dealer cannot be taken as written:
the cut (each seat turns a card, the highest deals) that chose them.

>>> CUT_PART(part="5:2x").zh
"first.cut: '5:2x' 不是 seat:card 的写法"
"""

from __future__ import annotations

from typing import Final

from engine.core.bilingual import Text
from engine.core.words import words

CUT_SHAPE: Final = words("waihuzi.sitting.cut_shape", "first.cut: 写翻出的牌，每轮写作 'seat:card …'，各轮之间用 '/' 分开",
                         "first.cut: the cards turned, 'seat:card …' a round, rounds split by '/'")
CUT_PART: Final = words("waihuzi.sitting.cut_part", "first.cut: {part!r} 不是 seat:card 的写法",
                        "first.cut: {part!r} is not seat:card")
CUT_CARD: Final = words("waihuzi.sitting.cut_card", "first.cut: 不认识的牌{code!r}", "first.cut: unknown card {code!r}")
CUT_TIE: Final = words("waihuzi.sitting.cut_tie", "first.cut: 最后一轮翻牌，最大的不止一家",
                       "first.cut: the last round of the cut leaves a tie at the top")

# a table meld as written (engine/waihuzi/groups.py); {kind} is a Text, the meld's kind in each language
KIND_NAMES: Final[dict[str, Text]] = {"peng": Text("碰", "peng"), "wai": Text("歪", "wai"), "liu": Text("溜", "liu"),
                                      "chi": Text("吃", "chi")}
MELD_SHAPE: Final = words("waihuzi.meld.shape", "牌组{text!r}：写作 KIND:CARDS，KIND 是 peng、wai、liu、chi 之一",
                          "meld {text!r}: expected KIND:CARDS with KIND one of peng, wai, liu, chi")
MELD_FROM: Final = words("waihuzi.meld.from", "牌组{text!r}：@ 后面写 self（自己的牌）、other 或座位 0–3，"
                         "再写 .draw（亮出的）或 .discard（打出的）",
                         "meld {text!r}: after @ write self (own card), other or a seat 0–3, "
                         "then .draw (revealed) or .discard")
MELD_OWN_DISCARD: Final = words("waihuzi.meld.own_discard", "牌组{text!r}：不能拿自己打出的牌（s004.p023）",
                                "meld {text!r}: no one takes his own discard (s004.p023)")
MELD_NOTHING_AFTER_AT: Final = words("waihuzi.meld.nothing_after_at", "牌组{text!r}：@ 后面没有写", "meld {text!r}: nothing after @")
MELD_CARDS: Final = words("waihuzi.meld.cards", "牌组{text!r}：{why}", "meld {text!r}: {why}")  # why: the card error
MELD_NO_CARDS: Final = words("waihuzi.meld.no_cards", "牌组{text!r}：没有写牌", "meld {text!r}: no cards")
CHI_SIZE: Final = words("waihuzi.meld.chi_size", "牌组{text!r}：吃是三张的顺子或二七十，这里有 {n} 张",
                        "meld {text!r}: a chi is a run or 二七十 of 3 cards, got {n}")
CHI_SHAPE: Final = words("waihuzi.meld.chi_shape", "牌组{text!r}：{cards}不是同为小字或同为大字的顺子或二七十",
                         "meld {text!r}: {shown} is not a run or 二七十 of one size")
MELD_ALIKE: Final = words("waihuzi.meld.alike", "牌组{text!r}：{kind}是 {size} 张一样的牌", "meld {text!r}: a {kind} is {size} alike cards")
MELD_ALIKE_COUNT: Final = words("waihuzi.meld.alike_count", "牌组{text!r}：{kind}是 {size} 张一样的牌，这里有 {n} 张",
                           "meld {text!r}: a {kind} is {size} alike cards, got {n}")
PENG_OTHERS: Final = words("waihuzi.meld.peng_others", "牌组{text!r}：碰要拿别家的牌（s004.p014）",
                           "meld {text!r}: a peng takes another player's card (s004.p014)")
OWN_DRAW: Final = words("waihuzi.meld.own_draw", "牌组{text!r}：{kind}要靠自己摸到的牌（s004.p014、p015）",
                        "meld {text!r}: a {kind} is completed by the player's own draw (s004.p014, p015)")

# a hand at its win for the calculator (engine/waihuzi/score.py)
HAND_TOO_BIG: Final = words("waihuzi.hand.too_big", "手牌和放下的牌共 {n} 张：胡牌最多 {limit} 张（庄家的 20 张，加胡的那张，"
                            "每有一种牌四张再多一张；s004.p021、s004.p027）；--option card_limit=0 可取消上限",
                            "{n} cards in hand and melds: a winning hand holds at most {limit} (the dealer's 20, "
                            "the winning card, one more per kind held four times; s004.p021, s004.p027); "
                            "--option card_limit=0 lifts the limit")
HAND_EMPTY: Final = words("waihuzi.hand.empty", "--hand 是空的：手里至少有胡的那张牌",
                          "--hand is empty: the concealed cards hold at least the winning card")
NOT_ON_TABLE: Final = words("waihuzi.hand.not_on_table", "{cards}不是亮在桌上的牌组", "{meld} is not a table meld")
PENG_TAKEN: Final = words("waihuzi.hand.peng_taken", "碰{card}：碰要拿别家的牌（s004.p014）",
                          "{meld}: a peng takes another player's card (s004.p014)")
REVEALED_SELF_OR_OTHER: Final = words("waihuzi.hand.revealed_by", "--revealed-by 应为 self 或 other，而不是{value!r}",
                                      "--revealed-by is self or other, not {value!r}")
NOT_WITH_TIANHU: Final = words("waihuzi.hand.not_with_tianhu", "{flag} 不能和 --tianhu 同时用：天胡是起手就胡",
                               "{flag} cannot go with --tianhu: 天胡 is won on the deal itself")
TIANHU_NO_WIN: Final = words("waihuzi.hand.tianhu_no_win", "天胡没有摸来胡的牌：不要写 --win-card",
                             "a 天胡 has no drawn winning card: leave out --win-card")
TIANHU_NOT_REVEALED: Final = words("waihuzi.hand.tianhu_not_revealed", "天胡胡的是发到的牌，没有人亮牌",
                                   "a 天胡 is won on the dealt cards: no one revealed a card")
WIN_MISSING: Final = words("waihuzi.hand.win_missing", "缺少胡的那张牌（--win-card）：只能胡摸到的牌",
                           "the winning card is missing (--win-card): a win is only on a drawn card")
WIN_NOT_HELD: Final = words("waihuzi.hand.win_not_held", "胡的那张{card}不在手牌里", "the winning card {code} is not in the hand")
DIHU_LAST_CARD: Final = words("waihuzi.hand.dihu_last_card", "--dihu（摸第一张牌就胡）不能和 --last-card 同时用",
                              "--dihu (won on the first card drawn) cannot go with --last-card")
