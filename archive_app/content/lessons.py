"""Lessons: ``content/lessons/<game>/NN-slug.md``, one stage per file, read into courses per game.

A stage is an explanation in both languages and a few exercises, each a position and a question the
engine answers (the format is in docs/content-format.md). Broken stages and exercises are reported
as ``file:line`` issues and left out; the rest still loads. :func:`check_answers` compares what an
exercise says its answer is with what the engine computes (the content test and
``python -m archive_app lessons check`` run it; loading does not, it costs engine time).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from archive_app.content.lesson_answers import Bad, card_codes, format_answer, parse_answer, position_field
from archive_app.content.entries import ContentIssue
from archive_app.content.model import Library

GAMES = ("bahu", "duzihu", "waihuzi")
STAGE_KEYS = ("id", "game", "order", "rules", "title", "title_en", "summary", "summary_en", "topics")
REQUIRED = ("id", "game", "order", "rules", "title", "title_en")
EXERCISE = re.compile(r"^=== (e\d+)\s*$")
SECTION = re.compile(r"^--- (zh|en|why zh|why en)\s*$")
INLINE_CARDS = re.compile(r"\{\{([^{}]+)\}\}")
LINK = re.compile(r"\[\[([^\[\]]+?)\]\]")
ID_SLUG = re.compile(r"^[a-z0-9][a-z0-9-]*$")


@dataclass(frozen=True)
class Exercise:
    id: str  # "bahu-runs.e2": the stage's id and the exercise's
    game: str
    rules: str
    type: str
    position: dict[str, Any]
    prompt: dict[str, str]  # {"zh": …, "en": …}
    why: dict[str, str]  # the short why shown after a right answer (may be empty)
    stated: tuple[Any, ...] | None  # the answers the file states, or None
    path: str = ""
    line: int = 0
    answer_line: int = 0

    def puzzle_json(self, answers: list[Any], stage: Stage) -> dict[str, Any]:
        """The exercise as a puzzle line (``engine.exercises.model.Puzzle``)."""
        return {"id": self.id, "game": self.game, "rules": self.rules, "type": self.type, "position": self.position,
                "prompt": self.prompt, "answers": answers, "themes": ["lesson", stage.id], "rating": 1000 + 50 * stage.order,
                "source": " ".join(dict.fromkeys(t for t in LINK.findall(stage.zh + " " + stage.en) if "." in t))}


@dataclass(frozen=True)
class Stage:
    id: str
    game: str
    order: int
    rules: str
    title: str
    title_en: str
    summary: str
    summary_en: str
    zh: str  # Markdown with [[links]] and {{cards}}
    en: str
    exercises: tuple[Exercise, ...]
    path: str = ""
    topics: tuple[str, ...] = ()  # the engine's rules the stage teaches (rule ids or their dotted prefixes)

    def sources(self) -> set[str]:
        """The paragraphs the stage's explanation cites."""
        return {t.strip() for t in LINK.findall(self.zh + " " + self.en) if "." in t and ":" not in t}


@dataclass(frozen=True)
class Focus:
    """What a stage teaches: its own topics, for a stage that names them (a later stage's count runs to
    thirty lines, and only its own fit up front); for one that names none, the paragraphs cited by it and
    the topic-less stages before it. :meth:`covers` tells an engine reason about these from the rest."""

    topics: frozenset[str] = frozenset()
    sources: frozenset[str] = frozenset()

    def covers(self, reason: Any) -> bool:
        rule = str(getattr(reason, "rule", ""))
        if any(rule == t or rule.startswith(t + ".") for t in self.topics):
            return True
        return bool(self.sources.intersection(str(getattr(reason, "source", "")).split()))

    def split(self, reasons: Any) -> tuple[list[Any], list[Any]]:
        """The reasons this focus covers, and the rest; when it covers none, every reason is shown."""
        main = [r for r in reasons if self.covers(r)]
        if not main:
            return list(reasons), []
        return main, [r for r in reasons if not self.covers(r)]


@dataclass
class Lessons:
    courses: dict[str, tuple[Stage, ...]] = field(default_factory=dict)  # game -> stages in order
    issues: list[ContentIssue] = field(default_factory=list)

    def stage(self, stage_id: str) -> Stage | None:
        return next((s for stages in self.courses.values() for s in stages if s.id == stage_id), None)

    def focus(self, stage: Stage) -> Focus:
        """What ``stage`` teaches (:class:`Focus`)."""
        if stage.topics:
            return Focus(frozenset(stage.topics))
        stages = self.courses.get(stage.game, ())
        upto = stages[:stages.index(stage) + 1] if stage in stages else (stage,)
        return Focus(sources=frozenset(p for s in upto if not s.topics for p in s.sources()))

    def exercises(self) -> list[tuple[Stage, Exercise]]:
        return [(s, e) for stages in self.courses.values() for s in stages for e in s.exercises]


