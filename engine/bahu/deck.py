"""The 八胡 cards in play under a rule set.

>>> from engine.bahu.rules import RuleSet
>>> len(deck_for(RuleSet.named("haimen"))), len(deck_for(RuleSet.named("tongdong")))
(124, 120)
"""

from __future__ import annotations

from engine.bahu.groups import X_INDEX
from engine.bahu.rules import RuleSet
from engine.cards import DECK, Card


def deck_for(rules: RuleSet) -> list[Card]:
    """The cards in play: 124 with the four 喜, 120 without (s000.p023 s001.p021 s001.p052)."""
    return [c for c in DECK.full() if rules.xi_in_play or c.index != X_INDEX]
