"""Recording a hand on the replay page: :class:`NewGameDialog` starts from a deal (dealt by number,
or typed: a hand for each seat of the game, the wall in order or left empty when it is not known, the 笃子胡 turned
card), :class:`RecordPanel` offers the legal events the engine lists for the seat to move, a
comment for the move shown, undo and save."""

from __future__ import annotations

from typing import Any

from archive_app.games import adapter, keys
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.language import error_text, game_name, rules_name, seat_name
from archive_app.ui.widgets.move_list import MoveWords
from engine.core.errors import InputError
from engine.core.game import Event

EVENT_ROLE = QtCore.Qt.ItemDataRole.UserRole


def rule_sets(game: str) -> tuple[str, ...]:
    return adapter(game).rule_sets


class SeatSpin(QtWidgets.QSpinBox):
    """A seat chosen by its name (甲家 / Player A), its number kept as the value."""

    def textFromValue(self, value: int) -> str:  # noqa: N802 - Qt API
        return seat_name(value)

    def valueFromText(self, text: str) -> int:  # noqa: N802 - Qt API
        names = [seat_name(s) for s in range(self.minimum(), self.maximum() + 1)]
        return names.index(text) + self.minimum() if text in names else self.value()

    def validate(self, text: str, pos: int) -> object:
        names = [seat_name(s) for s in range(self.minimum(), self.maximum() + 1)]
        if text in names:
            return QtGui.QValidator.State.Acceptable
        if any(n.startswith(text) for n in names):
            return QtGui.QValidator.State.Intermediate
        return QtGui.QValidator.State.Invalid


