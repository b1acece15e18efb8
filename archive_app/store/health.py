"""A look at the database before the app uses it, with the sqlite3 module alone (it runs at every start).

What is done with what is found:

- a sound database, or none yet: used (created or migrated when first opened);
- a file SQLite cannot read as a database, one from a newer version of the app, or one whose tables
  are not this app's: moved aside beside it (``archive.db.broken-…``, ``.newer-…``, ``.foreign-…``)
  and a new one is started; the user is told where the old file went;
- a version mark that is not a number while the tables are this app's: the mark is rewritten;
- busy (another program holds a lock on it), not readable or not writable for lack of rights, a data
  directory that is not a usable directory, a link to nothing: left exactly as it is, and the app runs
  on a copy in memory (or an empty one) for this session, saving nothing.

A database is never moved aside because it is busy or because the app lacks rights to it.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

try:  # the C module alone: the sqlite3 package adds date adapters, and imports datetime for them (~1.5 ms)
    import _sqlite3 as sqlite3
except ImportError:  # pragma: no cover - Pythons without it as a module of its own
    import sqlite3  # type: ignore[no-redef]

from archive_app.store.schema import DB_NAME, SCHEMA_VERSION, TABLES
from archive_app.frozen_value import FrozenValue

BUSY_WAIT = 2.0  # seconds to wait for another program's lock before running without saving
MOVED = ("corrupt", "newer", "foreign")  # problems for which the file is moved aside
TAGS = {"corrupt": "broken", "newer": "newer", "foreign": "foreign"}


class Diagnosis(FrozenValue):
    """What was found, and what the app does about it. A frozen value, made, compared, hashed and shown as
    a frozen dataclass would be (not a dataclass: importing dataclasses cost ~2 ms of start-up)."""

    __match_args__ = ("path", "problem", "detail", "moved_to", "saving", "copy", "version")
    path: Path
    problem: str  # "" | corrupt newer foreign | version | busy unreadable read-only data-dir dangling failed
    detail: str  # the system's own words, or the bad version mark
    moved_to: Path | None  # where the old file went (problems in MOVED)
    saving: bool  # False: the session runs on a database in memory and keeps nothing
    copy: bool  # the in-memory database starts as a copy of ``path``
    version: int | None  # the version the tables show when the mark was unreadable

    def __init__(self, path: Path, problem: str = "", detail: str = "", moved_to: Path | None = None,
                 saving: bool = True, copy: bool = False, version: int | None = None) -> None:
        self.__dict__.update(path=path, problem=problem, detail=detail, moved_to=moved_to, saving=saving, copy=copy,
                             version=version)

def check_store(data_dir: Path) -> Diagnosis:
    path = data_dir / DB_NAME
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as e:  # a regular file, a link to nothing, no rights to create it
        return Diagnosis(path, "data-dir", _why(e, data_dir), saving=False)
    if path.is_symlink() and not path.exists():  # maybe a drive that is not connected: leave it
        return Diagnosis(path, "dangling", os.readlink(path), saving=False)
    if not path.exists():
        if not _dir_writable(data_dir):
            return Diagnosis(path, "read-only", _strerror(errno.EACCES, data_dir), saving=False)
        return Diagnosis(path)
    if not path.is_file():
        return Diagnosis(path, "unreadable", _strerror(errno.EISDIR, path), saving=False)
    if not os.access(path, os.R_OK):
        return Diagnosis(path, "unreadable", _strerror(errno.EACCES, path), saving=False)
    try:
        tables, mark = _inspect(path)
    except _NotSound as e:
        return _move_aside(path, "corrupt", str(e))
    except sqlite3.Error as e:
        if _is_busy(e):
            return Diagnosis(path, "busy", str(e), saving=False)
        if getattr(e, "sqlite_errorname", "").startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")):
            return _move_aside(path, "corrupt", str(e))
        return Diagnosis(path, "unreadable", str(e), saving=False)
    found = _version_of(tables, mark)
    if found == "newer":
        return _move_aside(path, "newer", str(mark[0]))
    if found is None:
        return _move_aside(path, "foreign", ", ".join(sorted(tables)))
    repaired = found if tables and _bad_mark(mark) else None  # an empty file is simply a new database
    problem, detail = ("version", repr(mark[0]) if mark else "") if repaired is not None else ("", "")
    why = _not_writable(path)
    if why:
        return Diagnosis(path, why[0], why[1], saving=False, copy=bool(tables), version=repaired)
    return Diagnosis(path, problem, detail, version=repaired)


# --- reading ---
class _NotSound(Exception):
    """SQLite opened the file but its own check found damage."""


def connect_read_only(path: Path, timeout: float | None = None) -> sqlite3.Connection:
    """Open without creating or writing anything, also in a directory the app may not write."""
    timeout = BUSY_WAIT if timeout is None else timeout
    uri = path.resolve().as_uri() + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=timeout, check_same_thread=False)
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return conn
    except sqlite3.OperationalError as e:
        if not getattr(e, "sqlite_errorname", "").startswith(("SQLITE_CANTOPEN", "SQLITE_READONLY")):
            raise
    # A WAL database cannot be opened where its -shm file cannot be created; nothing else can be
    # writing it there either, so it is read as an unchanging file (as last checkpointed).
    return sqlite3.connect(uri + "&immutable=1", uri=True, timeout=timeout, check_same_thread=False)


def _inspect(path: Path) -> tuple[dict[str, frozenset[str]], tuple | None]:
    """The tables (with their column names) and the version row, or raise."""
    conn = connect_read_only(path)
    try:
        check = conn.execute("PRAGMA quick_check").fetchone()
        if not check or check[0] != "ok":
            raise _NotSound(f"quick_check: {check[0] if check else 'no answer'}")
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"
                                            " AND name NOT LIKE 'sqlite_%'")]
        tables = {n: frozenset(r[0] for r in conn.execute("SELECT name FROM pragma_table_info(?)", (n,)))
                  for n in names}
        mark = None
        if {"id", "version"} <= tables.get("schema_version", frozenset()):
            mark = conn.execute("SELECT version FROM schema_version WHERE id = 1").fetchone()
        return tables, mark
    finally:
        conn.close()


def _bad_mark(mark: tuple | None) -> bool:
    return mark is None or not _is_version(mark[0])


def _is_version(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _version_of(tables: dict[str, frozenset[str]], mark: tuple | None) -> int | str | None:
    """The schema version the database is at, "newer", or None when the tables are not this app's."""
    if not tables:
        return 0
    if mark is not None and _is_version(mark[0]):
        if mark[0] > SCHEMA_VERSION:
            return "newer"
        return mark[0] if _tables_match(tables, mark[0]) else None
    # The mark is missing or not a number: the tables say which version this is, if they are ours.
    return next((v for v in sorted(TABLES, reverse=True) if _tables_match(tables, v)), None)


