"""歪胡子's plug (:mod:`engine.core.registry`): the Hunan character cards, three at the table."""

from __future__ import annotations

from typing import Any

from engine.core.registry import GamePlug


class WaihuziPlug(GamePlug):
    key = "waihuzi"
    name_zh = "歪胡子"
    name_en = "Waihuzi"
    order = 2
    rules_module = "engine.waihuzi.rules"
    deck_module = "engine.decks.zipai"
    cli_module = "engine.waihuzi.cli"
    bots = ("random", "greedy", "lookahead")
    unit = ("息", "xi")

    def new_state(self, record: Any, deal: int = 0) -> Any:
        from engine.waihuzi.state import WaihuziState

        return WaihuziState.from_record(record, deal)

    def check(self, record: Any) -> dict[str, Any]:
        from engine.waihuzi.table import check_record

        return check_record(record)

    def result(self, state: Any) -> Any:
        from engine.waihuzi.table import result

        return result(state)

    def replay(self, record: Any, at: int | None = None, deal: int = 0) -> dict[str, Any]:
        from engine.waihuzi.table import replay_record

        return replay_record(record, at, deal)

    def selfplay(self, rules: str, games: int, seed: int, bots: str) -> list[tuple[str, str]]:
        from engine.waihuzi.selfplay import selfplay

        return [(r.dumps(), self.ending(r)) for r in selfplay(self.key, rules, games, seed, bots)]

    def table_commands(self) -> tuple[Any, ...]:
        from engine.waihuzi.cli import table_commands

        return table_commands()

    def make_bot(self, level: str, seed: int | str) -> Any:
        from engine.waihuzi.players import make_bot

        return make_bot(level, seed)

    def unseen(self, state: Any, seat: int) -> list[int]:
        from engine.waihuzi.unseen import unseen

        return unseen(state, seat)


PLUG = WaihuziPlug()
