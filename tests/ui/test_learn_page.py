"""The learn page: answering right and wrong (the engine's reason, with its source), stars, reset,
resume in a new session, the keyboard, both languages; and glossary links in calculator verdicts."""

from __future__ import annotations

import pytest

from archive_app.content import load_library
from archive_app.paths import CONTENT
from archive_app.qt import QtCore, QtWidgets
from archive_app.store import progress as P
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages.learn import LearnPage
from archive_app.ui.widgets.answer_inputs import (CardsInput, ChoiceInput, GroupsInput, NumberInput, NumbersInput,
                                                  YesNoInput)
from engine.exercises.answers import answers

from .widgets import shown

Qt = QtCore.Qt


@pytest.fixture(scope="module")
def library():
    return load_library(CONTENT)


def make_page(qtbot, tmp_path, library, lang="en") -> LearnPage:
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    ctx.library = library
    page = shown(qtbot, LearnPage(ctx), (1100, 800))
    page.ctx.library_ready.emit()
    return page


@pytest.fixture
def page(qtbot, tmp_path, library) -> LearnPage:
    return make_page(qtbot, tmp_path, library)


def give(page: LearnPage, answer) -> None:
    """Enter ``answer`` through the exercise's own input, as a learner would."""
    inp = page.exercise.input
    if isinstance(inp, CardsInput):
        codes, picked = inp.cards.codes(), []
        for code in ([answer] if isinstance(answer, str) else answer):
            picked.append(next(i for i, c in enumerate(codes) if c == code and i not in picked))
        inp.cards.set_selected(picked)
    elif isinstance(inp, GroupsInput):
        inp.reset()
        codes = inp.cards.codes()
        for group in answer:
            picked = []
            for code in group:
                picked.append(next(i for i, c in enumerate(codes)
                                   if c == code and i not in picked and i not in inp.cards._used))
            inp.cards.set_selected(picked)
            inp.make_group()
    elif isinstance(inp, NumberInput):
        inp.spin.setValue(answer)
    elif isinstance(inp, NumbersInput):
        for spin, value in zip(inp.spins, answer):
            spin.setValue(value)
    elif isinstance(inp, (YesNoInput, ChoiceInput)):
        inp._value = answer
    page.exercise.check()


def right_answer(page: LearnPage):
    ex = page.exercise.exercise
    return answers(ex.game, ex.rules, ex.type, ex.position)[0]


def finish_stage(page: LearnPage, mistakes_at=()) -> None:
    for i in range(len(page.stage.exercises)):
        if i in mistakes_at:
            give(page, wrong_answer(page))
            assert not page.exercise.solved
            page.exercise.retry()
        give(page, right_answer(page))
        assert page.exercise.solved, page.exercise.exercise.id
        page.next_exercise()


def wrong_answer(page: LearnPage):
    ex = page.exercise.exercise
    if ex.type == "pick":
        return []
    right = right_answer(page)
    return (not right) if isinstance(right, bool) else right + 1


def test_opens_on_the_first_stage_of_the_bahu_course(page):
    assert page.game() == "bahu"
    assert page.stage.id == "bahu-cards" and page.index == 0
    assert len(page.path.items()) == len(page.lessons.courses["bahu"]) >= 12
    assert page.title.text() == "The cards and their number marks"
    assert "number marks" in page.text.toPlainText() or "geometric" in page.text.toPlainText()
    assert isinstance(page.exercise.input, CardsInput)


def test_a_right_answer_says_why_and_moves_on(page):
    give(page, ["7m", "7s", "7p"])
    ex = page.exercise
    assert ex.solved and ex.verdict.text() == "Right!"
    assert ex.next_button.isVisible() and not ex.check_button.isVisible()
    ex.next_requested.emit()
    assert page.index == 1
    assert P.progress(page.ctx.store, "bahu")["bahu-cards"].step == 1


