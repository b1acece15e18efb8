"""The fast solver agrees with the plain brute force (tests/bahu/reference.py) on random hands.

Two hypothesis profiles: ``fast`` (the default, a few seconds, for every test run) and
``thorough`` (tens of thousands of hands): ``HYPOTHESIS_PROFILE=thorough pytest tests/bahu``.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.bahu.analysis import _position, analyze
from engine.bahu.groups import JIANG, Meld
from engine.bahu.rules import RuleSet
from engine.bahu.solver import arrangement, best_hutou, best_with_each, distance_to_yuan
from engine.cards import ALL_CARDS, parse_cards

from tests.profiles import examples

from .reference import reference_best, reference_waits
from .strategies import hands, melds

TRIPLETS = [parse_cards(t) for t in ("555m", "222s", "999m", "QQQ", "1p1p1p", "9s9s9s", "888p", "222m")]
FOURS = [parse_cards(t) for t in ("4p4p4p4p", "6m6m6m6m", "HHHH", "9s9s9s9s")]  # dealt bombs still in hand


@st.composite
def positions(draw):
    """A rule set (either reading of the 9s in a 豹子, ``nine_tiao_baozi``), a hand of group-shaped pieces
    (sometimes with a dealt triplet or four) and table melds."""
    rules = RuleSet.named(draw(st.sampled_from(["haimen", "tongdong"])))
    rules = rules.with_options(nine_tiao_baozi=draw(st.booleans()))
    hand = list(draw(hands(xi=rules.xi_in_play)))
    if draw(st.booleans()):
        trial = hand + draw(st.sampled_from(TRIPLETS + FOURS))
        if max(Counter(trial).values()) <= 4:
            hand = trial
    table = draw(melds(hand))
    if not rules.xi_in_play:
        table = [m for m in table if all(c.code != "X" for c in m.cards)]
    return rules, hand, table


@examples(600, 20000)
@given(positions())
def test_fast_solver_matches_brute_force(position):
    rules, hand, table = position
    fast = analyze(hand, table, rules, with_waits=False, hints=False)
    slow = reference_best([c.index for c in hand], table, rules)
    assert fast.yuan == (slow is not None)
    assert fast.hutou == slow


@examples(300, 5000)
@given(positions())
def test_waits_match_brute_force(position):
    """Every way (join, 碰, 杠) tried by the brute force gives exactly the engine's 听张 and 胡头."""
    rules, hand, table = position
    fast = {w.card.index: w.hutou for w in analyze(hand, table, rules, hints=False).waits}
    assert fast == reference_waits([c.index for c in hand], table, rules)


@examples(300, 5000)
@given(positions())
def test_arrangement_scores_the_best_hutou(position):
    """The groups shown are one best arrangement: their 胡头 add up to the best, and every hand card
    is in one of them, or is a 将, or is a copy a 豹子/combination (hand or table) absorbs."""
    rules, hand, table = position
    pos = _position(hand, table, rules)
    value = best_hutou(pos.counts, pos.ctx)
    groups = arrangement(pos.counts, pos.ctx)
    assert (value is None) == (groups is None)
    if groups is None:
        return
    assert sum(g.hutou for g in groups) == value
    left = list(pos.counts)
    for g in groups:
        for k in g.kinds:
            left[k] -= 1
    assert min(left) >= 0
    absorbing = {m for g in groups for m in g.members}
    for k, n in enumerate(left):
        if n:
            assert k in JIANG or k in absorbing or pos.ctx.free >> k & 1, ALL_CARDS[k].code


def _one_card_makes_yuan(hand_kinds: list[int], table: list[Meld], rules: RuleSet) -> bool:
    """By the brute force: some card joining (not dealt), or a pair's third card as a 碰, makes it 圆."""
    for card in ALL_CARDS:
        if reference_best(hand_kinds, [*table, Meld("zhang", (card,))], rules) is not None:
            return True
    for k in set(hand_kinds):
        n = hand_kinds.count(k)
        if k in JIANG or n < 2 or n == 4 or (n == 3 and not rules.zhao_may_split):
            continue  # a bomb is laid out, a fixed 招儿 stays whole, a 将 needs no group
        rest = list(hand_kinds)
        rest.remove(k)
        rest.remove(k)  # the pair leaves the hand, a 碰 waiting for its third; the table gains nothing yet
        if reference_best(rest, table, rules) is not None:
            return True
    return False


@examples(150, 2000)
@given(positions())
def test_distance_zero_and_one_are_exact(position):
    rules, hand, table = position
    pos = _position(hand, table, rules)
    distance, partials = distance_to_yuan(pos.counts, pos.ctx)
    kinds = [c.index for c in hand]
    yuan = reference_best(kinds, table, rules) is not None
    assert (distance == 0) == yuan
    if not yuan:
        assert (distance == 1) == _one_card_makes_yuan(kinds, table, rules)
    if distance == 1:
        assert len(partials) == 1 and len(partials[0].needs) == 1


@examples(200, 4000)
@given(positions())
def test_each_added_card_matches_brute_force(position):
    """best_with_each, uncapped and below 8 too: each kind joining the hand (not dealt) scores
    exactly what the brute force finds."""
    rules, hand, table = position
    rules = rules.with_options(hutou_cap=99)
    pos = _position(hand, table, rules)
    fixed = sum(g.hutou for g, _ in pos.base)
    kinds = [c.index for c in hand]
    fast = best_with_each(pos.counts, pos.ctx, range(31))
    for card in ALL_CARDS:
        slow = reference_best(kinds, [*table, Meld("zhang", (card,))], rules)
        got = fast.get(card.index)
        assert (None if got is None else got + fixed) == slow, card.code


CRAFTED = [  # hands where one group could be taken twice, or a triplet sits in a group; the nine-baozi
    ("2s2s2s 2m2m 8p8p 5m6m", []), ("555m 5s5s 5p5p", []), ("QQQ HH 9s9s", []), ("9s9s9s 9m9m 9p H", ["peng:Q"]),
    ("555m 5s5p 234s", ["peng:Q", "peng:H", "peng:6m"]), ("555m 3m4m", ["peng:Q", "peng:H"]),
    ("9m9s9p QQ", []), ("9m9m9p 9s H 78m", ["peng:Q"]), ("9m9p 7p8p", ["peng:9s", "peng:Q"]), ("9p9p 1s1m", ["peng:9s"]),
]


@pytest.mark.parametrize("nine", [True, False], ids=["nine-baozi", "no-nine-baozi"])
@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
@pytest.mark.parametrize("hand,melds", CRAFTED)
def test_crafted_hands_match_brute_force(hand, melds, rules, nine):
    rs = RuleSet.named(rules).with_options(hutou_cap=99, nine_tiao_baozi=nine)
    cards, table = parse_cards(hand), [Meld.parse(m) for m in melds]
    pos = _position(cards, table, rs)
    fixed = sum(g.hutou for g, _ in pos.base)
    kinds = [c.index for c in cards]
    assert analyze(cards, table, rs, with_waits=False).hutou == reference_best(kinds, table, rs)
    fast = best_with_each(pos.counts, pos.ctx, range(31))
    for card in ALL_CARDS:
        got = fast.get(card.index)
        assert (None if got is None else got + fixed) == reference_best(kinds, [*table, Meld("zhang", (card,))], rs), card.code
    assert {w.card.index: w.hutou for w in analyze(cards, table, rs, hints=False).waits} == reference_waits(kinds, table, rs)
