"""One search box over sources, translations, articles and glossary. No Qt here.

Everything is indexed in an in-memory SQLite database in a normalised form: Chinese as 简体 (so 简体
and 繁體 find each other), Latin lower-cased with tone marks removed (so "qianzi" finds "qiānzì").
Results come in three groups, best first:

1. ``headword``: glossary entries whose headword is the query exactly — 简体, 繁體, a synonym, the
   pinyin (with or without tone marks, spaces, apostrophes) or the English term;
2. ``title``: entries, articles and sources whose title holds the query;
3. ``text``: everything else that holds it, by BM25 over the query as one term (how often it occurs,
   against the length of the text).

Queries of three characters or more find their candidates through an FTS5 trigram table; shorter
ones scan the table (trigrams cannot match them), which is small enough to stay fast. A Latin query
of one letter matches only that letter as a word, of two letters only at the start of a word ("a" does
not find "card", "ka" finds "kan" but not "Haikang"), and any Latin query counts as being in a title
only at the start of a word there.
The index pickles as its SQLite image, so it can be kept on disk between runs (content/cache.py).
"""

from __future__ import annotations

import os
import re
import unicodedata
import zlib
from pathlib import Path

from archive_app.content.link_words import plain_links
from archive_app.content.model import Library
from archive_app.script import simplified
from archive_app.frozen_value import FrozenValue

try:  # the C module alone: the sqlite3 package adds date adapters, and imports datetime for them (~1.5 ms)
    from _sqlite3 import connect
except ImportError:  # pragma: no cover - Pythons without it as a module of its own
    from sqlite3 import connect

_CARD_FACES = re.compile(r"\{\{[^{}]*\}\}")  # {{…}} cards are pictures, not words
_MARKDOWN = re.compile(r"[#*_`|>]+")
_PARENS = re.compile(r"\s*\(([^)]*)\)")
_NOT_WORD = re.compile(r"[^0-9a-z]+")
MAX_HITS = 50
GROUPS = ("headword", "title", "text")
KIND_ORDER = {"glossary": 0, "article": 1, "source": 2, "translation": 3}
K1, B = 1.2, 0.75  # BM25's usual constants


def normalise(text: str) -> str:
    """The form both documents and queries are compared in."""
    text = simplified(text).lower()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def clean_query(query: str) -> str:
    """The query without control characters (a NUL would end SQLite's text) or undecodable bytes."""
    return "".join(ch for ch in query if unicodedata.category(ch) not in ("Cc", "Cs")).strip()


class Hit(FrozenValue):
    """One search result: a frozen value, made, compared, hashed and shown as a frozen dataclass would be
    (not a dataclass: importing dataclasses cost ~2 ms of start-up, before the search index is in)."""

    __match_args__ = ("id", "title", "kind", "snippet", "lang", "group")
    id: str  # s001.p017, a:number-marks, g:qianzi, s001
    title: str
    kind: str  # source, translation, article, glossary
    snippet: str  # HTML-escaped, match in <b>…</b>
    lang: str
    group: str  # headword, title or text (see GROUPS)

    def __init__(self, id: str, title: str, kind: str, snippet: str, lang: str, group: str = "text") -> None:  # noqa: A002
        self.__dict__.update(id=id, title=title, kind=kind, snippet=snippet, lang=lang, group=group)

    def to_json(self) -> dict[str, str]:
        return {"id": self.id, "title": self.title, "kind": self.kind, "snippet": self.snippet, "lang": self.lang,
                "group": self.group}


