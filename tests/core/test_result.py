"""Every game answers what a hand came to in one shape (``GamePlug.result`` → ``Result``), and a
broken rule carries its reason, rendered only when shown: checked on self-played hands of every
packaged game and on the toy game that plugs in from tests/fixtures."""

from __future__ import annotations

import pytest

from engine.core.game import End, Result, Violation
from engine.core.reason import Reason, rule
from engine.core.record import Record
from engine.core.registry import game, games, register, unregister
from tests.fixtures.toygame.plug import PLUG as TOY


@pytest.fixture(scope="module")
def played() -> list[tuple[str, object]]:
    """Three self-played hands of every packaged game's first rule set, with random players."""
    out = []
    for g in games():
        for text, _ in g.selfplay(g.rule_sets[0], 3, seed=11, bots="random"):
            out.append((g.key, Record.parse(text)))
    return out


def _finished(record):
    plug = game(record.game)
    state = plug.new_state(record)
    for e in plug.events(record):
        state.push(e)
    plug.close(state)
    return plug, state


def test_every_game_answers_one_result_shape_that_settles_to_zero(played):
    assert {key for key, _ in played} == {g.key for g in games()}
    for key, record in played:
        plug, state = _finished(record)
        res = plug.result(state)
        assert isinstance(res, Result), key
        assert res.end in (End.HU, End.EXHAUSTED), key
        assert sum(res.net) == 0, (key, res.net)
        assert len(res.net) == len(res.zhuang) == plug.seats
        assert (res.winner is None) == (res.end is End.EXHAUSTED), key
        assert all(isinstance(line.reason, Reason) for line in res.lines), key


def test_the_check_command_writes_the_result_as_the_plug_answers_it(played):
    for key, record in played:
        plug, state = _finished(record)
        assert plug.check(record)["result"] == plug.result(state).to_json(), key


def test_a_hand_not_yet_over_is_abandoned_with_nothing_paid(played):
    for key, record in played:
        plug = game(record.game)
        res = plug.result(plug.new_state(record))
        assert res.end is End.ABANDONED and res.winner is None, key
        assert set(res.net) == {0}, key
        assert res.to_json()["end"] == "abandoned"


def test_an_end_is_its_word_in_json_and_nothing_else_is_an_end():
    assert Result(End.HU, 0, (1, 0), (2, -2)).to_json()["end"] == "hu"
    assert Result("exhausted", None, (0, 0), (0, 0)).end is End.EXHAUSTED
    with pytest.raises(ValueError):
        Result("drawn", None, (0, 0), (0, 0))


def test_the_toy_game_gets_the_default_result_from_its_outcome():
    register(TOY)
    try:
        from tests.fixtures.toygame.table import play_hand

        from tests.fixtures.toygame.rules import PRESETS

        record, _ = play_hand(next(iter(PRESETS.values())), seed=3)
        plug, state = _finished(record)
        res = plug.result(state)
        assert res.end in (End.HU, End.EXHAUSTED) and sum(res.net) == 0
        assert res.to_json() == state.outcome().to_json()
    finally:
        unregister(TOY.key)


def test_a_violation_keeps_its_reason_and_renders_it_only_when_asked():
    found: list[Violation] = []
    for g in games():
        for text, _ in g.selfplay(g.rule_sets[0], 1, seed=5, bots="random"):
            record = Record.parse(text)
            state = g.new_state(record)
            bad = next((e for e in state.legal_moves() if e.type != "pass"), None)
            if bad is None:
                continue
            # the same move by a seat not to move breaks a rule of every game
            wrong = type(bad)((bad.seat + 1) % g.seats, bad.type, bad.card, bad.with_)
            try:
                state.push(wrong)
            except Exception:  # refused outright rather than flagged: not a violation
                continue
            found += state.violations
    assert found, "no game flagged a move out of turn"
    for v in found:
        assert isinstance(v.reason, Reason)
        assert rule(v.rule).id == v.rule  # a declared rule
        assert v.to_json()["en"] == v.reason.en and v.to_json()["zh"] == v.reason.zh
