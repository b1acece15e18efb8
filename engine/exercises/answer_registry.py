"""The table of answer functions, one per (game, question type), and the decorator that fills it.

The modules that answer questions (:mod:`engine.exercises.bahu_answers`,
:mod:`engine.exercises.answers_other`, :mod:`engine.exercises.bahu_lessons`) register here;
:mod:`engine.exercises.answers` imports them all and asks the table, so read :data:`ANSWERERS` and
:data:`TYPES` through that module, where every type is known. Nothing here imports an answering
module, so they can import it without importing themselves back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class NoPuzzle(ValueError):
    """The question has no sensible answer for this position."""


Answerer = Callable[[str, dict[str, Any]], list[Any]]
ANSWERERS: dict[tuple[str, str], Answerer] = {}
TYPES: dict[str, tuple[str, ...]] = {}  # each game's types, in the order they were registered


def answerer(game: str, kind: str) -> Callable[[Answerer], Answerer]:
    def register(fn: Answerer) -> Answerer:
        ANSWERERS[(game, kind)] = fn
        TYPES.setdefault(game, ())
        TYPES[game] = TYPES[game] + (kind,)
        return fn
    return register
