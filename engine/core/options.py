"""One rule-set base for every game: presets by name, variants, options from JSON or ``name=value``
text, and the differences between two sets (the app's comparison table).

A game's rule set is a frozen dataclass deriving from :class:`RuleSetBase`. ``OPTION_TEXT`` gives
each option its wording and source; ``CHOICES`` may restrict an option to a few values; presets
are registered with :meth:`RuleSetBase.register`.

>>> from engine.bahu.rules import RuleSet
>>> RuleSet.named("tongdong").with_option_text("xi_in_play=true").xi_in_play
True
>>> RuleSet.named("haimen").with_option_text("hutou_cap=x")
Traceback (most recent call last):
...
engine.core.errors.InputError: option hutou_cap: 'x' is not an integer
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar

from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.input_messages import (
    NO_SUCH_OPTION,
    OPTION_CHOICE,
    OPTION_COUNT,
    OPTION_NOT_TEXT,
    OPTION_TABLE,
    OPTIONS_OBJECT,
    UNKNOWN_RULES,
    choices,
)
from engine.core.messages import OPTION_BOOL, OPTION_INT, OPTION_INTS, OPTION_PAIR


@dataclass(frozen=True)
class Option:
    """One rule-set option as the app shows it."""

    name: str
    value: Any
    zh: str
    en: str
    source: str


_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


class RuleSetBase:
    """Mixin for a frozen dataclass of options whose first field is ``name``."""

    GAME: ClassVar[str] = ""
    OPTION_TEXT: ClassVar[dict[str, tuple[str, str, str]]] = {}
    CHOICES: ClassVar[dict[str, tuple[Any, ...]]] = {}
    # Names of an option's values where the value itself is a key (a penalty): (Chinese, English).
    CHOICE_TEXT: ClassVar[dict[str, dict[Any, tuple[str, str]]]] = {}
    NOT_OPTIONS: ClassVar[tuple[str, ...]] = ("name",)
    # Each preset's name as people say it: (Chinese, English, short Chinese, short English). The short
    # name is for where the game is already plain (a menu of one game's rule sets).
    TITLES: ClassVar[dict[str, tuple[str, str, str, str]]] = {}
    # Every rule set is a frozen dataclass: declared so fields() and replace() accept self.
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]
    PRESETS: ClassVar[dict[str, Any]]

    name: str

    # --- presets ---
    @classmethod
    def register(cls, *presets: Any) -> dict[str, Any]:
        if "PRESETS" not in cls.__dict__:
            cls.PRESETS = {}
        for p in presets:
            cls.PRESETS[p.name] = p
        return cls.PRESETS

    @classmethod
    def named(cls, name: str) -> Any:
        try:
            return cls.PRESETS[name]
        except (KeyError, TypeError):
            known = choices((cls.title_of(key, short=True).zh, key) for key in cls.PRESETS)
            raise InputError(UNKNOWN_RULES(name=name, known=known), str(name)) from None

    @classmethod
    def preset_names(cls) -> tuple[str, ...]:
        return tuple(cls.PRESETS)

    @classmethod
    def title_of(cls, name: str, short: bool = False) -> Text:
        """A preset's name in both languages; a name that is no preset's is itself in both.

        >>> from engine.bahu.rules import RuleSet
        >>> RuleSet.title_of("haimen"), RuleSet.title_of("haimen", short=True).en
        (Text(zh='海门八胡', en='Haimen Bahu'), 'Haimen')
        """
        titles = cls.TITLES.get(name)
        if titles is None:
            return Text(name, name)
        return Text(titles[2], titles[3]) if short else Text(titles[0], titles[1])

    def title(self, short: bool = False) -> Text:
        """This rule set's name in both languages (see :meth:`title_of`)."""
        return self.title_of(self.name, short)

    # --- options ---
    def options(self) -> list[Option]:
        out = []
        for f in fields(self):
            if f.name in self.NOT_OPTIONS:
                continue
            zh, en, source = self.OPTION_TEXT[f.name]
            out.append(Option(f.name, getattr(self, f.name), zh, en, source))
        return out

    def choice_text(self, key: str, value: Any) -> tuple[str, str] | None:
        """How the app names ``value`` of option ``key``, in Chinese and English, when it is a key."""
        return self.CHOICE_TEXT.get(key, {}).get(value)

    def option_names(self) -> list[str]:
        return [f.name for f in fields(self) if f.name not in self.NOT_OPTIONS]

    def differences(self, other: RuleSetBase) -> list[Option]:
        """Options where ``other`` differs (the values shown are this set's)."""
        theirs = {o.name: o.value for o in other.options()}
        return [o for o in self.options() if theirs[o.name] != o.value]

    def changed_from_preset(self) -> dict[str, Any]:
        """The options that differ from the preset of the same name (what ``--option`` changed)."""
        base = type(self).PRESETS.get(self.name)
        if base is None:
            return {}
        return {o.name: o.value for o in self.differences(base)}

    def with_options(self, **changes: Any) -> Any:
        """A variant of this preset; every value is checked against the option's type."""
        checked = {k: v if k in self.NOT_OPTIONS else self._checked(k, v, tables=True) for k, v in changes.items()}
        return replace(self, **checked)

    def with_json_options(self, raw: object, field_name: str = "options") -> Any:
        """Apply ``{"cannon_multiplier": 4}`` from JSON; errors name ``options.KEY``."""
        if raw is None:
            return self
        if not isinstance(raw, dict):
            raise InputError(OPTIONS_OBJECT(field=field_name), field_name)
        changes = {}
        for key, value in raw.items():
            try:
                changes[key] = self._checked(key, value)
            except InputError as e:
                raise e.at(f"{field_name}.{key}: ", f"{field_name}.{key}") from None
        return replace(self, **changes)

    def with_option_text(self, *items: str) -> Any:
        """Apply ``name=value`` texts (the CLI's ``--option``)."""
        changes = {}
        for item in items:
            key, sep, text = item.partition("=")
            key = key.strip()
            if not sep:
                raise InputError(OPTION_PAIR(item=item), item)
            changes[key] = self._checked(key, self._parsed(key, text.strip()))  # tables cannot be set as text
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, **{o.name: _jsonable(o.value) for o in self.options()}}

    # --- checking ---
    def _type_of(self, key: str) -> Any:
        if key not in self.option_names():
            raise InputError(NO_SUCH_OPTION(key=key, known=", ".join(self.option_names())), key)
        hints = typing.get_type_hints(type(self))
        return hints[key]

    def _checked(self, key: str, value: Any, tables: bool = False) -> Any:
        kind = self._type_of(key)
        if kind is bool:
            if not isinstance(value, bool):
                raise InputError(OPTION_BOOL(key=key, value=value), key)
        elif kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise InputError(OPTION_INT(key=key, value=value), key)
        elif _int_tuple(self, key, kind):
            current = getattr(self, key)
            if not isinstance(value, (list, tuple)) or len(value) != len(current) or not all(
                    isinstance(v, int) and not isinstance(v, bool) for v in value):
                raise InputError(OPTION_COUNT(key=key, n=len(current)), key)
            value = tuple(value)
        elif kind is str:
            if not isinstance(value, str):
                raise InputError(OPTION_NOT_TEXT(key=key, value=value), key)
        elif not tables:
            raise InputError(OPTION_TABLE(key=key), key)
        choices = self.CHOICES.get(key)
        if choices is not None and value not in choices:
            raise InputError(OPTION_CHOICE(key=key, value=value, choices=str(list(choices))), key)
        return value

    def _parsed(self, key: str, text: str) -> Any:
        kind = self._type_of(key)
        if kind is bool:
            low = text.lower()
            if low not in _TRUE | _FALSE:
                raise InputError(OPTION_BOOL(key=key, value=text), key)
            return low in _TRUE
        if kind is int:
            if not text.lstrip("-").isdigit() or len(text) > 6:
                raise InputError(OPTION_INT(key=key, value=text), key)
            return int(text)
        if _int_tuple(self, key, kind):
            parts = [p.strip() for p in text.split(",")]
            if not all(p.lstrip("-").isdigit() and len(p) <= 6 for p in parts):
                raise InputError(OPTION_INTS(key=key, value=text), key)
            return tuple(int(p) for p in parts)
        return text


def _int_tuple(rs: Any, key: str, kind: Any) -> bool:
    args = typing.get_args(kind)
    return typing.get_origin(kind) is tuple and bool(args) and all(a is int or a is Ellipsis for a in args)


def _jsonable(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def is_rule_set(obj: Any) -> bool:
    return dataclasses.is_dataclass(obj) and isinstance(obj, RuleSetBase)
