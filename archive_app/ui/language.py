"""Installs the UI catalogues for the chosen language and script; Qt then re-translates live."""

from __future__ import annotations

from archive_app import i18n
from archive_app.qt import QtCore


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
        for qm in i18n.compiled(locale):
            translator = QtCore.QTranslator(self.app)
            if translator.load(str(qm)):
                self.app.installTranslator(translator)
                self.translators.append(translator)
