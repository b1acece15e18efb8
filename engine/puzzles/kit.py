"""What a game gives the puzzle layer: a :class:`PuzzleKit`. The shared generator, miner and checker
(:mod:`engine.puzzles.generate`, :mod:`engine.puzzles.mine`, :mod:`engine.puzzles.verify`) ask a game's
kit and never its name; :mod:`engine.puzzles.kits` finds the kit by the game's key.

A kit lives in the puzzle layer, not in its game's package: it imports the game and the lessons'
answers (:mod:`engine.exercises`), and a game never imports the puzzle layer.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

Position = dict[str, Any]
# A moment of a self-played hand that a question fits: (question type, position, event index).
Moment = tuple[str, Position, int]


class PuzzleKit:
    """One game's puzzles. Subclasses set ``game`` and the types, build positions, and say what a
    question asks, what it trains and how hard it starts."""

    game: str = ""
    types: tuple[str, ...] = ()  # the types :func:`engine.puzzles.generate.generate` builds
    mined_types: tuple[str, ...] = ()  # the types :func:`engine.puzzles.mine.mine` finds in self-play

    # --- building and answering ------------------------------------------------------------------
    def position(self, rng: random.Random, rules: str, kind: str) -> Position:
        """A position for a ``kind`` question, drawn from ``rng`` only (the same draws, the same
        position)."""
        raise NotImplementedError

    def answers(self, rules: str, kind: str, position: Position) -> list[Any]:
        """Every correct answer; :class:`engine.exercises.answers.NoPuzzle` when the question has none.
        By default the lessons' answerers, which know the packaged games."""
        from engine.exercises.answers import answers

        return answers(self.game, rules, kind, position)

    def accept(self, rules: str, kind: str, position: Position, answer: list[Any]) -> bool:
        """Whether a built position asks something worth asking (its answers computed)."""
        return True

    # --- what the learner sees -------------------------------------------------------------------
    def prompt(self, kind: str, position: Position) -> dict[str, str]:
        """The question, ``{"zh": …, "en": …}``."""
        return {"zh": "", "en": ""}

    def themes(self, rules: str, kind: str, position: Position, answer: list[Any]) -> tuple[str, ...]:
        """What the puzzle trains, sorted."""
        return ()

    def rating(self, rules: str, kind: str, position: Position, answer: list[Any]) -> int:
        """A starting rating from what the solver has to see; attempts refine it."""
        raise NotImplementedError

    # --- self-play ---------------------------------------------------------------------------------
    def moments(self, rules: str, seed: int, hand: int, kind: str) -> Iterator[Moment]:
        """The moments of self-played hand ``hand`` (seeded from ``seed``) that a ``kind`` question fits."""
        return iter(())

    def worth_mining(self, rules: str, kind: str, position: Position, answer: list[Any]) -> bool:
        """Whether a mined position asks something worth asking (its answers computed)."""
        return True

    def __repr__(self) -> str:
        return f"<puzzle kit {self.game}>"
