"""The games the engine knows: each game package plugs in one :class:`GamePlug`, and the shared code
(records, the record and self-play commands, the review, the bots' factory) asks it, never the game's name.

A game joins by adding its package with a ``plug`` module that defines ``PLUG`` (an instance of a
:class:`GamePlug` subclass): ``engine/<game>/plug.py``. Nothing shared lists the games. A game that
lives elsewhere (a test's own small game) joins with :func:`register`. A plug module stays light:
what it needs of its game it imports inside its methods, so listing the games loads none of them.

>>> [g.key for g in games()][:3]
['bahu', 'duzihu', 'waihuzi']
>>> game("waihuzi").name_zh, game_of_rules("danjiang+rugao").key
('歪胡子', 'duzihu')
"""

from __future__ import annotations

import pkgutil
from collections.abc import Iterable
from functools import cache
from importlib import import_module
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any

from engine.core.errors import InputError
from engine.core.input_messages import UNKNOWN_GAME, UNKNOWN_RULES, UNKNOWN_RULES_OF, choices

if TYPE_CHECKING:
    from engine.core.game import Event, Result, State
    from engine.core.record import Record


class GamePlug:
    """What a game gives the shared code. Subclasses set the names and modules and implement the
    table methods by delegating to their own package."""

    key: str = ""
    name_zh: str = ""
    name_en: str = ""
    order: int = 100  # where the game stands in listings
    rules_module: str = ""  # defines PRESETS, the game's named rule sets
    deck_module: str = ""  # defines DECK, the game's cards (engine.decks.*)
    cli_module: str | None = None  # its own commands: a module with ``register(subparsers)``
    bots: tuple[str, ...] = ("random", "greedy")  # the bot levels :meth:`make_bot` knows
    copies: tuple[tuple[str, int], ...] = ()  # kinds dealt in other numbers than the deck's copies (code, n)
    exhausted_words: str = "the wall ran out"  # how ``record check`` says a hand ended with no winner
    # What a decision must cost, in the game's money a hand, to be marked an inaccuracy ?!, a mistake ?
    # or a blunder ?? by the analysis (engine/review/analysis.py, docs/bots.md).
    marks: tuple[float, float, float] = (2.0, 5.0, 10.0)
    unit: tuple[str, str] = ("分", "points")  # the game's money, what a hand is won for: (Chinese, English)
    # The seats a record of the game lists: its hands, its ``Hand0``… tags and the seats of its events
    # (a seat sitting out keeps an empty hand, as 歪胡子's fourth does). At most 4: the text form
    # knows seat words 0–3 and tags Hand0–Hand3.
    seats: int = 4

    # --- what the game is ------------------------------------------------------------------------
    @property
    def rule_sets(self) -> tuple[str, ...]:
        """The preset names, as the rule-set classes register them."""
        return tuple(import_module(self.rules_module).PRESETS)

    def preset(self, name: Any) -> Any:
        """The rule set called ``name``; an unknown one is one error naming it."""
        presets = import_module(self.rules_module).PRESETS
        if not isinstance(name, str) or name not in presets:
            known = choices((_title(p, short=True), key) for key, p in presets.items())
            raise InputError(UNKNOWN_RULES_OF(name=name, game=self.name_zh or self.key, key=self.key, known=known),
                             str(name))
        return presets[name]

    @property
    def deck(self) -> Any:
        return import_module(self.deck_module).DECK

    @property
    def available(self) -> bool:
        if self.cli_module is None:
            return True
        try:
            return find_spec(self.cli_module) is not None
        except ModuleNotFoundError:  # the game's package is not all there
            return False

    def load_cli(self) -> Any:
        """The module whose ``register(subparsers)`` adds the game's own commands, or None."""
        return import_module(self.cli_module) if self.cli_module else None

    def table_commands(self) -> tuple[Any, ...]:
        """The table commands the game offers under its own name (``GAME check|replay|selfplay``), in
        order: :class:`engine.replay.game_cli.Check`, ``Replay`` and ``Selfplay``, each with the game's
        flags and text view; the shared replay layer runs them. None by default: the shared
        ``record`` and ``selfplay`` commands serve every game."""
        return ()

    # --- the table ---------------------------------------------------------------------------------
    def new_state(self, record: Record, deal: int = 0) -> State:
        """A fresh table for hand ``deal`` of ``record`` (an :class:`engine.core.record.Record`), before
        any of its events: an :class:`engine.core.game.State`."""
        raise NotImplementedError

    def events(self, record: Record, deal: int = 0) -> tuple[Event, ...]:
        """The events of hand ``deal`` as the table takes them."""
        return tuple(record.all_deals()[deal].events)

    def check(self, record: Record) -> dict[str, Any]:
        """``record check``: every hand played through the referee; ``{"ok", "game", "rules", "events",
        "violations", "result"}`` (docs/content-format.md)."""
        raise NotImplementedError

    def close(self, state: State) -> None:
        """Push the passes a record's end implies (a record may stop at the last card with only claims
        nobody has to make); by default a record's events are all there is."""

    def result(self, state: State) -> Result:
        """What the hand at ``state`` came to (:class:`engine.core.game.Result`): by default what the
        state's ``outcome()`` says, ``abandoned`` while it is not over. A game adds its settlement's
        lines and its own fields."""
        from engine.core.game import Result

        return Result.of(state.outcome(), self.seats)

    def replay(self, record: Record, at: int | None = None, deal: int = 0) -> dict[str, Any]:
        """``record replay``: the table after ``at`` events of hand ``deal``."""
        raise NotImplementedError

    def replay_text(self, view: dict[str, Any]) -> str | None:
        """A plain-text view of :meth:`replay`'s answer, or None (the command prints JSON then)."""
        return None

    def selfplay(self, rules: str, games: int, seed: int, bots: str) -> list[tuple[str, str]]:
        """``games`` hands played by bots, each as (its record's JSON text, how it ended: "hu" or
        "exhausted"), seeded from ``seed``."""
        raise NotImplementedError

    @staticmethod
    def ending(record: Record) -> str:
        """How a self-played record ended, for :meth:`selfplay`: "hu" when its last event is a win."""
        return "hu" if record.events and record.events[-1].type == "hu" else "exhausted"

    def make_bot(self, level: str, seed: int | str) -> Any:
        """A player for this game: ``choose(state, options) -> Event``."""
        raise NotImplementedError

    def unseen(self, state: State, seat: int) -> list[int]:
        """Copies of each kind (by card index) ``seat`` has not seen at ``state``: not in its hand, not
        face up anywhere, not up for claims — what may be in the others' hands or the wall. A seat's
        view, never the others' hands: what a bot may reason from."""
        raise NotImplementedError

    def make_judge(self, seed: int | str) -> Any:
        """What weighs one seat's moves for the review: ``evaluate(state, options)`` → the options as
        :class:`engine.bots.chance.Estimate`, best first, and ``win_value(state, event)``. By default
        the game's lookahead bot; a game without one names any player that can weigh."""
        return self.make_bot("lookahead", seed)

    def __repr__(self) -> str:
        return f"<game {self.key}>"


