"""笃子胡 hand to hand (:class:`engine.core.sitting_rules.SittingRules`): the first dealer by lot, then
the dealer's 下家 deals, the dealer sitting the next hand out (定醒); nothing else carries over. Both
texts say so (s002.p010, s003.p003).

>>> RULES.first_dealer({"how": "lot", "dealer": 2})
2
"""

from __future__ import annotations

from typing import Any

from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.reason import declare
from engine.core.record import Record
from engine.core.rng import rng
from engine.core.sitting_rules import Carry
from engine.duzihu.messages import FIRST_LOT

SEATS = 4

FIRST = declare("duzihu.sitting.first", "s002.p010 s003.p003", "首局庄家应是抽签抽到的{seat:seat}",
                "the first dealer should be {seat:seat}, whom the lot chose")
DEALER = declare("duzihu.sitting.dealer", "s002.p010 s003.p003", "第{hand}局应由{seat:seat}做庄（上局庄家的下家）",
                 "hand {hand} should be dealt by {seat:seat}, the last dealer's next seat")
CARRY = declare("duzihu.sitting.carry", "s002.p010 s003.p003", "第{hand}局{seat:seat}的{status}{how}",
                "in hand {hand}, {seat:seat}: {status} {how}")


class DuzihuSitting:
    dealer_rule = DEALER
    first_rule = FIRST
    carry_rule = CARRY
    statuses: tuple[str, ...] = ()
    status_names: dict[str, Text] = {}

    def first(self, rules: str, seed: int | str) -> tuple[int, dict[str, Any]]:
        dealer = rng(f"{seed}.lot").randrange(SEATS)  # 第一輪的莊家由四個人共同抽籤決定
        return dealer, {"how": "lot", "dealer": dealer}

    def first_dealer(self, first: dict[str, Any]) -> int | None:
        if first.get("how") != "lot":
            return None
        dealer = first.get("dealer")
        if not isinstance(dealer, int) or not 0 <= dealer < SEATS:
            raise InputError(FIRST_LOT(), "first.dealer")
        return dealer

    def carried(self, record: Record) -> Carry:
        return Carry(record.dealer)

    def after(self, record: Record, result: dict[str, Any]) -> Carry:
        return Carry((record.dealer + 1) % SEATS)  # 其下家就是新開局的莊家

    def play(self, rules: str, seed: int | str, carry: Carry, bots: str) -> Record:
        from engine.duzihu.rules import RuleSet
        from engine.duzihu.table_record import play_hand

        record, _ = play_hand(RuleSet.named(rules), seed, bots, carry.dealer)
        return record


RULES = DuzihuSitting()
