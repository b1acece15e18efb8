"""Winning on a card another player reveals (揭) from the stock, 海捞 for any player, and where a
meld's taken card came from (s004.p014, p019, p022, p023, p031, p032, p035, p050)."""

from __future__ import annotations

import pytest

from engine.core.errors import InputError
from engine.waihuzi.groups import parse_meld
from engine.waihuzi.rules import RuleSet
from engine.waihuzi.score import Hand, score

REFERENCE = ("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x")


def S(hand, melds=(), win=None, options=RuleSet(), **flags):
    return score(Hand.parse(hand, melds, win, options=options, **flags), options)


def items(s):
    return [(i.item.removeprefix("waihuzi."), i.xi) for i in s.breakdown]


def test_a_revealed_card_is_not_a_discard(cite):
    cite("s004.p019", "胡牌只能胡摸出来的牌，任何人打出的牌都不能胡牌")
    cite("s004.p022", "手中打出的牌不能胡")
    cite("s004.p035", "指牌桌上揭到最后一张底牌，有任何一人可以胡牌，胡牌者即为海捞胡")
    s = S(*REFERENCE, revealed_by="other")
    assert s.valid and s.xi == 9  # 8x completes 789x: a run scores the same whoever revealed the card
    note = s.verdict().find("waihuzi.win.revealed")
    assert len(note) == 1 and note[0].kind == "note" and [c.code for c in note[0].cards] == ["8x"]
    assert s.to_json()["revealed_by"] == "other"


def test_a_pair_and_another_players_card_is_peng_not_wai(cite):
    cite("s004.p014", "起手两张，别家打出一张相同牌叫碰；起手有两张，再自摸一张相同牌叫歪")
    cite("s004.p023", "别人打过或者摸出过的牌，还是可以碰")
    cite("s004.p036", "歪（三张）：4息")
    cite("s004.p038", "碰（三张）：1息")
    own = S("555x 666x 123d 456d 789d", ["wai:4x"], "5x")
    other = S("555x 666x 123d 456d 789d", ["wai:4x"], "5x", revealed_by="other")
    assert items(own) == [("xi.wai", 4), ("xi.wai", 4), ("xi.kan", 3), ("xi.win", 1)] and own.xi == 12
    assert items(other) == [("xi.wai", 4), ("xi.peng", 1), ("xi.kan", 3), ("xi.win", 1)] and other.xi == 9
    peng = next(g for g in other.groups if g.kind.value == "peng")
    assert peng.win and peng.concealed and peng.code == "555x"
    assert "another player's revealed winning card makes the peng" in peng.reason.en
    assert "别家揭出的胡牌成碰" in peng.reason.zh


def test_another_players_card_goes_where_it_counts_most():
    # 5555x 46x: the revealed 5x may make 555x a 碰 (1) or complete 456x, leaving the 坎 555x (3)
    s = S("5555x 46x 777d 888d", ["wai:1x"], "5x", revealed_by="other")
    assert [str(g) for g in s.groups] == ["wai:111x", "shun:456x", "kan:555x", "kan:777d", "kan:888d"]
    assert next(g for g in s.groups if g.win).code == "456x"
    # and the four 5x: the fourth came from another player, 外豪 10, not 20
    assert ("hao.wai", 10) in items(s) and s.xi == 4 + 3 + 3 + 3 + 1 + 10
    own = S("5555x 46x 777d 888d", ["wai:1x"], "5x")
    assert ("hao.zimo", 20) in items(own) and own.xi == 4 + 4 + 3 + 3 + 1 + 20


def test_diaozi_pair_on_another_players_card():
    # decision (docs/rules/waihuzi.md D14): the 吊字 may be completed by a revealed card too
    s = S("555x 666x 123d 99d", ["wai:4x"], "9d", revealed_by="other")
    assert s.valid and [str(g) for g in s.groups][-1] == "pair:99d" and s.xi == 4 + 3 + 3 + 1


def test_hailao_for_any_player(cite):
    cite("s004.p050", "海捞：最后一张摸牌胡牌三十息")
    cite("s004.p035", "海捞加30息（指牌桌上揭到最后一张底牌，有任何一人可以胡牌，胡牌者即为海捞胡")
    for by in ("self", "other"):
        s = S(*REFERENCE, last_card=True, revealed_by=by)
        assert s.valid and s.xi == 9 + 30 and [i.item for i in s.specials] == ["waihuzi.special.hailao"]
    line = S(*REFERENCE, last_card=True, revealed_by="other").verdict().find("waihuzi.special.hailao")[0]
    assert line.kind == "applied" and line.value == 30 and "revealed by another player" in line.text("en")
    assert "别家揭出" in line.text("zh")


def test_only_hailao_on_another_players_card_is_an_option():
    narrow = RuleSet.named("waihuzi").with_options(win_on_revealed="last_card")
    s = S(*REFERENCE, options=narrow, revealed_by="other")
    assert not s.valid and [r.rule for r in s.reasons] == ["waihuzi.win.revealed.last_only"]
    assert S(*REFERENCE, options=narrow, revealed_by="other", last_card=True).valid
    assert S(*REFERENCE, options=narrow).valid  # one's own card is always fine
    with pytest.raises(InputError):
        RuleSet.named("waihuzi").with_option_text("win_on_revealed=never")


def test_revealed_by_is_checked():
    with pytest.raises(InputError) as e:
        Hand.parse("333x", (), "3x", revealed_by="nobody")
    assert e.value.token == "--revealed-by"
    with pytest.raises(InputError) as e:
        Hand.parse("555x 666x 888x 345d 456d 99x", (), None, tianhu=True, revealed_by="other")
    assert e.value.token == "--revealed-by"


# ------------------------------------------------------------------ where a meld's card came from

def test_meld_provenance_notation():
    assert str(parse_meld("peng:5x@1d")) == "peng:555x@1.discard"
    assert parse_meld("peng:5x@1.discard") == parse_meld("peng:5x@1d")  # the short letters read too
    assert str(parse_meld("chi:123x@s")) == "shun:123x@self"
    m = parse_meld("chi:270d@other")
    assert (m.source, m.how, m.taken_from, str(m)) == ("other", "", "other", "erqishi:270d@other")
    assert parse_meld("wai:8d@s").source == ""  # a 歪 is always one's own draw: implied
    assert parse_meld("peng:5x").taken_from == "other" and parse_meld("liu:3x").taken_from == "self"


@pytest.mark.parametrize("text", ["peng:5x@s", "wai:8d@1", "liu:3x@o", "chi:123x@sd", "chi:123x@9", "chi:123x@",
                                  "peng:5x@1q"])
def test_bad_provenance_names_the_meld(text):
    with pytest.raises(InputError) as e:
        parse_meld(text)
    assert e.value.token == text


def test_hao_by_where_the_fourth_came_from(cite):
    cite("s004.p031", "自己手中有同牌三张，上家打出同牌一张，下家可以用碰或吃，来吃进此牌，即为外“豪”，10息")
    cite("s004.p032", "自己手中有同牌三张，自己揭出同牌一张，自己用吃或歪来吃进此牌，20息")
    base = ("555x 555d 666d 99d", "9d")
    for meld, hao in (("chi:456x", ("hao.wai", 10)), ("chi:456x@1d", ("hao.wai", 10)), ("chi:456x@2r", ("hao.wai", 10)),
                      ("chi:456x@s", ("hao.zimo", 20))):
        s = S(base[0], [meld, "wai:1x"], base[1])
        assert hao in items(s), meld
