"""A clickable, focusable row naming a source paragraph (its ID, its source, its first words), and the
preview text it shows."""

from __future__ import annotations

import html

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui import source_names
from archive_app.ui.glossary_words import zh_for

Qt = QtCore.Qt


def paragraph_preview(ctx: AppContext, ref: str) -> tuple[str, str]:
    """(source title, first words of the paragraph) in the UI language, for a link to ``ref``."""
    library = ctx.library
    para = library.paragraph(ref) if library else None
    if para is None:
        return "", ""
    source = library.sources.get(ref.partition(".")[0])
    if ctx.lang == "en":
        title, text, limit = (source.title_en if source else ""), para.en, 90
    else:
        z = zh_for(ctx)
        title, text, limit = z(source.title if source else ""), z(para.original), 40
    text = " ".join(text.replace("•", " ").split())
    if len(text) > limit:
        text = text[:limit].rstrip() + "…"
    return title, text


class SourceLink(QtWidgets.QLabel):
    """A clickable, focusable row naming a paragraph: its ID, its source and its first words."""

    activated = QtCore.Signal(str)

    def __init__(self, target: str, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.target = target
        self.setObjectName("sourceLink")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(target)

    def set_preview(self, title: str, text: str) -> None:
        self.setText(f'<span style="color:#8c2f23; font-weight:600">{html.escape(source_names.name(self.target))}</span>'
                     f'&nbsp;&nbsp;<span style="color:#6b5c44">{html.escape(title)}</span><br>{html.escape(text)}')
        self.setToolTip(self.target)

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.activated.emit(self.target)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit(self.target)
            return
        super().keyPressEvent(event)
