"""The middle of a suited long card: coins, strings of cash and the robed figure."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Final

from archive_app.cardfaces.ink import _FACE, _GOLD, _INK, _PAPER, _RED, _ellipse, _pen, _poly
from archive_app.qt import QtCore, QtGui

QPointF = QtCore.QPointF
QRectF = QtCore.QRectF
QColor = QtGui.QColor
QPainterPath = QtGui.QPainterPath


def _coin(p: QtGui.QPainter, cx: float, cy: float, d: float, red: bool = False) -> None:
    """A cash coin: a rim, a face and a square hole."""
    ink = _RED if red else _INK
    r = d / 2
    p.fillPath(_ellipse(cx, cy, r), ink)
    p.fillPath(_ellipse(cx, cy, r * 0.84), _RED.lighter(165) if red else _GOLD)
    p.strokePath(_ellipse(cx, cy, r * 0.66), _pen(ink, d * 0.035))
    h = r * 0.3
    hole = QRectF(cx - h, cy - h, 2 * h, 2 * h)
    p.fillRect(hole.adjusted(-d * 0.04, -d * 0.04, d * 0.04, d * 0.04), ink)
    p.fillRect(hole, _PAPER)
    for ang in (0, 90, 180, 270):  # four small strokes for the coin legend
        a = math.radians(ang)
        x, y = cx + r * 0.49 * math.cos(a), cy + r * 0.49 * math.sin(a)
        p.fillPath(_ellipse(x, y, d * 0.045), ink)


def _rows_layout(
    rows: Sequence[int],
    box: QRectF,
    draw: Callable[[float, float, float], None],
    fill: float = 0.9,
    spread: float = 1.0,
) -> None:
    """Place ``sum(rows)`` items in centred rows inside ``box``, calling ``draw(cx, cy, size)``.

    Items get square cells as large as fit; rows may be spaced up to ``spread`` cells apart.
    """
    cols = max(rows)
    cell = min(box.width() / cols, box.height() / len(rows))
    pitch = min(cell * spread, box.height() / len(rows))
    top = box.center().y() - pitch * len(rows) / 2
    for i, n in enumerate(rows):
        y = top + pitch * (i + 0.5)
        left = box.center().x() - cell * n / 2
        for j in range(n):
            draw(left + cell * (j + 0.5), y, cell * fill)


_DOT_ROWS: Final = {
    1: [1], 2: [2], 3: [3], 4: [2, 2], 5: [2, 1, 2], 6: [3, 3], 7: [3, 1, 3], 8: [3, 2, 3], 9: [3, 3, 3],
}  # fmt: skip
_COIN_ROWS: Final = {
    1: [1], 2: [1, 1], 3: [1, 1, 1], 4: [2, 2], 5: [2, 1, 2], 6: [2, 2, 2],
    7: [1, 2, 1, 2, 1], 8: [2, 2, 2, 2], 9: [1, 1, 1],
}  # fmt: skip


def _string_of_cash(p: QtGui.QPainter, box: QRectF) -> None:
    """One 条: a vertical string of cash, tied with a red knot."""
    w = box.width()
    bar = QRectF(box.left(), box.top() + w * 0.7, w, box.height() - w * 0.7)
    path = QPainterPath()
    path.addRoundedRect(bar, w * 0.45, w * 0.45)
    p.fillPath(path, _INK)
    n = max(3, round(bar.height() / (w * 0.9)))
    step = bar.height() / n
    for i in range(1, n):
        y = bar.top() + i * step
        p.fillRect(QRectF(bar.left() + w * 0.18, y - w * 0.07, w * 0.64, w * 0.14), _PAPER)
    knot = box.top() + w * 0.45
    p.fillPath(_ellipse(box.center().x(), knot, w * 0.42), _RED)


def _strings(p: QtGui.QPainter, n: int, box: QRectF) -> None:
    rows = [n] if n <= 4 else [math.ceil(n / 2), n // 2]
    cols = max(rows)
    pitch = min(box.width() / cols, 0.2)
    row_h = box.height() / len(rows)
    w = pitch * 0.55
    for i, k in enumerate(rows):
        top = box.top() + i * row_h + row_h * 0.04
        left = box.center().x() - pitch * k / 2
        for j in range(k):
            x = left + pitch * (j + 0.5)
            _string_of_cash(p, QRectF(x - w / 2, top, w, row_h * 0.92))


def _figure(
    p: QtGui.QPainter, box: QRectF, robe: QColor, *, monkey: bool = False, sage: bool = False
) -> None:
    """A stylised robed figure (hat, head, robe with sleeves, shoes); a monkey or a bald sage."""
    s = min(box.width() / 0.62, box.height() / 1.25)
    p.save()
    p.translate(box.center().x(), box.bottom())
    p.scale(s, s)  # local units: figure 0.62 wide, 1.25 tall, origin at bottom centre
    outline = _pen(_INK, 0.022)
    p.setPen(outline)
    # shoes
    p.setBrush(_INK)
    p.drawEllipse(QPointF(-0.09, -0.03), 0.07, 0.035)
    p.drawEllipse(QPointF(0.09, -0.03), 0.07, 0.035)
    # robe
    p.setBrush(robe)
    p.drawPath(_poly((-0.12, -0.86), (0.12, -0.86), (0.27, -0.05), (-0.27, -0.05)))
    # sleeves, meeting at the hands
    p.setBrush(robe.darker(125))
    p.drawPath(_poly((-0.12, -0.84), (-0.25, -0.52), (-0.03, -0.44), (0.0, -0.58)))
    p.drawPath(_poly((0.12, -0.84), (0.25, -0.52), (0.03, -0.44), (0.0, -0.58)))
    p.setBrush(_FACE)
    p.drawEllipse(QPointF(0.0, -0.45), 0.05, 0.04)
    # belt
    p.drawLine(QPointF(-0.17, -0.58), QPointF(0.17, -0.58))
    # head
    face = QColor("#b98452") if monkey else _FACE
    if monkey:
        p.setBrush(face)
        p.drawEllipse(QPointF(-0.13, -0.99), 0.05, 0.05)
        p.drawEllipse(QPointF(0.13, -0.99), 0.05, 0.05)
    head_h = 0.14 if sage else 0.11
    p.setBrush(face)
    p.drawEllipse(QPointF(0.0, -0.97 - (head_h - 0.11)), 0.11, head_h)
    if not sage:  # a hat
        p.setBrush(_INK)
        p.drawPath(_poly((-0.1, -1.05), (0.1, -1.05), (0.07, -1.21), (-0.07, -1.21)))
        p.drawRect(QRectF(-0.16, -1.1, 0.32, 0.04))
    p.restore()
