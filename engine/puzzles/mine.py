"""Puzzles mined from seeded self-play: positions that came up at a table of greedy bots.

Each hand is played from its own seed, and the game's puzzle kit (:mod:`engine.puzzles.kits`) names
the moments of it that a question fits (八胡: a card up for claims, a discard, the winner's hand
before the winning card, the end of the hand; 笃子胡 and 歪胡子: the winning hands). Every answer is
then computed from the stored position alone, as for any puzzle; ``source`` names the hand and event.

>>> a = [p.to_json() for p in mine("bahu", "haimen", "claim", count=2, seed=4)]
>>> a == [p.to_json() for p in mine("bahu", "haimen", "claim", count=2, seed=4)]
True
>>> a[0]["source"]["kind"], len({json.dumps(p["position"], sort_keys=True) for p in a})
('selfplay', 2)
"""

from __future__ import annotations

import json  # noqa: F401 - the doctest compares positions as JSON
import random
from collections.abc import Iterator
from dataclasses import replace

from engine.core.errors import InputError
from engine.exercises.model import Puzzle
from engine.puzzles.kits import kit as find_kit
from engine.puzzles.kits import kit_for

MAX_HANDS_PER_PUZZLE = 40
PER_HAND = 2  # at most this many puzzles of one type from one hand: variety across hands


def mined_types(game: str) -> tuple[str, ...]:
    """The types self-play finds for ``game``."""
    found = find_kit(game)
    return found.mined_types if found is not None else ()


def mine(game: str, rules: str, kind: str, *, count: int, seed: int) -> Iterator[Puzzle]:
    """``count`` puzzles of ``kind`` from self-play hands seeded by ``seed`` (same seed, same puzzles)."""
    from engine.exercises.answers import NoPuzzle
    from engine.puzzles.generate import finish

    kit = kit_for(game, kind, mined=True)
    pick = random.Random(f"mine/{game}/{rules}/{kind}/{seed}")
    seen: set[str] = set()
    made = 0
    for i in range(MAX_HANDS_PER_PUZZLE * max(count, 1)):
        moments = [(pos, event) for k, pos, event in kit.moments(rules, seed, i, kind) if k == kind]
        pick.shuffle(moments)
        kept = 0
        for position, event in moments:
            try:
                answer = kit.answers(rules, kind, position)
            except (NoPuzzle, InputError):
                continue
            if not kit.worth_mining(rules, kind, position, answer):
                continue
            source = {"kind": "selfplay", "game": game, "rules": rules, "seed": seed, "hand": i, "event": event}
            puzzle = finish(game, rules, kind, position, answer, source)
            puzzle = replace(puzzle, themes=tuple(sorted({*puzzle.themes, "selfplay"})))
            if puzzle.key() in seen:
                continue
            seen.add(puzzle.key())
            made += 1
            kept += 1
            yield puzzle
            if made >= count:
                return
            if kept >= PER_HAND:
                break
    raise InputError(f"self-play gave only {made} {kind} puzzles for {rules} (asked {count})", kind)
