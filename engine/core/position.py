"""The one-line text of a position (like a chess FEN), shared by every game.

A position prints as its hand in compact notation followed by ``name=value`` fields, values without
spaces (lists comma-separated), fields in a fixed order; ``-`` stands for an empty hand. Each game's
position class lists its fields and converts values; this module splits and joins the text and
names the field of any error.

>>> split_position("2s2m8p456m melds=peng:Q,chi:567m turn=2", ("melds", "turn"))
('2s2m8p456m', {'melds': 'peng:Q,chi:567m', 'turn': '2'})
>>> join_position("2s2m8p456m", [("melds", "peng:Q"), ("turn", "")])
'2s2m8p456m melds=peng:Q'
>>> split_position("5m color=red", ("melds",))
Traceback (most recent call last):
...
engine.core.errors.InputError: position: unknown field 'color' (known: melds)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.core.errors import InputError
from engine.core.input_messages import (
    POSITION_EMPTY,
    POSITION_FIELD,
    POSITION_HAND_FIRST,
    POSITION_LONG,
    POSITION_PAIR,
    POSITION_SEAT,
    POSITION_TEXT,
    POSITION_TWICE,
)

MAX_POSITION_TEXT = 2000  # far above any real position; refuses pasted garbage before parsing


def split_position(text: str, known: Sequence[str]) -> tuple[str, dict[str, str]]:
    if not isinstance(text, str):
        raise InputError(POSITION_TEXT(), "position")
    if len(text) > MAX_POSITION_TEXT:
        raise InputError(POSITION_LONG(n=len(text)), "position")
    words = text.split()
    if not words:
        raise InputError(POSITION_EMPTY(), "position")
    hand, fields = words[0], {}
    if "=" in hand:
        raise InputError(POSITION_HAND_FIRST(), hand)
    for word in words[1:]:
        name, sep, value = word.partition("=")
        if not sep:
            raise InputError(POSITION_PAIR(word=word), word)
        if name not in known:
            raise InputError(POSITION_FIELD(name=name, known=", ".join(known)), name or word)
        if name in fields:
            raise InputError(POSITION_TWICE(name=name), name)
        fields[name] = value
    return ("" if hand == "-" else hand), fields


def join_position(hand: str, fields: Iterable[tuple[str, str]]) -> str:
    parts = [hand.replace(" ", "") or "-"]
    parts += [f"{name}={value}" for name, value in fields if value != ""]
    return " ".join(parts)


def split_list(value: str) -> list[str]:
    return [v for v in value.split(",") if v]


def parse_seat(value: str, field: str, seats: int = 4) -> int:
    if not (value.isascii() and value.isdigit() and 0 <= int(value) < seats):
        raise InputError(POSITION_SEAT(name=field, last=seats - 1, value=value), field)
    return int(value)
