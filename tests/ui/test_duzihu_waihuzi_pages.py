"""The 笃子胡 (`duzihu`) and 歪胡子 (`waihuzi`) calculator pages and the 歪胡子 card picker."""

from __future__ import annotations

import pytest

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages.duzihu import EXAMPLES as DUZIHU_EXAMPLES
from archive_app.ui.pages.duzihu import DuzihuPage
from archive_app.ui.pages.waihuzi import EXAMPLES as WAIHUZI_EXAMPLES
from archive_app.ui.pages.waihuzi import WaihuziPage
from archive_app.ui.widgets.waihuzi_picker import WaihuziGrid, WaihuziMeldEditor, WaihuziPicker, card_colour
from engine.cards import BY_CODE as LONG_BY_CODE
from engine.waihuzi.cards import BY_CODE
from .widgets import shown

Qt = QtCore.Qt
RED_CODES = {"2x", "7x", "0x", "2d", "7d", "0d"}


@pytest.fixture
def ctx(tmp_path):
    context = AppContext(tmp_path / "data")
    context.settings.language = "en"
    return context


@pytest.fixture
def duzihu(qtbot, ctx) -> DuzihuPage:
    return shown(qtbot, DuzihuPage(ctx))


@pytest.fixture
def waihuzi(qtbot, ctx) -> WaihuziPage:
    return shown(qtbot, WaihuziPage(ctx))


