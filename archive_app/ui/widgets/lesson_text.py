"""A lesson's prose as rich text: Markdown with [[links]] (to source paragraphs, glossary entries,
articles) and {{cards}} drawn inline as card faces.

:class:`LessonText` is the stage's explanation (a read-only browser whose links emit ``link(target)``);
:func:`inline_html` renders a short text (a question, a why) for a label, cards named in words.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from archive_app.cardfaces import card_aspect, card_names, card_pixmap
from archive_app.content import Library
from archive_app.content.lessons import INLINE_CARDS
from archive_app.content.term_links import LINK_STYLE
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.reader import ReadingStyle, markdown_html, render_links
from archive_app.ui.widgets.position_view import card_codes

_HOLD = "qzcards{}zq"
Convert = Callable[[str], str]


def _names(game: str, text: str, lang: str) -> str:
    names = [card_names(c)[0 if lang == "zh" else 1] for c in card_codes(game, text)]
    return ("、" if lang == "zh" else ", ").join(names)


def inline_html(text: str, game: str, library: Library | None, lang: str, conv: Convert) -> str:
    """A short text as label HTML: [[links]] as anchors (``go:…``), {{cards}} by name."""
    named = INLINE_CARDS.sub(lambda m: _names(game, m.group(1), lang), text)
    if lang == "zh":
        named = conv(named)
    body = render_links(html.escape(named).replace("\n", "<br>"), library, lang, conv)
    return body.replace('<a href="', f'<a style="{LINK_STYLE}" href="')


def lesson_html(text: str, game: str, library: Library | None, lang: str, conv: Convert,
                card_height: int = 44) -> tuple[str, list[str]]:
    """The prose as HTML with ``<img src="card:CODE">`` for inline cards, and the codes it draws."""
    held: list[list[str]] = []

    def hold(m: re.Match) -> str:
        held.append(card_codes(game, m.group(1)))
        return _HOLD.format(len(held) - 1)

    body = markdown_html(INLINE_CARDS.sub(hold, text), library, lang, conv)
    width = max(1, round(card_height * card_aspect()))

    def faces(m: re.Match) -> str:
        codes = held[int(m.group(1))]
        return "".join(f'<img src="card:{c}" width="{width}" height="{card_height}" '
                       f'alt="{html.escape(card_names(c)[0 if lang == "zh" else 1])}"> ' for c in codes)

    html_text = re.sub(r"qzcards(\d+)zq", faces, body)
    return html_text, sorted({c for codes in held for c in codes})


class LessonText(QtWidgets.QTextBrowser):
    """The explanation of a stage; clicking a link emits ``link`` ("s000.p039", "g:hutou", "a:slug")."""

    link = QtCore.Signal(str)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._clicked)
        self.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        self.card_height = 56
        self.style = ReadingStyle()

    def _clicked(self, url: QtCore.QUrl) -> None:
        target = url.toString()
        if target.startswith("go:"):
            self.link.emit(target[3:])

    def set_lesson(self, text: str, game: str, library: Library | None, lang: str, conv: Convert) -> None:
        body, codes = lesson_html(text, game, library, lang, conv, self.card_height)
        doc = self.document()
        dpr = self.devicePixelRatioF()
        for code in codes:
            doc.addResource(QtGui.QTextDocument.ResourceType.ImageResource.value, QtCore.QUrl(f"card:{code}"),
                            card_pixmap(code, self.card_height, dpr))
        doc.setDefaultStyleSheet(self.style.css() + "td, th { padding: 3px 6px; }")
        self.setHtml(body)

    def set_scale(self, scale: float) -> None:
        self.style = ReadingStyle(scale=scale)
