"""The entries of the library: the sources with their paragraphs, the articles, the glossary's terms,
and the problems found while loading them (archive_app/content/model.py holds the library itself).

A start from the content cache does not import this module: the library's fields are unpickled when
first read, and this module with them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ContentIssue:
    """A problem in a content file, reported as ``file:line: message``."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


@dataclass(frozen=True)
class Paragraph:
    id: str  # full ID, e.g. "s001.p017"
    original: str
    en: str
    note: str = ""
    line: int = 0


@dataclass(frozen=True)
class Source:
    id: str
    meta: dict[str, str]
    paragraphs: tuple[Paragraph, ...]
    path: str = ""

    @property
    def title(self) -> str:
        return self.meta.get("title", self.id)

    @property
    def title_en(self) -> str:
        return self.meta.get("title_en", self.id)


@dataclass(frozen=True)
class Article:
    id: str
    meta: dict[str, str]
    zh: str  # Markdown with [[links]]
    en: str
    path: str = ""

    @property
    def order(self) -> int:
        try:
            return int(self.meta.get("order", "99"))
        except ValueError:
            return 99


@dataclass(frozen=True)
class Term:
    id: str
    hans: str
    hant: str
    pinyin: str
    en: str
    gloss_en: str
    gloss_zh: str
    games: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    synonyms: tuple[str, ...] = ()
    refs: tuple[str, ...] = ()
    category: str = ""
    path: str = ""
    line: int = 0  # of its id in the file


__all__ = ["Article", "ContentIssue", "Paragraph", "Source", "Term"]
