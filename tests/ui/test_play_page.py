"""The practice table alone: whole hands of each game played to the end through the page's buttons and
card clicks against greedy bots with no wait, only legal moves ever offered, the record saved passing
``record check`` with no rule broken, the hand counted in the store, reviewed, opened again; a hand
cut off and restored after a restart; a compulsory claim explained; both languages."""

from __future__ import annotations

import time

import pytest

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages.play import PlayPage
from engine.core.game import Event
from engine.core.record import Record
from engine.replay.commands import check_record

Qt = QtCore.Qt


@pytest.fixture(params=["en", "zh"])
def lang(request):
    language = UiLanguage(QtCore.QCoreApplication.instance())
    language.apply(request.param, "hans")
    yield request.param
    language.apply("en", "hans")


def finish_work(page) -> None:
    """Work off the UI thread finishes before the page is deleted at the end of a test (a page deleted
    with a move in flight brings Qt down in a later test). A minute of polls at the least: a wait that
    ends as soon as the page is idle, not a clock."""
    for _ in range(6000):
        page.timer.stop()  # again each time: a bot's move delivered here starts it for the next one
        if page.idle():
            return
        QtWidgets.QApplication.processEvents()
        time.sleep(0.01)
    raise AssertionError("the practice table's work off the UI thread never finished")


def make_page(qtbot, data, lang="en", size=(1280 - 190, 860 - 80)) -> PlayPage:
    ctx = AppContext(data)
    ctx.settings.language = lang
    ctx.settings.play_delay = 0
    page = PlayPage(ctx)
    qtbot.addWidget(page, before_close_func=finish_work)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=2000)
    return page


def deal(page, game, rules, seat, number) -> None:
    page.setup.set_choice(game, rules, seat, "casual", 0)
    page.setup.random.setChecked(False)
    page.setup.deal.setValue(number)
    page.deal_new()


def wait_for_learner(qtbot, page) -> None:
    qtbot.waitUntil(lambda: page.hand.is_over() or page.hand.players_turn(), timeout=20000)


def click_card(qtbot, page, code: str) -> None:
    seat = page.hand.seat
    rect = next(r for s, c, r in page.table.hand_rects() if s == seat and c == code)
    qtbot.mouseClick(page.table, Qt.MouseButton.LeftButton, pos=rect.center())


def play_through(qtbot, page, prefer_pass: bool = False) -> int:
    """Play the learner's every decision through the UI, checking that exactly the legal moves are
    offered; returns the decisions made."""
    made = 0
    while True:
        wait_for_learner(qtbot, page)
        h = page.hand
        if h.is_over():
            return made
        legal = h.legal()
        discards = [e for e in legal if e.type == "discard"]
        assert sorted(map(str, page.actions.offered())) == sorted(str(e) for e in legal if e.type != "discard")
        clickable = {c for s, c, r in page.table.hand_rects() if s == h.seat}
        assert {e.card.code for e in discards} <= clickable
        before = len(h.events)
        buttons = page.actions.offered()
        passing = [e for e in buttons if e.type == "pass"]
        if discards and (not buttons or made % 3 == 0):
            pick = discards[made % len(discards)]
            if made % 2:
                click_card(qtbot, page, pick.card.code)
            else:  # the keyboard: the arrows choose the card, Enter discards it
                page.table.setFocus()
                for _ in range(made % len(discards)):
                    qtbot.keyClick(page.table, Qt.Key.Key_Right)
                qtbot.keyClick(page.table, Qt.Key.Key_Return)
        elif passing and prefer_pass:
            page.actions.press(passing[0])
        else:
            page.actions.press(buttons[made % len(buttons)])
        assert len(h.events) > before and h.events[before].seat == h.seat
        made += 1


