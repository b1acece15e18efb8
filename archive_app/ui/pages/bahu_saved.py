"""Saved hands of the 八胡 hand lab: Save hand, the Saved hands menu (load, delete), deleting undone with Ctrl+Z."""

from __future__ import annotations

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
    """The hand lab's saving, mixed into ``BahuPage`` (its ``picker``, ``meld_editor``, ``results``, ``saved_menu``,
    ``rules()``, ``rules_name()``, ``load()`` and ``history``)."""

    def save_hand(self) -> int | None:
        if self.picker.error() or not (self.picker.cards() or self.meld_editor.melds()):
            QtWidgets.QApplication.beep()
            return None
        view = next((v for v in self.results if v.rules == self.rules()), self.results[0])
        note = view.verdict_text()
        hand = format_cards(self.picker.cards())
        melds = " ".join(self.meld_editor.meld_texts())
        analysis = view.analysis
        position = analysis.position.text() if analysis is not None and analysis.position is not None else ""
        try:
            hand_id = self.ctx.store.save_hand("bahu", self.rules(), hand, melds, note, position)
        except StoreError as e:  # the database went away or is locked: say so, keep the hand on the page
            self.ctx.status.emit(self.tr("Could not save the hand: %1").replace("%1", str(e)))
            return None
        self.ctx.status.emit(self.tr("Saved: %1").replace("%1", f"{hand} {melds}".strip()))
        return hand_id

    def _fill_saved_menu(self) -> None:
        self.saved_menu.clear()
        try:
            rows = self.ctx.store.saved_hands("bahu")
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
            text = f"{row.hand}{melds}  ·  {self.rules_name(row.rules) if row.rules in self.rule_names else row.rules}"
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
            return self.list_words([self.meld_editor.meld_words(m) for m in melds.split()])
        except InputError:  # saved by another version: as it was written
            return melds

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
            row = next((r for r in self.ctx.store.saved_hands("bahu") if r.id == int(hand_id)), None)
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
        melds = row.melds.split() if row.melds else []
        with self.one_edit("saved"):
            self.load(row.hand, melds, row.rules if row.rules in self.rule_names else None)
        self.ctx.status.emit(self.tr("Loaded a saved hand."))


__all__ = ["SavedHands", "SavedHandsMenu"]
