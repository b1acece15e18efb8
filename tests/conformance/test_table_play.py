"""Table play through the shared commands, for every game that has it: ``selfplay --game G`` writes
records that ``record check`` passes clean (no violation, net summing to 0) and ``record replay`` opens."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

GAMES = [("bahu", "haimen"), ("bahu", "tongdong"), ("waihuzi", "waihuzi"), ("duzihu", "danjiang"),
         ("duzihu", "danjiang+rugao"), ("duzihu", "shuangjiang")]


def engine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("game,rules", GAMES)
def test_selfplay_records_check_clean_and_replay(tmp_path, game, rules):
    run = engine("selfplay", "--game", game, "--rules", rules, "--games", "3", "--seed", "4", "--out", str(tmp_path))
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    assert summary["games"] == 3 and summary["hu"] + summary["exhausted"] == 3
    files = sorted(Path(tmp_path).glob("*.json"))
    assert len(files) == 3
    for f in files:
        check = engine("record", "check", str(f), "--json")
        out = json.loads(check.stdout)
        assert check.returncode == 0 and out["ok"] and out["game"] == game and not out["violations"]
        assert len(out["result"]["net"]) == 4 and sum(out["result"]["net"]) == 0
        replay = engine("record", "replay", str(f), "--at", "2", "--json")
        assert replay.returncode == 0 and len(json.loads(replay.stdout)["seats"]) >= 3


def test_selfplay_refuses_another_games_rules():
    run = engine("selfplay", "--game", "waihuzi", "--rules", "haimen")
    assert run.returncode == 2 and run.stderr.strip().endswith("[--rules]")