class SearchIndex:
    def __init__(self, library: Library | None = None) -> None:
        self.db = connect(":memory:", check_same_thread=False)
        if library is None:  # filled by __setstate__
            return
        self.db.executescript(
            # What ranking reads is kept apart from what only the hits shown need: narrow rows scan faster.
            "CREATE TABLE doc (rowid INTEGER PRIMARY KEY, id TEXT, kind TEXT, norm TEXT, tnorm TEXT, twords TEXT);"
            "CREATE TABLE shown (rowid INTEGER PRIMARY KEY, title TEXT, lang TEXT, body TEXT, offsets BLOB,"
            " title_norm TEXT);"
            "CREATE TABLE word (rowid INTEGER PRIMARY KEY, words TEXT);"
            "CREATE TABLE head (word TEXT, doc INTEGER);"
            "CREATE INDEX head_word ON head (word);"
            "CREATE VIRTUAL TABLE doc_fts USING fts5(tnorm, norm, content='doc', content_rowid='rowid',"
            " tokenize='trigram');")
        rows = list(_documents(library))
        for n, (doc_id, title, kind, lang, body, search_title, heads) in enumerate(rows, start=1):
            norm, tnorm = normalise(body), normalise(search_title)
            self.db.execute("INSERT INTO doc VALUES (?, ?, ?, ?, ?, ?)", (n, doc_id, kind, norm, tnorm, _words(tnorm)))
            self.db.execute("INSERT INTO shown VALUES (?, ?, ?, ?, ?, ?)",
                            (n, title, lang, body, _pack(_offset_map(body, norm)), normalise(title)))
            self.db.execute("INSERT INTO word VALUES (?, ?)", (n, _words(norm)))
            self.db.executemany("INSERT INTO head VALUES (?, ?)", [(w, n) for w in sorted(heads) if w])
        self.db.execute("INSERT INTO doc_fts (rowid, tnorm, norm) SELECT rowid, tnorm, norm FROM doc")
        self.db.execute("INSERT INTO doc_fts (doc_fts) VALUES ('optimize')")  # one b-tree of trigrams, not many
        self.db.commit()
        self.db.execute("VACUUM")  # no free pages in the image kept on disk and read at every start (−13%)
        self.size = len(rows)
        self.avg_length = self.db.execute("SELECT avg(length(norm)) FROM doc").fetchone()[0] or 1.0

    # --- kept on disk as the database image ---
    def __getstate__(self) -> dict:
        return {"image": self.db.serialize(), "size": self.size, "avg_length": self.avg_length}

    def __reduce_ex__(self, protocol: int) -> tuple:
        """With protocol 5 the image is a PickleBuffer: a pickler that takes buffers out of band (the content
        cache's) keeps it out of the pickle, and it comes back as a view that SQLite copies from."""
        reduced = super().__reduce_ex__(protocol)
        if protocol < 5:
            return reduced
        from pickle import PickleBuffer

        func, args, state, *rest = reduced
        return (func, args, {**state, "image": PickleBuffer(state["image"])}, *rest)

    def __setstate__(self, state: dict) -> None:
        self.__init__()
        self.db.deserialize(state["image"])
        self.size, self.avg_length = state["size"], state["avg_length"]

    # --- searching ---
    def search(self, query: str, limit: int | None = MAX_HITS) -> list[Hit]:
        """Hits for ``query``, best first; ``limit`` None means all of them."""
        if limit is not None and limit < 0:
            raise ValueError(f"limit must be 0 or more, not {limit}")
        q = normalise(clean_query(query))
        if not q or limit == 0:
            return []
        latin = all(ch.isascii() for ch in q)
        # A hit is one (id, kind): the glossary's two documents of an entry, or a headword that is also in
        # a title, come more than once: at most four rows (two documents, each as headword and as title or
        # text), so four times the limit, best first, holds every hit's best row.
        rows, seen = [], set()
        for rowid, group, doc_id, kind in self.db.execute(self._ranking_sql(q, latin),
                                                          self._params(q, latin, limit and 4 * limit)):
            if (doc_id, kind) not in seen:
                seen.add((doc_id, kind))
                rows.append((rowid, group))
        return self._hits(rows[:limit] if limit is not None else rows, q, latin)

    def _params(self, q: str, latin: bool, limit: int | None) -> dict:
        if latin:
            title_needle = " " + q + (" " if len(q) == 1 else "")
            needle = title_needle if len(q) <= 2 else q
        else:
            title_needle = needle = q
        return {"q": q, "n": needle, "t": title_needle, "phrase": '"' + q.replace('"', '""') + '"',
                "avg": self.avg_length, "limit": -1 if limit is None else min(limit, self.size + 1)}

    @staticmethod
    def _ranking_sql(q: str, latin: bool) -> str:
        """One query ranks everything: headword hits, then title hits, then texts by BM25; best per (id, kind).

        Latin queries are looked up in the word columns (text reduced to " word word "), so a match can
        be held to whole words (one letter) or word starts (two letters; in titles, any length)."""
        column = "word.words" if latin and len(q) <= 2 else "doc.norm"
        title = "twords" if latin else "tnorm"
        count = f"(length({column}) - length(replace({column}, :n, ''))) / length(:n)"
        if len(q) >= 3:
            source = "doc_fts JOIN doc ON doc.rowid = doc_fts.rowid WHERE doc_fts MATCH :phrase"
        elif column == "doc.norm":  # trigram FTS finds nothing for one or two characters: scan the table
            source = f"doc WHERE instr(doc.norm, :n) > 0 OR instr(doc.{title}, :t) > 0"
        else:
            source = f"doc JOIN word ON word.rowid = doc.rowid WHERE instr(word.words, :n) > 0 OR instr(doc.{title}, :t) > 0"
        kind_order = " ".join(f"WHEN '{k}' THEN {v}" for k, v in KIND_ORDER.items())
        return f"""
            WITH found AS (
                SELECT doc.rowid AS r, doc.id AS id, doc.kind AS kind, instr(doc.{title}, :t) > 0 AS in_title,
                       {count} AS tf, length(doc.norm) AS len, length(doc.tnorm) AS tlen FROM {source}),
            keyed AS (
                SELECT doc.rowid AS r, doc.id AS id, doc.kind AS kind, 0 AS g, 0.0 AS k1, 0.0 AS k2
                    FROM head JOIN doc ON doc.rowid = head.doc WHERE head.word = :q
                UNION ALL
                SELECT r, id, kind, 1, 0.0, tlen FROM found WHERE in_title
                UNION ALL
                SELECT r, id, kind, 2, -(tf * {K1 + 1} / (tf + {K1} * ({1 - B} + {B} * len / :avg))), 0.0
                    FROM found WHERE NOT in_title AND tf > 0),
            ordered AS (SELECT r, id, kind, g, k1, k2, CASE kind {kind_order} ELSE 9 END AS ko FROM keyed)
            SELECT r, g, id, kind FROM ordered
            ORDER BY g, CASE WHEN g = 2 THEN k1 ELSE ko END, CASE WHEN g = 2 THEN ko ELSE k2 END, r
            LIMIT :limit"""

    def _hits(self, rows: list[tuple[int, int]], q: str, latin: bool) -> list[Hit]:
        if not rows:
            return []
        found = {r[0]: r for r in self.db.execute(
            "SELECT doc.rowid, id, title, kind, lang, body, norm, offsets, title_norm FROM doc"
            " JOIN shown ON shown.rowid = doc.rowid WHERE doc.rowid IN"
            f" ({','.join(str(int(r)) for r, _g in rows)})")}
        pattern = _pattern(q, latin)
        hits = []
        for rowid, group in rows:
            _r, doc_id, title, kind, lang, body, norm, offsets, title_norm = found[rowid]
            if group == 1 and not _holds(norm, q, pattern):  # found by its title alone: show that
                snippet = _snippet(title, title_norm, q, pattern, lang, _offset_map(title, title_norm))
            else:
                snippet = _snippet(body, norm, q, pattern, lang, _unpack(offsets))
            hits.append(Hit(doc_id, title, kind, snippet, lang, GROUPS[group]))
        return hits


