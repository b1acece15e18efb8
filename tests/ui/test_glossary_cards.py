"""The glossary page (filter, detail, links, keyboard) and the card gallery (both decks, the detail panel)."""

from __future__ import annotations

import pytest

from archive_app.cardfaces import LONG_CARD_KEYS, WAIHUZI_KEYS
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.pages.cards import CardsPage
from archive_app.ui.pages.glossary import GlossaryPage, squash

Qt = QtCore.Qt
ID = Qt.ItemDataRole.UserRole


@pytest.fixture
def ctx(tmp_path):
    context = AppContext(tmp_path / "data")
    context.load_content_now()
    return context


def show(qtbot, page, size=(1100, 780)):
    qtbot.addWidget(page)
    page.retranslate()
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def glossary(qtbot, ctx):
    return show(qtbot, GlossaryPage(ctx))


@pytest.fixture
def cards(qtbot, ctx):
    return show(qtbot, CardsPage(ctx))


def listed(page: GlossaryPage) -> list[str]:
    return [page.list.item(i).data(ID) for i in range(page.list.count())]


# --- glossary -------------------------------------------------------------------------------------

def test_lists_every_term_with_a_count(glossary, ctx):
    n = len(ctx.library.terms)
    assert n >= 150
    assert sorted(listed(glossary)) == sorted(ctx.library.terms)
    assert str(n) in glossary.count.text()
    assert glossary.list.currentItem() is not None  # the first term is shown at once
    assert glossary.head.isVisible() and glossary.head.text()


def test_item_shows_hanzi_pinyin_and_english(glossary, ctx):
    term = ctx.library.terms["qianzi"]
    glossary.show_target("g:qianzi")
    assert glossary.list.currentItem().text() == f"{term.hans} · {term.pinyin} · {term.en}"


@pytest.mark.parametrize("query", ["紅花", "红花", "hong", "hónghuā", "Red Flower", "red flower", "kongyao", "空窑"])
def test_filter_finds_the_red_flower(glossary, qtbot, query):
    glossary.filter.clear()
    if query.isascii():
        qtbot.keyClicks(glossary.filter, query)  # live, as typed
    else:
        glossary.filter.setText(query)
    ids = listed(glossary)
    assert "honghua" in ids
    assert len(ids) < 60
    if query not in ("hong",):
        assert ids[0] == "honghua", ids[:5]
    assert "of" in glossary.count.text() or "中的" in glossary.count.text()


def test_filter_by_category_and_game(glossary, ctx):
    glossary.category.setCurrentIndex(glossary.category.findData("card"))
    assert listed(glossary) and all(ctx.library.terms[i].category == "card" for i in listed(glossary))
    glossary.category.setCurrentIndex(0)
    glossary.game.setCurrentIndex(glossary.game.findData("waihuzi"))
    assert listed(glossary) and all("waihuzi" in ctx.library.terms[i].games for i in listed(glossary))
    glossary.filter.setText("zzzz-no-such-term")
    assert glossary.list.count() == 0 and glossary.empty.isVisible()


def test_show_target_selects_even_when_filtered_away(glossary):
    glossary.filter.setText("wenqian")
    assert "qianzi" not in listed(glossary)
    glossary.show_target("g:qianzi")
    assert glossary.list.currentItem().data(ID) == "qianzi"
    assert glossary.current_id == "qianzi"
    assert "千字" in glossary.head.text()
    assert glossary.filter.text() == ""


def test_detail_has_both_glosses_games_synonyms_and_links(glossary, ctx):
    glossary.show_target("g:honghua")
    term = ctx.library.terms["honghua"]
    assert "红花" in glossary.head.text() and "紅花" in glossary.head.text()
    assert glossary.pinyin.text() == term.pinyin and glossary.en_term.text() == term.en
    assert term.gloss_zh[:10] in glossary.gloss.text()  # UI language first (中文 by default) ...
    assert term.gloss_en[:20].replace("'", "&#x27;") in glossary.gloss_other.text()  # ... the other below
    assert "空瑶" in glossary.syn.text() and "八胡" in glossary.games.text()
    assert [link.target for link in glossary.links] == [r for r in term.refs if ctx.library.has_target(r)]
    first = glossary.links[0]
    para = ctx.library.paragraph(first.target)
    assert para.original.split()[0].lstrip("•")[:6] in first.text()


def test_clicking_a_used_in_link_opens_the_paragraph(glossary, qtbot):
    glossary.show_target("g:honghua")
    link = glossary.links[1]
    with qtbot.waitSignal(glossary.ctx.open_target, timeout=1000) as blocker:
        qtbot.mouseClick(link, Qt.MouseButton.LeftButton)
    assert blocker.args == [link.target]
    assert "." in link.target and link.target.startswith("s")


