"""Picking cards of one deck: the widgets the 长牌 and 歪胡子 pickers share, parameterised by a :class:`Deck`.

* :class:`Deck` — what the widgets need to know about a deck: its kinds in index order and their
  rows in the grid, how notation parses and formats, the copies of each kind, an optional ink
  colour per kind, and the kinds a rule set may take out of play (长牌 喜).
* :class:`DeckGrid` — the faces in rows, the copies left under each. Click, or move with the arrow
  keys and press Enter/Space, to pick a card (``picked``); right-click or Delete/Backspace takes one
  back (``unpicked``). A kind with no copy left, or out of play, cannot be picked.
* :class:`DeckPicker` — a grid plus a notation line that parses as you type and names the bad token
  in red; picking a face appends it to the line.
* :class:`DeckMeldEditor` — table melds shown as removable :class:`MeldChip` s in a
  :class:`FlowLayout`; the deck's own editor adds the row that makes a meld (kind, cards, Add).

``archive_app.ui.card_picker`` and ``archive_app.ui.waihuzi_picker`` define the two decks and the thin
subclasses the pages use. Deck-specific strings live there as small overrides. Where a deck words a
shared string differently in Chinese (歪胡子 says 亮牌 for a table meld), its module declares that
string again in its own class's context: PySide's ``tr()`` looks in the instance's class first, then
along the MRO, so the deck's wording wins and the others get the shared one.
"""

from __future__ import annotations

import html
import operator
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from archive_app.cardfaces import card_aspect, card_pixmap
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.notation import remove_one
from engine.core.deck import Deck as EngineDeck
from engine.core.errors import CardError, InputError

ERROR_COLOUR = "#b3261e"
COUNT_COLOUR = "#6b5c44"  # copies left, row captions
INK = {"red": "#c0271d", "black": "#1c1a18"}  # copies left of a coloured deck's kinds
SPENT_INK = "#a89a80"  # ... and of a kind with none left
_SEPARATORS = re.compile(r"[\s,，、;；]+")


def card_label(card: Any, ctx=None) -> str:
    """The card's name in the UI language: 三万 or 柒 (in the reader's script), or "three wan"."""
    if ctx is None:
        return card.code
    return ctx.zh(card.zh) if ctx.lang == "zh" else card.en


@dataclass(frozen=True)
class Deck:
    """One deck as the shared widgets see it: the engine's deck (kinds, notation, copies) plus how the
    grid lays it out and inks it. Rule knowledge stays in the engine; this adds only presentation."""

    engine: EngineDeck
    rows: tuple[tuple[int, ...], ...]  # the grid: kind indexes row by row
    label: Callable[[Any, Any], str] = card_label
    face_key: Callable[[Any], str] = operator.attrgetter("code")  # key for archive_app.cardfaces
    colour: Callable[[str], str] | None = None  # code -> "red" or "black", for a deck printed in two inks
    optional: tuple[int, ...] = ()  # kinds a rule set may leave out: hidden in the grid, refused when typed
    card_height: int = 76  # the grid's default face height
    error: type[InputError] = CardError  # what parse raises (with ``.token``) on a bad word

    @property
    def cards(self) -> tuple[Any, ...]:
        return self.engine.cards

    @property
    def by_code(self) -> dict[str, Any]:
        return self.engine.by_code

    @property
    def copies(self) -> int:
        return self.engine.copies

    @property
    def size(self) -> int:
        return self.engine.size

    def parse(self, text: str) -> list:
        return self.engine.parse(text)

    def format(self, cards: Iterable[Any], *, compact: bool = False) -> str:
        return self.engine.format(cards, compact=compact)

    def counts(self, cards: Iterable[Any]) -> list[int]:
        return self.engine.counts(cards, limit=1 << 30)

    def partial_counts(self, text: str) -> list[int]:
        """Copies of each kind among the words of ``text`` that parse (bad words are skipped)."""
        return self.engine.partial_counts(text)

    def over_limit(self, counts: Sequence[int], used: Sequence[int]) -> int | None:
        """The first kind of which ``counts`` and ``used`` together hold more than the copies there are."""
        return next((k for k in range(self.size) if counts[k] + used[k] > self.copies), None)


# --------------------------------------------------------------------------------------------- grid

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


# --------------------------------------------------------------------------------------------- picker

