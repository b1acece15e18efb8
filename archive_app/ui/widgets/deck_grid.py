"""A deck's faces in rows with the copies left under each (:class:`DeckGrid`): click, or move with the
arrow keys and press Enter/Space, to pick a card; right-click or Delete/Backspace takes one back."""

from __future__ import annotations

from collections.abc import Sequence

from archive_app.cardfaces import card_aspect, card_pixmap
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.deck import COUNT_COLOUR, ERROR_COLOUR, INK, SPENT_INK, Deck


class DeckGrid(QtWidgets.QWidget):
    """The deck's faces in rows, with the copies left; mouse and keyboard pick."""

    picked = QtCore.Signal(str)  # a card code
    unpicked = QtCore.Signal(str)  # take one copy of this card back

    deck: Deck
    MARGIN = 4
    GAP_X = 7
    GAP_Y = 5
    COUNT_H = 15

    def __init__(self, card_height: int | None = None, ctx=None, parent: QtWidgets.QWidget | None = None,
                 *, deck: Deck | None = None) -> None:
        super().__init__(parent)
        self.deck = deck or type(self).deck
        self.ctx = ctx
        self._card_h = card_height or self.deck.card_height
        self._card_w = max(1, round(self._card_h * card_aspect()))
        self._left = [self.deck.copies] * self.deck.size
        self._hidden: frozenset[int] = frozenset()
        self._current = 0
        self._hover = -1
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Fixed)
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_Hover, True)
        self._update_accessible()

    # --- deck-specific text (overridden per deck) ---
    def accessible_name(self) -> str:
        return self.tr("Card faces")

    def row_captions(self) -> tuple[str, ...]:
        """Captions drawn left of the rows (none by default)."""
        return ()

    def face_labels(self) -> dict[int, str]:
        """A short index drawn over a face, readable at any size (a deck whose faces carry a readable
        numeral needs none): kind index → text."""
        return {}

    def legend(self) -> str:
        """The line under the faces that says what the numbers under them are."""
        return self.tr("Under each face: copies left")

    # --- state ---
    def set_counts_left(self, left: Sequence[int]) -> None:
        self._left = [max(0, int(n)) for n in left]
        self._update_accessible()
        self.update()

    def counts_left(self) -> list[int]:
        return list(self._left)

    def set_in_play(self, in_play: bool) -> None:
        """Show or hide the deck's optional kinds (a hidden current card gives way to its left neighbour)."""
        hidden = frozenset() if in_play else frozenset(self.deck.optional)
        if hidden == self._hidden:
            return
        self._hidden = hidden
        if self._current in hidden:
            row = self._row_of(self._current)
            before = [i for i in row[:row.index(self._current)] if self.visible_index(i)]
            self._current = before[-1] if before else next(i for i in row if self.visible_index(i))
        self.update()

    def in_play(self) -> bool:
        return not self._hidden

    def visible_index(self, index: int) -> bool:
        return 0 <= index < self.deck.size and index not in self._hidden

    def current(self) -> str:
        return self.deck.cards[self._current].code

    def set_current(self, code: str) -> None:
        index = self.deck.by_code[code].index
        if self.visible_index(index):
            self._move(index)

    def colour(self, code: str) -> str | None:
        """``"red"`` or ``"black"`` for a deck printed in two inks, else None."""
        return self.deck.colour(code) if self.deck.colour else None

    def pick(self, code: str) -> bool:
        """Pick ``code`` as a click would; False (and a beep) when none is left or it is not in play."""
        index = self.deck.by_code[code].index
        if not self.visible_index(index) or self._left[index] <= 0:
            QtWidgets.QApplication.beep()
            return False
        self._current = index
        self.picked.emit(code)
        return True

    # --- geometry ---
    def _small_font(self) -> QtGui.QFont:
        font = QtGui.QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def _caption_width(self) -> int:
        captions = self.row_captions()
        if not captions:
            return 0
        fm = QtGui.QFontMetrics(self._small_font())
        return max(fm.horizontalAdvance(t) for t in captions) + 8

    def _label_h(self) -> int:
        return QtGui.QFontMetrics(self._small_font()).height() if self.face_labels() else 0

    def _legend_h(self) -> int:
        return QtGui.QFontMetrics(self._small_font()).height() + 4 if self.legend() else 0

    def _cell_size(self) -> QtCore.QSize:
        return QtCore.QSize(self._card_w + self.GAP_X, self._label_h() + self._card_h + self._count_h() + self.GAP_Y)

    def _count_h(self) -> int:  # the copies-left line grows with the text size
        return max(self.COUNT_H, QtGui.QFontMetrics(self._small_font()).height() + 2)

    def _row_of(self, index: int) -> tuple[int, ...]:
        return next(row for row in self.deck.rows if index in row)

    def cell_rect(self, index: int) -> QtCore.QRect:
        """The rectangle of one card (face and count) in widget coordinates."""
        cell = self._cell_size()
        for r, row in enumerate(self.deck.rows):
            if index in row:
                return QtCore.QRect(self.MARGIN + self._caption_width() + row.index(index) * cell.width(),
                                    self.MARGIN + r * cell.height(), cell.width(), cell.height())
        return QtCore.QRect()

    def face_rect(self, index: int) -> QtCore.QRect:
        rect = self.cell_rect(index)
        return QtCore.QRect(rect.x() + self.GAP_X // 2, rect.y() + self.GAP_Y // 2 + self._label_h(), self._card_w,
                            self._card_h)

    def index_at(self, pos: QtCore.QPoint) -> int:
        for index in range(self.deck.size):
            if self.visible_index(index) and self.cell_rect(index).contains(pos):
                return index
        return -1

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        cell = self._cell_size()
        columns = max(len(row) for row in self.deck.rows)
        return QtCore.QSize(2 * self.MARGIN + self._caption_width() + columns * cell.width(),
                            2 * self.MARGIN + len(self.deck.rows) * cell.height() + self._legend_h())

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return self.sizeHint()

    # --- painting ---
    def _count_colour(self, index: int) -> str:
        left = self._left[index]
        colour = self.colour(self.deck.cards[index].code)
        if colour is None:
            return ERROR_COLOUR if left == 0 else COUNT_COLOUR
        return INK[colour] if left else SPENT_INK

    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        dpr = self.devicePixelRatioF()
        p.setFont(self._small_font())
        captions = self.row_captions()
        if captions:
            cell, width = self._cell_size(), self._caption_width()
            p.setPen(QtGui.QColor(COUNT_COLOUR))
            for r, name in enumerate(captions):
                rect = QtCore.QRect(self.MARGIN, self.MARGIN + r * cell.height() + self._label_h(), width - 6,
                                    self._card_h)
                p.drawText(rect, QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter, name)
        labels = self.face_labels()
        legend = self.legend()
        if legend:
            p.setPen(QtGui.QColor(COUNT_COLOUR))
            rect = QtCore.QRect(self.MARGIN, self.height() - self.MARGIN - self._legend_h() + 2,
                                self.width() - 2 * self.MARGIN, self._legend_h() - 2)
            text = p.fontMetrics().elidedText(legend, QtCore.Qt.TextElideMode.ElideRight, rect.width())
            p.drawText(rect, QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignVCenter, text)
        for index in range(self.deck.size):
            if not self.visible_index(index):
                continue
            rect = self.cell_rect(index)
            left = self._left[index]
            if index == self._hover and left > 0:
                p.setPen(QtCore.Qt.PenStyle.NoPen)
                p.setBrush(QtGui.QColor("#eadcb8"))
                p.drawRoundedRect(QtCore.QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            face = self.face_rect(index)
            if index in labels:  # the card's index, readable where the face's own is too small
                p.setPen(QtGui.QColor(COUNT_COLOUR if left > 0 else SPENT_INK))
                p.drawText(QtCore.QRect(rect.x(), face.top() - self._label_h(), rect.width(), self._label_h()),
                           QtCore.Qt.AlignmentFlag.AlignCenter, labels[index])
            p.setOpacity(1.0 if left > 0 else 0.28)
            p.drawPixmap(face.topLeft(), card_pixmap(self.deck.face_key(self.deck.cards[index]), self._card_h, dpr))
            p.setOpacity(1.0)
            count_rect = QtCore.QRect(rect.x(), face.bottom() + 1, rect.width(), self._count_h())
            p.setPen(QtGui.QColor(self._count_colour(index)))
            p.drawText(count_rect, QtCore.Qt.AlignmentFlag.AlignCenter, str(left))
            if index == self._current and self.hasFocus():
                p.setPen(QtGui.QPen(QtGui.QColor("#8c2f23"), 2))
                p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QtCore.QRectF(rect).adjusted(1, 1, -1, -1), 4, 4)
        p.end()

    # --- mouse ---
    def mouseMoveEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        index = self.index_at(event.position().toPoint())
        if index != self._hover:
            self._hover = index
            shape = QtCore.Qt.CursorShape.PointingHandCursor if index >= 0 else QtCore.Qt.CursorShape.ArrowCursor
            self.setCursor(shape)
            self.update()

    def leaveEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        self._hover = -1
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        index = self.index_at(event.position().toPoint())
        if index < 0:
            super().mousePressEvent(event)
            return
        self._move(index)
        code = self.deck.cards[index].code
        if event.button() == QtCore.Qt.MouseButton.RightButton:
            self.unpicked.emit(code)
        elif event.button() == QtCore.Qt.MouseButton.LeftButton:
            self.pick(code)
        event.accept()

    # --- keyboard ---
    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = event.key()
        Key = QtCore.Qt.Key
        rows = self.deck.rows
        r, c = next((r, row.index(self._current)) for r, row in enumerate(rows) if self._current in row)
        if key in (Key.Key_Left, Key.Key_Right):
            row = [i for i in rows[r] if self.visible_index(i)]
            c = min(c, len(row) - 1)
            c = (c + (1 if key == Key.Key_Right else -1)) % len(row)
            self._move(row[c])
        elif key in (Key.Key_Up, Key.Key_Down):
            r = (r + (1 if key == Key.Key_Down else -1)) % len(rows)
            row = [i for i in rows[r] if self.visible_index(i)]
            self._move(row[min(c, len(row) - 1)])
        elif key == Key.Key_Home:
            self._move(next(i for i in rows[r] if self.visible_index(i)))
        elif key == Key.Key_End:
            self._move([i for i in rows[r] if self.visible_index(i)][-1])
        elif key in (Key.Key_Return, Key.Key_Enter, Key.Key_Space):
            self.pick(self.current())
        elif key in (Key.Key_Delete, Key.Key_Backspace):
            self.unpicked.emit(self.current())
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def _move(self, index: int) -> None:
        self._current = index
        self._update_accessible()
        self.update()

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:  # noqa: N802 - Qt API
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:  # noqa: N802 - Qt API
        self.update()
        super().focusOutEvent(event)

    # --- help ---
    def _describe(self, index: int) -> str:
        card = self.deck.cards[index]
        name = f"{card.zh} · {card.en}" if self.ctx is None else self.deck.label(card, self.ctx)
        left = str(self._left[index])
        colour = self.colour(card.code)
        if colour is None:
            return self.tr("%1 (%2): %3 left").replace("%1", name).replace("%2", card.code).replace("%3", left)
        ink = self.tr("red") if colour == "red" else self.tr("black")
        return (self.tr("%1 (%2, %3): %4 left").replace("%1", name).replace("%2", card.code)
                .replace("%3", ink).replace("%4", left))

    def _update_accessible(self) -> None:
        self.setAccessibleName(self.accessible_name())
        self.setAccessibleDescription(self._describe(self._current))

    def event(self, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.ToolTip:
            index = self.index_at(event.pos())
            if index >= 0:
                hint = self.tr("Click or Enter to add; right-click or Delete to take one back")
                QtWidgets.QToolTip.showText(event.globalPos(), self._describe(index) + "\n" + hint, self)
            else:
                QtWidgets.QToolTip.hideText()
            return True
        return super().event(event)
