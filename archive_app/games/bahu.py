"""八胡 in the app: four seats, cards turned up from the wall, 胡头 and 圆, the settlement page's round."""

from __future__ import annotations

from typing import Any

from archive_app.games.base import GameAdapter, ResultLine
from archive_app.presenters.table_model import SeatView, codes, meld

_SIZES = {"peng": 3, "gang": 4, "bomb": 4, "zhang": 1}  # ``peng:5m`` is short for the three


class BahuAdapter(GameAdapter):
    key = "bahu"
    label_en = "Bahu"
    draw_is_flip = True
    hand_measure = "yuan"
    count_unit = "zhuang"
    wait_unit = "hutou"
    table_puzzle_types = frozenset(("claim", "zhuang"))
    claim_duties = True
    how_words = {"draw": "flip"}

    def seat_view(self, seat: int, raw: dict[str, Any], snap: dict[str, Any]) -> SeatView:
        deck = self.deck
        status = tuple(x for x in raw.get("status", ()) if x != "dealer" and not x.startswith("covers:"))
        out = "huanghu" in status and not raw.get("hand")
        return SeatView(seat, not out, "dealer" in raw.get("status", ()), codes(raw.get("hand", ""), deck),
                        tuple(meld(m, deck, _SIZES) for m in raw.get("melds", ())), codes(raw.get("zhang", ""), deck),
                        codes(raw.get("discards", ""), deck), status)

    def seat_facts(self, state: Any, seat: int) -> dict[str, Any]:
        from engine.bahu.analysis import analyze
        from engine.bahu.table_result import cards_of

        hand, melds = state.seats[seat].position()
        a = analyze(cards_of(list(hand)), melds, state.rules)
        return {"yuan": a.yuan, "hutou": a.hutou, "distance": a.distance, "can_hu": a.can_hu,
                "waits": [(w.card.code, w.hutou) for w in a.waits]}

    def left_out(self, rules: str) -> tuple[str, ...]:
        return () if self.xi_in_hand(rules) else ("X",)

    def xi_in_hand(self, rules: str) -> bool:
        from engine.bahu.rules import RuleSet

        return RuleSet.named(rules).xi_in_play

    def deal(self, rules: str, number: int, dealer: int) -> tuple[Any, Any, None]:
        """A seeded deal drawn as at the table (engine/bahu/drawing.py): each hand in the order drawn."""
        from engine.bahu.drawing import deal_drawn
        from engine.bahu.rules import RuleSet
        from engine.bahu.table_record import deck_for

        hands, wall = deal_drawn(deck_for(RuleSet.named(rules)), dealer, seed=number)
        return hands, wall, None

    def result_lines(self, state: Any) -> tuple[list[ResultLine], Any]:
        from engine.bahu.table_result import settlement

        s = settlement(state)
        return [(ln.reason.zh, ln.reason.en, ln.reason.source) for ln in s.lines], s


ADAPTER = BahuAdapter()
