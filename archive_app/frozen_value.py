"""A frozen value without ``dataclasses``: made, compared, hashed and shown as a frozen dataclass would
be. The start-up path uses it (importing dataclasses cost ~2 ms before the search index is in); a
subclass names its fields in ``__match_args__`` and sets them in ``__init__`` through ``__dict__``.

>>> class Point(FrozenValue):
...     __match_args__ = ("x", "y")
...     def __init__(self, x: int, y: int) -> None:
...         self.__dict__.update(x=x, y=y)
>>> Point(1, 2), Point(1, 2) == Point(1, 2), hash(Point(1, 2)) == hash(Point(1, 2))
(Point(x=1, y=2), True, True)
"""

from __future__ import annotations

from typing import Any


class FrozenValue:
    __match_args__: tuple[str, ...] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(self.__dict__[name] for name in self.__match_args__)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(" + ", ".join(
            f"{name}={value!r}" for name, value in zip(self.__match_args__, self._values())) + ")"

    def __setattr__(self, name: str, value: object) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot delete field {name!r}")
