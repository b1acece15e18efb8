"""``analyse``: after every event each seat's expected result, rows summing to zero and ending at the
hand's result, a seat sitting out at 0; each decision marked by what the review says it cost, against
the game's thresholds; the JSON the CLI prints; a record it cannot play on is one error line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine.core.record import Record
from engine.core.registry import game, games
from engine.review import review
from engine.review.analysis import analyse, mark_of


@pytest.fixture(autouse=True)
def small_playouts(monkeypatch):
    import engine.bahu.lookahead as bahu
    import engine.waihuzi.lookahead as waihuzi

    for module in (bahu, waihuzi):
        monkeypatch.setattr(module, "ROUNDS", 2)
        monkeypatch.setattr(module, "BUDGET", 40)


def _hand(key: str, seed: int = 5) -> Record:
    plug = game(key)
    text, _ = plug.selfplay(plug.rule_sets[0], 1, seed=seed, bots="greedy")[0]
    return Record.parse(text)


@pytest.mark.parametrize("key", [g.key for g in games()])
def test_rows_sum_to_zero_and_end_at_the_result(key):
    record = _hand(key)
    plug = game(key)
    found = analyse(record, rounds=2, marks=False)
    assert [r.event for r in found.rows] == list(range(len(record.events) + 1))
    for row in found.rows:
        assert len(row.expected) == plug.seats
        assert sum(row.expected) == pytest.approx(0.0, abs=1e-6), row.event
    assert list(found.rows[-1].expected) == [float(n) for n in plug.check(record)["result"]["net"]]
    sitting_out = [s for s in range(plug.seats) if not record.hands[s]]
    for s in sitting_out:
        assert all(r.expected[s] == 0 for r in found.rows)


def test_every_costly_decision_is_marked_by_the_reviews_loss():
    record = _hand("waihuzi", seed=3)
    plug = game("waihuzi")
    found = analyse(record, rounds=1)
    marked = {(m.event, m.seat): m for r in found.rows for m in r.marks}
    for seat in range(plug.seats):
        for d in review(record, seat):
            expected = mark_of(d.loss, plug.marks) if d.legal else None
            mark = marked.get((d.event, seat))
            assert (mark is None) == (expected is None), (seat, d.event, d.loss)
            if mark is not None:
                assert (mark.nag, mark.glyph) == expected and mark.loss == d.loss


def test_the_glyphs_follow_the_thresholds():
    assert [mark_of(x, (1, 3, 6)) for x in (0.9, 1, 3, 6)] == [None, (6, "?!"), (2, "?"), (4, "??")]


def test_the_cli_prints_one_row_an_event(tmp_path):
    record = _hand("duzihu")
    path = tmp_path / "hand.json"
    path.write_text(record.dumps(), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engine", "analyse", str(path), "--rounds", "1", "--no-marks",
                          "--json"], capture_output=True, text=True, check=True)
    rows = json.loads(out.stdout)
    assert [r["event"] for r in rows] == list(range(len(record.events) + 1))
    assert all(len(r["expected"]) == 4 for r in rows)


def test_a_record_without_its_wall_is_one_error_line(tmp_path):
    record = _hand("duzihu")
    data = json.loads(record.dumps())
    data.pop("wall")
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engine", "analyse", str(path)], capture_output=True, text=True)
    assert out.returncode == 2 and out.stderr.startswith("error: ") and len(out.stderr.splitlines()) == 1
