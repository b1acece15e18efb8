"""Undo and redo for the calculator pages, and the hand in progress kept between runs.

Each calculator page describes what the user has set as a plain, JSON-able ``state()`` (the notation
as typed, the melds, the rule set, the flags…) and can ``restore_state()`` it. :class:`PageHistory`
takes a snapshot after every change the page makes (:meth:`PageHistory.record`): a change of state is
one step on a :class:`QUndoStack` — Clear, an example, a face clicked, a meld removed, a rule set
chosen; keys typed in a row into one field are one step. Actions outside the page's state, such as
deleting a saved hand, go on the same stack as :class:`Action` s. The latest state is written to the
settings, so the hand in progress is there again after a restart.

Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes anywhere on the page, text fields included: their
own one-field undo would skip the edits made with the mouse.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from archive_app.qt import QtCore, QtGui, QtWidgets

UNDO_KEYS = ("Ctrl+Z",)
REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")
TYPING_MERGE_S = 1.5  # keys typed into one field within this time of each other are one step
LIMIT = 200


class StateChange(QtGui.QUndoCommand):
    """The page went from ``before`` to ``after``."""

    MERGE_ID = 1

    def __init__(self, history: PageHistory, before: dict, after: dict, key: str, typing_in: str | None) -> None:
        super().__init__(key)
        self.history, self.before, self.after, self.key = history, before, after, key
        self.typing_in = typing_in  # the field typed into, when the change was typing
        self.when = time.monotonic()
        self._done = True  # pushed after the change was made: the first redo has nothing to do

    def redo(self) -> None:
        if self._done:
            self._done = False
            return
        self.history.apply(self.after)

    def undo(self) -> None:
        self.history.apply(self.before)

    def id(self) -> int:  # noqa: A003 - Qt API
        return self.MERGE_ID if self.typing_in else -1

    def mergeWith(self, other: QtGui.QUndoCommand) -> bool:  # noqa: N802 - Qt API
        if not isinstance(other, StateChange) or other.typing_in != self.typing_in:
            return False
        if other.when - self.when > TYPING_MERGE_S:
            return False
        self.after, self.when = other.after, other.when
        return True


class Action(QtGui.QUndoCommand):
    """An edit outside the page's state: ``do`` runs when pushed and on redo, ``undo`` on undo; ``describe``
    names it in the UI's language of the moment."""

    def __init__(self, describe: Callable[[], str], do: Callable[[], Any], undo: Callable[[], Any], *,
                 done: bool = False) -> None:
        """``done``: the edit is already made (its errors handled by the caller); the push does not do it again."""
        super().__init__()
        self.describe, self._do, self._undo, self._skip = describe, do, undo, done

    def redo(self) -> None:
        if self._skip:
            self._skip = False
            return
        self._do()

    def undo(self) -> None:
        self._undo()


