"""Learn: each game as a course of short stages (content/lessons/), each an explanation and a few
exercises the engine checks, with stars and progress kept in the store.

Left: the course (one per game with lessons) and its path of stages with their stars; Continue goes
on to the next exercise not yet done (:func:`continue_at`), Reset forgets the chosen stage. Right: the
stage's explanation above the current exercise. The page opens, and a course opens when chosen, where
the learner left off.
"""

from __future__ import annotations

from archive_app.content.lessons import Stage
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.store import progress as P
from archive_app.ui.pages.base import Page
from archive_app.ui.language import game_name
from archive_app.ui.widgets.archive_warning import IssuesBar
from archive_app.ui.widgets.exercise_view import ExerciseView
from archive_app.ui.widgets.lesson_text import LessonText
from archive_app.ui.widgets.stage_path import PathItem, StagePath, paint_stars

STYLE = """
QLabel#pageTitle { font-size: 17pt; color: #5a1f17; }
QLabel#subtitle { color: #6b5c44; }
QLabel#prompt { font-size: 13pt; color: #1f1a14; }
QFrame#feedback, QFrame#done { background: #fffaf0; border: 1px solid #d8cbab; border-radius: 6px; }
QFrame#feedback QLabel, QFrame#done QLabel { background: transparent; }
QPushButton#primary { background: #8c2f23; color: white; padding: 4px 14px; border-radius: 4px; }
QPushButton#primary:focus { border: 2px solid #1f1a14; }
QListWidget#stagePath { background: #f6f1e4; border: none; }
"""


def continue_at(stages: tuple[Stage, ...], saved: dict[str, P.StageProgress], last: str | None) -> Stage | None:
    """The stage to go on with in a course (its saved step is the exercise): the stage touched ``last`` while
    its run is under way or it is not yet finished; after a finished stage, the next one not finished (the
    first such from the start of the course, when none follows); when every stage is finished, the next."""
    if not stages:
        return None
    ids = [s.id for s in stages]
    if last not in ids:
        return next((s for s in stages if not (s.id in saved and saved[s.id].done)), stages[0])
    at = ids.index(last)
    state = saved.get(last)
    if state is None or state.step > 0 or not state.done:
        return stages[at]
    after = stages[at + 1:] + stages[:at + 1]
    return next((s for s in after if not (s.id in saved and saved[s.id].done)), after[0])


class Stars(QtWidgets.QWidget):
    def __init__(self, size: int = 20) -> None:
        super().__init__()
        self.earned = 0
        self.setFixedSize(size * 3 + 8, size + 2)

    def set_earned(self, n: int) -> None:
        self.earned = n
        self.setAccessibleName(QtCore.QCoreApplication.translate("StagePath", "%1 of 3 stars").replace("%1", str(n)))
        self.update()

    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        paint_stars(p, QtCore.QRectF(self.rect()).adjusted(1, 1, -1, -1), self.earned)
        p.end()


