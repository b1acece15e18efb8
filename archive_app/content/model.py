"""The library: everything loaded from content/ (its entries' classes are in entries.py).

A start from the content cache reads the library back before anything of it is used: each of its
fields is kept as a nested pickle and unpickled when first read, so that start imports neither the
entries' module (nor ``dataclasses`` with it: ~2 ms) nor the engine code of the lessons, puzzles and games.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from archive_app.content.entries import Article, ContentIssue, Paragraph, Source, Term


class _Packed:
    """A field's value as its own pickle, unpickled when the field is first read. It holds the bytes rather
    than being bytes: a subclass of bytes is copied once more when it is unpickled (~1 MB at every start)."""

    __slots__ = ("data",)

    def __init__(self, data: bytes) -> None:
        self.data = data

    def __reduce__(self) -> tuple:
        return _Packed, (self.data,)


_UNSET = object()  # a deferred field not given to the constructor
_UNPACKING = threading.Lock()  # pages on the UI thread and a worker may read a field at once


class _Deferred:
    """A Library field that pickles as a nested pickle and is unpickled on first read: the lessons, puzzles
    and games are made of classes whose modules import engine code, the sources, articles, terms and issues
    of the entries' classes, none of which a start from the content cache (search and the home page) needs."""

    def __init__(self, default: Callable[[], Any]) -> None:
        self.default = default

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = "_" + name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return _UNSET  # the default; __set__ makes it a fresh value
        value = obj.__dict__[self.slot]
        if type(value) is _Packed:
            with _UNPACKING:
                value = obj.__dict__[self.slot]
                if type(value) is _Packed:
                    value = _loads(value.data)
                    obj.__dict__[self.slot] = value
        return value

    def __set__(self, obj: Any, value: Any) -> None:
        obj.__dict__[self.slot] = self.default() if value is _UNSET else value


def _loads(data: bytes) -> Any:
    try:  # the C unpickler alone: the pickle module itself costs ~1 ms to import
        from _pickle import loads
    except ImportError:  # pragma: no cover - Pythons without the C accelerator
        from pickle import loads
    return loads(data)


_FIELDS = ("sources", "articles", "terms", "issues", "lessons", "puzzles", "games")
_DEFERRED = tuple("_" + name for name in _FIELDS)


class Library:
    """Everything under content/. Made, compared and shown as a dataclass would be (a dataclass is not
    used: see the module's docstring)."""

    sources: dict[str, Source] = _Deferred(dict)  # type: ignore[assignment]
    articles: dict[str, Article] = _Deferred(dict)  # type: ignore[assignment]
    terms: dict[str, Term] = _Deferred(dict)  # type: ignore[assignment]
    issues: list[ContentIssue] = _Deferred(list)  # type: ignore[assignment]
    # archive_app.content.lessons.Lessons: the courses of content/lessons/
    lessons: Any = _Deferred(lambda: None)
    # archive_app.content.puzzles.Curated: the curated puzzles the engine agrees with
    puzzles: Any = _Deferred(tuple)
    # archive_app.content.games.SampleGame, refereed
    games: list[Any] = _Deferred(list)  # type: ignore[assignment]

    __match_args__ = _FIELDS
    __hash__ = None  # type: ignore[assignment] - mutable, compared by value

    def __init__(self, sources: Any = _UNSET, articles: Any = _UNSET, terms: Any = _UNSET, issues: Any = _UNSET,
                 lessons: Any = _UNSET, puzzles: Any = _UNSET, games: Any = _UNSET) -> None:
        """Each field not given starts as a fresh default (an empty dict or list, no lessons, no puzzles)."""
        self.sources, self.articles, self.terms, self.issues = sources, articles, terms, issues
        self.lessons, self.puzzles, self.games = lessons, puzzles, games

    def _values(self) -> tuple:
        return (self.sources, self.articles, self.terms, self.issues, self.lessons, self.puzzles, self.games)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()  # type: ignore[attr-defined]
        return NotImplemented

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(" + ", ".join(
            f"{name}={value!r}" for name, value in zip(_FIELDS, self._values())) + ")"

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        packing = [slot for slot in _DEFERRED if type(state[slot]) is not _Packed]
        if packing:
            import pickle

            for slot in packing:
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