class NewGameDialog(QtWidgets.QDialog):
    """Game, rule set, dealer, and the deal: by number or typed. :meth:`record` builds it."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Record a game"))
        form = self.form = QtWidgets.QFormLayout(self)
        self.game = QtWidgets.QComboBox()
        for g in keys():
            self.game.addItem(game_name(g), g)
        self.rules = QtWidgets.QComboBox()
        self.dealer = SeatSpin()
        self.dealer.setRange(0, 3)
        self.typed = QtWidgets.QCheckBox(self.tr("&Type the deal (else deal by number)"))
        self.number = QtWidgets.QSpinBox()
        self.number.setRange(0, 999_999)
        self.hands = [QtWidgets.QLineEdit() for _ in range(max(adapter(g).seats for g in keys()))]
        self.wall = QtWidgets.QLineEdit()
        self.wall.setPlaceholderText(self.tr("empty: not known (enter each card as it is turned up)"))
        self.turned = QtWidgets.QLineEdit()
        self.error = QtWidgets.QLabel()
        self.error.setStyleSheet("color: #b3261e;")
        self.error.setWordWrap(True)
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow(self.tr("&Rule set:"), self.rules)
        form.addRow(self.tr("&Dealer:"), self.dealer)
        form.addRow(self.typed)
        form.addRow(self.tr("Deal &number:"), self.number)
        for s, edit in enumerate(self.hands):
            form.addRow(self.tr("Hand of %1:").replace("%1", seat_name(s)), edit)
        form.addRow(self.tr("&Wall:"), self.wall)
        form.addRow(self.tr("Turned &jiang:"), self.turned)
        form.addRow(self.error)
        buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Ok
                                             | QtWidgets.QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.typed.toggled.connect(self._typed_changed)
        self._game_changed()
        self._typed_changed(False)
        self.result_record: Any = None

    def _game_changed(self) -> None:
        game = adapter(self.game.currentData())
        self.rules.clear()
        for r in rule_sets(game.key):
            self.rules.addItem(rules_name(r), r)
        self.turned.setEnabled(self.typed.isChecked() and game.has_turned_card)
        self.dealer.setRange(0, game.seats - 1)
        for s, edit in enumerate(self.hands):  # a hand for each of the game's seats
            self.form.setRowVisible(edit, s < game.seats)

    def _typed_changed(self, typed: bool) -> None:
        self.number.setEnabled(not typed)
        for w in (*self.hands, self.wall):
            w.setEnabled(typed)
        self.turned.setEnabled(typed and adapter(self.game.currentData()).has_turned_card)

    def record(self) -> Any:
        """The record of the deal; an InputError names what is wrong."""
        from archive_app.presenters.replay_table import HandTable, blank_record, dealt_record

        game, rules, dealer = self.game.currentData(), self.rules.currentData(), self.dealer.value()
        if not self.typed.isChecked():
            return dealt_record(game, rules, self.number.value(), dealer)
        deck = adapter(game).deck
        hands = [tuple(deck.parse(e.text())) if e.text().strip() else () for e in self.hands[:adapter(game).seats]]
        wall = tuple(deck.parse(self.wall.text())) if self.wall.text().strip() else None
        turned = tuple(deck.parse(self.turned.text())) if adapter(game).has_turned_card else None
        rec = blank_record(game, rules, hands, wall, dealer, turned)
        HandTable(rec)  # the state machine checks the deal
        return rec

    def _accept(self) -> None:
        try:
            self.result_record = self.record()
        except InputError as e:
            self.error.setText(error_text(e))
            return
        self.accept()


class RecordPanel(QtWidgets.QWidget):
    """The legal events of the seat to move (Enter or double-click plays one), a comment for the move
    shown, undo, save, and the end of recording."""

    play = QtCore.Signal(object)  # an engine Event
    comment = QtCore.Signal(str)
    undo = QtCore.Signal()
    save = QtCore.Signal()
    stop = QtCore.Signal()

    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.heading = QtWidgets.QLabel()
        self.heading.setWordWrap(True)
        self.legal = QtWidgets.QListWidget()
        self.legal.setAccessibleName(self.tr("Legal moves"))
        self.legal.itemActivated.connect(self._activated)
        self.play_button = QtWidgets.QPushButton()
        self.play_button.clicked.connect(lambda: self._activated(self.legal.currentItem()))
        self.comment_edit = QtWidgets.QLineEdit()
        self.comment_edit.returnPressed.connect(lambda: self.comment.emit(self.comment_edit.text()))
        self.comment_button = QtWidgets.QPushButton()
        self.comment_button.clicked.connect(lambda: self.comment.emit(self.comment_edit.text()))
        self.undo_button = QtWidgets.QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.save_button = QtWidgets.QPushButton()
        self.save_button.clicked.connect(self.save)
        self.stop_button = QtWidgets.QPushButton()
        self.stop_button.clicked.connect(self.stop)
        row1 = QtWidgets.QHBoxLayout()
        row1.addWidget(self.comment_edit, 1)
        row1.addWidget(self.comment_button)
        row2 = QtWidgets.QHBoxLayout()
        for b in (self.play_button, self.undo_button, self.save_button, self.stop_button):
            row2.addWidget(b)
        box.addWidget(self.heading)
        box.addWidget(self.legal, 1)
        box.addLayout(row2)
        box.addLayout(row1)
        self.retranslate()

    def retranslate(self) -> None:
        self.play_button.setText(self.tr("Pla&y move"))
        self.comment_button.setText(self.tr("Commen&t"))
        self.comment_edit.setPlaceholderText(self.tr("A comment on the move shown"))
        self.undo_button.setText(self.tr("&Undo move"))
        self.save_button.setText(self.tr("&Save…"))
        self.stop_button.setText(self.tr("&End recording"))

    def set_legal(self, events: list[Event], over: bool) -> None:
        self.legal.clear()
        if over:
            self.heading.setText(self.tr("The hand is over: save the record."))
        elif events:
            self.heading.setText(self.tr("Choose the next move (%1 to move):").replace(
                "%1", self.words.seat(events[0].seat)))
        for e in events:
            item = QtWidgets.QListWidgetItem(self.words.move(e))
            item.setData(EVENT_ROLE, e)
            self.legal.addItem(item)
        if events:
            self.legal.setCurrentRow(0)

    def events(self) -> list[Event]:
        return [self.legal.item(i).data(EVENT_ROLE) for i in range(self.legal.count())]

    def _activated(self, item: QtWidgets.QListWidgetItem | None) -> None:
        if item is not None:
            self.play.emit(item.data(EVENT_ROLE))
