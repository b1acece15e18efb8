"""Reading the 八胡 positions that several question types share: the hand and melds analysed, the cards
taken by 吃 earlier, a claim position's first claim and a round's settlement.

The answers (:mod:`engine.exercises.bahu_answers`, :mod:`engine.exercises.bahu_lessons`,
:mod:`engine.exercises.bahu_table`) and the explainers (:mod:`engine.exercises.bahu_feedback`) read
positions through here; this module imports none of them.
"""

from __future__ import annotations

from typing import Any

from engine.core import schema
from engine.core.errors import InputError


def _text(position: dict[str, Any], key: str) -> str:
    return schema.field(position, key, str, path="position")


def bahu_input(position: dict[str, Any]) -> tuple[str, list[str]]:
    """The position's ``hand`` and ``melds``, checked."""
    hand = schema.field(position, "hand", str, path="position")
    return hand, schema.field_items(position, "melds", str, path="position", default=[])


def analyze_position(rules: str, position: dict[str, Any], **kw: Any):
    """:func:`engine.bahu.analysis.analyze` of the position's hand and melds."""
    from engine.bahu.analysis import analyze

    hand, melds = bahu_input(position)
    return analyze(hand, melds, rules, **kw)


def taken_cards(position: dict[str, Any]) -> list:
    """``taken``: the cards the player took by 吃 earlier (their kinds may not be discarded)."""
    from engine.cards import parse_cards

    return parse_cards(" ".join(schema.field_items(position, "taken", str, path="position", default=[])))


def claim_of(rules: str, position: dict[str, Any]):
    """The :class:`~engine.bahu.first_claim.Claim` for a claim position."""
    from engine.bahu.first_claim import first_claim
    from engine.bahu.deck import check_cards
    from engine.bahu.groups import Meld
    from engine.bahu.rules import RuleSet
    from engine.cards import Card, parse_cards

    hands_raw = schema.field_items(position, "hands", str, path="position")
    if len(hands_raw) != 4:
        raise InputError("position.hands must be four strings of cards (one per seat)", "position.hands")
    tables_raw = schema.field_items(position, "tables", list, path="position", default=[[], [], [], []])
    if len(tables_raw) != 4:
        raise InputError("position.tables must be four lists of melds", "position.tables")
    source = schema.seat(schema.field(position, "from", object, path="position"), "position.from")
    stale = [schema.seat(s, f"position.stale[{i}]")
             for i, s in enumerate(schema.field_items(position, "stale", int, path="position", default=[]))]
    card = Card.parse(_text(position, "card"))
    how = _text(position, "how")
    hands = [parse_cards(h) for h in hands_raw]
    tables = [[Meld.parse(m) for m in schema.items(t, str, f"position.tables[{i}]")] for i, t in enumerate(tables_raw)]
    rs = RuleSet.named(rules)
    check_cards([card] + [c for h in hands for c in h] + [c for t in tables for m in t for c in m.cards], rules)
    return first_claim(card, how, source, hands, tables, stale, rs)


def settlement_of(rules: str, position: dict[str, Any]):
    """The :class:`~engine.bahu.settle.Settlement` of the round in ``position``."""
    from engine.bahu.settle import Round, settle

    data = {k: v for k, v in position.items() if k in ("players", "winner", "options")}
    return settle(Round.from_json({"rules": rules, **data}))
