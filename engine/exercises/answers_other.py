"""Answers for 笃子胡 (``hushu``, ``valid``, ``waits``) and 歪胡子 (``xi``, ``valid``, ``waits``).

Positions are dicts. 笃子胡: ``hand`` (with the winning card for hushu/valid; one short for waits),
``melds``, ``jiang`` (the turned card or cards), ``win``, and the flags ``self_drawn``, ``last_card``.
歪胡子: ``hand``, ``melds``, ``win`` and ``last_card``.

>>> from engine.exercises.answers import answers
>>> pos = {"hand": "999m 234m 678s 123p 456p 55p", "melds": ["peng:6m", "peng:7p"], "jiang": ["4s"], "win": "5p"}
>>> answers("duzihu", "danjiang", "hushu", pos), answers("duzihu", "danjiang", "valid", pos)
([70], [True])
>>> answers("waihuzi", "waihuzi", "xi", {"hand": "333d 270d 456x 678d 123x 789x", "melds": ["wai:9d"], "win": "8x"})
[9]
"""

from __future__ import annotations

from typing import Any

from engine.core import schema
from engine.core.errors import InputError
from engine.exercises.answer_registry import NoPuzzle, answerer


def _strings(position: dict[str, Any], key: str) -> list[str]:
    return schema.field_items(position, key, str, path="position", default=[])


def _text(position: dict[str, Any], key: str) -> str:
    return schema.field(position, key, str, path="position")


def _flag(position: dict[str, Any], key: str) -> bool:
    return schema.field(position, key, bool, path="position", default=False)


# --- 笃子胡 ----------------------------------------------------------------------------------------

def _duzihu_score(rules: str, position: dict[str, Any], hand: str | None = None, win: str | None = None):
    from engine.duzihu.hand import Hand
    from engine.duzihu.rules import RuleSet
    from engine.duzihu.score import score

    h = Hand.parse(hand if hand is not None else _text(position, "hand"), jiang=_strings(position, "jiang"),
                   win=win if win is not None else _text(position, "win"), melds=_strings(position, "melds"),
                   self_drawn=_flag(position, "self_drawn"), last_card=_flag(position, "last_card"))
    return score(h, RuleSet.named(rules))


@answerer("duzihu", "valid")
def duzihu_valid(rules: str, position: dict[str, Any]) -> list[Any]:
    return [_duzihu_score(rules, position).valid]


@answerer("duzihu", "hushu")
def duzihu_hushu(rules: str, position: dict[str, Any]) -> list[Any]:
    s = _duzihu_score(rules, position)
    if not s.valid:
        raise NoPuzzle("not a win: no 胡数 to count")
    return [s.total]


@answerer("duzihu", "waits")
def duzihu_waits(rules: str, position: dict[str, Any]) -> list[Any]:
    from engine.cards import ALL_CARDS

    return _waits([c for c in ALL_CARDS if c.code != "X"], position, lambda hand, code: _duzihu_score(
        rules, position, hand=hand, win=code).valid)


def _waits(cards: list[Any], position: dict[str, Any], wins: Any) -> list[Any]:
    """Every card that, added to the hand as the winning card, makes it a win: one answer, the whole set."""
    hand = _text(position, "hand")
    found = []
    for card in cards:
        try:
            if wins(f"{hand} {card.code}", card.code):
                found.append(card.code)
        except InputError:  # a fifth copy, or a turned card's last copy: it cannot arrive
            continue
    if not found:
        raise NoPuzzle("the hand waits on nothing")
    return [found]


# --- 歪胡子 ----------------------------------------------------------------------------------------

def _waihuzi_score(rules: str, position: dict[str, Any], hand: str | None = None, win: str | None = None):
    from engine.waihuzi.rules import Options
    from engine.waihuzi.score import Hand, score

    options = Options.named(rules)
    h = Hand.parse(hand if hand is not None else _text(position, "hand"), _strings(position, "melds"),
                   win if win is not None else _text(position, "win"), options=options,
                   last_card=_flag(position, "last_card"))
    return score(h, options)


@answerer("waihuzi", "valid")
def waihuzi_valid(rules: str, position: dict[str, Any]) -> list[Any]:
    return [_waihuzi_score(rules, position).valid]


@answerer("waihuzi", "xi")
def waihuzi_xi(rules: str, position: dict[str, Any]) -> list[Any]:
    s = _waihuzi_score(rules, position)
    if not s.valid:
        raise NoPuzzle("not a win: no 息 to count")
    return [s.xi]


@answerer("waihuzi", "waits")
def waihuzi_waits(rules: str, position: dict[str, Any]) -> list[Any]:
    from engine.waihuzi.cards import ALL_CARDS

    return _waits(list(ALL_CARDS), position, lambda hand, code: _waihuzi_score(
        rules, position, hand=hand, win=code).valid)