class _Broken(Exception):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line, self.message = line, message


def _rule_sets(game: str) -> tuple[str, ...]:
    from engine.core.registry import game as find_game

    return find_game(game).rule_sets


def _front_matter(lines: list[str]) -> tuple[dict[str, str], int]:
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
        key = key.strip()
        if not sep or key not in STAGE_KEYS:
            raise _Broken(i + 1, f"front matter line is not one of {', '.join(STAGE_KEYS)}: {line.strip()[:40]!r}")
        if key in meta:
            raise _Broken(i + 1, f"front matter key {key!r} appears twice")
        meta[key] = value.strip()
    raise _Broken(1, "front matter is not closed with a line '---'")


def _sections(lines: list[str], start: int, end: int, allowed: tuple[str, ...]) -> tuple[dict[str, str], dict[str, int]]:
    """``--- zh`` / ``--- en`` (and ``--- why …``) sections between two line indices."""
    parts: dict[str, list[str]] = {}
    where: dict[str, int] = {}
    current = None
    for i in range(start, end):
        m = SECTION.match(lines[i])
        if m:
            current = m.group(1)
            if current not in allowed:
                raise _Broken(i + 1, f"'--- {current}' does not belong here (expected {', '.join(allowed)})")
            if current in parts:
                raise _Broken(i + 1, f"section '--- {current}' appears twice")
            parts[current], where[current] = [], i + 1
            continue
        if current is None:
            if lines[i].strip():
                raise _Broken(i + 1, "text before the first '--- zh' or '--- en' section")
            continue
        parts[current].append(lines[i])
    return {k: "\n".join(v).strip() for k, v in parts.items()}, where


def parse_stage(text: str, rel: str, issues: list[ContentIssue]) -> Stage:
    """One stage file; a broken exercise is reported and left out, a broken stage raises ``_Broken``."""
    lines = text.splitlines()
    meta, start = _front_matter(lines)
    missing = [k for k in REQUIRED if not meta.get(k)]
    if missing:
        raise _Broken(1, f"front matter lacks {', '.join(missing)}")
    if not ID_SLUG.match(meta["id"]):
        raise _Broken(2, f"stage id {meta['id']!r} must be a slug (a-z, 0-9, -)")
    game = meta["game"]
    if game not in GAMES:
        raise _Broken(1, f"game {game!r} is not one of {', '.join(GAMES)}")
    if meta["rules"] not in _rule_sets(game):
        raise _Broken(1, f"rules {meta['rules']!r} is not a {game} rule set ({', '.join(_rule_sets(game))})")
    try:
        order = int(meta["order"])
    except ValueError:
        raise _Broken(1, f"order {meta['order']!r} must be a whole number") from None
    heads = [i for i, line in enumerate(lines) if EXERCISE.match(line)]
    prose, where = _sections(lines, start, heads[0] if heads else len(lines), ("zh", "en"))
    for lang in ("zh", "en"):
        if not prose.get(lang):
            raise _Broken(where.get(lang, start + 1), f"the stage's '--- {lang}' explanation is missing or empty")
    exercises: list[Exercise] = []
    seen: set[str] = set()
    for n, head in enumerate(heads):
        end = heads[n + 1] if n + 1 < len(heads) else len(lines)
        eid = EXERCISE.match(lines[head]).group(1)  # type: ignore[union-attr]
        if eid in seen:
            issues.append(ContentIssue(rel, head + 1, f"duplicate exercise id {eid}"))
            continue
        seen.add(eid)
        try:
            exercises.append(_exercise(lines, head, end, meta, eid, rel))
        except _Broken as e:
            issues.append(ContentIssue(rel, e.line, e.message))
    return Stage(meta["id"], game, order, meta["rules"], meta["title"], meta["title_en"], meta.get("summary", ""),
                 meta.get("summary_en", ""), prose["zh"], prose["en"], tuple(exercises), rel,
                 tuple(meta.get("topics", "").split()))


