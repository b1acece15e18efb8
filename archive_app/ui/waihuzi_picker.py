"""Picking 歪胡子 cards: the 20 character faces (small 一…十, big 壹…拾) drawn in their red and black,
four copies of each, a notation line that parses as you type, and a table-meld editor.

* :class:`WaihuziGrid` — the faces in two rows (小字, 大字), the copies left under each. Click, or
  move with the arrow keys and press Enter/Space, to pick (``picked``); right-click or
  Delete/Backspace takes one back (``unpicked``). A kind with no copy left cannot be picked.
* :class:`WaihuziPicker` — a grid plus a notation line (``333d 270d 456x`` or 叁叁叁 贰柒拾) that
  names the bad token in red; picking a face appends it to the line.
* :class:`WaihuziMeldEditor` — a kind (碰, 歪, 溜, 吃), the card or phrase, Add; melds as chips.

The numerals 二 七 十 and 贰 柒 拾 are red, the rest black (s004.p010): :func:`card_colour`.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence

from archive_app.cardfaces import card_aspect, card_pixmap
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.card_picker import FlowLayout
from engine.explain import InputError
from engine.waihuzi.cards import ALL_CARDS, BY_CODE, COPIES, NUM_KINDS, Card, CardError, format_cards, parse_cards
from engine.waihuzi.groups import Group, is_erqishi, is_run, parse_meld

ROWS: tuple[tuple[int, ...], ...] = (tuple(range(0, 10)), tuple(range(10, 20)))
ERROR_COLOUR = "#b3261e"
RED = "#c0271d"
BLACK = "#1c1a18"
_SEPARATORS = re.compile(r"[\s,，、;；]+")
MELD_KINDS: tuple[str, ...] = ("peng", "wai", "liu", "chi")


def card_colour(code: str) -> str:
    """``"red"`` for 二 七 十 贰 柒 拾, else ``"black"`` (s004.p010)."""
    return BY_CODE[code].color


def waihuzi_label(card: Card, ctx=None) -> str:
    """The card's name in the UI language: 柒 (in the reader's script) or "big seven"."""
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

class WaihuziGrid(QtWidgets.QWidget):
    """The 20 faces in two rows, with the copies left; mouse and keyboard pick."""

    picked = QtCore.Signal(str)  # a card code
    unpicked = QtCore.Signal(str)

    MARGIN = 4
    GAP_X = 7
    GAP_Y = 5
    COUNT_H = 15

    def __init__(self, card_height: int = 80, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._card_h = card_height
        self._card_w = max(1, round(card_height * card_aspect()))
        self._left = [COPIES] * NUM_KINDS
        self._current = 0
        self._hover = -1
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Fixed)
        self._update_accessible()

    # --- state ---
    def set_counts_left(self, left: Sequence[int]) -> None:
        self._left = [max(0, int(n)) for n in left]
        self._update_accessible()
        self.update()

    def counts_left(self) -> list[int]:
        return list(self._left)

    def current(self) -> str:
        return ALL_CARDS[self._current].code

    def set_current(self, code: str) -> None:
        self._current = BY_CODE[code].index
        self._update_accessible()
        self.update()

    def colour(self, code: str) -> str:
        return card_colour(code)

    def pick(self, code: str) -> bool:
        """Pick ``code`` as a click would; False (and a beep) when no copy is left."""
        index = BY_CODE[code].index
        if self._left[index] <= 0:
            QtWidgets.QApplication.beep()
            return False
        self._current = index
        self.picked.emit(code)
        return True

    # --- geometry ---
    def _label_width(self) -> int:
        fm = QtGui.QFontMetrics(self._row_font())
        return max(fm.horizontalAdvance(t) for t in self._row_names()) + 8

    def _row_font(self) -> QtGui.QFont:
        font = QtGui.QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        return font

    def _row_names(self) -> tuple[str, str]:
        return (self.tr("small"), self.tr("big"))

    def _cell_size(self) -> QtCore.QSize:
        return QtCore.QSize(self._card_w + self.GAP_X, self._card_h + self.COUNT_H + self.GAP_Y)

    def cell_rect(self, index: int) -> QtCore.QRect:
        """The rectangle of one card (face and count) in widget coordinates."""
        cell = self._cell_size()
        r, c = divmod(index, 10)
        return QtCore.QRect(self.MARGIN + self._label_width() + c * cell.width(), self.MARGIN + r * cell.height(),
                            cell.width(), cell.height())

    def face_rect(self, index: int) -> QtCore.QRect:
        rect = self.cell_rect(index)
        return QtCore.QRect(rect.x() + self.GAP_X // 2, rect.y() + self.GAP_Y // 2, self._card_w, self._card_h)

    def index_at(self, pos: QtCore.QPoint) -> int:
        for index in range(NUM_KINDS):
            if self.cell_rect(index).contains(pos):
                return index
        return -1

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        cell = self._cell_size()
        return QtCore.QSize(2 * self.MARGIN + self._label_width() + 10 * cell.width(),
                            2 * self.MARGIN + len(ROWS) * cell.height())

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return self.sizeHint()

    # --- painting ---
    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        dpr = self.devicePixelRatioF()
        font = self._row_font()
        p.setFont(font)
        cell = self._cell_size()
        p.setPen(QtGui.QColor("#6b5c44"))
        for r, name in enumerate(self._row_names()):
            rect = QtCore.QRect(self.MARGIN, self.MARGIN + r * cell.height(), self._label_width() - 6, self._card_h)
            p.drawText(rect, QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter, name)
        for index in range(NUM_KINDS):
            rect = self.cell_rect(index)
            left = self._left[index]
            if index == self._hover and left > 0:
                p.setPen(QtCore.Qt.PenStyle.NoPen)
                p.setBrush(QtGui.QColor("#eadcb8"))
                p.drawRoundedRect(QtCore.QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            face = self.face_rect(index)
            p.setOpacity(1.0 if left > 0 else 0.28)
            p.drawPixmap(face.topLeft(), card_pixmap(ALL_CARDS[index].code, self._card_h, dpr))
            p.setOpacity(1.0)
            count_rect = QtCore.QRect(rect.x(), face.bottom() + 1, rect.width(), self.COUNT_H)
            red = ALL_CARDS[index].is_red
            p.setPen(QtGui.QColor(RED if red else BLACK) if left else QtGui.QColor("#a89a80"))
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
            self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor if index >= 0 else QtCore.Qt.CursorShape.ArrowCursor)
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
        r, c = divmod(self._current, 10)
        if key in (Key.Key_Left, Key.Key_Right):
            self._move(r * 10 + (c + (1 if key == Key.Key_Right else -1)) % 10)
        elif key in (Key.Key_Up, Key.Key_Down):
            self._move(((r + 1) % 2) * 10 + c)
        elif key == Key.Key_Home:
            self._move(r * 10)
        elif key == Key.Key_End:
            self._move(r * 10 + 9)
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
        name = f"{card.zh} · {card.en}" if self.ctx is None else waihuzi_label(card, self.ctx)
        colour = self.tr("red") if card.is_red else self.tr("black")
        return (self.tr("%1 (%2, %3): %4 left").replace("%1", name).replace("%2", card.code)
                .replace("%3", colour).replace("%4", str(self._left[index])))

    def _update_accessible(self) -> None:
        self.setAccessibleName(self.tr("Waihuzi card faces"))
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

class WaihuziPicker(QtWidgets.QWidget):
    """A :class:`WaihuziGrid` and a notation line edit that parses as you type.

    With ``detached=True`` the picker stays hidden and the owner places ``grid``, ``notation`` and
    ``error_label`` itself.
    """

    changed = QtCore.Signal()

    def __init__(self, ctx=None, card_height: int = 80, parent: QtWidgets.QWidget | None = None,
                 detached: bool = False) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._used = [0] * NUM_KINDS
        self._cards: list[Card] = []
        self._error = ""
        self._token = ""
        self._error_kind: tuple[str, str] = ("", "")

        self.grid = WaihuziGrid(card_height, ctx)
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

        self.notation = QtWidgets.QWidget()
        row = QtWidgets.QHBoxLayout(self.notation)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.label)
        row.addWidget(self.edit, 1)
        row.addWidget(self.count_label)
        if detached:
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
        """The parsed cards in the order written ([] while the line has an error)."""
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
            over = next((k for k in range(NUM_KINDS) if counts[k] + self._used[k] > COPIES), None)
            if over is not None:
                kind, token = "copies", ALL_CARDS[over].code
        self._error_kind = (kind, token)
        self._token = token
        self._cards = [] if kind else cards
        shown = partial_counts(text) if kind == "unknown" else [0] * NUM_KINDS
        if kind != "unknown":
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
            self._error = self.tr("“%1” is not a Waihuzi card. Use 1x–9x 0x (一…十), 1d–9d 0d (壹…拾) or the "
                                  "numerals.").replace("%1", token)
        else:
            card = BY_CODE[token]
            self._error = self.tr("“%1” (%2): more than four copies, counting the table melds.").replace(
                "%1", token).replace("%2", waihuzi_label(card, self.ctx) if self.ctx else card.zh)
        if self._error:
            shown = html.escape(self._error).replace(html.escape(f"“{token}”"), f"<b>“{html.escape(token)}”</b>", 1)
            self.error_label.setText(shown)
            self.error_label.show()
            self.edit.setStyleSheet(f"QLineEdit {{ border: 2px solid {ERROR_COLOUR}; border-radius: 3px; padding: 2px; }}")
        else:
            self.error_label.clear()
            self.error_label.hide()
            self.edit.setStyleSheet("")
        self.count_label.setText(self.tr("%1 cards").replace("%1", str(len(self._cards))) if not self._error else "")

    # --- language ---
    def retranslate(self) -> None:
        self.label.setText(self.tr("&Hand:"))
        self.edit.setPlaceholderText(self.tr("click faces or type: 333d 270d 456x or 叁叁叁 贰柒拾"))
        self.edit.setToolTip(self.tr("Small 一…十 are 1x–9x and 0x, big 壹…拾 are 1d–9d and 0d; digits share a "
                                     "letter (270x is 二七十); Chinese numerals parse too."))
        self.edit.setAccessibleName(self.tr("Hand notation"))
        self.grid._update_accessible()
        self.grid.updateGeometry()
        self.grid.update()
        self._show_error()

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# --------------------------------------------------------------------------------------------- melds

def chi_choices(ten_after_nine: bool = True) -> list[str]:
    """Every 吃 meld's cards in compact notation: the runs, then 二七十, small then big."""
    out = []
    last = 8 if ten_after_nine else 7
    for size in "xd":
        base = 0 if size == "x" else 10
        for start in range(last):
            kinds = (base + start, base + start + 1, base + start + 2)
            if is_run(kinds):
                out.append(format_cards((ALL_CARDS[k] for k in kinds), compact=True))
        if is_erqishi((base + 1, base + 6, base + 9)):
            out.append("270" + size)
    return out


