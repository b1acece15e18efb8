"""A warning bar: which content files could not be read (the rest still shows), until dismissed. The
archive shows every such file; the puzzles, learn and replay pages those of their own content."""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets

MAX_ISSUES_SHOWN = 4
STYLE = """
QFrame#archiveWarning { background: #fbe6c8; border: 1px solid #d9a35b; border-radius: 4px; }
QLabel#archiveWarningText { color: #5a3410; }
"""


class IssuesBar(QtWidgets.QFrame):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("archiveWarning")
        self.setStyleSheet(STYLE)  # its own: it sits on several pages
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

    def show_issues(self, issues, z, head: str = "") -> None:
        """Name the first few of ``issues`` under ``head`` (by default: archive files), ``z`` converting
        简/繁; hidden when there are none or once dismissed."""
        self.close_button.setText(z(self.tr("Dismiss")))
        if not issues or self.dismissed:
            self.hide()
            return
        lines = [str(i) for i in issues[:MAX_ISSUES_SHOWN]]
        if len(issues) > MAX_ISSUES_SHOWN:
            lines.append(self.tr("… and %1 more").replace("%1", str(len(issues) - MAX_ISSUES_SHOWN)))
        head = z(head or self.tr("Some archive files could not be read; everything else is shown:"))
        self.text.setText(head + "\n" + "\n".join(lines))
        self.show()

    def dismiss(self) -> None:
        self.dismissed = True
        self.hide()
