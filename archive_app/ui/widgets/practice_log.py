"""What the bots did this hand, in order: one row per move of a seat other than the learner's, in words
as the replay page's move list says them (:class:`~archive_app.ui.widgets.move_list.MoveWords`:
``12. 乙家 碰 七万`` / ``12. Player B peng seven wan``), numbered as the record numbers its moves. A card
a bot drew unseen (笃子胡 draws are not turned up) is not named while the others' hands are hidden."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from archive_app.games import adapter
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.widgets.move_list import MoveWords


class PracticeLog(QtWidgets.QListWidget):
    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.setWordWrap(True)
        self._shown: tuple[str, Sequence[Any], int, bool] = ("", (), -1, False)

    def show_hand(self, game: str, events: Sequence[Any], learner: int, show_all: bool) -> None:
        """The bots' moves among ``events``; ``show_all``: their hands are open, so their draws are too."""
        was_game, was, was_learner, was_all = self._shown
        self._shown = (game, events, learner, show_all)
        if (game, learner, show_all) != (was_game, was_learner, was_all) or tuple(events[:len(was)]) != tuple(was):
            self.rerender()
        elif len(events) > len(was):  # the hand went on: only its new moves are said
            self._add(len(was))

    def rerender(self) -> None:
        """Say the moves shown again (in the current language and script)."""
        self.clear()
        self._add(0)

    def _add(self, start: int) -> None:
        game, events, learner, show_all = self._shown
        if not game:
            return
        if self.count() and self.item(0).data(QtCore.Qt.ItemDataRole.UserRole) is None:
            self.clear()  # the line that said nobody had moved
        hidden_draws = not show_all and not adapter(game).draw_is_flip
        for n, e in enumerate(events[start:], start + 1):
            if e.seat == learner:
                continue
            if hidden_draws and e.type == "draw":
                e = replace(e, card=None)
            item = QtWidgets.QListWidgetItem(f"{n}. {self.words.move(e)}")
            item.setData(QtCore.Qt.ItemDataRole.UserRole, n)
            self.addItem(item)
        if self.count() == 0:
            self.addItem(self.tr("The other players have not moved yet."))
        self.scrollToBottom()

    def showEvent(self, event: QtGui.QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.scrollToBottom()  # rows laid out while the tab was hidden: the newest in view when it shows

    def row_texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
