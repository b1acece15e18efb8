"""Vector card faces: 长牌 (long cards) and 歪胡子 (Waihuzi) character cards.

Every face is drawn with :class:`QtGui.QPainter` primitives in a unit coordinate system
(card width 1, height ``1 / card_aspect()``), so it is crisp at any size; text is drawn as
glyph outlines and scales with the card.

The long-card design follows the sources (s001 p011–p013, s002 the card-by-card paragraph):

* inside a dark rectangular frame, the *number mark* sits in a dark band at the top and,
  turned 180°, at the bottom: 1 triangle, 2 circle, 3 slanted rhombus, 4 closed upper
  half-circle, 5 two circles, 6 inverted trapezoid, 7 two rhombi, 8 open lower half-circle,
  9 "bean sprout" (large open circle with a tail and a red ornament).  1 and 2 sit in
  diagonally opposite corners ("上下對角"), the rest centred ("上下"), 5 and 7 as pairs
  ("上下各兩");
* 万 shows the plain white mark, 条 adds black lines to it, 饼 black dots;
* the middle: 万 — dots by number over a robed figure (1万: three red coins and the figure);
  条 — N strings of cash (1条: three red coins and one string); 饼 — N coins (1饼: one coin
  and a figure, 9饼: three red coins);
* 红花 has a red M-shaped head, 白花 a white head bearing 興, 千字 a red crescent moon;
  the star cards 福禄寿喜财 show their character large in red;
* the card's name (三 / 萬) runs down the centre below the top band, in traditional script
  as printed on the cards; the figure's name (s002), where known, is written small.

Waihuzi cards (small 一…十 ``1x``…``0x``, big 壹…拾 ``1d``…``0d``) show the numeral large at
the top and, turned, at the bottom; 二 七 十 / 贰 柒 拾 are red, the rest black (s004).

>>> card_names("3s")
('三条', 'three tiao')
>>> card_names("7d")
('柒', 'big seven')
>>> FIGURES["9p"]
('麒麟送子', 'the Qilin Bringing a Son')
>>> card_names("5z")
Traceback (most recent call last):
...
ValueError: unknown card key '5z'
"""

from __future__ import annotations

import functools
import importlib
import math
from collections.abc import Callable, Sequence
from typing import Final

from archive_app.qt import QtCore, QtGui
from engine.cards import BY_CODE, NUMERALS, NUMERALS_EN
from engine.decks.zipai import DECK as ZIPAI

__all__ = [
    "FIGURES",
    "LONG_CARD_KEYS",
    "STAR_CARDS",
    "WAIHUZI_KEYS",
    "card_aspect",
    "card_names",
    "card_pixmap",
    "paint_card",
]

QPointF = QtCore.QPointF
QRectF = QtCore.QRectF
QColor = QtGui.QColor
QPainterPath = QtGui.QPainterPath

# --------------------------------------------------------------------------- keys & names

STAR_CARDS: Final[dict[str, str]] = {"福": "Fu", "禄": "Lu", "寿": "Shou", "喜": "Xi", "财": "Cai"}
"""The five star cards (``X:福`` …), character → pinyin, in the traditional order 福禄寿喜财."""

LONG_CARD_KEYS: Final[tuple[str, ...]] = (
    *(f"{r}{s}" for s in "msp" for r in range(1, 10)),
    "Q",
    "H",
    "B",
    "X",
    *(f"X:{c}" for c in STAR_CARDS),
)
"""Long-card face keys: the engine's codes (``1m``…``9p``, ``Q H B X``) then ``X:福``…``X:财``."""

_SMALL: Final = "一二三四五六七八九十"
_BIG: Final = "壹贰叁肆伍陆柒捌玖拾"
_TEN_EN: Final = (*NUMERALS_EN, "ten")

WAIHUZI_KEYS: Final[tuple[str, ...]] = (
    *(f"{d}x" for d in "1234567890"),
    *(f"{d}d" for d in "1234567890"),
)
"""Waihuzi face keys: small 一…十 ``1x``…``9x`` ``0x``, then big 壹…拾 ``1d``…``9d`` ``0d``."""

_RED_NUMERALS: Final = frozenset(c.zh for c in ZIPAI.cards if c.is_red)  # the source's red ranks, from the deck

