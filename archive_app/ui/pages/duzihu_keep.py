"""What the 笃子胡 calculator keeps: its inputs as undo snapshots and between runs, and its saved hands as the
engine's position text (mixed into ``DuzihuPage``)."""

from __future__ import annotations

from archive_app.ui.pages.duzihu_examples import RULES, Example
from archive_app.ui.pages.saved_hands import HandToSave, SavedHands
from engine.cards import BY_CODE, format_cards
from engine.core.errors import InputError
from engine.duzihu.position import Meld, Position

MOST_XI = 5


class DuzihuKeeping(SavedHands):
    """Undo snapshots, the hand in progress and saved hands of ``DuzihuPage`` (its inputs, ``load()``,
    ``turned()``, ``hand_melds()``, ``outcome`` and ``results``)."""

    SAVED_GAME = "duzihu"

    def example(self) -> Example:
        """What the page shows, as an :class:`Example` (the turned jiang as chosen, both when two are shown)."""
        jiang = tuple(c for c in (self.jiang_combo.currentData(), self.jiang2_combo.currentData()) if c)
        return Example(self.rules(), jiang, self.picker.text(), tuple(self.meld_editor.meld_texts()),
                       self.win_code() or "", self.self_drawn_radio.isChecked(), self.last_card_box.isChecked(),
                       self.xi_spin.value() if self.xi_box.isChecked() else None, self.tiancheng_box.isChecked(),
                       self.xi_box.isChecked() and self.xi_dealt_box.isChecked())

    def state(self) -> dict:
        e = self.example()
        return {"rules": e.rules, "compare": self.compare(), "jiang": list(e.jiang), "hand": e.hand,
                "melds": list(e.melds), "win": e.win, "self_drawn": e.self_drawn, "last_card": e.last_card,
                "xi": e.xi, "xi_dealt": e.xi_dealt, "tiancheng": e.tiancheng}

    def restore_state(self, state: dict) -> None:
        rules = state.get("rules") if state.get("rules") in RULES else self.rules()
        jiang = tuple(c for c in state.get("jiang", []) if c in BY_CODE) or (self.jiang_combo.currentData(),)
        xi = state.get("xi")
        self._batch = True
        try:
            self.set_compare(bool(state.get("compare", self.compare())))
        finally:
            self._batch = False
        self.load(Example(rules, jiang, str(state.get("hand", "")),
                          tuple(m for m in state.get("melds", []) if isinstance(m, str)), str(state.get("win") or ""),
                          bool(state.get("self_drawn")), bool(state.get("last_card")),
                          xi if isinstance(xi, int) and not isinstance(xi, bool) and 0 <= xi <= MOST_XI else None,
                          bool(state.get("tiancheng")), bool(state.get("xi_dealt"))))

    def state_names(self) -> dict[str, str]:
        return {**super().state_names(), "rules": self.tr("the rule set"), "compare": self.tr("Compare all three"),
                "jiang": self.tr("the turned jiang"), "hand": self.tr("the hand"), "melds": self.tr("the table melds"),
                "win": self.tr("the winning card"), "self_drawn": self.tr("how the winning card came"),
                "last_card": self.tr("the wall's last card"), "xi": self.tr("Xi"), "xi_dealt": self.tr("Xi"),
                "tiancheng": self.tr("tiancheng"), "saved": self.tr("a saved hand")}

    def position(self) -> Position | None:
        """The hand shown as the engine's position (None without cards, the winning card, or while it has an error)."""
        e = self.example()
        cards = self.picker.cards()
        if self.picker.error() or not cards or not e.win:
            return None
        try:
            melds = tuple(Meld(g.kind, g.card) for g in self.hand_melds())
            return Position(tuple(cards), tuple(BY_CODE[c] for c in self.turned()), BY_CODE[e.win], melds,
                            e.self_drawn, e.last_card, e.xi, e.xi_dealt, e.tiancheng)
        except InputError:
            return None

    def hand_to_save(self) -> HandToSave | None:
        position = self.position()
        if position is None:
            return None
        note = self.results[0].verdict.text() if self.outcome is not None and self.outcome.score is not None else ""
        return HandToSave(self.rules(), format_cards(self.picker.cards()), " ".join(self.meld_editor.meld_texts()),
                          note, position.text())

    def show_saved(self, row) -> None:
        rules = row.rules if row.rules in RULES else self.rules()
        try:
            p = Position.parse(row.position)
        except InputError:  # kept by another version: the hand and melds as written, under the jiang shown
            self.load(Example(rules, tuple(self.turned()), row.hand, tuple(row.melds.split()), ""))
            return
        self.load(Example(rules, tuple(c.code for c in p.jiang), format_cards(p.hand),
                          tuple(m.meld_text() for m in p.melds), p.win.code, p.self_drawn, p.last_card, p.xi,
                          p.tiancheng, p.xi_dealt))

    def saved_meld_words(self, melds: str) -> str:
        return self.list_words([self.meld_editor.meld_words(m) for m in melds.split()])



__all__ = ["DuzihuKeeping"]
