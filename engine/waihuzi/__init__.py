"""歪胡子 (Waihuzi) rules engine: 80 character cards, groups, 息, 豪 and special hands (the Hunan text, ``s004``).

>>> from engine.waihuzi import Hand, score
>>> score(Hand.parse("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x")).xi
9
"""

from engine.waihuzi.cards import ALL_CARDS, BY_CODE, Card, CardError, format_cards, parse_cards
from engine.waihuzi.deal import Deal, deal, menzi
from engine.waihuzi.groups import Group, Kind, MeldError, parse_meld
from engine.waihuzi.split import groupings
from engine.waihuzi.position import Position
from engine.waihuzi.rules import PRESETS, Options, RuleSet
from engine.waihuzi.score import Hand, HandTooBig, Item, Score, score

__all__ = [
    "ALL_CARDS", "BY_CODE", "Card", "CardError", "Deal", "Group", "Hand", "HandTooBig", "Item", "Kind", "MeldError",
    "Options", "PRESETS", "Position", "RuleSet", "Score", "deal", "format_cards", "groupings", "menzi", "parse_cards",
    "parse_meld", "score",
]
