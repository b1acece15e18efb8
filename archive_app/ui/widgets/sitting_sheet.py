"""A sitting's score sheet and the plot of its running totals, for the practice table and the replay page.

The sheet has one row a hand: its number, the dealer, how it ended, what it carried in (八胡's 大炮 and
坐牢, a column only when something was) and each seat's running total, the hand's net in its tooltip; a
hand where a rule of the sitting was broken is marked "!", the rules in its tooltip. The plot is the review's small graph
(:class:`~archive_app.ui.widgets.eval_graph.EvalGraph`): one line a seat, from 0 before the first hand.
Choosing a row or a point on the plot emits ``hand_chosen(index)`` (0 for the first hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from archive_app.presenters.sitting_sheet import Row, Sheet, status_names
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui import language
from archive_app.ui.widgets.eval_graph import EvalGraph


def number_text(value: float) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def _same(text: str) -> str:
    return text


class SittingSheet(QtWidgets.QTableWidget):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.conv: Callable[[str], str] = _same  # the engine's Chinese in the user's script (the page's)
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
        statuses = status_names(sheet.game)
        carrying = any(who for row in sheet.rows for who in row.carried.values())  # the column only when needed
        fixed = [self.tr("Hand"), self.tr("Dealer"), self.tr("Result")] + ([self.tr("Carried in")] if carrying else [])
        self.setColumnCount(len(fixed) + len(seats))
        # a seat's column as narrow as its numbers: "Player A" on two lines
        self.setHorizontalHeaderLabels(fixed + [names[s].replace(" ", "\n", 1) for s in seats])
        self.setRowCount(len(sheet.rows))
        for i, row in enumerate(sheet.rows):
            cells = [str(row.hand) + (" !" if row.broken else ""), names[row.dealer], self.result_text(row, names)]
            if carrying:
                cells.append(self.conv("; ".join(f"{getattr(statuses[k], lang)} {'、'.join(names[s] for s in who)}"
                                                 for k, who in row.carried.items() if who)))
            tips = [""] * len(cells)
            cells += [number_text(row.totals[s]) for s in seats]
            tips += [self.tr("%1 this hand").replace("%1", ("+" if row.net[s] > 0 else "") + number_text(row.net[s]))
                     for s in seats]
            for j, text in enumerate(cells):
                item = QtWidgets.QTableWidgetItem(text)
                if j >= len(fixed):
                    item.setTextAlignment(QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter)
                broken = self.conv("\n".join(v["zh" if lang == "zh" else "en"] for v in row.broken))
                item.setToolTip("\n".join(t for t in (tips[j], broken) if t))
                self.setItem(i, j, item)

    def full_width(self) -> int:
        """The width that shows every column without scrolling."""
        self.resizeColumnsToContents()
        return (sum(self.columnWidth(c) for c in range(self.columnCount())) + 2 * self.frameWidth()
                + self.verticalScrollBar().sizeHint().width())


class SittingView(QtWidgets.QWidget):
    """The sheet above the plot; ``names`` are the seats' names as the page says them."""

    hand_chosen = QtCore.Signal(int)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.first = QtWidgets.QLabel()  # how the first dealer was found
        self.first.setWordWrap(True)
        self.sheet = SittingSheet()
        self.plot = EvalGraph()
        self.plot.setAccessibleName("running totals")
        self.current = 0
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.first)
        box.addWidget(self.sheet, 3)
        box.addWidget(self.plot, 2)
        self.sheet.itemSelectionChanged.connect(self._row_chosen)
        self.plot.moment_chosen.connect(lambda m: self.hand_chosen.emit(max(0, m - 1)))

    def show_sheet(self, sheet: Sheet, names: Sequence[str] | None = None, lang: str = "en") -> None:
        names = list(names) if names else [language.seat_name(s) for s in range(len(sheet.series[0]))]
        self.first.setText(self.sheet.conv(sheet.first[0]) if lang == "zh" else sheet.first[1])
        self.first.setVisible(bool(self.first.text()))
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


class WidenWhileShown(QtCore.QObject):
    """The side of the page's horizontal splitter that holds ``tabs``, widened to ``width()`` (up to three fifths of
    the page) while ``page`` is the current tab and ``wanted()``; as it was once another tab is chosen.
    The score sheet is wider than a side panel: between hands the table can spare the room."""

    def __init__(self, tabs: QtWidgets.QTabWidget, page: QtWidgets.QWidget, width: Callable[[], int],
                 wanted: Callable[[], bool]) -> None:
        super().__init__(tabs)
        self.tabs, self.page, self.width, self.wanted = tabs, page, width, wanted
        self.before: list[int] | None = None
        tabs.currentChanged.connect(lambda _i: self.fit())

    def _splitter(self) -> tuple[QtWidgets.QSplitter | None, int]:
        child: QtWidgets.QWidget = self.tabs
        parent = child.parentWidget()
        while parent is not None:
            if isinstance(parent, QtWidgets.QSplitter) and parent.orientation() == QtCore.Qt.Orientation.Horizontal:
                return parent, parent.indexOf(child)
            child, parent = parent, parent.parentWidget()
        return None, -1

    def fit(self) -> None:
        split, side = self._splitter()
        if split is None or side < 0:
            return
        sizes = split.sizes()
        if self.tabs.currentWidget() is self.page and self.wanted():
            want = min(self.width() + 16, sum(sizes) * 3 // 5)
            if sizes[side] < want:
                self.before = self.before or sizes
                grown = [size for size in sizes]
                grown[side] = want
                grown[1 - side] = sum(sizes) - want
                split.setSizes(grown)
        elif self.before is not None:
            split.setSizes(self.before)
            self.before = None
