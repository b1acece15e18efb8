"""The replay page's sitting tab: which hand of a sitting is on the table (a selector), the sitting's
score sheet and the plot of its running totals (:class:`~archive_app.ui.widgets.sitting_sheet.SittingView`).
``hand_chosen(index)`` asks the page for another hand (0 for the first); the page's moves, result,
review and analysis then show that hand.

:func:`read_for_replay` reads a file for the page: the record to show first and, when the file is a
sitting (a ``changpai-sitting/1`` file, or a record holding several hands in ``deals``), the sitting.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from archive_app.presenters.sitting_sheet import Sheet, sitting_of
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui import language
from archive_app.ui.widgets.sitting_sheet import SittingView, WidenWhileShown
from engine.core.errors import InputError
from engine.core.messages import CANNOT_READ, why_unread
from engine.core.record import Record
from engine.core.sitting import MAX_SITTING_BYTES, Sitting, is_sitting


def read_sitting(path: Path) -> Sitting | None:
    """The sitting in ``path``, or None for a record of one hand; InputError for a bad file."""
    try:
        data = path.read_bytes()[:MAX_SITTING_BYTES + 1]
    except OSError as e:
        raise InputError(CANNOT_READ(path=path.name, why=why_unread(e)), str(path)) from None
    if is_sitting(data):
        return Sitting.parse(data, path.name)
    record = Record.parse(data, path.name)
    return sitting_of(record) if record.sitting else None


def read_for_replay(path: Path) -> tuple[Record, Sitting | None]:
    """The record to show first and the sitting it is a hand of (None for a record of one hand); every
    hand must deal at the table. InputError for a bad file."""
    from archive_app.presenters.replay_session import ReplaySession

    sitting = read_sitting(path)
    if sitting is not None and not sitting.hands:
        raise InputError(f"{path.name}: the sitting has no hand yet", "hands")
    record = Record.load(path) if sitting is None else sitting.hands[0].record
    for one in sitting.records if sitting is not None else (record,):
        ReplaySession(one)  # the state machine must accept every deal
    return record, sitting


def hand_at(at: str) -> tuple[int, str]:
    """A remembered position: ``"h2:5.0"`` is hand 2 (index 1) at ``5.0``; without ``h``, hand 1.

    >>> hand_at("h2:5.0"), hand_at("5.0"), hand_at("hx:1")
    ((1, '5.0'), (0, '5.0'), (0, '1'))
    """
    hand, _, rest = at.partition(":") if ":" in at else ("", "", at)
    return (max(0, int(hand[1:]) - 1) if hand[1:].isdigit() else 0), rest


class ReplaySitting(QtWidgets.QWidget):
    hand_chosen = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.sitting: Sitting | None = None
        self.sheet: Sheet | None = None
        self.widen: WidenWhileShown | None = None  # set by :meth:`attach`
        self.hand = QtWidgets.QComboBox()
        self.hand.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.label = QtWidgets.QLabel()
        self.label.setBuddy(self.hand)
        self.view = SittingView()
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.label)
        row.addWidget(self.hand, 1)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(row)
        box.addWidget(self.view, 1)
        self.hand.activated.connect(self.hand_chosen)
        self.view.hand_chosen.connect(self.hand_chosen)

    def attach(self, tabs: QtWidgets.QTabWidget) -> None:
        """Widen the page's side panel while this tab shows a sitting."""
        self.widen = WidenWhileShown(tabs, self, self.view.sheet.full_width, lambda: self.sitting is not None)

    def retranslate(self, lang: str, conv: Callable[[str], str] | None = None) -> None:
        if conv is not None:
            self.view.sheet.conv = conv
        self.label.setText(self.tr("&Hand:"))
        if self.sitting is not None:
            self.set_sitting(self.sitting, self.hand.currentIndex(), lang)

    def set_sitting(self, sitting: Sitting | None, index: int, lang: str) -> None:
        if sitting is not self.sitting or self.sheet is None:
            self.sheet = Sheet.of(sitting) if sitting is not None else None
        self.sitting = sitting
        self.hand.clear()
        if sitting is None or self.sheet is None:
            return
        for row in self.sheet.rows:
            self.hand.addItem(self.tr("Hand %1 of %2, dealt by %3").replace("%1", str(row.hand))
                              .replace("%2", str(len(self.sheet.rows))).replace("%3", language.seat_name(row.dealer)))
        self.view.show_sheet(self.sheet, None, lang)
        self.select(index)
        if self.widen is not None:
            self.widen.fit()

    def select(self, index: int) -> None:
        self.hand.setCurrentIndex(index)
        self.view.select(index)