@pytest.mark.parametrize("game,rules,seat", [("bahu", "haimen", 1), ("duzihu", "danjiang", 2), ("waihuzi", "waihuzi", 0)])
def test_a_whole_hand_played_through_the_page(qtbot, tmp_path, game, rules, seat):
    page = make_page(qtbot, tmp_path / "data")
    page.setup.set_choice(game, rules, seat, "casual", 0)
    page.setup.random.setChecked(False)
    page.setup.deal.setValue(11)
    qtbot.mouseClick(page.setup.start, Qt.MouseButton.LeftButton)
    assert page.table.view_seat() == seat  # the others' hands face down
    made = play_through(qtbot, page)
    assert made > 0 and page.hand.is_over()
    out = check_record(Record.from_text(page.saved_path.read_text(encoding="utf-8")))
    assert out["ok"] and out["violations"] == [] and out["result"]["end"] in ("hu", "exhausted")
    assert page.result_view.result is not None and page.ctx.settings.play_in_progress == ""
    unit = {"bahu": "zhuang", "duzihu": "hu", "waihuzi": "xi"}[game]  # the net in the game's money, not bare
    assert page.result_view.net.text().count(f" {unit}") == len(out["result"]["net"])
    # "Open in replay" shows the saved record on the replay page
    from archive_app.ui.pages.replay import ReplayPage

    replay = ReplayPage(page.ctx)
    qtbot.addWidget(replay)
    page.ctx.navigator.attach(lambda key: replay, ("replay",))  # the page alone: a window of one page
    qtbot.mouseClick(page.open_replay, Qt.MouseButton.LeftButton)
    assert replay.source == str(page.saved_path) and replay.session.record.game == game
    qtbot.waitUntil(lambda: "Analysing" not in replay.notes.plain(), timeout=20000)
    from archive_app.store import practice

    rows = practice.progress(page.ctx.store)
    assert rows[game].played == 1 and rows[game].won == int(out["result"]["winner"] == seat)
    assert rows[game].average == out["result"]["zhuang"][seat]
    qtbot.waitUntil(lambda: "reviewing" not in page.review.plain(), timeout=20000)
    text = page.review.plain()
    assert "Move " in text or "every decision as the engine" in text
    if "Move " in text:
        assert "cannot see" in text
    # the hand played before opens again from the progress list, with its review
    assert page.progress.recent.count() == 1
    page.progress.open_button.click()
    assert page.hand.is_over() and page.result_view.result is not None


def test_the_hand_in_progress_comes_back_after_a_restart(qtbot, tmp_path):
    data = tmp_path / "data"
    page = make_page(qtbot, data)
    page.setup.set_choice("bahu", "tongdong", 2, "casual", 0)
    page.setup.random.setChecked(False)
    page.setup.deal.setValue(5)
    page.deal_new()
    wait_for_learner(qtbot, page)
    for _ in range(2):  # two decisions, then the app "crashes"
        wait_for_learner(qtbot, page)
        if page.hand.is_over():
            break
        options = page.hand.legal()
        page.choose(options[0])
    wait_for_learner(qtbot, page)
    kept = page.hand.record
    page.timer.stop()
    page.ctx.settings.play_level = "beginner"  # the menu changed, no new hand dealt: the kept hand's bot stands
    page.close()
    again = make_page(qtbot, data)
    assert not again.banner.isHidden() and again.hand is None and again.setup.choice()[3] == "beginner"
    again.banner.resume_button.click()
    assert again.hand.record.events[:len(kept.events)] == kept.events
    assert again.hand.seat == 2 and again.setup.choice() == ("bahu", "tongdong", 2, "casual")


def test_only_legal_moves_exist_and_an_illegal_card_is_refused(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path / "data")
    deal(page, "bahu", "haimen", 0, 3)
    while True:
        wait_for_learner(qtbot, page)
        if page.hand.is_over() or any(e.type == "discard" for e in page.hand.legal()):
            break
        page.actions.press(page.actions.offered()[-1])
    assert not page.hand.is_over()
    legal = {e.card.code for e in page.hand.legal() if e.type == "discard"}
    held = [c for s, c, r in page.table.hand_rects() if s == 0]
    refused = [c for c in held if c not in legal]
    assert refused  # 将 in hand
    n = len(page.hand.events)
    for code in refused[:2]:  # 将 are never discarded: clicking one plays nothing
        click_card(qtbot, page, code)
        assert len(page.hand.events) == n
    some = page.hand.legal()[0]
    page.choose(Event(3, "discard", some.card))  # another seat's move: refused
    assert len(page.hand.events) == n