def _words(norm: str) -> str:
    """Latin text as " word word " (Chinese and punctuation become spaces) for word-start matching."""
    return " " + " ".join(_NOT_WORD.split(norm)).strip() + " "


def _holds(norm: str, q: str, pattern: re.Pattern | None) -> bool:
    return bool(pattern.search(norm)) if pattern is not None else q in norm


def _pattern(q: str, latin: bool) -> re.Pattern | None:
    """Where a short Latin query may match in a text (see SearchIndex._candidates); None: anywhere."""
    if not latin or len(q) > 2:
        return None
    return re.compile(r"(?<![0-9a-z])" + re.escape(q) + (r"(?![0-9a-z])" if len(q) == 1 else ""))


def _documents(lib: Library):
    """(id, title shown, kind, lang, text, title searched, headwords) of everything searchable."""
    for source in lib.sources.values():
        about = " ".join(source.meta.get(k, "") for k in ("author", "region"))
        yield source.id, source.title, "source", "zh", about, source.title, ()
        yield source.id, source.title_en, "translation", "en", " ".join(
            source.meta.get(k, "") for k in ("author_en", "region_en")), source.title_en, ()
        for p in source.paragraphs:
            label = p.id.split(".")[1]
            yield p.id, f"{source.title} · {label}", "source", "zh", plain_links(p.original, lib, "zh"), "", ()
            english = p.en + ("\n" + p.note if p.note else "")
            yield p.id, f"{source.title_en} · {label}", "translation", "en", plain_links(english, lib, "en"), "", ()
    for a in lib.articles.values():
        yield (f"a:{a.id}", a.meta.get("title", a.id), "article", "zh", _plain(a.zh, lib, "zh"),
               a.meta.get("title", ""), ())
        yield (f"a:{a.id}", a.meta.get("title_en", a.id), "article", "en", _plain(a.en, lib, "en"),
               a.meta.get("title_en", ""), ())
    for t in lib.terms.values():
        zh_words = [t.hans, t.hant, *t.synonyms]
        compact = _compact(t.pinyin)  # "xianer" finds xiān'ér
        en_words = [t.en, _PARENS.sub("", t.en), *_PARENS.findall(t.en), t.pinyin, compact]
        en_title = " ".join([t.en, t.pinyin, compact])
        yield (f"g:{t.id}", f"{t.hans} {t.pinyin}", "glossary", "zh",
               " ".join([*zh_words, plain_links(t.gloss_zh, lib, "zh")]),
               " ".join(zh_words), {normalise(w).strip() for w in zh_words})
        yield (f"g:{t.id}", f"{t.en} ({t.hans})", "glossary", "en", f"{en_title} {plain_links(t.gloss_en, lib, 'en')}",
               en_title,
               {normalise(w).strip() for w in en_words} | {_compact(normalise(w)) for w in en_words})


