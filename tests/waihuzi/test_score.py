"""息, 豪 and the special hands (s004.p028–p056), each with the line it rests on."""

from __future__ import annotations

import pytest

from engine.core.errors import InputError
from engine.waihuzi.cards import CardError
from engine.waihuzi.rules import QUOTE, Options
from engine.waihuzi.score import Hand, score


def S(hand, melds=(), win=None, options=Options(), **flags):
    return score(Hand.parse(hand, melds, win, options=options, **flags), options)


def items(s):
    return {i.item.removeprefix("waihuzi."): i.xi for i in s.breakdown}


def specials(s):
    return sorted(i.item.rsplit(".", 1)[-1] for i in s.specials)


# ------------------------------------------------------------------ the reference example (docs/rules/waihuzi.md §3)

def test_reference_example():
    s = S("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x")
    assert s.valid and s.xi == 9
    assert items(s) == {"xi.kan": 3, "xi.wai": 4, "xi.erqishi.big": 1, "xi.win": 1}
    assert sum(i.xi for i in s.breakdown) == s.xi
    assert [str(g) for g in s.groups] == ["wai:999d", "shun:123x", "shun:456x", "shun:789x", "erqishi:270d",
                                          "kan:333d", "shun:678d"]
    assert [g for g in s.groups if g.win][0].code == "789x"
    assert s.specials == () and s.hao == ()


# ------------------------------------------------------------------ 息 of each group

def test_wai_4(cite):
    cite("s004.p036", "歪（三张）：4息")
    assert items(S("555x 123d 456d 789d 99x", ["wai:4x"], "9x"))["xi.wai"] == 4
    # in the hand: a pair and the drawn winning card
    assert items(S("555x 777x 123d 456d 789d", (), "7x"))["xi.wai"] == 4


def test_kan_3(cite):
    cite("s004.p037", "坎（三张）：3息")
    cite("s004.p014", "歪胡子起手摸上来的三张同牌称坎")
    s = S("555x 777x 123d 456d 789d", (), "7x")
    assert [(g.kind.value, g.code, g.xi) for g in s.groups if g.xi == 3] == [("kan", "555x", 3)]


def test_peng_1(cite):
    cite("s004.p038", "碰（三张）：1息")
    s = S("555x 777x 123d 456d 99d", ["peng:3x"], "9d")
    assert items(s)["xi.peng"] == 1 and s.xi == 3 + 3 + 1 + 1


def test_erqishi_1_both_sizes(cite):
    cite("s004.p039", "贰柒拾　：1息")
    cite("s004.p040", "二七十　：1息")
    s = S("555x 666x 270x 270d 99d", ["chi:270x"], "9d")
    assert s.breakdown[0].item == "waihuzi.xi.erqishi.small"
    assert [i.item for i in s.breakdown].count("waihuzi.xi.erqishi.small") == 2
    assert items(s)["xi.erqishi.big"] == 1
    assert s.base_xi == 3 + 3 + 1 + 1 + 1 + 1 and s.hao == ()  # 2x 7x 0x are held twice each
    assert specials(s) == ["hanghang"]


def test_the_win_is_1_and_kan_wai_is_the_smallest_win(cite):
    cite("s004.p041", "最低8息才能和牌，一坎一歪即可胡牌(胡牌算1息)")
    s = S("555x 123d 456d 789d 99x", ["wai:4x"], "9x")
    assert s.valid and s.xi == 8 and s.base_xi == 8 and items(s)["xi.win"] == 1


def test_seven_is_not_enough(cite):
    cite("s004.p041", "最低8息才能和牌")
    s = S("555x 123d 456d 789d 99x", ["peng:4x"], "9x")
    assert not s.valid and s.xi == 5
    assert s.reasons[0].source == "s004.p041" and "8 needed" in s.reasons[0].en
    assert "Not a win" in s.explain[-1]


def test_min_without_the_win_is_an_option():
    opts = Options(min_includes_win=False)
    assert not S("555x 123d 456d 789d 99x", ["wai:4x"], "9x", options=opts).valid
    assert S("555x 666x 123d 456d 99x", ["wai:4x"], "9x", options=opts).valid


