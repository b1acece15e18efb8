"""The playouts behind the lookahead bots (engine/bots/playouts.py): the imagined tables keep every
card and everything the seat can see, and change only what it cannot; the same move played out
twice on the same tables comes to the same thing; the played-out moves come first by their money."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from engine.bots.playouts import WIDTH, Ranking, compare, halving, rival
from engine.core.rng import rng
from tests.bots.table import new_state


def _advance(game: str, rules: str, seed: str, moves: int):
    """A table some greedy moves into a hand, stopped where a seat has a real choice."""
    state, make_bot, seats = new_state(game, rules, seed, dealer=1)
    bots = {s: make_bot("greedy", f"{seed}.{s}") for s in seats}
    done = 0
    while not state.is_over():
        options = state.legal_moves()
        if done >= moves and len(options) > 1 and options[0].type not in ("buy", "bomb", "draw"):
            return state, options
        state.push(bots[options[0].seat].choose(state, options))
        done += 1
    return None, None


def _bahu_cards(state) -> Counter:
    out: Counter = Counter()
    for seat in state.seats:
        out.update({k: n for k, n in enumerate(seat.hand) if n})
        out.update({k: n for k, n in enumerate(seat.standing) if n})
        for m in seat.melds:
            out.update(c.index for c in m.cards)
        out.update(seat.discards)
    out.update(c.index for c in state.wall[state.drawn:])
    if state.phase == "window" and state.card is not None:
        out[state.card] += 1
    return out


def _waihuzi_cards(state) -> Counter:
    out: Counter = Counter()
    for s in state.playing:
        out.update({k: n for k, n in enumerate(state.hands[s]) if n})
        for m in state.melds[s]:
            out.update(c.index for c in m.cards)
        out.update(c.index for c in state.table[s])
    out.update(c.index for c in state.wall[state.draws:])
    if state.offer is not None:
        out[state.offer[0].index] += 1
    return out


def _bahu_imagined(deal: str, seed: int, moves: int):
    """(table, the seat's options, that table as the seat imagines it), or Nones at the hand's end."""
    from engine.bahu.worlds import imagine

    state, options = _advance("bahu", "haimen", deal, moves)
    if state is None:
        return None, None, None
    return state, options, imagine(state, options[0].seat, rng(seed))


@given(seed=st.integers(0, 10_000), moves=st.integers(0, 60))
def test_bahu_imagined_table_keeps_every_card_and_what_the_seat_sees(seed, moves):
    state, options, world = _bahu_imagined(f"w{seed}", seed, moves)
    if state is None:
        return
    seat = options[0].seat
    assert _bahu_cards(world) == _bahu_cards(state)
    assert world.seats[seat].hand == state.seats[seat].hand
    for a, b in zip(world.seats, state.seats):
        assert (a.melds, a.discards, sum(a.hand)) == (b.melds, b.discards, sum(b.hand))
    assert world.wall[:world.drawn] == state.wall[:state.drawn] and len(world.wall) == len(state.wall)
    assert world.legal_moves() == options  # the seat's own choice is the same on every imagined table
    hidden_before = [tuple(s.hand) for t, s in enumerate(state.seats) if t != seat]
    assert state.seats[seat].hand == world.seats[seat].hand and hidden_before  # the original is untouched


@given(seed=st.integers(0, 10_000), moves=st.integers(0, 60))
@example(seed=1963, moves=49)  # a later hand's extra 6s went to the wall, which an earlier hand could have taken
def test_bahu_imagined_hands_hold_no_pair_of_a_card_nobody_penged(seed, moves):
    from engine.bahu.worlds import passed_over

    state, options, world = _bahu_imagined(f"p{seed}", seed, moves)
    if state is None:
        return
    seat = options[0].seat
    for t, other in enumerate(world.seats):
        if t == seat:
            continue
        over = [k for k in passed_over(state, t) if other.hand[k] > 1]
        # a copy over the cap stays only when no wall card could take its place
        wall = [c.index for c in world.wall[world.drawn:]]
        assert not over or all(all(k2 == k or other.hand[k2] >= (1 if k2 in passed_over(state, t) else 3)
                                   for k2 in wall) for k in over)


def test_bahu_table_imagined_at_a_flip_keeps_every_card():
    """At a flip every claim question of the card before has been asked: nothing is asked again."""
    from engine.bahu.worlds import imagine

    state, make_bot, seats = new_state("bahu", "haimen", "flip", dealer=0)
    bots = {s: make_bot("greedy", f"flip.{s}") for s in seats}
    while state.legal_moves()[0].type != "draw":
        options = state.legal_moves()
        state.push(bots[options[0].seat].choose(state, options))
    options = state.legal_moves()
    world = imagine(state, options[0].seat, rng("flip"))
    assert _bahu_cards(world) == _bahu_cards(state)
    # the same seat flips; which card comes up is the imagined wall's
    assert [(e.seat, e.type) for e in world.legal_moves()] == [(e.seat, e.type) for e in options]


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_a_pair_of_a_card_nobody_penged_is_held_only_after_a_pass_on_that_pair(rules):
    """What the imagined tables infer holds at the real table: a greedy seat holding a pair of a
    passed-over kind was asked to 碰 it and passed. Each window is watched as the referee asks it,
    so this does not share the walk of ``passed_over``."""
    from engine.bahu.worlds import passed_over

    checked = 0
    for n in range(6):
        state, make_bot, seats = new_state("bahu", rules, f"pair{n}", dealer=n % 4)
        bots = {s: make_bot("greedy", f"pair{n}.{s}") for s in seats}
        declined: set[tuple[int, int]] = set()  # (seat, kind): offered 碰 and passed
        while not state.is_over():
            options = state.legal_moves()
            event = bots[options[0].seat].choose(state, options)
            if event.type == "pass" and any(o.type in ("peng", "gang") for o in options):
                declined.add((event.seat, state.card))
            for t in seats:
                for k in passed_over(state, t):
                    checked += 1
                    assert state.seats[t].hand[k] < 2 or (t, k) in declined, (n, t, k)
            state.push(event)
    assert checked > 1000


@given(seed=st.integers(0, 10_000), moves=st.integers(0, 40))
def test_waihuzi_imagined_table_keeps_every_card_and_what_the_seat_sees(seed, moves):
    from engine.waihuzi.worlds import imagine

    state, options = _advance("waihuzi", "waihuzi", f"w{seed}", moves)
    if state is None:
        return
    seat = options[0].seat
    snapshot = state.snapshot()
    world = imagine(state, seat, rng(seed))
    assert _waihuzi_cards(world) == _waihuzi_cards(state)
    assert world.hands[seat] == state.hands[seat]
    assert [sum(world.hands[s]) for s in state.playing] == [sum(state.hands[s]) for s in state.playing]
    assert (world.melds, world.table, world.offer) == (state.melds, state.table, state.offer)
    assert world.legal_moves() == options
    assert state.snapshot() == snapshot  # imagining changes nothing on the real table


@pytest.mark.parametrize("game,rules", [("bahu", "haimen"), ("waihuzi", "waihuzi")])
def test_a_move_played_out_twice_on_the_same_tables_comes_to_the_same(game, rules):
    """Common random numbers: every candidate meets the same imagined tables and the same bot seeds,
    so two copies of one move cannot differ, and the whole comparison repeats for the same seed."""
    if game == "bahu":
        from engine.bahu.players import make_bot
        from engine.bahu.worlds import clone, imagine
    else:
        from engine.waihuzi.players import make_bot
        from engine.waihuzi.worlds import clone, imagine
    state, options = _advance(game, rules, "crn", 12)
    seat = options[0].seat
    move = options[0]
    a, b, c = compare(state, seat, [move, move, options[1]], imagine, clone, make_bot, rng("x"), rounds=3)
    assert a == b and a.rounds == 3
    again = compare(state, seat, [move, move, options[1]], imagine, clone, make_bot, rng("x"), rounds=3)
    assert again == [a, b, c]
    nets = [o.net for o in again]
    assert all(isinstance(n, float) for n in nets)


@pytest.mark.full_playouts
@pytest.mark.parametrize("game,rules", [("bahu", "haimen"), ("waihuzi", "waihuzi")])
def test_the_played_out_moves_come_first_by_their_money_and_the_asked_one_beside(game, rules):
    from engine.bots import make_bot

    bot = make_bot(game, "lookahead", 1)
    for moves in (4, 20):
        state, options = _advance(game, rules, f"first{moves}", moves)
        if state is None:
            continue
        asked = make_bot(game, "lookahead", 3).evaluate(state, options)[-1].event  # the measure's last choice
        judged = bot.judge(state, options, also=asked)
        assert sorted(e.event.code() for e in judged) == sorted(e.event.code() for e in bot.evaluate(state, options))
        played = [e for e in judged if "net" in e.facts]
        measure = bot.evaluate(state, options)
        assert judged[:len(played)] == played and len(played) in (0, *range(2, WIDTH + 1))  # the search leads
        # the first is the measure's first unless a challenger met the same tables and beat it on them
        first = played[0] if played else judged[0]
        assert first.event == measure[0].event or (first.facts["playouts"] == played[1].facts["playouts"]
                                                   and first.facts["net"] > played[1].facts["net"])
        assert {e.event for e in played} <= {e.event for e in measure[:WIDTH]}
        # the move asked about is played out beside them on the first's tables, leaving the order a hint gives
        assert asked in judged.also and judged.also[asked].rounds == first.facts.get("playouts", judged.also[asked].rounds)
        assert [e.event for e in judged] == [e.event for e in bot.judge(state, options)]
        # the bot plays what its judgement puts first (a fresh bot of one seed, asked the same way)
        assert make_bot(game, "lookahead", 2).choose(state, options) == make_bot(game, "lookahead", 2).judge(state, options)[0].event


def test_rival_is_the_other_kind_in_a_window_and_a_level_second_otherwise():
    from engine.bots.chance import Estimate
    from engine.core.game import Event

    def est(kind, value, rank):
        return Estimate(Event(0, kind), value, 0.5, 1, 1, 0, {}, (), rank)

    take, other_take, passing = est("peng", 3, (1,)), est("chi", 2, (1,)), est("pass", 1, (0,))
    assert rival([take, other_take, passing], in_window=True) is passing
    assert rival([passing, take], in_window=True) is take
    assert rival([take, other_take], in_window=False) is other_take
    assert rival([take, passing], in_window=False) is None  # ranked lower on the leading facts
    assert rival([take], in_window=True) is None
    assert rival([take, passing], in_window=True, level=True) is None  # the take brings the hand nearer
    assert rival([take, est("pass", 1, (1,))], in_window=True, level=True).event.type == "pass"


def _buy_decision(jiang_four: bool, after_deal: bool = True):
    """A 八胡 deal stopped at the 买庄 question of a seat that was (or was not) dealt four of a 将:
    under the house rule ``buy_after_deal`` (a seat decides holding its whole hand), or in the drawing
    (holding three cards: no four yet)."""
    from engine.bahu.groups import JIANG
    from engine.bahu.rules import RuleSet
    from engine.bahu.state import BahuState
    from engine.bahu.table_record import deck_for
    from engine.core.rng import deal

    rules = RuleSet.named("haimen").with_options(buy_after_deal=after_deal)
    for n in range(400):
        hands, wall = deal(deck_for(rules), [26, 25, 25, 25], seed=f"buy{n}")
        state = BahuState(rules, hands, wall, 0)
        while state.legal_moves()[0].type in ("buy", "pass") and {e.type for e in state.legal_moves()} == {"buy", "pass"}:
            seat = state.legal_moves()[0].seat
            hand = state.seats[seat].hand
            four = any(hand[k] == 4 for k in JIANG)
            bare = not any(n_ == 4 or (n_ == 3 and k in JIANG) for k, n_ in enumerate(hand))
            if (four if jiang_four else bare):
                return state, seat
            state.push(next(e for e in state.legal_moves() if e.type == "pass"))
    raise AssertionError("no such deal in 400 seeds")


def test_settled_gain_of_a_buy_is_the_difference_of_buying_and_passing_played_out():
    """A 买庄 changes the settlement, not the play: the one-playout gain is exactly what playing out
    both the buy and the pass on the same tables comes to."""
    from engine.bahu.players import make_bot
    from engine.bahu.lookahead import bought_gain
    from engine.bahu.worlds import clone, imagine
    from engine.bots.playouts import settled_gain

    state, seat = _buy_decision(jiang_four=True)
    assert _bahu_cards(imagine(state, seat, rng("deal"))) == _bahu_cards(state)
    buy, passing = state.legal_moves()
    both = compare(state, seat, [buy, passing], imagine, clone, make_bot, rng("same"), rounds=3)
    one = settled_gain(state, seat, passing, imagine, clone, make_bot, rng("same"), 3, None,
                       lambda table: bought_gain(table, seat))
    assert one.rounds == 3 and one.net == pytest.approx(both[0].net - both[1].net)


@pytest.mark.parametrize("after_deal", [True, False])
def test_without_zhuang_in_sight_the_lookahead_buys_as_such_hands_came_to(monkeypatch, after_deal):
    """No playouts without 庄 in sight: holding a whole hand (the house rule) it passes, as such hands
    lost in self-play; in the drawing it follows what buys on as many 将 came to (BUY_WORTH)."""
    import engine.bots.playouts as playouts
    from engine.bahu.groups import JIANG
    from engine.bahu.lookahead import BUY_WORTH, LookaheadBot

    monkeypatch.setattr(playouts, "settled_gain", lambda *a, **k: pytest.fail("no playouts without 庄 in sight"))
    state, seat = _buy_decision(jiang_four=False, after_deal=after_deal)
    chosen = LookaheadBot(1).choose(state, state.legal_moves())
    hand = state.seats[seat].hand
    if after_deal:
        assert sum(hand) > 3 and chosen.type == "pass"
    else:
        jiang = sum(n for k, n in enumerate(hand) if k in JIANG)
        worth = BUY_WORTH[(min(3, jiang), seat == state.dealer)]
        assert chosen.type == ("buy" if worth > 0 else "pass")


def test_in_the_drawing_a_buy_is_judged_on_the_cards_drawn_and_the_tables_complete_every_hand(monkeypatch):
    """In the drawing a seat decides on 买庄 holding three cards: the lookahead sees those (a 将 triplet
    among them is 庄 in sight), and each imagined table deals every card still to be drawn, the seat's
    own next cards included, so every hand is whole once the drawing completes."""
    import engine.bots.playouts as playouts
    from engine.bahu.lookahead import LookaheadBot, _zhuang_in_sight
    from engine.bahu.rules import RuleSet
    from engine.bahu.state import BahuState
    from engine.bahu.table_record import deck_for
    from engine.bahu.table_result import card_census
    from engine.bahu.worlds import imagine
    from engine.cards import BY_CODE, counts_of
    from engine.core.rng import shuffled

    rules = RuleSet.named("haimen")
    q = BY_CODE["Q"]
    rest = shuffled(deck_for(rules), seed="drawing")
    for _ in range(3):
        rest.remove(q)
    # seat 1 draws three 千字 first; the dealer, seat 0, decides before it
    hands = [rest[22:48], [q, q, q] + rest[:22], rest[48:73], rest[73:98]]
    wall = rest[98:]
    sizes = [26, 25, 25, 25]
    state = BahuState(rules, hands, wall, 0)
    assert [len(h) for h in hands] == sizes and card_census(state) == counts_of(deck_for(rules))
    state.push(state.legal_moves()[1])  # the dealer passes
    assert state.legal_moves()[0].to_json() == {"seat": 1, "type": "buy", "at": 3}
    held = state.seats[1].hand
    assert sum(held) == 3 and held[q.index] == 3 and _zhuang_in_sight(held)
    assert [sum(s.hand) for s in state.seats] == [3, 3, 2, 2]
    world = imagine(state, 1, rng("world"))
    assert world.seats[1].hand == held and card_census(world) == card_census(state)
    assert world.listed[1][:3] == [q, q, q] and world.listed[1][3:] != hands[1][3:]
    while world.in_drawing():
        world.push(world.legal_moves()[1])
    assert [sum(s.hand) for s in world.seats] == sizes and card_census(world) == counts_of(deck_for(rules))
    calls = []
    real = playouts.settled_gain
    monkeypatch.setattr(playouts, "settled_gain", lambda *a, **k: calls.append(1) or real(*a, **k))
    first = LookaheadBot(1).choose(state, state.legal_moves())
    assert calls and first == LookaheadBot(1).choose(state, state.legal_moves())  # played out, and seeded


@pytest.mark.full_playouts
def test_the_lookahead_bot_buys_with_four_of_a_jiang():
    """Four of a 将 are 4 庄 whether or not the hand is won: bought, every other player pays them three times."""
    from engine.bahu.lookahead import LookaheadBot

    state, seat = _buy_decision(jiang_four=True)
    assert LookaheadBot(1).choose(state, state.legal_moves()).type == "buy"


class _Toy:
    """A one-move table: the move's worth plus luck that every candidate meets alike on one imagined
    table (common random numbers), so the search's choices can be checked against the truth."""

    wall: list = []

    def __init__(self, luck: float) -> None:
        self.luck, self.move = luck, None

    def push(self, move):
        self.move = move

    def is_over(self) -> bool:
        return True

    def outcome(self):
        from types import SimpleNamespace

        return SimpleNamespace(net=[self.luck + WORTH[self.move.type]], winner=-1)


WORTH = {"a": 0.0, "b": 0.5, "c": 3.0, "d": -1.0, "e": 0.0, "pass": 2.0}


def _toy_search(kinds: str | list[str], **kw) -> Ranking:
    from engine.bots.chance import Estimate
    from engine.core.game import Event

    estimates = [Estimate(Event(0, k), 0.0, 0.0, 0, 0, 0) for k in kinds]
    game = (lambda state, seat, r: _Toy(r.gauss(0, 5)), lambda t: _Toy(t.luck), None)
    return halving(estimates, _Toy(0.0), 0, Event(0, "d"), game, rng("toy"), 16, None, **kw)


def test_the_search_finds_a_better_move_below_the_measures_first_and_keeps_the_first_among_equals():
    found = _toy_search("abcd")
    assert [e.event.type for e in found][:2] == ["c", "a"]  # found at the third place, the first beside it
    assert found[0].facts["net"] - found[1].facts["net"] == pytest.approx(3.0)
    assert found.also[found[-1].event].rounds == found[0].facts["playouts"]  # the asked move, on the same tables
    assert _toy_search("ae")[0].event.type == "a"  # no better on any table: the measure's order stands
    assert _toy_search("ad")[0].event.type == "a"
    assert _toy_search("abcd", width=2)[0].event.type == "b"  # only the first two searched
    assert _toy_search("abcd") == _toy_search("abcd")  # the tables come from the seed alone


def test_in_a_claim_window_the_search_always_weighs_the_pass_against_the_takes():
    """A window's question is take or pass: the pass is played out even where the measure ranks it
    below its first ``width`` takes (a take is always among them when the pass leads)."""
    assert _toy_search(["a", "b", "d", "e", "pass"], width=2)[0].event.type == "b"  # not asked: the better pass unseen
    found = _toy_search(["a", "b", "d", "e", "pass"], width=2, in_window=True)
    assert found[0].event.type == "pass" and "playouts" not in found[-1].facts  # e: not asked


def test_a_challenger_ahead_only_by_luck_does_not_replace_the_measures_first():
    """Where the difference is mostly luck (each candidate its own), the challenger must be ahead by
    more than ``sure`` standard errors."""
    import random

    from engine.bots.chance import Estimate
    from engine.core.game import Event

    class Noisy(_Toy):
        def outcome(self):
            from types import SimpleNamespace

            return SimpleNamespace(net=[random.Random(f"{self.luck}{self.move.type}").gauss(0, 5)], winner=-1)

    estimates = [Estimate(Event(0, k), 0.0, 0.0, 0, 0, 0) for k in "ab"]
    game = (lambda state, seat, r: Noisy(r.random()), lambda t: Noisy(t.luck), None)
    kept = [halving(estimates, Noisy(0.0), 0, None, game, rng(f"luck{i}"), 16, None)[0].event.type == "a"
            for i in range(40)]
    assert sum(kept) >= 28  # a one-sided test at one standard error lets about one in six through
    swayed = [halving(estimates, Noisy(0.0), 0, None, game, rng(f"luck{i}"), 16, None, sure=-9.0)[0].event.type
              == "a" for i in range(40)]
    assert sum(swayed) < sum(kept)


def test_the_benchmark_decides_a_buy_alike_for_the_bot_and_its_baselines():
    """``bench_bots.py --buy same``: the greedy baseline buys where the lookahead bot would, so the
    paired gain is the play's; ``--buy off``: nobody buys."""
    import importlib.util
    from pathlib import Path

    from engine.bahu.lookahead import LookaheadBot
    from engine.bahu.players import make_bot

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_bots.py"
    spec = importlib.util.spec_from_file_location("bench_bots", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    from engine.bahu.rules import RuleSet
    from engine.bahu.state import BahuState
    from engine.bahu.table_record import deck_for
    from engine.core.rng import deal

    rules = RuleSet.named("haimen")
    decided = set()
    for n in range(20):
        hands, wall = deal(deck_for(rules), [26, 25, 25, 25], seed=f"bench{n}")
        state = BahuState(rules, hands, wall, 0)
        while state.phase == "deal" and not state.is_over():
            options = state.legal_moves()
            if {e.type for e in options} != {"buy", "pass"}:
                state.push(options[0])  # a card drawn
                continue
            rule = LookaheadBot(1).buy_or_pass(state, options)[0].event
            decided.add(rule.type)
            for name in ("greedy", "lookahead"):
                assert bench._seat_bot("bahu", make_bot, name, "s", "same").choose(state, options) == rule
                assert bench._seat_bot("bahu", make_bot, name, "s", "off").choose(state, options).type == "pass"
            assert bench._seat_bot("bahu", make_bot, "greedy", "s", "own").choose(state, options).type == "pass"
            state.push(next(e for e in options if e.type == "pass"))
    assert decided == {"buy", "pass"}


def test_a_bot_of_its_own_search_size_ignores_the_modules(monkeypatch):
    """``LookaheadBot(rounds=…, budget=…)`` searches as told whatever the module's ``ROUNDS`` say: the
    benchmark's bot before the search keeps the size it had while the search's size is raised."""
    import importlib.util
    from pathlib import Path

    import engine.bahu.lookahead as bahu
    import engine.waihuzi.lookahead as waihuzi
    from engine.bahu.players import make_bot

    for module, game, rules in ((bahu, "bahu", "haimen"), (waihuzi, "waihuzi", "waihuzi")):
        searched = []
        for moves in range(10, 60, 4):
            state, options = _advance(game, rules, "size", moves)
            if state is None:
                break
            monkeypatch.setattr(module, "ROUNDS", 4)
            own = module.LookaheadBot(1, rounds=2, budget=10_000).judge(state, options)
            monkeypatch.setattr(module, "ROUNDS", 2)
            told = module.LookaheadBot(1).judge(state, options)
            assert [(e.event, e.facts.get("playouts")) for e in own] == [(e.event, e.facts.get("playouts")) for e in told]
            searched += [e.facts["playouts"] for e in own if "playouts" in e.facts]
        assert searched and set(searched) == {2}, game
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_bots.py"
    spec = importlib.util.spec_from_file_location("bench_bots", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    rival = bench._seat_bot("bahu", make_bot, "lookahead-rival", "s", "own")
    assert (rival.width, rival.rounds, rival.budget) == (0, *bench.RIVAL_SIZE["bahu"])


def test_the_waihuzi_settings_benchmark_names_the_bots_own_setting_and_refuses_unknown_ones(tmp_path, capsys):
    """benchmarks/bench_waihuzi_search.py: ``now`` (the module's own search) decides as the setting
    docs/bots.md measured (``window128``), decision for decision; a bad setting is one clear error."""
    import importlib.util
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_waihuzi_search.py"
    spec = importlib.util.spec_from_file_location("bench_waihuzi_search", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    out = tmp_path / "d.jsonl"
    assert bench.main(["--seed", "3", "--hands", "1", "--oracle", "2", "--settings", "before,window128,now",
                       "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert rows and all(r["means"]["now"] == r["means"]["window128"] for r in rows)
    assert all(set(r["means"].values()) == {0.0} for r in rows if r["moves"] == 1)
    assert bench.main(["--summary", str(out)]) == 0
    assert "window128 over before, all:" in capsys.readouterr().out
    assert bench.main(["--settings", "before,strongest"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and err.endswith("[before,strongest]") and "\n" not in err
