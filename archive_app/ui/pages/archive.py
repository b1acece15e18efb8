"""The archive: the five sources side by side with their translations, the articles, and one search box.

Left, the table of contents (or, while a query is typed, the search results); right, the reader, a
QTextBrowser showing one source (header, then a table: paragraph ID | original | English and note)
or one article (Markdown). Everything renders through ``archive_app.ui.reader``; PDF export through
``archive_app.ui.export``.
"""

from __future__ import annotations

import re
from pathlib import Path

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.script import to_script
from archive_app.ui import reader
from archive_app.ui.context import AppContext
from archive_app.ui.export import export_article_pdf, export_source_pdf
from archive_app.ui.pages import PAGE_KEYS
from archive_app.ui.pages.base import Page

TARGET = QtCore.Qt.ItemDataRole.UserRole  # "s001", "a:slug", a search hit's id
LINES = QtCore.Qt.ItemDataRole.UserRole + 1  # TOC: the lines to draw; results: rich text
KIND = QtCore.Qt.ItemDataRole.UserRole + 2  # "header", "source", "article"; results: the hit's kind
SEARCH_DELAY_MS = 150
SEARCH_LIMIT = 200
MAX_ISSUES_SHOWN = 4
HIGHLIGHT = "#f8e2a8"
MARK = "#f3c969"
KIND_COLOURS = {"source": "#8c2f23", "translation": "#2f5d50", "article": "#7a5a1c", "glossary": "#3d4f7a"}

LOCAL_STYLE = """
QListWidget#archiveToc, QListWidget#archiveResults { background: #fffaf0; border: 1px solid #d8cbab;
    border-radius: 4px; outline: none; }
QLineEdit#archiveSearch { padding: 5px 8px; border: 1px solid #c9b88f; border-radius: 4px; background: #fffdf7; }
QLineEdit#archiveSearch:focus { border: 1px solid #8c2f23; }
QFrame#archiveWarning { background: #fbe6c8; border: 1px solid #d9a35b; border-radius: 4px; }
QLabel#archiveWarningText { color: #5a3410; }
QLabel#archiveCount { color: #6b5c44; }
QLabel#archiveLoading { color: #6b5c44; font-size: 14pt; }
"""


class _LinesDelegate(QtWidgets.QStyledItemDelegate):
    """TOC rows: a bold title, a second title, and a small muted line, each wrapped to the width."""

    PAD = 8

    def __init__(self, view: QtWidgets.QListWidget) -> None:
        super().__init__(view)
        self.view = view

    def _fonts(self, base: QtGui.QFont) -> list[QtGui.QFont]:
        title, second, small = QtGui.QFont(base), QtGui.QFont(base), QtGui.QFont(base)
        title.setBold(True)
        small.setPointSizeF(base.pointSizeF() * 0.88)
        return [title, second, small]

    def _layout(self, option: QtWidgets.QStyleOptionViewItem, index: QtCore.QModelIndex, left: int, width: int):
        lines = index.data(LINES) or []
        if index.data(KIND) == "header":
            font = QtGui.QFont(option.font)
            font.setBold(True)
            font.setPointSizeF(option.font.pointSizeF() * 0.9)
            fonts = [font]
        else:
            fonts = self._fonts(option.font)
        out, y = [], self.PAD
        flags = int(QtCore.Qt.TextFlag.TextWordWrap | QtCore.Qt.AlignmentFlag.AlignLeft)
        for i, text in enumerate(lines):
            if not text:
                continue
            font = fonts[min(i, len(fonts) - 1)]
            rect = QtGui.QFontMetrics(font).boundingRect(QtCore.QRect(left, y, max(40, width), 10000), flags, text)
            out.append((font, rect, text, i))
            y = rect.bottom() + 3
        return out, y + self.PAD - 3

    def text_width(self) -> int:
        return self.view.viewport().width() - 2 * self.PAD - 6

    def sizeHint(self, option, index):  # noqa: N802 - Qt API
        _, height = self._layout(option, index, 0, self.text_width())
        return QtCore.QSize(self.view.viewport().width(), height)

    def paint(self, painter, option, index):
        painter.save()
        rect = option.rect
        header = index.data(KIND) == "header"
        selected = bool(option.state & QtWidgets.QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QtWidgets.QStyle.StateFlag.State_MouseOver)
        if not header:
            if selected:
                painter.fillRect(rect, QtGui.QColor("#efdcb0"))
                painter.fillRect(QtCore.QRect(rect.left(), rect.top(), 3, rect.height()), QtGui.QColor("#8c2f23"))
            elif hovered:
                painter.fillRect(rect, QtGui.QColor("#f5ecd6"))
            painter.setPen(QtGui.QColor("#eadfc6"))
            painter.drawLine(rect.left() + 6, rect.bottom(), rect.right() - 6, rect.bottom())
        items, _ = self._layout(option, index, 0, self.text_width())
        flags = int(QtCore.Qt.TextFlag.TextWordWrap | QtCore.Qt.AlignmentFlag.AlignLeft)
        for font, r, text, i in items:
            painter.setFont(font)
            colour = "#8c2f23" if header else ("#1f1a14" if i == 0 else "#3b342a" if i == 1 else "#7a6a50")
            painter.setPen(QtGui.QColor(colour))
            painter.drawText(r.translated(rect.left() + self.PAD + 6, rect.top()), flags, text)
        painter.restore()


