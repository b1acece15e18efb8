"""The fast solver agrees with the plain brute force (tests/bahu/reference.py) on random hands."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bahu.analysis import analyze
from engine.bahu.rules import RuleSet

from .reference import reference_best
from .strategies import hands, melds


@st.composite
def positions(draw):
    rules = RuleSet.named(draw(st.sampled_from(["haimen", "tongdong"])))
    hand = draw(hands(xi=rules.xi_in_play))
    table = draw(melds(hand))
    if not rules.xi_in_play:
        table = [m for m in table if all(c.code != "X" for c in m.cards)]
    return rules, hand, table


@settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_fast_solver_matches_brute_force(position):
    rules, hand, table = position
    fast = analyze(hand, table, rules, with_waits=False)
    slow = reference_best([c.index for c in hand], table, rules)
    assert fast.yuan == (slow is not None)
    assert fast.hutou == slow


@settings(max_examples=300, deadline=None)
@given(positions())
def test_waits_match_brute_force(position):
    """Each wait really wins by the brute force, and no brute-force win is missed (join way)."""
    rules, hand, table = position
    fast = analyze(hand, table, rules)
    held = [0] * 31
    for c in list(hand) + [c for m in table for c in m.cards]:
        held[c.index] += 1
    dealt = [0] * 31
    for c in hand:
        dealt[c.index] += 1
    waits = {w.card.code: w for w in fast.waits}
    for k in range(31 if rules.xi_in_play else 30):
        if held[k] >= 4 or dealt[k] >= 2:
            continue  # peng/gang ways are checked by the rule tests
        from engine.cards import ALL_CARDS
        card = ALL_CARDS[k]
        # the arriving card is not dealt: it can never make a 招儿 (checked by dealt < 2 here)
        value = reference_best([c.index for c in hand] + [k], table, rules)
        wins = value is not None and value >= 8
        assert (card.code in waits) == wins, (card.code, value)
