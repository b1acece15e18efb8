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
    rule_sets: tuple[str, ...]
    cli_module: str

    @property
    def available(self) -> bool:
        try:
            return find_spec(self.cli_module) is not None
        except ModuleNotFoundError:  # the game's package is not there yet
            return False

    def load_cli(self):  # -> module with register()
        return import_module(self.cli_module)


GAMES: tuple[Game, ...] = (
    Game("bahu", "八胡", "Bahu (eight hutou)", ("haimen", "tongdong"), "engine.bahu.cli"),
    Game("duzihu", "笃子胡", "Duzihu (single/double jiang)", ("danjiang", "shuangjiang"), "engine.duzihu.cli"),
    Game("waihuzi", "歪胡子", "Waihuzi", ("waihuzi",), "engine.waihuzi.cli"),
)
