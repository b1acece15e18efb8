"""The puzzles page with the 八胡 table puzzles: a claim answered by its button or its number key, a round
settled in four fields, the feedback with the engine's reasons and every right answer, and the origin of
a puzzle mined from self-play."""

from __future__ import annotations

import pytest

from archive_app.presenters.puzzle_pool import Filter
from archive_app.qt import QtCore
from archive_app.ui.context import AppContext
from archive_app.ui.pages.puzzles import PuzzlesPage
from engine.exercises.bahu_table import claim_choices
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


def pick(page, where=lambda p: True, **kw):
    return next(p for p in page.trainer.pool.select(Filter(**kw)) if where(p))


def test_a_claim_shows_the_card_up_and_one_button_per_claim_with_pass(qtbot, page):
    puzzle = pick(page, game="bahu", rules="haimen", type="claim")
    page.show_puzzle(puzzle)
    choices = claim_choices(puzzle.rules, puzzle.position)
    buttons = page.answer.claims.buttons
    assert page.answer.claims.isVisible() and not page.answer.grid.isVisible() and not page.answer.yes.isVisible()
    assert len(buttons) == len(choices) and choices[-1] == "pass"
    assert buttons[-1].text().endswith("pass") and buttons[0].text().startswith("1  ")
    up = [g for g in page.board.hand.groups() if g.caption == "card up"]
    assert up and up[0].cards == (puzzle.position["card"],)


def test_a_wrong_claim_by_its_number_key_is_explained_with_every_right_claim(qtbot, page):
    puzzle = pick(page, game="bahu", rules="tongdong", type="claim")
    page.show_puzzle(puzzle)
    choices = claim_choices(puzzle.rules, puzzle.position)
    wrong = next(n for n, c in enumerate(choices, start=1) if c not in puzzle.answers)
    page.answer.claims.buttons[0].setFocus()
    qtbot.keyClick(page.answer.claims.buttons[0], str(wrong))
    assert page.outcome is not None and not page.outcome.solved and page.outcome.answer == choices[wrong - 1]
    fb = page.feedback
    assert fb.verdict.text() == "Not quite." and "you answered" in fb.answers_text.text()
    lines = [(text, source) for reasons in fb.reason_lists for text, source, _tone in reasons._lines]
    assert any(text.startswith("The best claim") for text, _ in lines)
    assert all(source for _, source in lines), "every reason names its source paragraphs"
    assert "border: 2px solid #b3261e" in page.answer.claims.buttons[wrong - 1].styleSheet()
    for n, code in enumerate(choices):
        if code in puzzle.answers:
            assert "#2e6b34" in page.answer.claims.buttons[n].styleSheet()


def test_a_right_claim_by_click_is_right(qtbot, page):
    puzzle = pick(page, game="bahu", rules="haimen", type="claim")
    page.show_puzzle(puzzle)
    choices = claim_choices(puzzle.rules, puzzle.position)
    right = choices.index(puzzle.answers[0])
    qtbot.mouseClick(page.answer.claims.buttons[right], Qt.MouseButton.LeftButton)
    assert page.outcome.solved and page.feedback.verdict.text() == "Right!"
    qtbot.mouseClick(page.answer.claims.buttons[0], Qt.MouseButton.LeftButton)  # locked after the answer
    assert page.outcome.answer == puzzle.answers[0]


def test_a_round_is_settled_in_four_fields_and_enter_checks(qtbot, page):
    puzzle = pick(page, game="bahu", rules="haimen", type="zhuang", where=lambda p: p.position.get("winner"))
    page.show_puzzle(puzzle)
    nets = page.answer.nets
    assert nets.isVisible() and not page.answer.claims.isVisible()
    seat = puzzle.position["winner"]["seat"]
    details = [g.detail for g in page.board.hand.groups() if g.caption == "Player " + "ABCD"[seat]]
    assert any("won with" in d for d in details) or "won with" in page.board.notes.text()
    right = list(puzzle.answers[0])
    for spin, n in zip(nets.spins, right):
        spin.setValue(n)
    qtbot.keyClick(nets.spins[3], Qt.Key.Key_Return)
    assert page.outcome.solved and page.outcome.answer == right


def test_a_wrong_net_marks_the_field_and_lists_every_net(qtbot, page):
    puzzle = pick(page, game="bahu", rules="tongdong", type="zhuang")
    page.show_puzzle(puzzle)
    nets = page.answer.nets
    right = list(puzzle.answers[0])
    given = [right[0] + 1, right[1] - 1, right[2], right[3]]
    for spin, n in zip(nets.spins, given):
        spin.setValue(n)
    qtbot.mouseClick(nets.check, Qt.MouseButton.LeftButton)
    assert not page.outcome.solved
    assert "#b3261e" in nets.spins[0].styleSheet() and "#2e6b34" in nets.spins[2].styleSheet()
    text = page.feedback.answers_text.text()
    assert all(f"{n:+d}" in text for n in right) and "you answered" in text


def test_a_mined_puzzle_says_where_it_came_from(qtbot, page):
    puzzle = pick(page, game="duzihu", where=lambda p: isinstance(p.source, dict))
    page.show_puzzle(puzzle)
    page.submit(puzzle.answers[0])
    assert page.outcome.solved
    assert "played against each other" in page.feedback.origin_label.text()
