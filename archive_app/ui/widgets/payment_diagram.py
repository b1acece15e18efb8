"""Who pays whom, drawn: four seats around a square table, an arrow from each payer to each payee.

Seat 0 sits at the bottom and play goes counter-clockwise (1 right, 2 top, 3 left). Opposite seats are
joined straight across the table, neighbours by a bend round the corner between them (leaving and
arriving square to the boxes' sides). Each payer's
arrows have the payer's own colour, wider for larger amounts, and every arrow ends with its head
outside the payee's box. An amount sits on its own arrow, moved along it until it is clear of the other
arrows, the other amounts and the seats: where the two straight arrows cross, each amount is on its
own side of the crossing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.language import seat_name
from engine.bahu.settle import SEATS, Settlement

INK, GOOD, BAD, MUTED = "#2b2b2b", "#2e6b34", "#b3261e", "#6b5c44"
SEAT_COLOURS = ("#8c2f23", "#2f5d50", "#3d4f7a", "#8a5a00")  # a payer's arrows and amounts
LABEL_SPOTS = (0.5, 0.38, 0.62, 0.28, 0.72, 0.2, 0.8)  # where along an arrow its amount may go, best first
SIDES = {0: "bottom", 1: "right", 2: "top", 3: "left"}


@dataclass
class Arrow:
    payer: int
    payee: int
    amount: int
    path: QtGui.QPainterPath
    width: float
    label: QtCore.QRectF = field(default_factory=QtCore.QRectF)


class PaymentDiagram(QtWidgets.QWidget):
    """Four seats around a square table; an arrow from each payer to each payee, width by amount."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.settlement: Settlement | None = None
        self.winner: int | None = None
        self.names = [seat_name(i) for i in range(SEATS)]
        self.unit = "zhuang"
        self.tags: list[str] = [""] * SEATS
        self.centre = ""
        self.empty = ""
        self.setMinimumSize(260, 280)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return QtCore.QSize(460, 340)

    def set_data(self, settlement: Settlement | None, winner: int | None, names: Sequence[str], unit: str,
                 tags: Sequence[str], centre: str, empty: str) -> None:
        self.settlement, self.winner = settlement, winner
        self.names, self.unit, self.tags, self.centre, self.empty = list(names), unit, list(tags), centre, empty
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        s = self.settlement
        if s is None:
            return self.empty
        parts = [f"{self.names[i]} → {self.names[j]}: {s.payments[i][j]}" for i in range(SEATS) for j in range(SEATS)
                 if s.payments[i][j]]
        return "; ".join(parts) or self.empty

    # --- geometry ---
    def boxes(self) -> tuple[QtCore.QRectF, list[QtCore.QRectF]]:
        """The table and the four seats' boxes (narrower boxes when the widget is narrow)."""
        w, h = self.width(), self.height()
        gap, least = 30.0, 50.0
        bw = max(70.0, min(132.0, (w - least - 2 * gap - 8) / 2))
        bh = 76.0
        side = max(least, min(w - 2 * bw - 2 * gap - 8, h - 2 * bh - 2 * gap - 8))
        c = QtCore.QPointF(w / 2, h / 2)
        table = QtCore.QRectF(c.x() - side / 2, c.y() - side / 2, side, side)
        centres = [
            QtCore.QPointF(c.x(), table.bottom() + gap + bh / 2),  # 0 bottom
            QtCore.QPointF(table.right() + gap + bw / 2, c.y()),  # 1 right (play goes counter-clockwise)
            QtCore.QPointF(c.x(), table.top() - gap - bh / 2),  # 2 top
            QtCore.QPointF(table.left() - gap - bw / 2, c.y()),  # 3 left
        ]
        return table, [QtCore.QRectF(p.x() - bw / 2, p.y() - bh / 2, bw, bh) for p in centres]

    @staticmethod
    def _anchor(box: QtCore.QRectF, side: str, shift: float = 0.0) -> QtCore.QPointF:
        c = box.center()
        return {"top": QtCore.QPointF(c.x() + shift, box.top()), "bottom": QtCore.QPointF(c.x() + shift, box.bottom()),
                "left": QtCore.QPointF(box.left(), c.y() + shift),
                "right": QtCore.QPointF(box.right(), c.y() + shift)}[side]

    def path(self, i: int, j: int, table: QtCore.QRectF, boxes: list[QtCore.QRectF]) -> QtGui.QPainterPath:
        """The arrow from seat i to seat j: from the side of i's box facing j to the side of j's facing i."""
        a, b = boxes[i], boxes[j]
        path = QtGui.QPainterPath()
        if (i - j) % 2 == 0:  # opposite seats: straight across the table, a little off-centre
            facing = {0: "top", 2: "bottom", 1: "left", 3: "right"}
            shift = 22.0 if i in (0, 2) else -16.0
            path.moveTo(self._anchor(a, facing[i], shift))
            path.lineTo(self._anchor(b, facing[j], shift))
            return path
        def anchor(seat: int, other: int) -> QtCore.QPointF:  # the side of the box nearer the other seat
            box = boxes[seat]
            if SIDES[seat] in ("bottom", "top"):
                return self._anchor(box, "right" if boxes[other].center().x() > box.center().x() else "left")
            return self._anchor(box, "bottom" if boxes[other].center().y() > box.center().y() else "top")

        # neighbours: a bend round the corner between them, leaving and arriving square to the boxes' sides
        # (seats 0 and 2 send from a left or right side, seats 1 and 3 from a top or bottom one)
        start, end = anchor(i, j), anchor(j, i)
        upright = start if i in (1, 3) else end
        level = start if i in (0, 2) else end
        path.moveTo(start)
        path.quadTo(QtCore.QPointF(upright.x(), level.y()), end)
        return path

    def arrows(self) -> list[Arrow]:
        """Every payment as an arrow with its amount's place (empty without a settlement)."""
        s = self.settlement
        if s is None:
            return []
        table, boxes = self.boxes()
        amounts = [s.payments[i][j] for i in range(SEATS) for j in range(SEATS) if s.payments[i][j]]
        top = max(amounts, default=1)
        arrows = [Arrow(i, j, s.payments[i][j], self.path(i, j, table, boxes), 1.6 + 7.0 * s.payments[i][j] / top)
                  for i in range(SEATS) for j in range(SEATS) if s.payments[i][j]]
        fm = QtGui.QFontMetricsF(self._bold())
        strokes = [self._stroke(a) for a in arrows]
        placed: list[QtCore.QRectF] = []
        for n, arrow in enumerate(arrows):
            text = str(arrow.amount)
            size = QtCore.QSizeF(fm.horizontalAdvance(text) + 12, fm.height() + 4)
            others = [stroke for k, stroke in enumerate(strokes) if k != n]
            arrow.label = self._place(arrow.path, size, placed, others, boxes)
            placed.append(arrow.label)
        return arrows

    @staticmethod
    def _stroke(arrow: Arrow) -> QtGui.QPainterPath:
        stroker = QtGui.QPainterPathStroker()
        stroker.setWidth(arrow.width + 4)
        return stroker.createStroke(arrow.path)

    @staticmethod
    def _place(path: QtGui.QPainterPath, size: QtCore.QSizeF, placed: list[QtCore.QRectF],
               strokes: list[QtGui.QPainterPath], boxes: list[QtCore.QRectF]) -> QtCore.QRectF:
        """The first spot along ``path`` where a label of ``size`` is clear of everything else (else the best)."""
        first = None
        for t in LABEL_SPOTS:
            rect = QtCore.QRectF(QtCore.QPointF(0, 0), size)
            rect.moveCenter(path.pointAtPercent(t))
            first = first or rect
            margin = rect.adjusted(-2, -2, 2, 2)
            if any(margin.intersects(r) for r in placed) or any(margin.intersects(b) for b in boxes):
                continue
            if any(stroke.intersects(margin) for stroke in strokes):
                continue
            return rect
        return first

    # --- painting ---
    def _bold(self) -> QtGui.QFont:
        bold = QtGui.QFont(self.font())
        bold.setBold(True)
        return bold

    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        table, boxes = self.boxes()
        p.setPen(QtGui.QPen(QtGui.QColor("#4e6b4a"), 1.5))
        p.setBrush(QtGui.QColor("#dfe9d6"))
        p.drawRoundedRect(table, 8, 8)
        small = QtGui.QFont(self.font())
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.9))
        p.setFont(small)
        p.setPen(QtGui.QColor("#3d5a39"))
        corner = QtCore.QRectF(4, 2, max(60.0, boxes[2].left() - 12), boxes[3].top() - 6)
        p.drawText(corner, QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.AlignmentFlag.AlignTop
                   | QtCore.Qt.TextFlag.TextWordWrap, self.centre)
        arrows = self.arrows()
        for arrow in arrows:
            self._arrow(p, arrow.path, arrow.width, SEAT_COLOURS[arrow.payer])
        p.setFont(self._bold())
        for arrow in arrows:
            colour = QtGui.QColor(SEAT_COLOURS[arrow.payer])
            p.setPen(QtGui.QPen(colour, 1.2))
            p.setBrush(QtGui.QColor("#fffaf0"))
            p.drawRoundedRect(arrow.label, arrow.label.height() / 2, arrow.label.height() / 2)
            p.drawText(arrow.label, QtCore.Qt.AlignmentFlag.AlignCenter, str(arrow.amount))
        if self.settlement is None or not arrows:
            p.setFont(small)
            p.setPen(QtGui.QColor(MUTED))
            p.drawText(table.adjusted(6, 6, -6, -6), QtCore.Qt.AlignmentFlag.AlignCenter
                       | QtCore.Qt.TextFlag.TextWordWrap, self.empty if self.settlement is not None else "?")
        for seat, box in enumerate(boxes):
            self._seat(p, seat, box, small)
        p.end()

    def _seat(self, p: QtGui.QPainter, seat: int, box: QtCore.QRectF, small: QtGui.QFont) -> None:
        s = self.settlement
        winner = seat == self.winner
        p.setPen(QtGui.QPen(QtGui.QColor("#d2a950" if winner else "#b9a67c"), 2.5 if winner else 1))
        p.setBrush(QtGui.QColor("#fff3d6" if winner else "#fffaf0"))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(QtCore.Qt.PenStyle.NoPen)  # the seat's colour, as on its arrows
        p.setBrush(QtGui.QColor(SEAT_COLOURS[seat]))
        p.drawRoundedRect(QtCore.QRectF(box.left() + 3, box.top() + 6, 4, box.height() - 12), 2, 2)
        bold = self._bold()
        inner = box.adjusted(8, 3, -6, -3)
        line_h = inner.height() / 4

        def line(n: int, text: str, font: QtGui.QFont, colour: str) -> None:
            p.setFont(font)
            p.setPen(QtGui.QColor(colour))
            rect = QtCore.QRectF(inner.left(), inner.top() + n * line_h, inner.width(), line_h)
            text = QtGui.QFontMetrics(font).elidedText(text, QtCore.Qt.TextElideMode.ElideRight, int(rect.width()))
            p.drawText(rect, QtCore.Qt.AlignmentFlag.AlignCenter, text)

        line(0, self.names[seat], bold, INK)
        if winner:  # a gold star after the winner's name (drawn: the bundled font has no star glyph)
            half = min(inner.width() / 2 - 8, QtGui.QFontMetricsF(bold).horizontalAdvance(self.names[seat]) / 2)
            self._star(p, QtCore.QPointF(inner.center().x() + half + 10, inner.top() + line_h / 2), 6.5)
        line(1, f"{s.zhuang[seat]} {self.unit}" if s is not None else "—", small, INK)
        line(2, self.tags[seat], small, "#8a5a00")
        if s is not None:
            net = s.net[seat]
            line(3, f"{net:+d}" if net else "0", bold, GOOD if net > 0 else BAD if net < 0 else MUTED)

    @staticmethod
    def _star(p: QtGui.QPainter, centre: QtCore.QPointF, radius: float) -> None:
        points = []
        for k in range(10):
            r = radius if k % 2 == 0 else radius * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            points.append(QtCore.QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle)))
        p.setPen(QtGui.QPen(QtGui.QColor("#9a6b00"), 0.8))
        p.setBrush(QtGui.QColor("#e0a82e"))
        p.drawPolygon(QtGui.QPolygonF(points))

    @staticmethod
    def _arrow(p: QtGui.QPainter, path: QtGui.QPainterPath, width: float, ink: str) -> None:
        colour = QtGui.QColor(ink)
        colour.setAlpha(210)
        head = 7.0 + width * 1.3
        length = path.length()
        cut = max(0.0, 1.0 - (head * 0.8) / max(length, 1.0))  # the line stops short of the head: a sharp tip
        trimmed = QtGui.QPainterPath()
        steps = 40
        trimmed.moveTo(path.pointAtPercent(0))
        for k in range(1, steps + 1):
            trimmed.lineTo(path.pointAtPercent(cut * k / steps))
        p.setPen(QtGui.QPen(colour, width, QtCore.Qt.PenStyle.SolidLine, QtCore.Qt.PenCapStyle.FlatCap,
                            QtCore.Qt.PenJoinStyle.RoundJoin))
        p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        p.drawPath(trimmed)
        tip = path.pointAtPercent(1.0)
        angle = math.radians(-path.angleAtPercent(0.999))
        back = QtCore.QPointF(tip.x() - head * math.cos(angle), tip.y() - head * math.sin(angle))
        normal = QtCore.QPointF(-math.sin(angle), math.cos(angle))
        half = head * 0.55
        triangle = QtGui.QPolygonF([tip, QtCore.QPointF(back.x() + normal.x() * half, back.y() + normal.y() * half),
                                    QtCore.QPointF(back.x() - normal.x() * half, back.y() - normal.y() * half)])
        p.setPen(QtCore.Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(triangle)


__all__ = ["Arrow", "PaymentDiagram", "SEAT_COLOURS"]
