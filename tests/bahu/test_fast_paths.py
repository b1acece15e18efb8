"""The solver's shortcuts against the plain brute force (tests/bahu/reference.py): the bounds that
let the 听张 search skip cards, and the fast paths beside the full search.

Under the ``fast`` hypothesis profile these stay cheap; ``HYPOTHESIS_PROFILE=thorough`` runs
thousands of hands with table melds.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import example, given
from hypothesis import strategies as st

from engine.bahu.analysis import _position
from engine.bahu.claims import Evaluator
from engine.bahu.groups import Meld
from engine.bahu.solver import best_with_each, clear_caches, hutou_ceiling_each
from engine.bahu.rules import RuleSet
from engine.cards import ALL_CARDS, parse_cards

from .reference import reference_best
from tests.profiles import examples

from .test_reference_agreement import positions


# Dealt groups in hand: every four (a bomb not yet laid out, as at the 买庄 question) and triplet (招儿)
FOURS = [parse_cards(t) for t in ("4p4p4p4p", "5m5m5m5m", "QQQQ", "1s1s1s1s", "8s8s8s8s")]
THREES = [parse_cards(t) for t in ("2m2m2m", "HHH", "9p9p9p", "7s7s7s")]
# Haimen, drawn by random bots: 4p dealt four, 2m dealt triplet; its 胡头 less a 3s is 11
# (bomb 5, 二八帮子 with the 招儿 3, 押八九, 千空九, 文钱) where the bound once said 9.
HAIMEN_DEALT_FOUR = (RuleSet.named("haimen"),
                     parse_cards("1m 2m 2m 2m 7m 8m 8m 9m 9m 2s 3s 8s 8s 9s 1p 2p 3p 4p 4p 4p 4p 8p 8p Q H B"), [])


@st.composite
def positions_with_dealt_groups(draw):
    """A position of :func:`positions` with one or two dealt fours or triplets added to the hand."""
    rules, hand, table = draw(positions())
    for _ in range(draw(st.integers(1, 2))):
        trial = hand + draw(st.sampled_from(FOURS + THREES))
        held = Counter(trial) + Counter(c for m in table for c in m.cards)
        if max(held.values()) <= 4:
            hand = trial
    return rules, hand, table


@examples(60, 3000)
@given(st.one_of(positions(), positions_with_dealt_groups()))
def test_ceiling_each_bounds_every_added_card(position):
    """No card joining the hand scores more than its bound (the bound may be loose, never low)."""
    rules, hand, table = position
    rules = rules.with_options(hutou_cap=99)
    pos = _position(hand, table, rules)
    fixed = sum(g.hutou for g, _ in pos.base)
    bounds = hutou_ceiling_each(pos.counts, pos.ctx)
    kinds = [c.index for c in hand]
    for card in ALL_CARDS:
        slow = reference_best(kinds, [*table, Meld("zhang", (card,))], rules)
        if slow is not None:
            assert slow - fixed <= bounds[card.index], card.code


@examples(60, 3000)
@given(st.one_of(positions(), positions_with_dealt_groups()), st.integers(-2, 9))
def test_each_added_card_above_a_floor(position, floor):
    """With a floor (the 听张 ask for 8 胡头 less the table's), every kind reaching it scores exactly
    what the brute force finds, and no kind below it is given."""
    rules, hand, table = position
    rules = rules.with_options(hutou_cap=99)
    clear_caches(tables=False)  # the search itself, not an answer remembered without the floor
    pos = _position(hand, table, rules)
    fixed = sum(g.hutou for g, _ in pos.base)
    fast = best_with_each(pos.counts, pos.ctx, range(31), floor)
    kinds = [c.index for c in hand]
    for card in ALL_CARDS:
        slow = reference_best(kinds, [*table, Meld("zhang", (card,))], rules)
        wanted = slow is not None and slow - fixed >= floor
        assert (fast.get(card.index) == slow - fixed) if wanted else card.index not in fast, card.code


def test_distance_never_fills_a_run_with_table_cards():
    """A 碰's cards join 豹子 and combinations only (s000.p042 s000.p047): 6m beside peng:5m still
    needs both 4m and 5m for a run (the partial search once counted the 碰's 5m as held)."""
    from engine.bahu.solver import distance_to_yuan
    from engine.bahu.rules import RuleSet
    from engine.cards import parse_cards

    pos = _position(parse_cards("6s7s8s 1m 6m 5s"), [Meld.parse("peng:5m")], RuleSet.named("haimen"))
    distance, partials = distance_to_yuan(pos.counts, pos.ctx)
    assert distance == 2
    assert [(p.held, p.needs) for p in partials] == [((5,), (3, 4))]


def test_floor_counts_the_wenqian_an_arriving_card_completes():
    """1p 2p: 3p completes 文钱 (one 胡头, s000.p019), so the search with floor 1 still finds it."""
    from engine.bahu.rules import RuleSet
    from engine.cards import parse_cards

    pos = _position(parse_cards("1p 2p 4m 5m 6m"), [], RuleSet.named("haimen"))
    assert best_with_each(pos.counts, pos.ctx, range(31), 1) == {20: 1}


@example(HAIMEN_DEALT_FOUR)
@examples(80, 3000)
@given(positions_with_dealt_groups())
def test_hutou_bound_bounds_the_position_and_it_less_a_card(position):
    """Evaluator.hutou_bound (the 见滚不打 filter and the bots' short-hand check) is never below the
    brute force's 胡头 of the position, nor of it less any one card."""
    rules, hand, table = position
    counts = [0] * 31
    for c in hand:
        counts[c.index] += 1
    bound = Evaluator.of(rules).hutou_bound(tuple(counts), tuple(table))
    kinds = [c.index for c in hand]
    for k in [None, *sorted(set(kinds))]:
        less = list(kinds)
        if k is not None:
            less.remove(k)
        slow = reference_best(less, table, rules.with_options(hutou_cap=99))
        assert slow is None or slow <= bound, (k, slow, bound)
