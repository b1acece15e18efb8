"""The practice table's choices, in one row that wraps: the game, its rule set, the learner's seat,
the opponents' level (named for people, each described in its tooltip), the deal (a number, or a
random one), the bots' pace, and whether the other hands are shown. ``new_hand`` asks for a deal
with these choices; ``view_changed`` when the pace or the hands shown change (they apply to the hand
in progress)."""

from __future__ import annotations

import random

from archive_app.games import keys
from archive_app.presenters.practice import rule_sets, seats_of
from archive_app.presenters.practice_levels import levels_of
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui import language
from archive_app.ui.language import game_name
from archive_app.ui.widgets.flow_row import FlowRow, pair

PACES = (0, 300, 700, 1500, 3000)  # ms a bot waits before its move
MAX_DEAL = 99999


class PracticeSetup(QtWidgets.QWidget):
    new_hand = QtCore.Signal()
    view_changed = QtCore.Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = QtWidgets.QComboBox()
        self.rules = QtWidgets.QComboBox()
        self.seat = QtWidgets.QComboBox()
        self.bots = QtWidgets.QComboBox()
        self.deal = QtWidgets.QSpinBox()
        self.deal.setRange(1, MAX_DEAL)
        self.random = QtWidgets.QCheckBox()
        self.random.setChecked(True)
        self.pace = QtWidgets.QComboBox()
        self.show_all = QtWidgets.QCheckBox()
        self.start = QtWidgets.QPushButton()
        self.labels = [QtWidgets.QLabel() for _ in range(6)]
        for label, field in zip(self.labels, (self.game, self.rules, self.seat, self.bots, self.deal, self.pace)):
            label.setBuddy(field)
        for g in keys():  # the games registered when the page is built
            self.game.addItem(g, g)
        for ms in PACES:
            self.pace.addItem(str(ms), ms)
        row = FlowRow(self, spacing=8)
        for label, field in zip(self.labels[:4], (self.game, self.rules, self.seat, self.bots)):
            row.addWidget(pair(label, field))
        row.addWidget(pair(self.labels[4], self.deal))
        row.addWidget(self.random)
        row.addWidget(self.start)
        row.addWidget(pair(self.labels[5], self.pace))
        row.addWidget(self.show_all)
        row.addStretch(1)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.random.toggled.connect(lambda on: self.deal.setEnabled(not on))
        self.deal.setEnabled(False)
        self.start.clicked.connect(self.new_hand)
        self.pace.currentIndexChanged.connect(lambda _i: self.view_changed.emit())
        self.show_all.toggled.connect(lambda _on: self.view_changed.emit())
        self.bots.currentIndexChanged.connect(self._describe_level)
        self._game_changed()

    # --- what is chosen ---
    def choice(self) -> tuple[str, str, int, str]:
        """(game, rule set, seat, the opponents' level)."""
        return self.game.currentData(), self.rules.currentData(), self.seat.currentData(), self.bots.currentData()

    def deal_number(self) -> int:
        """The deal asked for: a new random one (shown in the box, so it can be played again) or the one typed."""
        if self.random.isChecked():
            self.deal.setValue(random.randint(1, MAX_DEAL))
        return self.deal.value()

    def delay(self) -> int:
        return int(self.pace.currentData())

    def set_choice(self, game: str, rules: str, seat: int, level: str, delay: int | None = None,
                   show_all: bool | None = None) -> None:
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.rules.setCurrentIndex(max(0, self.rules.findData(rules)))
        self.seat.setCurrentIndex(max(0, self.seat.findData(seat)))
        self.bots.setCurrentIndex(max(0, self.bots.findData(level)))
        if delay is not None:
            self.pace.setCurrentIndex(min(range(len(PACES)), key=lambda i: abs(PACES[i] - delay)))
        if show_all is not None:
            self.show_all.setChecked(show_all)

    def _game_changed(self, _index: int = 0) -> None:
        game = self.game.currentData()
        rules, seat = self.rules.currentData(), self.seat.currentData()
        self.rules.clear()
        for name in rule_sets(game):
            self.rules.addItem(self.rules_name(name), name)
        self.rules.setCurrentIndex(max(0, self.rules.findData(rules)))
        self.seat.clear()
        for s in seats_of(game):
            self.seat.addItem(language.seat_name(s), s)
        self.seat.setCurrentIndex(max(0, self.seat.findData(seat)))
        level = self.bots.currentData()
        self.bots.clear()
        for lv in levels_of(game):
            self.bots.addItem(self.level_name(lv.key), lv.key)
        self.bots.setCurrentIndex(max(0, self.bots.findData(level)))
        self._describe_level()

    # --- words ---
    def game_name(self, game: str) -> str:
        return game_name(game)

    def rules_name(self, name: str) -> str:
        return language.rules_name(name, short=True)

    def level_name(self, level: str) -> str:
        return {"beginner": self.tr("Beginner"), "casual": self.tr("Casual player"),
                "strong": self.tr("Strong player")}.get(level, level)

    def level_text(self, level: str) -> str:
        """The level in one line: how its players choose."""
        return {"beginner": self.tr("Takes a win when one comes; every other move at random"),
                "casual": self.tr("Takes whatever brings the hand nearest a win, one move ahead"),
                "strong": self.tr("Weighs each move by its chance of a win and what the win is worth")
                }.get(level, "")

    def level_line(self) -> str:
        """The level chosen, named and described (said in the status bar when the learner picks one)."""
        level = self.bots.currentData() or ""
        return self.tr("%1: %2").replace("%1", self.level_name(level)).replace("%2", self.level_text(level))

    def _describe_level(self, _index: int = 0) -> None:
        """The level chosen described on the menu itself, for the keyboard as for the mouse."""
        for i in range(self.bots.count()):
            self.bots.setItemData(i, self.level_text(self.bots.itemData(i)), QtCore.Qt.ItemDataRole.ToolTipRole)
        text = self.level_text(self.bots.currentData() or "")
        self.bots.setToolTip(text)
        self.bots.setAccessibleDescription(text)

    def pace_name(self, ms: int) -> str:
        return self.tr("no wait") if ms == 0 else self.tr("%1 s").replace("%1", f"{ms / 1000:g}")

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (self.tr("&Game:"), self.tr("&Rules:"), self.tr("&Seat:"),
                                             self.tr("&Bots:"), self.tr("Dea&l no.:"), self.tr("&Pace:"))):
            label.setText(text)
        for combo, name in ((self.game, self.game_name), (self.rules, self.rules_name), (self.bots, self.level_name),
                            (self.pace, self.pace_name)):
            for i in range(combo.count()):
                combo.setItemText(i, name(combo.itemData(i)))
        for i in range(self.seat.count()):
            self.seat.setItemText(i, language.seat_name(self.seat.itemData(i)))
        self.random.setText(self.tr("Rando&m deal"))
        self.random.setToolTip(self.tr("Deal new cards each time; untick to play a deal again by its number"))
        self.show_all.setText(self.tr("Sho&w all hands"))
        self.start.setText(self.tr("New han&d"))
        self.pace.setToolTip(self.tr("How long each bot waits before its move, so you can follow the play"))
        self._describe_level()
