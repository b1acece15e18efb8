"""Picking 长牌 cards: the 31 faces drawn small in rows by suit, a notation line that parses as you
type, and a meld editor (kind + cards) whose melds show as removable chips.

Shared by the 八胡 hand lab and the settlement page (and the 笃子胡 page); the widgets themselves are
the generic ones of :mod:`archive_app.ui.widgets.deck_picker`, given the 长牌 deck:

* :class:`CardGrid` — the faces in four rows (万, 条, 饼, then 千字 红花 白花 喜), each with the
  number of copies left under it; 喜 is hidden while a rule set leaves it out (``set_xi_visible``).
* :class:`CardPicker` — a grid plus a notation line (``2s2m8p 二万 三條``) that parses as you type
  and names the bad token in red; picking a face appends it to the line.
* :class:`MeldEditor` — a row (kind, cards typed or picked from a face pop-up, Add) and the melds as chips.
"""

from __future__ import annotations

from collections.abc import Sequence

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.deck_picker import (ERROR_COLOUR, Deck, DeckGrid, DeckMeldEditor, DeckPicker,
                                                FlowLayout, MeldChip, card_label)
from archive_app.ui.widgets.notation_help import NotationHelpButton
from engine.bahu.groups import MELD_KINDS, Meld
from engine.cards import BY_CODE, COPIES, DECK

X_INDEX = BY_CODE["X"].index
ROWS: tuple[tuple[int, ...], ...] = (tuple(range(0, 9)), tuple(range(9, 18)), tuple(range(18, 27)), (27, 28, 29, 30))

LONG_CARDS = Deck(DECK, rows=ROWS, optional=(X_INDEX,), card_height=76)
"""The 长牌 deck: 31 kinds, four of each; 喜 (X) is left out by some rule sets."""

partial_counts = LONG_CARDS.partial_counts  # copies of each kind among the words of a text that parse


class CardGrid(DeckGrid):
    """The 31 faces in rows by suit, with the copies left; mouse and keyboard pick."""

    deck = LONG_CARDS

    def row_captions(self) -> tuple[str, ...]:
        return (self.tr("wan"), self.tr("tiao"), self.tr("bing"), self.tr("flower"))

    def face_labels(self) -> dict[int, str]:
        """The rank over each suited face (1–9, as the notation writes it); over 千字 红花 白花 喜 their first
        character in Chinese, their code in English."""
        labels = {card.index: card.code[0] for card in self.deck.cards if len(card.code) == 2}
        zh = self.ctx is not None and self.ctx.lang == "zh"
        for card in self.deck.cards:
            if len(card.code) == 1:
                labels[card.index] = self.ctx.zh(card.zh[0]) if zh else card.code
        return labels

    def set_xi_visible(self, visible: bool) -> None:
        self.set_in_play(visible)

    def xi_visible(self) -> bool:
        return self.in_play()


class CardPicker(DeckPicker):
    """A :class:`CardGrid` and a notation line edit that parses as you type (see :class:`DeckPicker`)."""

    deck = LONG_CARDS
    grid_class = CardGrid

    def set_xi_in_play(self, in_play: bool) -> None:
        self.set_in_play(in_play)

    def notation_help(self) -> tuple[str, str]:
        return (self.tr("click faces or type: 2s2m8p 二万 三條"),
                self.tr("Codes 1m–9m 1s–9s 1p–9p Q H B X; digits share a suit letter (345m); "
                        "Chinese names in 简体 or 繁體 parse too."))

    def error_template(self, kind: str) -> str:
        if kind == "hidden":
            return self.tr("“%1”: Xi (喜) is not in play under this rule set (120 cards).")
        return self.tr("“%1” is not a card. Use codes like 2m 5s 9p Q H B X or names like 二万.")


