"""Puzzles: positions from the three games with a question each, answered by clicking cards or buttons,
checked against every correct answer the engine computed, explained in the engine's words.

Modes (``archive_app.presenters.puzzle_trainer``): rated (Glicko-2, first attempts only), practice, review (missed
puzzles on an FSRS schedule, their own queue), streak (rising difficulty until the first miss) and
theme practice. The dashboard plots the rating and lists themes and types, weakest first. A new batch
of puzzles is generated off the UI thread (``archive_app.ops``) and kept in the store.
"""

from __future__ import annotations

import time

from archive_app.presenters.puzzle_pool import Filter, Pool
from archive_app.presenters.puzzle_trainer import DIFFICULTIES, MODES, Outcome, Trainer
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.pages.base import Page
from archive_app.ui.widgets.answer_input import AnswerInput
from archive_app.ui.widgets.archive_warning import IssuesBar
from archive_app.ui.widgets.batch_control import BatchControl
from archive_app.ui.widgets.dashboard import DashboardView
from archive_app.ui.widgets.feedback import FeedbackPanel, when_text
from archive_app.ui.widgets.puzzle_board import PuzzleBoard
from archive_app.ui.widgets.puzzle_filters import PuzzleFilters
from archive_app.ui.widgets.puzzle_names import mode_name
from engine.exercises.model import Puzzle

# (position, answer grid), largest first: the faces shrink a little to spare a scroll, never below a readable size
FACE_SIZES = ((76, 58), (72, 58))
STYLE = """
QLabel#prompt { font-size: 14pt; font-weight: bold; color: #2f3b33; }
QLabel#empty { font-size: 12pt; color: #6b5c44; }
QLabel#status { color: #2f3b33; font-weight: bold; }
"""


def _scroll(widget: QtWidgets.QWidget) -> QtWidgets.QScrollArea:
    scroll = QtWidgets.QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
    # wider content than the column (a narrow window) scrolls sideways rather than being cut off
    scroll.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    scroll.setWidget(widget)
    return scroll


