"""The tables of each schema version as plain data, so a database can be checked with the sqlite3
module alone, before SQLAlchemy is imported (that import costs start-up time).

tests/test_store.py holds the newest version equal to the SQLAlchemy models in models.py.
"""

from __future__ import annotations

DB_NAME = "archive.db"

# TABLES[v]: table -> column names of a database at schema version v.
TABLES: dict[int, dict[str, tuple[str, ...]]] = {
    1: {"schema_version": ("id", "version"),
        "saved_hand": ("id", "game", "rules", "hand", "melds", "note", "created")},
}
TABLES[2] = {**TABLES[1], "bookmark": ("id", "target", "note", "created")}
TABLES[3] = {**TABLES[2], "saved_hand": TABLES[1]["saved_hand"] + ("position",)}
TABLES[4] = {**TABLES[3],  # puzzle training (archive_app/store/training.py)
             "puzzle_attempt": ("id", "puzzle_id", "game", "rules", "type", "themes", "mode", "solved", "answer",
                                "seconds", "rated", "puzzle_rating", "learner_before", "learner_after", "created"),
             "learner_rating": ("id", "game", "rating", "rd", "volatility", "puzzle_id", "created"),
             "puzzle_rating": ("puzzle_id", "rating", "rd", "volatility", "attempts"),
             "review_card": ("puzzle_id", "game", "card", "due", "reviews"),
             "seen_puzzle": ("mode", "puzzle_id", "seen"),
             "streak_run": ("id", "game", "length", "last_rating", "ended", "started"),
             "generated_puzzle": ("id", "game", "data", "created")}
TABLES[5] = {**TABLES[4], "lesson_progress": ("id", "game", "stage", "best_stars", "step", "mistakes", "updated")}
TABLES[6] = {**TABLES[5],  # hands played at the practice table (archive_app/store/practice.py)
             "practice_game": ("id", "game", "rules", "seat", "bots", "end", "won", "points", "net", "record",
                               "created")}
TABLES[7] = {**TABLES[6],  # sittings played at the practice table (archive_app/store/sittings.py)
             "practice_sitting": ("id", "game", "rules", "seat", "bots", "hands", "total", "record", "created")}
SCHEMA_VERSION = max(TABLES)
