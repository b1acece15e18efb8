"""Why an answer to a puzzle is right or wrong, in the engine's own words: the verdict lines of the
position (八胡 ``analyze(...).verdict()``, 笃子胡 and 歪胡子 ``score(...)``), each with its source
paragraphs. No Qt here; texts come in both languages and the page picks one.

>>> from engine.exercises.model import Puzzle
>>> p = Puzzle("p", "bahu", "haimen", "discard", {"hand": "2s2m8p 3s3m7p 456m 789p 5s", "melds": ["peng:Q"]}, ("5s",))
>>> [s.about for s in explain(p, "9p")]
['9p', '5s']
>>> any(line.tone == "bad" for line in explain(p, "9p")[0].lines)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from archive_app.games import adapter
from engine.core.errors import InputError
from engine.exercises.model import Puzzle

TONES = {"error": "bad", "refused": "muted", "note": "muted", "applied": ""}
MAX_CARDS = 2  # a waits miss explains at most this many wrong and this many missed cards


@dataclass(frozen=True)
class Line:
    zh: str
    en: str
    source: str
    tone: str = ""


@dataclass(frozen=True)
class Section:
    """Lines about one case: ``about`` is "" (the position itself) or the card it assumes
    (the card discarded, or the card that would arrive); ``wins`` whether that case is a win/圆."""

    about: str
    lines: tuple[Line, ...]
    wins: bool | None = None


def _lines(verdict_lines) -> tuple[Line, ...]:
    return tuple(Line(line.reason.zh, line.reason.en, line.reason.source, TONES.get(line.kind, ""))
                 for line in verdict_lines)


def _score_lines(score) -> tuple[Line, ...]:
    """A scorer's verdict lines, or (for a scorer without verdicts yet) its breakdown and reasons."""
    if hasattr(score, "verdict"):
        return _lines(score.verdict().lines)
    out = [Line(r.zh, r.en, r.source, "bad") for r in getattr(score, "reasons", ())]
    for items in (getattr(score, "base_items", ()), getattr(score, "breakdown", ())):
        out += [Line(f"{i.zh} {i.hu}", f"{i.en}: {i.hu}", i.source) for i in items]
    if getattr(score, "valid", False) and hasattr(score, "total"):
        out.append(Line(f"共 {score.total} 胡", f"total: {score.total} hu", ""))
    return tuple(out)


# --- 八胡 ---------------------------------------------------------------------------------------------

def _bahu(rules: str, hand: str, melds: list[str]):
    from engine.bahu.analysis import analyze

    return analyze(hand, melds, rules)


def _bahu_sections(p: Puzzle, given: Any) -> list[Section]:
    from engine.cards import format_cards, parse_cards

    hand, melds = p.position["hand"], list(p.position.get("melds", []))
    if p.type != "discard":
        if p.type == "waits":
            out = [Section("", _lines(_bahu(p.rules, hand, melds).verdict().lines))]
            out += _arrivals(p, given, lambda card: _bahu(p.rules, f"{hand} {card}", melds),
                             lambda a: a.can_hu, lambda a: _lines(a.verdict().lines))
            return out
        a = _bahu(p.rules, hand, melds)
        return [Section("", _lines(a.verdict().lines), a.can_hu if p.type == "can_hu" else a.yuan)]
    out = []
    cards = parse_cards(hand)
    best = str(p.answers[0])
    for code in ([given] if isinstance(given, str) and given != best else []) + [best]:
        rest = list(cards)
        match = next((c for c in rest if c.code == code), None)
        if match is None:
            continue
        rest.remove(match)
        a = _bahu(p.rules, format_cards(rest), melds)
        out.append(Section(code, _lines(a.verdict().lines), a.yuan))
    return out


def _table_sections(p: Puzzle, given: Any) -> list[Section]:
    """A claim or a round: the engine's reasons (the compulsory rule, what each claim leads to; the
    settlement's lines), for the learner's answer."""
    from engine.exercises.answers import NoPuzzle
    from engine.exercises.feedback import check

    try:
        f = check(p.game, p.rules, p.type, p.position, given, p.answers)
    except NoPuzzle as e:
        return [Section("", (Line(f"无法分析：{e}", f"Cannot analyse: {e}", "", "bad"),))]
    return [Section("", tuple(Line(r.zh, r.en, r.source) for r in f.reasons))]


def _arrivals(p: Puzzle, given: Any, judge, wins, lines) -> list[Section]:
    """For a waits puzzle: the cards the learner named that win nothing, and the waits missed."""
    right = {str(c) for c in p.answers[0]}
    named = {str(c) for c in given} if isinstance(given, (list, tuple)) else set()
    out = []
    for code in sorted(named - right)[:MAX_CARDS] + sorted(right - named)[:MAX_CARDS]:
        try:
            result = judge(code)
        except InputError:
            continue
        kept = tuple(line for line in lines(result) if line.tone != "muted" or not line.source)  # no refusals
        out.append(Section(code, kept, bool(wins(result))))
    return out


# --- games whose puzzles a scorer judges (笃子胡, 歪胡子) -------------------------------------------------

def _scored_sections(p: Puzzle, given: Any) -> list[Section]:
    def score(**kw: Any) -> Any:
        return adapter(p.game).puzzle_score(p.rules, p.position, **kw)

    if p.type != "waits":
        s = score()
        return [Section("", _score_lines(s), s.valid)]
    hand = p.position["hand"]
    return _arrivals(p, given, lambda card: score(hand=f"{hand} {card}", win=card), lambda s: s.valid, _score_lines)


def explain(puzzle: Puzzle, given: Any = None) -> list[Section]:
    """The engine's reasons for the right answer (and, where it differs, for the learner's)."""
    try:
        game = adapter(puzzle.game)
        if puzzle.type in game.table_puzzle_types:
            return _table_sections(puzzle, given)
        if game.scores_puzzles:
            return _scored_sections(puzzle, given)
        return _bahu_sections(puzzle, given)  # judged by analysing the hand
    except InputError as e:  # a stored puzzle the engine no longer reads: say so, never fail the page
        return [Section("", (Line(f"无法分析：{e.text('zh')}", f"Cannot analyse: {e}", "", "bad"),))]


def sources(sections: list[Section]) -> list[str]:
    """Every source paragraph the reasons cite, first mention first."""
    seen: list[str] = []
    for s in sections:
        for line in s.lines:
            for target in line.source.split():
                if target not in seen:
                    seen.append(target)
    return seen


__all__ = ["Line", "Section", "explain", "sources"]
