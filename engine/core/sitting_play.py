"""Bots play a sitting: the first dealer found as the table finds him, then hand after hand with the
dealer and the statuses each hand hands on (:mod:`engine.core.sitting_rules`), the money of each hand
as ``record check`` settles it. Seeded: the same seed gives the same sitting on every machine.

>>> s = play_sitting("duzihu", "danjiang", 2, seed=3, bots="random")
>>> len(s.hands), [sum(h.totals) for h in s.hands]
(2, [0, 0])
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.registry import game as find_game
from engine.core.record import Record
from engine.core.sitting import Sitting
from engine.core.sitting_rules import Carry, rules_of


def start(game: str, rules: str, seed: int | str, bots: str = "greedy") -> Sitting:
    """A sitting with no hand played yet: its first dealer found."""
    _, first = rules_of(game).first(rules, seed)
    options = find_game(game).preset(rules)  # an unknown rule set is one error here
    del options
    return Sitting(game, rules, {}, {"Seed": str(seed), "Bots": bots}, first)


def next_carry(sitting: Sitting) -> Carry:
    """What the next hand starts with: the first dealer, or what the last hand hands on."""
    rules = rules_of(sitting.game)
    if not sitting.hands:
        dealer = rules.first_dealer(sitting.first)
        return Carry(dealer if dealer is not None else 0)
    last = sitting.hands[-1].record
    return rules.after(last, find_game(sitting.game).check(last)["result"])


def add_hand(sitting: Sitting, record: Record) -> Sitting:
    """The sitting with ``record`` played as its next hand, settled as ``record check`` settles it."""
    return sitting.add(record, tuple(find_game(sitting.game).check(record)["result"]["net"]))


def play_sitting(game: str, rules: str, hands: int, seed: int | str, bots: str = "greedy",
                 each: Callable[[Sitting], None] | None = None) -> Sitting:
    """``hands`` hands by bots; ``each(sitting)`` after every hand (to save it as it grows)."""
    sitting = start(game, rules, seed, bots)
    table = rules_of(game)
    for i in range(hands):
        record = table.play(rules, f"{seed}.{i}", next_carry(sitting), bots)
        sitting = add_hand(sitting, record)
        if each is not None:
            each(sitting)
    return sitting
