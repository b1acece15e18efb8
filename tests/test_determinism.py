"""The same seed gives the same hands in every process: no decision of the engine or its bots may
hang on the order of a set or dict of strings, which Python shuffles per process (PYTHONHASHSEED).
Records written by two processes with different hash seeds must be identical, byte for byte."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (game, rule set, hands, bots): the lookahead bots walk the most code (imagined tables, playouts)
PLAYS = [("bahu", "haimen", 1, "lookahead"), ("bahu", "tongdong", 2, "greedy"),
         ("duzihu", "danjiang", 2, "greedy"), ("duzihu", "shuangjiang", 1, "lookahead"),
         ("waihuzi", "waihuzi", 1, "lookahead")]

_SCRIPT = """
import sys
from engine.replay.selfplay import run
for game, rules, games, bots in {plays!r}:
    run(game, rules, games, 7, sys.argv[1] + "/" + rules, bots)
"""


def _records(out: Path, hash_seed: str) -> dict[str, bytes]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    subprocess.run([sys.executable, "-c", _SCRIPT.format(plays=PLAYS), str(out)], cwd=ROOT, env=env,
                   check=True, timeout=300)
    return {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*.json"))}


def test_selfplay_records_do_not_depend_on_the_hash_seed(tmp_path):
    first = _records(tmp_path / "a", "1")
    second = _records(tmp_path / "b", "2")
    assert len(first) == sum(n for _, _, n, _ in PLAYS)
    assert first.keys() == second.keys()
    for name in first:
        assert first[name] == second[name], name
