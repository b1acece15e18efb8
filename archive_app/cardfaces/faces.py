"""Whole faces in card units: the long card's frame, bands, name and picture, and the 歪胡子 card."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Final

from archive_app.cardfaces.ink import (_GOLD, _INK, _PAPER, _PAPER_EDGE, _RED, _ROBES, _WHITE, _draw_column, _draw_text,
                                       _ellipse, _pen, _poly, _square)
from archive_app.cardfaces.keys import FIGURES, _RED_NUMERALS, _SPECIAL_FACE, _STAR_FACE, _SUIT_FACE, _UH, card_names
from archive_app.cardfaces.marks import _BAND, _HEADS, _crescent, _draw_mark, _star
from archive_app.cardfaces.pictures import (_COIN_ROWS, _DOT_ROWS, _coin, _figure, _rows_layout, _string_of_cash,
                                            _strings)
from archive_app.qt import QtCore, QtGui
from engine.cards import NUMERALS

QPointF = QtCore.QPointF
QRectF = QtCore.QRectF
QColor = QtGui.QColor
QPainterPath = QtGui.QPainterPath


_FRAME: Final = QRectF(0.09, 0.10, 0.82, _UH - 0.20)
_NAME_BOX: Final = QRectF(0.12, _BAND.bottom() + 0.06, 0.76, 0.82)
_CAPTION_BOX: Final = QRectF(0.13, _FRAME.bottom() - _BAND.height() - 0.26, 0.74, 0.2)
_PIC_TOP: Final = _NAME_BOX.bottom() + 0.08
_PIC_BOX: Final = QRectF(0.14, _PIC_TOP, 0.72, _CAPTION_BOX.top() - 0.04 - _PIC_TOP)


def _paper(p: QtGui.QPainter) -> None:
    card = QPainterPath()
    card.addRoundedRect(QRectF(0.0, 0.0, 1.0, _UH), 0.1, 0.1)
    p.fillPath(card, _PAPER)
    p.strokePath(card, _pen(_PAPER_EDGE, 0.025))


def _both_ends(p: QtGui.QPainter, draw: Callable[[], None]) -> None:
    """Draw an end ornament at the top and, turned 180°, at the bottom."""
    draw()
    p.save()
    p.translate(0.5, _UH / 2)
    p.rotate(180)
    p.translate(-0.5, -_UH / 2)
    draw()
    p.restore()


def _paint_long(p: QtGui.QPainter, key: str) -> None:
    _paper(p)
    star = key[2:] if key.startswith("X:") else ("喜" if key == "X" else "")
    suit, rank = (key[1], int(key[0])) if key[0].isdigit() else ("", 0)

    def end() -> None:
        p.fillRect(_BAND, _INK)
        if rank:
            _draw_mark(p, rank, suit)
        else:
            _HEADS[key[0]](p)

    _both_ends(p, end)
    p.strokePath(_rect_path(_FRAME), _pen(_INK, 0.035, QtCore.Qt.PenJoinStyle.MiterJoin))

    if star:
        face = _STAR_FACE[star]
        mid = QRectF(0.12, _NAME_BOX.top(), 0.76, _CAPTION_BOX.bottom() - _NAME_BOX.top())
        c = mid.center()
        p.strokePath(_ellipse(c.x(), c.y(), 0.36), _pen(_RED, 0.03))
        _draw_text(p, face, _square(mid.adjusted(0.06, 0, -0.06, 0)), _RED, em=0.58)
        for y in (mid.top() + 0.35, mid.bottom() - 0.35):
            p.fillPath(_star(c.x(), y, 0.11), _RED)
        return

    if rank:
        _draw_column(p, NUMERALS[rank - 1] + _SUIT_FACE[suit], _NAME_BOX, _INK, em=0.36)
        _paint_suited_picture(p, rank, suit)
        _draw_text(p, FIGURES[key][0], _CAPTION_BOX, _INK, em=0.16, bold=False)
        return

    name = _SPECIAL_FACE[key]
    _draw_column(p, name, _NAME_BOX, _RED if key == "H" else _INK, em=0.36)
    box = _PIC_BOX
    c = box.center()
    if key == "H":
        _flower(p, c.x(), c.y() - 0.2, 0.3, _RED, _GOLD)
        _stem(p, c.x(), c.y() - 0.2 + 0.3, box.bottom())
    elif key == "B":
        _flower(p, c.x(), c.y() - 0.2, 0.3, _WHITE, _GOLD)
        _stem(p, c.x(), c.y() - 0.2 + 0.3, box.bottom())
    else:  # 千字: a big 千 under a red moon
        moon = _crescent(c.x(), box.top() + 0.3, 0.24)
        p.fillPath(moon, _RED)
        below = QRectF(box.left(), box.top() + 0.65, box.width(), box.height() - 0.65)
        _draw_text(p, "千", below, _INK, em=0.6)


def _flower(p: QtGui.QPainter, cx: float, cy: float, r: float, petal: QColor, heart: QColor) -> None:
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        px, py = cx + r * 0.55 * math.cos(a), cy + r * 0.55 * math.sin(a)
        leaf = _ellipse(px, py, r * 0.45)
        p.fillPath(leaf, petal)
        p.strokePath(leaf, _pen(_INK, 0.018))
    p.fillPath(_ellipse(cx, cy, r * 0.3), heart)
    p.strokePath(_ellipse(cx, cy, r * 0.3), _pen(_INK, 0.018))


def _stem(p: QtGui.QPainter, x: float, top: float, bottom: float) -> None:
    green = QColor("#3d6b3a")
    p.strokePath(_line(x, top, x, bottom - 0.05), _pen(green, 0.03))
    for y, side in ((top + 0.25, -1), (top + 0.5, 1)):
        leaf = QPainterPath(QPointF(x, y))
        leaf.quadTo(QPointF(x + side * 0.2, y - 0.16), QPointF(x + side * 0.26, y - 0.02))
        leaf.quadTo(QPointF(x + side * 0.14, y + 0.04), QPointF(x, y))
        p.fillPath(leaf, green)


def _line(x1: float, y1: float, x2: float, y2: float) -> QPainterPath:
    path = QPainterPath(QPointF(x1, y1))
    path.lineTo(x2, y2)
    return path


def _paint_suited_picture(p: QtGui.QPainter, rank: int, suit: str) -> None:
    box = _PIC_BOX
    robe = _ROBES[rank - 1]
    coin = functools.partial(_coin, p)
    red_coin = functools.partial(_coin, p, red=True)

    def white_dot(x: float, y: float, d: float) -> None:
        p.fillPath(_ellipse(x, y, d * 0.36), _WHITE)

    if suit == "m":
        top = QRectF(box.left(), box.top(), box.width(), box.height() * 0.34)
        if rank == 1:  # 中間三個紅色古錢圖形和一個古裝男人
            _rows_layout([3], top, red_coin, fill=0.95)
        else:  # 中間N點下一古裝男人: white dots on an ink panel
            rows = _DOT_ROWS[rank]
            panel = _square(top, 3 / len(rows) if len(rows) > 1 else 3 / 1.4)
            panel_path = QPainterPath()
            panel_path.addRoundedRect(panel, 0.04, 0.04)
            p.fillPath(panel_path, _INK)
            _rows_layout(rows, panel.adjusted(0.02, 0.02, -0.02, -0.02), white_dot)
        fig = QRectF(box.left(), top.bottom() + 0.05, box.width(), box.bottom() - top.bottom() - 0.05)
        _figure(p, fig, robe, monkey=rank == 7)
    elif suit == "s":
        if rank == 1:  # 三個紅色古錢圖形和條狀圖案
            coins = QRectF(box.left(), box.top(), box.width() * 0.5, box.height())
            _rows_layout([1, 1, 1], coins.adjusted(0, 0.2, 0, -0.2), red_coin, fill=0.92)
            string = QRectF(box.left() + box.width() * 0.62, box.top() + 0.05, 0.12, box.height() - 0.1)
            _string_of_cash(p, string)
        else:
            _strings(p, rank, box)
    else:
        if rank == 1:  # 一個古錢和一個古裝男人
            top = QRectF(box.left(), box.top(), box.width(), box.height() * 0.36)
            _rows_layout([1], top, coin, fill=0.95)
            fig = QRectF(box.left(), top.bottom() + 0.05, box.width(), box.bottom() - top.bottom() - 0.05)
            _figure(p, fig, robe, sage=True)
        elif rank == 9:  # 中間三個紅色古錢
            _rows_layout(_COIN_ROWS[9], box, red_coin, fill=0.92)
        else:
            wide = box.adjusted(-0.04, 0, 0.04, 0)  # pairs of coins may use the frame's full width
            _rows_layout(_COIN_ROWS[rank], wide, coin, fill=0.94, spread=1.3)


def _paint_waihuzi(p: QtGui.QPainter, key: str) -> None:
    _paper(p)
    char = card_names(key)[0]
    color = _RED if char in _RED_NUMERALS else _INK
    frame = QRectF(0.08, 0.09, 0.84, _UH - 0.18)
    p.strokePath(_rect_path(frame), _pen(color, 0.03, QtCore.Qt.PenJoinStyle.MiterJoin))
    p.strokePath(_rect_path(frame.adjusted(0.04, 0.04, -0.04, -0.04)), _pen(color, 0.012))
    slot = QRectF(0.14, 0.18, 0.72, 0.95)

    def end() -> None:
        _draw_text(p, char, slot, color, em=0.78)

    _both_ends(p, end)
    # centre: the numeral again, small, in a lozenge
    c = QPointF(0.5, _UH / 2)
    r = 0.3
    x, y = c.x(), c.y()
    lozenge = _poly((x, y - r * 1.6), (x + r, y), (x, y + r * 1.6), (x - r, y))
    p.strokePath(lozenge, _pen(color, 0.025))
    for dy in (-1, 1):
        p.strokePath(_line(0.5, c.y() + dy * r * 1.75, 0.5, c.y() + dy * (_UH / 2 - 1.25)), _pen(color, 0.02))
    _draw_text(p, char, QRectF(c.x() - r * 0.55, c.y() - r * 0.55, r * 1.1, r * 1.1), color, em=r * 1.1)


def _rect_path(r: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(r)
    return path
