"""The engine coach's sentences (engine/review: the hint, the review, the analysis) as rich text: the
game's words in them — 圆, 胡头, 听张, 将, 庄, 胡, 息 — link to their glossary entries (``g:key``),
from the same reasons the CLI prints plain (engine/review/terms.py ``linked``)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from typing import Any

from archive_app.content.term_links import LINK_STYLE

_MARKUP = re.compile(r"\[\[g:([^|\]]+)\|([^\]]*)\]\]")


def marked_html(text: str) -> str:
    """Text holding ``[[g:key|words]]`` as escaped HTML with each term an anchor ``g:key``."""
    out, pos = [], 0
    for m in _MARKUP.finditer(text):
        out.append(html.escape(text[pos:m.start()]))
        out.append(f'<a style="{LINK_STYLE}" href="g:{html.escape(m.group(1))}">{html.escape(m.group(2))}</a>')
        pos = m.end()
    out.append(html.escape(text[pos:]))
    return "".join(out)


def reason_html(reason: Any, lang: str, conv: Callable[[str], str] | None = None) -> str:
    """One reason in ``lang`` (``conv``: 简体 → the reader's script), its terms linked."""
    from engine.review.terms import linked, sentence

    text = sentence(linked(reason, lang))
    if lang == "zh" and conv is not None:
        text = conv(text)  # the glossary keys are ASCII: the script change leaves them alone
    return marked_html(text)


def reasons_html(reasons: Sequence[Any], lang: str, conv: Callable[[str], str] | None = None) -> str:
    """Reasons as one paragraph's sentences (Chinese runs on; English takes a space)."""
    return ("" if lang == "zh" else " ").join(reason_html(r, lang, conv) for r in reasons)