class _RichDelegate(QtWidgets.QStyledItemDelegate):
    """Search results: a kind badge, the title and the snippet (rich text, the match in bold)."""

    PAD = 6

    def __init__(self, view: QtWidgets.QListWidget) -> None:
        super().__init__(view)
        self.view = view
        self._cache: dict[tuple[str, int, int], QtGui.QTextDocument] = {}

    def _doc(self, option, index, width: int) -> QtGui.QTextDocument:
        text = index.data(LINES) or ""
        key = (text, width, int(option.font.pointSizeF() * 10))
        doc = self._cache.get(key)
        if doc is None:
            if len(self._cache) > 600:
                self._cache.clear()
            doc = QtGui.QTextDocument()
            doc.setDefaultFont(option.font)
            doc.setDocumentMargin(2)
            doc.setHtml(text)
            doc.setTextWidth(max(60, width))
            self._cache[key] = doc
        return doc

    def text_width(self) -> int:
        return self.view.viewport().width() - 2 * self.PAD - 6

    def sizeHint(self, option, index):  # noqa: N802 - Qt API
        doc = self._doc(option, index, self.text_width())
        return QtCore.QSize(self.view.viewport().width(), int(doc.size().height()) + 2 * self.PAD)

    def paint(self, painter, option, index):
        painter.save()
        rect = option.rect
        enabled = bool(index.flags() & QtCore.Qt.ItemFlag.ItemIsEnabled)
        if option.state & QtWidgets.QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, QtGui.QColor("#efdcb0"))
            painter.fillRect(QtCore.QRect(rect.left(), rect.top(), 3, rect.height()), QtGui.QColor("#8c2f23"))
        elif enabled and option.state & QtWidgets.QStyle.StateFlag.State_MouseOver:
            painter.fillRect(rect, QtGui.QColor("#f5ecd6"))
        painter.setPen(QtGui.QColor("#eadfc6"))
        painter.drawLine(rect.left() + 6, rect.bottom(), rect.right() - 6, rect.bottom())
        width = self.text_width()
        doc = self._doc(option, index, width)
        painter.translate(rect.left() + self.PAD + 4, rect.top() + self.PAD)
        doc.drawContents(painter, QtCore.QRectF(0, 0, width + 4, rect.height()))
        painter.restore()


