"""The table melds of the 笃子胡 calculator: 碰, 明杠, 暗杠 or 龙 of one card, chosen from lists, then Add."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.card_combo import card_icon, compact_combo
from archive_app.ui.widgets.card_picker import LONG_CARDS, card_label
from archive_app.ui.widgets.deck_picker import DeckMeldEditor
from engine.cards import ALL_CARDS, BY_CODE, Card
from engine.core.errors import InputError
from engine.duzihu import Group, copies_left

MELD_KINDS = ("peng", "gang", "angang", "long")
XI_CODE = "X"


# Shared strings that 笃子胡 words its own way in Chinese (亮牌 for a table meld, 移除 to remove one):
# tr() looks in the instance's own class context first, so these entries win over deck_picker's.
_OWN_WORDING = (
    QtCore.QT_TRANSLATE_NOOP("DuzihuMeldEditor", "No melds on the table."),
    QtCore.QT_TRANSLATE_NOOP("DuzihuMeldEditor", "Remove %1"),
)


@dataclass(frozen=True)
class TableMeld:
    """A table meld as written (``peng:6m``, which ``str()`` gives back) and the cards it holds."""

    text: str
    cards: tuple[Card, ...]

    @property
    def kind(self) -> str:
        return self.text.partition(":")[0]

    def __str__(self) -> str:
        return self.text


class DuzihuMeldEditor(DeckMeldEditor):
    """Table melds of 笃子胡: 碰, 明杠, 暗杠 or 龙 of one card (no 喜), chosen from lists, then Add.

    Melds keep the text they were given. A meld of a turned jiang holds only the copies left
    (``set_turned``); one that no longer fits them still shows, as written, for the page to flag."""

    deck = LONG_CARDS
    KIND_CHARS = 6

    def __init__(self, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(MELD_KINDS, ctx, parent)
        self._turned: tuple[str, ...] = ()
        self.card_combo = QtWidgets.QComboBox()
        self.card_combo.setMaxVisibleItems(16)
        compact_combo(self.card_combo, 6)
        dpr = self.devicePixelRatioF()
        for card in ALL_CARDS:
            if card.code != XI_CODE:
                self.card_combo.addItem(card_icon(card.code, dpr), card.code, card.code)
        self.entry_row.insertWidget(1, self.card_combo, 1)  # kind, card, Add
        self.retranslate()

    # --- public ---
    def set_melds(self, texts: Sequence[str]) -> None:
        """Replace the melds; any text is kept (see :meth:`_meld`)."""
        super().set_melds([self._meld(str(t)) for t in texts])

    def set_turned(self, turned: Sequence[str]) -> None:
        """The turned jiang: a meld of a turned card holds only the copies left (s002.p015)."""
        if tuple(turned) != self._turned:
            self._turned = tuple(turned)
            self._melds = [self._meld(m.text) for m in self._melds]
            self._rebuild_chips()

    def add_from_row(self) -> bool:
        return self.add(f"{self.kind_combo.currentData()}:{self.card_combo.currentData()}")

    def remove(self, index: int) -> None:
        if 0 <= index < len(self._melds):
            self._set_error("", "")  # removing a meld also clears the last error
        super().remove(index)

    # --- the 笃子胡 specifics ---
    def parse_meld(self, text: str) -> TableMeld:
        return TableMeld(text, Group.parse_meld(text, self._remaining).cards)

    def _remaining(self, card: Card) -> int:
        return copies_left(self._turned)[card.index]

    def _meld(self, text: str) -> TableMeld:
        """``text`` with the copies left by the turned jiang, else with every copy, else with no cards."""
        try:
            return self.parse_meld(text)
        except InputError:
            try:
                return TableMeld(text, Group.parse_meld(text).cards)
            except InputError:
                return TableMeld(text, ())

    def kind_text(self, kind: str) -> str:
        return {"peng": self.tr("peng 碰"), "gang": self.tr("open gang 明杠"), "angang": self.tr("concealed gang 暗杠"),
                "long": self.tr("long 龙 (four dealt)")}.get(kind, kind)

    def chip_text(self, kind: str) -> str:
        return {"peng": self.tr("peng"), "gang": self.tr("open gang"), "angang": self.tr("concealed gang"),
                "long": self.tr("long")}.get(kind, kind)

    def meld_words(self, text: str) -> str:
        """A meld in words for a sentence: 碰 六万 or "peng 6 wan" (ValueError or InputError when unreadable)."""
        kind, _, code = text.partition(":")
        return f"{self.chip_text(kind)} {card_label(BY_CODE[code], self.ctx)}"

    def messages(self) -> dict[str, str]:
        return {**super().messages(),
                "parse": self.tr("“%1” cannot be melded: a turned jiang leaves fewer copies of its card."),
                "copies": self.tr("“%1”: more than four copies, counting the hand, the turned jiang and the other "
                                  "melds.")}

    def retranslate_entry(self) -> None:
        self.kind_combo.setToolTip(self.tr("Kind of table meld: 碰 three, 明杠 four with a discard, 暗杠 four drawn "
                                           "in play, 龙 four from the deal"))
        self.kind_combo.setAccessibleName(self.tr("Meld kind"))
        for i in range(self.card_combo.count()):
            code = self.card_combo.itemData(i)
            self.card_combo.setItemText(i, f"{card_label(BY_CODE[code], self.ctx)} ({code})")
        self.card_combo.setToolTip(self.tr("The card of the meld"))
        self.card_combo.setAccessibleName(self.tr("Meld card"))
        self.add_button.setToolTip(self.tr("Lay this meld on the table"))


__all__ = ["DuzihuMeldEditor", "MELD_KINDS", "TableMeld", "XI_CODE"]
