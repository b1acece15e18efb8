"""The one quote checker every rule test uses: a quoted line must be in the archive's copy of its source.

Paragraphs are read from ``content/sources/*.md`` (``=== pNNN`` blocks: the original, then ``--- en``
and the translation). A quote may skip text with ``…``; whitespace differences are ignored; the
pieces must appear in order, in one paragraph or across the paragraphs a source string names.

>>> quote("s000.p039", "万子的二至九，条子的二至八，柄子的一至九")
'万子的二至九，条子的二至八，柄子的一至九'
>>> quote("s000.p039", "万子的一至九")
Traceback (most recent call last):
...
AssertionError: s000.p039 does not say '万子的一至九'
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

SOURCES = Path(__file__).resolve().parents[1] / "content" / "sources"
_PARAGRAPH = re.compile(r"^=== (p\d+)\n(.*?)(?=^=== |\Z)", re.M | re.S)


@cache
def blocks() -> dict[str, tuple[str, str]]:
    """Paragraph ID (``s000.p039``) → (the original, the English translation), whitespace-normalised."""
    out: dict[str, tuple[str, str]] = {}
    for path in sorted(SOURCES.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        sid = re.search(r"^id:\s*(\S+)", text, re.M)
        if not sid:
            continue
        for m in _PARAGRAPH.finditer(text):
            original, _, rest = m.group(2).partition("\n--- en\n")
            en = re.split(r"^--- ", rest, flags=re.M)[0]
            out[f"{sid.group(1)}.{m.group(1)}"] = (original.strip(), " ".join(en.split()))
    return out


def paragraphs() -> dict[str, str]:
    """Paragraph ID → the original text."""
    return {pid: zh for pid, (zh, _) in blocks().items()}


def _check(source: str, text: str, lang: int) -> None:
    ids = source.split()
    if not ids:
        raise AssertionError("no source paragraph named")
    for pid in ids:
        if pid not in blocks():
            raise AssertionError(f"no paragraph {pid}")
    para = "\n".join(blocks()[pid][lang] for pid in ids)
    flat = " ".join(para.split())
    at = 0
    for piece in text.split("…"):
        piece = " ".join(piece.split())
        found = flat.find(piece, at)
        if found < 0:
            raise AssertionError(f"{source} does not say {piece!r}")
        at = found + len(piece)


def quote(source: str, text: str) -> str:
    """Assert ``text`` is quoted verbatim (``…`` marks omissions) from the paragraph(s) ``source``; return it."""
    _check(source, text, 0)
    return text


def quote_en(source: str, text: str) -> str:
    """The same for the archive's English translation of the paragraph(s)."""
    _check(source, text, 1)
    return text
