"""Opening the store: WAL mode, forward migrations, and what to do when the database is not usable.

:func:`archive_app.store.health.check_store` looks first (plain sqlite3, cheap); this module, which
imports SQLAlchemy, then opens the file it approved, or a database in memory for a session that
cannot save (see the health module for which is which).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

from archive_app.store import health, practice, progress, sittings
from archive_app.store.health import Diagnosis, check_store, connect_read_only
from archive_app.store.models import Base, Bookmark, SavedHand
from archive_app.store.schema import DB_NAME, SCHEMA_VERSION
from archive_app.store.training import migrate as _v4_training

__all__ = ["DB_NAME", "MIGRATIONS", "OpenResult", "SCHEMA_VERSION", "Store", "StoreError", "open_store"]


def _v1(conn) -> None:
    # Written out, not built from today's models: a migration makes the schema of its own version.
    conn.execute(text("CREATE TABLE IF NOT EXISTS schema_version (id INTEGER NOT NULL PRIMARY KEY, "
                      "version INTEGER NOT NULL)"))
    conn.execute(text("CREATE TABLE IF NOT EXISTS saved_hand (id INTEGER NOT NULL PRIMARY KEY, "
                      "game VARCHAR(16) NOT NULL, rules VARCHAR(32) NOT NULL, hand VARCHAR(200) NOT NULL, "
                      "melds VARCHAR(200) NOT NULL, note TEXT NOT NULL, created DATETIME NOT NULL)"))


def _v2(conn) -> None:
    Base.metadata.create_all(conn, tables=[Bookmark.__table__])


def _v3(conn) -> None:
    columns = {row[1] for row in conn.execute(text("PRAGMA table_info(saved_hand)"))}
    if "position" not in columns:  # a fresh database got it from _v1, which builds today's model
        conn.execute(text("ALTER TABLE saved_hand ADD COLUMN position TEXT DEFAULT ''"))


# Forward migrations: MIGRATIONS[n] takes a database from version n to n + 1.
MIGRATIONS: list[Callable] = [_v1, _v2, _v3, _v4_training, progress.migrate, practice.migrate, sittings.migrate]
assert len(MIGRATIONS) == SCHEMA_VERSION, "schema.TABLES and MIGRATIONS must agree"


class StoreError(Exception):
    """A store action failed (the database went away, is locked, the disk is full); says what happened."""


@dataclass(frozen=True)
class OpenResult:
    store: Store
    diagnosis: Diagnosis

    @property
    def moved_aside(self) -> Path | None:
        return self.diagnosis.moved_to

    @property
    def reason(self) -> str:
        return self.diagnosis.problem


class Store:
    def __init__(self, engine: Engine, saving: bool = True) -> None:
        self.engine = engine
        self.saving = saving  # False: a database in memory; nothing outlives the session
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One session per user action: committed on success, rolled back on error."""
        try:
            with self._sessions.begin() as s:
                yield s
        except DBAPIError as e:
            raise StoreError(str(e.orig)) from e

    def version(self) -> int:
        with self.engine.connect() as conn:
            return _read_version(conn)

    def save_hand(self, game: str, rules: str, hand: str, melds: str = "", note: str = "", position: str = "") -> int:
        """Keep a hand: its game, rule set and the engine's position text (``hand``/``melds`` stay
        for display and for hands saved before positions existed)."""
        with self.session() as s:
            row = SavedHand(game=game, rules=rules, hand=hand, melds=melds, note=note, position=position)
            s.add(row)
            s.flush()
            return row.id

    def saved_hands(self, game: str | None = None) -> list[SavedHand]:
        with self.session() as s:
            q = select(SavedHand).order_by(SavedHand.created.desc())
            if game:
                q = q.where(SavedHand.game == game)
            return list(s.scalars(q))

    def delete_hand(self, hand_id: int) -> None:
        with self.session() as s:
            row = s.get(SavedHand, hand_id)
            if row is not None:
                s.delete(row)

    def add_bookmark(self, target: str, note: str = "") -> int:
        with self.session() as s:
            row = Bookmark(target=target, note=note)
            s.add(row)
            s.flush()
            return row.id

    def bookmarks(self) -> list[Bookmark]:
        with self.session() as s:
            return list(s.scalars(select(Bookmark).order_by(Bookmark.created.desc())))

    def close(self) -> None:
        self.engine.dispose()


def _read_version(conn) -> int:
    has = conn.execute(text("SELECT name FROM sqlite_master WHERE type='table' AND name='schema_version'")).first()
    if not has:
        return 0
    row = conn.execute(text("SELECT version FROM schema_version WHERE id = 1")).first()
    return row[0] if row and isinstance(row[0], int) else 0


def _make_engine(path: Path) -> Engine:
    engine = create_engine(f"sqlite:///{path}", connect_args={"timeout": health.BUSY_WAIT})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_conn, _record) -> None:
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.close()

    return engine


def _memory_engine(copy_of: Path | None) -> Engine:
    """One database in memory, shared by every session, starting as a copy of ``copy_of`` if given."""

    def connect() -> sqlite3.Connection:
        conn = sqlite3.connect(":memory:", check_same_thread=False)
        if copy_of is not None:
            try:
                source = connect_read_only(copy_of)
                try:
                    source.backup(conn)
                finally:
                    source.close()
            except sqlite3.Error:
                pass  # became unreadable since the check: start empty (the notice already says nothing is kept)
        return conn

    return create_engine("sqlite://", creator=connect, poolclass=StaticPool)


def _migrate(engine: Engine, mark: int | None = None) -> None:
    """Run the migrations the database lacks; ``mark`` is the version its tables showed when its own mark
    was unreadable. Writes nothing to a database that is already current."""
    with engine.begin() as conn:
        version = mark if mark is not None else _read_version(conn)
        for step in MIGRATIONS[version:]:
            step(conn)
        if mark is not None or version != SCHEMA_VERSION:
            conn.execute(text("INSERT OR REPLACE INTO schema_version (id, version) VALUES (1, :v)"),
                         {"v": SCHEMA_VERSION})


def open_store(data_dir: Path, diagnosis: Diagnosis | None = None) -> OpenResult:
    """Open (creating or migrating) the store in ``data_dir`` after :func:`check_store` looked at it."""
    if diagnosis is None:
        diagnosis = check_store(data_dir)
    if diagnosis.saving:
        engine = _make_engine(diagnosis.path)
        try:
            _migrate(engine, diagnosis.version)
            return OpenResult(Store(engine), diagnosis)
        except DBAPIError as e:  # changed since the check (locked, removed, disk full): keep the file as it is
            engine.dispose()
            busy = isinstance(e.orig, sqlite3.OperationalError) and "locked" in str(e.orig)
            diagnosis = Diagnosis(diagnosis.path, "busy" if busy else "failed", str(e.orig), saving=False,
                                  copy=diagnosis.path.exists(), version=diagnosis.version)
    engine = _memory_engine(diagnosis.path if diagnosis.copy else None)
    try:
        _migrate(engine, diagnosis.version)
    except DBAPIError:  # the copy is not usable after all: an empty one
        engine.dispose()
        engine = _memory_engine(None)
        _migrate(engine)
    return OpenResult(Store(engine, saving=False), diagnosis)
