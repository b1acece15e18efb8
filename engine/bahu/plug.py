"""八胡's plug (:mod:`engine.core.registry`): the two rule sets of Haimen and Tongdong at the table."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, cast

from engine.core.registry import GamePlug

if TYPE_CHECKING:
    from engine.core.game import Result, State
    from engine.core.record import Record
    from engine.bahu.state import BahuState


class BahuPlug(GamePlug):
    key = "bahu"
    name_zh = "八胡"
    name_en = "Bahu (eight hutou)"
    order = 0
    rules_module = "engine.bahu.rules"
    deck_module = "engine.decks.changpai"
    cli_module = "engine.bahu.cli"
    bots = ("random", "greedy", "lookahead")
    exhausted_words = "the wall ran out (臭掉)"
    unit = ("庄", "zhuang")

    def new_state(self, record: Record, deal: int = 0) -> State:
        from engine.bahu.table_record import state_of

        return state_of(record, deal)

    def check(self, record: Record) -> dict[str, Any]:
        from engine.bahu.table_record import check

        return check(record)

    def replay(self, record: Record, at: int | None = None, deal: int = 0) -> dict[str, Any]:
        from engine.bahu.table_record import replay

        return replay(record, at, deal)

    def close(self, state: State) -> None:
        from engine.bahu.table_record import close

        close(cast("BahuState", state))  # this plug's tables are its own

    def result(self, state: State) -> Result:
        from engine.bahu.table_result import result

        return result(cast("BahuState", state))

    def replay_text(self, view: dict[str, Any]) -> str:
        from engine.core.bilingual import seat_name
        from engine.replay.text import legal_text

        lines = []
        for s, seat in enumerate(view["seats"]):
            a = view["analysis"][s]
            lines.append(f"{seat_name(s)} [{' '.join(seat['status'])}]: {seat['hand'] or '-'} | {' '.join(seat['melds'])} "
                         f"{'zhang ' + seat['zhang'] if seat['zhang'] else ''}| discards {seat['discards'] or '-'} | "
                         f"{'yuan, ' + str(a['hutou']) + ' hutou' if a['yuan'] else 'not yuan'}"
                         + (f", waits {' '.join(a['waits'])}" if a["waits"] else ""))
        cur = view["current"]
        lines.append(f"wall {view['wall_left']}; to move: {view['to_move']}"
                     + (f"; up: {cur['card']} ({cur['how']} by {seat_name(cur['seat'])})" if cur else ""))
        lines.append(legal_text(view["legal"], withs=True))
        return "\n".join(lines)

    def selfplay(self, rules: str, games: int, seed: int, bots: str) -> list[tuple[str, str]]:
        from engine.bahu.selfplay import play_hands

        hands = play_hands(rules, games, seed, bots, first=None)  # the first dealer by the 打庄 flip
        return [(json.dumps(record, ensure_ascii=False, indent=1), outcome.end) for record, outcome in hands]

    def make_bot(self, level: str, seed: int | str) -> Any:
        from engine.bahu.players import make_bot

        return make_bot(level, seed)

    def unseen(self, state: State, seat: int) -> list[int]:
        from engine.bahu.unseen import unseen

        return unseen(state, seat)


PLUG = BahuPlug()
