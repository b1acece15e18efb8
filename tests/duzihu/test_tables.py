"""Every entry of the 胡数 tables, and who is 将, each with the source line it comes from."""

from __future__ import annotations

import pytest

from engine.cards import Card
from engine.duzihu import RuleSet
from engine.duzihu.jiang import JiangMap
from engine.duzihu.melds import Kind

from .helpers import value

PENG, ANKE, GANG, ANGANG, LONG, PAIR = Kind.PENG, Kind.ANKE, Kind.GANG, Kind.ANGANG, Kind.LONG, Kind.PAIR
COLUMNS = (PENG, ANKE, GANG, ANGANG, LONG)

# s002.p019: "碰(111型) | 暗克（在手111型） | 明槓（1111型） | 暗槓（在手1111型） | 龍（起手1111型）"
DANJIANG_TABLE = [
    # (row quote, turned card, a card on that row, values)
    ("s002.p019 普通牌 | 1 | 2 | 4 | 6 | 8 |", "4s", "6m", (1, 2, 4, 6, 8)),
    ("s002.p019 頭尾將 | 4 | 8 | 16 | 24 | 32 |", "4s", "9m", (4, 8, 16, 24, 32)),
    ("s002.p019 頭尾將 | 4 | 8 | 16 | 24 | 32 | (a 1)", "5s", "1p", (4, 8, 16, 24, 32)),
    ("s002.p019 將牌（翻將未打在老將上） | 4 | 8 | 16 | 24 | 32 |", "4s", "7p", (4, 8, 16, 24, 32)),
    ("s002.p016 常將（紅花 白花 千字…）, on the 將牌 row when the turn misses them", "4s", "H", (4, 8, 16, 24, 32)),
    ("s002.p019 老將（翻將打在老將上） | 8 | 16 | 32 | 48 | 64 |", "H", "Q", (8, 16, 32, 48, 64)),
    ("s002.p019 老將（翻將打在老將上） (白花 when 千字 turned)", "Q", "B", (8, 16, 32, 48, 64)),
]


@pytest.mark.parametrize("quote, turned, card, expected", DANJIANG_TABLE)
def test_danjiang_table_rows(quote, turned, card, expected):
    got = tuple(value("danjiang", [turned], kind, card) for kind in COLUMNS)
    assert got == expected, quote


SPECIAL_POINTS = "s002.p019 特殊點：翻老將，碰對應的老將算16，翻其他牌碰對應的那張算8胡，起手摸到其餘三張算64/32，後摸的算48/24"


@pytest.mark.parametrize("turned, kind, expected", [
    ("H", PENG, 16), ("H", LONG, 64), ("H", ANKE, 48), ("H", ANGANG, 48),
    ("4s", PENG, 8), ("4s", LONG, 32), ("4s", ANKE, 24), ("4s", ANGANG, 24),
])
def test_danjiang_special_points_for_the_turned_card(turned, kind, expected):
    # s002.p015 起手四張相同的牌（1111型）或者三張（另一張被翻為將）都可以算作龍
    assert value("danjiang", [turned], kind, turned, size=3) == expected, SPECIAL_POINTS


def test_danjiang_jiang_cards():
    quote = "s002.p016 將牌分為常將（紅花 白花 千字 + 所有點數為1或9的牌）+ 翻出的將牌。"
    quote17 = "s002.p017 翻出的是4條，則所有的點數為1、4、7的在將；翻出的是紅花，則只有常將。"
    jm = JiangMap.of(RuleSet.named("danjiang"), (Card.parse("4s"),))
    jiang = {c.code for cs in jm.by_tier().values() for c in cs}
    assert jiang == {"1m", "4m", "7m", "9m", "1s", "4s", "7s", "9s", "1p", "4p", "7p", "9p", "Q", "H", "B"}, quote17
    jm = JiangMap.of(RuleSet.named("danjiang"), (Card.parse("H"),))
    jiang = {c.code for cs in jm.by_tier().values() for c in cs}
    assert jiang == {"1m", "9m", "1s", "9s", "1p", "9p", "Q", "H", "B"}, quote + quote17


