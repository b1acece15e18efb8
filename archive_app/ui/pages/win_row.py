"""The winning card of a calculator page: a heading, and a list of the hand's kinds of card to choose from
(mixed into ``CalculatorPage``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from archive_app.qt import QtWidgets
from archive_app.ui.widgets.card_combo import card_icon, compact_combo


class WinCardRow:
    """``build_win_row`` makes ``win_heading``, ``win_label`` and ``win_combo``; the page is a QWidget."""

    def build_win_row(self) -> QtWidgets.QHBoxLayout:
        """``win_heading``, and ``win_label`` with ``win_combo`` (filled by :meth:`fill_win_combo`) in a row."""
        self.win_heading = QtWidgets.QLabel()  # a section heading (calculator.section)
        self.win_heading.setObjectName("section")
        self.win_heading.setWordWrap(True)
        self.win_label = QtWidgets.QLabel()
        self.win_combo = QtWidgets.QComboBox()
        self.win_combo.setMaxVisibleItems(16)
        compact_combo(self.win_combo, 8)
        self.win_label.setBuddy(self.win_combo)
        row = QtWidgets.QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.win_label)
        row.addWidget(self.win_combo, 1)
        return row

    def fill_win_combo(self, cards: Sequence[Any], by_code: Mapping[str, Any], label: Callable[[Any], str],
                       enabled: bool = True) -> None:
        """List each kind of card of ``cards`` once, in card order, keeping the choice (else the last card)."""
        combo = self.win_combo
        keep = combo.currentData()
        codes = sorted({c.code for c in cards}, key=lambda k: by_code[k].index)
        if keep not in codes:
            keep = cards[-1].code if cards else None
        dpr = self.devicePixelRatioF()
        combo.blockSignals(True)
        combo.clear()
        for code in codes:
            combo.addItem(card_icon(code, dpr), f"{label(by_code[code])} ({code})", code)
        if not codes:
            combo.addItem(self.tr("(the hand is empty)"), None)
        combo.setEnabled(bool(codes) and enabled)
        combo.setCurrentIndex(max(0, combo.findData(keep)) if codes else 0)
        combo.blockSignals(False)

    def win_code(self) -> str | None:
        return self.win_combo.currentData()

    def set_win(self, code: str) -> None:
        index = self.win_combo.findData(code)
        if index >= 0:
            self.win_combo.setCurrentIndex(index)


__all__ = ["WinCardRow", "card_icon", "compact_combo"]
