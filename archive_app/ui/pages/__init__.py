"""The pages of the main window, in navigation order. Each is imported only when first shown."""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec
from typing import NamedTuple

from archive_app.qt import QtCore
from archive_app.ui.navigation import PageKey


def _t(text: str) -> str:  # marks a page title for translation (context "Pages")
    return text


class PageSpec(NamedTuple):  # not a dataclass: importing dataclasses cost ~2 ms before the first paint
    key: PageKey
    title: str  # English source string, translated in context "Pages"
    module: str
    cls: str

    def load(self):
        return getattr(import_module(self.module), self.cls)

    @property
    def available(self) -> bool:
        return find_spec(self.module) is not None

    def translated_title(self) -> str:
        return QtCore.QCoreApplication.translate("Pages", self.title)


_ALL = (
    PageSpec(PageKey.HOME, QtCore.QT_TRANSLATE_NOOP("Pages", "Home"), "archive_app.ui.pages.home", "HomePage"),
    PageSpec(PageKey.LEARN, QtCore.QT_TRANSLATE_NOOP("Pages", "Learn"), "archive_app.ui.pages.learn", "LearnPage"),
    PageSpec(PageKey.ARCHIVE, QtCore.QT_TRANSLATE_NOOP("Pages", "Archive"), "archive_app.ui.pages.archive", "ArchivePage"),
    PageSpec(PageKey.GLOSSARY, QtCore.QT_TRANSLATE_NOOP("Pages", "Glossary"), "archive_app.ui.pages.glossary", "GlossaryPage"),
    PageSpec(PageKey.CARDS, QtCore.QT_TRANSLATE_NOOP("Pages", "Cards"), "archive_app.ui.pages.cards", "CardsPage"),
    PageSpec(PageKey.BAHU, QtCore.QT_TRANSLATE_NOOP("Pages", "Bahu hand lab"), "archive_app.ui.pages.bahu", "BahuPage"),
    PageSpec(PageKey.SETTLE, QtCore.QT_TRANSLATE_NOOP("Pages", "Bahu settlement"), "archive_app.ui.pages.settle", "SettlePage"),
    PageSpec(PageKey.DUZIHU, QtCore.QT_TRANSLATE_NOOP("Pages", "Duzihu calculator"), "archive_app.ui.pages.duzihu", "DuzihuPage"),
    PageSpec(PageKey.WAIHUZI, QtCore.QT_TRANSLATE_NOOP("Pages", "Waihuzi calculator"), "archive_app.ui.pages.waihuzi", "WaihuziPage"),
    PageSpec(PageKey.REPLAY, QtCore.QT_TRANSLATE_NOOP("Pages", "Replay"), "archive_app.ui.pages.replay", "ReplayPage"),
    PageSpec(PageKey.PLAY, QtCore.QT_TRANSLATE_NOOP("Pages", "Practice table"), "archive_app.ui.pages.play", "PlayPage"),
    PageSpec(PageKey.PUZZLES, QtCore.QT_TRANSLATE_NOOP("Pages", "Puzzles"), "archive_app.ui.pages.puzzles", "PuzzlesPage"),
)

# Pages not built yet are simply absent.
PAGES: tuple[PageSpec, ...] = tuple(p for p in _ALL if p.available)
PAGE_KEYS: tuple[PageKey, ...] = tuple(p.key for p in PAGES)
# The keys that go straight to a page: Ctrl+1 … Ctrl+9, Ctrl+0 for the tenth; the rest are one
# NEXT_PAGE or PREVIOUS_PAGE away (they go round from the last page to the first).
PAGE_SHORTCUTS: tuple[tuple[str, PageKey], ...] = tuple(
    (f"Ctrl+{(i + 1) % 10}", p.key) for i, p in enumerate(PAGES[:10]))
NEXT_PAGE, PREVIOUS_PAGE = "Alt+PgDown", "Alt+PgUp"


def spec(key: str) -> PageSpec:
    return next(p for p in PAGES if p.key == key)
