"""Lesson progress in the store: per stage, the best stars earned and where the current run stands.

One row per stage (``lesson_progress``), written in one session per user action (an answer, opening
a stage, a reset). Stars: 3 for a stage finished without a mistake, 2 with one, 1 with more. The
row updated last is where the learner left off.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from sqlalchemy import DateTime, Integer, String, delete, select
from sqlalchemy.orm import Mapped, mapped_column

from archive_app.store.models import Base


def _now() -> datetime:
    return datetime.now(timezone.utc)


class LessonProgress(Base):
    """A stage's progress: best stars so far, and the current run (next exercise, mistakes made)."""

    __tablename__ = "lesson_progress"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(16), index=True)
    stage: Mapped[str] = mapped_column(String(64), unique=True)
    best_stars: Mapped[int] = mapped_column(Integer, default=0)  # 0: never finished
    step: Mapped[int] = mapped_column(Integer, default=0)  # the next exercise of the current run
    mistakes: Mapped[int] = mapped_column(Integer, default=0)  # wrong answers in the current run
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now, index=True)


def migrate(conn) -> None:
    """Schema step: add the lesson progress table."""
    Base.metadata.create_all(conn, tables=[LessonProgress.__table__])


def stars_for(mistakes: int) -> int:
    return 3 if mistakes == 0 else 2 if mistakes == 1 else 1


@dataclass(frozen=True)
class StageProgress:
    stage: str
    game: str
    best_stars: int = 0
    step: int = 0
    mistakes: int = 0
    finished_now: bool = False  # this answer finished the stage
    stars_now: int = 0  # the stars this run earned, when finished_now

    @property
    def done(self) -> bool:
        return self.best_stars > 0


def _snapshot(row: LessonProgress, finished: bool = False, stars: int = 0) -> StageProgress:
    return StageProgress(row.stage, row.game, row.best_stars, row.step, row.mistakes, finished, stars)


def _row(session, game: str, stage: str) -> LessonProgress:
    row = session.scalars(select(LessonProgress).where(LessonProgress.stage == stage)).first()
    if row is None:
        row = LessonProgress(game=game, stage=stage, best_stars=0, step=0, mistakes=0)
        session.add(row)
    return row


def progress(store, game: str | None = None) -> dict[str, StageProgress]:
    """Every stage's progress (of one game, or all)."""
    with store.session() as s:
        q = select(LessonProgress)
        if game:
            q = q.where(LessonProgress.game == game)
        return {row.stage: _snapshot(row) for row in s.scalars(q)}


def open_stage(store, game: str, stage: str) -> StageProgress:
    """The learner opened a stage: it becomes where they left off."""
    with store.session() as s:
        row = _row(s, game, stage)
        row.updated = _now()
        s.flush()
        return _snapshot(row)


def record(store, game: str, stage: str, index: int, correct: bool, total: int) -> StageProgress:
    """An answer to exercise ``index`` of a stage with ``total`` exercises.

    A wrong answer counts a mistake; a right one moves the run on, and the last one finishes the
    stage: its stars are kept when better than before, and the next visit starts a new run."""
    with store.session() as s:
        row = _row(s, game, stage)
        row.updated = _now()
        if not correct:
            row.mistakes += 1
            s.flush()
            return _snapshot(row)
        row.step = max(row.step, index + 1)
        if row.step < total:
            s.flush()
            return _snapshot(row)
        stars = stars_for(row.mistakes)
        row.best_stars = max(row.best_stars, stars)
        row.step, row.mistakes = 0, 0
        s.flush()
        return _snapshot(row, True, stars)


def reset(store, stage: str) -> None:
    """Forget a stage: its stars and its run."""
    with store.session() as s:
        s.execute(delete(LessonProgress).where(LessonProgress.stage == stage))


def left_off(store, game: str | None = None) -> StageProgress | None:
    """The stage the learner touched last (of one game, or any)."""
    with store.session() as s:
        q = select(LessonProgress).order_by(LessonProgress.updated.desc(), LessonProgress.id.desc())
        if game:
            q = q.where(LessonProgress.game == game)
        row = s.scalars(q).first()
        return _snapshot(row) if row else None