class DeckPicker(QtWidgets.QWidget):
    """A :class:`DeckGrid` and a notation line edit that parses as you type.

    By default the picker lays out its parts itself (grid, notation row, error line). With
    ``detached=True`` it stays hidden and the owner places ``grid``, ``notation`` and
    ``error_label`` where it likes (the hand lab puts the notation across the page).
    """

    changed = QtCore.Signal()

    deck: Deck
    grid_class: type[DeckGrid] = DeckGrid

    def __init__(self, ctx=None, card_height: int | None = None, parent: QtWidgets.QWidget | None = None,
                 detached: bool = False, *, deck: Deck | None = None) -> None:
        super().__init__(parent)
        self.deck = deck or type(self).deck
        self.ctx = ctx
        self._used = [0] * self.deck.size
        self._hidden: frozenset[int] = frozenset()
        self._cards: list = []
        self._error = ""
        self._token = ""
        self._error_kind: tuple[str, str] = ("", "")

        self.grid = self.grid_class(card_height, ctx, deck=self.deck)
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

    # --- deck-specific text (overridden per deck) ---
    def notation_help(self) -> tuple[str, str]:
        """The line edit's placeholder and tooltip."""
        return "", ""

    def error_template(self, kind: str) -> str:
        """The message for a bad line, ``%1`` standing for the token: ``unknown`` (not a card) or
        ``hidden`` (a kind out of play); "more than four copies" is the same for every deck."""
        raise NotImplementedError

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

    def cards(self) -> list:
        """The parsed cards in the order written ([] while the line has an error)."""
        return list(self._cards)

    def error(self) -> str:
        return self._error

    def token(self) -> str:
        return self._token

    def counts(self) -> list[int]:
        return self.deck.counts(self._cards)

    def add(self, code: str) -> None:
        text = self.edit.text().rstrip()
        self.edit.setText(f"{text} {code}" if text else code)

    def take(self, code: str) -> None:
        """Take one copy of ``code`` out of the line, the rest as the user wrote it (:func:`remove_one`)."""
        text = None if self._error else remove_one(self.edit.text(), code, self.deck.parse)
        if text is None:
            QtWidgets.QApplication.beep()
            return
        self.edit.setText(text)

    def set_used(self, counts: Sequence[int]) -> None:
        """Copies held elsewhere (table melds): they count against the copies of each kind."""
        self._used = list(counts)
        self._reparse()

    def set_in_play(self, in_play: bool) -> None:
        """Whether the deck's optional kinds are in play (out of play they are hidden and refused)."""
        self._hidden = frozenset() if in_play else frozenset(self.deck.optional)
        self.grid.set_in_play(in_play)
        self._reparse()

    # --- parsing ---
    def _reparse(self) -> None:
        text = self.edit.text()
        cards: list = []
        kind, token = "", ""
        try:
            cards = self.deck.parse(text)
        except self.deck.error as e:
            kind, token = "unknown", e.token
        if not kind:
            counts = self.deck.counts(cards)
            hidden = next((k for k in sorted(self._hidden) if counts[k]), None)
            over = self.deck.over_limit(counts, self._used)
            if hidden is not None:
                kind, token = "hidden", self.deck.cards[hidden].code
            elif over is not None:
                kind, token = "copies", self.deck.cards[over].code
        self._error_kind = (kind, token)
        self._token = token
        self._cards = [] if kind else cards
        shown = self.deck.partial_counts(text) if kind == "unknown" else self.deck.counts(cards)  # still show
        self.grid.set_counts_left([self.deck.copies - self._used[k] - shown[k] for k in range(self.deck.size)])
        self._show_error()
        self.changed.emit()

    def _show_error(self) -> None:
        kind, token = self._error_kind
        if not kind:
            self._error = ""
        elif kind == "copies":
            card = self.deck.by_code[token]
            self._error = self.tr("“%1” (%2): more than four copies, counting the table melds.").replace(
                "%1", token).replace("%2", self.deck.label(card, self.ctx) if self.ctx else card.zh)
        else:
            self._error = self.error_template(kind).replace("%1", token)
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
        self.count_label.setText(self.tr("%1 cards").replace("%1", str(len(self._cards))) if not self._error else "")

    # --- language ---
    def retranslate(self) -> None:
        self.label.setText(self.tr("&Hand:"))
        placeholder, tip = self.notation_help()
        self.edit.setPlaceholderText(placeholder)
        self.edit.setToolTip(tip)
        self.edit.setAccessibleName(self.tr("Hand notation"))
        self.grid._update_accessible()
        self.grid.updateGeometry()  # row captions change width with the language
        self.grid.update()
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
    """One meld as small faces (five at most), its kind, and a remove button."""

    remove_requested = QtCore.Signal()

    def __init__(self, meld: Any, kind_text: str, parent: QtWidgets.QWidget | None = None,
                 face_key: Callable[[Any], str] = operator.attrgetter("code")) -> None:
        super().__init__(parent)
        self.meld = meld
        self.setObjectName("chip")
        self.setStyleSheet("QFrame#chip { background: #e8efe6; border: 1px solid #9fb59a; border-radius: 5px; }"
                           "QFrame#chip QLabel { background: transparent; border: none; }")
        box = QtWidgets.QHBoxLayout(self)
        box.setContentsMargins(5, 3, 2, 3)
        box.setSpacing(1)
        dpr = self.devicePixelRatioF()
        for card in meld.cards[:5]:
            face = QtWidgets.QLabel()
            face.setPixmap(card_pixmap(face_key(card), 40, dpr))
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


