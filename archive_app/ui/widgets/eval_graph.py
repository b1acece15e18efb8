"""A small plot of each seat's expected result over a hand (engine/review/analysis.py): one line a
seat, the zero line, the moment shown marked; a click goes to the nearest moment. Keyboard: ← → move
along it when it has the focus."""

from __future__ import annotations

from collections.abc import Sequence

from archive_app.qt import QtCore, QtGui, QtWidgets

SEAT_COLOURS = ("#b3261e", "#1d5fa8", "#2e7d32", "#8a5a00")  # one colour a seat, the table's order
LEGEND_GAP = 14  # pixels between two entries of the legend
PLOT_HEIGHT = 80  # pixels the lines have at the least, above the legend


class EvalGraph(QtWidgets.QWidget):
    moment_chosen = QtCore.Signal(int)  # events played before the moment (0: the deal)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[float, ...]] = []
        self.names: list[str] = []
        self.playing: list[int] = []
        self.current = 0
        self.setMinimumHeight(120)  # one line of legend; more where the width breaks it (resizeEvent)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Preferred)

    def set_rows(self, rows: Sequence[Sequence[float]], names: Sequence[str], playing: Sequence[int]) -> None:
        self.rows = [tuple(r) for r in rows]
        self.names, self.playing = list(names), list(playing)
        self.current = min(self.current, max(0, len(self.rows) - 1))
        self._fit_height()
        self.update()

    def set_current(self, moment: int) -> None:
        self.current = moment
        self.update()

    def legend_lines(self) -> list[list[tuple[int, str]]]:
        """The legend's entries (seat, its name and expected result at the moment shown), in lines that fit
        the width: four seats' names do not fit one line of a narrow side panel."""
        if not self.rows:
            return []
        metrics, room = self.fontMetrics(), max(1, self.width() - 16)
        lines: list[list[tuple[int, str]]] = [[]]
        used = 0
        for s in self.playing:
            value = self.rows[min(self.current, len(self.rows) - 1)][s]
            text = f"{self.names[s] if s < len(self.names) else s} {value:+.1f}"
            wide = metrics.horizontalAdvance(text)
            if lines[-1] and used + wide > room:
                lines.append([])
                used = 0
            lines[-1].append((s, text))
            used += wide + LEGEND_GAP
        return lines

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        self._fit_height()
        super().resizeEvent(event)

    def _fit_height(self) -> None:
        # the lines keep their height when the legend takes a second line (it depends on the width only)
        self.setMinimumHeight(PLOT_HEIGHT + max(1, len(self.legend_lines())) * self.fontMetrics().height() + 18)

    def _area(self) -> QtCore.QRectF:
        legend = max(1, len(self.legend_lines())) * self.fontMetrics().height() + 6
        return QtCore.QRectF(8, 6, max(1, self.width() - 16), max(1, self.height() - 12 - legend))

    def _span(self) -> tuple[float, float]:
        values = [r[s] for r in self.rows for s in self.playing] or [0.0]
        top, bottom = max(max(values), 1.0), min(min(values), -1.0)
        return top, bottom

    def _point(self, i: int, value: float) -> QtCore.QPointF:
        area = self._area()
        top, bottom = self._span()
        x = area.left() + area.width() * (i / max(1, len(self.rows) - 1))
        y = area.top() + area.height() * (top - value) / (top - bottom)
        return QtCore.QPointF(x, y)

    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().base())
        if not self.rows:
            return
        area = self._area()
        p.setPen(QtGui.QPen(QtGui.QColor("#999999"), 1, QtCore.Qt.PenStyle.DashLine))
        zero = self._point(0, 0.0).y()
        p.drawLine(QtCore.QPointF(area.left(), zero), QtCore.QPointF(area.right(), zero))
        for s in self.playing:
            path = QtGui.QPainterPath(self._point(0, self.rows[0][s]))
            for i in range(1, len(self.rows)):
                path.lineTo(self._point(i, self.rows[i][s]))
            p.setPen(QtGui.QPen(QtGui.QColor(SEAT_COLOURS[s % len(SEAT_COLOURS)]), 2))
            p.drawPath(path)
        x = self._point(self.current, 0.0).x()
        p.setPen(QtGui.QPen(self.palette().text().color(), 1))
        p.drawLine(QtCore.QPointF(x, area.top()), QtCore.QPointF(x, area.bottom()))
        # the legend: each seat's name in its colour, and its expected result at the moment shown
        y0 = area.bottom() + self.fontMetrics().ascent() + 4
        for line in self.legend_lines():
            x0 = area.left()
            for s, text in line:
                p.setPen(QtGui.QColor(SEAT_COLOURS[s % len(SEAT_COLOURS)]))
                p.drawText(QtCore.QPointF(x0, y0), text)
                x0 += self.fontMetrics().horizontalAdvance(text) + LEGEND_GAP
            y0 += self.fontMetrics().height()

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        if not self.rows:
            return
        area = self._area()
        share = (event.position().x() - area.left()) / max(1.0, area.width())
        moment = round(share * (len(self.rows) - 1))
        self.moment_chosen.emit(max(0, min(len(self.rows) - 1, moment)))

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        step = {QtCore.Qt.Key.Key_Left: -1, QtCore.Qt.Key.Key_Right: 1}.get(QtCore.Qt.Key(event.key()))
        if step is None or not self.rows:
            super().keyPressEvent(event)
            return
        self.moment_chosen.emit(max(0, min(len(self.rows) - 1, self.current + step)))
