"""The replay page's Analysis tab: the hand analysed off the UI thread, the graph of each seat's
expected result, a click on it going to that moment, the costly decisions listed with links, and the
tab said again in the other language."""

from __future__ import annotations

import pytest

from archive_app.qt import QtCore
from tests.ui.test_replay_review import make_page, sample


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    import engine.bahu.lookahead as bahu
    import engine.review.analysis as analysis

    monkeypatch.setattr(analysis, "ROUNDS", 1)
    monkeypatch.setattr(bahu, "ROUNDS", 1)
    monkeypatch.setattr(bahu, "BUDGET", 30)


def test_the_hand_is_analysed_and_the_graph_goes_to_a_moment(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path, "en")
    page.open_sample(sample(page, "bahu"))
    tab = page.analysis
    assert tab.button.isEnabled() and tab.graph.isHidden()
    tab.button.click()
    qtbot.waitUntil(lambda: tab.idle() and tab._found is not None, timeout=120000)
    rows = tab.graph.rows
    assert len(rows) == len(page.session.record.events) + 1
    assert all(abs(sum(r)) < 1e-6 for r in rows)
    assert not tab.graph.isHidden()
    tab.graph.moment_chosen.emit(5)
    assert page.session.path == (4,) and tab.graph.current == 5
    assert "move" in tab.marks.toPlainText() or "no costly decision" in tab.marks.toPlainText()
    tab.marks.anchorClicked.emit(QtCore.QUrl("moment:3"))
    assert page.session.path == (2,)


def test_the_tab_follows_the_language(qtbot, tmp_path):
    from archive_app.ui.language import UiLanguage

    page = make_page(qtbot, tmp_path, "en")
    page.open_sample(sample(page, "bahu"))
    assert "Analyse" in page.analysis.button.text()
    language = UiLanguage(QtCore.QCoreApplication.instance())
    try:
        language.apply("zh", "hans")
        page.ctx.settings.language = "zh"
        page.retranslate()
        assert "分析" in page.analysis.button.text() and "引擎" in page.analysis.marks.toPlainText()
    finally:
        language.apply("en", "hans")


def test_the_move_list_shows_the_engines_marks_beside_the_records_own(qtbot, tmp_path):
    from archive_app.ui.widgets.replay_analysis_tab import worst_marks

    page = make_page(qtbot, tmp_path, "en")
    page.open_sample(sample(page, "bahu"))
    tab = page.analysis
    tab.button.click()
    qtbot.waitUntil(lambda: tab.idle() and tab._found is not None, timeout=120000)
    marks = worst_marks(tab._found)
    texts = [page.moves.item(i).text() for i in range(page.moves.count())]
    shown = {i for i in marks for t in texts if t.startswith(f"{i + 1}. ") and f"(engine: {marks[i]})" in t}
    assert shown == set(marks)
    page.open_sample(next(g for g in page.games.games if g.game == "duzihu"))
    assert not any("(engine:" in page.moves.item(i).text() for i in range(page.moves.count()))


def test_a_practice_hand_opens_with_its_analysis(qtbot, tmp_path):
    from dataclasses import replace

    page = make_page(qtbot, tmp_path, "en")
    game = sample(page, "bahu")
    page.show_record(replace(game.record, tags={**game.record.tags, "Practice": "1 greedy 7"}), "")
    qtbot.waitUntil(lambda: page.analysis.idle() and page.analysis._found is not None, timeout=120000)
    assert not page.analysis.graph.isHidden()


@pytest.mark.parametrize("width", [260, 300, 600])
def test_the_graphs_legend_names_every_seat_within_its_width(qtbot, width):
    """A narrow side panel breaks the legend into lines: no seat's name and value runs off the right."""
    from archive_app.ui.widgets.eval_graph import LEGEND_GAP, EvalGraph

    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.resize(width, 160)
    graph.set_rows([(0.0, 0.0, 0.0, 0.0), (-8.9, 34.6, -11.4, -14.3)],
                   ["Player A", "Player B", "Player C", "Player D"], [0, 1, 2, 3])
    graph.set_current(1)
    lines = graph.legend_lines()
    assert [s for line in lines for s, _ in line] == [0, 1, 2, 3]
    metrics = graph.fontMetrics()
    for line in lines:
        right = 8 + sum(metrics.horizontalAdvance(t) + LEGEND_GAP for _, t in line) - LEGEND_GAP
        assert right <= width - 8 or len(line) == 1, (width, line)
    assert (len(lines) > 1) == (width < 400)
