"""The 八胡 question types lessons ask besides the puzzle ones: ``pick``, ``group``, ``arrange``,
``chengpai``, ``claim``, ``zhuang`` and ``net``. Each returns every correct answer.

Positions (dicts):

* ``pick``: ``hand`` and ``pick`` — what to pick: ``jiang``, ``su``, ``rank:7``, ``suit:s`` or
  ``keep`` (the cards that may not be discarded under the rule set; ``taken`` lists the cards taken by
  吃 earlier). One answer: the cards, copies counted.
* ``group``: ``hand``; every set of its cards that is one group on its own.
* ``arrange``: ``hand`` (no table melds, no four alike); every valid arrangement (groups of codes).
* ``chengpai``: ``hand``, ``melds``; the 成牌 kind: ``dagun``, ``chuokou``, ``dunkou`` or ``none``.
* ``claim``: ``card``, ``how`` (``flip`` or ``discard``), ``from`` (the seat), ``hands`` (four),
  optional ``tables`` (four lists of melds) and ``stale`` (seats that let the card pass before); the
  seat with the first right to the card, or ``"none"``.
* ``zhuang``: a settlement round (``players``, ``winner``, as ``bahu settle`` reads it) and ``seat``;
  that player's 庄. Without ``hands`` (``claim``) or ``seat`` (``zhuang``) the position is the puzzles'
  form: one seat's best claims, every player's net (:mod:`engine.exercises.bahu_table`). ``net``: the round; each player's net gain (four numbers).

>>> from engine.exercises.answers import answers
>>> answers("bahu", "haimen", "pick", {"hand": "1m 2m 9s 9m", "pick": "jiang"})
[['1m', '9s']]
>>> answers("bahu", "haimen", "group", {"hand": "2s 2m 8p 5m"})
[['2m', '2s', '8p']]
>>> answers("bahu", "tongdong", "claim", {"card": "5m", "how": "flip", "from": 1,
...          "hands": ["5m5m", "4m6m", "", ""]})
[0]
"""

from __future__ import annotations

from typing import Any

from engine.core import schema
from engine.core.errors import InputError
from engine.exercises.answer_registry import NoPuzzle, answerer
from engine.exercises.bahu_positions import analyze_position, claim_of, settlement_of, taken_cards
from engine.exercises.forms import canonical_arrangement

PICKS = ("jiang", "su", "keep", "rank:N", "suit:m|s|p")


def _text(position: dict[str, Any], key: str) -> str:
    return schema.field(position, key, str, path="position")


def _rules(rules: str):
    from engine.bahu.rules import RuleSet

    return RuleSet.named(rules)


def hand_cards(rules: str, position: dict[str, Any], *, no_fours: bool = False):
    """The hand's cards, checked against the rule set's deck (喜) and four copies per kind."""
    from engine.bahu.deck import check_cards
    from engine.cards import counts_of, parse_cards

    cards = parse_cards(_text(position, "hand"))
    check_cards(cards, rules)
    if no_fours and 4 in counts_of(cards):
        raise InputError("four alike are laid out as a bomb: leave them out of this question", "position.hand")
    return cards


def pick_matches(pick: str, card) -> bool:
    """Whether ``card`` is one to pick under the ``pick`` criterion (see :data:`PICKS`)."""
    from engine.bahu.groups import JIANG

    if pick == "jiang":
        return card.index in JIANG
    if pick == "su":
        return card.index not in JIANG
    if pick.startswith("rank:") and pick[5:].isdigit():
        return card.rank == int(pick[5:])
    if pick.startswith("suit:") and pick[5:] in ("m", "s", "p"):
        return card.suit == pick[5:]
    raise InputError(f"position.pick must be one of {', '.join(PICKS)}, not {pick!r}", "position.pick")


def kept(rules: str, cards, taken=()) -> list:
    """Cards that may not be discarded: 将 (s000.p011), four alike (laid out as a bomb, s000.p029), a
    kind taken by 吃 (s000.p081 s001.p065 吃过的牌不能发; ``taken``) and, where a dealt triplet may not
    be split, the triplet (s001.p065 招儿不能发)."""
    from engine.bahu.groups import JIANG
    from engine.cards import counts_of

    counts = counts_of(cards)
    split_ok = _rules(rules).zhao_may_split
    took = {c.index for c in taken}
    return [c for c in cards if c.index in JIANG or c.index in took or counts[c.index] == 4
            or (not split_ok and counts[c.index] == 3)]


@answerer("bahu", "pick")
def bahu_pick(rules: str, position: dict[str, Any]) -> list[Any]:
    cards = hand_cards(rules, position)
    pick = _text(position, "pick")
    if pick == "keep":
        chosen = kept(rules, cards, taken_cards(position))
    else:
        chosen = [c for c in cards if pick_matches(pick, c)]
    return [sorted(c.code for c in chosen)]


@answerer("bahu", "group")
def bahu_group(rules: str, position: dict[str, Any]) -> list[Any]:
    from engine.bahu.arrange import sub_groups

    groups = sub_groups(hand_cards(rules, position, no_fours=True), rules)
    if not groups:
        raise NoPuzzle("no set of these cards is a group")
    return [sorted(c.code for c in g) for g in groups]


@answerer("bahu", "arrange")
def bahu_arrange(rules: str, position: dict[str, Any]) -> list[Any]:
    from engine.bahu.arrange import TooMany, arrangements

    if position.get("melds"):
        raise InputError("arrange takes a hand without table melds", "position.melds")
    try:
        found = arrangements(hand_cards(rules, position, no_fours=True), rules)
    except TooMany as e:
        raise NoPuzzle(str(e)) from None
    if not found:
        raise NoPuzzle("the hand is not yuan: no arrangement")
    return [canonical_arrangement([[c.code for c in g] for g in a]) for a in found]


@answerer("bahu", "chengpai")
def bahu_chengpai(rules: str, position: dict[str, Any]) -> list[Any]:
    return [analyze_position(rules, position, hints=False).chengpai or "none"]


@answerer("bahu", "claim")
def bahu_claim(rules: str, position: dict[str, Any]) -> list[Any]:
    from engine.exercises import bahu_table

    if bahu_table.is_table_claim(position):  # one seat's choice on the card (the puzzles' form)
        return bahu_table.claim_answers(rules, position)
    claim = claim_of(rules, position)
    return [claim.seat if claim.seat is not None else "none"]


@answerer("bahu", "zhuang")
def bahu_zhuang(rules: str, position: dict[str, Any]) -> list[Any]:
    from engine.exercises import bahu_table

    if bahu_table.is_round_nets(position):  # every player's net (the puzzles' form)
        return bahu_table.round_nets(rules, position)
    seat = schema.seat(position["seat"], "position.seat")
    return [settlement_of(rules, position).zhuang[seat]]


@answerer("bahu", "net")
def bahu_net(rules: str, position: dict[str, Any]) -> list[Any]:
    return [list(settlement_of(rules, position).net)]
