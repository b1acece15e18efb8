"""The game plug proven from outside ``engine/``: a toy game (tests/fixtures/toygame), registered for
each test, plays through the shared commands — ``selfplay``, ``record check|replay|convert``,
``review`` and ``puzzle generate|check`` (its puzzle kit registered too) — run in-process through ``engine.__main__.main``, as a user would run them."""

from __future__ import annotations

import io
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.__main__ import main
from engine.core.record import Record
from engine.core.registry import games, register, unregister
from engine.puzzles.kits import register_kit, unregister_kit
from tests.fixtures.toygame.cards import DECK
from tests.fixtures.toygame.plug import PLUG
from tests.fixtures.toygame.puzzles import KIT
from tests.fixtures.toygame.rules import PRESETS
from tests.fixtures.toygame.table import play_hand

# Seat 1 discards out of turn (event 1) and calls a false win (event 4); seat 0 wins on its own draw.
BROKEN = """[Game "toy"]
[Rules "plain"]
[Dealer "0"]
[Hand0 "111a222a34b"]
[Hand1 "345b123c55c"]
[Wall "5b 1b 2b 5a"]

0 draw 5b
1 discard 5c
0 discard 5b
1 draw 1b
1 hu 1b
1 discard 1b
0 draw 2b
0 hu 2b
"""


@pytest.fixture
def toy():
    register(PLUG)
    register_kit(KIT)
    yield PLUG
    unregister_kit(KIT.game)
    unregister(PLUG.key)


def cli(capsys, monkeypatch, *argv: str, stdin: str | None = None) -> tuple[int, str, str]:
    """``python -m engine ARGV`` in this process: exit code, stdout, stderr."""
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8"))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def played(toy, tmp_path, capsys, monkeypatch) -> list[Path]:
    """Three self-played hands, written by the command."""
    code, out, err = cli(capsys, monkeypatch, "selfplay", "--game", "toy", "--games", "3", "--seed", "1",
                         "--out", str(tmp_path))
    assert (code, err) == (0, "")
    summary = json.loads(out)
    assert (summary["games"], summary["hu"] + summary["exhausted"]) == (3, 3)
    return sorted(tmp_path.glob("*.json"))


def test_the_toy_joins_the_games_only_while_registered(toy):
    assert games()[-1] is toy
    unregister(toy.key)
    assert toy not in games()


def test_selfplay_writes_one_record_a_hand(played):
    assert [p.name for p in played] == [f"toy-plain-1-{i:04d}.json" for i in range(3)]
    records = [Record.load(p) for p in played]
    assert {(r.game, r.rules, len(r.hands)) for r in records} == {("toy", "plain", 2)}
    assert [r.dealer for r in records] == [0, 1, 0]


def test_check_of_a_selfplayed_record_breaks_no_rule(played, capsys, monkeypatch):
    code, out, _ = cli(capsys, monkeypatch, "record", "check", str(played[0]))
    assert code == 0 and "no rule broken" in out
    code, out, _ = cli(capsys, monkeypatch, "record", "check", str(played[1]), "--json")
    answer = json.loads(out)
    assert (code, answer["ok"], answer["game"], answer["violations"]) == (0, True, "toy", [])
    assert sum(answer["result"]["net"]) == 0


def test_check_names_each_broken_rule(toy, capsys, monkeypatch):
    code, out, _ = cli(capsys, monkeypatch, "record", "check", "-", stdin=BROKEN)
    assert code == 1
    assert "2 rule(s) broken" in out and "toy.play.out_of_turn" in out and "toy.hu.false" in out
    code, out, _ = cli(capsys, monkeypatch, "record", "check", "-", "--json", stdin=BROKEN)
    answer = json.loads(out)
    assert code == 1 and not answer["ok"]
    assert [(v["event"], v["seat"], v["rule"]) for v in answer["violations"]] == [
        (1, 1, "toy.play.out_of_turn"), (4, 1, "toy.hu.false")]
    assert answer["result"] == {"end": "hu", "winner": 0, "zhuang": [0, 0], "net": [3, -3]}  # 自摸 2 and the fine 1


def test_replay_shows_the_table_after_n_events(toy, tmp_path, capsys, monkeypatch):
    path = tmp_path / "broken.txt"
    path.write_text(BROKEN, encoding="utf-8")
    code, out, _ = cli(capsys, monkeypatch, "record", "replay", str(path), "--at", "4", "--json")
    view = json.loads(out)
    assert code == 0
    assert (view["to_move"], view["phase"], view["wall_left"]) == (1, "discard", 2)
    assert view["seats"][1]["hand"] == "1345b12355c"  # the void discard of 5c took nothing from it
    assert {e["type"] for e in view["legal"]} == {"discard"}
    assert [v["rule"] for v in view["violations"]] == ["toy.play.out_of_turn"]
    code, _, err = cli(capsys, monkeypatch, "record", "replay", str(path), "--at", "9", "--json")
    assert code == 2 and "--at: 0–8 events" in err


