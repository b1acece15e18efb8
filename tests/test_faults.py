"""Storage faults: whatever state the data directory is in, the app starts, says what happened, loses nothing.

Tests run as root, where chmod does not stop reads or writes: the read-only and unreadable cases
deny access through ``os.access`` (which the store asks before it writes), and
``test_real_permissions_as_another_user`` repeats them for real with chmod in a child process that
runs as the unprivileged user ``nobody``.
"""

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from archive_app.store import SCHEMA_VERSION, check_store, health, open_store
from archive_app.store.schema import TABLES

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def short_busy_wait(monkeypatch):
    monkeypatch.setattr(health, "BUSY_WAIT", 0.3)  # the app waits 2 s; tests need not


def healthy(data_dir: Path, *hands: str) -> Path:
    """A database of this app with saved hands in it, closed cleanly."""
    result = open_store(data_dir)
    for hand in hands:
        result.store.save_hand("bahu", "haimen", hand, note="kept")
    result.store.close()
    return data_dir / "archive.db"


def files(directory: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(directory.iterdir()) if p.is_file() and not p.is_symlink()}


def db_files(directory: Path) -> dict[str, bytes]:
    """The data in the directory: SQLite's -shm scratch index and an empty -wal journal hold none."""
    return {k: v for k, v in files(directory).items() if not k.endswith("-shm") and (v or not k.endswith("-wal"))}


def deny(monkeypatch, path: Path, mode: int) -> None:
    """Make ``os.access`` say no for these rights on this path, as it would for a user without them."""
    real = os.access
    target = str(path)

    def access(p, m, *args, **kwargs):
        if str(p) == target and m & mode:
            return False
        return real(p, m, *args, **kwargs)

    monkeypatch.setattr(health.os, "access", access)


# --- the version mark and the tables ---
@pytest.mark.parametrize("mark", ["'abc'", "NULL", "1.5", "-1", "no row"])
def test_a_version_mark_that_is_not_a_number_is_repaired_from_the_tables(tmp_path, mark):
    db = healthy(tmp_path, "1m2m3m")
    conn = sqlite3.connect(db)
    conn.execute("DROP TABLE schema_version")  # as another tool might have made it: without NOT NULL
    conn.execute("CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version INTEGER)")
    if mark != "no row":
        conn.execute(f"INSERT INTO schema_version VALUES (1, {mark})")
    conn.commit()
    conn.close()
    result = open_store(tmp_path)
    assert result.reason == "version" and result.moved_aside is None and result.store.saving
    assert [h.hand for h in result.store.saved_hands()] == ["1m2m3m"]  # nothing lost
    assert result.store.version() == SCHEMA_VERSION
    assert check_store(tmp_path).problem == ""  # repaired for good


def test_a_version_1_database_with_a_bad_mark_is_migrated(tmp_path):
    conn = sqlite3.connect(tmp_path / "archive.db")
    conn.execute("CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version INTEGER)")
    conn.execute("INSERT INTO schema_version VALUES (1, 'abc')")
    conn.execute("CREATE TABLE saved_hand (id INTEGER PRIMARY KEY, game, rules, hand, melds, note, created)")
    conn.execute("INSERT INTO saved_hand VALUES (1, 'bahu', 'haimen', '9p', '', 'old', '2026-01-01 00:00:00')")
    conn.commit()
    conn.close()
    result = open_store(tmp_path)
    assert (result.reason, result.diagnosis.version) == ("version", 1)
    assert [h.note for h in result.store.saved_hands()] == ["old"]
    result.store.add_bookmark("s000.p001")  # the version 2 table was added
    assert result.store.version() == SCHEMA_VERSION


