"""Every source line quoted in docs/rules/waihuzi.md is in the paragraphs it names."""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import PARAGRAPHS

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "waihuzi.md"
QUOTE_LINE = re.compile(r"^> (.*) \((s004\.p\d{3}(?:[–, ]+(?:s004\.)?p\d{3})*)\)\s*$", re.M)


def _ids(source: str) -> list[str]:
    out: list[str] = []
    for part in re.split(r",\s*", source.replace("s004.", "")):
        a, _, b = part.partition("–")
        first, last = int(a.strip()[1:]), int((b or a).strip()[1:])
        out += [f"s004.p{n:03d}" for n in range(first, last + 1)]
    return out


def test_doc_quotes_are_the_source():
    quotes = QUOTE_LINE.findall(DOC.read_text(encoding="utf-8"))
    assert len(quotes) >= 30
    for quote, source in quotes:
        text = "".join(PARAGRAPHS[pid] for pid in _ids(source))
        for piece in re.split(r" / |…", quote):
            assert piece.strip() in text, (source, piece)
