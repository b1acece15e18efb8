"""What a puzzle says and trains: the question's wording, its themes (from the rules the engine's
answer used) and a starting rating, each as the game's puzzle kit (:mod:`engine.puzzles.kits`) gives it."""

from __future__ import annotations

from typing import Any

from engine.core.errors import InputError
from engine.puzzles.kit import Position, PuzzleKit
from engine.puzzles.kits import kit


def _kit(game: str) -> PuzzleKit:
    found = kit(game)
    if found is None:
        raise InputError(f"no puzzles for {game}", game)
    return found


def prompt(game: str, kind: str, position: Position) -> dict[str, str]:
    """The question, ``{"zh": …, "en": …}``."""
    return _kit(game).prompt(kind, position)


def themes_of(game: str, rules: str, kind: str, position: Position, answer: list[Any]) -> tuple[str, ...]:
    """What the puzzle trains: group kinds of the arrangement, table melds, the answer's shape …"""
    return _kit(game).themes(rules, kind, position, answer)


def starting_rating(game: str, rules: str, kind: str, position: Position, answer: list[Any]) -> int:
    """A starting rating from what the solver had to see; Glicko-2 refines it from attempts."""
    return _kit(game).rating(rules, kind, position, answer)
