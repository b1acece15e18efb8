"""Going from page to page: the page keys match the pages, and the navigator's actions reach a page only
through what it can do."""

from __future__ import annotations

from pathlib import Path

from archive_app.ui.navigation import Navigator, PageKey, target_page
from archive_app.ui.pages import _ALL

ROOT = Path(__file__).resolve().parent.parent


def test_every_page_has_a_key_and_every_key_a_page():
    assert [p.key for p in _ALL] == list(PageKey)


def test_links_go_to_the_glossary_or_the_archive():
    assert target_page("g:hutou") is PageKey.GLOSSARY
    assert target_page("s001.p017") is PageKey.ARCHIVE and target_page("a:slug") is PageKey.ARCHIVE


def test_without_a_window_nothing_happens():
    nav = Navigator()
    assert nav.show(PageKey.SETTLE) is None
    assert not nav.take_winner(10, False, ()) and not nav.open_record(Path("x.txt"))
    assert not nav.open_target("s001") and not nav.focus_search()


class _Settle:
    def __init__(self) -> None:
        self.taken: tuple | None = None

    def take_winner(self, hutou, ping, melds=(), seat=None, rules=None) -> None:
        self.taken = (hutou, ping, tuple(melds), rules)


def test_actions_reach_the_page_that_can_take_them():
    settle, shown = _Settle(), []
    pages = {PageKey.SETTLE: settle, PageKey.ARCHIVE: object()}

    def show(key: str) -> object:
        shown.append(key)
        return pages[key]

    nav = Navigator()
    nav.attach(show, (PageKey.SETTLE, PageKey.ARCHIVE))
    assert nav.take_winner(10, True, ["peng Q"], rules="haimen") and settle.taken == (10, True, ("peng Q",), "haimen")
    assert not nav.open_target("s001.p017")  # the page shown cannot show a target: no error, False
    assert not nav.open_record(Path("x.txt")) and shown == ["settle", "archive"]  # no replay page here: not shown


def test_no_page_asks_its_window_for_a_method_by_name():
    for path in (ROOT / "archive_app" / "ui" / "pages").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "show_page" not in text and 'getattr(page, "' not in text, f"{path.name}: use ctx.navigator"
