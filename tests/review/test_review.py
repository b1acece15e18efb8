"""``review``: one seat's decisions in self-play records of every game — each best move legal at its
point (the record's events up to it, then the passes the review made explicit), a greedy seat's loss
never below 0, the JSON shape the app reads, the text form one line per decision, bad input exit 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine.core.game import Event
from engine.review import review
from engine.review.walk import same, table_of
from tests.bots.table import GAMES


def _records(game: str, rules: str, n: int = 1):
    if game == "bahu":
        from engine.bahu.table_record import deck_for  # noqa: F401 - the 八胡 deck behind the records
        from engine.core.record import Record
        from engine.bahu.selfplay import play_hands

        return [Record.from_json(r) for r, _ in play_hands(rules, n, seed=11, bots="greedy")]
    if game == "duzihu":
        from engine.duzihu.table_record import selfplay

        return selfplay(rules, n, seed=11, bots="greedy")
    from engine.waihuzi.selfplay import selfplay as wselfplay

    return wselfplay("waihuzi", rules, n, seed=11, bots="greedy")


def _state_at(record, index: int, before: list[Event]):
    table = table_of(record)
    for e in table.events[:index]:
        table.state.push(e)
    for e in before:
        table.state.push(e)
    return table.state


@pytest.mark.parametrize("game,rules", GAMES)
def test_best_moves_are_legal(game, rules):
    record = _records(game, rules)[0]
    total = 0
    for seat in range(4):
        for d in review(record, seat, rounds=1):  # one imagined table: the playouts' path, cheaply
            total += 1
            state = _state_at(record, d.event, list(d.before))
            legal = state.legal_moves()
            assert legal[0].seat == seat
            for b in d.best:
                assert any(same(b.event, o) for o in legal), (d.event, b.event.code())
            assert d.legal and d.loss >= 0  # greedy plays only legal moves; the best is the top value
            best_net = d.facts.get("best_net", d.best[0].facts.get("net"))
            if "net" in d.facts and best_net is not None:  # both played out: the loss is in money
                # (a move played that came out better than the engine's first choice lost nothing)
                assert max(0.0, best_net - d.facts["net"]) == pytest.approx(d.loss, abs=1e-3)
            elif d.value is not None:
                assert max(0.0, d.best[0].value - d.value) == pytest.approx(d.loss, abs=1e-9)
            if d.implied:  # a pass the record leaves out: the event at that index is another move
                assert d.played.type == "pass" and not same(record.events[d.event].plain(), d.played)
    assert total > 0


def test_json_shape_and_replay_legal(tmp_path):
    record = _records("bahu", "haimen")[0]
    seat = max(range(4), key=lambda t: sum(1 for e in record.events if e.seat == t and e.type == "discard"))
    path = tmp_path / "hand.json"
    path.write_text(record.dumps(), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engine", "review", str(path), "--seat", str(seat), "--json",
                          "--rounds", "1"],
                         capture_output=True, text=True, check=True)
    found = json.loads(out.stdout)
    assert isinstance(found, list) and found
    for d in found:
        assert {"event", "played", "best", "loss", "zh", "en"} <= set(d)
        assert isinstance(d["event"], int) and d["played"]["seat"] == seat and d["loss"] >= 0
        assert d["zh"] and d["en"] and all({"event", "value"} <= set(b) for b in d["best"])
    # where no other seat's pass was made explicit, ``record replay --at i`` lists the best moves
    plain = [d for d in found if "before" not in d][:3]
    for d in plain:
        rep = subprocess.run([sys.executable, "-m", "engine", "record", "replay", str(path), "--at", str(d["event"]),
                              "--json"], capture_output=True, text=True, check=True)
        legal = json.loads(rep.stdout)["legal"]
        for b in d["best"]:
            assert b["event"] in legal


def test_text_form_one_line_per_decision(tmp_path):
    record = _records("waihuzi", "waihuzi")[0]
    path = tmp_path / "hand.json"
    path.write_text(record.dumps(), encoding="utf-8")
    seat = record.dealer
    out = subprocess.run([sys.executable, "-m", "engine", "review", str(path), "--seat", str(seat), "--rounds", "1"],
                         capture_output=True, text=True, check=True)
    found = review(record, seat)
    note, *lines = out.stdout.splitlines()
    assert note.startswith("note: ")  # what the measure cannot see, said once above the decisions
    assert len(lines) == len(found)
    # each line starts with the move's number as the app shows it (from 1)
    assert [line.split(".")[0].strip() for line in lines] == [str(d.event + 1) for d in found]


@pytest.mark.parametrize("args", [["/no/such/file", "--seat", "0"], ["-", "--seat", "0"]])
def test_bad_input_one_line(args):
    out = subprocess.run([sys.executable, "-m", "engine", "review", *args], input="{not json",
                         capture_output=True, text=True)
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and lines[0].endswith("]")


def test_bad_seat(tmp_path):
    record = _records("duzihu", "danjiang")[0]
    path = tmp_path / "hand.json"
    path.write_text(record.dumps(), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engine", "review", str(path), "--seat", "5"],
                         capture_output=True, text=True)
    assert out.returncode == 2 and len(out.stderr.splitlines()) == 1


def test_a_claim_made_in_a_form_that_breaks_a_rule_is_a_decision_not_a_pass():
    """The 通东 sample game's seat 1 takes the 5p it turns up with 3p 4p, splitting its dealt 三饼 招儿
    (bahu.play.chi_zhao, s001.p039; the rules offer only the 吃 with 5m 5s): the review marks that move
    as breaking a rule and walks on to the end, rather than taking it for a pass and losing its way."""
    from pathlib import Path

    from engine.core.record import Record

    record = Record.load(Path(__file__).parents[2] / "content/games/bahu/tongdong-dunkou.txt")
    chi = record.events[10].plain()
    assert (chi.seat, chi.type, chi.card.code) == (1, "chi", "5p")
    found = review(record, 1)
    [broken] = [d for d in found if not d.legal]
    assert broken.event == 10 and broken.played == chi and not broken.implied
    assert broken.reasons[0].rule == "review.illegal"
    assert all(review(record, seat) is not None for seat in (0, 2, 3))


def test_a_void_call_out_of_turn_is_not_taken_for_the_passes_before_it():
    """The 歪胡子 sample game of the dead hand: on the stock's last card the dead seat 1 calls a win
    before seat 0, who is asked first, wins on it (s004.p025 死手者无资格胡牌, s004.p035). The call is
    void; the review must not invent seat 0's pass in front of it, which would end the hand there."""
    from pathlib import Path

    from engine.core.record import Record

    record = Record.load(Path(__file__).parents[2] / "content/games/waihuzi/waihuzi-choupai-sishou.txt")
    call, win = record.events[57].plain(), record.events[58].plain()
    assert (call.seat, call.type, win.seat, win.type) == (1, "hu", 0, "hu")
    found = review(record, 0)
    assert [d for d in found if d.event == 58 and d.played == win and not d.implied]
    assert not [d for d in found if d.event == 57]
    assert review(record, 1) is not None and review(record, 2) is not None
