"""The number marks in the long cards' end bands (1 triangle … 9 bean sprout, s001 p011–p013) and
the heads of 红花, 白花, 千字 and the star cards."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from archive_app.cardfaces.ink import (_GOLD, _INK, _RED, _WHITE, _draw_text, _ellipse, _pen, _poly, _split, _square,
                                       _stroked, _subtracted)
from archive_app.qt import QtCore, QtGui

QPointF = QtCore.QPointF
QRectF = QtCore.QRectF
QPainterPath = QtGui.QPainterPath


# A mark part: the white filled outline, plus (for arc-like marks) its centre line.
_Part = tuple[QPainterPath, QPainterPath | None]

_BAND: Final = QRectF(0.09, 0.10, 0.82, 0.64)  # the dark band at the top of the frame
_MARK_BOX: Final = _BAND.adjusted(0.07, 0.07, -0.07, -0.07)


def _triangle(b: QRectF) -> _Part:
    r = _square(b, 1.12)
    return _poly((r.center().x(), r.top()), (r.right(), r.bottom()), (r.left(), r.bottom())), None


def _circle(b: QRectF) -> _Part:
    r = _square(b)
    return _ellipse(r.center().x(), r.center().y(), r.width() / 2), None


def _rhombus(b: QRectF) -> _Part:
    r = _square(b, 1.25)
    s = r.width() * 0.38
    top, bottom = r.top(), r.bottom()
    return _poly((r.left() + s, top), (r.right(), top), (r.right() - s, bottom), (r.left(), bottom)), None


def _upper_half(b: QRectF) -> _Part:
    r = _square(b, 2.0)
    path = QPainterPath(QPointF(r.left(), r.bottom()))
    path.arcTo(QRectF(r.left(), r.top(), r.width(), 2 * r.height()), 180, -180)
    path.closeSubpath()
    return path, None


def _inv_trapezoid(b: QRectF) -> _Part:
    r = _square(b, 1.6)
    i = r.width() * 0.24
    top, bottom = r.top(), r.bottom()
    return _poly((r.left(), top), (r.right(), top), (r.right() - i, bottom), (r.left() + i, bottom)), None


def _lower_half_open(b: QRectF) -> _Part:
    stroke = 0.085
    r = _square(b, 2.0).adjusted(stroke / 2, stroke / 2, -stroke / 2, -stroke / 2)
    line = QPainterPath(QPointF(r.left(), r.top()))
    line.arcTo(QRectF(r.left(), r.top() - r.height(), r.width(), 2 * r.height()), 180, 180)
    return _stroked(line, stroke), line


_SPROUT_DX: Final = 0.07  # the sprout's circle sits left of centre, leaving room for the tail


def _bean_sprout(b: QRectF) -> _Part:
    stroke = 0.075
    rad = b.height() / 2 - stroke / 2
    cx, cy = b.center().x() - _SPROUT_DX, b.center().y()
    ring = QRectF(cx - rad, cy - rad, 2 * rad, 2 * rad)
    line = QPainterPath()
    line.arcMoveTo(ring, 75)
    line.arcTo(ring, 75, 300)  # open circle, gap at upper right
    end = line.currentPosition()
    line.cubicTo(
        QPointF(end.x() + 0.08, end.y() - 0.02),
        QPointF(b.right() - 0.02, b.top() + 0.12),
        QPointF(b.right() - 0.01, b.top() + 0.02),
    )  # the sprout's tail
    return _stroked(line, stroke), line


def _pair(shape: Callable[[QRectF], _Part]) -> Callable[[QRectF], list[_Part]]:
    return lambda b: [shape(half) for half in _split(b, 0.06)]


_MARKS: Final[dict[int, Callable[[QRectF], list[_Part]]]] = {
    1: lambda b: [_triangle(b)],
    2: lambda b: [_circle(b)],
    3: lambda b: [_rhombus(b)],
    4: lambda b: [_upper_half(b)],
    5: _pair(_circle),
    6: lambda b: [_inv_trapezoid(b)],
    7: _pair(_rhombus),
    8: lambda b: [_lower_half_open(b)],
    9: lambda b: [_bean_sprout(b)],
}


def _mark_box(rank: int) -> QRectF:
    if rank in (1, 2):  # 上下對角: a corner of the band (the bottom copy lands in the other corner)
        return QRectF(_MARK_BOX.left(), _MARK_BOX.top(), _MARK_BOX.height() * 1.05, _MARK_BOX.height())
    return _MARK_BOX


def _draw_mark(p: QtGui.QPainter, rank: int, suit: str) -> None:
    parts = _MARKS[rank](_mark_box(rank))
    p.setPen(QtCore.Qt.PenStyle.NoPen)
    for shape, line in parts:
        p.fillPath(shape, _WHITE)
        if suit == "s":
            _mark_lines(p, shape, line)
        elif suit == "p":
            _mark_dots(p, shape, line)
    if rank == 9:  # 帶紅色博古圖案: a red ornament inside the open circle
        b = _mark_box(9)
        cx, cy = b.center().x() - _SPROUT_DX, b.center().y()
        r = 0.075
        p.fillPath(_poly((cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)), _RED)
        p.fillPath(_ellipse(cx, cy, r * 0.35), _GOLD)


def _mark_lines(p: QtGui.QPainter, shape: QPainterPath, line: QPainterPath | None) -> None:
    """条: black lines through the white mark."""
    if line is not None:
        p.strokePath(line, _pen(_INK, 0.022))
        return
    bb = shape.boundingRect()
    n = 2 if bb.width() > 0.26 else 1
    p.save()
    p.setClipPath(shape)
    for i in range(n):
        x = bb.left() + bb.width() * (i + 1) / (n + 1)
        p.fillRect(QRectF(x - 0.018, bb.top(), 0.036, bb.height()), _INK)
    p.restore()


def _mark_dots(p: QtGui.QPainter, shape: QPainterPath, line: QPainterPath | None) -> None:
    """饼: black dots on the white mark."""
    r = 0.03
    if line is not None:
        spots = [line.pointAtPercent(t) for t in (0.12, 0.37, 0.62, 0.87)]
    else:
        bb = shape.boundingRect()
        spots = [
            QPointF(bb.left() + bb.width() * fx, bb.top() + bb.height() * fy)
            for fy in (0.35, 0.68)
            for fx in (0.3, 0.5, 0.7)
        ]
        room = 1.6 * r  # a dot needs this much white around its centre
        spots = [s for s in spots if shape.contains(QRectF(s.x() - room, s.y() - room, 2 * room, 2 * room))]
        if len(spots) > 4:
            spots = spots[::2]
        if not spots:
            spots = [bb.center()]
    for s in spots:
        p.fillPath(_ellipse(s.x(), s.y(), r), _INK)

def _head_red_m(p: QtGui.QPainter) -> None:
    b = _MARK_BOX
    m = 0.06
    line = QPainterPath(QPointF(b.left() + m, b.bottom()))
    line.lineTo(b.left() + m, b.top() + 0.04)
    line.lineTo(b.center().x(), b.center().y() + 0.06)
    line.lineTo(b.right() - m, b.top() + 0.04)
    line.lineTo(b.right() - m, b.bottom())
    shape = _stroked(line, 0.1, QtCore.Qt.PenJoinStyle.MiterJoin, QtCore.Qt.PenCapStyle.FlatCap)
    p.strokePath(shape, _pen(_WHITE, 0.02))
    p.fillPath(shape, _RED)


def _head_white_xing(p: QtGui.QPainter) -> None:
    b = _MARK_BOX
    shape = QPainterPath()
    shape.addRoundedRect(_square(b, 1.35), 0.12, 0.12)
    p.fillPath(shape, _WHITE)
    _draw_text(p, "興", shape.boundingRect().adjusted(0.03, 0.03, -0.03, -0.03), _INK)


def _crescent(cx: float, cy: float, r: float) -> QPainterPath:
    return _subtracted(_ellipse(cx, cy, r), _ellipse(cx + 0.42 * r, cy - 0.2 * r, 0.86 * r))


def _head_red_moon(p: QtGui.QPainter) -> None:
    c = _MARK_BOX.center()
    shape = _crescent(c.x() - 0.02, c.y(), _MARK_BOX.height() / 2)
    p.strokePath(shape, _pen(_WHITE, 0.02))
    p.fillPath(shape, _RED)


def _star(cx: float, cy: float, r: float) -> QPainterPath:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.42
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return _poly(*pts)


def _head_star(p: QtGui.QPainter) -> None:
    c = _MARK_BOX.center()
    shape = _star(c.x(), c.y() + 0.02, _MARK_BOX.height() / 2 + 0.02)
    p.strokePath(shape, _pen(_WHITE, 0.02))
    p.fillPath(shape, _RED)


_HEADS: Final[dict[str, Callable[[QtGui.QPainter], None]]] = {
    "H": _head_red_m,
    "B": _head_white_xing,
    "Q": _head_red_moon,
    "X": _head_star,
}
