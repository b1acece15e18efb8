"""The frame of a calculator's verdict (:class:`ResultPanel`) and the small layout helpers the calculator
pages and their result widgets share: the verdict colours, section headings, stacking a column."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol, Union

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.widgets.hand_view import ReasonList

GOOD, BAD, MUTED = "#2e6b34", "#b3261e", "#6b5c44"

SECTION_STYLE = """
QLabel#section { color: #5a1f17; font-weight: bold; }
"""
# The look of a verdict panel (pages add their own rules after it).
RESULT_STYLE = SECTION_STYLE + """
QLabel#verdict { font-size: 20pt; font-weight: bold; }
QFrame#resultPanel { background: #fffaf0; border: 1px solid #d8cbab; border-radius: 6px; }
QFrame#resultPanel QLabel { background: transparent; }
QFrame#resultPanel[stale="true"] { border: 1px dashed #b9a67c; background: #f8f3e6; }
QFrame#resultPanel QLabel#staleNote { color: #8a5a00; background: #fbecc8; border-radius: 3px; padding: 4px 6px; }
"""

# What a column is made of, top to bottom: a widget, a layout, a spacing in pixels, or (widget, alignment).
Item = Union[QtWidgets.QWidget, QtWidgets.QLayout, int, tuple[QtWidgets.QWidget, QtCore.Qt.AlignmentFlag]]
LEFT = QtCore.Qt.AlignmentFlag.AlignLeft


def section(text: str = "") -> QtWidgets.QLabel:
    """A bold heading over a group of inputs or a part of a result."""
    label = QtWidgets.QLabel(text)
    label.setObjectName("section")
    label.setWordWrap(True)
    return label


def clear_layout(layout: QtWidgets.QLayout) -> None:
    """Take every item out of ``layout``; its widgets are hidden and deleted."""
    while layout.count():
        item = layout.takeAt(0)
        if item.widget():
            item.widget().hide()
            item.widget().deleteLater()


def fill_box(box: QtWidgets.QBoxLayout, items: Iterable[Item]) -> None:
    """Add ``items`` to ``box`` in order (see :data:`Item`)."""
    for item in items:
        if isinstance(item, int):
            box.addSpacing(item)
        elif isinstance(item, QtWidgets.QLayout):
            box.addLayout(item)
        elif isinstance(item, tuple):
            box.addWidget(item[0], 0, item[1])
        else:
            box.addWidget(item)


def local_text(ctx: AppContext, zh: str, en: str) -> str:
    """A text the engine gives in both languages, in the UI's (Chinese in the reader's script)."""
    return ctx.zh(zh) if ctx.lang == "zh" else en


class ResultHost(Protocol):
    """What a verdict panel asks of the page that shows it (the calculator page): a widget imports no page."""

    ctx: AppContext

    def reason_list(self) -> ReasonList: ...

    def css(self, text: str) -> str: ...

    def rules_name(self, name: str) -> str: ...


# --------------------------------------------------------------------------------------------- results

class ResultPanel(QtWidgets.QFrame):
    """The frame of a verdict: ``verdict`` (big, selectable), ``facts`` under it, a ``legend`` for the
    cards drawn, and reason lists (:meth:`reason_list`) whose source links open the archive."""

    def __init__(self, page: ResultHost) -> None:
        super().__init__()
        self.page = page
        self.ctx = page.ctx
        self.setObjectName("resultPanel")
        self.reason_lists: list[ReasonList] = []
        self.verdict = QtWidgets.QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        self.facts = QtWidgets.QLabel()
        self.facts.setWordWrap(True)
        self.legend = QtWidgets.QLabel()
        self.legend.setObjectName("subtitle")
        self.legend.setWordWrap(True)
        self.stale_note = QtWidgets.QLabel()  # over the verdict while the notation cannot be read
        self.stale_note.setObjectName("staleNote")
        self.stale_note.setWordWrap(True)
        self.stale_note.hide()

    def reason_list(self) -> ReasonList:
        lines = self.page.reason_list()
        self.reason_lists.append(lines)
        return lines

    def lay_out(self, items: Iterable[Item]) -> None:
        """Stack ``items`` top to bottom (an int is a spacing), room to spare at the bottom."""
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 12)
        box.setSpacing(5)
        fill_box(box, (self.stale_note, *items))
        box.addStretch(1)

    def set_stale(self, stale: bool) -> None:
        """Say that the verdict shown is the last hand's that could be read (the notation is half typed)."""
        self.stale_note.setText(self.tr("The notation above cannot be read yet: this is still the verdict of the "
                                        "last hand that could. It updates when the notation reads again."))
        self.stale_note.setVisible(stale)
        self.setProperty("stale", stale)
        self.style().unpolish(self)
        self.style().polish(self)

    def _zh(self) -> bool:
        return self.ctx.lang == "zh"

    def _text(self, zh: str, en: str) -> str:
        return local_text(self.ctx, zh, en)
