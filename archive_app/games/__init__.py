"""Each game as the app sees it: ``archive_app/games/<key>.py`` defines ``ADAPTER`` (a
:class:`~archive_app.games.base.GameAdapter`) for the engine's game of that key. Shared app code asks
:func:`adapter` rather than testing a game's name, and lists the games with :func:`keys`; only these
modules (and per-game pages and widgets) know one game from another. A game that lives elsewhere (a
test's own small game) joins with :func:`register`, after its engine plug. Qt-free."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from importlib.util import find_spec

from archive_app.games.base import GameAdapter
from engine.core.errors import InputError
from engine.core.registry import game as find_game
from engine.core.registry import games

_REGISTERED: dict[str, GameAdapter] = {}


def adapter(key: str) -> GameAdapter:
    """The adapter of the game ``key``; an unknown game is an InputError naming it."""
    if key in _REGISTERED:
        return _REGISTERED[key]
    if key not in keys():
        raise InputError(f"game: {key!r} is not known to the app (known: {', '.join(keys())})", "game")
    return _load(key)


def keys() -> tuple[str, ...]:
    """The games the app shows, in the engine's order: the packaged ones, then any registered."""
    return tuple(g.key for g in games() if g.key in _REGISTERED or _packaged(g.key))


def register(game_adapter: GameAdapter) -> GameAdapter:
    """Let a game from outside ``archive_app/games/`` show in the app; its engine plug must be registered."""
    find_game(game_adapter.key)  # an unknown game is an InputError
    if _packaged(game_adapter.key):
        raise ValueError(f"the app already has an adapter for {game_adapter.key!r}")
    _REGISTERED[game_adapter.key] = game_adapter
    return game_adapter


def unregister(key: str) -> None:
    _REGISTERED.pop(key, None)


@cache
def _packaged(key: str) -> bool:
    return find_spec(f"{__name__}.{key}") is not None


@cache
def _load(key: str) -> GameAdapter:
    return import_module(f"{__name__}.{key}").ADAPTER


__all__ = ["GameAdapter", "adapter", "keys", "register", "unregister"]
