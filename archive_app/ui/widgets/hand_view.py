"""Showing a calculator's result: card groups drawn as faces with a caption each, and explanation
lines with links to the source paragraphs they rest on.

Reusable by every game page (八胡 hand lab, 笃子胡, 歪胡子):

* :class:`HandView` draws a list of :class:`CardGroup` (face keys, a caption such as 二八帮子, a
  detail such as "+1 胡头", a tone) left to right, wrapping to the width it gets;
* :class:`ReasonList` shows lines of text, each with its source IDs (``"s000.p054 s001.p042"``) as
  small link buttons (mouse or Tab + Space) that emit ``link_activated("s000.p054")``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from archive_app.cardfaces import card_aspect, card_names, card_pixmap
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui import source_names


@dataclass(frozen=True)
class CardGroup:
    """One group to draw: its faces, a caption under them and an optional second line."""

    cards: tuple[str, ...]  # card face keys ("2m", "Q", "X:福", "7d")
    caption: str = ""
    detail: str = ""
    tone: str = ""  # "" plain, "table" (on the table), "good", "bad", "muted"
    marked: frozenset[int] = field(default_factory=frozenset)  # card positions drawn with a red frame
    tooltip: str = ""


TONES: dict[str, tuple[str, str]] = {  # background, border
    "": ("#fffaf0", "#d8cbab"),
    "table": ("#e8efe6", "#9fb59a"),
    "good": ("#fff1cf", "#d2a950"),
    "bad": ("#fbe9e4", "#cf8d7c"),
    "muted": ("#f1ece0", "#d8cbab"),
}
DETAIL_COLOUR = {"": "#8c2f23", "table": "#3d6b45", "good": "#8a5a00", "bad": "#b3261e", "muted": "#6b5c44"}


@dataclass
class _Placed:
    group: CardGroup
    box: QtCore.QRect
    cards: list[QtCore.QRect]
    caption: QtCore.QRect
    detail: QtCore.QRect


class HandView(QtWidgets.QWidget):
    """Card groups as faces, each with a caption; wraps to its width (height-for-width)."""

    GAP = 10  # between groups
    PAD = 6  # inside a group box
    CARD_GAP = 2

    def __init__(self, card_height: int = 96, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._groups: list[CardGroup] = []
        self._placeholder = ""
        self._card_h = card_height
        sp = QtWidgets.QSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Preferred)
        sp.setHeightForWidth(True)
        self.setSizePolicy(sp)
        self.setAccessibleName(self.tr("Card groups"))

    # --- state ---
    def set_groups(self, groups: Sequence[CardGroup]) -> None:
        groups = list(groups)
        if groups == self._groups:
            return
        self._groups = groups
        self.setAccessibleDescription(self.describe())
        self.updateGeometry()
        self.update()

    def groups(self) -> list[CardGroup]:
        return list(self._groups)

    def set_placeholder(self, text: str) -> None:
        self._placeholder = text
        self.updateGeometry()
        self.update()

    def set_card_height(self, height: int) -> None:
        if height != self._card_h:
            self._card_h = height
            self.updateGeometry()
            self.update()

    def card_height(self) -> int:
        return self._card_h

    def describe(self) -> str:
        """The groups as text (accessibility, tests)."""
        parts = []
        for g in self._groups:
            text = " ".join(g.cards)
            parts.append(" ".join(p for p in (g.caption, f"[{text}]", g.detail) if p))
        return "; ".join(parts)

    # --- geometry ---
    def _fonts(self) -> tuple[QtGui.QFont, QtGui.QFont]:
        caption = QtGui.QFont(self.font())
        caption.setBold(True)
        detail = QtGui.QFont(self.font())
        detail.setPointSizeF(max(7.0, detail.pointSizeF() * 0.9))
        if self._card_h < 70:
            caption.setPointSizeF(max(7.0, caption.pointSizeF() * 0.9))
        return caption, detail

    def _layout(self, width: int) -> tuple[list[_Placed], int]:
        card_w = max(1, round(self._card_h * card_aspect()))
        caption_font, detail_font = self._fonts()
        cfm, dfm = QtGui.QFontMetrics(caption_font), QtGui.QFontMetrics(detail_font)
        avail = max(card_w + 2 * self.PAD, width)
        placed: list[_Placed] = []
        x = y = line_h = 0
        for g in self._groups:
            step = card_w + self.CARD_GAP
            per_line = max(1, (avail - 2 * self.PAD + self.CARD_GAP) // step)
            n = max(1, len(g.cards))
            cols = min(n, per_line)
            rows = -(-n // cols)
            cards_w = cols * step - self.CARD_GAP
            text_w = max(cfm.horizontalAdvance(g.caption) if g.caption else 0,
                         dfm.horizontalAdvance(g.detail) if g.detail else 0)
            inner_w = min(max(cards_w, text_w + 6), avail - 2 * self.PAD)
            box_w = inner_w + 2 * self.PAD
            text_h = (cfm.height() + 2 if g.caption else 0) + (dfm.height() if g.detail else 0)
            box_h = self.PAD + rows * (self._card_h + self.CARD_GAP) - self.CARD_GAP + 4 + text_h + self.PAD
            if x > 0 and x + box_w > avail:
                x, y, line_h = 0, y + line_h + self.GAP, 0
            box = QtCore.QRect(x, y, box_w, box_h)
            left = x + self.PAD + (inner_w - cards_w) // 2
            rects = []
            for i in range(len(g.cards)):
                r, c = divmod(i, cols)
                rects.append(QtCore.QRect(left + c * step, y + self.PAD + r * (self._card_h + self.CARD_GAP),
                                          card_w, self._card_h))
            top = y + self.PAD + rows * (self._card_h + self.CARD_GAP) - self.CARD_GAP + 4
            caption = QtCore.QRect(x + self.PAD, top, inner_w, cfm.height() + 2 if g.caption else 0)
            detail = QtCore.QRect(x + self.PAD, caption.bottom() + 1, inner_w, dfm.height() if g.detail else 0)
            placed.append(_Placed(g, box, rects, caption, detail))
            x += box_w + self.GAP
            line_h = max(line_h, box_h)
        height = y + line_h if placed else (QtGui.QFontMetrics(self.font()).height() * 2 if self._placeholder else 0)
        return placed, height + 2

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt API
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt API
        return self._layout(width)[1]

    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        natural = self._layout(10_000)[0]
        width = max((p.box.right() + 1 for p in natural), default=200)
        width = min(width, 640)
        return QtCore.QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        card_w = max(1, round(self._card_h * card_aspect()))
        return QtCore.QSize(card_w * 3 + 2 * self.PAD, self._card_h // 2)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if self.heightForWidth(self.width()) != self.height():
            self.updateGeometry()

    # --- painting ---
    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        placed, _ = self._layout(self.width())
        if not placed and self._placeholder:
            p.setPen(QtGui.QColor("#6b5c44"))
            p.drawText(self.rect().adjusted(2, 0, 0, 0), QtCore.Qt.AlignmentFlag.AlignLeft
                       | QtCore.Qt.AlignmentFlag.AlignVCenter | QtCore.Qt.TextFlag.TextWordWrap, self._placeholder)
        caption_font, detail_font = self._fonts()
        dpr = self.devicePixelRatioF()
        for item in placed:
            g = item.group
            bg, border = TONES.get(g.tone, TONES[""])
            p.setPen(QtGui.QPen(QtGui.QColor(border), 1))
            p.setBrush(QtGui.QColor(bg))
            p.drawRoundedRect(QtCore.QRectF(item.box).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
            for i, (key, rect) in enumerate(zip(g.cards, item.cards)):
                p.drawPixmap(rect.topLeft(), card_pixmap(key, self._card_h, dpr))
                if i in g.marked:
                    p.setPen(QtGui.QPen(QtGui.QColor("#d0201a"), 2.5))
                    p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(QtCore.QRectF(rect).adjusted(-1.5, -1.5, 1.5, 1.5), 3, 3)
            if g.caption:
                p.setFont(caption_font)
                p.setPen(QtGui.QColor("#2b2b2b"))
                text = QtGui.QFontMetrics(caption_font).elidedText(g.caption, QtCore.Qt.TextElideMode.ElideRight,
                                                                   item.caption.width())
                p.drawText(item.caption, QtCore.Qt.AlignmentFlag.AlignHCenter | QtCore.Qt.AlignmentFlag.AlignTop, text)
            if g.detail:
                p.setFont(detail_font)
                p.setPen(QtGui.QColor(DETAIL_COLOUR.get(g.tone, "#8c2f23")))
                text = QtGui.QFontMetrics(detail_font).elidedText(g.detail, QtCore.Qt.TextElideMode.ElideRight,
                                                                  item.detail.width())
                p.drawText(item.detail, QtCore.Qt.AlignmentFlag.AlignHCenter | QtCore.Qt.AlignmentFlag.AlignTop, text)
        p.end()

    def event(self, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.ToolTip:
            pos = event.pos()
            for item in self._layout(self.width())[0]:
                if item.box.contains(pos):
                    lines = [item.group.tooltip or " ".join(x for x in (item.group.caption, item.group.detail) if x)]
                    for key, rect in zip(item.group.cards, item.cards):
                        if rect.contains(pos):
                            zh, en = card_names(key)
                            lines.append(f"{zh} · {en} ({key})")
                    QtWidgets.QToolTip.showText(event.globalPos(), "\n".join(x for x in lines if x), self)
                    return True
            QtWidgets.QToolTip.hideText()
            return True
        return super().event(event)


# --------------------------------------------------------------------------------------------- reasons

LINK_STYLE = """
QPushButton#sourceLink { border: none; background: transparent; color: #8c2f23; text-decoration: underline;
                         padding: 0px 2px; text-align: left; }
