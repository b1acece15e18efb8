"""Self-play is the fuzz corpus of the 歪胡子 table: every hand the bots play replays with no rule
broken, every move legal, all 80 cards accounted for at every step, and payments that sum to 0;
records survive both forms of ``changpai-record/1``."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.record import Record
from engine.waihuzi.table import check_record, replay_record
from engine.waihuzi.selfplay import first_dealer, selfplay
from engine.waihuzi.state import WaihuziState
from tests.sources import quote

ROOT = Path(__file__).resolve().parents[2]
GAMES = int(os.environ.get("WAIHUZI_FUZZ_GAMES", "40"))  # raise it for a longer fuzz run
BOTS = ("random", "greedy", "greedy,random,random", "random,greedy,random")


def replay_clean(record: Record) -> WaihuziState:
    st = WaihuziState.from_record(record)
    for e in record.events:
        assert e in st.legal_moves(), (e, st.legal_moves())
        assert st.push(e) == []
        assert st.card_total() == 80
    assert st.is_over() and sum(st.outcome().net) == 0
    return st


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.sampled_from(BOTS), st.sampled_from((3, 4)), st.sampled_from(("waihuzi", "waihuzi-strict")))
def test_every_selfplay_hand_replays_clean(seed, bots, players, rules):
    for r in selfplay("waihuzi", rules, games=3, seed=seed, bots=bots, players=players):
        st = replay_clean(r)
        c = check_record(r)
        assert c["ok"] and c["violations"] == [] and c["result"] == {**st.outcome().to_json(), **(
            {"xi": st.win["xi"], "kind": st.win["kind"]} if st.win else {})}
        out = [s for s in range(4) if s not in st.playing]
        assert len(out) == 1 and st.outcome().net[out[0]] == 0
        if players == 4:
            assert out == [(r.dealer + 2) % 4]


def test_a_corpus_of_hands():
    records = (selfplay("waihuzi", "waihuzi", games=GAMES, seed="corpus", bots="greedy")
               + selfplay("waihuzi", "waihuzi", games=GAMES, seed="corpus", bots="random,greedy,random", players=4))
    wins = 0
    for r in records:
        st = replay_clean(r)
        wins += st.win is not None
    assert 0 < wins < len(records)  # the bots win some hands and draw others


def test_the_winner_deals_next():
    quote("s004.p012", "以后谁胡牌谁就是庄家")
    records = selfplay("waihuzi", "waihuzi", games=12, seed=11, bots="greedy")
    for a, b in itertools.pairwise(records):
        st = WaihuziState.from_record(a)
        for e in a.events:
            st.push(e)
        assert b.dealer == (st.win["seat"] if st.win else a.dealer)


def test_the_first_dealer_turns_the_highest_card():
    quote("s004.p012", "歪胡子首盘由四人倒牌，根据底牌大小决定谁是庄家")
    ties = 0
    for seed in range(40):
        dealer, rounds = first_dealer(seed, (0, 1, 2, 3))
        assert [s for s, _ in rounds[0]] == [0, 1, 2, 3]
        for before, after in itertools.pairwise(rounds):  # a tie at the top turns again
            top = max((c.rank, c.is_big) for _, c in before)
            assert [s for s, _ in after] == [s for s, c in before if (c.rank, c.is_big) == top]
            ties += 1
        last = rounds[-1]
        best = max((c.rank, c.is_big) for _, c in last)
        assert [s for s, c in last if (c.rank, c.is_big) == best] == [dealer]
    assert ties > 0  # some seed tied


def test_selfplay_is_deterministic_by_seed():
    a = [r.to_json() for r in selfplay("waihuzi", "waihuzi", games=4, seed=7, bots="greedy,random,random")]
    b = [r.to_json() for r in selfplay("waihuzi", "waihuzi", games=4, seed=7, bots="greedy,random,random")]
    c = [r.to_json() for r in selfplay("waihuzi", "waihuzi", games=4, seed=8, bots="greedy,random,random")]
    assert a == b and a != c


def test_records_round_trip_through_both_forms():
    for r in selfplay("waihuzi", "waihuzi", games=5, seed=3, bots="greedy"):
        j = Record.from_json(r.to_json())
        t = Record.from_text(r.to_text())
        assert j == r and t == r and Record.from_json(r.dumps()) == r
        assert check_record(j) == check_record(t) == check_record(r)
        assert replay_record(t, 10) == replay_record(r, 10)


def test_replay_shows_the_table():
    r = selfplay("waihuzi", "waihuzi", games=1, seed=4, bots="greedy")[0]
    at0 = replay_record(r, 0)
    assert {"seats", "wall_left", "to_move", "current", "legal", "analysis", "violations"} <= set(at0)
    assert at0["wall_left"] == 22 and at0["to_move"] == r.dealer and len(at0["seats"]) == 4
    assert sum(s["cards"] for s in at0["seats"]) == 58 and at0["seats"][3]["plays"] is False
    end = replay_record(r)
    assert end["legal"] == [] and end["result"]["end"] in ("hu", "exhausted")


# ------------------------------------------------------------------ the command line

def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", "waihuzi", *args], cwd=ROOT, capture_output=True,
                          text=True, encoding="utf-8", timeout=120, check=False)


def test_selfplay_check_replay_commands(tmp_path):
    p = run("selfplay", "--games", "6", "--seed", "5", "--bots", "greedy,random,random", "--out", str(tmp_path))
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout)
    assert set(summary) == {"games", "hu", "exhausted", "seconds"} and summary["games"] == 6
    assert summary["hu"] + summary["exhausted"] == 6
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 6
    c = run("check", str(files[0]))
    assert c.returncode == 0 and json.loads(c.stdout)["ok"] is True
    r = run("replay", str(files[0]), "--at", "3")
    assert r.returncode == 0 and json.loads(r.stdout)["at"] == 3


def test_a_record_with_a_broken_rule_exits_1(tmp_path):
    rec = selfplay("waihuzi", "waihuzi", games=1, seed=5, bots="random")[0]
    data = rec.to_json()
    data["events"].insert(1, {"seat": data["events"][0]["seat"], "type": "draw", "card": "1x"})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    p = run("check", str(path))
    assert p.returncode == 1 and json.loads(p.stdout)["violations"][0]["event"] == 1


def test_bad_input_is_one_error_line(tmp_path):
    for args, token in ((("selfplay", "--bots", "nope"), "nope"), (("selfplay", "--rules", "haimen"), "haimen"),
                        (("replay", "-", "--at", "999"), "--at"), (("check", str(tmp_path / "none.json")), "none")):
        stdin = None
        if args[1] == "-":
            stdin = selfplay("waihuzi", "waihuzi", games=1, seed=1, bots="random")[0].dumps()
        p = subprocess.run([sys.executable, "-m", "engine", "waihuzi", *args], cwd=ROOT, capture_output=True,
                           text=True, encoding="utf-8", timeout=120, check=False, input=stdin)
        lines = p.stderr.strip().splitlines()
        assert p.returncode == 2 and p.stdout == "" and len(lines) == 1 and lines[0].startswith("error: ")
        assert token in lines[0], lines
