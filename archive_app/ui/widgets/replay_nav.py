"""The replay page's controls under the table: to the deal, back, forward, to the end, into and out
of a variation, a slider over the line shown, autoplay with its speed, and whose view of the table
to show (every hand face up, or what one player knew)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.language import seat_name
from archive_app.ui.widgets.flow_row import FlowRow, pair

SPEEDS = (0.5, 1.0, 2.0, 4.0)  # seconds a move


class ReplayNav(QtWidgets.QWidget):
    moved = QtCore.Signal(str)  # "home", "back", "forward", "end", "enter", "leave"
    slider_moved = QtCore.Signal(int)
    view_changed = QtCore.Signal(object)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        style = self.style()
        icon = QtWidgets.QStyle.StandardPixmap
        self.buttons: dict[str, QtWidgets.QToolButton] = {}
        rows = QtWidgets.QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(2)
        row, row2 = QtWidgets.QHBoxLayout(), FlowRow()  # the second row wraps in a narrow window
        rows.addLayout(row)
        rows.addLayout(row2)
        for key, pix in (("home", icon.SP_MediaSkipBackward), ("back", icon.SP_MediaSeekBackward),
                         ("forward", icon.SP_MediaSeekForward), ("end", icon.SP_MediaSkipForward)):
            b = QtWidgets.QToolButton()
            b.setIcon(style.standardIcon(pix))
            b.clicked.connect(lambda _c=False, k=key: self.moved.emit(k))
            self.buttons[key] = b
            row.addWidget(b)
        self.slider = QtWidgets.QSlider(QtCore.Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self._slid)
        self.position = QtWidgets.QLabel()
        row.addWidget(self.slider, 1)
        row.addWidget(self.position)
        for key in ("enter", "leave"):
            b = QtWidgets.QToolButton()
            b.clicked.connect(lambda _c=False, k=key: self.moved.emit(k))
            self.buttons[key] = b
            row2.addWidget(b)
        self.autoplay = QtWidgets.QPushButton()
        self.autoplay.setCheckable(True)
        self.autoplay.toggled.connect(self._autoplay)
        self.speed_label = QtWidgets.QLabel()
        self.speed = QtWidgets.QComboBox()
        self.speed_label.setBuddy(self.speed)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.view_label = QtWidgets.QLabel()
        self.view = QtWidgets.QComboBox()
        self.view_label.setBuddy(self.view)
        self.view.currentIndexChanged.connect(lambda _i: self.view_changed.emit(self.view_seat()))
        for combo in (self.speed, self.view):  # narrow windows: the combos give way first
            combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(6)
        row2.addWidget(self.autoplay)
        row2.addWidget(pair(self.speed_label, self.speed))
        row2.addWidget(pair(self.view_label, self.view))
        row2.addStretch(1)
        self.timer = QtCore.QTimer(self)
        self.timer.timeout.connect(lambda: self.moved.emit("forward"))
        self._quiet = False
        self._seats: list[int] = []
        self._words: Any = None

    def retranslate(self) -> None:
        tips = {"home": self.tr("To the deal (Home)"), "back": self.tr("One move back (←)"),
                "forward": self.tr("One move forward (→)"), "end": self.tr("To the last move (End)"),
                "enter": self.tr("Into the next move's variation (Ctrl+↓)"),
                "leave": self.tr("Out of the variation (Ctrl+↑)")}
        for key, b in self.buttons.items():
            b.setToolTip(tips[key])
            b.setAccessibleName(tips[key])
        self.buttons["enter"].setText(self.tr("Variation"))
        self.buttons["leave"].setText(self.tr("Back to the line"))
        self.autoplay.setText(self.tr("Auto&play"))
        self.speed_label.setText(self.tr("Spee&d:"))
        i = max(0, self.speed.currentIndex()) if self.speed.count() else 1
        self._quiet = True
        self.speed.clear()
        for s in SPEEDS:
            self.speed.addItem(self.tr("%1 s a move").replace("%1", f"{s:g}"), s)
        self.speed.setCurrentIndex(i)
        self._quiet = False
        self.view_label.setText(self.tr("&View:"))
        self._fill_view()

    def set_seats(self, seats: Sequence[int], words: Any) -> None:
        self._seats, self._words = list(seats), words
        self._fill_view()

    def _fill_view(self) -> None:
        old = self.view_seat()
        self.view.blockSignals(True)
        self.view.clear()
        self.view.addItem(self.tr("Every hand"), None)
        for s in self._seats:
            name = self._words.seat(s) if self._words else seat_name(s)
            self.view.addItem(self.tr("What %1 knew").replace("%1", name), s)
        i = self.view.findData(old) if old is not None else 0
        self.view.setCurrentIndex(max(0, i))
        self.view.blockSignals(False)

    def view_seat(self) -> int | None:
        return self.view.currentData() if self.view.count() else None

    def set_position(self, index: int, last: int, can_enter: bool, in_variation: bool) -> None:
        self._quiet = True
        self.slider.setRange(0, max(0, last))
        self.slider.setValue(index)
        self._quiet = False
        self.position.setText(f"{index}/{last}")
        self.buttons["enter"].setEnabled(can_enter)
        self.buttons["leave"].setEnabled(in_variation)
        self.buttons["back"].setEnabled(index > 0)
        self.buttons["home"].setEnabled(index > 0)
        self.buttons["forward"].setEnabled(index < last)
        self.buttons["end"].setEnabled(index < last)
        if index >= last:
            self.stop_autoplay()

    def stop_autoplay(self) -> None:
        self.autoplay.setChecked(False)

    def _slid(self, value: int) -> None:
        if not self._quiet:
            self.slider_moved.emit(value)

    def _autoplay(self, on: bool) -> None:
        if on:
            self.timer.start(int(1000 * (self.speed.currentData() or 1.0)))
        else:
            self.timer.stop()

    def _speed_changed(self, _i: int) -> None:
        if not self._quiet and self.timer.isActive():
            self.timer.start(int(1000 * (self.speed.currentData() or 1.0)))
