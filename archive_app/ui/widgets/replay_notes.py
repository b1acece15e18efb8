"""What the replay page says about the point shown: the move with its glyphs and comment (links to
source paragraphs and the glossary), the rules it broke (in words, with their source), the engine's
analysis of the seat to move, and at the end how the hand came out. Links emit ``link(target)``."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from archive_app.content.term_links import LINK_STYLE
from archive_app.games import adapter
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.reader import render_links
from archive_app.ui.widgets.coach_words import reasons_html
from archive_app.ui.widgets.lesson_text import inline_html
from archive_app.ui.widgets.move_list import MoveWords, glyphs
from engine.core.record import comment_of, nags_of

BAD = "#b3261e"
MUTED = "#6b5c44"


def source_links(source: str, library: Any, lang: str, conv: Callable[[str], str]) -> str:
    """A rule's paragraphs as the archive's source markers ([海门 ¶16]), each a link."""
    marks = " ".join(f"[[{html.escape(s)}]]" for s in source.split())
    return render_links(marks, library, lang, conv).replace('<a href="', f'<a style="{LINK_STYLE}" href="')


class ReplayNotes(QtWidgets.QTextBrowser):
    link = QtCore.Signal(str)

    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.setOpenLinks(False)
        self.anchorClicked.connect(lambda url: self.link.emit(url.toString().removeprefix("go:")))
        self.setAccessibleName(self.tr("Notes on this move"))
        self.library: Any = None
        self.conv: Callable[[str], str] = lambda s: s
        self._parts: dict[str, str] = {}

    def text_of(self, zh: str, en: str) -> str:
        return self.conv(zh) if self.words.lang == "zh" else en

    def show_move(self, event: Any, broken: Sequence[Any], deal_comment: Any = None) -> None:
        """The move shown (None: the deal), its annotations and the rules it broke."""
        lang, game = self.words.lang, self.words.game
        out = []
        if event is None:
            deal = self.tr("The deal")
            out.append(f"<b>{html.escape(deal)}</b>")
            comment = deal_comment
        else:
            head = html.escape(self.words.move(event))
            g = glyphs(nags_of(event))
            out.append(f"<b>{head}</b>" + (f" <b>{html.escape(g)}</b>" if g else ""))
            comment = comment_of(event)
        if comment is not None and comment.text(lang):
            out.append("<p>" + inline_html(comment.text(lang), game, self.library, lang, self.conv) + "</p>")
        label, penalty = self.tr("Rule broken:"), self.tr("penalty: %1")
        for v in broken:
            out.append(f'<p style="color:{BAD}"><b>{html.escape(label)}</b> '
                       f"{html.escape(self.text_of(v.zh, v.en))} "
                       f"({html.escape(penalty.replace('%1', self.penalty(v.penalty)))}) "
                       f"{source_links(v.source, self.library, lang, self.conv)}</p>")
        self._parts["move"] = "".join(out)
        self._parts["analysis"] = ""
        self._render()

    def penalty(self, key: str) -> str:
        return {"zuolao": self.tr("jail"), "zhezhuang": self.tr("loses the deal"), "bao": self.tr("pays for all"),
                "forfeit": self.tr("forfeits the hand"), "sishou": self.tr("dead hand"), "none": self.tr("none"),
                "": self.tr("none")}.get(key, key)

    def show_thinking(self) -> None:
        text = self.tr("Analysing…")
        self._parts["analysis"] = f'<p style="color:{MUTED}">{html.escape(text)}</p>'
        self._render()

    def show_analysis(self, a: dict[str, Any] | None) -> None:
        if not a or a.get("seat") is None:
            self._parts["analysis"] = ""
            self._render()
            return
        w = self.words
        lines = [self.tr("For %1, to move:").replace("%1", w.seat(a["seat"]))]
        measure = adapter(a["game"]).hand_measure
        if measure == "yuan":
            if a["yuan"]:
                lines.append(self.tr("the hand is yuan, %1 hutou").replace("%1", str(a["hutou"])))
            elif a["distance"] is not None:
                lines.append(self.tr("%1 card(s) from yuan").replace("%1", str(a["distance"])))
            else:
                lines.append(self.tr("far from yuan"))
        elif measure == "sets":
            lines.append(self.tr("the hand is complete") if a["complete"]
                         else self.tr("%1 set(s) still needed").replace("%1", str(a["sets_needed"])))
        elif a.get("dead"):
            lines.append(self.tr("a dead hand: it may not win"))
        if a["waits"]:
            unit = {"hutou": self.tr("hutou"), "xi": self.tr("xi")}.get(adapter(a["game"]).wait_unit, "")
            waits = ", ".join(w.card(c) + (f" ({n} {unit})" if n is not None else "") for c, n in a["waits"])
            lines.append(self.tr("waits on: %1").replace("%1", waits))
        if a.get("bot"):
            from engine.core.game import Event
            deck = adapter(a["game"]).deck
            lines.append(self.tr("the engine would play: %1").replace("%1", w.move(Event.parse(a["bot"], deck))))
        body = "<br>".join(html.escape(x) for x in lines)
        if a.get("why"):  # the engine's words for its move, the game's words linked to the glossary
            body += "<br>" + reasons_html(a["why"], w.lang, self.conv)
        self._parts["analysis"] = '<p style="color:#2f3b33; background:#eef3ec">' + body + "</p>"
        self._render()

    def show_result(self, result: dict[str, Any] | None) -> None:
        if result is None:
            self._parts["result"] = ""
            self._render()
            return
        w = self.words
        if result["end"] == "hu" and result["winner"] is not None:
            head = self.tr("%1 won the hand.").replace("%1", w.seat(result["winner"]))
        else:
            head = self.tr("Nobody won: the wall ran out.")
        nets = ", ".join(f"{w.seat(s)} {n:+d}" for s, n in enumerate(result["net"]))
        net = self.tr("Net: %1").replace("%1", nets)
        self._parts["result"] = f"<p><b>{html.escape(head)}</b><br>{html.escape(net)}</p>"
        self._render()

    def _render(self) -> None:
        self.setHtml("".join(self._parts.get(k, "") for k in ("move", "result", "analysis")))

    def plain(self) -> str:
        return self.toPlainText()
