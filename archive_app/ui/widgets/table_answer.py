"""Answering the 八胡 table puzzles: one button per claim the seat may make and pass (digit keys 1…
choose), and four number fields for a round's nets (Enter checks).

Both follow :class:`~archive_app.ui.widgets.answer_input.AnswerInput`: ``answered(answer)`` once the
learner commits, ``lock()`` after it, ``show_result()`` frames the right answers green and a wrong
one red.
"""

from __future__ import annotations

from collections.abc import Sequence

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.widgets.flow_row import FlowRow

GOOD, BAD = "#2e6b34", "#b3261e"
BUTTON = "QPushButton { text-align: left; padding: 4px 12px; }"


def claim_label(ctx, code: str) -> str:
    """A claim as the learner reads it (碰, 吃（用 34s）, 过 …), in the UI language."""
    from engine.exercises.bahu_table import claim_name

    name = claim_name(code)
    if ctx is not None and ctx.lang == "zh":
        return ctx.zh(name.zh)
    return name.en


class ClaimButtons(QtWidgets.QWidget):
    """The claims on offer, one button each, numbered for the keyboard."""

    answered = QtCore.Signal(object)

    def __init__(self, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.codes: list[str] = []
        self.buttons: list[QtWidgets.QPushButton] = []
        self.shortcuts: list[QtGui.QShortcut] = []
        self.locked = False
        self.flow = FlowRow(self, spacing=8, line_spacing=6)  # many 吃 options wrap onto more lines
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_choices(self, codes: Sequence[str]) -> None:
        for button in self.buttons:
            self.flow.removeWidget(button)
            button.hide()  # off screen at once; deleted later
            button.deleteLater()
        self.codes, self.buttons, self.shortcuts = list(codes), [], []
        self.locked = False
        for n, code in enumerate(self.codes, start=1):
            button = QtWidgets.QPushButton()
            button.setStyleSheet(BUTTON)
            button.clicked.connect(lambda _c=False, v=code: self.give(v))
            self.flow.addWidget(button)
            self.buttons.append(button)
            if n <= 9:  # a shortcut of the button itself: it acts only while the button is shown
                self.shortcuts.append(QtGui.QShortcut(QtGui.QKeySequence(str(n)), button, activated=button.click))
        self.retranslate()
        self._fit()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        """A digit typed while a button has focus (also where the window's shortcuts do not reach)."""
        text = event.text()
        if text.isdigit() and 1 <= int(text) <= min(9, len(self.codes)):
            self.give(self.codes[int(text) - 1])
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """As tall as the wrapped rows of buttons (the column's layout asks for one row otherwise)."""
        height = self.flow.heightForWidth(max(1, self.width())) + 4 if self.buttons else 0  # 4: the frames
        if height != self.minimumHeight():
            self.setMinimumHeight(height)

    def give(self, code: str) -> None:
        if not self.locked and code in self.codes:
            self.answered.emit(code)

    def lock(self, locked: bool = True) -> None:
        self.locked = locked
        for button in self.buttons:
            button.setEnabled(not locked)

    def show_result(self, right: Sequence[str], given: object) -> None:
        self.lock()
        for button, code in zip(self.buttons, self.codes):
            colour = GOOD if code in right else (BAD if code == given else "")
            button.setStyleSheet(BUTTON + (f"QPushButton {{ border: 2px solid {colour}; font-weight: bold; }}"
                                           if colour else ""))

    def focus(self) -> None:
        if self.buttons:
            self.buttons[0].setFocus()

    def retranslate(self) -> None:
        for n, (button, code) in enumerate(zip(self.buttons, self.codes), start=1):
            button.setText(f"{n}  {claim_label(self.ctx, code)}" if n <= 9 else claim_label(self.ctx, code))
        self._fit()


class NetSpin(QtWidgets.QSpinBox):
    entered = QtCore.Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setRange(-9999, 9999)
        self.setMinimumWidth(84)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter):
            self.entered.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class NetsBox(QtWidgets.QWidget):
    """Four fields, one per player: what each wins (positive) or pays (negative); Tab moves on, Enter checks."""

    answered = QtCore.Signal(object)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QtWidgets.QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        self.labels, self.spins = [], []
        for i in range(4):
            label, spin = QtWidgets.QLabel(), NetSpin()
            label.setBuddy(spin)
            spin.entered.connect(self.commit)
            grid.addWidget(label, 0, i)
            grid.addWidget(spin, 1, i)
            self.labels.append(label)
            self.spins.append(spin)
        self.check = QtWidgets.QPushButton()
        self.check.setObjectName("primary")
        self.check.clicked.connect(self.commit)
        grid.addWidget(self.check, 1, 4)
        grid.setColumnStretch(5, 1)
        self.locked = False
        self.retranslate()

    def value(self) -> list[int]:
        return [s.value() for s in self.spins]

    def reset(self) -> None:
        self.lock(False)
        for s in self.spins:
            s.setValue(0)
            s.setStyleSheet("")

    def commit(self) -> None:
        if not self.locked:
            self.answered.emit(self.value())

    def lock(self, locked: bool = True) -> None:
        self.locked = locked
        for w in (*self.spins, self.check):
            w.setEnabled(not locked)

    def show_result(self, right: Sequence[int], given: object) -> None:
        self.lock()
        mine = list(given) if isinstance(given, (list, tuple)) else []
        for i, spin in enumerate(self.spins):
            ok = i < len(right) and i < len(mine) and mine[i] == right[i]
            spin.setStyleSheet(f"border: 2px solid {GOOD if ok else BAD};")

    def focus(self) -> None:
        self.spins[0].setFocus()
        self.spins[0].selectAll()

    def retranslate(self) -> None:
        for i, label in enumerate(self.labels):
            label.setText(self.tr("Player &%1").replace("%1", str(i)))
        self.check.setText(self.tr("Check"))
        self.check.setToolTip(self.tr("Answer with these four numbers (Enter)"))


__all__ = ["ClaimButtons", "NetsBox", "claim_label"]