def _tables_match(tables: dict[str, frozenset[str]], version: int) -> bool:
    """Every table of that version is there with its columns, and no later table stands in the way."""
    newest = TABLES[SCHEMA_VERSION]
    ours = TABLES[version]
    return all(tables.get(name) == frozenset(cols) for name, cols in ours.items()) and all(
        tables[name] == frozenset(cols) for name, cols in newest.items() if name in tables and name not in ours)


# --- writing ---
def _dir_writable(directory: Path) -> bool:
    return os.access(directory, os.W_OK | os.X_OK)


def _not_writable(path: Path) -> tuple[str, str] | None:
    """("read-only" or "busy", why) when the app cannot write the database now."""
    if not os.access(path, os.W_OK):
        return "read-only", _strerror(errno.EACCES, path)
    if not _dir_writable(path.parent):  # the journal (-wal, -shm) lives beside the database
        return "read-only", _strerror(errno.EACCES, path.parent)
    try:
        conn = sqlite3.connect(path, timeout=BUSY_WAIT, isolation_level=None)
        try:
            conn.execute("BEGIN IMMEDIATE")  # takes the write lock without writing anything
            conn.execute("ROLLBACK")
        finally:
            conn.close()
    except sqlite3.Error as e:
        return ("busy" if _is_busy(e) else "read-only"), str(e)
    return None


def _is_busy(e: sqlite3.Error) -> bool:
    return getattr(e, "sqlite_errorname", "").startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))


def _move_aside(path: Path, problem: str, detail: str) -> Diagnosis:
    from datetime import datetime

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{TAGS[problem]}-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{TAGS[problem]}-{stamp}-{n}")
        n += 1
    try:
        if not _dir_writable(path.parent):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path.parent))
        os.rename(path, target)
    except OSError as e:
        return Diagnosis(path, problem, f"{detail}; {_why(e, path.parent)}", saving=False)
    for suffix in ("-wal", "-shm"):  # the journal belongs to the moved database
        side = path.with_name(path.name + suffix)
        try:
            if side.exists():
                os.rename(side, target.with_name(target.name + suffix))
        except OSError:
            pass  # the database itself is moved; a stale -shm is rebuilt by SQLite
    return Diagnosis(path, problem, detail, moved_to=target)


def _strerror(code: int, where: Path) -> str:
    return f"{where}: {os.strerror(code)}"


def _why(e: OSError, where: Path) -> str:
    return f"{e.filename or where}: {e.strerror or e}"
