"""The `python -m engine bahu …` command line: the contracts of issues 3 §5 and 4 (CLI contract)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .test_rules import q

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
    assert out["waits"] == [] and any("five tiao" in s.lower() for s in out["explain"])


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


# --- bad input never a traceback ----------------------------------------------------------------------

def run_bytes(*args: str, stdin: bytes) -> subprocess.CompletedProcess:
    p = subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, cwd=ROOT,
                       timeout=60)
    return subprocess.CompletedProcess(p.args, p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8"))


ROUND = {"rules": "haimen", "players": [{}, {}, {}, {}], "winner": None}


@pytest.mark.parametrize("stdin,token", [
    ('{"rules": "haimen", "players": [{}, {}, {}, {}], "winner": {"seat": 0, "hutou": ' + "9" * 4300 + "}}", "999"),
    ("[" * 1000 + "]" * 1000, "round"),
    ('{"rules": "\xff\xfe", "players": [{}, {}, {}, {}], "winner": null}', "round"),
    ('{"rules": "haimen", "options": {"cannon_multiplier": 4.0}, "players": [{}, {}, {}, {}], "winner": null}',
     "options.cannon_multiplier"),
    ('{"rules": "haimen", "players": [{}, {}, {}, {}], "winner": {"seat": 0, "hutou": 9.0}}', "winner.hutou"),
    ('{"rules": "haimen", "players": [{"covers": [1.0]}, {}, {}, {}], "winner": null}', "players[0].covers[0]"),
    ('{"rules": "haimen", "players": [{}, {}, {}, {}], "winner": null, "seats": 4}', "round.seats"),
    ('{"rules": "haimen", "players": [{"melds": [], "colour": "red"}, {}, {}, {}], "winner": null}', "players[0].colour"),
    ('{"rules": "haimen", "players": [{}, {}, {}, {}], "winner": {"seat": 0, "hutou": 9, "by": 2}}', "winner.by"),
    ('{"rules": "haimen", "players": [{"covers": [1]}, {"covers": [0]}, {}, {}], "winner": null}', "covers"),
    ('{"rules": "haimen", "players": [{"bombs": ["6p"]}, {}, {}, {}], "winner": {"seat": 0, "hutou": 9, '
     '"ping": false}}', "winner.ping"),
    ('{"rules": "haimen", "players": [{}, {}, {}, {}], "winner": null}\n\x00', "round"),
])
def test_settle_bad_json_is_one_error_line(stdin, token):
    data = stdin.encode("latin-1") if "\xff" in stdin else stdin.encode("utf-8")
    for extra in ((), ("--json",)):
        line = one_error_line(run_bytes("bahu", "settle", *extra, stdin=data))
        assert line.startswith("error: ") and line.endswith("]") and token in line


def test_settle_options_and_rules_from_the_command_line():
    cannon = {**ROUND, "rules": "tongdong", "players": [{"melds": ["peng:Q"], "cannon": True}, {}, {}, {}]}
    p = settle(cannon, "--json", "--option", "cannon_multiplier=4")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["payments"][1][0] == 4
    assert "not one of [4, 5]" in one_error_line(settle(cannon, "--option", "cannon_multiplier=6"))
    assert "bogus" in one_error_line(settle(cannon, "--option", "bogus=1"))
    no_rules = {k: v for k, v in cannon.items() if k != "rules"}
    p = settle(no_rules, "--json", "--rules", "tongdong")
    assert json.loads(p.stdout)["rules"] == "tongdong"
    assert "rules" in one_error_line(settle(cannon, "--rules", "haimen"))  # the round says tongdong


def test_settle_human_output_in_both_languages():
    en = settle(WORKED)
    zh = settle(WORKED, "--lang", "zh")
    assert en.returncode == zh.returncode == 0
    assert "Player B pays Player A: 6 zhuang × 3 (bought) + 2 di = 20" in en.stdout
    assert "乙家付甲家：6 庄 × 3（买庄） + 2 底 = 20" in zh.stdout
    assert "×" in en.stdout and "not pinghu" in en.stdout  # refused lines are shown too


def test_batch_answers_every_line_whatever_it_holds():
    lines = [
        b'{"hand": "234m"}',
        b'{"hand": "\xff\xfe"}',  # not UTF-8
        b"[" * 1000 + b"]" * 1000,  # nested too deep
        b'{"hand": "234m", "rules": ' + b"9" * 4300 + b"}",  # a huge integer
        b'{"hand": "456m", "colour": 1}',  # an unknown key
        b'{"position": "456m melds=peng:Q@1.discard,peng:H zhao=5m"}',
        b'{"hand": "456m", "melds": ["peng:Q", "peng:H", "peng:1m"], "options": {"hutou_cap": 11}}',
        b"\xc3\x28",  # a broken UTF-8 sequence on its own
        b'{"hand": "456m"}',
    ]
    p = run_bytes("bahu", "analyze", "--batch", "-", stdin=b"\n".join(lines) + b"\n")
    assert p.returncode == 0 and p.stderr == ""
    out = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(out) == len(lines)
    assert {i for i, o in enumerate(out) if "error" in o} == {1, 2, 3, 4, 7}
    assert all(out[i]["error"].startswith(f"line {i + 1}:") for i in (1, 2, 3, 4, 7))
    assert "colour" in out[4]["error"]
    assert out[0]["hutou"] == 0 and out[8]["hutou"] == 0
    assert out[5]["position"] == "456m melds=peng:Q@1.discard,peng:H zhao=5m" and out[5]["hutou"] == 8
    assert out[6]["hutou"] == 11


def test_oversized_hands_are_refused_at_once_naming_the_count():
    q("s000.p023", "了头家抓26张，其余抓25张")
    q("s001.p052", "每人抓1张，共抓25张，庄家抓26张")
    from engine.cards import ALL_CARDS

    hand = " ".join(c.code for c in ALL_CARDS[:30] for _ in range(2)) + " " + " ".join(c.code for c in ALL_CARDS[:15])
    line = one_error_line(run("bahu", "analyze", "--hand", hand, "--json"))  # refused before any search
    assert "75 cards" in line and "27" in line and line.endswith("[hand]")
    # 27 is allowed: 26 dealt and one arriving card
    ok = " ".join(c.code for c in ALL_CARDS[:9] for _ in range(3))
    assert analyze(ok)["hand"]
    # an explicit option lifts the limit
    p = run("bahu", "analyze", "--hand", " ".join(c.code for c in ALL_CARDS[:10] for _ in range(3)), "--json",
            "--option", "hand_limit=0")
    assert p.returncode == 0, p.stderr


def test_option_reaches_variants_only_python_could_before():
    q("s001.p023", "（现在把仙儿 也算做将 为八将，其原本为备用牌）")
    assert "X" in one_error_line(run("bahu", "analyze", "--rules", "tongdong", "--hand", "X 234m"))
    p = run("bahu", "analyze", "--rules", "tongdong", "--hand", "X 234m", "--option", "xi_in_play=true", "--json")
    assert p.returncode == 0 and json.loads(p.stdout)["yuan"] is True
    huang = "5555m 6666m 234s 567s 234p 567p 789m Q B"
    assert not analyze(huang, rules="tongdong")["can_hu"]
    p = run("bahu", "analyze", "--rules", "tongdong", "--hand", huang, "--option", "huanghu_plays_on=yes", "--json")
    assert json.loads(p.stdout)["can_hu"] is True
    p = run("bahu", "analyze", "--rules", "haimen", "--hand", "2m2m2m 3m3m3m 4m4m4m 5m", "--option",
            "zhao_may_split=false", "--json")
    assert json.loads(p.stdout)["yuan"] is False
    for bad, token in (("hutou_cap=x", "hutou_cap"), ("nope=1", "nope"), ("xi_in_play", "xi_in_play")):
        assert token in one_error_line(run("bahu", "analyze", "--hand", "5m", "--option", bad))


def test_haimen_counts_three_jiang_pengs_as_twelve():
    q("s000.p026", "三碰十二胡头")
    out = analyze("456m", "peng:Q", "peng:H", "peng:1m", rules="haimen")
    assert out["hutou"] == 12
    assert analyze("456m", "peng:Q", "peng:H", "peng:1m", rules="tongdong")["hutou"] == 11


def test_analyze_position_and_provenance_on_the_command_line():
    out = analyze("2s2m8p 3s3m7p 456m 78p", "peng:Q@1.discard", "peng:H@2.draw")
    assert out["melds"] == ["peng:Q@1.discard", "peng:H@2.draw"] and out["hutou"] == 10
    p = run("bahu", "analyze", "--position", "2s2m8p3s3m7p456m78p melds=peng:Q@1.discard,peng:H seat=0", "--json")
    data = json.loads(p.stdout)
    assert data["position"].endswith(" melds=peng:Q@1.discard,peng:H seat=0")
    assert data["hutou"] == 10 and data["game"] == "bahu"
    line = one_error_line(run("bahu", "analyze", "--position", "5m zhao=3z"))
    assert "zhao" in line and line.endswith("[3z]")
    one_error_line(run("bahu", "analyze", "--position", "5m", "--hand", "5m"))


def test_human_output_is_rendered_from_the_lines_in_either_language():
    en = run("bahu", "analyze", "--hand", "5m5s", "--meld", "chi:5m5s5p")
    zh = run("bahu", "analyze", "--hand", "5m5s", "--meld", "chi:5m5s5p", "--lang", "zh")
    assert "absorbed by the baozi on the table" in en.stdout and "jiang (needs no group)" not in en.stdout
    assert "并入台面的豹子" in zh.stdout and "圆但只有 0 胡头" in zh.stdout
    assert "Not chuokou" in en.stdout


@pytest.mark.parametrize("args", [
    ["bahu", "analyze", "--hand", "5m", "--meld", "peng:Q@9"],
    ["bahu", "analyze", "--hand", "5m", "--option", "hand_limit=-1"],
    ["bahu", "analyze", "--batch", "-", "--hand", "5m"],
    ["bahu", "analyze", "--batch", "/nonexistent/hands.jsonl"],
    ["bahu", "settle", "--file", "/nonexistent/round.json"],
    ["bahu", "analyze", "--hand", "5m", "--lang", "fr"],
])
def test_every_error_is_one_line_with_a_token(args):
    line = one_error_line(run(*args))
    assert re.fullmatch(r"error: .+ \[.+\]", line), line
