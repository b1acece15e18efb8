"""The one-line position text: every field, parse(text()) == the position, errors naming the field."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import InputError
from engine.waihuzi.cards import ALL_CARDS, COPIES
from engine.waihuzi.groups import Group, Kind
from engine.waihuzi.position import Position
from engine.waihuzi.rules import RuleSet
from engine.waihuzi.score import Hand, score

DECK = [c for c in ALL_CARDS for _ in range(COPIES)]


def test_reference_example_as_a_position():
    p = Position.parse("333d 270d 456x 678d 123x 789x".replace(" ", "") + " melds=wai:9d win=8x")
    assert p.text() == "123456789x233367780d melds=wai:999d win=8x"
    assert score(p).to_json() == score(Hand.parse("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x")).to_json()


def test_every_field():
    p = Position.parse("555x666x123d456d789d melds=wai:4x,peng:5d@2d,chi:270d@s win=5x by=1 facts=hailao,baoting "
                       "seat=0 turn=31")
    assert (p.by, p.last_card, p.baoting, p.seat, p.turn) == ("1", True, True, 0, 31)
    assert [m.notation for m in p.melds] == ["wai:444x", "chi:270d@self", "peng:555d@2.discard"]
    assert "melds=wai:444x,chi:270d@self,peng:555d@2.discard" in p.text()
    hand = p.hand()
    assert hand.revealed_by == "other" and hand.last_card and hand.baoting
    assert Position.from_hand(hand, seat=0, turn=31) == Position.parse(p.text().replace("by=1", "by=other"))
    assert Position.parse(p.text()) == p


def test_tianhu_has_no_win_field():
    p = Position.parse("555x666x888x345d456d99x facts=tianhu")
    assert p.win is None and p.text() == "55566688899x344556d facts=tianhu" and score(p).valid


@pytest.mark.parametrize("text, field", [
    ("333z win=3x", "hand"),
    ("333x melds=peng:5q win=3x", "melds"),
    ("333x melds=gang:5x win=3x", "melds"),
    ("333x win=3q", "win"),
    ("333x win=4x", "win"),
    ("333x", "win"),
    ("333x win=3x by=someone", "by"),
    ("333x win=3x by=0 seat=0", "by"),
    ("333x melds=peng:5x@0d win=3x seat=0", "melds"),
    ("333x win=3x facts=lucky", "facts"),
    ("333x win=3x facts=tianhu", "win"),  # 天胡 has no winning card
    ("333x win=3x facts=dihu,hailao", "facts"),
    ("333x win=3x seat=7", "seat"),
    ("333x win=3x turn=-1", "turn"),
    ("333x win=3x turn=x", "turn"),
    ("3333x melds=peng:3x win=3x", "hand"),
    ("333x win=3x colour=red", "colour"),
    ("333x win=3x win=3x", "win"),
    ("win=3x", "win=3x"),
])
def test_errors_name_the_field(text, field):
    with pytest.raises(InputError) as e:
        Position.parse(text)
    assert e.value.token == field, str(e.value)


@st.composite
def positions(draw):
    deck = draw(st.permutations(DECK))
    n = draw(st.integers(1, 20))
    concealed, rest = list(deck[:n]), Counter(c.index for c in deck[n:])
    seat = draw(st.none() | st.integers(0, 3))
    others = [s for s in "0123" if seat is None or s != str(seat)]
    melds = []
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["peng", "wai", "liu", "chi"]))
        k = draw(st.integers(0, 19))
        kinds = {"peng": [k] * 3, "wai": [k] * 3, "liu": [k] * 4,
                 "chi": [k, k + 1, k + 2] if k % 10 <= 7 else [k, k + 5, k + 8] if k % 10 == 1 else None}[kind]
        if kinds is None or any(rest[i] < m for i, m in Counter(kinds).items()):
            continue
        rest.subtract(kinds)
        cards = tuple(ALL_CARDS[i] for i in kinds)
        if kind in ("wai", "liu"):
            melds.append(Group(Kind(kind), cards, concealed=False, drawn=True))
            continue
        source = draw(st.sampled_from(["", "other"] + others + (["self"] if kind == "chi" else [])))
        how = "revealed" if source == "self" else "" if not source else draw(st.sampled_from(["", "revealed",
                                                                                                  "discarded"]))
        shape = Kind.PENG if kind == "peng" else Kind.ERQISHI if kinds[1] - kinds[0] == 5 else Kind.SHUN
        melds.append(Group(shape, cards, concealed=False, source=source, how=how))
    tianhu = draw(st.booleans()) and draw(st.booleans())
    win = None if tianhu else draw(st.sampled_from(concealed))
    by = "self" if tianhu else draw(st.sampled_from(["self", "other"] + others))
    dihu = not tianhu and draw(st.booleans())
    last = not tianhu and not dihu and draw(st.booleans())
    baoting = not tianhu and draw(st.booleans())
    turn = draw(st.none() | st.integers(0, 999))
    return Position(tuple(concealed), tuple(melds), win, by, last, baoting, tianhu, dihu, seat, turn)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_text_round_trip(p):
    text = p.text()
    assert Position.parse(text) == p
    assert Position.parse(text).text() == text
    assert " " not in text.split(" ", 1)[0] and all("=" in w for w in text.split()[1:])


@settings(max_examples=100, deadline=None)
@given(positions())
def test_a_position_scores_like_its_hand(p):
    rules = RuleSet(card_limit=0)
    assert score(p, rules).to_json() == score(p.hand(), rules).to_json()
