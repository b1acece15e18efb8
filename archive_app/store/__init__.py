"""The user's own data (saved hands, bookmarks) in SQLite via SQLAlchemy 2. No Qt here."""

from archive_app.store.db import SCHEMA_VERSION, OpenResult, Store, open_store

__all__ = ["SCHEMA_VERSION", "OpenResult", "Store", "open_store"]
