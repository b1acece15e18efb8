"""New batch: generate puzzles in a worker thread (:mod:`archive_app.ops`) with a progress bar and Cancel;
``made(puzzles)`` arrives on the UI thread, ``failed(message)`` if the engine could not make them."""

from __future__ import annotations

import random

from archive_app.ops import BackgroundOp
from archive_app.qt import QtCore, QtWidgets
from engine.exercises.model import Puzzle

BATCH = 20  # puzzles in a generated batch


def make_batch(game: str, rules: list[str], kinds: list[str], count: int, seed: int, progress) -> list[Puzzle]:
    """``count`` new puzzles spread over the rule sets and types (runs in the worker thread)."""
    from engine.puzzles.generate import generate

    plan = [(r, k) for r in rules for k in kinds]
    out: list[Puzzle] = []
    for i, (r, k) in enumerate(plan):
        share = count // len(plan) + (1 if i < count % len(plan) else 0)
        if share:
            for p in generate(game, r, k, count=share, seed=seed):
                out.append(p)
                progress(len(out), count, p.id)
    return out


class BatchControl(QtWidgets.QWidget):
    request = QtCore.Signal()  # the button was pressed: the page calls start() with its choice
    made = QtCore.Signal(list)
    failed = QtCore.Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.op: BackgroundOp | None = None
        self.rng = random.Random()
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.progress = QtWidgets.QProgressBar()
        self.progress.setMaximumWidth(160)
        self.progress.setRange(0, BATCH)
        self.cancel_button = QtWidgets.QToolButton()
        self.button = QtWidgets.QPushButton()
        for w in (self.progress, self.cancel_button, self.button):
            row.addWidget(w)
        self.button.clicked.connect(lambda: self.request.emit())
        self.cancel_button.clicked.connect(self.cancel)
        self._running(False)
        self.retranslate()

    def running(self) -> bool:
        return self.op is not None and not self.op.done

    def start(self, game: str, rules: list[str], kinds: list[str], count: int = BATCH) -> BackgroundOp:
        if self.running():
            return self.op
        seed = self.rng.randrange(1, 1 << 30)
        self.progress.setRange(0, count)
        self.progress.setValue(0)
        self._running(True)
        self.op = BackgroundOp(self, lambda progress: make_batch(game, rules, kinds, count, seed, progress))
        self.op.on_progress(lambda done, _total, _text: self.progress.setValue(done))
        self.op.on_success(self._done).on_failure(self._failed)
        return self.op.start()

    def cancel(self) -> None:
        if self.op is not None:
            self.op.cancel()
        self._running(False)

    def _running(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)
        self.button.setEnabled(not on)

    def _done(self, puzzles: list[Puzzle]) -> None:
        self._running(False)
        self.made.emit(puzzles)

    def _failed(self, error: BaseException) -> None:
        self._running(False)
        self.failed.emit(str(error))

    def retranslate(self) -> None:
        self.button.setText(self.tr("New &batch"))
        self.button.setToolTip(self.tr("Generate %1 new puzzles for this game and choice (in the background)")
                               .replace("%1", str(BATCH)))
        self.cancel_button.setText(self.tr("Cancel"))


__all__ = ["BATCH", "BatchControl", "make_batch"]
