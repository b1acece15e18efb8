"""Answering a puzzle: Yes/No buttons, a number, one card, or a set of cards, by mouse or keyboard.

* ``bool`` — Yes (Y) and No (N) answer at once.
* ``number`` — a spin box; Enter or Check answers.
* ``card`` (the best discard) — the deck's faces, only the hand's cards pickable, the copies in hand
  under each; a click (or arrows and Enter) answers.
* ``cards`` (every wait) — the faces with the copies unseen under each; a click or Enter selects or
  unselects a card; Check (Ctrl+Enter) answers with the selection.
* ``claim`` and ``nets`` (八胡 table puzzles) — the seat's claims as numbered buttons, or four nets
  (:mod:`archive_app.ui.widgets.table_answer`).

After the answer, :meth:`AnswerInput.show_result` frames the right cards green and wrong picks red.
"""

from __future__ import annotations

from collections.abc import Sequence

from archive_app.cardfaces import card_aspect
from archive_app.games import adapter
from archive_app.presenters.puzzle_pool import answer_kind
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.widgets.card_picker import LONG_CARDS
from archive_app.ui.widgets.deck_picker import Deck, DeckGrid
from archive_app.ui.widgets.table_answer import ClaimButtons, NetsBox
from archive_app.ui.widgets.waihuzi_picker import WAIHUZI_CARDS
from engine.exercises.model import Puzzle

GOOD, BAD, MISSED = "#2e6b34", "#b3261e", "#c98a00"
CHOSEN = "#2f5f8c"  # a chosen card, before the answer (the red frame is the keyboard focus)


def deck_of(game: str) -> Deck:
    """The picker's deck that draws the game's cards."""
    engine_deck = adapter(game).deck
    return next(d for d in (LONG_CARDS, WAIHUZI_CARDS) if d.engine is engine_deck)


COPIES_OF_ONE = {"peng": 3, "wai": 3, "kan": 3, "gang": 4, "bomb": 4, "liu": 4, "zhang": 1}


def meld_cards(game: str, meld: str) -> list:
    """The cards of a table meld written ``kind:cards`` (``peng:Q`` is three Q, ``chi:234s`` three cards)."""
    deck = deck_of(game)
    kind, _, text = meld.partition(":")
    cards = list(deck.parse(text.split("@")[0]))
    return cards * COPIES_OF_ONE.get(kind, 3) if len(cards) == 1 else cards


def position_cards(puzzle: Puzzle) -> list:
    """Every card the player can see: the hand, the table melds, a turned 将 card."""
    deck = deck_of(puzzle.game)
    pos = puzzle.position
    cards = list(deck.parse(pos.get("hand", "")))
    for meld in pos.get("melds", []):
        cards += meld_cards(puzzle.game, meld)
    for code in pos.get("jiang", []):
        cards += deck.parse(code)
    return cards


