"""The "?" beside a hand-entry field: one click (or Space on it) opens the article on the card codes."""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets

NOTATION_ARTICLE = "a:card-notation"


class NotationHelpButton(QtWidgets.QToolButton):
    """A small "?" that asks the app to open the card-codes article (``ctx.open_target``)."""

    def __init__(self, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setText("?")
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)  # tool buttons skip Tab by default
        self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        self.clicked.connect(self.open_article)
        self.retranslate()

    def open_article(self) -> None:
        if self.ctx is not None:
            self.ctx.open_target.emit(NOTATION_ARTICLE)

    def retranslate(self) -> None:
        self.setToolTip(self.tr("Card codes: how to type cards (opens the article)"))
        self.setAccessibleName(self.tr("Card codes"))

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["NOTATION_ARTICLE", "NotationHelpButton"]