@pytest.mark.parametrize("with_mark", [True, False])
def test_a_foreign_saved_hand_table_is_moved_aside_and_saving_works(tmp_path, with_mark):
    conn = sqlite3.connect(tmp_path / "archive.db")
    if with_mark:
        conn.execute("CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version INTEGER)")
        conn.execute("INSERT INTO schema_version VALUES (1, ?)", (SCHEMA_VERSION,))
    conn.execute("CREATE TABLE saved_hand (id INTEGER PRIMARY KEY, player TEXT, score INTEGER)")
    conn.execute("INSERT INTO saved_hand VALUES (1, 'someone else', 42)")
    conn.commit()
    conn.close()
    before = (tmp_path / "archive.db").read_bytes()
    result = open_store(tmp_path)
    assert result.reason == "foreign" and result.store.saving
    assert result.moved_aside.name.startswith("archive.db.foreign-")
    assert result.moved_aside.read_bytes() == before  # the other program's data, untouched
    result.store.save_hand("bahu", "haimen", "1m")  # raised before: the foreign table has no such columns
    assert [h.hand for h in result.store.saved_hands()] == ["1m"]


def test_a_database_of_another_program_without_our_tables_is_moved_aside(tmp_path):
    conn = sqlite3.connect(tmp_path / "archive.db")
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
    conn.commit()
    conn.close()
    result = open_store(tmp_path)
    assert result.reason == "foreign" and result.moved_aside.exists()
    assert result.store.version() == SCHEMA_VERSION


def test_the_schema_data_matches_the_models():
    from archive_app.store.models import Base

    assert {t.name: tuple(c.name for c in t.columns) for t in Base.metadata.sorted_tables} == TABLES[SCHEMA_VERSION]


def test_a_current_database_is_not_written_on_open(tmp_path):
    db = healthy(tmp_path, "1m")
    before = db.read_bytes()
    open_store(tmp_path).store.close()
    assert db.read_bytes() == before


# --- another program holds the database ---
class Holder:
    """A second connection holding an exclusive lock, as another program (or another copy of the app) would."""

    def __init__(self, db: Path, wal_exclusive: bool = False) -> None:
        self.conn = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
        if wal_exclusive:  # WAL without shared memory: readers are locked out too
            self.conn.execute("PRAGMA locking_mode=EXCLUSIVE")
        self.conn.execute("BEGIN EXCLUSIVE")
        self.conn.execute("INSERT INTO bookmark (target, note, created) VALUES ('s000.p001', '', '2026-01-01')")

    def release(self) -> None:
        self.conn.execute("ROLLBACK")
        self.conn.close()


@pytest.mark.parametrize("journal", ["delete", "wal", "wal-exclusive"])
def test_a_database_locked_by_another_program_is_never_moved_aside(tmp_path, journal):
    db = healthy(tmp_path, "1m2m3m")
    if journal == "delete":
        conn = sqlite3.connect(db)
        conn.execute("PRAGMA journal_mode=DELETE")
        conn.close()
    holder = Holder(db, wal_exclusive=journal == "wal-exclusive")
    try:
        result = open_store(tmp_path)
        assert result.reason == "busy" and result.moved_aside is None
        assert not result.store.saving
        assert sorted(p.name for p in tmp_path.iterdir() if ".broken" in p.name) == []
        result.store.save_hand("bahu", "haimen", "4m")  # works for the session, in memory
        if journal == "wal":  # readers are not locked out: the saved hands are shown
            assert [h.hand for h in result.store.saved_hands()] == ["4m", "1m2m3m"]
    finally:
        holder.release()
    after = open_store(tmp_path)
    assert after.reason == "" and [h.hand for h in after.store.saved_hands()] == ["1m2m3m"]


def test_a_lock_released_while_waiting_is_simply_waited_for(tmp_path, monkeypatch):
    monkeypatch.setattr(health, "BUSY_WAIT", 3.0)
    db = healthy(tmp_path, "1m")
    holder = Holder(db, wal_exclusive=True)
    threading.Timer(0.3, holder.release).start()
    result = open_store(tmp_path)
    assert result.reason == "" and result.store.saving


# --- rights, odd files ---
def test_a_read_only_data_directory_shows_the_saved_hands_and_moves_nothing(tmp_path, monkeypatch):
    healthy(tmp_path, "1m2m3m")
    before = db_files(tmp_path)
    deny(monkeypatch, tmp_path, os.W_OK)
    result = open_store(tmp_path)
    assert (result.reason, result.moved_aside, result.store.saving) == ("read-only", None, False)
    assert [h.hand for h in result.store.saved_hands()] == ["1m2m3m"]
    result.store.save_hand("bahu", "haimen", "4m")
    assert db_files(tmp_path) == before