class PuzzlesPage(Page):
    key = "puzzles"

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("page")
        self.setStyleSheet(STYLE)
        self.trainer: Trainer | None = None
        self.puzzle: Puzzle | None = None
        self.outcome: Outcome | None = None
        self.shown_at = 0.0
        self._sized = False
        self._waiting = False  # asked to start before the content was in
        outer = QtWidgets.QVBoxLayout(self)
        outer.setContentsMargins(16, 10, 16, 8)
        outer.setSpacing(6)

        top = QtWidgets.QHBoxLayout()
        self.title = QtWidgets.QLabel()
        self.title.setObjectName("pageTitle")
        self.views = QtWidgets.QTabBar()
        self.views.setDrawBase(False)
        self.views.setExpanding(False)
        for _ in range(2):
            self.views.addTab("")
        self.batch = BatchControl()
        top.addWidget(self.title)
        top.addSpacing(12)
        top.addWidget(self.views, 0, QtCore.Qt.AlignmentFlag.AlignBottom)
        top.addStretch(1)
        top.addWidget(self.batch, 0, QtCore.Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(top)

        self.modes = QtWidgets.QTabBar()
        self.modes.setDrawBase(False)
        self.modes.setExpanding(False)
        for _ in MODES:
            self.modes.addTab("")
        self.filters = PuzzleFilters()
        self.status = QtWidgets.QLabel()
        self.status.setObjectName("status")
        mode_row = QtWidgets.QHBoxLayout()
        mode_row.addWidget(self.modes)
        mode_row.addStretch(1)
        mode_row.addWidget(self.status)
        outer.addLayout(mode_row)
        # rated mode: what the rating is and what stars are, and how hard the puzzles are drawn
        self.about = QtWidgets.QLabel()
        self.about.setObjectName("subtitle")
        self.about.setWordWrap(True)
        self.difficulty_label = QtWidgets.QLabel()
        self.difficulty = QtWidgets.QComboBox()
        for key in DIFFICULTIES:
            self.difficulty.addItem("", key)
        self.difficulty_label.setBuddy(self.difficulty)
        self.about_row = QtWidgets.QWidget()
        about_box = QtWidgets.QHBoxLayout(self.about_row)
        about_box.setContentsMargins(0, 0, 0, 0)
        about_box.addWidget(self.about, 1)
        about_box.addWidget(self.difficulty_label, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        about_box.addWidget(self.difficulty, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        outer.addWidget(self.about_row)
        outer.addWidget(self.filters)
        self.issues = IssuesBar()  # puzzle lines that could not be read or that the engine does not agree with
        outer.addWidget(self.issues)

        # --- the train view: the position and the answer on the left, the feedback on the right ---
        left = QtWidgets.QWidget()
        left.setObjectName("page")
        left_box = QtWidgets.QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 8, 0)
        self.empty = QtWidgets.QLabel()
        self.empty.setObjectName("empty")
        self.empty.setWordWrap(True)
        self.to_rated = QtWidgets.QPushButton()  # an empty review queue: on to rated puzzles
        self.board = PuzzleBoard(ctx)
        self.answer = AnswerInput(ctx)
        for w in (self.empty, self.board, self.answer):
            left_box.addWidget(w)
        left_box.addWidget(self.to_rated, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
        left_box.addStretch(1)
        self.next_button = QtWidgets.QPushButton()  # on the right, over the feedback: always in sight
        next_row = QtWidgets.QHBoxLayout()
        next_row.addWidget(self.next_button)
        next_row.addStretch(1)
        self.feedback = FeedbackPanel(ctx)
        right = QtWidgets.QWidget()
        right.setObjectName("page")
        right_box = QtWidgets.QVBoxLayout(right)
        right_box.setContentsMargins(8, 0, 4, 0)
        right_box.addLayout(next_row)
        right_box.addWidget(self.feedback)
        right_box.addStretch(1)
        self.splitter = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal)
        self.splitter.addWidget(_scroll(left))
        self.splitter.addWidget(_scroll(right))
        self.splitter.setStretchFactor(0, 2)  # a narrower window takes its width mostly from the feedback
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.dashboard = DashboardView()
        self.stack = QtWidgets.QStackedWidget()
        self.stack.addWidget(self.splitter)
        self.stack.addWidget(_scroll(self.dashboard))
        outer.addWidget(self.stack, 1)

        self.filters.set_game(ctx.settings.puzzles_game)
        self.modes.setCurrentIndex(MODES.index(ctx.settings.puzzles_mode))
        self.filters.require_theme(self.mode() == "theme")
        self.difficulty.setCurrentIndex(list(DIFFICULTIES).index(ctx.settings.puzzles_difficulty))
        self.difficulty.currentIndexChanged.connect(lambda _i: self._difficulty_changed())
        self.to_rated.clicked.connect(lambda: self.modes.setCurrentIndex(MODES.index("rated")))
        self.views.currentChanged.connect(self._view_changed)
        self.modes.currentChanged.connect(lambda _i: self._mode_changed())
        self.filters.game_changed.connect(lambda _g: self._game_changed())
        self.filters.changed.connect(self._refresh)
        self.answer.answered.connect(self.submit)
        self.next_button.clicked.connect(self.next_puzzle)
        self.batch.request.connect(self.generate_batch)
        self.batch.made.connect(self._batch_done)
        self.batch.failed.connect(lambda message: self.ctx.status.emit(
            self.tr("Could not make new puzzles: %1").replace("%1", message)))
        self.dashboard.practise_theme.connect(self.practise_theme)
        self.dashboard.practise_type.connect(self.practise_type)
        self.dashboard.start_rated.connect(lambda: self._practise("rated"))
        self.retranslate()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._sized:  # first show: the feedback gets a fair share of the width, the puzzle the most
            self._sized = True
            total = max(2, sum(self.splitter.sizes()))
            self.splitter.setSizes([int(total * 0.6), total - int(total * 0.6)])

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.fit_faces()

    def fit_faces(self) -> None:
        """The largest faces with which the position and the answer fit the left column without scrolling."""
        scroll = self.splitter.widget(0)
        column, room = scroll.widget(), scroll.viewport().height()
        width = scroll.viewport().width()
        for board_h, grid_h in FACE_SIZES:
            self.board.hand.set_card_height(board_h)
            for grid in self.answer.grids.values():
                grid.set_card_height(grid_h)
            if column.layout().totalHeightForWidth(width) <= room:
                break

    # --- start: the store opens after the first paint ---
    def after_first_paint(self) -> None:
        if self.trainer is not None:
            return
        from archive_app.store.training import Training

        library = self.ctx.library_or_none()
        self._waiting = library is None  # the content is still being read: on_library_ready comes back here
        if library is None:
            return
        training = Training(self.ctx.store)
        self.trainer = Trainer(training, Pool.from_library(library, training.generated()))
        self._show_issues()
        self.filters.set_pool(self.trainer.pool)
        self.feedback.pool = self.board.pool = self.trainer.pool
        self.trainer.difficulty = self.ctx.settings.puzzles_difficulty
        if self.mode() == "streak":
            self.trainer.start_streak(self.game())
        self.next_puzzle()

    # --- choices ---
    def mode(self) -> str:
        return MODES[self.modes.currentIndex()]

    def game(self) -> str:
        return self.filters.game()

    def current_filter(self) -> Filter:
        return self.filters.current()

    def _game_changed(self) -> None:
        self.ctx.settings.puzzles_game = self.game()
        if self.mode() == "streak" and self.trainer is not None:
            self.trainer.start_streak(self.game())
        self._refresh()

    def _mode_changed(self) -> None:
        self.ctx.settings.puzzles_mode = self.mode()
        self.filters.require_theme(self.mode() == "theme")
        if self.mode() == "streak" and self.trainer is not None:
            self.trainer.start_streak(self.game())
        self._refresh()

    def _difficulty_changed(self) -> None:
        """The chosen difficulty is remembered and draws the next rated puzzle."""
        key = self.difficulty.currentData()
        self.ctx.settings.puzzles_difficulty = key
        if self.trainer is not None:
            self.trainer.difficulty = key

    def _refresh(self) -> None:
        if self.views.currentIndex() == 1:
            self.show_dashboard()
        else:
            self.next_puzzle()

    def practise_theme(self, theme: str) -> None:
        """One click from the dashboard: theme practice of ``theme`` under the current game."""
        self._practise("theme", theme=theme)

    def practise_type(self, kind: str) -> None:
        self._practise("practice", kind=kind)

    def _practise(self, mode: str, **choice) -> None:
        self.views.setCurrentIndex(0)
        self.modes.blockSignals(True)
        self.modes.setCurrentIndex(MODES.index(mode))
        self.modes.blockSignals(False)
        self.ctx.settings.puzzles_mode = mode
        self.filters.require_theme(mode == "theme")
        self.filters.choose(**choice)  # announces one change: the next puzzle

    # --- the puzzle ---
    def next_puzzle(self) -> None:
        if self.trainer is None:
            return
        if self.mode() == "streak" and self.trainer.streak_id is None:
            self.trainer.start_streak(self.game())
        self.show_puzzle(self.trainer.next_puzzle(self.mode(), self.current_filter()))

    def show_puzzle(self, puzzle: Puzzle | None) -> None:
        """Put ``puzzle`` on the board, ready to answer (``next_puzzle`` chooses it)."""
        self.puzzle = puzzle
        self.outcome = None
        self.shown_at = time.monotonic()
        rating = self.trainer.rating_of(self.puzzle) if self.puzzle else None
        self.board.set_puzzle(self.puzzle, rating)
        self.answer.set_puzzle(self.puzzle)
        self.feedback.show_outcome(None)
        self._update_state()
        self.fit_faces()
        if self.puzzle is not None and self.isVisible():
            self.answer.focus_input()

    def submit(self, answer: object) -> Outcome | None:
        if self.trainer is None or self.puzzle is None or self.outcome is not None:
            return None
        seconds = time.monotonic() - self.shown_at
        try:
            self.outcome = self.trainer.submit(self.puzzle, answer, mode=self.mode(), seconds=seconds)
        except Exception as e:  # noqa: BLE001 - a store failure is reported, the page stays usable
            self.ctx.status.emit(self.tr("Could not record the answer: %1").replace("%1", str(e)))
            return None
        self.answer.show_result(self.puzzle, answer)
        self.feedback.show_outcome(self.outcome)
        self._update_state()
        self.next_button.setFocus()
        return self.outcome

    def _update_state(self) -> None:
        answered = self.outcome is not None
        has = self.puzzle is not None
        for w in (self.board, self.answer):
            w.setVisible(has)
        self.empty.setVisible(not has)
        self.feedback.setVisible(has)
        self.to_rated.setVisible(not has and self.trainer is not None and self.mode() == "review")
        self.about_row.setVisible(self.mode() == "rated" and self.views.currentIndex() == 0)
        self.next_button.setVisible(has or self.mode() != "review")
        if self.mode() == "streak" and answered and self.outcome.streak_over:
            self.next_button.setText(self.tr("Start a new streak"))
        else:
            self.next_button.setText(self.tr("Next puzzle") if answered or not has else self.tr("Skip"))
        self.next_button.setDefault(answered)
        if self.next_button.objectName() != ("primary" if answered else ""):
            self.next_button.setObjectName("primary" if answered else "")
            self.next_button.style().unpolish(self.next_button)
            self.next_button.style().polish(self.next_button)
        self.empty.setText(self._empty_text() if not has else "")
        self.status.setText(self._status_text())

    def _empty_text(self) -> str:
        if self.trainer is None:
            return self.tr("Loading the puzzles…")
        if self.mode() == "review":
            what = self.tr("Review brings back the puzzles you missed, spaced out so that each returns about "
                           "when you would forget it: a puzzle missed in any mode is due a minute later, and each "
                           "time you solve it here the wait grows (ten minutes, a day, then longer).")
            due = self.trainer.training.next_review(self.game())
            if due is None:
                now = self.tr("Nothing to review yet: no puzzle of this game has been missed. Solve rated puzzles; "
                              "the ones you miss will come back here.")
            else:
                now = self.tr("Nothing to review now. The next review is due %1.").replace("%1", when_text(due))
            return now + "\n\n" + what
        if self.mode() == "streak":
            return self.tr("You climbed past the hardest puzzle of this selection. Start a new streak.")
        return self.tr("No puzzle matches this choice. Choose another rule set, type or theme, or make a new batch.")

    def _status_text(self) -> str:
        if self.trainer is None:
            return ""
        mode, game = self.mode(), self.game()
        if mode == "rated":
            r = self.trainer.training.learner_rating(game)
            return self.tr("Your rating: %1 ± %2").replace("%1", str(round(r.rating))).replace("%2", str(round(r.rd)))
        if mode == "review":
            due = sum(1 for pid in self.trainer.training.due_reviews(game) if self.trainer.pool.get(pid))
            total = self.trainer.training.review_counts(game)[1]
            return self.tr("Due now: %1 · scheduled: %2").replace("%1", str(due)).replace("%2", str(total))
        if mode == "streak":
            return self.tr("Streak: %1 · best: %2").replace("%1", str(self.trainer.streak_length)).replace(
                "%2", str(self.trainer.training.best_streak(game)))
        return self.tr("Unrated practice")

    # --- the dashboard ---
    def _view_changed(self, index: int) -> None:
        self.stack.setCurrentIndex(index)
        self.modes.setVisible(index == 0)
        self.status.setVisible(index == 0)
        self.about_row.setVisible(index == 0 and self.mode() == "rated")
        self.filters.show_game_only(index == 1)
        if index == 1:
            self.show_dashboard()

    def show_dashboard(self) -> None:
        if self.trainer is not None:
            self.dashboard.set_dashboard(self.trainer.dashboard(self.game()))

    # --- a new batch, generated off the UI thread ---
    def generate_batch(self):
        """A new batch for the current game, rule set and type (every one of them when "any")."""
        f = self.current_filter()
        rules = [f.rules] if f.rules else Pool.rule_sets(f.game)
        kinds = [f.type] if f.type else list(Pool.types(f.game))
        return self.batch.start(f.game, rules, kinds)

    def _batch_done(self, puzzles: list[Puzzle]) -> None:
        if self.trainer is None:
            return
        added = self.trainer.training.add_generated(puzzles)
        self.trainer.pool.add(puzzles)
        self.filters.fill()  # a new type, new themes
        self.ctx.status.emit(self.tr("%1 new puzzles are in the pool.").replace("%1", str(added)))
        if self.puzzle is None:
            self.next_puzzle()

    # --- language ---
    def on_library_ready(self) -> None:
        self.feedback.refresh_tooltips()
        if self._waiting:
            self.after_first_paint()

    def _show_issues(self) -> None:
        lib = self.ctx.library
        self.issues.show_issues(lib.issues_in("puzzles") if lib is not None else [], self.ctx.zh,
                                self.tr("Some puzzles could not be read and are left out; all the others are here:"))

    def on_shown(self) -> None:
        if self.views.currentIndex() == 1:
            self.show_dashboard()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Puzzles"))
        self.views.setTabText(0, self.tr("Train"))
        self.views.setTabText(1, self.tr("Dashboard"))
        for i, mode in enumerate(MODES):
            self.modes.setTabText(i, mode_name(mode))
        self.modes.setTabToolTip(0, self.tr("Your first attempt at each puzzle moves your rating and the puzzle's"))
        self.modes.setTabToolTip(1, self.tr("Nothing is rated"))
        self.modes.setTabToolTip(2, self.tr("Missed puzzles, when their spaced review is due"))
        self.modes.setTabToolTip(3, self.tr("Puzzles of rising difficulty until the first miss"))
        self.modes.setTabToolTip(4, self.tr("Unrated practice of one theme"))
        self.about.setText(self.tr(
            "Your puzzle rating (Glicko-2) starts at 1500; the ± is how sure it is, shrinking as you solve rated "
            "puzzles. No stars here: Learn stages give them (3 with no mistake, 2 with one, 1 with more)."))
        self.status.setToolTip(self.tr(
            "Your puzzle rating (Glicko-2) and how sure it is (±): the ± shrinks as you answer rated puzzles"))
        self.difficulty_label.setText(self.tr("&Difficulty:"))
        for i, text in enumerate((self.tr("Easier"), self.tr("Normal"), self.tr("Harder"))):
            self.difficulty.setItemText(i, text)
        self.difficulty.setToolTip(self.tr("Rated puzzles are drawn below, at or above your rating"))
        self.to_rated.setText(self.tr("Go to rated puzzles"))
        self.batch.retranslate()
        self.filters.retranslate()
        self.board.retranslate()
        self.answer.retranslate()
        self.feedback.retranslate()
        self.dashboard.retranslate()
        self._show_issues()
        self._update_state()


__all__ = ["PuzzlesPage"]