_REGISTERED: dict[str, GamePlug] = {}


@cache
def _packaged() -> tuple[GamePlug, ...]:
    """The plugs of the game packages under ``engine/``: every sub-package with a ``plug`` module."""
    import engine

    found = []
    for info in pkgutil.iter_modules(engine.__path__):
        if info.ispkg and find_spec(f"engine.{info.name}.plug") is not None:
            found.append(import_module(f"engine.{info.name}.plug").PLUG)
    return tuple(sorted(found, key=lambda g: (g.order, g.key)))


def games() -> tuple[GamePlug, ...]:
    """Every game: the packaged ones in their order, then any registered since."""
    return _packaged() + tuple(_REGISTERED.values())


def register(plug: GamePlug) -> GamePlug:
    """Let a game from outside ``engine/`` (a test's own) play through the shared code."""
    if any(g.key == plug.key for g in _packaged()):
        raise ValueError(f"a packaged game is called {plug.key!r}")
    _REGISTERED[plug.key] = plug
    return plug


def unregister(key: str) -> None:
    _REGISTERED.pop(key, None)


def game(key: Any) -> GamePlug:
    for g in games():
        if g.key == key:
            return g
    raise InputError(UNKNOWN_GAME(key=key, known=choices((g.name_zh, g.key) for g in games())), str(key))


def game_of_rules(rules: str) -> GamePlug:
    """The game a rule-set name belongs to (``danjiang+rugao`` → 笃子胡)."""
    for g in games():
        if rules in g.rule_sets:
            return g
    known = choices((_title(p), r) for g in games() for r, p in import_module(g.rules_module).PRESETS.items())
    raise InputError(UNKNOWN_RULES(name=rules, known=known), rules)


def _title(preset: Any, short: bool = False) -> str:
    """A preset's Chinese name, or nothing when its rule set has none."""
    title = getattr(preset, "title", None)
    return title(short).zh if callable(title) else ""


def keys(of: Iterable[GamePlug] | None = None) -> tuple[str, ...]:
    return tuple(g.key for g in (games() if of is None else of))
