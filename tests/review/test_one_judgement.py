"""One judgement: the hint at a moment of a hand, the review of that moment and the lookahead bot at
the table rank the same moves the same way, because the same evaluator is asked and its randomness
comes from the position (engine/bots/seeding.py). Checked on self-played hands of every game, every
decision of one seat: the hint's list is the review's ``best``, entry for entry; a move the hint put
first is never faulted by the review; the bot plays the hint's first move.

The playouts are cut to a few small tables here (the invariants do not depend on how many);
``make test-thorough`` walks many more hands."""

from __future__ import annotations

import pytest

from engine.bots import make_bot
from engine.core.record import Record
from engine.core.registry import game, games
from engine.review import review
from engine.review.hint import hint
from engine.review.walk import same, table_of
from tests.profiles import THOROUGH

HANDS = 200 if THOROUGH else 2


@pytest.fixture(autouse=True)
def small_playouts(monkeypatch):
    import engine.bahu.lookahead as bahu
    import engine.waihuzi.lookahead as waihuzi

    for module in (bahu, waihuzi):
        monkeypatch.setattr(module, "ROUNDS", 3)
        monkeypatch.setattr(module, "BUDGET", 60)
    monkeypatch.setattr(bahu, "BUY_ROUNDS", 3)


def _hands(key: str) -> list[Record]:
    plug = game(key)
    return [Record.parse(text) for text, _ in plug.selfplay(plug.rule_sets[0], HANDS, seed=23, bots="greedy")]


def _state_at(record: Record, at: int):
    table = table_of(record)
    for e in table.events[:at]:
        table.state.push(e.plain())
    return table.state


@pytest.mark.parametrize("key", [g.key for g in games()])
def test_the_hint_is_the_review_and_never_faulted_by_it(key):
    checked = 0
    for record in _hands(key):
        seat = record.dealer
        for d in review(record, seat):
            if d.before or d.implied:
                continue  # the hint's moment is the table after the record's events, nothing made explicit
            h = hint(record, d.event)
            assert h.seat == seat
            assert [b.to_json() for b in h.best] == [b.to_json() for b in d.best], (key, d.event)
            if h.best and same(d.played, h.best[0].event):
                assert d.first and d.loss == 0.0, (key, d.event, d.loss)
            checked += 1
    assert checked, f"no decision of {key} was compared"


@pytest.mark.parametrize("key", [g.key for g in games() if "lookahead" in g.bots])
def test_the_lookahead_bot_plays_the_hints_first_move_whatever_its_seed(key):
    compared = 0
    for record in _hands(key)[:1]:
        for d in review(record, record.dealer):
            if d.before or d.implied or not d.best:
                continue
            state = _state_at(record, d.event)
            options = state.legal_moves()
            for seed in ("a", "b"):
                chosen = make_bot(key, "lookahead", seed).choose(_state_at(record, d.event), options)
                assert same(chosen, d.best[0].event) or chosen.type in ("hu", "bomb", "zhang", "draw"), (key, d.event)
            compared += 1
    assert compared


def test_a_review_lists_the_first_choice_as_such_and_weighs_every_move():
    for key in ("duzihu", "waihuzi"):
        for record in _hands(key)[:1]:
            for d in review(record, record.dealer):
                said = {r.rule for r in d.reasons}
                assert d.value is not None or not d.legal or "review.by_rule" in said, (key, d.event)
                assert d.first == (bool(d.best) and same(d.played, d.best[0].event))


def test_a_buy_on_a_hand_written_in_card_order_is_not_weighed_by_either():
    """A record whose hands are in card order does not say which cards were drawn first: the review
    and the hint both decline to weigh its 买庄 decisions, and say why."""
    from pathlib import Path

    record = Record.parse(Path("tests/fixtures/bahu-hand.txt").read_text(encoding="utf-8"))
    assert all(list(h) == sorted(h) for h in record.hands)
    buys = [d for d in review(record, record.dealer) if d.played.type in ("buy", "pass") and d.event == 0]
    assert buys and all(d.best == [] and d.value is None for d in buys)
    assert all(r.rule == "review.buy_order_unknown" for d in buys for r in d.reasons)
    assert hint(record, 0).best == ()