def test_keyboard_type_down_enter(glossary, qtbot):
    glossary.filter.setFocus()
    qtbot.keyClicks(glossary.filter, "qianzi")
    assert listed(glossary)[0] == "qianzi"
    qtbot.keyClick(glossary.filter, Qt.Key.Key_Down)
    assert glossary.list.hasFocus()
    assert glossary.list.currentItem().data(ID) == "qianzi"
    qtbot.keyClick(glossary.list, Qt.Key.Key_Down)
    second = listed(glossary)[1] if len(listed(glossary)) > 1 else "qianzi"
    assert glossary.current_id == second
    qtbot.keyClick(glossary.list, Qt.Key.Key_Return)  # Enter shows it and moves to its first source link
    assert glossary.current_id == second
    qtbot.keyClicks(glossary.list, "x")  # typing in the list goes back to the filter
    assert glossary.filter.hasFocus() and glossary.filter.text() == "qianzix"
    glossary.filter.clear()
    qtbot.keyClicks(glossary.filter, "baihua")
    qtbot.keyClick(glossary.filter, Qt.Key.Key_Return)
    assert glossary.current_id == "baihua"


def test_loading_state_until_the_library_is_ready(qtbot, tmp_path):
    context = AppContext(tmp_path / "late")
    page = show(qtbot, GlossaryPage(context))
    assert page.stack.currentWidget() is page.loading and page.loading.text()
    page.show_target("g:qianzi")  # remembered until the content arrives
    context.load_content_now()  # emits library_ready
    assert page.stack.currentIndex() == 1
    assert page.list.count() == len(context.library.terms)
    assert page.current_id == "qianzi"


def test_english_and_traditional(glossary, ctx):
    ctx.settings.language = "en"
    ctx.settings.script = "hant"
    glossary.retranslate()
    glossary.show_target("g:honghua")
    term = ctx.library.terms["honghua"]
    assert glossary.list.currentItem().text().startswith("紅花")
    assert term.gloss_en[:20].replace("'", "&#x27;") in glossary.gloss.text()
    assert "紅花" in glossary.gloss_other.text() or "紅" in glossary.gloss_other.text()
    assert "Bahu" in glossary.games.text()


def test_squash_ignores_tones_spaces_script_and_case():
    assert squash("Hóng Huā") == squash("honghua") == "honghua"
    assert squash("紅花") == "红花"


# --- cards ----------------------------------------------------------------------------------------

def test_gallery_shows_both_decks(cards):
    grid = cards.grid
    assert grid.section_keys("long") == LONG_CARD_KEYS and len(LONG_CARD_KEYS) == 36
    assert grid.section_keys("waihuzi") == WAIHUZI_KEYS and len(WAIHUZI_KEYS) == 20
    rects = [grid.tile_rect(k) for k in grid.keys]
    assert len(rects) == 56 and all(not r.isNull() and r.width() > 0 for r in rects)
    assert len({(r.x(), r.y()) for r in rects}) == 56  # no two faces overlap
    assert grid.captions["9s"] == ("九条", "nine tiao") and grid.captions["7d"] == ("柒", "big seven")


def test_a_card_is_shown_at_start(cards):
    assert cards.current == "1m"
    assert "一万" in cards.name.text() and cards.facts_view.toPlainText()


def test_selecting_nine_tiao(cards):
    cards.select("9s")
    text = cards.facts_view.toPlainText()
    assert "九条" in cards.name.text()
    assert "八胡：将" in text
    assert "千空九" in text and "空九九" in text
    assert "佛" in text and "豆芽型" in text
    assert "s002.p057" in cards.facts_view.toHtml() and "s001.p011" in cards.facts_view.toHtml()


def test_selecting_nine_tiao_in_english(cards, ctx):
    ctx.settings.language = "en"
    cards.retranslate()
    cards.select("9s")
    text = cards.facts_view.toPlainText()
    assert "Bahu: jiang" in text
    assert "Qian-Kong-Nine" in text and "Kong-Nine-Nine" in text
    assert "the Buddha" in text and "bean-sprout" in text


def test_click_and_keyboard_select(cards, qtbot):
    grid = cards.grid
    qtbot.mouseClick(grid, Qt.MouseButton.LeftButton, pos=grid.tile_rect("Q").center())
    assert cards.current == "Q" and "千字" in cards.name.text()
    assert "呛森" in cards.facts_view.toPlainText()
    qtbot.keyClick(grid, Qt.Key.Key_Right)
    assert cards.current == "H"
    qtbot.keyClick(grid, Qt.Key.Key_Down)
    assert cards.current in WAIHUZI_KEYS
    qtbot.keyClick(grid, Qt.Key.Key_Home)
    assert cards.current == "1m"