class DeckMeldEditor(QtWidgets.QWidget):
    """Table melds of one deck: a kind combo and Add in ``entry_row`` (the deck's editor adds how the
    cards are given, builds its widgets after this ``__init__`` and then calls :meth:`retranslate`),
    the melds as chips, and the checks every deck makes (a meld parses, its kind is offered, no kind
    out of play, no more copies than there are counting ``set_used``)."""

    changed = QtCore.Signal()

    deck: Deck
    chip_class: type[MeldChip] = MeldChip
    KIND_CHARS = 5  # the kind combo's minimum width in characters

    def __init__(self, kinds: Sequence[str], ctx=None, parent: QtWidgets.QWidget | None = None,
                 show_empty: bool = True, *, deck: Deck | None = None) -> None:
        super().__init__(parent)
        self.deck = deck or type(self).deck
        self.ctx = ctx
        self.kinds = tuple(kinds)
        self._melds: list = []
        self._used = [0] * self.deck.size
        self._hidden: frozenset[int] = frozenset()
        self._error = ""
        self._error_parts: tuple[str, str] = ("", "")
        self._show_empty = show_empty

        self.kind_combo = QtWidgets.QComboBox()
        for k in self.kinds:
            self.kind_combo.addItem(k, k)
        self.kind_combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.kind_combo.setMinimumContentsLength(self.KIND_CHARS)
        self.add_button = QtWidgets.QPushButton()
        self.error_label = QtWidgets.QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.error_label.hide()
        self.chip_area = QtWidgets.QWidget()
        self.chips = FlowLayout(self.chip_area, spacing=5)
        self.empty_label = QtWidgets.QLabel()
        self.empty_label.setObjectName("subtitle")

        self.entry_row = QtWidgets.QHBoxLayout()
        self.entry_row.setSpacing(4)
        self.entry_row.addWidget(self.kind_combo)
        self.entry_row.addWidget(self.add_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(self.entry_row)
        layout.addWidget(self.error_label)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.chip_area)
        self.empty_label.setVisible(show_empty)
        self.chip_area.hide()

        self.add_button.clicked.connect(self.add_from_row)

    # --- deck-specific (overridden per deck) ---
    def parse_meld(self, text: str) -> Any:
        """``kind:cards`` -> a meld; raises :class:`InputError` naming the bad part."""
        raise NotImplementedError

    def refused_kind(self, meld: Any) -> str | None:
        """The meld's kind when this editor does not offer it, else None."""
        return None

    def add_from_row(self) -> bool:
        """Add the meld the entry row describes."""
        raise NotImplementedError

    def entry_focus(self) -> QtWidgets.QWidget:
        """Where focus goes when the last meld is removed."""
        return self.kind_combo

    def kind_text(self, kind: str) -> str:
        """A kind as the combo shows it."""
        return kind

    def kind_tip(self, kind: str) -> str | None:
        """A kind's tooltip in the combo (None: none)."""
        return None

    def chip_text(self, kind: str) -> str:
        """A meld's kind as its chip shows it."""
        return kind

    def messages(self) -> dict[str, str]:
        """Error messages by kind, ``%1`` standing for the token; a deck adds ``parse`` and its own."""
        return {"": "", "copies": self.tr("“%1”: more than four copies, counting the hand and the other melds.")}

    def retranslate_entry(self) -> None:
        """Set the strings of the deck's own entry widgets."""

    # --- public ---
    def melds(self) -> list:
        return list(self._melds)

    def meld_texts(self) -> list[str]:
        return [str(m) for m in self._melds]

    def counts(self) -> list[int]:
        return self.deck.counts(c for m in self._melds for c in m.cards)

    def set_melds(self, melds: Iterable[Any]) -> None:
        """Replace the melds (text or meld objects; a bad one raises :class:`InputError` naming it)."""
        parsed = [self.parse_meld(m) if isinstance(m, str) else m for m in melds]
        for m in parsed:
            kind = self.refused_kind(m)
            if kind is not None:
                raise InputError(f"{m}: {kind} is not offered here", str(m))
        self._melds = parsed
        self._set_error("", "")
        self._rebuild_chips()
        self.changed.emit()

    def clear(self) -> None:
        self.set_melds([])

    def set_used(self, counts: Sequence[int]) -> None:
        self._used = list(counts)

    def set_in_play(self, in_play: bool) -> None:
        """Whether the deck's optional kinds are in play (out of play a meld holding one is refused)."""
        self._hidden = frozenset() if in_play else frozenset(self.deck.optional)

    def error(self) -> str:
        return self._error

    def add(self, text: str) -> bool:
        """Add a meld written ``kind:cards``; on a bad one show the error (naming it) and return False."""
        try:
            meld = self.parse_meld(text)
        except InputError as e:
            self._set_error("parse", e.token or text)
            return False
        refused = self.refused_kind(meld)
        if refused is not None:
            self._set_error("kind", refused)
            return False
        mine = self.counts()
        for c in meld.cards:
            mine[c.index] += 1
        hidden = next((k for k in sorted(self._hidden) if mine[k]), None)
        if hidden is not None:
            self._set_error("hidden", self.deck.cards[hidden].code)
            return False
        over = self.deck.over_limit(mine, self._used)
        if over is not None:
            self._set_error("copies", self.deck.cards[over].code)
            return False
        self._melds.append(meld)
        self._set_error("", "")
        self._rebuild_chips()
        self.changed.emit()
        return True

    def remove(self, index: int) -> None:
        if 0 <= index < len(self._melds):
            del self._melds[index]
            self._rebuild_chips()
            self.changed.emit()
            if self._melds:
                chip = self.chips.itemAt(min(index, len(self._melds) - 1)).widget()
                chip.remove_button.setFocus()
            else:
                self.entry_focus().setFocus()

    # --- internals ---
    @staticmethod
    def _kind_of(meld: Any) -> str:
        return getattr(meld.kind, "value", meld.kind)  # an enum in some engines, a string in others

    def _rebuild_chips(self) -> None:
        while self.chips.count():
            item = self.chips.takeAt(0)
            if item.widget():
                item.widget().hide()  # gone at once, deleted when the event loop gets to it
                item.widget().deleteLater()
        for i, meld in enumerate(self._melds):
            chip = self.chip_class(meld, self.chip_text(self._kind_of(meld)), face_key=self.deck.face_key)
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
        self._error = self.messages()[kind].replace("%1", token)
        self.error_label.setText(self._error)
        self.error_label.setVisible(bool(self._error))

    def retranslate(self) -> None:
        for i in range(self.kind_combo.count()):
            kind = self.kind_combo.itemData(i)
            self.kind_combo.setItemText(i, self.kind_text(kind))
            tip = self.kind_tip(kind)
            if tip is not None:
                self.kind_combo.setItemData(i, tip, QtCore.Qt.ItemDataRole.ToolTipRole)
        self.kind_combo.setToolTip(self.tr("Kind of table meld"))
        self.add_button.setText(self.tr("Add"))
        self.empty_label.setText(self.tr("No melds on the table."))
        self.retranslate_entry()
        for i in range(self.chips.count()):
            chip = self.chips.itemAt(i).widget()
            if isinstance(chip, MeldChip):
                chip.text.setText(self.chip_text(self._kind_of(chip.meld)))
                chip.remove_button.setToolTip(self.tr("Remove %1").replace("%1", str(chip.meld)))
        self._show_error()

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["COUNT_COLOUR", "DeckGrid", "DeckMeldEditor", "DeckPicker", "Deck", "ERROR_COLOUR", "FlowLayout", "INK",
           "MeldChip", "card_label"]
