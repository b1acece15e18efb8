"""Saved hands of the calculators (八胡 hand lab, 笃子胡, 歪胡子): Save hand, the Saved hands menu (load,
delete), deleting undone with Ctrl+Z. A saved hand keeps its game, rule set, the hand and melds as typed (for
the menu) and the engine's position text (everything else the page needs to show it again)."""

from __future__ import annotations

from dataclasses import dataclass

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.store.db import StoreError
from archive_app.ui.undo import Action
from engine.cards import format_cards
from engine.core.errors import InputError


def _save_again(store, row) -> int:
    """Save a deleted hand again with its first saving time; returns its new id."""
    from archive_app.store.models import SavedHand

    with store.session() as session:
        again = SavedHand(game=row.game, rules=row.rules, hand=row.hand, melds=row.melds, note=row.note,
                          created=row.created, position=getattr(row, "position", "") or "")
        session.add(again)
        session.flush()
        return again.id


@dataclass(frozen=True)
class HandToSave:
    """What a page keeps of the hand it shows (see :meth:`SavedHands.hand_to_save`)."""

    rules: str
    hand: str
    melds: str = ""
    note: str = ""
    position: str = ""


class SavedHandsMenu(QtWidgets.QMenu):
    """The Saved hands menu: choosing an entry loads it; right-click (or the menu key) on an entry offers Load
    and Delete, and the Delete key deletes the highlighted entry. Entries carry the saved hand's id as data."""

    entry_menu_requested = QtCore.Signal(object, QtCore.QPoint)  # (the entry's action, global position)
    delete_requested = QtCore.Signal(int)  # the saved hand's id

    def contextMenuEvent(self, event: QtGui.QContextMenuEvent) -> None:  # noqa: N802 - Qt API
        if event.reason() == QtGui.QContextMenuEvent.Reason.Mouse:
            action, pos = self.actionAt(event.pos()), event.globalPos()
        else:
            action = self.activeAction()
            pos = self.mapToGlobal(self.actionGeometry(action).center()) if action is not None else event.globalPos()
        if action is not None and action.data() is not None:
            self.entry_menu_requested.emit(action, pos)
            event.accept()
            return
        super().contextMenuEvent(event)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        action = self.activeAction()
        if event.key() == QtCore.Qt.Key.Key_Delete and action is not None and action.data() is not None:
            self.delete_requested.emit(int(action.data()))
            event.accept()
            return
        super().keyPressEvent(event)


