"""Every correct answer to a question about a position, computed by the engine.

One function per (game, type); each takes the rule-set name and the position dict and returns the
full answer list, or raises :class:`NoPuzzle` when the question has no sensible answer there (a
``waits`` question for a hand that waits on nothing, a ``hutou`` question for a hand that is not 圆).

>>> answers("bahu", "haimen", "yuan", {"hand": "2s2m8p 3s3m7p 456m 789p", "melds": ["peng:Q"]})
[True]
>>> answers("bahu", "haimen", "hutou", {"hand": "2s2m8p 3s3m7p 456m 789p", "melds": ["peng:Q"]})
[6]
>>> answers("bahu", "haimen", "discard", {"hand": "2s2m8p 3s3m7p 456m 789p 9p", "melds": ["peng:Q"]})
['9p']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import schema
from engine.core.errors import InputError


class NoPuzzle(ValueError):
    """The question has no sensible answer for this position."""


Answerer = Callable[[str, dict[str, Any]], list[Any]]
ANSWERERS: dict[tuple[str, str], Answerer] = {}
TYPES: dict[str, tuple[str, ...]] = {}


def answerer(game: str, kind: str) -> Callable[[Answerer], Answerer]:
    def register(fn: Answerer) -> Answerer:
        ANSWERERS[(game, kind)] = fn
        TYPES.setdefault(game, ())
        TYPES[game] = TYPES[game] + (kind,)
        return fn
    return register


def answers(game: str, rules: str, kind: str, position: dict[str, Any]) -> list[Any]:
    schema.expect(position, dict, "position")
    fn = ANSWERERS.get((game, kind))
    if fn is None:
        known = ", ".join(k for g, k in ANSWERERS if g == game) or "none"
        raise InputError(f"no puzzle type {kind!r} for {game} (known: {known})", kind)
    return fn(rules, position)


# --- 八胡 ------------------------------------------------------------------------------------------

def _bahu_input(position: dict[str, Any]) -> tuple[str, list[str]]:
    hand = schema.field(position, "hand", str, path="position")
    return hand, schema.field_items(position, "melds", str, path="position", default=[])


def _analyze(rules: str, position: dict[str, Any], **kw: Any):
    from engine.bahu.analysis import analyze

    hand, melds = _bahu_input(position)
    return analyze(hand, melds, rules, **kw)


@answerer("bahu", "yuan")
def bahu_yuan(rules: str, position: dict[str, Any]) -> list[Any]:
    return [_analyze(rules, position, with_waits=False, hints=False).yuan]


@answerer("bahu", "can_hu")
def bahu_can_hu(rules: str, position: dict[str, Any]) -> list[Any]:
    return [_analyze(rules, position, with_waits=False, hints=False).can_hu]


@answerer("bahu", "hutou")
def bahu_hutou(rules: str, position: dict[str, Any]) -> list[Any]:
    a = _analyze(rules, position, with_waits=False, hints=False)
    if not a.yuan:
        raise NoPuzzle("not yuan: no hutou to count")
    return [a.hutou]


@answerer("bahu", "waits")
def bahu_waits(rules: str, position: dict[str, Any]) -> list[Any]:
    a = _analyze(rules, position, hints=False)
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

    hand, melds = _bahu_input(position)
    cards = parse_cards(hand)
    rs = RuleSet.named(rules)
    from engine.exercises.bahu_lessons import taken_cards

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


import engine.exercises.answers_other  # noqa: E402,F401 - registers the 笃子胡 and 歪胡子 types
import engine.exercises.bahu_lessons  # noqa: E402,F401 - registers the 八胡 lesson types (group, arrange, …)
