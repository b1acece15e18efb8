"""A sitting's score sheet and the plot of its running totals, for the practice table and the replay page.

The sheet has one row a hand: its number, the dealer, how it ended, what it carried in (八胡's 大炮 and
坐牢) and each seat's running total with the hand's net beside it; a hand where a rule of the sitting
was broken is marked, the rules in its tooltip. The plot is the review's small graph
(:class:`~archive_app.ui.widgets.eval_graph.EvalGraph`): one line a seat, from 0 before the first hand.
Choosing a row or a point on the plot emits ``hand_chosen(index)`` (0 for the first hand).
"""

from __future__ import annotations

from collections.abc import Sequence

from archive_app.presenters.sitting_sheet import Row, Sheet, status_names
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui import language
from archive_app.ui.widgets.eval_graph import EvalGraph

FIXED = 4  # the columns before the seats': hand, dealer, result, carried in


def number_text(value: float) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


class SittingSheet(QtWidgets.QTableWidget):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(0, FIXED, parent)
        self.verticalHeader().hide()
        self.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.setAccessibleName("score sheet")

    def result_text(self, row: Row, names: Sequence[str]) -> str:
        if row.end == "hu" and row.winner is not None:
            return self.tr("%1 won").replace("%1", names[row.winner])
        if row.end == "exhausted":
            return self.tr("Nobody won")
        return self.tr("Not finished")

    def show_sheet(self, sheet: Sheet, names: Sequence[str], lang: str) -> None:
        seats = sheet.playing
        self.setColumnCount(FIXED + len(seats))
        self.setHorizontalHeaderLabels([self.tr("Hand"), self.tr("Dealer"), self.tr("Result"), self.tr("Carried in")]
                                       + [names[s] for s in seats])
        statuses = status_names(sheet.game)
        self.setRowCount(len(sheet.rows))
        for i, row in enumerate(sheet.rows):
            carried = "; ".join(f"{getattr(statuses[k], lang)} {'、'.join(names[s] for s in who)}"
                                for k, who in row.carried.items() if who)
            cells = [str(row.hand) + (" !" if row.broken else ""), names[row.dealer],
                     self.result_text(row, names), carried]
            cells += [f"{number_text(row.totals[s])} ({'+' if row.net[s] > 0 else ''}{number_text(row.net[s])})"
                      for s in seats]
            for j, text in enumerate(cells):
                item = QtWidgets.QTableWidgetItem(text)
                if j >= FIXED:
                    item.setTextAlignment(QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter)
                if row.broken:
                    item.setToolTip("\n".join(v["zh" if lang == "zh" else "en"] for v in row.broken))
                self.setItem(i, j, item)


class SittingView(QtWidgets.QWidget):
    """The sheet above the plot; ``names`` are the seats' names as the page says them."""

    hand_chosen = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet = SittingSheet()
        self.plot = EvalGraph()
        self.plot.setAccessibleName("running totals")
        self.current = 0
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.sheet, 3)
        box.addWidget(self.plot, 2)
        self.sheet.itemSelectionChanged.connect(self._row_chosen)
        self.plot.moment_chosen.connect(lambda m: self.hand_chosen.emit(max(0, m - 1)))

    def show_sheet(self, sheet: Sheet, names: Sequence[str] | None = None, lang: str = "en") -> None:
        names = list(names) if names else [language.seat_name(s) for s in range(len(sheet.series[0]))]
        self.sheet.blockSignals(True)
        self.sheet.show_sheet(sheet, names, lang)
        self.sheet.blockSignals(False)
        self.plot.set_rows([tuple(float(v) for v in r) for r in sheet.series], names, sheet.playing)
        self.select(min(self.current, max(0, len(sheet.rows) - 1)))

    def select(self, index: int) -> None:
        """Mark hand ``index`` (0 for the first) on the sheet and the plot, without emitting."""
        self.current = index
        self.sheet.blockSignals(True)
        if 0 <= index < self.sheet.rowCount():
            self.sheet.selectRow(index)
        self.sheet.blockSignals(False)
        self.plot.set_current(index + 1)

    def _row_chosen(self) -> None:
        rows = self.sheet.selectionModel().selectedRows()
        if rows:
            self.hand_chosen.emit(rows[0].row())
