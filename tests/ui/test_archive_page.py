"""The archive page: contents, the reader, links, search, citations, PDF export, broken content."""

from __future__ import annotations

import shutil

import pytest

from archive_app.paths import CONTENT
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.export import export_article_pdf, export_source_pdf
from archive_app.ui.pages.archive import HIGHLIGHT, ArchivePage

Qt = QtCore.Qt
CITE_S000_P017 = "南通长牌八胡头 (s000), ¶ p017 — Bahu (Eight Hutou) of Nantong Long Cards"


@pytest.fixture
def ctx(tmp_path):
    context = AppContext(tmp_path / "data")
    context.load_content_now()
    return context


def make_page(qtbot, ctx) -> ArchivePage:
    page = ArchivePage(ctx)
    qtbot.addWidget(page)
    page.retranslate()
    page.resize(1200, 800)
    page.show()
    qtbot.waitExposed(page)
    return page


@pytest.fixture
def page(qtbot, ctx):
    return make_page(qtbot, ctx)


def row_background(page: ArchivePage, paragraph_id: str) -> QtGui.QColor:
    row = page._row_of(paragraph_id)
    cell = page._table.cellAt(row, 1)
    return cell.format().background().color()


def search(qtbot, page: ArchivePage, query: str) -> list[str]:
    page.search.setText(query)
    qtbot.waitUntil(lambda: page.lists.currentWidget() is page.results and not page._search_timer.isActive(),
                    timeout=2000)
    return page.result_ids()


# --- contents and reader ---
def test_contents_lists_every_source_and_article_in_order(page, ctx):
    lib = ctx.library
    articles = [f"a:{a.id}" for a in sorted(lib.articles.values(), key=lambda a: a.order)]
    assert page.toc_targets() == sorted(lib.sources) + articles
    assert len(lib.sources) == 5
    assert "5" in page.count.text()


def test_opens_on_a_source_with_every_paragraph_side_by_side(page, ctx):
    assert page.current == "s000"
    text = page.reader.toPlainText()
    source = ctx.library.sources["s000"]
    assert source.title in text and source.title_en in text
    assert page._table is not None and page._table.rows() == len(source.paragraphs) + 1
    assert page._table.columns() == 3
    assert "p017" in page._table.cellAt(17, 0).firstCursorPosition().block().text()
    assert source.paragraphs[16].en.split()[0] in text


def test_show_target_opens_scrolls_to_and_highlights_the_paragraph(page, qtbot):
    page.show_target("s001.p017")
    assert page.current == "s001" and page.current_paragraph == "s001.p017"
    assert row_background(page, "s001.p017") == QtGui.QColor(HIGHLIGHT)
    assert row_background(page, "s001.p016") != QtGui.QColor(HIGHLIGHT)
    assert page.toc.currentItem().data(Qt.ItemDataRole.UserRole) == "s001"
    qtbot.waitUntil(lambda: page.reader.verticalScrollBar().value() > 0)
    cell = page.reader.cursorRect(page._table.cellAt(17, 1).firstCursorPosition())
    assert page.reader.viewport().rect().contains(cell.center())
    page.show_target("s001.p020")  # the highlight moves
    assert row_background(page, "s001.p020") == QtGui.QColor(HIGHLIGHT)
    assert row_background(page, "s001.p017") != QtGui.QColor(HIGHLIGHT)


def test_show_target_opens_an_article_and_its_links_navigate(page, ctx, qtbot):
    page.show_target("a:number-marks")
    article = ctx.library.articles["number-marks"]
    assert page.current == "a:number-marks"
    assert article.meta["title"] in page.reader.toPlainText()  # the UI language (中文) by default
    assert "go:s001.p011" in page.reader.toHtml() and "[通东 ¶11]" in page.reader.toPlainText()  # a reference names its source
    assert page.flip_button.isVisible() and page.flip_button.text() == "Read in English"
    page.flip_button.click()
    assert article.meta["title_en"] in page.reader.toPlainText()
    page.reader.anchorClicked.emit(QtCore.QUrl("go:s001.p011"))
    assert page.current == "s001" and page.current_paragraph == "s001.p011"
    assert page.back_button.isEnabled()
    page.back_button.click()
    assert page.current == "a:number-marks"


def test_glossary_links_are_sent_to_the_glossary(page, qtbot):
    with qtbot.waitSignal(page.ctx.open_target, timeout=1000) as blocker:
        page.reader.anchorClicked.emit(QtCore.QUrl("go:g:qianzi"))
    assert blocker.args == ["g:qianzi"]