QPushButton#sourceLink:hover { color: #c0392b; }
QPushButton#sourceLink:focus { border: 1px dotted #8c2f23; }
"""


class SourceLink(QtWidgets.QPushButton):
    """A source paragraph ID as a small link; clicking (or Space) emits ``activated(target)``."""

    activated = QtCore.Signal(str)

    def __init__(self, target: str, parent: QtWidgets.QWidget | None = None, styled: bool = True) -> None:
        super().__init__(source_names.name(target), parent)
        self.target = target
        self.setObjectName("sourceLink")
        self.setFlat(True)
        self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        if styled:  # a ReasonList styles all its links at once (cheaper than one style sheet each)
            self.setStyleSheet(LINK_STYLE)
        font = QtGui.QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        self.setFont(font)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Fixed, QtWidgets.QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Source paragraph %1").replace("%1", self.text()))
        self.clicked.connect(lambda: self.activated.emit(self.target))


class ReasonList(QtWidgets.QWidget):
    """Explanation lines, each with its source paragraph links."""

    link_activated = QtCore.Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines: list[tuple[str, str, str]] = []
        self._tooltip: Callable[[str], str] | None = None
        self._linker: Callable[[str], str] | None = None
        self._layout = QtWidgets.QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(3)
        self._rows: list[QtWidgets.QWidget] = []
        self._links: list[SourceLink] = []
        self.setStyleSheet(LINK_STYLE)

    def set_tooltip_provider(self, provider: Callable[[str], str] | None) -> None:
        """``provider(target)`` gives a link's tooltip (e.g. the paragraph's first words)."""
        self._tooltip = provider
        self.refresh_tooltips()

    def set_term_linker(self, linker: Callable[[str], str] | None) -> None:
        """``linker(text)`` gives a line as HTML whose glossary terms are ``g:`` links
        (:class:`archive_app.content.term_links.TermLinker`); clicking one emits ``link_activated``."""
        self._linker = linker
        lines, self._lines = self._lines, []
        self.set_lines(lines)

    def refresh_tooltips(self) -> None:
        for link in self._links:
            link.setToolTip(self._tooltip(link.target) if self._tooltip else link.target)

    def set_lines(self, lines: Sequence[tuple[str, str] | tuple[str, str, str]]) -> None:
        """Each line is (text, sources) or (text, sources, tone) with tone "", "good", "bad", "muted"."""
        norm = [(t[0], t[1], t[2] if len(t) > 2 else "") for t in lines]  # type: ignore[misc]
        if norm == self._lines:
            return
        self._lines = norm
        for row in self._rows:
            self._layout.removeWidget(row)
            row.hide()
            row.deleteLater()
        self._rows, self._links = [], []
        colours = {"good": "#2e6b34", "bad": "#b3261e", "muted": "#6b5c44"}
        for text, sources, tone in norm:
            row = QtWidgets.QWidget()
            box = QtWidgets.QHBoxLayout(row)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(6)
            bullet = QtWidgets.QLabel("•")
            bullet.setAlignment(QtCore.Qt.AlignmentFlag.AlignTop)
            label = QtWidgets.QLabel(text)
            label.setWordWrap(True)
            label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
            if self._linker is not None:  # glossary terms as links (a newcomer can click "hutou")
                label.setTextFormat(QtCore.Qt.TextFormat.RichText)
                label.setText(self._linker(text))
                label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse
                                              | QtCore.Qt.TextInteractionFlag.LinksAccessibleByMouse
                                              | QtCore.Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
                label.linkActivated.connect(self.link_activated)
            label.setAlignment(QtCore.Qt.AlignmentFlag.AlignTop | QtCore.Qt.AlignmentFlag.AlignLeft)
            label.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Preferred)
            if tone in colours:
                palette = label.palette()
                palette.setColor(QtGui.QPalette.ColorRole.WindowText, QtGui.QColor(colours[tone]))
                label.setPalette(palette)
            box.addWidget(bullet, 0, QtCore.Qt.AlignmentFlag.AlignTop)
            box.addWidget(label, 1)
            links = QtWidgets.QGridLayout()
            links.setSpacing(0)
            links.setContentsMargins(0, 0, 0, 0)
            for n, target in enumerate(sources.split()):
                link = SourceLink(target, styled=False)
                link.activated.connect(self.link_activated)
                if self._tooltip:
                    link.setToolTip(self._tooltip(target))
                links.addWidget(link, n, 0)  # one marker a row: the named markers are wide, the line keeps its room
                self._links.append(link)
            links.setRowStretch(links.rowCount(), 1)
            box.addLayout(links)
            self._layout.addWidget(row)
            self._rows.append(row)

    def lines(self) -> list[tuple[str, str]]:
        return [(t, s) for t, s, _ in self._lines]

    def texts(self) -> list[str]:
        return [t for t, _, _ in self._lines]

    def links(self) -> list[SourceLink]:
        return list(self._links)


__all__ = ["CardGroup", "HandView", "ReasonList", "SourceLink", "TONES"]
