"""The card gallery's grid: both decks as tiles (face, Chinese name, English name) under section headers,
flowing to the available width; click or move with the arrow keys to select a card."""

from __future__ import annotations

from dataclasses import dataclass

from archive_app.cardfaces import card_aspect, card_pixmap
from archive_app.qt import QtCore, QtGui, QtWidgets

Qt = QtCore.Qt
QRect = QtCore.QRect
RED = "#8c2f23"


@dataclass
class Section:
    key: str  # "long" or "waihuzi"
    title: str
    rows: tuple[tuple[str, ...], ...]

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(k for row in self.rows for k in row)


class CardGrid(QtWidgets.QWidget):
    """Both decks as tiles (face, Chinese name, English name) that flow to the available width."""

    selected = QtCore.Signal(str)

    MARGIN = 6
    GAP = 6
    HEADER = 30

    def __init__(self, sections: list[Section], parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.sections = sections
        self.card_height = 120
        self.current = ""
        self.captions: dict[str, tuple[str, str]] = {}
        self._tiles: dict[str, QRect] = {}
        self._headers: list[tuple[QRect, str]] = []
        self._hover = ""
        self._laid_out_for = -1
        self.compact = False  # tiles without the English name: a whole suit fits in one line
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Fixed)

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(k for s in self.sections for k in s.keys)

    def section_keys(self, key: str) -> tuple[str, ...]:
        return next(s.keys for s in self.sections if s.key == key)

    # --- geometry ---
    def _fonts(self) -> tuple[QtGui.QFont, QtGui.QFont, QtGui.QFont]:
        base = self.font()
        zh, en, head = QtGui.QFont(base), QtGui.QFont(base), QtGui.QFont(base)
        zh.setPointSizeF(base.pointSizeF() * 1.05)
        en.setPointSizeF(base.pointSizeF() * 0.8)
        head.setPointSizeF(base.pointSizeF() * 1.1)
        head.setBold(True)
        return zh, en, head

    def tile_size(self, compact: bool = False) -> QtCore.QSize:
        """A tile: the face and both names; ``compact``: the face and the Chinese name only, as narrow as they allow."""
        zh, en, _ = self._fonts()
        card_w = round(self.card_height * card_aspect())
        zh_m = QtGui.QFontMetrics(zh)
        if compact:
            names = max((zh_m.horizontalAdvance(z) for z, _ in self.captions.values()),
                        default=zh_m.horizontalAdvance("二万"))
            return QtCore.QSize(max(card_w + 8, names + 6), self.card_height + 10 + zh_m.height() + 6)
        width = max(card_w + 12, 62)
        text_h = zh_m.height() + 2 * QtGui.QFontMetrics(en).height() + 6
        return QtCore.QSize(width, self.card_height + 10 + text_h)

    def relayout(self, width: int | None = None) -> None:
        width = self.width() if width is None else width
        usable = width - 2 * self.MARGIN
        longest = max(len(row) for s in self.sections for row in s.rows)

        def fits(size: QtCore.QSize) -> bool:
            return longest * (size.width() + self.GAP) - self.GAP <= usable

        # A suit on one line reads as a suit: drop the English names (the panel and tooltip give them) before wrapping.
        self.compact = not fits(self.tile_size()) and fits(self.tile_size(compact=True))
        tile = self.tile_size(self.compact)
        self._tiles, self._headers = {}, []
        y = self.MARGIN
        usable = max(tile.width(), usable)
        for section in self.sections:
            self._headers.append((QRect(self.MARGIN, y, usable, self.HEADER), section.title))
            y += self.HEADER + 4
            fit = max(1, (usable + self.GAP) // (tile.width() + self.GAP))
            for row in section.rows:
                lines = -(-len(row) // fit)
                per_line = -(-len(row) // lines)  # balanced: 9 cards in two lines are 5 + 4, not 6 + 3
                for i, key in enumerate(row):
                    line, col = divmod(i, per_line)
                    self._tiles[key] = QRect(self.MARGIN + col * (tile.width() + self.GAP),
                                             y + line * (tile.height() + self.GAP), tile.width(), tile.height())
                y += lines * (tile.height() + self.GAP)
            y += 8
        self._laid_out_for = width
        height = y + self.MARGIN
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)
        self.update()

    def tile_rect(self, key: str) -> QRect:
        if self._laid_out_for != self.width():
            self.relayout()
        return self._tiles.get(key, QRect())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        tile = self.tile_size()
        return QtCore.QSize(9 * (tile.width() + self.GAP) + 2 * self.MARGIN, self.height())

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        tile = self.tile_size()
        return QtCore.QSize(tile.width() + 2 * self.MARGIN, tile.height())

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802 - Qt API
        if event.size().width() != self._laid_out_for:
            self.relayout(event.size().width())
        super().resizeEvent(event)

    def set_card_height(self, height: int) -> None:
        self.card_height = height
        self.relayout()

    def set_captions(self, captions: dict[str, tuple[str, str]]) -> None:
        self.captions = captions
        self.relayout()  # compact tiles are as wide as the longest name

    def event(self, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.ToolTip:  # both names, whether or not the tile shows the English one
            key = self.key_at(event.pos())
            if key:
                QtWidgets.QToolTip.showText(event.globalPos(), " · ".join(t for t in self.captions.get(key, ()) if t),
                                            self)
            else:
                QtWidgets.QToolTip.hideText()
            return True
        return super().event(event)

    # --- selection ---
    def select(self, key: str) -> None:
        if key not in self.keys:
            raise ValueError(f"no card {key!r} in the gallery")
        if key != self.current:
            self.current = key
            self.update()
            zh, en = self.captions.get(key, ("", ""))
            self.setAccessibleDescription(f"{zh} {en}")
        self.selected.emit(key)

    def key_at(self, pos: QtCore.QPoint) -> str:
        return next((k for k, r in self._tiles.items() if r.contains(pos)), "")

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        key = self.key_at(event.position().toPoint())
        if key and event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.select(key)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        key = self.key_at(event.position().toPoint())
        if key != self._hover:
            self._hover = key
            self.setCursor(Qt.CursorShape.PointingHandCursor if key else Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QtCore.QEvent) -> None:  # noqa: N802 - Qt API
        self._hover = ""
        self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        keys = self.keys
        if not keys:
            return super().keyPressEvent(event)
        i = keys.index(self.current) if self.current in keys else 0
        k = event.key()
        if k == Qt.Key.Key_Right:
            self.select(keys[min(i + 1, len(keys) - 1)])
        elif k == Qt.Key.Key_Left:
            self.select(keys[max(i - 1, 0)])
        elif k == Qt.Key.Key_Home:
            self.select(keys[0])
        elif k == Qt.Key.Key_End:
            self.select(keys[-1])
        elif k in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.select(self._vertical(keys[i], -1 if k == Qt.Key.Key_Up else 1))
        else:
            return super().keyPressEvent(event)
        event.accept()
        return None

    def _vertical(self, key: str, direction: int) -> str:
        """The tile in the next line up or down nearest in x (the same card if there is none)."""
        here = self.tile_rect(key)
        lines = sorted({r.top() for r in self._tiles.values()})
        row = lines.index(here.top())
        target = row + direction
        if not 0 <= target < len(lines):
            return key
        y = lines[target]
        candidates = [(abs(r.center().x() - here.center().x()), k) for k, r in self._tiles.items() if r.top() == y]
        return min(candidates)[1]

    def focusInEvent(self, event: QtGui.QFocusEvent) -> None:  # noqa: N802 - Qt API
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QtGui.QFocusEvent) -> None:  # noqa: N802 - Qt API
        self.update()
        super().focusOutEvent(event)

    # --- painting ---
    def paintEvent(self, event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        if self._laid_out_for != self.width():
            self.relayout()
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        zh_font, en_font, head_font = self._fonts()
        dpr = self.devicePixelRatioF()
        clip = event.rect()
        for rect, title in self._headers:
            if not rect.intersects(clip):
                continue
            p.setFont(head_font)
            p.setPen(QtGui.QColor("#5a1f17"))
            p.drawText(rect.adjusted(2, 0, 0, -6), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, title)
            p.setPen(QtGui.QPen(QtGui.QColor("#cbbd9a"), 1))
            p.drawLine(rect.left(), rect.bottom(), rect.right(), rect.bottom())
        card_w = round(self.card_height * card_aspect())
        zh_h = QtGui.QFontMetrics(zh_font).height()
        for key, rect in self._tiles.items():
            if not rect.intersects(clip):
                continue
            if key == self.current or key == self._hover:
                path = QtGui.QPainterPath()
                path.addRoundedRect(QtCore.QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)
                if key == self.current:
                    p.fillPath(path, QtGui.QColor("#f0dcb4"))
                    pen = QtGui.QPen(QtGui.QColor(RED), 2 if self.hasFocus() else 1.2)
                    p.strokePath(path, pen)
                else:
                    p.fillPath(path, QtGui.QColor("#f3e7cc"))
            pix = card_pixmap(key, self.card_height, dpr)
            p.drawPixmap(rect.left() + (rect.width() - card_w) // 2, rect.top() + 5, pix)
            zh, en = self.captions.get(key, ("", ""))
            text_top = rect.top() + self.card_height + 8
            p.setFont(zh_font)
            p.setPen(QtGui.QColor("#1c1a18"))
            p.drawText(QRect(rect.left() + 2, text_top, rect.width() - 4, zh_h),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, zh)
            if self.compact:
                continue
            p.setFont(en_font)
            p.setPen(QtGui.QColor("#6b5c44"))
            p.drawText(QRect(rect.left() + 2, text_top + zh_h, rect.width() - 4, rect.bottom() - text_top - zh_h),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, en)
        p.end()
