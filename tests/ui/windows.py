"""A main window for tests that drive the whole app: live switches of language, script and text size."""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets
from archive_app.qt_fonts import apply_app_font
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.style import STYLE
from archive_app.ui.window import MainWindow


def settle_events() -> None:
    for _ in range(3):
        QtCore.QCoreApplication.sendPostedEvents()
        QtCore.QCoreApplication.processEvents()


def make_window(qtbot, data_dir, lang: str = "zh", script: str = "hans", size=(1280, 860),
                content: bool = True) -> MainWindow:
    """The window as ``archive-app`` builds it (font, style sheet, catalogues), shown at ``size``."""
    app = QtWidgets.QApplication.instance()
    apply_app_font(app)
    app.setStyleSheet(STYLE)
    ctx = AppContext(data_dir)
    ctx.settings.language, ctx.settings.script = lang, script
    language = UiLanguage(app)
    language.apply(lang, script)
    if content:
        ctx.load_content_now()
    window = MainWindow(ctx, language)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show_page("home")
    window.show()
    qtbot.waitExposed(window)
    window.first_painted.emit()
    settle_events()
    return window


def close_window(window: MainWindow) -> None:
    """Leave the application as other tests expect it: English, no style sheet."""
    window.language.apply("en", "hans")
    QtWidgets.QApplication.instance().setStyleSheet("")
