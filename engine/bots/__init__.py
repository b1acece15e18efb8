"""Players for self-play: each bot picks one of the legal events the state offers its seat.

Both bots are deterministic given their seed (:func:`engine.core.rng.rng`) and never break a rule:
they choose only among ``state.legal_moves()``.

>>> make_bot("random", seed=1).name, make_bot("greedy", seed=1).name, make_bot("lookahead", seed=1).name
('random', 'greedy', 'lookahead')
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.core.errors import InputError
from engine.core.game import Event

BOTS = ("random", "greedy", "lookahead")


class Bot(Protocol):
    name: str

    def choose(self, state: Any, options: list[Event]) -> Event: ...


def make_bot(name: str, seed: int | str) -> Bot:
    if name == "random":
        from engine.bots.random import RandomBot

        return RandomBot(seed)
    if name == "greedy":
        from engine.bots.greedy import GreedyBot

        return GreedyBot(seed)
    if name == "lookahead":
        from engine.bots.lookahead import LookaheadBot

        return LookaheadBot(seed)
    raise InputError(f"unknown bot {name!r} (known: {', '.join(BOTS)})", name)
