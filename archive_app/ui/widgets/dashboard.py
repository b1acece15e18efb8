"""The training dashboard: the rating over time, the totals, and accuracy and performance per theme and
per type (those with enough attempts, the weakest first), each with one click to practise it."""

from __future__ import annotations

from archive_app.presenters.puzzle_trainer import MIN_ATTEMPTS, Dashboard, Stat
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.puzzle_names import game_name, theme_name, type_name
from archive_app.ui.widgets.rating_plot import RatingPlot

STYLE = """
QFrame#dashPanel { background: #fffaf0; border: 1px solid #d8cbab; border-radius: 6px; }
QFrame#dashPanel QLabel { background: transparent; }
QLabel#section { color: #5a1f17; font-weight: bold; }
QLabel#bigRating { font-size: 22pt; font-weight: bold; color: #2f3b33; }
"""


class StatTable(QtWidgets.QWidget):
    """Rows of (name, attempts, accuracy, performance, Practise)."""

    practise = QtCore.Signal(str)  # the row's key

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QtWidgets.QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(3)
        self.buttons: dict[str, QtWidgets.QPushButton] = {}

    def set_rows(self, stats: list[Stat], name, heads: tuple[str, ...], button_text: str, empty: str) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget():
                item.widget().hide()
                item.widget().deleteLater()
        self.buttons = {}
        if not stats:
            label = QtWidgets.QLabel(empty)
            label.setObjectName("subtitle")
            label.setWordWrap(True)
            self.grid.addWidget(label, 0, 0, 1, 5)
            return
        for col, text in enumerate(heads):
            head = QtWidgets.QLabel(f"<b>{text}</b>")
            self.grid.addWidget(head, 0, col)
        for row, s in enumerate(stats, start=1):
            cells = (name(s.key), str(s.attempts), f"{round(100 * s.accuracy)}%", str(s.performance))
            for col, text in enumerate(cells):
                label = QtWidgets.QLabel(text)
                label.setWordWrap(col == 0)
                self.grid.addWidget(label, row, col)
            button = QtWidgets.QPushButton(button_text)
            button.clicked.connect(lambda _c=False, k=s.key: self.practise.emit(k))
            self.grid.addWidget(button, row, 4)
            self.buttons[s.key] = button
        self.grid.setColumnStretch(0, 1)


class DashboardView(QtWidgets.QWidget):
    practise_theme = QtCore.Signal(str)
    practise_type = QtCore.Signal(str)
    start_rated = QtCore.Signal()  # nothing answered yet: the first rated puzzle

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_StyledBackground, True)  # the page's paper colour
        self.setStyleSheet(STYLE)
        self.board: Dashboard | None = None
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(10)
        top = QtWidgets.QFrame()
        top.setObjectName("dashPanel")
        top_box = QtWidgets.QHBoxLayout(top)
        top_box.setContentsMargins(12, 10, 12, 10)
        figures = QtWidgets.QVBoxLayout()
        self.rating_heading = self._section()
        self.rating = QtWidgets.QLabel()
        self.rating.setObjectName("bigRating")
        self.totals = QtWidgets.QLabel()
        self.totals.setWordWrap(True)
        self.first = QtWidgets.QPushButton()  # shown while nothing has been answered
        self.first.setObjectName("primary")
        self.first.clicked.connect(self.start_rated)
        for w in (self.rating_heading, self.rating, self.totals):
            figures.addWidget(w)
        figures.addWidget(self.first, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
        figures.addStretch(1)
        self.plot = RatingPlot()
        top_box.addLayout(figures, 1)
        top_box.addWidget(self.plot, 3)
        box.addWidget(top)

        tables = QtWidgets.QFrame()
        tables.setObjectName("dashPanel")
        tables_box = QtWidgets.QVBoxLayout(tables)
        tables_box.setContentsMargins(12, 10, 12, 10)
        self.themes_heading = self._section()
        self.themes = StatTable()
        self.types_heading = self._section()
        self.types = StatTable()
        for w in (self.themes_heading, self.themes, self.types_heading, self.types):
            tables_box.addWidget(w)
        box.addWidget(tables)
        box.addStretch(1)
        self.themes.practise.connect(self.practise_theme)
        self.types.practise.connect(self.practise_type)

    @staticmethod
    def _section() -> QtWidgets.QLabel:
        label = QtWidgets.QLabel()
        label.setObjectName("section")
        label.setWordWrap(True)
        return label

    def set_dashboard(self, board: Dashboard) -> None:
        self.board = board
        self.retranslate()

    def retranslate(self) -> None:
        b = self.board
        self.themes_heading.setText(self.tr("By theme, weakest first"))
        self.types_heading.setText(self.tr("By type of question, weakest first"))
        self.plot.set_placeholder(self.tr("Your rating is drawn here after two rated puzzles."))
        self.rating.setToolTip(self.tr("Your puzzle rating (Glicko-2), from 1500 at the start; the ± is how sure "
                                       "it is and shrinks as you answer rated puzzles"))
        if b is None:
            return
        self.rating_heading.setText(self.tr("Your %1 rating").replace("%1", game_name(b.game)))
        self.rating.setText(f"{round(b.rating.rating)} ± {round(b.rating.rd)}")
        self.first.setText(self.tr("Solve a rated puzzle"))
        self.first.setVisible(not b.attempts)
        if b.attempts:
            accuracy = f"{round(100 * b.solved / b.attempts)}%"
            self.totals.setText("<br>".join((
                self.tr("%1 puzzles answered, %2 solved").replace("%1", str(b.attempts)).replace("%2", accuracy),
                self.tr("Best streak: %1").replace("%1", str(b.best_streak)),
                self.tr("Reviews due: %1 of %2").replace("%1", str(b.reviews_due)).replace("%2", str(b.reviews_total)))))
        else:
            self.totals.setText(self.tr("No puzzle of this game answered yet. Every rated puzzle you answer moves "
                                        "your rating from 1500 and fills in this page."))
        self.plot.set_history(b.history)
        heads = (self.tr("Theme"), self.tr("Attempts"), self.tr("Solved"), self.tr("Performance"))
        empty = self.tr("Answer at least %1 puzzles of a theme to see it here.").replace("%1", str(MIN_ATTEMPTS))
        self.themes.set_rows(b.themes, theme_name, heads, self.tr("Practise"), empty)
        type_heads = (self.tr("Question"),) + heads[1:]
        type_empty = self.tr("Answer at least %1 puzzles of a type to see it here.").replace("%1", str(MIN_ATTEMPTS))
        self.types.set_rows(b.types, type_name, type_heads, self.tr("Practise"), type_empty)
        for table in (self.themes, self.types):
            for button in table.buttons.values():
                button.setToolTip(self.tr("Practise puzzles of this kind (unrated)"))


__all__ = ["DashboardView", "StatTable"]
