"""歪胡子 hand to hand (:class:`engine.core.sitting_rules.SittingRules`): the first dealer by the cut
(首盘由四人倒牌，根据底牌大小决定谁是庄家), then the winner deals (以后谁胡牌谁就是庄家, s004.p012).
The text is silent on a hand nobody wins: the dealer deals again, or with the option
``dealer_after_draw=next`` his next seat (docs/rules/sittings.md). Three play;
the fourth seat is empty.

>>> RULES.first_dealer({"how": "cut", "cut": "0:一 1:伍 2:五"})
1
"""

from __future__ import annotations

from typing import Any

from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.reason import declare
from engine.core.record import Record
from engine.core.sitting_rules import Carry
from engine.waihuzi.messages import CUT_CARD, CUT_PART, CUT_SHAPE, CUT_TIE

FIRST = declare("waihuzi.sitting.first", "s004.p012", "首局庄家应是倒牌最大的{seat:seat}",
                "the first dealer should be {seat:seat}, who turned the highest card in the cut")
DEALER = declare("waihuzi.sitting.dealer", "s004.p012", "第{hand}局应由{seat:seat}做庄（谁胡牌谁就是庄家）",
                 "hand {hand} should be dealt by {seat:seat} (whoever wins deals next)")
CARRY = declare("waihuzi.sitting.carry", "s004.p012", "第{hand}局{seat:seat}的{status}{how}",
                "in hand {hand}, {seat:seat}: {status} {how}")


class WaihuziSitting:
    dealer_rule = DEALER
    first_rule = FIRST
    carry_rule = CARRY
    statuses: tuple[str, ...] = ()
    status_names: dict[str, Text] = {}

    def first(self, rules: str, seed: int | str) -> tuple[int, dict[str, Any]]:
        from engine.waihuzi.selfplay import first_dealer

        dealer, rounds = first_dealer(seed, (0, 1, 2))
        cut = " / ".join(" ".join(f"{s}:{c.code}" for s, c in round_) for round_ in rounds)
        return dealer, {"how": "cut", "cut": cut}

    def first_dealer(self, first: dict[str, Any]) -> int | None:
        """The one seat on top of the cut's last round (those tied at the top turn again)."""
        from engine.waihuzi.cards import DECK
        from engine.waihuzi.selfplay import cut_order

        if first.get("how") != "cut":
            return None
        cut = first.get("cut")
        if not isinstance(cut, str) or not cut.strip():
            raise InputError(CUT_SHAPE(), "first.cut")
        last = cut.split("/")[-1].split()
        turned = []
        for part in last:
            seat, _, code = part.partition(":")
            if not (seat.isdigit() and int(seat) < 4):
                raise InputError(CUT_PART(part=part), part)
            try:
                turned.append((int(seat), DECK.card(code)))
            except (InputError, ValueError, KeyError):
                raise InputError(CUT_CARD(code=code), code) from None
        top = max(cut_order(c) for _, c in turned)
        seats = [s for s, c in turned if cut_order(c) == top]
        if len(seats) != 1:
            raise InputError(CUT_TIE(), "first.cut")
        return seats[0]

    def carried(self, record: Record) -> Carry:
        return Carry(record.dealer)

    def after(self, record: Record, result: dict[str, Any]) -> Carry:
        winner = result.get("winner")
        if isinstance(winner, int):
            return Carry(winner)
        if record.rule_set().dealer_after_draw == "next":  # the text is silent on a drawn hand
            playing = [s for s, hand in enumerate(record.hands) if hand]
            return Carry(playing[(playing.index(record.dealer) + 1) % len(playing)])
        return Carry(record.dealer)

    def play(self, rules: str, seed: int | str, carry: Carry, bots: str) -> Record:
        from engine.waihuzi.players import make_bot
        from engine.waihuzi.rules import PRESETS
        from engine.waihuzi.selfplay import play, record_of
        from engine.waihuzi.state import WaihuziState

        rule_set = PRESETS[rules]
        state = WaihuziState.deal(str(seed), rule_set, carry.dealer, 3, undo=False)
        play(state, {s: make_bot(bots, f"{seed}:{s}") for s in state.playing})
        return record_of(state, rule_set, {"Seed": str(seed), "Bots": bots})


RULES = WaihuziSitting()