def test_a_wrong_answer_gives_the_engines_reason_with_its_source_and_a_retry(page):
    page.open_stage("bahu-yuan")  # e1: 2s 2m 8p 3m 4m 5m 9m is not yuan
    give(page, True)
    ex = page.exercise
    assert not ex.solved and ex.verdict.text() == "Not quite."
    texts = ex.reasons_texts()
    assert any("Nine wan" in t and "Kong-Nine-Nine" in t and "Red Flower" in t for t in texts), texts
    assert any(link.target == "s000.p017" for link in ex.reasons.links())  # 空九九's own paragraph
    assert ex.retry_button.isVisible()
    labels = ex.reasons.findChildren(QtWidgets.QLabel)
    assert any('href="g:' in label.text() for label in labels)  # "yuan" links to the glossary
    assert P.progress(page.ctx.store, "bahu")["bahu-yuan"].mistakes == 1
    ex.retry()
    assert not ex.feedback.isVisible()
    give(page, False)
    assert ex.solved


def test_the_same_wrong_answer_twice_is_one_mistake(page):
    page.open_stage("bahu-yuan")
    give(page, True)
    give(page, True)
    assert P.progress(page.ctx.store, "bahu")["bahu-yuan"].mistakes == 1


def test_stars_three_without_a_mistake_two_with_one(page):
    page.open_stage("bahu-jiang")
    finish_stage(page)
    assert page.done.isVisible() and "3 of 3" in page.done_label.text()
    assert {i.stage: i.stars for i in page.path.items()}["bahu-jiang"] == 3
    page.open_stage("bahu-baozi")
    finish_stage(page, mistakes_at=(2,))
    assert "2 of 3" in page.done_label.text()
    assert P.progress(page.ctx.store, "bahu")["bahu-baozi"].best_stars == 2
    page.next_stage()
    assert page.stage.id == "bahu-combinations"


def test_every_exercise_of_the_course_can_be_answered_through_its_input(page):
    for stage in page.lessons.courses["bahu"]:
        page.open_stage(stage.id)
        finish_stage(page)
        assert page.done.isVisible(), stage.id
    assert all(item.stars == 3 for item in page.path.items())


def test_reset_forgets_one_stage(page):
    page.open_stage("bahu-jiang")
    finish_stage(page)
    page.open_stage("bahu-runs")
    give(page, ["2s", "3s", "4s"])
    page.reset_stage()
    saved = P.progress(page.ctx.store, "bahu")
    assert "bahu-runs" not in saved or saved["bahu-runs"].step == 0
    assert saved["bahu-jiang"].best_stars == 3
    assert page.index == 0


def test_resumes_where_the_learner_left_off(qtbot, tmp_path, library):
    first = make_page(qtbot, tmp_path, library)
    first.open_stage("bahu-runs")
    give(first, ["2s", "3s", "4s"])
    first.next_exercise()
    give(first, ["6s", "7s", "8s"])
    first.next_exercise()
    first.ctx.store.close()
    again = make_page(qtbot, tmp_path, library)  # a new session on the same data dir
    assert again.stage.id == "bahu-runs" and again.index == 2
    assert again.step_label.text().startswith("Exercise 3 of")
    again.resume()
    assert again.index == 2


def test_keyboard_answers(qtbot, page):
    page.open_stage("bahu-runs")
    cards = page.exercise.input.cards  # e1: 1s 2s 3s 4s; the run is 2s 3s 4s
    cards.setFocus()
    qtbot.keyClick(cards, Qt.Key.Key_Right)
    for _ in range(3):
        qtbot.keyClick(cards, Qt.Key.Key_Space)
        qtbot.keyClick(cards, Qt.Key.Key_Right)
    assert cards.selected_codes() == ["2s", "3s", "4s"]
    qtbot.keyClick(cards, Qt.Key.Key_Return)
    assert page.exercise.solved
    qtbot.keyClick(page.exercise.next_button, Qt.Key.Key_Return)
    assert page.index == 1
    page.index = 3  # e4: a yes/no question, answered with Y
    page._show_exercise()
    qtbot.keyClick(page.exercise.input.yes, Qt.Key.Key_Y)
    assert page.exercise.solved
    page.index = 6  # e7: arrange with G
    page._show_exercise()
    inp = page.exercise.input
    inp.cards.set_selected([0, 1, 2, 3, 4, 5])
    qtbot.keyClick(inp.cards, Qt.Key.Key_G)
    assert inp.value() == [["2s", "3s", "4s", "5s", "6s", "7s"]]
    qtbot.keyClick(inp.cards, Qt.Key.Key_U)
    assert inp.value() == []


