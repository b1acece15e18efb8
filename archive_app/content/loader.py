"""Read content/ into a :class:`Library`, collecting every problem as file:line instead of failing.

A broken file is reported and skipped; the rest still loads. The formats are described in
docs/content-format.md.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from archive_app.content.entries import Article, ContentIssue, Paragraph, Source, Term
from archive_app.content.model import Library

LINK = re.compile(r"\[\[([^\[\]]+?)\]\]")
PARA_HEADER = re.compile(r"^=== (p\d{3})\s*$")
SECTION = re.compile(r"^--- (en|note|zh)\s*$")
ID_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")
TERM_FIELDS = ("id", "hans", "hant", "pinyin", "en", "gloss_en", "gloss_zh")
TERM_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*term[ \t]*\]\]", re.M)


class _Broken(Exception):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line, self.message = line, message


def _rel(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root.parent))
    except ValueError:
        return str(path)


def read_front_matter(lines: list[str]) -> tuple[dict[str, str], int]:
    """Front matter between two ``---`` lines; returns (meta, index of the first body line)."""
    if not lines or lines[0].strip() != "---":
        raise _Broken(1, "missing front matter: the file must start with a line '---'")
    meta: dict[str, str] = {}
    for i in range(1, len(lines)):
        line = lines[i]
        if line.strip() == "---":
            return meta, i + 1
        if not line.strip():
            continue
        key, sep, value = line.partition(":")
        if not sep or not re.fullmatch(r"[a-z_]+", key.strip()):
            raise _Broken(i + 1, f"front matter line is not 'key: value': {line.strip()[:40]!r}")
        if key.strip() in meta:
            raise _Broken(i + 1, f"front matter key {key.strip()!r} appears twice")
        meta[key.strip()] = value.strip()
    raise _Broken(1, "front matter is not closed with a line '---'")


def parse_source(text: str) -> tuple[dict[str, str], list[tuple[str, str, str, str, int]]]:
    lines = text.splitlines()
    meta, start = read_front_matter(lines)
    if not meta.get("id"):
        raise _Broken(1, "front matter has no 'id'")
    blocks: list[tuple[str, str, str, str, int]] = []
    current: dict[str, list[str]] | None = None
    pid, section, header_line = "", "", 0

    def close() -> None:
        if current is None:
            return
        original = "\n".join(current["original"]).strip()
        if not original:
            raise _Broken(header_line, f"paragraph {pid} has no original text")
        en = "\n".join(current["en"]).strip()
        if not en:
            raise _Broken(header_line, f"paragraph {pid} has no English translation ('--- en' section)")
        blocks.append((pid, original, en, "\n".join(current["note"]).strip(), header_line))

    for i in range(start, len(lines)):
        line = lines[i]
        m = PARA_HEADER.match(line)
        if m:
            close()
            pid, section, header_line = m.group(1), "original", i + 1
            current = {"original": [], "en": [], "note": []}
            continue
        s = SECTION.match(line)
        if s and current is not None:
            if s.group(1) == "zh":
                raise _Broken(i + 1, "'--- zh' belongs in articles; a source paragraph has '--- en' and '--- note'")
            section = s.group(1)
            continue
        if current is None:
            if line.strip():
                raise _Broken(i + 1, "text before the first paragraph header '=== p001'")
            continue
        current[section].append(line)
    close()
    return meta, blocks


def parse_article(text: str) -> tuple[dict[str, str], str, str, int, int]:
    lines = text.splitlines()
    meta, start = read_front_matter(lines)
    parts: dict[str, list[str]] = {}
    starts: dict[str, int] = {}
    section = None
    for i in range(start, len(lines)):
        s = SECTION.match(lines[i])
        if s:
            section = s.group(1)
            if section not in ("zh", "en"):
                raise _Broken(i + 1, f"articles have '--- zh' and '--- en' sections, not '--- {section}'")
            if section in parts:
                raise _Broken(i + 1, f"section '--- {section}' appears twice")
            parts[section], starts[section] = [], i + 1
            continue
        if section is None:
            if lines[i].strip():
                raise _Broken(i + 1, "text before the first '--- zh' or '--- en' section")
            continue
        parts[section].append(lines[i])
    for needed in ("zh", "en"):
        if not "".join(parts.get(needed, [])).strip():
            raise _Broken(len(lines), f"the '--- {needed}' section is missing or empty")
    return meta, "\n".join(parts["zh"]).strip(), "\n".join(parts["en"]).strip(), starts["zh"], starts["en"]


def _line_of(text: str, needle: str, after: int = 0) -> int:
    """The line of the first ``needle`` at or after line ``after`` (1 if it is not there)."""
    start = 0
    for _ in range(max(0, after - 1)):
        start = text.find("\n", start) + 1
        if start == 0:
            return 1
    idx = text.find(needle, start)
    return text.count("\n", 0, idx) + 1 if idx >= 0 else 1


def _line_at(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _read(path: Path, rel: str, lib: Library) -> str | None:
    """The file's text, or None with the reason reported (not a file, no rights, not UTF-8, a link to nothing)."""
    try:
        if not path.is_file():
            kind = "a folder" if path.is_dir() else "not a regular file"
            lib.issues.append(ContentIssue(rel, 1, f"{kind}, not a content file: rename or remove it"))
            return None
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        lib.issues.append(ContentIssue(rel, 1, f"not UTF-8 text ({e.reason})"))
    except OSError as e:
        lib.issues.append(ContentIssue(rel, 1, f"cannot be read: {e.strerror or e}"))
    return None


