"""The solver's shortcuts against the plain brute force (tests/bahu/reference.py): the bounds that
let the 听张 search skip cards, and the fast paths beside the full search.

Under the ``fast`` hypothesis profile these stay cheap; ``HYPOTHESIS_PROFILE=thorough`` runs
thousands of hands with table melds.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.bahu.analysis import _position
from engine.bahu.groups import Meld
from engine.bahu.solver import best_with_each, clear_caches, hutou_ceiling_each
from engine.cards import ALL_CARDS

from .reference import reference_best
from .test_reference_agreement import examples, positions


@examples(60, 3000)
@given(positions())
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
@given(positions(), st.integers(-2, 9))
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
