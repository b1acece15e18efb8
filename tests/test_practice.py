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


def test_the_levels_are_the_engines_bots_and_strong_is_its_strongest():
    """The table's levels play the engine's bots; "strong" the last (strongest) level the engine lists,
    so a stronger bot added there is a change of :data:`STRONG` this test asks for."""
    from engine.bots import BOTS
    from archive_app.presenters.practice_levels import LEVELS, STRONG, bot_of, level_of, levels_of

    assert STRONG == BOTS[-1] and bot_of("strong") == STRONG
    assert [bot_of(lv.key) for lv in LEVELS] == [b for b in BOTS]  # weakest first, each level its own bot
    for game in ("bahu", "duzihu", "waihuzi"):
        assert [lv.key for lv in levels_of(game)] == ["beginner", "casual", "strong"]
    assert all(level_of(bot_of(lv.key)) == lv.key for lv in LEVELS)


def _bot_decisions(game: str, rules: str, hands: int):
    """Every decision of a seat other than the learner's in hands played by greedy bots at every seat
    (which reach wins): (record so far, options)."""
    for number in range(1, hands + 1):
        hand = new_hand(game, rules, 0, "greedy", number)
        while not hand.is_over():
            forced = hand.forced()
            if forced is None and hand.to_move() != 0:
                yield hand.record, hand.legal()
            hand.play(forced or bot_move(hand.record, "greedy"))


def test_the_beginner_takes_every_win_and_otherwise_plays_as_the_random_bot():
    """A random player lets wins go by (7 of 19 offered in 200 Haimen hands); the beginner takes each."""
    from archive_app.presenters.practice import practice_of, state_at
    from engine.bots import make_bot

    wins = others = 0
    for game, rules in (("bahu", "haimen"), ("duzihu", "danjiang"), ("waihuzi", "waihuzi")):
        for record, options in _bot_decisions(game, rules, 6):
            chosen = bot_move(record, "random")  # the beginner's bot, at a point the greedy bots reached
            if any(e.type == "hu" for e in options):
                wins += 1
                assert chosen.type == "hu"
            else:
                others += 1
                seed = f"practice.{practice_of(record)[2]}.{options[0].seat}.{len(record.events)}"
                assert chosen == make_bot(game, "random", seed).choose(state_at(record), options)
    assert wins and others


def test_old_practice_tags_still_load():
    """A record keeps the engine's bot in its tag: the keys of every version load, an unknown one as greedy."""
    hand = new_hand("bahu", "haimen", 2, "lookahead", 9)
    for tag, bot in (("2 lookahead 9", "lookahead"), ("2 random 9", "random"), ("2 greedy 9", "greedy"),
                     ("2 thinks-ahead 9", "greedy"), ("2", "greedy")):
        from dataclasses import replace

        record = Record.from_text(replace(hand.record, tags={**hand.record.tags, "Practice": tag}).to_text())
        again = PracticeHand(record)
        assert (again.seat, again.bot) == (2, bot)
