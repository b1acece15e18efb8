"""Which puzzles: a game, and a rule set, a type and a theme (each "any" unless chosen; theme practice
needs a theme). The themes listed are those of the puzzles the other choices select, with their counts."""

from __future__ import annotations

from archive_app.games import keys
from archive_app.presenters.puzzle_pool import Filter, Pool
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.puzzle_names import game_name, rules_name, theme_name, type_name
from archive_app.ui.widgets.flow_row import FlowRow, pair


class PuzzleFilters(QtWidgets.QWidget):
    game_changed = QtCore.Signal(str)
    changed = QtCore.Signal()  # the rule set, type or theme

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.pool: Pool | None = None
        self.theme_required = False
        self.theme_counts: dict[str, int] = {}
        row = FlowRow(self, spacing=6)  # the filters wrap onto a second line in a narrow window
        self.game_combo, self.rules_combo = QtWidgets.QComboBox(), QtWidgets.QComboBox()
        self.type_combo, self.theme_combo = QtWidgets.QComboBox(), QtWidgets.QComboBox()
        self.labels = [QtWidgets.QLabel() for _ in range(4)]
        for label, combo in zip(self.labels, self.combos()):
            label.setBuddy(combo)
            combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToContents)
            row.addWidget(pair(label, combo))  # a label stays with its list
            row.addSpacing(6)
        row.addStretch(1)
        for game in keys():
            self.game_combo.addItem(game, game)
        self.fill()
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        for combo in (self.rules_combo, self.type_combo):
            combo.currentIndexChanged.connect(lambda _i: (self.fill_themes(), self.changed.emit()))
        self.theme_combo.currentIndexChanged.connect(lambda _i: self.changed.emit())

    def combos(self) -> tuple[QtWidgets.QComboBox, ...]:
        return (self.game_combo, self.rules_combo, self.type_combo, self.theme_combo)

    # --- the choice ---
    def game(self) -> str:
        return self.game_combo.currentData()

    def current(self) -> Filter:
        return Filter(self.game(), self.rules_combo.currentData(), self.type_combo.currentData(),
                      self.theme_combo.currentData())

    def set_game(self, game: str) -> None:
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))

    def choose(self, *, rules: str | None = None, kind: str | None = None, theme: str | None = None) -> None:
        """Set the rule set, type and theme at once (None: any), announcing one change."""
        for combo, value in ((self.rules_combo, rules), (self.type_combo, kind)):
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.blockSignals(False)
        self.fill_themes()
        self.theme_combo.blockSignals(True)
        self.theme_combo.setCurrentIndex(max(0, self.theme_combo.findData(theme)))
        self.theme_combo.blockSignals(False)
        self.changed.emit()

    def set_pool(self, pool: Pool) -> None:
        self.pool = pool
        self.fill()  # the types its puzzles have, and their themes

    def require_theme(self, on: bool) -> None:
        """Theme practice: the theme list has no "any"."""
        if on != self.theme_required:
            self.theme_required = on
            self.fill_themes()

    def show_game_only(self, on: bool) -> None:
        for combo in self.combos()[1:]:
            combo.parentWidget().setVisible(not on)  # the list with its label

    # --- the lists ---
    def _game_changed(self, _index: int) -> None:
        self.fill()
        self.game_changed.emit(self.game())

    def fill(self) -> None:
        game = self.game()
        types = self.pool.types_found(game) if self.pool is not None else ()
        for combo, values in ((self.rules_combo, Pool.rule_sets(game)), (self.type_combo, types)):
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem("", None)
            for v in values:
                combo.addItem(v, v)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)
        self.fill_themes()

    def fill_themes(self) -> None:
        combo = self.theme_combo
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        if not self.theme_required:
            combo.addItem("", None)
        f = self.current()
        self.theme_counts = dict(self.pool.themes(f)) if self.pool is not None else {}
        for theme in self.theme_counts:
            combo.addItem(theme, theme)
        combo.setCurrentIndex(max(0, combo.findData(keep)))
        combo.blockSignals(False)
        self.retranslate()

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (self.tr("&Game:"), self.tr("&Rule set:"), self.tr("&Type:"),
                                             self.tr("T&heme:"))):
            label.setText(text)
        names = ((self.game_combo, game_name), (self.rules_combo, rules_name), (self.type_combo, type_name),
                 (self.theme_combo, lambda t: f"{theme_name(t)} ({self.theme_counts.get(t, 0)})"))
        for combo, name in names:
            for i in range(combo.count()):
                value = combo.itemData(i)
                combo.setItemText(i, self.tr("any") if value is None else name(value))


__all__ = ["PuzzleFilters"]
