"""Puzzle training in the store: attempts, the learner's rating history, puzzle ratings, review cards,
the puzzles each mode has shown, streak runs and generated batches. No Qt here.

Every function is one user action: one session, committed when it returns (a kill loses nothing
that was answered). Ratings are Glicko-2 (:mod:`engine.training.ratings`): the learner has one per
game; a puzzle's rating starts from its file's estimate. Review cards are FSRS cards
(:mod:`engine.training.schedule`) stored as JSON, their due time in a column to query.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone

from sqlalchemy import Boolean, DateTime, Float, Integer, String, Text, delete, func, select, text
from sqlalchemy.orm import Mapped, mapped_column

from archive_app.store.models import Base, _now
from engine.training.ratings import Rating

PUZZLE_RD = 250.0  # a puzzle's starting deviation: its file rating is an estimate, attempts refine it


class PuzzleAttempt(Base):
    """One answer to one puzzle. ``rated``: it moved the ratings (the learner's first attempt at it)."""

    __tablename__ = "puzzle_attempt"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    puzzle_id: Mapped[str] = mapped_column(String(64), index=True)
    game: Mapped[str] = mapped_column(String(16))
    rules: Mapped[str] = mapped_column(String(32))
    type: Mapped[str] = mapped_column(String(16))
    themes: Mapped[str] = mapped_column(Text, default="")  # space-separated, for the dashboard
    mode: Mapped[str] = mapped_column(String(16))
    solved: Mapped[bool] = mapped_column(Boolean)
    answer: Mapped[str] = mapped_column(Text, default="")  # JSON
    seconds: Mapped[float] = mapped_column(Float, default=0.0)
    rated: Mapped[bool] = mapped_column(Boolean, default=False)
    puzzle_rating: Mapped[float] = mapped_column(Float)  # the puzzle's rating when attempted
    learner_before: Mapped[float | None] = mapped_column(Float, nullable=True)
    learner_after: Mapped[float | None] = mapped_column(Float, nullable=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now, index=True)


class LearnerRating(Base):
    """The learner's rating in a game after each rated attempt; the last row is the current one."""

    __tablename__ = "learner_rating"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(16), index=True)
    rating: Mapped[float] = mapped_column(Float)
    rd: Mapped[float] = mapped_column(Float)
    volatility: Mapped[float] = mapped_column(Float)
    puzzle_id: Mapped[str] = mapped_column(String(64), default="")
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class PuzzleRating(Base):
    __tablename__ = "puzzle_rating"
    puzzle_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    rating: Mapped[float] = mapped_column(Float)
    rd: Mapped[float] = mapped_column(Float)
    volatility: Mapped[float] = mapped_column(Float)
    attempts: Mapped[int] = mapped_column(Integer, default=0)


class ReviewCard(Base):
    """A missed puzzle's FSRS card: it comes back in the review queue when due."""

    __tablename__ = "review_card"
    puzzle_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    game: Mapped[str] = mapped_column(String(16), index=True)
    card: Mapped[str] = mapped_column(Text)  # fsrs Card.to_dict() as JSON
    due: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    reviews: Mapped[int] = mapped_column(Integer, default=0)


class SeenPuzzle(Base):
    """A puzzle a mode has shown since its pool was last exhausted."""

    __tablename__ = "seen_puzzle"
    mode: Mapped[str] = mapped_column(String(16), primary_key=True)
    puzzle_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    seen: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class StreakRun(Base):
    """One streak: puzzles of rising difficulty solved in a row until the first miss."""

    __tablename__ = "streak_run"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(16))
    length: Mapped[int] = mapped_column(Integer, default=0)
    last_rating: Mapped[int] = mapped_column(Integer, default=0)
    ended: Mapped[bool] = mapped_column(Boolean, default=False)
    started: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


class GeneratedPuzzle(Base):
    """A puzzle of a batch the user generated (the puzzle's JSON object)."""

    __tablename__ = "generated_puzzle"
    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    game: Mapped[str] = mapped_column(String(16), index=True)
    data: Mapped[str] = mapped_column(Text)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)


TABLES = (PuzzleAttempt, LearnerRating, PuzzleRating, ReviewCard, SeenPuzzle, StreakRun, GeneratedPuzzle)


