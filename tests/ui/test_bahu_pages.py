"""The 八胡 hand lab (`bahu`) and settlement (`settle`) pages, the card picker and the hand view."""

from __future__ import annotations

import pytest

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.card_picker import CardGrid, CardPicker, MeldEditor
from archive_app.ui.context import AppContext
from archive_app.ui.widgets.hand_view import CardGroup, HandView
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages.bahu import EXAMPLES, BahuPage
from archive_app.ui.pages.settle import SettlePage
from archive_app.ui.window import MainWindow
from engine.bahu import reasons
from engine.cards import BY_CODE
from .widgets import shown

Qt = QtCore.Qt
WAITS_HAIMEN = "1m 2m 3m 7m 1s 2s 3s 9s 1p 6p 7p 8p 9p Q H B X"


@pytest.fixture
def ctx(tmp_path):
    return AppContext(tmp_path / "data")


@pytest.fixture
def lab(qtbot, ctx) -> BahuPage:
    return shown(qtbot, BahuPage(ctx))


@pytest.fixture
def settle_page(qtbot, ctx) -> SettlePage:
    return shown(qtbot, SettlePage(ctx))


def _type(qtbot, edit: QtWidgets.QLineEdit, text: str) -> None:
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:  # QTest cannot synthesise CJK key events: an input method commits the text instead
        edit.insert(text)


def type_hand(qtbot, page: BahuPage, hand: str, melds: tuple[str, ...] = ()) -> None:
    """Type the hand into the notation line and add each meld through the meld row, as a user would."""
    page.clear()
    for meld in melds:
        kind, cards = meld.split(":")
        editor = page.meld_editor
        editor.kind_combo.setCurrentIndex(editor.kind_combo.findData(kind))
        _type(qtbot, editor.cards_edit, cards)
        qtbot.keyClick(editor.cards_edit, Qt.Key.Key_Return)
        assert not editor.error(), editor.error()
    _type(qtbot, page.picker.edit, hand)


def click_card(qtbot, grid: CardGrid, code: str, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(grid, button, pos=grid.cell_rect(BY_CODE[code].index).center())


# --- the hand lab: the worked examples -----------------------------------------------------------------
@pytest.mark.parametrize("hand, melds, yuan, hutou, can_hu", [
    ("2s2m8p 3s3m7p 456m 789p", ("peng:Q",), True, 6, False),
    ("2s2m8p 3s3m7p 456m 789p 5s", ("peng:Q",), False, None, False),
    ("123p 123p 2s2m8p 3s3m7p 1s1m9p QH9s", ("peng:5m",), True, 7, False),
    ("1s 2s 3s", (), False, None, False),
    ("7m8m9m 7s8s9s", (), False, None, False),
    ("9m9s9p 5m5s5p5p", (), True, 0, False),
    ("2s2m8p 3s3m7p 456m 78p", ("peng:Q", "peng:H"), True, 10, True),
])
def test_typed_examples_give_the_documented_verdicts(qtbot, lab, hand, melds, yuan, hutou, can_hu):
    type_hand(qtbot, lab, hand, melds)
    view = lab.results[0]
    a = view.analysis
    assert a is not None and lab.picker.error() == ""
    assert (a.yuan, a.hutou, a.can_hu) == (yuan, hutou, can_hu)
    text = view.verdict.text()
    if yuan:
        assert f"{hutou} hutou" in text
        assert ("can win" in text) == can_hu and ("cannot win" in text) != can_hu
    else:
        assert text.startswith("Not yuan")
        assert view.hand_view.groups()[-1].tone == "bad"  # the hand, strays framed
        assert view.hand_view.groups()[-1].marked
    assert view.reasons.texts(), "every verdict explains itself"


def test_default_is_the_winning_example_with_its_waits(lab):
    a = lab.results[0].analysis
    assert lab.rules() == "haimen"
    assert (a.yuan, a.hutou, a.can_hu) == (True, 10, True)
    waits = " ".join(g.cards[0] for g in lab.results[0].waits_view.groups())
    assert waits == WAITS_HAIMEN
    captions = [g.caption for g in lab.results[0].hand_view.groups()]
    assert "Two-Eight Gang" in captions or "二八帮子" in captions
    assert lab.settle_button.isEnabled()
    assert "chengpai" in lab.results[0].facts.text()


def test_waits_under_tongdong_leave_out_xi(qtbot, lab):
    lab.set_rules("tongdong")
    waits = " ".join(g.cards[0] for g in lab.results[0].waits_view.groups())
    assert waits == WAITS_HAIMEN.removesuffix(" X")
    assert not lab.picker.grid.xi_visible()


def test_chinese_names_parse(qtbot, lab):
    type_hand(qtbot, lab, "二八帮子")  # not cards: 帮子 is the bad token
    assert "帮子" in lab.picker.error()
    type_hand(qtbot, lab, "二万 二條 八饼 三万 三条 七筒", ("peng:千字", "peng:空窑"))
    a = lab.results[0].analysis
    assert a is not None and a.yuan and a.hutou == 10


# --- bad input ----------------------------------------------------------------------------------
def test_bad_notation_names_the_token_and_does_not_crash(qtbot, lab):
    type_hand(qtbot, lab, "2m 3z 4m")
    assert "3z" in lab.picker.error()
    assert lab.picker.error_label.isVisible() and "3z" in lab.picker.error_label.text()
    assert lab.analysis is None  # nothing to settle or save: the verdict shown is the last hand read, marked so
    assert lab.results[0].stale_note.isVisible() and "3z" not in lab.results[0].verdict.text()
    assert not lab.settle_button.isEnabled() and not lab.save_button.isEnabled()
    # fixing it clears the error
    qtbot.keyClick(lab.picker.edit, Qt.Key.Key_End)
    lab.picker.set_text("2m 3m 4m")
    assert lab.picker.error() == "" and not lab.picker.error_label.isVisible()
    assert lab.results[0].analysis is not None and not lab.results[0].stale_note.isVisible()


def test_fifth_copy_and_xi_are_named(qtbot, lab):
    type_hand(qtbot, lab, "Q Q", ("peng:Q",))  # 3 on the table + 2 in hand
    assert "“Q”" in lab.picker.error()
    lab.set_rules("tongdong")
    type_hand(qtbot, lab, "X 2m")
    assert "“X”" in lab.picker.error()


def test_bad_meld_is_named(qtbot, lab):
    editor = lab.meld_editor
    editor.kind_combo.setCurrentIndex(editor.kind_combo.findData("peng"))
    qtbot.keyClicks(editor.cards_edit, "9z")
    qtbot.keyClick(editor.cards_edit, Qt.Key.Key_Return)
    assert "9z" in editor.error() and editor.error_label.isVisible()
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)  # still there: still named
    assert "9z" in editor.error()
    editor.cards_edit.clear()
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    assert editor.error()  # an empty Add says what to do


