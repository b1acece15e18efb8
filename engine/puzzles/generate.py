"""Seeded puzzle generation: the same seed gives the same puzzles; no two puzzles of a run share a
position; every answer is the engine's.

Positions are built (:mod:`engine.puzzles.bahu_hands`) and then shaped for the question: a ``waits``
puzzle takes one card out of a 圆 hand, a ``discard`` puzzle adds one, a ``yuan`` puzzle sometimes
swaps a card so that half the hands are not 圆. Difficulty comes from what the solver had to see:
cross-suit groups (豹子, combinations) in the arrangement, near misses (discards or waits that
almost work), melds on the table, and how many cards are in hand.

>>> ps = list(generate("bahu", "haimen", "yuan", count=3, seed=1))
>>> [p.id for p in ps] == [p.id for p in generate("bahu", "haimen", "yuan", count=3, seed=1)]
True
>>> len({p.key() for p in ps})
3
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator
from typing import Any

from engine.core.errors import InputError
from engine.exercises.answers import TYPES, NoPuzzle, answers
from engine.exercises.model import Puzzle
from engine.puzzles.themes import prompt, themes_of

DIFFICULTY = {"easy": (0, 1300), "medium": (1300, 1700), "hard": (1700, 9999)}
MAX_TRIES_PER_PUZZLE = 400


# The types the generator builds positions for (lessons use more question types, written by hand).
PUZZLE_TYPES: dict[str, tuple[str, ...]] = {"bahu": ("yuan", "can_hu", "hutou", "waits", "discard", "claim", "zhuang"),
                                            "duzihu": ("valid", "hushu", "waits"),
                                            "waihuzi": ("valid", "xi", "waits")}


def generate(game: str, rules: str, kind: str, *, count: int, seed: int, difficulty: str | None = None
             ) -> Iterator[Puzzle]:
    if kind not in PUZZLE_TYPES.get(game, ()) or kind not in TYPES.get(game, ()):
        known = ", ".join(PUZZLE_TYPES.get(game, ())) or "none"
        raise InputError(f"no puzzle type {kind!r} for {game} (known: {known})", kind)
    if difficulty is not None and difficulty not in DIFFICULTY:
        raise InputError(f"difficulty {difficulty!r} is not one of {', '.join(DIFFICULTY)}", difficulty)
    from engine.core.registry import game as find_game

    if rules not in find_game(game).rule_sets:
        raise InputError(f"unknown rules {rules!r} for {game} (known: {', '.join(find_game(game).rule_sets)})", rules)
    build = _POSITIONS[game]
    rng = random.Random(f"{game}/{rules}/{kind}/{seed}")
    seen: set[str] = set()
    made = tries = 0
    while made < count:
        tries += 1
        if tries > MAX_TRIES_PER_PUZZLE * max(count, 1):
            raise InputError(f"could not find {count} {kind} puzzles for {rules} (found {made})", kind)
        position = build(rng, rules, kind)
        try:
            answer = answers(game, rules, kind, position)
            if game == "bahu" and kind == "waits" and answers(game, rules, "can_hu", position)[0]:
                continue  # already a win (打滚): every 将 wins, nothing to find
        except (NoPuzzle, InputError):  # InputError: a built hand the scorer refuses (a count it checks)
            continue
        if kind == "claim" and not worth_a_claim(rules, position, answer):
            continue
        puzzle = finish(game, rules, kind, position, answer, f"generated:{seed}")
        if difficulty and not DIFFICULTY[difficulty][0] <= puzzle.rating < DIFFICULTY[difficulty][1]:
            continue
        if puzzle.key() in seen:
            continue
        seen.add(puzzle.key())
        made += 1
        yield puzzle


def finish(game: str, rules: str, kind: str, position: dict[str, Any], answer: list[Any], source: Any) -> Puzzle:
    """The puzzle of a position and its engine answer: prompt, themes, starting rating, and an id from
    what makes it this puzzle (game, rules, type, position)."""
    from engine.puzzles.table_positions import table_prompt

    ask = table_prompt(kind, position) if game == "bahu" and kind in ("claim", "zhuang") else prompt(game, kind)
    puzzle = Puzzle("", game, rules, kind, position, tuple(answer), ask,
                    themes_of(game, rules, kind, position, answer), _rating(game, rules, kind, position, answer),
                    source)
    digest = hashlib.sha1(puzzle.key().encode("utf-8")).hexdigest()[:10]
    return Puzzle(f"{game}-{kind}-{digest}", *_fields(puzzle)[1:])


def worth_a_claim(rules: str, position: dict[str, Any], answer: list[Any]) -> bool:
    """A claim puzzle asks something when some allowed claim is not among the best."""
    from engine.exercises.bahu_table import claim_choices

    return len(answer) < len(claim_choices(rules, position))


def _other(game: str):
    def build(rng: random.Random, rules: str, kind: str) -> dict[str, Any]:
        from engine.puzzles import other_hands

        return getattr(other_hands, f"{game}_position")(rng, rules, kind)
    return build


def _fields(p: Puzzle) -> tuple[Any, ...]:
    return (p.id, p.game, p.rules, p.type, p.position, p.answers, p.prompt, p.themes, p.rating, p.source)


def _bahu_position(rng: random.Random, rules: str, kind: str) -> dict[str, Any]:
    from engine.cards import format_cards
    from engine.puzzles.bahu_hands import build, unseen

    if kind in ("claim", "zhuang"):
        from engine.puzzles import table_positions

        return getattr(table_positions, f"{kind}_position")(rng, rules)
    melds = rng.choice((0, 0, 1, 1, 2, 3))
    total = 26 if kind == "waits" else 25
    hand, table = build(rng, rules, total=total, melds=melds)
    if kind == "waits":  # one card short of a 圆 hand: what it waits on is the question
        plain = [c for c in hand if c.index < 27]
        hand.remove(rng.choice(plain or hand))
    elif kind == "discard":  # one card over
        hand.append(rng.choice(unseen(hand, table, rules)))
    elif kind == "yuan" and rng.random() < 0.5:  # a near miss: one card swapped
        hand.remove(rng.choice(hand))
        hand.append(rng.choice(unseen(hand, table, rules)))
    elif kind == "can_hu" and rng.random() < 0.3:
        hand.remove(rng.choice(hand))
        hand.append(rng.choice(unseen(hand, table, rules)))
    return {"hand": format_cards(hand, compact=True), "melds": [str(m) for m in table]}


def _rating(game: str, rules: str, kind: str, position: dict[str, Any], answer: list[Any]) -> int:
    """A starting rating from what the solver had to see; Glicko-2 refines it from attempts."""
    if game == "bahu" and kind in ("claim", "zhuang"):
        from engine.puzzles.table_positions import table_rating

        return table_rating(rules, kind, position, answer)
    if game != "bahu":
        score = 1000 + 40 * len(position.get("melds", []))
        if kind == "waits":
            score += 150 * len(answer[0])
        elif kind in ("hushu", "xi"):
            score += min(600, 4 * int(answer[0]))
        elif kind == "valid" and not answer[0]:
            score += 200
        return score
    from engine.bahu.analysis import analyze

    a = analyze(position["hand"], position["melds"], rules, with_waits=False, hints=False)
    cross = sum(1 for g in a.groups if g.kind not in ("run", "ext", "jiang", "peng", "gang", "bomb", "chi", "zhang"))
    score = 900 + 90 * cross + 40 * len(position["melds"])
    if kind == "discard":
        from engine.exercises.answers import bahu_discards

        values = bahu_discards(rules, position)
        near = sum(1 for code, h in values.items() if h is not None and code not in answer)
        score += 120 * near + (60 if len(answer) > 1 else 0)
    elif kind == "waits":
        score += 70 * len(answer[0])
    elif kind == "yuan" and not answer[0]:
        score += 150
    elif kind == "hutou":
        score += 25 * (answer[0] or 0)
    return int(score)


_POSITIONS = {"bahu": _bahu_position, "duzihu": _other("duzihu"), "waihuzi": _other("waihuzi")}