class SavedHands:
    """Saving hands, mixed into a calculator page (its ``picker``, ``meld_editor``, ``rules()``, ``rules_name()``,
    ``rule_names``, ``load()``, ``one_edit()`` and ``history``). ``SAVED_GAME`` is the store's game; a page other
    than the hand lab says what it keeps (:meth:`hand_to_save`) and how to show it again (:meth:`show_saved`)."""

    SAVED_GAME = "bahu"

    def build_saved_buttons(self) -> tuple[QtWidgets.QPushButton, QtWidgets.QPushButton]:
        """``saved_button`` (with ``saved_menu``) and ``save_button``, for the header row."""
        self.saved_button = QtWidgets.QPushButton()
        self.saved_menu = SavedHandsMenu(self.saved_button)
        self.saved_menu.setToolTipsVisible(True)
        self.saved_menu.aboutToShow.connect(self._fill_saved_menu)
        self.saved_menu.entry_menu_requested.connect(self._show_saved_entry_menu)
        self.saved_menu.delete_requested.connect(self.delete_saved)
        self.saved_button.setMenu(self.saved_menu)
        self.save_button = QtWidgets.QPushButton()
        self.save_button.clicked.connect(self.save_hand)
        return self.saved_button, self.save_button

    def retranslate_saved(self) -> None:
        self.saved_button.setText(self.tr("Sa&ved hands"))
        self.saved_button.setToolTip(self.tr("Hands you saved: choose one to show it again"))
        self.save_button.setText(self.tr("&Save hand"))

    def update_save_button(self, why_not: str = "") -> None:
        """Save hand is on unless ``why_not`` says why there is nothing to save."""
        self.save_button.setEnabled(not why_not)
        self.save_button.setToolTip(why_not or self.tr("Keep this hand to come back to it from Saved hands"))

    def hand_to_save(self) -> HandToSave | None:
        """The hand shown, as it is kept (None: nothing to save). The hand lab's by default."""
        if self.picker.error() or not (self.picker.cards() or self.meld_editor.melds()):
            return None
        view = next((v for v in self.results if v.rules == self.rules()), self.results[0])
        analysis = view.analysis
        position = analysis.position.text() if analysis is not None and analysis.position is not None else ""
        return HandToSave(self.rules(), format_cards(self.picker.cards()), " ".join(self.meld_editor.meld_texts()),
                          view.verdict_text(), position)

    def show_saved(self, row) -> None:
        """Show a saved hand on the page (inside one undo step). The hand lab's by default."""
        melds = row.melds.split() if row.melds else []
        self.load(row.hand, melds, row.rules if row.rules in self.rule_names else None)

    def save_hand(self) -> int | None:
        entry = self.hand_to_save()
        if entry is None:
            QtWidgets.QApplication.beep()
            return None
        try:
            hand_id = self.ctx.store.save_hand(self.SAVED_GAME, entry.rules, entry.hand, entry.melds, entry.note,
                                               entry.position)
        except StoreError as e:  # the database went away or is locked: say so, keep the hand on the page
            self.ctx.status.emit(self.tr("Could not save the hand: %1").replace("%1", str(e)))
            return None
        self.ctx.status.emit(self.tr("Saved: %1").replace("%1", f"{entry.hand} {entry.melds}".strip()))
        return hand_id

    def _fill_saved_menu(self) -> None:
        self.saved_menu.clear()
        try:
            rows = self.ctx.store.saved_hands(self.SAVED_GAME)
        except Exception as e:  # noqa: BLE001 - a broken store must not break the page
            action = self.saved_menu.addAction(self.tr("Saved hands are unavailable: %1").replace("%1", str(e)))
            action.setEnabled(False)
            return
        if not rows:
            action = self.saved_menu.addAction(self.tr("No saved hands yet: use Save hand"))
            action.setEnabled(False)
            return
        for row in rows[:40]:
            melds = f" + {self._meld_words(row.melds)}" if row.melds else ""
            when = row.created.strftime("%Y-%m-%d %H:%M") if row.created else ""
            text = f"{row.hand}{melds}  ·  {self.rules_name(row.rules)}"
            if row.note:
                text += f"  —  {row.note}"
            action = self.saved_menu.addAction(text.replace("&", "&&"))
            action.setData(row.id)
            action.setToolTip(when)
            action.triggered.connect(lambda _c=False, r=row: self.load_saved(r))
        separator = self.saved_menu.addSeparator()
        separator.setEnabled(False)
        hint = self.saved_menu.addAction(self.tr("Right-click a hand, or highlight it and press Delete, to delete it"))
        hint.setEnabled(False)

    def _meld_words(self, melds: str) -> str:
        try:
            return self.saved_meld_words(melds)
        except (InputError, ValueError, KeyError):  # saved by another version: as it was written
            return melds

    def saved_meld_words(self, melds: str) -> str:
        """Saved melds (as written, space-separated) in words for the Saved hands menu."""
        return self.list_words([self.meld_editor.meld_words(m) for m in melds.split()])

    def saved_entry_menu(self, action: QtGui.QAction) -> QtWidgets.QMenu:
        """The small Load / Delete menu of one Saved hands entry."""
        menu = QtWidgets.QMenu(self.saved_menu)
        hand_id = int(action.data())
        load = menu.addAction(self.tr("&Load"))
        load.triggered.connect(lambda _c=False: (self.saved_menu.close(), action.trigger()))
        delete = menu.addAction(self.tr("&Delete"))
        delete.triggered.connect(lambda _c=False: self.delete_saved(hand_id))
        return menu

    def _show_saved_entry_menu(self, action: QtGui.QAction, pos: QtCore.QPoint) -> None:
        menu = self.saved_entry_menu(action)
        menu.exec(pos)
        menu.deleteLater()

    def delete_saved(self, hand_id: int) -> None:
        """Delete a saved hand and refill the Saved hands menu (it stays open to delete more). Ctrl+Z brings it
        back (an undo step on the page, with the hand's first saving time: its place in the list)."""
        try:
            row = next((r for r in self.ctx.store.saved_hands(self.SAVED_GAME) if r.id == int(hand_id)), None)
            if row is None:
                return
            self.ctx.store.delete_hand(row.id)
        except Exception as e:  # noqa: BLE001 - a broken store must not break the page
            self.ctx.status.emit(self.tr("Could not delete the saved hand: %1").replace("%1", str(e)))
            return
        kept = {"id": row.id}

        def again() -> None:
            try:
                kept["id"] = _save_again(self.ctx.store, row)
            except Exception as e:  # noqa: BLE001 - a broken store must not break the page
                self.ctx.status.emit(self.tr("Could not bring the saved hand back: %1").replace("%1", str(e)))
                return
            self._fill_saved_menu()
            self.ctx.status.emit(self.tr("The saved hand %1 is back.").replace("%1", row.hand))

        def delete() -> None:
            try:
                self.ctx.store.delete_hand(kept["id"])
            except Exception as e:  # noqa: BLE001
                self.ctx.status.emit(self.tr("Could not delete the saved hand: %1").replace("%1", str(e)))
            self._fill_saved_menu()

        if self.history is not None:
            self.history.push(Action(lambda: self.tr("deleting the saved hand %1").replace("%1", row.hand), delete,
                                     again, done=True))
            self.ctx.status.emit(self.tr("Deleted the saved hand %1. Undo (Ctrl+Z) brings it back.").replace(
                "%1", row.hand))
        else:
            self.ctx.status.emit(self.tr("Deleted a saved hand."))
        self._fill_saved_menu()

    def load_saved(self, row) -> None:
        with self.one_edit("saved"):
            self.show_saved(row)
        self.ctx.status.emit(self.tr("Loaded a saved hand."))


__all__ = ["HandToSave", "SavedHands", "SavedHandsMenu"]
