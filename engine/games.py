"""The games the engine knows, and where each one's command line lives.

A game's CLI module exposes ``register(subparsers)``, adding its own sub-commands, each
setting ``func`` to a callable ``(args) -> int``. Modules load only when that game is used.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from importlib.util import find_spec


@dataclass(frozen=True)
class Game:
    key: str
    name_zh: str
    name_en: str
    rules_module: str  # defines PRESETS, the game's named rule sets
    cli_module: str

    @property
    def rule_sets(self) -> tuple[str, ...]:
        """The preset names, as the rule-set classes register them."""
        return tuple(import_module(self.rules_module).PRESETS)

    @property
    def available(self) -> bool:
        try:
            return find_spec(self.cli_module) is not None
        except ModuleNotFoundError:  # the game's package is not there yet
            return False

    def load_cli(self):  # -> module with register()
        return import_module(self.cli_module)


GAMES: tuple[Game, ...] = (
    Game("bahu", "八胡", "Bahu (eight hutou)", "engine.bahu.rules", "engine.bahu.cli"),
    Game("duzihu", "笃子胡", "Duzihu (single/double jiang)", "engine.duzihu.rules", "engine.duzihu.cli"),
    Game("waihuzi", "歪胡子", "Waihuzi", "engine.waihuzi.rules", "engine.waihuzi.cli"),
)


def game(key: str) -> Game:
    for g in GAMES:
        if g.key == key:
            return g
    from engine.core.errors import InputError

    raise InputError(f"unknown game {key!r} (known: {', '.join(g.key for g in GAMES)})", key)


def game_of_rules(rules: str) -> Game:
    """The game a rule-set name belongs to (``danjiang+rugao`` → 笃子胡)."""
    for g in GAMES:
        if rules in g.rule_sets:
            return g
    from engine.core.errors import InputError

    known = ", ".join(r for g in GAMES for r in g.rule_sets)
    raise InputError(f"unknown rules {rules!r} (known: {known})", rules)
