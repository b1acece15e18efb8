"""歪胡子 tests: quotes are checked against the archive's copy of the Hunan text (content/sources)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SOURCE_FILE = Path(__file__).resolve().parents[2] / "content" / "sources" / "004-waihuzi.md"


def _paragraphs() -> dict[str, str]:
    text = SOURCE_FILE.read_text(encoding="utf-8")
    out: dict[str, str] = {}
    for m in re.finditer(r"^=== (p\d{3})\n(.*?)(?=^--- en$)", text, re.S | re.M):
        out[f"s004.{m.group(1)}"] = m.group(2).strip()
    return out


PARAGRAPHS = _paragraphs()


def check_quote(source: str, quote: str) -> None:
    """Every piece of ``quote`` (split at …) is in one of the paragraphs ``source`` names."""
    ids = source.split()
    assert ids, "no source"
    for pid in ids:
        assert pid in PARAGRAPHS, f"unknown paragraph {pid}"
    text = "".join(PARAGRAPHS[p] for p in ids)
    for piece in quote.split("…"):
        assert piece in text, f"{piece!r} is not in {source}"


@pytest.fixture
def cite():
    """``cite("s004.p036", "歪（三张）：4息")``: assert the test's rule is the source's."""
    return check_quote
