"""One exercise: its question, the position drawn with card faces, the input for its answer form,
Check (Enter), and the engine's verdict — why a wrong answer is wrong, with the source paragraphs it
rests on and its glossary terms as links, or the short why of a right one. The engine's lines on what
the stage teaches come first; the others wait behind a "more" toggle (:meth:`set_focus`).

``answered(correct)`` fires on every check; ``next_requested`` when the learner goes on.
"""

from __future__ import annotations

from typing import Any

from archive_app.content.lessons import Exercise
from archive_app.games import adapter
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.widgets.hand_view import CardGroup, HandView, ReasonList
from archive_app.ui.widgets.answer_inputs import (LessonInput, CardsInput, ChoiceInput, GroupsInput, NumberInput,
                                                  NumbersInput, YesNoInput)
from archive_app.ui.widgets.lesson_text import inline_html
from archive_app.ui.widgets.position_view import card_codes, position_groups

GOOD, BAD = "#2e6b34", "#b3261e"


def deck_rows(game: str, rules: str) -> list[list[str]]:
    """The card codes of the answer grid, row by row, without the cards the rule set leaves out."""
    a = adapter(game)
    out = set(a.left_out(rules))
    return [[code for code in row if code not in out] for row in a.deck_rows]


def make_input(exercise: Exercise, choices: list[tuple[Any, str]]) -> LessonInput:
    """The input widget for an exercise's answer form."""
    from engine.exercises.forms import form

    shape = form(exercise.type)
    hand = card_codes(exercise.game, str(exercise.position.get("hand", "")))
    if shape == "yesno":
        return YesNoInput()
    if shape == "number":
        return NumberInput()
    if shape == "numbers":
        return NumbersInput()
    if shape == "choice":
        return ChoiceInput(choices)
    if shape == "deck":
        return CardsInput(deck_rows(exercise.game, exercise.rules), kinds=True, card_height=64)
    if shape == "groups":
        return GroupsInput(hand)
    return CardsInput([hand], one=shape == "hand_one")