def _compact(text: str) -> str:
    return text.replace("'", "").replace("’", "").replace(" ", "").replace("-", "")


def _plain(markdown_text: str, lib: Library, lang: str) -> str:
    """An article as its words: links as what they read as, Markdown's marks gone."""
    return _MARKDOWN.sub(" ", plain_links(_CARD_FACES.sub(" ", markdown_text), lib, lang))


def _snippet(body: str, norm: str, q: str, pattern: re.Pattern | None, lang: str, offsets: list[int] | None,
             width: int = 36) -> str:
    """Text around the first match with the match in <b>. ``offsets`` maps positions in ``norm`` to ``body``
    where normalising changed lengths ("…" is "..."); without them, positions are shared when lengths
    agree and the normalised text is shown when they do not. English snippets start and end at whole words."""
    text = body if offsets is not None or len(body) == len(norm) else norm
    if pattern is not None:
        m = pattern.search(norm)
        at = m.start() if m else -1
    else:
        at = norm.find(q)
    if at >= 0 and offsets is not None:
        at, match_end = offsets[at], offsets[at + len(q)]
        q = text[at:match_end]
    if at < 0:
        start, end = 0, min(len(text), width * 2)
        if lang == "en" and end < len(text):
            end = _word_end(text, end, 0)
        return _escape(text[start:end]) + ("…" if end < len(text) else "")
    start, end = max(0, at - width), min(len(text), at + len(q) + width)
    if lang == "en":
        start = _word_begin(text, start, at)
        end = _word_end(text, end, at + len(q))
    before, match, after = text[start:at], text[at:at + len(q)], text[at + len(q):end]
    return ("…" if start else "") + _escape(before) + "<b>" + _escape(match) + "</b>" + _escape(after) + (
        "…" if end < len(text) else "")


