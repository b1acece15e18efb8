"""The replay page's review tab: choose a player who plays in the record, press the button, and the
engine weighs each of that player's decisions on the main line (the practice table's review,
:class:`~archive_app.ui.widgets.practice_panels.ReviewView`, saying the player's name instead of
"you"): only where the player differed from the engine, biggest loss first, with the alternative,
the reason and what the measure cannot see. The work runs off the UI thread; opening another record
or asking again makes a result still on its way stale, and it is dropped."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from archive_app.ops import BackgroundOp
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.move_list import MoveWords
from archive_app.ui.widgets.practice_panels import ReviewView


def hand_shown(record: Any, deal: int = 0) -> Any:
    """The hand the page shows as a record of one hand: a sitting's deal (the review takes one hand)."""
    if not record.sitting:
        return record
    d = record.all_deals()[deal]
    return replace(record, deals=(), dealer=d.dealer, hands=d.hands, wall=d.wall, turned=d.turned,
                   events=d.events, comment=d.comment)


def learner_seat(record: Any) -> int | None:
    """The learner's seat of a hand played at the practice table (its ``Practice`` tag), else None."""
    if "Practice" not in record.tags:
        return None
    from archive_app.presenters.practice import practice_of

    return practice_of(record)[0]


class ReplayReview(QtWidgets.QWidget):
    seat_chosen = QtCore.Signal(int)  # the user picked another player (the page remembers it)
    move_chosen = QtCore.Signal(int)  # a decision's move number was clicked: the record's event index

    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.view = ReviewView(words)
        self.view.describe = self._move  # "discard 7m", as the engine's reasons say it
        self.view.move_links = True
        self.seat_label = QtWidgets.QLabel()
        self.seat = QtWidgets.QComboBox()
        self.seat_label.setBuddy(self.seat)
        self.button = QtWidgets.QPushButton()
        self.progress = QtWidgets.QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.progress.hide()
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.seat_label)
        row.addWidget(self.seat, 1)
        row.addWidget(self.button)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(row)
        box.addWidget(self.progress)
        box.addWidget(self.view, 1)
        self.record: Any = None
        self._seats: list[int] = []
        self._token = 0
        self._ops: list[BackgroundOp] = []
        self._shown: tuple[str, Any] = ("empty", None)  # what the view shows, to say it again in another language
        self.button.clicked.connect(self.start)
        self.seat.activated.connect(lambda _i: self.seat_chosen.emit(self.chosen_seat()))
        self.view.anchorClicked.connect(self._link)
        self.set_record(None, [])

    def retranslate(self) -> None:
        self.seat_label.setText(self.tr("P&layer:"))
        self.button.setText(self.tr("Review t&his seat"))
        self.button.setToolTip(self.tr("The engine weighs each decision of this player on the main line"))
        self._fill_seats(self.chosen_seat())
        self._show(*self._shown)

    # --- the record ---
    def set_record(self, record: Any, seats: Sequence[int], prefer: int | None = None) -> None:
        """A record opened (None: none): the players who play in it, the one chosen first (the learner's
        seat of a practice hand, else ``prefer`` when that one plays, else the first), an empty panel."""
        self._drop_pending()
        self.record = record
        self._seats = list(seats)
        learner = learner_seat(record) if record is not None else None
        first = next((s for s in (learner, prefer) if s in self._seats), self._seats[0] if self._seats else None)
        self._fill_seats(first)
        self.button.setEnabled(record is not None and bool(self._seats))
        self._show("empty", None)

    def _fill_seats(self, chosen: int | None) -> None:
        self.seat.blockSignals(True)
        self.seat.clear()
        for s in self._seats:
            self.seat.addItem(self.words.seat(s), s)
        self.seat.setCurrentIndex(max(0, self.seat.findData(chosen)))
        self.seat.blockSignals(False)

    def _move(self, e: Any) -> str:
        from engine.review.reasons import move_text

        text = move_text(e)
        return text.zh if self.words.lang == "zh" else text.en  # the view writes 繁體 when asked

    def chosen_seat(self) -> int | None:
        return self.seat.currentData() if self.seat.count() else None

    def seats(self) -> list[int]:
        return list(self._seats)

    # --- reviewing ---
    def start(self) -> None:
        from archive_app.presenters.practice_advice import differences

        seat = self.chosen_seat()
        if self.record is None or seat is None:
            return
        self._drop_pending()
        token, record = self._token, hand_shown(self.record)
        self._show("waiting", seat)
        self.progress.setRange(0, 0)
        self.progress.show()

        def progress(done: int, total: int, _text: str) -> None:
            if token == self._token:
                self.progress.setRange(0, max(1, total))
                self.progress.setValue(done)

        def done(found: Any) -> None:
            if token == self._token:
                self._show("review", (seat, found))

        def failed(e: BaseException) -> None:
            if token == self._token:
                self._show("failed", e)

        self._ops = [op for op in self._ops if not op.done]
        self._ops.append(BackgroundOp(self, lambda report: differences(record, seat, report))
                         .on_progress(progress).on_success(done).on_failure(failed).start())

    def _drop_pending(self) -> None:
        """A result still on its way is stale: the token drops it when it comes, and its work stops at
        its next progress report (on two busy cores it would only take time from the new one)."""
        self._token += 1
        for op in self._ops:
            op.cancel()

    def _why_not(self, e: BaseException) -> str:
        """A record the review cannot walk names the move where it lost its way (its token ``events[i]``)."""
        found = re.fullmatch(r"events\[(\d+)\]", getattr(e, "token", "") or "")
        if found:
            return self.tr("the engine cannot follow the record at move %1").replace("%1", str(int(found[1]) + 1))
        return str(e) or type(e).__name__

    def idle(self) -> bool:
        """No review is being worked out (tests wait for it)."""
        return all(op.done for op in self._ops)

    def _show(self, kind: str, value: Any) -> None:
        self._shown = (kind, value)
        if kind != "waiting":
            self.progress.hide()
        if kind == "empty":
            self.view.subject = None
            self.view.say([self.tr("Choose a player and press Review this seat: the engine weighs each of that "
                                   "player's decisions on the main line against its own first choice.")])
        elif kind == "waiting":
            self.view.subject = self.words.seat(value)
            self.view.show_waiting()
        elif kind == "review":
            seat, (found, limits) = value
            self.view.subject = self.words.seat(seat)
            self.view.show_review(found, limits)
        else:
            self.view.show_failed(self._why_not(value))

    def shown(self) -> str:
        """What the panel shows: ``empty``, ``waiting``, ``review`` or ``failed`` (tests)."""
        return self._shown[0]

    def plain(self) -> str:
        return self.view.plain()

    def _link(self, url: QtCore.QUrl) -> None:
        text = url.toString()
        if text.startswith("move:") and text[5:].isdigit():
            self.move_chosen.emit(int(text[5:]))
