"""The annotated sample games in ``content/games/<game>/<rules>-<slug>.txt``: game records in the text
form (docs/content-format.md) with a title and a one-line summary in both languages, and the rules the
game shows being broken, if any.

Header tags beyond the record's own: ``[Title "…"]`` ``[TitleEn "…"]`` ``[Summary "…"]``
``[SummaryEn "…"]`` and ``[Violations "rule.id rule.id"]`` (absent or empty for a clean game: the
referee must then find nothing). A broken file is reported as file:line and the rest still load.

:func:`check_games` holds each game to what a replay teaches from: the referee finds exactly the
violations the game names, each on a commented move; at least :data:`MIN_ANNOTATED` moves carry a
comment, every comment in both languages; at least one variation; a link to a source paragraph
and one to the glossary; no card written in notation (``7m``, ``555d``, ``H``) in a title, summary or
comment, since a reader sees cards by name.

:func:`referee_games` is what loading the content asks of every game (the content cache keeps the
outcome): its moves play, and the rules it breaks are the ones its ``Violations`` tag names; a game
that fails is reported as file:line and marked, and a copy of another game is reported and left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from archive_app.content.entries import ContentIssue
from archive_app.content.model import Library

LINK = re.compile(r"\[\[([^\[\]]+?)\]\]")
TEXT_TAGS = ("Title", "TitleEn", "Summary", "SummaryEn")
MIN_ANNOTATED = 12
# A card code as a word: long cards 1m…9p and the specials Q H B X, Waihuzi's 1x…0d. "Player B" is a seat.
NOTATION = re.compile(r"(?<![\w'’.-])(?<!Player )(?:\d+[mspxd]|[QHBX])(?![\w'’-])")


def notation_in(text: str) -> list[str]:
    """The card codes written in ``text`` (shown text names its cards instead)."""
    return [m.group(0) for m in NOTATION.finditer(text)]


@dataclass(frozen=True)
class SampleGame:
    path: str  # relative to the content root's parent, for file:line messages
    game: str
    rules: str
    title: dict[str, str]
    summary: dict[str, str]
    violations: tuple[str, ...]  # the rule IDs the game shows being broken, in order
    parsed: Any = field(compare=False, repr=False)  # engine.core.record.Record; see :attr:`record`
    text: str = field(compare=False, repr=False, default="")
    fault: str = ""  # what the referee finds that the game does not say (see :func:`referee_games`)
    fault_at: int = -1  # the main-line event where it goes wrong (-1: none, 0 …: that event)
    playable: int | None = None  # main-line events that can be played (None: all; less after an impossible move)

    @property
    def record(self) -> Any:
        """The game record, read again from :attr:`text` after the content cache: the cache keeps the
        text only, so a start need not load the record reader until a game is opened."""
        if self.parsed is None:
            from engine.core.record import Record

            object.__setattr__(self, "parsed", Record.from_text(self.text, self.path))
        return self.parsed

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "parsed": None}

    @property
    def last_good(self) -> str:
        """The replay position (``"12"``; ``""``: the deal) just before the game goes wrong."""
        return str(self.fault_at - 1) if self.fault_at > 0 else ""

    def playable_record(self) -> Any:
        """The record as far as it can be replayed: an impossible move and all after it left off."""
        if self.playable is None:
            return self.record
        return replace(self.record, events=self.record.events[:self.playable])

    @property
    def slug(self) -> str:
        return Path(self.path).stem


def _rel(path: Path, root: Path) -> str:
    return str(path.relative_to(root.parent.parent)) if root.parent.parent in path.parents else str(path)


def load_games(root: Path, library: Library | None = None) -> tuple[list[SampleGame], list[ContentIssue]]:
    """Every sample game under ``root`` (content/games); links are checked against ``library`` if given."""
    from engine.core.errors import InputError
    from engine.core.record import Record

    games: list[SampleGame] = []
    issues: list[ContentIssue] = []
    for path in sorted(root.glob("*/*.txt")):
        rel = _rel(path, root)
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as e:
            issues.append(ContentIssue(rel, 1, f"not UTF-8 text ({e.reason})"))
            continue
        try:
            record = Record.from_text(text, rel)
        except InputError as e:
            issues.append(_issue_from_error(rel, str(e)))
            continue
        missing = [t for t in TEXT_TAGS if not str(record.tags.get(t, "")).strip()]
        if missing:
            issues.append(ContentIssue(rel, 1, f"missing tag [{missing[0]} \"…\"] (a sample game needs "
                                               "Title, TitleEn, Summary and SummaryEn)"))
            continue
        if path.parent.name != record.game:
            issues.append(ContentIssue(rel, 1, f"a {record.game} game belongs in content/games/{record.game}/"))
            continue
        if not path.stem.startswith(record.rules + "-"):
            issues.append(ContentIssue(rel, 1, f"the file name starts with its rule set: {record.rules}-….txt"))
            continue
        if library is not None:
            for m in LINK.finditer(text):
                if not library.has_target(m.group(1).strip()):
                    issues.append(ContentIssue(rel, text.count("\n", 0, m.start()) + 1,
                                               f"unknown link target [[{m.group(1)}]]"))
        t = record.tags
        games.append(SampleGame(rel, record.game, record.rules, {"zh": t["Title"], "en": t["TitleEn"]},
                                {"zh": t["Summary"], "en": t["SummaryEn"]},
                                tuple(str(t.get("Violations", "")).split()), record, text))
    return games, issues


def sample_games(root: Path) -> list[SampleGame]:
    """The games under ``root``, refereed, as the replay page lists them (the app's own come with the content)."""
    return referee_games(load_games(root)[0])[0] if root.is_dir() else []


def _issue_from_error(rel: str, message: str) -> ContentIssue:
    """An InputError from the text reader says ``file:line: what``; keep its line."""
    m = re.match(re.escape(rel) + r":(\d+): (.*)", message, re.S)
    return ContentIssue(rel, int(m.group(1)), m.group(2)) if m else ContentIssue(rel, 1, message)


def referee(game: SampleGame) -> dict[str, Any]:
    """``record check`` of the game: ``{"ok", "violations", "result", …}``."""
    from engine.replay.commands import check_record

    return check_record(game.record)


def annotated_events(game: SampleGame) -> list[tuple[int, Any]]:
    """(index, event) of every main-line event that carries a comment."""
    from engine.core.record import comment_of

    return [(i, e) for i, e in enumerate(game.record.events) if comment_of(e) is not None]


def check_games(games: list[SampleGame]) -> list[ContentIssue]:
    """What each game must hold to teach from (see the module docstring); one issue per failure."""
    from engine.core.record import comment_of, nags_of, variations_of

    issues: list[ContentIssue] = []
    for g in games:
        def bad(message: str, line: int = 1) -> None:
            issues.append(ContentIssue(g.path, line, message))

        out = referee(g)
        found = tuple(v["rule"] for v in out["violations"])
        if found != g.violations:
            bad(f"the referee finds {' '.join(found) or 'no broken rule'}; the game names "
                f"{' '.join(g.violations) or 'none'} in [Violations]")
        if out["result"]["end"] == "abandoned":
            bad("the record stops before the hand ends")
        if sum(out["result"]["net"]) != 0:
            bad(f"the settlement does not sum to zero: {out['result']['net']}")
        for key, text in (("Title", g.title["zh"]), ("TitleEn", g.title["en"]),
                          ("Summary", g.summary["zh"]), ("SummaryEn", g.summary["en"])):
            if codes := notation_in(text):
                bad(f"[{key}] writes cards in notation ({' '.join(codes)}); name them", _line_of_tag(g, key))
        commented = dict(annotated_events(g))
        for v in out["violations"]:
            if 0 <= v["event"] < len(g.record.events) and v["event"] not in commented:
                bad(f"event {v['event']} breaks {v['rule']} but has no comment saying so")
        if len(commented) < MIN_ANNOTATED:
            bad(f"{len(commented)} annotated moves; a sample game needs at least {MIN_ANNOTATED}")
        for i, e in enumerate(g.record.events):
            c = comment_of(e)
            if c is not None and (not c.zh or not c.en):
                bad(f"event {i} ({e.code()}): the comment needs both languages {{zh: … | en: …}}",
                    _line_of_event(g, i))
            if c is not None and (codes := notation_in(f"{c.zh}\n{c.en}")):
                bad(f"event {i} ({e.code()}): the comment writes cards in notation ({' '.join(codes)}); name them",
                    _line_of_event(g, i))
            for line in variations_of(e):
                for ve in line:
                    vc = comment_of(ve)
                    if vc is not None and (not vc.zh or not vc.en):
                        bad(f"a variation of event {i}: the comment needs both languages", _line_of_event(g, i))
                    if vc is not None and (codes := notation_in(f"{vc.zh}\n{vc.en}")):
                        bad(f"a variation of event {i}: the comment writes cards in notation ({' '.join(codes)})",
                            _line_of_event(g, i))
        if not any(variations_of(e) for e in g.record.events):
            bad("no variation: show at least one move that could have been played instead")
        if not any(nags_of(e) for e in g.record.events):
            bad("no glyph ($n, !, ?) on any move")
        links = [m.group(1).strip() for m in LINK.finditer(g.text)]
        if not any(link.startswith("g:") for link in links):
            bad("no glossary link [[g:…]]")
        if not any(re.fullmatch(r"s\d{3}\.p\d{3}", link) for link in links):
            bad("no source paragraph link [[s00n.p0nn]]")
    return issues


def _line_of_tag(g: SampleGame, key: str) -> int:
    """The line of the header tag ``[key "…"]``, else 1."""
    return next((n for n, line in enumerate(g.text.splitlines(), 1) if line.startswith(f'[{key} "')), 1)


def _line_of_event(g: SampleGame, index: int) -> int:
    """The line where main-line event ``index`` is written (its move text's k-th occurrence), else 1."""
    events = g.record.events
    code = events[index].code()
    nth = sum(1 for e in events[:index] if e.code() == code)
    seen = 0
    for n, line in enumerate(g.text.splitlines(), 1):
        if line.lstrip().startswith(code):
            if seen == nth:
                return n
            seen += 1
    return 1


def referee_games(games: list[SampleGame]) -> tuple[list[SampleGame], list[ContentIssue]]:
    """The games with what the referee finds marked on each (:attr:`SampleGame.fault`), copies left out,
    and an issue for each fault and each copy."""
    kept: list[SampleGame] = []
    issues: list[ContentIssue] = []
    seen: dict[str, str] = {}  # the game itself (deal and moves) -> the file that has it
    for g in games:
        key = _game_key(g)
        if key in seen:
            issues.append(ContentIssue(g.path, 1, f"the same game as {seen[key]} (a copy under another name)"))
            continue
        seen[key] = g.path
        found = first_fault(g)
        if found is None:
            kept.append(g)
            continue
        at, why, playable = found
        line = _line_of_event(g, at) if 0 <= at < len(g.record.events) else 1
        issues.append(ContentIssue(g.path, line, why))
        kept.append(replace(g, fault=f"{g.path}:{line}: {why}", fault_at=at, playable=playable))
    return kept, issues


def first_fault(g: SampleGame) -> tuple[int, str, int | None] | None:
    """(the main-line event where the game goes wrong, why, how many events play) or None: the first
    move the referee refuses, or the first broken rule the game's ``Violations`` tag does not name."""
    from engine.core.errors import InputError
    from archive_app.presenters.replay_table import new_state

    events = g.record.events
    try:
        state = new_state(g.record)
    except InputError as e:
        return 0, f"the deal cannot be played: {e}", 0
    named = list(g.violations)
    found = [v.rule for v in getattr(state, "violations", [])]  # broken by the deal itself
    for i, e in enumerate(events):
        try:
            found += [v.rule for v in state.push(e.plain())]
        except InputError as err:
            why = re.sub(r"^events\[\d+\]: ", "", str(err))  # the event is named here already
            return i, f"event {i} ({e.code()}) cannot be played: {why}", i
        while found:
            rule = found.pop(0)
            if not named or named.pop(0) != rule:
                return i, f"event {i} ({e.code()}) breaks {rule}, which the game's [Violations] does not name", None
    if named:
        return len(events), f"[Violations] names {' '.join(named)}, which the referee does not find", None
    return None


def _game_key(g: SampleGame) -> str:
    """The deal and the main-line moves: what makes two files the same game, whatever their names and notes."""
    deals = g.record.all_deals()
    parts = [g.game, g.rules] + [repr((d.dealer, d.hands, d.wall, d.turned)) for d in deals]
    return "\n".join(parts + [e.code() for d in deals for e in d.events])