def test_clicking_a_paragraph_selects_it_for_the_citation(page, qtbot):
    page.show_target("s000.p005")
    cursor = page._table.cellAt(8, 2).firstCursorPosition()
    qtbot.waitUntil(lambda: page.reader.viewport().rect().contains(page.reader.cursorRect(cursor).center()))
    qtbot.mouseClick(page.reader.viewport(), Qt.MouseButton.LeftButton, pos=page.reader.cursorRect(cursor).center())
    assert page.current_paragraph == "s000.p008"
    assert row_background(page, "s000.p008") == QtGui.QColor(HIGHLIGHT)


# --- citations ---
def test_copy_citation_of_the_highlighted_paragraph(page):
    page.show_target("s000.p017")
    page.cite_button.click()
    assert QtWidgets.QApplication.clipboard().text() == CITE_S000_P017
    page.show_target("s001")
    assert page.copy_citation() == "八胡入门（新版） (s001) — An Introduction to Bahu (new edition)"
    assert page.copy_citation("s001.p003").startswith("八胡入门（新版） (s001), ¶ p003 — ")


# --- search ---
@pytest.mark.parametrize("query", ["千字", "紅花", "qianzi", "千", "hutou", "Waihuzi"])
def test_search_finds_results(page, qtbot, query):
    ids = search(qtbot, page, query)
    assert ids, query
    assert any(ch.isdigit() for ch in page.count.text())


def test_traditional_query_finds_simplified_text(page, qtbot, ctx):
    ids = search(qtbot, page, "紅花")
    originals = [ctx.library.paragraph(i).original for i in ids if ctx.library.paragraph(i)]
    assert any("红花" in text for text in originals)


def test_no_results_is_said_plainly(page, qtbot):
    assert search(qtbot, page, "zzqxj") == []
    assert "No results" in page.count.text()
    page.search.clear()
    qtbot.waitUntil(lambda: page.lists.currentWidget() is page.toc)


def test_clicking_a_result_opens_its_paragraph(page, qtbot):
    ids = search(qtbot, page, "千字")
    row = next(i for i, hit in enumerate(ids) if hit.startswith("s001."))
    item = page.results.item(row)
    page.results.scrollToItem(item)
    qtbot.mouseClick(page.results.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.results.visualItemRect(item).center())
    assert page.current == "s001" and page.current_paragraph == ids[row]
    assert row_background(page, ids[row]) == QtGui.QColor(HIGHLIGHT)
    assert page.reader.extraSelections()  # the query is marked in the text


def test_enter_in_the_search_box_opens_the_first_result(page, qtbot):
    page.search.setText("呛森")
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    first = page.result_ids()[0]
    assert page.current == first.split(".")[0] or first.startswith("g:")


def test_glossary_results_go_to_the_glossary(page, qtbot):
    ids = search(qtbot, page, "qianzi")
    row = next(i for i, hit in enumerate(ids) if hit.startswith("g:"))
    page.results.setFocus()
    page.results.setCurrentRow(row)
    with qtbot.waitSignal(page.ctx.open_target, timeout=1000) as blocker:
        qtbot.keyClick(page.results, Qt.Key.Key_Return)
    assert blocker.args == [ids[row]]


def test_focus_search_focuses_the_search_box(page, qtbot):
    """The window's Ctrl+F (tests/ui/test_shell.py) lands here from any page."""
    page.activateWindow()
    page.reader.setFocus()
    page.focus_search()
    qtbot.waitUntil(page.search.hasFocus, timeout=1000)


# --- keyboard in the contents ---
def test_up_down_and_enter_in_the_contents(page, qtbot):
    toc = page.toc
    toc.setFocus()
    last_source = max(i for i in range(toc.count()) if toc.item(i).data(Qt.ItemDataRole.UserRole) == "s004")
    toc.setCurrentRow(last_source)
    qtbot.keyClick(toc, Qt.Key.Key_Down)  # skips the "Articles" heading
    target = toc.currentItem().data(Qt.ItemDataRole.UserRole)
    assert target.startswith("a:")
    qtbot.keyClick(toc, Qt.Key.Key_Return)
    assert page.current == target


# --- reading controls ---
def test_script_toggle_converts_the_original_and_says_so(page, ctx):
    page.show_target("s002")  # a 繁體 original
    assert "南通單將長牌" not in page.reader.toPlainText()  # shown in 简体 by default …
    assert "南通单将长牌" in page.reader.toPlainText()
    assert "archive:original" in page.reader.toHtml()  # … with a way back to the original
    page.reader.anchorClicked.emit(QtCore.QUrl("archive:original"))
    assert "南通單將長牌" in page.reader.toPlainText()
    page.reader.anchorClicked.emit(QtCore.QUrl("archive:convert"))
    ctx.settings.script = "hant"
    ctx.script_changed.emit("hant")
    assert "南通單將長牌" in page.reader.toPlainText()
    page.show_target("s000")
    assert "南通長牌八胡頭" in page.reader.toPlainText()


