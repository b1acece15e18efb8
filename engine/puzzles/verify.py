"""Re-verify a puzzle: its answers must be exactly the engine's (complete and correct), as the game's
puzzle kit (:mod:`engine.puzzles.kits`) computes them.

>>> verify({"id": "p1", "game": "bahu", "rules": "haimen", "type": "yuan",
...         "position": {"hand": "234m", "melds": []}, "answers": [False]})
'p1: answers [False], the engine says [True]'
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import InputError
from engine.exercises.answers import NoPuzzle
from engine.exercises.model import Puzzle, normal
from engine.puzzles.kits import kit


def verify(raw: Any) -> str | None:
    """None when the puzzle's answers are the engine's; else one line naming the puzzle id."""
    p = raw if isinstance(raw, Puzzle) else Puzzle.from_json(raw)
    found = kit(p.game)
    if found is None:
        raise InputError(f"no puzzle type {p.type!r} for {p.game} (known: none)", p.type)
    try:
        expected = found.answers(p.rules, p.type, p.position)
    except NoPuzzle as e:
        return f"{p.id}: not a puzzle ({e})"
    if sorted(map(repr, map(normal, expected))) != sorted(map(repr, map(normal, p.answers))):
        return f"{p.id}: answers {list(p.answers)}, the engine says {expected}"
    return None
