"""The table of explainers, one per (game, question type) (``"*"`` for any game), and the decorator
that fills it.

An explainer gives the engine's reasons for an answer: ``fn(rules, position, given, answers,
correct) -> reasons``. The per-game modules (:mod:`engine.exercises.bahu_feedback`,
:mod:`engine.exercises.other_feedback`) register here; :mod:`engine.exercises.feedback` imports them
and asks the table. Nothing here imports an explainer, so they can import it without importing
themselves back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Explainer = Callable[[str, dict[str, Any], Any, Sequence[Any], bool], list[Any]]
EXPLAINERS: dict[tuple[str, str], Explainer] = {}


def explainer(game: str, kind: str) -> Callable[[Explainer], Explainer]:
    """Register ``fn(rules, position, given, answers, correct) -> reasons`` for a (game, type)."""
    def register(fn: Explainer) -> Explainer:
        EXPLAINERS[(game, kind)] = fn
        return fn
    return register

