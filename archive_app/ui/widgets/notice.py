"""A problem with the user's database, shown above the pages until the user dismisses it.

The status bar is no place for it: a message there goes after a few seconds or with the next one,
and this one may mean the saved work is elsewhere now (the notice names where) or that nothing of
this session will be kept.
"""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext

STYLE = """
QFrame#storeNotice { background: #f9e3b4; border: none; border-bottom: 1px solid #c9a25e; }
QFrame#storeNotice QLabel { color: #4a3413; }
"""


class StoreNotice(QtWidgets.QFrame):
    """Made by the window when the first notice comes (nothing of it is built before the first paint)."""

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.diagnosis = None
        self.setObjectName("storeNotice")
        self.setStyleSheet(STYLE)
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(14, 8, 10, 8)
        self.text = QtWidgets.QLabel()
        self.text.setObjectName("storeNoticeText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)  # to copy the path
        self.dismiss_button = QtWidgets.QPushButton()
        self.dismiss_button.clicked.connect(self.dismiss)
        row.addWidget(self.text, 1)
        row.addWidget(self.dismiss_button)
        self.hide()
        ctx.language_changed.connect(lambda _l: self.retranslate())
        ctx.script_changed.connect(lambda _s: self.retranslate())

    def show_diagnosis(self, diagnosis) -> None:
        self.diagnosis = diagnosis
        self.retranslate()
        self.show()

    def dismiss(self) -> None:
        self.hide()

    def retranslate(self) -> None:
        self.dismiss_button.setText(self.ctx.zh(self.tr("Dismiss")))
        if self.diagnosis is not None:
            self.text.setText(self.ctx.zh(self.message(self.diagnosis)))

    def message(self, d) -> str:
        """One or two sentences: what was found, what was done, what it means for the user's work."""
        where, detail = str(d.path), d.detail
        if d.moved_to is not None:
            text = {
                "corrupt": self.tr("The database could not be read, so it was moved aside to %1 and a new, empty one "
                                   "was started. Your earlier saved hands are in that file; nothing in it was changed."),
                "newer": self.tr("The database was written by a newer version of this app, so it was moved aside to "
                                 "%1 and a new, empty one was started. The newer version can still open that file."),
                "foreign": self.tr("The database holds tables that are not this app's, so it was moved aside to %1 "
                                   "and a new, empty one was started. Nothing in that file was changed."),
            }[d.problem]
            return text.replace("%1", str(d.moved_to))
        texts = {
            "corrupt": self.tr("The database %1 could not be read, and it could not be moved aside either (%2). It "
                               "was left as it is; nothing you save in this session will be kept."),
            "newer": self.tr("The database %1 was written by a newer version of this app, and it could not be moved "
                             "aside (%2). It was left as it is; nothing you save in this session will be kept."),
            "foreign": self.tr("The database %1 holds tables that are not this app's, and it could not be moved aside "
                               "(%2). It was left as it is; nothing you save in this session will be kept."),
            "version": self.tr("The database's version number was damaged (%2); it was worked out from the tables "
                               "and written again. Nothing was lost."),
            "busy": self.tr("The database %1 is in use by another program (perhaps another copy of this app), so it "
                            "was left as it is. Nothing you save will be kept until you close that program and "
                            "start this one again."),
            "unreadable": self.tr("This app may not read the database %1 (%2), so it was left as it is. Nothing you "
                                  "save in this session will be kept."),
            "read-only": self.tr("The database %1 cannot be written (%2). Your saved hands are shown, but nothing you "
                                 "save in this session will be kept.") if d.copy else self.tr(
                "The data folder cannot be written (%2), so no database could be made in it. Nothing you save in "
                "this session will be kept."),
            "data-dir": self.tr("The data folder %1 cannot be used (%2). Nothing you save in this session will be "
                                "kept."),
            "failed": self.tr("The database %1 could not be opened (%2), so it was left as it is. Nothing you "
                              "save in this session will be kept."),
            "dangling": self.tr("The database %1 is a link to %2, which does not exist (a drive that is not "
                                "connected?). It was left as it is; nothing you save in this session will be kept."),
        }
        if d.problem == "data-dir":
            where = str(d.path.parent)
        text = texts.get(d.problem, texts["unreadable"])
        return text.replace("%1", where).replace("%2", detail)