# --- the picker ---------------------------------------------------------------------------------
def test_picker_adds_cards_by_mouse_and_keeps_four_copies(qtbot, lab):
    lab.clear()
    grid = lab.picker.grid
    for _ in range(5):
        click_card(qtbot, grid, "5m")
    assert [c.code for c in lab.picker.cards()] == ["5m"] * 4
    assert grid.counts_left()[BY_CODE["5m"].index] == 0
    click_card(qtbot, grid, "5m", Qt.MouseButton.RightButton)  # take one back
    assert [c.code for c in lab.picker.cards()] == ["5m"] * 3
    assert grid.counts_left()[BY_CODE["5m"].index] == 1


def test_picker_counts_the_table_melds(qtbot, lab):
    type_hand(qtbot, lab, "", ("peng:5m",))
    grid = lab.picker.grid
    assert grid.counts_left()[BY_CODE["5m"].index] == 1
    click_card(qtbot, grid, "5m")
    click_card(qtbot, grid, "5m")
    assert [c.code for c in lab.picker.cards()] == ["5m"]


def test_picker_keyboard(qtbot, lab):
    lab.clear()
    grid = lab.picker.grid
    grid.setFocus()
    grid.set_current("1m")
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    qtbot.keyClick(grid, Qt.Key.Key_Return)  # 3m
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    qtbot.keyClick(grid, Qt.Key.Key_Space)  # 3s
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    qtbot.keyClick(grid, Qt.Key.Key_Enter)  # the specials row, third column: B
    assert [c.code for c in lab.picker.cards()] == ["3m", "3s", "B"]
    qtbot.keyClick(grid, Qt.Key.Key_Backspace)
    assert [c.code for c in lab.picker.cards()] == ["3m", "3s"]


def test_standalone_picker_and_meld_editor(qtbot):
    picker = CardPicker()
    qtbot.addWidget(picker)
    with qtbot.waitSignal(picker.changed):
        picker.grid.pick("Q")
    assert picker.text() == "Q"
    picker.set_xi_in_play(False)
    assert not picker.grid.pick("X")
    editor = MeldEditor(("peng", "gang", "bomb"))
    qtbot.addWidget(editor)
    editor.popup_grid.pick("H")  # picking a face in the pop-up adds the meld at once
    assert editor.meld_texts() == ["peng:H"]
    with qtbot.waitSignal(editor.changed):
        qtbot.mouseClick(editor.chips.itemAt(0).widget().remove_button, Qt.MouseButton.LeftButton)
    assert editor.meld_texts() == []


