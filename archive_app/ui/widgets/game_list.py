"""The games the replay page can show: the sample games by game and rule set, each by its title (wrapped,
never cut), and the record files opened this session; under the list, the summary of the game picked;
buttons to open a file and to record a new game. ``chosen(game)`` carries a
:class:`archive_app.content.games.SampleGame`, or a file's path as ``str``. With no game at all the
summary's place says what to do."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.language import game_name, rules_name

GAME_ROLE = QtCore.Qt.ItemDataRole.UserRole


class _WrapDelegate(QtWidgets.QStyledItemDelegate):
    """Measures a row at the width its item has in the tree (Qt's tree measures it unwrapped)."""

    def sizeHint(self, option: QtWidgets.QStyleOptionViewItem, index: QtCore.QModelIndex) -> QtCore.QSize:  # noqa: N802
        view = self.parent()
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        indent = view.indentation() * (depth + (1 if view.rootIsDecorated() else 0))
        measured = QtWidgets.QStyleOptionViewItem(option)
        measured.rect = QtCore.QRect(0, 0, max(40, view.header().sectionSize(0) - indent), 1000)
        measured.features |= QtWidgets.QStyleOptionViewItem.ViewItemFeature.WrapText
        return super().sizeHint(measured, index)


class _WrappingTree(QtWidgets.QTreeWidget):
    """A tree whose rows take the height their wrapped text needs at the width they have now (a tree
    measures its rows once; when its column is resized they are measured again)."""

    def __init__(self) -> None:
        super().__init__()
        self.setItemDelegate(_WrapDelegate(self))
        self.header().sectionResized.connect(lambda _i, old, new: new != old and self.scheduleDelayedItemsLayout())


class GameList(QtWidgets.QWidget):
    chosen = QtCore.Signal(object)
    open_requested = QtCore.Signal()
    record_requested = QtCore.Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 4, 0, 0)
        self.tree = _WrappingTree()
        self.tree.setObjectName("gameList")
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)  # a title wraps to a second line rather than lose its end
        self.tree.setIndentation(14)
        self.tree.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setAccessibleName(self.tr("Sample games"))
        self.tree.itemActivated.connect(self._activated)
        self.tree.itemClicked.connect(self._activated)
        self.tree.currentItemChanged.connect(lambda item, _old: self._describe(item))
        self.summary = QtWidgets.QLabel()
        self.summary.setObjectName("gameSummary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("color: #6b5c44;")
        self.summary.setContentsMargins(4, 2, 4, 2)
        buttons = QtWidgets.QHBoxLayout()
        self.open_button = QtWidgets.QPushButton()
        self.open_button.clicked.connect(self.open_requested)
        self.record_button = QtWidgets.QPushButton()
        self.record_button.clicked.connect(self.record_requested)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.record_button)
        box.addWidget(self.tree, 1)
        box.addWidget(self.summary)
        box.addLayout(buttons)
        box.addStretch(0)  # with no game the list is hidden: what to do, and its buttons, stay at the top
        self.games: list[Any] = []
        self.files: list[tuple[str, str]] = []
        self.lang = "en"

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.open_button.setText(self.tr("&Open…"))
        self.open_button.setToolTip(self.tr("Open a record file (text or JSON), or drop one on the page"))
        self.record_button.setText(self.tr("Re&cord a game…"))
        self.set_games(self.games, lang)

    def _title(self, game: Any) -> str:
        title = game.title[self.lang]
        return self.tr("Has an error: %1").replace("%1", title) if game.fault else title

    def set_games(self, games: Sequence[Any], lang: str) -> None:
        current = self.current_source()
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
            title = self._title(g)
            item = QtWidgets.QTreeWidgetItem([title])
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
        self.tree.setVisible(bool(self.games or self.files))
        self.mark(current)
        self._describe(self.tree.currentItem())

    def add_file(self, name: str, path: str) -> None:
        if (name, path) not in self.files:
            self.files.append((name, path))
            self.set_games(self.games, self.lang)
        self.mark(path)

    def mark(self, source: str) -> None:
        """Make the game shown (a sample game's path or a file's) the list's current one."""
        for item in self._items():
            if _source(item.data(0, GAME_ROLE)) == source:
                self.tree.setCurrentItem(item)
                return

    def current_source(self) -> str:
        item = self.tree.currentItem()
        return _source(item.data(0, GAME_ROLE)) if item is not None else ""

    def _items(self) -> list[QtWidgets.QTreeWidgetItem]:
        heads = [self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount())]
        return [head.child(j) for head in heads for j in range(head.childCount())]

    def titles(self) -> list[str]:
        return [item.text(0) for item in self._items()]

    def summary_text(self) -> str:
        return self.summary.text()

    def _describe(self, item: QtWidgets.QTreeWidgetItem | None) -> None:
        """Under the list, what the picked game is about; with nothing to list, what to do."""
        if not self.games and not self.files:
            self.summary.setText(self.tr("No games to replay yet. Open a record file (or drop one on the page), "
                                         "or record a game move by move."))
            return
        data = item.data(0, GAME_ROLE) if item is not None else None
        if data is None:
            self.summary.setText(self.tr("Pick a game to replay it."))
        elif isinstance(data, str):
            self.summary.setText(data)
        else:
            self.summary.setText(data.summary[self.lang])

    def _activated(self, item: QtWidgets.QTreeWidgetItem, _col: int = 0) -> None:
        data = item.data(0, GAME_ROLE)
        if data is not None:
            self.chosen.emit(data)


def _source(data: Any) -> str:
    return data if isinstance(data, str) else getattr(data, "path", "")
