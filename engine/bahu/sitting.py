"""八胡 hand to hand (:class:`engine.core.sitting_rules.SittingRules`): the first dealer by the 打庄 flip,
the next dealer and the 大炮 / 坐牢 carried in, as a hand's result gives them in ``next``
(engine/bahu/table_result.py ``next_hand``). The Haimen text says nothing of the first dealer: both rule
sets use the Tongdong flip (docs/rules/sittings.md).

>>> RULES.first_dealer({"how": "flip", "turner": 1, "card": "3m"})
3
>>> RULES.first("tongdong", 4)[1]["how"]
'flip'
"""

from __future__ import annotations

from typing import Any

from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.reason import declare
from engine.core.record import Record
from engine.core.rng import rng
from engine.core.sitting_rules import Carry
from engine.bahu.messages import FIRST_CARD, FIRST_FLIP

STATUSES = ("cannon", "jailed")
STATUS_NAMES = {"cannon": Text("大炮", "the cannon (dapao)"), "jailed": Text("坐牢", "jail (zuolao)")}

FIRST = declare("bahu.sitting.first", "s001.p050", "首局庄家应是{seat:seat}（打庄：159自动手，48为底，37对门）",
                "the first dealer should be {seat:seat} (the dealer flip: 1-5-9 the turner, 4-8 his left, "
                "3-7 opposite)")
DEALER = declare("bahu.sitting.dealer", "s001.p050", "第{hand}局应由{seat:seat}做庄（庄家轮坐，逆时针轮转）",
                 "hand {hand} should be dealt by {seat:seat} (the deal passes round, one seat a hand)")
CARRY = declare("bahu.sitting.carry", "s000.p076 s000.p079 s001.p101 s001.p108",
                "第{hand}局{seat:seat}的{status}{how}", "in hand {hand}, {seat:seat}: {status} {how}")


class BahuSitting:
    dealer_rule = DEALER
    first_rule = FIRST
    carry_rule = CARRY
    statuses = STATUSES
    status_names = STATUS_NAMES

    def first(self, rules: str, seed: int | str) -> tuple[int, dict[str, Any]]:
        from engine.bahu.rules import RuleSet
        from engine.bahu.table_record import deck_for

        flip = rng(f"{seed}.dazhuang")  # as engine/bahu/selfplay.py flips for a run of hands
        turner = flip.randrange(4)
        card = flip.choice(deck_for(RuleSet.named(rules)))
        how = {"how": "flip", "turner": turner, "card": card.code}
        dealer = self.first_dealer(how)
        assert dealer is not None
        return dealer, how

    def first_dealer(self, first: dict[str, Any]) -> int | None:
        from engine.bahu.dealer import first_dealer
        from engine.cards import DECK

        if first.get("how") != "flip":
            return None
        turner, code = first.get("turner"), first.get("card")
        if not isinstance(turner, int) or not isinstance(code, str):
            raise InputError(FIRST_FLIP(), "first")
        try:
            card = DECK.card(code)
        except (InputError, ValueError, KeyError):
            raise InputError(FIRST_CARD(code=code), code) from None
        return first_dealer(turner, card)

    def carried(self, record: Record) -> Carry:
        from engine.bahu.table_record import _seats

        return Carry(record.dealer, {k: _seats(record.tags, k) for k in STATUSES})

    def after(self, record: Record, result: dict[str, Any]) -> Carry:
        nxt = result["next"]
        return Carry(nxt["dealer"], {k: tuple(nxt[k]) for k in STATUSES})

    def play(self, rules: str, seed: int | str, carry: Carry, bots: str) -> Record:
        from engine.bahu.rules import RuleSet
        from engine.bahu.selfplay import play_hand

        rs = RuleSet.named(rules)
        raw, _ = play_hand(rs, seed, bots, carry.dealer, carry.status("cannon"), carry.status("jailed"))
        return Record.from_json(raw)


RULES = BahuSitting()
