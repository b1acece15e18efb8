"""What every page shares: settings, the store, the content library and search (loaded off the UI thread)."""

from __future__ import annotations

import threading
from pathlib import Path

from typing import TYPE_CHECKING

from archive_app.paths import CONTENT, cache_dir as default_cache_dir
from archive_app.qt import QtCore
from archive_app.script import to_script
from archive_app.settings import Settings
from archive_app.ui.navigation import Navigator

if TYPE_CHECKING:  # SQLAlchemy and the content loader load after the first paint, not at start-up
    from archive_app.content import Library
    from archive_app.store import Diagnosis, OpenResult, Store


class AppContext(QtCore.QObject):
    """Shared state and the signals pages listen to."""

    library_ready = QtCore.Signal()
    ready = QtCore.Signal()  # content loaded and indexed, the database looked at: start-up is over
    store_notice = QtCore.Signal(object)  # a store Diagnosis with a problem, shown until dismissed
    script_changed = QtCore.Signal(str)
    language_changed = QtCore.Signal(str)
    text_scale_changed = QtCore.Signal(float)
    open_target = QtCore.Signal(str)  # "s001.p017", "a:slug", "g:term": show it in the archive or glossary
    status = QtCore.Signal(str)

    def __init__(self, data_dir: Path, content_dir: Path = CONTENT, cache_dir: Path | None = None,
                 use_cache: bool = True) -> None:
        super().__init__()
        self.data_dir = data_dir
        self.content_dir = content_dir
        self.cache_dir = (cache_dir or default_cache_dir()) if use_cache else None
        self.settings = Settings(data_dir / "settings.ini")
        self.diagnosis: Diagnosis | None = None
        self._store_result: OpenResult | None = None
        self._store_lock = threading.Lock()
        self.library: Library | None = None
        self.search_index = None
        self._loading = threading.Event()
        self.navigator = Navigator()  # the window attaches itself; pages go elsewhere through it
        from archive_app.ui import source_names

        source_names.use(self.source_marker)

    def source_marker(self, target: str) -> str:
        """A paragraph link as a reader sees it: [海门 ¶54] / [Haimen ¶54] (the ID until the content loads)."""
        from archive_app.content.link_words import link_label

        return link_label(target, self.library, self.lang, self.zh)[0]

    # --- store: looked at during start-up (cheap), opened on first use or once start-up is over ---
    @property
    def store(self) -> Store:
        return self.open_store().store

    def check_store(self) -> Diagnosis:
        """What state the database is in (plain sqlite3); a problem is announced with store_notice."""
        with self._store_lock:
            if self.diagnosis is None:
                from archive_app.store import check_store

                self.diagnosis = check_store(self.data_dir)
                if self.diagnosis.problem:
                    self.store_notice.emit(self.diagnosis)
            return self.diagnosis

    def open_store(self) -> OpenResult:
        diagnosis = self.check_store()
        with self._store_lock:
            if self._store_result is None:
                from archive_app.store import open_store  # imports SQLAlchemy

                self._store_result = open_store(self.data_dir, diagnosis)
            return self._store_result

    # --- content: read and indexed in a worker thread, announced with library_ready ---
    def load_content_async(self) -> None:
        if self._loading.is_set():
            return
        self._loading.set()
        threading.Thread(target=self._load, args=(True,), name="content-loader", daemon=True).start()

    def load_content_now(self) -> None:
        if self.library is None:
            self._loading.set()
            self._load(False)

    def library_or_none(self) -> Library | None:
        """The library if it is in; read here and now when nobody is reading it (a page made on its own,
        as tests do), else None: ``library_ready`` follows."""
        if self.library is None and not self._loading.is_set():
            self.load_content_now()
        return self.library

    def _load(self, then_open_store: bool) -> None:
        from archive_app.search import SearchIndex, load_indexed

        try:
            library, index = load_indexed(self.content_dir, self.cache_dir)
        except Exception as e:  # noqa: BLE001 - a bug here must not leave every page "loading" for ever
            import traceback

            from archive_app.content import ContentIssue, Library

            traceback.print_exc()
            library = Library(issues=[ContentIssue(str(self.content_dir), 1, f"could not be loaded: {e!r}")])
            index = SearchIndex(library)
        self.library, self.search_index = library, index
        self.library_ready.emit()  # queued to the UI thread: the context lives there
        self.check_store()
        self.ready.emit()
        if then_open_store:  # so the first save does not wait for SQLAlchemy to load
            self.open_store()
            index.search("庄")  # and the first search not for OpenCC's tables

    # --- text in the reader's chosen script ---
    def zh(self, text: str) -> str:
        return to_script(text, self.settings.script)

    @property
    def lang(self) -> str:
        return self.settings.language
