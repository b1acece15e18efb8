"""Hands played at the practice table, kept in the store: one row per hand played to its end, with
its record (text form) so it can be replayed and reviewed later, and the counts the progress view
shows per game: hands played, hands won, and the average of what the learner's seat counted (八胡 庄,
笃子胡 胡数, 歪胡子 息).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from sqlalchemy import Boolean, DateTime, Integer, String, Text, func, select, text
from sqlalchemy.orm import Mapped, mapped_column

from archive_app.store.models import Base


def _now() -> datetime:
    return datetime.now(timezone.utc)


class PracticeGame(Base):
    __tablename__ = "practice_game"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(16), index=True)
    rules: Mapped[str] = mapped_column(String(32))
    seat: Mapped[int] = mapped_column(Integer)
    bots: Mapped[str] = mapped_column(String(16))
    end: Mapped[str] = mapped_column(String(16))  # hu, exhausted
    won: Mapped[bool] = mapped_column(Boolean)
    points: Mapped[int] = mapped_column(Integer)  # the seat's 庄 / 胡数 / 息 (0 unless it won)
    net: Mapped[int] = mapped_column(Integer)  # what the seat won or paid
    record: Mapped[str] = mapped_column(Text)  # the hand's record, text form
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now, index=True)


def migrate(conn) -> None:
    """Schema step 6: the practice table's hands (written out: this version's schema, not today's model)."""
    conn.execute(text("CREATE TABLE IF NOT EXISTS practice_game (id INTEGER NOT NULL PRIMARY KEY, "
                      "game VARCHAR(16) NOT NULL, rules VARCHAR(32) NOT NULL, seat INTEGER NOT NULL, "
                      "bots VARCHAR(16) NOT NULL, \"end\" VARCHAR(16) NOT NULL, won BOOLEAN NOT NULL, "
                      "points INTEGER NOT NULL, net INTEGER NOT NULL, record TEXT NOT NULL, "
                      "created DATETIME NOT NULL)"))
    conn.execute(text("CREATE INDEX IF NOT EXISTS ix_practice_game_game ON practice_game (game)"))
    conn.execute(text("CREATE INDEX IF NOT EXISTS ix_practice_game_created ON practice_game (created)"))


@dataclass(frozen=True)
class GameProgress:
    game: str
    played: int
    won: int
    average: float  # of the seat's points over the hands played
    net: int


def add_game(store, game: str, rules: str, seat: int, bots: str, end: str, won: bool, points: int, net: int,
             record: str) -> int:
    with store.session() as s:
        row = PracticeGame(game=game, rules=rules, seat=seat, bots=bots, end=end, won=won, points=points, net=net,
                           record=record)
        s.add(row)
        s.flush()
        return row.id


def progress(store) -> dict[str, GameProgress]:
    """Per game: hands played, won, the average points and the net over all of them."""
    with store.session() as s:
        q = select(PracticeGame.game, func.count(), func.sum(PracticeGame.won), func.avg(PracticeGame.points),
                   func.sum(PracticeGame.net)).group_by(PracticeGame.game)
        return {g: GameProgress(g, n, int(w or 0), float(a or 0.0), int(net or 0)) for g, n, w, a, net in s.execute(q)}


def games(store, game: str | None = None, limit: int = 50) -> list[PracticeGame]:
    """The hands played, newest first."""
    with store.session() as s:
        q = select(PracticeGame).order_by(PracticeGame.created.desc(), PracticeGame.id.desc()).limit(limit)
        if game:
            q = q.where(PracticeGame.game == game)
        return list(s.scalars(q))
