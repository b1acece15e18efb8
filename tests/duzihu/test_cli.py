"""The command line: the issue's example, bad input, and ``python -m engine --help``."""

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


def engine(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=60)


def test_issue_example_via_cli():
    # issue 5: valid, type ta, base 13 (普通碰 1 + 将碰 七饼 4 + 头尾将 暗克 九万 8), dihu 20,
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
