"""八胡 in the app: four seats, cards turned up from the wall, 胡头 and 圆, the settlement page's round."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from archive_app.games.base import GameAdapter, ResultLine


class BahuAdapter(GameAdapter):
    key = "bahu"
    label_en = "Bahu"
    draw_is_flip = True
    hand_measure = "yuan"
    count_unit = "zhuang"
    wait_unit = "hutou"
    table_puzzle_types = frozenset(("claim", "zhuang"))
    claim_duties = True

    def left_out(self, rules: str) -> tuple[str, ...]:
        return () if self.xi_in_hand(rules) else ("X",)

    def xi_in_hand(self, rules: str) -> bool:
        from engine.bahu.rules import RuleSet

        return RuleSet.named(rules).xi_in_play

    def new_state(self, record: Any, deal: int = 0) -> Any:
        from engine.bahu.table_record import load_record

        d = record.all_deals()[deal]
        data = replace(record, deals=(), dealer=d.dealer, hands=d.hands, wall=d.wall, events=()).to_json()
        return load_record(data).state()

    def deal(self, rules: str, number: int, dealer: int) -> tuple[Any, Any, None]:
        from engine.bahu.rules import RuleSet
        from engine.bahu.table_record import deck_for
        from engine.core.rng import deal

        sizes = [26 if s == dealer else 25 for s in range(4)]
        hands, wall = deal(deck_for(RuleSet.named(rules)), sizes, seed=number)
        return hands, wall, None

    def result_lines(self, state: Any) -> tuple[list[ResultLine], Any]:
        from engine.bahu.table_result import settlement

        s = settlement(state)
        return [(ln.reason.zh, ln.reason.en, ln.reason.source) for ln in s.lines], s


ADAPTER = BahuAdapter()
