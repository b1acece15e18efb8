"""What a game says of a sitting, hand to hand: how the first dealer is found, who deals next and what
a hand carries into the next (八胡's 大炮 and 坐牢). Each game writes it in ``engine/<game>/sitting.py``
as a :class:`SittingRules`; the shared check and self-play (:mod:`engine.core.sitting_check`,
:mod:`engine.core.sitting_play`) ask it, never the game's name. docs/rules/sittings.md quotes the texts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any, Protocol

from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.sitting_messages import NO_SITTING_RULES

if TYPE_CHECKING:
    from engine.core.reason import Rule
    from engine.core.record import Record


@dataclass(frozen=True)
class Carry:
    """What a hand starts with: its dealer and the seats carrying a status in (``cannon``, ``jailed``)."""

    dealer: int
    statuses: dict[str, tuple[int, ...]] = field(default_factory=dict)

    def status(self, name: str) -> tuple[int, ...]:
        return self.statuses.get(name, ())


class SittingRules(Protocol):
    """A game's hand-to-hand rules."""

    dealer_rule: Rule  # the next dealer; params ``seat`` (expected) and ``hand``
    first_rule: Rule  # the first dealer as ``first`` finds him; params ``seat`` and ``how``
    carry_rule: Rule  # a status carried in; params ``seat``, ``status`` (bilingual name) and ``hand``
    statuses: tuple[str, ...]  # the statuses a hand carries in, in the order shown
    status_names: dict[str, Text]  # each status's name in both languages

    def first(self, rules: str, seed: int | str) -> tuple[int, dict[str, Any]]:
        """The first dealer, found as the table finds him, and how (``first`` of the sitting record)."""
        ...

    def first_dealer(self, first: dict[str, Any]) -> int | None:
        """The dealer a sitting's ``first`` names (None: it does not say); a malformed one is an InputError."""
        ...

    def carried(self, record: Record) -> Carry:
        """What a hand's record says it starts with."""
        ...

    def after(self, record: Record, result: dict[str, Any]) -> Carry:
        """What the next hand must start with, from this hand and its result (``record check``'s)."""
        ...

    def play(self, rules: str, seed: int | str, carry: Carry, bots: str) -> Record:
        """One hand played by bots from ``carry``, as its record (carried statuses in its tags)."""
        ...


def rules_of(game: str) -> SittingRules:
    """The game's :class:`SittingRules` (``engine.<game>.sitting.RULES``)."""
    name = f"engine.{game}.sitting"
    try:
        found = find_spec(name) is not None
    except ModuleNotFoundError:
        found = False
    if not found:
        raise InputError(NO_SITTING_RULES(game=game), game)
    rules: SittingRules = import_module(name).RULES
    return rules