def test_every_card_must_be_grouped(cite):
    cite("s004.p019", "如果自己的牌全部由以上几种牌型组成，则胡牌")
    s = S("555x 777x 123d 456d 78d 4x", (), "7x")
    assert not s.valid and [c.code for c in s.leftover] == ["4x", "7d", "8d"]
    assert s.reasons[0].rule == "waihuzi.win.all_grouped" and s.reasons[0].source == "s004.p019"


def test_ten_follows_nine_by_default():
    assert S("890x 555d 666d", ["wai:1x"], "0x").valid
    assert not S("890x 555d 666d", ["wai:1x"], "0x", options=Options(ten_after_nine=False)).valid


def test_pair_is_the_diaozi_and_scores_nothing(cite):
    cite("s004.p018", "单张：听牌后出现单张字牌，俗称吊字，另自摸同张即可胡牌")
    s = S("555x 666x 123d 99d", ["wai:4x"], "9d")
    pair = [g for g in s.groups if g.kind.value == "pair"][0]
    assert pair.code == "99d" and pair.xi == 0 and pair.win
    assert s.xi == 3 + 3 + 4 + 1
    # the same hand waiting on the run instead has no pair to hold 99d
    assert not S("555x 666x 123d 99d", ["wai:4x"], "1d").valid


# ------------------------------------------------------------------ best grouping

def test_most_xi_grouping_is_chosen():
    # 111x 222x 333x: three 坎 (9) or three runs (0); the 坎 win.
    s = S("111x 222x 333x 456d 789d 0d0d", ["wai:5x"], "0d")
    assert s.groupings == 2 and s.xi == 4 + 9 + 1
    assert "the most xi of 2 ways" in s.explain[0]


def test_drawn_card_makes_the_wai():
    # 3 dealt 8x + the drawn 8x: 歪 888x (with the drawn card) and 789x, or 坎 and the drawn in the run
    s = S("8888x 79x 555d 666d", (), "8x")
    assert items(s)["xi.wai"] == 4 and "xi.kan" in items(s)


# ------------------------------------------------------------------ 溜 and 豪

def test_liu_from_the_deal_counts_as_kan_with_nei_hao_30(cite):
    cite("s004.p015", "起手摸上来的四张同牌，下牌不亮牌，称溜，算牌数时叫内毫")
    cite("s004.p033", "自己手中有同牌四张，即也为内“豪”，不下到桌面吃或碰（不见光）30息")
    s = S("5555x 123d 456d 789d 99x", ["wai:4x"], "9x")
    assert items(s) == {"xi.wai": 4, "group.liu": 3, "xi.win": 1, "hao.nei": 30}
    assert s.xi == 38


def test_liu_meld_hao_20(cite):
    cite("s004.p032", "自己手中有同牌三张，自己揭出同牌一张，自己用吃或歪来吃进此牌，20息")
    cite("s004.p015", "起手三张同牌，再自摸一张，亦称溜")
    s = S("555x 123d 456d 99x", ["liu:3x"], "9x")
    assert items(s) == {"group.liu": 4, "xi.kan": 3, "xi.win": 1, "hao.zimo": 20}


def test_fourth_copy_drawn_as_the_win_is_20():
    s = S("5555x 123d 456d 789d", ["wai:4x"], "5x")
    assert items(s)["hao.zimo"] == 20 and items(s)["group.liu"] == 4  # 歪（溜）胡牌


def test_wai_hao_10_with_a_peng(cite):
    cite("s004.p031", "自己手中有同牌三张，上家打出同牌一张，下家可以用碰或吃，来吃进此牌，即为外“豪”，10息")
    cite("s004.p015", "碰后再摸到同张字牌，不能溜，只能吃，算外毫")
    s = S("456x 555d 666d 99d", ["peng:5x", "wai:1x"], "9d")
    assert items(s)["hao.wai"] == 10


def test_wai_hao_10_with_a_chi():
    s = S("555x 555d 666d 99d", ["chi:456x", "wai:1x"], "9d")
    assert items(s)["hao.wai"] == 10


