"""The user's own data (saved hands, bookmarks) in SQLite via SQLAlchemy 2. No Qt here.

``check_store`` (plain sqlite3) is cheap and runs at start-up; everything else imports SQLAlchemy,
which costs start-up time, so it is imported on first use.
"""

from archive_app.store.health import Diagnosis, check_store
from archive_app.store.schema import DB_NAME, SCHEMA_VERSION

__all__ = ["DB_NAME", "SCHEMA_VERSION", "Diagnosis", "OpenResult", "Store", "StoreError", "check_store",
           "open_store"]
_LAZY = {"OpenResult", "Store", "StoreError", "open_store"}


def __getattr__(name: str):
    if name in _LAZY:
        from archive_app.store import db

        return getattr(db, name)
    raise AttributeError(f"module 'archive_app.store' has no attribute {name!r}")
