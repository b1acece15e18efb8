"""Reasons: every verdict line says which rule it applies, where the rule is written, and with what.

A rule is declared once, as a constant of the game that owns it, with its source paragraph(s) and
its wording in Chinese and English as templates. A :class:`Reason` names the rule and carries the
*parameters* only (numbers, cards, bilingual names); :mod:`engine.core.render` is the one place
that turns it into text, so "7 胡头, 8 needed" renders in either language from the same value.

>>> SHORT = declare("demo.short", "s000.p053", "圆但只有 {hutou} 胡头，不满 {need}。",
...                 "Yuan but only {hutou} hutou; {need} needed.")
>>> r = SHORT(hutou=7, need=8)
>>> r.rule, r.source, r.en
('demo.short', 's000.p053', 'Yuan but only 7 hutou; 8 needed.')
>>> r.zh
'圆但只有 7 胡头，不满 8。'
>>> r.to_json()["params"]
{'hutou': 7, 'need': 8}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.bilingual import Text as Text  # the parameters' bilingual name, imported from here too
from engine.core.render import json_value, render


@dataclass(frozen=True)
class Rule:
    """A declared rule: stable ID, source paragraph(s), and its wording as templates.

    Templates use ``{name}`` for parameters; ``{n:plural}`` gives ``"s"`` unless ``n`` is 1 (English).
    Calling a rule makes a :class:`Reason`: ``RULE(hutou=7)``.
    """

    id: str
    source: str
    zh: str
    en: str

    def __call__(self, **params: Any) -> Reason:
        return Reason(self.id, self.source, _freeze(params))

    def at(self, source: str, **params: Any) -> Reason:
        """A reason resting on other paragraphs than the rule's default (e.g. one combination's own line)."""
        return Reason(self.id, source, _freeze(params))


RULES: dict[str, Rule] = {}


def declare(rule_id: str, source: str, zh: str, en: str) -> Rule:
    """Declare a rule; IDs are unique across the engine."""
    existing = RULES.get(rule_id)
    rule = Rule(rule_id, source, zh, en)
    if existing is not None and existing != rule:
        raise ValueError(f"rule {rule_id!r} declared twice with different text")
    RULES[rule_id] = rule
    return rule


def rule(rule_id: str) -> Rule:
    try:
        return RULES[rule_id]
    except KeyError:
        raise KeyError(f"undeclared rule {rule_id!r}") from None


def _freeze(params: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in params.items())


@dataclass(frozen=True)
class Reason:
    """One application of a declared rule: its ID, the paragraph(s) it rests on, and the parameters."""

    rule: str
    source: str
    params_items: tuple[tuple[str, Any], ...] = field(default=())

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.params_items)

    @property
    def definition(self) -> Rule:
        return rule(self.rule)

    def text(self, lang: str = "en") -> str:
        definition = self.definition
        return render(definition.zh if lang == "zh" else definition.en, self.params, lang)

    @property
    def zh(self) -> str:
        return self.text("zh")

    @property
    def en(self) -> str:
        return self.text("en")

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "source": self.source, "zh": self.zh, "en": self.en,
                "params": {k: json_value(v) for k, v in self.params_items}}


class Reasoned:
    """A value carrying a :class:`Reason` (a violation, a scoring line): its rule, its paragraph and its
    words, read from the reason when asked."""

    reason: Reason

    @property
    def rule(self) -> str:
        return self.reason.rule

    @property
    def source(self) -> str:
        return self.reason.source

    @property
    def zh(self) -> str:
        return self.reason.zh

    @property
    def en(self) -> str:
        return self.reason.en
