"""``engine.cards``: the 长牌 deck (kept as an import path; the deck lives in :mod:`engine.decks.changpai`).

>>> format_cards(parse_cards("二万 三條 九饼 千字 空窑 押子 仙儿"))
'2m 3s 9p Q H B X'
"""

from engine.core.errors import CardError  # noqa: F401 - re-exported
from engine.decks.changpai import *  # noqa: F401,F403
from engine.decks.changpai import (  # noqa: F401 - re-exported
    ALL_CARDS, BY_CODE, COPIES, DECK, NUM_KINDS, NUMERALS, NUMERALS_EN, SPECIAL_EN, SPECIAL_ZH, SPECIAL_ZH_HANT,
    SPECIALS, SUIT_EN, SUIT_ZH, SUIT_ZH_HANT, SUITS, Card, cards_of, counts_of, format_cards, parse_cards,
)
