"""The lookahead bot of every game: it plays only legal moves, breaks no rule, is the same for the
same seed, and its measure behaves (a nearer hand is never worth less). Whether it beats the greedy
bot, and how long a decision takes, are the benchmark's questions (benchmarks/bench_bots.py,
docs/bots.md): a clock in a test fails on a busy machine, not on slow code."""

from __future__ import annotations

import pytest

from engine.bots.chance import win_chance
from tests.bots.table import GAMES, new_state, play

HANDS = 2  # per game and rule set; a few seats of each


def _legal(state, options, event):
    assert event in options


@pytest.mark.parametrize("game,rules", GAMES)
def test_legal(game, rules):
    for i in range(HANDS):
        seat = [0, 1, 2][i % 3]
        state, events, decisions = play(game, rules, f"t{i}", dealer=i % 3, seat=seat, check=_legal)
        assert events and state.outcome() is not None and decisions


@pytest.mark.parametrize("game,rules", GAMES)
def test_deterministic(game, rules):
    a = play(game, rules, "d1", dealer=1, seat=2)[1]
    b = play(game, rules, "d1", dealer=1, seat=2)[1]
    assert [e.code() for e in a] == [e.code() for e in b]


@pytest.mark.parametrize("game,rules", GAMES)
def test_estimates_are_legal_moves(game, rules):
    """Every move the bot weighs is one of the legal moves it was given, best first."""
    seen = []

    def check(state, options, event):
        if len(options) < 2:
            return
        from engine.bots import make_bot

        bot = make_bot(game, "lookahead", 1)
        ranked = bot.evaluate(state, options)
        assert all(r.event in options for r in ranked)
        assert [r.key() for r in ranked] == sorted((r.key() for r in ranked), reverse=True)
        seen.append(len(ranked))

    play(game, rules, "e1", dealer=0, seat=1, check=check)
    assert seen


def test_chance_monotone():
    """More useful cards, more 听张, fewer steps, more cards to come: never a smaller chance."""
    base = win_chance(2, 10, 0, 50, 20, 0.5)
    assert win_chance(2, 14, 0, 50, 20, 0.5) >= base
    assert win_chance(1, 10, 0, 50, 20, 0.5) >= base
    assert win_chance(2, 10, 0, 50, 30, 0.5) >= base
    assert win_chance(0, 0, 6, 50, 20, 0.5) >= win_chance(0, 0, 3, 50, 20, 0.5)
    assert 0.0 <= base <= 1.0


def _concealed(game, state, seat):
    """The seat's concealed hand as counts, wherever the game's table keeps it."""
    return state.hands[seat] if game == "waihuzi" else state.seats[seat].hand


@pytest.mark.parametrize("game,rules", GAMES)
def test_unseen_is_what_the_seat_knows(game, rules):
    """The unseen counts (the game's plug) never look at the others' hands: changing another hand
    changes nothing."""
    from engine.core.registry import game as game_plug

    plug = game_plug(game)
    state, _, seats = new_state(game, rules, "u1", 0)
    before = plug.unseen(state, seats[0])
    other = _concealed(game, state, seats[1])
    k = next(i for i, n in enumerate(other) if n)
    other[k] -= 1  # as if that card were elsewhere among the unseen
    assert plug.unseen(state, seats[0]) == before
    other[k] += 1
    hand = _concealed(game, state, seats[0])
    in_play = getattr(state, "in_play", None) or [plug.deck.copies] * len(hand)  # 笃子胡 plays five 喜
    assert len(before) == len(hand)
    assert all(0 <= before[i] and before[i] + hand[i] <= in_play[i] for i in range(len(hand)))


def test_duzihu_distance_agrees_with_the_table():
    """向听 −1 exactly when the table calls the hand complete, 0 exactly when some card completes it
    (engine/duzihu/seat.py's test, the scorer's own search), on hands dealt at random and on hands
    one card from a built win."""
    import random

    from engine.cards import ALL_CARDS, counts_of, parse_cards
    from engine.duzihu.seat import XI_INDEX, complete
    from engine.duzihu.shanten import distance

    r = random.Random(5)
    deck = [k for k in range(len(ALL_CARDS)) if k != XI_INDEX for _ in range(4)]
    win = counts_of(parse_cards("123m 456m 789m 123s 456s 789s 11p 234p"))
    hands = []
    for _ in range(150):
        h = [0] * len(ALL_CARDS)
        for k in r.sample(deck, 22):
            h[k] += 1
        hands.append(h)
    for _ in range(150):  # a built win less one card, plus one random card swapped in sometimes
        h = list(win)
        h[r.choice([k for k, n in enumerate(h) if n])] -= 1
        if r.random() < 0.5:
            h[r.choice([k for k, n in enumerate(h) if n])] -= 1
            h[r.choice(range(XI_INDEX))] += 1
        hands.append(h)
    for h in hands:
        if max(h) > 4:
            continue
        d = distance(h, 7, True)
        completes = []
        for k in range(XI_INDEX):
            h[k] += 1
            completes.append(complete(h, 7, True))
            h[k] -= 1
        assert (d == 0) == any(completes), h
        assert d >= 0
        h2 = list(h)
        k = next(k for k in range(XI_INDEX) if h2[k] < 4)
        h2[k] += 1
        assert (distance(h2, 7, True) == -1) == complete(h2, 7, True)