def test_a_read_only_database_file_is_used_read_only(tmp_path, monkeypatch):
    db = healthy(tmp_path, "1m2m3m")
    before = db_files(tmp_path)
    deny(monkeypatch, db, os.W_OK)
    result = open_store(tmp_path)
    assert (result.reason, result.store.saving) == ("read-only", False)
    assert str(db) in result.diagnosis.detail
    assert [h.hand for h in result.store.saved_hands()] == ["1m2m3m"]
    assert db_files(tmp_path) == before


def test_a_read_only_directory_without_a_database(tmp_path, monkeypatch):
    deny(monkeypatch, tmp_path, os.W_OK)
    result = open_store(tmp_path)
    assert (result.reason, result.store.saving) == ("read-only", False)
    result.store.save_hand("bahu", "haimen", "1m")
    assert list(tmp_path.iterdir()) == []


def test_an_unreadable_database_is_left_alone(tmp_path, monkeypatch):
    db = healthy(tmp_path, "1m")
    before = db_files(tmp_path)
    deny(monkeypatch, db, os.R_OK)
    result = open_store(tmp_path)
    assert (result.reason, result.moved_aside, result.store.saving) == ("unreadable", None, False)
    assert result.store.saved_hands() == []
    assert db_files(tmp_path) == before


def test_a_broken_database_that_cannot_be_moved_aside(tmp_path, monkeypatch):
    (tmp_path / "archive.db").write_bytes(b"not a database" * 100)
    deny(monkeypatch, tmp_path, os.W_OK)
    result = open_store(tmp_path)
    assert (result.reason, result.moved_aside, result.store.saving) == ("corrupt", None, False)
    assert "Permission denied" in result.diagnosis.detail
    assert (tmp_path / "archive.db").read_bytes() == b"not a database" * 100
    assert result.store.version() == SCHEMA_VERSION


@pytest.mark.parametrize("what", ["a regular file", "a link to nothing"])
def test_a_data_directory_that_is_not_a_folder(tmp_path, what):
    data = tmp_path / "data"
    if what == "a regular file":
        data.write_text("not a folder")
    else:
        data.symlink_to(tmp_path / "unplugged")
    result = open_store(data)
    assert (result.reason, result.store.saving) == ("data-dir", False)
    assert data.read_text() == "not a folder" if what == "a regular file" else not (tmp_path / "unplugged").exists()
    result.store.save_hand("bahu", "haimen", "1m")


def test_a_database_link_to_nothing_is_left_alone(tmp_path):
    missing = tmp_path / "unplugged-drive" / "archive.db"
    (tmp_path / "archive.db").symlink_to(missing)
    result = open_store(tmp_path)
    assert (result.reason, result.store.saving) == ("dangling", False)
    assert result.diagnosis.detail == str(missing)
    assert (tmp_path / "archive.db").is_symlink() and not missing.parent.exists()


def test_a_directory_named_like_the_database(tmp_path):
    (tmp_path / "archive.db").mkdir()
    result = open_store(tmp_path)
    assert (result.reason, result.store.saving) == ("unreadable", False)
    assert (tmp_path / "archive.db").is_dir()


def _interpreter_for_nobody() -> tuple[str, str] | None:
    """A Python the unprivileged user may run (this one may live in root's home), and the path to import from."""
    import site
    import sysconfig

    path = os.pathsep.join([str(ROOT), *site.getsitepackages()])
    version = sysconfig.get_python_version()
    for exe in (sys.executable, f"/usr/bin/python{version}", f"/usr/local/bin/python{version}"):
        try:
            ok = subprocess.run([exe, "-c", "import sqlalchemy, archive_app.store"], user=65534, group=65534,
                                extra_groups=[], env={"PYTHONPATH": path}, cwd="/", capture_output=True, timeout=60)
        except OSError:
            continue
        if ok.returncode == 0:
            return exe, path
    return None