def test_a_compulsory_claim_is_explained(qtbot, tmp_path):
    """Tongdong makes 开招 compulsory (s001.p063 s001.p112): holding three 3s when the fourth comes up,
    only 杠 is offered, and the page says why."""
    page = make_page(qtbot, tmp_path / "data")
    deal(page, "bahu", "tongdong", 1, 2)
    while page.actions.duty.isHidden():
        wait_for_learner(qtbot, page)
        assert not page.hand.is_over(), "no compulsory claim came"
        if not page.actions.duty.isHidden():
            break
        page.choose(page.hand.legal()[0])
    offered = page.actions.offered()
    assert [e.type for e in offered] == ["gang"] and offered[0].card.code == "3s"
    assert "Kaizhao is compulsory" in page.actions.duty.text() and "three of the three tiao" in page.actions.duty.text()
    page.actions.press(offered[0])
    assert page.hand.events[-1] == offered[0] and page.actions.duty.isHidden()


def test_both_languages_and_the_hint(qtbot, tmp_path, lang):
    page = make_page(qtbot, tmp_path / "data", lang)
    deal(page, "duzihu", "danjiang", 1, 7)
    wait_for_learner(qtbot, page)
    assert not page.hand.is_over()
    qtbot.mouseClick(page.actions.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "thinking" not in page.hints.plain() and "思考" not in page.hints.plain(), timeout=20000)
    text = page.hints.plain()
    if lang == "zh":
        assert "引擎" in text and "Your" not in text
        assert page.setup.start.text().startswith("新") and page.tabs.tabText(0) != "&Hints"
        assert all(b.text() and not b.text().startswith("peng") for b, _ in page.actions.buttons)
    else:
        assert "The engine would play" in text
    if lang == "en":  # the hint shown is said again after a live switch to Chinese and back
        language = UiLanguage(QtCore.QCoreApplication.instance())
        try:
            for now in ("zh", "en"):
                language.apply(now, "hans")
                page.ctx.settings.language = now
                page.ctx.language_changed.emit(now)
                again = page.hints.plain()
                assert ("The engine would play" in again) == (now == "en") and ("引擎" in again) == (now == "zh")
        finally:
            language.clear()
        assert page.hints.plain() == text
    assert page.actions.status.text()
    hidden = [c for s, c, r in page.table.hand_rects() if s != 1 and page.table.model().seats[s].plays]
    assert hidden and all(c is None for c in hidden)  # the others' hands face down …
    page.setup.show_all.setChecked(True)  # … unless asked for
    assert page.table.view_seat() is None and all(c for s, c, r in page.table.hand_rects())


def _deal_options() -> list[tuple[str, str, int, bool]]:
    """Every game, rule set and seat the table offers, with a random deal and with a numbered one."""
    from archive_app.games import keys
    from archive_app.presenters.practice import rule_sets, seats_of

    return [(g, r, s, rnd) for g in keys() for r in rule_sets(g) for s in seats_of(g) for rnd in (True, False)]


@pytest.mark.parametrize("game,rules,seat,random_deal", _deal_options())
def test_new_hand_starts_with_every_deal_option(qtbot, tmp_path, game, rules, seat, random_deal):
    import random

    from archive_app.presenters.practice import learner_sits_out

    random.seed(f"{game}.{rules}.{seat}")  # the random deal box draws its number from here
    page = make_page(qtbot, tmp_path / "data")
    page.setup.set_choice(game, rules, seat, "casual", 0)
    page.setup.random.setChecked(random_deal)
    if not random_deal:
        page.setup.deal.setValue(7)
    qtbot.mouseClick(page.setup.start, Qt.MouseButton.LeftButton)
    h = page.hand
    assert h is not None and (h.game, h.record.rules, h.seat) == (game, rules, seat)
    assert not (random_deal and learner_sits_out(h))  # a random deal is one the learner plays
    wait_for_learner(qtbot, page)  # the bots play up to the learner's first choice
    if page.hand.players_turn():
        assert page.hand.legal() and page.actions.hint_button.isEnabled()
    else:
        assert page.hand.events and page.result_view.result is not None


