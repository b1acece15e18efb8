"""The one background-operation helper: the result comes on the UI thread; a parent deleted while its
work runs gets no callback and nothing crashes, however the worker's emit and the deletion interleave."""

from __future__ import annotations

import threading

from archive_app.ops import BackgroundOp
from archive_app.qt import QtCore, QtWidgets


def test_the_result_comes_on_the_ui_thread(qtbot):
    parent = QtCore.QObject()
    got: list[object] = []
    op = BackgroundOp(parent, lambda progress: threading.get_ident()).on_success(got.append).start()
    qtbot.waitUntil(lambda: op.done, timeout=30000)
    assert got and got[0] != threading.get_ident()  # the work ran on another thread, the callback on this one


def test_a_parent_deleted_while_the_work_runs_hears_nothing(qtbot):
    heard: list[object] = []
    ops = []
    for i in range(20):
        parent = QtWidgets.QWidget()
        release = threading.Event()

        def work(progress, release=release):
            release.wait(5)
            progress(1, 2)
            return "late"

        op = BackgroundOp(parent, work).on_success(heard.append).on_progress(lambda *a: heard.append(a)).start()
        ops.append(op)
        if i % 2:
            release.set()  # the worker may emit while the parent goes
        parent.deleteLater()
        QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)
        release.set()
        op.wait(10)
    qtbot.waitUntil(lambda: all(op.done for op in ops), timeout=30000)  # each op ends, untold
    assert heard == []


def test_ops_take_turns_and_one_waiting_can_be_cancelled(qtbot):
    """The engine's caches are not shared safely between threads: two ops never compute at once."""
    parent = QtCore.QObject()
    inside, most = [0], [0]
    lock = threading.Lock()
    release = threading.Event()

    def work(progress):
        with lock:
            inside[0] += 1
            most[0] = max(most[0], inside[0])
        release.wait(0.2)
        with lock:
            inside[0] -= 1
        return "done"

    got: list[object] = []
    ops = [BackgroundOp(parent, work).on_success(got.append).start() for _ in range(4)]
    waiting = BackgroundOp(parent, work).on_success(got.append).start()
    waiting.cancel()  # cancelled while the others hold the engine: it never runs
    qtbot.waitUntil(lambda: all(op.done for op in ops) and waiting.done, timeout=30000)
    assert most[0] == 1 and got == ["done"] * 4


def test_a_long_op_lets_a_short_one_go_at_its_progress_reports(qtbot):
    parent = QtCore.QObject()
    order: list[str] = []
    started = threading.Event()

    def long(progress):
        started.set()
        for i in range(200):
            progress(i, 200)
            threading.Event().wait(0.005)
        order.append("long")

    slow = BackgroundOp(parent, long).start()
    started.wait(5)
    quick = BackgroundOp(parent, lambda progress: order.append("quick")).start()
    qtbot.waitUntil(lambda: slow.done and quick.done, timeout=30000)
    assert order == ["quick", "long"]