def retype(qtbot, edit: QtWidgets.QLineEdit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def click(qtbot, page, widget) -> None:
    """Click a control as a user would: scrolled into view first (Qt 6 delivers clicks through the window)."""
    for scroll in (page.left_scroll, page.right_scroll):
        if scroll.isAncestorOf(widget):
            scroll.ensureWidgetVisible(widget)
    QtWidgets.QApplication.processEvents()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QtCore.QPoint(8, widget.height() // 2))


def click_link(qtbot, lines, target: str, ctx) -> None:
    link = next(link for link in lines.links() if link.target == target)
    page = lines.window()
    for scroll in page.findChildren(QtWidgets.QScrollArea):
        if scroll.isAncestorOf(link):
            scroll.ensureWidgetVisible(link)
    QtWidgets.QApplication.processEvents()
    with qtbot.waitSignal(ctx.open_target, timeout=2000) as blocker:
        qtbot.mouseClick(link, Qt.MouseButton.LeftButton)
    assert blocker.args == [target]


# --- 笃子胡 --------------------------------------------------------------------------------------------
def test_duzihu_default_is_the_worked_example(duzihu):
    s = duzihu.outcome.score
    assert duzihu.rules() == "danjiang" and duzihu.jiang_combo.currentData() == "4s"
    assert duzihu.picker.text() == "999m 234m 678s 123p 456p 55p"
    assert duzihu.meld_editor.meld_texts() == ["peng:6m", "peng:7p"] and duzihu.win_code() == "5p"
    assert (s.valid, s.type.value, s.base, s.dihu, s.total) == (True, "ta", 13, 20, 70)
    view = duzihu.results[0]
    assert view.verdict.text() == "Win · tazihu · 70 hu"
    assert "Set values 13 → base hu (dihu) 20" in view.facts.text()
    assert view.total.text() == "Total: 70 hu"
    texts = view.breakdown.texts()
    assert any("chenghu" in t and t.endswith("+20") for t in texts)
    assert any("yazi" in t and t.endswith("+10") for t in texts)
    assert [t.split(":")[-1].strip() for t in view.set_lines.texts()[:3]] == ["1 hu", "4 hu", "8 hu"]
    groups = view.hand_view.groups()
    assert len(groups) == 8 and [g.tone for g in groups[:2]] == ["table", "table"]
    win_group = next(g for g in groups if g.marked)
    assert "5p" in win_group.cards and win_group.caption == "run"  # 丫子: the middle of 4-5-6
    assert not duzihu.jiang2_combo.isVisible()  # danjiang turns one card


def test_duzihu_changing_the_rule_set_recomputes(qtbot, duzihu):
    duzihu.rules_combo.setFocus()
    qtbot.keyClick(duzihu.rules_combo, Qt.Key.Key_Down)  # danjiang + 如皋
    assert duzihu.rules() == "danjiang+rugao"
    s = duzihu.outcome.score
    assert s.total == 100 and any(i.rule == "duzihu.dudiao" for i in s.breakdown)
    duzihu.set_rules("shuangjiang")
    assert duzihu.jiang2_combo.isVisible()
    s = duzihu.outcome.score
    assert (s.base, s.dihu, s.total) == (8, 10, 60)
    assert duzihu.results[0].verdict.text() == "Win · tazihu · 60 hu"
    # a different second turned card changes the jiang: 7p turned, the peng of 7p holds every copy left
    duzihu.jiang2_combo.setCurrentIndex(duzihu.jiang2_combo.findData("9m"))
    assert duzihu.outcome.score.total != 60


def test_duzihu_how_the_card_came_and_the_last_card(qtbot, duzihu):
    click(qtbot, duzihu, duzihu.self_drawn_radio)
    assert duzihu.outcome.score.total == 80  # + 自摸 10
    duzihu.last_card_box.setChecked(True)
    assert duzihu.outcome.score.total == 80  # 海底捞月 is a 如皋 rule
    notes = duzihu.results[0].notes.texts()
    assert "haidi laoyue (海底捞月) not counted: not a rule of Danjiang (one jiang)" in notes  # the engine's refusal, as it says
    duzihu.set_rules("danjiang+rugao")
    s = duzihu.outcome.score
    assert any(i.rule == "duzihu.haidi" and i.factor == 2 for i in s.breakdown) and s.total == 240
    assert not any("海底捞月" in t for t in duzihu.results[0].notes.texts())  # counted, so not among the refusals


def test_duzihu_compare_shows_all_three_side_by_side(qtbot, duzihu):
    assert not duzihu.compare_panel.isVisible()
    click(qtbot, duzihu, duzihu.compare_box)
    assert duzihu.compare() and duzihu.compare_panel.isVisible()
    panel = duzihu.compare_panel
    assert [panel.cell("total", r) for r in ("danjiang", "danjiang+rugao", "shuangjiang")] == ["70", "100", "60"]
    assert panel.cell("duzihu.dudiao", "danjiang+rugao") == "+40" and panel.cell("duzihu.dudiao", "danjiang") == ""
    assert panel.cell("base", "shuangjiang") == "8 → 10"
    assert duzihu.jiang2_combo.isVisible()  # shuangjiang needs its second card
    qtbot.mouseClick(panel.heads[2], Qt.MouseButton.LeftButton)  # a column head shows its details
    assert duzihu.rules() == "shuangjiang" and duzihu.outcome.score.total == 60
    # the hand changes: every column follows
    click(qtbot, duzihu, duzihu.self_drawn_radio)
    assert [duzihu.compare_panel.cell("total", r) for r in ("danjiang", "danjiang+rugao", "shuangjiang")] == [
        "80", "120", "70"]  # 自摸 +10 each; 如皋's 独钓 is 50 when self-drawn, not 40


def test_duzihu_bad_notation_names_the_token(qtbot, duzihu):
    retype(qtbot, duzihu.picker.edit, "999m 234m 3z 55p")
    assert "3z" in duzihu.picker.error() and duzihu.picker.error_label.isVisible()
    # the verdict shown is the last readable hand's, marked so; nothing current to save
    assert duzihu.outcome is None and "3z" not in duzihu.results[0].verdict.text()
    assert duzihu.results[0].stale_note.isVisible() and not duzihu.save_button.isEnabled()
    retype(qtbot, duzihu.picker.edit, "999m 234m 678s 123p 456p 58p")
    s = duzihu.outcome.score
    assert s is not None and not s.valid
    assert duzihu.results[0].verdict.text() == "Not a win" and not duzihu.results[0].stale_note.isVisible()
    assert duzihu.results[0].hand_view.groups()[-1].tone == "bad"


def test_duzihu_melds_from_the_lists_and_their_errors(qtbot, duzihu):
    editor = duzihu.meld_editor
    editor.kind_combo.setCurrentIndex(editor.kind_combo.findData("gang"))
    editor.card_combo.setCurrentIndex(editor.card_combo.findData("4s"))  # 4s is turned: three left
    click(qtbot, duzihu, editor.add_button)
    assert "gang:4s" in editor.error() and editor.error_label.isVisible()
    editor.kind_combo.setCurrentIndex(editor.kind_combo.findData("peng"))
    editor.card_combo.setCurrentIndex(editor.card_combo.findData("9m"))  # 999m in hand + 3 = 6
    click(qtbot, duzihu, editor.add_button)
    assert "“9m”" in editor.error()
    assert editor.meld_texts() == ["peng:6m", "peng:7p"]
    editor.remove(1)
    assert editor.meld_texts() == ["peng:6m"]
    assert not duzihu.outcome.score.valid  # six sets and a pair are one set short


def test_duzihu_win_card_follows_the_hand(qtbot, duzihu):
    retype(qtbot, duzihu.picker.edit, "999m 234m 678s 123p 456p 5p")
    click = duzihu.picker.grid.cell_rect(LONG_BY_CODE["5p"].index).center()
    qtbot.mouseClick(duzihu.picker.grid, Qt.MouseButton.LeftButton, pos=click)  # the drawn 5p
    assert duzihu.picker.text().endswith("5p") and duzihu.outcome.score.total == 70
    retype(qtbot, duzihu.picker.edit, "")
    assert not duzihu.win_combo.isEnabled()
    assert "Choose the winning card" in duzihu.results[0].verdict.text()  # the melds are still there
    duzihu.clear()
    assert "Pick the turned jiang" in duzihu.results[0].verdict.text()
    assert not duzihu.clear_button.isEnabled()


def test_duzihu_source_link_opens_the_paragraph(qtbot, duzihu, ctx):
    click_link(qtbot, duzihu.results[0].breakdown, "s002.p021", ctx)
    click_link(qtbot, duzihu.results[0].set_lines, "s002.p019", ctx)


def test_duzihu_examples_all_load(qtbot, duzihu):
    actions = duzihu.examples_menu.actions()
    assert len(actions) == len(DUZIHU_EXAMPLES)
    for action, example in zip(actions, DUZIHU_EXAMPLES):
        action.trigger()
        assert duzihu.rules() == example.rules
        assert duzihu.outcome.score is not None and duzihu.outcome.score.valid, action.text()
    assert duzihu.outcome.score.jiang.case_zh == "半边将"


# --- 歪胡子 ---------------------------------------------------------------------------------------------
def test_waihuzi_default_is_the_reference_example(waihuzi):
    s = waihuzi.result
    assert waihuzi.picker.text() == "333d 270d 456x 678d 123x 789x"
    assert waihuzi.meld_editor.meld_texts() == ["wai:999d"] and waihuzi.win_code() == "8x"
    assert s.valid and s.xi == 9
    view = waihuzi.results[0]
    assert view.verdict.text() == "Win · 9 xi" and view.total.text() == "Total: 9 xi"
    assert [t.split(": ")[-1] for t in view.xi_lines.texts()] == ["4 xi", "1 xi", "3 xi", "1 xi"]
    groups = view.hand_view.groups()
    assert [g.caption for g in groups].count("run") == 4 and groups[0].tone == "table"
    assert next(g for g in groups if g.marked).cards == ("7x", "8x", "9x")
    specials = view.specials.texts()
    # every special hand refused, each with the engine's reason (the page computes none itself)
    assert specials == [line.text("en") for line in s.verdict().of_kind("refused")]
    assert len(specials) == 10 and all(": no — " in t for t in specials)
    assert "shisanhong, thirteen red (80 xi): no — needs 13 red cards; the hand has 6" in specials
    assert view.notes.texts() == ["won on small eight (self-drawn)", s.verdict().find("waihuzi.process.count_unchecked")[0].text()]


def test_waihuzi_special_hands_say_which_apply(qtbot, waihuzi):
    waihuzi.load(WAIHUZI_EXAMPLES[3])  # 十三红 with 17 reds
    assert waihuzi.result.valid
    lines = waihuzi.results[0].specials.texts()
    assert any("shisanhong" in t and "17 red" in t for t in lines)
    assert waihuzi.result.xi == 155
    waihuzi.load(WAIHUZI_EXAMPLES[4])  # 对子息 全黑 行行息 海捞
    applied = {i.item.rsplit(".", 1)[-1] for i in waihuzi.result.specials}
    assert applied == {"duizi", "quanhei", "hanghang", "hailao"}
    assert waihuzi.last_card_box.isChecked() and not waihuzi.dihu_box.isEnabled()  # 地胡 cannot go with 海捞


def test_waihuzi_not_enough_xi(waihuzi):
    waihuzi.load(WAIHUZI_EXAMPLES[2])
    s = waihuzi.result
    assert not s.valid and s.xi == 4
    view = waihuzi.results[0]
    assert view.verdict.text() == "Not a win: 4 xi, 8 needed"
    assert view.xi_lines.texts()[-1] == "Only 4 xi toward the minimum, 8 needed"  # the engine's error line
    assert all(t.endswith("special hands count only for a win") for t in view.specials.texts())


def test_waihuzi_revealed_by_another_player(qtbot, waihuzi):
    waihuzi.load(WAIHUZI_EXAMPLES[5])  # a pair and another player's revealed card: 碰; 海捞 for anyone
    s = waihuzi.result
    assert waihuzi.revealed_box.isChecked() and s.hand.revealed_by == "other" and s.valid
    assert s.xi == 4 + 1 + 3 + 1 + 30
    view = waihuzi.results[0]
    assert any("peng (another player's revealed winning card makes the peng)" in t for t in view.xi_lines.texts())
    assert view.specials.texts()[0].startswith("hailao: won on the last card of the stock (revealed by another")
    assert any("revealed from the stock" in t for t in view.notes.texts())
    click(qtbot, waihuzi, waihuzi.revealed_box)  # the winner's own card: a 歪
    assert waihuzi.result.hand.revealed_by == "self" and waihuzi.result.xi == s.xi + 3
    click(qtbot, waihuzi, waihuzi.tianhu_box)
    assert not waihuzi.revealed_box.isEnabled()


def test_waihuzi_oversized_hand_is_refused(qtbot, waihuzi):
    waihuzi.load(WAIHUZI_EXAMPLES[2])
    retype(qtbot, waihuzi.picker.edit, "123456789x 123456789d 2345x 67x")
    assert waihuzi.result is None
    assert waihuzi.results[0].verdict.text() == "27 cards in the hand and melds: a winning hand holds at most 21."  # 24 + chi:345d


def test_waihuzi_bad_notation_names_the_token(qtbot, waihuzi):
    retype(qtbot, waihuzi.picker.edit, "333d 3z 456x")
    assert "3z" in waihuzi.picker.error() and waihuzi.picker.error_label.isVisible()
    assert waihuzi.result is None and "3z" not in waihuzi.results[0].verdict.text()  # the last hand read stays,
    assert waihuzi.results[0].stale_note.isVisible()  # marked so
    retype(qtbot, waihuzi.picker.edit, "9999d")  # a 歪 of 9d on the table: a fifth and sixth copy
    assert "“9d”" in waihuzi.picker.error()


def test_waihuzi_tianhu_needs_no_winning_card(qtbot, waihuzi):
    click(qtbot, waihuzi, waihuzi.tianhu_box)
    assert not waihuzi.win_combo.isEnabled() and not waihuzi.last_card_box.isEnabled()
    assert waihuzi.result is not None and waihuzi.error == ""


def test_waihuzi_deal_mode_reports_the_specials(qtbot, waihuzi):
    waihuzi.mode_tabs.setFocus()
    qtbot.keyClick(waihuzi.mode_tabs, Qt.Key.Key_Right)
    assert waihuzi.mode() == "deal" and not waihuzi.score_inputs.isVisible()
    d = waihuzi.deal_result
    assert d is not None and d.xi == 100 and [i.item for i in d.items] == ["waihuzi.deal.sishou"]
    assert waihuzi.results[0].verdict.text() == "Wins on the deal · 100 xi"
    retype(qtbot, waihuzi.picker.edit, "1234567890x 123456789d")
    assert [i.item for i in waihuzi.deal_result.items] == ["waihuzi.deal.wudui"]
    assert waihuzi.results[0].specials.texts()[:2] == ["wudui: not one dui on the deal: 100 xi",
                                                      "yidui, a single dui (80 xi): no — 0 dui, not exactly one"]
    retype(qtbot, waihuzi.picker.edit, "1234567890x")
    assert waihuzi.deal_result is None and "has 10" in waihuzi.results[0].verdict.text()
    waihuzi.set_mode("score")  # the win comes back as it was
    assert waihuzi.result.xi == 9


def test_waihuzi_source_link_opens_the_paragraph(qtbot, waihuzi, ctx):
    click_link(qtbot, waihuzi.results[0].xi_lines, "s004.p036", ctx)
    click_link(qtbot, waihuzi.results[0].specials, "s004.p046", ctx)


# --- the 歪胡子 picker ------------------------------------------------------------------------------------
def test_waihuzi_picker_keeps_four_copies(qtbot):
    picker = WaihuziPicker()
    shown(qtbot, picker, (400, 300))
    grid = picker.grid
    for _ in range(5):
        qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.cell_rect(BY_CODE["2x"].index).center())
    assert [c.code for c in picker.cards()] == ["2x"] * 4
    assert grid.counts_left()[BY_CODE["2x"].index] == 0 and not grid.pick("2x")
    qtbot.mouseClick(grid, Qt.MouseButton.RightButton, pos=grid.cell_rect(BY_CODE["2x"].index).center())
    assert len(picker.cards()) == 3
    picker.set_used([0] * 20)
    picker.set_text("7d 7d 7d 7d 柒")  # typed: the fifth copy is named
    assert "“7d”" in picker.error()
    picker.set_used([1 if i == BY_CODE["5x"].index else 0 for i in range(20)])
    picker.set_text("5555x")
    assert "“5x”" in picker.error()


def test_waihuzi_picker_keyboard(qtbot):
    picker = WaihuziPicker()
    shown(qtbot, picker, (400, 300))
    grid = picker.grid
    grid.setFocus()
    grid.set_current("1x")
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    qtbot.keyClick(grid, Qt.Key.Key_Return)  # 2x
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    qtbot.keyClick(grid, Qt.Key.Key_Space)  # 2d
    qtbot.keyClick(grid, Qt.Key.Key_End)
    qtbot.keyClick(grid, Qt.Key.Key_Enter)  # 0d
    assert [c.code for c in picker.cards()] == ["2x", "2d", "0d"]
    qtbot.keyClick(grid, Qt.Key.Key_Delete)
    assert [c.code for c in picker.cards()] == ["2x", "2d"]
    picker.set_text("叁叁叁 贰柒拾")  # Chinese numerals parse
    assert picker.error() == "" and [c.code for c in picker.cards()] == ["3d", "3d", "3d", "2d", "7d", "0d"]


def _reddish(image: QtGui.QImage, rect: QtCore.QRect) -> int:
    count = 0
    for x in range(rect.left(), rect.right()):
        for y in range(rect.top(), rect.bottom()):
            c = QtGui.QColor(image.pixel(x, y))
            if c.red() - c.green() > 60 and c.red() - c.blue() > 60:
                count += 1
    return count


def test_waihuzi_faces_are_red_and_black(qtbot):
    grid = WaihuziGrid(80)
    shown(qtbot, grid, (grid.sizeHint().width(), grid.sizeHint().height()))
    image = grid.grab().toImage()
    for code, card in BY_CODE.items():
        red = code in RED_CODES
        assert card_colour(code) == ("red" if red else "black") == grid.colour(code)
        pixels = _reddish(image, grid.face_rect(card.index))
        assert (pixels > 20) if red else (pixels == 0), (code, pixels)


def test_waihuzi_meld_editor(qtbot):
    editor = WaihuziMeldEditor()
    shown(qtbot, editor, (400, 200))
    editor.kind_combo.setCurrentIndex(editor.kind_combo.findData("chi"))
    assert editor.card_combo.count() == 18 and editor.card_combo.findData("270d") >= 0  # 8 runs + 二七十, twice
    editor.card_combo.setCurrentIndex(editor.card_combo.findData("270d"))
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    assert editor.meld_texts() == ["erqishi:270d"]
    editor.set_used([3 if i == BY_CODE["2d"].index else 0 for i in range(20)])
    editor.kind_combo.setCurrentIndex(editor.kind_combo.findData("peng"))
    editor.card_combo.setCurrentIndex(editor.card_combo.findData("5d"))
    assert editor.add_from_row() and editor.meld_texts() == ["erqishi:270d", "peng:555d"]
    assert not editor.add("chi:234d") and "“2d”" in editor.error()
    assert not editor.add("chi:279x") and "chi:279x" in editor.error()
    editor.remove(0)
    assert editor.meld_texts() == ["peng:555d"]


# --- both pages ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(1280 - 190, 860 - 80), (1024 - 190, 700 - 80)])
@pytest.mark.parametrize("cls", [DuzihuPage, WaihuziPage])
def test_pages_fit_without_clipping(qtbot, tmp_path, cls, size, lang):
    app = QtCore.QCoreApplication.instance()
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = lang
    language = UiLanguage(app)
    language.apply(lang, "hans")
    try:
        page = shown(qtbot, cls(ctx), size)
        if cls is DuzihuPage:
            page.set_compare(True)
        QtWidgets.QApplication.processEvents()
        for scroll in (page.left_scroll, page.right_scroll):
            content = scroll.widget()
            assert content.width() <= scroll.viewport().width() + 1
            assert content.minimumSizeHint().width() <= scroll.viewport().width() + 1, (cls.key, scroll)
        if lang == "zh":
            assert page.title.text() in ("笃子胡算胡", "歪胡子算息")
            assert "胡" in page.results[0].verdict.text()
    finally:
        language.apply("en", "hans")


def test_script_switch_retranslates(qtbot, tmp_path):
    app = QtCore.QCoreApplication.instance()
    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = "zh"
    language = UiLanguage(app)
    language.apply("zh", "hans")
    try:
        page = shown(qtbot, WaihuziPage(ctx))
        assert page.results[0].verdict.text() == "胡牌 · 9 息"
        ctx.settings.script = "hant"
        language.apply("zh", "hant")
        ctx.script_changed.emit("hant")
        assert "貳" in page.faces_heading.text() and "紅色" in page.faces_heading.text()
    finally:
        language.apply("en", "hans")


def test_rule_set_choices_are_remembered(qtbot, tmp_path):
    from archive_app.ui.context import AppContext
    from archive_app.ui.pages.duzihu import DuzihuPage
    from archive_app.ui.pages.waihuzi import WaihuziPage

    ctx = AppContext(tmp_path)
    page = DuzihuPage(ctx)
    qtbot.addWidget(page)
    page.rules_combo.setCurrentIndex(page.rules_combo.findData("shuangjiang"))
    page.compare_box.setChecked(True)
    wai = WaihuziPage(ctx)
    qtbot.addWidget(wai)
    wai.strict_box.setChecked(True)
    again = AppContext(tmp_path)
    page2 = DuzihuPage(again)
    qtbot.addWidget(page2)
    assert page2.rules_combo.currentData() == "shuangjiang" and page2.compare_box.isChecked()
    wai2 = WaihuziPage(again)
    qtbot.addWidget(wai2)
    assert wai2.strict_box.isChecked()
