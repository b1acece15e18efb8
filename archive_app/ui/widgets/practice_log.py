"""What the bots did this hand, in order: one row per move of a seat other than the learner's, in words
as the replay page's move list says them (:class:`~archive_app.ui.widgets.move_list.MoveWords`:
``12. 乙家 碰 七万`` / ``12. Player B peng seven wan``), numbered as the record numbers its moves. A card
a bot drew unseen (笃子胡 draws are not turned up) is not named while the others' hands are hidden."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from archive_app.games import adapter
from archive_app.qt import QtGui, QtWidgets
from archive_app.ui.widgets.move_list import MoveWords


class PracticeLog(QtWidgets.QListWidget):
    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.setWordWrap(True)
        self._shown: tuple[str, Sequence[Any], int, bool] = ("", (), -1, False)

    def show_hand(self, game: str, events: Sequence[Any], learner: int, show_all: bool) -> None:
        """The bots' moves among ``events``; ``show_all``: their hands are open, so their draws are too."""
        if (game, events, learner, show_all) == self._shown and self.count():
            return  # unchanged: the list keeps its place
        self._shown = (game, events, learner, show_all)
        self.rerender()

    def rerender(self) -> None:
        """Say the moves shown again (in the current language and script)."""
        game, events, learner, show_all = self._shown
        self.clear()
        if not game:
            return
        hidden_draws = not show_all and not adapter(game).draw_is_flip
        for n, e in enumerate(events, 1):
            if e.seat == learner:
                continue
            if hidden_draws and e.type == "draw":
                e = replace(e, card=None)
            self.addItem(f"{n}. {self.words.move(e)}")
        if self.count() == 0:
            self.addItem(self.tr("The other players have not moved yet."))
        self.scrollToBottom()

    def showEvent(self, event: QtGui.QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.scrollToBottom()  # rows laid out while the tab was hidden: the newest in view when it shows

    def row_texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
