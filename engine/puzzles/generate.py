"""Seeded puzzle generation: the same seed gives the same puzzles; no two puzzles of a run share a
position; every answer is the engine's.

The game's puzzle kit (:mod:`engine.puzzles.kits`) builds each position and says whether it asks
something worth asking, what the question reads, what it trains and how hard it starts.

>>> ps = list(generate("bahu", "haimen", "yuan", count=3, seed=1))
>>> [p.id for p in ps] == [p.id for p in generate("bahu", "haimen", "yuan", count=3, seed=1)]
True
>>> len({p.key() for p in ps})
3
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator
from typing import Any

from engine.core.errors import InputError
from engine.exercises.answers import NoPuzzle
from engine.exercises.model import Puzzle
from engine.puzzles.kits import kit as find_kit
from engine.puzzles.kits import kit_for
from engine.puzzles.themes import prompt, starting_rating, themes_of

DIFFICULTY = {"easy": (0, 1300), "medium": (1300, 1700), "hard": (1700, 9999)}
MAX_TRIES_PER_PUZZLE = 400


def puzzle_types(game: str) -> tuple[str, ...]:
    """The types the generator builds positions for (lessons ask more, written by hand)."""
    found = find_kit(game)
    return found.types if found is not None else ()


def generate(game: str, rules: str, kind: str, *, count: int, seed: int, difficulty: str | None = None
             ) -> Iterator[Puzzle]:
    kit = kit_for(game, kind)
    if difficulty is not None and difficulty not in DIFFICULTY:
        raise InputError(f"difficulty {difficulty!r} is not one of {', '.join(DIFFICULTY)}", difficulty)
    from engine.core.registry import game as find_game

    if rules not in find_game(game).rule_sets:
        raise InputError(f"unknown rules {rules!r} for {game} (known: {', '.join(find_game(game).rule_sets)})", rules)
    rng = random.Random(f"{game}/{rules}/{kind}/{seed}")
    seen: set[str] = set()
    made = tries = 0
    while made < count:
        tries += 1
        if tries > MAX_TRIES_PER_PUZZLE * max(count, 1):
            raise InputError(f"could not find {count} {kind} puzzles for {rules} (found {made})", kind)
        position = kit.position(rng, rules, kind)
        try:
            answer = kit.answers(rules, kind, position)
            if not kit.accept(rules, kind, position, answer):
                continue
        except (NoPuzzle, InputError):  # InputError: a built hand the scorer refuses (a count it checks)
            continue
        puzzle = finish(game, rules, kind, position, answer, f"generated:{seed}")
        if difficulty and not DIFFICULTY[difficulty][0] <= puzzle.rating < DIFFICULTY[difficulty][1]:
            continue
        if puzzle.key() in seen:
            continue
        seen.add(puzzle.key())
        made += 1
        yield puzzle


def finish(game: str, rules: str, kind: str, position: dict[str, Any], answer: list[Any], source: Any) -> Puzzle:
    """The puzzle of a position and its engine answer: prompt, themes, starting rating, and an id from
    what makes it this puzzle (game, rules, type, position)."""
    puzzle = Puzzle("", game, rules, kind, position, tuple(answer), prompt(game, kind, position),
                    themes_of(game, rules, kind, position, answer),
                    starting_rating(game, rules, kind, position, answer), source)
    digest = hashlib.sha1(puzzle.key().encode("utf-8")).hexdigest()[:10]
    return Puzzle(f"{game}-{kind}-{digest}", *_fields(puzzle)[1:])


def _fields(p: Puzzle) -> tuple[Any, ...]:
    return (p.id, p.game, p.rules, p.type, p.position, p.answers, p.prompt, p.themes, p.rating, p.source)