def test_chinese_ui_and_content(qtbot, tmp_path, library):
    app = QtWidgets.QApplication.instance()
    language = UiLanguage(app)
    try:
        language.apply("zh", "hans")
        zh = make_page(qtbot, tmp_path, library, "zh")
        assert zh.title.text() == "牌和数字记号"
        assert zh.exercise.check_button.text().startswith("检查")
        assert "选出所有的七" in zh.exercise.prompt.text()
        zh.ctx.settings.script = "hant"
        zh.ctx.script_changed.emit("hant")
        assert zh.title.text() == "牌和數字記號"
        give(zh, [])
        assert zh.exercise.verdict.text() == "不對。" or zh.exercise.verdict.text() == "不对。"
        language.apply("en", "hans")  # the feedback shown follows a live switch, buttons as they were
        zh.ctx.settings.language = "en"
        zh.ctx.language_changed.emit("en")
        ex = zh.exercise
        assert ex.verdict.text() == "Not quite." and ex.retry_button.isVisible() and not ex.next_button.isVisible()
        assert ex.reasons_texts() and not any("七" in t for t in ex.reasons_texts())
    finally:
        language.clear()


def test_calculator_verdicts_link_glossary_terms(qtbot, tmp_path, library):
    from archive_app.ui.pages.bahu import BahuPage

    ctx = AppContext(tmp_path / "calc")
    lab = shown(qtbot, BahuPage(ctx))
    ctx.library = library
    ctx.library_ready.emit()
    lab.picker.set_text("2s2m8p 3s3m7p 456m 78p") if hasattr(lab.picker, "set_text") else lab.picker.notation.setText(
        "2s2m8p 3s3m7p 456m 78p")
    qtbot.wait(50)
    labels = [label.text() for lines in lab._reason_lists for label in lines.findChildren(QtWidgets.QLabel)]
    assert any('href="g:hutou"' in t for t in labels), labels[:5]
    opened = []
    ctx.open_target.connect(opened.append)
    lab._reason_lists[0].link_activated.emit("g:hutou")
    assert opened == ["g:hutou"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_stage_that_fails_to_load_is_named_on_the_page(qtbot, tmp_path, lang):
    import shutil

    content = tmp_path / "content"
    shutil.copytree(CONTENT, content)
    stage = content / "lessons" / "bahu" / "03-runs.md"
    stage.write_text(stage.read_text(encoding="utf-8").replace("---\n", "", 1), encoding="utf-8")  # no front matter
    language = UiLanguage(QtWidgets.QApplication.instance())
    try:
        language.apply(lang, "hans")
        page = make_page(qtbot, tmp_path, load_library(content), lang)
        text = page.issues.text.text()
    finally:
        language.clear()
    assert "bahu-runs" not in [s.id for s in page.lessons.courses["bahu"]]
    assert page.issues.isVisibleTo(page) and "content/lessons/bahu/03-runs.md:1: missing front matter" in text
    assert text.startswith({"en": "Some lesson files could not be read", "zh": "有些课程文件无法读取"}[lang])


def test_continue_after_a_finished_stage_goes_on_to_the_next_unfinished_exercise(page):
    finish_stage(page)  # bahu-cards
    assert page.done.isVisible()
    page.continue_button.click()
    assert page.stage.id == "bahu-jiang" and page.index == 0
    give(page, right_answer(page))
    page.next_exercise()
    give(page, right_answer(page))
    page.next_exercise()
    page.open_stage("bahu-cards")  # a look back at a finished stage
    assert page.index == 0
    page.continue_button.click()
    assert page.stage.id == "bahu-jiang" and page.index == 2
    assert page.exercise.exercise.id == page.stage.exercises[2].id


def test_continue_skips_stages_already_finished(page):
    page.open_stage("bahu-jiang")
    finish_stage(page)
    page.open_stage("bahu-cards")
    finish_stage(page)
    page.continue_button.click()
    assert page.stage.id == "bahu-runs"


def test_choosing_another_course_shows_an_exercise_of_it(qtbot, page):
    shown_before = page.exercise.exercise.id
    page.course_combo.setCurrentIndex(page.course_combo.findData("duzihu"))
    assert page.stage.game == "duzihu" and page.exercise.exercise.game == "duzihu"
    assert page.exercise.exercise.id != shown_before
    assert page.title.text() == page.stage.title_en
    give(page, right_answer(page))
    page.next_exercise()
    page.course_combo.setCurrentIndex(page.course_combo.findData("bahu"))
    assert page.exercise.exercise.id == shown_before
    page.course_combo.setCurrentIndex(page.course_combo.findData("duzihu"))
    assert page.exercise.exercise.id == "duzihu-sets.e2"


def test_a_new_session_opens_the_course_worked_in_last(qtbot, tmp_path, library):
    first = make_page(qtbot, tmp_path, library)
    first.course_combo.setCurrentIndex(first.course_combo.findData("waihuzi"))
    give(first, right_answer(first))
    first.next_exercise()
    first.ctx.store.close()
    again = make_page(qtbot, tmp_path, library)
    assert again.game() == "waihuzi" and again.stage.id == "waihuzi-cards" and again.index == 1


@pytest.mark.parametrize("stage_id", ["duzihu-sets", "waihuzi-cards"])
def test_feedback_in_the_first_stage_keeps_to_what_it_teaches(qtbot, page, stage_id):
    page.open_stage(stage_id)
    view = page.exercise
    give(page, right_answer(page))
    shown, more = view.reasons_texts(), view.more_texts()
    assert 1 <= len(shown) <= 4, shown
    assert len(more) >= 10 and view.more_button.isVisible() and not view.more_reasons.isVisible()
    assert view.more_button.focusPolicy() & Qt.FocusPolicy.TabFocus
    view.more_button.setFocus()
    qtbot.keyClick(view.more_button, Qt.Key.Key_Space)  # the keyboard opens the rest
    assert view.more_reasons.isVisible() and view.reasons_texts() == shown + more
    qtbot.keyClick(view.more_button, Qt.Key.Key_Space)
    assert not view.more_reasons.isVisible()


def _stage_ids() -> list[str]:
    """Every stage, read from the lessons' front matter (the library loads later, in a fixture)."""
    import re

    return sorted(m.group(1) for path in (CONTENT / "lessons").glob("*/*.md")
                  if (m := re.search(r"^id: (\S+)$", path.read_text(encoding="utf-8"), re.M)))


HANDFUL = 6  # lines up front: a later 笃子胡 count runs to thirty lines, of which a stage teaches a few


@pytest.mark.parametrize("stage_id", _stage_ids())
def test_the_first_answer_of_every_stage_shows_a_handful_of_lines_up_front(qtbot, page, stage_id):
    page.open_stage(stage_id)
    view = page.exercise
    give(page, right_answer(page))
    shown, more = view.reasons_texts(), view.more_texts()
    assert len(shown) <= HANDFUL, (len(shown), shown)
    assert shown or not more, "when the engine says anything, the stage's own lines come first"
    assert view.more_button.isVisible() == bool(more)


def test_a_wrong_answer_in_the_first_waihuzi_stage_says_which_cards_are_left_over(page):
    page.open_stage("waihuzi-cards")
    give(page, wrong_answer(page))
    shown = page.exercise.reasons_texts()
    assert any("left over" in t for t in shown), shown
    assert not any("special hands count only for a win" in t for t in shown), shown


def test_a_wrong_yuan_answer_shows_the_grouping_the_engine_found(page):
    page.open_stage("bahu-yuan")
    view = page.exercise
    assert view.exercise.position["hand"] == "2s 2m 8p 3m 4m 5m 9m"  # not yuan: the nine wan is left over
    give(page, True)
    assert not view.solved and view.arrangement.isVisible()
    groups = view.arrangement.groups()
    assert [g.cards for g in groups] == [("2m", "2s", "8p"), ("3m", "4m", "5m"), ("9m",)]
    assert groups[-1].tone == "bad" and groups[0].caption
    view.retry()
    give(page, False)
    page.next_exercise()
    give(page, False)  # yuan, answered no: the whole arrangement, every card in a group
    assert view.arrangement.isVisible() and all(g.tone != "bad" for g in view.arrangement.groups())
    view.retry()
    give(page, True)
    assert view.solved and not view.arrangement.isVisible()
