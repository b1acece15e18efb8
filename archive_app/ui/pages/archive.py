"""The archive: the five sources side by side with their translations, the articles, and one search box.

Left, the table of contents (or, while a query is typed, the search results); right, the reader, a
QTextBrowser showing one source (header, then a table: paragraph ID | original | English and note)
or one article (Markdown). Everything renders through ``archive_app.ui.reader``; PDF export through
``archive_app.ui.export``.
"""

from __future__ import annotations

from pathlib import Path

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.script import to_script
from archive_app.ui import reader
from archive_app.ui.context import AppContext
from archive_app.ui.pages import PAGE_KEYS
from archive_app.ui.pages.base import Page
from archive_app.ui.widgets.archive_lists import KIND, LINES, TARGET
from archive_app.ui.widgets.archive_lists import LinesDelegate as _LinesDelegate
from archive_app.ui.widgets.archive_lists import RichDelegate as _RichDelegate
from archive_app.ui.widgets.archive_reader import HIGHLIGHT, MARK, ArchiveReader
from archive_app.ui.widgets.archive_nav import SEARCH_DELAY_MS, ArchiveNav
from archive_app.ui.widgets.archive_pdf import PdfExport
from archive_app.ui.widgets.archive_results import KIND_COLOURS, SEARCH_LIMIT
from archive_app.ui.widgets.archive_results import esc as _esc
from archive_app.ui.widgets.archive_warning import MAX_ISSUES_SHOWN, IssuesBar

__all__ = ["HIGHLIGHT", "KIND", "KIND_COLOURS", "LINES", "MARK", "MAX_ISSUES_SHOWN", "SEARCH_DELAY_MS", "SEARCH_LIMIT",
           "TARGET", "ArchivePage", "_LinesDelegate", "_RichDelegate", "_esc"]  # the names this module always had

LOCAL_STYLE = """
QListWidget#archiveToc, QListWidget#archiveResults { background: #fffaf0; border: 1px solid #d8cbab;
    border-radius: 4px; outline: none; }
QLineEdit#archiveSearch { padding: 5px 8px; border: 1px solid #c9b88f; border-radius: 4px; background: #fffdf7; }
QLineEdit#archiveSearch:focus { border: 1px solid #8c2f23; }
QLabel#archiveCount { color: #6b5c44; }
QLabel#archiveLoading { color: #6b5c44; font-size: 14pt; }
"""


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
        self._rendered_key: tuple | None = None
        self._marks = ""
        self._history: list[tuple[str, str | None, int]] = []
        self._library = None
        self._pending: str | None = None
        self._user_sized = False

        outer = QtWidgets.QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        outer.setSpacing(8)

        # warning bar: broken content files (the rest still shows)
        self.warning = IssuesBar()
        self.warning_text, self.warning_close = self.warning.text, self.warning.close_button
        outer.addWidget(self.warning)

        self.body = QtWidgets.QStackedWidget()
        outer.addWidget(self.body, 1)
        self.loading = QtWidgets.QLabel()
        self.loading.setObjectName("archiveLoading")
        self.loading.setAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
        self.body.addWidget(self.loading)

        # left: search box, then the contents or the results
        self.nav = left = ArchiveNav(ctx)
        self.search, self.count, self.lists = self.nav.search, self.nav.count, self.nav.lists
        self.toc, self.results, self._search_timer = self.nav.toc, self.nav.results, self.nav.search_timer
        self.nav.toc_chosen.connect(self._open_toc_target)
        self.nav.hit_chosen.connect(self._open_hit)

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
        self.reader = ArchiveReader()
        self.reader.anchorClicked.connect(self._on_link)
        self.reader.cursorPositionChanged.connect(self._on_cursor)
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
        self.pdf = PdfExport(self)
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
        self.nav.retranslate()
        self.back_button.setText(z(self.tr("← Back")))
        self.back_button.setToolTip(z(self.tr("Back to where you were before following a link (Alt+Left)")))
        self.cite_button.setText(z(self.tr("Copy citation")))
        self.pdf_button.setText(z(self.tr("Export PDF…")))
        self.pdf_button.setToolTip(z(self.tr("Save what the reader shows as a PDF file")))
        self._update_warning()
        self._fill_toc()
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
        self.warning.show_issues(lib.issues if lib is not None else [], self.ctx.zh)

    def dismiss_warning(self) -> None:
        self.warning.dismiss()

    # --- table of contents ---
    def _fill_toc(self) -> None:
        """The contents (and the results, if a query is typed) in the current language."""
        self.nav.refresh()
        self._select_in_toc(self.current)

    def toc_targets(self) -> list[str]:
        return self.toc.targets()

    def _select_in_toc(self, target: str | None) -> None:
        self.toc.select(target)

    def _open_toc_target(self, target: str, force: bool = False) -> None:
        if force or target != self.current:
            self._marks = ""
            self.show_target(target)

    # --- search ---
    def focus_search(self) -> None:
        self.nav.focus_search()

    def run_search(self) -> None:
        self.nav.run_search()

    def result_ids(self) -> list[str]:
        return self.results.ids()

    def _open_hit(self, target: str, kind: str) -> None:
        if kind == "glossary":
            self.ctx.open_target.emit(target)
            if "glossary" not in PAGE_KEYS:  # no glossary page in this build: show the entry here
                self.show_target(target)
            return
        self._marks = self.nav.query()
        self.show_target(target)

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
            conv, converted_to, offer = self.source_conversion(source)
            text = reader.source_html(source, lib, lang=lang, conv=conv, converted_to=converted_to,
                                      offer_convert_to=offer, style=style)
        font = QtGui.QFont(self.font())
        font.setPointSizeF(style.pt())
        self.reader.show_html(text, font, style.css(), lib.sources.get(self.current))
        self._rendered_key = key
        if self.current_paragraph:
            self._highlight(self.current_paragraph)
        if same_doc:  # lay the text out now, at the reader's width (adjustSize would pick a width of its own)
            document = self.reader.document()
            document.setTextWidth(self.reader.viewport().width())
            document.size()
            bar.setValue(round(ratio * bar.maximum()))
        self._mark_query()

    def source_conversion(self, source):
        """(convert, converted_to, offer_convert_to): the 简/繁 toggle converts the original too, unless the
        reader asked to keep the original script."""
        original, wanted = source.meta.get("script", ""), self.ctx.settings.script
        if original not in ("hans", "hant") or original == wanted:
            return (lambda s: s), None, None
        if self._keep_original():
            return (lambda s: s), None, wanted
        return (lambda s: to_script(s, wanted)), wanted, None

    @property
    def _table(self) -> QtGui.QTextTable | None:  # the shown source's paragraph table (tests read it)
        return self.reader.table

    def _row_of(self, paragraph_id: str) -> int:
        return self.reader.row_of(paragraph_id)

    def _paragraph_at(self, cursor: QtGui.QTextCursor) -> str | None:
        return self.reader.paragraph_at(cursor)

    def _highlight(self, paragraph_id: str | None) -> None:
        self.reader.highlight(paragraph_id)

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
        if self.reader.rendering:
            return
        pid = self._paragraph_at(self.reader.textCursor())
        if pid and pid != self.current_paragraph:
            self.select_paragraph(pid, scroll=False)

    def _mark_query(self) -> None:
        """Mark what the search found."""
        self.reader.mark(self._marks if self.current is not None else "")

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
    def export_pdf(self) -> None:
        self.pdf.ask()

    def export_to(self, path: Path) -> Path | None:
        """Write what the reader shows (the whole source or article) to ``path``; takes well under a second."""
        return self.pdf.write(path)
