"""笃子胡's plug (:mod:`engine.core.registry`): single and double 将, and the Rugao custom."""

from __future__ import annotations

from typing import Any

from engine.core.registry import GamePlug


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

    def new_state(self, record: Any, deal: int = 0) -> Any:
        from engine.duzihu.table_record import state_of

        return state_of(record.rule_set(), record.all_deals()[deal])

    def check(self, record: Any) -> dict[str, Any]:
        from engine.duzihu.table_record import check_record

        return check_record(record)

    def result(self, state: Any) -> Any:
        from engine.duzihu.table_record import result_of

        return result_of(state)

    def replay(self, record: Any, at: int | None = None, deal: int = 0) -> dict[str, Any]:
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

    def unseen(self, state: Any, seat: int) -> list[int]:
        from engine.duzihu.unseen import unseen

        return unseen(state, seat)


PLUG = DuzihuPlug()