class ChoiceGrid(DeckGrid):
    """Faces to choose from, with chosen ones framed, and (after the answer) the right ones marked."""

    chosen_changed = QtCore.Signal()

    def __init__(self, deck: Deck, card_height: int, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(card_height, ctx, parent, deck=deck)
        self.chosen: list[str] = []
        self.marks: dict[str, str] = {}  # code -> colour, after the answer
        self.toggles = False

    def set_card_height(self, height: int) -> None:
        if height != self._card_h:
            self._card_h = height
            self._card_w = max(1, round(height * card_aspect()))
            self.updateGeometry()
            self.update()

    def toggle(self, code: str) -> None:
        if code in self.chosen:
            self.chosen.remove(code)
        else:
            self.chosen.append(code)
        self.chosen_changed.emit()
        self.update()

    def clear_choice(self) -> None:
        self.chosen = []
        self.marks = {}
        self.chosen_changed.emit()
        self.update()

    def mark(self, marks: dict[str, str]) -> None:
        self.marks = dict(marks)
        self.update()

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        for code in set(self.chosen) | set(self.marks):
            index = self.deck.by_code[code].index
            if not self.visible_index(index):
                continue
            colour = self.marks.get(code, CHOSEN)
            p.setPen(QtGui.QPen(QtGui.QColor(colour), 3))
            p.drawRoundedRect(QtCore.QRectF(self.face_rect(index)).adjusted(-2, -2, 2, 2), 4, 4)
        p.end()

    def event(self, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.ToolTip:
            index = self.index_at(event.pos())
            if index >= 0:
                QtWidgets.QToolTip.showText(event.globalPos(), self._describe(index), self)
            else:
                QtWidgets.QToolTip.hideText()
            return True
        return super().event(event)


class NumberBox(QtWidgets.QSpinBox):
    entered = QtCore.Signal()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            self.entered.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class AnswerInput(QtWidgets.QWidget):
    """The input for one puzzle's answer; ``answered(answer)`` when the learner commits to one."""

    answered = QtCore.Signal(object)

    def __init__(self, ctx=None, parent: QtWidgets.QWidget | None = None, card_height: int = 52) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.kind = "bool"
        self.puzzle: Puzzle | None = None
        self.locked = False
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        self.hint = QtWidgets.QLabel()
        self.hint.setObjectName("subtitle")
        self.hint.setWordWrap(True)
        box.addWidget(self.hint)

        row = QtWidgets.QHBoxLayout()
        row.setSpacing(8)
        self.yes = QtWidgets.QPushButton()
        self.no = QtWidgets.QPushButton()
        self.number = NumberBox()
        self.number.setRange(0, 9999)
        self.number.setMinimumWidth(90)
        self.check = QtWidgets.QPushButton()
        self.check.setObjectName("primary")
        self.clear = QtWidgets.QPushButton()
        for w in (self.yes, self.no, self.number, self.check, self.clear):
            row.addWidget(w)
        row.addStretch(1)
        box.addLayout(row)
        self.claims = ClaimButtons(ctx)
        self.nets = NetsBox()
        box.addWidget(self.claims)
        box.addWidget(self.nets)
        self.claims.answered.connect(self._answer)
        self.nets.answered.connect(self._answer)

        self.grids = {"long": ChoiceGrid(LONG_CARDS, card_height, ctx), "zi": ChoiceGrid(WAIHUZI_CARDS, card_height, ctx)}
        for grid in self.grids.values():
            box.addWidget(grid, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
            grid.picked.connect(self._picked)
            grid.unpicked.connect(self._unpicked)
            grid.chosen_changed.connect(self._update_buttons)
        self.yes.clicked.connect(lambda: self._answer(True))
        self.no.clicked.connect(lambda: self._answer(False))
        self.number.entered.connect(self._commit)
        self.check.clicked.connect(self._commit)
        self.clear.clicked.connect(lambda: self.grid.clear_choice())
        QtGui.QShortcut(QtGui.QKeySequence("Ctrl+Return"), self, activated=self._commit)
        # Y and N: shortcuts of the buttons themselves, so they act only while the buttons are shown and enabled
        self.shortcuts = {key: QtGui.QShortcut(QtGui.QKeySequence(key), button, activated=button.click)
                          for key, button in (("Y", self.yes), ("N", self.no))}
        self.retranslate()
        self._show_parts()

    @property
    def grid(self) -> ChoiceGrid:
        if self.puzzle is None:
            return self.grids["long"]
        deck = deck_of(self.puzzle.game)
        return next(g for g in self.grids.values() if g.deck is deck)

    # --- a new puzzle ---
    def set_puzzle(self, puzzle: Puzzle | None) -> None:
        self.puzzle = puzzle
        self.locked = puzzle is None
        self.kind = answer_kind(puzzle.type) if puzzle else "bool"
        for button in (self.yes, self.no):
            button.setStyleSheet("")
        self.number.setValue(0)
        self.nets.reset()
        self.claims.set_choices(self._claim_choices(puzzle) if self.kind == "claim" else [])
        grid = self.grid
        grid.clear_choice()
        grid.toggles = self.kind == "cards"
        if puzzle is not None:
            deck = grid.deck
            grid.set_in_play(adapter(puzzle.game).xi_in_hand(puzzle.rules))
            if self.kind == "card":
                held = deck.counts(deck.parse(puzzle.position["hand"]))
                grid.set_counts_left(held)
                first = next((deck.cards[k].code for k in range(deck.size) if held[k]), None)
                if first:
                    grid.set_current(first)
            else:
                seen = deck.counts(position_cards(puzzle))
                grid.set_counts_left([max(0, deck.copies - n) for n in seen])
        self._show_parts()
        self.retranslate()

    @staticmethod
    def _claim_choices(puzzle: Puzzle) -> list[str]:
        from engine.core.errors import InputError
        from engine.exercises.answers import NoPuzzle
        from engine.exercises.bahu_table import claim_choices

        try:
            return claim_choices(puzzle.rules, puzzle.position)
        except (InputError, NoPuzzle):  # a stored puzzle the engine no longer reads: its answers, and pass
            return list(dict.fromkeys([*map(str, puzzle.answers), "pass"]))

    def focus_input(self) -> None:
        if self.kind in ("claim", "nets"):
            (self.claims if self.kind == "claim" else self.nets).focus()
            return
        target = {"bool": self.yes, "number": self.number, "card": self.grid, "cards": self.grid}[self.kind]
        target.setFocus()
        if self.kind == "number":
            self.number.selectAll()

    def _show_parts(self) -> None:
        kind = self.kind if self.puzzle is not None else ""
        for w, on in ((self.yes, kind == "bool"), (self.no, kind == "bool"), (self.number, kind == "number"),
                      (self.check, kind in ("number", "cards")), (self.clear, kind == "cards")):
            w.setVisible(on)
        self.claims.setVisible(kind == "claim")
        self.nets.setVisible(kind == "nets")
        for grid in self.grids.values():
            grid.setVisible(kind in ("card", "cards") and grid is self.grid)
        self._update_buttons()

    def _update_buttons(self) -> None:
        live = not self.locked
        for w in (self.yes, self.no, self.number, self.check, self.clear):
            w.setEnabled(live)
        self.claims.lock(not live)
        self.nets.lock(not live)
        if self.kind == "cards":
            self.clear.setEnabled(live and bool(self.grid.chosen))

    # --- answering ---
    def _picked(self, code: str) -> None:
        if self.locked:
            return
        if self.kind == "card":
            self._answer(code)
        elif self.kind == "cards":
            self.grid.toggle(code)

    def _unpicked(self, code: str) -> None:
        if not self.locked and self.kind == "cards" and code in self.grid.chosen:
            self.grid.toggle(code)

    def _commit(self) -> None:
        if self.locked or self.puzzle is None:
            return
        if self.kind == "number":
            self._answer(self.number.value())
        elif self.kind == "cards":
            self._answer(list(self.grid.chosen))

    def _answer(self, answer: object) -> None:
        if self.locked or self.puzzle is None:
            return
        self.locked = True
        self._update_buttons()
        self.answered.emit(answer)

    def answer_with(self, answer: object) -> None:
        """Answer as the learner would (tests, and the keyboard's shortcuts)."""
        self._answer(answer)

    # --- after the answer ---
    def show_result(self, puzzle: Puzzle, given: object) -> None:
        self.locked = True
        self._update_buttons()
        if self.kind == "bool":
            right = bool(puzzle.answers[0])
            for button, value in ((self.yes, True), (self.no, False)):
                colour = GOOD if value == right else (BAD if value == given else "")
                button.setStyleSheet(f"border: 2px solid {colour}; font-weight: bold;" if colour else "")
        elif self.kind == "card":
            marks = {str(code): GOOD for code in puzzle.answers}
            if isinstance(given, str) and given not in marks:
                marks[given] = BAD
            self.grid.mark(marks)
        elif self.kind == "claim":
            self.claims.show_result([str(a) for a in puzzle.answers], given)
        elif self.kind == "nets":
            self.nets.show_result(list(puzzle.answers[0]), given)
        elif self.kind == "cards":
            right = {str(c) for c in puzzle.answers[0]}
            named = {str(c) for c in given} if isinstance(given, Sequence) else set()
            self.grid.chosen = []
            self.grid.mark({**{c: GOOD if c in named else MISSED for c in right}, **{c: BAD for c in named - right}})

    def retranslate(self) -> None:
        self.yes.setText(self.tr("Yes (Y)"))
        self.no.setText(self.tr("No (N)"))
        self.check.setText(self.tr("Check"))
        self.check.setToolTip(self.tr("Answer with this (Enter; Ctrl+Enter for a set of cards)"))
        self.clear.setText(self.tr("Unselect all"))
        self.number.setAccessibleName(self.tr("Your answer"))
        self.claims.retranslate()
        self.nets.retranslate()
        self.hint.setText({
            "bool": self.tr("Answer with the buttons, or press Y or N."),
            "number": self.tr("Type the number and press Enter."),
            "card": self.tr("Click the card to discard (or move with the arrow keys and press Enter). The number "
                            "under a face is how many copies the hand holds."),
            "cards": self.tr("Click every card the hand waits on (arrow keys and Enter work too), then Check. The "
                             "number under a face is how many copies are still unseen."),
            "claim": self.tr("Click the claim, or press its number; any claim as good as the best is right. Pass "
                             "is always offered, even where the rules forbid it."),
            "nets": self.tr("Type what each player wins (positive) or pays (negative); Tab moves on, Enter checks."),
        }.get(self.kind, "") if self.puzzle is not None else "")

    def changeEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QtCore.QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["AnswerInput", "ChoiceGrid", "deck_of", "meld_cards", "position_cards"]
