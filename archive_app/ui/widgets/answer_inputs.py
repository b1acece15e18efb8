"""The inputs an exercise offers, one per answer form (:mod:`engine.exercises.forms`).

Every input has ``value()`` (the answer as the engine's answer lists write it, or None while
nothing is given), ``reset()``, ``retranslate()`` and a ``submit`` signal for answers that are
complete at once (a yes/no or a choice button) or on Enter. Mouse and keyboard both work: Y/N,
the digit keys for choices, arrows and Space on card faces, G to make a group, Enter to check
(:meth:`LessonInput.handle_key` takes the letters; the exercise passes on keys typed elsewhere in it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.language import seat_name
from archive_app.ui.widgets.card_toggles import CardToggles
from archive_app.ui.widgets.hand_view import CardGroup, HandView


class LessonInput(QtWidgets.QWidget):
    submit = QtCore.Signal()

    def value(self) -> Any:
        return None

    def reset(self) -> None:
        """Clear what was given."""

    def retranslate(self) -> None:
        """Set the visible strings."""

    def focus_target(self) -> QtWidgets.QWidget:
        return self

    def handle_key(self, text: str) -> bool:
        """A letter or digit typed while the exercise has focus (Y, N, 1…, G, U); True when used."""
        return False

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        if not (event.modifiers() & ~QtCore.Qt.KeyboardModifier.ShiftModifier) and self.handle_key(event.text()):
            return
        super().keyPressEvent(event)


def _row(*widgets: QtWidgets.QWidget) -> QtWidgets.QHBoxLayout:
    row = QtWidgets.QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    for w in widgets:
        row.addWidget(w)
    row.addStretch(1)
    return row


class YesNoInput(LessonInput):
    def __init__(self) -> None:
        super().__init__()
        self._value: bool | None = None
        self.yes, self.no = QtWidgets.QPushButton(), QtWidgets.QPushButton()
        self.yes.clicked.connect(lambda: self._give(True))
        self.no.clicked.connect(lambda: self._give(False))
        self.setLayout(_row(self.yes, self.no))

    def handle_key(self, text: str) -> bool:
        if text.lower() in ("y", "n"):
            self._give(text.lower() == "y")
            return True
        return False

    def _give(self, answer: bool) -> None:
        if self.isEnabled():
            self._value = answer
            self.submit.emit()

    def value(self) -> Any:
        return self._value

    def reset(self) -> None:
        self._value = None

    def retranslate(self) -> None:
        self.yes.setText(self.tr("&Yes"))
        self.no.setText(self.tr("&No"))

    def focus_target(self) -> QtWidgets.QWidget:
        return self.yes


class _Spin(QtWidgets.QSpinBox):
    entered = QtCore.Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setRange(-999, 999)
        self.setMinimumWidth(80)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            self.entered.emit()
            return
        super().keyPressEvent(event)


class NumberInput(LessonInput):
    def __init__(self) -> None:
        super().__init__()
        self.label = QtWidgets.QLabel()
        self.spin = _Spin()
        self.label.setBuddy(self.spin)
        self.spin.entered.connect(self.submit)
        self.setLayout(_row(self.label, self.spin))

    def value(self) -> Any:
        return self.spin.value()

    def reset(self) -> None:
        self.spin.setValue(0)
        self.spin.selectAll()

    def retranslate(self) -> None:
        self.label.setText(self.tr("&Answer:"))

    def focus_target(self) -> QtWidgets.QWidget:
        return self.spin


class NumbersInput(LessonInput):
    """One number per player (four), e.g. each player's net gain."""

    def __init__(self, count: int = 4) -> None:
        super().__init__()
        grid = QtWidgets.QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.labels, self.spins = [], []
        for i in range(count):
            label, spin = QtWidgets.QLabel(), _Spin()
            label.setBuddy(spin)
            spin.entered.connect(self.submit)
            grid.addWidget(label, 0, i)
            grid.addWidget(spin, 1, i)
            self.labels.append(label)
            self.spins.append(spin)
        grid.setColumnStretch(count, 1)

    def value(self) -> Any:
        return [s.value() for s in self.spins]

    def reset(self) -> None:
        for s in self.spins:
            s.setValue(0)

    def retranslate(self) -> None:
        for i, label in enumerate(self.labels):
            label.setText(seat_name(i))

    def focus_target(self) -> QtWidgets.QWidget:
        return self.spins[0]


