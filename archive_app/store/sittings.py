"""Sittings played at the practice table, kept in the store: one row per sitting played to its end, with
its record (the sitting's text form), the hands it had and the learner's running total at the end. The
progress view shows per game the sittings played and the learner's average per hand over them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from sqlalchemy import DateTime, Integer, String, Text, func, select, text
from sqlalchemy.orm import Mapped, mapped_column

from archive_app.store.models import Base


def _now() -> datetime:
    return datetime.now(timezone.utc)


class PracticeSitting(Base):
    __tablename__ = "practice_sitting"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(16), index=True)
    rules: Mapped[str] = mapped_column(String(32))
    seat: Mapped[int] = mapped_column(Integer)
    bots: Mapped[str] = mapped_column(String(16))
    hands: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)  # the learner's running total after the last hand
    record: Mapped[str] = mapped_column(Text)  # the sitting, text form
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now, index=True)


def migrate(conn) -> None:
    """Schema step 7: the practice table's sittings (written out: this version's schema, not today's model)."""
    conn.execute(text("CREATE TABLE IF NOT EXISTS practice_sitting (id INTEGER NOT NULL PRIMARY KEY, "
                      "game VARCHAR(16) NOT NULL, rules VARCHAR(32) NOT NULL, seat INTEGER NOT NULL, "
                      "bots VARCHAR(16) NOT NULL, hands INTEGER NOT NULL, total INTEGER NOT NULL, "
                      "record TEXT NOT NULL, created DATETIME NOT NULL)"))
    conn.execute(text("CREATE INDEX IF NOT EXISTS ix_practice_sitting_game ON practice_sitting (game)"))
    conn.execute(text("CREATE INDEX IF NOT EXISTS ix_practice_sitting_created ON practice_sitting (created)"))


@dataclass(frozen=True)
class SittingProgress:
    game: str
    played: int  # sittings
    hands: int  # the hands of those sittings
    total: int  # the learner's totals summed

    @property
    def per_hand(self) -> float:
        return self.total / self.hands if self.hands else 0.0


def add_sitting(store, game: str, rules: str, seat: int, bots: str, hands: int, total: int, record: str) -> int:
    with store.session() as s:
        row = PracticeSitting(game=game, rules=rules, seat=seat, bots=bots, hands=hands, total=total, record=record)
        s.add(row)
        s.flush()
        return row.id


def progress(store) -> dict[str, SittingProgress]:
    """Per game: sittings played, their hands and the learner's totals (the average per hand from these)."""
    with store.session() as s:
        q = select(PracticeSitting.game, func.count(), func.sum(PracticeSitting.hands),
                   func.sum(PracticeSitting.total)).group_by(PracticeSitting.game)
        return {g: SittingProgress(g, n, int(h or 0), int(t or 0)) for g, n, h, t in s.execute(q)}


def sittings(store, game: str | None = None, limit: int = 50) -> list[PracticeSitting]:
    """The sittings played, newest first."""
    with store.session() as s:
        q = select(PracticeSitting).order_by(PracticeSitting.created.desc(), PracticeSitting.id.desc()).limit(limit)
        if game:
            q = q.where(PracticeSitting.game == game)
        return list(s.scalars(q))