class ArchivePage(Page):
    key = "archive"

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("page")
        self.setStyleSheet(LOCAL_STYLE)
        self.current: str | None = None  # what the reader shows: "s001", "a:slug" or "g:term"
        self.current_paragraph: str | None = None  # "s001.p017": highlighted, cited by "Copy citation"
        self._article_lang: str | None = None  # None: the UI language
        self._seen_lang = ctx.lang
        self._table: QtGui.QTextTable | None = None
        self._highlight_row = -1
        self._rendered_key: tuple | None = None
        self._rendering = False
        self._marks = ""
        self._history: list[tuple[str, str | None, int]] = []
        self._library = None
        self._pending: str | None = None
        self._warning_dismissed = False
        self._user_sized = False

        outer = QtWidgets.QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        outer.setSpacing(8)

        # warning bar: broken content files (the rest still shows)
        self.warning = QtWidgets.QFrame()
        self.warning.setObjectName("archiveWarning")
        bar = QtWidgets.QHBoxLayout(self.warning)
        bar.setContentsMargins(10, 6, 6, 6)
        self.warning_text = QtWidgets.QLabel()
        self.warning_text.setObjectName("archiveWarningText")
        self.warning_text.setWordWrap(True)
        self.warning_text.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        self.warning_close = QtWidgets.QPushButton()
        self.warning_close.clicked.connect(self.dismiss_warning)
        bar.addWidget(self.warning_text, 1)
        bar.addWidget(self.warning_close, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        self.warning.hide()
        outer.addWidget(self.warning)

        self.body = QtWidgets.QStackedWidget()
        outer.addWidget(self.body, 1)
        self.loading = QtWidgets.QLabel()
        self.loading.setObjectName("archiveLoading")
        self.loading.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        self.body.addWidget(self.loading)

        # left: search box, then the contents or the results
        left = QtWidgets.QWidget()
        lv = QtWidgets.QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(6)
        self.search = QtWidgets.QLineEdit()
        self.search.setObjectName("archiveSearch")
        self.search.setClearButtonEnabled(True)
        self.count = QtWidgets.QLabel()
        self.count.setObjectName("archiveCount")
        self.count.setWordWrap(True)
        self.lists = QtWidgets.QStackedWidget()
        self.toc = self._list("archiveToc", _LinesDelegate)
        self.results = self._list("archiveResults", _RichDelegate)
        self.lists.addWidget(self.toc)
        self.lists.addWidget(self.results)
        lv.addWidget(self.search)
        lv.addWidget(self.count)
        lv.addWidget(self.lists, 1)

        # right: reading controls, then the reader
        right = QtWidgets.QWidget()
        rv = QtWidgets.QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.setSpacing(6)
        controls = QtWidgets.QHBoxLayout()
        controls.setSpacing(6)
        self.back_button = QtWidgets.QPushButton()
        self.back_button.setEnabled(False)
        self.back_button.clicked.connect(self.go_back)
        self.flip_button = QtWidgets.QPushButton()
        self.flip_button.clicked.connect(self.flip_article_language)
        self.cite_button = QtWidgets.QPushButton()
        self.cite_button.clicked.connect(self.copy_citation)
        self.pdf_button = QtWidgets.QPushButton()
        self.pdf_button.clicked.connect(self.export_pdf)
        controls.addWidget(self.back_button)
        controls.addStretch(1)
        for b in (self.flip_button, self.cite_button, self.pdf_button):
            controls.addWidget(b)
        self.reader = QtWidgets.QTextBrowser()
        self.reader.setObjectName("archiveReader")
        self.reader.setOpenLinks(False)
        self.reader.setOpenExternalLinks(False)
        self.reader.anchorClicked.connect(self._on_link)
        self.reader.cursorPositionChanged.connect(self._on_cursor)
        self.reader.setContextMenuPolicy(QtCore.Qt.ContextMenuPolicy.CustomContextMenu)
        self.reader.customContextMenuRequested.connect(self._context_menu)
        rv.addLayout(controls)
        rv.addWidget(self.reader, 1)

        self.splitter = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        left.setMinimumWidth(190)
        self.splitter.splitterMoved.connect(lambda _pos, _index: setattr(self, "_user_sized", True))
        self.body.addWidget(self.splitter)

        # behaviour
        self._search_timer = QtCore.QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.run_search)
        self.search.textChanged.connect(lambda _t: self._search_timer.start())
        self.search.returnPressed.connect(self._open_from_search_box)
        for widget in (self.search, self.toc, self.results):
            widget.installEventFilter(self)  # Enter opens, Down leaves the search box, Escape clears
        self.toc.itemClicked.connect(self._open_toc_item)  # (not itemActivated: some styles fire it with
        self.results.itemClicked.connect(self._open_result)  # every click, opening the same item twice)
        # Ctrl+F is the window's (it works from every page and lands here, in focus_search)
        back = QtGui.QShortcut(QtGui.QKeySequence(QtGui.QKeySequence.StandardKey.Back), self)
        back.setContext(QtCore.Qt.ShortcutContext.WidgetWithChildrenShortcut)
        back.activated.connect(self.go_back)
        ctx.text_scale_changed.connect(lambda _s: self._render())
        QtWidgets.QWidget.setTabOrder(self.search, self.lists)
        QtWidgets.QWidget.setTabOrder(self.toc, self.results)
        QtWidgets.QWidget.setTabOrder(self.results, self.back_button)
        QtWidgets.QWidget.setTabOrder(self.back_button, self.flip_button)
        QtWidgets.QWidget.setTabOrder(self.flip_button, self.cite_button)
        QtWidgets.QWidget.setTabOrder(self.cite_button, self.pdf_button)
        QtWidgets.QWidget.setTabOrder(self.pdf_button, self.reader)
        QtWidgets.QWidget.setTabOrder(self.reader, self.warning_close)

        if ctx.library is not None:
            self.on_library_ready()
        else:
            self.body.setCurrentWidget(self.loading)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if not self._user_sized:  # the contents take about a quarter of the width until the divider is moved
            total = max(600, event.size().width() - 28)
            left = min(300, max(210, round(total * 0.27)))
            self.splitter.setSizes([left, total - left])

    def _list(self, name: str, delegate) -> QtWidgets.QListWidget:
        view = QtWidgets.QListWidget()
        view.setObjectName(name)
        view.setItemDelegate(delegate(view))
        view.setResizeMode(QtWidgets.QListView.ResizeMode.Adjust)
        view.setUniformItemSizes(False)
        view.setVerticalScrollMode(QtWidgets.QAbstractItemView.ScrollMode.ScrollPerPixel)
        view.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # a steady width to wrap to
        view.setMouseTracking(True)
        return view

    def page_shortcuts(self) -> list[tuple[str, str]]:
        return [(self.tr("Alt+Left"), self.tr("Back to where you were before following a link")),
                (self.tr("Down"), self.tr("From the search box to the results")),
                (self.tr("Escape"), self.tr("Clear the search"))]

    # --- strings ---
    def retranslate(self) -> None:
        z = self.ctx.zh
        if self._seen_lang != self.ctx.lang:  # a new UI language: articles follow it again
            self._seen_lang, self._article_lang = self.ctx.lang, None
        self.loading.setText(z(self.tr("Loading the archive…")))
        self.search.setPlaceholderText(z(self.tr("Search the archive (Ctrl+F)")))
        self.search.setToolTip(z(self.tr(
            "Searches the sources, their translations, the articles and the glossary. "
            "简体 and 繁體 find each other; English and pinyin work too.")))
        self.warning_close.setText(z(self.tr("Dismiss")))
        self.back_button.setText(z(self.tr("← Back")))
        self.back_button.setToolTip(z(self.tr("Back to where you were before following a link (Alt+Left)")))
        self.cite_button.setText(z(self.tr("Copy citation")))
        self.pdf_button.setText(z(self.tr("Export PDF…")))
        self.pdf_button.setToolTip(z(self.tr("Save what the reader shows as a PDF file")))
        self._update_warning()
        self._fill_toc()
        if self.search.text().strip():
            self.run_search()
        else:
            self._show_contents_label()
        self._render()
        self._update_controls()

    # --- the library arrives (loaded in the background) ---
    def on_library_ready(self) -> None:
        lib = self.ctx.library
        if lib is None or lib is self._library:
            return
        self._library = lib
        self._rendered_key = None
        self.body.setCurrentWidget(self.splitter)
        self._update_warning()
        self._fill_toc()
        target = self._pending or self._last_opened()
        self._pending = None
        self.show_target(target, remember_history=False)
        if self.search.text().strip():
            self.run_search()
        else:
            self._show_contents_label()

    def _last_opened(self) -> str:
        lib = self.ctx.library
        last = str(self.ctx.settings.qsettings.value("archive/last_opened", "") or "")
        if last and lib.has_target(last) and not last.startswith("g:"):
            return last
        if self.ctx.settings.last_source in lib.sources:
            return self.ctx.settings.last_source
        return next(iter(sorted(lib.sources)), "")

    def _update_warning(self) -> None:
        lib = self.ctx.library
        issues = lib.issues if lib is not None else []
        if not issues or self._warning_dismissed:
            self.warning.hide()
            return
        lines = [str(i) for i in issues[:MAX_ISSUES_SHOWN]]
        if len(issues) > MAX_ISSUES_SHOWN:
            lines.append(self.tr("… and %1 more").replace("%1", str(len(issues) - MAX_ISSUES_SHOWN)))
        head = self.ctx.zh(self.tr("Some archive files could not be read; everything else is shown:"))
        self.warning_text.setText(head + "\n" + "\n".join(lines))
        self.warning.show()

    def dismiss_warning(self) -> None:
        self._warning_dismissed = True
        self.warning.hide()

    # --- table of contents ---
    def _fill_toc(self) -> None:
        lib = self.ctx.library
        self.toc.clear()
        if lib is None:
            return
        z, en = self.ctx.zh, self.ctx.lang == "en"
        self._toc_header(self.tr("Sources"))
        for sid in sorted(lib.sources):
            s = lib.sources[sid]
            m = s.meta
            region = m.get("region_en", "") if en else z(m.get("region", ""))
            author = (m.get("author_en", "") if en else z(m.get("author", ""))).strip()
            meta = " · ".join(x for x in (sid, region, reader.game_line(s), author) if x)
            lines = [s.title_en, z(s.title), meta] if en else [z(s.title), s.title_en, meta]
            self._toc_item(sid, "source", lines)
        self._toc_header(self.tr("Articles"))
        for n, a in enumerate(sorted(lib.articles.values(), key=lambda a: (a.order, a.id)), 1):
            zh_title, en_title = z(a.meta.get("title", a.id)), a.meta.get("title_en", a.id)
            lines = [f"{n}. {en_title}", zh_title] if en else [f"{n}. {zh_title}", en_title]
            self._toc_item(f"a:{a.id}", "article", lines)
        self._select_in_toc(self.current)

    def _toc_header(self, text: str) -> None:
        item = QtWidgets.QListWidgetItem()
        item.setData(LINES, [self.ctx.zh(text)])
        item.setData(KIND, "header")
        item.setFlags(QtCore.Qt.ItemFlag.NoItemFlags)
        self.toc.addItem(item)

    def _toc_item(self, target: str, kind: str, lines: list[str]) -> None:
        item = QtWidgets.QListWidgetItem()
        item.setData(TARGET, target)
        item.setData(LINES, lines)
        item.setData(KIND, kind)
        item.setData(QtCore.Qt.ItemDataRole.AccessibleTextRole, " — ".join(lines[:2]))
        item.setToolTip("\n".join(lines))
        self.toc.addItem(item)

    def toc_targets(self) -> list[str]:
        return [self.toc.item(i).data(TARGET) for i in range(self.toc.count()) if self.toc.item(i).data(TARGET)]

    def _select_in_toc(self, target: str | None) -> None:
        if target is None:
            return
        doc = target.split(".", 1)[0] if not target.startswith(("a:", "g:")) else target
        for i in range(self.toc.count()):
            if self.toc.item(i).data(TARGET) == doc:
                blocked = self.toc.blockSignals(True)
                self.toc.setCurrentRow(i)
                self.toc.blockSignals(blocked)
                self.toc.scrollToItem(self.toc.item(i))
                return
        self.toc.clearSelection()

    def _open_toc_item(self, item: QtWidgets.QListWidgetItem, force: bool = False) -> None:
        target = item.data(TARGET)
        if target and (force or target != self.current):
            self._marks = ""
            self.show_target(target)

    # --- search ---
    def focus_search(self) -> None:
        self.search.setFocus(QtCore.Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def run_search(self) -> None:
        self._search_timer.stop()
        query = self.search.text().strip()
        if not query:
            self.lists.setCurrentWidget(self.toc)
            self._show_contents_label()
            return
        self.lists.setCurrentWidget(self.results)
        self.results.clear()
        index = self.ctx.search_index
        if index is None:
            self.count.setText(self.ctx.zh(self.tr("Loading the archive…")))
            return
        hits = index.search(query, SEARCH_LIMIT)
        z = self.ctx.zh
        badges = {"source": self.tr("source"), "translation": self.tr("translation"),
                  "article": self.tr("article"), "glossary": self.tr("glossary")}
        # Hits come best first: the entry for exactly this term, then titles holding it, then texts.
        groups = {"headword": self.tr("exact term"), "title": self.tr("in the title")}
        for hit in hits:
            item = QtWidgets.QListWidgetItem()
            item.setData(TARGET, hit.id)
            item.setData(KIND, hit.kind)
            badge = z(badges.get(hit.kind, hit.kind))
            colour = KIND_COLOURS.get(hit.kind, "#6b5c44")
            snippet = hit.snippet.replace("<b>", f'<span style="background-color: {MARK}; font-weight: bold;">')
            snippet = snippet.replace("</b>", "</span>")
            title = z(hit.title)
            where = hit.id.split(".", 1)[1] if "." in hit.id and not hit.id.startswith(("a:", "g:")) else ""
            group = z(groups.get(hit.group, ""))
            item.setData(LINES, (
                f'<span style="background-color: {colour}; color: #fffaf0;">&nbsp;{_esc(badge)}&nbsp;</span>'
                f'&nbsp;<b>{_esc(title)}</b>'
                + (f' <span style="color: #8a7a5e;">{_esc(where)}</span>' if where and where not in title else "")
                + (f' <span style="color: #8a7a5e;">· {_esc(group)}</span>' if group else "")
                + f'<br><span style="color: #3b342a;">{z(snippet)}</span>'))
            item.setData(QtCore.Qt.ItemDataRole.AccessibleTextRole, f"{badge}: {title}" + (f" ({group})" if group else ""))
            self.results.addItem(item)
        if not hits:
            item = QtWidgets.QListWidgetItem()
            item.setData(LINES, '<span style="color: #6b5c44;">' + _esc(z(self.tr(
                "Nothing matches. Try fewer characters, another name for the term, or English."))) + "</span>")
            item.setFlags(QtCore.Qt.ItemFlag.NoItemFlags)
            self.results.addItem(item)
            self.count.setText(z(self.tr("No results for “%1”")).replace("%1", query))
        elif len(hits) >= SEARCH_LIMIT:
            text = z(self.tr("The first %1 results for “%2”"))
            self.count.setText(text.replace("%1", str(len(hits))).replace("%2", query))
        elif len(hits) == 1:
            self.count.setText(z(self.tr("1 result for “%1”")).replace("%1", query))
        else:
            self.count.setText(z(self.tr("%1 results for “%2”")).replace("%1", str(len(hits))).replace("%2", query))

    def _show_contents_label(self) -> None:
        lib = self.ctx.library
        if lib is None:
            self.count.setText("")
            return
        self.count.setText(self.ctx.zh(self.tr("%1 sources · %2 articles")).replace("%1", str(len(lib.sources)))
                           .replace("%2", str(len(lib.articles))))

    def result_ids(self) -> list[str]:
        return [self.results.item(i).data(TARGET) for i in range(self.results.count())
                if self.results.item(i).data(TARGET)]

    def _open_from_search_box(self) -> None:
        if self._search_timer.isActive() or self.lists.currentWidget() is not self.results:
            self.run_search()
        item = self.results.currentItem() or self.results.item(0)
        if item is not None and item.data(TARGET):
            self._open_result(item)

    def _open_result(self, item: QtWidgets.QListWidgetItem, force: bool = False) -> None:
        target, kind = item.data(TARGET), item.data(KIND)
        if not target:
            return
        self.results.setCurrentItem(item)
        if kind == "glossary":
            self.ctx.open_target.emit(target)
            if "glossary" not in PAGE_KEYS:  # no glossary page in this build: show the entry here
                self.show_target(target)
            return
        self._marks = self.search.text().strip()
        self.show_target(target)

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

    # --- navigation ---
    def show_target(self, target: str, remember_history: bool = True) -> None:
        """Open ``"s001"``, ``"s001.p017"`` (scrolled to and highlighted), ``"a:slug"`` or ``"g:term"``."""
        lib = self.ctx.library
        if lib is None:
            self._pending = target
            return
        if not target or not lib.has_target(target):
            self.ctx.status.emit(self.tr("Not in the archive: %1").replace("%1", target or "—"))
            return
        doc, para = target, None
        if not target.startswith(("a:", "g:")) and "." in target:
            doc, para = target.split(".", 1)[0], target
        if remember_history and self.current is not None and (doc, para) != (self.current, self.current_paragraph):
            self._history.append((self.current, self.current_paragraph, self.reader.verticalScrollBar().value()))
            del self._history[:-50]
        if doc != self.current:
            self.current, self.current_paragraph = doc, None
            self._article_lang = None
            self._rendered_key = None
            if not doc.startswith("g:"):
                self.ctx.settings.qsettings.setValue("archive/last_opened", doc)
            if doc in lib.sources:
                self.ctx.settings.last_source = doc
        self._render()
        self._select_in_toc(doc)
        if para:
            self.select_paragraph(para, scroll=True)
        else:
            self.reader.verticalScrollBar().setValue(0)
            self._mark_query()
        self._update_controls()

    def go_back(self) -> None:
        if not self._history:
            return
        doc, para, scroll = self._history.pop()
        if doc != self.current:
            self.show_target(doc, remember_history=False)
        if para:
            self.select_paragraph(para, scroll=False)
        self.reader.verticalScrollBar().setValue(scroll)
        self._update_controls()

    def _on_link(self, url: QtCore.QUrl) -> None:
        text = url.toString()
        scheme, _, rest = text.partition(":")
        if scheme == "go":
            if rest.startswith("g:"):
                self.ctx.open_target.emit(rest)
                if "glossary" not in PAGE_KEYS:
                    self.show_target(rest)
            else:
                self._marks = ""
                self.show_target(rest)
        elif scheme == "cite":
            self.select_paragraph(rest, scroll=False)
        elif text == "archive:original":
            self.ctx.settings.qsettings.setValue("archive/keep_original_script", True)
            self._render()
        elif text == "archive:convert":
            self.ctx.settings.qsettings.setValue("archive/keep_original_script", False)
            self._render()

    # --- rendering ---
    def _keep_original(self) -> bool:
        value = self.ctx.settings.qsettings.value("archive/keep_original_script", False)
        return value is True or str(value).lower() in ("1", "true")

    def article_lang(self) -> str:
        return self._article_lang or self.ctx.lang

    def _render(self) -> None:
        lib = self.ctx.library
        if lib is None or self.current is None:
            return
        scale = self.ctx.settings.text_scale
        key = (self.current, self.ctx.lang, self.ctx.settings.script, scale, self._keep_original(), self.article_lang())
        if key == self._rendered_key:
            return
        same_doc = self._rendered_key is not None and self._rendered_key[0] == self.current
        bar = self.reader.verticalScrollBar()
        ratio = bar.value() / bar.maximum() if same_doc and bar.maximum() else 0.0
        style = reader.ReadingStyle(scale=scale)
        lang, z = self.ctx.lang, self.ctx.zh
        if self.current.startswith("a:"):
            text = reader.article_html(lib.articles[self.current[2:]], lib, lang=self.article_lang(), conv=z)
        elif self.current.startswith("g:"):
            text = reader.term_html(lib.terms[self.current[2:]], lib, lang=lang, conv=z)
        else:
            source = lib.sources[self.current]
            conv, converted_to, offer = self._source_conversion(source)
            text = reader.source_html(source, lib, lang=lang, conv=conv, converted_to=converted_to,
                                      offer_convert_to=offer, style=style)
        font = QtGui.QFont(self.font())
        font.setPointSizeF(style.pt())
        self._rendering = True
        try:
            self.reader.setFont(font)
            self.reader.document().setDefaultStyleSheet(style.css())
            self.reader.setHtml(text)
        finally:
            self._rendering = False
        self._rendered_key = key
        self._table = self._paragraph_table()
        self._highlight_row = -1
        if self.current_paragraph:
            self._highlight(self.current_paragraph)
        if same_doc:  # lay the text out now, at the reader's width (adjustSize would pick a width of its own)
            document = self.reader.document()
            document.setTextWidth(self.reader.viewport().width())
            document.size()
            bar.setValue(round(ratio * bar.maximum()))
        self._mark_query()

    def _source_conversion(self, source):
        """(convert, converted_to, offer_convert_to): the 简/繁 toggle converts the original too, unless the
        reader asked to keep the original script."""
        original, wanted = source.meta.get("script", ""), self.ctx.settings.script
        if original not in ("hans", "hant") or original == wanted:
            return (lambda s: s), None, None
        if self._keep_original():
            return (lambda s: s), None, wanted
        return (lambda s: to_script(s, wanted)), wanted, None

    def _paragraph_table(self) -> QtGui.QTextTable | None:
        if self.current is None or self.current.startswith(("a:", "g:")):
            return None
        tables = [f for f in self.reader.document().rootFrame().childFrames() if isinstance(f, QtGui.QTextTable)]
        return tables[-1] if tables else None

    def _row_of(self, paragraph_id: str) -> int:
        lib = self.ctx.library
        source = lib.sources.get(self.current or "") if lib else None
        if source is None:
            return -1
        for i, p in enumerate(source.paragraphs):
            if p.id == paragraph_id:
                return i + 1
        return -1

    def _paragraph_at(self, cursor: QtGui.QTextCursor) -> str | None:
        table = cursor.currentTable()
        if table is None or self._table is None or table != self._table:
            return None
        row = table.cellAt(cursor).row()
        source = self.ctx.library.sources.get(self.current or "")
        if source is None or not 1 <= row <= len(source.paragraphs):
            return None
        return source.paragraphs[row - 1].id

    def _highlight(self, paragraph_id: str | None) -> None:
        table = self._table
        if table is None:
            return
        rows = []
        if 0 < self._highlight_row < table.rows():
            rows.append((self._highlight_row, None))
        new_row = self._row_of(paragraph_id) if paragraph_id else -1
        if 0 < new_row < table.rows():
            rows.append((new_row, QtGui.QColor(HIGHLIGHT)))
        for row, colour in rows:
            for col in range(table.columns()):
                cell = table.cellAt(row, col)
                fmt = cell.format().toTableCellFormat()
                if colour is None:
                    fmt.clearBackground()
                else:
                    fmt.setBackground(colour)
                cell.setFormat(fmt)
        self._highlight_row = new_row

    def select_paragraph(self, paragraph_id: str, scroll: bool = True) -> None:
        """Make ``paragraph_id`` the current paragraph: highlighted and cited by "Copy citation"."""
        if self.current is None or not paragraph_id.startswith(self.current + "."):
            return
        self.current_paragraph = paragraph_id
        self._highlight(paragraph_id)
        if scroll:
            self.reader.scrollToAnchor(paragraph_id)
            if self.reader.isVisible():  # a little of the row above shows where this one starts
                bar = self.reader.verticalScrollBar()
                bar.setValue(max(0, bar.value() - 10))
        self._update_controls()

    def _on_cursor(self) -> None:
        if self._rendering:
            return
        pid = self._paragraph_at(self.reader.textCursor())
        if pid and pid != self.current_paragraph:
            self.select_paragraph(pid, scroll=False)

    def _mark_query(self) -> None:
        """Mark what the search found (in whichever script the reader shows)."""
        query = self._marks
        selections = []
        if query and self.current is not None:
            doc = self.reader.document()
            fmt = QtGui.QTextCharFormat()
            fmt.setBackground(QtGui.QColor(MARK))
            for variant in {query, to_script(query, "hans"), to_script(query, "hant")}:
                cursor = doc.find(variant, 0)
                while not cursor.isNull() and len(selections) < 400:
                    sel = QtWidgets.QTextEdit.ExtraSelection()
                    sel.cursor, sel.format = cursor, fmt
                    selections.append(sel)
                    cursor = doc.find(variant, cursor)
        self.reader.setExtraSelections(selections)

    def _update_controls(self) -> None:
        z = self.ctx.zh
        is_article = bool(self.current and self.current.startswith("a:"))
        self.flip_button.setVisible(is_article)
        if is_article:  # named in the language it switches to
            self.flip_button.setText(z("阅读中文") if self.article_lang() == "en" else "Read in English")
            self.flip_button.setToolTip(z(self.tr("Show this article in the other language")))
        self.back_button.setEnabled(bool(self._history))
        text = self.citation()
        self.cite_button.setEnabled(bool(text))
        self.cite_button.setToolTip(z(self.tr("Copy to the clipboard: %1")).replace("%1", text) if text else "")
        self.pdf_button.setEnabled(bool(self.current) and not self.current.startswith("g:"))

    def flip_article_language(self) -> None:
        if not (self.current and self.current.startswith("a:")):
            return
        self._article_lang = "en" if self.article_lang() == "zh" else "zh"
        self._render()
        self.reader.verticalScrollBar().setValue(0)
        self._update_controls()

    # --- citations ---
    def citation(self, paragraph_id: str | None = None) -> str:
        lib = self.ctx.library
        if lib is None or self.current is None:
            return ""
        if self.current.startswith("a:"):
            return reader.article_citation(lib.articles[self.current[2:]])
        if self.current.startswith("g:"):
            t = lib.terms[self.current[2:]]
            return f"{t.hans} (g:{t.id}) — {t.en}"
        return reader.citation(lib.sources[self.current], paragraph_id or self.current_paragraph)

    def copy_citation(self, paragraph_id: str | None = None) -> str:
        text = self.citation(paragraph_id if isinstance(paragraph_id, str) else None)
        if text:
            QtWidgets.QApplication.clipboard().setText(text)
            self.ctx.status.emit(self.ctx.zh(self.tr("Copied: %1")).replace("%1", text))
        return text

    def _context_menu(self, pos: QtCore.QPoint) -> None:
        menu = self.context_menu_at(pos)
        menu.exec(self.reader.viewport().mapToGlobal(pos))
        menu.deleteLater()

    def context_menu_at(self, pos: QtCore.QPoint) -> QtWidgets.QMenu:
        """The reader's menu at ``pos`` (viewport coordinates): copy, select all, and the paragraph's citation."""
        menu = self.reader.createStandardContextMenu(pos)
        pid = self._paragraph_at(self.reader.cursorForPosition(pos))
        menu.addSeparator()
        if pid:
            self.select_paragraph(pid, scroll=False)
            short = pid.split(".", 1)[1]
            action = menu.addAction(self.ctx.zh(self.tr("Copy citation for ¶ %1")).replace("%1", short))
            action.triggered.connect(lambda: self.copy_citation(pid))
        elif self.citation():
            menu.addAction(self.ctx.zh(self.tr("Copy citation")), self.copy_citation)
        return menu

    # --- PDF ---
    def _default_pdf_name(self) -> str:
        lib = self.ctx.library
        if self.current and self.current.startswith("a:"):
            return f"{self.current[2:]}-{self.article_lang()}.pdf"
        source = lib.sources[self.current]
        return (Path(source.path).stem or source.id) + ".pdf"

    def export_pdf(self) -> None:
        if self.ctx.library is None or not self.current or self.current.startswith("g:"):
            return
        folder = str(self.ctx.settings.qsettings.value("archive/export_dir", "") or QtCore.QDir.homePath())
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            self, self.ctx.zh(self.tr("Export PDF")), str(Path(folder) / self._default_pdf_name()),
            self.ctx.zh(self.tr("PDF files (*.pdf)")), "",
            QtWidgets.QFileDialog.Option.DontUseNativeDialog)
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.ctx.settings.qsettings.setValue("archive/export_dir", str(Path(path).parent))
        self.export_to(Path(path))

    def export_to(self, path: Path) -> Path | None:
        """Write what the reader shows (the whole source or article) to ``path``; takes well under a second."""
        lib = self.ctx.library
        QtWidgets.QApplication.setOverrideCursor(QtCore.Qt.CursorShape.WaitCursor)
        try:
            if self.current.startswith("a:"):
                out = export_article_pdf(lib.articles[self.current[2:]], path, self.article_lang(), library=lib,
                                         convert=self.ctx.zh)
            else:
                source = lib.sources[self.current]
                conv, converted_to, _ = self._source_conversion(source)
                out = export_source_pdf(source, path, self.ctx.lang, library=lib, convert=conv,
                                        converted_to=converted_to)
        except OSError as e:
            QtWidgets.QApplication.restoreOverrideCursor()
            QtWidgets.QMessageBox.warning(self, self.ctx.zh(self.tr("Export PDF")),
                                          self.ctx.zh(self.tr("Could not write the PDF: %1")).replace("%1", str(e)))
            return None
        QtWidgets.QApplication.restoreOverrideCursor()
        self.ctx.status.emit(self.ctx.zh(self.tr("Saved %1")).replace("%1", str(out)))
        return out


def _esc(text: str) -> str:
    return re.sub(r"[&<>]", lambda m: {"&": "&amp;", "<": "&lt;", ">": "&gt;"}[m.group(0)], text)