def test_source_links_open_the_archive(cards, qtbot):
    cards.select("H")
    with qtbot.waitSignal(cards.ctx.open_target, timeout=1000) as blocker:
        cards.facts_view.anchorClicked.emit(QtCore.QUrl("go:s000.p008"))
    assert blocker.args == ["s000.p008"]
    assert 'href="go:s000.p008"' in cards.facts_view.toHtml()
    assert 'href="g:honghua"' in cards.facts_view.toHtml()  # and its glossary entry


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_source_references_read_as_the_sources_names(cards, ctx, lang):
    """A paragraph is shown as the archive shows it ([海门 ¶8] / [Haimen ¶8]), never by its ID."""
    import re

    from archive_app.card_facts import facts
    from archive_app.ui.reader import source_marker

    ctx.settings.language = lang
    cards.retranslate()
    cards.select("H")
    text = cards.facts_view.toPlainText()
    assert not re.search(r"s\d{3}\.p\d{3}", text)
    ref = facts("H").roles[0].refs[0]
    label = source_marker(ref, ctx.library, lang, lambda s: s)[0]
    assert label != ref and f"[{label}]" in text
    assert ("海门" if lang == "zh" else "Haimen") in text
    paragraph = ctx.library.paragraph(ref)
    opening = " ".join((paragraph.original if lang == "zh" else paragraph.en).split())[:20]
    assert opening in _tooltip_of_link(cards.facts_view, f"go:{ref}")  # the paragraph, on hovering its marker


def _tooltip_of_link(view, href: str) -> str:
    doc = view.document()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isAnchor() and fmt.anchorHref() == href:
                return fmt.toolTip()
            it += 1
        block = block.next()
    return ""


def test_waihuzi_card(cards):
    cards.select("7d")
    text = cards.facts_view.toPlainText()
    assert "柒" in cards.name.text() and "红色" in text and "贰柒拾" in text


def test_size_slider(cards):
    before = cards.grid.height()
    cards.size_slider.setValue(cards.size_slider.maximum())
    assert cards.grid.card_height == cards.size_slider.maximum()
    assert cards.grid.height() > before


@pytest.mark.parametrize("page_cls", [GlossaryPage, CardsPage])
@pytest.mark.parametrize("size", [(1280 - 190, 860 - 90), (1024 - 190, 700 - 90)])
def test_fits_the_window(qtbot, ctx, page_cls, size):
    """The page's minimum size fits the space the window gives a page (nav 190 px, bars ~90 px)."""
    page = show(qtbot, page_cls(ctx), size)
    hint = page.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1], hint
    page.resize(*size)
    assert page.size() == QtCore.QSize(*size)
    for child in page.findChildren(QtWidgets.QWidget):
        if child.isVisible() and child.parentWidget() is page:
            assert page.rect().contains(child.geometry()), child


def test_traditional_keeps_the_game_name(cards, glossary, ctx):
    """OpenCC turns 胡子 into 鬍子 ("beard"); the game is 歪胡子 in both scripts."""
    ctx.settings.script = "hant"
    cards.retranslate()
    cards.select("7d")
    text = cards.facts_view.toPlainText()
    assert "歪胡子" in text and "鬍" not in text
    assert cards.grid.captions["3d"][0] == "參" and "一萬" == cards.grid.captions["1m"][0]
    glossary.retranslate()
    glossary.show_target("g:erqishi")
    assert "鬍" not in glossary.games.text() + glossary.gloss.text()


def test_window_routes_glossary_targets_and_switches_language_live(qtbot, ctx):
    from archive_app.ui.language import UiLanguage
    from archive_app.ui.window import MainWindow

    window = MainWindow(ctx, UiLanguage(QtWidgets.QApplication.instance()))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    ctx.open_target.emit("g:qianzi")
    page = window.pages["glossary"]
    assert window.current_key() == "glossary" and page.current_id == "qianzi"
    window.set_language("en")
    assert page.title.text() == "Glossary" and "terms" in page.count.text()
    cards = window.show_page("cards")
    assert cards.title.text() == "Card gallery"


def test_reading_text_size(glossary, ctx):
    glossary.show_target("g:qianzi")
    before = glossary.gloss.font().pointSizeF()
    ctx.settings.text_scale = 1.5
    ctx.text_scale_changed.emit(1.5)
    assert glossary.gloss.font().pointSizeF() > before
