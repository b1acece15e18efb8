"""The `python -m engine bahu …` command line: the contracts of issues 3 §5 and 4 (CLI contract)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, timeout=60, encoding="utf-8")


def analyze(hand: str, *melds: str, rules: str = "haimen") -> dict:
    args = ["bahu", "analyze", "--rules", rules, "--hand", hand, "--json"]
    for m in melds:
        args += ["--meld", m]
    p = run(*args)
    assert p.returncode == 0, p.stderr
    assert p.stderr == ""
    lines = p.stdout.splitlines()
    assert len(lines) == 1
    return json.loads(lines[0])


def one_error_line(p: subprocess.CompletedProcess) -> str:
    assert p.returncode == 2, (p.returncode, p.stdout, p.stderr)
    assert p.stdout == ""
    lines = p.stderr.splitlines()
    assert len(lines) == 1, p.stderr
    assert "Traceback" not in p.stderr
    return lines[0]


# --- analyze --json ---------------------------------------------------------------------------------

def test_help_lists_bahu():
    p = run("--help")
    assert p.returncode == 0 and "bahu" in p.stdout and "八胡" in p.stdout
    p = run("bahu", "--help")
    assert p.returncode == 0 and "analyze" in p.stdout and "settle" in p.stdout


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_analyze_json_fields(rules):
    out = analyze("2s2m8p 3s3m7p 456m 78p", "peng:Q", "peng:H", rules=rules)
    assert out["yuan"] is True and out["hutou"] == 10 and out["can_hu"] is True
    assert isinstance(out["groups"], list) and all(set(g) >= {"kind", "cards"} for g in out["groups"])
    assert {"kind": "erba", "cards": ["2m", "2s", "8p", "8p"]}.items() <= next(
        g for g in out["groups"] if g["kind"] == "erba").items()
    want = "1m 2m 3m 7m 1s 2s 3s 9s 1p 6p 7p 8p 9p Q H B" + (" X" if rules == "haimen" else "")
    assert out["waits"] == want.split()
    assert isinstance(out["explain"], list) and all(isinstance(s, str) for s in out["explain"]) and out["explain"]


def test_analyze_json_not_yuan_has_null_hutou():
    out = analyze("2s2m8p 3s3m7p 456m 789p 5s", "peng:Q")
    assert out["yuan"] is False and out["hutou"] is None and out["can_hu"] is False
    assert out["waits"] == [] and any("5s" in s for s in out["explain"])


@pytest.mark.parametrize("hand,melds,yuan,hutou,can_hu", [
    ("2s2m8p 3s3m7p 456m 789p", ["peng:Q"], True, 6, False),
    ("123p 123p 2s2m8p 3s3m7p 1s1m9p QH9s", ["peng:5m"], True, 7, False),
    ("1s 2s 3s", [], False, None, False),
    ("7m8m9m 7s8s9s", [], False, None, False),
    ("9m9s9p 5m5s5p5p", [], True, 0, False),
    ("", ["gang:Q", "bomb:7p", "chi:678s"], True, {"haimen": 16, "tongdong": 11}, True),  # 11 + 5: no cap in haimen
    ("二万 三條 九饼 千字", [], False, None, False),
])
def test_examples_on_the_command_line(hand, melds, yuan, hutou, can_hu):
    for rules in ("haimen", "tongdong"):
        out = analyze(hand, *melds, rules=rules)
        want = hutou[rules] if isinstance(hutou, dict) else hutou
        assert (out["yuan"], out["hutou"], out["can_hu"]) == (yuan, want, can_hu)


def test_analyze_human_output():
    p = run("bahu", "analyze", "--hand", "2s2m8p 3s3m7p 456m 78p", "--meld", "peng:Q", "--meld", "peng:H")
    assert p.returncode == 0 and "hutou: 10" in p.stdout and "waits:" in p.stdout


# --- bad input ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("args,token", [
    (["--hand", "5m 3z"], "3z"),  # unknown card
    (["--hand", "5m5m5m5m 5m"], "5m"),  # a fifth copy
    (["--hand", "5m5m 5m", "--meld", "gang:5m"], "5m"),  # a fifth copy across hand and table
    (["--hand", "5m", "--meld", "peng:5m5m"], "peng:5m5m"),  # a meld of the wrong size
    (["--hand", "5m", "--meld", "peng:5m6m7m"], "peng:5m6m7m"),  # a peng of different cards
    (["--hand", "5m", "--meld", "foo:5m"], "foo:5m"),  # a meld of unknown kind
    (["--hand", "5m", "--meld", "chi:579m"], "chi:579m"),  # a chi that is no group
    (["--hand", "5m", "--meld", "zhang:5m"], "zhang:5m"),  # only a 将 stands
    (["--hand", "5m", "--meld", "peng:9z"], "9z"),  # an unknown card in a meld
    (["--hand", "5m", "--rules", "nantong"], "nantong"),  # unknown rules
    (["--hand", "X", "--rules", "tongdong"], "X"),  # 喜 not in play
])
def test_bad_input_exits_2_with_one_line_naming_the_token(args, token):
    line = one_error_line(run("bahu", "analyze", *args, "--json"))
    assert token in line


def test_missing_hand_and_unknown_options_exit_2():
    one_error_line(run("bahu", "analyze", "--json"))
    one_error_line(run("bahu", "analyze", "--hand", "5m", "--bogus"))
    one_error_line(run("bahu", "nonsense"))


# --- --batch -----------------------------------------------------------------------------------------

BATCH = [
    {"hand": "2s2m8p 3s3m7p 456m 789p", "melds": ["peng:Q"], "rules": "haimen"},
    {"hand": "5m 3z", "melds": [], "rules": "haimen"},
    "not json at all",
    {"hand": "2s2m8p 3s3m7p 456m 78p", "melds": ["peng:Q", "peng:H"], "rules": "tongdong"},
    {"hand": "5m", "melds": ["peng:5m5m"]},
    {"hand": "X", "rules": "tongdong"},
    {"hand": "5m", "rules": "nantong"},
    {"hand": 5},
    ["hand"],
    {"hand": "123p"},
]


def batch_text() -> str:
    return "".join((json.dumps(x, ensure_ascii=False) if not isinstance(x, str) else x) + "\n" for x in BATCH)


def check_batch(p: subprocess.CompletedProcess) -> None:
    assert p.returncode == 0, p.stderr
    out = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(out) == len(BATCH)  # one JSON line per input line, in order
    errors = {i for i, o in enumerate(out) if "error" in o}
    assert errors == {1, 2, 4, 5, 6, 7, 8}
    for i in errors:
        assert f"line {i + 1}" in out[i]["error"]
    assert "3z" in out[1]["error"] and "peng:5m5m" in out[4]["error"] and "nantong" in out[6]["error"]
    first, fourth, last = out[0], out[3], out[9]
    for o in (first, fourth, last):
        assert {"hand", "melds", "rules", "yuan", "hutou", "can_hu", "groups", "waits", "explain"} <= set(o)
    assert (first["yuan"], first["hutou"], first["can_hu"], first["rules"]) == (True, 6, False, "haimen")
    assert first["melds"] == ["peng:Q"]
    assert (fourth["hutou"], fourth["can_hu"], fourth["rules"]) == (10, True, "tongdong")
    assert "X" not in fourth["waits"]
    assert (last["hutou"], last["rules"]) == (1, "haimen")  # the --rules default


def test_batch_from_a_file(tmp_path):
    path = tmp_path / "hands.jsonl"
    path.write_text(batch_text(), encoding="utf-8")
    check_batch(run("bahu", "analyze", "--batch", str(path)))


def test_batch_from_stdin():
    check_batch(run("bahu", "analyze", "--batch", "-", stdin=batch_text()))


def test_batch_default_rules_and_missing_file(tmp_path):
    p = run("bahu", "analyze", "--rules", "tongdong", "--batch", "-", stdin='{"hand": "234m"}\n')
    assert json.loads(p.stdout)["rules"] == "tongdong"
    one_error_line(run("bahu", "analyze", "--batch", str(tmp_path / "missing.jsonl")))


# --- settle ------------------------------------------------------------------------------------------

WORKED = {"rules": "haimen", "players": [{"melds": ["peng:Q", "peng:5m"], "bought": True}, {}, {}, {}],
          "winner": {"seat": 0, "hutou": 9, "ping": False}}


def settle(data, *extra: str) -> subprocess.CompletedProcess:
    return run("bahu", "settle", *extra, stdin=data if isinstance(data, str) else json.dumps(data))


def test_settle_worked_example_of_seed_000():
    p = settle(WORKED, "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["zhuang"] == [6, 0, 0, 0]
    assert out["di"] == 2
    assert out["payments"] == [[0, 0, 0, 0], [20, 0, 0, 0], [20, 0, 0, 0], [20, 0, 0, 0]]
    assert out["net"] == [60, -20, -20, -20]
    assert any("6 zhuang × 3" in line and "2 di = 20" in line for line in out["explain"])


def test_settle_full_issue_shape_and_file_option(tmp_path):
    data = {"rules": "tongdong", "players": [
        {"melds": ["peng:Q", "peng:5m"], "bombs": ["6p"], "bought": True, "cannon": False, "huang": False,
         "jailed": False},
        {"melds": ["peng:H"]}, {"huang": True, "bombs": ["7s"]}, {}], "winner": None}
    p = settle(data, "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["di"] == 0 and sum(out["net"]) == 0
    assert out["zhuang"] == [3, 1, 1, 0]
    path = tmp_path / "round.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    p2 = run("bahu", "settle", "--json", "--file", str(path))
    assert json.loads(p2.stdout) == out
    human = settle(data)
    assert human.returncode == 0 and "zhuang" in human.stdout


def player_list(**changes):
    players = [{}, {}, {}, {}]
    for seat, value in changes.items():
        players[int(seat[1:])] = value
    return players


@pytest.mark.parametrize("data,field", [
    ({"rules": "haimen", "players": [{}, {}, {}], "winner": None}, "players"),
    ({"rules": "haimen", "players": [{}, {}, {}, {}, {}], "winner": None}, "players"),
    ({"rules": "haimen", "winner": None}, "players"),
    ({"rules": "haimen", "players": player_list(p1={"melds": ["peng:5m5m"]}), "winner": None}, "players[1].melds[0]"),
    ({"rules": "haimen", "players": player_list(p2={"melds": ["foo:5m"]}), "winner": None}, "players[2].melds[0]"),
    ({"rules": "haimen", "players": player_list(p0={"melds": "peng:5m"}), "winner": None}, "players[0].melds"),
    ({"rules": "haimen", "players": player_list(p3={"bombs": ["3z"]}), "winner": None}, "players[3].bombs[0]"),
    ({"rules": "haimen", "players": player_list(), "winner": {"seat": 0, "hutou": 7}}, "winner.hutou"),
    ({"rules": "haimen", "players": player_list(), "winner": {"seat": 4, "hutou": 9}}, "winner.seat"),
    ({"rules": "haimen", "players": player_list(), "winner": {"seat": 0}}, "winner.hutou"),
    ({"rules": "haimen", "players": player_list(p0={"bought": "yes"}), "winner": None}, "players[0].bought"),
    ({"rules": "haimen", "players": player_list(p2={"cannon": 1}), "winner": None}, "players[2].cannon"),
    ({"rules": "haimen", "players": player_list(), "winner": {"seat": 0, "hutou": 9, "ping": "no"}}, "winner.ping"),
    ({"rules": "nantong", "players": player_list(), "winner": None}, "nantong"),
])
def test_settle_bad_input_names_the_field(data, field):
    line = one_error_line(settle(data, "--json"))
    assert field in line


def test_settle_not_json_exits_2():
    one_error_line(settle("{players: 4", "--json"))
    one_error_line(settle("[]", "--json"))
