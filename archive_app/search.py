"""One search box over sources, translations, articles and glossary. No Qt here.

Everything is indexed in an in-memory SQLite FTS5 table (trigram tokenizer) in a normalised form:
Chinese as 简体 (so 简体 and 繁體 find each other), Latin lower-cased with tone marks removed (so
"qianzi" finds "qiānzì"). FTS5 trigram cannot match queries shorter than three characters, so
those go to a LIKE scan of the base table, which is small enough to stay fast.
"""

from __future__ import annotations

import html
import re
import sqlite3
import unicodedata
from dataclasses import dataclass

from archive_app.content.model import Library
from archive_app.script import simplified

_MARKDOWN = re.compile(r"\[\[([^\]]+)\]\]|[#*_`|>]+")
MAX_HITS = 50


def normalise(text: str) -> str:
    """The form both documents and queries are compared in."""
    text = simplified(text).lower()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@dataclass(frozen=True)
class Hit:
    id: str  # s001.p017, a:number-marks, g:qianzi
    title: str
    kind: str  # source, translation, article, glossary
    snippet: str  # HTML-escaped, match in <b>…</b>
    lang: str

    def to_json(self) -> dict[str, str]:
        return {"id": self.id, "title": self.title, "kind": self.kind, "snippet": self.snippet, "lang": self.lang}


class SearchIndex:
    def __init__(self, library: Library) -> None:
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.execute("CREATE TABLE doc (rowid INTEGER PRIMARY KEY, id TEXT, title TEXT, kind TEXT, lang TEXT,"
                        " body TEXT, norm TEXT)")
        self.db.execute("CREATE VIRTUAL TABLE doc_fts USING fts5(norm, content='doc', content_rowid='rowid',"
                        " tokenize='trigram')")
        rows = list(_documents(library))
        self.db.executemany("INSERT INTO doc (id, title, kind, lang, body, norm) VALUES (?, ?, ?, ?, ?, ?)",
                            [(i, t, k, lang, body, normalise(body)) for i, t, k, lang, body in rows])
        self.db.execute("INSERT INTO doc_fts (rowid, norm) SELECT rowid, norm FROM doc")
        self.size = len(rows)

    def search(self, query: str, limit: int = MAX_HITS) -> list[Hit]:
        q = normalise(query.strip())
        if not q:
            return []
        if len(q) >= 3:
            phrase = '"' + q.replace('"', '""') + '"'
            rows = self.db.execute(
                "SELECT doc.id, doc.title, doc.kind, doc.lang, doc.body, doc.norm FROM doc_fts"
                " JOIN doc ON doc.rowid = doc_fts.rowid WHERE doc_fts MATCH ? ORDER BY bm25(doc_fts) LIMIT ?",
                (phrase, limit)).fetchall()
        else:  # trigram FTS returns nothing for one or two characters: scan the base table
            pattern = "%" + q.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
            rows = self.db.execute(
                "SELECT id, title, kind, lang, body, norm FROM doc WHERE norm LIKE ? ESCAPE '\\'"
                " ORDER BY CASE kind WHEN 'glossary' THEN 0 WHEN 'source' THEN 1 ELSE 2 END, rowid LIMIT ?",
                (pattern, limit)).fetchall()
        return [Hit(i, t, k, _snippet(body, norm, q), lang) for i, t, k, lang, body, norm in rows]


def _documents(lib: Library):
    for source in lib.sources.values():
        for p in source.paragraphs:
            label = p.id.split(".")[1]
            yield p.id, f"{source.title} · {label}", "source", "zh", p.original
            yield p.id, f"{source.title_en} · {label}", "translation", "en", p.en + ("\n" + p.note if p.note else "")
    for a in lib.articles.values():
        yield f"a:{a.id}", a.meta.get("title", a.id), "article", "zh", _plain(a.zh)
        yield f"a:{a.id}", a.meta.get("title_en", a.id), "article", "en", _plain(a.en)
    for t in lib.terms.values():
        zh = " ".join([t.hans, t.hant, *t.synonyms, t.gloss_zh])
        compact = t.pinyin.replace("'", "").replace("’", "").replace(" ", "")  # "xianer" finds xiān'ér
        en = " ".join([t.en, t.pinyin, compact, t.gloss_en])
        yield f"g:{t.id}", f"{t.hans} {t.pinyin}", "glossary", "zh", zh
        yield f"g:{t.id}", f"{t.en} ({t.hans})", "glossary", "en", en


def _plain(markdown_text: str) -> str:
    return _MARKDOWN.sub(" ", markdown_text)


def _snippet(body: str, norm: str, q: str, width: int = 36) -> str:
    """Text around the first match with the match in <b>; offsets are shared when lengths agree."""
    text = body if len(body) == len(norm) else norm
    at = norm.find(q)
    if at < 0:
        return html.escape(text[: width * 2])
    start, end = max(0, at - width), min(len(text), at + len(q) + width)
    before, match, after = text[start:at], text[at:at + len(q)], text[at + len(q):end]
    return ("…" if start else "") + html.escape(before) + "<b>" + html.escape(match) + "</b>" + html.escape(after) + (
        "…" if end < len(text) else "")
