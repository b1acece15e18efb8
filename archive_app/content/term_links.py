"""Glossary terms in running text become links: a newcomer reading a verdict can click "hutou".

:class:`TermLinker` finds the game terms of the glossary (hand, scoring, play and penalty entries,
and the card words 将 and 素) in a sentence — Chinese names and their synonyms, English names such
as "hutou", "yuan", "zhao'r" — and wraps the first mention of each in ``<a href="g:ID">``. Longer
names win over shorter ones (二八帮子 before 八, 庄家 before 庄). No Qt here.

>>> from archive_app.content import Library, Term
>>> lib = Library(terms={"hutou": Term("hutou", "胡头", "胡頭", "hútóu", "hutou (scoring combinations)", "", "",
...                                    category="scoring")})
>>> TermLinker(lib).html("Yuan but only 6 hutou; 8 are needed.", "en")
'Yuan but only 6 <a href="g:hutou">hutou</a>; 8 are needed.'
>>> TermLinker(lib).html("只有 6 胡头", "zh")
'只有 6 <a href="g:hutou">胡头</a>'
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from archive_app.content.model import Library

CATEGORIES = ("hand", "scoring", "play", "penalty")
CARD_TERMS = ("jiang", "su", "bajiang")
LINK_STYLE = "color: #8c2f23; text-decoration: none;"  # the reader's link colour
SINGLE_ZH = ("碰", "杠", "吃", "圆", "将", "庄", "底", "胡")  # one-character terms worth a link
ENGLISH_STOP = {"run", "set", "pair", "cards", "hu", "di"}  # too common as English words to link on sight


def _english_names(en: str) -> list[str]:
    """'hutou (scoring combinations)' → ['hutou']; 'Two-Eight Gang (erba bangzi)' → ['Two-Eight Gang', 'erba bangzi']."""
    head, _, rest = en.partition(" (")
    names = [head.strip()]
    inner = rest.rstrip(")").strip()
    if inner and re.fullmatch(r"[a-z' -]+", inner) and ":" not in inner:
        names.append(inner)
    return [n for n in names if n and n.lower() not in ENGLISH_STOP and len(n) > 2]


class TermLinker:
    """Links glossary terms in text (``html(text, lang)`` returns escaped HTML with anchors)."""

    def __init__(self, library: Library | None, games: tuple[str, ...] = (), link_style: str = "") -> None:
        self.style = f' style="{link_style}"' if link_style else ""
        self.zh: dict[str, str] = {}
        self.en: dict[str, str] = {}
        terms = library.terms.values() if library is not None else ()
        for t in terms:
            if t.category not in CATEGORIES and t.id not in CARD_TERMS:
                continue
            if games and t.games and not set(t.games) & set(games):
                continue
            for name in (t.hans, t.hant, *t.synonyms):
                if len(name) >= 2 or name in SINGLE_ZH:
                    self.zh.setdefault(name, t.id)
            for name in _english_names(t.en):
                self.en.setdefault(name.lower(), t.id)
        self._zh_re = self._pattern(self.zh, word=False)
        self._en_re = self._pattern(self.en, word=True)

    @staticmethod
    def _pattern(names: dict[str, str], word: bool) -> re.Pattern | None:
        if not names:
            return None
        alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        return re.compile(rf"(?<![\w'])({alternatives})(?![\w'])" if word else f"({alternatives})",
                          re.IGNORECASE if word else 0)

    def html(self, text: str, lang: str, convert: Callable[[str], str] = lambda s: s) -> str:
        """``text`` (plain) as HTML, the first mention of each term a ``g:`` link."""
        pattern, names = (self._zh_re, self.zh) if lang == "zh" else (self._en_re, self.en)
        if pattern is None:
            return html.escape(convert(text))
        seen: set[str] = set()
        out, at = [], 0
        for m in pattern.finditer(text):
            key = m.group(1) if lang == "zh" else m.group(1).lower()
            term = names.get(key)
            out.append(html.escape(convert(text[at:m.start()])))
            shown = html.escape(convert(m.group(1)))
            if term and term not in seen:
                seen.add(term)
                out.append(f'<a href="g:{term}"{self.style}>{shown}</a>')
            else:
                out.append(shown)
            at = m.end()
        out.append(html.escape(convert(text[at:])))
        return "".join(out)
