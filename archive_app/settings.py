"""Typed settings, remembered between runs (QSettings in INI form inside the data directory).

Each setting is a descriptor with a type, a default and, where it has them, its allowed values:
a bad or foreign value in the file falls back to the default instead of breaking the app.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, TypeVar

from archive_app.qt import QtCore

T = TypeVar("T")


class Setting(Generic[T]):
    """``choices`` is a tuple, or a callable giving one when first needed (rule-set names come from the
    engine's presets, which need not be imported before the first paint)."""

    def __init__(self, key: str, default: T, choices: tuple[T, ...] | Callable[[], tuple[T, ...]] | None = None) -> None:
        self.key, self.default, self._choices = key, default, choices
        self.kind = type(default)

    @property
    def choices(self) -> tuple[T, ...] | None:
        if callable(self._choices):
            self._choices = self._choices()
        return self._choices

    def __get__(self, obj: Settings | None, owner: type | None = None) -> Any:
        if obj is None:
            return self
        raw = obj.qsettings.value(self.key, self.default)
        try:
            value = _convert(raw, self.kind)
        except (TypeError, ValueError):
            return self.default
        if self.choices is not None and value not in self.choices:
            return self.default
        return value

    def __set__(self, obj: Settings, value: T) -> None:
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"{self.key}: {value!r} is not one of {self.choices}")
        obj.qsettings.setValue(self.key, value)


def _rule_sets(game: str) -> tuple[str, ...]:
    from engine.games import game as find_game

    return find_game(game).rule_sets


def _convert(raw: Any, kind: type) -> Any:
    if kind is bool:
        return raw if isinstance(raw, bool) else str(raw).lower() in ("1", "true", "yes")
    if kind is QtCore.QByteArray:
        return raw if isinstance(raw, QtCore.QByteArray) else QtCore.QByteArray()
    return kind(raw)


class Settings:
    language = Setting("ui/language", "zh", ("zh", "en"))
    script = Setting("ui/script", "hans", ("hans", "hant"))
    last_page = Setting("ui/last_page", "home")
    geometry = Setting("ui/geometry", QtCore.QByteArray())
    text_scale = Setting("reading/text_scale", 1.0)
    bahu_rules = Setting("bahu/rules", "haimen", lambda: _rule_sets("bahu"))
    bahu_compare = Setting("bahu/compare", False)
    last_source = Setting("archive/last_source", "s000")
    duzihu_rules = Setting("duzihu/rules", "danjiang", lambda: _rule_sets("duzihu"))
    duzihu_compare = Setting("duzihu/compare", False)
    waihuzi_strict = Setting("waihuzi/strict", False)
    puzzles_game = Setting("puzzles/game", "bahu", ("bahu", "duzihu", "waihuzi"))
    puzzles_mode = Setting("puzzles/mode", "rated", ("rated", "practice", "review", "streak", "theme"))

    def __init__(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:  # not a usable folder: settings then last for this session (the store says why)
            pass
        self.qsettings = QtCore.QSettings(str(path), QtCore.QSettings.Format.IniFormat)

    def sync(self) -> None:
        self.qsettings.sync()
