"""Checking an answer, and the engine's reasons why it is right or wrong.

:func:`check` compares a given answer with every correct one (:mod:`engine.exercises.answers`) and
asks the type's explainer for the reasons: for a wrong answer, why (the card that has no group, the
wait that was missed, the group a set of cards is not); for a right one, the short why. Each reason
has ``rule``, ``source`` (paragraph IDs), ``zh`` and ``en``.

>>> f = check("bahu", "haimen", "yuan", {"hand": "2s 2m 9m"}, True)
>>> f.correct, f.reasons[0].rule
(False, 'bahu.distance')
>>> check("bahu", "haimen", "hutou", {"hand": "2s2m8p 3s3m7p"}, 2).correct
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

# The per-game explainers, imported to register them (engine.exercises.explainer_registry).
import engine.exercises.bahu_feedback  # noqa: F401
import engine.exercises.other_feedback  # noqa: F401
from engine.core.reason import declare
from engine.exercises.answers import answers as engine_answers
from engine.exercises.explainer_registry import EXPLAINERS, Explainer, explainer
from engine.exercises.forms import canonical
from engine.exercises.model import normal

__all__ = ["ALSO_WINS", "EXPLAINERS", "Explainer", "Feedback", "NOT_WINS", "any_waits", "check", "explainer",
           "is_correct"]

ALSO_WINS = declare("exercise.waits.missed", "s000.p048", "漏了：{cards}也能成。", "Left out, and winning too: {cards}.")
NOT_WINS = declare("exercise.waits.extra", "s000.p048", "{cards}不能成。", "Not winning: {cards}.")


@dataclass(frozen=True)
class Feedback:
    correct: bool
    reasons: tuple[Any, ...]  # each with rule, source, zh, en
    answers: tuple[Any, ...]  # every correct answer


def is_correct(kind: str, given: Any, answers: Sequence[Any]) -> bool:
    g = normal(canonical(kind, given))
    return any(normal(a) == g for a in answers)


def check(game: str, rules: str, kind: str, position: dict[str, Any], given: Any,
          answers: Sequence[Any] | None = None) -> Feedback:
    """Is ``given`` one of the correct answers, and why (or why not)."""
    expected = list(answers) if answers is not None else engine_answers(game, rules, kind, position)
    given = canonical(kind, given)
    correct = is_correct(kind, given, expected)
    fn = EXPLAINERS.get((game, kind)) or EXPLAINERS.get(("*", kind))
    reasons = fn(rules, position, given, expected, correct) if fn else []
    return Feedback(correct, tuple(reasons), tuple(expected))


@explainer("*", "waits")
def any_waits(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    """For games without their own: name the waits left out and the cards that do not win."""
    if correct:
        return []
    from engine.core.registry import game_of_rules

    deck = game_of_rules(rules.split("+")[0]).deck  # the cards by name in the lines, not by code
    want, got = set(answers[0]), set(given)
    out = []
    if want - got:
        out.append(ALSO_WINS(cards=sorted(deck.card(c) for c in want - got)))
    if got - want:
        out.append(NOT_WINS(cards=sorted(deck.card(c) for c in got - want)))
    return out
