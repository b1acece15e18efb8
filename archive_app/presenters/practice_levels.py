"""The practice table's levels of play, named for people: a beginner, a casual player, a strong one.
Each level plays one of the engine's bots, and a record's ``Practice`` tag keeps that bot's key (so a
record says how it was played whatever the table calls the level). Pure Python, no Qt.

* beginner: the engine's random bot, except that it takes a win whenever one is offered (a random
  player that lets its wins go by is no opponent to learn against);
* casual: the greedy bot (the move that brings its hand nearest a win, one move ahead);
* strong: the engine's strongest bot, named once here (:data:`STRONG`).

>>> [level.key for level in levels_of("bahu")], bot_of("strong")
(['beginner', 'casual', 'strong'], 'lookahead')
>>> level_of("random"), level_of("no such bot")
('beginner', 'casual')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.bots import Bot, make_bot
from engine.core.game import Event

STRONG = "lookahead"  # the engine's strongest bot: the one name to change when a stronger one comes


@dataclass(frozen=True)
class Level:
    key: str  # what the table and the settings call the level
    bot: str  # the engine's bot that plays it (the record's tag)


LEVELS = (Level("beginner", "random"), Level("casual", "greedy"), Level("strong", STRONG))
DEFAULT = "casual"


def levels_of(game: str) -> tuple[Level, ...]:
    """The levels the table offers for the game: those whose bot the engine has for it."""
    from archive_app.games import adapter

    have = adapter(game).plug.bots
    return tuple(level for level in LEVELS if level.bot in have)


def bot_of(level: str) -> str:
    """The engine's bot for a level (an unknown level: the casual one's)."""
    bots = {x.key: x.bot for x in LEVELS}
    return bots.get(level, bots[DEFAULT])


def level_of(bot: str) -> str:
    """The level a bot plays (a bot no level names: casual)."""
    return next((x.key for x in LEVELS if x.bot == bot), DEFAULT)


class TakesWin:
    """A bot that takes a win whenever one is offered, and otherwise leaves the choice to ``inner``."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.name = inner.name

    def choose(self, state: Any, options: list[Event]) -> Event:
        win = next((e for e in options if e.type == "hu"), None)
        return win if win is not None else self.inner.choose(state, options)


def player(game: str, bot: str, seed: str) -> Bot:
    """The table's player for an engine bot: the beginner's random bot takes its wins."""
    made = make_bot(game, bot, seed)
    return TakesWin(made) if bot == bot_of("beginner") else made
