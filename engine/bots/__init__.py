"""Players for self-play, shared by every game: each bot picks one of the legal events the state offers
its seat, so a bot never breaks a rule, and is deterministic given its seed (:func:`engine.core.rng.rng`).

What lives here is what every game's bots share: the :class:`Bot` protocol, the one random bot
(:mod:`engine.bots.random`), the lookahead bots' measure (:mod:`engine.bots.chance`) and playouts
(:mod:`engine.bots.playouts`). Each game's own bots live in its package (``engine/<game>/bots.py``,
``engine/<game>/lookahead.py``); :func:`make_bot` asks the game's plug for them, so nothing here
imports a game.

>>> [make_bot("bahu", level, seed=1).name for level in BOTS]
['random', 'greedy', 'lookahead']
>>> type(make_bot("waihuzi", "greedy", seed=1)).__module__
'engine.waihuzi.bots'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.registry import game as game_plug

BOTS = ("random", "greedy", "lookahead")  # the levels every game offers


class Bot(Protocol):
    name: str

    def choose(self, state: Any, options: list[Event]) -> Event: ...


Maker = Callable[[Any], Bot]  # a bot from its seed


def build(makers: Mapping[str, Maker], level: str, seed: int | str | None) -> Bot:
    """The bot ``makers[level]`` makes from ``seed``: a game's own ``make_bot`` names its levels here,
    and an unknown level is one error naming the known ones."""
    maker = makers.get(level) if isinstance(level, str) else None
    if maker is None:
        raise InputError(f"unknown bot {level!r} (known: {', '.join(makers)})", level)
    return maker(seed)


def make_bot(game: str, level: str, seed: int | str) -> Bot:
    """A player of ``level`` for ``game``, built by the game's plug."""
    bot: Bot = game_plug(game).make_bot(level, seed)
    return bot
