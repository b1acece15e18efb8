"""笃子胡 in the app: the dealer's 上家 sits out, a 将 turned up with the deal, sets to make and 胡 to count."""

from __future__ import annotations

from typing import Any

from archive_app.games.base import GameAdapter, ResultLine


class DuzihuAdapter(GameAdapter):
    key = "duzihu"
    label_en = "Duzihu"
    has_turned_card = True
    hand_measure = "sets"
    count_unit = "hu"
    wait_unit = "hu"
    scores_puzzles = True
    hint_facts = ("hu",)

    def dealers_for(self, seat: int) -> list[int]:
        return [d for d in range(4) if (d + 3) % 4 != seat]  # the dealer's 上家 sits out (s002.p010)

    def new_state(self, record: Any, deal: int = 0) -> Any:
        from engine.core.record import Deal
        from engine.duzihu.table_record import state_of

        d = record.all_deals()[deal]
        return state_of(record.rule_set(), Deal(d.dealer, d.hands, (), d.wall, d.turned))

    def deal(self, rules: str, number: int, dealer: int) -> tuple[Any, Any, Any]:
        from engine.duzihu.rules import RuleSet
        from engine.duzihu.state import DuzihuState

        hands, turned, wall = DuzihuState.deal(RuleSet.named(rules), seed=number, dealer=dealer).initial
        return hands, wall, turned

    def result_lines(self, state: Any) -> tuple[list[ResultLine], Any]:
        lines: list[ResultLine] = []
        s = state.settlement()
        if s is not None:
            if s.score is not None:
                lines += [(zh, en, "") for zh, en in zip(s.score.explain_zh, s.score.explain)]
            lines += [(r.zh, r.en, r.source) for r in s.counted]
        return lines, None

    def puzzle_score(self, rules: str, position: dict[str, Any], **given: Any) -> Any:
        from engine.exercises.answers_other import _duzihu_score

        return _duzihu_score(rules, position, **given)


ADAPTER = DuzihuAdapter()