def test_hand_view_wraps_to_its_width(qtbot):
    view = HandView(80)
    qtbot.addWidget(view)
    view.set_groups([CardGroup(("2m", "2s", "8p"), "二八帮子", "+1")] * 6)
    assert view.heightForWidth(220) > view.heightForWidth(2000)
    assert "二八帮子" in view.describe()


# --- compare, links, saving ------------------------------------------------------------------------
def test_compare_mode_shows_both_rule_sets(qtbot, lab, ctx):
    lab.load(*EXAMPLES[7])  # pengs join a baozi only under haimen
    qtbot.mouseClick(lab.compare_box, Qt.MouseButton.LeftButton)
    assert lab.compare() and ctx.settings.bahu_compare
    left, right = lab.results
    assert right.isVisible() and lab.diff_panel.isVisible()
    assert (left.rules, right.rules) == ("haimen", "tongdong")
    assert left.analysis.yuan and left.analysis.can_hu
    assert not right.analysis.yuan
    assert "disagree" in lab.compare_summary.text()
    texts = [w.text() for w in lab.diff_panel.findChildren(QtWidgets.QLabel)]
    assert any("deck" in t or "张数" in t for t in texts)
    assert any("124" in t for t in texts) and any("120" in t for t in texts)
    assert lab.diff_panel.findChildren(QtWidgets.QPushButton)  # each option links to its sources
    qtbot.mouseClick(lab.compare_box, Qt.MouseButton.LeftButton)
    assert not lab.results[1].isVisible() and not ctx.settings.bahu_compare


def test_xi_under_tongdong_in_compare_mode_is_an_error_line_not_a_crash(qtbot, lab):
    lab.compare_box.setChecked(True)
    type_hand(qtbot, lab, "X 2s2m8p 3s3m7p 456m 78p", ("peng:Q", "peng:H"))
    assert lab.results[0].analysis is not None
    assert lab.results[1].analysis is None and "Xi" in lab.results[1].verdict.text()


def test_source_link_click_opens_the_paragraph(qtbot, lab, ctx):
    links = lab.results[0].reasons.links()
    assert links and all(link.target.startswith("s00") for link in links)
    with qtbot.waitSignal(ctx.open_target, timeout=1000) as blocker:
        qtbot.mouseClick(links[0], Qt.MouseButton.LeftButton)
    assert blocker.args == [links[0].target]
    links[1].setFocus()
    with qtbot.waitSignal(ctx.open_target, timeout=1000) as blocker:
        qtbot.keyClick(links[1], Qt.Key.Key_Space)
    assert blocker.args == [links[1].target]


def test_save_and_reload_a_hand(qtbot, lab, ctx):
    lab.load(*EXAMPLES[3])
    lab.set_rules("tongdong")
    hand_id = lab.save_hand()
    assert hand_id
    rows = ctx.store.saved_hands("bahu")
    assert len(rows) == 1 and rows[0].rules == "tongdong" and rows[0].melds == "peng:5m"
    from engine.bahu.position import Position

    saved = Position.parse(rows[0].position)  # the engine's position, facts included
    assert [str(m) for m in saved.melds] == ["peng:5m"] and saved.text() == rows[0].position
    lab.set_rules("haimen")
    lab.clear()
    assert lab.results[0].analysis is None
    lab.saved_menu.aboutToShow.emit()
    actions = [a for a in lab.saved_menu.actions() if a.isEnabled()]
    assert len(actions) == 1
    actions[0].trigger()
    assert lab.rules() == "tongdong"
    assert lab.meld_editor.meld_texts() == ["peng:5m"]
    assert lab.results[0].analysis.hutou == 7


def test_rule_set_is_remembered(qtbot, ctx):
    first = shown(qtbot, BahuPage(ctx))
    first.set_rules("tongdong")
    assert ctx.settings.bahu_rules == "tongdong"
    second = shown(qtbot, BahuPage(ctx))
    assert second.rules() == "tongdong"


def test_every_button_does_something(lab, settle_page):
    for page in (lab, settle_page):
        for button in page.findChildren(QtWidgets.QAbstractButton):
            if isinstance(button, QtWidgets.QCheckBox):
                assert button.receivers(QtCore.SIGNAL("toggled(bool)")) > 0, button.text()
            else:
                menu = getattr(button, "menu", lambda: None)()
                assert menu is not None or button.receivers(QtCore.SIGNAL("clicked(bool)")) \
                    + button.receivers(QtCore.SIGNAL("clicked()")) > 0, button.text()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 860)])
