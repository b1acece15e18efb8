"""Hypothesis properties of the 八胡 analysis on random hands (tests/bahu/strategies.py)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine.bahu.analysis import analyze
from engine.bahu.groups import JIANG, Meld
from engine.bahu.rules import RuleSet
from engine.cards import ALL_CARDS

from .strategies import hands, melds

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def positions(draw, max_cards: int = 13):
    rules = RuleSet.named(draw(st.sampled_from(["haimen", "tongdong"])))
    rules = rules.with_options(nine_tiao_baozi=draw(st.booleans()))
    hand = draw(hands(max_cards=max_cards, xi=rules.xi_in_play))
    table = draw(melds(hand))
    if not rules.xi_in_play:
        table = [m for m in table if all(c.code != "X" for c in m.cards)]
    return rules, list(hand), table


def held(hand, table) -> list[int]:
    counts = [0] * 31
    for c in list(hand) + [c for m in table for c in m.cards]:
        counts[c.index] += 1
    return counts


def verdict(a):
    return a.yuan, a.hutou, a.can_hu, [w.card.code for w in a.waits], a.chengpai, a.chengpai_forms, a.distance


@SETTINGS
@given(positions(), st.randoms(use_true_random=False))
def test_card_order_never_matters(position, rnd):
    rules, hand, table = position
    first = analyze(hand, table, rules)
    shuffled_hand, shuffled_table = list(hand), list(table)
    rnd.shuffle(shuffled_hand)
    rnd.shuffle(shuffled_table)
    second = analyze(shuffled_hand, shuffled_table, rules)
    assert verdict(first) == verdict(second)
    if shuffled_table == table:  # groups and reasons follow the table's order, not the hand's
        assert first.to_json() == second.to_json()
    # the notation of the same cards in another order too
    text = " ".join(c.code for c in reversed(hand))
    assert verdict(analyze(text, [str(m) for m in table], rules.name)) == verdict(first)


@SETTINGS
@given(positions(), st.sampled_from(sorted(JIANG)))
def test_a_standing_jiang_never_breaks_yuan_nor_lowers_hutou(position, k):
    """A 将 that arrives after the deal (涨将, used like a hand card) only adds."""
    rules, hand, table = position
    assume(rules.xi_in_play or ALL_CARDS[k].code != "X")
    assume(held(hand, table)[k] < 4)
    before = analyze(hand, table, rules, with_waits=False)
    after = analyze(hand, [*table, Meld.parse(f"zhang:{ALL_CARDS[k].code}")], rules, with_waits=False)
    if before.yuan:
        assert after.yuan
        assert after.hutou >= before.hutou


@SETTINGS
@given(positions(), st.sampled_from(sorted(JIANG)))
def test_adding_a_jiang_card_to_the_hand_never_breaks_yuan(position, k):
    """Dealt, a 将 only matters when it makes a 招儿 or a bomb (see test_rules: the third 1p in tongdong)."""
    rules, hand, table = position
    assume(rules.xi_in_play or ALL_CARDS[k].code != "X")
    dealt = sum(1 for c in hand if c.index == k)
    assume(held(hand, table)[k] < 4)
    assume(dealt <= 1 or (dealt == 2 and rules.zhao_may_split))
    before = analyze(hand, table, rules, with_waits=False)
    after = analyze([*hand, ALL_CARDS[k]], table, rules, with_waits=False)
    if before.yuan:
        assert after.yuan
        assert after.hutou >= before.hutou


@SETTINGS
@given(positions(max_cards=25))
def test_analysis_never_raises_and_round_trips_through_json(position):
    rules, hand, table = position
    a = analyze(hand, table, rules)
    data = a.to_json()
    assert json.loads(json.dumps(data, ensure_ascii=False)) == data
    assert json.loads(json.dumps(data)) == data
    assert isinstance(data["yuan"], bool) and isinstance(data["can_hu"], bool)
    assert (data["hutou"] is None) == (not data["yuan"])
    if data["can_hu"]:
        assert data["yuan"] and data["hutou"] >= 8
    assert all(isinstance(g["kind"], str) and all(isinstance(c, str) for c in g["cards"]) for g in data["groups"])
    assert all(isinstance(s, str) for s in data["explain"]) and data["explain"]


@SETTINGS
@given(positions())
def test_waits_are_canonical_and_never_a_kind_held_four_times(position):
    rules, hand, table = position
    a = analyze(hand, table, rules)
    order = [w.card.index for w in a.waits]
    assert order == sorted(set(order))
    counts = held(hand, table)
    for w in a.waits:
        assert counts[w.card.index] < 4
        assert w.hutou >= 8 and w.way in ("join", "peng", "gang")
        assert rules.xi_in_play or w.card.code != "X"
    assert [w.card.code for w in a.waits] == a.to_json()["waits"]


@SETTINGS
@given(positions())
def test_yuan_has_no_distance_and_hutou_is_capped(position):
    rules, hand, table = position
    a = analyze(hand, table, rules, with_waits=False)
    assert (a.distance == 0) == a.yuan
    if a.distance is not None:  # None: more than MAX_DISTANCE cards away
        assert a.distance == sum(len(p.needs) for p in a.partials)
        assert a.yuan or a.distance >= 1
    assert all(c.index not in JIANG for c in a.strays)
    if a.yuan:
        assert 0 <= a.hutou <= rules.hutou_cap
        assert a.can_hu == (a.hutou >= 8) or len(a.hand) >= 25


@SETTINGS
@given(positions())
def test_peng_and_gang_waits_agree_with_analysing_the_meld(position):
    """A pair in hand waits by 碰, a dealt triplet by 杠: the wait is there exactly when the hand with
    that meld on the table can 胡 (a join may still do better, never worse)."""
    rules, hand, table = position
    a = analyze(hand, table, rules)
    waits = {w.card.code: w for w in a.waits}
    counts = held(hand, table)
    for card in {c for c in hand}:
        dealt = sum(1 for c in hand if c is card)
        if dealt not in (2, 3) or counts[card.index] >= 4:
            continue
        way = "peng" if dealt == 2 else "gang"
        rest = list(hand)
        for _ in range(dealt):
            rest.remove(card)
        after = analyze(rest, [*table, Meld.parse(f"{way}:{card.code}")], rules, with_waits=False)
        if after.yuan and after.hutou >= 8:
            assert card.code in waits, (card.code, way, after.hutou)
            assert waits[card.code].hutou >= after.hutou
        if card.code in waits and waits[card.code].way == way:
            assert waits[card.code].hutou == after.hutou
