"""Installs the UI catalogues for the chosen language and script; Qt then re-translates live.

Besides the app's own catalogues, Qt's ``qtbase`` catalogue for the locale is loaded: it holds the
words of Qt's own menus and dialogs (a text field's Copy, Select All, a file dialog's buttons), which
would otherwise stay English in the Chinese UI. It is installed first, so the app's catalogues win
where both translate a string: :data:`QT_WORDING` re-words the few of Qt's 繁體 strings whose
characters the bundled font lacks (their word for scrolling).
"""

from __future__ import annotations

from pathlib import Path

from archive_app import i18n
from archive_app.qt import QtCore

QT_WORDING = (  # a scroll bar's context menu
    QtCore.QT_TRANSLATE_NOOP("QScrollBar", "Scroll here"),
    QtCore.QT_TRANSLATE_NOOP("QScrollBar", "Scroll left"),
    QtCore.QT_TRANSLATE_NOOP("QScrollBar", "Scroll right"),
    QtCore.QT_TRANSLATE_NOOP("QScrollBar", "Scroll up"),
    QtCore.QT_TRANSLATE_NOOP("QScrollBar", "Scroll down"),
)


def qt_catalogue(locale: str) -> Path | None:
    """Qt's own ``qtbase_<locale>.qm``: where Qt says its translations are, else beside the PySide6 package
    (a standalone build keeps them there)."""
    from archive_app.qt import pyside_dir

    name = f"qtbase_{locale}.qm"
    folders = (Path(QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath)),
               Path(pyside_dir()).parent / "Qt" / "translations")
    return next((folder / name for folder in folders if (folder / name).is_file()), None)


# The language and script of the catalogues installed: words that come from the games themselves
# (their names, from their adapters) follow it, as the catalogues' words do.
_installed: tuple[str, str] = ("en", "hans")


def installed() -> tuple[str, str]:
    """(language, script) of the UI as installed now: ``("en", …)`` until a Chinese catalogue loads."""
    return _installed


def say(zh: str, en: str) -> str:
    """Of a name given in both languages, the one the UI speaks (Chinese in the chosen script)."""
    language, script = _installed
    if language != "zh":
        return en
    if script == "hans":
        return zh
    from archive_app.script import to_script

    return to_script(zh, script)


def game_name(key: str) -> str:
    """A game's name in the UI's language, from its adapter; a key no adapter knows shows as itself."""
    from archive_app.games import adapter
    from engine.core.errors import InputError

    try:
        zh, en = adapter(key).names()
    except InputError:
        return key
    return say(zh, en)


def rules_name(key: str, short: bool = False) -> str:
    """The one name a rule set has in the UI: full (海门八胡, "Haimen Bahu"), or ``short`` where its game is
    plain from the place (海门, "Haimen"). Every page names rule sets through this."""
    from archive_app.content.link_words import rules_title  # the names themselves are Qt-free

    return say(*rules_title(key, short))


def seat_name(seat: int, lang: str | None = None, players: tuple[str, ...] = ()) -> str:
    """The one name a seat has in the UI, in the table, move list, comments, results and puzzles alike
    (甲家 乙家 丙家 丁家 / Player A B C D; the engine's scheme, :func:`engine.core.bilingual.seat_name`).
    ``players`` are a record's names for its seats: a real name stands, the order words (甲 乙 …) are the
    scheme's and follow it."""
    from engine.core.bilingual import SEAT_WORDS, seat_name as names

    given = players[seat] if 0 <= seat < len(players) else ""
    if given and given.rstrip("家") not in SEAT_WORDS:
        return given
    if lang is not None:
        return names(seat, lang)
    return say(names(seat, "zh"), names(seat, "en"))


class UiLanguage:
    def __init__(self, app: QtCore.QCoreApplication) -> None:
        self.app = app
        self.translators: list[QtCore.QTranslator] = []

    def clear(self) -> None:
        global _installed
        _installed = ("en", _installed[1])  # no catalogue: the names the games give follow the English words
        for t in self.translators:
            self.app.removeTranslator(t)
        self.translators = []

    def apply(self, language: str, script: str) -> None:
        global _installed
        self.clear()
        _installed = (language if language == "zh" else "en", script)  # before the catalogues: they retranslate
        if language != "zh":
            return
        if i18n.needs_build():
            try:
                i18n.build()
            except (RuntimeError, OSError, Exception):  # noqa: BLE001 - fall back to English text, never crash
                pass
        locale = i18n.LOCALES[script]
        qt_own = qt_catalogue(locale)
        own = i18n.compiled(locale)
        if not own:
            _installed = ("en", script)  # no catalogue of the app's: its words stay English, and so do the names
        for qm in [*([qt_own] if qt_own else []), *own]:  # the last installed is asked first
            translator = QtCore.QTranslator(self.app)
            if translator.load(str(qm)):
                self.app.installTranslator(translator)
                self.translators.append(translator)
