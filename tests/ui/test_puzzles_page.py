"""The puzzles page (`puzzles`): answering by buttons, number and card faces, feedback with the engine's
reasons and every correct answer, the modes, the dashboard, and new batches made in the background."""

from __future__ import annotations

from datetime import timedelta

import pytest

from archive_app.presenters.puzzle_pool import Filter
from archive_app.qt import QtCore, QtWidgets
from archive_app.store.training import ReviewCard
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages.puzzles import PuzzlesPage
from archive_app.presenters.puzzle_trainer import MODES
from engine.cards import parse_cards
from .widgets import shown

Qt = QtCore.Qt


@pytest.fixture
def ctx(tmp_path):
    context = AppContext(tmp_path / "data")
    context.settings.language = "en"
    context.settings.puzzles_mode = "practice"
    return context


@pytest.fixture
def page(qtbot, ctx) -> PuzzlesPage:
    p = shown(qtbot, PuzzlesPage(ctx), (1100, 800))
    p.after_first_paint()
    return p


def pick(page, **kw):
    """A curated puzzle matching ``kw`` (game, rules, type) and a predicate ``where``."""
    where = kw.pop("where", lambda p: True)
    return next(p for p in page.trainer.pool.select(Filter(**kw)) if where(p))


def click_face(qtbot, page, code: str) -> None:
    grid = page.answer.grid
    page.splitter.widget(0).ensureWidgetVisible(grid)
    index = grid.deck.by_code[code].index
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.face_rect(index).center())


def test_the_page_is_registered_and_renders_in_both_languages(qtbot, ctx):
    from archive_app.ui.pages import PAGE_KEYS

    assert "puzzles" in PAGE_KEYS
    app = QtWidgets.QApplication.instance()
    language = UiLanguage(app)
    try:
        ctx.settings.language = "zh"
        language.apply("zh", "hans")
        page = shown(qtbot, PuzzlesPage(ctx))
        page.after_first_paint()
        assert page.title.text() == "习题"
        assert [page.modes.tabText(i) for i in range(len(MODES))] == ["计分", "练习", "复习", "连胜", "专题练习"]
        assert page.puzzle is not None and page.board.prompt.text() == page.puzzle.prompt["zh"]
        assert page.board.hand.groups()  # the position is drawn with faces
    finally:
        language.clear()
    ctx.settings.language = "en"
    page.retranslate()
    assert page.title.text() == "Puzzles" and page.board.prompt.text() == page.puzzle.prompt["en"]


def test_a_yes_no_miss_shows_the_engines_reasons_their_sources_and_the_answer(qtbot, page):
    puzzle = pick(page, game="bahu", rules="haimen", type="yuan", where=lambda p: p.answers[0] is False)
    page.show_puzzle(puzzle)
    qtbot.mouseClick(page.answer.yes, Qt.MouseButton.LeftButton)
    assert page.outcome is not None and not page.outcome.solved
    fb = page.feedback
    assert fb.verdict.text() == "Not quite."
    assert "No" in fb.answers_text.text() and "you answered Yes" in fb.answers_text.text()
    lines = [line for lst in fb.reason_lists for line in lst.lines()]
    assert any(src.startswith("s00") for _text, src in lines)  # each reason with its source paragraph
    links = [link for lst in fb.reason_lists for link in lst.links()]
    with qtbot.waitSignal(page.ctx.open_target) as opened:
        links[0].click()
    assert opened.args[0] == links[0].target
    assert "review" in fb.change.text()  # the miss is scheduled
    assert page.next_button.text() == "Next puzzle"
    # the keyboard answers too: Y and N are the buttons' shortcuts (in both languages), Tab and Space reach them
    right = pick(page, game="bahu", rules="haimen", type="yuan", where=lambda p: p.answers[0] is False and p != puzzle)
    page.show_puzzle(right)
    qtbot.keyClick(page.answer, Qt.Key.Key_N)
    assert page.outcome.solved and page.feedback.verdict.text() == "Right!"
    qtbot.keyClick(page.answer, Qt.Key.Key_Y)  # answered: the buttons are disabled, Y does nothing
    assert page.outcome.answer is False
    page.show_puzzle(puzzle)
    page.answer.yes.setFocus()
    qtbot.keyClick(page.answer.yes, Qt.Key.Key_Space)  # Tab and Space reach the buttons too
    assert page.outcome.answer is True


