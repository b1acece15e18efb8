"""``engine.waihuzi.cards``: the 字牌 deck of 歪胡子 (the deck lives in :mod:`engine.decks.zipai`)."""

from engine.core.errors import CardError  # noqa: F401 - re-exported
from engine.decks.zipai import *  # noqa: F401,F403
from engine.decks.zipai import (  # noqa: F401 - re-exported
    ALL_CARDS, BIG_ZH, BIG_ZH_HANT, BY_CODE, COPIES, DECK, DECK_SIZE, NUM_KINDS, RANK_EN, RED_RANKS, SIZES, SMALL_ZH,
    Card, cards_of, counts_of, format_cards, parse_cards, zh_cards,
)
