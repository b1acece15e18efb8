"""What a ``[[link]]`` of the content reads as, in either language: a glossary term or an article by its
words, a paragraph as its source marker (海门 ¶16 / Haimen ¶16) with the paragraph's opening words for a
tooltip. The reader (archive_app.ui.reader) makes anchors of these words; the search index, which has no
Qt, shows them in its snippets (:func:`plain_links`). No Qt here.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from archive_app.content.model import Library

LINK = re.compile(r"\[\[([^\[\]]+?)\]\]")
TIP_CHARS = 160

Convert = Callable[[str], str]


def _same(text: str) -> str:
    return text


@functools.lru_cache(maxsize=64)
def rules_title(key: str, short: bool = False) -> tuple[str, str]:
    """A rule set's name (中文, English) as its game's rule sets give it (``TITLES``); a key no game knows
    is itself."""
    from archive_app import games

    for game in games.keys():
        try:
            found = games.adapter(game)
            if key in found.rule_sets:
                title = found.plug.preset(key).title(short)
                return title.zh, title.en
        except Exception:  # noqa: BLE001 - a game that cannot load names none of the rule sets
            continue
    return key, key


@functools.lru_cache(maxsize=16)
def game_title(key: str) -> tuple[str, str]:
    """A game's name (中文, English) from its adapter; a key no adapter knows is itself."""
    from archive_app.games import adapter
    from engine.core.errors import InputError

    try:
        return adapter(key).names()
    except InputError:
        return key, key


@functools.lru_cache(maxsize=1)
def _term_words() -> dict[str, tuple[str, str]]:
    """The glossary's words (简体, English) by term ID, read straight from the content: a link still reads
    as its word before the library has loaded, or where a page shows its own games."""
    import tomllib

    from archive_app.paths import CONTENT

    words: dict[str, tuple[str, str]] = {}
    for path in sorted((CONTENT / "glossary").glob("*.toml")):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        for term in data.get("term", []):
            if isinstance(term, dict) and "id" in term:
                words[term["id"]] = (term.get("hans") or term["id"], term.get("en") or term["id"])
    return words


def source_marker(target: str, library: Library | None, lang: str, conv: Convert = _same) -> tuple[str, str]:
    """A paragraph reference as running text shows it: the source's short name and the paragraph's number
    (海门 ¶16 / Haimen ¶16), and the paragraph's opening words for its tooltip."""
    sid, _, para = target.partition(".")
    source = library.sources.get(sid) if library else None
    if source is None:
        return target, ""
    rules = [r.strip() for r in source.meta.get("rules", "").split(",") if r.strip()]
    zh, en = rules_title(rules[0], short=True) if rules else game_title(source.meta.get("game", sid))
    name = conv(zh) if lang == "zh" else en
    number = para.lstrip("p").lstrip("0") or "0"
    label = f"{name} ¶{number}" if para else name
    found = library.paragraph(target) if library and para else None
    tip = ""
    if found is not None:
        tip = conv(found.original) if lang == "zh" else found.en
        tip = " ".join(tip.split())
        tip = tip[:TIP_CHARS].rstrip() + "…" if len(tip) > TIP_CHARS else tip
    return label, tip


def link_label(target: str, library: Library | None, lang: str, conv: Convert = _same) -> tuple[str, bool]:
    """The text a [[link]] shows, and whether it is a citation (shown as a marker in brackets). A link to a
    term or article that cannot be found shows the word, never its markup."""
    if target.startswith("a:"):
        article = library.articles.get(target[2:]) if library else None
        if article is None:
            return target[2:].replace("-", " "), False
        title = conv(article.meta.get("title", target)) if lang == "zh" else article.meta.get("title_en", target)
        return title, False
    if target.startswith("g:"):
        term = library.terms.get(target[2:]) if library else None
        if term is None:
            zh, en = _term_words().get(target[2:], (target[2:].replace("-", " "),) * 2)
            return (conv(zh) if lang == "zh" else en), False
        return (conv(term.hans) if lang == "zh" else term.en), False
    return f"[{source_marker(target, library, lang, conv)[0]}]", True


def plain_links(text: str, library: Library | None, lang: str, conv: Convert = _same) -> str:
    """``text`` with each [[link]] as the words it reads as: "a [[g:shuang-wenqian]] [[s000.p019]]" →
    "a double wenqian [Haimen ¶19]"."""
    return LINK.sub(lambda m: link_label(m.group(1).strip(), library, lang, conv)[0], text)
