"""The puzzles a learner can be given: the curated ones of content/puzzles/ (loaded and checked with
the rest of the content, archive_app/content/puzzles.py) and the batches the user generated (kept in
the store), filtered by game, rule set, type and theme. No Qt here.

>>> from archive_app.content import load_library
>>> from archive_app.paths import CONTENT
>>> pool = Pool.from_library(load_library(CONTENT))
>>> len(pool.select(Filter("bahu"))) >= 300
True
>>> {p.type for p in pool.select(Filter("duzihu", "danjiang", "hushu"))}
{'hushu'}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from archive_app.content.model import Library
from engine.exercises.answers import TYPES
from engine.exercises.model import Puzzle

BOOL_TYPES = ("yuan", "can_hu", "valid")
NUMBER_TYPES = ("hutou", "hushu", "xi")


def answer_kind(kind: str) -> str:
    """How an answer is given: ``"bool"`` (yes/no), ``"number"``, ``"card"`` (one card), ``"cards"`` (a set),
    ``"claim"`` (one of the seat's claims), ``"nets"`` (four numbers, one per player)."""
    if kind == "claim":
        return "claim"
    if kind == "zhuang":
        return "nets"
    if kind in BOOL_TYPES:
        return "bool"
    if kind in NUMBER_TYPES:
        return "number"
    return "card" if kind == "discard" else "cards"


@dataclass(frozen=True)
class Filter:
    """Which puzzles: a game, and optionally one rule set, type and theme (None: any)."""

    game: str
    rules: str | None = None
    type: str | None = None
    theme: str | None = None

    def accepts(self, p: Puzzle) -> bool:
        return (p.game == self.game and self.rules in (None, p.rules) and self.type in (None, p.type)
                and (self.theme is None or self.theme in p.themes))


class Pool:
    """Every puzzle known, by id (a generated puzzle with a curated one's id is the same position)."""

    def __init__(self, puzzles: Iterable[Puzzle]) -> None:
        self.by_id: dict[str, Puzzle] = {}
        for p in puzzles:
            self.by_id.setdefault(p.id, p)

    @classmethod
    def from_library(cls, library: Library, generated: Iterable[dict] = ()) -> Pool:
        """The library's curated puzzles and the user's generated ones."""
        extra = []
        for raw in generated:
            try:
                extra.append(Puzzle.from_json(raw))
            except Exception:  # noqa: BLE001 - a damaged stored puzzle is skipped, never fatal
                continue
        return cls(list(library.puzzles) + extra)

    def add(self, puzzles: Iterable[Puzzle]) -> int:
        added = 0
        for p in puzzles:
            if p.id not in self.by_id:
                self.by_id[p.id] = p
                added += 1
        return added

    def number(self, puzzle: Puzzle) -> int | None:
        """The puzzle's number among the pool's puzzles of its game and type, from 1 (in the pool's order: the
        curated ones as the content lists them, then those generated), or None if it is not in the pool."""
        ids = [p.id for p in self.by_id.values() if p.game == puzzle.game and p.type == puzzle.type]
        return ids.index(puzzle.id) + 1 if puzzle.id in ids else None

    def get(self, puzzle_id: str) -> Puzzle | None:
        return self.by_id.get(puzzle_id)

    def select(self, f: Filter) -> list[Puzzle]:
        return [p for p in self.by_id.values() if f.accepts(p)]

    def themes(self, f: Filter) -> list[tuple[str, int]]:
        """The themes among the puzzles ``f`` selects (its own theme ignored), with how many carry each."""
        counts: dict[str, int] = {}
        for p in self.select(Filter(f.game, f.rules, f.type)):
            for t in p.themes:
                counts[t] = counts.get(t, 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    @staticmethod
    def rule_sets(game: str) -> list[str]:
        from engine.core.registry import game as find_game

        return list(find_game(game).rule_sets)

    @staticmethod
    def types(game: str) -> tuple[str, ...]:
        """Every type the game's answers know (lesson exercises' types included)."""
        return TYPES.get(game, ())

    def types_found(self, game: str) -> tuple[str, ...]:
        """The game's types that at least one puzzle in the pool has, in the game's order: a menu of them
        never offers a type that finds nothing."""
        present = {p.type for p in self.by_id.values() if p.game == game}
        return tuple(t for t in self.types(game) if t in present) + tuple(sorted(present - set(self.types(game))))

    def __len__(self) -> int:
        return len(self.by_id)


__all__ = ["BOOL_TYPES", "Filter", "NUMBER_TYPES", "Pool", "answer_kind"]
