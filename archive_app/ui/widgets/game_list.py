"""The games the replay page can show: the sample games by game and rule set, each with its title
and one-line summary, and the record files opened this session; buttons to open a file and to
record a new game. ``chosen(game)`` carries a :class:`archive_app.content.games.SampleGame`, or a
file's path as ``str``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.language import game_name, rules_name

GAME_ROLE = QtCore.Qt.ItemDataRole.UserRole


class GameList(QtWidgets.QWidget):
    chosen = QtCore.Signal(object)
    open_requested = QtCore.Signal()
    record_requested = QtCore.Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 0)
        self.tree = QtWidgets.QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(False)  # a game is two lines, title and summary, each cut to the width
        self.tree.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setAccessibleName(self.tr("Sample games"))
        self.tree.itemActivated.connect(self._activated)
        self.tree.itemClicked.connect(self._activated)
        buttons = QtWidgets.QHBoxLayout()
        self.open_button = QtWidgets.QPushButton()
        self.open_button.clicked.connect(self.open_requested)
        self.record_button = QtWidgets.QPushButton()
        self.record_button.clicked.connect(self.record_requested)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.record_button)
        box.addWidget(self.tree, 1)
        box.addLayout(buttons)
        self.games: list[Any] = []
        self.files: list[tuple[str, str]] = []
        self.lang = "en"

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.open_button.setText(self.tr("&Open…"))
        self.open_button.setToolTip(self.tr("Open a record file (text or JSON), or drop one on the page"))
        self.record_button.setText(self.tr("Re&cord a game…"))
        self.set_games(self.games, lang)

    def set_games(self, games: Sequence[Any], lang: str) -> None:
        self.games, self.lang = list(games), lang
        self.tree.clear()
        groups: dict[tuple[str, str], QtWidgets.QTreeWidgetItem] = {}
        for g in self.games:
            key = (g.game, g.rules)
            if key not in groups:
                head = QtWidgets.QTreeWidgetItem([f"{game_name(g.game)} · {rules_name(g.rules, short=True)}"])
                head.setFlags(QtCore.Qt.ItemFlag.ItemIsEnabled)
                font = head.font(0)
                font.setBold(True)
                head.setFont(0, font)
                self.tree.addTopLevelItem(head)
                groups[key] = head
            title = self.tr("Has an error: %1").replace("%1", g.title[lang]) if g.fault else g.title[lang]
            item = QtWidgets.QTreeWidgetItem([f"{title}\n{g.summary[lang]}"])
            item.setToolTip(0, "\n".join(t for t in (title, g.summary[lang], g.fault) if t))
            item.setData(0, GAME_ROLE, g)
            groups[key].addChild(item)
        if self.files:
            head = QtWidgets.QTreeWidgetItem([self.tr("Opened files")])
            head.setFlags(QtCore.Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(head)
            for name, path in self.files:
                item = QtWidgets.QTreeWidgetItem([name])
                item.setToolTip(0, path)
                item.setData(0, GAME_ROLE, path)
                head.addChild(item)
        self.tree.expandAll()

    def add_file(self, name: str, path: str) -> None:
        if (name, path) not in self.files:
            self.files.append((name, path))
            self.set_games(self.games, self.lang)

    def titles(self) -> list[str]:
        out = []
        for i in range(self.tree.topLevelItemCount()):
            head = self.tree.topLevelItem(i)
            out += [head.child(j).text(0) for j in range(head.childCount())]
        return out

    def _activated(self, item: QtWidgets.QTreeWidgetItem, _col: int = 0) -> None:
        data = item.data(0, GAME_ROLE)
        if data is not None:
            self.chosen.emit(data)