CHILD = r"""
import json, sys
from pathlib import Path
from archive_app.store import open_store
result = open_store(Path(sys.argv[1]))
print(json.dumps({"reason": result.reason, "saving": result.store.saving,
                  "moved": bool(result.moved_aside), "hands": [h.hand for h in result.store.saved_hands()]}))
"""


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX rights")
@pytest.mark.parametrize("case", ["read-only dir", "read-only dir with -shm", "read-only file", "unreadable file",
                                  "read-only dir, no database"])
def test_real_permissions_as_another_user(case):
    """chmod for real, with the store opened by a user whom chmod binds (``nobody`` when tests run as root)."""
    as_root = os.geteuid() == 0
    exe, path = sys.executable, str(ROOT)
    if as_root:
        found = _interpreter_for_nobody()
        if found is None:
            pytest.skip("no Python interpreter that the user nobody may run (chmod does not bind root)")
        exe, path = found
    base = Path(tempfile.mkdtemp(prefix="store-rights-"))
    try:
        data = base / "data"
        data.mkdir()
        if case != "read-only dir, no database":
            healthy(data, "1m2m3m")
        if case == "read-only dir with -shm":  # a reader left the WAL side files behind
            keep = sqlite3.connect(data / "archive.db")
            keep.execute("SELECT count(*) FROM saved_hand").fetchone()
            (data / "archive.db-wal").touch(), (data / "archive.db-shm").touch()
            keep.close()
        for p in data.iterdir():
            p.chmod(0o000 if case == "unreadable file" else 0o444)
        base.chmod(0o755)
        data.chmod(0o555 if case.startswith("read-only dir") else 0o755)
        if as_root and not case.startswith("read-only dir"):  # the user's own folder, holding a file not theirs
            os.chown(data, 65534, 65534)
        before = db_files(data) if case != "unreadable file" else None
        kwargs = {"user": 65534, "group": 65534, "extra_groups": []} if as_root else {}
        proc = subprocess.run([exe, "-c", CHILD, str(data)], capture_output=True, text=True, cwd="/", timeout=60,
                              env={"PYTHONPATH": path, "PATH": os.environ.get("PATH", "")}, **kwargs)
        assert proc.returncode == 0, proc.stderr
        out = json.loads(proc.stdout)
        expected = {"read-only dir": "read-only", "read-only dir with -shm": "read-only", "read-only file": "read-only",
                    "unreadable file": "unreadable", "read-only dir, no database": "read-only"}[case]
        assert (out["reason"], out["saving"], out["moved"]) == (expected, False, False), out
        if case in ("read-only dir", "read-only dir with -shm", "read-only file"):
            assert out["hands"] == ["1m2m3m"]  # shown, from a copy
        if before is not None:
            data.chmod(0o755)
            assert db_files(data) == before
    finally:
        for p in [base, *base.rglob("*")]:
            p.chmod(0o755)
        import shutil

        shutil.rmtree(base)


# --- what the user is told: a notice above the pages that stays until dismissed ---
@pytest.fixture
def window_for(qtbot):
    from archive_app.qt import QtCore
    from archive_app.ui.context import AppContext
    from archive_app.ui.language import UiLanguage
    from archive_app.ui.window import MainWindow

    made = []

    def make(data_dir: Path, lang: str = "en"):
        ctx = AppContext(data_dir, use_cache=False)
        ctx.settings.language = lang
        language = UiLanguage(QtCore.QCoreApplication.instance())
        language.apply(lang, "hans")
        made.append(language)
        win = MainWindow(ctx, language)
        qtbot.addWidget(win)
        win.show()
        return ctx, win

    yield make
    for language in made:
        language.clear()


