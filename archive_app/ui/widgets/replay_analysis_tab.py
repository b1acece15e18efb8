"""The replay page's Analysis tab: "Analyse this hand" plays the rest of the hand out after every
event (engine/review/analysis.py, off the UI thread with progress), draws each seat's expected result
over the hand (:class:`EvalGraph`: a click goes to that moment) and lists each seat's inaccuracies,
mistakes and blunders, their move numbers linking to the moment. A sample game's commentary stays
where it is: the analysis sits beside it."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from archive_app.ops import BackgroundOp
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.coach_words import reasons_html
from archive_app.ui.widgets.eval_graph import EvalGraph
from archive_app.ui.widgets.move_list import MoveWords
from archive_app.ui.widgets.replay_review import hand_shown


SEVERITY = {6: 1, 2: 2, 4: 3}  # NAG: inaccuracy, mistake, blunder


def worst_marks(found: Any) -> dict[int, str]:
    """The glyph of each marked move, the worst when two players' decisions share the move (a pass made
    explicit and the claim it answers)."""
    out: dict[int, tuple[int, str]] = {}
    for row in found.rows:
        for m in row.marks:
            if m.event not in out or SEVERITY[m.nag] > out[m.event][0]:
                out[m.event] = (SEVERITY[m.nag], m.glyph)
    return {event: glyph for event, (_, glyph) in out.items()}


class ReplayAnalysis(QtWidgets.QWidget):
    moment_chosen = QtCore.Signal(int)  # events played before the moment (0: the deal)
    analysed = QtCore.Signal(object)  # {event index: glyph} of the costly decisions, when an analysis is shown
    link = QtCore.Signal(str)  # a game word of the engine's sentences: "g:key", its glossary entry

    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.button = QtWidgets.QPushButton()
        self.progress = QtWidgets.QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.progress.hide()
        self.graph = EvalGraph()
        self.graph.hide()
        self.marks = QtWidgets.QTextBrowser()
        self.marks.setOpenLinks(False)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.button)
        box.addWidget(self.progress)
        box.addWidget(self.graph)
        box.addWidget(self.marks, 1)
        self.record: Any = None
        self.seats: list[int] = []
        self._token = 0
        self._ops: list[BackgroundOp] = []
        self._found: Any = None
        self._failed = ""
        self.button.clicked.connect(self.start)
        self.graph.moment_chosen.connect(self.moment_chosen)
        self.marks.anchorClicked.connect(self._link)
        self.set_record(None, [])

    def retranslate(self) -> None:
        self.button.setText(self.tr("&Analyse this hand"))
        self.button.setToolTip(self.tr("The engine plays the rest of the hand out after every move: each "
                                       "player's expected result, and the costly decisions marked"))
        self._show()

    def set_record(self, record: Any, seats: Sequence[int]) -> None:
        self._drop_pending()
        self.record, self.seats = record, list(seats)
        self._found, self._failed = None, ""
        self.button.setEnabled(record is not None and getattr(record, "wall", None) is not None)
        self._show()
        self.analysed.emit({})

    def set_current(self, moment: int) -> None:
        self.graph.set_current(moment)

    def start(self) -> None:
        from engine.review.analysis import analyse

        if self.record is None:
            return
        self._drop_pending()
        token, record = self._token, hand_shown(self.record)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.marks.setHtml(html.escape(self.tr("The engine is analysing the hand…")))

        def progress(done: int, total: int, _text: str = "") -> None:
            if token == self._token:
                self.progress.setRange(0, max(1, total))
                self.progress.setValue(done)

        def done(found: Any) -> None:
            if token == self._token:
                self._found, self._failed = found, ""
                self.progress.hide()
                self._show()
                self.analysed.emit(worst_marks(found))

        def failed(e: BaseException) -> None:
            if token == self._token:
                self._found, self._failed = None, str(e) or type(e).__name__
                self.progress.hide()
                self._show()

        self._ops = [op for op in self._ops if not op.done]
        self._ops.append(BackgroundOp(self, lambda report: analyse(record, progress=report))
                         .on_progress(progress).on_success(done).on_failure(failed).start())

    def _drop_pending(self) -> None:
        self._token += 1
        for op in self._ops:
            op.cancel()

    def idle(self) -> bool:
        return all(op.done for op in self._ops)

    def _glyph_name(self, glyph: str) -> str:
        return {"?!": self.tr("inaccuracy"), "?": self.tr("mistake"), "??": self.tr("blunder")}[glyph]

    def _show(self) -> None:
        found = self._found
        if found is None:
            self.graph.hide()
            text = (self.tr("The analysis failed: %1").replace("%1", self._failed) if self._failed else
                    self.tr("Press Analyse this hand: the engine plays the rest of the hand out after every "
                            "move and draws what each player can expect, marking the costly decisions.")
                    if self.record is None or getattr(self.record, "wall", None) is not None else
                    self.tr("This record does not list its wall, so the hand cannot be played on."))
            self.marks.setHtml(f"<p>{html.escape(text)}</p>")
            return
        names = [self.words.seat(s) for s in range(len(found.rows[0].expected))]
        self.graph.set_rows([r.expected for r in found.rows], names, self.seats)
        self.graph.show()
        intro = self.tr("Each line is what a player can expect from the hand, in its money, after each move; "
                        "the costly decisions:")
        parts = [f"<p>{html.escape(intro)}</p>"]
        for s in self.seats:
            marked = [m for r in found.rows for m in r.marks if m.seat == s]
            items = "".join(self._item(m) for m in marked)
            none = html.escape(self.tr("no costly decision"))
            parts.append(f"<p><b>{html.escape(names[s])}</b></p>" + (f"<ul>{items}</ul>" if items else f"<p>{none}</p>"))
        self.marks.setHtml("".join(parts))

    def _item(self, m: Any) -> str:
        from engine.review.terms import unit_of

        move = html.escape(self.tr("move %1").replace("%1", str(m.event + 1)))
        unit = unit_of(self.record.game) if self.record is not None else None
        money = "" if unit is None else (unit.zh if self.words.lang == "zh" else unit.en)
        cost = html.escape(self.tr("costs about %1 %2 a hand").replace("%1", f"{m.loss:.1f}").replace("%2", money))
        why = reasons_html(m.reasons, self.words.lang, self.words.conv) if m.reasons else ""
        return (f'<li><a href="moment:{m.event}">{move}</a> {html.escape(m.glyph)} '
                f"{html.escape(self._glyph_name(m.glyph))} ({cost})" + (f"<br>{why}" if why else "") + "</li>")

    def _link(self, url: QtCore.QUrl) -> None:
        text = url.toString()
        if text.startswith("moment:") and text[7:].isdigit():
            self.moment_chosen.emit(int(text[7:]))  # the table as the player saw it, before the move
        elif text.startswith("g:"):
            self.link.emit(text)
