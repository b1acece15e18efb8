"""Puzzle input: a field of the wrong JSON type anywhere in a puzzle (its position too) is an input error
naming the field, and ``puzzle check`` names every bad line and checks the rest."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings

from engine.core.errors import InputError
from engine.puzzles.verify import verify
from tests.core.test_schema import mistyped

ROOT = Path(__file__).resolve().parents[2]
# One puzzle of every game and type, in each position form (lessons' and the puzzle sets').
SAMPLES = [json.loads(line) for line in (ROOT / "tests/fixtures/puzzles.jsonl").read_text("utf-8").splitlines()]


def engine(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, text=True,
                          timeout=60, cwd=ROOT)


def test_the_samples_verify_and_cover_every_question_type():
    from engine.exercises.answers import ANSWERERS

    assert [p["id"] for p in SAMPLES if verify(p) is not None] == []
    assert {(p["game"], p["type"]) for p in SAMPLES} == set(ANSWERERS)


@settings(derandomize=True, max_examples=1500, deadline=None)
@given(mistyped(SAMPLES))
def test_a_wrong_type_anywhere_in_a_puzzle_is_an_input_error(case):
    puzzle, path, value = case
    try:
        verify(puzzle)  # a mismatch or "not a puzzle" is an answer too; any other exception fails the test
    except InputError as e:
        assert e.token


def _claim(**position) -> dict:
    sample = next(p for p in SAMPLES if p["type"] == "claim" and "hand" in p["position"])
    return {**sample, "position": {**sample["position"], **position}}


@pytest.mark.parametrize("how", [["discard"], {"discard": 1}])
def test_a_claim_puzzle_whose_how_is_not_text_is_one_error(how, tmp_path):
    bad = tmp_path / "p.jsonl"
    bad.write_text(json.dumps(_claim(how=how)) + "\n", encoding="utf-8")
    run = engine("puzzle", "check", str(bad))
    kind = "a list" if isinstance(how, list) else "an object"
    assert run.returncode == 2
    assert run.stderr == f"error: {bad}:1: position.how must be a string, not {kind} [position.how]\n"


def test_check_names_every_bad_line_and_checks_the_rest(tmp_path):
    good = [json.dumps(p) for p in SAMPLES[:3]]
    lines = [good[0], json.dumps(_claim(how=["flip"])), "", "not json", good[1], "[1]",
             json.dumps({**SAMPLES[0], "rating": "high"}), good[2]]
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    run = engine("puzzle", "check", str(path))
    assert run.returncode == 2
    assert run.stderr.splitlines() == [
        f"error: {path}:2: position.how must be a string, not a list [position.how]",
        f"error: {path}:4: puzzle is not JSON (Expecting value at line 1 column 1) [puzzle]",
        f"error: {path}:6: puzzle must be an object, not a list [puzzle]",
        f"error: {path}:7: rating must be an integer, not a string [rating]"]
    summary = json.loads(run.stdout)
    assert (summary["puzzles"], summary["mismatches"], summary["errors"]) == (7, 0, 4)


def test_check_still_exits_1_on_a_mismatch_alone():
    first = {**SAMPLES[0], "answers": ["something else"]}
    run = engine("puzzle", "check", "-", stdin="\n".join(json.dumps(p) for p in (first, SAMPLES[1])))
    assert run.returncode == 1 and run.stderr.startswith("mismatch: ") and json.loads(run.stdout)["errors"] == 0


def test_a_lesson_position_of_the_wrong_type_is_an_issue_not_a_crash():
    from archive_app.content.lessons import Lessons, check_answers, parse_stage

    position = json.dumps(_claim(how=["flip"])["position"])
    stage = """---
id: typed
game: bahu
order: 1
rules: haimen
title: 类型
title_en: Types
---
--- zh
说明
--- en
Text
=== e1
type: claim
position: POSITION
answer: pass
--- zh
谁先要？
--- en
Who first?
""".replace("POSITION", position)
    issues: list = []
    parsed = parse_stage(stage, "content/lessons/bahu/01-typed.md", issues)
    found = check_answers(Lessons({"bahu": (parsed,)}))
    assert issues == [] and len(found) == 1
    assert "position.how must be a string, not a list" in str(found[0])
