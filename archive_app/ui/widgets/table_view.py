"""A card table drawn with the card faces, for any game: :class:`TableView` paints a
:class:`archive_app.presenters.table_model.TableModel` (build one with ``games.snapshot.from_snapshot(game,
state.snapshot())``).

API (the replay page and the practice table use it):

* ``view.set_table(model, view_seat=None)`` — draw ``model``; with ``view_seat`` set, the other
  seats' hands are drawn face down (what that player knew); ``None`` shows every hand.
* ``view.set_clickable(seats)`` — hand cards of these seats react to the mouse (default: none).
* ``card_clicked(seat, code)`` — a clickable hand card was clicked (``"5m"``, ``"7d"``).
* ``view.set_marked(seat, codes)`` — draw a red frame round these cards of the seat's hand (a hint,
  the card the bot would discard …); ``set_marked(None, ())`` clears.
* ``view.describe()`` — the table as text (accessible description, tests).

Each seat is a band: its name, role and status, the hand, the table groups and the standing
cards; under them the discards in smaller faces. The band of the seat to move is tinted. A band
on top shows the wall count, the turned cards and the card up. Card sizes follow the widget's
height, so the whole table is always in view.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from archive_app.cardfaces import card_aspect, card_pixmap, plain_pixmap
from archive_app.games import adapter
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.language import seat_name
from archive_app.presenters.table_model import SeatView, TableModel

BG = "#f4efe2"
BAND = "#fffaf0"
BAND_TO_MOVE = "#fff1cf"
BORDER = "#d8cbab"
MELD_BG = "#e8efe6"
MELD_BORDER = "#9fb59a"
TEXT = "#2b2b2b"
MUTED = "#6b5c44"
RED = "#d0201a"


@dataclass
class _Card:
    seat: int
    code: str | None  # None: face down
    rect: QtCore.QRect
    clickable: bool = False
    marked: bool = False


@dataclass
class _Box:
    rect: QtCore.QRect
    fill: str
    border: str
    label: str = ""


class TableView(QtWidgets.QWidget):
    """The game's seats (those sitting out too) with their cards; see the module docstring."""

    card_clicked = QtCore.Signal(int, str)

    MAX_CARD = 120
    MIN_CARD = 72  # the smallest face still read at a glance: below it the table scrolls (in_scroll_area)
    PAD = 6

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self._model: TableModel | None = None
        self._view_seat: int | None = None
        self._clickable: set[int] = set()
        self._marked: tuple[int | None, tuple[str, ...]] = (None, ())
        self._cards: list[_Card] = []
        self._hover: int | None = None
        self.setMouseTracking(True)
        self.setMinimumSize(300, 240)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Card table"))

    # --- API ---
    def set_table(self, model: TableModel | None, view_seat: int | None = None) -> None:
        self._model, self._view_seat = model, view_seat
        self.setAccessibleDescription(self.describe())
        self._need_height()
        self.update()

    def in_scroll_area(self) -> QtWidgets.QScrollArea:
        """The table in a frameless scroll area that gives it the whole width: when its cards at MIN_CARD do
        not fit the height, the table grows taller and scrolls rather than drawing smaller cards."""
        scroll = QtWidgets.QScrollArea()
        scroll.setObjectName("tableScroll")
        scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self)
        self.setMinimumHeight(0)
        scroll.setMinimumHeight(240)
        return scroll

    def _need_height(self) -> None:
        """In a scroll area: as tall as the table is at the least card height for this width."""
        if not isinstance(self.parentWidget(), QtWidgets.QWidget) or not isinstance(
                self.parentWidget().parentWidget(), QtWidgets.QScrollArea):
            return
        need = self._fit(self.MIN_CARD, max(200, self.width()))[0] if self._model is not None else 0
        if need != self.minimumHeight():
            self.setMinimumHeight(need)
    def model(self) -> TableModel | None:
        return self._model

    def view_seat(self) -> int | None:
        return self._view_seat

    def set_clickable(self, seats: Iterable[int]) -> None:
        self._clickable = set(seats)
        self.update()

    def set_marked(self, seat: int | None, codes: Iterable[str]) -> None:
        self._marked = (seat, tuple(codes))
        self.update()

    def seat_name(self, s: int) -> str:
        m = self._model
        return seat_name(s, players=m.names if m is not None else ())

    def place_word(self, s: int) -> str:
        """Where seat ``s`` sits from the dealer, as the rules speak of it (庄家, 下家, 对家, 上家)."""
        m = self._model
        dealer = next((v.seat for v in m.seats if v.dealer), None) if m is not None else None
        seats = [v.seat for v in m.seats] if m is not None else []
        if m is not None and adapter(m.game).places_in_play_order:
            seats = [v.seat for v in m.seats if v.plays or v.dealer]
        if dealer is None or dealer not in seats or s not in seats or len(seats) not in (3, 4):
            return self.tr("dealer") if m is not None and m.seat(s).dealer else ""
        places = ((self.tr("dealer"), self.tr("next (xiajia)"), self.tr("before (shangjia)")) if len(seats) == 3
                  else (self.tr("dealer"), self.tr("next (xiajia)"), self.tr("opposite (duijia)"),
                        self.tr("before (shangjia)")))
        return places[(seats.index(s) - seats.index(dealer)) % len(seats)]

    def status_words(self, v: SeatView) -> list[str]:
        words = {"yuan": self.tr("yuan"), "huanghu": self.tr("huanghu, sits out"), "jailed": self.tr("in jail"),
                 "forfeit": self.tr("forfeits"), "bought": self.tr("bought the deal"), "cannon": self.tr("cannon"),
                 "dead": self.tr("dead hand"), "winner": self.tr("won"), "zhezhuang": self.tr("broke the deal"),
                 "zhizhuang": self.tr("gave up the deal"), "complete": self.tr("complete")}
        place = self.place_word(v.seat)
        out = [place] if place else []
        out += [words.get(w, w) for w in v.status]
        if v.xi:
            out.append(self.tr("%1 xi laid out").replace("%1", str(v.xi)))
        return out

    def _card_names(self, code: str) -> tuple[str, str]:
        return adapter(self._model.game).card_names(code) if self._model is not None else (code, code)

    def _face(self, code: str, height: int, dpr: float) -> QtGui.QPixmap:
        """The card's face, or for a game the faces do not draw, a plain card with its name."""
        if self._model is None or adapter(self._model.game).has_faces:
            return card_pixmap(code, height, dpr)
        from archive_app.ui.language import installed

        return plain_pixmap(self._card_names(code)[0] if installed()[0] == "zh" else code, height, dpr)

    def how_words(self, how: str) -> str:
        return {"discard": self.tr("discarded by %1"), "flip": self.tr("turned up by %1"),
                "draw": self.tr("drawn by %1"), "rob": self.tr("added by %1, may be robbed"),
                "deal": self.tr("dealt to %1")}.get(how, how)

    def describe(self) -> str:
        m = self._model
        if m is None:
            return ""
        parts = []
        out, cards, standing, discards = self.tr("sits out"), self.tr("cards"), self.tr("standing"), self.tr("discards")
        for v in m.seats:
            if not v.plays:
                parts.append(f"{self.seat_name(v.seat)}: {out}")
                continue
            hidden = self._hidden(v.seat)
            hand = f"{len(v.hand)} {cards}" if hidden else " ".join(v.hand) or "-"
            melds = " ".join("".join(g.cards) for g in v.melds)
            bits = [f"{self.seat_name(v.seat)}: {hand}"]
            if melds:
                bits.append(f"[{melds}]")
            if v.standing:
                bits.append(f"{standing} {' '.join(v.standing)}")
            if v.discards:
                bits.append(f"{discards} {' '.join(v.discards)}")
            parts.append(" ".join(bits))
        return "; ".join(parts) + "; " + self._info_text()

    def hand_rects(self) -> list[tuple[int, str | None, QtCore.QRect]]:
        """Where each hand card was last drawn (seat, code or None face down, rect): for tests."""
        self._layout()
        return [(c.seat, c.code, QtCore.QRect(c.rect)) for c in self._cards]

    # --- layout ---
    def _hidden(self, seat: int) -> bool:
        return self._view_seat is not None and seat != self._view_seat

    def _info_text(self) -> str:
        m = self._model
        if m is None:
            return ""
        bits = []
        if m.wall_left is not None:
            bits.append(self.tr("Wall: %1").replace("%1", str(m.wall_left)))
        if m.over:
            bits.append(self.tr("The hand is over"))
        elif m.to_move is not None:
            bits.append(self.tr("To move: %1").replace("%1", self.seat_name(m.to_move)))
        if m.current is not None:
            who = self.seat_name(m.current.seat) if m.current.seat is not None else "?"
            bits.append(self.tr("Up:") + f" {m.current.card} " + self.how_words(m.current.how).replace("%1", who))
        if m.turned:
            bits.append(self.tr("Turned:") + " " + " ".join(m.turned))
        return " · ".join(bits)

    def _fit(self, h_big: int, width: int) -> tuple[int, list[tuple[str, object]]]:
        """Lay out at card height ``h_big``: (total height, drawing items)."""
        fm = QtGui.QFontMetrics(self.font())
        line = fm.height() + 2
        small = max(20, int(h_big * 0.62))
        card_w = lambda h: max(3, round(h * card_aspect()))  # noqa: E731
        m = self._model
        items: list[tuple[str, object]] = []
        y = self.PAD
        # top band: wall, whose move, the card up, turned cards
        info_h = max(line, small + 4)
        items.append(("info", (QtCore.QRect(self.PAD, y, width - 2 * self.PAD, info_h), small)))
        y += info_h + self.PAD
        for v in m.seats:  # type: ignore[union-attr]
            top = y
            if not v.plays:
                items.append(("band", (QtCore.QRect(self.PAD, top, width - 2 * self.PAD, line + 4), v, True)))
                y += line + 4 + self.PAD
                continue
            x0, x1 = 2 * self.PAD, width - 2 * self.PAD
            y += line + 2
            x = x0
            hidden = self._hidden(v.seat)  # face-down backs say only how many: drawn small, the hands seen big
            hand_h = max(20, int(h_big * 0.5)) if hidden else h_big
            row_h = h_big if (not hidden or v.melds or v.standing) else hand_h
            cw = card_w(h_big)

            def place(n: int, cw: int, h: int) -> list[QtCore.QRect]:
                nonlocal x, y
                rects = []
                for _ in range(n):
                    if x + cw > x1 and x > x0:  # noqa: B023 - called within this iteration
                        x, y = x0, y + h + 4  # noqa: B023
                    rects.append(QtCore.QRect(x, y, cw, h))
                    x += cw + 1
                return rects

            hand = place(len(v.hand), card_w(hand_h), hand_h)
            items.append(("hand", (v, hand)))
            x += 8
            for g in list(v.melds) + ([None] if v.standing else []):
                cards = v.standing if g is None else g.cards
                n = len(cards)
                need = n * (cw + 1) + 6
                if x + need > x1 and x > x0:
                    x, y = x0, y + row_h + 4
                box_x = x
                rects = place(n, cw, h_big)
                items.append(("meld", (QtCore.QRect(box_x - 3, rects[0].top() - 3 if rects else y, need,
                                                    h_big + 6), cards, rects, g is None)))
                x += 8
            dw = card_w(small)
            if v.discards and x + 16 + len(v.discards) * (dw + 1) <= x1:  # beside the melds, bottom-aligned
                x += 16
                rects = [QtCore.QRect(x + i * (dw + 1), y + row_h - small, dw, small) for i in range(len(v.discards))]
                items.append(("discards", (v, rects)))
                y += row_h + 6
            else:
                y += row_h + 6
                if v.discards:
                    x = x0
                    rects = place(len(v.discards), dw, small)
                    items.append(("discards", (v, rects)))
                    y += small + 4
            items.append(("band", (QtCore.QRect(self.PAD, top, width - 2 * self.PAD, y - top), v, False)))
            y += self.PAD
        return y, items

    def _layout(self) -> tuple[int, list[tuple[str, object]]]:
        if self._model is None:
            self._cards = []
            return 0, []
        width, height = max(200, self.width()), max(100, self.height())
        h = self.MAX_CARD
        total, items = self._fit(h, width)
        while total > height and h > self.MIN_CARD:
            h -= 4
            total, items = self._fit(h, width)
        seat, marked = self._marked
        cards: list[_Card] = []
        for kind, data in items:
            if kind == "hand":
                v, rects = data  # type: ignore[misc]
                hidden = self._hidden(v.seat)
                left = list(marked) if seat == v.seat else []
                for code, r in zip(v.hand, rects):
                    mark = code in left and not hidden
                    if mark:
                        left.remove(code)
                    cards.append(_Card(v.seat, None if hidden else code, r, v.seat in self._clickable and not hidden,
                                       mark))
        self._cards = cards
        return total, items

    # --- painting ---
    def sizeHint(self) -> QtCore.QSize:  # noqa: N802 - Qt API
        return QtCore.QSize(760, 560)

    def paintEvent(self, _event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing, True)
        p.fillRect(self.rect(), QtGui.QColor(BG))
        m = self._model
        if m is None:
            p.setPen(QtGui.QColor(MUTED))
            # wrapped, with a margin: a narrow window must not cut the sentence at both ends
            p.drawText(self.rect().adjusted(24, 0, -24, 0),
                       QtCore.Qt.AlignmentFlag.AlignCenter | QtCore.Qt.TextFlag.TextWordWrap,
                       self.tr("No game open: choose one under Games, open a record file or drop one here."))
            p.end()
            return
        _, items = self._layout()
        dpr = self.devicePixelRatioF()
        fm = QtGui.QFontMetrics(self.font())
        bold = QtGui.QFont(self.font())
        bold.setBold(True)
        for kind, data in sorted(items, key=lambda it: it[0] != "band"):  # bands under their cards
            if kind == "band":
                rect, v, out = data  # type: ignore[misc]
                to_move = m.to_move == v.seat and not m.over
                p.setPen(QtGui.QPen(QtGui.QColor(RED if to_move else BORDER), 2 if to_move else 1))
                p.setBrush(QtGui.QColor(BAND_TO_MOVE if to_move else BAND))
                p.drawRoundedRect(QtCore.QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
                head = QtCore.QRect(rect.left() + self.PAD, rect.top() + 2, rect.width() - 2 * self.PAD, fm.height())
                p.setFont(bold)
                p.setPen(QtGui.QColor(TEXT))
                name = self.seat_name(v.seat)
                p.drawText(head, QtCore.Qt.AlignmentFlag.AlignLeft, name)
                p.setFont(self.font())
                p.setPen(QtGui.QColor(MUTED))
                words = [w for w in (self.place_word(v.seat), self.tr("sits out")) if w] if out else self.status_words(v)
                if to_move:
                    words.insert(0, self.tr("to move"))
                if self._hidden(v.seat) and not out:
                    words.append(self.tr("%1 cards in hand").replace("%1", str(len(v.hand))))
                offset = QtGui.QFontMetrics(bold).horizontalAdvance(name) + 12
                p.drawText(head.adjusted(offset, 0, 0, 0), QtCore.Qt.AlignmentFlag.AlignLeft, " · ".join(words))
            elif kind == "info":
                rect, small = data  # type: ignore[misc]
                self._paint_info(p, rect, small, dpr)
            elif kind == "meld":
                box, cards, rects, standing = data  # type: ignore[misc]
                p.setPen(QtGui.QPen(QtGui.QColor(MELD_BORDER if not standing else "#d2a950"), 1))
                p.setBrush(QtGui.QColor(MELD_BG if not standing else "#fff1cf"))
                p.drawRoundedRect(QtCore.QRectF(box), 4, 4)
                for code, r in zip(cards, rects):
                    p.drawPixmap(r.topLeft(), self._face(code, r.height(), dpr))
            elif kind == "discards":
                v, rects = data  # type: ignore[misc]
                for code, r in zip(v.discards, rects):
                    p.drawPixmap(r.topLeft(), self._face(code, r.height(), dpr))
        for i, c in enumerate(self._cards):
            if c.code is None:
                self._paint_back(p, c.rect)
            else:
                r = c.rect.translated(0, -6) if c.clickable and i == self._hover else c.rect
                p.drawPixmap(r.topLeft(), self._face(c.code, r.height(), dpr))
                if c.marked:
                    p.setPen(QtGui.QPen(QtGui.QColor(RED), 2.5))
                    p.setBrush(QtCore.Qt.BrushStyle.NoBrush)
                    p.drawRoundedRect(QtCore.QRectF(r).adjusted(-1.5, -1.5, 1.5, 1.5), 3, 3)
        p.end()

    def _paint_info(self, p: QtGui.QPainter, rect: QtCore.QRect, small: int, dpr: float) -> None:
        m = self._model
        assert m is not None
        fm = QtGui.QFontMetrics(self.font())
        x = rect.left()
        cy = rect.top() + (rect.height() - fm.height()) // 2
        p.setFont(self.font())

        def text(t: str) -> None:
            nonlocal x
            p.setPen(QtGui.QColor(TEXT))
            p.drawText(QtCore.QRect(x, cy, fm.horizontalAdvance(t) + 2, fm.height()), 0, t)
            x += fm.horizontalAdvance(t) + 8

        def card(code: str) -> None:
            nonlocal x
            w = max(3, round(small * card_aspect()))
            p.drawPixmap(QtCore.QPoint(x, rect.top() + (rect.height() - small) // 2), self._face(code, small, dpr))
            x += w + 8

        if m.wall_left is not None:
            text(self.tr("Wall: %1").replace("%1", str(m.wall_left)))
        if m.over:
            text(self.tr("The hand is over"))
        elif m.to_move is not None:
            text(self.tr("To move: %1").replace("%1", self.seat_name(m.to_move)))
        if m.current is not None:
            text(self.tr("Up:"))
            card(m.current.card)
            who = self.seat_name(m.current.seat) if m.current.seat is not None else "?"
            text(self.how_words(m.current.how).replace("%1", who))
        if m.turned:
            text(self.tr("Turned:"))
            for c in m.turned:
                card(c)

    def _paint_back(self, p: QtGui.QPainter, r: QtCore.QRect) -> None:
        p.setPen(QtGui.QPen(QtGui.QColor("#5b3a1a"), 1))
        p.setBrush(QtGui.QColor("#8c5a2b"))
        p.drawRoundedRect(QtCore.QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2)
        p.setPen(QtGui.QPen(QtGui.QColor("#c9a36a"), 1))
        p.drawLine(r.center().x(), r.top() + 4, r.center().x(), r.bottom() - 4)

    # --- mouse ---
    def _card_at(self, pos: QtCore.QPoint) -> int | None:
        for i, c in enumerate(self._cards):
            if c.clickable and c.rect.adjusted(0, -6, 0, 0).contains(pos):
                return i
        return None

    def mouseMoveEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        hover = self._card_at(event.position().toPoint())
        if hover != self._hover:
            self._hover = hover
            self.setCursor(QtCore.Qt.CursorShape.PointingHandCursor if hover is not None
                           else QtCore.Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:  # noqa: N802 - Qt API
        i = self._card_at(event.position().toPoint())
        if i is not None and event.button() == QtCore.Qt.MouseButton.LeftButton:
            c = self._cards[i]
            self.card_clicked.emit(c.seat, c.code or "")
            return
        super().mousePressEvent(event)

    def event(self, event: QtCore.QEvent) -> bool:
        if event.type() == QtCore.QEvent.Type.ToolTip:
            for c in self._cards:
                if c.code and c.rect.contains(event.pos()):
                    zh, en = self._card_names(c.code)
                    QtWidgets.QToolTip.showText(event.globalPos(), f"{zh} · {en} ({c.code})", self)
                    return True
            QtWidgets.QToolTip.hideText()
            return True
        return super().event(event)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._need_height()
        self._layout()
