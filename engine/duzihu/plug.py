"""笃子胡's plug (:mod:`engine.core.registry`): single and double 将, and the Rugao custom."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine.core.registry import GamePlug

if TYPE_CHECKING:
    from engine.core.game import Result, State
    from engine.core.record import Record
    from engine.duzihu.state import DuzihuState


class DuzihuPlug(GamePlug):
    key = "duzihu"
    name_zh = "笃子胡"
    name_en = "Duzihu (single/double jiang)"
    order = 1
    rules_module = "engine.duzihu.rules"
    deck_module = "engine.decks.changpai"
    cli_module = "engine.duzihu.cli"
    bots = ("random", "greedy", "lookahead")
    unit = ("胡", "hu")
    marks = (3.0, 8.0, 15.0)  # 胡数: a won hand is worth 30 and more, so its steps are larger
    copies = (("X", 5),)  # five 喜: 另有五星印福、祿、壽、財、喜 (s002.p008)

    def new_state(self, record: Record, deal: int = 0) -> State:
        from engine.duzihu.table_record import state_of

        return state_of(record.rule_set(), record.all_deals()[deal])

    def check(self, record: Record) -> dict[str, Any]:
        from engine.duzihu.table_record import check_record

        return check_record(record)

    def result(self, state: State) -> Result:
        from engine.duzihu.table_record import result_of

        return result_of(cast("DuzihuState", state))  # this plug's tables are its own

    def replay(self, record: Record, at: int | None = None, deal: int = 0) -> dict[str, Any]:
        from engine.duzihu.table_record import replay_record

        return replay_record(record, at, deal)

    def selfplay(self, rules: str, games: int, seed: int, bots: str) -> list[tuple[str, str]]:
        from engine.duzihu.table_record import selfplay

        return [(r.dumps(), self.ending(r)) for r in selfplay(rules, games, seed, bots)]

    def table_commands(self) -> tuple[Any, ...]:
        from engine.duzihu.cli import table_commands

        return table_commands()

    def make_bot(self, level: str, seed: int | str) -> Any:
        from engine.duzihu.players import make_bot

        return make_bot(level, seed)

    def unseen(self, state: State, seat: int) -> list[int]:
        from engine.duzihu.unseen import unseen

        return unseen(state, seat)


PLUG = DuzihuPlug()
