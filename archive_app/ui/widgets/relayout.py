"""Sizes that must follow a change of language, script or text size.

Qt sizes a combo box once, on first show, by default: after a live switch from 中文 to English it
keeps the Chinese width and cuts the longer English names. :func:`follow_contents` makes such boxes
size themselves by their items every time the items change (a combo given a minimum contents length
on purpose, to stay narrow, is left alone).
"""

from __future__ import annotations

from archive_app.qt import QtWidgets

Policy = QtWidgets.QComboBox.SizeAdjustPolicy


def follow_contents(root: QtWidgets.QWidget) -> None:
    """Every combo box under ``root`` (and ``root`` itself) sized on first show follows its items instead."""
    combos = root.findChildren(QtWidgets.QComboBox)
    if isinstance(root, QtWidgets.QComboBox):
        combos.append(root)
    for combo in combos:
        if combo.sizeAdjustPolicy() == Policy.AdjustToContentsOnFirstShow:
            combo.setSizeAdjustPolicy(Policy.AdjustToContents)


__all__ = ["follow_contents"]
