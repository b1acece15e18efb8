"""The glossary's words, without widgets: the games, rule sets and categories it names, the 简/繁 converter it
reads with, and the index its filter searches (headwords, regional names, glosses) best match first."""

from __future__ import annotations

import html
import re

from archive_app.content.entries import Term
from archive_app.search import normalise
from archive_app.ui.context import AppContext

GAMES: dict[str, tuple[str, str]] = {
    "bahu": ("八胡", "Bahu"),
    "duzihu": ("笃子胡", "Duzihu"),
    "waihuzi": ("歪胡子", "Waihuzi"),
}
RULES: dict[str, tuple[str, str, str]] = {  # rule set: (game, 中文, English), the rule sets' short names
    "haimen": ("bahu", "海门", "Haimen"),
    "tongdong": ("bahu", "通东", "Tongdong"),
    "danjiang": ("duzihu", "单将", "Danjiang"),
    "rugao": ("duzihu", "如皋", "Rugao"),  # a source's tag, no rule set of its own
    "shuangjiang": ("duzihu", "双将", "Shuangjiang"),
}
CATEGORIES: dict[str, tuple[str, str]] = {
    "card": ("牌", "Cards"),
    "figure": ("牌面人物", "Figures on the faces"),
    "hand": ("牌型与组合", "Hands and combinations"),
    "scoring": ("算分", "Scoring"),
    "play": ("打法", "Play"),
    "penalty": ("罚则", "Penalties"),
    "culture": ("文化", "Culture"),
    "region": ("地区", "Regions"),
    "person": ("人物", "People"),
}
_LINK = re.compile(r"\[\[([^\[\]]+?)\]\]")
_PUNCT = re.compile(r"[\s'’‘·\-–—(),.;:“”\"（）、，。；：]+")


# OpenCC reads 胡子 as "beard" (鬍子); in the games' names 胡 is the card-game word and stays 胡.
_SCRIPT_FIXES: tuple[tuple[str, str], ...] = (("歪鬍子", "歪胡子"),)


def zh_for(ctx: AppContext):
    """``ctx.zh`` (the reader's 简/繁 choice) with the fixes above: a callable text -> text."""

    def convert(text: str) -> str:
        out = ctx.zh(text)
        for wrong, right in _SCRIPT_FIXES:
            out = out.replace(wrong, right)
        return out

    return convert


def squash(text: str) -> str:
    """The form filter text and terms are compared in: 简体, lower case, no tones, no spaces or punctuation."""
    return _PUNCT.sub("", normalise(text))


def card_headwords() -> dict[str, list[str]]:
    """Extra names to match for the card terms: the regional names' pinyin and English from card_facts."""
    from archive_app.card_facts import all_facts

    out: dict[str, list[str]] = {}
    for f in all_facts().values():
        if f.glossary:
            words = out.setdefault(f.glossary[0], [])
            for s in f.synonyms:
                words += [s.hans, s.pinyin, s.en]
    return out


def rich(text: str) -> str:
    """Plain gloss text as rich text, with [[target]] links made clickable."""
    out, pos = [], 0
    for m in _LINK.finditer(text):
        out.append(html.escape(text[pos:m.start()]))
        out.append(f'<a href="{html.escape(m.group(1))}" style="color:#8c2f23">{html.escape(m.group(1))}</a>')
        pos = m.end()
    out.append(html.escape(text[pos:]))
    return "".join(out)


class TermIndex:
    """The terms in pinyin order, with the squashed forms the filter compares: headwords (with the cards'
    regional names) and glosses."""

    def __init__(self, terms) -> None:
        extra = card_headwords()
        self.terms: list[Term] = sorted(terms, key=lambda t: (squash(t.pinyin), t.hans))
        self.heads: dict[str, list[str]] = {
            t.id: [w for w in (squash(x) for x in (t.hans, t.hant, t.pinyin, t.en, t.id.replace("-", ""),
                                                     *t.synonyms, *extra.get(t.id, ()))) if w]
            for t in self.terms
        }
        self.glosses: dict[str, str] = {t.id: squash(t.gloss_en) + "|" + squash(t.gloss_zh) for t in self.terms}

    def matches(self, text: str, category: str = "", game: str = "") -> list[str]:
        """Term ids matching ``text`` in ``category`` and ``game`` (empty: any): exact headword first, then
        a headword starting with it, one holding it, and last a gloss holding it."""
        q = squash(text)
        ranked: list[tuple[int, int, str]] = []
        for pos, t in enumerate(self.terms):
            if category and t.category != category:
                continue
            if game and game not in t.games:
                continue
            if not q:
                ranked.append((0, pos, t.id))
                continue
            heads = self.heads[t.id]
            if q in heads:
                rank = 0
            elif any(h.startswith(q) for h in heads):
                rank = 1
            elif any(q in h for h in heads):
                rank = 2
            elif q in self.glosses[t.id]:
                rank = 3
            else:
                continue
            ranked.append((rank, pos, t.id))
        ranked.sort()
        return [tid for _r, _p, tid in ranked]