# Written out, not built from today's models: a migration makes the schema of its own version
# (archive_app/store/schema.py lists the same tables and columns for the health check).
SCHEMA_SQL = (
    "CREATE TABLE IF NOT EXISTS puzzle_attempt (id INTEGER NOT NULL PRIMARY KEY, puzzle_id VARCHAR(64) NOT NULL, "
    "game VARCHAR(16) NOT NULL, rules VARCHAR(32) NOT NULL, type VARCHAR(16) NOT NULL, themes TEXT NOT NULL, "
    "mode VARCHAR(16) NOT NULL, solved BOOLEAN NOT NULL, answer TEXT NOT NULL, seconds FLOAT NOT NULL, "
    "rated BOOLEAN NOT NULL, puzzle_rating FLOAT NOT NULL, learner_before FLOAT, learner_after FLOAT, "
    "created DATETIME NOT NULL)",
    "CREATE INDEX IF NOT EXISTS ix_puzzle_attempt_puzzle_id ON puzzle_attempt (puzzle_id)",
    "CREATE INDEX IF NOT EXISTS ix_puzzle_attempt_created ON puzzle_attempt (created)",
    "CREATE TABLE IF NOT EXISTS learner_rating (id INTEGER NOT NULL PRIMARY KEY, game VARCHAR(16) NOT NULL, "
    "rating FLOAT NOT NULL, rd FLOAT NOT NULL, volatility FLOAT NOT NULL, puzzle_id VARCHAR(64) NOT NULL, "
    "created DATETIME NOT NULL)",
    "CREATE INDEX IF NOT EXISTS ix_learner_rating_game ON learner_rating (game)",
    "CREATE TABLE IF NOT EXISTS puzzle_rating (puzzle_id VARCHAR(64) NOT NULL PRIMARY KEY, rating FLOAT NOT NULL, "
    "rd FLOAT NOT NULL, volatility FLOAT NOT NULL, attempts INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS review_card (puzzle_id VARCHAR(64) NOT NULL PRIMARY KEY, game VARCHAR(16) NOT NULL, "
    "card TEXT NOT NULL, due DATETIME NOT NULL, reviews INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS ix_review_card_game ON review_card (game)",
    "CREATE INDEX IF NOT EXISTS ix_review_card_due ON review_card (due)",
    "CREATE TABLE IF NOT EXISTS seen_puzzle (mode VARCHAR(16) NOT NULL, puzzle_id VARCHAR(64) NOT NULL, "
    "seen DATETIME NOT NULL, PRIMARY KEY (mode, puzzle_id))",
    "CREATE TABLE IF NOT EXISTS streak_run (id INTEGER NOT NULL PRIMARY KEY, game VARCHAR(16) NOT NULL, "
    "length INTEGER NOT NULL, last_rating INTEGER NOT NULL, ended BOOLEAN NOT NULL, started DATETIME NOT NULL)",
    "CREATE TABLE IF NOT EXISTS generated_puzzle (id VARCHAR(64) NOT NULL PRIMARY KEY, game VARCHAR(16) NOT NULL, "
    "data TEXT NOT NULL, created DATETIME NOT NULL)",
    "CREATE INDEX IF NOT EXISTS ix_generated_puzzle_game ON generated_puzzle (game)",
)


def migrate(conn) -> None:
    """The schema step that adds puzzle training (appended to ``MIGRATIONS`` in db.py)."""
    for statement in SCHEMA_SQL:
        conn.execute(text(statement))


def _utc(when: datetime | None) -> datetime:
    """SQLite returns naive datetimes: they were stored in UTC."""
    if when is None:
        return datetime.now(timezone.utc)
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


@dataclass(frozen=True)
class Recorded:
    """What one answer changed: the attempt's id, whether it was rated, ratings before and after."""

    attempt_id: int
    rated: bool
    learner_before: Rating | None = None
    learner_after: Rating | None = None
    puzzle_before: Rating | None = None
    puzzle_after: Rating | None = None
    review_due: datetime | None = None


