"""Why a 笃子胡 or 歪胡子 answer (``valid``, ``hushu``, ``xi``) is right or wrong: the scorer's own lines.

A scorer with a ``verdict()`` gives its lines' reasons (applied, refused, notes, errors); one without
gives its ``reasons`` (why the hand is no win) or, for a win, its ``explain`` lines, each with the
paragraphs it names in brackets.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.exercises.explainer_registry import explainer

_CITE = re.compile(r"\s*\[((?:s\d{3}\.p\d{3}\s*)+)\]\s*$")


@dataclass(frozen=True)
class ExplainLine:
    """An explanation line the scorer gives only as text, with the paragraphs it cites."""

    rule: str
    source: str
    zh: str
    en: str

    def text(self, lang: str = "en") -> str:
        return self.zh if lang == "zh" else self.en


def scorer_reasons(score: Any, game: str) -> list[Any]:
    if hasattr(score, "verdict"):
        return [line.reason for line in score.verdict().lines]
    if getattr(score, "reasons", ()):
        return list(score.reasons)
    zh = list(getattr(score, "explain_zh", ()) or ())
    out = []
    for i, text in enumerate(getattr(score, "explain", ())):
        m = _CITE.search(text)
        source = m.group(1).strip() if m else ""
        en = text[:m.start()] if m else text
        out.append(ExplainLine(f"{game}.explain", source, _CITE.sub("", zh[i]) if i < len(zh) else en, en))
    return out


@explainer("duzihu", "valid")
@explainer("duzihu", "hushu")
def duzihu(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    from engine.exercises.answers_other import _duzihu_score

    return scorer_reasons(_duzihu_score(rules, position), "duzihu")


@explainer("waihuzi", "valid")
@explainer("waihuzi", "xi")
def waihuzi(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    from engine.exercises.answers_other import _waihuzi_score

    return scorer_reasons(_waihuzi_score(rules, position), "waihuzi")
