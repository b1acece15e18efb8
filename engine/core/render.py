"""The one place where reasons and verdict lines become text, in Chinese or English.

A rule's template in one language is filled with a reason's parameters, rendered by type: a card as
its name (``三万`` / ``three wan``; a deck whose cards have no English name gives the code), a list of
cards joined (``三万、四万`` / ``three wan, four wan``), a
:class:`~engine.core.bilingual.Text` in the language asked for. The reasons
(:mod:`engine.core.reason`) call this module; it knows nothing of them.

>>> from engine.cards import parse_cards
>>> params = {"cards": parse_cards("3m 4m"), "n": 2}
>>> render("缺{cards}", params, "zh"), render("needs {cards} ({n} card{n:plural})", params, "en")
('缺三万、四万', 'needs three wan, four wan (2 cards)')
>>> render("{seat:seat} wins", {"seat": 1}, "en"), render("{seat:seat}胡", {"seat": 1}, "zh")
('Player B wins', '乙家胡')
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeGuard

from engine.core.bilingual import Text, seat_name

if TYPE_CHECKING:
    from engine.core.deck import InternedCard


def _is_card(value: Any) -> TypeGuard[InternedCard]:
    return hasattr(value, "code") and hasattr(value, "index")


def value_text(value: Any, lang: str) -> str:
    if _is_card(value):
        return value.zh if lang == "zh" else getattr(value, "en", value.code)
    if isinstance(value, Text):
        return value.zh if lang == "zh" else value.en
    if isinstance(value, (tuple, list)):
        parts = [value_text(v, lang) for v in value]
        if value and all(_is_card(v) for v in value):
            return ("、" if lang == "zh" else ", ").join(parts)
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
        if format_spec == "seat":  # a seat's number, said as its name
            return seat_name(value, self.lang) if isinstance(value, int) else value_text(value, self.lang)
        if format_spec:
            return format(value, format_spec)
        return value_text(value, self.lang)


def render(template: str, params: Mapping[str, Any], lang: str = "en") -> str:
    """``template`` (a rule's wording in ``lang``, ``"zh"`` or ``"en"``) filled with ``params``; an English
    sentence that opens with a card's name starts with a capital (``Four bing is …``)."""
    text = _Formatter(lang).vformat(template, (), params)
    if lang == "en" and template.startswith("{") and text[:1].islower() and _opens_with_cards(template, params):
        text = text[0].upper() + text[1:]
    return text


def _opens_with_cards(template: str, params: Mapping[str, Any]) -> bool:
    first = next(iter(string.Formatter().parse(template)), None)
    if first is None or first[0] or not first[1]:
        return False
    value = params.get(first[1])
    return _is_card(value) or (isinstance(value, (tuple, list)) and bool(value) and all(map(_is_card, value)))