class ChoiceInput(LessonInput):
    """One button per choice; the digit keys 1… choose too."""

    def __init__(self, choices: Sequence[tuple[Any, str]]) -> None:
        super().__init__()
        self._value: Any = None
        self._choices = list(choices)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.buttons = []
        for _n, (value, _text) in enumerate(self._choices, start=1):
            button = QtWidgets.QPushButton()
            button.setMaximumWidth(460)
            button.setCheckable(True)
            button.setStyleSheet("QPushButton { text-align: left; padding: 4px 10px; }"
                                 "QPushButton:checked { border: 2px solid #8c2f23; font-weight: bold; }")
            button.clicked.connect(lambda _c=False, v=value: self._give(v))
            box.addWidget(button)
            self.buttons.append(button)

    def handle_key(self, text: str) -> bool:
        if text.isdigit() and 1 <= int(text) <= len(self._choices):
            self._give(self._choices[int(text) - 1][0])
            return True
        return False

    def set_texts(self, texts: Sequence[str]) -> None:
        self._choices = [(v, t) for (v, _), t in zip(self._choices, texts)]
        self.retranslate()

    def _give(self, value: Any) -> None:
        if self.isEnabled():
            self._value = value
            self._mark()
            self.submit.emit()

    def _mark(self) -> None:
        for button, (v, _t) in zip(self.buttons, self._choices):
            button.setChecked(v == self._value)

    def value(self) -> Any:
        return self._value

    def reset(self) -> None:
        self._value = None
        self._mark()

    def retranslate(self) -> None:
        for n, (button, (_v, text)) in enumerate(zip(self.buttons, self._choices), start=1):
            button.setText(f"{n}  {text}")

    def focus_target(self) -> QtWidgets.QWidget:
        return self.buttons[0] if self.buttons else self


class CardsInput(LessonInput):
    """Cards picked from the shown faces: some (``one=False``) or exactly one; or kinds from a deck."""

    def __init__(self, rows: Sequence[Sequence[str]], *, one: bool = False, kinds: bool = False, card_height: int = 92) -> None:
        super().__init__()
        self.one, self.kinds = one, kinds
        self.cards = CardToggles(card_height, single=one)
        self.cards.set_rows(rows)
        self.cards.activated.connect(self.submit)
        self.hint = QtWidgets.QLabel()
        self.hint.setObjectName("subtitle")
        self.hint.setWordWrap(True)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.cards)
        box.addWidget(self.hint)

    def value(self) -> Any:
        codes = self.cards.selected_codes()
        if self.one:
            return codes[0] if codes else None
        return sorted(set(codes)) if self.kinds else sorted(codes)

    def reset(self) -> None:
        self.cards.clear_selection()

    def retranslate(self) -> None:
        self.hint.setText(self.tr("Click a card (or move with the arrow keys and press Space), then Check (Enter).")
                          if self.one else
                          self.tr("Click cards to pick them (arrow keys and Space), then Check (Enter). "
                                  "Picking none is an answer too."))

    def focus_target(self) -> QtWidgets.QWidget:
        return self.cards


class GroupsInput(LessonInput):
    """The hand laid out in groups: pick cards, Make group (G); Take back (U) undoes the last group."""

    def __init__(self, codes: Sequence[str], card_height: int = 92) -> None:
        super().__init__()
        self.cards = CardToggles(card_height)
        self.cards.set_cards(codes)
        self.cards.activated.connect(self.submit)
        self.groups_view = HandView(max(48, card_height * 2 // 3))
        self.make = QtWidgets.QPushButton()
        self.undo = QtWidgets.QPushButton()
        self.make.clicked.connect(self.make_group)
        self.undo.clicked.connect(self.take_back)
        self._groups: list[list[int]] = []
        self.hint = QtWidgets.QLabel()
        self.hint.setObjectName("subtitle")
        self.hint.setWordWrap(True)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.cards)
        box.addLayout(_row(self.make, self.undo))
        box.addWidget(self.groups_view)
        box.addWidget(self.hint)
        self._refresh()

    def handle_key(self, text: str) -> bool:
        if text.lower() == "g":
            self.make_group()
            return True
        if text.lower() == "u":
            self.take_back()
            return True
        return False

    def make_group(self) -> None:
        picked = self.cards.selected()
        if picked and self.isEnabled():
            self._groups.append(picked)
            self._refresh()

    def take_back(self) -> None:
        if self._groups and self.isEnabled():
            self._groups.pop()
            self._refresh()

    def _refresh(self) -> None:
        codes = self.cards.codes()
        self.cards.set_used([i for g in self._groups for i in g])
        self.cards.clear_selection()
        self.groups_view.set_groups([CardGroup(tuple(codes[i] for i in g), str(n)) for n, g in enumerate(self._groups, 1)])
        self.groups_view.setVisible(bool(self._groups))
        self.undo.setEnabled(bool(self._groups))

    def value(self) -> Any:
        codes = self.cards.codes()
        return [sorted(codes[i] for i in g) for g in self._groups]

    def reset(self) -> None:
        self._groups = []
        self._refresh()

    def retranslate(self) -> None:
        self.make.setText(self.tr("Make &group (G)"))
        self.undo.setText(self.tr("Take &back (U)"))
        self.hint.setText(self.tr("Pick the cards of one group and press Make group; repeat until every plain card "
                                  "is in a group (jiang may stay out), then Check (Enter)."))

    def focus_target(self) -> QtWidgets.QWidget:
        return self.cards