def test_hao_only_after_a_win(cite):
    cite("s004.p034", "另外，豪是在胡牌之后，才能加入到计息之列")
    s = S("5555x 123d 456d 789d 99x", ["chi:234x"], "9x")  # 3 + 1: not a win, 内豪 not added
    assert not s.valid and s.hao == () and s.xi == 4
    assert S("5555x 123d 456d 789d 99x", ["chi:234x"], "9x", options=Options(hao_counts_toward_min=True)).valid


# ------------------------------------------------------------------ special hands

def test_duizi(cite):
    cite("s004.p043", "对子息：胡牌全部为对子或坎或歪。在胡牌加分规则下，另加一百息")
    s = S("111x 333x 555x 777d 999d 44d", ["peng:6x"], "4d")
    assert "duizi" in specials(s) and items(s)["special.duizi"] == 100


def test_quanda(cite):
    cite("s004.p044", "全大：胡牌全部为大字，底牌需要八息，在胡牌加分规则下，另加一百息")
    s = S("333d 456d 890d 99d", ["wai:1d"], "9d")
    assert specials(s) == ["quanda"] and s.xi == 3 + 4 + 1 + 100  # 0d is red: not 全黑


def test_quanxiao(cite):
    cite("s004.p045", "全小：胡牌全部为小字，底牌需要八息，在胡牌加分规则下，另加一百息")
    s = S("111x 123x 456x 789x 99x", ["wai:5x"], "9x")
    assert specials(s) == ["quanxiao"] and items(s)["special.quanxiao"] == 100


def test_quanda_needs_eight(cite):
    cite("s004.p044", "底牌需要八息")
    s = S("123d 123d 456d 789d 99d", ["wai:5d"], "9d")
    assert not s.valid and s.specials == ()


def test_shisanhong(cite):
    cite("s004.p046", "十三红：胡牌有十三张红色字牌，底牌需要八息，在胡牌加分规则下，多一个红字加十息")
    cite("s004.p047", "另加八十息")
    # 13 reds exactly: 222x 777x 000x (9) + 270d (3) + 2d of the pair...
    s = S("222x 777x 000x 270d 345d 55d", (), "5d")
    assert sum(c.is_red for c in s.hand.all_cards) == 12 and "shisanhong" not in specials(s)
    s = S("222x 777x 000x 270d 22d 345d", (), "2d")
    assert sum(c.is_red for c in s.hand.all_cards) == 14
    assert items(s)["special.shisanhong"] == 80 + 10


def test_quanhei(cite):
    cite("s004.p048", "全黑：胡牌全部为黑字，底牌需要八息，在胡牌加分规则下，另加 八十息")
    s = S("555x 345d 456d 99x", ["wai:4x"], "9x")
    assert specials(s) == ["quanhei"] and items(s)["special.quanhei"] == 80
    assert "quanhei" not in specials(S("555x 123d 456d 789d 99x", ["wai:4x"], "9x"))  # 7d is red


def test_hanghang(cite):
    cite("s004.p049", "行行息：没有话，句句都是息，在胡牌加分规则下，另加六十息")
    # every group scores: 坎, 坎, 二七十, 贰柒拾, 歪 and the pair — no plain run
    s = S("555x 666x 270x 270d 99d", ["wai:4x"], "9d")
    assert specials(s) == ["hanghang"] and items(s)["special.hanghang"] == 60
    # one plain run spoils it
    assert "hanghang" not in specials(S("555x 666x 270x 123d 99d", ["wai:4x"], "9d"))


def test_hailao(cite):
    cite("s004.p050", "海捞：最后一张摸牌胡牌三十息")
    s = S("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x", last_card=True)
    assert specials(s) == ["hailao"] and s.xi == 9 + 30


def test_cumulative(cite):
    cite("s004.p051", "若同一牌含有以上几种牌型，算牌则累加")
    s = S("111d 333d 555d 666d 99d", ["wai:8d"], "9d", last_card=True)
    assert specials(s) == ["duizi", "hailao", "hanghang", "quanda", "quanhei"]
    assert s.xi == 17 + 100 + 100 + 80 + 60 + 30


