"""The lacking kinds (engine/bahu/lacking.py): the solver's relaxation, worked out by bits, against the
same relaxation worked out one group at a time with sets (kept here as the reference), and against the
brute force: a hand with a plain card no group could hold is never 圆 (s000.p025 every card in a group)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.bahu.analysis import _position
from engine.bahu.groups import JIANG
from engine.bahu.kind_groups import covered, missing_sets
from engine.bahu.lacking import _completions, completions
from engine.bahu.remembered import plan, position
from engine.bahu.rules import RuleSet
from engine.cards import parse_cards

from tests.profiles import examples

from .reference import reference_best
from .test_reference_agreement import positions

JIANG_MASK = sum(1 << k for k in JIANG)


def by_sets(held: int, zhao: int, ctx) -> dict[int, frozenset[int]]:
    """The relaxation one kind and one group at a time: a plain kind held lacks when every group that
    could hold it misses a card; the kinds that alone would complete one are its completions."""
    p = plan(ctx)
    have_mask = held | p.supplied
    zhao &= p.zhao_mask
    have = [bool(have_mask >> m & 1) for m in range(31)]
    out = {}
    for k in range(31):
        if not held >> k & 1 or k in JIANG or (ctx.free | zhao | covered(have_mask, ctx.nine_baozi)) >> k & 1:
            continue
        sets = missing_sets(k, have, ctx)
        if all(sets):
            out[k] = frozenset(next(iter(m)) for m in sets if len(m) == 1)
    return out


@examples(400, 10000)
@given(positions())
def test_lacking_by_bits_is_lacking_by_sets(case):
    rules, hand, table = case
    pos = _position(hand, table, rules)
    entry = position(pos.ctx, pos.counts)
    assert _completions(entry.held, entry.triples, pos.ctx) == by_sets(entry.held, entry.triples, pos.ctx)


@examples(200, 5000)
@given(positions())
def test_a_hand_lacking_a_group_is_not_yuan(case):
    rules, hand, table = case
    pos = _position(hand, table, rules)
    if completions(pos.counts, pos.ctx):
        assert reference_best([c.index for c in hand], table, rules) is None


@given(st.sampled_from(["haimen", "tongdong"]))
def test_a_run_on_the_table_gives_a_lone_card_its_group(name):
    """吃 on the table is a run 5m6m7m; 8m in hand extends it (s001.p060 吃两头顺), 2m needs 3m and 4m."""
    from engine.bahu.groups import Meld

    rules = RuleSet.named(name)
    table = [Meld.parse("chi:567m")]
    hand = parse_cards("8m 2m")
    pos = _position(hand, table, rules)
    lack = completions(pos.counts, pos.ctx)
    two, eight = parse_cards("2m")[0].index, parse_cards("8m")[0].index
    assert eight not in lack and two in lack


@examples(200, 5000)
@given(positions())
def test_may_win_on_holds_every_win(case):
    """The kinds the referee asks the 听张 about (Evaluator.may_win_on) hold every kind the position wins
    on (waits, the one definition: s000.p055 a card that makes the hand 圆 with 8 胡头)."""
    from engine.bahu.claims import Evaluator
    from engine.cards import counts_of

    rules, hand, table = case
    ev = Evaluator(rules)
    counts, melds = tuple(counts_of(hand)), tuple(table)
    assert set(ev.wins(counts, melds)) <= ev.may_win_on(counts, melds)
    assert all(ev.wins_on(counts, melds, k) is None for k in range(31) if k not in ev.may_win_on(counts, melds))
