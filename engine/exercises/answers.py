"""Every correct answer to a question about a position, computed by the engine.

One function per (game, type); each takes the rule-set name and the position dict and returns the
full answer list, or raises :class:`NoPuzzle` when the question has no sensible answer there (a
``waits`` question for a hand that waits on nothing, a ``hutou`` question for a hand that is not 圆).

The functions live in the modules that register them (:mod:`engine.exercises.answer_registry`); this
module loads them all, so :func:`answers`, :data:`ANSWERERS` and :data:`TYPES` here know every type.

>>> answers("bahu", "haimen", "yuan", {"hand": "2s2m8p 3s3m7p 456m 789p", "melds": ["peng:Q"]})
[True]
>>> answers("bahu", "haimen", "hutou", {"hand": "2s2m8p 3s3m7p 456m 789p", "melds": ["peng:Q"]})
[6]
>>> answers("bahu", "haimen", "discard", {"hand": "2s2m8p 3s3m7p 456m 789p 9p", "melds": ["peng:Q"]})
['9p']
"""

from __future__ import annotations

from typing import Any

# The modules that register answer functions, imported for that; their order is the order of each
# game's types in TYPES (the 八胡 puzzle types before its lesson types).
import engine.exercises.bahu_answers  # noqa: F401
import engine.exercises.answers_other  # noqa: F401
import engine.exercises.bahu_lessons  # noqa: F401
from engine.core import schema
from engine.core.errors import InputError
from engine.exercises.answer_registry import ANSWERERS, TYPES, Answerer, NoPuzzle, answerer

__all__ = ["ANSWERERS", "TYPES", "Answerer", "NoPuzzle", "answerer", "answers"]


def answers(game: str, rules: str, kind: str, position: dict[str, Any]) -> list[Any]:
    schema.expect(position, dict, "position")
    fn = ANSWERERS.get((game, kind))
    if fn is None:
        known = ", ".join(k for g, k in ANSWERERS if g == game) or "none"
        raise InputError(f"no puzzle type {kind!r} for {game} (known: {known})", kind)
    return fn(rules, position)
