"""How a replayed hand came out: for 八胡 the settlement page's drawing (who pays whom around the
table, :class:`~archive_app.ui.widgets.payment_diagram.PaymentDiagram`); for every game the net per
seat and the arithmetic, each line with its source links (``link_activated(target)``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from archive_app.games import adapter
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.hand_view import ReasonList
from archive_app.ui.widgets.move_list import MoveWords
from archive_app.ui.widgets.payment_diagram import PaymentDiagram


class ReplayResult(QtWidgets.QScrollArea):
    link_activated = QtCore.Signal(str)
    to_end = QtCore.Signal()  # the hand is not over at the point shown: go to its end (where offered)

    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.conv: Callable[[str], str] = lambda s: s
        self.setWidgetResizable(True)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        inner = QtWidgets.QWidget()
        box = QtWidgets.QVBoxLayout(inner)
        self.heading = QtWidgets.QLabel()
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: bold;")
        self.diagram = PaymentDiagram()
        self.net = QtWidgets.QLabel()
        self.net.setWordWrap(True)
        self.lines = ReasonList()
        self.lines.link_activated.connect(self.link_activated)
        self.end_button = QtWidgets.QPushButton()
        self.end_button.clicked.connect(self.to_end)
        self.end_button.hide()
        self.offers_end = False  # a replay can go to the hand's end; a hand being played cannot
        for w in (self.heading, self.diagram, self.net, self.lines):
            box.addWidget(w)
        box.addWidget(self.end_button, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
        box.addStretch(1)
        self.setWidget(inner)
        self.result: dict[str, Any] | None = None

    def show_result(self, result: dict[str, Any] | None) -> None:
        self.result = result
        w = self.words
        self.end_button.setText(self.tr("Go to the end of the hand"))
        self.end_button.setVisible(result is None and self.offers_end)
        if result is None:
            self.heading.setText(self.tr("The hand is not over yet: its result shows here at the end."))
            self.diagram.hide()
            self.net.setText("")
            self.lines.set_lines([])
            return
        if result["end"] == "hu" and result["winner"] is not None:
            self.heading.setText(self.tr("%1 won the hand.").replace("%1", w.seat(result["winner"])))
        else:
            self.heading.setText(self.tr("Nobody won: the wall ran out."))
        names = [w.seat(s) for s in range(len(result["net"]))]  # the game's seats
        s = result.get("settlement")
        self.diagram.setVisible(s is not None)
        if s is not None:
            self.diagram.set_data(s, result["winner"], names, self.tr("zhuang"), [""] * len(names),
                                  self.tr("di %1 from each player").replace("%1", str(s.di)),
                                  self.tr("Nobody pays anybody."))
        zh = w.lang == "zh"
        unit_zh, unit_en = adapter(w.game).plug.unit  # the game's money: 庄, 胡 or 息
        unit = self.conv(unit_zh) if zh else unit_en
        self.net.setText(self.tr("Net: %1").replace("%1", ", ".join(f"{names[i]} {n:+d} {unit}"
                                                                    for i, n in enumerate(result["net"]))))
        self.lines.set_lines([(self.conv(a) if zh else b, src) for a, b, src in result["lines"]])
