"""Each game as the app sees it: ``archive_app/games/<key>.py`` defines ``ADAPTER`` (a
:class:`~archive_app.games.base.GameAdapter`) for the engine's game of that key. Shared app code asks
:func:`adapter` rather than testing a game's name; only these modules (and per-game pages and widgets)
know one game from another. Qt-free."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from importlib.util import find_spec

from archive_app.games.base import GameAdapter
from engine.core.errors import InputError
from engine.core.registry import games


@cache
def adapter(key: str) -> GameAdapter:
    """The adapter of the game ``key``; an unknown game is an InputError naming it."""
    if key not in keys():
        raise InputError(f"game: {key!r} is not known to the app (known: {', '.join(keys())})", "game")
    return import_module(f"{__name__}.{key}").ADAPTER


@cache
def keys() -> tuple[str, ...]:
    """The games the app shows, in the engine's order."""
    return tuple(g.key for g in games() if find_spec(f"{__name__}.{g.key}") is not None)


__all__ = ["GameAdapter", "adapter", "keys"]