class PageHistory(QtCore.QObject):
    """A page's undo stack over its ``state()`` snapshots, its shortcuts, and its state kept in ``setting``."""

    changed = QtCore.Signal()  # what can be undone or redone changed

    def __init__(self, page: QtWidgets.QWidget, settings: Any, setting: str, capture: Callable[[], dict],
                 restore: Callable[[dict], None], describe: Callable[[dict, dict, str], str]) -> None:
        """``describe(before, after, key)`` names a step for the Undo and Redo tooltips, in the UI's language of
        the moment (``key`` is the name given to :meth:`edit`, else empty)."""
        super().__init__(page)
        self.page, self.settings, self.setting = page, settings, setting
        self._capture, self._restore, self._describe = capture, restore, describe
        self.stack = QtGui.QUndoStack(self)
        self.stack.setUndoLimit(LIMIT)
        self.stack.indexChanged.connect(self.changed)  # signal to signal: nothing left to call once gone
        self.current: dict | None = None
        self._restoring = False
        self._held = 0
        self._held_name = ""
        self.shortcuts = []
        for keys, slot in ((UNDO_KEYS, self.undo), (REDO_KEYS, self.redo)):
            for key in keys:
                shortcut = QtGui.QShortcut(QtGui.QKeySequence(key), page)
                shortcut.setContext(QtCore.Qt.ShortcutContext.WindowShortcut)  # a hidden page's are off
                shortcut.activated.connect(slot)
                self.shortcuts.append(shortcut)

    # --- start: the state kept from the last run ---
    def start(self) -> bool:
        """Bring back the state kept from the last run, if any (True when it did); the stack starts empty."""
        restored = False
        saved = self.saved()
        if saved is not None:
            try:
                self.apply(saved)
                restored = True
            except Exception:  # noqa: BLE001 - a state from another version must not stop the page
                restored = False
        self.current = self._capture()
        self._save()
        for edit in self.page.findChildren(QtWidgets.QLineEdit):
            edit.installEventFilter(self)
        return restored

    def saved(self) -> dict | None:
        try:
            value = json.loads(getattr(self.settings, self.setting) or "null")
        except (TypeError, ValueError):
            return None
        return value if isinstance(value, dict) else None

    def _save(self) -> None:
        setattr(self.settings, self.setting, json.dumps(self.current, ensure_ascii=False, sort_keys=True))

    # --- changes ---
    def record(self, name: str = "") -> None:
        """Take a snapshot after a change; a new state is one step (typing into one field merges). ``name``
        is a key for ``describe``."""
        if self._restoring or self.current is None:
            return
        if self._held:
            self._held_name = self._held_name or name
            return
        state = self._capture()
        if state == self.current:
            return
        before, self.current = self.current, state
        focus = QtWidgets.QApplication.focusWidget()
        typing = None
        if not name and isinstance(focus, QtWidgets.QLineEdit) and self.page.isAncestorOf(focus):
            typing = focus.objectName() or str(id(focus))
        self.stack.push(StateChange(self, before, state, name, typing))
        self._save()

    @contextmanager
    def edit(self, name: str) -> Iterator[None]:
        """Everything done inside is one step, called ``name`` (Clear, an example, a saved hand loaded)."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
            if not self._held:
                held, self._held_name = self._held_name or name, ""
                self.record(held or name)

    def push(self, action: QtGui.QUndoCommand) -> None:
        """An edit outside the page's state (it is done now, by the push)."""
        self.stack.push(action)

    def apply(self, state: dict) -> None:
        """Show ``state`` (undo, redo, a restart); the snapshot taken after is what the page shows."""
        self._restoring = True
        try:
            self._restore(state)
        finally:
            self._restoring = False
        self.current = self._capture()
        self._save()

    # --- undo, redo ---
    def undo(self) -> None:
        if self.stack.canUndo():
            self.stack.undo()
        else:
            QtWidgets.QApplication.beep()

    def redo(self) -> None:
        if self.stack.canRedo():
            self.stack.redo()
        else:
            QtWidgets.QApplication.beep()

    def undo_text(self) -> str:
        """What Undo would undo, in words ("" when nothing)."""
        return self._text(self.stack.index() - 1)

    def redo_text(self) -> str:
        return self._text(self.stack.index())

    def _text(self, index: int) -> str:
        command = self.stack.command(index) if 0 <= index < self.stack.count() else None
        if isinstance(command, StateChange):
            return self._describe(command.before, command.after, command.key)
        if isinstance(command, Action):
            return command.describe()
        return ""

    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:  # noqa: N802 - Qt API
        """In the page's text fields, Ctrl+Z and Ctrl+Shift+Z are the page's (a field would take them)."""
        if event.type() == QtCore.QEvent.Type.ShortcutOverride and isinstance(event, QtGui.QKeyEvent):
            pressed = QtGui.QKeySequence(event.keyCombination())
            if any(pressed.matches(QtGui.QKeySequence(k)) == QtGui.QKeySequence.SequenceMatch.ExactMatch
                   for k in UNDO_KEYS + REDO_KEYS):
                event.ignore()  # not overridden: the page's shortcut fires
                return True
        return False


