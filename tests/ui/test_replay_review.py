"""The replay page's review tab: it reviews one playing seat of the record shown (the decisions that
differ from the engine's, as practice_advice.differences finds them, or the sentence that there are
none) in both languages, naming the player; the seat chooser lists only the seats that play; another
record clears it and a result still on its way for an older request is dropped; errors stay in the
panel. The short 八胡 sample (32 events) is the one reviewed: a review of it takes a fraction of a second."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import pytest

from archive_app.presenters.practice_advice import differences
from archive_app.qt import QtCore
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages.replay import ReplayPage
from engine.core.errors import InputError

from .widgets import shown

GAMES = Path(__file__).parent / "replay_games"
EMPTY = {"en": "Choose a player and press Review this seat", "zh": "选一位玩家"}
NONE_DIFFER = {"en": "{} made every decision as the engine would have.", "zh": "{} 的每一步都和引擎的选择一样。"}
SOME_DIFFER = {"en": "{n} decision(s) where {who} played otherwise than the engine",
               "zh": "{who} 有 {n} 步和引擎的选择不同"}


@pytest.fixture(autouse=True)
def _measure_alone(monkeypatch):
    """These tests are about the page: the review weighs moves by the measure alone (no playouts),
    so the decisions they name stay put when the playouts change."""
    import engine.bahu.lookahead as bahu_lookahead
    import engine.waihuzi.lookahead as waihuzi_lookahead

    monkeypatch.setattr(bahu_lookahead, "ROUNDS", 0)
    monkeypatch.setattr(waihuzi_lookahead, "ROUNDS", 0)


@pytest.fixture
def language():
    """The catalogues of a language, as the app installs them; English again after the test."""
    ui = UiLanguage(QtCore.QCoreApplication.instance())
    yield ui
    ui.apply("en", "hans")


def make_page(qtbot, tmp_path, lang="en", ui=None) -> ReplayPage:
    if ui is not None:
        ui.apply(lang, "hans")
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    return shown(qtbot, ReplayPage(ctx, games_root=GAMES), (1280, 800))


def sample(page, game):
    return next(g for g in page.games.games if g.game == game)


def review(qtbot, page, seat):
    r = page.review
    page.tabs.setCurrentWidget(r)
    r.seat.setCurrentIndex(r.seat.findData(seat))
    r.button.click()
    qtbot.waitUntil(lambda: r.idle() and r.shown() != "waiting", timeout=20000)
    return r.plain()


def test_the_review_tab_is_on_the_page(qtbot, tmp_path, language):
    page = make_page(qtbot, tmp_path, "zh", language)
    texts = [page.tabs.tabText(i) for i in range(page.tabs.count())]
    assert texts[3] == "复查(&W)" and page.tabs.widget(3) is page.review
    assert texts[4] == "分析(&N)" and page.tabs.widget(4) is page.analysis
    assert page.review.button.text() == "复查这一家(&H)" and page.review.seat_label.buddy() is page.review.seat
    assert page.review.shown() == "empty" and EMPTY["zh"] in page.review.plain()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_reviewing_a_seat_gives_its_differences_in_the_users_language(qtbot, tmp_path, language, lang):
    page = make_page(qtbot, tmp_path, lang, language)
    page.open_sample(sample(page, "bahu"))
    record = page.session.record
    for seat in (0, 1):  # seat 0 plays as the engine would, seat 1 otherwise once
        found, limits = differences(record, seat)
        text = review(qtbot, page, seat)
        who = page.words.seat(seat)
        assert page.review.shown() == "review", text
        if found:
            assert SOME_DIFFER[lang].format(n=len(found), who=who) in text
            assert f"href=\"move:{found[0].event}\"" in page.review.view.toHtml()
            assert limits.text(lang) in text  # what the measure cannot see
        else:
            assert NONE_DIFFER[lang].format(who) in text
        assert "could not" not in text and "没能复查" not in text
        assert "you" not in text.lower().split() and "你" not in text


def test_the_sentences_name_the_player_of_the_records_players_tag_and_follow_the_language(qtbot, tmp_path, language):
    page = make_page(qtbot, tmp_path, "en")
    game = sample(page, "bahu")
    names = ["East", "South", "West", "North"]
    page.show_record(replace(game.record, tags={**game.record.tags, "Players": names}), "")
    r = page.review
    assert [r.seat.itemText(i) for i in range(r.seat.count())] == names
    text = review(qtbot, page, 1)
    assert "Move 29: South played discard three bing; the engine would play discard five wan." in text
    language.apply("zh", "hans")
    page.ctx.settings.language = "zh"
    page.retranslate()
    assert "第 29 步：South 走了 打三饼；引擎会走 打五万。" in r.plain() and r.shown() == "review"


def test_a_decisions_move_number_goes_to_the_moment_it_was_decided(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    page.open_sample(sample(page, "bahu"))
    review(qtbot, page, 1)
    page.review.view.anchorClicked.emit(QtCore.QUrl("move:28"))
    assert page.session.path == (27,) and page.table.model().to_move == 1


@pytest.mark.parametrize("game", ["duzihu", "waihuzi"])
def test_the_seat_chooser_lists_only_the_seats_that_play(qtbot, tmp_path, game):
    page = make_page(qtbot, tmp_path)
    page.open_sample(sample(page, game))
    seats = [v.seat for v in page.table.model().seats]
    playing = [v.seat for v in page.table.model().seats if v.plays]
    assert len(playing) == 3 and len(seats) == 4
    r = page.review
    assert [r.seat.itemData(i) for i in range(r.seat.count())] == playing == r.seats()


def test_another_record_clears_the_review(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    page.open_sample(sample(page, "bahu"))
    review(qtbot, page, 1)
    assert page.review.shown() == "review"
    page.open_sample(sample(page, "waihuzi"))
    assert page.review.shown() == "empty" and EMPTY["en"] in page.review.plain()
    assert page.review.seats() == page.table.model().playing()


def test_a_result_for_a_record_no_longer_shown_is_dropped(qtbot, tmp_path, monkeypatch):
    real = differences
    # no progress reports: the stale work cannot be cancelled on its way, its result comes and is dropped
    monkeypatch.setattr("archive_app.presenters.practice_advice.differences", lambda record, seat, progress=None:
                        real(record, seat))
    page = make_page(qtbot, tmp_path)
    page.open_sample(sample(page, "bahu"))
    page.review.button.click()  # no event is handled before the next record is opened
    page.open_sample(sample(page, "duzihu"))
    qtbot.waitUntil(page.review.idle, timeout=20000)
    QtCore.QCoreApplication.processEvents()
    assert page.review.shown() == "empty" and EMPTY["en"] in page.review.plain()


def test_an_older_request_finishing_last_is_dropped_and_progress_shows(qtbot, tmp_path, monkeypatch):
    page = make_page(qtbot, tmp_path)
    page.open_sample(sample(page, "bahu"))
    release = threading.Event()
    real = differences

    def slow_for_seat_0(record, seat, progress=None):
        if seat == 0:
            progress(3, 10)
            release.wait(10)
            return real(record, seat)  # no more reports: its result comes, and is dropped
        return real(record, seat, progress)

    monkeypatch.setattr("archive_app.presenters.practice_advice.differences", slow_for_seat_0)
    r = page.review
    page.tabs.setCurrentWidget(r)
    r.seat.setCurrentIndex(r.seat.findData(0))
    r.button.click()
    qtbot.waitUntil(lambda: r.progress.value() == 3 and r.progress.maximum() == 10, timeout=5000)
    assert r.progress.isVisibleTo(page) and "reviewing the decisions of Player A" in r.plain()
    r.seat.setCurrentIndex(r.seat.findData(1))  # a newer request while the older one still works
    r.button.click()
    qtbot.waitUntil(lambda: r.shown() == "review", timeout=20000)
    release.set()
    qtbot.waitUntil(r.idle, timeout=20000)
    QtCore.QCoreApplication.processEvents()
    assert "where Player B played otherwise" in r.plain() and "Player A" not in r.plain()
    assert not r.progress.isVisibleTo(page)


@pytest.mark.parametrize("error,said", [
    (InputError("events[3]: the hand is over before this event", "events[3]"),
     ("the engine cannot follow the record at move 4", "引擎在第 4 步跟不上这份记录")),
    (RuntimeError("broken"), ("broken", "broken"))])
def test_an_error_shows_in_the_panel_in_the_users_language(qtbot, tmp_path, monkeypatch, language, error, said):
    def fails(record, seat, progress=None):
        raise error

    monkeypatch.setattr("archive_app.presenters.practice_advice.differences", fails)
    page = make_page(qtbot, tmp_path, "en", language)
    text = review(qtbot, page, page.review.chosen_seat())
    assert page.review.shown() == "failed" and text == f"The review could not be made: {said[0]}"
    language.apply("zh", "hans")
    page.ctx.settings.language = "zh"
    page.retranslate()
    assert page.review.plain() == f"没能复查：{said[1]}"


def test_the_first_seat_offered_is_the_learners_then_the_one_chosen_last(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    game = sample(page, "bahu")
    page.show_record(replace(game.record, tags={"Practice": "2 greedy 5"}), "")
    assert page.review.chosen_seat() == 2
    r = page.review
    r.seat.setCurrentIndex(r.seat.findData(3))
    r.seat.activated.emit(r.seat.currentIndex())  # what picking it in the list emits
    assert page.ctx.settings.replay_review_seat == 3
    page.open_sample(sample(page, "duzihu"))  # seat 3 sits out here: the first that plays
    assert r.chosen_seat() == page.table.model().playing()[0]
    page.open_sample(game)
    assert r.chosen_seat() == 3


def test_a_sitting_is_reviewed_by_the_hand_shown(qtbot, tmp_path):
    from engine.core.record import SEATS, Record

    page = make_page(qtbot, tmp_path)
    hand = sample(page, "bahu").record
    deal = hand.all_deals()[0]
    sitting = Record.from_json(replace(hand, deals=(deal, deal), dealer=0, hands=((),) * SEATS, wall=None,
                                       turned=None, events=(), comment=None).to_json())
    assert sitting.sitting
    page.show_record(sitting, "")
    found, _limits = differences(hand, 1)
    text = review(qtbot, page, 1)
    assert page.review.shown() == "review" and SOME_DIFFER["en"].format(n=len(found), who="Player B") in text


def test_stale_work_stops_at_its_next_progress_report(qtbot, tmp_path, monkeypatch):
    import time

    reports = []

    def endless(record, seat, progress=None):
        while True:  # only the cancelled report ends it
            progress(len(reports), 10**6)
            reports.append(seat)
            time.sleep(0.005)

    monkeypatch.setattr("archive_app.presenters.practice_advice.differences", endless)
    page = make_page(qtbot, tmp_path)
    page.review.button.click()
    qtbot.waitUntil(lambda: len(reports) > 2, timeout=5000)
    [op] = page.review._ops
    page.open_sample(sample(page, "waihuzi"))
    assert op.wait(5) and op.cancelled
    qtbot.waitUntil(page.review.idle, timeout=5000)
    assert page.review.shown() == "empty"
