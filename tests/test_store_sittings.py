"""Sittings played at the practice table in the store: counted per game, the average per hand, kept
across a reopen; the migration makes its own version's table."""

from __future__ import annotations

from sqlalchemy import text

from archive_app.store import open_store
from archive_app.store.db import MIGRATIONS, _make_engine


def test_sittings_count_per_game_and_survive_a_reopen(tmp_path):
    from archive_app.store import sittings

    store = open_store(tmp_path).store
    sittings.add_sitting(store, "bahu", "haimen", 0, "greedy", 4, 12, "sitting")
    sittings.add_sitting(store, "bahu", "tongdong", 0, "greedy", 2, -6, "sitting")
    sittings.add_sitting(store, "waihuzi", "waihuzi", 1, "random", 3, 33, "sitting")
    store.close()
    again = open_store(tmp_path).store
    found = sittings.progress(again)
    assert (found["bahu"].played, found["bahu"].hands, found["bahu"].total, found["bahu"].per_hand) == (2, 6, 6, 1.0)
    assert (found["waihuzi"].played, found["waihuzi"].per_hand) == (1, 11.0)
    assert [s.rules for s in sittings.sittings(again, "bahu")] == ["tongdong", "haimen"]


def test_the_sittings_migration_writes_its_own_versions_schema(tmp_path):
    from archive_app.store.schema import TABLES

    engine = _make_engine(tmp_path / "archive.db")
    with engine.begin() as conn:
        for step in MIGRATIONS[:7]:
            step(conn)
        columns = tuple(row[1] for row in conn.execute(text("PRAGMA table_info(practice_sitting)")))
    assert columns == TABLES[7]["practice_sitting"]
