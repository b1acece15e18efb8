"""The claims decisions quote their sources verbatim (original and the archive's translation)."""

import re
from pathlib import Path

from tests.sources import blocks

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "bahu-claims.md"
QUOTE = re.compile(r"(s\d{3}\.p\d{3}) 「(.+?)」(?: “(.+?)”)?")


def _says(pid: str, text: str, lang: int) -> None:
    para = blocks()[pid][lang]
    flat = " ".join(para.split())
    for piece in text.split("…"):
        assert " ".join(piece.split()) in flat, f"{pid} does not say {piece!r}"


def test_claims_doc_quotes_are_verbatim():
    found = QUOTE.findall(DOC.read_text(encoding="utf-8"))
    assert len(found) >= 8
    for pid, zh, en in found:
        _says(pid, zh, 0)
        if en:
            _says(pid, en, 1)
    assert sum(1 for _, _, en in found if en) >= 8
