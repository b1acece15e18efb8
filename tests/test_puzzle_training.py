"""Puzzle training over the store: ratings on first attempts only, unrated practice, the review queue
(FSRS, its own queue), no repeats until a pool is exhausted, streaks, every correct answer accepted,
the migration, and the background-op helper."""

from __future__ import annotations

import random
import sqlite3
import threading
from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import select

from archive_app.content import load_library
from archive_app.paths import CONTENT
from archive_app.presenters.puzzle_pool import Filter, Pool
from archive_app.presenters.puzzle_trainer import MIN_ATTEMPTS, Trainer, performance
from archive_app.store import SCHEMA_VERSION, open_store
from archive_app.store.db import MIGRATIONS
from archive_app.store.training import LearnerRating, PuzzleAttempt, Training, migrate
from engine.exercises.model import Puzzle
from engine.training.ratings import attempt, Rating


def _puzzle(n: int, rating: int = 1500, game: str = "bahu", kind: str = "yuan", themes=("baozi",)) -> Puzzle:
    return Puzzle(f"p{n}", game, "haimen", kind, {"hand": "234m", "melds": [], "n": n}, (True,),
                  {"zh": "圆吗？", "en": "Yuan?"}, tuple(themes), rating, "test")


@pytest.fixture
def store(tmp_path):
    result = open_store(tmp_path)
    yield result.store
    result.store.close()


@pytest.fixture
def trainer(store):
    pool = Pool([_puzzle(i, 1000 + 100 * i) for i in range(10)])
    return Trainer(Training(store), pool, random.Random(5))


