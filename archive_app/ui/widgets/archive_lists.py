"""The archive's two lists: the table of contents and the search results share one look (wrapped rows, a
marked current row) and the item roles their items carry."""

from __future__ import annotations

from archive_app.qt import QtCore, QtGui, QtWidgets

TARGET = QtCore.Qt.ItemDataRole.UserRole  # "s001", "a:slug", a search hit's id
LINES = QtCore.Qt.ItemDataRole.UserRole + 1  # TOC: the lines to draw; results: rich text
KIND = QtCore.Qt.ItemDataRole.UserRole + 2  # "header", "source", "article"; results: the hit's kind


def setup_list(view: QtWidgets.QListWidget, name: str, delegate) -> None:
    """Rows that wrap to the list's width, drawn by ``delegate``."""
    view.setObjectName(name)
    view.setItemDelegate(delegate(view))
    view.setResizeMode(QtWidgets.QListView.ResizeMode.Adjust)
    view.setUniformItemSizes(False)
    view.setVerticalScrollMode(QtWidgets.QAbstractItemView.ScrollMode.ScrollPerPixel)
    view.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # a steady width to wrap to
    view.setMouseTracking(True)


class LinesDelegate(QtWidgets.QStyledItemDelegate):
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


class RichDelegate(QtWidgets.QStyledItemDelegate):
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
