"""The keyboard sheet (F1 or ?): every shortcut of the window and of the page shown, access keys included.

The access keys (Alt + the underlined letter) are read from the controls on screen when the sheet opens,
so the sheet always says what the keys do now, in the UI's language; :func:`access_keys` is also what
the tests use to check that no two controls on a page share a letter.
"""

from __future__ import annotations

import html
import re

from archive_app.qt import QtCore, QtWidgets

MNEMONIC = re.compile(r"&([^&\s])")


def access_letter(text: str) -> str | None:
    """The access key of a control's text: ``C&lear`` → ``L`` (``&&`` is a literal ampersand)."""
    m = MNEMONIC.search(text.replace("&&", ""))
    return m.group(1).upper() if m else None


def plain(text: str) -> str:
    """A control's text without its access key: ``C&lear`` → ``Clear``, ``清空(&L)`` → ``清空``."""
    text = re.sub(r"[(（]&[^&\s][)）]", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.strip().rstrip(":：").strip()


def access_keys(root: QtWidgets.QWidget) -> list[tuple[str, str]]:
    """``(letter, what it reaches)`` for each control shown under ``root`` that has an access key: buttons and
    check boxes by their text, labels by the text of the field they lead to."""
    out = []
    for widget in root.findChildren(QtWidgets.QWidget):
        if not widget.isVisibleTo(root) or not widget.isEnabled():
            continue
        if isinstance(widget, QtWidgets.QAbstractButton):
            text = widget.text()
        elif isinstance(widget, QtWidgets.QLabel) and widget.buddy() is not None:
            text = widget.text()
        else:
            continue
        letter = access_letter(text)
        if letter:
            out.append((letter, plain(text)))
    return sorted(out)


class ShortcutSheet(QtWidgets.QDialog):
    """The window's shortcuts, then the current page's keys and access keys."""

    def __init__(self, window: QtWidgets.QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("shortcutSheet")
        self.window_ = window
        self.setWindowTitle(self.tr("Keyboard"))
        self.resize(560, 600)
        self.view = QtWidgets.QTextBrowser()
        self.view.setOpenLinks(False)
        self.about_button = QtWidgets.QPushButton(self.tr("&About this app…"))
        self.about_button.clicked.connect(self._about)
        close = QtWidgets.QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        close.setDefault(True)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.about_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        box = QtWidgets.QVBoxLayout(self)
        box.addWidget(self.view, 1)
        box.addLayout(buttons)
        self.sections = self.collect()
        self.view.setHtml(self._html())

    def collect(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(heading, [(keys, what they do)]) for the window and for the page shown."""
        w = self.window_
        from archive_app.ui.pages import NEXT_PAGE, PAGE_KEYS, PAGE_SHORTCUTS, PREVIOUS_PAGE

        pages = [(seq, w.nav.item(PAGE_KEYS.index(key)).text()) for seq, key in PAGE_SHORTCUTS]
        everywhere = [
            ("F1, ?", self.tr("This sheet")),
            *pages,
            (f"{NEXT_PAGE}  {PREVIOUS_PAGE}", self.tr("The next or the previous page")),
            ("Ctrl+F", self.tr("Search the archive")),
            ("Ctrl++  Ctrl+−", self.tr("Larger or smaller text (A+ and A−)")),
        ]
        everywhere += [(f"Alt+{k}", what) for k, what in access_keys(w.top_bar)]
        page = w.stack.currentWidget()
        name = w.nav.currentItem().text() if w.nav.currentItem() else ""
        own = list(page.page_shortcuts()) if hasattr(page, "page_shortcuts") else []
        own += [(f"Alt+{k}", what) for k, what in access_keys(page)] if page is not None else []
        sections = [(self.tr("Everywhere"), everywhere)]
        if own:
            sections.append((self.tr("On this page: %1").replace("%1", name), own))
        return sections

    def keys(self) -> list[str]:
        return [keys for _, rows in self.sections for keys, _ in rows]

    def _html(self) -> str:
        parts = []
        for heading, rows in self.sections:
            parts.append(f"<h3 style='color: #5a1f17; margin-bottom: 4px;'>{html.escape(heading)}</h3>")
            body = "".join(
                f"<tr><td style='padding: 2px 14px 2px 0; white-space: nowrap;'><b>{html.escape(keys)}</b></td>"
                f"<td style='padding: 2px 0;'>{html.escape(what)}</td></tr>" for keys, what in rows)
            parts.append(f"<table cellspacing='0'>{body}</table>")
        return "".join(parts)

    def _about(self) -> None:
        self.close()
        QtCore.QTimer.singleShot(0, self.window_.show_about)


__all__ = ["ShortcutSheet", "access_keys", "access_letter", "plain"]
