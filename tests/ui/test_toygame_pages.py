"""The app side of the game plug: the toy game (tests/fixtures/toygame), registered with its engine plug
and its app adapter, opens on the replay page and is played at the practice table through the shared
pages alone. Registered for each test and unregistered after, so other tests see only the real games."""

from __future__ import annotations

import pytest

from archive_app import games as app_games
from archive_app.qt import QtCore
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages.replay import ReplayPage
from engine.core.record import Record
from engine.core.registry import register, unregister
from tests.fixtures.toygame.app import ADAPTER
from tests.fixtures.toygame.cards import DECK
from tests.fixtures.toygame.plug import PLUG
from tests.test_toygame import BROKEN
from tests.fixtures.toygame.table import selfplay
from .test_play_page import finish_work, make_page as make_play_page, play_through, wait_for_learner
from .test_replay_page import GAMES, wait_analysis
from .widgets import shown


@pytest.fixture
def toy():
    register(PLUG)
    app_games.register(ADAPTER)
    yield ADAPTER
    app_games.unregister(ADAPTER.key)
    unregister(PLUG.key)


@pytest.fixture(params=["en", "zh"])
def lang(request):
    language = UiLanguage(QtCore.QCoreApplication.instance())
    language.apply(request.param, "hans")
    yield request.param
    language.apply("en", "hans")


def replay_page(qtbot, tmp_path, lang: str) -> ReplayPage:
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    page = shown(qtbot, ReplayPage(ctx, games_root=GAMES), (1280, 800))
    page.activateWindow()  # the arrow keys go to the active window's table
    qtbot.waitUntil(page.isActiveWindow, timeout=2000)
    return page


def step_to_the_end(qtbot, page: ReplayPage) -> list[tuple[int, ...]]:
    """Every point of the mainline, stepped with the → key from the deal; the toy's two seats at each."""
    seen: list[tuple[int, ...]] = []
    page.go(())
    page.table.setFocus()
    while not seen or page.session.path != seen[-1]:
        model = page.table.model()
        assert model.game == "toy" and [s.seat for s in model.seats] == [0, 1] and page.table.describe()
        assert not page.error.isVisible()
        seen.append(page.session.path)
        qtbot.keyClick(page.table, QtCore.Qt.Key.Key_Right)
    return seen


def test_the_toy_joins_the_apps_games_only_while_registered(toy):
    assert app_games.keys()[-1] == "toy" and app_games.adapter("toy") is toy
    app_games.unregister("toy")
    assert "toy" not in app_games.keys()
    app_games.register(toy)


def test_a_broken_toy_record_steps_to_its_end_on_the_replay_page(qtbot, tmp_path, toy, lang):
    page = replay_page(qtbot, tmp_path, lang)
    path = tmp_path / "broken.txt"
    path.write_text(BROKEN, encoding="utf-8")
    assert page.open_path(path) and page.session.record.game == "toy"
    points = step_to_the_end(qtbot, page)
    assert len(points) == len(Record.parse(BROKEN).events) + 1
    model = page.table.model()
    assert model.over and model.winner == 0
    engine_view = PLUG.replay(Record.parse(BROKEN))["seats"]  # what ``record replay`` shows at the end
    assert [s.hand for s in model.seats] == [tuple(c.code for c in DECK.parse(v["hand"])) for v in engine_view]
    assert model.seats[0].hand and model.seats[1].discards
    result = page.result_view.result
    assert result is not None and result["net"] == (3, -3) and page.result_view.net.text()
    assert page.result_view.lines.texts()
    rows = page.moves.row_texts()
    assert len(rows) == len(points) and ("乙五" in "".join(rows)) == (lang == "zh")  # the toy's card names (5b)


def test_the_engines_view_of_a_toy_hand_shows_in_the_notes(qtbot, tmp_path, toy):
    page = replay_page(qtbot, tmp_path, "en")
    path = tmp_path / "broken.txt"
    path.write_text(BROKEN, encoding="utf-8")
    assert page.open_path(path)
    page.go((0,))  # seat 0 drew 5b: its three sets are complete
    wait_analysis(qtbot, page)
    text = page.notes.plain()
    assert "the hand is complete" in text and "engine would play" in text


def test_a_toy_deal_is_recorded_with_a_hand_for_each_of_its_seats(qtbot, tmp_path, toy):
    from archive_app.ui.widgets.record_panel import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("toy"))
    assert dialog.dealer.maximum() == 1
    assert [dialog.form.isRowVisible(e) for e in dialog.hands] == [True, True, False, False]
    record = dialog.record()
    assert record.game == "toy" and len(record.hands) == 2
    page = replay_page(qtbot, tmp_path, "en")
    page.begin_recording(record)
    assert page.recording and len(page.table.model().seats) == 2


def test_a_selfplayed_toy_record_opens_and_its_result_shows(qtbot, tmp_path, toy):
    page = replay_page(qtbot, tmp_path, "en")
    path = tmp_path / "toy.json"
    path.write_text(selfplay("plain", 1, 3)[0].dumps(), encoding="utf-8")
    assert page.open_path(path)
    step_to_the_end(qtbot, page)
    assert page.table.model().over and page.result_view.result is not None


def test_a_toy_hand_played_at_the_practice_table(qtbot, tmp_path, toy, lang):
    page = make_play_page(qtbot, tmp_path / "data", lang)
    names = [page.setup.game.itemText(i) for i in range(page.setup.game.count())]
    assert names[-1] == ("玩具牌" if lang == "zh" else "Toy")
    page.setup.set_choice("toy", "plain", 1, "casual", 0)
    assert page.setup.choice() == ("toy", "plain", 1, "casual")
    assert [page.setup.seat.itemData(i) for i in range(page.setup.seat.count())] == [0, 1]
    page.setup.random.setChecked(False)
    page.setup.deal.setValue(5)
    qtbot.mouseClick(page.setup.start, QtCore.Qt.MouseButton.LeftButton)
    assert page.table.view_seat() == 1 and len(page.table.model().seats) == 2
    wait_for_learner(qtbot, page)
    page.ask_hint()
    qtbot.waitUntil(lambda: page.idle() and "thinking" not in page.hints.plain(), timeout=10000)
    hint = page.hints.plain()
    assert ("出" in hint or "play" in hint or "胡" in hint) and "Traceback" not in hint
    made = play_through(qtbot, page)
    assert made > 0 and page.hand.is_over()
    finish_work(page)
    assert page.result_view.result is not None and sum(page.result_view.result["net"]) == 0
    saved = Record.from_text(page.saved_path.read_text(encoding="utf-8"))
    assert saved.game == "toy" and PLUG.check(saved)["ok"]
