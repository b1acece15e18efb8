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
from engine.puzzles.generate import puzzle_types
from engine.exercises.model import Puzzle
from engine.core.registry import game as find_game
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
            assert {p.type for p in puzzles} == set(puzzle_types(game)), name  # every type of the game
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


# --- a broken line is reported as file:line and left out; the rest load (archive_app/content/puzzles.py) ---

def _set(lines: list[bytes], k: int, change) -> None:
    raw = json.loads(lines[k])
    change(raw)
    lines[k] = json.dumps(raw, ensure_ascii=False).encode()


def corrupt_puzzles(content) -> dict[int, str]:
    """Break lines 2–9 of bahu-haimen.jsonl in a copy of the content; returns line -> a word of the report."""
    path = content / "puzzles" / "bahu-haimen.jsonl"
    lines = path.read_bytes().split(b"\n")
    lines[1] = b'{"id": "cut-short", "game": '  # bad JSON
    _set(lines, 2, lambda r: r.pop("answers"))  # a missing field
    _set(lines, 3, lambda r: r.update(rating="high"))  # a wrong type
    lines[4] = lines[4].replace(b'"zh": "', b'"zh": "\xff\xfe', 1)  # bad UTF-8
    _set(lines, 5, lambda r: r["position"].update(hand=r["position"]["hand"] + " ZZ"))  # an unknown card
    _set(lines, 6, lambda r: r.update(type="fortune"))  # an unknown type
    _set(lines, 7, lambda r: r.update(answers=[not r["answers"][0]] if isinstance(r["answers"][0], bool) else [99]))
    lines[8] = lines[0]  # a duplicate id
    path.write_bytes(b"\n".join(lines))
    return {2: "JSON", 3: "answers", 4: "rating", 5: "UTF-8", 6: "ZZ", 7: "fortune", 8: "the engine says",
            9: "duplicate"}


@pytest.fixture
def content_copy(tmp_path):
    import shutil

    dest = tmp_path / "content"
    shutil.copytree(CONTENT, dest)
    return dest


def test_broken_puzzle_lines_are_reported_by_line_and_the_rest_load(content_copy):
    from archive_app.content.puzzles import load_puzzles

    expected = corrupt_puzzles(content_copy)
    puzzles, issues = load_puzzles(content_copy / "puzzles", content_copy.parent)
    assert [(i.path, i.line) for i in issues] == [("content/puzzles/bahu-haimen.jsonl", n) for n in expected]
    assert all(word in i.message for i, word in zip(issues, expected.values())), [str(i) for i in issues]
    total = sum(1 for f in PUZZLES.glob("*.jsonl") for line in f.read_text(encoding="utf-8").splitlines() if line.strip())
    assert len(puzzles) == total - len(expected) and len({p.id for p in puzzles}) == len(puzzles)


def test_the_verdict_is_kept_in_the_content_cache(content_copy, tmp_path, monkeypatch):
    """A start with the cache warm puts no puzzle to the engine again."""
    from archive_app.content import puzzles as loader
    from archive_app.search import load_indexed

    corrupt_puzzles(content_copy)
    library, _ = load_indexed(content_copy, tmp_path / "cache")
    monkeypatch.setattr(loader, "_checked", lambda text: pytest.fail("checked again"))
    again, _ = load_indexed(content_copy, tmp_path / "cache")
    assert len(again.puzzles) == len(library.puzzles) and len(again.issues_in("puzzles")) == 8
