"""The 八胡 puzzle types: ``yuan``, ``can_hu``, ``hutou``, ``waits`` and ``discard`` (the lesson types are
in :mod:`engine.exercises.bahu_lessons`). Each returns every correct answer, or raises
:class:`~engine.exercises.answer_registry.NoPuzzle`.

>>> from engine.exercises.answers import answers
>>> answers("bahu", "haimen", "yuan", {"hand": "2s2m8p 3s3m7p 456m 789p", "melds": ["peng:Q"]})
[True]
>>> bahu_discards("haimen", {"hand": "2s2m8p 3s3m7p 456m 789p 9p", "melds": ["peng:Q"]})["9p"]
6
"""

from __future__ import annotations

from typing import Any

from engine.exercises.answer_registry import NoPuzzle, answerer
from engine.exercises.bahu_positions import analyze_position, bahu_input, taken_cards


@answerer("bahu", "yuan")
def bahu_yuan(rules: str, position: dict[str, Any]) -> list[Any]:
    return [analyze_position(rules, position, with_waits=False, hints=False).yuan]


@answerer("bahu", "can_hu")
def bahu_can_hu(rules: str, position: dict[str, Any]) -> list[Any]:
    return [analyze_position(rules, position, with_waits=False, hints=False).can_hu]


@answerer("bahu", "hutou")
def bahu_hutou(rules: str, position: dict[str, Any]) -> list[Any]:
    a = analyze_position(rules, position, with_waits=False, hints=False)
    if not a.yuan:
        raise NoPuzzle("not yuan: no hutou to count")
    return [a.hutou]


@answerer("bahu", "waits")
def bahu_waits(rules: str, position: dict[str, Any]) -> list[Any]:
    a = analyze_position(rules, position, hints=False)
    if not a.waits:
        raise NoPuzzle("the hand waits on nothing")
    return [[w.card.code for w in a.waits]]


def bahu_discards(rules: str, position: dict[str, Any]) -> dict[str, int | None]:
    """Each card that may be discarded → the 胡头 of the 圆 hand after it, or None when not 圆.

    将 never leave the hand (s000.p011, s001.p034); under a rule set whose dealt triplets may not be
    split (tongdong 招儿, s001.p039) three alike stay too, and so do the kinds listed in ``taken`` (taken by
    吃 earlier, 穷吃勾挂 s000.p081 s001.p058)."""
    from engine.bahu.analysis import analyze
    from engine.bahu.groups import JIANG
    from engine.bahu.rules import RuleSet
    from engine.cards import format_cards, parse_cards

    hand, melds = bahu_input(position)
    cards = parse_cards(hand)
    rs = RuleSet.named(rules)
    taken = {c.index for c in taken_cards(position)}
    out: dict[str, int | None] = {}
    for card in sorted(set(cards)):
        if card.index in JIANG or card.index in taken or (not rs.zhao_may_split and cards.count(card) >= 3):
            continue
        rest = list(cards)
        rest.remove(card)
        a = analyze(format_cards(rest), melds, rs, with_waits=False, hints=False)
        out[card.code] = a.hutou if a.yuan else None
    return out


@answerer("bahu", "discard")
def bahu_discard(rules: str, position: dict[str, Any]) -> list[Any]:
    """Every discard after which the hand is 圆 with the greatest 胡头: one answer, the set of them."""
    values = bahu_discards(rules, position)
    yuan = {code: h for code, h in values.items() if h is not None}
    if not yuan:
        raise NoPuzzle("no discard leaves the hand yuan")
    best = max(yuan.values())
    return [code for code, h in yuan.items() if h == best]
