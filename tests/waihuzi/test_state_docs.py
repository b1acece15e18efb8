"""Every source line quoted in docs/rules/waihuzi-play.md is in the paragraph it names, and every rule of
play the referee declares is in the doc's table."""

from __future__ import annotations

import re
from pathlib import Path

from engine.core.reason import RULES
from tests.sources import quote

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "waihuzi-play.md"
QUOTE_LINE = re.compile(r"^> (.*) \((s004\.p\d{3})\)\s*$", re.MULTILINE)


def test_doc_quotes_are_the_source():
    quotes = QUOTE_LINE.findall(DOC.read_text(encoding="utf-8"))
    assert len(quotes) >= 12
    for text, source in quotes:
        quote(source, text)


def test_every_rule_of_play_is_in_the_table():
    import engine.waihuzi.play_reasons  # noqa: F401 - declares the rules

    text = DOC.read_text(encoding="utf-8")
    for rule in RULES:
        if rule.startswith("waihuzi.play.") and not rule.startswith("waihuzi.play.settle."):
            assert f"`{rule.removeprefix('waihuzi.play.')}`" in text, rule
