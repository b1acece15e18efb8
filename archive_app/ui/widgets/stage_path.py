"""The path of a course: its stages in order, each with its number, title and stars (three for a
stage done without a mistake, two with one, one when done), the stage being worked on marked.
Stars are painted (the bundled font has no star glyph)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from archive_app.qt import QtCore, QtGui, QtWidgets

GOLD, EMPTY, INK, MUTED, RED = "#d2a950", "#d8cbab", "#1f1a14", "#6b5c44", "#8c2f23"
ROLE = QtCore.Qt.ItemDataRole.UserRole
TEXT_MARGIN = 124  # frame, number disc and stars around the title


@dataclass(frozen=True)
class PathItem:
    stage: str
    number: int
    title: str
    stars: int  # best so far, 0–3
    step: int = 0  # exercises done in the current run
    total: int = 0
    summary: str = ""


def star_path(cx: float, cy: float, r: float) -> QtGui.QPainterPath:
    path = QtGui.QPainterPath()
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        radius = r if i % 2 == 0 else r * 0.45
        point = QtCore.QPointF(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        path.moveTo(point) if i == 0 else path.lineTo(point)
    path.closeSubpath()
    return path


def paint_stars(p: QtGui.QPainter, rect: QtCore.QRectF, earned: int) -> None:
    """Three stars in ``rect``, the first ``earned`` of them gold."""
    r = min(rect.height() / 2, rect.width() / 6) * 0.9
    for i in range(3):
        cx = rect.left() + r + i * (rect.width() - 2 * r) / 2
        p.setPen(QtGui.QPen(QtGui.QColor("#8a5a00" if i < earned else "#b9a985"), 1))
        p.setBrush(QtGui.QColor(GOLD if i < earned else EMPTY))
        p.drawPath(star_path(cx, rect.center().y(), r))


class StageDelegate(QtWidgets.QStyledItemDelegate):
    def paint(self, p: QtGui.QPainter, option: QtWidgets.QStyleOptionViewItem, index: QtCore.QModelIndex) -> None:
        item: PathItem = index.data(ROLE)
        if item is None:
            return super().paint(p, option, index)
        p.save()
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        r = QtCore.QRectF(option.rect).adjusted(2, 2, -2, -2)
        selected = bool(option.state & QtWidgets.QStyle.StateFlag.State_Selected)
        p.setPen(QtGui.QPen(QtGui.QColor(RED if selected else "#e6dcc3"), 2 if selected else 1))
        p.setBrush(QtGui.QColor("#fff1cf" if selected else "#fffaf0"))
        p.drawRoundedRect(r, 6, 6)
        disc = QtCore.QRectF(r.left() + 8, r.center().y() - 13, 26, 26)
        p.setPen(QtCore.Qt.PenStyle.NoPen)
        p.setBrush(QtGui.QColor(GOLD if item.stars else ("#5a1f17" if item.step else "#c9b88f")))
        p.drawEllipse(disc)
        p.setPen(QtGui.QColor("white"))
        p.drawText(disc, QtCore.Qt.AlignmentFlag.AlignCenter, str(item.number))
        stars = QtCore.QRectF(r.right() - 62, r.top() + 8, 54, 16)
        paint_stars(p, stars, item.stars)
        text_rect = QtCore.QRectF(disc.right() + 8, r.top() + 4, stars.left() - disc.right() - 12, r.height() - 8)
        p.setPen(QtGui.QColor(INK))
        flags = QtCore.Qt.AlignmentFlag.AlignVCenter | QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.TextFlag.TextWordWrap
        p.drawText(text_rect, int(flags), item.title)
        if item.step and item.total:
            p.setPen(QtGui.QColor(MUTED))
            small = QtGui.QFont(p.font())
            small.setPointSizeF(max(7.0, small.pointSizeF() * 0.8))
            p.setFont(small)
            p.drawText(QtCore.QRectF(stars.left() - 4, stars.bottom() + 2, 62, 16), QtCore.Qt.AlignmentFlag.AlignRight,
                       f"{item.step}/{item.total}")
        p.restore()

    def sizeHint(self, option: QtWidgets.QStyleOptionViewItem, index: QtCore.QModelIndex) -> QtCore.QSize:  # noqa: N802
        item: PathItem = index.data(ROLE)
        view = self.parent()
        width = view.viewport().width() - 2 * view.spacing() - 2 if isinstance(view, QtWidgets.QListView) else 220
        text_w = max(60, width - TEXT_MARGIN)
        flags = int(QtCore.Qt.AlignmentFlag.AlignLeft | QtCore.Qt.TextFlag.TextWordWrap)
        height = option.fontMetrics.boundingRect(QtCore.QRect(0, 0, text_w, 1000), flags, item.title if item else "").height()
        return QtCore.QSize(width, max(52, height + 20))


class StagePath(QtWidgets.QListWidget):
    """The stages of one course; ``stage_chosen(stage_id)`` on click or Enter."""

    stage_chosen = QtCore.Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(StageDelegate(self))
        self.setSpacing(2)
        self.setObjectName("stagePath")
        self.setVerticalScrollMode(QtWidgets.QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.itemClicked.connect(lambda it: self.stage_chosen.emit(it.data(ROLE).stage))
        self.itemActivated.connect(lambda it: self.stage_chosen.emit(it.data(ROLE).stage))
        self.setResizeMode(QtWidgets.QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setUniformItemSizes(False)

    def set_items(self, items: Sequence[PathItem], current: str | None = None) -> None:
        self.blockSignals(True)
        self.clear()
        for item in items:
            row = QtWidgets.QListWidgetItem()
            row.setData(ROLE, item)
            stars = self.tr("%1 of 3 stars").replace("%1", str(item.stars))
            row.setData(QtCore.Qt.ItemDataRole.AccessibleTextRole, f"{item.number}. {item.title}, {stars}")
            row.setToolTip(f"{item.summary}\n{stars}" if item.summary else stars)
            self.addItem(row)
            if item.stage == current:
                self.setCurrentItem(row)
        self.blockSignals(False)

    def items(self) -> list[PathItem]:
        return [self.item(i).data(ROLE) for i in range(self.count())]
