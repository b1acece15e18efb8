"""Typed reading of JSON input (records, puzzles, positions, rounds): one reader per field, one error.

Every reader names the field by its path, in the message and as the token, so the CLI prints
``error: events[0].type must be a string, not a list [events[0].type]``. ``bool`` is never an
integer here, as in JSON.

>>> field({"type": "hu"}, "type", str, path="events[0]")
'hu'
>>> field({"type": ["hu"]}, "type", str, path="events[0]")
Traceback (most recent call last):
...
engine.core.errors.InputError: events[0].type must be a string, not a list
>>> field({}, "seat", int, path="events[2]")
Traceback (most recent call last):
...
engine.core.errors.InputError: events[2].seat is missing
>>> field({}, "with", list, path="events[2]", default=[])
[]
>>> items(["3s", 4], str, "events[0].with")
Traceback (most recent call last):
...
engine.core.errors.InputError: events[0].with[1] must be a string, not an integer
"""

from __future__ import annotations

from typing import Any

from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.input_messages import FIELD_MISSING, MUST_BE, SEAT_RANGE

Kind = type | tuple[type, ...]
MISSING: Any = object()
NAMES: dict[type, str] = {str: "a string", int: "an integer", float: "a number", bool: "true or false",
                          list: "a list", dict: "an object", type(None): "null"}
VALUE_NAMES: dict[type, str] = {**NAMES, bool: "a boolean"}
_NAMES_ZH: dict[type, str] = {str: "字符串", int: "整数", float: "数字", bool: "布尔值", list: "列表", dict: "对象",
                              type(None): "null", object: "其他值"}


def describe(value: Any) -> str:
    """What a JSON value is, for an error message: ``a list``, ``an object``, ``null`` …"""
    return VALUE_NAMES.get(type(value), type(value).__name__)


def _described(value: Any) -> Text:
    """:func:`describe` in both languages."""
    return Text(_NAMES_ZH.get(type(value), describe(value)), describe(value))


def is_kind(value: Any, kind: Kind) -> bool:
    return any(_is(value, k) for k in (kind if isinstance(kind, tuple) else (kind,)))


def _is(value: Any, kind: type) -> bool:
    if isinstance(value, bool):  # a bool is an int to Python, never to JSON
        return kind is bool
    return isinstance(value, kind)


def expect(value: Any, kind: Kind, path: str) -> Any:
    """``value`` when it is of ``kind`` (a type or a tuple of them); else an error naming ``path``."""
    if not is_kind(value, kind):
        kinds = kind if isinstance(kind, tuple) else (kind,)
        wanted = Text("或".join(_NAMES_ZH.get(k, k.__name__) for k in kinds),
                      " or ".join(NAMES.get(k, k.__name__) for k in kinds))
        raise InputError(MUST_BE(path=path, wanted=wanted, got=_described(value)), path)
    return value


def join(path: str, key: str | int) -> str:
    """``events[0]`` + ``type`` → ``events[0].type``; + 2 → ``events[0][2]``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def field(obj: Any, key: str, kind: Kind, *, path: str = "", default: Any = MISSING) -> Any:
    """``obj[key]``, checked to be of ``kind``; ``default`` when it is absent (required without one)."""
    expect(obj, dict, path or "input")
    where = join(path, key)
    if key not in obj:
        if default is MISSING:
            raise InputError(FIELD_MISSING(path=where), where)
        return default
    return expect(obj[key], kind, where)


def items(value: Any, kind: Kind, path: str) -> list[Any]:
    """A list whose every item is of ``kind``; an error names the first item that is not."""
    for i, item in enumerate(expect(value, list, path)):
        expect(item, kind, join(path, i))
    checked: list[Any] = value
    return checked


def field_items(obj: Any, key: str, kind: Kind, *, path: str = "", default: Any = MISSING) -> list[Any]:
    """``obj[key]`` as a list of ``kind`` (``default`` when absent)."""
    value = field(obj, key, list, path=path, default=default)
    return value if value is default else items(value, kind, join(path, key))


def seat(value: Any, path: str, seats: int = 4) -> int:
    """A seat number 0 … seats − 1."""
    expect(value, int, path)
    if not 0 <= value < seats:
        raise InputError(SEAT_RANGE(path=path, last=seats - 1, value=value), path)
    number: int = value
    return number
