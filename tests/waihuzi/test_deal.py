"""起手 specials (s004.p053, p057–p059)."""

from __future__ import annotations

import pytest

from engine.core.errors import InputError
from engine.waihuzi.cards import CardError, counts_of, parse_cards
from engine.waihuzi.deal import deal, menzi


def specials(d):
    return [i.item.rsplit(".", 1)[-1] for i in d.items]


def test_sishou_example_from_the_text(cite):
    cite("s004.p057", "这种指任何一家无法吃出来不够6个半门子无法胡牌的。则叫死手牌。在胡牌加分规则下，另加一百息")
    cite("s004.p057", "（起手四个大一，四个小一，四个小十，四个大十，一句大456，一个小5）")
    d = deal(parse_cards("1111d 1111x 0000x 0000d 456d 5x"))
    assert d.dead and d.units == 5.5 and specials(d) == ["sishou"] and d.xi == 100 and d.wins


def test_an_ordinary_hand_has_nothing():
    d = deal(parse_cards("123x 456x 789x 11d 345d 77d 9d 0x 0d"))
    assert not d.dead and d.items == () and d.xi == 0 and not d.wins


def test_yidui_with_a_kan_or_nei_hao(cite):
    cite("s004.p058", "起手只一对（含只有单牌和坎或一内豪）或九对（含坎或内豪）在胡牌加分规则下，另加八十息?")
    cite("s004.p053", "此局算胡牌九对或一对者计八十息")
    assert specials(deal(parse_cards("1112345678x 123456789d"))) == ["yidui"]  # a 坎 and 16 singles
    d = deal(parse_cards("11112345678x 12345678d"))  # a 内豪 and 15 singles
    assert d.pairs == 1 and specials(d) == ["yidui"] and d.xi == 80


def test_jiudui(cite):
    cite("s004.p058", "九对（含坎或内豪）")
    assert specials(deal(parse_cards("112233445566778899x 1d"))) == ["jiudui"]
    assert specials(deal(parse_cards("1112233445566778899x"))) == ["jiudui"]  # eight pairs and a 坎


def test_wudui_and_shidui(cite):
    cite("s004.p059", "起手无对或十对，即可胡牌，在胡牌加分规则下，另加一百息")
    d = deal(parse_cards("1234567890x 123456789d"))
    assert specials(d) == ["wudui"] and d.xi == 100 and d.pairs == 0
    d = deal(parse_cards("11223344556677889900x"))
    assert specials(d) == ["shidui"] and d.xi == 100


def test_menzi():
    assert menzi(counts_of(parse_cards("333x 45x 9d"))) == 2.5
    # the fourth 5x is in the hand already: the pair can never grow, only the lone 吊字 half
    assert menzi(counts_of(parse_cards("5555x"))) == 1
    assert menzi(counts_of(parse_cards("55x"))) == 1
    assert menzi(counts_of(parse_cards("27x"))) == 1  # 二七 waits for 十
    assert menzi(counts_of(parse_cards("1x 1d"))) == 0.5


@pytest.mark.parametrize("text", ["123x", "1234567890x 1234567890d 1x"])
def test_wrong_size_is_bad_input(cite, text):
    cite("s004.p021", "起手庄家抓20张牌，二位闲家各抓19张牌")
    with pytest.raises(InputError):
        deal(parse_cards(text))


def test_fifth_copy():
    with pytest.raises(CardError):
        deal(parse_cards("11111x 234567890x 1234d"))


def test_json():
    j = deal(parse_cards("1111d 1111x 0000x 0000d 456d 5x")).to_json()
    assert j["specials"] == ["sishou"] and j["menzi"] == 5.5 and j["breakdown"][0]["source"] == "s004.p057"
