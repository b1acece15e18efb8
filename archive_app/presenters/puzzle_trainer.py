"""Puzzle training: which puzzle comes next in each mode, what an answer changes, and the dashboard's
figures. No Qt here; the puzzles page is a view of it.

Modes (each its own pool of puzzles shown, so none repeats until its pool is exhausted):

* ``rated`` — a puzzle near the learner's rating, shifted by the chosen difficulty; the learner's first
  attempt at a puzzle (in any mode) moves both ratings (Glicko-2); a puzzle seen before is still asked
  but not rated. A newcomer (fewer than ``NEWCOMER`` rated answers in the game) starts on the types whose
  puzzles are rated lowest, one more type every ``NEWCOMER_STEP`` answers.
* ``practice`` and ``theme`` (practice of one theme) — unrated.
* ``review`` — only missed puzzles whose FSRS review is due, graded from the attempt; unrated, and
  never served in the other modes' place.
* ``streak`` — unrated puzzles of rising rating until the first miss.

A miss in any mode schedules the puzzle for review.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from archive_app.presenters.puzzle_pool import Filter, Pool
from archive_app.store.training import Recorded, Training
from engine.exercises.model import Puzzle
from engine.training.ratings import Rating

MODES = ("rated", "practice", "review", "streak", "theme")
RATED_MODES = ("rated",)
MIN_ATTEMPTS = 5  # a theme or type shows on the dashboard once it has this many attempts
NEAREST = 8  # a rated puzzle is drawn from the unseen puzzles nearest the learner's rating
STREAK_STEP = 60  # the next streak puzzle: above the last one, within this of the lowest such
NEWCOMER = 10  # rated answers in a game before its rated puzzles are drawn from every type
NEWCOMER_STEP = 4  # a newcomer's rated puzzles take in one more type every this many rated answers
# the difficulty chosen for rated puzzles: how far above (below) the learner's rating they are drawn
DIFFICULTIES = {"easier": -200, "normal": 0, "harder": 200}


@dataclass(frozen=True)
class Outcome:
    puzzle: Puzzle
    answer: object
    solved: bool
    recorded: Recorded
    streak: int | None = None  # the streak's length after this answer (streak mode)
    streak_over: bool = False
    mode: str = ""


@dataclass(frozen=True)
class Stat:
    """Accuracy and performance over some attempts (a theme, a type)."""

    key: str
    attempts: int
    solved: int
    performance: int  # the mean puzzle rating, ± 400 × (solved − missed) / attempts

    @property
    def accuracy(self) -> float:
        return self.solved / self.attempts if self.attempts else 0.0


@dataclass
class Dashboard:
    game: str
    rating: Rating
    history: list[tuple[datetime, float, float]]
    attempts: int
    solved: int
    themes: list[Stat] = field(default_factory=list)  # weakest first, only those with MIN_ATTEMPTS
    types: list[Stat] = field(default_factory=list)
    best_streak: int = 0
    reviews_due: int = 0
    reviews_total: int = 0


def performance(ratings: Sequence[float], solved: int) -> int:
    """The linear performance rating: mean opponent ± 400 per net win per game."""
    n = len(ratings)
    if not n:
        return 0
    return round(sum(ratings) / n + 400 * (2 * solved - n) / n)


class Trainer:
    def __init__(self, training: Training, pool: Pool, rng: random.Random | None = None) -> None:
        self.training = training
        self.pool = pool
        self.rng = rng or random.Random()
        self.streak_id: int | None = None
        self.streak_length = 0
        self.streak_rating = 0
        self.difficulty = "normal"  # a key of DIFFICULTIES (the page sets the remembered choice)

    # --- the next puzzle ---
    def rating_of(self, puzzle: Puzzle, stored: dict[str, Rating] | None = None) -> float:
        stored = stored if stored is not None else self.training.puzzle_ratings([puzzle.id])
        r = stored.get(puzzle.id)
        return r.rating if r else float(puzzle.rating)

    def next_puzzle(self, mode: str, f: Filter) -> Puzzle | None:
        """The next puzzle of ``mode`` under ``f`` (marked seen), or None when there is none: no due
        review, no puzzle matching, or a streak that has climbed past the hardest."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        if mode == "review":
            due = self.training.due_reviews(f.game)
            return next((p for pid in due if (p := self.pool.get(pid)) is not None and f.accepts(p)), None)
        candidates = self.pool.select(f)
        if not candidates:
            return None
        seen = self.training.seen(mode)
        fresh = [p for p in candidates if p.id not in seen]
        if not fresh:  # the pool is exhausted: it starts again
            self.training.forget_seen(mode, [p.id for p in candidates])
            fresh = candidates
        if mode == "rated":
            chosen = self._near_rating(fresh, f.game)
        elif mode == "streak":
            chosen = self._streak_next(fresh)
        else:
            chosen = self.rng.choice(fresh)
        if chosen is not None:
            self.training.mark_seen(mode, chosen.id)
        return chosen

    def _near_rating(self, fresh: list[Puzzle], game: str) -> Puzzle:
        attempted = self.training.attempted([p.id for p in fresh])
        rateable = [p for p in fresh if p.id not in attempted] or fresh  # a first attempt can be rated
        stored = self.training.puzzle_ratings([p.id for p in rateable])
        target = self.training.learner_rating(game).rating
        answered = len(self.training.rating_history(game))
        if answered < NEWCOMER:  # a newcomer: the simplest types first (the rating does not know them yet)
            easiest = easiest_types(rateable, stored, 1 + answered // NEWCOMER_STEP)
            rateable = [p for p in rateable if p.type in easiest]
            target = min(target, sum(self.rating_of(p, stored) for p in rateable) / len(rateable))
        target += DIFFICULTIES.get(self.difficulty, 0)
        rateable.sort(key=lambda p: (abs(self.rating_of(p, stored) - target), p.id))
        return self.rng.choice(rateable[:NEAREST])

    def _streak_next(self, fresh: list[Puzzle]) -> Puzzle | None:
        stored = self.training.puzzle_ratings([p.id for p in fresh])
        ranked = sorted(fresh, key=lambda p: (self.rating_of(p, stored), p.id))
        above = [p for p in ranked if self.rating_of(p, stored) > self.streak_rating] if self.streak_length else ranked
        if not above:
            return None
        lowest = self.rating_of(above[0], stored)
        return self.rng.choice([p for p in above if self.rating_of(p, stored) <= lowest + STREAK_STEP])

    # --- streaks ---
    def start_streak(self, game: str) -> None:
        self.streak_id = self.training.start_streak(game)
        self.streak_length = 0
        self.streak_rating = 0
        self.training.forget_seen("streak", list(self.training.seen("streak")))

    # --- an answer ---
    def submit(self, puzzle: Puzzle, answer: object, *, mode: str, seconds: float) -> Outcome:
        solved = puzzle.accepts(answer)
        recorded = self.training.record(puzzle, mode=mode, solved=solved, answer=answer, seconds=seconds,
                                        rated_mode=mode in RATED_MODES, review=mode == "review")
        if mode != "streak":
            return Outcome(puzzle, answer, solved, recorded, mode=mode)
        if self.streak_id is None:
            self.start_streak(puzzle.game)
        rating = round(self.rating_of(puzzle))
        run = self.training.streak_step(self.streak_id, solved, rating)
        self.streak_length = run.length
        if solved:
            self.streak_rating = rating
        else:
            self.streak_id = None
        return Outcome(puzzle, answer, solved, recorded, run.length, not solved, mode)

    # --- the dashboard ---
    def dashboard(self, game: str) -> Dashboard:
        rows = [a for a in self.training.attempts(game) if a.mode != "review"]  # reviews retry known misses
        by_theme: dict[str, list] = {}
        by_type: dict[str, list] = {}
        for a in rows:
            for t in a.themes.split():
                by_theme.setdefault(t, []).append(a)
            by_type.setdefault(a.type, []).append(a)
        due, total = self.training.review_counts(game)
        return Dashboard(game, self.training.learner_rating(game), self.training.rating_history(game), len(rows),
                         sum(1 for a in rows if a.solved), _stats(by_theme), _stats(by_type),
                         self.training.best_streak(game), due, total)


def easiest_types(puzzles: Sequence[Puzzle], stored: dict[str, Rating], n: int) -> list[str]:
    """The ``n`` types of ``puzzles`` whose puzzles are rated lowest on average, the lowest first."""
    by_type: dict[str, list[float]] = {}
    for p in puzzles:
        r = stored.get(p.id)
        by_type.setdefault(p.type, []).append(r.rating if r else float(p.rating))
    return sorted(by_type, key=lambda t: (sum(by_type[t]) / len(by_type[t]), t))[:n]


def _stats(groups: dict[str, list]) -> list[Stat]:
    out = []
    for key, rows in groups.items():
        if len(rows) < MIN_ATTEMPTS:
            continue
        solved = sum(1 for a in rows if a.solved)
        out.append(Stat(key, len(rows), solved, performance([a.puzzle_rating for a in rows], solved)))
    return sorted(out, key=lambda s: (s.performance, s.accuracy, s.key))  # weakest first


__all__ = ["DIFFICULTIES", "Dashboard", "MIN_ATTEMPTS", "MODES", "NEWCOMER", "NEWCOMER_STEP", "Outcome", "Stat", "Trainer",
           "easiest_types", "performance"]
