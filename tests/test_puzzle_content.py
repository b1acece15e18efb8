"""The curated puzzles of content/puzzles/: enough per game, well formed, and every answer the engine's.

The default run re-verifies every puzzle of one file per game (a few seconds); ``PUZZLES_THOROUGH=1``
re-verifies every file. After a rule fix, ``python tools/make_puzzles.py`` regenerates them.
"""

from __future__ import annotations

import json
import os
from collections import Counter

import pytest

from archive_app.paths import CONTENT
from engine.puzzles.generate import PUZZLE_TYPES
from engine.exercises.model import Puzzle
from engine.games import game as find_game
from engine.puzzles.verify import verify

PUZZLES = CONTENT / "puzzles"
THOROUGH = os.environ.get("PUZZLES_THOROUGH") == "1"
ALWAYS = ("bahu-haimen.jsonl", "duzihu-danjiang.jsonl", "waihuzi-waihuzi.jsonl")  # one file per game
FILES = sorted(p.name for p in PUZZLES.glob("*.jsonl"))


def _load(name: str) -> list[Puzzle]:
    lines = (PUZZLES / name).read_text(encoding="utf-8").splitlines()
    return [Puzzle.from_json(json.loads(line)) for line in lines if line.strip()]


def test_a_file_per_rule_set_and_at_least_300_per_game():
    per_game: Counter[str] = Counter()
    for game in ("bahu", "duzihu", "waihuzi"):
        for rules in find_game(game).rule_sets:
            name = f"{game}-{rules}.jsonl"
            assert name in FILES, name
            puzzles = _load(name)
            assert {p.rules for p in puzzles} == {rules} and {p.game for p in puzzles} == {game}
            assert {p.type for p in puzzles} == set(PUZZLE_TYPES[game]), name  # every type of the game
            per_game[game] += len(puzzles)
    assert all(n >= 300 for n in per_game.values()), per_game


@pytest.mark.parametrize("name", FILES)
def test_ids_and_positions_unique_themes_and_prompts_present(name):
    puzzles = _load(name)
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert len({p.key() for p in puzzles}) == len(puzzles)
    assert all(p.prompt.get("zh") and p.prompt.get("en") for p in puzzles)
    assert sum(1 for p in puzzles if p.themes) > len(puzzles) // 2  # most puzzles train something named
    assert any("worked_example" in p.themes for p in puzzles)  # the mined examples come first
    assert all(p.source for p in puzzles)


@pytest.mark.parametrize("name", [n for n in FILES if THOROUGH or n in ALWAYS])
def test_every_answer_is_the_engines(name):
    problems = [problem for p in _load(name) if (problem := verify(p))]
    assert not problems, "\n".join(problems[:10]) + "\n(run: python tools/make_puzzles.py)"


def test_the_tool_makes_the_files_reproducibly():
    """The worked examples of one rule set are rebuilt byte for byte (the seeded part by the check above)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_puzzles", CONTENT.parent / "tools" / "make_puzzles.py")
    if spec is None or not (CONTENT.parent / "tools" / "make_puzzles.py").exists():
        pytest.skip("tools/ is not shipped in a wheel")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    mined = [json.dumps(p.to_json(), ensure_ascii=False) for p in tool.mined("waihuzi", "waihuzi")]
    lines = (PUZZLES / "waihuzi-waihuzi.jsonl").read_text(encoding="utf-8").splitlines()
    assert mined and lines[:len(mined)] == mined
