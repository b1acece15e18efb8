"""笃子胡 in the app: the dealer's 上家 sits out, a 将 turned up with the deal, sets to make and 胡 to count."""

from __future__ import annotations

from typing import Any

from archive_app.games.base import GameAdapter, ResultLine
from archive_app.presenters.table_model import SeatView, codes, meld

# Sizes of a meld, whose text names one card (``peng:3s@1.discard``).
_SIZES = {"peng": 3, "anke": 3, "gang": 4, "angang": 4, "long": 4, "jiagang": 4}


class DuzihuAdapter(GameAdapter):
    key = "duzihu"
    label_en = "Duzihu"
    has_turned_card = True
    hand_measure = "sets"
    count_unit = "hu"
    wait_unit = "hu"
    scores_puzzles = True
    how_words = {"drawn": "draw", "draw": "rob"}

    def seat_view(self, seat: int, raw: dict[str, Any], snap: dict[str, Any]) -> SeatView:
        deck = self.deck
        role = raw.get("role", "player")
        status = ("zhizhuang",) if raw.get("zhizhuang") else ()
        return SeatView(seat, role != "out", role == "dealer", codes(raw.get("hand", ""), deck),
                        tuple(meld(m, deck, _SIZES) for m in raw.get("melds", ())), (),
                        codes(raw.get("discards", ""), deck), status, int(raw.get("xi") or 0))

    def seat_facts(self, state: Any, seat: int) -> dict[str, Any]:
        s = state.seats[seat]
        holding = state.phase == "turn" and state.c.turn == seat
        waits = [] if holding else [(c.code, None) for c in s.waits(state.available(seat))]
        return {"complete": s.complete() if holding else False, "sets_needed": s.sets_needed, "waits": waits}

    def dealers_for(self, seat: int) -> list[int]:
        return [d for d in range(4) if (d + 3) % 4 != seat]  # the dealer's 上家 sits out (s002.p010)

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
