"""Properties over random hands: scoring never raises (within the size limit), card order never matters,
verdicts add up, every special hand is either applied or refused with a reason."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.reason import RULES
from engine.waihuzi.bonuses import SPECIAL_KEYS
from engine.waihuzi.cards import ALL_CARDS, COPIES
from engine.waihuzi.deal import deal
from engine.waihuzi.groups import Group, Kind, is_run
from engine.waihuzi.rules import PRESETS, Options, RuleSet
from engine.waihuzi.score import Hand, HandTooBig, score

DECK = [c for c in ALL_CARDS for _ in range(COPIES)]
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
NO_LIMIT = RuleSet(card_limit=0)


def _meld_cards(kind: str, start: int) -> list[int] | None:
    if kind in ("peng", "wai"):
        return [start] * 3
    if kind == "liu":
        return [start] * 4
    if start % 10 == 1 and kind == "chi":
        return [start, start + 5, start + 8]
    if kind == "chi" and start % 10 <= 7 and is_run([start, start + 1, start + 2]):
        return [start, start + 1, start + 2]
    return None


@st.composite
def hands(draw, max_concealed: int = 22):
    deck = draw(st.permutations(DECK))
    n = draw(st.integers(1, max_concealed))
    concealed, rest = list(deck[:n]), Counter(c.index for c in deck[n:])
    melds: list[Group] = []
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["peng", "wai", "liu", "chi"]))
        kinds = _meld_cards(kind, draw(st.integers(0, 19)))
        if kinds is None or any(rest[k] < n_ for k, n_ in Counter(kinds).items()):
            continue
        rest.subtract(kinds)
        cards = tuple(ALL_CARDS[k] for k in kinds)
        source = draw(st.sampled_from(["", "other", "1"] + (["self"] if kind == "chi" else [])))
        how = draw(st.sampled_from(["", "revealed", "discarded"])) if source not in ("", "self") else \
            ("revealed" if source == "self" else "")
        if kind == "chi":
            g = Group(Kind.ERQISHI if kinds[1] - kinds[0] == 5 else Kind.SHUN, cards, concealed=False, source=source,
                      how=how)
        elif kind == "peng":
            g = Group(Kind.PENG, cards, concealed=False, source=source, how=how)
        else:
            g = Group(Kind(kind), cards, concealed=False, drawn=True)
        melds.append(g)
    tianhu = draw(st.booleans()) and draw(st.booleans())
    win = None if tianhu else draw(st.sampled_from(concealed))
    flags = {"tianhu": tianhu}
    if not tianhu:
        flags["baoting"] = draw(st.booleans())
        flags["dihu"] = draw(st.booleans())
        flags["last_card"] = not flags["dihu"] and draw(st.booleans())
        flags["revealed_by"] = draw(st.sampled_from(["self", "other"]))
    return concealed, melds, win, flags


def _check(s, options: Options) -> None:
    assert sum(i.xi for i in s.breakdown) == s.xi
    v = s.verdict()
    assert v.key() == (s.valid, s.xi, s.base_xi) and v.game == "waihuzi" and v.totals["xi"] == s.xi
    assert sum(line.value for line in v.of_kind("applied")) == s.xi  # every 息 is on an applied line
    assert [line.reason for line in v.of_kind("error")] == list(s.reasons)
    if s.valid:
        assert s.base_xi >= options.min_xi and s.leftover == ()
        held = Counter(c.index for g in s.groups for c in g.cards)
        assert held == Counter(c.index for c in s.hand.all_cards)
        assert sum(g.win for g in s.groups) == (0 if s.hand.tianhu else 1)
        # each special hand is on exactly one line: applied, or refused with its reason
        named = [line.rule.split(".")[2] for line in v.find("waihuzi.special.") if line.kind in ("applied", "refused")]
        assert sorted(named) == sorted(SPECIAL_KEYS)
    else:
        assert s.reasons and not s.hao and not s.specials
        assert [line.rule for line in v.of_kind("refused")] == ["waihuzi.special.needs_win"] * len(SPECIAL_KEYS)
    for line in v.lines:
        assert line.rule in RULES and line.rule.startswith("waihuzi.")
    assert s.explain and s.explain_zh and len(s.explain) == len(v.lines)
    j = s.to_json()
    assert {"game", "rules", "valid", "xi", "base_xi", "lines", "explain", "explain_zh", "breakdown"} <= set(j)


@SETTINGS
@given(hands(), st.sampled_from(sorted(PRESETS)))
def test_scoring_never_raises(h, preset):
    """Within the size limit scoring never raises; above it, the one error names the count."""
    concealed, melds, win, flags = h
    options = Options.named(preset)
    hand = Hand(tuple(concealed), tuple(melds), win, **flags)
    fours = sum(n == 4 for n in Counter(c.index for c in hand.all_cards).values())
    if len(hand.all_cards) > options.card_limit + fours:
        with pytest.raises(HandTooBig) as e:
            score(hand, options)
        assert f"{len(hand.all_cards)} cards" in str(e.value)
        hand_options = options.with_options(card_limit=0)
        _check(score(hand, hand_options), hand_options)
    else:
        _check(score(hand, options), options)


@SETTINGS
@given(hands(), st.randoms(use_true_random=False))
def test_card_order_never_matters(h, rnd):
    concealed, melds, win, flags = h
    a = score(Hand(tuple(concealed), tuple(melds), win, **flags), NO_LIMIT)
    shuffled, ms = list(concealed), list(melds)
    rnd.shuffle(shuffled)
    rnd.shuffle(ms)
    b = score(Hand(tuple(shuffled), tuple(ms), win, **flags), NO_LIMIT)
    assert a.to_json() == b.to_json()


@st.composite
def winning_shapes(draw):
    """A hand built from groups (and maybe the 吊字 pair): it always groups in full."""
    left = Counter({i: COPIES for i in range(20)})
    concealed: list[int] = []
    for _ in range(draw(st.integers(1, 7))):
        shape = draw(st.sampled_from(["three", "four", "run", "eqs"]))
        i = draw(st.integers(0, 19))
        kinds = {"three": [i] * 3, "four": [i] * 4, "run": [i, i + 1, i + 2] if i % 10 <= 7 else None,
                 "eqs": [i, i + 5, i + 8] if i % 10 == 1 else None}[shape]
        if kinds and all(left[k] >= n for k, n in Counter(kinds).items()):
            left.subtract(kinds)
            concealed += kinds
    pair = draw(st.integers(0, 19))
    if draw(st.booleans()) and left[pair] >= 2:
        concealed += [pair, pair]
        win = pair
    elif concealed:
        win = draw(st.sampled_from(concealed))
    else:
        concealed, win = [pair, pair], pair
    return [ALL_CARDS[k] for k in concealed], ALL_CARDS[win]


@SETTINGS
@given(winning_shapes())
def test_grouped_hands_always_group(h):
    cards, win = h
    s = score(Hand(tuple(cards), (), win), NO_LIMIT)
    assert s.leftover == () and s.groupings >= 1
    assert s.valid == (s.base_xi >= 8)


@SETTINGS
@given(st.permutations(DECK), st.sampled_from([19, 20]))
def test_deal_never_raises_and_order_never_matters(deck, n):
    cards = list(deck[:n])
    a = deal(cards)
    random.Random(n).shuffle(cards)
    b = deal(cards)
    assert a.to_json() == b.to_json()
    assert a.xi == sum(i.xi for i in a.items)
    v = a.verdict()
    assert v.key() == (a.wins, a.xi) and sum(line.value for line in v.of_kind("applied")) == a.xi
    # each 起手 special on exactly one line, applied or refused
    named = sorted(line.rule.split(".")[2] for line in v.find("waihuzi.deal.") if line.kind in ("applied", "refused"))
    assert named == sorted(["yidui", "jiudui", "wudui", "shidui", "sishou"])
