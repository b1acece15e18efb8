"""歪胡子 in the app: three play (the fourth seat holds no cards), the character cards in two sizes, 息."""

from __future__ import annotations

from typing import Any

from archive_app.games.base import GameAdapter, ResultLine
from archive_app.presenters.table_model import SeatView, codes, meld


class WaihuziAdapter(GameAdapter):
    key = "waihuzi"
    label_en = "Waihuzi"
    learner_seats = (0, 1, 2)  # seat 3 sits out unless it deals
    draw_is_flip = True
    places_in_play_order = True  # three play: the one after the dealer is 下家, the one before 上家
    hand_measure = "dead"
    count_unit = "xi"
    wait_unit = "xi"
    scores_puzzles = True
    row_names = ("small", "big")
    deck_rows = (tuple(f"{d}x" for d in "1234567890"), tuple(f"{d}d" for d in "1234567890"))
    how_words = {"discarded": "discard", "revealed": "flip", "dealt": "deal"}

    def seat_view(self, seat: int, raw: dict[str, Any], snap: dict[str, Any]) -> SeatView:
        deck = self.deck
        status = ("dead",) if raw.get("dead") else ()
        return SeatView(seat, bool(raw.get("plays", True)), bool(raw.get("dealer")), codes(raw.get("hand", ""), deck),
                        tuple(meld(m, deck) for m in raw.get("melds", ())), (), codes(raw.get("table", ()), deck),
                        status)

    def seat_facts(self, state: Any, seat: int) -> dict[str, Any]:
        from engine.waihuzi.play_view import analysis

        a = analysis(state)
        return {"dead": a["dead"], "waits": [(w["card"], w["xi"]) for w in a["waits"]]}

    def dealers_for(self, seat: int) -> list[int]:
        return [d for d in range(4) if seat != (3 if d != 3 else 1)]  # the fourth seat (1 when 3 deals) holds none

    def deal(self, rules: str, number: int, dealer: int) -> tuple[Any, Any, None]:
        from engine.waihuzi.rules import RuleSet
        from engine.waihuzi.state import WaihuziState

        st = WaihuziState.deal(number, RuleSet.named(rules), dealer)
        return st.dealt, st.wall, None

    def result_lines(self, state: Any) -> tuple[list[ResultLine], Any]:
        lines: list[ResultLine] = []
        win = state.win
        if win is not None and "score" in win:
            score = win["score"]
            lines += [(zh, en, "") for zh, en in zip(score.explain_zh, score.explain)]
        s = getattr(state, "settlement", None)
        if s is not None:
            lines += [(r.zh, r.en, r.source) for r in s.lines]
        return lines, None

    def puzzle_score(self, rules: str, position: dict[str, Any], **given: Any) -> Any:
        from engine.exercises.answers_other import _waihuzi_score

        return _waihuzi_score(rules, position, **given)


ADAPTER = WaihuziAdapter()
