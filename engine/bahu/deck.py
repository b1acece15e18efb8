"""The 八胡 cards in play under a rule set.

>>> from engine.bahu.rules import RuleSet
>>> len(deck_for(RuleSet.named("haimen"))), len(deck_for(RuleSet.named("tongdong")))
(124, 120)
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.bahu.groups import X_INDEX
from engine.bahu.rules import RuleSet
from engine.cards import DECK, Card, CardError, counts_of


def deck_for(rules: RuleSet) -> list[Card]:
    """The cards in play: 124 with the four 喜, 120 without (s000.p023 s001.p021 s001.p052)."""
    return [c for c in DECK.full() if rules.xi_in_play or c.index != X_INDEX]


def check_cards(cards: Sequence[Card], rules: RuleSet | str) -> None:
    """At most four of a kind; no 喜 unless the rule set plays with it (s000.p005, s001.p023)."""
    counts_of(cards)
    rs = rules if isinstance(rules, RuleSet) else RuleSet.named(rules)
    if not rs.xi_in_play and any(c.index == X_INDEX for c in cards):
        raise CardError(f"X (喜) is not in play under {rs.name} (120 cards)", "X")
