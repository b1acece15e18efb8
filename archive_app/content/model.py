"""Typed values for the archive's content, as loaded from content/."""

from __future__ import annotations

import pickle
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


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


class _Packed(bytes):
    """A field's value as its own pickle, unpickled when the field is first read."""


_UNSET = object()  # a deferred field not given to the constructor
_UNPACKING = threading.Lock()  # pages on the UI thread and a worker may read a field at once


class _Deferred:
    """A Library field that pickles as a nested pickle and is unpickled on first read: the lessons, puzzles
    and games are made of classes whose modules import engine code, which a start from the content cache
    (search and the home page) does not need."""

    def __init__(self, default: Callable[[], Any]) -> None:
        self.default = default

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = "_" + name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return _UNSET  # the dataclass's default; __set__ makes it a fresh value
        value = obj.__dict__[self.slot]
        if type(value) is _Packed:
            with _UNPACKING:
                value = obj.__dict__[self.slot]
                if type(value) is _Packed:
                    value = pickle.loads(value)
                    obj.__dict__[self.slot] = value
        return value

    def __set__(self, obj: Any, value: Any) -> None:
        obj.__dict__[self.slot] = self.default() if value is _UNSET else value


_DEFERRED = ("_lessons", "_puzzles", "_games")


@dataclass
class Library:
    sources: dict[str, Source] = field(default_factory=dict)
    articles: dict[str, Article] = field(default_factory=dict)
    terms: dict[str, Term] = field(default_factory=dict)
    issues: list[ContentIssue] = field(default_factory=list)
    # archive_app.content.lessons.Lessons: the courses of content/lessons/
    lessons: Any = _Deferred(lambda: None)  # type: ignore[assignment]
    # archive_app.content.puzzles.Curated: the curated puzzles the engine agrees with
    puzzles: Any = _Deferred(tuple)  # type: ignore[assignment]
    # archive_app.content.games.SampleGame, refereed
    games: list[Any] = _Deferred(list)  # type: ignore[assignment]

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        for slot in _DEFERRED:
            if type(state[slot]) is not _Packed:
                state[slot] = _Packed(pickle.dumps(state[slot], protocol=pickle.HIGHEST_PROTOCOL))
        return state

    def issues_in(self, folder: str) -> list[ContentIssue]:
        """The issues of the files under one folder of the content root (``"puzzles"``, ``"lessons"`` …)."""
        return [i for i in self.issues if i.path.replace("\\", "/").split("/")[1:2] == [folder]]

    def paragraph(self, full_id: str) -> Paragraph | None:
        source_id, _, _ = full_id.partition(".")
        source = self.sources.get(source_id)
        if source is None:
            return None
        return next((p for p in source.paragraphs if p.id == full_id), None)

    def has_target(self, target: str) -> bool:
        if target.startswith("g:"):
            return target[2:] in self.terms
        if target.startswith("a:"):
            return target[2:] in self.articles
        if "." in target:
            return self.paragraph(target) is not None
        return target in self.sources
