"""Work off the UI thread: run a function in a worker thread, report progress, and deliver its result
(or its error) on the UI thread — like Anki's ``QueryOp``.

    op = BackgroundOp(parent, lambda progress: work(progress))
    op.on_progress(lambda done, total, text: bar.setValue(done))
    op.on_success(show).on_failure(complain).start()

The function takes one argument, ``progress(done, total, text="")``, which it may call from the
worker as often as it likes; it may raise :class:`Cancelled` after :meth:`BackgroundOp.cancel`
(``progress`` raises it for the function). Callbacks run on the thread that owns ``parent`` (the UI
thread), never after ``parent`` is deleted. The op keeps itself alive until it has finished.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

from archive_app.qt import QtCore

_RUNNING: set[BackgroundOp] = set()  # ops in flight, kept from garbage collection until they finish
# The engine remembers positions in module-level caches that are not safe to share between threads (a
# review and an analysis run side by side once broke with "Set changed size during iteration"), so the
# ops take turns: each waits for the one before it, still cancellable while it waits. A long op lets a
# waiting one go first at its progress reports (a bot's move need not wait for a whole hand's analysis).
_ONE_AT_A_TIME = threading.Lock()
_WAITING = [0]  # ops waiting for their turn (read without the lock: a stale count only delays a turn)
_COUNT = threading.Lock()


class Cancelled(Exception):
    """The op was cancelled; raised inside the worker by ``progress``."""


class _Signals(QtCore.QObject):
    """Lives on the parent's thread; its slots (so the op's callbacks) run there, queued from the worker.

    It is not the parent's child but the op's own: a worker may emit while the UI thread deletes the
    parent, and a child would be freed under the emit. The parent's ``destroyed`` marks the op
    orphaned instead, and a result that comes after is dropped."""

    progress = QtCore.Signal(int, int, str)
    finished = QtCore.Signal(bool, object)  # (ok, result or exception)

    def __init__(self, op: BackgroundOp, parent: QtCore.QObject) -> None:
        super().__init__(None)
        if self.thread() is not parent.thread():
            self.moveToThread(parent.thread())
        self.op = op
        self.orphaned = False
        parent.destroyed.connect(self.orphan)
        self.progress.connect(self.deliver_progress)
        self.finished.connect(self.deliver_finished)

    @QtCore.Slot()
    def orphan(self) -> None:
        self.orphaned = True

    @QtCore.Slot(int, int, str)
    def deliver_progress(self, done: int, total: int, text: str) -> None:
        if not self.orphaned:
            self.op._progress(done, total, text)

    @QtCore.Slot(bool, object)
    def deliver_finished(self, ok: bool, value: object) -> None:
        if self.orphaned:  # the parent is gone: nobody to tell
            self.op.done = True
            _RUNNING.discard(self.op)
            return
        self.op._finished(ok, value)


class BackgroundOp:
    def __init__(self, parent: QtCore.QObject, fn: Callable[[Callable[..., None]], Any]) -> None:
        self._fn = fn
        self._signals = _Signals(self, parent)
        self._on_progress: Callable[[int, int, str], None] | None = None
        self._on_success: Callable[[Any], None] | None = None
        self._on_failure: Callable[[BaseException], None] | None = None
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._holding = False  # the worker has its turn at the engine
        self.done = False

    def on_progress(self, fn: Callable[[int, int, str], None]) -> BackgroundOp:
        self._on_progress = fn
        return self

    def on_success(self, fn: Callable[[Any], None]) -> BackgroundOp:
        self._on_success = fn
        return self

    def on_failure(self, fn: Callable[[BaseException], None]) -> BackgroundOp:
        self._on_failure = fn
        return self

    def start(self) -> BackgroundOp:
        _RUNNING.add(self)
        self._thread = threading.Thread(target=self._run, name="background-op", daemon=True)
        self._thread.start()
        return self

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker has returned (tests; the result still arrives through the event loop)."""
        if self._thread is not None:
            self._thread.join(timeout)
        return self._thread is None or not self._thread.is_alive()

    # --- the worker thread ---
    def _report(self, done: int, total: int, text: str = "") -> None:
        if self._cancel.is_set():
            raise Cancelled()
        self._signals.progress.emit(int(done), int(total), str(text))
        if _WAITING[0]:  # a safe point between the engine's steps: let the waiting op have its turn
            self._give_turn()
            time.sleep(0.001)
            self._take_turn()

    def _take_turn(self) -> None:
        with _COUNT:
            _WAITING[0] += 1
        try:
            while not _ONE_AT_A_TIME.acquire(timeout=0.05):
                if self._cancel.is_set():
                    raise Cancelled()
            self._holding = True
        finally:
            with _COUNT:
                _WAITING[0] -= 1

    def _give_turn(self) -> None:
        if self._holding:
            self._holding = False
            _ONE_AT_A_TIME.release()

    def _run(self) -> None:
        try:
            self._take_turn()
            try:
                result = self._fn(self._report)
            finally:
                self._give_turn()
        except BaseException as e:  # noqa: BLE001 - every failure goes to the UI thread, none is lost
            self._emit_finished(False, e)
        else:
            self._emit_finished(True, result)

    def _emit_finished(self, ok: bool, value: Any) -> None:
        try:
            self._signals.finished.emit(ok, value)
        except RuntimeError:  # the parent (and so the signals object) was deleted: nobody to tell
            _RUNNING.discard(self)

    # --- the UI thread ---
    def _progress(self, done: int, total: int, text: str) -> None:
        if self._on_progress and not self.done:
            self._on_progress(done, total, text)

    def _finished(self, ok: bool, value: Any) -> None:
        self.done = True
        _RUNNING.discard(self)
        if ok:
            if self._on_success:
                self._on_success(value)
        elif isinstance(value, Cancelled):
            return
        elif self._on_failure:
            self._on_failure(value)
        else:
            raise value


def stop_all(timeout: float = 120.0) -> bool:
    """Cancel every op in flight and wait for their workers to return (each stops at its next progress
    report): before the widgets they report to go, at the end of a test or of the application. True when
    all have returned."""
    running = list(_RUNNING)
    for op in running:
        op.cancel()
    return all(op.wait(timeout) for op in running)


__all__ = ["BackgroundOp", "Cancelled", "stop_all"]
