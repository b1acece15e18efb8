"""What the 歪胡子 engine says, in both languages, when a sitting's first dealer cannot be taken as written:
the cut (each seat turns a card, the highest deals) that chose them.

>>> CUT_PART(part="5:2x").zh
"first.cut: '5:2x' 不是 seat:card 的写法"
"""

from __future__ import annotations

from typing import Final

from engine.core.words import words

CUT_SHAPE: Final = words("waihuzi.sitting.cut_shape", "first.cut: 写翻出的牌，每轮写作 'seat:card …'，各轮之间用 '/' 分开",
                         "first.cut: the cards turned, 'seat:card …' a round, rounds split by '/'")
CUT_PART: Final = words("waihuzi.sitting.cut_part", "first.cut: {part!r} 不是 seat:card 的写法",
                        "first.cut: {part!r} is not seat:card")
CUT_CARD: Final = words("waihuzi.sitting.cut_card", "first.cut: 不认识的牌{code!r}", "first.cut: unknown card {code!r}")
CUT_TIE: Final = words("waihuzi.sitting.cut_tie", "first.cut: 最后一轮翻牌，最大的不止一家",
                       "first.cut: the last round of the cut leaves a tie at the top")
