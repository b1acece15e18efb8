"""The store: migrations, WAL, one session per action, and recovery from broken or newer files."""

import sqlite3

import pytest
from sqlalchemy import text

from archive_app.store import SCHEMA_VERSION, open_store
from archive_app.store.db import MIGRATIONS, _make_engine


def test_fresh_store_is_migrated_and_in_wal_mode(tmp_path):
    result = open_store(tmp_path)
    assert result.moved_aside is None and result.reason == "" and result.store.saving
    assert result.store.version() == SCHEMA_VERSION
    with result.store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"


def test_saved_hands_round_trip(tmp_path):
    store = open_store(tmp_path).store
    hid = store.save_hand("bahu", "haimen", "2s2m8p 3s3m7p", "peng:Q", "example")
    rows = store.saved_hands("bahu")
    assert [(r.id, r.hand, r.melds, r.note) for r in rows] == [(hid, "2s2m8p 3s3m7p", "peng:Q", "example")]
    store.delete_hand(hid)
    assert store.saved_hands() == []


def test_a_failed_action_rolls_back(tmp_path):
    store = open_store(tmp_path).store
    with pytest.raises(RuntimeError):
        with store.session() as s:
            s.execute(text("INSERT INTO bookmark (target, note, created) VALUES ('s000.p001', '', '2026-01-01')"))
            raise RuntimeError("the user action failed half way")
    assert store.bookmarks() == []


def test_migrates_forward_from_version_1(tmp_path):
    engine = _make_engine(tmp_path / "archive.db")
    with engine.begin() as conn:
        MIGRATIONS[0](conn)
        conn.execute(text("INSERT INTO schema_version (id, version) VALUES (1, 1)"))
        conn.execute(text("INSERT INTO saved_hand (game, rules, hand, melds, note, created)"
                          " VALUES ('bahu', 'haimen', '1m', '', 'kept', '2026-01-01')"))
    engine.dispose()
    result = open_store(tmp_path)
    assert result.moved_aside is None
    assert result.store.version() == SCHEMA_VERSION
    assert [h.note for h in result.store.saved_hands()] == ["kept"]  # nothing lost
    result.store.add_bookmark("s001.p017")  # the table from version 2 exists
    assert [b.target for b in result.store.bookmarks()] == ["s001.p017"]


def test_corrupted_database_is_moved_aside_and_nothing_else_is_touched(tmp_path):
    (tmp_path / "archive.db").write_bytes(b"this is not a database" * 50)
    (tmp_path / "settings.ini").write_text("[ui]\nlanguage=en\n")
    result = open_store(tmp_path)
    assert result.reason == "corrupt"
    assert result.moved_aside.name.startswith("archive.db.broken-")
    assert result.moved_aside.read_bytes().startswith(b"this is not a database")
    assert (tmp_path / "settings.ini").read_text() == "[ui]\nlanguage=en\n"
    assert result.store.version() == SCHEMA_VERSION and result.store.saving


def test_database_from_a_newer_version_is_moved_aside(tmp_path):
    conn = sqlite3.connect(tmp_path / "archive.db")
    conn.execute("CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version INTEGER)")
    conn.execute("INSERT INTO schema_version VALUES (1, ?)", (SCHEMA_VERSION + 5,))
    conn.commit()
    conn.close()
    result = open_store(tmp_path)
    assert result.reason == "newer"
    assert result.moved_aside.name.startswith("archive.db.newer-")
    assert result.moved_aside.exists() and result.diagnosis.detail == str(SCHEMA_VERSION + 5)
    assert result.store.version() == SCHEMA_VERSION


def test_practice_games_count_per_game_and_survive_a_reopen(tmp_path):
    from archive_app.store import practice

    store = open_store(tmp_path).store
    practice.add_game(store, "bahu", "haimen", 0, "greedy", "hu", True, 3, 12, "record")
    practice.add_game(store, "bahu", "haimen", 0, "greedy", "exhausted", False, 0, -4, "record")
    practice.add_game(store, "waihuzi", "waihuzi", 1, "random", "hu", True, 22, 44, "record")
    store.close()
    again = open_store(tmp_path).store
    found = practice.progress(again)
    assert (found["bahu"].played, found["bahu"].won, found["bahu"].average, found["bahu"].net) == (2, 1, 1.5, 8)
    assert (found["waihuzi"].played, found["waihuzi"].won, found["waihuzi"].average) == (1, 1, 22.0)
    assert [g.end for g in practice.games(again, "bahu")] == ["exhausted", "hu"]


def test_the_practice_migration_writes_its_own_versions_schema(tmp_path):
    from archive_app.store.schema import TABLES

    engine = _make_engine(tmp_path / "archive.db")
    with engine.begin() as conn:
        for step in MIGRATIONS[:6]:
            step(conn)
        columns = tuple(row[1] for row in conn.execute(text("PRAGMA table_info(practice_game)")))
    assert columns == TABLES[6]["practice_game"]
