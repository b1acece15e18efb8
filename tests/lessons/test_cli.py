"""``python -m archive_app lessons list|export|check``: stages and counts, puzzle lines, the agreement check."""

import json
import subprocess
import sys

from engine.exercises.model import Puzzle
from engine.puzzles.verify import verify


def run(*args):
    return subprocess.run([sys.executable, "-m", "archive_app", "lessons", *args], capture_output=True, text=True,
                          timeout=120)


def test_list_json_gives_stages_and_exercise_counts_per_game():
    out = run("list", "--json")
    assert out.returncode == 0, out.stderr
    games = json.loads(out.stdout)["games"]
    bahu = games["bahu"]
    assert len(bahu["stages"]) >= 12
    assert bahu["exercises"] == sum(s["exercises"] for s in bahu["stages"]) >= 90
    first = bahu["stages"][0]
    assert set(first) == {"id", "order", "title", "title_en", "rules", "exercises"}
    assert first["id"] == "bahu-cards" and first["title"] == "牌和数字记号"


def test_export_writes_every_exercise_as_a_puzzle_the_engine_verifies():
    out = run("export", "--json")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    listed = json.loads(run("list", "--json").stdout)["games"]
    assert len(lines) == sum(g["exercises"] for g in listed.values())
    puzzles = [Puzzle.from_json(json.loads(line)) for line in lines]
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert {"game", "rules", "type", "position", "answers"} <= set(json.loads(lines[0]))
    assert [problem for p in puzzles if (problem := verify(p))] == []  # the same check as for puzzles
    assert all(p.prompt["zh"] and p.prompt["en"] for p in puzzles)


def test_check_passes_on_the_real_content():
    out = run("check")
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout == "" and "0 issues" in out.stderr