def test_baoting(cite):
    cite("s004.p054", "只要在揭底牌的过程中胡牌，不变字，胡牌的。溜牌不在变牌之列。即报听，报听，在胡牌加分规则下，另加八十息")
    s = S("555x 777x 123d 456d 789d", (), "7x", baoting=True)
    assert specials(s) == ["baoting"]
    assert items(s)["special.baoting"] == 80
    assert "baoting" in specials(S("555x 123d 456d 99x", ["liu:3x"], "9x", baoting=True))  # 溜 is no change
    s = S("555x 123d 456d 789d 99x", ["wai:4x"], "9x", baoting=True)
    # the refusal has its own declared rule (one wording per rule): special.baoting.changed
    assert "baoting" not in specials(s) and s.notes[-1].rule == "waihuzi.special.baoting.changed"


def test_tianhu(cite):
    cite("s004.p055", "天胡：这种特指庄家，指庄家在揭完 20张牌，即够息胡牌的。则叫天胡。在胡牌加分规则下，另加一百息")
    s = S("555x 666x 888x 345d 456d 99x", (), None, tianhu=True)
    assert s.valid and items(s)["special.tianhu"] == 100
    assert "xi.wai" not in items(s)  # nothing was drawn: three 坎
    assert s.xi == 9 + 1 + 100 + 80  # 全黑 too
    assert not S("555x 777x 123d 456d 789d 99x", (), None, tianhu=True).valid  # 3 + 3 + 1


def test_dihu(cite):
    cite("s004.p056", "地胡：这种指任何一家够息第一支胡牌的。则叫地胡。底牌需要八息，加坎加歪在胡牌加分规则下，胡牌另加八十息")
    s = S("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x", dihu=True)
    assert specials(s) == ["dihu"] and s.xi == 9 + 80


# ------------------------------------------------------------------ card count (死手 is the replayer's)

def test_card_count_is_a_note_unless_strict(cite):
    cite("s004.p025", "死手：多牌或少牌，吃臭打臭均为死手，死手者无资格胡牌")
    cite("s004.p021", "起手庄家抓20张牌，二位闲家各抓19张牌")
    s = S("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x")
    # the note and the strict error are two declared rules now: the note is process.count_unchecked
    assert s.valid and s.notes[0].rule == "waihuzi.process.count_unchecked"
    assert s.verdict().find("waihuzi.process.count_unchecked")[0].kind == "note"
    strict = Options.named("waihuzi-strict")
    s = S("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x", options=strict)
    assert not s.valid and "dead hand" in s.reasons[0].en and s.reasons[0].rule == "waihuzi.process.sishou"
    s = S("333d 270d 456x 678d 789x 99x", ["wai:5d"], "9x", options=strict)  # 20 cards
    assert s.valid and s.notes == ()


# ------------------------------------------------------------------ bad input

@pytest.mark.parametrize(
    "hand, melds, win, token",
    [("333x 4q", (), "3x", "4q"), ("3333x 3x", (), "3x", "3x"), ("333x", ["peng:3x"], "3x", "3x"),
     ("333x", (), "4x", "4x"), ("333x", (), None, "--win-card"), ("333x", ["peng:3x3x"], "3x", "peng:3x3x"),
     ("", (), "3x", "--hand"), ("333x", (), "3y", "3y")],
)
def test_bad_input(hand, melds, win, token):
    with pytest.raises(InputError) as e:
        Hand.parse(hand, melds, win)
    assert e.value.token == token


def test_flag_conflicts():
    with pytest.raises(InputError):
        Hand.parse("555x", (), "5x", tianhu=True)
    with pytest.raises(InputError):
        Hand.parse("555x", (), None, tianhu=True, dihu=True)
    with pytest.raises(InputError):
        Hand.parse("555x", (), "5x", dihu=True, last_card=True)


def test_fifth_copy_is_a_card_error():
    with pytest.raises(CardError):
        Hand.parse("5x 123d", ["liu:5x"], "1d")


# ------------------------------------------------------------------ quotes and JSON

def test_every_quote_is_in_the_source(cite):
    for source, quote in QUOTE.values():
        cite(source, quote)


def test_json_shape():
    j = S("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x").to_json()
    assert {"valid", "xi", "breakdown", "explain", "groups"} <= set(j)
    for item in j["breakdown"]:
        assert {"item", "xi", "source", "zh", "en"} <= set(item)
        assert item["source"].startswith("s004.p")
    assert all(isinstance(line, str) for line in j["explain"])
