"""The table's fast tests against the full engine: :func:`engine.waihuzi.wins.is_win` says what
``score(...).valid`` says; the 起手 shortcut never hides a special deal; 吃 finds every pair."""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.waihuzi.cards import ALL_CARDS, COPIES, counts_of
from engine.waihuzi.claims import _menzi_at_least, chi_ways, qishou
from engine.waihuzi.deal import deal, menzi
from engine.waihuzi.groups import Group, Kind, is_erqishi, is_run
from engine.waihuzi.rules import PRESETS, RuleSet
from engine.waihuzi.score import Hand, score
from engine.waihuzi.wins import is_win

SETTINGS = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
RULE_SETS = [PRESETS["waihuzi"], PRESETS["waihuzi-strict"], RuleSet(ten_after_nine=False),
             RuleSet(win_on_revealed="last_card"), RuleSet(min_includes_win=False, min_xi=6)]
SHAPES = ("kan", "four", "run", "eqs", "pair", "single")


def _kinds(shape: str, k: int) -> list[int] | None:
    if shape == "kan":
        return [k] * 3
    if shape == "four":
        return [k] * 4
    if shape == "pair":
        return [k] * 2
    if shape == "single":
        return [k]
    if shape == "run":
        return [k, k + 1, k + 2] if k % 10 <= 7 else None
    base = k - k % 10
    return [base + 1, base + 6, base + 9]


@st.composite
def hands(draw):
    """Concealed cards built mostly from groups, some melds, a winning card among the concealed."""
    counts = [0] * len(ALL_CARDS)
    concealed: list[int] = []
    for _ in range(draw(st.integers(3, 7))):
        kinds = _kinds(draw(st.sampled_from(SHAPES)), draw(st.integers(0, 19)))
        if kinds and all(counts[k] + kinds.count(k) <= COPIES for k in set(kinds)):
            for k in kinds:
                counts[k] += 1
            concealed += kinds
    melds = []
    for _ in range(draw(st.integers(0, 2))):
        kind = draw(st.sampled_from(("peng", "wai", "liu", "chi")))
        k = draw(st.integers(0, 19))
        kinds = [k] * (4 if kind == "liu" else 3) if kind != "chi" else _kinds("run", k)
        if kinds and all(counts[x] + kinds.count(x) <= COPIES for x in set(kinds)):
            for x in kinds:
                counts[x] += 1
            cards = tuple(ALL_CARDS[x] for x in kinds)
            g = {"peng": Group(Kind.PENG, cards, concealed=False, source="1", how="discarded"),
                 "wai": Group(Kind.WAI, cards, concealed=False, drawn=True),
                 "liu": Group(Kind.LIU, cards, concealed=False, drawn=True),
                 "chi": Group(Kind.SHUN, cards, concealed=False, source="self", how="revealed")}[kind]
            melds.append(g)
    if not concealed:
        concealed = [0]
    win = draw(st.sampled_from(concealed))
    return concealed, melds, win


@SETTINGS
@given(hands(), st.sampled_from(("self", "other")), st.sampled_from(RULE_SETS), st.booleans())
def test_is_win_is_the_scorers_verdict(hand, by, rules, last):
    concealed, melds, win = hand
    cards = tuple(ALL_CARDS[k] for k in concealed)
    h = Hand(cards, tuple(melds), ALL_CARDS[win], revealed_by=by, last_card=last)
    if len(h.all_cards) > 21 + sum(n == 4 for n in counts_of(h.all_cards)):
        return
    fast = is_win(counts_of(cards), win, by, meld_xi=sum(m.xi for m in melds),
                  melds_liu=sum(m.kind is Kind.LIU for m in melds), cards=len(h.all_cards), rules=rules,
                  last_card=last)
    assert fast == score(h, rules).valid


@SETTINGS
@given(st.lists(st.integers(0, 19), min_size=19, max_size=20).filter(
    lambda ks: all(ks.count(k) <= COPIES for k in set(ks))))
def test_the_qishou_shortcut_agrees_with_the_deal_verdict(kinds):
    cards = [ALL_CARDS[k] for k in kinds]
    counts = counts_of(cards)
    if _menzi_at_least(counts, 6.5, PRESETS["waihuzi"]):
        assert menzi(counts) >= 6.5
    xi, kind = qishou(cards, counts, False, PRESETS["waihuzi"])
    d = deal(cards)
    assert (xi, kind) == ((d.xi, "deal") if d.wins else (0, ""))


def test_the_dead_hand_example_is_found():
    cards = [ALL_CARDS[k] for k in [10] * 4 + [0] * 4 + [9] * 4 + [19] * 4 + [13, 14, 15, 4]]
    assert qishou(cards, counts_of(cards), True, PRESETS["waihuzi"]) == (100, "deal")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 19), max_size=12), st.integers(0, 19), st.booleans())
def test_chi_ways_is_every_pair_of_hand_cards(kinds, k, ten):
    rules = RuleSet(ten_after_nine=ten)
    hand = [min(kinds.count(i), COPIES) for i in range(20)]
    want = set()
    for a, b in itertools.combinations(sorted({i for i in range(20) if hand[i]} - {k}), 2):
        trio = sorted((a, b, k))
        if trio[0] // 10 == trio[2] // 10 and (is_run(trio, rules) or is_erqishi(trio)):
            want.add((a, b))
    got = {(x.index, y.index) for x, y in chi_ways(hand, ALL_CARDS[k], rules)}
    assert got == want


def test_the_special_deals_by_name():
    from engine.waihuzi.cards import parse_cards

    rules = PRESETS["waihuzi"]
    for text, dealer, xi in (("112233445566778899x 1d", False, 80), ("11234567890x 12345678d", False, 80),
                             ("1234567890x 123456789d", False, 100), ("11223344556677889900x", True, 100)):
        cards = parse_cards(text)
        assert qishou(cards, counts_of(cards), dealer, rules) == (xi, "deal"), text
