"""歪胡子's plug (:mod:`engine.core.registry`): the Hunan character cards, three at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine.core.registry import GamePlug

if TYPE_CHECKING:
    from engine.core.game import Result, State
    from engine.core.record import Record
    from engine.waihuzi.state import WaihuziState


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

    def new_state(self, record: Record, deal: int = 0) -> State:
        from engine.waihuzi.state import WaihuziState

        return WaihuziState.from_record(record, deal)

    def check(self, record: Record) -> dict[str, Any]:
        from engine.waihuzi.table import check_record

        return check_record(record)

    def result(self, state: State) -> Result:
        from engine.waihuzi.table import result

        return result(cast("WaihuziState", state))  # this plug's tables are its own

    def replay(self, record: Record, at: int | None = None, deal: int = 0) -> dict[str, Any]:
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

    def unseen(self, state: State, seat: int) -> list[int]:
        from engine.waihuzi.unseen import unseen

        return unseen(state, seat)


PLUG = WaihuziPlug()