@pytest.mark.parametrize("key", ["bahu", "settle"])
def test_pages_fit_without_horizontal_clipping(qtbot, qapp, ctx, key, size):
    ctx.settings.language = "en"
    window = MainWindow(ctx, UiLanguage(qapp))
    qtbot.addWidget(window)
    window.resize(*size)
    page = window.show_page(key)
    window.show()
    qtbot.waitExposed(window)
    for scroll in (page.left_scroll, page.right_scroll):
        assert scroll.widget().width() <= scroll.viewport().width() + 1, (key, size)
    assert page.width() >= page.minimumSizeHint().width()


# --- the settlement page --------------------------------------------------------------------------
def test_settle_default_is_the_worked_example(settle_page):
    s = settle_page.settlement
    assert s is not None
    assert s.zhuang == (6, 0, 0, 0) and s.net == (60, -20, -20, -20)
    assert settle_page.table.item(0, 0).text() == "6"
    assert settle_page.table.item(1, 1).text() == "20"  # player 1 pays player 0
    assert settle_page.table.item(0, 5).text() == "+60"
    texts = settle_page.lines.texts()
    assert any("6 zhuang × 3 (bought) + 2 di = 20" in t or "6 庄 × 3（买庄） + 2 底 = 20" in t for t in texts)
    assert "20" in settle_page.diagram.describe()