FIGURES: Final[dict[str, tuple[str, str]]] = {
    **{f"{r}m": ("", "") for r in range(1, 10)},  # 万 figures: unnamed in the sources
    "1s": ("小雀儿", "Little Sparrow"),
    "2s": ("吕洞宾", "Lü Dongbin"),
    "3s": ("曹国舅", "Cao Guojiu"),
    "4s": ("韩湘子", "Han Xiangzi"),
    "5s": ("汉钟离", "Han Zhongli"),
    "6s": ("张果老", "Zhang Guolao"),
    "7s": ("白娘子", "Lady White (Bai Niangzi)"),
    "8s": ("洛阳桥", "Luoyang Bridge"),
    "9s": ("佛", "the Buddha"),
    "1p": ("寿星", "the God of Longevity"),
    "2p": ("铁拐李", "Iron-Crutch Li"),
    "3p": ("猪八戒", "Zhu Bajie"),
    "4p": ("唐僧", "Tang Sanzang"),
    "5p": ("孙悟空", "Sun Wukong"),
    "6p": ("乌龟精", "the Tortoise Spirit"),
    "7p": ("蚌壳精", "the Clam Spirit"),
    "8p": ("刘海蟾", "Liu Haichan"),
    "9p": ("麒麟送子", "the Qilin Bringing a Son"),
}
"""Figure printed on each suited card, by code: (简体 name, English name).

From s002 (一條 小雀兒 … 九餅 麒麟送子).  The 万 figures are left empty: the source only
guesses at them ("楊家將里的六爺乎？").
"""

# Traditional script as printed on the cards.
_SUIT_FACE: Final = {"m": "萬", "s": "條", "p": "餅"}
_SPECIAL_FACE: Final = {"Q": "千字", "H": "紅花", "B": "白花", "X": "喜"}
_STAR_FACE: Final = {"福": "福", "禄": "祿", "寿": "壽", "喜": "喜", "财": "財"}

_ASPECT: Final = 2 / 9  # width / height: long and narrow, about 1 : 4.5
_UH: Final = 1 / _ASPECT  # card height in unit coordinates (width = 1)


def card_aspect() -> float:
    """Width / height of every card face (about 1 : 4.5; ``paint_card`` keeps it)."""
    return _ASPECT


def _check(key: str) -> None:
    if key not in _ALL_KEYS:
        raise ValueError(f"unknown card key {key!r}")


def card_names(key: str) -> tuple[str, str]:
    """The card's (Chinese 简体, English) name: ``("三万", "three wan")``, ``("贰", "big two")``."""
    _check(key)
    if key.startswith("X:"):
        char = key[2:]
        return char, f"{STAR_CARDS[char]} (star card)"
    if key in BY_CODE:
        card = BY_CODE[key]
        return card.zh, card.en
    n = int(key[0]) or 10
    if key[1] == "x":
        return _SMALL[n - 1], f"small {_TEN_EN[n - 1]}"
    return _BIG[n - 1], f"big {_TEN_EN[n - 1]}"


_ALL_KEYS: Final = frozenset(LONG_CARD_KEYS) | frozenset(WAIHUZI_KEYS)

# --------------------------------------------------------------------------- palette

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

# --------------------------------------------------------------------------- fonts & text


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


# --------------------------------------------------------------------------- small helpers


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


# --------------------------------------------------------------------------- number marks

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


# --------------------------------------------------------------------------- special heads


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

# --------------------------------------------------------------------------- middle pictures


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


# --------------------------------------------------------------------------- layout

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


# --------------------------------------------------------------------------- public drawing


def paint_card(painter: QtGui.QPainter, rect: QtCore.QRectF, key: str) -> None:
    """Draw the face of card ``key`` into ``rect`` (aspect kept, centred); vector, any size.

    Keys: :data:`LONG_CARD_KEYS` and :data:`WAIHUZI_KEYS`; anything else is a ValueError.
    The painter's state is restored afterwards.
    """
    _check(key)
    rect = QRectF(rect)
    if rect.isEmpty():
        return
    scale = min(rect.width(), rect.height() * _ASPECT)
    painter.save()
    try:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform, True)
        c = rect.center()
        painter.translate(c.x() - scale / 2, c.y() - scale * _UH / 2)
        painter.scale(scale, scale)
        painter.setPen(QtCore.Qt.PenStyle.NoPen)
        painter.setBrush(QtCore.Qt.BrushStyle.NoBrush)
        if key in WAIHUZI_KEYS:
            _paint_waihuzi(painter, key)
        else:
            _paint_long(painter, key)
    finally:
        painter.restore()


def card_pixmap(key: str, height: int, dpr: float = 1.0) -> QtGui.QPixmap:
    """The face of ``key`` as a pixmap ``height`` logical pixels tall (cached by key/size/dpr).

    Width is ``round(height * card_aspect())``; the pixmap carries ``dpr`` as its device
    pixel ratio.  Needs a QGuiApplication.
    """
    _check(key)
    if height <= 0 or dpr <= 0:
        raise ValueError(f"bad pixmap size: height={height!r}, dpr={dpr!r}")
    return _pixmap(key, int(height), round(float(dpr), 4))


@functools.lru_cache(maxsize=1024)
def _pixmap(key: str, height: int, dpr: float) -> QtGui.QPixmap:
    width = max(1, round(height * _ASPECT))
    pix = QtGui.QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(QtCore.Qt.GlobalColor.transparent)
    painter = QtGui.QPainter(pix)
    try:
        paint_card(painter, QRectF(0, 0, width, height), key)
    finally:
        painter.end()
    return pix
