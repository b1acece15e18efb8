"""Cards in a combo box: a small face as each item's icon, and a box that may shrink below its longest item."""

from __future__ import annotations

from archive_app.cardfaces import card_pixmap
from archive_app.qt import QtGui, QtWidgets


def compact_combo(combo: QtWidgets.QComboBox, chars: int) -> None:
    """Let a combo box shrink to about ``chars`` characters (its list still shows whole items)."""
    combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)


def card_icon(code: str, dpr: float) -> QtGui.QIcon:
    """A small face for a card list."""
    return QtGui.QIcon(card_pixmap(code, 22, dpr))
