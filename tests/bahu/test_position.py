"""八胡 positions: melds with provenance, the one-line text and its round trip, facts instead of guesses."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bahu.analysis import analyze
from engine.bahu.groups import JIANG, Meld
from engine.bahu.position import FIELDS, Position
from engine.cards import ALL_CARDS
from engine.core.errors import InputError

from .strategies import hands, melds
from .test_rules import q

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --- melds with provenance --------------------------------------------------------------------------

@pytest.mark.parametrize("text,seat,via", [
    ("peng:Q@2.discard", 2, "discard"), ("bomb:7p@deal", None, "deal"), ("chi:567m@1", 1, None),
    ("gang:5m@draw", None, "draw"), ("zhang:H@draw", None, "draw"), ("peng:Q", None, None),
])
def test_meld_provenance_parses_and_round_trips(text, seat, via):
    m = Meld.parse(text)
    assert (m.seat, m.via) == (seat, via)
    assert str(m) == text and Meld.parse(str(m)) == m
    assert m.plain() == Meld.parse(text.partition("@")[0])


@pytest.mark.parametrize("text", ["peng:Q@", "peng:Q@4", "peng:Q@x", "peng:Q@2.", "peng:Q@deal", "bomb:7p@1",
                                  "bomb:7p@2.discard", "chi:567m@deal", "zhang:H@discard", "peng:Q@1.draw.x"])
def test_bad_provenance_is_an_input_error_naming_the_meld(text):
    with pytest.raises(InputError) as e:
        Meld.parse(text)
    assert e.value.token == text


@st.composite
def provenanced(draw, meld: Meld) -> Meld:
    vias = {"bomb": [None, "deal"], "zhang": [None, "draw"]}.get(meld.kind, [None, "discard", "draw"])
    via = draw(st.sampled_from(vias))
    seat = None if meld.kind == "bomb" or via == "deal" else draw(st.sampled_from([None, 0, 1, 2, 3]))
    return Meld(meld.kind, meld.cards, seat, via)


@st.composite
def positions(draw) -> Position:
    hand = draw(hands(max_cards=20))
    table = [draw(provenanced(m)) for m in draw(melds(hand))]
    base = Position.from_hand(hand, table)
    zhao = draw(st.lists(st.sampled_from(ALL_CARDS), max_size=2, unique=True))
    held = [0] * 31
    for c in base.cards():
        held[c.index] += 1
    drawn = draw(st.sampled_from([None, *base.hand])) if base.hand else None
    return Position(base.hand, tuple(m for m in base.melds), base.zhang, base.zhao + tuple(zhao),
                    draw(st.booleans()), drawn, draw(st.sampled_from([None, 0, 1, 2, 3])),
                    draw(st.sampled_from([None, 0, 1, 2, 3])))


@SETTINGS
@given(positions())
def test_position_text_round_trips(position):
    text = position.text()
    assert Position.parse(text) == position
    assert Position.parse(text).text() == text
    assert position.fen() == text and " " not in text.split(" ", 1)[0]


@SETTINGS
@given(hands(max_cards=20), st.data())
def test_the_old_signature_is_the_implied_position(hand, data):
    table = data.draw(melds(hand))
    implied = Position.from_hand(hand, table)
    assert Position.parse(implied.text()) == implied
    a, b = analyze(hand, table, "haimen"), analyze(implied, rules="haimen")
    assert (a.yuan, a.hutou, a.can_hu, a.waits, a.chengpai, a.distance) == (b.yuan, b.hutou, b.can_hu, b.waits,
                                                                           b.chengpai, b.distance)
    assert [line.reason for line in a.lines] == [line.reason for line in b.lines]


def test_fields_come_in_a_fixed_order_and_empty_ones_are_left_out():
    p = Position.parse("567m seat=0 turn=2 drawn=5m full=1 zhao=Q zhang=H melds=peng:5m@1.discard")
    assert p.text() == "567m melds=peng:5m@1.discard zhang=H zhao=Q full=1 drawn=5m turn=2 seat=0"
    assert [f.split("=")[0] for f in p.text().split()[1:]] == list(FIELDS)
    assert Position.parse("-").text() == "-" and Position().text() == "-"


@pytest.mark.parametrize("text,field", [
    ("5m 3z", "position"),  # the hand is one word; a second word must be NAME=VALUE
    ("5m3z", "hand"), ("5m zhao=3z", "zhao"), ("5m zhang=5m", "zhang"), ("5m melds=peng:5m5m", "melds"),
    ("5m drawn=6m", "drawn"), ("5m turn=4", "turn"), ("5m seat=x", "seat"), ("5m full=yes", "full"),
    ("5m colour=red", "colour"), ("5m5m5m5m", "hand"), ("5m melds=zhang:H", "melds"), ("5m turn=1 turn=2", "turn"),
])
def test_position_errors_name_the_field(text, field):
    with pytest.raises(InputError) as e:
        Position.parse(text)
    assert field in str(e.value) or field == e.value.token


def test_a_fifth_copy_anywhere_in_the_position_is_refused():
    with pytest.raises(InputError) as e:
        Position.parse("5m5m melds=peng:5m")
    assert e.value.token == "5m"


# --- facts instead of guesses ----------------------------------------------------------------------

def test_a_triplet_is_a_zhao_only_when_the_position_says_it_was_dealt():
    q("s000.p028", "即摸牌阶段完毕时，手里就有三个一样的，即三张，俗称“早二”")
    q("s001.p039", "但招儿不可拆开作顺子")
    dealt = analyze(Position.parse("5m5m5m zhao=5m"), rules="tongdong")
    assert dealt.yuan and [g.kind for g in dealt.groups] == ["zhao"] and dealt.hutou == 2
    # the third 5m arrived later (drawn): no 招儿, the cards are three loose 5m
    arrived = analyze(Position.parse("5m5m5m drawn=5m"), rules="tongdong")
    assert not arrived.yuan
    # in tongdong a dealt triplet cannot be split into runs; three arrived separately can
    assert not analyze(Position.parse("344555667m zhao=5m"), rules="tongdong").yuan
    assert analyze(Position.parse("344555667m"), rules="tongdong").yuan  # 345 456 567
    # the old signature guesses "dealt" for every triplet
    assert analyze("5m5m5m", [], "tongdong").hutou == 2


def test_an_opened_zhao_stays_a_fact_of_the_deal():
    p = Position.parse("234m melds=gang:5m@2.discard zhao=5m")
    assert p.dealt == (ALL_CARDS[4],)
    a = analyze(p, rules="tongdong")
    assert a.yuan and a.hutou == 4  # the gang; no 招儿 group left in hand


def test_a_dealt_bomb_is_a_meld_from_the_deal():
    q("s000.p029", "抓到爆炸要摊在桌上，不能放手里")
    implied = Position.from_hand("5m5m5m5m 6m7m")
    assert implied.text() == "67m melds=bomb:5m@deal"
    a = analyze(implied)
    assert not a.yuan and [g.kind for g in a.groups] == ["bomb"] and not a.groups[0].table


def test_huanghu_is_judged_when_the_position_is_a_whole_deal():
    q("s000.p035", "黄胡就是指没有抓到至少一种两张相同的将牌")
    hand = "234m 567m 234s 567s 234p 567p Q B"
    assert analyze(Position.parse(f"{hand.replace(' ', '')} full=1")).verdict().find("bahu.huanghu")
    assert not analyze(Position.parse(hand.replace(" ", ""))).verdict().find("bahu.huanghu")


def test_waits_use_the_positions_facts():
    # 8m makes 678m; the three 5m are then a group only if they were dealt together (a 招儿)
    dealt = analyze(Position.parse("55567m melds=peng:Q,peng:H zhao=5m"), rules="haimen")
    loose = analyze(Position.parse("55567m melds=peng:Q,peng:H drawn=5m"), rules="haimen")
    assert "8m" in [w.card.code for w in dealt.waits]
    assert "8m" not in [w.card.code for w in loose.waits]
    assert analyze("55567m", ["peng:Q", "peng:H"], "haimen").waits == dealt.waits  # the old guess: dealt


def test_melds_go_inside_a_position():
    with pytest.raises(InputError) as e:
        analyze(Position.parse("5m"), ["peng:Q"])
    assert e.value.token == "melds"


def test_standing_jiang_are_their_own_field():
    p = Position.from_hand("9s9m", ["zhang:H"])
    assert p.zhang == (ALL_CARDS[28],) and p.melds == () and p.text() == "9m9s zhang=H"
    assert [str(m) for m in p.all_melds()] == ["zhang:H"]
    assert all(c.index in JIANG for c in p.zhang)


def test_a_drawn_jiang_may_stand():
    assert Position.parse("234m zhang=H drawn=H").drawn == ALL_CARDS[28]
    with pytest.raises(InputError):
        Position.parse("234m zhang=H drawn=Q")
    with pytest.raises(InputError):
        Position(hand=("5m",))  # type: ignore[arg-type]