class WaihuziMeldChip(QtWidgets.QFrame):
    """One meld as small faces, its kind, and a remove button."""

    remove_requested = QtCore.Signal()

    def __init__(self, meld: Group, kind_text: str, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.meld = meld
        self.setObjectName("chip")
        self.setStyleSheet("QFrame#chip { background: #e8efe6; border: 1px solid #9fb59a; border-radius: 5px; }"
                           "QFrame#chip QLabel { background: transparent; border: none; }")
        box = QtWidgets.QHBoxLayout(self)
        box.setContentsMargins(5, 3, 2, 3)
        box.setSpacing(1)
        dpr = self.devicePixelRatioF()
        for card in meld.cards:
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


class WaihuziMeldEditor(QtWidgets.QWidget):
    """Table melds: a kind (碰 歪 溜 吃), its card or phrase from a list, Add; shown as chips."""

    changed = QtCore.Signal()

    def __init__(self, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._melds: list[Group] = []
        self._used = [0] * NUM_KINDS
        self._error_parts: tuple[str, str] = ("", "")
        self._error = ""

        self.kind_combo = QtWidgets.QComboBox()
        self.kind_combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToContents)  # its text must not clip
        for k in MELD_KINDS:
            self.kind_combo.addItem(k, k)
        self.card_combo = QtWidgets.QComboBox()
        self.card_combo.setMaxVisibleItems(20)
        for combo, chars in ((self.kind_combo, 8), (self.card_combo, 6)):
            combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(chars)
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
        row.addWidget(self.kind_combo)
        row.addWidget(self.card_combo, 1)
        row.addWidget(self.add_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(row)
        layout.addWidget(self.error_label)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.chip_area)
        self.chip_area.hide()

        self.kind_combo.currentIndexChanged.connect(lambda _i: self._fill_cards())
        self.add_button.clicked.connect(self.add_from_row)
        self._fill_cards()
        self.retranslate()

    # --- public ---
    def melds(self) -> list[Group]:
        return list(self._melds)

    def meld_texts(self) -> list[str]:
        return [str(m) for m in self._melds]

    def counts(self) -> list[int]:
        out = [0] * NUM_KINDS
        for m in self._melds:
            for c in m.cards:
                out[c.index] += 1
        return out

    def set_melds(self, melds: Iterable[str]) -> None:
        """Replace the melds (a bad one raises :class:`InputError` naming it)."""
        self._melds = [parse_meld(m) for m in melds]
        self._set_error("", "")
        self._rebuild_chips()
        self.changed.emit()

    def set_used(self, counts: Sequence[int]) -> None:
        self._used = list(counts)

    def error(self) -> str:
        return self._error

    def add(self, text: str) -> bool:
        """Add a meld written ``kind:cards``; on a bad one show the error (naming it) and return False."""
        try:
            meld = parse_meld(text)
        except InputError as e:
            self._set_error("parse", e.token or text)
            return False
        mine = self.counts()
        for c in meld.cards:
            mine[c.index] += 1
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
        return self.add(f"{self.kind_combo.currentData()}:{self.card_combo.currentData()}")

    def remove(self, index: int) -> None:
        if 0 <= index < len(self._melds):
            del self._melds[index]
            self._rebuild_chips()
            self.changed.emit()
            if self._melds:
                chip = self.chips.itemAt(min(index, len(self._melds) - 1)).widget()
                chip.remove_button.setFocus()
            else:
                self.kind_combo.setFocus()

    # --- internals ---
    def _kind_text(self, kind: str) -> str:
        return {"peng": self.tr("peng 碰 (a discard)"), "wai": self.tr("wai 歪 (self-drawn)"),
                "liu": self.tr("liu 溜 (four)"), "chi": self.tr("chi 吃 (a phrase)")}.get(kind, kind)

    def _chip_text(self, kind: str) -> str:
        return {"peng": self.tr("peng"), "wai": self.tr("wai"), "liu": self.tr("liu"), "shun": self.tr("chi"),
                "erqishi": self.tr("chi")}.get(kind, kind)

    def _choice_text(self, code: str) -> str:
        cards = parse_cards(code)
        if self.ctx is not None and self.ctx.lang == "zh":
            names = "".join(self.ctx.zh(c.zh) for c in cards)
        elif self.ctx is not None:
            names = " ".join(c.en for c in cards) if len(cards) == 1 else "-".join(str(c.rank) for c in cards) + (
                " " + self.tr("big") if cards[0].is_big else " " + self.tr("small"))
        else:
            names = "".join(c.zh for c in cards)
        return f"{names} ({code})"

    def _fill_cards(self) -> None:
        kind = self.kind_combo.currentData()
        keep = self.card_combo.currentData()
        choices = chi_choices() if kind == "chi" else [c.code for c in ALL_CARDS]
        self.card_combo.blockSignals(True)
        self.card_combo.clear()
        dpr = self.devicePixelRatioF()
        for code in choices:
            first = parse_cards(code)[0]
            icon = QtGui.QIcon(card_pixmap(first.code, 22, dpr))
            self.card_combo.addItem(icon, self._choice_text(code), code)
        index = self.card_combo.findData(keep)
        self.card_combo.setCurrentIndex(max(0, index))
        self.card_combo.blockSignals(False)

    def _rebuild_chips(self) -> None:
        while self.chips.count():
            item = self.chips.takeAt(0)
            if item.widget():
                item.widget().hide()
                item.widget().deleteLater()
        for i, meld in enumerate(self._melds):
            chip = WaihuziMeldChip(meld, self._chip_text(meld.kind.value))
            chip.remove_button.setToolTip(self.tr("Remove %1").replace("%1", str(meld)))
            chip.remove_button.setAccessibleName(self.tr("Remove %1").replace("%1", str(meld)))
            chip.remove_requested.connect(lambda i=i: self.remove(i))
            self.chips.addWidget(chip)
        self.empty_label.setVisible(not self._melds)
        self.chip_area.setVisible(bool(self._melds))
        self.chip_area.updateGeometry()

    def _set_error(self, kind: str, token: str) -> None:
        self._error_parts = (kind, token)
        self._show_error()

    def _show_error(self) -> None:
        kind, token = self._error_parts
        messages = {
            "": "",
            "parse": self.tr("“%1” is not a meld: peng, wai are three alike, liu four alike, chi a run or "
                             "二七十 of one size."),
            "copies": self.tr("“%1”: more than four copies, counting the hand and the other melds."),
        }
        self._error = messages[kind].replace("%1", token)
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))

    def retranslate(self) -> None:
        for i in range(self.kind_combo.count()):
            kind = self.kind_combo.itemData(i)
            self.kind_combo.setItemText(i, self._kind_text(kind).split(" (")[0])  # short: the column is narrow
            self.kind_combo.setItemData(i, self._kind_text(kind), QtCore.Qt.ItemDataRole.ToolTipRole)
        self.kind_combo.setToolTip(self.tr("Kind of table meld"))
        self.kind_combo.setAccessibleName(self.tr("Meld kind"))
        for i in range(self.card_combo.count()):
            self.card_combo.setItemText(i, self._choice_text(self.card_combo.itemData(i)))
        self.card_combo.setToolTip(self.tr("The card (peng, wai, liu) or the phrase (chi)"))
        self.card_combo.setAccessibleName(self.tr("Meld cards"))
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add this meld to the table"))
        self.empty_label.setText(self.tr("No melds on the table."))
        for i in range(self.chips.count()):
            chip = self.chips.itemAt(i).widget()
            if isinstance(chip, WaihuziMeldChip):
                chip.text.setText(self._chip_text(chip.meld.kind.value))
                chip.remove_button.setToolTip(self.tr("Remove %1").replace("%1", str(chip.meld)))
        self._show_error()

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["WaihuziGrid", "WaihuziMeldChip", "WaihuziMeldEditor", "WaihuziPicker", "card_colour", "chi_choices",
           "partial_counts", "waihuzi_label"]
