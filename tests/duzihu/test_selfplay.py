"""Self-play as the fuzz corpus: bots play seeded hands of every rule set; every position accounts for
the whole deck, no legal event breaks a rule, the records replay through both record forms to the
same end, nets sum to zero, and the table's wins are the scorer's."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.record import Record
from engine.duzihu.rules import PRESETS, RuleSet
from engine.duzihu.score import score
from engine.duzihu.seat import XI_INDEX
from engine.duzihu.state import deck_counts
from engine.duzihu.table_record import check_record, play_hand, replay_record, selfplay
from engine.duzihu.table_view import account, winner_position

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
RULES = st.sampled_from(sorted(PRESETS))
BOTS = st.sampled_from(["random", "greedy"])


def _watch(checked: dict):  # type: ignore[no-untyped-def]
    def watch(state, event):  # type: ignore[no-untyped-def]
        assert account(state) == deck_counts(state.rules), f"cards lost at {event.code()}"
        assert sum(state.in_play) + len(state.turned) == sum(deck_counts(state.rules))
        phase = state.phase
        seat = state.seats[state.c.turn]
        if phase == "turn" and seat.drawn is not None and not seat.hand[XI_INDEX] and checked["scored"] < 3:
            s = state.c.turn
            position = state.position_for(s, seat.drawn, "self")
            assert seat.complete() == score(position, state.rules).valid  # the table and the scorer agree
            checked["scored"] += 1
    return watch


@SETTINGS
@given(seed=st.integers(0, 10**6), rules=RULES, bots=BOTS)
def test_selfplay_hands_keep_every_card_break_no_rule_and_replay(seed, rules, bots):
    record, state = play_hand(RuleSet.named(rules), seed, bots, dealer=seed % 4, watch=_watch({"scored": 0}))
    out = state.outcome()
    assert out is not None and sum(out.net) == 0 and out.net[state.out] == 0 and out.zhuang[state.out] == 0
    if out.end == "hu":
        assert out.zhuang[out.winner] == score(winner_position(state), state.rules).total
    for again in (Record.from_json(record.to_json()), Record.from_text(record.to_text())):
        assert again == record
        checked = check_record(again)
        assert checked["ok"] and checked["violations"] == []
        result = checked["result"]
        assert (result["end"], result["winner"], result["net"], result["zhuang"]) == (
            out.end, out.winner, list(out.net), list(out.zhuang))
    assert replay_record(record)["seats"] == state.snapshot()["seats"]


@SETTINGS
@given(seed=st.integers(0, 10**6), rules=RULES)
def test_every_legal_event_is_accepted_without_a_violation_and_pop_undoes_it(seed, rules):
    record, state = play_hand(RuleSet.named(rules), seed, "random", dealer=1)
    n = len(state.events)
    for at in sorted({0, 1, n // 3, n // 2, max(0, n - 1)}):
        here = state.replayed(at)
        before = here.snapshot()
        for move in here.legal_moves()[:12]:
            assert here.push(move) == [], move.code()
            here.pop()
            assert here.snapshot() == before


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_a_record_without_its_wall_replays_the_same(seed):
    record, state = play_hand(RuleSet.named("shuangjiang"), seed, "greedy", dealer=0)
    unknown = replace(record, wall=None)
    assert check_record(Record.from_json(unknown.to_json()))["result"] == check_record(record)["result"]


def test_selfplay_is_deterministic_by_seed_and_greedy_wins_more_than_random():
    a = selfplay("danjiang", 8, seed=5, bots="greedy")
    assert [r.to_json() for r in a] == [r.to_json() for r in selfplay("danjiang", 8, seed=5, bots="greedy")]
    greedy = sum(check_record(r)["result"]["end"] == "hu" for r in selfplay("shuangjiang", 12, seed=2))
    lucky = sum(check_record(r)["result"]["end"] == "hu" for r in selfplay("shuangjiang", 12, seed=2, bots="random"))
    assert greedy > lucky


def _engine(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True, text=True,
                          input=stdin, check=False)


def test_command_line_selfplay_check_and_replay(tmp_path):
    done = _engine("duzihu", "selfplay", "--rules", "danjiang+rugao", "--games", "3", "--seed", "4", "--out",
                   str(tmp_path))
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert set(summary) >= {"games", "hu", "exhausted", "seconds"} and summary["games"] == 3
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    checked = _engine("duzihu", "check", str(files[0]), "--json")
    assert checked.returncode == 0 and json.loads(checked.stdout)["ok"]
    replayed = _engine("duzihu", "replay", "-", "--at", "5", "--json", stdin=files[0].read_text(encoding="utf-8"))
    assert replayed.returncode == 0 and set(json.loads(replayed.stdout)) >= {
        "seats", "wall_left", "to_move", "current", "legal", "analysis", "violations"}
    broken = json.loads(files[0].read_text(encoding="utf-8"))
    broken["events"][3] = {"seat": 3, "type": "discard", "card": "5m"}
    bad = _engine("duzihu", "check", "-", stdin=json.dumps(broken))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and bad.stderr.startswith("error: ")
    assert "[events[3]]" in bad.stderr
