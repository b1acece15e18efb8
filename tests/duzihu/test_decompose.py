"""Reading a hand as seven sets and a pair, and choosing the reading that scores best."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import counts_of, parse_cards
from engine.duzihu.decompose import can_read, decompositions, waits
from engine.duzihu.melds import Kind

from .helpers import score_of


def counts(text: str) -> tuple[int, ...]:
    return tuple(counts_of(parse_cards(text)))


def test_a_win_is_seven_sets_and_a_pair():
    quote = "s002.p008 誰先組成七個順子或坎子或槓子加一對者為勝"
    assert can_read(counts("123m 456m 789m 123s 456s 789s 111p 55p"), 7, True), quote
    assert not can_read(counts("123m 456m 789m 123s 456s 789s 111p 56p"), 7, True), quote
    assert not can_read(counts("123m 456m 789m 123s 456s 789s 111p 5p"), 7, True), quote


def test_four_alike_in_hand_is_a_set_of_four():
    # s002.p019 暗槓（在手1111型）; s002.p015 龍 … 必須明示，否則只能作為暗槓
    s = score_of("danjiang", ["4s"], hand="2222m 333m 555s 77p 666p 888p 999s 111m", win="7p")
    assert any(g.kind is Kind.ANGANG and g.card.code == "2m" for g in s.reading.groups)
    assert s.valid and s.type.value == "piao"


def test_jiang_cards_may_sit_in_runs():
    # s002.p032 拖尾 is the 3 of 一二三 and the 7 of 七八九, whose 1 and 9 are 頭尾將 (s002.p016);
    # s002.p034 文錢 is 一二三 of 饼, with the 1 (a 將) inside.
    s = score_of("danjiang", ["4s"], hand="123m 147m 789s 123p 456p 345s 678s 55p".replace("147m", "456m"), win="5p")
    assert s.valid and s.type.value == "qing"
    s = score_of("danjiang", ["4s"], hand="123m 789m 123s 789s 123p 789p 456m 44p", win="4p")
    assert s.valid, "every run holds a 1 or a 9 and the pair is 将: still a win"


def test_specials_make_no_runs():
    assert not can_read(counts("QHB"), 1, False)


def test_each_reading_comes_out_once():
    found = list(decompositions(counts("111222333m 55p"), 3, True))
    assert len(found) == len(set(found)) == 2


def test_best_reading_is_chosen_and_the_count_reported():
    # 123m×3 is either three runs (清, with 把子, s002.p033) or 111m 222m 333m (塌).
    s = score_of("danjiang", ["4s"], hand="123m 123m 123m 789s 456p 345s 678s 55p", win="5p")
    assert s.alternatives == 2
    assert s.type.value == "qing" and s.total == 110
    assert "best of 2 decomposition(s)" in s.explain[-1] or any("best of 2" in x for x in s.explain)


def test_triplets_beat_runs_when_they_pay_more():
    # 111m 222m 333m as 暗克 (8+2+2, plus the 红花 碰 4 → 底胡 30) beats three runs (底胡 10)
    s = score_of("danjiang", ["4s"], hand="111222333m 789s 55p 999p 567s", melds=("peng:H",), win="5p")
    assert s.alternatives == 2
    assert sum(1 for g in s.reading.groups if g.kind is Kind.ANKE) == 4
    assert (s.base, s.total) == (24, 20 + 30 + 10)


def test_winning_card_placed_where_it_pays():
    # 5p completes the pair or the middle of 456p: either way one bonus of 10 (s002.p032)
    s = score_of("danjiang", ["4s"], hand="999m 234m 678s 123p 456p 55p", melds=("peng:6m", "peng:7p"), win="5p")
    assert s.readings == 2 and s.win_role in ("yazi", "diaotou")


def test_waits():
    assert waits(counts("123m 456m 789m 123s 456s 789s 111p 5p"), 7, True, (4,) * 31) == tuple(parse_cards("5p"))
    four_six = waits(counts("123s 456s 789s 123p 456p 789p 4m 666m"), 7, True, (4,) * 31)
    assert [c.code for c in four_six] == ["4m", "5m"]


def test_not_a_win_is_reported_not_raised():
    s = score_of("danjiang", ["4s"], hand="123m 456m 789m 123s 456s 789s 111p 56p 5p", win="5p")
    assert not s.valid and s.total == 0
    assert s.reasons[0].source.startswith("s002.p008")
    assert "23 cards" in s.reasons[0].en


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=31, max_size=31).map(lambda c: tuple(c[:30]) + (0,)),
       st.integers(0, 7), st.booleans())
def test_can_read_agrees_with_the_full_enumeration(counts, sets, pair):
    if sum(counts) > 30:
        counts = tuple(min(n, 1) for n in counts)
    assert can_read(counts, sets, pair) == (next(decompositions(counts, sets, pair), None) is not None)
