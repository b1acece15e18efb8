"""The one place where reasons and verdict lines become text, in Chinese or English.

Parameters render by type: a card as its Chinese name (zh) or code (en), a list of cards joined
(``三万、四万`` / ``3m 4m``), a :class:`~engine.core.reason.Text` in the language asked for.

>>> from engine.cards import parse_cards
>>> from engine.core.reason import declare
>>> R = declare("demo.needs", "s000.p039", "缺{cards}", "needs {cards} ({n} card{n:plural})")
>>> r = R(cards=parse_cards("3m 4m"), n=2)
>>> render(r, "zh"), render(r, "en")
('缺三万、四万', 'needs 3m 4m (2 cards)')
"""

from __future__ import annotations

import string
from typing import Any, TypeGuard

from engine.core.deck import InternedCard
from engine.core.reason import Reason, Text, rule


def _is_card(value: Any) -> TypeGuard[InternedCard]:
    return hasattr(value, "code") and hasattr(value, "index")


def value_text(value: Any, lang: str) -> str:
    if _is_card(value):
        return value.zh if lang == "zh" else value.code
    if isinstance(value, Text):
        return value.zh if lang == "zh" else value.en
    if isinstance(value, (tuple, list)):
        parts = [value_text(v, lang) for v in value]
        if value and all(_is_card(v) for v in value):
            return ("、" if lang == "zh" else " ").join(parts)
        return ("、" if lang == "zh" else ", ").join(parts)
    if isinstance(value, bool):
        return ("是" if value else "否") if lang == "zh" else ("yes" if value else "no")
    return str(value)


def json_value(value: Any) -> Any:
    if _is_card(value):
        return value.code
    if isinstance(value, Text):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [json_value(v) for v in value]
    return value


class _Formatter(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "plural":
            return "" if value == 1 else "s"
        if format_spec:
            return format(value, format_spec)
        return value_text(value, self.lang)


def render(reason: Reason, lang: str = "en") -> str:
    """The reason's sentence in ``lang`` (``"zh"`` or ``"en"``)."""
    definition = rule(reason.rule)
    template = definition.zh if lang == "zh" else definition.en
    return _Formatter(lang).vformat(template, (), reason.params)


def render_all(reasons: Any, lang: str = "en") -> list[str]:
    return [render(r if isinstance(r, Reason) else r.reason, lang) for r in reasons]
