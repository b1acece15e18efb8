"""Table play builds the solver's position from counts (engine/bahu/solver_view.py
``position_of_counts``); the analysis builds it from cards (``position``). Both must be the same
position: the counts' builder only skips listing the cards."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.bahu.groups import Meld
from engine.bahu.lacking import lacking_kinds
from engine.bahu.moves import table_meld
from engine.bahu.quick_lacking import TableView, quick_lacking
from engine.bahu.solver_view import position, position_of_counts
from engine.cards import ALL_CARDS, counts_of
from engine.bahu.groups import JIANG

from tests.profiles import examples

from .test_reference_agreement import positions


@st.composite
def positions_with_standing(draw):
    """A position of ``positions`` with up to two standing 将 (as table play lists them) and maybe a card joined."""
    rules, hand, table = draw(positions())
    held = counts_of(hand)
    for m in table:
        for c in m.cards:
            held[c.index] += 1
    for k in draw(st.lists(st.sampled_from(sorted(JIANG)), max_size=2)):
        if held[k] < 4:
            held[k] += 1
            table = [*table, table_meld("zhang", (ALL_CARDS[k],))]
    extra = draw(st.one_of(st.none(), st.integers(0, 30)))
    if extra is not None and held[extra] >= 4:
        extra = None
    return rules, hand, table, extra


@examples(300, 5000)
@given(positions_with_standing())
def test_position_from_counts_is_the_position_from_cards(case):
    rules, hand, table, extra = case
    melds = tuple(table)
    slow = position(hand, melds, rules, ALL_CARDS[extra] if extra is not None else None)
    fast = position_of_counts(tuple(counts_of(hand)), melds, rules, extra)
    assert (fast.counts, fast.ctx, fast.base, fast.absorbers, fast.fixed, fast.dealt) == (
        slow.counts, slow.ctx, slow.base, slow.absorbers, slow.fixed, slow.dealt)


def test_a_dealt_four_is_laid_out_and_a_triplet_kept():
    """s000.p029 素四张在手即算五胡 (a four is a bomb laid out); s000.p028 三张在手 (a 招儿)."""
    from engine.bahu.rules import RuleSet
    from engine.cards import parse_cards

    rules = RuleSet.named("haimen")
    hand = parse_cards("5m5m5m5m 6m6m6m 7m")
    melds = (Meld.parse("zhang:H"),)
    fast = position_of_counts(tuple(counts_of(hand)), melds, rules)
    assert fast == position(hand, melds, rules)
    assert [g.kind for g, _source in fast.base][:1] == ["bomb"]


@examples(300, 5000)
@given(positions_with_standing())
def test_quick_lacking_is_the_positions_lacking(case):
    """The lacking kinds from counts and the table's view (engine/bahu/quick_lacking.py) are those of the
    solver's position; a four still in hand is left to the long way."""
    rules, hand, table, extra = case
    melds = tuple(table)
    counts = tuple(counts_of(hand))
    pos = position_of_counts(counts, melds, rules, extra)
    quick = quick_lacking(TableView(melds, rules), counts, extra, rules)
    assert quick is None if max(counts) >= 4 else quick == lacking_kinds(pos.counts, pos.ctx)