def load_library(root: Path, *, puzzles: bool = True, games: bool = True) -> Library:
    """Load everything under ``root`` (the content/ folder). The curated puzzles and the sample games are
    each put to the engine, seconds in all (the app keeps the outcome in its content cache); a tool that
    needs neither (the lessons command line) leaves them out with ``puzzles=False, games=False``."""
    lib = Library()
    texts: dict[str, str] = {}  # relative path -> text, for link checks with line numbers
    for path in sorted((root / "sources").glob("*.md")):
        rel = _rel(path, root)
        text = _read(path, rel, lib)
        if text is None:
            continue
        try:
            meta, blocks = parse_source(text)
        except _Broken as e:
            lib.issues.append(ContentIssue(rel, e.line, e.message))
            continue
        sid = meta["id"]
        if sid in lib.sources:
            lib.issues.append(ContentIssue(rel, 1, f"duplicate source id {sid!r} (also {lib.sources[sid].path})"))
            continue
        seen: set[str] = set()
        paragraphs = []
        for pid, original, en, note, line in blocks:
            if pid in seen:
                lib.issues.append(ContentIssue(rel, line, f"duplicate paragraph id {pid}"))
                continue
            seen.add(pid)
            paragraphs.append(Paragraph(f"{sid}.{pid}", original, en, note, line))
        lib.sources[sid] = Source(sid, meta, tuple(paragraphs), rel)
        texts[rel] = text
    for path in sorted((root / "articles").glob("*.md")):
        rel = _rel(path, root)
        text = _read(path, rel, lib)
        if text is None:
            continue
        try:
            meta, zh, en, _, _ = parse_article(text)
        except _Broken as e:
            lib.issues.append(ContentIssue(rel, e.line, e.message))
            continue
        aid = meta.get("id") or path.stem
        if not ID_SLUG.match(aid):
            lib.issues.append(ContentIssue(rel, 2, f"article id {aid!r} must be a slug (a-z, 0-9, -)"))
            continue
        if aid in lib.articles:
            lib.issues.append(ContentIssue(rel, 1, f"duplicate article id {aid!r} (also {lib.articles[aid].path})"))
            continue
        lib.articles[aid] = Article(aid, meta, zh, en, rel)
        texts[rel] = text
    for path in sorted((root / "glossary").glob("*.toml")):
        rel = _rel(path, root)
        text = _read(path, rel, lib)
        if text is None:
            continue
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            line = int(m.group(1)) if (m := re.search(r"line (\d+)", str(e))) else 1
            lib.issues.append(ContentIssue(rel, line, f"TOML: {e}"))
            continue
        _add_terms(lib, data, rel, text)
        texts[rel] = text
    _check_links(lib, texts)
    _add_lessons(lib, root)
    if puzzles:
        _add_puzzles(lib, root)
    if games:
        _add_games(lib, root)
    return lib


def _add_lessons(lib: Library, root: Path) -> None:
    from archive_app.content.lessons import load_lessons  # content/lessons/ has its own module

    lib.lessons = load_lessons(root / "lessons", lib)
    lib.issues.extend(lib.lessons.issues)


def _add_puzzles(lib: Library, root: Path) -> None:
    from archive_app.content.puzzles import load_puzzles  # engine code: each puzzle is checked

    lib.puzzles, issues = load_puzzles(root / "puzzles", root.parent)
    lib.issues.extend(issues)


