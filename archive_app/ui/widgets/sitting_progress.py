"""The sittings played, per game, under the practice table's Progress: sittings, their hands, the
learner's average per hand and total (archive_app/store/sittings.py)."""

from __future__ import annotations

from typing import Any

from archive_app.qt import QtWidgets


class SittingProgressView(QtWidgets.QTableWidget):
    """Per game: sittings played, their hands, the learner's average per hand and total."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.verticalHeader().hide()
        self.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Sittings"), self.tr("Hands"),
                                        self.tr("Per hand"), self.tr("Total")])

    def show_store(self, store: Any, game_name: Any) -> None:
        from archive_app.store import sittings

        try:
            rows = sittings.progress(store)
        except Exception:  # noqa: BLE001 - no store this session: nothing to show
            rows = {}
        self.setRowCount(len(rows))
        for i, (game, p) in enumerate(sorted(rows.items())):
            cells = (game_name(game), str(p.played), str(p.hands), f"{p.per_hand:+.1f}", f"{p.total:+d}")
            for j, text in enumerate(cells):
                self.setItem(i, j, QtWidgets.QTableWidgetItem(text))
        self.setVisible(bool(rows))
