"""Going from one page to another: the page keys and the actions a page takes to send the user elsewhere.

The window attaches itself to the context's :class:`Navigator` (``ctx.navigator``); pages call it rather
than asking their window for methods by name. What a target page can do is a Protocol here, so a page
never imports another page. A page built alone (a test, no window) has a navigator that goes nowhere:
each action then answers ``None`` or ``False`` and the caller says so.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol, runtime_checkable


class PageKey(StrEnum):
    """The pages, in navigation order; the value is what settings and ``--page`` use."""

    HOME = "home"
    LEARN = "learn"
    ARCHIVE = "archive"
    GLOSSARY = "glossary"
    CARDS = "cards"
    BAHU = "bahu"
    SETTLE = "settle"
    DUZIHU = "duzihu"
    WAIHUZI = "waihuzi"
    REPLAY = "replay"
    PLAY = "play"
    PUZZLES = "puzzles"


# --- what a page that is sent somewhere can do ---

@runtime_checkable
class ShowsTarget(Protocol):
    """The archive and the glossary: show ``"s001.p017"``, ``"a:slug"`` or ``"g:term"``."""

    def show_target(self, target: str) -> None: ...


@runtime_checkable
class FocusesSearch(Protocol):
    """The archive: put the cursor in its search box."""

    def focus_search(self) -> None: ...


@runtime_checkable
class TakesWinner(Protocol):
    """The 八胡 settlement: a fresh round won with what the hand lab knows."""

    def take_winner(self, hutou: int, ping: bool, melds: Sequence[Any] = (), seat: int | None = None,
                    rules: str | None = None) -> None: ...


@runtime_checkable
class OpensRecord(Protocol):
    """The replay page: open a game record file."""

    def open_path(self, path: Path) -> bool: ...


ShowPage = Callable[[str], object]


def target_page(target: str) -> PageKey:
    """Where a link goes: glossary terms to the glossary, sources and articles to the archive."""
    return PageKey.GLOSSARY if target.startswith("g:") else PageKey.ARCHIVE


class Navigator:
    """The actions pages take to go elsewhere, carried out by the window attached (none: nothing happens)."""

    def __init__(self) -> None:
        self._show: ShowPage | None = None
        self._keys: frozenset[str] = frozenset()

    def attach(self, show_page: ShowPage, keys: Collection[str]) -> None:
        """The window: ``show_page(key)`` makes a page current and returns it; ``keys`` are the pages it has."""
        self._show, self._keys = show_page, frozenset(keys)

    def has(self, key: PageKey) -> bool:
        return self._show is not None and key in self._keys

    def show(self, key: PageKey) -> object | None:
        """Make ``key`` the current page and return it; ``None`` when there is no such page here."""
        if not self.has(key):
            return None
        return self._show(key)

    def open_target(self, target: str) -> bool:
        page = self.show(target_page(target))
        if not isinstance(page, ShowsTarget):
            return False
        page.show_target(target)
        return True

    def focus_search(self) -> bool:
        page = self.show(PageKey.ARCHIVE)
        if not isinstance(page, FocusesSearch):
            return False
        page.focus_search()
        return True

    def take_winner(self, hutou: int, ping: bool, melds: Sequence[Any], rules: str | None = None) -> bool:
        """Hand a won 八胡 hand to the settlement page (it becomes the current page)."""
        page = self.show(PageKey.SETTLE)
        if not isinstance(page, TakesWinner):
            return False
        page.take_winner(hutou, ping, melds, rules=rules)
        return True

    def open_record(self, path: Path) -> bool:
        """Open a saved game in the replay page (it becomes the current page); False if it could not."""
        page = self.show(PageKey.REPLAY)
        if not isinstance(page, OpensRecord):
            return False
        return page.open_path(path)