def test_text_size_follows_the_app_setting(page, ctx):
    before = page.reader.font().pointSizeF()
    ctx.settings.text_scale = 1.5
    ctx.text_scale_changed.emit(1.5)
    assert page.reader.font().pointSizeF() == pytest.approx(before * 1.5, rel=0.02)


def test_remembers_the_last_opened_source_and_article(qtbot, ctx):
    first = make_page(qtbot, ctx)
    first.show_target("s003.p002")
    assert ctx.settings.last_source == "s003"
    assert make_page(qtbot, ctx).current == "s003"
    first.show_target("a:paijing")
    assert ctx.settings.last_source == "s003"
    assert make_page(qtbot, ctx).current == "a:paijing"


def test_loading_message_until_the_library_arrives(qtbot, tmp_path):
    context = AppContext(tmp_path / "data")
    page = make_page(qtbot, context)
    assert page.body.currentWidget() is page.loading
    assert page.loading.text() == "Loading the archive…"
    context.load_content_now()  # emits library_ready
    assert page.body.currentWidget() is page.splitter
    assert page.current == "s000" and len(page.toc_targets()) == 5 + len(context.library.articles)


# --- PDF ---
def test_export_source_pdf_without_a_dialog(ctx, tmp_path):
    out = export_source_pdf(ctx.library.sources["s002"], tmp_path / "s002.pdf", "en", library=ctx.library)
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 20_000


def test_export_article_pdf(ctx, tmp_path):
    out = export_article_pdf(ctx.library.articles["the-long-card"], tmp_path / "a.pdf", "zh", library=ctx.library)
    assert out.read_bytes().startswith(b"%PDF")


def test_export_button_writes_the_current_view(page, tmp_path, monkeypatch):
    target = tmp_path / "out" / "article"
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.show_target("a:paijing")
    page.pdf_button.click()
    written = target.with_suffix(".pdf")
    assert written.read_bytes().startswith(b"%PDF")


# --- broken content ---
def test_broken_files_are_named_and_the_rest_still_shows(qtbot, tmp_path):
    content = tmp_path / "content"
    shutil.copytree(CONTENT, content)
    glossary = content / "glossary" / "cards.toml"
    glossary.write_text(glossary.read_text(encoding="utf-8") + "\n[[term]\nid = broken\n", encoding="utf-8")
    article = content / "articles" / "paijing.md"
    article.write_text(article.read_text(encoding="utf-8").replace("---\n", "", 1), encoding="utf-8")
    context = AppContext(tmp_path / "data", content_dir=content)
    context.load_content_now()
    page = make_page(qtbot, context)
    assert page.warning.isVisible()
    text = page.warning_text.text()
    assert "content/glossary/cards.toml:" in text and "content/articles/paijing.md:1:" in text
    targets = page.toc_targets()
    assert [t for t in targets if not t.startswith("a:")] == ["s000", "s001", "s002", "s003", "s004"]
    others = {f"a:{path.stem}" for path in (CONTENT / "articles").glob("*.md")} - {"a:paijing"}
    assert "a:paijing" not in targets and {t for t in targets if t.startswith("a:")} == others
    assert page.current == "s000" and page._table is not None
    page.warning_close.click()
    assert not page.warning.isVisible()


def test_right_click_on_a_paragraph_offers_its_citation(page):
    page.show_target("s000.p003")
    cursor = page._table.cellAt(17, 1).firstCursorPosition()
    menu = page.context_menu_at(page.reader.cursorRect(cursor).center())
    action = next(a for a in menu.actions() if "¶ p017" in a.text())
    assert page.current_paragraph == "s000.p017"  # right-clicking selects the paragraph
    action.trigger()
    assert QtWidgets.QApplication.clipboard().text() == CITE_S000_P017
    menu.deleteLater()


def test_tab_reaches_the_contents_controls_and_reader(page, qtbot):
    page.activateWindow()
    page.search.setFocus()
    qtbot.waitUntil(page.search.hasFocus, timeout=1000)
    seen = []
    for _ in range(8):
        qtbot.keyClick(QtWidgets.QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QtWidgets.QApplication.focusWidget())
    for widget in (page.toc, page.cite_button, page.pdf_button, page.reader):
        assert widget in seen


def test_english_ui_puts_english_titles_first(page, ctx):
    ctx.settings.language = "en"
    page.retranslate()
    first = page.toc.item(1).data(Qt.ItemDataRole.UserRole + 1)
    assert first[0] == ctx.library.sources["s000"].title_en
    page.show_target("a:paijing")
    assert ctx.library.articles["paijing"].meta["title_en"] in page.reader.toPlainText()
    assert page.flip_button.text() == "阅读中文"