def _offset_map(body: str, norm: str) -> list[int] | None:
    """Where each position of ``norm`` comes from in ``body`` (plus the end), when their lengths differ and
    the characters still line up one by one; None otherwise (equal lengths need no map)."""
    if len(body) == len(norm):
        return None
    script = simplified(body)
    if len(script) != len(body):
        return None
    offsets = []
    for i, ch in enumerate(script):
        folded = unicodedata.normalize("NFKD", ch.lower())
        offsets.extend([i] * sum(1 for c in folded if not unicodedata.combining(c)))
    return offsets + [len(body)] if len(offsets) == len(norm) else None


def _pack(offsets: list[int] | None) -> bytes | None:
    from array import array

    return array("I", offsets).tobytes() if offsets is not None else None


def _unpack(blob: bytes | None) -> list[int] | None:
    if blob is None:
        return None
    from array import array

    offsets = array("I")
    offsets.frombytes(blob)
    return offsets.tolist()


def _escape(text: str) -> str:
    """html.escape (without importing html and its entity tables at start-up)."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
            .replace("'", "&#x27;"))


def _word_begin(text: str, start: int, limit: int) -> int:
    """Move a cut forward to the start of a word (not past ``limit``)."""
    if start == 0 or not (text[start - 1].isalnum() and text[start].isalnum()):
        return start
    space = next((i for i in range(start, limit) if not text[i].isalnum()), limit)
    return space + 1 if space < limit else limit


def _word_end(text: str, end: int, limit: int) -> int:
    """Move a cut back to the end of a word (not before ``limit``)."""
    if end >= len(text) or not (text[end - 1].isalnum() and text[end].isalnum()):
        return end
    space = next((i for i in range(end - 1, limit - 1, -1) if not text[i].isalnum()), None)
    return space if space is not None and space >= limit else end


# The code whose output the cache holds: a change to any of it rebuilds the cache.
_HERE = Path(__file__).resolve().parent
CODE = (_HERE / "search.py", _HERE / "content" / "link_words.py", _HERE / "script.py", _HERE / "replay_table.py", _HERE / "content" / "loader.py",
        _HERE / "content" / "model.py", _HERE / "content" / "entries.py", _HERE / "content" / "cache.py",
        _HERE / "content" / "lessons.py", _HERE / "content" / "lesson_answers.py", _HERE / "content" / "puzzles.py",
        _HERE / "content" / "games.py")
ENGINE = _HERE.parent / "engine"  # the puzzles' answers and the games' referee: its verdicts are cached too


def _code() -> list[str]:
    """The code files as strings: a Path for each of the engine's ~160 files cost ~1 ms of every start."""
    engine = []
    for folder, dirs, files in os.walk(ENGINE):
        dirs[:] = [d for d in dirs if d != "__pycache__"]  # bytecode only: listing it is half the walk
        engine += [os.path.join(folder, name) for name in files if name.endswith(".py")]
    return [*map(str, CODE), *sorted(engine)]


def load_indexed(root: Path, cache_dir: Path | None = None) -> tuple[Library, SearchIndex]:
    """The library under ``root`` and its index; kept in ``cache_dir`` and rebuilt only when content changes."""
    from archive_app.content import cache

    def build() -> tuple[Library, SearchIndex]:
        from archive_app.content import load_library  # and TOML with it: a warm start needs neither

        library = load_library(root)
        return library, SearchIndex(library)

    if cache_dir is None:
        return build()
    # One file per checkout, so two checkouts of the app do not keep replacing each other's cache.
    place = f'{zlib.crc32(str(root.resolve()).encode("utf-8", "surrogateescape")):08x}'
    key = cache.remembered_fingerprint(cache_dir / f"library-{place}.stamp", root, _code(), modules=("opencc",))
    (library, index), _from_cache = cache.cached(cache_dir / f"library-{place}.pickle", key, build)
    return library, index
