"""Opening the store: WAL mode, forward migrations, and recovery from a broken or newer database.

A database that SQLite cannot read, or one written by a newer version of the app, is moved aside
as ``archive.db.broken-YYYYmmdd-HHMMSS`` (or ``.newer-…``) and a fresh one is created; the caller
tells the user in one sentence. Nothing else in the data directory is touched.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, select, text
from sqlalchemy.orm import Session, sessionmaker

from archive_app.store import progress
from archive_app.store.models import Base, Bookmark, SavedHand, SchemaVersion

DB_NAME = "archive.db"


def _v1(conn) -> None:
    Base.metadata.create_all(conn, tables=[SchemaVersion.__table__, SavedHand.__table__])


def _v2(conn) -> None:
    Base.metadata.create_all(conn, tables=[Bookmark.__table__])


# Forward migrations: MIGRATIONS[n] takes a database from version n to n + 1.
MIGRATIONS: list[Callable] = [_v1, _v2, progress.migrate]
SCHEMA_VERSION = len(MIGRATIONS)


@dataclass(frozen=True)
class OpenResult:
    store: Store
    moved_aside: Path | None = None
    reason: str = ""  # "corrupt" or "newer" when moved aside

    def notice(self, lang: str = "en") -> str:
        """The one sentence the user is told, or '' when nothing happened."""
        if not self.moved_aside:
            return ""
        name = self.moved_aside.name
        if lang == "zh":
            why = "无法读取" if self.reason == "corrupt" else "来自更新版本的程序"
            return f"数据库{why}，已另存为 {name}，现以新数据库启动。"
        why = "could not be read" if self.reason == "corrupt" else "was written by a newer version of the app"
        return f"The database {why}; it was moved aside as {name} and a fresh one was started."


class Store:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One session per user action: committed on success, rolled back on error."""
        with self._sessions.begin() as s:
            yield s

    def version(self) -> int:
        with self.engine.connect() as conn:
            return _read_version(conn)

    def save_hand(self, game: str, rules: str, hand: str, melds: str = "", note: str = "") -> int:
        with self.session() as s:
            row = SavedHand(game=game, rules=rules, hand=hand, melds=melds, note=note)
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
    return int(row[0]) if row else 0


def _make_engine(path: Path) -> Engine:
    engine = create_engine(f"sqlite:///{path}")

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_conn, _record) -> None:
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.close()

    return engine


def _check_readable(path: Path) -> None:
    """Raise sqlite3.DatabaseError if the file is not a sound SQLite database."""
    conn = sqlite3.connect(path)
    try:
        result = conn.execute("PRAGMA quick_check").fetchone()
        if not result or result[0] != "ok":
            raise sqlite3.DatabaseError(f"quick_check: {result}")
    finally:
        conn.close()


def _migrate(engine: Engine) -> None:
    with engine.begin() as conn:
        version = _read_version(conn)
        for step in MIGRATIONS[version:]:
            step(conn)
        conn.execute(text("INSERT OR REPLACE INTO schema_version (id, version) VALUES (1, :v)"), {"v": SCHEMA_VERSION})


def _move_aside(path: Path, tag: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        n += 1
    shutil.move(str(path), str(target))
    for suffix in ("-wal", "-shm"):  # WAL side files belong to the moved database
        side = path.with_name(path.name + suffix)
        if side.exists():
            shutil.move(str(side), str(target.with_name(target.name + suffix)))
    return target


def open_store(data_dir: Path) -> OpenResult:
    """Open (creating or migrating) the store in ``data_dir``; recover from a bad file."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / DB_NAME
    moved, reason = None, ""
    if path.exists():
        try:
            _check_readable(path)
            conn = sqlite3.connect(path)
            try:
                has = conn.execute("SELECT 1 FROM sqlite_master WHERE name='schema_version'").fetchone()
                row = conn.execute("SELECT version FROM schema_version WHERE id=1").fetchone() if has else None
            finally:
                conn.close()
            if row and int(row[0]) > SCHEMA_VERSION:
                moved, reason = _move_aside(path, "newer"), "newer"
        except sqlite3.DatabaseError:
            moved, reason = _move_aside(path, "broken"), "corrupt"
    engine = _make_engine(path)
    _migrate(engine)
    return OpenResult(Store(engine), moved, reason)