def test_settle_checkbox_recomputes(qtbot, settle_page):
    bought = settle_page.seats[0].flags["bought"]
    qtbot.mouseClick(bought, Qt.MouseButton.LeftButton, pos=QtCore.QPoint(8, bought.height() // 2))
    assert not bought.isChecked()
    assert settle_page.settlement.net == (24, -8, -8, -8)
    settle_page.seats[2].flags["cannon"].setChecked(True)
    assert settle_page.settlement.payments[2][0] == 6 * 5 + 2


def test_settle_winner_none_and_huanghu_error(qtbot, settle_page):
    settle_page.winner_combo.setCurrentIndex(0)  # nobody: zhuang still settle
    s = settle_page.settlement
    assert s.di == 0 and s.zhuang == (2, 0, 0, 0)
    settle_page.winner_combo.setCurrentIndex(1)
    settle_page.seats[0].flags["huang"].setChecked(True)
    assert settle_page.settlement is None
    assert settle_page.error_label.isVisible() and "Player A" in settle_page.error_label.text()


def test_settle_take_winner_fills_hutou(qtbot, settle_page):
    settle_page.take_winner(10, False, ["peng:Q", "peng:H"], rules="haimen")
    assert settle_page.hutou_spin.value() == 10
    assert settle_page.winner_seat() == 0
    assert settle_page.seats[0].melds.meld_texts() == ["peng:Q", "peng:H"]
    assert settle_page.settlement.zhuang[0] == 5 + 4  # two jiang pengs, piaohu 8–10
    settle_page.take_winner(12, True, ["bomb:7p"], seat=2)
    assert settle_page.hutou_spin.value() == 11 and settle_page.winner_seat() == 2
    assert settle_page.ping_combo.currentData() is True


def test_switching_rule_set_shows_what_changes(qtbot, settle_page):
    settle_page._fill_examples()
    settle_page.examples_menu.actions()[1].trigger()  # three jiang pengs
    assert settle_page.settlement.zhuang[1] == 16
    assert "15" in settle_page.compare_note.text()  # what the other rule set would give
    settle_page.rules_combo.setCurrentIndex(1)
    assert settle_page.settlement.zhuang[1] == 15
    note = settle_page.compare_note.text()
    assert "16 → 15" in note
    assert settle_page.table.item(1, 0).toolTip()  # the changed cell says what it was


def test_settle_this_hand_from_the_lab(qtbot, qapp, ctx):
    ctx.settings.language = "en"
    window = MainWindow(ctx, UiLanguage(qapp))
    qtbot.addWidget(window)
    window.resize(1280, 860)
    lab = window.show_page("bahu")
    window.show()
    qtbot.waitExposed(window)
    qtbot.mouseClick(lab.settle_button, Qt.MouseButton.LeftButton)
    assert window.current_key() == "settle"
    page = window.pages["settle"]
    assert page.hutou_spin.value() == 10 and page.winner_seat() == 0
    assert page.seats[0].melds.meld_texts() == ["peng:Q", "peng:H"]
    assert page.ping_combo.currentData() is False


def test_live_language_switch(qtbot, lab, settle_page, ctx):
    for language in ("en", "zh"):
        ctx.settings.language = language
        lab.retranslate()
        settle_page.retranslate()
    assert any("庄" in t for t in settle_page.lines.texts())
    assert any("圆" in t for t in lab.results[0].reasons.texts())


def test_a_dealt_triplet_settles_as_pinghu(qtbot, qapp, ctx):
    window = MainWindow(ctx, UiLanguage(qapp))
    qtbot.addWidget(window)
    lab = window.show_page("bahu")
    lab.load("QQQ 2s2m8p 3s3m7p 456m 78p", ("peng:H",), "haimen")
    assert lab.results[0].analysis.hutou == 14  # 8 + 4 + 1 + 1: haimen counts past 11 (s000.p026)
    lab.settle_this_hand()
    page = window.pages["settle"]
    assert page.ping_combo.currentData() is True and page.hutou_spin.value() == 11  # 11+ is the top tier
    assert page.seats[0].melds.meld_texts() == ["peng:H"]
    assert page.settlement.zhuang[0] == 1 + 3  # one jiang peng, pinghu 11+


# --- verdict lines on the pages ---------------------------------------------------------------------
def _tones(view) -> dict[str, str]:
    """Rule ID → tone of its line in the reasons list (the list follows the verdict's lines)."""
    lines = view.analysis.verdict().lines
    tones = [tone for _, _, tone in view.reasons._lines]
    assert len(lines) == len(tones)
    return {line.rule: tone for line, tone in zip(lines, tones)}


def test_reason_tones_follow_the_verdict_lines(qtbot, lab):
    lab.load("2s2s2m8p 3s3m7p 456m 78p", ("peng:Q", "peng:H"), "haimen")
    tones = _tones(lab.results[0])
    assert tones[reasons.CAN_HU.id] == "good"
    assert tones["bahu.chengpai.chuokou.yuan"] == "muted" and tones["bahu.chengpai.dagun"] == ""
    lab.load("2s2m", ("peng:Q", "peng:H"), "haimen")  # not yuan: the reasons why are red
    tones = _tones(lab.results[0])
    assert tones[reasons.DISTANCE.id] == "bad" and tones[reasons.PARTIAL.id] == "bad"


def test_cards_absorbed_by_a_table_chi_are_labelled_so(qtbot, lab, ctx):
    for language in ("en", "zh"):
        ctx.settings.language = language
        lab.retranslate()
        lab.load("5m5s", ("chi:5m5s5p",), "haimen")
        captions = [g.caption for g in lab.results[0].hand_view.groups()]
        absorbed, jiang = reasons.GROUP_NAMES["absorbed"], reasons.GROUP_NAMES["jiang"]
        assert absorbed.en in captions or absorbed.zh in captions
        assert jiang.en not in captions and jiang.zh not in captions
    assert _tones(lab.results[0])[reasons.ABSORBED.id] == ""


def test_the_differences_show_haimen_without_a_cap(qtbot, lab):
    lab.on_library_ready()
    texts = [lab.diff_grid.itemAt(i).widget().text() for i in range(lab.diff_grid.count())
             if isinstance(lab.diff_grid.itemAt(i).widget(), QtWidgets.QLabel)]
    assert ("不限" in texts or "no cap" in texts) and "11" in texts


def test_a_winner_with_a_dealt_bomb_settles_as_pinghu(qtbot, settle_page):
    settle_page.take_winner(9, False, ["peng:Q", "bomb:7p"], rules="haimen")
    assert settle_page.ping_combo.currentData() is True and not settle_page.ping_combo.isEnabled()
    s = settle_page.settlement
    assert s is not None and s.zhuang[0] == 1 + 1 + 2  # 将碰, bomb, 平胡
    [line] = s.verdict().find("bahu.win.ping.dealt_bomb")
    assert line.text("en") in settle_page.lines.texts() or line.text("zh") in settle_page.lines.texts()


def test_a_save_that_fails_is_said_and_keeps_the_hand(qtbot, lab, ctx, monkeypatch):
    from archive_app.store.db import StoreError

    def fail(*_a, **_k):
        raise StoreError("database is locked")

    monkeypatch.setattr(ctx.store, "save_hand", fail)
    said = []
    ctx.status.connect(said.append)
    lab.load(*EXAMPLES[3])
    assert lab.save_hand() is None
    assert said and "database is locked" in said[-1]
    assert lab.results[0].analysis is not None
