"""Left of the archive: one search box, a count line, and the table of contents or, while a query is typed,
the search results. Choosing a row is a signal; the page decides what opening it means."""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.archive_contents import ContentsList
from archive_app.ui.widgets.archive_lists import KIND, TARGET
from archive_app.ui.widgets.archive_results import SEARCH_LIMIT, SearchResults

SEARCH_DELAY_MS = 150


class ArchiveNav(QtWidgets.QWidget):
    toc_chosen = QtCore.Signal(str, bool)  # target, force (open it even if it is already shown)
    hit_chosen = QtCore.Signal(str, str)  # target, the hit's kind

    def __init__(self, ctx, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        lv = QtWidgets.QVBoxLayout(self)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(6)
        self.search = QtWidgets.QLineEdit()
        self.search.setObjectName("archiveSearch")
        self.search.setClearButtonEnabled(True)
        self.count = QtWidgets.QLabel()
        self.count.setObjectName("archiveCount")
        self.count.setWordWrap(True)
        self.lists = QtWidgets.QStackedWidget()
        self.toc = ContentsList()
        self.results = SearchResults()
        self.lists.addWidget(self.toc)
        self.lists.addWidget(self.results)
        lv.addWidget(self.search)
        lv.addWidget(self.count)
        lv.addWidget(self.lists, 1)

        self.search_timer = QtCore.QTimer(self)
        self.search_timer.setSingleShot(True)
        self.search_timer.setInterval(SEARCH_DELAY_MS)
        self.search_timer.timeout.connect(self.run_search)
        self.search.textChanged.connect(lambda _t: self.search_timer.start())
        self.search.returnPressed.connect(self._open_from_search_box)
        for widget in (self.search, self.toc, self.results):
            widget.installEventFilter(self)  # Enter opens, Down leaves the search box, Escape clears
        self.toc.itemClicked.connect(self._open_toc_item)  # (not itemActivated: some styles fire it with
        self.results.itemClicked.connect(self._open_result)  # every click, opening the same item twice)

    def retranslate(self) -> None:
        z = self.ctx.zh
        self.search.setPlaceholderText(z(self.tr("Search the archive (Ctrl+F)")))
        self.search.setToolTip(z(self.tr(
            "Searches the sources, their translations, the articles and the glossary. "
            "简体 and 繁體 find each other; English and pinyin work too.")))

    def query(self) -> str:
        return self.search.text().strip()

    def refresh(self) -> None:
        """The contents again (a new library or language), and the results if a query is typed."""
        self.toc.fill(self.ctx.library, self.ctx.zh, self.ctx.lang == "en")
        if self.query():
            self.run_search()
        else:
            self.show_contents_label()

    def focus_search(self) -> None:
        self.search.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def run_search(self) -> None:
        self.search_timer.stop()
        query = self.query()
        if not query:
            self.lists.setCurrentWidget(self.toc)
            self.show_contents_label()
            return
        self.lists.setCurrentWidget(self.results)
        index = self.ctx.search_index
        if index is None:
            self.results.clear()
            self.count.setText(self.ctx.zh(self.tr("Loading the archive…")))
            return
        self.count.setText(self.results.show_hits(index.search(query, SEARCH_LIMIT), query, self.ctx.zh))

    def show_contents_label(self) -> None:
        lib = self.ctx.library
        if lib is None:
            self.count.setText("")
            return
        self.count.setText(self.ctx.zh(self.tr("%1 sources · %2 articles")).replace("%1", str(len(lib.sources)))
                           .replace("%2", str(len(lib.articles))))

    def _open_toc_item(self, item: QtWidgets.QListWidgetItem, force: bool = False) -> None:
        target = item.data(TARGET)
        if target:
            self.toc_chosen.emit(target, force)

    def _open_from_search_box(self) -> None:
        if self.search_timer.isActive() or self.lists.currentWidget() is not self.results:
            self.run_search()
        item = self.results.currentItem() or self.results.item(0)
        if item is not None and item.data(TARGET):
            self._open_result(item)

    def _open_result(self, item: QtWidgets.QListWidgetItem, force: bool = False) -> None:
        target, kind = item.data(TARGET), item.data(KIND)
        if not target:
            return
        self.results.setCurrentItem(item)
        self.hit_chosen.emit(target, kind or "")

    def eventFilter(self, obj, event):  # noqa: N802 - Qt API
        if event.type() == QtCore.QEvent.Type.KeyPress:
            key = event.key()
            if obj is self.search:
                if key == QtCore.Qt.Key.Key_Down and self.lists.currentWidget().count():
                    view = self.lists.currentWidget()
                    view.setFocus()
                    if view.currentRow() < 0:
                        for i in range(view.count()):
                            if view.item(i).flags() & QtCore.Qt.ItemFlag.ItemIsEnabled:
                                view.setCurrentRow(i)
                                break
                    return True
                if key == QtCore.Qt.Key.Key_Escape and self.search.text():
                    self.search.clear()
                    self.run_search()
                    return True
            elif obj in (self.toc, self.results) and key in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
                item = obj.currentItem()
                if item is not None and item.data(TARGET):
                    (self._open_toc_item if obj is self.toc else self._open_result)(item, force=True)
                return True
            elif obj is self.results and key == QtCore.Qt.Key.Key_Escape:
                self.focus_search()
                return True
        return super().eventFilter(obj, event)
