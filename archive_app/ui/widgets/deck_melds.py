"""Table melds of one deck: :class:`DeckMeldEditor` shows them as removable :class:`MeldChip` s in a
:class:`FlowLayout` and makes the checks every deck makes; the deck's own editor adds the entry row."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from archive_app.cardfaces import card_pixmap
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.deck import ERROR_COLOUR, Deck
from archive_app.ui.widgets.flow_layout import FlowLayout
from engine.core.errors import InputError


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
