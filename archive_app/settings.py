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
    engine's presets, which need not be imported before the first paint). ``initial``, when given, picks
    the value of a setting never made (or unreadable) instead of ``default`` (the language follows the
    user's locale). A :class:`Live` callable is asked each time (the games registered may change)."""

    def __init__(self, key: str, default: T, choices: tuple[T, ...] | Callable[[], tuple[T, ...]] | None = None,
                 initial: Callable[[], T] | None = None) -> None:
        self.key, self.default, self._choices, self._initial = key, default, choices, initial
        self.kind = type(default)

    def fallback(self) -> T:
        return self._initial() if self._initial is not None else self.default

    @property
    def choices(self) -> tuple[T, ...] | None:
        if isinstance(self._choices, Live):
            return self._choices()
        if callable(self._choices):
            self._choices = self._choices()
        return self._choices

    def __get__(self, obj: Settings | None, owner: type | None = None) -> Any:
        if obj is None:
            return self
        raw = obj.qsettings.value(self.key)
        if raw is None:
            return self.fallback()
        try:
            value = _convert(raw, self.kind)
        except (TypeError, ValueError):
            return self.fallback()
        if self.choices is not None and value not in self.choices:
            return self.fallback()
        return value

    def __set__(self, obj: Settings, value: T) -> None:
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"{self.key}: {value!r} is not one of {self.choices}")
        obj.qsettings.setValue(self.key, value)


class Live:
    """Choices asked for each time they are needed, not once."""

    def __init__(self, ask: Callable[[], tuple[Any, ...]]) -> None:
        self.ask = ask

    def __call__(self) -> tuple[Any, ...]:
        return self.ask()


def _games() -> tuple[str, ...]:
    from archive_app.games import keys

    return keys()


def _rule_sets(game: str) -> tuple[str, ...]:
    from engine.core.registry import game as find_game

    return find_game(game).rule_sets


def _locale_language() -> str:
    """中文 for a Chinese locale, English for any other; 中文 when the locale names no language (C, POSIX)."""
    language = QtCore.QLocale().language()  # the system's, unless the app set another default
    return "en" if language not in (QtCore.QLocale.Language.Chinese, QtCore.QLocale.Language.C) else "zh"


def _locale_script() -> str:
    """繁體 for a locale written in traditional characters (zh_TW, zh_HK, zh_MO), else 简体."""
    locale = QtCore.QLocale()
    traditional = locale.script() == QtCore.QLocale.Script.TraditionalHanScript
    return "hant" if locale.language() == QtCore.QLocale.Language.Chinese and traditional else "hans"


def _convert(raw: Any, kind: type) -> Any:
    if kind is bool:
        return raw if isinstance(raw, bool) else str(raw).lower() in ("1", "true", "yes")
    if kind is QtCore.QByteArray:
        return raw if isinstance(raw, QtCore.QByteArray) else QtCore.QByteArray()
    return kind(raw)


class Settings:
    language = Setting("ui/language", "zh", ("zh", "en"), initial=_locale_language)
    script = Setting("ui/script", "hans", ("hans", "hant"), initial=_locale_script)
    last_page = Setting("ui/last_page", "home")
    geometry = Setting("ui/geometry", QtCore.QByteArray())
    text_scale = Setting("reading/text_scale", 1.0)
    bahu_rules = Setting("bahu/rules", "haimen", lambda: _rule_sets("bahu"))
    bahu_compare = Setting("bahu/compare", False)
    last_source = Setting("archive/last_source", "s000")
    duzihu_rules = Setting("duzihu/rules", "danjiang", lambda: _rule_sets("duzihu"))
    duzihu_compare = Setting("duzihu/compare", False)
    waihuzi_strict = Setting("waihuzi/strict", False)
    puzzles_game = Setting("puzzles/game", "bahu", Live(_games))
    puzzles_mode = Setting("puzzles/mode", "rated", ("rated", "practice", "review", "streak", "theme"))
    puzzles_difficulty = Setting("puzzles/difficulty", "normal", ("easier", "normal", "harder"))
    # each calculator's inputs as the user left them (JSON of the page's state(): archive_app/ui/undo.py)
    bahu_in_progress = Setting("bahu/in_progress", "")
    settle_in_progress = Setting("settle/in_progress", "")
    duzihu_in_progress = Setting("duzihu/in_progress", "")
    waihuzi_in_progress = Setting("waihuzi/in_progress", "")
    replay_game = Setting("replay/game", "")  # the sample game's path or the record file shown last
    replay_position = Setting("replay/position", "")  # its point: the event path "12.0.3", "" the deal
    replay_review_seat = Setting("replay/review_seat", 0, (0, 1, 2, 3))  # the player last reviewed
    # the practice table: the choices last made, and the hand in progress (its record, text form)
    play_game = Setting("play/game", "bahu", Live(_games))
    play_rules = Setting("play/rules", "")
    play_seat = Setting("play/seat", 0, (0, 1, 2, 3))
    play_level = Setting("play/level", "casual", ("beginner", "casual", "strong"))  # the practice opponents
    play_delay = Setting("play/delay_ms", 700)
    play_show_all = Setting("play/show_all", False)
    play_in_progress = Setting("play/in_progress", "")
    play_sitting = Setting("play/sitting", "")  # the sitting being played, its text form, kept after every hand

    def __init__(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:  # not a usable folder: settings then last for this session (the store says why)
            pass
        self.qsettings = QtCore.QSettings(str(path), QtCore.QSettings.Format.IniFormat)
        old = self.qsettings.value("play/bots")  # the practice opponents as an engine bot, before levels had names
        if old is not None:
            from archive_app.presenters.practice_levels import level_of

            if not self.qsettings.contains("play/level"):
                self.qsettings.setValue("play/level", level_of(str(old)))
            self.qsettings.remove("play/bots")

    def sync(self) -> None:
        self.qsettings.sync()
