"""The games' puzzle kits, found by the game's key: a packaged game's kit is the ``KIT`` of the module
``engine.puzzles.kits.<key>``; a game from outside ``engine/`` (a test's own) joins with
:func:`register_kit`. A game without a kit has no puzzles.

>>> kit("bahu").types[:2], kit("nope")
(('yuan', 'can_hu'), None)
"""

from __future__ import annotations

from importlib import import_module
from importlib.util import find_spec

from engine.core.errors import InputError

from engine.puzzles.kit import PuzzleKit

_REGISTERED: dict[str, PuzzleKit] = {}


def kit(game: str) -> PuzzleKit | None:
    """The puzzle kit of ``game``, or None when it has none."""
    if game in _REGISTERED:
        return _REGISTERED[game]
    if not isinstance(game, str) or not game.isidentifier():  # not a module name: no packaged kit
        return None
    module = f"{__name__}.{game}"
    if find_spec(module) is None:
        return None
    found: PuzzleKit = import_module(module).KIT
    return found


def kit_for(game: str, kind: str, *, mined: bool = False) -> PuzzleKit:
    """The kit of ``game`` when it makes ``kind`` questions (built ones, or from self-play when ``mined``);
    else one error naming the types it makes."""
    found = kit(game)
    known = () if found is None else found.mined_types if mined else found.types
    if found is None or kind not in known:
        what = "self-play puzzles of type" if mined else "puzzle type"
        raise InputError(f"no {what} {kind!r} for {game} (known: {', '.join(known) or 'none'})", kind)
    return found


def register_kit(found: PuzzleKit) -> PuzzleKit:
    """Let a game from outside ``engine/`` make and check puzzles."""
    if isinstance(found.game, str) and found.game.isidentifier() and find_spec(f"{__name__}.{found.game}"):
        raise ValueError(f"a packaged kit serves {found.game!r}")
    _REGISTERED[found.game] = found
    return found


def unregister_kit(game: str) -> None:
    _REGISTERED.pop(game, None)