def test_the_levels_are_named_for_people_described_chosen_by_keyboard_and_remembered(qtbot, tmp_path, lang):
    from archive_app.presenters.practice import bot_move
    from archive_app.presenters.practice_levels import bot_of

    data = tmp_path / "data"
    page = make_page(qtbot, data, lang)
    combo = page.setup.bots
    names = [combo.itemText(i) for i in range(combo.count())]
    tips = [combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())]
    assert names == (["新手", "普通玩家", "高手"] if lang == "zh" else ["Beginner", "Casual player", "Strong player"])
    assert len(set(tips)) == 3 and all(tips) and combo.toolTip() == tips[combo.currentIndex()]
    engine_words = ("random", "greedy", "lookahead", "thinks")
    assert not any(w in t.lower() for t in names for w in engine_words)
    if lang == "zh":
        assert all("胡" in t for t in tips)
    # the keyboard: Alt + the label's letter reaches the menu, the arrows choose the beginner
    page.setup.set_choice("bahu", "haimen", 1, "casual", 0)
    page.setup.random.setChecked(False)
    page.setup.deal.setValue(4)
    said: list[str] = []
    page.ctx.status.connect(said.append)
    qtbot.keyClick(page, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    assert combo.hasFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Up)
    assert page.setup.choice()[3] == "beginner" and combo.toolTip() == tips[0]
    assert said == [names[0] + ("：" if lang == "zh" else ": ") + tips[0]]  # the status bar says it, not only a tooltip
    page.deal_new()
    h = page.hand
    assert h.bot == "random" and h.record.tags["Practice"].split()[1] == "random"
    assert page.ctx.settings.play_level == "beginner"
    play_through(qtbot, page)
    # every choice the bots made is the beginner's bot's, not another's
    from dataclasses import replace

    from archive_app.presenters.practice import PracticeHand

    chosen = 0
    for i, e in enumerate(h.events):
        before = PracticeHand(replace(h.record, events=h.events[:i]))
        if e.seat != 1 and before.forced() is None:
            chosen += 1
            assert bot_move(before.record, "random") == e and bot_move(before.record, "greedy") is not None
    assert chosen
    finish_work(page)
    page.close()
    again = make_page(qtbot, data, lang)
    assert again.setup.choice()[3] == "beginner"
    again.setup.set_choice("bahu", "haimen", 1, "strong", 0)
    again.deal_new()
    assert again.hand.bot == bot_of("strong") and again.ctx.settings.play_level == "strong"


def _log_rows(page) -> list[str]:
    return page.log.row_texts()


def test_the_log_lists_every_bot_move_in_order_and_follows_a_live_switch(qtbot, tmp_path):
    from archive_app.games import adapter
    from archive_app.ui.language import seat_name

    page = make_page(qtbot, tmp_path / "data", "en")
    deal(page, "duzihu", "danjiang", 2, 11)
    draws: list = []
    while not draws:  # mid-hand, the others' hands hidden: a card a bot drew is not named
        wait_for_learner(qtbot, page)
        assert not page.hand.is_over()
        draws = [(n, e) for n, e in enumerate(page.hand.events, 1) if e.seat != 2 and e.type == "draw"]
        if not draws:
            page.choose(page.hand.legal()[0])
    rows = dict(r.split(". ", 1) for r in _log_rows(page))
    for n, e in draws:
        assert rows[str(n)] == f"{seat_name(e.seat, 'en')} draws"
    play_through(qtbot, page)
    h = page.hand
    bots = [(n, e) for n, e in enumerate(h.events, 1) if e.seat != h.seat]
    rows = _log_rows(page)
    assert len(rows) == len(bots) > 0
    for row, (n, e) in zip(rows, bots):  # in order, each numbered as the record, seat and card by name
        number, text = row.split(". ", 1)
        assert int(number) == n and text.startswith(seat_name(e.seat, "en") + " ")
        if e.card is not None:
            assert adapter("duzihu").card_names(e.card.code)[1] in text
            assert e.card.code not in text.split()  # a name, never the notation
    english = rows
    language = UiLanguage(QtCore.QCoreApplication.instance())
    try:
        language.apply("zh", "hans")
        page.ctx.settings.language = "zh"
        page.ctx.language_changed.emit("zh")
        chinese = _log_rows(page)
        assert len(chinese) == len(english) and chinese != english
        for row, (n, e) in zip(chinese, bots):
            assert row.startswith(f"{n}. {seat_name(e.seat, 'zh')} ") and "Player" not in row
            if e.card is not None:
                assert adapter("duzihu").card_names(e.card.code)[0] in row
        language.apply("en", "hans")
        page.ctx.settings.language = "en"
        page.ctx.language_changed.emit("en")
        assert _log_rows(page) == english
    finally:
        language.clear()


