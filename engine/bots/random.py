"""The random bot, every game's: a uniformly random legal event (the fuzzer's player: it never breaks a
rule). One ``randrange`` a choice, so a seed gives the same moves in every game."""

from __future__ import annotations

from typing import Any

from engine.core.game import Event
from engine.core.rng import rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = rng(seed)

    def choose(self, state: Any, options: list[Event]) -> Event:
        return options[self.rng.randrange(len(options))]
