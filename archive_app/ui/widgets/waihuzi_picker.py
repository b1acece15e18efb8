"""Picking 歪胡子 cards: the 20 character faces (small 一…十, big 壹…拾) drawn in their red and black,
four copies of each, a notation line that parses as you type, and a table-meld editor.

The widgets are the generic ones of :mod:`archive_app.ui.widgets.deck_picker`, given the 歪胡子 deck:

* :class:`WaihuziGrid` — the faces in two rows captioned 小字 and 大字, the copies left under each
  in the card's ink. A kind with no copy left cannot be picked.
* :class:`WaihuziPicker` — a grid plus a notation line (``333d 270d 456x`` or 叁叁叁 贰柒拾) that
  names the bad token in red; picking a face appends it to the line.
* :class:`WaihuziMeldEditor` — a kind (碰, 歪, 溜, 吃), the card or phrase from a list, Add; melds as chips.

The numerals 二 七 十 and 贰 柒 拾 are red, the rest black (s004.p010): :func:`card_colour`.
"""

from __future__ import annotations

from archive_app.cardfaces import card_pixmap
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.widgets.deck_picker import (ERROR_COLOUR, INK, Deck, DeckGrid, DeckMeldEditor, DeckPicker,
                                                MeldChip, card_label)
from engine.waihuzi.cards import ALL_CARDS, BY_CODE, DECK, format_cards, parse_cards
from engine.waihuzi.groups import Group, is_erqishi, is_run, parse_meld

ROWS: tuple[tuple[int, ...], ...] = (tuple(range(0, 10)), tuple(range(10, 20)))
RED = INK["red"]
BLACK = INK["black"]
MELD_KINDS: tuple[str, ...] = ("peng", "wai", "liu", "chi")

# Shared strings that 歪胡子 words its own way in Chinese (亮牌 for a table meld, 回车 for Enter):
# tr() looks in the instance's own class context first, so these entries win over deck_picker's.
_OWN_WORDING = (
    QtCore.QT_TRANSLATE_NOOP("WaihuziGrid", "Click or Enter to add; right-click or Delete to take one back"),
    QtCore.QT_TRANSLATE_NOOP("WaihuziMeldEditor", "Kind of table meld"),
    QtCore.QT_TRANSLATE_NOOP("WaihuziMeldEditor", "No melds on the table."),
    QtCore.QT_TRANSLATE_NOOP("WaihuziMeldEditor", "Remove %1"),
    QtCore.QT_TRANSLATE_NOOP("WaihuziMeldEditor",
                             "“%1”: more than four copies, counting the hand and the other melds."),
)


def card_colour(code: str) -> str:
    """``"red"`` for 二 七 十 贰 柒 拾, else ``"black"`` (s004.p010)."""
    return BY_CODE[code].color


WAIHUZI_CARDS = Deck(DECK, rows=ROWS, colour=card_colour, card_height=80)
"""The 歪胡子 deck: 20 kinds, four of each, in two inks."""

waihuzi_label = card_label  # 柒 (in the reader's script) or "big seven"
partial_counts = WAIHUZI_CARDS.partial_counts  # copies of each kind among the words of a text that parse


class WaihuziGrid(DeckGrid):
    """The 20 faces in two rows, with the copies left; mouse and keyboard pick."""

    deck = WAIHUZI_CARDS

    def accessible_name(self) -> str:
        return self.tr("Waihuzi card faces")

    def row_captions(self) -> tuple[str, ...]:
        return (self.tr("small"), self.tr("big"))


class WaihuziPicker(DeckPicker):
    """A :class:`WaihuziGrid` and a notation line edit that parses as you type (see :class:`DeckPicker`)."""

    deck = WAIHUZI_CARDS
    grid_class = WaihuziGrid

    def notation_help(self) -> tuple[str, str]:
        return (self.tr("click faces or type: 333d 270d 456x or 叁叁叁 贰柒拾"),
                self.tr("Small 一…十 are 1x–9x and 0x, big 壹…拾 are 1d–9d and 0d; digits share a "
                        "letter (270x is 二七十); Chinese numerals parse too."))

    def error_template(self, kind: str) -> str:
        return self.tr("“%1” is not a Waihuzi card. Use 1x–9x 0x (一…十), 1d–9d 0d (壹…拾) or the "
                       "numerals.")


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


class WaihuziMeldChip(MeldChip):
    """One meld as small faces, its kind, and a remove button."""


class WaihuziMeldEditor(DeckMeldEditor):
    """Table melds: a kind (碰 歪 溜 吃), its card or phrase from a list, Add; shown as chips."""

    deck = WAIHUZI_CARDS
    chip_class = WaihuziMeldChip
    KIND_CHARS = 8

    def __init__(self, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(MELD_KINDS, ctx, parent)
        self.card_combo = QtWidgets.QComboBox()
        self.card_combo.setMaxVisibleItems(20)
        self.card_combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.card_combo.setMinimumContentsLength(6)
        self.entry_row.insertWidget(1, self.card_combo, 1)  # kind, card, Add

        self.kind_combo.currentIndexChanged.connect(lambda _i: self._fill_cards())
        self._fill_cards()
        self.retranslate()

    def add_from_row(self) -> bool:
        return self.add(f"{self.kind_combo.currentData()}:{self.card_combo.currentData()}")

    # --- the 歪胡子 specifics ---
    def parse_meld(self, text: str) -> Group:
        return parse_meld(text)

    def kind_tip(self, kind: str) -> str:
        return {"peng": self.tr("peng 碰 (a discard)"), "wai": self.tr("wai 歪 (self-drawn)"),
                "liu": self.tr("liu 溜 (four)"), "chi": self.tr("chi 吃 (a phrase)")}.get(kind, kind)

    def kind_text(self, kind: str) -> str:
        return self.kind_tip(kind).split(" (")[0]  # short: the column is narrow

    def chip_text(self, kind: str) -> str:
        return {"peng": self.tr("peng"), "wai": self.tr("wai"), "liu": self.tr("liu"), "shun": self.tr("chi"),
                "erqishi": self.tr("chi")}.get(kind, kind)

    def messages(self) -> dict[str, str]:
        return {**super().messages(),
                "parse": self.tr("“%1” is not a meld: peng, wai are three alike, liu four alike, chi a run or "
                                 "二七十 of one size.")}

    def retranslate_entry(self) -> None:
        self.kind_combo.setAccessibleName(self.tr("Meld kind"))
        for i in range(self.card_combo.count()):
            self.card_combo.setItemText(i, self._choice_text(self.card_combo.itemData(i)))
        self.card_combo.setToolTip(self.tr("The card (peng, wai, liu) or the phrase (chi)"))
        self.card_combo.setAccessibleName(self.tr("Meld cards"))
        self.add_button.setToolTip(self.tr("Add this meld to the table"))

    # --- the card list ---
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
            icon = QtGui.QIcon(card_pixmap(self.deck.face_key(first), 22, dpr))
            self.card_combo.addItem(icon, self._choice_text(code), code)
        index = self.card_combo.findData(keep)
        self.card_combo.setCurrentIndex(max(0, index))
        self.card_combo.blockSignals(False)


__all__ = ["BLACK", "ERROR_COLOUR", "RED", "WAIHUZI_CARDS", "WaihuziGrid", "WaihuziMeldChip", "WaihuziMeldEditor",
           "WaihuziPicker", "card_colour", "chi_choices", "partial_counts", "waihuzi_label"]
