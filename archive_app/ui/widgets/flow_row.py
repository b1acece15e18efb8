"""A row that wraps: a page header or a row of options that fits one line when there is room and goes onto
two when the window is narrow (or the language longer), instead of forcing the window wider.

It takes what a ``QHBoxLayout`` row is built with — widgets (with an alignment), stretches, spacings —
and lays them out like one, line by line: a stretch takes the spare room of its line, an item that does
not fit starts a new line, and stretches and spacings never start one.

:func:`pair` keeps a label and its field together on one line.
"""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets

Policy = QtWidgets.QSizePolicy.Policy
Align = QtCore.Qt.AlignmentFlag


class FlowRow(QtWidgets.QLayout):
    def __init__(self, parent: QtWidgets.QWidget | None = None, spacing: int = 6, line_spacing: int = 4) -> None:
        super().__init__(parent)
        self._items: list[QtWidgets.QLayoutItem] = []
        self._spacing, self._line_spacing = spacing, line_spacing
        self.setContentsMargins(0, 0, 0, 0)

    # --- building, as a QHBoxLayout is built ---
    def addItem(self, item: QtWidgets.QLayoutItem) -> None:  # noqa: N802 - Qt API
        self._items.append(item)

    def addWidget(self, widget: QtWidgets.QWidget, stretch: int = 0,  # noqa: N802 - Qt API
                  alignment: QtCore.Qt.AlignmentFlag = Align(0)) -> None:
        self.insertWidget(len(self._items), widget, stretch, alignment)

    def insertWidget(self, index: int, widget: QtWidgets.QWidget, stretch: int = 0,  # noqa: N802 - Qt API
                     alignment: QtCore.Qt.AlignmentFlag = Align(0)) -> None:
        self.addChildWidget(widget)
        item = QtWidgets.QWidgetItem(widget)
        item.setAlignment(alignment)
        self._items.insert(index, item)
        self.invalidate()

    def addStretch(self, _stretch: int = 1) -> None:  # noqa: N802 - Qt API
        self._items.append(QtWidgets.QSpacerItem(0, 0, Policy.Expanding, Policy.Minimum))
        self.invalidate()

    def addSpacing(self, size: int) -> None:  # noqa: N802 - Qt API
        self._items.append(QtWidgets.QSpacerItem(size, 0, Policy.Fixed, Policy.Minimum))
        self.invalidate()

    def indexOf(self, widget: QtWidgets.QWidget) -> int:  # noqa: N802 - Qt API
        return next((i for i, item in enumerate(self._items) if item.widget() is widget), -1)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QtWidgets.QLayoutItem | None:  # noqa: N802 - Qt API
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QtWidgets.QLayoutItem | None:  # noqa: N802 - Qt API
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # --- sizes ---
    def expandingDirections(self) -> QtCore.Qt.Orientation:  # noqa: N802 - Qt API
        return QtCore.Qt.Orientation.Horizontal

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return self._lay_out(QtCore.QRect(0, 0, width, 0), apply=False)

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        shown = [i for i in self._items if not i.isEmpty() or i.spacerItem()]
        width = sum(i.sizeHint().width() for i in shown) + self._spacing * max(0, len(shown) - 1)
        height = max((i.sizeHint().height() for i in shown), default=0)
        m = self.contentsMargins()
        return QtCore.QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        size = QtCore.QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        return size + QtCore.QSize(m.left() + m.right(), m.top() + m.bottom())

    def setGeometry(self, rect: QtCore.QRect) -> None:  # noqa: N802 - Qt API
        super().setGeometry(rect)
        self._lay_out(rect, apply=True)

    # --- the lines ---
    def _lines(self, width: int) -> list[list[QtWidgets.QLayoutItem]]:
        lines: list[list[QtWidgets.QLayoutItem]] = [[]]
        x = 0
        for item in self._items:
            spacer = item.spacerItem() is not None
            if item.isEmpty() and not spacer:
                continue  # a hidden widget
            w = item.sizeHint().width()
            if spacer:
                if lines[-1]:  # a stretch or spacing never starts a line
                    lines[-1].append(item)
                    x += w + self._spacing
                continue
            if lines[-1] and any(i.spacerItem() is None for i in lines[-1]) and x + w > width:
                lines.append([])
                x = 0
            lines[-1].append(item)
            x += w + self._spacing
        return [line for line in lines if line]

    def _lay_out(self, rect: QtCore.QRect, apply: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        y = area.y()
        for line in self._lines(area.width()):
            while line and line[-1].spacerItem() is not None:  # nothing to push at the end of a line
                line = line[:-1]
            height = max((i.sizeHint().height() for i in line), default=0)
            if apply:
                used = sum(i.sizeHint().width() for i in line) + self._spacing * (len(line) - 1)
                stretches = [i for i in line if i.spacerItem() is not None and i.expandingDirections()]
                extra = max(0, area.width() - used)
                x = area.x()
                for item in line:
                    hint = item.sizeHint()
                    w = min(hint.width(), area.width())
                    if item in stretches:
                        w += extra // len(stretches)
                    align = item.alignment()
                    if align & Align.AlignBottom:
                        h, top = hint.height(), y + height - hint.height()
                    elif align & Align.AlignVCenter:
                        h, top = hint.height(), y + (height - hint.height()) // 2
                    else:  # as in a box layout: the line's height, as far as the item may grow
                        h, top = min(height, item.maximumSize().height()), y
                    item.setGeometry(QtCore.QRect(x, top, w, h))
                    x += w + self._spacing
            y += height + self._line_spacing
        return max(0, y - self._line_spacing - rect.y() + m.bottom())


def pair(label: QtWidgets.QWidget, field: QtWidgets.QWidget, spacing: int = 6) -> QtWidgets.QWidget:
    """A label and its field in one widget, so a wrapping row never parts them."""
    box = QtWidgets.QWidget()
    row = QtWidgets.QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(spacing)
    row.addWidget(label)
    row.addWidget(field)
    return box


__all__ = ["FlowRow", "pair"]
