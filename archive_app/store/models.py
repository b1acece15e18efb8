"""Typed SQLAlchemy 2 models of the user's data."""

from __future__ import annotations

from datetime import datetime, timezone

from sqlalchemy import DateTime, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


def _now() -> datetime:
    return datetime.now(timezone.utc)


class Base(DeclarativeBase):
    pass


class SchemaVersion(Base):
    """One row: the schema version this database was last migrated to."""

    __tablename__ = "schema_version"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    version: Mapped[int] = mapped_column(Integer)


class SavedHand(Base):
    """A hand the user kept from a calculator (hand lab, 笃子胡, 歪胡子), to come back to or teach with."""

    __tablename__ = "saved_hand"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(16))
    rules: Mapped[str] = mapped_column(String(32))
    hand: Mapped[str] = mapped_column(String(200))
    melds: Mapped[str] = mapped_column(String(200), default="")
    note: Mapped[str] = mapped_column(Text, default="")
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
    # The engine's one-line position text for the game (hand, melds and the facts a count cannot
    # tell: dealt triplets, turned 将, the winning card …); '' for hands saved before it existed.
    position: Mapped[str] = mapped_column(Text, default="", server_default="")


class Bookmark(Base):
    """A paragraph, article or glossary entry the user marked (target like ``s001.p017``)."""

    __tablename__ = "bookmark"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    target: Mapped[str] = mapped_column(String(64), index=True)
    note: Mapped[str] = mapped_column(Text, default="")
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_now)
