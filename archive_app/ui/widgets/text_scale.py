"""The text size (A+ / A−, Ctrl++ / Ctrl+−) on pages made of widgets: the calculators.

The reading pages scale their own HTML (archive_app/ui/reader.py). A widget page scales every size its
style sheets give in points: a rule for all its text, the page's sheet, and the sheets its widgets set as
they show a verdict (each passed through :func:`scaled_css`).

    >>> scaled_css("QLabel#verdict { font-size: 20pt; } QLabel { padding: 2px; }", 1.25)
    'QLabel#verdict { font-size: 25pt; } QLabel { padding: 2px; }'
"""

from __future__ import annotations

import re

from archive_app.qt import QtGui, QtWidgets

POINTS = re.compile(r"(\d+(?:\.\d+)?)pt\b")
# The application's sheet sizes these in points too; a page's own sheet overrides it with the scaled size.
SHARED = "QLabel#pageTitle { font-size: 20pt; }\n"


def scaled_css(css: str, scale: float) -> str:
    """``css`` with every size in points multiplied by ``scale``."""
    if scale == 1.0:
        return css
    return POINTS.sub(lambda m: f"{float(m.group(1)) * scale:g}pt", css)


def apply_text_scale(page: QtWidgets.QWidget, css: str, scale: float) -> None:
    """Give ``page`` its style sheet ``css`` scaled, under a rule that sizes all its text at the application's
    size times ``scale`` (a style sheet, not ``setFont``: fonts set so do not reach widgets a sheet styles)."""
    base = QtGui.QFont(QtWidgets.QApplication.font()).pointSizeF()
    every = f"QWidget {{ font-size: {base:g}pt; }}\n" if base > 0 else ""
    page.setStyleSheet(scaled_css(every + SHARED + css, scale))


__all__ = ["apply_text_scale", "scaled_css"]
