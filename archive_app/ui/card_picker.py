"""Picking 长牌 cards: the 31 faces drawn small in rows by suit, a notation line that parses as you
type, and a meld editor (kind + cards) whose melds show as removable chips.

Shared by the 八胡 hand lab and the settlement page (and later the 笃子胡 page):

* :class:`CardGrid` — the faces in four rows (万, 条, 饼, then 千字 红花 白花 喜), each with the
  number of copies left under it. Click, or move with the arrow keys and press Enter/Space, to
  pick a card (``picked``); right-click or Delete/Backspace takes one back (``unpicked``).
* :class:`CardPicker` — a grid plus a notation line (``2s2m8p 二万 三條``) that parses as you type
  and names the bad token in red; picking a face appends it to the line.
* :class:`MeldEditor` — a row (kind, cards, a face pop-up, Add) and the melds as chips.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence

from archive_app.cardfaces import card_aspect, card_pixmap
from archive_app.qt import QtCore, QtGui, QtWidgets
from engine.bahu.groups import MELD_KINDS, Meld
from engine.cards import ALL_CARDS, COPIES, NUM_KINDS, BY_CODE, Card, CardError, format_cards, parse_cards
from engine.explain import InputError

X_INDEX = BY_CODE["X"].index
ROWS: tuple[tuple[int, ...], ...] = (tuple(range(0, 9)), tuple(range(9, 18)), tuple(range(18, 27)), (27, 28, 29, 30))
ERROR_COLOUR = "#b3261e"
_SEPARATORS = re.compile(r"[\s,，、;；]+")


def card_label(card: Card, ctx=None) -> str:
    """The card's name in the UI language: 三万 (in the reader's script) or "three wan"."""
    if ctx is None:
        return card.code
    return ctx.zh(card.zh) if ctx.lang == "zh" else card.en


def partial_counts(text: str) -> list[int]:
    """Copies of each kind among the words of ``text`` that parse (bad words are skipped)."""
    counts = [0] * NUM_KINDS
    for word in _SEPARATORS.split(text.strip()):
        if not word:
            continue
        try:
            cards = parse_cards(word)
        except CardError:
            continue
        for c in cards:
            counts[c.index] += 1
    return counts


# --------------------------------------------------------------------------------------------- grid

class CardGrid(QtWidgets.QWidget):
    """The 31 faces in rows by suit, with the copies left; mouse and keyboard pick."""

    picked = QtCore.Signal(str)  # a card code
    unpicked = QtCore.Signal(str)  # take one copy of this card back

    MARGIN = 4
    GAP_X = 7
    GAP_Y = 5
    COUNT_H = 15

    def __init__(self, card_height: int = 76, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._card_h = card_height
        self._card_w = max(1, round(card_height * card_aspect()))
        self._left = [COPIES] * NUM_KINDS
        self._xi = True
        self._current = 0
        self._hover = -1
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Fixed)
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_Hover, True)
        self._update_accessible()

    # --- state ---
    def set_counts_left(self, left: Sequence[int]) -> None:
        self._left = [max(0, int(n)) for n in left]
        self._update_accessible()
        self.update()

    def counts_left(self) -> list[int]:
        return list(self._left)

    def set_xi_visible(self, visible: bool) -> None:
        if visible == self._xi:
            return
        self._xi = visible
        if not visible and self._current == X_INDEX:
            self._current = 29
        self.update()

    def xi_visible(self) -> bool:
        return self._xi

    def visible_index(self, index: int) -> bool:
        return 0 <= index < NUM_KINDS and (index != X_INDEX or self._xi)

    def current(self) -> str:
        return ALL_CARDS[self._current].code

    def set_current(self, code: str) -> None:
        index = BY_CODE[code].index
        if self.visible_index(index):
            self._current = index
            self._update_accessible()
            self.update()

    def pick(self, code: str) -> bool:
        """Pick ``code`` as a click would; False (and a beep) when none is left or it is not in play."""
        index = BY_CODE[code].index
        if not self.visible_index(index) or self._left[index] <= 0:
            QtWidgets.QApplication.beep()
            return False
        self._current = index
        self.picked.emit(code)
        return True

    # --- geometry ---
    def _cell_size(self) -> QtCore.QSize:
        return QtCore.QSize(self._card_w + self.GAP_X, self._card_h + self.COUNT_H + self.GAP_Y)

    def cell_rect(self, index: int) -> QtCore.QRect:
        """The rectangle of one card (face and count) in widget coordinates."""
        cell = self._cell_size()
        for r, row in enumerate(ROWS):
            if index in row:
                c = row.index(index)
                return QtCore.QRect(self.MARGIN + c * cell.width(), self.MARGIN + r * cell.height(),
                                    cell.width(), cell.height())
        return QtCore.QRect()

    def index_at(self, pos: QtCore.QPoint) -> int:
        for index in range(NUM_KINDS):
            if self.visible_index(index) and self.cell_rect(index).contains(pos):
                return index
        return -1

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        cell = self._cell_size()
        return QtCore.QSize(2 * self.MARGIN + 9 * cell.width(), 2 * self.MARGIN + len(ROWS) * cell.height())

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return self.sizeHint()

    # --- painting ---
    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        dpr = self.devicePixelRatioF()
        font = QtGui.QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        p.setFont(font)
        for index in range(NUM_KINDS):
            if not self.visible_index(index):
                continue
            rect = self.cell_rect(index)
            left = self._left[index]
            if index == self._hover and left > 0:
                p.setPen(QtCore.Qt.PenStyle.NoPen)
                p.setBrush(QtGui.QColor("#eadcb8"))
                p.drawRoundedRect(QtCore.QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            face = QtCore.QRect(rect.x() + self.GAP_X // 2, rect.y() + self.GAP_Y // 2, self._card_w, self._card_h)
            p.setOpacity(1.0 if left > 0 else 0.28)
            p.drawPixmap(face.topLeft(), card_pixmap(ALL_CARDS[index].code, self._card_h, dpr))
            p.setOpacity(1.0)
            count_rect = QtCore.QRect(rect.x(), face.bottom() + 1, rect.width(), self.COUNT_H)
            p.setPen(QtGui.QColor(ERROR_COLOUR if left == 0 else "#6b5c44"))
            p.drawText(count_rect, QtCore.Qt.AlignmentFlag.AlignCenter, str(left))
            if index == self._current and self.hasFocus():
                pen = QtGui.QPen(QtGui.QColor("#8c2f23"), 2)
                p.setPen(pen)
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
            return super().mousePressEvent(event)
        self._current = index
        self._update_accessible()
        self.update()
        code = ALL_CARDS[index].code
        if event.button() == QtCore.Qt.MouseButton.RightButton:
            self.unpicked.emit(code)
        elif event.button() == QtCore.Qt.MouseButton.LeftButton:
            self.pick(code)
        event.accept()

    # --- keyboard ---
    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        key = event.key()
        Key = QtCore.Qt.Key
        r, c = next((r, row.index(self._current)) for r, row in enumerate(ROWS) if self._current in row)
        if key in (Key.Key_Left, Key.Key_Right):
            row = [i for i in ROWS[r] if self.visible_index(i)]
            c = min(c, len(row) - 1)
            c = (c + (1 if key == Key.Key_Right else -1)) % len(row)
            self._move(row[c])
        elif key in (Key.Key_Up, Key.Key_Down):
            r = (r + (1 if key == Key.Key_Down else -1)) % len(ROWS)
            row = [i for i in ROWS[r] if self.visible_index(i)]
            self._move(row[min(c, len(row) - 1)])
        elif key == Key.Key_Home:
            self._move(ROWS[r][0])
        elif key == Key.Key_End:
            row = [i for i in ROWS[r] if self.visible_index(i)]
            self._move(row[-1])
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
        card = ALL_CARDS[index]
        name = f"{card.zh} · {card.en}" if self.ctx is None else card_label(card, self.ctx)
        text = self.tr("%1 (%2): %3 left")
        return text.replace("%1", name).replace("%2", card.code).replace("%3", str(self._left[index]))

    def _update_accessible(self) -> None:
        self.setAccessibleName(self.tr("Card faces"))
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


# --------------------------------------------------------------------------------------------- picker

class CardPicker(QtWidgets.QWidget):
    """A :class:`CardGrid` and a notation line edit that parses as you type.

    By default the picker lays out its parts itself (grid, notation row, error line). With
    ``detached=True`` it stays hidden and the owner places ``grid``, ``notation`` and
    ``error_label`` where it likes (the hand lab puts the notation across the page).
    """

    changed = QtCore.Signal()

    def __init__(self, ctx=None, card_height: int = 76, parent: QtWidgets.QWidget | None = None,
                 detached: bool = False) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._used = [0] * NUM_KINDS
        self._xi = True
        self._cards: list[Card] = []
        self._error = ""
        self._token = ""
        self._error_kind: tuple[str, str] = ("", "")

        self.grid = CardGrid(card_height, ctx)
        self.label = QtWidgets.QLabel()
        self.count_label = QtWidgets.QLabel()
        self.count_label.setObjectName("subtitle")
        self.edit = QtWidgets.QLineEdit()
        self.edit.setClearButtonEnabled(True)
        self.label.setBuddy(self.edit)
        self.error_label = QtWidgets.QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.error_label.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.error_label.hide()

        self.notation = QtWidgets.QWidget()  # label, line edit and card count in one row
        row = QtWidgets.QHBoxLayout(self.notation)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.label)
        row.addWidget(self.edit, 1)
        row.addWidget(self.count_label)
        if detached:  # the owner places grid, notation and error_label itself
            self.hide()
        else:
            layout = QtWidgets.QVBoxLayout(self)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.setSpacing(4)
            layout.addWidget(self.grid, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
            layout.addWidget(self.notation)
            layout.addWidget(self.error_label)

        self.grid.picked.connect(self.add)
        self.grid.unpicked.connect(self.take)
        self.edit.textChanged.connect(self._reparse)
        self.retranslate()

    # --- public ---
    def text(self) -> str:
        return self.edit.text()

    def set_text(self, text: str) -> None:
        if text == self.edit.text():
            self._reparse()
        else:
            self.edit.setText(text)

    def clear(self) -> None:
        self.set_text("")

    def cards(self) -> list[Card]:
        """The parsed cards ([] while the line has an error)."""
        return list(self._cards)

    def error(self) -> str:
        return self._error

    def token(self) -> str:
        return self._token

    def counts(self) -> list[int]:
        out = [0] * NUM_KINDS
        for c in self._cards:
            out[c.index] += 1
        return out

    def add(self, code: str) -> None:
        text = self.edit.text().rstrip()
        self.edit.setText(f"{text} {code}" if text else code)

    def take(self, code: str) -> None:
        """Take one copy of ``code`` out (the line is rewritten in canonical order)."""
        if self._error:
            QtWidgets.QApplication.beep()
            return
        cards = list(self._cards)
        for i in range(len(cards) - 1, -1, -1):
            if cards[i].code == code:
                del cards[i]
                self.edit.setText(format_cards(cards, compact=True) if len(cards) > 12 else format_cards(cards))
                return
        QtWidgets.QApplication.beep()

    def set_used(self, counts: Sequence[int]) -> None:
        """Copies held elsewhere (table melds): they count against the four of each kind."""
        self._used = list(counts)
        self._reparse()

    def set_xi_in_play(self, in_play: bool) -> None:
        self._xi = in_play
        self.grid.set_xi_visible(in_play)
        self._reparse()

    # --- parsing ---
    def _reparse(self) -> None:
        text = self.edit.text()
        cards: list[Card] = []
        kind, token = "", ""
        try:
            cards = parse_cards(text)
        except CardError as e:
            kind, token = "unknown", e.token
        if not kind:
            counts = [0] * NUM_KINDS
            for c in cards:
                counts[c.index] += 1
            if not self._xi and counts[X_INDEX]:
                kind, token = "xi", "X"
            else:
                over = next((k for k in range(NUM_KINDS) if counts[k] + self._used[k] > COPIES), None)
                if over is not None:
                    kind, token = "copies", ALL_CARDS[over].code
        self._error_kind = (kind, token)
        self._token = token
        self._cards = [] if kind else cards
        if kind == "unknown":  # still show what the good words take
            shown = partial_counts(text)
        else:
            shown = [0] * NUM_KINDS
            for c in cards:
                shown[c.index] += 1
        self.grid.set_counts_left([COPIES - self._used[k] - shown[k] for k in range(NUM_KINDS)])
        self._show_error()
        self.changed.emit()

    def _show_error(self) -> None:
        kind, token = self._error_kind
        if not kind:
            self._error = ""
        elif kind == "unknown":
            self._error = self.tr("“%1” is not a card. Use codes like 2m 5s 9p Q H B X or names like 二万.").replace(
                "%1", token)
        elif kind == "xi":
            self._error = self.tr("“%1”: Xi (喜) is not in play under this rule set (120 cards).").replace("%1", token)
        else:
            card = BY_CODE[token]
            self._error = self.tr("“%1” (%2): more than four copies, counting the table melds.").replace(
                "%1", token).replace("%2", card_label(card, self.ctx) if self.ctx else card.zh)
        if self._error:
            shown = html.escape(self._error).replace(html.escape(f"“{token}”"), f"<b>“{html.escape(token)}”</b>", 1)
            self.error_label.setText(shown)
            self.error_label.show()
            self.edit.setStyleSheet(f"QLineEdit {{ border: 2px solid {ERROR_COLOUR}; border-radius: 3px; "
                                    "padding: 2px; }")
        else:
            self.error_label.clear()
            self.error_label.hide()
            self.edit.setStyleSheet("")
        n = len(self._cards)
        self.count_label.setText(self.tr("%1 cards").replace("%1", str(n)) if not self._error else "")

    # --- language ---
    def retranslate(self) -> None:
        self.label.setText(self.tr("&Hand:"))
        self.edit.setPlaceholderText(self.tr("click faces or type: 2s2m8p 二万 三條"))
        self.edit.setToolTip(self.tr("Codes 1m–9m 1s–9s 1p–9p Q H B X; digits share a suit letter (345m); "
                                     "Chinese names in 简体 or 繁體 parse too."))
        self.edit.setAccessibleName(self.tr("Hand notation"))
        self.grid._update_accessible()
        self._show_error()

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# --------------------------------------------------------------------------------------------- flow layout

class FlowLayout(QtWidgets.QLayout):
    """Lays its items out left to right, wrapping to new lines (the Qt flow-layout example)."""

    def __init__(self, parent: QtWidgets.QWidget | None = None, spacing: int = 6,
                 line_spacing: int | None = None) -> None:
        super().__init__(parent)
        self._items: list[QtWidgets.QLayoutItem] = []
        self._spacing = spacing
        self._line_spacing = spacing if line_spacing is None else line_spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QtWidgets.QLayoutItem) -> None:  # noqa: N802 - Qt API
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QtWidgets.QLayoutItem | None:  # noqa: N802 - Qt API
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QtWidgets.QLayoutItem | None:  # noqa: N802 - Qt API
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> QtCore.Qt.Orientation:  # noqa: N802 - Qt API
        return QtCore.Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return self._do_layout(QtCore.QRect(0, 0, width, 0), test=True)

    def setGeometry(self, rect: QtCore.QRect) -> None:  # noqa: N802 - Qt API
        super().setGeometry(rect)
        self._do_layout(rect, test=False)

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return self.minimumSize()

    def minimumSize(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        size = QtCore.QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QtCore.QSize(m.left() + m.right(), m.top() + m.bottom())

    def _do_layout(self, rect: QtCore.QRect, test: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line_h = area.x(), area.y(), 0
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line_h > 0:
                x, y, line_h = area.x(), y + line_h + self._line_spacing, 0
            if not test:
                item.setGeometry(QtCore.QRect(QtCore.QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line_h = max(line_h, hint.height())
        return y + line_h - rect.y() + m.bottom()


# --------------------------------------------------------------------------------------------- melds

class MeldChip(QtWidgets.QFrame):
    """One meld as small faces, its kind, and a remove button."""

    remove_requested = QtCore.Signal()

    def __init__(self, meld: Meld, kind_text: str, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.meld = meld
        self.setObjectName("chip")
        self.setStyleSheet("QFrame#chip { background: #e8efe6; border: 1px solid #9fb59a; border-radius: 5px; }"
                           "QFrame#chip QLabel { background: transparent; border: none; }")
        box = QtWidgets.QHBoxLayout(self)
        box.setContentsMargins(5, 3, 2, 3)
        box.setSpacing(1)
        dpr = self.devicePixelRatioF()
        shown = meld.cards if len(meld.cards) <= 5 else meld.cards[:5]
        for card in shown:
            face = QtWidgets.QLabel()
            face.setPixmap(card_pixmap(card.code, 40, dpr))
            box.addWidget(face)
        box.addSpacing(4)
        self.text = QtWidgets.QLabel(kind_text)
        box.addWidget(self.text)
        self.remove_button = QtWidgets.QToolButton()
        self.remove_button.setText("×")
        self.remove_button.setAutoRaise(True)
        self.remove_button.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.remove_button.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        self.remove_button.clicked.connect(self.remove_requested)
        box.addWidget(self.remove_button)
        self.setToolTip(str(meld))


class MeldEditor(QtWidgets.QWidget):
    """Table melds: pick a kind and its cards (typed or from a face pop-up), Add; shown as chips."""

    changed = QtCore.Signal()

    def __init__(self, kinds: Sequence[str] = MELD_KINDS, ctx=None, parent: QtWidgets.QWidget | None = None,
                 card_height: int = 68, show_label: bool = True, show_empty: bool = True) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.kinds = tuple(kinds)
        self._melds: list[Meld] = []
        self._used = [0] * NUM_KINDS
        self._xi = True
        self._error = ""
        self._error_parts: tuple[str, str] = ("", "")
        self._show_empty = show_empty

        self.label = QtWidgets.QLabel()
        self.kind_combo = QtWidgets.QComboBox()
        for k in self.kinds:
            self.kind_combo.addItem(k, k)
        self.kind_combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kind_combo.setMinimumContentsLength(5)
        self.label.setBuddy(self.kind_combo)
        self.label.setVisible(show_label)
        self.cards_edit = QtWidgets.QLineEdit()
        self.cards_edit.setMinimumWidth(60)
        self.pick_button = QtWidgets.QToolButton()
        self.pick_button.setPopupMode(QtWidgets.QToolButton.ToolButtonPopupMode.InstantPopup)
        self.pick_button.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.popup = QtWidgets.QMenu(self.pick_button)
        self.popup_grid = CardGrid(card_height, ctx)
        action = QtWidgets.QWidgetAction(self.popup)
        action.setDefaultWidget(self.popup_grid)
        self.popup.addAction(action)
        self.popup.aboutToShow.connect(self._before_popup)
        self.pick_button.setMenu(self.popup)
        self.add_button = QtWidgets.QPushButton()
        self.error_label = QtWidgets.QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.error_label.hide()
        self.chip_area = QtWidgets.QWidget()
        self.chips = FlowLayout(self.chip_area, spacing=5)
        self.empty_label = QtWidgets.QLabel()
        self.empty_label.setObjectName("subtitle")

        row = QtWidgets.QHBoxLayout()
        row.setSpacing(4)
        row.addWidget(self.label)
        row.addWidget(self.kind_combo)
        row.addWidget(self.cards_edit, 1)
        row.addWidget(self.pick_button)
        row.addWidget(self.add_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(row)
        layout.addWidget(self.error_label)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.chip_area)
        self.empty_label.setVisible(show_empty)
        self.chip_area.hide()

        self.add_button.clicked.connect(self.add_from_row)
        self.cards_edit.returnPressed.connect(self.add_from_row)
        self.cards_edit.textEdited.connect(lambda _t: self._set_error("", ""))
        self.popup_grid.picked.connect(self._picked)
        self.retranslate()

    # --- public ---
    def melds(self) -> list[Meld]:
        return list(self._melds)

    def meld_texts(self) -> list[str]:
        return [str(m) for m in self._melds]

    def counts(self) -> list[int]:
        out = [0] * NUM_KINDS
        for m in self._melds:
            for c in m.cards:
                out[c.index] += 1
        return out

    def set_melds(self, melds: Iterable[str | Meld]) -> None:
        """Replace the melds (bad ones raise :class:`InputError`)."""
        parsed = [m if isinstance(m, Meld) else Meld.parse(m) for m in melds]
        for m in parsed:
            if m.kind not in self.kinds:
                raise InputError(f"{m}: {m.kind} is not offered here", str(m))
        self._melds = parsed
        self._set_error("", "")
        self._rebuild_chips()
        self.changed.emit()

    def clear(self) -> None:
        self.set_melds([])

    def set_used(self, counts: Sequence[int]) -> None:
        self._used = list(counts)

    def set_xi_in_play(self, in_play: bool) -> None:
        self._xi = in_play
        self.popup_grid.set_xi_visible(in_play)

    def error(self) -> str:
        return self._error

    def add(self, text: str) -> bool:
        """Add a meld written ``kind:cards``; on a bad one show the error (naming it) and return False."""
        try:
            meld = Meld.parse(text)
        except InputError as e:
            self._set_error("parse", e.token or text)
            return False
        if meld.kind not in self.kinds:
            self._set_error("kind", meld.kind)
            return False
        mine = self.counts()
        for c in meld.cards:
            mine[c.index] += 1
        if not self._xi and mine[X_INDEX]:
            self._set_error("xi", "X")
            return False
        over = next((k for k in range(NUM_KINDS) if mine[k] + self._used[k] > COPIES), None)
        if over is not None:
            self._set_error("copies", ALL_CARDS[over].code)
            return False
        self._melds.append(meld)
        self._set_error("", "")
        self._rebuild_chips()
        self.changed.emit()
        return True

    def add_from_row(self) -> bool:
        cards = self.cards_edit.text().strip()
        if not cards:
            self._set_error("empty", "")
            self.cards_edit.setFocus()
            return False
        ok = self.add(f"{self.kind_combo.currentData()}:{cards}")
        if ok:
            self.cards_edit.clear()
        return ok

    def remove(self, index: int) -> None:
        if 0 <= index < len(self._melds):
            del self._melds[index]
            self._rebuild_chips()
            self.changed.emit()
            if self._melds:
                chip = self.chips.itemAt(min(index, len(self._melds) - 1)).widget()
                chip.remove_button.setFocus()
            else:
                self.cards_edit.setFocus()

    # --- internals ---
    def _kind_text(self, kind: str) -> str:
        return {"peng": self.tr("peng 碰"), "gang": self.tr("gang 杠"), "bomb": self.tr("bomb 爆炸"),
                "chi": self.tr("chi 吃"), "zhang": self.tr("standing jiang 涨将")}.get(kind, kind)

    def _chip_text(self, kind: str) -> str:
        return {"peng": self.tr("peng"), "gang": self.tr("gang"), "bomb": self.tr("bomb"),
                "chi": self.tr("chi"), "zhang": self.tr("standing")}.get(kind, kind)

    def _before_popup(self) -> None:
        held = self.counts()
        typed = partial_counts(self.cards_edit.text())
        self.popup_grid.set_counts_left([COPIES - self._used[k] - held[k] - typed[k] for k in range(NUM_KINDS)])
        QtCore.QTimer.singleShot(0, self.popup_grid.setFocus)

    def _picked(self, code: str) -> None:
        kind = self.kind_combo.currentData()
        if kind == "chi":  # a chi needs several cards: collect them in the line, keep the pop-up open
            text = self.cards_edit.text().strip()
            self.cards_edit.setText(f"{text} {code}".strip())
            self._before_popup()
            return
        self.popup.close()
        self.cards_edit.setText(code)
        self.add_from_row()

    def _rebuild_chips(self) -> None:
        while self.chips.count():
            item = self.chips.takeAt(0)
            if item.widget():
                item.widget().hide()  # gone at once, deleted when the event loop gets to it
                item.widget().deleteLater()
        for i, meld in enumerate(self._melds):
            chip = MeldChip(meld, self._chip_text(meld.kind))
            chip.remove_button.setToolTip(self.tr("Remove %1").replace("%1", str(meld)))
            chip.remove_button.setAccessibleName(self.tr("Remove %1").replace("%1", str(meld)))
            chip.remove_requested.connect(lambda i=i: self.remove(i))
            self.chips.addWidget(chip)
        self.empty_label.setVisible(self._show_empty and not self._melds)
        self.chip_area.setVisible(bool(self._melds))
        self.chip_area.updateGeometry()

    def _set_error(self, kind: str, token: str) -> None:
        self._error_parts = (kind, token)
        self._show_error()

    def _show_error(self) -> None:
        kind, token = self._error_parts
        messages = {
            "": "",
            "empty": self.tr("Type a card (e.g. 5m or 千字) or pick one under Faces first."),
            "parse": self.tr("“%1” is not a meld: peng is 3 of a card, gang and bomb 4, chi a run, baozi or "
                             "combination, standing jiang 1 jiang card."),
            "kind": self.tr("“%1” melds are not offered here."),
            "xi": self.tr("“%1”: Xi (喜) is not in play under this rule set."),
            "copies": self.tr("“%1”: more than four copies, counting the hand and the other melds."),
        }
        self._error = messages[kind].replace("%1", token)
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))

    def retranslate(self) -> None:
        self.label.setText(self.tr("&Meld:"))
        for i in range(self.kind_combo.count()):
            self.kind_combo.setItemText(i, self._kind_text(self.kind_combo.itemData(i)))
        self.kind_combo.setToolTip(self.tr("Kind of table meld"))
        self.cards_edit.setPlaceholderText(self.tr("card, e.g. Q or 5m"))
        self.cards_edit.setAccessibleName(self.tr("Meld cards"))
        self.pick_button.setText(self.tr("Faces"))
        self.pick_button.setToolTip(self.tr("Pick the card from its face (arrow keys and Enter work too)"))
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add this meld (Enter in the card field does the same)"))
        self.empty_label.setText(self.tr("No melds on the table."))
        for i in range(self.chips.count()):
            chip = self.chips.itemAt(i).widget()
            if isinstance(chip, MeldChip):
                chip.text.setText(self._chip_text(chip.meld.kind))
                chip.remove_button.setToolTip(self.tr("Remove %1").replace("%1", str(chip.meld)))
        self._show_error()

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["CardGrid", "CardPicker", "FlowLayout", "MeldChip", "MeldEditor", "card_label", "partial_counts"]
