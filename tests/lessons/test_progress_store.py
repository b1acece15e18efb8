"""Lesson progress in the store: the migration from version 2, stars, resume and reset (a temp data dir each)."""

import sqlite3

from sqlalchemy import text

from archive_app.store import SCHEMA_VERSION, open_store
from archive_app.store import progress as P
from archive_app.store.db import _make_engine


def test_a_version_2_database_gains_the_progress_table(tmp_path):
    engine = _make_engine(tmp_path / "archive.db")
    from archive_app.store.db import MIGRATIONS

    with engine.begin() as conn:
        for step in MIGRATIONS[:2]:
            step(conn)
        conn.execute(text("INSERT OR REPLACE INTO schema_version (id, version) VALUES (1, 2)"))
        conn.execute(text("INSERT INTO bookmark (target, note, created) VALUES ('s000.p001', '', '2024-01-01')"))
    engine.dispose()
    store = open_store(tmp_path).store
    assert store.version() == SCHEMA_VERSION >= 3
    assert [b.target for b in store.bookmarks()] == ["s000.p001"]  # nothing lost on the way
    tables = {r[0] for r in sqlite3.connect(tmp_path / "archive.db").execute("SELECT name FROM sqlite_master")}
    assert "lesson_progress" in tables
    assert P.progress(store) == {}


def test_stars_by_mistakes_and_the_best_is_kept(tmp_path):
    store = open_store(tmp_path).store
    assert [P.stars_for(n) for n in (0, 1, 2, 5)] == [3, 2, 1, 1]
    P.record(store, "bahu", "bahu-runs", 0, False, 2)
    P.record(store, "bahu", "bahu-runs", 0, True, 2)
    done = P.record(store, "bahu", "bahu-runs", 1, True, 2)
    assert done.finished_now and done.stars_now == 2 and done.best_stars == 2
    assert (done.step, done.mistakes) == (0, 0)  # the next visit starts a new run
    again = [P.record(store, "bahu", "bahu-runs", i, True, 2) for i in range(2)][-1]
    assert again.stars_now == 3 and again.best_stars == 3
    worse = [P.record(store, "bahu", "bahu-runs", 0, False, 1) for _ in range(3)] + [P.record(store, "bahu", "bahu-runs", 0, True, 1)]
    assert worse[-1].stars_now == 1 and worse[-1].best_stars == 3


def test_resume_where_left_off_and_reset_one_stage(tmp_path):
    store = open_store(tmp_path).store
    P.record(store, "bahu", "bahu-cards", 0, True, 5)
    P.record(store, "bahu", "bahu-jiang", 0, True, 5)
    P.record(store, "bahu", "bahu-jiang", 1, False, 5)
    assert P.left_off(store, "bahu").stage == "bahu-jiang"
    P.open_stage(store, "bahu", "bahu-cards")
    assert P.left_off(store).stage == "bahu-cards"
    store.close()
    reopened = open_store(tmp_path).store  # progress outlives the session
    got = P.progress(reopened, "bahu")
    assert (got["bahu-jiang"].step, got["bahu-jiang"].mistakes) == (1, 1)
    P.reset(reopened, "bahu-jiang")
    assert "bahu-jiang" not in P.progress(reopened, "bahu") and "bahu-cards" in P.progress(reopened, "bahu")
    assert P.progress(reopened, "duzihu") == {}
