"""Picking cards of one deck: the widgets the 长牌 and 歪胡子 pickers share, parameterised by a :class:`Deck`.

* :class:`Deck` (``archive_app.ui.deck``) — what the widgets need to know about a deck: its kinds in index order and their
  rows in the grid, how notation parses and formats, the copies of each kind, an optional ink
  colour per kind, and the kinds a rule set may take out of play (长牌 喜).
* :class:`DeckGrid` (``widgets/deck_grid.py``) — the faces in rows, the copies left under each. Click, or move with the arrow
  keys and press Enter/Space, to pick a card (``picked``); right-click or Delete/Backspace takes one
  back (``unpicked``). A kind with no copy left, or out of play, cannot be picked.
* :class:`DeckPicker` — a grid plus a notation line that parses as you type and names the bad token
  in red; picking a face appends it to the line.
* :class:`DeckMeldEditor` (``widgets/deck_melds.py``) — table melds shown as removable :class:`MeldChip` s in a
  :class:`FlowLayout`; the deck's own editor adds the row that makes a meld (kind, cards, Add).

``archive_app.ui.widgets.card_picker`` and ``archive_app.ui.widgets.waihuzi_picker`` define the two decks and the thin
subclasses the pages use. Deck-specific strings live there as small overrides. Where a deck words a
shared string differently in Chinese (歪胡子 says 亮牌 for a table meld), its module declares that
string again in its own class's context: PySide's ``tr()`` looks in the instance's class first, then
along the MRO, so the deck's wording wins and the others get the shared one.
"""


from __future__ import annotations

import html
from collections.abc import Sequence

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.deck import COUNT_COLOUR, ERROR_COLOUR, INK, SPENT_INK, Deck, card_label
from archive_app.ui.notation import remove_one
from archive_app.ui.widgets.deck_grid import DeckGrid
from archive_app.ui.widgets.deck_melds import DeckMeldEditor, MeldChip
from archive_app.ui.widgets.flow_layout import FlowLayout
from archive_app.ui.widgets.notation_help import NotationHelpButton


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
        self.help_button = NotationHelpButton(ctx)
        row.addWidget(self.help_button)
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


__all__ = ["COUNT_COLOUR", "DeckGrid", "DeckMeldEditor", "DeckPicker", "Deck", "ERROR_COLOUR", "FlowLayout", "INK",
           "MeldChip", "SPENT_INK", "card_label"]
