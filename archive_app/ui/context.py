"""What every page shares: settings, the store, the content library and search (loaded off the UI thread)."""

from __future__ import annotations

import threading
from pathlib import Path

from typing import TYPE_CHECKING

from archive_app.paths import CONTENT
from archive_app.qt import QtCore
from archive_app.script import to_script
from archive_app.settings import Settings

if TYPE_CHECKING:  # SQLAlchemy and the content loader load after the first paint, not at start-up
    from archive_app.content import Library
    from archive_app.store import OpenResult, Store


class AppContext(QtCore.QObject):
    """Shared state and the signals pages listen to."""

    library_ready = QtCore.Signal()
    script_changed = QtCore.Signal(str)
    language_changed = QtCore.Signal(str)
    text_scale_changed = QtCore.Signal(float)
    open_target = QtCore.Signal(str)  # "s001.p017", "a:slug", "g:term": show it in the archive or glossary
    status = QtCore.Signal(str)

    def __init__(self, data_dir: Path, content_dir: Path = CONTENT) -> None:
        super().__init__()
        self.data_dir = data_dir
        self.content_dir = content_dir
        self.settings = Settings(data_dir / "settings.ini")
        self._store_result: OpenResult | None = None
        self.library: Library | None = None
        self.search_index = None
        self._loading = threading.Event()

    # --- store (opened on first use: start-up does not wait for SQLite) ---
    @property
    def store(self) -> Store:
        return self.open_store().store

    def open_store(self) -> OpenResult:
        if self._store_result is None:
            from archive_app.store import open_store

            self._store_result = open_store(self.data_dir)
            notice = self._store_result.notice(self.settings.language)
            if notice:
                self.status.emit(notice)
        return self._store_result

    # --- content: read and indexed in a worker thread, announced with library_ready ---
    def load_content_async(self) -> None:
        if self._loading.is_set():
            return
        self._loading.set()
        threading.Thread(target=self._load, name="content-loader", daemon=True).start()

    def load_content_now(self) -> None:
        if self.library is None:
            self._load()

    def _load(self) -> None:
        from archive_app.content import load_library
        from archive_app.search import SearchIndex

        library = load_library(self.content_dir)
        index = SearchIndex(library)
        self.library, self.search_index = library, index
        self.library_ready.emit()  # queued to the UI thread: the context lives there

    # --- text in the reader's chosen script ---
    def zh(self, text: str) -> str:
        return to_script(text, self.settings.script)

    @property
    def lang(self) -> str:
        return self.settings.language
