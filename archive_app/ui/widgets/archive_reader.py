"""The archive's reader: a QTextBrowser showing one source (a table, one row per paragraph), article or
glossary entry, which highlights the current paragraph's row and marks what the search found."""

from __future__ import annotations

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.reader import add_card_faces
from archive_app.script import to_script

HIGHLIGHT = "#f8e2a8"
MARK = "#f3c969"


class ArchiveReader(QtWidgets.QTextBrowser):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("archiveReader")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setContextMenuPolicy(QtCore.Qt.ContextMenuPolicy.CustomContextMenu)
        self.source = None  # the source shown (its paragraphs are the table's rows); None for an article or term
        self.table: QtGui.QTextTable | None = None
        self.rendering = False  # True while the document is replaced: its cursor moves are not the reader's
        self._highlight_row = -1

    def show_html(self, text: str, font: QtGui.QFont, css: str, source=None) -> None:
        """Show ``text`` (HTML); ``source`` is the source it renders, whose paragraphs are the table's rows."""
        self.rendering = True
        try:
            self.setFont(font)
            self.document().setDefaultStyleSheet(css)
            add_card_faces(self.document(), text, self.devicePixelRatioF())  # an article's {{…}} cards
            self.setHtml(text)
        finally:
            self.rendering = False
        self.source = source
        self.table = self._paragraph_table()
        self._highlight_row = -1

    def _paragraph_table(self) -> QtGui.QTextTable | None:
        if self.source is None:
            return None
        tables = [f for f in self.document().rootFrame().childFrames() if isinstance(f, QtGui.QTextTable)]
        return tables[-1] if tables else None

    def row_of(self, paragraph_id: str) -> int:
        if self.source is None:
            return -1
        for i, p in enumerate(self.source.paragraphs):
            if p.id == paragraph_id:
                return i + 1
        return -1

    def paragraph_at(self, cursor: QtGui.QTextCursor) -> str | None:
        """The ID of the paragraph whose row holds ``cursor``, if any."""
        table = cursor.currentTable()
        if table is None or self.table is None or table != self.table:
            return None
        row = table.cellAt(cursor).row()
        if self.source is None or not 1 <= row <= len(self.source.paragraphs):
            return None
        return self.source.paragraphs[row - 1].id

    def highlight(self, paragraph_id: str | None) -> None:
        table = self.table
        if table is None:
            return
        rows = []
        if 0 < self._highlight_row < table.rows():
            rows.append((self._highlight_row, None))
        new_row = self.row_of(paragraph_id) if paragraph_id else -1
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

    def mark(self, query: str) -> None:
        """Mark ``query`` wherever it occurs (in whichever script the reader shows)."""
        selections = []
        if query:
            doc = self.document()
            fmt = QtGui.QTextCharFormat()
            fmt.setBackground(QtGui.QColor(MARK))
            for variant in {query, to_script(query, "hans"), to_script(query, "hant")}:
                cursor = doc.find(variant, 0)
                while not cursor.isNull() and len(selections) < 400:
                    sel = QtWidgets.QTextEdit.ExtraSelection()
                    sel.cursor, sel.format = cursor, fmt
                    selections.append(sel)
                    cursor = doc.find(variant, cursor)
        self.setExtraSelections(selections)
