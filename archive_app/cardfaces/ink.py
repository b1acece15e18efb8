"""What every face is drawn with, in card units: the palette, text as glyph outlines in the card
font, and small path helpers."""

from __future__ import annotations

import functools
import importlib
from typing import Final

from archive_app.qt import QtCore, QtGui

QPointF = QtCore.QPointF
QRectF = QtCore.QRectF
QColor = QtGui.QColor
QPainterPath = QtGui.QPainterPath


_PAPER: Final = QColor("#f4e8cb")
_PAPER_EDGE: Final = QColor("#9c8459")
_INK: Final = QColor("#1c1a18")
_RED: Final = QColor("#c42a1c")
_WHITE: Final = QColor("#fcf9f0")
_GOLD: Final = QColor("#e4c06a")
_FACE: Final = QColor("#f1c9a0")
_ROBES: Final = (
    QColor("#2f5d8c"),
    QColor("#3d7a4f"),
    QColor("#9b3426"),
    QColor("#6b4c8a"),
    QColor("#b07a2a"),
    QColor("#2f6f74"),
    QColor("#8a5a2b"),
    QColor("#4a5f86"),
    QColor("#7d2f4f"),
)

@functools.cache
def _family() -> str:
    """The font family for card text, looked up on first use.

    ``archive_app.qt_fonts.cjk_family()`` (the bundled CJK font) if that module exists,
    otherwise Qt's default family (the system's font fallback supplies the CJK glyphs).
    """
    try:
        qt_fonts = importlib.import_module("archive_app.qt_fonts")
    except ModuleNotFoundError as exc:
        if exc.name != "archive_app.qt_fonts":
            raise
        return QtGui.QFont().family()
    return str(qt_fonts.cjk_family())


@functools.lru_cache(maxsize=512)
def _text_path(text: str, family: str, bold: bool) -> QPainterPath:
    """Outline of ``text`` at 100 px, baseline at y = 0 (cached: do not modify)."""
    font = QtGui.QFont(family)
    font.setPixelSize(100)
    font.setBold(bold)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    return path


def _draw_text(
    p: QtGui.QPainter,
    text: str,
    box: QRectF,
    color: QColor,
    *,
    em: float | None = None,
    bold: bool = True,
) -> None:
    """Draw ``text`` centred in ``box``: at ``em`` size (default box height), shrunk to fit."""
    if not text:
        return
    path = _text_path(text, _family(), bold)
    ink = path.boundingRect()
    if ink.isEmpty():
        return
    size = em if em is not None else box.height()
    scale = size / 100
    scale = min(scale, box.width() / ink.width(), box.height() / ink.height())
    p.save()
    p.translate(box.center())
    p.scale(scale, scale)
    p.translate(-ink.center())
    p.fillPath(path, color)
    p.restore()


def _draw_column(p: QtGui.QPainter, text: str, box: QRectF, color: QColor, em: float) -> None:
    """Characters stacked top to bottom, each centred in an equal slot of ``box``."""
    slot = box.height() / len(text)
    for i, ch in enumerate(text):
        _draw_text(p, ch, QRectF(box.left(), box.top() + i * slot, box.width(), slot), color, em=em)

def _pen(
    color: QColor, width: float, join: QtCore.Qt.PenJoinStyle = QtCore.Qt.PenJoinStyle.RoundJoin
) -> QtGui.QPen:
    pen = QtGui.QPen(color, width)
    pen.setJoinStyle(join)
    pen.setCapStyle(QtCore.Qt.PenCapStyle.RoundCap)
    return pen


def _poly(*pts: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QtGui.QPolygonF([QPointF(x, y) for x, y in pts]))
    path.closeSubpath()
    return path


def _ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return path


def _stroked(
    path: QPainterPath,
    width: float,
    join: QtCore.Qt.PenJoinStyle = QtCore.Qt.PenJoinStyle.RoundJoin,
    cap: QtCore.Qt.PenCapStyle = QtCore.Qt.PenCapStyle.RoundCap,
) -> QPainterPath:
    """The outline of ``path`` stroked ``width`` wide, as a fillable path."""
    stroker = QtGui.QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(cap)
    stroker.setJoinStyle(join)
    stroker.setCurveThreshold(0.0005)  # the default (0.25) is far too coarse in card units
    return stroker.createStroke(path)


_OP_SCALE: Final = 1000.0  # Qt flattens curves for boolean ops with an absolute tolerance


def _subtracted(a: QPainterPath, b: QPainterPath) -> QPainterPath:
    """``a - b``, computed at a large scale so that curves stay smooth."""
    up = QtGui.QTransform.fromScale(_OP_SCALE, _OP_SCALE)
    down = QtGui.QTransform.fromScale(1 / _OP_SCALE, 1 / _OP_SCALE)
    return down.map(up.map(a).subtracted(up.map(b)))


def _split(box: QRectF, gap: float) -> tuple[QRectF, QRectF]:
    w = (box.width() - gap) / 2
    return (
        QRectF(box.left(), box.top(), w, box.height()),
        QRectF(box.left() + w + gap, box.top(), w, box.height()),
    )


def _square(box: QRectF, w_over_h: float = 1.0) -> QRectF:
    """Largest rect of the given proportions centred in ``box``."""
    w = min(box.width(), box.height() * w_over_h)
    h = w / w_over_h
    c = box.center()
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