def test_every_best_discard_is_accepted_by_clicking_its_face(qtbot, page):
    puzzle = pick(page, game="bahu", type="discard", where=lambda p: len(p.answers) > 1)
    for answer in puzzle.answers:
        page.show_puzzle(puzzle)
        click_face(qtbot, page, answer)
        assert page.outcome.solved, answer
        assert page.feedback.answers_heading.text().startswith("Every correct answer")
        assert len(page.feedback.answers_view.groups()) == len(puzzle.answers)
    held = {c.code for c in parse_cards(puzzle.position["hand"])}
    wrong = next(c for c in sorted(held) if c not in puzzle.answers)
    page.show_puzzle(puzzle)
    click_face(qtbot, page, wrong)
    assert not page.outcome.solved
    assert page.answer.grid.marks[wrong] != page.answer.grid.marks[puzzle.answers[0]]  # wrong red, right green
    assert [s.about for s in page.feedback.sections] == [wrong, puzzle.answers[0]]


def test_a_card_not_in_the_hand_cannot_be_discarded(qtbot, page):
    puzzle = pick(page, game="bahu", type="discard")
    page.show_puzzle(puzzle)
    held = {c.code for c in parse_cards(puzzle.position["hand"])}
    absent = next(c.code for c in page.answer.grid.deck.cards if c.code not in held and c.code != "X")
    click_face(qtbot, page, absent)
    assert page.outcome is None


