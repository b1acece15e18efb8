"""The 80 character cards and their notation (s004.p006–p010)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.errors import InputError
from engine.waihuzi.cards import (
    ALL_CARDS,
    BY_CODE,
    DECK_SIZE,
    Card,
    CardError,
    counts_of,
    format_cards,
    parse_cards,
)


def test_deck_is_twenty_kinds_four_each(cite):
    cite("s004.p007", "小写“一”、“二”、“三”、“四”、“五”、“六”、“七”、“八”、“九”、“十”各四张")
    cite("s004.p008", "大写“壹”、“贰”、“叁”、“肆”、“伍”、“陆”、“柒”、“捌”、“玖”、“拾”各四张")
    assert len(ALL_CARDS) == 20 and DECK_SIZE == 80
    assert [c.code for c in ALL_CARDS[:10]] == ["1x", "2x", "3x", "4x", "5x", "6x", "7x", "8x", "9x", "0x"]
    assert [c.code for c in ALL_CARDS[10:]] == ["1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "0d"]
    assert "".join(c.zh for c in ALL_CARDS) == "一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾"


def test_red_and_black(cite):
    cite("s004.p010", "“二”、“七”、“十”和“贰”、“柒”、“拾”为红色，其余为黑色")
    assert {c.code for c in ALL_CARDS if c.is_red} == {"2x", "7x", "0x", "2d", "7d", "0d"}
    assert Card.parse("5d").color == "black" and Card.parse("拾").color == "red"


def test_digits_share_a_letter():
    assert format_cards(parse_cards("270x")) == "2x 7x 0x"
    assert parse_cards("270x") == parse_cards("2x 7x 0x") == parse_cards("二七十")
    assert parse_cards("456x678d") == parse_cards("4x 5x 6x 6d 7d 8d")


@pytest.mark.parametrize(
    "zh, code",
    [("一", "1x"), ("十", "0x"), ("壹", "1d"), ("贰", "2d"), ("貳", "2d"), ("叁", "3d"), ("參", "3d"), ("肆", "4d"),
     ("伍", "5d"), ("陆", "6d"), ("陸", "6d"), ("柒", "7d"), ("捌", "8d"), ("玖", "9d"), ("拾", "0d")],
)
def test_chinese_numerals(zh, code):
    assert Card.parse(zh) is BY_CODE[code]


def test_mixed_notation_and_separators():
    assert format_cards(parse_cards("贰柒拾，一二三、456x; 9d")) == "1x 2x 3x 4x 5x 6x 2d 7d 9d 0d"


def test_names():
    c = Card.parse("2d")
    assert (c.zh, c.zh_hant, c.en, str(c), repr(c)) == ("贰", "貳", "big two", "2d", "Card('2d')")
    assert Card.parse("0x").en == "small ten" and Card.of(10, "x") is Card.parse("0x")


@pytest.mark.parametrize("text, token", [("3z", "3z"), ("270q", "270q"), ("1x 2y", "2y"), ("x", "x"), ("3xq", "q"), ("零", "零")])
def test_unknown_card_names_the_token(text, token):
    with pytest.raises(CardError) as e:
        parse_cards(text)
    assert e.value.token == token and token in str(e.value)
    assert isinstance(e.value, InputError)


def test_fifth_copy():
    with pytest.raises(CardError) as e:
        counts_of(parse_cards("3x3x3x3x 3x"))
    assert e.value.token == "3x"


def test_one_card_only():
    with pytest.raises(CardError):
        Card.parse("12x")


def test_compact_format():
    assert format_cards(parse_cards("0x 9d 2x 7x 1d"), compact=True) == "270x19d"


@given(st.lists(st.sampled_from(ALL_CARDS), max_size=30))
def test_round_trip(cards):
    assert parse_cards(format_cards(cards)) == sorted(cards)
    assert sorted(parse_cards(format_cards(cards, compact=True))) == sorted(cards)


def test_cards_are_interned_and_pickle():
    import pickle

    assert pickle.loads(pickle.dumps(Card.parse("7d"))) is Card.parse("柒")