def test_the_progress_counts_in_the_games_money(qtbot, tmp_path, lang):
    from archive_app.store import practice

    page = make_page(qtbot, tmp_path / "data", lang)
    for game, net in (("bahu", 3), ("duzihu", -12), ("waihuzi", 5)):
        practice.add_game(page.ctx.store, game, "", 0, "greedy", "hu", net > 0, abs(net), net, "record")
    page._show_progress()
    unit = {"bahu": ("庄", "zhuang"), "duzihu": ("胡", "hu"), "waihuzi": ("息", "xi")}
    table = page.progress.table
    for row in range(table.rowCount()):
        game = next(g for g in unit if table.item(row, 0).text() == page.setup.game_name(g))
        word = unit[game][0 if lang == "zh" else 1]
        assert table.item(row, 3).text().endswith(" " + word) and table.item(row, 4).text().endswith(" " + word)
    assert all(any(f" {w[0 if lang == 'zh' else 1]})" in page.progress.recent.item(i).text() for w in unit.values())
               for i in range(page.progress.recent.count()))


def test_a_level_chosen_before_levels_had_names_is_kept(tmp_path):
    """The setting once held the engine's bot ("lookahead"); it comes back as the level that plays it."""
    from archive_app.presenters.practice_levels import level_of
    from archive_app.settings import Settings

    path = tmp_path / "settings.ini"
    old = QtCore.QSettings(str(path), QtCore.QSettings.Format.IniFormat)
    old.setValue("play/bots", "lookahead")
    old.sync()
    settings = Settings(path)
    assert settings.play_level == level_of("lookahead") == "strong"
    assert settings.qsettings.value("play/bots") is None


def test_a_long_move_button_gives_way_on_a_narrow_window(qtbot):
    """八胡's longest 吃 once made the practice table wider than an 800-pixel window: its button may now be
    narrower than its words, which its tooltip says whole."""
    from archive_app.ui.widgets.practice_actions import PracticeActions
    from engine.cards import ALL_CARDS

    actions = PracticeActions()
    qtbot.addWidget(actions)
    card = ALL_CARDS[0]
    actions.describe = lambda e: "chi five bing with three bing, four bing, six bing, seven bing, eight bing and nine bing"
    actions.set_moves([Event(0, "chi", card), Event(0, "pass")], "")
    long_button = actions.buttons[0][0]
    assert long_button.sizeHint().width() > 400 and actions.minimumSizeHint().width() < 300
    assert long_button.toolTip() == long_button.text() and "nine bing" in long_button.toolTip()
    actions.resize(280, 200)
    actions.show()
    qtbot.waitExposed(actions)
    assert long_button.width() <= 280


def test_many_moves_scroll_within_three_rows_instead_of_leaving_the_window(qtbot):
    """A 八胡 card can be taken by a dozen 吃: their buttons keep to three rows and scroll, so the last
    of them (and the table above) stay on an 800×600 window, and pressing one brings it into view."""
    from archive_app.ui.widgets.practice_actions import PracticeActions
    from engine.cards import ALL_CARDS

    actions = PracticeActions()
    qtbot.addWidget(actions)
    actions.describe = lambda e: f"chi {e.card.en} with its neighbours, a long way round" if e.card else "pass"
    moves = [Event(0, "chi", card) for card in ALL_CARDS[:13]] + [Event(0, "pass")]
    actions.set_moves(moves, "")
    actions.resize(420, 500)
    actions.show()
    qtbot.waitExposed(actions)
    button_height = actions.buttons[0][0].height()
    assert actions.area.height() <= 3 * button_height + 2 * 4 + 2
    bar = actions.area.verticalScrollBar()
    assert bar.maximum() > 0  # the rest are there to scroll to
    last, event = actions.buttons[-1]
    pressed = []
    actions.chosen.connect(pressed.append)
    actions.press(event)
    assert pressed == [event] and bar.value() > 0
    actions.set_moves([Event(0, "pass")], "")
    qtbot.waitUntil(lambda: actions.area.height() < 2 * button_height)  # one row: no empty rows kept
