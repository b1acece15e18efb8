"""The archive's warning bar: which content files could not be read (the rest still shows), until dismissed."""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets

MAX_ISSUES_SHOWN = 4


class IssuesBar(QtWidgets.QFrame):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("archiveWarning")
        self.dismissed = False
        bar = QtWidgets.QHBoxLayout(self)
        bar.setContentsMargins(10, 6, 6, 6)
        self.text = QtWidgets.QLabel()
        self.text.setObjectName("archiveWarningText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QtWidgets.QPushButton()
        self.close_button.clicked.connect(self.dismiss)
        bar.addWidget(self.text, 1)
        bar.addWidget(self.close_button, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_issues(self, issues, z) -> None:
        """Name the first few of ``issues`` (``z`` converts 简/繁); hidden when there are none or once dismissed."""
        self.close_button.setText(z(self.tr("Dismiss")))
        if not issues or self.dismissed:
            self.hide()
            return
        lines = [str(i) for i in issues[:MAX_ISSUES_SHOWN]]
        if len(issues) > MAX_ISSUES_SHOWN:
            lines.append(self.tr("… and %1 more").replace("%1", str(len(issues) - MAX_ISSUES_SHOWN)))
        head = z(self.tr("Some archive files could not be read; everything else is shown:"))
        self.text.setText(head + "\n" + "\n".join(lines))
        self.show()

    def dismiss(self) -> None:
        self.dismissed = True
        self.hide()
