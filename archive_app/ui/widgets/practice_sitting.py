"""The practice table's sitting tab: how many hands to play, the button that starts the sitting and the
one that deals its next hand, where it stands, and its score sheet and plot
(:class:`~archive_app.ui.widgets.sitting_sheet.SittingView`); and the banner offering back a sitting
left unfinished."""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.flow_row import FlowRow, pair
from archive_app.ui.widgets.practice_panels import ResumeBanner
from archive_app.ui.widgets.sitting_sheet import SittingView
from engine.core.sitting import MAX_HANDS


class SittingPanel(QtWidgets.QWidget):
    start_sitting = QtCore.Signal(int)  # the hands asked for
    next_hand = QtCore.Signal()
    open_replay = QtCore.Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = QtWidgets.QSpinBox()
        self.count.setRange(1, MAX_HANDS)
        self.count.setValue(4)
        self.count_label = QtWidgets.QLabel()
        self.count_label.setBuddy(self.count)
        self.start_button = QtWidgets.QPushButton()
        self.next_button = QtWidgets.QPushButton()
        self.next_button.setEnabled(False)
        self.replay_button = QtWidgets.QPushButton()
        self.replay_button.setEnabled(False)
        self.status = QtWidgets.QLabel()
        self.status.setWordWrap(True)
        self.view = SittingView()
        controls = QtWidgets.QWidget()
        row = FlowRow(controls, spacing=6)
        row.addWidget(pair(self.count_label, self.count))
        row.addWidget(self.start_button)
        row.addWidget(self.next_button)
        row.addWidget(self.replay_button)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(controls)
        box.addWidget(self.status)
        box.addWidget(self.view, 1)
        self.start_button.clicked.connect(lambda: self.start_sitting.emit(self.count.value()))
        self.next_button.clicked.connect(self.next_hand)
        self.replay_button.clicked.connect(self.open_replay)

    def retranslate(self) -> None:
        self.count_label.setText(self.tr("Ha&nds:"))
        self.start_button.setText(self.tr("Play a sitting"))
        self.start_button.setToolTip(self.tr("Play this many hands in a row: the deal moves on as the rules say, "
                                             "and the running totals are kept"))
        self.next_button.setText(self.tr("Next hand"))
        self.replay_button.setText(self.tr("Open in the replay"))

    def show_status(self, played: int, target: int, total: str, over: bool) -> None:
        if not target:
            self.status.setText(self.tr("No sitting is being played."))
        elif over:
            self.status.setText(self.tr("The sitting is over: %1 hands; your total %2.").replace("%1", str(played))
                                .replace("%2", total))
        else:
            self.status.setText(self.tr("%1 of %2 hands played; your total so far %3.").replace("%1", str(played))
                                .replace("%2", str(target)).replace("%3", total))


class SittingBanner(ResumeBanner):
    """A sitting left unfinished (the app closed or crashed): continue it or forget it."""

    def retranslate(self) -> None:
        self.resume_button.setText(self.tr("&Continue the sitting"))
        self.forget_button.setText(self.tr("&Forget the sitting"))

    def offer_sitting(self, game: str, played: int, target: int) -> None:
        self.text.setText(self.tr("A sitting was left unfinished (%1, %2 of %3 hands played).")
                          .replace("%1", game).replace("%2", str(played)).replace("%3", str(target)))
        self.show()

