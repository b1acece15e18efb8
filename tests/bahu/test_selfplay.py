"""Self-play as the fuzzer: whatever legal events bots choose, the state never errors, every card stays
accounted for, the money sums to nothing, and the written record replays to the same positions with
no rule broken."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.bahu.players import make_bot
from engine.bahu.claims import Evaluator
from engine.bahu.rules import RuleSet
from engine.bahu.state import BahuState
from engine.bahu.table_record import check, deck_for
from engine.bahu.table_result import card_census
from engine.cards import counts_of
from engine.core.record import Record
from engine.core.rng import deal
from engine.bahu.selfplay import play_hand, play_hands

ROOT = Path(__file__).resolve().parents[2]
FEW = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
RULES = st.sampled_from(["haimen", "tongdong"])


@FEW
@given(rules=RULES, seed=st.integers(0, 10**9), dealer=st.integers(0, 3), bot=st.sampled_from(["random", "greedy"]))
@example(rules="tongdong", seed=44934266, dealer=0, bot="random")  # a 杠 while another seat holds out for a raw 将
def test_legal_play_never_errors_and_keeps_every_card(rules, seed, dealer, bot):
    rs = RuleSet.named(rules)
    deck = counts_of(deck_for(rs))
    hands, wall = deal(deck_for(rs), [26 if s == dealer else 25 for s in range(4)], seed=seed)
    state = BahuState(rs, hands, wall, dealer)
    players = [make_bot(bot, f"{seed}.{s}") for s in range(4)]
    while not state.is_over():
        options = state.legal_moves()
        assert options and len({e.seat for e in options}) == 1 and state.to_move() == options[0].seat
        event = players[options[0].seat].choose(state, options)
        # no rule broken by the mover; a penalty it brings on another seat (包庄, s001.p114) is the rule
        assert [v.rule for v in state.push(event) if v.seat == event.seat] == []
        assert card_census(state) == deck  # hands + melds + table + wall = the deck
    outcome = state.outcome()
    assert outcome.end in ("hu", "exhausted") and sum(outcome.net) == 0
    assert (outcome.winner is None) == (outcome.end == "exhausted")


@FEW
@given(rules=RULES, seed=st.integers(0, 10**9), bot=st.sampled_from(["random", "greedy"]))
def test_a_selfplay_record_replays_to_the_same_positions(rules, seed, bot):
    seen = []
    record, final = play_hand(RuleSet.named(rules), seed, bot, dealer=seed % 4,
                              watch=lambda state, event: seen.append(state.snapshot()["seats"]))
    out = check(json.loads(json.dumps(record)))
    assert out["ok"] and out["result"]["end"] == final.outcome().end and sum(out["result"]["net"]) == 0
    assert out["result"]["net"] == list(final.outcome().net)
    # the record leaves passes out: the next event implies them, and every position comes back
    again = Record.from_json(record).state()
    for event, seats in zip(Record.from_json(record).events, seen, strict=True):
        again.push(event)
        assert again.snapshot()["seats"] == seats


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_selfplay_buys_in_the_drawing_holding_three_cards_at_most(rules):
    """s000.p074 手牌小于等于三张牌的时候; s001.p102 一般抓三张牌，可买庄: over 40 hands of random bots
    every buy says it was made holding at most three cards, every record checks clean, every card is
    accounted for after every event and the money sums to nothing."""
    from tests.sources import quote

    quote("s000.p074", "在摸牌阶段，手牌小于等于三张牌的时候")
    quote("s001.p102", "买庄 一般抓三张牌，可买庄")
    rs = RuleSet.named(rules)
    deck = counts_of(deck_for(rs))
    buys = []

    def census(state, event):
        assert card_census(state) == deck

    for i in range(40):
        record, final = play_hand(rs, f"buy.{i}", "random", dealer=i % 4, watch=census)
        buys += [e for e in record["events"] if e["type"] == "buy"]
        out = check(record)
        assert out["ok"], out["violations"]
        assert sum(out["result"]["net"]) == 0 and out["result"]["net"] == list(final.outcome().net)
    assert buys and all(e.get("at") is not None and e["at"] <= 3 for e in buys)


def test_the_house_rule_buys_after_the_whole_deal():
    """buy_after_deal: every seat decides holding its whole hand, and a buy says no number of cards."""
    rs = RuleSet.named("haimen").with_options(buy_after_deal=True)
    buys = []
    for i in range(12):
        record, _ = play_hand(rs, f"house.{i}", "random", dealer=i % 4)
        assert record["options"] == {"buy_after_deal": True}
        assert check(record)["ok"]
        state = Record.from_json(record).state()
        assert not state.in_drawing() and [sum(s.hand) for s in state.seats] == [26 if s == i % 4 else 25
                                                                               for s in range(4)]
        assert state.legal_moves()[0].to_json() == {"seat": i % 4, "type": "buy"}
        buys += [e for e in record["events"] if e["type"] == "buy"]
    assert buys and all("at" not in e for e in buys)


def test_the_same_seed_gives_the_same_hands():
    first = [r for r, _ in play_hands("haimen", 3, seed=11, bots="greedy")]
    assert first == [r for r, _ in play_hands("haimen", 3, seed=11, bots="greedy")]
    assert first != [r for r, _ in play_hands("haimen", 3, seed=12, bots="greedy")]


def test_hands_in_a_row_rotate_the_dealer_and_carry_statuses():
    hands = play_hands("tongdong", 5, seed=3, bots="greedy")
    assert [r["dealer"] for r, _ in hands] == [0, 1, 2, 3, 0]
    for record, outcome in hands:
        assert check(record)["result"]["net"] == list(outcome.net)


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_selfplay_command_writes_records(tmp_path, rules):
    cmd = [sys.executable, "-m", "engine", "selfplay", "--game", "bahu", "--rules", rules, "--games", "3",
           "--seed", "7", "--out", str(tmp_path), "--bots", "random"]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 3 and summary["hu"] + summary["exhausted"] == 3 and "seconds" in summary
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    check_cmd = [sys.executable, "-m", "engine", "record", "check", str(files[0]), "--json"]
    out = subprocess.run(check_cmd, capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0 and json.loads(out.stdout)["ok"] is True
    replay = [sys.executable, "-m", "engine", "record", "replay", str(files[0]), "--at", "3", "--json"]
    snap = json.loads(subprocess.run(replay, capture_output=True, text=True, cwd=ROOT, timeout=60).stdout)
    assert len(snap["seats"]) == 4 and set(snap) >= {"wall_left", "to_move", "current", "legal", "analysis",
                                                     "violations"}


def test_record_check_exit_codes(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "changpai-record/1", "hands": ["1m"]}', encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "engine", "record", "check", str(bad)], capture_output=True,
                          text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and done.stderr.startswith("error: ")
    assert "bad.json" in done.stderr and done.stderr.rstrip().endswith("[game]")
    record, _ = play_hand(RuleSet.named("haimen"), 5, "greedy")
    record["events"].insert(0, {"seat": 2, "type": "discard", "card": "5m"})
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "engine", "record", "check", str(broken)], capture_output=True,
                          text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 2 and "events[0]" in done.stderr


@FEW
@given(rules=RULES, seed=st.integers(0, 10**9), bot=st.sampled_from(["random", "greedy"]))
def test_the_per_card_win_check_agrees_with_the_waits(rules, seed, bot):
    """Evaluator.wins_on (one kind at a time, the hot path) against waits() (all kinds) on every position
    of a hand played by random bots."""
    checked = []

    def compare(state, event):
        for seat in state.seats:
            hand, melds = seat.position()
            fresh = Evaluator(state.rules)  # no cache shared with the play
            full = fresh.wins(hand, melds)
            for k in range(31):
                assert fresh.wins_on(hand, melds, k) == full.get(k)
            checked.append(len(full))

    play_hand(RuleSet.named(rules), seed, bot, watch=compare)
    assert checked


TYPES = ["buy", "bomb", "draw", "discard", "peng", "gang", "chi", "zhang", "hu", "pass"]


@FEW
@given(rules=RULES, seed=st.integers(0, 10**9))
def test_any_event_is_played_or_refused_whole(rules, seed):
    """Half legal events, half arbitrary ones: an event is either played (its violations recorded) or an
    InputError that leaves the state as it was; no other error, and every card stays accounted for."""
    from engine.cards import ALL_CARDS
    from engine.core.errors import InputError
    from engine.core.game import Event
    from engine.core.rng import rng

    r = rng(seed)
    rs = RuleSet.named(rules)
    deck = counts_of(deck_for(rs))
    cards = [c for c in ALL_CARDS if rs.xi_in_play or c.code != "X"]
    hands, wall = deal(deck_for(rs), [26, 25, 25, 25], seed=seed)
    state = BahuState(rs, hands, wall, 0)
    for _ in range(300):
        if state.is_over():
            break
        if r.random() < 0.5:
            event = r.choice(state.legal_moves())
        else:
            kind = r.choice(TYPES)
            card = None if kind in ("buy", "pass") else r.choice(cards)
            with_ = tuple(r.choice(cards) for _ in range(r.randrange(4))) if kind == "chi" else ()
            event = Event(r.randrange(4), kind, card, with_)
        before = state.snapshot()
        try:
            state.push(event)
        except InputError:
            assert state.snapshot() == before
        assert card_census(state) == deck
    if state.is_over():
        assert sum(state.outcome().net) == 0


@FEW
@given(rules=RULES, seed=st.integers(0, 10**9), bot=st.sampled_from(["random", "greedy"]))
@example(rules="haimen", seed=32, bot="random")  # a dealt four of 4p at the 买庄 question: a bomb's 5 胡头
def test_the_hutou_bound_bounds(rules, seed, bot):
    """Evaluator.hutou_bound (the 见滚不打 filter) is never below the 胡头 of the position, nor of the
    position less one card."""
    checked = []

    def compare(state, event):
        for seat in state.seats:
            hand, melds = seat.position()
            bound = state.ev.hutou_bound(hand, melds)
            for k in [None] + [k for k, n in enumerate(hand) if n]:
                less = hand if k is None else tuple(n - (i == k) for i, n in enumerate(hand))
                value = state.ev.hutou(less, melds)
                assert value is None or value <= bound
                checked.append(value)

    play_hand(RuleSet.named(rules), seed, bot, watch=compare)
    assert checked


def test_the_first_dealer_by_the_dazhuang_flip():
    """s001.p050: 159自动手，48为底，37对门。如是将牌，则视作1。庄家轮坐，逆时针轮转，每局一人。"""
    from engine.bahu.dealer import first_dealer, next_dealer
    from engine.cards import Card
    from tests.sources import quote

    quote("s001.p050", "159自动手，48为底，37对门。如是将牌，则视作1。庄家轮坐，逆时针轮转，每局一人")
    assert [first_dealer(2, Card.parse(c)) for c in ("1m", "5m", "9p", "2m", "6s", "3p", "7m", "4s", "8m", "H")] \
        == [2, 2, 2, 3, 3, 0, 0, 1, 1, 2]
    assert [next_dealer(d) for d in range(4)] == [1, 2, 3, 0]
    hands = play_hands("tongdong", 3, seed=8, bots="random", first=None)
    dealers = [r["dealer"] for r, _ in hands]
    assert dealers == [(dealers[0] + i) % 4 for i in range(3)]
    assert {play_hands("haimen", 1, seed=s, bots="random", first=None)[0][0]["dealer"] for s in range(12)} != {0}
