"""The replay page alone: sample games at the deal, the middle and the end in both languages; a broken
file is reported (file:line) and the game shown stays; keys, slider, move list and variations;
recording a hand (legal events, a comment, undo, save) and re-opening the saved file."""

from __future__ import annotations

from pathlib import Path

import pytest

from archive_app.qt import QtCore
from archive_app.ui.context import AppContext
from archive_app.ui.pages.replay import ReplayPage
from engine.core.record import Record, comment_of
from .widgets import shown

Qt = QtCore.Qt
GAMES = Path(__file__).parent / "replay_games"


def make_page(qtbot, tmp_path, lang="en", size=(1280, 800)) -> ReplayPage:
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    page = shown(qtbot, ReplayPage(ctx, games_root=GAMES), size)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=2000)
    return page


def wait_analysis(qtbot, page):
    qtbot.waitUntil(lambda: "Analysing" not in page.notes.plain() and "分析中" not in page.notes.plain(), timeout=10000)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_sample_game_shows_at_the_deal_the_middle_and_the_end(qtbot, tmp_path, lang):
    page = make_page(qtbot, tmp_path, lang)
    titles = page.games.titles()
    assert len(titles) == 3 and all(t and "\n" not in t for t in titles)  # the titles; the summary is under them
    for game in page.games.games:
        page.open_sample(game)
        n = len(game.record.events)
        for point in ((), (n // 2,), (n - 1,)):
            page.go(point)
            model = page.table.model()
            assert model.game == game.game and len([s for s in model.seats if s.plays]) in (3, 4)
            assert page.table.describe()
            assert page.moves.current_path() == point
        assert page.table.model().over and page.result_view.result is not None
        net = page.result_view.result["net"]
        assert sum(net) == 0 and page.result_view.net.text()
        if game.game == "bahu":
            assert not page.result_view.diagram.isHidden() and page.result_view.diagram.settlement is not None
        assert page.result_view.lines.texts()


def test_comments_glyphs_and_variations_are_in_the_move_list_in_the_users_language(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path, "zh")
    rows = page.moves.row_texts()
    assert rows[0] == "发牌" or rows[0] == "The deal"
    assert any("第一步" in r for r in rows) and not any("The first move" in r for r in rows)
    assert any(" !" in r for r in rows) and any(" ?" in r for r in rows)
    assert any(r.startswith("    ( ") and "另一种打法" in r for r in rows)


def test_links_in_comments_open_their_target(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    opened = []
    page.ctx.open_target.connect(opened.append)
    page.go((0,))
    assert "The first move" in page.notes.plain()
    page.notes.link.emit("g:yuan")  # what clicking the anchor emits (the anchor itself is checked below)
    assert opened == ["g:yuan"]
    assert 'href="go:g:yuan"' in page.notes.toHtml() or "go:g:yuan" in page.notes.toHtml()


def test_keys_slider_and_move_list_move_through_the_game(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    page.table.setFocus()
    s = page.session
    assert s.path == ()
    qtbot.keyClick(page.table, Qt.Key.Key_Right)
    assert s.path == (0,)
    qtbot.keyClick(page.table, Qt.Key.Key_Right)
    qtbot.keyClick(page.table, Qt.Key.Key_Left)
    assert s.path == (0,)
    qtbot.keyClick(page.table, Qt.Key.Key_End)
    assert s.path == (len(s.events) - 1,)
    qtbot.keyClick(page.table, Qt.Key.Key_Home)
    assert s.path == ()
    page.nav.slider.setValue(7)
    assert s.path == (6,) and page.moves.current_path() == (6,)
    page.moves.setCurrentRow(3)
    assert s.path == (2,) and page.nav.slider.value() == 3
    assert page.ctx.settings.replay_position == "2"


def test_a_variation_is_entered_and_left(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    s = page.session
    k = next(i for i, e in enumerate(s.events) if e.get("variations"))
    page.go((k - 1,))
    assert page.nav.buttons["enter"].isEnabled()
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert s.path == (k, 0, 0) and page.nav.buttons["leave"].isEnabled()
    assert "Another way" in page.notes.plain()
    varied = page.table.model()
    page.go((k,))
    assert page.table.model() != varied  # the variation's table is its own
    page.go((k, 0, 0))
    qtbot.keyClick(page.table, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert s.path == (k - 1,)
    rows = page.moves.row_texts()
    page.moves.setCurrentRow(next(i for i, r in enumerate(rows) if "Another way" in r))
    assert s.path == (k, 0, 0)


def test_analysis_of_the_seat_to_move_comes_from_the_background(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    page.go((5,))
    wait_analysis(qtbot, page)
    text = page.notes.plain()
    assert "to move" in text and "engine would play" in text


def test_a_broken_file_shows_file_and_line_and_keeps_the_game(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    page.go((4,))
    before = page.session.record
    bad = tmp_path / "broken.txt"
    good = (GAMES / "bahu" / "haimen-sample.txt").read_text(encoding="utf-8").splitlines()
    good[20] = "0 discard 3z"
    bad.write_text("\n".join(good), encoding="utf-8")
    assert not page.open_path(bad)
    assert page.error.isVisible() and "broken.txt:21" in page.error.text()
    assert page.session.record is before and page.session.path == (4,)
    assert page.open_path(GAMES / "waihuzi" / "waihuzi-sample.txt")
    assert not page.error.isVisible() and page.session.record.game == "waihuzi"


def test_json_records_open_too(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    rec = Record.load(GAMES / "duzihu" / "danjiang-sample.txt")
    path = tmp_path / "game.json"
    path.write_text(rec.dumps(), encoding="utf-8")
    assert page.open_path(path) and page.session.record == rec
    assert "game.json" in " ".join(page.games.titles())


def test_one_seats_view_hides_the_other_hands(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    page.go((3,))
    page.nav.view.setCurrentIndex(2)  # the second playing seat
    seat = page.nav.view_seat()
    cards = page.table.hand_rects()
    assert all((code is None) == (s != seat) for s, code, _ in cards)
    page.nav.view.setCurrentIndex(0)
    assert all(code is not None for _s, code, _r in page.table.hand_rects())


def test_recording_a_hand_move_by_move(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    from archive_app.presenters.replay_table import dealt_record

    page.begin_recording(dealt_record("duzihu", "danjiang", 11, 1))
    assert page.recorder.isVisible()
    legal = page.recorder.events()
    assert legal and all(e.seat == legal[0].seat for e in legal)
    page.recorder.legal.setFocus()
    qtbot.keyClick(page.recorder.legal, Qt.Key.Key_Return)  # the first legal event
    assert len(page.session.events) == 1 and page.session.events[0] == legal[0]
    for _ in range(4):
        page.recorder.legal.setCurrentRow(page.recorder.legal.count() - 1)
        page.recorder.play_button.click()
    assert len(page.session.events) == 5
    qtbot.keyClicks(page.recorder.comment_edit, "a good move")
    qtbot.keyClick(page.recorder.comment_edit, Qt.Key.Key_Return)
    assert comment_of(page.session.events[-1]).en == "a good move"
    page.recorder.undo_button.click()
    assert len(page.session.events) == 4
    page.recorder.legal.setCurrentRow(0)
    page.recorder.play_button.click()
    page.go((2,))
    page.recorder.comment_edit.setText("the third move")
    page.recorder.comment_button.click()
    out = tmp_path / "recorded.txt"
    page.save_to(out)
    saved = Record.load(out)
    assert saved == page.session.record and comment_of(saved.events[2]).en == "the third move"
    page.stop_recording()
    assert page.open_path(out) and page.session.record == saved


def test_clicking_a_hand_card_discards_it_while_recording(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    from archive_app.presenters.replay_table import dealt_record

    page.begin_recording(dealt_record("waihuzi", "waihuzi", 3, 0))
    while not any(e.type == "discard" for e in page.recorder.events()):
        page.play(page.recorder.events()[0])
    seat = page.session.state().to_move()
    [(_, code, rect)] = [c for c in page.table.hand_rects() if c[0] == seat][:1]
    n = len(page.session.events)
    qtbot.mouseClick(page.table, Qt.MouseButton.LeftButton, pos=rect.center())
    assert len(page.session.events) == n + 1 and page.session.events[-1].type == "discard"
    assert page.session.events[-1].card.code == code


def test_a_wall_left_unknown_takes_each_card_as_it_is_turned_up(qtbot, tmp_path):
    from dataclasses import replace

    from archive_app.presenters.replay_table import dealt_record

    page = make_page(qtbot, tmp_path)
    rec = dealt_record("bahu", "haimen", 2, 0)
    page.begin_recording(replace(rec, wall=None))
    for _ in range(12):
        events = page.recorder.events()
        draws = [e for e in events if e.type == "draw"]
        if len(draws) > 1:
            assert len({e.card.code for e in draws}) == len(draws)  # one event per kind not yet seen
            page.play(draws[-1])
            assert page.session.events[-1] == draws[-1]
            return
        page.play(events[0])
    pytest.fail("no card was turned up")


def test_the_page_remembers_the_game_and_the_point(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    waihuzi = next(g for g in page.games.games if g.game == "waihuzi")
    page.open_sample(waihuzi)
    page.go((7,))
    again = shown(qtbot, ReplayPage(page.ctx, games_root=GAMES))
    assert again.session.record.game == "waihuzi" and again.session.path == (7,)


def test_a_rule_broken_is_marked_on_its_move_with_the_rule_in_words_and_its_source(qtbot, tmp_path):
    from dataclasses import replace

    from engine.core.game import Event

    page = make_page(qtbot, tmp_path)
    rec = Record.load(GAMES / "bahu" / "haimen-sample.txt")
    one_m = next(c for c in rec.deck.cards if c.code == "1m")
    broken = replace(rec, events=rec.events[:2] + (Event(0, "discard", one_m),))  # a 将 is never discarded
    path = tmp_path / "broken-rule.txt"
    path.write_text(broken.to_text(), encoding="utf-8")
    assert page.open_path(path)
    rows = page.moves.row_texts()
    assert "Breaks a rule" in rows[3] and "Breaks a rule" not in rows[2]
    page.go((2,))
    text = page.notes.plain()
    assert "Rule broken:" in text and "One wan is a jiang: a jiang is never discarded." in text
    assert 'href="go:s000.p011"' in page.notes.toHtml()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_source_references_in_the_notes_read_as_the_sources_names(qtbot, tmp_path, lang):
    """The content loaded before the page was made: a comment's [[s000.p016]] still reads [海门 ¶16]."""
    import re

    from archive_app.ui.reader import source_marker

    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    ctx.load_content_now()
    page = shown(qtbot, ReplayPage(ctx))

    def comment(game) -> str:
        said = game.record.all_deals()[0].comment
        return said.text(lang) if said is not None else ""

    game = next(g for g in page.games.games if "[[s0" in comment(g))
    page.open_sample(game)
    page.go(())
    text = page.notes.plain()
    target = re.search(r"\[\[(s\d{3}\.p\d{3})\]\]", comment(game)).group(1)
    label = source_marker(target, ctx.library, lang, page.conv)[0]
    assert f"[{label}]" in text and not re.search(r"s\d{3}\.p\d{3}", text)
    assert f'href="go:{target}"' in page.notes.toHtml()


def test_autoplay_steps_on_until_stopped(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path)
    page.nav.speed.setCurrentIndex(0)  # the fastest
    page.nav.autoplay.setChecked(True)
    qtbot.waitUntil(lambda: len(page.session.path) and page.session.path[0] >= 2, timeout=5000)
    page.nav.autoplay.setChecked(False)
    stopped = page.session.path
    qtbot.wait(700)
    assert page.session.path == stopped


def test_without_sample_games_the_page_says_what_to_do(qtbot, tmp_path):
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = "en"
    page = shown(qtbot, ReplayPage(ctx, games_root=tmp_path / "none"))
    assert page.session is None and not page.nav.isEnabled() and page.games.titles() == []
    assert page.open_path(GAMES / "bahu" / "haimen-sample.txt") and page.nav.isEnabled()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_sample_games_of_the_content_replay_and_show_their_broken_rules(qtbot, tmp_path, lang):
    from archive_app.paths import CONTENT

    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    page = shown(qtbot, ReplayPage(ctx))
    if not page.games.games:
        pytest.skip("no sample games in content/games yet")
    for game in page.games.games:
        page.open_sample(game)
        last = page.session.line_paths()[-1]
        for point in ((), (last[0] // 2,), last):
            page.go(point)
            assert page.table.describe() and page.moves.current_path() == point
        assert page.result_view.result is not None and sum(page.result_view.result["net"]) == 0
        named = {v.rule for vs in page.session.broken.values() for v in vs}
        assert named == set(game.violations), game.path
        marked = [r for r in page.moves.row_texts() if "Breaks a rule" in r or "违反规则" in r]
        assert bool(marked) == bool(game.violations)
    assert str(CONTENT / "games") in str(page.games_root)


def test_a_sample_game_the_referee_refuses_opens_at_its_last_good_point(qtbot, tmp_path):
    import shutil

    from archive_app.paths import CONTENT
    from tests.test_games_content import break_games

    content = tmp_path / "content"
    shutil.copytree(CONTENT, content)
    expected = break_games(content)
    ctx = AppContext(tmp_path / "data", content_dir=content, cache_dir=tmp_path / "cache")
    ctx.settings.language = "en"
    page = shown(qtbot, ReplayPage(ctx))
    by_path = {g.path: g for g in page.games.games}
    assert "content/games/duzihu/danjiang-zz-copy.txt" not in by_path
    assert sum(t.startswith("Has an error: ") for t in page.games.titles()) == 2
    for path in ("content/games/bahu/haimen-heiba.txt", "content/games/bahu/haimen-pinghu.txt"):
        game = by_path[path]
        page.open_sample(game)
        assert page.session.path == ((game.fault_at - 1,) if game.fault_at else ())
        assert page.error.isVisibleTo(page) and f"{path}:{expected[path][0]}:" in page.error.text()
        for _ in range(3):
            page._nav("forward")  # the impossible move is not there to step onto
        page._nav("end")
        assert page.table.describe()


def test_a_record_in_card_order_shows_whole_hands_at_the_deal(qtbot, tmp_path):
    """A sample game lists its hands in card order, not as drawn: at the deal the table shows each hand
    whole, not its first three cards as if they had been drawn first."""
    page = make_page(qtbot, tmp_path)
    game = next(g for g in page.games.games if g.game == "bahu")
    page.open_sample(game)
    page.go(())
    model = page.table.model()
    assert [len(v.hand) for v in model.seats] == [len(h) for h in game.record.hands]