class Training:
    """Puzzle training data over a :class:`~archive_app.store.db.Store`; each method is one action."""

    def __init__(self, store) -> None:
        self.store = store

    # --- ratings ---
    def learner_rating(self, game: str) -> Rating:
        with self.store.session() as s:
            row = s.scalars(select(LearnerRating).where(LearnerRating.game == game)
                            .order_by(LearnerRating.id.desc()).limit(1)).first()
            return Rating(row.rating, row.rd, row.volatility) if row else Rating()

    def rating_history(self, game: str) -> list[tuple[datetime, float, float]]:
        """(when, rating, deviation) after each rated attempt, oldest first."""
        with self.store.session() as s:
            rows = s.execute(select(LearnerRating.created, LearnerRating.rating, LearnerRating.rd)
                             .where(LearnerRating.game == game).order_by(LearnerRating.id)).all()
            return [(_utc(c), r, d) for c, r, d in rows]

    # (the tables stay small: read them whole and filter here, rather than pass thousands of ids to SQLite)
    def puzzle_ratings(self, ids: Iterable[str] | None = None) -> dict[str, Rating]:
        wanted = None if ids is None else set(ids)
        with self.store.session() as s:
            return {r.puzzle_id: Rating(r.rating, r.rd, r.volatility) for r in s.scalars(select(PuzzleRating))
                    if wanted is None or r.puzzle_id in wanted}

    def attempted(self, ids: Iterable[str] | None = None) -> set[str]:
        """Puzzles the learner has answered at least once (in any mode)."""
        with self.store.session() as s:
            found = set(s.scalars(select(PuzzleAttempt.puzzle_id).distinct()))
        return found if ids is None else found & set(ids)

    # --- one answer ---
    def record(self, puzzle, *, mode: str, solved: bool, answer, seconds: float, rated_mode: bool,
               review: bool = False, now: datetime | None = None) -> Recorded:
        """Store one answer in one transaction: the attempt; in a rated mode on the learner's first
        attempt at the puzzle, both new ratings; a review card scheduled on a miss (or the card's
        next due time when ``review``)."""
        from engine.training.ratings import attempt
        from engine.training.schedule import from_json, new_card
        from engine.training.schedule import review as review_card
        from engine.training.schedule import to_json

        now = now or datetime.now(timezone.utc)
        with self.store.session() as s:
            first = s.scalars(select(PuzzleAttempt.id).where(PuzzleAttempt.puzzle_id == puzzle.id).limit(1)).first() is None
            prow = s.get(PuzzleRating, puzzle.id)
            p_before = Rating(prow.rating, prow.rd, prow.volatility) if prow else Rating(puzzle.rating, PUZZLE_RD)
            rated = rated_mode and first
            l_before = l_after = p_after = None
            if rated:
                lrow = s.scalars(select(LearnerRating).where(LearnerRating.game == puzzle.game)
                                 .order_by(LearnerRating.id.desc()).limit(1)).first()
                l_before = Rating(lrow.rating, lrow.rd, lrow.volatility) if lrow else Rating()
                l_after, p_after = attempt(l_before, p_before, solved)
                s.add(LearnerRating(game=puzzle.game, rating=l_after.rating, rd=l_after.rd,
                                    volatility=l_after.volatility, puzzle_id=puzzle.id, created=now))
                if prow is None:
                    prow = PuzzleRating(puzzle_id=puzzle.id, attempts=0)
                    s.add(prow)
                prow.rating, prow.rd, prow.volatility = p_after.rating, p_after.rd, p_after.volatility
                prow.attempts = (prow.attempts or 0) + 1
            row = PuzzleAttempt(puzzle_id=puzzle.id, game=puzzle.game, rules=puzzle.rules, type=puzzle.type,
                                themes=" ".join(puzzle.themes), mode=mode, solved=solved,
                                answer=json.dumps(answer, ensure_ascii=False), seconds=round(seconds, 2),
                                rated=rated, puzzle_rating=p_before.rating,
                                learner_before=l_before.rating if l_before else None,
                                learner_after=l_after.rating if l_after else None, created=now)
            s.add(row)
            due = None
            card_row = s.get(ReviewCard, puzzle.id)
            if review or not solved:  # a miss in any mode schedules (or reschedules) its review
                card = from_json(json.loads(card_row.card)) if card_row else new_card(now)
                card, _log = review_card(card, solved=solved, tries=1, seconds=seconds, now=now)
                if card_row is None:
                    card_row = ReviewCard(puzzle_id=puzzle.id, game=puzzle.game, reviews=0)
                    s.add(card_row)
                card_row.card = json.dumps(to_json(card))
                card_row.due = card.due
                card_row.reviews = (card_row.reviews or 0) + 1
                due = card.due
            s.flush()
            return Recorded(row.id, rated, l_before, l_after, p_before if rated else None,
                            p_after, due)

    # --- review ---
    def due_reviews(self, game: str | None = None, now: datetime | None = None) -> list[str]:
        """Puzzle ids whose review is due, the longest overdue first."""
        now = now or datetime.now(timezone.utc)
        with self.store.session() as s:
            q = select(ReviewCard.puzzle_id, ReviewCard.due).order_by(ReviewCard.due)
            if game:
                q = q.where(ReviewCard.game == game)
            return [pid for pid, due in s.execute(q) if _utc(due) <= now]

    def review_counts(self, game: str | None = None, now: datetime | None = None) -> tuple[int, int]:
        """(due now, scheduled in all)."""
        now = now or datetime.now(timezone.utc)
        with self.store.session() as s:
            q = select(ReviewCard.due)
            if game:
                q = q.where(ReviewCard.game == game)
            dues = [_utc(d) for d in s.scalars(q)]
        return sum(1 for d in dues if d <= now), len(dues)

    def next_review(self, game: str | None = None) -> datetime | None:
        with self.store.session() as s:
            q = select(func.min(ReviewCard.due))
            if game:
                q = q.where(ReviewCard.game == game)
            due = s.scalar(q)
            return _utc(due) if due else None

    # --- the pool each mode has shown ---
    def seen(self, mode: str) -> set[str]:
        with self.store.session() as s:
            return set(s.scalars(select(SeenPuzzle.puzzle_id).where(SeenPuzzle.mode == mode)))

    def mark_seen(self, mode: str, puzzle_id: str) -> None:
        with self.store.session() as s:
            if s.get(SeenPuzzle, (mode, puzzle_id)) is None:
                s.add(SeenPuzzle(mode=mode, puzzle_id=puzzle_id))

    def forget_seen(self, mode: str, ids: Sequence[str]) -> None:
        """The pool of these puzzles is exhausted in this mode: they may come again."""
        with self.store.session() as s:
            for start in range(0, len(ids), 500):
                s.execute(delete(SeenPuzzle).where(SeenPuzzle.mode == mode,
                                                   SeenPuzzle.puzzle_id.in_(list(ids[start:start + 500]))))

    # --- streaks ---
    def start_streak(self, game: str) -> int:
        with self.store.session() as s:
            s.execute(StreakRun.__table__.update().where(StreakRun.ended.is_(False)).values(ended=True))
            row = StreakRun(game=game)
            s.add(row)
            s.flush()
            return row.id

    def streak_step(self, run_id: int, solved: bool, rating: int) -> StreakRun:
        with self.store.session() as s:
            row = s.get(StreakRun, run_id)
            if row is None or row.ended:
                raise ValueError(f"streak {run_id} is over")
            if solved:
                row.length += 1
                row.last_rating = rating
            else:
                row.ended = True
            s.flush()
            s.expunge(row)
            return row

    def best_streak(self, game: str) -> int:
        with self.store.session() as s:
            return s.scalar(select(func.max(StreakRun.length)).where(StreakRun.game == game)) or 0

    # --- the dashboard ---
    def attempts(self, game: str | None = None) -> list[PuzzleAttempt]:
        with self.store.session() as s:
            q = select(PuzzleAttempt).order_by(PuzzleAttempt.id)
            if game:
                q = q.where(PuzzleAttempt.game == game)
            return list(s.scalars(q))

    # --- generated batches ---
    def add_generated(self, puzzles: Iterable) -> int:
        """Keep a generated batch (puzzles already kept are skipped); returns how many were new."""
        added = 0
        with self.store.session() as s:
            for p in puzzles:
                if s.get(GeneratedPuzzle, p.id) is None:
                    s.add(GeneratedPuzzle(id=p.id, game=p.game, data=json.dumps(p.to_json(), ensure_ascii=False)))
                    added += 1
        return added

    def generated(self) -> list[dict]:
        with self.store.session() as s:
            return [json.loads(d) for d in s.scalars(select(GeneratedPuzzle.data).order_by(GeneratedPuzzle.created))]


__all__ = ["GeneratedPuzzle", "LearnerRating", "PuzzleAttempt", "PuzzleRating", "Recorded", "ReviewCard",
           "SeenPuzzle", "StreakRun", "TABLES", "Training", "migrate"]