def _exercise(lines: list[str], head: int, end: int, meta: dict[str, str], eid: str, rel: str) -> Exercise:
    from engine.exercises.answers import ANSWERERS

    game = meta["game"]
    fields: dict[str, tuple[str, int]] = {}
    i = head + 1
    while i < end and not SECTION.match(lines[i]):
        line = lines[i]
        if line.strip():
            key, sep, value = line.partition(":")
            if not sep or not re.fullmatch(r"[a-z_0-9]+", key.strip()):
                raise _Broken(i + 1, f"{eid}: field line is not 'key: value': {line.strip()[:40]!r}")
            if key.strip() in fields:
                raise _Broken(i + 1, f"{eid}: field {key.strip()!r} appears twice")
            fields[key.strip()] = (value.strip(), i + 1)
        i += 1
    kind, kind_line = fields.pop("type", ("", head + 1))
    if (game, kind) not in ANSWERERS:
        known = ", ".join(k for g, k in ANSWERERS if g == game)
        raise _Broken(kind_line, f"{eid}: type {kind!r} is not a {game} question type ({known})")
    rules, rules_line = fields.pop("rules", (meta["rules"], head + 1))
    if rules not in _rule_sets(game):
        raise _Broken(rules_line, f"{eid}: rules {rules!r} is not a {game} rule set")
    answer_text, answer_line = fields.pop("answer", ("", 0))
    position: dict[str, Any] = {}
    for key, (value, line) in fields.items():
        try:
            position_field(position, key, value)
        except Bad as e:
            raise _Broken(line, f"{eid}: {e}") from None
    stated = None
    if answer_line:
        try:
            stated = tuple(parse_answer(game, kind, answer_text))
        except Bad as e:
            raise _Broken(answer_line, f"{eid}: answer {e}") from None
    texts, where = _sections(lines, i, end, ("zh", "en", "why zh", "why en"))
    for lang in ("zh", "en"):
        if not texts.get(lang):
            raise _Broken(where.get(lang, head + 1), f"{eid}: the question's '--- {lang}' text is missing or empty")
    why = {lang: texts[f"why {lang}"] for lang in ("zh", "en") if texts.get(f"why {lang}")}
    if len(why) == 1:
        raise _Broken(head + 1, f"{eid}: a why needs both '--- why zh' and '--- why en'")
    return Exercise(f"{meta['id']}.{eid}", game, rules, kind, position, {"zh": texts["zh"], "en": texts["en"]}, why,
                    stated, rel, head + 1, answer_line)


def _check_text(text: str, game: str, rel: str, base_line: int, library: Library | None,
                issues: list[ContentIssue]) -> None:
    for m in INLINE_CARDS.finditer(text):
        try:
            card_codes(game, m.group(1))
        except Bad as e:
            issues.append(ContentIssue(rel, base_line + text.count("\n", 0, m.start()), f"inline cards: {e}"))
    if library is None:
        return
    for m in LINK.finditer(text):
        if not library.has_target(m.group(1).strip()):
            issues.append(ContentIssue(rel, base_line + text.count("\n", 0, m.start()),
                                       f"unknown link target [[{m.group(1)}]]"))


def load_lessons(root: Path, library: Library | None = None) -> Lessons:
    """Every stage under ``root`` (content/lessons); links are checked against ``library`` when given."""
    out = Lessons()
    by_game: dict[str, list[Stage]] = {}
    ids: dict[str, str] = {}
    for path in sorted(root.glob("*/*.md")):
        rel = str(path.relative_to(root.parent.parent)) if root.parent.parent in path.parents else str(path)
        try:
            text = path.read_text(encoding="utf-8")
            stage = parse_stage(text, rel, out.issues)
        except UnicodeDecodeError as e:
            out.issues.append(ContentIssue(rel, 1, f"not UTF-8 text ({e.reason})"))
            continue
        except _Broken as e:
            out.issues.append(ContentIssue(rel, e.line, e.message))
            continue
        if path.parent.name != stage.game:
            out.issues.append(ContentIssue(rel, 1, f"a {stage.game} stage belongs in content/lessons/{stage.game}/"))
            continue
        if stage.id in ids:
            out.issues.append(ContentIssue(rel, 1, f"duplicate stage id {stage.id!r} (also {ids[stage.id]})"))
            continue
        ids[stage.id] = rel
        _check_text(text, stage.game, rel, 1, library, out.issues)
        by_game.setdefault(stage.game, []).append(stage)
    for game in GAMES:
        if game in by_game:
            out.courses[game] = tuple(sorted(by_game[game], key=lambda s: (s.order, s.id)))
    return out


def check_answers(lessons: Lessons) -> list[ContentIssue]:
    """Where a stated answer is not the engine's (or the engine finds none): one issue per exercise."""
    from engine.core.errors import InputError
    from engine.exercises.answers import NoPuzzle, answers
    from engine.exercises.model import normal

    issues = []
    for _stage, ex in lessons.exercises():
        line = ex.answer_line or ex.line
        try:
            expected = answers(ex.game, ex.rules, ex.type, ex.position)
        except (NoPuzzle, InputError) as e:
            issues.append(ContentIssue(ex.path, ex.line, f"{ex.id}: the engine cannot answer this ({e})"))
            continue
        if ex.stated is None:
            issues.append(ContentIssue(ex.path, ex.line, f"{ex.id}: no answer line; the engine says: "
                                       f"answer: {format_answer(ex.game, ex.type, expected)}"))
            continue
        if sorted(map(repr, map(normal, ex.stated))) != sorted(map(repr, map(normal, expected))):
            issues.append(ContentIssue(ex.path, line, f"{ex.id}: the file says answer: "
                                       f"{format_answer(ex.game, ex.type, list(ex.stated))}, the engine says: "
                                       f"answer: {format_answer(ex.game, ex.type, expected)}"))
    return issues