def test_waits_are_chosen_as_a_set_in_any_order_then_checked(qtbot, page):
    puzzle = pick(page, game="waihuzi", type="waits", where=lambda p: len(p.answers[0]) > 1)
    page.show_puzzle(puzzle)
    for code in reversed(puzzle.answers[0]):
        click_face(qtbot, page, code)
    assert sorted(page.answer.grid.chosen) == sorted(puzzle.answers[0])
    qtbot.mouseClick(page.answer.check, Qt.MouseButton.LeftButton)
    assert page.outcome.solved
    # a part of the set is a miss, and the missed waits are explained
    page.show_puzzle(puzzle)
    click_face(qtbot, page, puzzle.answers[0][0])
    click_face(qtbot, page, puzzle.answers[0][0])  # a second click unselects
    assert page.answer.grid.chosen == []
    click_face(qtbot, page, puzzle.answers[0][0])
    qtbot.keyClick(page.answer.grid, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert page.outcome.answer == [puzzle.answers[0][0]] and not page.outcome.solved
    assert {s.about for s in page.feedback.sections} >= set(puzzle.answers[0][1:])


def test_a_number_is_typed_and_entered(qtbot, page):
    puzzle = pick(page, game="duzihu", type="hushu")
    page.show_puzzle(puzzle)
    page.answer.number.setFocus()
    page.answer.number.lineEdit().selectAll()
    qtbot.keyClicks(page.answer.number, str(puzzle.answers[0]))
    qtbot.keyClick(page.answer.number, Qt.Key.Key_Return)
    assert page.outcome.solved


def test_rated_mode_rates_the_first_attempt_and_practice_does_not(qtbot, page):
    page.modes.setCurrentIndex(MODES.index("rated"))
    assert page.status.text() == "Your rating: 1500 ± 350"
    puzzle = page.puzzle
    page.answer.answer_with(puzzle.answers[0])
    assert page.outcome.recorded.rated and "Your rating: 1500 →" in page.feedback.change.text()
    assert page.status.text() != "Your rating: 1500 ± 350"
    before = page.trainer.training.learner_rating(puzzle.game)
    page.show_puzzle(puzzle)  # the same puzzle again: not a first attempt
    page.answer.answer_with(puzzle.answers[0])
    assert not page.outcome.recorded.rated and page.trainer.training.learner_rating(puzzle.game) == before
    assert "Not rated: you have answered this puzzle before." in page.feedback.change.text()
    page.modes.setCurrentIndex(MODES.index("practice"))
    page.answer.answer_with(page.puzzle.answers[0])
    assert not page.outcome.recorded.rated and page.status.text() == "Unrated practice"


def test_review_mode_has_its_own_queue(qtbot, page):
    page.modes.setCurrentIndex(MODES.index("review"))
    assert page.puzzle is None and page.empty.text().startswith("Nothing to review yet")
    page.modes.setCurrentIndex(MODES.index("practice"))
    missed = page.puzzle
    page.answer.answer_with("nothing" if missed.type != "yuan" else not missed.answers[0])
    assert not page.outcome.solved
    page.modes.setCurrentIndex(MODES.index("review"))
    assert page.puzzle is None and "next review is due" in page.empty.text()
    with page.trainer.training.store.session() as s:
        card = s.get(ReviewCard, missed.id)
        card.due = card.due - timedelta(days=1)
    page.next_puzzle()
    assert page.puzzle == missed and page.status.text().startswith("Due now: 1")


def test_streak_stops_on_the_first_miss(qtbot, page):
    page.modes.setCurrentIndex(MODES.index("streak"))
    for _ in range(3):
        page.answer.answer_with(page.puzzle.answers[0])
        assert page.outcome.solved
        page.next_puzzle()
    page.answer.answer_with("wrong")
    assert page.outcome.streak_over and page.outcome.streak == 3
    assert page.next_button.text() == "Start a new streak"
    assert "Streak over at 3." in page.feedback.change.text()
    page.next_puzzle()
    assert page.status.text() == "Streak: 0 · best: 3"


def test_dashboard_practises_a_theme_in_one_click(qtbot, page):
    for _ in range(12):
        page.answer.answer_with(page.puzzle.answers[0])
        page.next_puzzle()
    page.views.setCurrentIndex(1)
    board = page.dashboard.board
    assert board.attempts == 12
    assert page.dashboard.themes.buttons or board.themes == []
    theme = board.themes[0].key if board.themes else None
    if theme is None:
        pytest.skip("no theme reached the minimum")
    page.dashboard.themes.buttons[theme].click()
    assert page.views.currentIndex() == 0 and page.mode() == "theme"
    assert page.filters.theme_combo.currentData() == theme and theme in page.puzzle.themes


def test_the_rating_plot_draws_after_two_rated_puzzles(qtbot, page):
    page.modes.setCurrentIndex(MODES.index("rated"))
    for _ in range(2):
        page.answer.answer_with(page.puzzle.answers[0])
        page.next_puzzle()
    page.views.setCurrentIndex(1)
    plot = page.dashboard.plot
    assert len(plot.history) == 2
    lo, hi, step = plot.y_range()
    assert lo <= min(r - d for _, r, d in plot.history) and hi >= max(r + d for _, r, d in plot.history)
    assert not plot.grab().isNull()


def test_a_new_batch_is_made_in_the_background_and_kept(qtbot, page):
    page.filters.type_combo.setCurrentIndex(page.filters.type_combo.findData("yuan"))
    before = len(page.trainer.pool)
    with qtbot.waitSignal(page.batch.made, timeout=30000) as made:
        op = page.generate_batch()
        assert page.batch.progress.isVisible() and not page.batch.button.isEnabled()
    assert len(made.args[0]) == 20 and all(p.type == "yuan" for p in made.args[0])
    assert op.done and not page.batch.progress.isVisible()
    assert len(page.trainer.pool) > before
    assert len(page.trainer.training.generated()) == len(page.trainer.pool) - before


def test_broken_puzzle_lines_are_named_and_every_other_puzzle_is_there(qtbot, tmp_path):
    import shutil

    from archive_app.paths import CONTENT
    from tests.test_puzzle_content import corrupt_puzzles

    content = tmp_path / "content"
    shutil.copytree(CONTENT, content)
    broken = corrupt_puzzles(content)
    ctx = AppContext(tmp_path / "data", content_dir=content, cache_dir=tmp_path / "cache")
    ctx.settings.language, ctx.settings.puzzles_mode = "en", "practice"
    page = shown(qtbot, PuzzlesPage(ctx), (1100, 800))
    page.after_first_paint()
    assert page.trainer is not None and page.puzzle is not None and page.empty.text() == ""
    assert len(page.trainer.pool) == len(ctx.library.puzzles) > 1300
    assert len(ctx.library.issues_in("puzzles")) == len(broken)
    shown_text = page.issues.text.text()
    assert page.issues.isVisible() and "content/puzzles/bahu-haimen.jsonl:2: not JSON" in shown_text
    assert "Some puzzles could not be read" in shown_text and "… and 4 more" in shown_text


def test_rated_mode_says_what_the_rating_is_and_what_earns_stars(qtbot, page):
    page.modes.setCurrentIndex(MODES.index("rated"))
    assert page.about_row.isVisible()
    assert "Glicko-2" in page.about.text() and "±" in page.about.text() and "stars" in page.about.text()
    assert "Glicko-2" in page.status.toolTip()
    page.modes.setCurrentIndex(MODES.index("practice"))
    assert not page.about_row.isVisible()


def test_a_newcomer_starts_on_the_lowest_rated_type(qtbot, page):
    from archive_app.presenters.puzzle_trainer import easiest_types

    page.modes.setCurrentIndex(MODES.index("rated"))
    easiest = easiest_types(page.trainer.pool.select(Filter("bahu")), {}, 1)
    assert page.puzzle.type == easiest[0]


def test_the_difficulty_choice_is_remembered(qtbot, ctx, page):
    page.modes.setCurrentIndex(MODES.index("rated"))
    assert page.difficulty.currentData() == "normal" and page.trainer.difficulty == "normal"
    page.difficulty.setCurrentIndex(page.difficulty.findData("harder"))
    assert ctx.settings.puzzles_difficulty == "harder" and page.trainer.difficulty == "harder"
    again = shown(qtbot, PuzzlesPage(ctx), (1100, 800))
    again.after_first_paint()
    assert again.difficulty.currentText() == "Harder" and again.trainer.difficulty == "harder"


def test_an_empty_review_says_what_review_is_and_leads_to_rated_puzzles(qtbot, page):
    page.modes.setCurrentIndex(MODES.index("review"))
    assert page.puzzle is None
    assert "Review brings back the puzzles you missed" in page.empty.text()
    assert page.to_rated.isVisible()
    qtbot.mouseClick(page.to_rated, Qt.MouseButton.LeftButton)
    assert page.mode() == "rated" and page.puzzle is not None and not page.to_rated.isVisible()


def test_the_dashboards_rating_says_what_it_is(qtbot, page):
    page.views.setCurrentIndex(1)
    assert "1500 ± 350" == page.dashboard.rating.text()
    assert "Glicko-2" in page.dashboard.rating.toolTip() and "±" in page.dashboard.rating.toolTip()


def test_the_reasons_sources_are_named_not_numbered(qtbot, page):
    """A reason's source link says the source's name and paragraph ([Haimen ¶54]), never the archive's ID."""
    puzzle = pick(page, game="bahu", rules="haimen", type="yuan", where=lambda p: p.answers[0] is False)
    page.show_puzzle(puzzle)
    qtbot.mouseClick(page.answer.yes, Qt.MouseButton.LeftButton)
    links = [link for lst in page.feedback.reason_lists for link in lst.links()] + page.feedback.origin_links
    assert links and all(link.target.startswith("s00") for link in links)
    assert all(link.text().startswith("[") and "s00" not in link.text() for link in links), [x.text() for x in links]
    assert any("Haimen ¶" in link.text() or "Tongdong ¶" in link.text() for link in links)
