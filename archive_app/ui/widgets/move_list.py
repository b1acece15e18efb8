"""The moves of a record as a list: one row per event, mainline and variations (indented, in their
own colour), each with its glyphs (!, ?, $n), its comment in the user's language and a mark when
it broke a rule. A first row stands for the deal. Clicking or moving onto a row emits
``node_chosen(path)`` (``()``: the deal; paths as :class:`engine.core.record.Node`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from archive_app.games import adapter
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.language import seat_name
from engine.core.record import Record, comment_of, nags_of

PATH_ROLE = QtCore.Qt.ItemDataRole.UserRole
GLYPHS = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
LINK = re.compile(r"\[\[([^\[\]]+?)\]\]")
VARIATION = "#3d4f7a"
BROKEN = "#b3261e"


def glyphs(nags: Sequence[int]) -> str:
    return " ".join(GLYPHS.get(n, f"${n}") for n in nags)


EMPTY_BRACKETS = re.compile(r"\s*[（(][\s、,，;；]*[）)]")


def plain_comment(text: str, library: Any = None, lang: str = "en", conv: Any = None) -> str:
    """A comment for the list: a glossary or article link as its words, a source reference left out
    (the notes show both as links)."""
    from archive_app.ui.reader import link_label

    def words(m: re.Match) -> str:
        target = m.group(1).strip()
        if target.startswith(("g:", "a:")):
            label, _ref = link_label(target, library, lang, conv or (lambda t: t))
            return label  # the term's or article's words, with or without the library
        return ""

    out = EMPTY_BRACKETS.sub("", LINK.sub(words, text)).strip()
    return conv(out) if conv is not None and lang == "zh" else out


class MoveWords(QtCore.QObject):
    """Events in words, in the user's language: ``甲 打 五万`` / ``Player 1 discards 5m``."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = "en"
        self.names: tuple[str, ...] = ()
        self.game = "bahu"
        self.conv: Any = None  # 简体 → the user's script
        self.engine_marks: dict[int, str] = {}  # the analysis's glyph by main-line event index, beside the record's own

    def seat(self, s: int) -> str:
        return seat_name(s, players=self.names)

    def card(self, code: str) -> str:
        zh, en = adapter(self.game).card_names(code)
        return zh if self.lang == "zh" else en

    def verb(self, kind: str) -> str:
        flips = adapter(self.game).draw_is_flip
        return {"discard": self.tr("discards"), "draw": self.tr("turns up") if flips else self.tr("draws"),
                "peng": self.tr("peng"), "gang": self.tr("gang"), "chi": self.tr("chi"),
                "zhang": self.tr("stands"), "hu": self.tr("hu"), "buy": self.tr("buys the deal"),
                "pass": self.tr("passes"), "bomb": self.tr("lays out four"), "wai": self.tr("wai"),
                "liu": self.tr("liu"), "jiagang": self.tr("adds to a peng"), "angang": self.tr("concealed gang"),
                "long": self.tr("declares a long"), "xi": self.tr("lays out xi"),
                "zhizhuang": self.tr("gives up the deal")}.get(kind, kind)

    def move(self, e: Any) -> str:
        parts = [self.seat(e.seat), self.verb(e.type)]
        if e.card is not None:
            parts.append(self.card(e.card.code))
        if e.with_:
            from engine.review.reasons import and_list

            names = [self.card(c.code) for c in e.with_]
            joined = "".join(names) if self.lang == "zh" else and_list(names)
            parts.append(self.tr("with") + " " + joined)
        text = " ".join(parts)
        return self.conv(text) if self.conv is not None and self.lang == "zh" else text


class MoveList(QtWidgets.QListWidget):
    node_chosen = QtCore.Signal(tuple)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = MoveWords(self)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setTextElideMode(QtCore.Qt.TextElideMode.ElideNone)
        self.setVerticalScrollMode(QtWidgets.QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._rows: dict[tuple[int, ...], int] = {}
        self._quiet = False
        self.library: Any = None
        self.conv: Any = None  # 简体 → the user's script
        self.engine_marks: dict[int, str] = {}  # the analysis's glyph by main-line event index, beside the record's own
        self.currentItemChanged.connect(self._changed)
        self.setAccessibleName(self.tr("Moves"))

    def set_record(self, record: Record | None, lang: str, broken: dict[tuple[int, ...], list[Any]],
                   names: Sequence[str] = (), extra: Sequence[Any] = ()) -> None:
        """Fill the list; ``extra`` are events appended while recording (shown after the mainline)."""
        self._quiet = True
        self.clear()
        self._rows = {}
        self.words.lang, self.words.names = lang, tuple(names)
        if record is None:
            self._quiet = False
            return
        self.words.game = record.game
        deal = QtWidgets.QListWidgetItem(self.tr("The deal"))
        deal.setData(PATH_ROLE, ())
        self.addItem(deal)
        self._rows[()] = 0
        numbers: dict[tuple[int, ...], int] = {}
        for node in record.walk():
            if node.deal:
                break
            self._add(node.path, node.event, broken.get(node.path), numbers)
        self._quiet = False

    def _add(self, path: tuple[int, ...], e: Any, broken: list[Any] | None, numbers: dict) -> None:
        depth = len(path) // 2
        number = path[-1] + numbers.get(path[:-2], 0) if depth else path[-1] + 1
        numbers[path] = number
        text = f"{number}. {self.words.move(e)}"
        g = glyphs(nags_of(e))
        if g:
            text += f" {g}"
        if not depth and path[-1] in self.engine_marks:  # the engine's mark, apart from a commentator's glyph
            text += " " + self.tr("(engine: %1)").replace("%1", self.engine_marks[path[-1]])
        if broken:
            text += "\n" + self.tr("Breaks a rule")
        c = comment_of(e)
        if c is not None:
            note = plain_comment(c.text(self.words.lang), self.library, self.words.lang, self.conv)
            if note:
                text += "\n" + note
        item = QtWidgets.QListWidgetItem(("    " * depth + ("( " if depth and path[-1] == 0 else "")) + text
                                         if depth else text)
        item.setData(PATH_ROLE, path)
        if depth:
            item.setForeground(QtGui.QColor(VARIATION))
            font = QtGui.QFont(self.font())
            font.setItalic(True)
            item.setFont(font)
        if broken:
            item.setForeground(QtGui.QColor(BROKEN))
        self._rows[path] = self.count()
        self.addItem(item)

    def select(self, path: tuple[int, ...]) -> None:
        row = self._rows.get(tuple(path))
        if row is None:
            return
        self._quiet = True
        self.setCurrentRow(row)
        self.scrollToItem(self.item(row))
        self._quiet = False

    def current_path(self) -> tuple[int, ...] | None:
        item = self.currentItem()
        return None if item is None else tuple(item.data(PATH_ROLE))

    def row_texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def _changed(self, item: QtWidgets.QListWidgetItem | None, _old: Any) -> None:
        if item is not None and not self._quiet:
            self.node_chosen.emit(tuple(item.data(PATH_ROLE)))