def _add_games(lib: Library, root: Path) -> None:
    from archive_app.content.games import load_games, referee_games  # engine code: each game is refereed

    games, issues = load_games(root / "games", lib)
    lib.games, faults = referee_games(games)
    lib.issues.extend(issues + faults)


def _add_terms(lib: Library, data: dict, rel: str, text: str) -> None:
    """Every ``[[term]]`` of one glossary file; each problem is reported at the entry's own line."""
    terms = data.get("term", [])
    if not isinstance(terms, list):
        m = re.search(r"^[ \t]*term[ \t]*[=.]", text, re.M)
        lib.issues.append(ContentIssue(rel, _line_at(text, m.start()) if m else 1,
                                       "'term' must be entries written as [[term]] tables, not a single value"))
        return
    headers = [_line_at(text, m.start()) for m in TERM_HEADER.finditer(text)]
    seen: dict[str, int] = {}  # id -> how many entries of this file had it so far
    for k, entry in enumerate(terms):
        line = headers[k] if len(headers) == len(terms) else 1
        if not isinstance(entry, dict):
            lib.issues.append(ContentIssue(rel, line, f"glossary entry {k + 1} is not a table of fields"))
            continue
        tid = entry.get("id")
        if isinstance(tid, str) and tid:
            n = seen.get(tid, 0)
            seen[tid] = n + 1
            lines = [_line_at(text, m.start()) for m in
                     re.finditer(r"^[ \t]*id[ \t]*=[ \t]*[\"']" + re.escape(tid) + r"[\"']", text, re.M)]
            if n < len(lines):
                line = lines[n]
        _add_term(lib, entry, rel, line)


def _add_term(lib: Library, entry: dict, rel: str, line: int) -> None:
    tid = entry.get("id", "")
    missing = [f for f in TERM_FIELDS if not isinstance(entry.get(f), str) or not entry.get(f).strip()]
    if missing:
        shown = tid if isinstance(tid, str) and tid else "?"
        lib.issues.append(ContentIssue(rel, line, f"glossary entry {shown!r} lacks {', '.join(missing)}"))
        return
    if not ID_SLUG.match(tid):
        lib.issues.append(ContentIssue(rel, line, f"glossary id {tid!r} must be a slug (a-z, 0-9, -)"))
        return
    if tid in lib.terms:
        first = lib.terms[tid]
        lib.issues.append(ContentIssue(rel, line, f"duplicate glossary id {tid!r} (also {first.path}:{first.line})"))
        return

    def strings(name: str) -> tuple[str, ...]:
        value = entry.get(name, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            lib.issues.append(ContentIssue(rel, line, f"glossary entry {tid!r}: '{name}' must be a list of strings,"
                                                      f" like {name} = [\"…\"]"))
            return tuple(v for v in value if isinstance(v, str)) if isinstance(value, list) else ()
        return tuple(value)

    category = entry.get("category", "")
    if not isinstance(category, str):
        lib.issues.append(ContentIssue(rel, line, f"glossary entry {tid!r}: 'category' must be a string"))
        category = ""
    lib.terms[tid] = Term(tid, entry["hans"], entry["hant"], entry["pinyin"], entry["en"], entry["gloss_en"],
                          entry["gloss_zh"], strings("games"), strings("rules"), strings("synonyms"), strings("refs"),
                          category, rel, line)


def _check_links(lib: Library, texts: dict[str, str]) -> None:
    """Every [[link]] in any file, and every glossary ref, must name something that exists."""
    for rel, text in texts.items():
        if rel.endswith(".toml"):  # TOML's own [[term]] headers are not links; glosses are checked below
            continue
        for m in LINK.finditer(text):
            if not lib.has_target(m.group(1).strip()):
                line = text.count("\n", 0, m.start()) + 1
                lib.issues.append(ContentIssue(rel, line, f"unknown link target [[{m.group(1)}]]"))
    for term in lib.terms.values():
        text = texts.get(term.path, "")
        for gloss in (term.gloss_en, term.gloss_zh):
            for m in LINK.finditer(gloss):
                if not lib.has_target(m.group(1).strip()):
                    lib.issues.append(ContentIssue(term.path, _line_of(text, m.group(0), term.line),
                                                   f"unknown link target [[{m.group(1)}]]"))
        for ref in term.refs:
            if not lib.has_target(ref):
                lib.issues.append(ContentIssue(term.path, _line_of(text, f'"{ref}"', term.line),
                                               f"glossary entry {term.id!r} refers to unknown paragraph {ref!r}"))
