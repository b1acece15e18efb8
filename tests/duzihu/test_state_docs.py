"""Every source line quoted in docs/rules/duzihu-play.md is in the paragraph named before it."""

from __future__ import annotations

import re
from pathlib import Path

from tests.sources import quote

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "duzihu-play.md"
# s002.p010 「…」: a paragraph ID, optional words, then the quoted line
QUOTED = re.compile(r"(s00[23]\.p\d{3})[^「」\n]{0,12}「([^」]+)」")


def test_doc_quotes_are_in_the_paragraphs_they_name():
    found = QUOTED.findall(DOC.read_text(encoding="utf-8"))
    assert len(found) >= 25
    for pid, text in found:
        quote(pid, text)