def test_convert_goes_to_text_and_back_unchanged(played, capsys, monkeypatch):
    original = played[0].read_text(encoding="utf-8")
    code, text, _ = cli(capsys, monkeypatch, "record", "convert", str(played[0]))
    assert code == 0
    assert '[Game "toy"]' in text and "[Hand1 " in text and "[Hand2 " not in text
    code, back, _ = cli(capsys, monkeypatch, "record", "convert", "-", stdin=text)
    assert code == 0 and back == Record.load(original).dumps()
    assert Record.parse(back) == Record.parse(original)


def test_review_weighs_each_decision_of_a_seat(played, capsys, monkeypatch):
    code, out, err = cli(capsys, monkeypatch, "review", str(played[0]), "--seat", "0", "--json")
    found = json.loads(out)
    assert (code, err) == (0, "")
    assert found and all(d["seat"] == 0 and d["loss"] >= 0 and d["best"] for d in found)
    assert {d["played"]["type"] for d in found} <= {"discard", "peng", "pass", "hu"}
    code, _, err = cli(capsys, monkeypatch, "review", str(played[0]), "--seat", "2")
    assert code == 2 and "--seat: a seat 0–1" in err


def test_review_makes_the_left_out_passes_decisions(toy):
    """A random hand where seat 0 let a claim go: the record leaves the pass out, the review shows it."""
    from engine.review import review

    record = next(r for r, s in (play_hand(PRESETS["plain"], f"pass.{i}", "random") for i in range(40))
                         if any(e.type == "pass" and e.seat == 0 for e in s.events)
                         and not any(e.type == "pass" for e in r.events))
    implied = [d for d in review(record, 0) if d.implied]
    assert implied and all(d.played.type == "pass" for d in implied)


def test_a_record_lists_the_games_seats_and_no_more(toy, capsys, monkeypatch):
    wrong = {
        BROKEN.replace('[Hand1 "345b123c55c"]', '[Hand1 "345b123c55c"]\n[Hand2 ""]'): "tag [Hand2]: the game has 2 seats",
        BROKEN.replace("1 draw 1b", "2 draw 1b"): "'2' is not a seat 0–1",
        BROKEN.replace('[Dealer "0"]', '[Dealer "3"]'): "[Dealer] is a seat 0–1",
    }
    for text, message in wrong.items():
        code, _, err = cli(capsys, monkeypatch, "record", "check", "-", stdin=text)
        assert code == 2 and message in err, err
    data = Record.parse(BROKEN).to_json()
    code, _, err = cli(capsys, monkeypatch, "record", "check", "-",
                       stdin=json.dumps({**data, "hands": data["hands"] + ["", ""]}))
    assert code == 2 and "hands: a list of 2 hands" in err


def test_selfplay_keeps_every_card_and_settles_to_zero(toy):
    ends = Counter()
    for bots in ("random", "greedy"):
        for i in range(25):
            record, state = play_hand(PRESETS["plain"], f"zero.{bots}.{i}", bots, dealer=i % 2)
            held = [c for s in state.table for c in s.hand + s.discards + [m for m in s.melds for _ in range(3)]]
            assert DECK.counts(held + state.wall) == DECK.counts(DECK.full()), record.tags
            outcome = state.outcome()
            assert outcome is not None and sum(outcome.net) == 0, record.tags
            assert PLUG.check(record)["ok"], record.tags
            ends[outcome.end] += 1
    assert ends["hu"] and ends["exhausted"]  # both ends are played


def test_puzzles_are_generated_and_checked_through_the_kit(toy, tmp_path, capsys, monkeypatch):
    code, out, err = cli(capsys, monkeypatch, "puzzle", "generate", "--game", "toy", "--rules", "plain",
                         "--type", "win", "--count", "12", "--seed", "1")
    assert (code, err) == (0, "")
    puzzles = [json.loads(line) for line in out.splitlines()]
    assert len(puzzles) == 12 and len({p["id"] for p in puzzles}) == 12
    assert {(p["game"], p["rules"], p["type"]) for p in puzzles} == {("toy", "plain", "win")}
    assert {p["answers"][0] for p in puzzles} == {True, False}  # wins and near misses
    assert all(p["prompt"]["en"] and p["id"].startswith("toy-win-") for p in puzzles)
    again = cli(capsys, monkeypatch, "puzzle", "generate", "--game", "toy", "--rules", "plain", "--type", "win",
                "--count", "12", "--seed", "1")
    assert again[1] == out  # the same seed, the same puzzles
    path = tmp_path / "toy.jsonl"
    path.write_text(out, encoding="utf-8")
    code, out, _ = cli(capsys, monkeypatch, "puzzle", "check", str(path))
    assert code == 0 and json.loads(out) == {**json.loads(out), "puzzles": 12, "mismatches": 0, "errors": 0}
    wrong = dict(puzzles[0], answers=[not puzzles[0]["answers"][0]])
    path.write_text(json.dumps(wrong) + "\n", encoding="utf-8")
    code, _, err = cli(capsys, monkeypatch, "puzzle", "check", str(path))
    assert code == 1 and f"mismatch: {wrong['id']}" in err


def test_a_game_without_a_kit_makes_no_puzzles(toy, capsys, monkeypatch):
    unregister_kit(KIT.game)
    code, _, err = cli(capsys, monkeypatch, "puzzle", "generate", "--game", "toy", "--rules", "plain",
                       "--type", "win")
    assert code == 2 and "no puzzle type 'win' for toy (known: none)" in err
