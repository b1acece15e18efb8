"""Every page or panel that can be empty, opened with a fresh data folder: it says in the user's language
what it is and what to do, and where there is an obvious next step its button takes it.

One window serves every state; each state is opened in Chinese and in English, and its words must be
Chinese in the one and English in the other (not the same text in both).
"""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from archive_app.qt import QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.navigation import PageKey
from archive_app.ui.pages.replay import ReplayPage
from archive_app.ui.widgets.archive_lists import LINES
from .windows import close_window, make_window, settle_events

CJK = re.compile(r"[\u3400-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


@dataclass
class Empty:
    """What an empty state shows: its words, the button to the next step (if any) and how to tell that
    the step was taken."""

    texts: list[str]
    button: QtWidgets.QAbstractButton | None = None
    taken: Callable[[], bool] | None = None


def _wait(condition: Callable[[], bool], tries: int = 1000) -> None:
    for _ in range(tries):  # up to ten seconds or so
        if condition():
            return
        QtWidgets.QApplication.processEvents()
        time.sleep(0.01)
    raise AssertionError("the state did not come")


def _plain(html: str) -> str:
    from archive_app.qt import QtGui

    return QtGui.QTextDocumentFragment.fromHtml(html).toPlainText()


# --- the states ---
def glossary_filter(window, _tmp) -> Empty:
    page = window.show_page(PageKey.GLOSSARY)
    page.filter.setText("zzqx")
    settle_events()
    assert page.list.count() == 0
    return Empty([page.empty.text()], page.show_all, lambda: page.list.count() == len(window.ctx.library.terms))


def archive_search(window, _tmp) -> Empty:
    page = window.show_page(PageKey.ARCHIVE)
    page.search.setText("zzqx")
    page.nav.run_search()
    settle_events()
    items = [page.results.item(i) for i in range(page.results.count())]
    assert len(items) == 1 and not items[0].flags()  # the one line is a message, not a hit
    return Empty([page.count.text(), _plain(items[0].data(LINES))])


def _puzzles(window):
    page = window.show_page(PageKey.PUZZLES)
    if page.trainer is None:
        page.after_first_paint()
    _wait(lambda: page.trainer is not None)
    return page


def puzzle_review(window, _tmp) -> Empty:
    from archive_app.presenters.puzzle_trainer import MODES

    page = _puzzles(window)
    page.views.setCurrentIndex(0)
    page.modes.setCurrentIndex(MODES.index("review"))
    settle_events()
    assert page.puzzle is None
    return Empty([page.empty.text()], page.to_rated, lambda: page.mode() == "rated" and page.puzzle is not None)


def puzzle_dashboard(window, _tmp) -> Empty:
    page = _puzzles(window)
    page.views.setCurrentIndex(1)
    settle_events()
    board = page.dashboard
    assert board.board is not None and board.board.attempts == 0
    tables = [label.text() for table in (board.themes, board.types)
              for label in table.findChildren(QtWidgets.QLabel) if label.isVisible()]
    texts = [board.totals.text(), board.plot.placeholder, *tables]
    return Empty(texts, board.first,
                 lambda: page.views.currentIndex() == 0 and page.mode() == "rated" and page.puzzle is not None)


def replay_not_over(window, _tmp) -> Empty:
    page = window.show_page(PageKey.REPLAY)
    page.tabs.setCurrentWidget(page.result_view)
    page.go(())
    settle_events()
    assert page.result_view.result is None
    return Empty([page.result_view.heading.text()], page.result_view.end_button,
                 lambda: page.result_view.result is not None)


def replay_without_games(window, tmp) -> Empty:
    """A replay page with no game to list (the content's games are elsewhere) and nothing opened before."""
    lang = window.ctx.settings.language
    ctx = AppContext(Path(tmp) / f"data-{lang}")
    ctx.settings.language = lang
    page = ReplayPage(ctx, games_root=Path(tmp) / "no-games")
    page.resize(900, 600)
    page.show()
    settle_events()
    assert page.games.titles() == [] and page.session is None
    assert page.games.open_button.isVisible() and page.games.record_button.isVisible()
    return Empty([page.games.summary.text(), page.games.open_button.text(), page.games.record_button.text()])


def saved_hands(window, _tmp) -> Empty:
    page = window.show_page(PageKey.BAHU)
    page.saved_menu.aboutToShow.emit()  # the menu fills itself as it opens
    actions = page.saved_menu.actions()
    assert len(actions) == 1 and not actions[0].isEnabled()  # a line of text, not a hand to load
    return Empty([actions[0].text()])


def _calculator(key: PageKey) -> Callable:
    def state(window, _tmp) -> Empty:
        page = window.show_page(key)
        page.clear()
        settle_events()
        return Empty([page.results[0].verdict.text()])
    return state


USED = (PageKey.GLOSSARY, PageKey.ARCHIVE, PageKey.PUZZLES, PageKey.REPLAY, PageKey.BAHU, PageKey.DUZIHU,
        PageKey.WAIHUZI)
STATES = {
    "glossary filter": glossary_filter,
    "archive search": archive_search,
    "puzzle review": puzzle_review,
    "puzzle dashboard": puzzle_dashboard,
    "replay result": replay_not_over,
    "replay without games": replay_without_games,
    "saved hands": saved_hands,
    "bahu hand lab": _calculator(PageKey.BAHU),
    "duzihu calculator": _calculator(PageKey.DUZIHU),
    "waihuzi calculator": _calculator(PageKey.WAIHUZI),
}


@pytest.fixture(scope="module")
def window(qapp, tmp_path_factory):
    class _Bot:  # one window for the module, closed here
        def addWidget(self, widget):  # noqa: N802 - pytest-qt's name
            pass

        def waitExposed(self, widget):  # noqa: N802
            return contextlib.nullcontext()

    win = make_window(_Bot(), tmp_path_factory.mktemp("fresh-data"), "zh", size=(1024, 700))
    for key in USED:  # the pages (and their menus) made here: what a test makes, it deletes at its end
        win.show_page(key)
        settle_events()
    yield win
    close_window(win)
    win.close()
    win.deleteLater()


def _says(text: str, lang: str) -> bool:
    text = re.sub(r"“[^”]*”", "", text)  # the user's own query, quoted back
    cjk, latin = len(CJK.findall(text)), LATIN_WORD.findall(text)
    return cjk >= 2 and not latin if lang == "zh" else cjk == 0 and len(latin) >= 1


@pytest.mark.parametrize("state", list(STATES))
def test_an_empty_state_says_what_it_is_and_what_to_do_in_both_languages(window, tmp_path, state):
    said: dict[str, list[str]] = {}
    for lang in ("zh", "en"):
        window.set_language(lang)
        settle_events()
        empty = STATES[state](window, tmp_path)
        texts = [t.replace("&", "") for t in empty.texts]
        if empty.button is not None:
            assert empty.button.isVisible(), state
            texts.append(empty.button.text().replace("&", ""))
        assert texts and all(t.strip() for t in texts), (state, lang, texts)
        for text in texts:
            assert _says(text, lang), (state, lang, text)
        said[lang] = texts
        if empty.button is not None:
            empty.button.click()
            settle_events()
            _wait(empty.taken)
            assert not empty.button.isVisible(), state  # the state is left: its button goes with it
    assert len(said["zh"]) == len(said["en"]) and all(a != b for a, b in zip(said["zh"], said["en"]))
