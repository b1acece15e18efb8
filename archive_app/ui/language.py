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


class UiLanguage:
    def __init__(self, app: QtCore.QCoreApplication) -> None:
        self.app = app
        self.translators: list[QtCore.QTranslator] = []

    def clear(self) -> None:
        for t in self.translators:
            self.app.removeTranslator(t)
        self.translators = []

    def apply(self, language: str, script: str) -> None:
        self.clear()
        if language != "zh":
            return
        if i18n.needs_build():
            try:
                i18n.build()
            except (RuntimeError, OSError, Exception):  # noqa: BLE001 - fall back to English text, never crash
                pass
        locale = i18n.LOCALES[script]
        qt_own = qt_catalogue(locale)
        for qm in [*([qt_own] if qt_own else []), *i18n.compiled(locale)]:  # the last installed is asked first
            translator = QtCore.QTranslator(self.app)
            if translator.load(str(qm)):
                self.app.installTranslator(translator)
                self.translators.append(translator)
