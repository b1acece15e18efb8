"""八胡 in the app: four seats, cards turned up from the wall, 胡头 and 圆, the settlement page's round."""

from __future__ import annotations

from typing import Any

from archive_app.games.base import GameAdapter, ResultLine
from archive_app.presenters.table_model import SeatView, codes, meld

_SIZES = {"peng": 3, "gang": 4, "bomb": 4, "zhang": 1}  # ``peng:5m`` is short for the three


def arrangement(rules: str, position: dict[str, Any]
                ) -> tuple[list[tuple[Any, tuple[str, ...], int, bool]], tuple[str, ...]]:
    """The grouping the engine finds for a 八胡 hand: its groups (name as zh/en text, card codes, hutou, on the
    table) and the plain cards no group holds. A hand that is not yuan is shown as its nearest arrangement: the
    groups of the cards that are round, and the cards left over."""
    from engine.bahu.analysis import analyze
    from engine.bahu.reasons import GROUP_NAMES
    from engine.cards import parse_cards

    hand, melds = parse_cards(str(position.get("hand", ""))), list(position.get("melds", []))
    found = analyze(hand, melds, rules, with_waits=False)
    groups, strays = found.groups, list(found.strays)
    if not found.yuan:
        rest = list(hand)
        for card in strays:
            rest.remove(card)
        round_rest = analyze(rest, melds, rules, with_waits=False, hints=False) if strays else None
        groups = round_rest.groups if round_rest is not None and round_rest.yuan else ()
        if round_rest is None or not round_rest.yuan:
            strays = [c for c in hand if c.code not in {x.code for g in groups for x in g.cards}]
    out = [(GROUP_NAMES.get(g.kind), tuple(c.code for c in g.cards), g.hutou, g.table) for g in groups]
    return out, tuple(c.code for c in strays)


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

    def grouping(self, kind: str, rules: str, position: dict[str, Any]
                 ) -> tuple[list[tuple[Any, tuple[str, ...], int, bool]], tuple[str, ...]] | None:
        """A 圆 question: the hand's arrangement (:func:`arrangement`)."""
        return arrangement(rules, position) if kind == "yuan" else None

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
