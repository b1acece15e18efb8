"""``python -m engine waihuzi score|deal`` in a subprocess, as the issue's contract states it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", timeout=60)


def test_issue_example_via_cli():
    p = run("waihuzi", "score", "--hand", "333d 270d 456x 678d 123x 789x", "--meld", "wai:9d", "--win-card", "8x", "--json")
    assert p.returncode == 0, p.stderr
    j = json.loads(p.stdout)
    assert j["valid"] is True and j["xi"] == 9
    assert sorted((b["item"], b["xi"]) for b in j["breakdown"]) == [
        ("waihuzi.xi.erqishi.big", 1), ("waihuzi.xi.kan", 3), ("waihuzi.xi.wai", 4), ("waihuzi.xi.win", 1)]
    assert all({"item", "xi", "source", "zh", "en"} <= set(b) for b in j["breakdown"])
    assert j["explain"] and all(isinstance(s, str) for s in j["explain"])
    assert len(j["groups"]) == 7


def test_text_output():
    p = run("waihuzi", "score", "--hand", "333d 270d 456x 678d 123x 789x", "--meld", "wai:9d", "--win-card", "8x")
    assert p.returncode == 0 and p.stdout.splitlines()[-1] == "Total 9 xi"
    p = run("waihuzi", "score", "--hand", "333d 270d 456x 678d 123x 789x", "--meld", "wai:9d", "--win-card", "8x",
            "--lang", "zh")
    assert p.stdout.splitlines()[-1] == "合计 9 息"


def test_flags():
    p = run("waihuzi", "score", "--hand", "333d 270d 456x 678d 123x 789x", "--meld", "wai:9d", "--win-card", "8x",
            "--last-card", "--json")
    assert json.loads(p.stdout)["xi"] == 39
    p = run("waihuzi", "score", "--hand", "555x 666x 888x 345d 456d 99x", "--tianhu", "--json")
    assert json.loads(p.stdout)["specials"] == ["quanhei", "tianhu"]


def test_invalid_hand_is_exit_0():
    p = run("waihuzi", "score", "--hand", "555x 123d 456d 789d 99x", "--meld", "peng:4x", "--win-card", "9x", "--json")
    assert p.returncode == 0
    j = json.loads(p.stdout)
    assert j["valid"] is False and j["reasons"] and j["reasons"][0]["source"] == "s004.p041"


@pytest.mark.parametrize(
    "args, token",
    [(["--hand", "333d 27q", "--win-card", "3d"], "27q"),
     (["--hand", "3333x 3x", "--win-card", "3x"], "3x"),
     (["--hand", "333x", "--meld", "peng:3x", "--win-card", "3x"], "3x"),
     (["--hand", "333x", "--meld", "peng:5x5x", "--win-card", "3x"], "peng:5x5x"),
     (["--hand", "333x", "--meld", "gang:5x", "--win-card", "3x"], "gang:5x"),
     (["--hand", "333x", "--meld", "chi:135x", "--win-card", "3x"], "chi:135x"),
     (["--hand", "333x", "--win-card", "4x"], "4x"),
     (["--hand", "333x", "--win-card", "4z"], "4z"),
     (["--hand", "333x"], "--win-card"),
     (["--hand", "333x", "--win-card", "3x", "--rules", "nope"], "nope"),
     (["--win-card", "3x"], "--hand")],
)
def test_bad_input_exit_2_one_line(args, token):
    p = run("waihuzi", "score", *args)
    assert p.returncode == 2
    assert p.stdout == ""
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and token in lines[0] and "Traceback" not in p.stderr


def test_deal_cli():
    p = run("waihuzi", "deal", "--hand", "1111d 1111x 0000x 0000d 456d 5x", "--json")
    assert p.returncode == 0
    j = json.loads(p.stdout)
    assert j["specials"] == ["sishou"] and j["xi"] == 100 and j["wins"] is True
    p = run("waihuzi", "deal", "--hand", "123x")
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1 and "123x" in p.stderr


def test_help_still_works():
    p = run("--help")
    assert p.returncode == 0 and "waihuzi" in p.stdout
    p = run("waihuzi", "score", "--help")
    assert p.returncode == 0 and "--win-card" in p.stdout
