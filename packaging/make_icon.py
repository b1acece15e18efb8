"""Draw the app icon from the card faces: a fanned hand of five long cards, as a scalable SVG.

    .venv/bin/python packaging/make_icon.py     # writes resources/icons/changpai-archive.svg

The faces are the app's own vector drawings (the archive_app.cardfaces package); re-run after they change.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "resources" / "icons" / "changpai-archive.svg"
SIZE = 256
HAND = ("1m", "Q", "H", "B", "9p")  # 一万, 千字, 红花 in the middle, 白花, 九饼
SPREAD = 15.0  # degrees between neighbouring cards
CARD_HEIGHT = 206.0
PIVOT = (SIZE / 2, SIZE - 14.0)  # the cards turn about a point near their lower ends, as held in a hand


def draw(painter) -> None:
    from archive_app.cardfaces import card_aspect, paint_card
    from archive_app.qt import QtCore

    width = CARD_HEIGHT * card_aspect()
    middle = (len(HAND) - 1) / 2
    for i, key in enumerate(HAND):
        painter.save()
        painter.translate(*PIVOT)
        painter.rotate((i - middle) * SPREAD)
        paint_card(painter, QtCore.QRectF(-width / 2, -CARD_HEIGHT + 10, width, CARD_HEIGHT), key)
        painter.restore()


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from archive_app.qt import QtCore, QtGui, QtSvg, QtWidgets
    from archive_app.qt_fonts import apply_app_font

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    apply_app_font(app)
    generator = QtSvg.QSvgGenerator()
    generator.setFileName(str(TARGET))
    generator.setSize(QtCore.QSize(SIZE, SIZE))
    generator.setViewBox(QtCore.QRect(0, 0, SIZE, SIZE))
    generator.setTitle("长牌档案与教程 · Long Cards Archive & Tutor")
    generator.setDescription("A fanned hand of long cards: 一万, 千字, 红花, 白花, 九饼")
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    painter = QtGui.QPainter(generator)
    draw(painter)
    painter.end()
    print(f"wrote {TARGET.relative_to(ROOT)}: {TARGET.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
