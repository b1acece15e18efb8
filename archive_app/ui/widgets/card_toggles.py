"""Card faces the learner selects: click a face (or move with the arrow keys and press Space) to
pick it; picked faces rise and get a red frame. Used for the hand of an exercise and for the deck
a learner picks waiting cards from.

The faces come in rows (``set_rows``); each row wraps to the width it gets. Faces already placed
elsewhere (``set_used``) are drawn faint and cannot be picked.
"""

from __future__ import annotations

from collections.abc import Sequence

from archive_app.cardfaces import card_aspect, card_names, card_pixmap
from archive_app.qt import QtCore, QtGui, QtWidgets

LIFT = 8
GAP = 4
ROW_GAP = 8
RED = "#b3261e"


class CardToggles(QtWidgets.QWidget):
    changed = QtCore.Signal()
    activated = QtCore.Signal()  # Enter: the learner wants to check the answer

    def __init__(self, card_height: int = 92, single: bool = False, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[list[str]] = []
        self._selected: set[int] = set()
        self._used: set[int] = set()
        self._focus = 0
        self._card_h = card_height
        self.single = single
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        sp = QtWidgets.QSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        self.setMouseTracking(True)

    # --- state ---
    def set_rows(self, rows: Sequence[Sequence[str]]) -> None:
        self._rows = [list(r) for r in rows if r]
        self._selected.clear()
        self._used.clear()
        self._focus = 0
        self._describe()
        self.updateGeometry()
        self.update()

    def set_cards(self, codes: Sequence[str]) -> None:
        self.set_rows([codes])

    def codes(self) -> list[str]:
        return [c for row in self._rows for c in row]

    def selected(self) -> list[int]:
        return sorted(self._selected)

    def selected_codes(self) -> list[str]:
        codes = self.codes()
        return [codes[i] for i in self.selected()]

    def set_selected(self, indices: Sequence[int]) -> None:
        self._selected = {i for i in indices if 0 <= i < len(self.codes()) and i not in self._used}
        self._describe()
        self.update()
        self.changed.emit()

    def clear_selection(self) -> None:
        self.set_selected([])

    def set_used(self, indices: Sequence[int]) -> None:
        self._used = set(indices)
        self._selected -= self._used
        self.update()

    def toggle(self, index: int) -> None:
        if not 0 <= index < len(self.codes()) or index in self._used:
            return
        if index in self._selected:
            self._selected.discard(index)
        else:
            if self.single:
                self._selected.clear()
            self._selected.add(index)
        self._focus = index
        self._describe()
        self.update()
        self.changed.emit()

    def set_card_height(self, height: int) -> None:
        if height != self._card_h:
            self._card_h = height
            self.updateGeometry()
            self.update()

    # --- geometry ---
    def _card_w(self) -> int:
        return max(1, round(self._card_h * card_aspect()))

    def _rects(self, width: int) -> list[QtCore.QRect]:
        w, h = self._card_w(), self._card_h
        per_line = max(1, (max(width, w) + GAP) // (w + GAP))
        out, y = [], LIFT
        for row in self._rows:
            for n in range(len(row)):
                if n and n % per_line == 0:
                    y += h + ROW_GAP
                out.append(QtCore.QRect((n % per_line) * (w + GAP), y, w, h))
            y += h + ROW_GAP
        return out

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        rects = self._rects(width)
        return (rects[-1].bottom() + 4) if rects else LIFT + 4

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        n = max((len(r) for r in self._rows), default=1)
        width = n * (self._card_w() + GAP)
        return QtCore.QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return QtCore.QSize(self._card_w() * 4, self._card_h + LIFT)

    def index_at(self, pos: QtCore.QPoint) -> int:
        for i, r in enumerate(self._rects(self.width())):
            if r.adjusted(0, -LIFT, 0, 0).contains(pos):
                return i
        return -1

    # --- painting ---
    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        codes = self.codes()
        for i, r in enumerate(self._rects(self.width())):
            lifted = r.translated(0, -LIFT) if i in self._selected else r
            p.setOpacity(0.3 if i in self._used else 1.0)
            p.drawPixmap(lifted, card_pixmap(codes[i], self._card_h, dpr))
            p.setOpacity(1.0)
            if i in self._selected:
                p.setPen(QtGui.QPen(QtGui.QColor(RED), 3))
                p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(lifted.adjusted(-1, -1, 1, 1), 3, 3)
            if self.hasFocus() and i == self._focus:
                p.setPen(QtGui.QPen(QtGui.QColor("#1f1a14"), 1, QtCore.Qt.PenStyle.DashLine))
                p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
                p.drawRect(lifted.adjusted(-3, -3, 3, 3))
        p.end()

    # --- input ---
    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        index = self.index_at(event.position().toPoint())
        if index >= 0:
            self.setFocus()
            self.toggle(index)

    def mouseMoveEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        index = self.index_at(event.position().toPoint())
        self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor if index >= 0 else QtCore.Qt.CursorShape.ArrowCursor)
        self.setToolTip(" / ".join(card_names(self.codes()[index])) if index >= 0 else "")

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        key, n = event.key(), len(self.codes())
        keys = QtCore.Qt.Key
        if not n:
            return super().keyPressEvent(event)
        moves = {keys.Key_Left: -1, keys.Key_Right: 1, keys.Key_Up: -self._per_row(), keys.Key_Down: self._per_row()}
        if key in moves:
            self._focus = min(n - 1, max(0, self._focus + moves[key]))
        elif key == keys.Key_Home:
            self._focus = 0
        elif key == keys.Key_End:
            self._focus = n - 1
        elif key == keys.Key_Space:
            self.toggle(self._focus)
        elif key in (keys.Key_Return, keys.Key_Enter):
            self.activated.emit()
        else:
            return super().keyPressEvent(event)
        self.update()

    def _per_row(self) -> int:
        return max(1, (self.width() + GAP) // (self._card_w() + GAP))

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusOutEvent(event)
        self.update()

    def _describe(self) -> None:
        picked = ", ".join(self.selected_codes()) or "-"
        self.setAccessibleDescription(f"{' '.join(self.codes())}; picked: {picked}")
