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

from archive_app.cardfaces.faces import _paint_long, _paint_waihuzi
from archive_app.cardfaces.ink import _family as _family  # the card font (tests swap its source)
from archive_app.cardfaces.keys import (_ASPECT, _UH, FIGURES, LONG_CARD_KEYS, STAR_CARDS, WAIHUZI_KEYS, _check,
                                        card_aspect, card_names)
from archive_app.qt import QtCore, QtGui

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

QRectF = QtCore.QRectF


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


@functools.lru_cache(maxsize=256)
def plain_pixmap(label: str, height: int, dpr: float = 1.0) -> QtGui.QPixmap:
    """A card with no face drawn for it (a game the faces do not know): its name written down a pale
    card of the faces' size, so the table's layout is the same."""
    width = max(1, round(height * _ASPECT))
    pix = QtGui.QPixmap(max(1, round(width * dpr)), max(1, round(max(1, height) * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(QtCore.Qt.GlobalColor.transparent)
    painter = QtGui.QPainter(pix)
    try:
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QtGui.QPen(QtGui.QColor("#7a6a4f"), 1))
        painter.setBrush(QtGui.QColor("#fbf7ec"))
        painter.drawRoundedRect(QRectF(0.5, 0.5, width - 1, height - 1), 2, 2)
        font = painter.font()
        font.setPixelSize(max(6, round(width * 0.7)))
        painter.setFont(font)
        painter.setPen(QtGui.QColor("#2b2b2b"))
        painter.drawText(QRectF(0, 2, width, height - 4), int(QtCore.Qt.AlignmentFlag.AlignHCenter), "\n".join(label))
    finally:
        painter.end()
    return pix


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