@pytest.mark.parametrize("turned, group", [("8m", "258"), ("3p", "369"), ("1s", "147"), ("9s", "369")])
def test_danjiang_turned_rank_groups(turned, group):
    # s002.p017 翻出的將牌是147或258或369
    jm = JiangMap.of(RuleSet.named("danjiang"), (Card.parse(turned),))
    for rank in range(1, 10):
        expected = str(rank) in group or rank in (1, 9)
        assert jm.is_jiang(Card.parse(f"{rank}m")) == expected


@pytest.mark.parametrize("turned, ranks", [("Q", "147"), ("H", "258"), ("B", "369")])
def test_rugao_turned_old_jiang_make_rank_groups(turned, ranks):
    quote = ("s002.p019 翻將千老（如皋地區） | 1、4、7的將 … 翻將紅花（如皋地區） | 2、5、8的將 … "
             "翻將子華（如皋地區） | 3、6、9的將，其餘算胡方式同上")
    jm = JiangMap.of(RuleSet.named("danjiang+rugao"), (Card.parse(turned),))
    made = {str(r) for r in range(2, 9) if jm.is_jiang(Card.parse(f"{r}p"))}
    assert made == set(ranks) - {"1", "9"}, quote
    assert value("danjiang+rugao", [turned], PENG, "Q" if turned != "Q" else "B") == 8, "其餘算胡方式同上: 老將 row"
    assert value("danjiang", [turned], PENG, "5p") == 1, "without 如皋 a turned 老將 adds no rank (s002.p017)"


def test_rugao_turned_xi_makes_every_card_head_and_tail_jiang():
    quote = "s002.p019 翻將喜兒（如皋地區） | 全部是將牌，算胡同頭尾將"
    assert tuple(value("danjiang+rugao", ["X"], k, "5m") for k in COLUMNS) == (4, 8, 16, 24, 32), quote
    assert value("danjiang", ["X"], PENG, "5m") == 1, "outside 如皋 a turned 喜 adds no jiang (decision)"


# s003 -----------------------------------------------------------------------------------------

def test_shuangjiang_four_old_jiang():
    quote = "s003.p013 如果，不是打在同一张老将上。例如，打的是一张红花和一张白花 … 千字和九条的算法同前。"
    assert {c.code for c in RuleSet.named("shuangjiang").laojiang} == {"Q", "H", "B", "9s"}, quote


SJ_ORDINARY = ("s003.p007 碰：2 杠：8 提：12 起手：16; s003.p009 其余不在将的碰一碰是二胡，在手的三个是四胡，"
               "杠一杠是八胡，起手四个是十六胡，后摸的四个是十二胡")
SJ_OLD = ("s003.p009 四个老将在任何情况下都享受将的待遇，碰一碰四胡，在手的三个是八胡，杠一杠十六胡，"
          "起手的四个是三十二胡，后摸的四个是二十四胡")
SJ_RANK = ("s003.p009 打的是二条和三万的将，那么二丙、二万和三条、三丙的胡也是按将牌来算的。"
           "（碰：四胡，杠：十六胡，手上三个：八胡，后摸的四个：二十四胡）")
SJ_DOUBLE = ("s003.p011 打将是双四丙 … 四万和四条起手的四个也就是六十四胡，碰一碰是八胡，在手的三个是十六胡，"
             "杠一杠是三十二胡。后摸四个 四十八胡。")
SJ_DRAGON = ("s003.p013 打的将是两个红花 … 其余三个老将起手四个的就是一百二十八胡，在手的三个就是三十二胡，"
             "碰一碰是十六胡，杠一杠是六十四胡，后摸的四张是九十六胡。")
SJ_HALF = ("s003.p015 将打的是红花 … 其余的三个老将起手的是六十四胡，碰一碰是八胡，杠一杠是三十二胡，"
           "后摸的四个是四十八胡。")


