"""The one result shape of every evaluation: a verdict made of lines.

Each :class:`Line` is a :class:`~engine.core.reason.Reason` with a kind — ``applied`` (a rule that
counted, with its value), ``refused`` (a rule that was tried and did not apply: a special hand, a
doubling, a 成牌 kind, and why not), ``note`` (context, nothing counted) or ``error`` (why the hand
is not valid) — plus the value it adds and the cards it concerns. ``key()`` orders verdicts of one
game so puzzles and bots can rank candidate answers; equal keys are equally good.

>>> from engine.core.reason import declare
>>> KAN = declare("demo.kan", "s004.p037", "坎：{xi} 息", "kan: {xi} xi")
>>> v = Verdict("waihuzi", "waihuzi", True, {"xi": 3}, (Line(APPLIED, KAN(xi=3), 3),), rank=(1, 3))
>>> v.explain, v.to_json()["lines"][0]["kind"]
(['kan: 3 xi'], 'applied')
>>> v.key() > Verdict("waihuzi", "waihuzi", True, {"xi": 2}, (), rank=(1, 2)).key()
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.reason import Reason

APPLIED = "applied"
REFUSED = "refused"
NOTE = "note"
ERROR = "error"
KINDS = (APPLIED, REFUSED, NOTE, ERROR)


@dataclass(frozen=True)
class Line:
    kind: str
    reason: Reason
    value: int | None = None
    cards: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"line kind {self.kind!r} is not one of {KINDS}")
        object.__setattr__(self, "cards", tuple(self.cards))

    @property
    def rule(self) -> str:
        return self.reason.rule

    def text(self, lang: str = "en") -> str:
        return self.reason.text(lang)

    def to_json(self) -> dict[str, Any]:
        out = {"kind": self.kind, **self.reason.to_json(), "value": self.value}
        out["cards"] = [c.code for c in self.cards]
        return out


def applied(reason: Reason, value: int | None = None, cards: Iterable[Any] = ()) -> Line:
    return Line(APPLIED, reason, value, tuple(cards))


def refused(reason: Reason, cards: Iterable[Any] = ()) -> Line:
    return Line(REFUSED, reason, None, tuple(cards))


def note(reason: Reason, cards: Iterable[Any] = ()) -> Line:
    return Line(NOTE, reason, None, tuple(cards))


def error(reason: Reason, cards: Iterable[Any] = ()) -> Line:
    return Line(ERROR, reason, None, tuple(cards))


@dataclass(frozen=True)
class Verdict:
    """``totals``: the game's headline numbers (``{"hutou": 9}``, ``{"total": 70}``, ``{"xi": 12}``).
    ``rank``: the comparable key the game defines (greater is better)."""

    game: str
    rules: str
    valid: bool
    totals: dict[str, Any]
    lines: tuple[Line, ...]
    rank: tuple[Any, ...] = field(default=())

    def key(self) -> tuple[Any, ...]:
        return self.rank

    def of_kind(self, kind: str) -> list[Line]:
        return [line for line in self.lines if line.kind == kind]

    def find(self, rule_id: str) -> list[Line]:
        """Lines of one rule, or of every rule under a prefix ending in ``.`` (``"bahu.hutou."``)."""
        if rule_id.endswith("."):
            return [line for line in self.lines if line.rule.startswith(rule_id)]
        return [line for line in self.lines if line.rule == rule_id]

    def rule_ids(self) -> list[str]:
        return [line.rule for line in self.lines]

    def text(self, lang: str = "en") -> list[str]:
        return [line.text(lang) for line in self.lines]

    @property
    def explain(self) -> list[str]:
        return self.text("en")

    @property
    def explain_zh(self) -> list[str]:
        return self.text("zh")

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "rules": self.rules, "valid": self.valid, **self.totals,
                "lines": [line.to_json() for line in self.lines],
                "explain": self.explain, "explain_zh": self.explain_zh}


def merge_json(verdict: Verdict, legacy: dict[str, Any]) -> dict[str, Any]:
    """A result's own keys (kept for existing callers) with the verdict's shape over them."""
    out = dict(legacy)
    for k, v in verdict.to_json().items():
        out[k] = v
    return out


def lines_of(reasons: Sequence[Reason], kind: str = NOTE) -> tuple[Line, ...]:
    return tuple(Line(kind, r) for r in reasons)
