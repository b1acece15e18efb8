"""The learner's moves at the practice table: one button per legal move other than a discard (碰, 杠,
吃, 胡, 涨将, 歪, 溜, 买庄, pass …), each with a key (its letter, and 1–9 in order), what to do now,
and why a claim may not be declined when the rule set makes it compulsory. Discards are made on the
table (a click, or ←/→ and Enter). ``chosen(event)`` is a button pressed; only legal moves exist as
buttons, so an illegal one cannot be chosen."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.widgets.flow_row import FlowRow

# The key of each kind of move (the number keys 1–9 work for every button, in order).
KEYS = {"hu": "H", "peng": "P", "gang": "G", "chi": "C", "pass": "X", "zhang": "Z", "wai": "W", "liu": "L",
        "buy": "B", "bomb": "F", "jiagang": "J", "angang": "K", "long": "O", "xi": "Y", "zhizhuang": "Q",
        "draw": "R"}
ORDER = ("hu", "wai", "liu", "gang", "peng", "chi", "jiagang", "angang", "long", "zhang", "bomb", "xi", "buy",
         "zhizhuang", "draw", "pass")


class MoveButton(QtWidgets.QPushButton):
    """A move's button that may be narrower than its words (八胡's longest 吃 on an 800-pixel window):
    the words are then cut in the middle, and the tooltip says them whole."""

    NARROWEST = 160

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Fixed)  # may shrink

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        hint = super().minimumSizeHint()
        return QtCore.QSize(min(hint.width(), self.NARROWEST), hint.height())

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        if self.width() >= self.sizeHint().width():
            super().paintEvent(event)  # room for every word
            return
        painter = QtWidgets.QStylePainter(self)
        option = QtWidgets.QStyleOptionButton()
        self.initStyleOption(option)
        room = self.style().subElementRect(QtWidgets.QStyle.SubElement.SE_PushButtonContents, option, self).width()
        option.text = self.fontMetrics().elidedText(self.text(), QtCore.Qt.TextElideMode.ElideMiddle, room)
        painter.drawControl(QtWidgets.QStyle.ControlElement.CE_PushButton, option)


class MovesArea(QtWidgets.QScrollArea):
    """The move buttons: as tall as their rows, up to :attr:`ROWS` of them, then scrolling — a 八胡 card
    can be taken by a dozen 吃, and at 800×600 their rows would push the last ones off the window."""

    ROWS = 3

    def __init__(self, holder: QtWidgets.QWidget) -> None:
        super().__init__()
        self.setWidget(holder)
        self.setWidgetResizable(True)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Fixed)

    def _height(self) -> int:
        layout = self.widget().layout()
        width = max(self.viewport().width(), 1)
        rows = layout.heightForWidth(width) if layout is not None and layout.hasHeightForWidth() else 0
        button = QtWidgets.QPushButton("X").sizeHint().height() if rows else 0
        cap = self.ROWS * button + (self.ROWS - 1) * 4
        return max(min(rows, cap), 0)

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return QtCore.QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return QtCore.QSize(0, self._height())

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self.height() != self._height():  # rows re-wrap at a new width
            self.updateGeometry()


class PracticeActions(QtWidgets.QWidget):
    chosen = QtCore.Signal(object)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.status = QtWidgets.QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-weight: bold;")
        self.duty = QtWidgets.QLabel()
        self.duty.setWordWrap(True)
        self.duty.setStyleSheet("color: #8a4b00;")
        self.duty.hide()
        self.hint_button = QtWidgets.QPushButton()
        holder = QtWidgets.QWidget()
        self.row = FlowRow(holder, spacing=6)
        self.buttons: list[tuple[QtWidgets.QPushButton, Any]] = []
        top = QtWidgets.QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.status, 1)
        top.addWidget(self.hint_button)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 0)
        box.setSpacing(4)
        box.addLayout(top)
        self.area = MovesArea(holder)
        box.addWidget(self.area)
        box.addWidget(self.duty)
        self.describe: Callable[[Any], str] = lambda e: e.code()

    def set_moves(self, events: Sequence[Any], status: str, duty: str = "") -> None:
        """Offer these moves (discards excluded: they are made on the table)."""
        for button, _ in self.buttons:
            self.row.removeWidget(button)
            button.hide()  # its keys go quiet at once, not when the deletion comes round
            button.deleteLater()
        self.buttons = []
        moves = sorted((e for e in events if e.type != "discard"),
                       key=lambda e: ORDER.index(e.type) if e.type in ORDER else len(ORDER))
        used: set[str] = set()
        for n, e in enumerate(moves):
            keys = []
            letter = KEYS.get(e.type)
            if letter and letter not in used:
                used.add(letter)
                keys.append(letter)
            if n < 9:
                keys.append(str(n + 1))
            button = MoveButton(f"{self.describe(e)}  ({' / '.join(keys)})" if keys else self.describe(e))
            button.setAutoDefault(False)
            button.setAccessibleName(self.describe(e))
            button.setToolTip(button.text())
            for key in keys:
                sc = QtGui.QShortcut(QtGui.QKeySequence(key), button)
                sc.setContext(QtCore.Qt.ShortcutContext.WindowShortcut)
                sc.activated.connect(lambda ev=e: self.chosen.emit(ev))
            button.clicked.connect(lambda _c=False, ev=e: self.chosen.emit(ev))
            self.row.addWidget(button)
            self.buttons.append((button, e))
        self.area.updateGeometry()
        self.status.setText(status)
        self.duty.setText(duty)
        self.duty.setVisible(bool(duty))

    def offered(self) -> list[Any]:
        """The moves offered as buttons, in their order."""
        return [e for _, e in self.buttons]

    def press(self, event: Any) -> None:
        """Click the button of ``event`` (tests, and the keys)."""
        for button, e in self.buttons:
            if e == event:
                self.area.ensureWidgetVisible(button)
                button.click()
                return
        raise ValueError(f"{event} is not offered")
