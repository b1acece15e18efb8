"""Rule-set options as the app shows them: each game's options object lists its fields with wording
and sources, and compares itself with another preset.

>>> from engine.bahu.rules import RuleSet
>>> [o.name for o in RuleSet.named("haimen").differences(RuleSet.named("tongdong"))][:2]
['deck_size', 'xi_in_play']
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True)
class Option:
    """One rule-set option as the app shows it."""

    name: str
    value: Any
    zh: str
    en: str
    source: str


class DescribedOptions:
    """Mixin for a frozen dataclass of options: ``OPTION_TEXT`` maps each option field to (zh, en, source)."""

    OPTION_TEXT: ClassVar[dict[str, tuple[str, str, str]]] = {}
    NOT_OPTIONS: ClassVar[tuple[str, ...]] = ("name",)

    def options(self) -> list[Option]:
        out = []
        for f in fields(self):  # type: ignore[arg-type]
            if f.name in self.NOT_OPTIONS:
                continue
            zh, en, source = self.OPTION_TEXT[f.name]
            out.append(Option(f.name, getattr(self, f.name), zh, en, source))
        return out

    def differences(self, other: DescribedOptions) -> list[Option]:
        """Options where ``other`` differs (the values shown are this set's)."""
        theirs = {o.name: o.value for o in other.options()}
        return [o for o in self.options() if theirs[o.name] != o.value]
