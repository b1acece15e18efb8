"""A door on the home page: a panel (title button and a line of text) that opens its page when clicked
anywhere on it, not only on the button; the button stays the keyboard's way in (Tab, Enter, Space)."""

from __future__ import annotations

from archive_app.qt import QtCore, QtGui, QtWidgets


class DoorPanel(QtWidgets.QFrame):
    activated = QtCore.Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("door")  # styled with the panels (archive_app/ui/style.py)
        # Hover comes from the style sheet's QFrame#door:hover (Qt sets WA_Hover when it polishes); the hand
        # cursor is set when the pointer first comes in: naming a Qt enum here would build PySide's whole Qt
        # namespace of enums before the first paint of the home page.
        self._pressed = False

    def enterEvent(self, event: QtGui.QEnterEvent) -> None:  # noqa: N802 - Qt API
        if not self.testAttribute(QtCore.Qt.WidgetAttribute.WA_SetCursor):
            self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        super().enterEvent(event)

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        self._pressed = event.button() == QtCore.Qt.MouseButton.LeftButton
        event.accept()

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        inside = self.rect().contains(event.position().toPoint())
        if self._pressed and inside and event.button() == QtCore.Qt.MouseButton.LeftButton:
            self.activated.emit()
        self._pressed = False
        event.accept()


__all__ = ["DoorPanel"]
