"""Names, not codes: rule sets by their names from one function, one name per seat everywhere, cards by
name in running text, links as words and puzzles by title — in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from archive_app.games import adapter, keys
from archive_app.presenters.puzzle_pool import Filter
from archive_app.qt import QtCore
from archive_app.ui import language
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage, rules_name, seat_name
from archive_app.ui.pages.puzzles import PuzzlesPage
from archive_app.ui.pages.replay import ReplayPage
from archive_app.ui.pages.settle import SettlePage
from archive_app.ui.widgets.move_list import MoveWords, plain_comment
from archive_app.ui.widgets.practice_setup import PracticeSetup
from archive_app.ui.widgets.practice_words import PracticeWords
from archive_app.ui.widgets.puzzle_names import puzzle_title
from engine.duzihu.rules import RuleSet as DuzihuRules
from engine.duzihu.specials import off
from .widgets import shown

GAMES = Path(__file__).parent / "replay_games"
RULE_KEYS = {key for game in keys() for key in adapter(game).rule_sets}


@pytest.fixture(params=["en", "zh"])
def lang(request, qapp):
    ui = UiLanguage(QtCore.QCoreApplication.instance())
    ui.apply(request.param, "hans")
    yield request.param
    ui.apply("en", "hans")


def no_key(text: str) -> bool:
    """No rule-set key stands in ``text`` as a word of its own."""
    return not any(re.search(rf"(?<![\w+-]){re.escape(k)}(?![\w+-])", text) for k in RULE_KEYS)


def test_every_rule_set_has_its_name_from_the_engine_in_both_languages(lang):
    for game in keys():
        for key in adapter(game).rule_sets:
            title = adapter(game).plug.preset(key).title()
            assert rules_name(key) == (title.zh if lang == "zh" else title.en)
            assert rules_name(key) != key and rules_name(key, short=True) != key
    assert rules_name("haimen") == ("海门八胡" if lang == "zh" else "Haimen Bahu")


def test_the_pages_menus_name_rule_sets_by_the_one_function(qtbot, tmp_path, lang):
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    settle = shown(qtbot, SettlePage(ctx))
    combo = settle.rules_combo
    assert [combo.itemText(i) for i in range(combo.count())] == [rules_name(k) for k in ("haimen", "tongdong")]
    setup = PracticeSetup()
    qtbot.addWidget(setup)
    for game in keys():
        setup.set_choice(game, adapter(game).rule_sets[0], 0, "casual")
        texts = [setup.rules.itemText(i) for i in range(setup.rules.count())]
        assert texts == [rules_name(setup.rules.itemData(i), short=True) for i in range(setup.rules.count())]
        assert all(no_key(t) for t in texts)
        seats = [setup.seat.itemText(i) for i in range(setup.seat.count())]
        assert seats == [seat_name(setup.seat.itemData(i)) for i in range(setup.seat.count())]


def test_an_engine_reason_names_the_rule_set_not_its_key():
    for key in DuzihuRules.preset_names():
        rules = DuzihuRules.named(key)
        if rules.shisanhu:
            continue
        reason = off(False, "duzihu.shisanhu", rules)
        assert no_key(reason.zh) and no_key(reason.en)
        assert rules.title().zh + "没有这条规则" in reason.zh and reason.en.endswith("not a rule of " + rules.title().en)


def test_a_seat_has_one_name_in_the_table_the_move_list_and_the_result(qtbot, tmp_path, lang):
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    page = shown(qtbot, ReplayPage(ctx, games_root=GAMES))
    for game in page.games.games:
        page.open_sample(game)
        page.go((len(game.record.events) - 1,))
        result = page.result_view.result
        seats = range(len(result["net"]))
        names = [seat_name(s) for s in seats]
        assert names == [page.table.seat_name(s) for s in seats] == [page.moves.words.seat(s) for s in seats]
        assert all(n in page.result_view.net.text() for n in names if result["net"][names.index(n)] is not None)
        assert names[0] == ("甲家" if lang == "zh" else "Player A")
        model = page.table.model()
        dealer = next(v.seat for v in model.seats if v.dealer)
        playing = [v.seat for v in model.seats if v.plays or v.dealer]
        after = playing[(playing.index(dealer) + 1) % len(playing)]
        assert page.table.place_word(dealer) == ("庄家" if lang == "zh" else "dealer")
        assert page.table.place_word(after) == ("下家" if lang == "zh" else "next (xiajia)")
        moves = [page.moves.item(i).text() for i in range(1, page.moves.count())]
        assert all(not re.search(r"[Pp]layer \d|玩家 ?\d", t) for t in moves)
        assert all(not re.search(r"\b\d[mspxd]\b", t.split("\n")[0]) for t in moves)  # the move's cards by name


def test_the_settlement_names_players_as_the_table_does(qtbot, tmp_path):
    ctx = AppContext(tmp_path / "data")
    page = shown(qtbot, SettlePage(ctx))
    text = page.diagram.describe() + "\n".join(page.lines.texts())
    assert "Player A" in text and not re.search(r"[Pp]layer \d", text)
    headers = [page.table.verticalHeaderItem(i).text() for i in range(page.table.rowCount())]
    assert headers[0] == "Player A pays"


def test_the_practice_status_and_the_moves_name_the_card(lang):
    words = MoveWords()
    words.lang, words.game = lang, "bahu"
    say = PracticeWords(words)
    status = say.status("claim", card="4p")
    assert "4p" not in status and ("四饼" if lang == "zh" else "four bing") in status
    from engine.core.game import Event
    from engine.decks.changpai import BY_CODE

    chi = Event(1, "chi", BY_CODE["8m"], (BY_CODE["6m"], BY_CODE["7m"]))
    text = say.describe(chi)
    assert not re.search(r"\d[msp]", text)
    assert text == ("吃八万（六万七万）" if lang == "zh" else "chi eight wan with six wan and seven wan")


def test_a_glossary_link_shows_its_word_even_without_the_library(lang):
    text = "[[g:zhuangjia]] [[s000.p016]]"
    shown_text = plain_comment(text, None, lang)
    assert "g:" not in shown_text and "zhuangjia" not in shown_text.replace("(zhuangjia)", "")
    assert ("庄家" if lang == "zh" else "dealer") in shown_text
    assert language.installed()[0] == lang


def test_puzzles_show_a_title_and_the_type_menu_only_types_that_find_puzzles(qtbot, tmp_path, lang):
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language, ctx.settings.puzzles_mode = lang, "practice"
    page = shown(qtbot, PuzzlesPage(ctx), (1100, 800))
    page.after_first_paint()
    pool = page.trainer.pool
    for game in keys():
        combo = page.filters.type_combo
        page.filters.game_combo.setCurrentIndex(page.filters.game_combo.findData(game))
        types = [combo.itemData(i) for i in range(combo.count()) if combo.itemData(i) is not None]
        assert types and all(pool.select(Filter(game, None, t)) for t in types)
        assert all(combo.itemText(i) != combo.itemData(i) for i in range(1, combo.count()))  # each translated
    puzzle = next(iter(pool.select(Filter("bahu", "haimen", "claim"))))
    page.show_puzzle(puzzle)
    assert puzzle.id not in page.board.meta.text() and puzzle_title(puzzle, pool) in page.board.meta.text()
    assert re.search(r"\d", puzzle_title(puzzle, pool))