class UndoablePage:
    """What a calculator page needs for undo: mixed into ``CalculatorPage`` (a QWidget with ``ctx``, a header
    row ``header_row`` holding ``clear_button``, and ``list_words``)."""

    history: PageHistory | None = None  # made by start_history

    def start_history(self, setting: str) -> None:
        """Undo/redo over :meth:`state` snapshots, Undo and Redo buttons after Clear, and the state kept in
        ``ctx.settings.<setting>`` (brought back now). Call it last in ``__init__``; call :meth:`record_edit`
        after every change and wrap a change of many inputs in :meth:`one_edit`."""
        self.history = PageHistory(self, self.ctx.settings, setting, self.state, self.restore_state,
                                   self.describe_change)
        at = self.header_row.indexOf(self.clear_button) + 1
        for offset, (name, redo) in enumerate((("undo_button", False), ("redo_button", True))):
            button = QtWidgets.QToolButton()
            button.setIcon(arrow_icon(redo))
            button.setAutoRaise(True)
            button.clicked.connect(self.history.redo if redo else self.history.undo)
            setattr(self, name, button)
            self.header_row.insertWidget(at + offset, button, 0, QtCore.Qt.AlignmentFlag.AlignBottom)
        self.history.changed.connect(self.update_undo_buttons)
        self.history.start()
        self.update_undo_buttons()

    def state(self) -> dict:
        """What the user has set, as plain data (JSON-able): undo snapshots and the hand kept between runs."""
        return {}

    def restore_state(self, state: dict) -> None:
        """Show ``state`` (from :meth:`state`, maybe of an older version: tolerate missing keys)."""

    def state_names(self) -> dict[str, str]:
        """Names of the state's keys and of :meth:`one_edit` keys, for the Undo and Redo tooltips."""
        return {"clear": self.tr("Clear"), "example": self.tr("the example")}

    def describe_change(self, before: dict, after: dict, key: str = "") -> str:
        names = self.state_names()
        if key:
            return names.get(key, key)
        return self.list_words([names.get(k, k) for k in after if before.get(k) != after.get(k)]) or self.tr("an edit")

    def record_edit(self) -> None:
        """A change was made: one undo step (when the state changed)."""
        if self.history is not None:
            self.history.record()

    def one_edit(self, key: str):
        """A context in which every change is one undo step, named by ``key`` (see :meth:`state_names`)."""
        return self.history.edit(key) if self.history is not None else contextlib.nullcontext()

    def update_undo_buttons(self) -> None:
        history = self.history
        if history is None or not hasattr(self, "undo_button"):
            return
        for button, text, keys, can in ((self.undo_button, history.undo_text(), "Ctrl+Z", history.stack.canUndo()),
                                        (self.redo_button, history.redo_text(), "Ctrl+Shift+Z",
                                         history.stack.canRedo())):
            redo = button is self.redo_button
            if can:
                tip = (self.tr("Redo: %1 (%2)") if redo else self.tr("Undo: %1 (%2)")).replace("%1", text)
            else:
                tip = self.tr("Nothing to redo (%2)") if redo else self.tr("Nothing to undo (%2)")
            button.setToolTip(tip.replace("%2", keys))
            button.setAccessibleName(self.tr("Redo") if redo else self.tr("Undo"))
            button.setEnabled(can)


def arrow_icon(redo: bool, colour: str = "#5a1f17", size: int = 18) -> QtGui.QIcon:
    """A curved arrow (drawn: the bundled font has no arrow glyphs of this kind), turning back for undo."""
    dpr = 2.0
    pixmap = QtGui.QPixmap(int(size * dpr), int(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(QtCore.Qt.GlobalColor.transparent)
    p = QtGui.QPainter(pixmap)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
    if redo:
        p.translate(size, 0)
        p.scale(-1, 1)
    pen = QtGui.QPen(QtGui.QColor(colour), 1.8, QtCore.Qt.PenStyle.SolidLine, QtCore.Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    path = QtGui.QPainterPath()
    path.moveTo(4.5, 7.5)
    path.cubicTo(8, 3.5, 15.5, 4.5, 15, 10.5)
    path.cubicTo(14.6, 14, 11, 15.5, 8, 15)
    p.drawPath(path)
    p.setPen(QtCore.Qt.PenStyle.NoPen)
    p.setBrush(QtGui.QColor(colour))
    p.drawPolygon(QtGui.QPolygonF([QtCore.QPointF(2.5, 3.5), QtCore.QPointF(8.5, 8.0), QtCore.QPointF(2.5, 10.5)]))
    p.end()
    return QtGui.QIcon(pixmap)


__all__ = ["Action", "PageHistory", "REDO_KEYS", "StateChange", "UNDO_KEYS", "UndoablePage", "arrow_icon"]
