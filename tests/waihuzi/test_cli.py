"""``python -m engine waihuzi score|deal`` in a subprocess: the command-line contract, the shared flags
(--rules, --option, --json, --lang, --batch), and one error line (exit 2) for every bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


REFERENCE = ["--hand", "333d 270d 456x 678d 123x 789x", "--meld", "wai:9d", "--win-card", "8x"]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", timeout=60, input=stdin)


def one_error_line(p: subprocess.CompletedProcess[str], token: str) -> str:
    assert p.returncode == 2, (p.stdout, p.stderr)
    assert p.stdout == "" and "Traceback" not in p.stderr
    lines = p.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and f"[{token}" in lines[0], lines
    return lines[0]


def test_reference_example_via_cli():
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
    assert lines[0].startswith("error: ")  # one format for every error, ``error: <what> [<token>]``


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


# ------------------------------------------------------------------ the shared layer

def test_rules_and_options():
    strict = json.loads(run("waihuzi", "score", *REFERENCE, "--rules", "waihuzi-strict", "--json").stdout)
    assert strict["rules"] == "waihuzi-strict" and strict["valid"] is False  # 21 cards: 多牌
    same = json.loads(run("waihuzi", "score", *REFERENCE, "--option", "strict_count=true", "--json").stdout)
    assert same["valid"] is False and same["reasons"] == strict["reasons"]
    low = json.loads(run("waihuzi", "score", *REFERENCE, "--option", "min_xi=10", "--json").stdout)
    assert low["valid"] is False and low["min_xi"] == 10


@pytest.mark.parametrize("args, token", [
    (["--option", "nope=1"], "nope"),
    (["--option", "min_xi=x"], "min_xi"),
    (["--option", "strict_count"], "strict_count"),
    (["--option", "win_on_revealed=never"], "win_on_revealed"),
    (["--rules", "haimen"], "haimen"),
    (["--revealed-by", "nobody"], "--revealed-by"),
    (["--position", "333x win=3x"], "--hand"),  # a position holds the whole win: --hand is one too many
    (["--lang", "fr"], "--lang"),
])
def test_shared_flag_errors(args, token):
    one_error_line(run("waihuzi", "score", *REFERENCE, *args), token)


def test_revealed_by_another_player():
    own = json.loads(run("waihuzi", "score", "--hand", "555x 666x 123d 456d 789d", "--meld", "wai:4x",
                         "--win-card", "5x", "--json").stdout)
    for flag in ("--revealed-by", "--win-from"):
        p = run("waihuzi", "score", "--hand", "555x 666x 123d 456d 789d", "--meld", "wai:4x", "--win-card", "5x",
                flag, "other", "--last-card", "--json")
        j = json.loads(p.stdout)
        assert j["revealed_by"] == "other" and j["xi"] == own["xi"] - 3 + 30  # 碰 1 for 歪 4, and 海捞
        assert "waihuzi.xi.peng" in [b["item"] for b in j["breakdown"]] and j["specials"] == ["hailao"]


def test_position_flag():
    p = run("waihuzi", "score", "--position", "123456789x233367780d melds=wai:9d win=8x by=2 facts=hailao", "--json")
    j = json.loads(p.stdout)
    assert p.returncode == 0 and j["xi"] == 39 and j["revealed_by"] == "other"
    line = one_error_line(run("waihuzi", "score", "--position", "333x win=3x seat=9"), "seat")
    assert "position" in line and "0–3" in line


def test_text_and_language():
    p = run("waihuzi", "score", *REFERENCE, "--lang", "zh")
    assert "十三红（80息）不算：要13张红字，只有6张 [s004.p046 s004.p047]" in p.stdout.splitlines()
    p = run("waihuzi", "deal", "--hand", "1111d 1111x 0000x 0000d 456d 5x", "--lang", "zh")
    assert p.stdout.splitlines()[-1] == "起手即胜：100息"


def test_oversized_hands_are_refused_at_once(cite):
    cite("s004.p021", "起手庄家抓20张牌")
    every = "1234567890x1234567890d" * 4  # all 80 cards
    line = one_error_line(run("waihuzi", "score", "--hand", every, "--win-card", "1x"), "--hand")  # before any search
    assert "80 cards" in line and "at most 41" in line  # 21, and one more for each of the 20 kinds held four times
    line = one_error_line(run("waihuzi", "score", "--hand", "123456789x 123456789d 2x 3x 4x 5x 6x",
                              "--win-card", "1x"), "--hand")
    assert "23 cards" in line and "at most 21" in line
    p = run("waihuzi", "score", "--hand", "123456789x 123456789d 2x 3x 4x 5x 6x", "--win-card", "1x",
            "--option", "card_limit=0", "--json")
    assert p.returncode == 0 and json.loads(p.stdout)["cards"] == 23


def test_batch_answers_every_line():
    lines = "\n".join([
        json.dumps({"hand": "333d 270d 456x 678d 123x 789x", "melds": ["wai:9d"], "win_card": "8x"}),
        json.dumps({"position": "123456789x233367780d melds=wai:9d win=8x", "rules": "waihuzi-strict"}),
        json.dumps({"hand": 3}),
        "not json",
        json.dumps({"hand": "333x", "win_card": "3x", "colour": "red"}),
        json.dumps({"hand": "333d 270d 456x 678d 123x 789x", "melds": ["wai:9d"], "win_card": "8x",
                    "options": {"min_xi": 10}}),
        json.dumps({"hand": "333x", "win_card": "3x", "options": {"min_xi": 8.5}}),
    ])
    p = run("waihuzi", "score", "--batch", "-", stdin=lines + "\n")
    assert p.returncode == 0, p.stderr
    out = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(out) == 7
    assert out[0]["xi"] == 9 and out[0]["valid"] is True
    assert out[1]["rules"] == "waihuzi-strict" and out[1]["valid"] is False
    assert out[2]["error"].startswith("line 3: hand") and out[3]["error"].startswith("line 4:")
    assert "colour" in out[4]["error"] and out[5]["valid"] is False and "options.min_xi" in out[6]["error"]
    p = run("waihuzi", "deal", "--batch", "-", stdin='{"hand": "1234567890x 123456789d"}\n{"hand": "12x"}\n')
    out = [json.loads(line) for line in p.stdout.splitlines()]
    assert out[0]["specials"] == ["wudui"] and "error" in out[1]
    one_error_line(run("waihuzi", "score", "--batch", "-", *REFERENCE[:2]), "--batch")
    one_error_line(run("waihuzi", "score", "--batch", "/nonexistent/file"), "/nonexistent/file")


@pytest.mark.parametrize("args, token", [
    (["deal"], "--hand"),
    (["deal", "--hand", "1234567890x 123456789d", "--rules", "nope"], "nope"),
    (["deal", "--hand", "1234567890x 123456789d", "--option", "ten_after_nine=maybe"], "ten_after_nine"),
    (["score", "--hand", "333x", "--meld", "peng:5x@s", "--win-card", "3x"], "peng:5x@s"),
    (["score", "--hand", "333x", "--meld", "chi:123x@7", "--win-card", "3x"], "chi:123x@7"),
    (["score", "--hand", "555x", "--tianhu", "--revealed-by", "other"], "--revealed-by"),
    (["score", "--hand", "\udcff"], "\\udcff"),  # not a card (an undecodable argument), named
])
def test_more_errors_are_one_line(args, token):
    one_error_line(run("waihuzi", *args), token)
