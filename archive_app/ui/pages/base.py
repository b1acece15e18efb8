"""What every page is: a widget that knows the shared context and can re-translate itself live."""

from __future__ import annotations

from archive_app.qt import QtWidgets
from archive_app.ui.context import AppContext


class Page(QtWidgets.QWidget):
    """Subclasses build widgets in ``__init__`` and set every visible string in :meth:`retranslate`."""

    key = ""

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        # Our own signals rather than Qt's LanguageChange events: handling those would build PySide's
        # large QEvent.Type enum before the first paint, which costs start-up time.
        ctx.script_changed.connect(lambda _s: self.retranslate())
        ctx.language_changed.connect(lambda _l: self.retranslate())
        ctx.library_ready.connect(self.on_library_ready)

    def retranslate(self) -> None:
        """Set every visible string (called at start, on language change and on script change).

        Plain widgets of a page re-translate here too; a custom widget used inside a page may
        handle Qt's LanguageChange itself."""

    def on_library_ready(self) -> None:
        """The content library has loaded (it loads in the background)."""

    def on_shown(self) -> None:
        """The page became the current page."""

    def page_shortcuts(self) -> list[tuple[str, str]]:
        """(keys, what they do) of this page, for the keyboard sheet (its access keys are found on their own)."""
        return []

    def after_first_paint(self) -> None:
        """The window has painted once: work that can wait for start-up goes here."""
