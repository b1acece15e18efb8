"""The command line: the documented example, positions, batches, bad input, and ``python -m engine --help``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ["--rules", "danjiang", "--jiang", "4s", "--hand", "999m 234m 678s 123p 456p 55p",
           "--meld", "peng:6m", "--meld", "peng:7p", "--win-card", "5p"]


def engine(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=60, input=stdin)


def one_error_line(run: subprocess.CompletedProcess[str], token: str) -> str:
    """Exit 2, nothing on stdout, one line ``error: <what> [<token>]`` on stderr."""
    assert run.returncode == 2, (run.stdout, run.stderr)
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and lines[0].endswith(f"[{token}]"), run.stderr
    assert "Traceback" not in run.stderr and not run.stdout
    return lines[0]


def test_documented_example_via_cli():
    # docs/rules/duzihu.md: valid, type ta, base 13 (普通碰 1 + 将碰 七饼 4 + 头尾将 暗克 九万 8), dihu 20,
    # total 70 (成胡 20 + 底胡 20 + 文钱 20 + 弔頭/丫子 10)
    run = engine("duzihu", "score", *EXAMPLE, "--json")
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert (out["valid"], out["type"], out["base"], out["dihu"], out["total"]) == (True, "ta", 13, 20, 70)
    assert sum(i["hu"] for i in out["breakdown"]) == 70
    assert all({"item", "hu", "source", "zh", "en"} <= set(i) for i in out["breakdown"])
    assert [i["source"] for i in out["breakdown"]] == ["s002.p021", "s002.p021", "s002.p034", "s002.p032"]
    assert len(out["groups"]) == 8 and out["explain"]


def test_human_output():
    run = engine("duzihu", "score", *EXAMPLE)
    assert run.returncode == 0 and "total 70" in run.stdout


def test_not_a_win_exits_zero():
    run = engine("duzihu", "score", "--rules", "danjiang", "--jiang", "4s", "--hand", "123m 456m 789m 55p",
                 "--win-card", "5p", "--json")
    assert run.returncode == 0
    out = json.loads(run.stdout)
    assert out["valid"] is False and out["reasons"]


@pytest.mark.parametrize("change, token", [
    ({"--hand": "999m 234m 678s 123p 456p 5z"}, "5z"),
    ({"--hand": "9999m 234m 678s 123p 456p 55p", "--meld": "peng:9m"}, "9m"),
    ({"--hand": "999m 234m 444s 4s 123p 456p 55p"}, "4s"),
    ({"--meld": "chi:345m"}, "chi:345m"),
    ({"--meld": "peng:34m"}, "peng:34m"),
    ({"--meld": "peng:3333m"}, "peng:3333m"),
    ({"--meld": "gang:4s"}, "gang:4s"),
    ({"--meld": "peng"}, "peng"),
    ({"--win-card": "8p"}, "8p"),
    ({"--win-card": "5p5p"}, "5p5p"),
    ({"--win-card": None}, "--win-card"),
    ({"--jiang": None}, "--jiang"),
    ({"--jiang": "4x"}, "4x"),
    ({"--hand": "999m 234m 678s 123p 456p 55p X"}, "X"),
    ({"--rules": "bahu"}, "--rules"),
    ({"--xi": "9"}, "--xi"),
])
def test_bad_input_exits_2_with_one_line_naming_the_token(change, token):
    args = dict(zip(EXAMPLE[::2], EXAMPLE[1::2]))
    args["--meld"] = "peng:6m"
    args.update(change)
    argv = [x for k, v in args.items() if v is not None for x in (k, v)]
    run = engine("duzihu", "score", *argv, "--json")
    assert run.returncode == 2, run.stdout
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and token in lines[0], run.stderr
    assert "Traceback" not in run.stderr


def test_shuangjiang_needs_two_jiang_and_no_rugao():
    run = engine("duzihu", "score", "--rules", "shuangjiang", *EXAMPLE[2:])
    assert run.returncode == 2 and "--jiang" in run.stderr
    run = engine("duzihu", "score", "--rules", "shuangjiang", "--rugao", "--jiang", "4s", "--jiang", "5m",
                 *EXAMPLE[4:])
    assert run.returncode == 2 and "--rugao" in run.stderr


def test_rugao_flag_selects_the_rugao_options():
    out = json.loads(engine("duzihu", "score", *EXAMPLE, "--rugao", "--json").stdout)
    assert out["rules"] == "danjiang+rugao"


def test_engine_help_still_works():
    run = engine("--help")
    assert run.returncode == 0 and "duzihu" in run.stdout
    run = engine("duzihu", "score", "--help")
    assert run.returncode == 0 and "--win-card" in run.stdout


def test_json_has_the_shared_verdict_shape():
    out = json.loads(engine("duzihu", "score", *EXAMPLE, "--json").stdout)
    assert {"game", "rules", "valid", "total", "base", "dihu", "lines", "explain", "explain_zh"} <= set(out)
    assert out["game"] == "duzihu" and out["rules"] == "danjiang"
    assert {"type", "type_zh", "breakdown", "base_items", "groups", "win_role", "alternatives", "readings", "jiang",
            "reasons"} <= set(out), "the keys the scorer always had stay"
    kinds = {line["kind"] for line in out["lines"]}
    assert kinds == {"note", "applied", "refused"}
    assert len(out["explain"]) == len(out["explain_zh"]) == len(out["lines"])
    assert out["position"] == "234999m678s12345556p melds=peng:6m,peng:7p jiang=4s win=5p won=discard"


def test_rules_names_the_rugao_set_directly():
    direct = json.loads(engine("duzihu", "score", *EXAMPLE, "--rules", "danjiang+rugao", "--json").stdout)
    flag = json.loads(engine("duzihu", "score", *EXAMPLE, "--rugao", "--json").stdout)
    assert direct["rules"] == flag["rules"] == "danjiang+rugao" and direct["total"] == flag["total"] == 100


def test_option_changes_one_rule():
    out = json.loads(engine("duzihu", "score", *EXAMPLE, "--option", "chenghu=30", "--json").stdout)
    assert out["total"] == 80 and out["options"] == {"chenghu": 30}
    one_error_line(engine("duzihu", "score", *EXAMPLE, "--option", "chenghu=lots"), "chenghu")
    one_error_line(engine("duzihu", "score", *EXAMPLE, "--option", "colour=red"), "colour")


def test_lang_zh_prints_the_lines_in_chinese():
    run = engine("duzihu", "score", *EXAMPLE, "--lang", "zh")
    assert run.returncode == 0 and "合计 70" in run.stdout and "成胡：+20" in run.stdout


def test_position_is_an_alternative_input():
    text = "999m234m678s123p456p55p melds=peng:6m@1.discard,peng:7p@2.discard jiang=4s win=5p won=discard seat=0"
    out = json.loads(engine("duzihu", "score", "--rules", "danjiang", "--position", text, "--json").stdout)
    assert (out["valid"], out["total"]) == (True, 70)
    assert out["position"] == ("234999m678s12345556p melds=peng:6m@1.discard,peng:7p@2.discard jiang=4s win=5p "
                               "won=discard seat=0")


@pytest.mark.parametrize("text, token", [
    ("999m234m678s123p456p55p jiang=4s win=5p won=maybe", "won"),
    ("999m234m678s123p456p55p jiang=4s", "win"),
    ("999m234m678s123p456p5z jiang=4s win=5p", "hand"),
    ("999m234m678s123p456p55p melds=chi:345m jiang=4s win=5p", "melds"),
    ("999m234m678s123p456p55p melds=peng:6m@0.discard jiang=4s win=5p seat=0", "melds"),
    ("999m234m678s123p456p55p jiang=4s win=9p", "9p"),
    ("999m234m678s123p456p55p jiang=4s win=5p colour=red", "colour"),
    ("999m234m678s123p456p55p jiang=4s win=5p xi=9", "xi"),
])
def test_position_errors_name_the_field(text, token):
    one_error_line(engine("duzihu", "score", "--rules", "danjiang", "--position", text), token)


def test_position_and_the_hand_options_exclude_each_other():
    text = "999m234m678s123p456p55p melds=peng:6m,peng:7p jiang=4s win=5p"
    one_error_line(engine("duzihu", "score", "--rules", "danjiang", "--position", text, "--jiang", "4s"), "--jiang")
    one_error_line(engine("duzihu", "score", *EXAMPLE, "--position", text), "--position")
    one_error_line(engine("duzihu", "score", "--rules", "danjiang"), "--hand")
    one_error_line(engine("duzihu", "score", *EXAMPLE[2:]), "--rules")


def test_a_meld_with_a_newline_is_still_one_error_line():
    line = one_error_line(engine("duzihu", "score", *EXAMPLE[:-4], "--meld", "peng:\n", "--win-card", "5p"), "peng:")
    assert "names no card" in line


def test_an_oversized_hand_is_refused_naming_its_count_unless_asked():
    big = ["--rules", "danjiang", "--jiang", "5s", "--hand", "111122223333m 1111222233334444s 5555p", "--win-card", "5p"]
    line = one_error_line(engine("duzihu", "score", *big), "--hand")
    assert "32 cards" in line and "at most 30" in line
    out = json.loads(engine("duzihu", "score", *big, "--oversized", "--json").stdout)
    assert out["valid"] is False and out["reasons"][0]["rule"] == "duzihu.not_a_win.long"


def test_batch_answers_every_line():
    lines = "\n".join([
        json.dumps({"position": "999m234m678s123p456p55p melds=peng:6m,peng:7p jiang=4s win=5p"}),
        "not json",
        json.dumps({"hand": "999m 234m 678s 123p 456p 55p", "jiang": "4s", "melds": ["peng:6m", "peng:7p"],
                    "win": "5p", "rules": "danjiang+rugao"}),
        json.dumps({"hand": "999m", "jiang": ["4s"], "win": 5}),
        json.dumps([1, 2]),
        json.dumps({"position": "999m234m678s123p456p55p jiang=4s win=5p", "hand": "5p"}),
        json.dumps({"position": "999m234m678s123p456p55p melds=peng:6m,peng:7p jiang=4s win=5p",
                    "options": {"chenghu": 30}}),
        "",
    ]) + "\n"
    run = engine("duzihu", "score", "--rules", "danjiang", "--batch", "-", stdin=lines)
    assert run.returncode == 0, run.stderr
    answers = [json.loads(a) for a in run.stdout.splitlines()]
    assert len(answers) == 8
    assert answers[0]["total"] == 70 and answers[2]["total"] == 100 and answers[6]["total"] == 80
    assert [("error" in a) for a in answers] == [False, True, False, True, True, True, False, True]
    assert answers[1]["error"].startswith("line 2: ") and "win" in answers[3]["error"]


def test_batch_file_that_cannot_be_read():
    one_error_line(engine("duzihu", "score", "--rules", "danjiang", "--batch", "/nonexistent/hands.jsonl"),
                   "/nonexistent/hands.jsonl")