def test_the_moved_aside_notice_stays_until_dismissed_and_names_the_file(window_for, tmp_path, qtbot):
    (tmp_path / "archive.db").write_bytes(b"\x00garbage" * 100)
    ctx, win = window_for(tmp_path)
    ctx.check_store()
    moved = ctx.diagnosis.moved_to
    notice = win.store_notice
    assert notice.isVisible() and str(moved) in notice.text.text() and "moved aside" in notice.text.text()
    for i in range(3):  # other messages come and go; the notice stays
        ctx.status.emit(f"Saved: hand {i}")
    qtbot.wait(50)
    assert notice.isVisible() and win.statusBar().currentMessage() == "Saved: hand 2"
    from archive_app.qt import QtCore

    qtbot.mouseClick(notice.dismiss_button, QtCore.Qt.MouseButton.LeftButton)
    assert not notice.isVisible()


def test_the_notice_follows_the_language(window_for, tmp_path):
    (tmp_path / "archive.db").write_bytes(b"\x00garbage" * 100)
    ctx, win = window_for(tmp_path, "zh")
    ctx.check_store()
    assert "已移到" in win.store_notice.text.text() and win.store_notice.dismiss_button.text() == "知道了"


def test_a_busy_database_is_announced_and_kept(window_for, tmp_path):
    db = healthy(tmp_path, "1m")
    holder = Holder(db, wal_exclusive=True)
    try:
        ctx, win = window_for(tmp_path)
        ctx.check_store()
        assert "in use by another program" in win.store_notice.text.text()
        assert ctx.store.saving is False and db.exists()
    finally:
        holder.release()


def test_a_data_directory_that_is_a_file_still_starts(window_for, tmp_path):
    data = tmp_path / "data"
    data.write_text("not a folder")
    ctx, win = window_for(data)
    ctx.check_store()
    assert "cannot be used" in win.store_notice.text.text() and str(tmp_path) in win.store_notice.text.text()
    ctx.store.save_hand("bahu", "haimen", "1m")  # works for the session
    assert data.read_text() == "not a folder"


def test_no_notice_when_all_is_well(window_for, tmp_path):
    ctx, win = window_for(tmp_path)
    ctx.check_store()
    assert win.store_notice is None and ctx.store.saving


@pytest.fixture(scope="module")
def warm_cache(tmp_path_factory) -> Path:
    """A content cache built once: the start-up tests are about the data directory, and a cold cache
    would put every curated puzzle to the engine again in each of them."""
    from archive_app.paths import CONTENT
    from archive_app.search import load_indexed

    folder = tmp_path_factory.mktemp("content-cache")
    load_indexed(CONTENT, folder)
    return folder


@pytest.mark.parametrize("fault", ["bad mark", "foreign", "data dir is a file", "dangling link"])
def test_the_app_starts_whatever_the_data_directory_holds(tmp_path, fault, warm_cache):
    """The whole app, as started from the command line (offscreen render of the hand lab)."""
    data = tmp_path / "data"
    if fault == "data dir is a file":
        data.write_text("x")
    elif fault == "dangling link":
        data.mkdir()
        (data / "archive.db").symlink_to(tmp_path / "nowhere.db")
    else:
        db = healthy(data, "1m")
        conn = sqlite3.connect(db)
        if fault == "bad mark":
            conn.execute("DROP TABLE schema_version")
            conn.execute("CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version)")
            conn.execute("INSERT INTO schema_version VALUES (1, 'abc')")
        else:
            conn.execute("DROP TABLE saved_hand")
            conn.execute("CREATE TABLE saved_hand (id INTEGER PRIMARY KEY, player TEXT)")
        conn.commit()
        conn.close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ARCHIVE_APP_CACHE_DIR=str(warm_cache))
    proc = subprocess.run([sys.executable, "-m", "archive_app", "--screenshot", str(tmp_path / "shot.png"), "--page",
                           "bahu", "--lang", "en", "--data-dir", str(data)], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=120)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert (tmp_path / "shot.png").stat().st_size > 10_000


# --- start-up: the store is looked at early (cheap), opened later ---
def test_start_up_looks_at_the_store_without_loading_sqlalchemy(tmp_path, warm_cache):
    code = ("import sys; from archive_app.main import main;"
            f"rc = main(['--screenshot', {str(tmp_path / 'home.png')!r}, '--page', 'home', '--data-dir', "
            f"{str(tmp_path / 'data')!r}]); print(rc, 'sqlalchemy' in sys.modules)")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "archive.db").write_bytes(b"broken" * 100)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ARCHIVE_APP_CACHE_DIR=str(warm_cache))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert proc.stdout.split() == ["0", "False"], proc.stderr
    assert any(p.name.startswith("archive.db.broken-") for p in (tmp_path / "data").iterdir())  # looked at all the same


