"""The practice hand without Qt, for every rule set: the learner's seat plays in every deal, a hand played
to its end makes a record that ``record check`` passes, the record's text brings the hand back exactly
(what a restart after a crash relies on), and bots' moves depend only on the record so far."""

from __future__ import annotations

import random

import pytest

from archive_app.presenters.practice import PracticeHand, bot_move, dealers_for, new_hand, rule_sets, seats_of
from archive_app.presenters.practice_advice import differences
from engine.core.record import Record
from engine.replay.commands import check_record

CASES = [(g, r) for g in ("bahu", "duzihu", "waihuzi") for r in rule_sets(g)]


@pytest.mark.parametrize("game,rules", CASES)
def test_a_hand_to_its_end_checks_and_comes_back_from_its_text(game, rules):
    seat = seats_of(game)[-1]
    hand = new_hand(game, rules, seat, "greedy", 21)
    assert hand.model().seats[seat].plays
    choose = random.Random(f"{game}{rules}")
    while not hand.is_over():
        if hand.players_turn():
            hand.play(choose.choice(hand.legal()))
        else:
            hand.play(hand.forced() or bot_move(hand.record, "greedy"))
    out = check_record(hand.record)
    assert out["ok"] and out["violations"] == [] and out["result"]["end"] in ("hu", "exhausted")
    from dataclasses import replace

    middle = replace(hand.record, events=hand.events[:len(hand.events) // 2]).to_text()
    again = PracticeHand(Record.from_text(middle))
    assert (again.seat, again.bot, again.number) == (seat, "greedy", "21")
    # resumed, the bots go on exactly as they did
    while len(again.events) < len(hand.events):
        nxt = hand.events[len(again.events)]
        if nxt.seat != seat and not again.forced():
            assert bot_move(again.record, "greedy") == nxt
        again.play(nxt)
    assert again.state.snapshot() == hand.state.snapshot()
    found, limits = differences(hand.record, seat)
    assert all(d.played.seat == seat for d in found)
    assert [d.loss for d in found if d.legal] == sorted((d.loss for d in found if d.legal), reverse=True)


@pytest.mark.parametrize("game", ["bahu", "duzihu", "waihuzi"])
def test_every_seat_offered_plays_with_some_dealer(game):
    for seat in seats_of(game):
        dealers = dealers_for(game, seat)
        assert dealers
        for number in range(1, 6):
            hand = new_hand(game, rule_sets(game)[0], seat, "random", number)
            assert hand.record.dealer in dealers and hand.model().seats[seat].plays
