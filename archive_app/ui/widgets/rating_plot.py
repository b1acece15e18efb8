"""The learner's rating over time, drawn with QPainter: the rating after each rated attempt as a line,
its deviation (± RD) as a band, the rating axis on the left and the first and last dates below."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from archive_app.qt import QtCore, QtGui, QtWidgets

LINE, BAND, GRID, TEXT = "#8c2f23", "#ead9c0", "#e2d6bd", "#6b5c44"


def nice_step(span: float, lines: int = 4) -> int:
    """A round step (10, 20, 25, 50, 100, …) that cuts ``span`` into about ``lines`` parts."""
    raw = max(1.0, span / max(1, lines))
    magnitude = 10 ** len(str(int(raw))) // 10 or 1
    for factor in (1, 2, 2.5, 5, 10):
        if magnitude * factor >= raw:
            return int(magnitude * factor)
    return int(magnitude * 10)


class RatingPlot(QtWidgets.QWidget):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[tuple[datetime, float, float]] = []
        self.placeholder = ""
        self.setMinimumHeight(170)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Preferred)

    def set_history(self, history: Sequence[tuple[datetime, float, float]]) -> None:
        self.history = list(history)
        self.setAccessibleDescription(", ".join(str(round(r)) for _, r, _ in self.history[-20:]))
        self.update()

    def set_placeholder(self, text: str) -> None:
        self.placeholder = text
        self.update()

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return QtCore.QSize(480, 200)

    def y_range(self) -> tuple[int, int, int]:
        """(low, high, step) of the rating axis: the band fits, on round numbers."""
        lows = [r - d for _, r, d in self.history]
        highs = [r + d for _, r, d in self.history]
        lo, hi = min(lows), max(highs)
        step = nice_step(hi - lo)
        lo = int(lo // step * step)
        hi = int(-(-hi // step) * step)
        return lo, max(hi, lo + step), step

    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        fm = QtGui.QFontMetrics(self.font())
        rect = QtCore.QRectF(self.rect()).adjusted(4, 6, -10, -6)
        if len(self.history) < 2:
            p.setPen(QtGui.QColor(TEXT))
            p.drawText(rect, QtCore.Qt.AlignmentFlag.AlignCenter | QtCore.Qt.TextFlag.TextWordWrap, self.placeholder)
            p.end()
            return
        lo, hi, step = self.y_range()
        left = rect.left() + fm.horizontalAdvance("0000") + 8
        plot = QtCore.QRectF(left, rect.top() + fm.height() / 2, rect.right() - left,
                             rect.height() - fm.height() * 2)
        n = len(self.history)

        def x(i: int) -> float:
            return plot.left() + plot.width() * i / (n - 1)

        def y(v: float) -> float:
            return plot.bottom() - plot.height() * (v - lo) / (hi - lo)

        p.setPen(QtGui.QPen(QtGui.QColor(GRID), 1))
        for value in range(lo, hi + 1, step):
            p.drawLine(QtCore.QPointF(plot.left(), y(value)), QtCore.QPointF(plot.right(), y(value)))
            p.setPen(QtGui.QColor(TEXT))
            label = QtCore.QRectF(rect.left(), y(value) - fm.height() / 2, left - rect.left() - 6, fm.height())
            p.drawText(label, QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter, str(value))
            p.setPen(QtGui.QPen(QtGui.QColor(GRID), 1))
        band = QtGui.QPolygonF([QtCore.QPointF(x(i), y(r + d)) for i, (_, r, d) in enumerate(self.history)]
                               + [QtCore.QPointF(x(i), y(r - d)) for i, (_, r, d) in reversed(list(enumerate(self.history)))])
        p.setPen(QtCore.Qt.PenStyle.NoPen)
        p.setBrush(QtGui.QColor(BAND))
        p.drawPolygon(band)
        line = QtGui.QPolygonF([QtCore.QPointF(x(i), y(r)) for i, (_, r, _) in enumerate(self.history)])
        p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        p.setPen(QtGui.QPen(QtGui.QColor(LINE), 2))
        p.drawPolyline(line)
        if n <= 60:
            p.setBrush(QtGui.QColor(LINE))
            for point in line:
                p.drawEllipse(point, 2.5, 2.5)
        p.setPen(QtGui.QColor(TEXT))
        bottom = QtCore.QRectF(plot.left(), plot.bottom() + 4, plot.width(), fm.height())
        first, last = self.history[0][0], self.history[-1][0]
        first, last = first.astimezone(), last.astimezone()
        shape = "%H:%M" if first.date() == last.date() else "%Y-%m-%d"  # one day: the times tell them apart
        p.drawText(bottom, QtCore.Qt.AlignmentFlag.AlignLeft, first.strftime(shape))
        p.drawText(bottom, QtCore.Qt.AlignmentFlag.AlignRight, last.strftime(shape))
        p.drawText(bottom, QtCore.Qt.AlignmentFlag.AlignHCenter, str(round(self.history[-1][1])))
        p.end()


__all__ = ["RatingPlot", "nice_step"]
