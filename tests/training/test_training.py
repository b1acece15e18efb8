"""Ratings and review: Glicko-2 against the published example and its invariants; FSRS grading."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.training import schedule
from engine.training.ratings import Rating, attempt, expected, update


def test_glickman_example():
    r = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)])
    assert abs(r.rating - 1464.06) < 0.02 and abs(r.rd - 151.52) < 0.01 and abs(r.volatility - 0.05999) < 0.00001


def test_no_games_only_widens_the_deviation():
    r = update(Rating(1500, 200, 0.06), [])
    assert r.rating == 1500 and r.rd > 200


@settings(max_examples=200, deadline=None)
@given(st.floats(800, 2500), st.floats(40, 350), st.floats(800, 2500), st.floats(40, 350), st.booleans())
def test_a_solve_raises_the_learner_and_lowers_the_puzzle(lr, lrd, pr, prd, solved):
    learner, puzzle = Rating(lr, lrd), Rating(pr, prd)
    new_l, new_p = attempt(learner, puzzle, solved)
    if solved:
        assert new_l.rating > learner.rating and new_p.rating < puzzle.rating
    else:
        assert new_l.rating < learner.rating and new_p.rating > puzzle.rating
    inflated = (learner.rd ** 2 + (new_l.volatility * 173.7178) ** 2) ** 0.5  # the period's growth, before the game
    assert 30 <= new_l.rd <= inflated + 1e-6


def test_expected_score_is_symmetric_at_equal_ratings():
    assert abs(expected(Rating(1500, 100), Rating(1500, 100)) - 0.5) < 1e-9
    assert expected(Rating(1800, 60), Rating(1400, 60)) > 0.8


def test_review_grades_and_schedule():
    now = datetime(2026, 12, 1, tzinfo=timezone.utc)
    assert schedule.grade(False, 1, 5).name == "Again"
    assert schedule.grade(True, 2, 5).name == "Hard"
    assert schedule.grade(True, 1, 5).name == "Easy"
    assert schedule.grade(True, 1, 60).name == "Good"
    missed, log = schedule.review(schedule.new_card(now), solved=False, tries=1, seconds=30, now=now)
    good, _ = schedule.review(schedule.new_card(now), solved=True, tries=1, seconds=60, now=now)
    assert log["grade"] == "again" and now < missed.due < good.due
    again = schedule.from_json(schedule.to_json(missed))
    assert again.due == missed.due
    later, _ = schedule.review(again, solved=True, tries=1, seconds=60, now=missed.due + timedelta(minutes=1))
    assert later.due > missed.due