@pytest.mark.parametrize("quote, turned, card, expected", [
    (SJ_ORDINARY, ["2s", "3m"], "5m", (2, 4, 8, 12, 16)),
    (SJ_OLD, ["2s", "3m"], "Q", (4, 8, 16, 24, 32)),
    (SJ_OLD, ["2s", "3m"], "9s", (4, 8, 16, 24, 32)),
    (SJ_RANK, ["2s", "3m"], "2p", (4, 8, 16, 24, 32)),
    (SJ_RANK, ["2s", "3m"], "3s", (4, 8, 16, 24, 32)),
    (SJ_DOUBLE, ["4p", "4p"], "4m", (8, 16, 32, 48, 64)),
    (SJ_DOUBLE + " (双将 read to cover 同大小但不同花式, s003.p009)", ["4p", "4m"], "4s", (8, 16, 32, 48, 64)),
    (SJ_OLD + " (老将 under 双将)", ["4p", "4p"], "H", (4, 8, 16, 24, 32)),
    (SJ_DRAGON, ["H", "H"], "Q", (16, 32, 64, 96, 128)),
    (SJ_DRAGON + " 千字和九条的算法同前 (s003.p013)", ["H", "B"], "9s", (16, 32, 64, 96, 128)),
    (SJ_HALF, ["H", "5m"], "B", (8, 16, 32, 48, 64)),
    (SJ_RANK + " (the other card of 半边将: decision)", ["H", "5m"], "5s", (4, 8, 16, 24, 32)),
])
def test_shuangjiang_table_rows(quote, turned, card, expected):
    got = tuple(value("shuangjiang", turned, kind, card) for kind in COLUMNS)
    assert got == expected, quote


@pytest.mark.parametrize("quote, turned, kind, size, expected", [
    ("s003.p009 打在将上还剩三张牌 … 起手的三个是三十二胡", ["2s", "3m"], LONG, 3, 32),
    ("s003.p009 碰一碰的是八胡", ["2s", "3m"], PENG, 3, 8),
    ("s003.p009 后摸的三个二十四胡", ["2s", "3m"], ANKE, 3, 24),
    ("s003.p011 打将是双四丙，这时起手的另两个四丙就是六十四胡", ["4p", "4p"], LONG, 2, 64),
    ("s003.p013 打的将是两个红花，这时起手的两个红花就是一百二十八胡", ["H", "H"], LONG, 2, 128),
    ("s003.p013 起手的三个红花和三个白花就是一百二十八胡", ["H", "B"], LONG, 3, 128),
    ("s003.p013 碰一碰是三十二胡", ["H", "B"], PENG, 3, 32),
    ("s003.p013 后摸到的三张是九十六胡", ["H", "B"], ANKE, 3, 96),
    ("s003.p015 起手的三个红花是六十四胡", ["H", "5m"], LONG, 3, 64),
    ("s003.p015 碰一碰是十六胡", ["H", "5m"], PENG, 3, 16),
    ("s003.p015 后摸的三个是四十八胡", ["H", "5m"], ANKE, 3, 48),
])
def test_shuangjiang_turned_card_itself(quote, turned, kind, size, expected):
    assert value("shuangjiang", turned, kind, turned[0], size=size, meld=kind is not ANKE) == expected, quote


def test_pair_of_the_last_two_copies_of_a_twice_turned_card():
    # Decision: the analogue of 后摸 (s003.p011 后摸四个 四十八胡) when the two left are the pair in hand.
    assert value("shuangjiang", ["4p", "4p"], PAIR, "4p", size=2) == 48
    assert value("shuangjiang", ["4p", "4p"], PAIR, "4m", size=2) == 0


@pytest.mark.parametrize("turned, case", [
    (["2s", "3m"], "普通将"), (["4p", "4p"], "双将"), (["4p", "4m"], "双将"),
    (["H", "H"], "双龙会"), (["H", "9s"], "双龙会"), (["H", "5m"], "半边将"),
])
def test_shuangjiang_cases(turned, case):
    quote = ("s003.p009 普通将 即就是不打在四个老将上，也不打在同一张牌或同大小但不同花式的两张牌上; "
             "s003.p011 双将 即就是将打成相同的牌; s003.p013 双龙会 即就是两张将牌都打在老将上; "
             "s003.p015 半边将 即就是一张将牌打在老将上，另一张将牌打在其它牌上")
    jm = JiangMap.of(RuleSet.named("shuangjiang"), tuple(Card.parse(t) for t in turned))
    assert jm.case_zh == case, quote


def test_shuangjiang_has_no_head_and_tail_jiang():
    # s003 names only the four 老将 and the turned ranks; 1m is not 将 there (s003.p009 其余不在将)
    assert value("shuangjiang", ["2s", "3m"], PENG, "1m") == 2
    assert value("shuangjiang", ["2s", "3m"], PENG, "9m") == 2
