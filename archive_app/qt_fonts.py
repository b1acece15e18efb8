"""The bundled CJK font: registered once, then set explicitly on the application.

Qt will not fall back to a subset font for missing glyphs, and a fresh machine has no CJK font at
all, so the app font *is* the subset (its Latin glyphs serve English too).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from archive_app.paths import RESOURCES
from archive_app.qt import QtGui, QtWidgets

FONT_FILE: Path = RESOURCES / "fonts" / "NotoSansCJKsc-Subset.otf"
FALLBACK_FAMILY = "Sans Serif"


@lru_cache(maxsize=1)
def cjk_family() -> str:
    """Register the bundled font (once) and return its family name."""
    font_id = QtGui.QFontDatabase.addApplicationFont(str(FONT_FILE))
    families = QtGui.QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    return families[0] if families else FALLBACK_FAMILY


def apply_app_font(app: QtWidgets.QApplication, point_size: float = 10.5) -> QtGui.QFont:
    font = QtGui.QFont(cjk_family())
    font.setPointSizeF(point_size)
    app.setFont(font)
    return font
