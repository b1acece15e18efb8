"""Positions: one line of text, read back to the same position; errors name their field."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import ALL_CARDS, Card
from engine.core.errors import InputError
from engine.duzihu import Hand, Kind, Meld, Position, RuleSet, score
from engine.duzihu.position import ORIGINS

from .strategies import winning_hands

CARDS = [c for c in ALL_CARDS if c.code != "X"]
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def melds(draw, seat: int | None) -> Meld:
    kind = draw(st.sampled_from(list(ORIGINS)))
    origin = draw(st.none() | st.sampled_from(ORIGINS[kind]))
    others = [s for s in range(4) if s != seat]
    from_seat = draw(st.none() | st.sampled_from(others)) if origin == "discard" else None
    return Meld(kind, draw(st.sampled_from(CARDS)), origin, from_seat)


@st.composite
def positions(draw) -> Position:
    """Any position the text can hold (not only winning ones)."""
    seat = draw(st.none() | st.integers(0, 3))
    xi = draw(st.none() | st.integers(0, 5))
    tiancheng = draw(st.booleans()) if seat in (None, 0) else False
    return Position(hand=tuple(draw(st.lists(st.sampled_from(CARDS), max_size=30))),
                    jiang=tuple(draw(st.lists(st.sampled_from(list(ALL_CARDS)), min_size=1, max_size=2))),
                    win=draw(st.sampled_from(CARDS)), melds=tuple(draw(st.lists(melds(seat), max_size=7))),
                    self_drawn=draw(st.booleans()), last_card=draw(st.booleans()), xi=xi,
                    xi_dealt=xi is not None and draw(st.booleans()), tiancheng=tiancheng, seat=seat,
                    turn=draw(st.none() | st.integers(0, 999)))


@SETTINGS
@given(positions())
def test_parse_of_text_is_the_position(p):
    text = p.text()
    assert Position.parse(text) == p
    assert Position.parse(text).text() == text
    assert "  " not in text and "\n" not in text


@SETTINGS
@given(winning_hands())
def test_a_hand_scores_the_same_as_its_position(h):
    hand = Hand.parse(" ".join(h["concealed"]), jiang=h["jiang"], melds=h["melds"], win=h["win"],
                      self_drawn=h["self_drawn"], last_card=h["last_card"], xi=h["xi"], xi_dealt=h["xi_dealt"],
                      tiancheng=h["tiancheng"])
    position = Position.from_hand(hand)
    assert Position.parse(position.text()) == position
    rules = RuleSet.named(h["rules"])
    assert score(position, rules).to_json() == score(hand, rules).to_json()
    assert position.to_hand() == hand


TEXT = st.text(alphabet="123456789mspQHBX -=,.@:meldsjiangwonxituche0", max_size=60)


@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_bad_text_raises_input_error_only(text):
    try:
        p = Position.parse(text)
    except InputError as e:
        assert str(e) and e.token
    else:
        assert Position.parse(p.text()) == p


def test_the_documented_example():
    p = Position.parse("999m234m678s123p456p55p melds=peng:6m@1.discard,peng:7p jiang=4s win=5p won=discard")
    assert p.melds == (Meld(Kind.PENG, Card.parse("6m"), "discard", 1), Meld(Kind.PENG, Card.parse("7p")))
    assert p.fen() == p.text()
    s = score(p, RuleSet.named("danjiang"))
    assert (s.valid, s.type.value, s.base, s.dihu, s.total) == (True, "ta", 13, 20, 70)


def test_every_field():
    text = ("12345556p melds=long:9m@dealt,angang:5s@drawn,gang:Q@drawn,gang:H@2.discard jiang=H,5m win=5p "
            "won=self,last xi=5,dealt tiancheng=1 seat=0 turn=0")
    p = Position.parse(text)
    assert p.text() == text
    assert (p.self_drawn, p.last_card, p.xi, p.xi_dealt, p.tiancheng, p.seat, p.turn) == (True, True, 5, True, True,
                                                                                         0, 0)


@pytest.mark.parametrize("text, field", [
    ("999m jiang=4s win=5p won=self,first", "won"),
    ("999m jiang=4s", "win"),
    ("999m win=5p", "jiang"),
    ("999m jiang=4s4s win=5p", "jiang"),
    ("99z jiang=4s win=5p", "hand"),
    ("999m jiang=4s win=5p melds=peng:6m@drawn", "melds"),
    ("999m jiang=4s win=5p melds=long:6m@1.discard", "melds"),
    ("999m jiang=4s win=5p melds=peng:6m@9.discard", "melds"),
    ("999m jiang=4s win=5p melds=peng:X", "melds"),
    ("999m jiang=4s win=5p melds=peng:6m@1.discard seat=1", "melds"),
    ("999m jiang=4s win=5p xi=6", "xi"),
    ("999m jiang=4s win=5p xi=dealt", "xi"),
    ("999m jiang=4s win=5p tiancheng=yes", "tiancheng"),
    ("999m jiang=4s win=5p tiancheng=1 seat=2", "tiancheng"),
    ("999m jiang=4s win=5p seat=4", "seat"),
    ("999m jiang=4s win=5p seat=²", "seat"),
    ("999m jiang=4s win=5p turn=-1", "turn"),
    ("999m jiang=4s win=5p win=5p", "win"),
    ("999m jiang=4s win=5p colour=red", "colour"),
])
def test_errors_name_the_field(text, field):
    with pytest.raises(InputError) as e:
        Position.parse(text)
    assert e.value.token == field, str(e.value)


def test_hand_errors_name_the_position_field():
    p = Position.parse("999m234m678s123p456p55p jiang=4s win=9p")
    with pytest.raises(InputError, match="hand includes the winning card"):
        p.to_hand()
    big = Position.parse("111122223333m1111222233334444s5555p jiang=5s win=5p")
    with pytest.raises(InputError) as e:
        big.to_hand()
    assert e.value.token == "hand" and "32 cards" in str(e.value)
    assert not score(big.to_hand(oversized=True), RuleSet.named("danjiang")).valid