class LearnPage(Page):
    key = "learn"

    def __init__(self, ctx, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("page")
        self.setStyleSheet(STYLE)
        palette = self.palette()  # links in questions and verdicts in the reader's red
        palette.setColor(QtGui.QPalette.ColorRole.Link, QtGui.QColor("#8c2f23"))
        self.setPalette(palette)
        self.lessons = None
        self.stage: Stage | None = None
        self.index = 0
        self._linker = None
        self.course_label = QtWidgets.QLabel()
        self.course_combo = QtWidgets.QComboBox()
        self.course_label.setBuddy(self.course_combo)
        self.course_combo.currentIndexChanged.connect(lambda _i: self.resume())  # another course: where it was left
        self.path = StagePath()
        self.path.stage_chosen.connect(self.open_stage)
        self.continue_button = QtWidgets.QPushButton()
        self.continue_button.clicked.connect(self.resume)
        self.reset_button = QtWidgets.QPushButton()
        self.reset_button.clicked.connect(self.reset_stage)
        left = QtWidgets.QWidget()
        lbox = QtWidgets.QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 6, 0)
        lbox.addWidget(self.course_label)
        lbox.addWidget(self.course_combo)
        lbox.addWidget(self.path, 1)
        lbox.addWidget(self.continue_button)
        lbox.addWidget(self.reset_button)
        left.setMinimumWidth(210)
        left.setMaximumWidth(300)

        self.title = QtWidgets.QLabel()
        self.title.setObjectName("pageTitle")
        self.title.setWordWrap(True)
        self.stars = Stars()
        self.step_label = QtWidgets.QLabel()
        self.step_label.setObjectName("subtitle")
        self.text_toggle = QtWidgets.QToolButton()
        self.text_toggle.setCheckable(True)
        self.text_toggle.setChecked(True)
        self.text_toggle.toggled.connect(lambda on: self.text.setVisible(on))
        head = QtWidgets.QVBoxLayout()  # the title on a row of its own: a narrow window wraps it, a line or two
        head.setSpacing(2)
        title_row = QtWidgets.QHBoxLayout()
        title_row.addWidget(self.title, 1)
        title_row.addWidget(self.text_toggle)
        steps = QtWidgets.QHBoxLayout()
        steps.addWidget(self.step_label)
        steps.addWidget(self.stars)
        steps.addStretch(1)
        head.addLayout(title_row)
        head.addLayout(steps)
        self.text = LessonText()
        self.text.link.connect(self.ctx.open_target)
        self.exercise = ExerciseView()
        self.exercise.answered.connect(self._answered)
        self.exercise.next_requested.connect(self.next_exercise)
        self.exercise.link_activated.connect(self.ctx.open_target)
        self.done = self._build_done()
        work = QtWidgets.QWidget()
        work.setObjectName("page")
        wbox = QtWidgets.QVBoxLayout(work)
        wbox.setContentsMargins(4, 6, 8, 6)
        wbox.addWidget(self.exercise)
        wbox.addWidget(self.done)
        wbox.addStretch(1)
        self.scroll = QtWidgets.QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.scroll.setWidget(work)
        self.split = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        self.split.addWidget(self.text)
        self.split.addWidget(self.scroll)
        self.split.setStretchFactor(0, 2)
        self.split.setStretchFactor(1, 3)
        self.split.setChildrenCollapsible(False)
        self.issues = IssuesBar()  # stage files that failed to load, so a missing stage is explained here
        right = QtWidgets.QVBoxLayout()
        right.addWidget(self.issues)
        right.addLayout(head)
        right.addWidget(self.split, 1)
        right.addWidget(self.exercise.take_buttons())  # Check stays in view, however far the exercise scrolls
        outer = QtWidgets.QHBoxLayout(self)
        outer.setContentsMargins(16, 10, 16, 8)
        outer.addWidget(left, 2)  # the stages give way to the lesson in a narrow window, down to their least width
        outer.addLayout(right, 5)
        ctx.text_scale_changed.connect(self._rescale)
        if ctx.library is not None:
            self.on_library_ready()

    def showEvent(self, event: QtGui.QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not getattr(self, "_sized", False):  # first show: the exercise gets the larger share
            self._sized = True
            total = max(2, sum(self.split.sizes()))
            self.split.setSizes([total * 2 // 5, total - total * 2 // 5])

    def _build_done(self) -> QtWidgets.QFrame:
        frame = QtWidgets.QFrame()
        frame.setObjectName("done")
        box = QtWidgets.QVBoxLayout(frame)
        self.done_label = QtWidgets.QLabel()
        self.done_label.setObjectName("prompt")
        self.done_label.setWordWrap(True)
        self.done_stars = Stars(28)
        self.next_stage_button = QtWidgets.QPushButton()
        self.next_stage_button.setObjectName("primary")
        self.next_stage_button.clicked.connect(self.next_stage)
        self.again_button = QtWidgets.QPushButton()
        self.again_button.clicked.connect(lambda: self.open_stage(self.stage.id) if self.stage else None)
        row = QtWidgets.QHBoxLayout()
        row.addWidget(self.next_stage_button)
        row.addWidget(self.again_button)
        row.addStretch(1)
        box.addWidget(self.done_label)
        box.addWidget(self.done_stars)
        box.addLayout(row)
        frame.hide()
        return frame

    # --- content ---
    def on_library_ready(self) -> None:
        library = self.ctx.library
        if library is None or self.lessons is not None:
            return
        self.lessons = library.lessons
        self.course_combo.blockSignals(True)
        self.course_combo.clear()
        for game in (self.lessons.courses if self.lessons else {}):
            self.course_combo.addItem(game, game)
        last = P.left_off(self.ctx.store)  # the course the learner was in last, of any game
        if last is not None and self.course_combo.findData(last.game) >= 0:
            self.course_combo.setCurrentIndex(self.course_combo.findData(last.game))
        self.course_combo.blockSignals(False)
        self.retranslate()
        self.resume()

    def game(self) -> str:
        return self.course_combo.currentData() or ""

    def stages(self) -> tuple[Stage, ...]:
        return self.lessons.courses.get(self.game(), ()) if self.lessons else ()

    def _title(self, stage: Stage) -> str:
        return self.ctx.zh(stage.title) if self.ctx.lang == "zh" else stage.title_en

    def _fill_path(self) -> None:
        saved = P.progress(self.ctx.store, self.game())
        zh = self.ctx.lang == "zh"
        items = [PathItem(s.id, n, self._title(s), saved[s.id].best_stars if s.id in saved else 0,
                          saved[s.id].step if s.id in saved else 0, len(s.exercises),
                          self.ctx.zh(s.summary) if zh else s.summary_en)
                 for n, s in enumerate(self.stages(), start=1)]
        self.path.set_items(items, self.stage.id if self.stage else None)

    # --- moving through the course ---
    def resume(self) -> None:
        """Open the course's next exercise not yet done (:func:`continue_at`), or the first stage."""
        if not self.lessons or not self.lessons.courses:
            return
        last = P.left_off(self.ctx.store, self.game() or None)
        stage = continue_at(self.stages(), P.progress(self.ctx.store, self.game()), last.stage if last else None)
        if stage is None:
            stage = next(iter(self.lessons.courses.values()))[0]
        self.open_stage(stage.id)

    def open_stage(self, stage_id: str) -> None:
        stage = self.lessons.stage(stage_id) if self.lessons else None
        if stage is None:
            return
        if stage.game != self.game():
            self.course_combo.blockSignals(True)
            self.course_combo.setCurrentIndex(self.course_combo.findData(stage.game))
            self.course_combo.blockSignals(False)
        from archive_app.content.term_links import LINK_STYLE, TermLinker

        self._linker = TermLinker(self.ctx.library, (stage.game,), LINK_STYLE)
        state = P.open_stage(self.ctx.store, stage.game, stage.id)
        self.stage = stage
        self.index = state.step if state.step < len(stage.exercises) else 0
        self._fill_path()
        self._show_text()
        self._show_exercise()

    def _show_text(self) -> None:
        if self.stage is None:
            return
        s, zh = self.stage, self.ctx.lang == "zh"
        self.title.setText(self._title(s))
        self.text.set_lesson(s.zh if zh else s.en, s.game, self.ctx.library, self.ctx.lang, self.ctx.zh)
        saved = P.progress(self.ctx.store, s.game).get(s.id)
        self.stars.set_earned(saved.best_stars if saved else 0)

    def _show_exercise(self) -> None:
        s = self.stage
        if s is None or not s.exercises:
            return
        self.done.hide()
        self.exercise.show()
        self.exercise.set_context(self.ctx.library, self.ctx.lang, self.ctx.zh, self._link_terms)
        self.exercise.set_focus(self.lessons.focus(s) if self.lessons else None)
        self.exercise.show_exercise(s.exercises[self.index], self._choices(s.exercises[self.index].type))
        self._show_step()

    def _show_step(self) -> None:
        if self.stage is None:
            return
        saved = P.progress(self.ctx.store, self.stage.game).get(self.stage.id)
        mistakes = saved.mistakes if saved else 0
        text = self.tr("Exercise %1 of %2").replace("%1", str(self.index + 1)).replace("%2", str(len(self.stage.exercises)))
        if mistakes:
            text += " · " + self.tr("mistakes: %1").replace("%1", str(mistakes))
        self.step_label.setText(text)

    def _link_terms(self, text: str) -> str:
        return self._linker.html(text, self.ctx.lang) if self._linker else text

    def _choices(self, kind: str) -> list:
        from engine.exercises.forms import CHOICES

        return [(value, self.ctx.zh(t.zh) if self.ctx.lang == "zh" else t.en) for value, t in CHOICES.get(kind, ())]

    def _answered(self, correct: bool) -> None:
        s = self.stage
        if s is None:
            return
        state = P.record(self.ctx.store, s.game, s.id, self.index, correct, len(s.exercises))
        self._fill_path()
        self._show_step()
        if state.finished_now:
            self._finished = state
            self.stars.set_earned(state.best_stars)

    def next_exercise(self) -> None:
        s = self.stage
        if s is None:
            return
        if self.index + 1 < len(s.exercises):
            self.index += 1
            self._show_exercise()
        else:
            self._show_done()

    def _show_done(self) -> None:
        state = getattr(self, "_finished", None)
        earned = state.stars_now if state else 0
        self.exercise.hide()
        self.done_stars.set_earned(earned)
        self.done_label.setText(self.tr("Stage complete: %1 of 3 stars.").replace("%1", str(earned)))
        stages = self.stages()
        self.next_stage_button.setVisible(self.stage is not stages[-1] if stages else False)
        self.done.show()
        self.step_label.setText(self.tr("Done"))
        (self.next_stage_button if self.next_stage_button.isVisible() else self.again_button).setFocus()

    def next_stage(self) -> None:
        stages = list(self.stages())
        if self.stage in stages and stages.index(self.stage) + 1 < len(stages):
            self.open_stage(stages[stages.index(self.stage) + 1].id)

    def reset_stage(self) -> None:
        if self.stage is not None:
            P.reset(self.ctx.store, self.stage.id)
            self.ctx.status.emit(self.tr("Stage reset: its stars and progress are forgotten."))
            self.open_stage(self.stage.id)

    # --- language, script, text size ---
    def _rescale(self, scale: float) -> None:
        self.text.set_scale(scale)
        self._show_text()

    def retranslate(self) -> None:
        self.course_label.setText(self.tr("Co&urse:"))
        lib = self.ctx.library
        self.issues.show_issues(lib.issues_in("lessons") if lib is not None else [], self.ctx.zh,
                                self.tr("Some lesson files could not be read; the parts that could not be read "
                                        "are left out:"))
        self.text_toggle.setText(self.tr("E&xplanation"))
        self.text_toggle.setToolTip(self.tr("Show or hide the stage's explanation"))
        for i in range(self.course_combo.count()):
            game = self.course_combo.itemData(i)
            self.course_combo.setItemText(i, game_name(game))
        self.continue_button.setText(self.tr("C&ontinue where I left off"))
        self.reset_button.setText(self.tr("&Reset this stage"))
        self.again_button.setText(self.tr("Do it &again"))
        self.next_stage_button.setText(self.tr("Next &stage"))
        self.exercise.retranslate()
        if self.stage is not None and self.lessons is not None:
            self._fill_path()
            self._show_text()
            self.exercise.set_context(self.ctx.library, self.ctx.lang, self.ctx.zh, self._link_terms)
            if self.exercise.exercise is not None:
                self.exercise.set_choice_texts([t for _, t in self._choices(self.exercise.exercise.type)])
            self.exercise.retranslate()
            if not self.done.isVisible():
                self._show_step()
