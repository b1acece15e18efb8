"""The curated puzzles of ``content/puzzles/*.jsonl``, one puzzle a line (docs/content-format.md).

Every line is held to the engine: its answers must be the ones the engine computes for its position
(:func:`engine.puzzles.verify.verify`), never taken on the file's word. A line that cannot be read
(not UTF-8, not JSON, a field missing or of the wrong type), a puzzle the engine cannot pose (an
unknown card, type or rule set), one whose stated answers are not the engine's, or one whose id an
earlier puzzle has is reported as file:line and left out; the rest load.

Checking all of them costs seconds of engine time: the app keeps the outcome in its content cache
(content/cache.py), and within one process a line already checked is not checked again.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from typing import TYPE_CHECKING

from archive_app.content.entries import ContentIssue

if TYPE_CHECKING:  # the engine loads when the puzzles are first used, not when the cache is read back
    from engine.exercises.model import Puzzle


class Curated:
    """The puzzles that passed, as their lines: read back from the content cache at start-up, turned
    into :class:`Puzzle` objects when first used (the Puzzles page), which costs start-up nothing."""

    def __init__(self, lines: tuple[str, ...] = ()) -> None:
        self.lines = lines
        self._puzzles: tuple[Puzzle, ...] | None = None

    def __getstate__(self) -> dict[str, object]:
        return {"lines": self.lines, "_puzzles": None}

    def all(self) -> tuple[Puzzle, ...]:
        if self._puzzles is None:
            from engine.exercises.model import Puzzle

            self._puzzles = tuple(Puzzle.from_json(json.loads(line)) for line in self.lines)
        return self._puzzles

    def __iter__(self) -> Iterator[Puzzle]:
        return iter(self.all())

    def __len__(self) -> int:
        return len(self.lines)


def load_puzzles(folder: Path, rel_root: Path) -> tuple[Curated, list[ContentIssue]]:
    """The good puzzles of every file in ``folder`` and what is wrong with the rest (paths relative to ``rel_root``)."""
    puzzles: list[str] = []
    issues: list[ContentIssue] = []
    first: dict[str, str] = {}  # id -> where it was first seen
    for path in sorted(folder.glob("*.jsonl")):
        rel = _rel(path, rel_root)
        for line_no, text in _lines(path, rel, issues):
            where = f"{rel}:{line_no}"
            puzzle, problem = _checked(text)
            if puzzle is not None and puzzle.id in first:
                problem = f"duplicate puzzle id {puzzle.id!r} (also {first[puzzle.id]})"
            if problem:
                issues.append(ContentIssue(rel, line_no, problem))
                continue
            assert puzzle is not None
            first[puzzle.id] = where
            puzzles.append(text)
    return Curated(tuple(puzzles)), sorted(issues, key=lambda i: (i.path, i.line))


def _rel(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def _lines(path: Path, rel: str, issues: list[ContentIssue]) -> list[tuple[int, str]]:
    """(line number, text) of each non-blank line; a line that is not UTF-8 is reported and skipped."""
    try:
        data = path.read_bytes()
    except OSError as e:
        issues.append(ContentIssue(rel, 1, f"cannot be read: {e.strerror or e}"))
        return []
    out = []
    for n, raw in enumerate(data.split(b"\n"), start=1):
        try:
            text = raw.decode("utf-8-sig" if n == 1 else "utf-8")
        except UnicodeDecodeError as e:
            issues.append(ContentIssue(rel, n, f"not UTF-8 text ({e.reason})"))
            continue
        if text.strip():
            out.append((n, text))
    return out


@lru_cache(maxsize=None)
def _checked(text: str) -> tuple[Puzzle | None, str]:
    """The puzzle one line holds and "", or None and what is wrong with it (by the line's text, so a
    line seen before in this process is not put to the engine again)."""
    from engine.exercises.model import Puzzle
    from engine.puzzles.verify import verify

    try:
        raw = json.loads(text)
    except json.JSONDecodeError as e:
        return None, f"not JSON: {e.msg} (column {e.colno})"
    try:
        puzzle = Puzzle.from_json(raw)
    except Exception as e:  # noqa: BLE001 - InputError for a bad field; whatever else, the line is reported
        return None, f"not a puzzle: {e}"
    try:
        problem = verify(puzzle)
    except Exception as e:  # noqa: BLE001 - an unknown card, type or rule set (InputError), or an engine failure
        return None, f"puzzle {puzzle.id!r}: the engine cannot pose it ({e})"
    return (None, problem) if problem else (puzzle, "")