class MeldEditor(DeckMeldEditor):
    """Table melds: pick a kind and its cards (typed or from a face pop-up), Add; shown as chips."""

    deck = LONG_CARDS

    def __init__(self, kinds: Sequence[str] = MELD_KINDS, ctx=None, parent: QtWidgets.QWidget | None = None,
                 card_height: int = 68, show_label: bool = True, show_empty: bool = True) -> None:
        super().__init__(kinds, ctx, parent, show_empty)
        self.label = QtWidgets.QLabel()
        self.label.setBuddy(self.kind_combo)
        self.label.setVisible(show_label)
        self.cards_edit = QtWidgets.QLineEdit()
        self.cards_edit.setMinimumWidth(36)  # room for the "?" beside it: four editors share the settle page
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
        self.entry_row.insertWidget(0, self.label)  # label, kind, cards, Faces, Add
        self.entry_row.insertWidget(2, self.cards_edit, 1)
        self.entry_row.insertWidget(3, self.pick_button)
        self.help_button = NotationHelpButton(ctx)
        self.entry_row.insertWidget(4, self.help_button)

        self.cards_edit.returnPressed.connect(self.add_from_row)
        self.cards_edit.textEdited.connect(lambda _t: self._set_error("", ""))
        self.popup_grid.picked.connect(self._picked)
        self.retranslate()

    def set_xi_in_play(self, in_play: bool) -> None:
        self.set_in_play(in_play)
        self.popup_grid.set_in_play(in_play)

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

    # --- the 长牌 specifics ---
    def parse_meld(self, text: str) -> Meld:
        return Meld.parse(text)

    def refused_kind(self, meld: Meld) -> str | None:
        return None if meld.kind in self.kinds else meld.kind

    def entry_focus(self) -> QtWidgets.QWidget:
        return self.cards_edit

    def kind_text(self, kind: str) -> str:
        return {"peng": self.tr("peng 碰"), "gang": self.tr("gang 杠"), "bomb": self.tr("bomb 爆炸"),
                "chi": self.tr("chi 吃"), "zhang": self.tr("standing jiang 涨将")}.get(kind, kind)

    def chip_text(self, kind: str) -> str:
        return {"peng": self.tr("peng"), "gang": self.tr("gang"), "bomb": self.tr("bomb"),
                "chi": self.tr("chi"), "zhang": self.tr("standing")}.get(kind, kind)

    def meld_words(self, meld: Meld | str) -> str:
        """A meld in words for a sentence: 碰 千字 or "peng Qianzi" (a chi names each of its cards)."""
        meld = Meld.parse(meld) if isinstance(meld, str) else meld
        cards = meld.cards if meld.kind == "chi" else meld.cards[:1]
        return self.chip_text(meld.kind) + " " + " ".join(card_label(c, self.ctx) for c in cards)

    def messages(self) -> dict[str, str]:
        return {**super().messages(),
                "empty": self.tr("Type a card (e.g. 5m or 千字) or pick one under Faces first."),
                "parse": self.tr("“%1” is not a meld: peng is 3 of a card, gang and bomb 4, chi a run, baozi or "
                                 "combination, standing jiang 1 jiang card."),
                "kind": self.tr("“%1” melds are not offered here."),
                "hidden": self.tr("“%1”: Xi (喜) is not in play under this rule set.")}

    def retranslate_entry(self) -> None:
        self.label.setText(self.tr("&Meld:"))
        self.cards_edit.setPlaceholderText(self.tr("card, e.g. Q or 5m"))
        self.cards_edit.setAccessibleName(self.tr("Meld cards"))
        self.pick_button.setText(self.tr("Faces"))
        self.pick_button.setToolTip(self.tr("Pick the card from its face (arrow keys and Enter work too)"))
        self.add_button.setToolTip(self.tr("Add this meld (Enter in the card field does the same)"))

    # --- the face pop-up ---
    def _before_popup(self) -> None:
        held = self.counts()
        typed = partial_counts(self.cards_edit.text())
        self.popup_grid.set_counts_left([COPIES - self._used[k] - held[k] - typed[k] for k in range(self.deck.size)])
        QtCore.QTimer.singleShot(0, self.popup_grid.setFocus)

    def _picked(self, code: str) -> None:
        if self.kind_combo.currentData() == "chi":  # a chi needs several cards: collect them, keep the pop-up open
            text = self.cards_edit.text().strip()
            self.cards_edit.setText(f"{text} {code}".strip())
            self._before_popup()
            return
        self.popup.close()
        self.cards_edit.setText(code)
        self.add_from_row()


__all__ = ["CardGrid", "CardPicker", "ERROR_COLOUR", "FlowLayout", "LONG_CARDS", "MeldChip", "MeldEditor", "card_label",
           "partial_counts"]