def test_a_start_on_the_home_page_loads_no_game_package(tmp_path, warm_cache):
    """Pages and the games' engine code load when first used: the home page, with the content in from its
    cache and searched once, needs neither another page nor a game's rules."""
    code = ("import sys; from archive_app.main import main;"
            f"rc = main(['--screenshot', {str(tmp_path / 'home.png')!r}, '--page', 'home', '--data-dir', "
            f"{str(tmp_path / 'data')!r}]);"
            "print(rc, *sorted(m for m in sys.modules if m.startswith(('engine.', 'archive_app.ui.pages.',"
            " 'archive_app.content.'))))")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ARCHIVE_APP_CACHE_DIR=str(warm_cache))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    rc, *loaded = proc.stdout.split()
    assert rc == "0", proc.stderr
    games = [m for m in loaded if m.split(".")[:2] in (["engine", "bahu"], ["engine", "duzihu"], ["engine", "waihuzi"])]
    assert not games, games
    pages = [m for m in loaded if m.startswith("archive_app.ui.pages.")]
    assert pages == ["archive_app.ui.pages.base", "archive_app.ui.pages.home"], pages
    # the cached lessons, puzzles and games stay pickled until a page reads them
    assert not {"archive_app.content.lessons", "archive_app.content.games", "archive_app.content.puzzles",
                "archive_app.content.loader"} & set(loaded), loaded


def test_ready_follows_the_content_and_the_store_check_then_the_store_opens(qtbot, tmp_path):
    from archive_app.ui.context import AppContext

    ctx = AppContext(tmp_path, cache_dir=tmp_path / "cache")
    order = []
    ctx.library_ready.connect(lambda: order.append("library"))
    ctx.ready.connect(lambda: order.append(("ready", ctx.library is not None, ctx.diagnosis is not None)))
    with qtbot.waitSignal(ctx.ready, timeout=30000):
        ctx.load_content_async()
    qtbot.waitUntil(lambda: ctx._store_result is not None, timeout=30000)  # opened in the background
    assert order == ["library", ("ready", True, True)]
    assert ctx.store.saving and ctx.search_index.search("庄")[0].id == "g:zhuang"


def test_a_database_that_fails_while_being_opened_is_kept(tmp_path, monkeypatch):
    """Sound when looked at, then the disk fills up (or the like) while the migrations run."""
    from sqlalchemy.exc import OperationalError

    from archive_app.store import db as store_db

    healthy(tmp_path, "1m")
    before = db_files(tmp_path)

    def full(engine, mark=None):
        if str(engine.url) != "sqlite://":  # the file, not the session's copy in memory
            raise OperationalError("INSERT …", {}, sqlite3.OperationalError("database or disk is full"))
        real(engine, mark)

    real = store_db._migrate
    monkeypatch.setattr(store_db, "_migrate", full)
    result = open_store(tmp_path)
    assert (result.reason, result.store.saving, result.moved_aside) == ("failed", False, None)
    assert "disk is full" in result.diagnosis.detail and [h.hand for h in result.store.saved_hands()] == ["1m"]
    assert db_files(tmp_path) == before


def test_a_loader_failure_is_reported_and_start_up_still_ends(qtbot, tmp_path, monkeypatch, capsys):
    import archive_app.search as search_module
    from archive_app.ui.context import AppContext

    def broken(*_args):
        raise RuntimeError("a bug in the loader")

    monkeypatch.setattr(search_module, "load_indexed", broken)
    ctx = AppContext(tmp_path, use_cache=False)
    with qtbot.waitSignal(ctx.ready, timeout=10000):
        ctx.load_content_now()
    assert "a bug in the loader" in str(ctx.library.issues[0]) and ctx.search_index.search("庄") == []
    assert "RuntimeError" in capsys.readouterr().err