class ExerciseView(QtWidgets.QWidget):
    answered = QtCore.Signal(bool)
    next_requested = QtCore.Signal()
    link_activated = QtCore.Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.exercise: Exercise | None = None
        self._verdict: tuple[str, Any] | None = None  # the feedback shown, as data: said again in another language
        self.input: LessonInput | None = None
        self.solved = False
        self._answers: list[Any] | None = None
        self._last_wrong: Any = None  # checking the same wrong answer again is not another mistake
        self._error = ""
        self.library = None
        self.lang, self.conv = "en", (lambda s: s)
        self.linker = None
        self.focus = None  # what the stage has taught (archive_app.content.lessons.Focus), or None: every line
        self.rules_label = QtWidgets.QLabel()
        self.rules_label.setObjectName("subtitle")
        self.prompt = QtWidgets.QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.prompt.linkActivated.connect(self._link)
        self.position = HandView(72)
        self.input_box = QtWidgets.QVBoxLayout()
        self.check_button = QtWidgets.QPushButton()
        self.check_button.setObjectName("primary")
        self.retry_button = QtWidgets.QPushButton()
        self.next_button = QtWidgets.QPushButton()
        self.next_button.setObjectName("primary")
        self.check_button.clicked.connect(self.check)
        self.retry_button.clicked.connect(self.retry)
        self.next_button.clicked.connect(self.next_requested)
        self.buttons = QtWidgets.QWidget()  # a page may keep them in view below its scrolling (take_buttons)
        buttons = QtWidgets.QHBoxLayout(self.buttons)
        buttons.setContentsMargins(0, 0, 0, 0)
        for b in (self.check_button, self.retry_button, self.next_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.verdict = QtWidgets.QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.verdict.setWordWrap(True)
        self.why = QtWidgets.QLabel()
        self.why.setWordWrap(True)
        self.why.setTextFormat(QtCore.Qt.TextFormat.RichText)
        self.why.linkActivated.connect(self._link)
        self.reasons = ReasonList()
        self.reasons.link_activated.connect(self._link)
        self.arrangement_label = QtWidgets.QLabel()  # a wrong 圆 answer: the grouping the engine found
        self.arrangement_label.setWordWrap(True)
        self.arrangement = HandView(52)
        self.more_button = QtWidgets.QToolButton()  # the lines on other topics, shown on demand
        self.more_button.setCheckable(True)
        self.more_button.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.more_button.setToolButtonStyle(QtCore.Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_button.toggled.connect(self._show_more)
        self.more_reasons = ReasonList()
        self.more_reasons.link_activated.connect(self._link)
        self._more_count = 0
        self.feedback = QtWidgets.QFrame()
        self.feedback.setObjectName("feedback")
        fb = QtWidgets.QVBoxLayout(self.feedback)
        fb.setContentsMargins(10, 8, 10, 8)
        for w in (self.verdict, self.why, self.arrangement_label, self.arrangement, self.reasons):
            fb.addWidget(w)
        fb.addWidget(self.more_button, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
        fb.addWidget(self.more_reasons)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(8)
        for item in (self.rules_label, self.prompt, self.position, self.input_box, self.buttons, self.feedback):
            box.addLayout(item) if isinstance(item, QtWidgets.QLayout) else box.addWidget(item)
        box.addStretch(1)
        self._show_feedback(False)

    def take_buttons(self) -> QtWidgets.QWidget:
        """Check, Try again and Next, out of the view's own layout for the page to place (and show and hide
        with the view)."""
        self.layout().removeWidget(self.buttons)
        self._buttons_taken = True
        self.buttons.installEventFilter(self)  # Enter on a button still answers, retries or goes on
        return self.buttons

    def eventFilter(self, watched: QtCore.QObject, event: QtCore.QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.buttons and isinstance(event, QtGui.QKeyEvent) and event.type() == event.Type.KeyPress:
            self.keyPressEvent(event)
            return event.isAccepted()
        return super().eventFilter(watched, event)

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt API
        super().setVisible(visible)
        if getattr(self, "_buttons_taken", False):
            self.buttons.setVisible(visible)

    # --- showing an exercise ---
    def set_context(self, library, lang: str, conv, linker) -> None:
        self.library, self.lang, self.conv, self.linker = library, lang, conv, linker
        self.reasons.set_term_linker(linker)
        self.more_reasons.set_term_linker(linker)

    def set_focus(self, focus) -> None:
        """What the stage teaches (``covers(reason)``, ``split(reasons)``): the engine's lines on it are
        shown, the rest behind the "more" toggle; None shows every line."""
        self.focus = focus

    def show_exercise(self, exercise: Exercise, choices: list[tuple[Any, str]]) -> None:
        from engine.core.errors import InputError
        from engine.exercises.answers import NoPuzzle, answers

        self.exercise, self.solved, self._last_wrong = exercise, False, None
        self._verdict = None
        try:
            self._answers, self._error = answers(exercise.game, exercise.rules, exercise.type, exercise.position), ""
        except (NoPuzzle, InputError) as e:
            self._answers, self._error = None, str(e)
        if self.input is not None:
            self.input_box.removeWidget(self.input)
            self.input.hide()
            self.input.deleteLater()
        self.input = make_input(exercise, choices)
        self.input.submit.connect(self.check)
        self.input_box.addWidget(self.input)
        groups = position_groups(exercise.game, exercise.type, exercise.position)
        self.position.set_groups(groups)
        self.position.setVisible(bool(groups))
        self._show_feedback(False)
        self.retranslate()
        self.input.setEnabled(self._answers is not None)
        if self._error:
            self._tell("unchecked", [])
            self.next_button.show()
        QtCore.QTimer.singleShot(0, lambda: self.input.focus_target().setFocus() if self.input else None)

    def set_choice_texts(self, texts: list[str]) -> None:
        if isinstance(self.input, ChoiceInput):
            self.input.set_texts(texts)

    def retranslate(self) -> None:
        self.check_button.setText(self.tr("&Check (Enter)"))
        self._more_text()
        self.retry_button.setText(self.tr("&Try again"))
        self.next_button.setText(self.tr("Ne&xt"))
        ex = self.exercise
        if ex is None:
            return
        from archive_app.ui.language import rules_name

        self.rules_label.setText(rules_name(ex.rules))
        self.prompt.setText(inline_html(ex.prompt["zh" if self.lang == "zh" else "en"], ex.game, self.library, self.lang,
                                        self.conv))
        if self.input is not None:
            self.input.retranslate()
        if self._verdict is not None and self.feedback.isVisibleTo(self):
            buttons = [b.isVisibleTo(self) for b in (self.check_button, self.retry_button, self.next_button)]
            self._tell(*self._verdict)
            for b, shown in zip((self.check_button, self.retry_button, self.next_button), buttons):
                b.setVisible(shown)

    # --- answering ---
    def check(self) -> None:
        if self.exercise is None or self.input is None or self._answers is None or self.solved:
            return
        given = self.input.value()
        if given is None:
            self._tell("no answer", [])
            self.retry_button.hide()
            return
        from engine.exercises.feedback import check

        ex = self.exercise
        result = check(ex.game, ex.rules, ex.type, ex.position, given, self._answers)
        self.solved = result.correct
        self.more_button.setChecked(False)
        self._tell("right" if result.correct else "wrong", result.reasons)
        self.input.setEnabled(not result.correct)
        repeated = not result.correct and given == self._last_wrong
        self._last_wrong = None if result.correct else given
        if not repeated:
            self.answered.emit(result.correct)
        (self.next_button if result.correct else self.retry_button).setFocus()

    def retry(self) -> None:
        self._show_feedback(False)
        if self.input is not None:
            self.input.setEnabled(True)
            self.input.focus_target().setFocus()

    def _tell(self, verdict: str, reasons) -> None:
        """The feedback: ``verdict`` "right", "wrong", "no answer" or "unchecked", with the engine's reasons;
        kept, so that :meth:`retranslate` says it again in the language of the moment."""
        self._verdict = (verdict, reasons)
        ex = self.exercise
        why = ""
        if verdict == "right" and ex is not None and ex.why:
            why = inline_html(ex.why["zh" if self.lang == "zh" else "en"], ex.game, self.library, self.lang, self.conv)
        head = {"right": self.tr("Right!"), "wrong": self.tr("Not quite."), "no answer": self.tr("Give an answer first."),
                "unchecked": self.tr("This exercise cannot be checked: %1").replace("%1", self._error)}[verdict]
        self._say(verdict == "right", head, why, reasons)
        self._show_arrangement(verdict == "wrong")

    def _show_arrangement(self, shown: bool) -> None:
        groups: list[CardGroup] = []
        ex = self.exercise
        grouping = adapter(ex.game).grouping(ex.type, ex.rules, ex.position) if shown and ex is not None else None
        if grouping is not None:
            found, strays = grouping
            zh = self.lang == "zh"
            for name, codes, hutou, table in found:
                caption = (self.conv(name.zh) if zh else name.en) if name is not None else ""
                detail = self.tr("%1 hutou").replace("%1", str(hutou)) if hutou else ""
                groups.append(CardGroup(codes, caption, detail, "table" if table else "good"))
            if strays:
                groups.append(CardGroup(strays, self.tr("left over"), self.tr("in no group"), "bad"))
            yuan = not strays
            self.arrangement_label.setText(self.tr("The engine's grouping: every plain card is in a group.") if yuan
                                           else self.tr("The engine's nearest grouping, and the cards it leaves "
                                                        "over:"))
        self.arrangement.set_groups(groups)
        self.arrangement.setVisible(bool(groups))
        self.arrangement_label.setVisible(bool(groups))

    def _say(self, good: bool, head: str, why: str, reasons) -> None:
        self.verdict.setText(head)
        self.verdict.setStyleSheet(f"color: {GOOD if good else BAD}; font-size: 15pt; font-weight: bold;")
        self.why.setText(why)
        self.why.setVisible(bool(why))
        lang = "zh" if self.lang == "zh" else "en"
        main, more = self.focus.split(reasons) if self.focus is not None else (list(reasons), [])

        def lines(rs):
            return [((self.conv(r.zh) if lang == "zh" else r.en), r.source) for r in rs]

        self.reasons.set_lines(lines(main))
        self.reasons.setVisible(bool(main))
        self.more_reasons.set_lines(lines(more))
        self._more_count = len(more)
        self._more_text()
        self._show_feedback(True, good)

    def _more_text(self) -> None:
        n = str(self._more_count)
        self.more_button.setText(self.tr("Hide the %1 lines on other topics").replace("%1", n)
                                 if self.more_button.isChecked()
                                 else self.tr("Show %1 &more lines (other topics)").replace("%1", n))
        self.more_button.setArrowType(QtCore.Qt.ArrowType.DownArrow if self.more_button.isChecked()
                                      else QtCore.Qt.ArrowType.RightArrow)

    def _show_more(self, on: bool) -> None:
        self.more_button.setVisible(self._more_count > 0)
        self.more_reasons.setVisible(on and self._more_count > 0)
        self._more_text()

    def _show_feedback(self, shown: bool, good: bool = False) -> None:
        self.feedback.setVisible(shown)
        self._show_more(self.more_button.isChecked())
        self.check_button.setVisible(not (shown and good))
        self.retry_button.setVisible(shown and not good)
        self.next_button.setVisible(shown and good)

    def _link(self, target: str) -> None:
        self.link_activated.emit(target[3:] if target.startswith("go:") else target)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        keys = QtCore.Qt.Key
        if event.key() in (keys.Key_Return, keys.Key_Enter):
            if self.solved:
                self.next_requested.emit()
            elif self.retry_button.isVisible():
                self.retry()
            else:
                self.check()
            return
        if self.input is not None and self.input.isEnabled() and self.input.handle_key(event.text()):
            return
        super().keyPressEvent(event)

    def reasons_texts(self) -> list[str]:
        """The engine's lines in view: those on the stage's topics, and the others once shown."""
        if not self.feedback.isVisible():
            return []
        return self.reasons.texts() + (self.more_reasons.texts() if self.more_reasons.isVisible() else [])

    def more_texts(self) -> list[str]:
        """The lines on other topics, shown or not."""
        return self.more_reasons.texts()