def test_the_migration_adds_the_training_tables_to_an_old_database(tmp_path):
    old = tmp_path / "archive.db"
    conn = sqlite3.connect(old)
    conn.execute("CREATE TABLE schema_version (id INTEGER PRIMARY KEY, version INTEGER)")
    conn.execute("INSERT INTO schema_version VALUES (1, 2)")
    conn.execute("CREATE TABLE saved_hand (id INTEGER PRIMARY KEY, game TEXT, rules TEXT, hand TEXT, melds TEXT,"
                 " note TEXT, created DATETIME)")
    conn.execute("CREATE TABLE bookmark (id INTEGER PRIMARY KEY, target TEXT, note TEXT, created DATETIME)")
    conn.execute("INSERT INTO saved_hand (game, rules, hand) VALUES ('bahu', 'haimen', '234m')")
    conn.commit()
    conn.close()
    assert migrate in MIGRATIONS  # appended after the saved-hand and bookmark steps
    result = open_store(tmp_path)
    try:
        assert result.moved_aside is None and result.store.version() == SCHEMA_VERSION
        tables = {r[0] for r in sqlite3.connect(old).execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert {"puzzle_attempt", "learner_rating", "puzzle_rating", "review_card", "seen_puzzle", "streak_run",
                "generated_puzzle"} <= tables
        assert [h.hand for h in result.store.saved_hands()] == ["234m"]  # nothing of the old data lost
    finally:
        result.store.close()


def test_first_attempt_rates_both_and_a_second_attempt_rates_nothing(trainer, store):
    p = trainer.pool.get("p5")
    first = trainer.submit(p, True, mode="rated", seconds=8)
    assert first.solved and first.recorded.rated
    expect_learner, expect_puzzle = attempt(Rating(), Rating(1500, 250), True)
    training = trainer.training
    assert training.learner_rating("bahu").rating == pytest.approx(expect_learner.rating)
    assert training.puzzle_ratings(["p5"])["p5"].rating == pytest.approx(expect_puzzle.rating)
    second = trainer.submit(p, False, mode="rated", seconds=8)
    assert not second.recorded.rated
    assert training.learner_rating("bahu").rating == pytest.approx(expect_learner.rating)
    assert len(training.rating_history("bahu")) == 1
    with store.session() as s:
        assert [a.rated for a in s.scalars(select(PuzzleAttempt).order_by(PuzzleAttempt.id))] == [True, False]


def test_practice_is_unrated_and_uses_up_the_first_attempt(trainer):
    p = trainer.pool.get("p3")
    out = trainer.submit(p, True, mode="practice", seconds=3)
    assert not out.recorded.rated and trainer.training.rating_history("bahu") == []
    assert not trainer.submit(p, True, mode="rated", seconds=3).recorded.rated  # seen before: not a first attempt
    assert trainer.training.learner_rating("bahu") == Rating()


def test_rated_mode_prefers_puzzles_near_the_rating_and_never_repeats_until_exhausted(trainer):
    shown = [trainer.next_puzzle("rated", Filter("bahu")).id for _ in range(10)]
    assert sorted(shown) == sorted(f"p{i}" for i in range(10))  # each once
    again = trainer.next_puzzle("rated", Filter("bahu"))  # exhausted: the pool starts over
    assert again is not None
    assert trainer.training.seen("rated") == {again.id}
    assert trainer.training.seen("practice") == set()  # each mode has its own pool


def test_no_repeats_per_mode_under_a_filter(store):
    pool = Pool([_puzzle(i, themes=("baozi",) if i % 2 else ("zhao",)) for i in range(6)])
    t = Trainer(Training(store), pool, random.Random(1))
    shown = [t.next_puzzle("theme", Filter("bahu", theme="zhao")).id for _ in range(3)]
    assert sorted(shown) == ["p0", "p2", "p4"]
    assert t.next_puzzle("theme", Filter("bahu", theme="zhao")).id in ("p0", "p2", "p4")
    assert t.next_puzzle("practice", Filter("bahu", theme="nothing")) is None


def test_a_miss_goes_to_the_review_queue_due_by_fsrs_and_stays_out_of_rated_play(trainer):
    p = trainer.pool.get("p2")
    out = trainer.submit(p, False, mode="rated", seconds=20)
    due = out.recorded.review_due
    assert due is not None
    training = trainer.training
    now = datetime.now(timezone.utc)
    assert training.due_reviews("bahu", now=now) == []  # FSRS's first step is minutes away
    assert training.due_reviews("bahu", now=due + timedelta(seconds=1)) == ["p2"]
    assert trainer.next_puzzle("review", Filter("bahu")) is None  # not due yet
    from archive_app.store.training import ReviewCard

    with training.store.session() as s:
        s.get(ReviewCard, "p2").due = now - timedelta(minutes=1)
    # due now, it is not slipped into rated play: the rated pool still shows each puzzle once
    assert sorted(trainer.next_puzzle("rated", Filter("bahu")).id for _ in range(10)) == sorted(f"p{i}" for i in range(10))
    assert trainer.next_puzzle("review", Filter("bahu")).id == "p2"
    solved = trainer.submit(p, True, mode="review", seconds=5)
    assert not solved.recorded.rated and solved.recorded.review_due > now + timedelta(minutes=5)
    assert training.due_reviews("bahu") == []


def test_practice_solves_leave_a_review_card_alone(trainer):
    p = trainer.pool.get("p1")
    trainer.submit(p, False, mode="practice", seconds=5)
    due = trainer.training.next_review("bahu")
    trainer.submit(p, True, mode="practice", seconds=5)
    assert trainer.training.next_review("bahu") == due


def test_streak_rises_and_stops_on_the_first_miss(trainer):
    trainer.start_streak("bahu")
    ratings = []
    for _ in range(4):
        p = trainer.next_puzzle("streak", Filter("bahu"))
        ratings.append(p.rating)
        out = trainer.submit(p, True, mode="streak", seconds=4)
        assert not out.streak_over
    assert ratings == sorted(ratings) and len(set(ratings)) == 4
    p = trainer.next_puzzle("streak", Filter("bahu"))
    assert p.rating > ratings[-1]
    out = trainer.submit(p, False, mode="streak", seconds=4)
    assert out.streak_over and out.streak == 4
    assert trainer.training.best_streak("bahu") == 4
    assert trainer.streak_id is None
    assert trainer.training.rating_history("bahu") == []  # streaks are unrated


def test_every_correct_answer_is_accepted(store):
    pool = Pool.from_library(load_library(CONTENT))
    several = next(p for p in pool.select(Filter("bahu", type="discard")) if len(p.answers) > 1)
    t = Trainer(Training(store), pool)
    for answer in several.answers:
        assert t.submit(several, answer, mode="practice", seconds=1).solved
    wrong = next(c for c in ("1m", "2m", "9p", "Q", "5s") if c not in several.answers)
    assert not t.submit(several, wrong, mode="practice", seconds=1).solved
    waits = next(p for p in pool.select(Filter("waihuzi", type="waits")) if len(p.answers[0]) > 1)
    assert t.submit(waits, list(reversed(waits.answers[0])), mode="practice", seconds=1).solved
    assert not t.submit(waits, waits.answers[0][:1], mode="practice", seconds=1).solved  # a part is not all


def test_dashboard_needs_enough_attempts_and_puts_the_weakest_first(store):
    pool = Pool([_puzzle(i, 1500, themes=("baozi",) if i < 6 else ("zhao",)) for i in range(12)])
    t = Trainer(Training(store), pool)
    for i in range(12):
        t.submit(pool.get(f"p{i}"), i < 6 or i == 11, mode="practice", seconds=2)  # zhao: 1 of 6 solved
    board = t.dashboard("bahu")
    assert [s.key for s in board.themes] == ["zhao", "baozi"]
    assert board.themes[0].attempts == 6 and board.themes[0].solved == 1
    assert board.themes[0].performance == performance([1500] * 6, 1)
    t2 = Trainer(Training(store), Pool([_puzzle(100, themes=("rare",))]))
    for _ in range(MIN_ATTEMPTS - 1):
        t2.submit(t2.pool.get("p100"), True, mode="practice", seconds=1)
    assert "rare" not in [s.key for s in t.dashboard("bahu").themes]


def test_each_answer_is_committed_at_once(tmp_path):
    result = open_store(tmp_path)
    t = Trainer(Training(result.store), Pool([_puzzle(1)]))
    t.submit(t.pool.get("p1"), True, mode="rated", seconds=1)
    # another connection (as after a kill) sees the attempt and the rating
    conn = sqlite3.connect(tmp_path / "archive.db")
    assert conn.execute("SELECT count(*) FROM puzzle_attempt").fetchone()[0] == 1
    assert conn.execute("SELECT count(*) FROM learner_rating").fetchone()[0] == 1
    conn.close()
    result.store.close()


def test_generated_batches_are_kept_once(store):
    from engine.puzzles.generate import generate

    training = Training(store)
    batch = list(generate("waihuzi", "waihuzi", "xi", count=3, seed=9))
    assert training.add_generated(batch) == 3 and training.add_generated(batch) == 0
    pool = Pool.from_library(load_library(CONTENT), training.generated())
    assert all(pool.get(p.id) == p for p in batch)
    with store.session() as s:
        assert s.scalars(select(LearnerRating)).first() is None


# --- the background-op helper -----------------------------------------------------------------------

def test_background_op_runs_off_the_ui_thread_and_delivers_on_it(qtbot):
    from archive_app.ops import BackgroundOp
    from archive_app.qt import QtCore

    parent = QtCore.QObject()
    ui_thread = threading.current_thread()
    seen: dict = {"progress": [], "threads": set()}

    def work(progress):
        seen["worker"] = threading.current_thread()
        for i in range(3):
            progress(i + 1, 3, f"step {i + 1}")
        return 42

    def on_progress(done, total, text):
        seen["progress"].append((done, total, text))
        seen["threads"].add(threading.current_thread())

    results = []
    op = BackgroundOp(parent, work).on_progress(on_progress).on_success(results.append)
    op.start()
    qtbot.waitUntil(lambda: results == [42], timeout=5000)
    assert seen["worker"] is not ui_thread
    assert seen["progress"] == [(1, 3, "step 1"), (2, 3, "step 2"), (3, 3, "step 3")]
    assert seen["threads"] == {ui_thread}


def test_background_op_delivers_errors_and_cancels_quietly(qtbot):
    from archive_app.ops import BackgroundOp
    from archive_app.qt import QtCore

    parent = QtCore.QObject()
    errors = []

    def boom(_progress):
        raise ValueError("no puzzles")

    BackgroundOp(parent, boom).on_failure(errors.append).start()
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert isinstance(errors[0], ValueError)

    started = threading.Event()
    release = threading.Event()
    outcome = []

    def slow(progress):
        started.set()
        release.wait(5)
        progress(1, 2)  # raises Cancelled
        return "finished"

    op = BackgroundOp(parent, slow).on_success(outcome.append).on_failure(outcome.append)
    op.start()
    started.wait(5)
    op.cancel()
    release.set()
    assert op.wait(5)
    qtbot.waitUntil(lambda: op.done, timeout=5000)
    assert outcome == []


def test_a_newcomers_first_rated_puzzles_are_of_the_lowest_rated_type_then_the_next(store):
    from archive_app.presenters.puzzle_trainer import NEWCOMER_STEP

    pool = Pool([_puzzle(i, 1450 + 10 * i, kind="claim") for i in range(10)]
                + [_puzzle(10 + i, 900 + 10 * i, kind="yuan") for i in range(10)]
                + [_puzzle(20 + i, 1200 + 10 * i, kind="waits") for i in range(10)])
    trainer = Trainer(Training(store), pool, random.Random(3))
    first = []
    for _ in range(NEWCOMER_STEP):
        p = trainer.next_puzzle("rated", Filter("bahu"))
        first.append(p.type)
        trainer.submit(p, True, mode="rated", seconds=5)
    assert set(first) == {"yuan"}  # not the 1500-ish claims a fresh 1500 rating sits nearest to
    kinds = set()
    for _ in range(NEWCOMER_STEP):
        p = trainer.next_puzzle("rated", Filter("bahu"))
        kinds.add(p.type)
        trainer.submit(p, True, mode="rated", seconds=5)
    assert kinds <= {"yuan", "waits"} and "claim" not in kinds


def test_the_difficulty_shifts_the_rated_target(store):
    pool = Pool([_puzzle(i, 800 + 50 * i) for i in range(60)])
    trainer = Trainer(Training(store), pool, random.Random(1))
    fresh = pool.select(Filter("bahu"))
    trainer.difficulty = "easier"
    easier = [trainer._near_rating(list(fresh), "bahu").rating for _ in range(30)]
    trainer.difficulty = "harder"
    harder = [trainer._near_rating(list(fresh), "bahu").rating for _ in range(30)]
    trainer.difficulty = "normal"
    normal = [trainer._near_rating(list(fresh), "bahu").rating for _ in range(30)]
    mean = lambda xs: sum(xs) / len(xs)  # noqa: E731
    assert max(easier) <= 1500 <= min(harder)
    assert mean(easier) + 100 < mean(normal) < mean(harder) - 100
