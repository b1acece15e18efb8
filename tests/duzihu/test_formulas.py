"""The 胡数 formulas, extras and doublings, each on a whole hand with its source line."""

from __future__ import annotations

import pytest

from engine.duzihu import RuleSet
from engine.duzihu.score import round_up_to_ten, xi_hu

from .helpers import items, refusals, score_of

EXAMPLE = dict(hand="999m 234m 678s 123p 456p 55p", melds=("peng:6m", "peng:7p"), win="5p")
# 飘 with one 碰 (so no 闷子棍): 1m 8 + 2m 2 + 3m 2 + 5s 碰 1 + 9s 8 + 6p 2 + 8p 2 = 25
PIAO = dict(hand="111m 222m 333m 77p 666p 888p 999s", melds=("peng:5s",), win="7p")
# 清 without 把子, winning 5m in the middle of 456m
QING = dict(hand="123m 456m 789m 123s 456s 789p 234p 55p", win="5m")
# 清 whose 123m×3 can also be read 111m 222m 333m: 清儿带把子
QING_BAZI = dict(hand="123m 123m 123m 789s 456p 345s 678s 55p", win="5p")


def test_documented_example_api():
    s = score_of("danjiang", ["4s"], **EXAMPLE)
    assert (s.valid, s.type.value, s.base, s.dihu, s.total) == (True, "ta", 13, 20, 70)
    assert [i.hu for i in s.base_items] == [1, 4, 8]  # 普通碰 1 + 将碰 七饼 4 + 头尾将 暗克 九万 8
    assert items(s) == {"duzihu.chenghu": 20, "duzihu.dihu": 20, "duzihu.wenqian": 20, "duzihu.yazi": 10}


@pytest.mark.parametrize("base, dihu", [(0, 0), (1, 10), (9, 10), (10, 10), (11, 20), (13, 20), (20, 20), (21, 30)])
def test_dihu_rounds_up(base, dihu):
    quote = "s002.p021 底和就是所碰、所槓、起手、後摸的和數進整，即超過10就算20，超過20就算30，依此類推。"
    assert round_up_to_ten(base) == dihu, quote + " (exact multiples stay: 10 does not exceed 10)"


def test_ta_formula():
    quote = "s002.p024 塌和 底和+成和+其他; s003.p025 成胡二十胡加底胡，有文钱的另加，自摸加十胡，丫子加十胡。"
    s = score_of("danjiang", ["4s"], **EXAMPLE, self_drawn=True)
    assert s.total == 20 + 20 + 20 + 10 + 10, quote
    s = score_of("shuangjiang", ["4s", "5m"], **EXAMPLE)
    # s003: 6m 碰 2, 7p 碰 2, 9m 暗克 4 → 8 → 底胡 10; 文钱 20; 丫子 10
    assert (s.base, s.total) == (8, 20 + 10 + 20 + 10), quote


def test_piao_formula():
    quote = ("s002.p022 飄和 (底和+成和+其他+30和) * 2; s003.p021 成胡二十胡加底胡再加三十胡加文钱加自摸十胡"
             "加丫子十胡最后乘二")
    s = score_of("danjiang", ["4s"], **PIAO)
    assert (s.type.value, s.base, s.dihu) == ("piao", 25, 30)
    assert s.total == (20 + 30 + 30 + 10) * 2, quote + " (10 = 弔頭)"
    s = score_of("shuangjiang", ["4s", "7m"], **PIAO)
    # s003: 1m 4, 2m 4, 3m 4, 5s 碰 2, 9s 老将 8, 6p 4, 8p 4 = 30; no 弔頭 in s003.p019
    assert (s.base, s.total) == (30, (20 + 30 + 30) * 2), quote


def test_piao_under_rugao_drops_the_30():
    quote = "s002.p022 如皋地區自摸成胡30，人出成胡20，另加所有底胡，最後總胡數翻一番"
    s = score_of("danjiang+rugao", ["4s"], **PIAO)
    assert "duzihu.piao" not in items(s)
    assert s.total == (20 + 30 + 10) * 2, quote + " (10 = 弔頭: not a single wait, so not 独钓)"
    s = score_of("danjiang+rugao", ["4s"], **PIAO, self_drawn=True)
    assert s.total == (30 + 30 + 10) * 2, quote


def test_piao_may_carry_wenqian():
    quote = "s002.p012 飄胡 … 可加上文錢; s002.p034 文錢的優勢就在於它能在飄和清和塌和三種和中運用"
    s = score_of("danjiang", ["4s"], hand="111m 222m 333m 77p 123p 888p 999s", melds=("peng:5s",), win="7p")
    assert s.type.value == "piao", quote
    assert items(s)["duzihu.wenqian"] == 20, quote


def test_qing_formula_shuangjiang():
    quote = "s003.p023 成胡二十胡加八十胡，有“文钱”的另加。自摸加十胡，丫子加十胡。有底胡的再加底胡。"
    s = score_of("shuangjiang", ["4s", "5m"], **QING)
    assert (s.type.value, s.total) == ("qing", 20 + 80 + 10), quote


def test_qing_formula_danjiang_80_includes_chenghu():
    quote = "s002.p023 清和 80和+其他；如皋地區自摸100，人出80，再加所有底胡"
    s = score_of("danjiang", ["4s"], **QING)
    assert "duzihu.chenghu" not in items(s)
    assert s.total == 80 + 10, quote
    assert score_of("danjiang", ["4s"], **QING, self_drawn=True).total == 80 + 10 + 10, quote
    rugao = score_of("danjiang+rugao", ["4s"], **QING, self_drawn=True)
    assert items(rugao)["duzihu.qing"] + items(rugao)["duzihu.self_drawn"] == 100, quote


def test_qing_with_bazi():
    quote = ("s002.p033 清和中，把子也額外算和，把子是指某張牌既可以算在順子裡，也可以算在暗克或暗槓或沒有摞下的龍里。"
             "俗稱“清兒帶把子”。")
    s = score_of("danjiang", ["4s"], **QING_BAZI)
    assert s.type.value == "qing"
    # 1m 暗克 8 (将) + 2m 2 + 3m 2 = 12 → 底胡 20; 5p (55p + 456p) has no reading as 暗克, so no 把子
    assert [i.rule for i in s.base_items] == ["duzihu.bazi"] * 3, quote
    assert (s.base, s.total) == (12, 80 + 20 + 10), quote


@pytest.mark.parametrize("n, hu", [(1, 20), (2, 50), (3, 100), (4, 100)])
def test_wenqian(n, hu):
    quote = ("s002.p034 單文錢是二十胡，雙文錢是五十和，三文錢是一百和，四文錢到目前未見到過，遇到也不成; "
             "s003.p017 单文钱是二十胡，双文钱是五十胡，三文钱是一百胡")
    runs = ["123p"] * n + ["456m", "789m", "456s", "789s", "345m", "345s"][: 7 - n]
    s = score_of("danjiang", ["4s"], hand=" ".join(runs) + " 55s", win="5s")
    assert items(s)["duzihu.wenqian"] == hu, quote + " (four counted as three: decision)"


def test_self_drawn_adds_ten():
    quote = "s002.p031 最後一張和牌自摸算10和; s003.p019 自摸只多十胡"
    for rules, jiang in (("danjiang", ["4s"]), ("shuangjiang", ["4s", "5m"])):
        plain = score_of(rules, jiang, **EXAMPLE).total
        assert score_of(rules, jiang, **EXAMPLE, self_drawn=True).total == plain + 10, quote


@pytest.mark.parametrize("hand, win, role", [
    ("123s 456s 789s 123p 111m 999m 456m 55p", "5m", "yazi"),
    ("123s 456s 789s 789p 111m 999m 123p 55p", "3p", "tuowei"),
    ("123s 456s 789s 789p 111m 999m 123p 55p", "7p", "tuowei"),
    ("123s 456s 789s 123p 789p 111m 999m 55p", "9m", None),
])
def test_yazi_and_tuowei(hand, win, role):
    quote = ("s002.p032 丫子指卡在兩張牌中間的，比如“四五六”中的五。拖尾是指“一二三”里的三，“七八九”里的七; "
             "s003.p019 丫子也算十胡 … 一是指卡在两张牌中间的，二是指“一二三”里的三，“七八九”里的七，也叫拖尾")
    for rules, jiang in (("danjiang", ["4s"]), ("shuangjiang", ["4s", "5m"])):
        s = score_of(rules, jiang, hand=hand, win=win)
        assert s.win_role == role, quote
        assert items(s).get(f"duzihu.{role}", 0) == (10 if role else 0), quote


def test_diaotou_only_in_danjiang():
    quote = "s002.p032 弔頭是指最後一張和牌做將頭 (s003.p019 names only 丫子 and 拖尾)"
    hand = dict(hand="123s 456s 789s 123p 789p 111m 999m 55p", win="5p")
    assert items(score_of("danjiang", ["4s"], **hand))["duzihu.diaotou"] == 10, quote
    assert "duzihu.diaotou" not in items(score_of("shuangjiang", ["4s", "5m"], **hand)), quote


def test_rugao_hard_soft_yazi_and_dudiao():
    q37 = "s002.p037 硬丫子（包括硬的），自抓30，人出20；軟丫子自抓20，人出10"
    q38 = "s002.p038 獨釣（沒有扣，獨聽一張牌做扣…），自抓50，人出40"
    hard = dict(hand="123s 456s 789s 123p 111m 999m 456m 55p", win="5m")  # 46m waits on 5m alone
    soft = dict(hand="123s 456s 789s 123p 456p 789p 4m 666m 5m", win="5m")  # 4666m waits on 4m and 5m
    dudiao = dict(hand="123s 456s 789s 123p 789p 111m 999m 55p", win="5p")
    assert items(score_of("danjiang+rugao", ["4s"], **hard))["duzihu.yazi_hard"] == 20, q37
    assert items(score_of("danjiang+rugao", ["4s"], **hard, self_drawn=True))["duzihu.yazi_hard"] == 30, q37
    assert items(score_of("danjiang+rugao", ["4s"], **soft))["duzihu.yazi_soft"] == 10, q37
    assert items(score_of("danjiang+rugao", ["4s"], **soft, self_drawn=True))["duzihu.yazi_soft"] == 20, q37
    assert items(score_of("danjiang+rugao", ["4s"], **dudiao))["duzihu.dudiao"] == 40, q38
    assert items(score_of("danjiang+rugao", ["4s"], **dudiao, self_drawn=True))["duzihu.dudiao"] == 50, q38


@pytest.mark.parametrize("rules, count, dealt, turned, hu, quote", [
    ("danjiang", 1, False, False, 10, "s002.p048 5個喜兒，1個10和"),
    ("danjiang", 2, False, False, 30, "s002.p048 2個30和"),
    ("danjiang", 3, False, False, 50, "s002.p048 3個50和"),
    ("danjiang", 4, False, False, 70, "s002.p048 4個70和"),
    ("danjiang", 5, False, False, 100, "s002.p048 5個100和"),
    ("danjiang", 5, True, False, 200, "s002.p048 起手5個喜兒200和"),
    ("danjiang", 1, False, True, 20, "s002.p049 打單將時打到喜兒，喜兒的和數雙算。1個就是20和"),
    ("danjiang", 4, True, True, 400, "s002.p049 起手4個就是400和"),
    ("danjiang+rugao", 1, False, False, 20, "s002.p019 翻將不是喜的，一個喜20"),
    ("danjiang+rugao", 2, False, False, 30, "s002.p019 兩個30"),
    ("danjiang+rugao", 3, False, False, 50, "s002.p019 三個50"),
    ("danjiang+rugao", 4, False, False, 70, "s002.p019 四個70"),
    ("danjiang+rugao", 5, False, False, 200, "s002.p019 五個200"),
    ("danjiang+rugao", 1, False, True, 40, "s002.p019 翻將喜兒 … 一個喜40"),
    ("danjiang+rugao", 2, False, True, 60, "s002.p019 兩個60"),
    ("danjiang+rugao", 3, False, True, 100, "s002.p019 三個100"),
    ("danjiang+rugao", 4, False, True, 320, "s002.p019 四個320"),
    ("shuangjiang", 1, False, False, 20, "s003.p027 一张算20胡"),
    ("shuangjiang", 2, False, False, 50, "s003.p027 两张算50胡"),
    ("shuangjiang", 3, False, False, 100, "s003.p027 三张算100胡"),
    ("shuangjiang", 4, False, False, 200, "s003.p027 四张算200胡"),
])
def test_xi_values(rules, count, dealt, turned, hu, quote):
    assert xi_hu(RuleSet.named(rules), count, dealt, turned) == hu, quote


def test_xi_count_toward_the_total_before_doubling():
    # s003.p027 作为底胡，无论是否胡牌，抓到就算底胡: inside the sum that 飘 doubles
    plain = score_of("danjiang", ["4s"], **PIAO).total
    assert score_of("danjiang", ["4s"], **PIAO, xi=1).total == plain + 2 * 10


def test_qiong_hen():
    quote = ("s002.p050 沒抓到喜兒的，隨便你成多少和，和數雙算。這叫窮狠。打單將時打到喜兒，沒抓到喜兒，翻4番，叫窮窮狠。"
             " s002.p029 翻將不是喜，未摸到喜翻一番，翻將是喜，未摸到喜，翻兩番。")
    plain = score_of("danjiang", ["4s"], **EXAMPLE).total
    assert score_of("danjiang", ["4s"], **EXAMPLE).total == plain, "no --xi: played without 喜 (s002.p047)"
    assert score_of("danjiang", ["4s"], **EXAMPLE, xi=0).total == plain * 2, quote
    turned_xi = score_of("danjiang", ["X"], **EXAMPLE)
    assert items(turned_xi)["duzihu.qiong_qiong_hen×4"] == turned_xi.total * 3 // 4, quote
    assert score_of("shuangjiang", ["4s", "5m"], **EXAMPLE, xi=0).total == score_of(
        "shuangjiang", ["4s", "5m"], **EXAMPLE).total, "s003 has no 窮狠"


def test_sanlao_huiqi():
    quote = "s002.p042 三老會齊：指三老將（紅花 白花 千字）均在自己這邊，並且是111或1111型時，三老將的和算好後*2。"
    s = score_of("danjiang", ["4s"], hand="HHH 222m 333s 55p 999p 666s", melds=("peng:Q", "peng:B"), win="5p")
    assert items_of_base(s)["duzihu.sanlao_huiqi"] == 4 + 4 + 8, quote
    assert (s.base, s.total) == (46, (20 + 30 + 50 + 10) * 2), quote


def items_of_base(s):
    return {i.rule: i.hu for i in s.base_items}


def test_yihe_touer():
    quote = "s002.p043 一和頭兒：指除了碰的普通牌（1和）外，手上再也沒有其他可以構成111型的牌了，和了牌後和數雙算。"
    s = score_of("danjiang", ["4s"], hand="123m 456m 789s 77p 456p 345s", melds=("peng:6m", "peng:8s"), win="5m")
    assert items(s)["duzihu.yihe_touer×2"] == 40 and s.total == (20 + 10 + 10) * 2, quote
    s = score_of("danjiang", ["4s"], hand="123m 456m 789s 77p 456p 345s", melds=("peng:6m", "peng:7s"), win="5m")
    assert "duzihu.yihe_touer×2" not in items(s), "a 将 碰 is not 1 和"


def test_menzigun():
    quote = "s002.p044 悶子棍：全部在手的飄和，和數再雙算。"
    s = score_of("danjiang", ["4s"], hand="111m 222m 333m 77p 666p 888p 999s 555s", win="7p")
    assert s.total == (20 + 30 + 30 + 10) * 2 * 2, quote  # base 8+2+2+2+8+2+2 = 26 → 30


def test_tiancheng():
    quote = "s002.p045 天成：莊家起手23張牌就和牌，和數雙算。"
    plain = score_of("danjiang", ["4s"], **QING).total
    assert score_of("danjiang", ["4s"], **QING, tiancheng=True).total == plain * 2, quote
    assert score_of("shuangjiang", ["4s", "5m"], **QING, tiancheng=True).total == score_of(
        "shuangjiang", ["4s", "5m"], **QING).total


def test_shisanhu():
    quote = ("s002.p025 十三胡（如皋地區），自摸30，人出20，再加所有底胡，最後總胡數翻一番。所謂十三胡是指只碰一個不當將的牌，"
             "手裡的牌型同清胡一樣，但不能帶把子。")
    hand = dict(hand="123m 456m 789s 77p 456p 345s 123s", melds=("peng:6m",), win="5m")
    s = score_of("danjiang+rugao", ["4s"], **hand)
    assert items(s)["duzihu.shisanhu×2"] == s.total // 2
    assert s.total == (20 + 10 + 20) * 2, quote + " (20 = 硬丫子 人出)"
    assert score_of("danjiang+rugao", ["4s"], **hand, self_drawn=True).total == (30 + 10 + 30) * 2, quote


def test_haidi():
    quote = "s002.p026 海底撈月（如皋地區，自摸最後一張牌胡牌），總胡數翻一番。"
    drawn = score_of("danjiang+rugao", ["4s"], **EXAMPLE, self_drawn=True).total
    assert score_of("danjiang+rugao", ["4s"], **EXAMPLE, self_drawn=True, last_card=True).total == drawn * 2, quote
    s = score_of("danjiang+rugao", ["4s"], **EXAMPLE, last_card=True)
    assert "duzihu.haidi×2" not in items(s), "not self-drawn"
    assert refusals(s, "duzihu.haidi") == ["duzihu.haidi.discard"]
    s = score_of("danjiang", ["4s"], **EXAMPLE, self_drawn=True, last_card=True)
    assert "duzihu.haidi×2" not in items(s) and refusals(s, "duzihu.haidi") == ["duzihu.haidi.off"]


def test_huimian_all_three_as_sets():
    quote = "s002.p027 會面（如皋地區）：三個老將全部碰或槓（包括各三個在手裡）… 總胡數翻一番。"
    s = score_of("danjiang+rugao", ["4s"], hand="HHH 222m 333s 55p 999p 666s", melds=("peng:Q", "peng:B"), win="5p")
    # 20 + 底胡 50 + 独钓 40 (55p waited alone), ×2 飘, ×2 会面
    assert items(s)["duzihu.huimian×2"] == s.total // 2 and s.total == (20 + 50 + 40) * 2 * 2, quote


def test_huimian_with_the_third_as_dudiao_pair():
    quote = "s002.p027 或者其中兩個碰或槓，另一個獨釣做扣。總胡數翻一番。"
    s = score_of("danjiang+rugao", ["4s"], hand="222m 333s 555p 999p 666s HH", melds=("peng:Q", "peng:B"), win="H")
    assert "duzihu.huimian×2" in items(s), quote
    s = score_of("danjiang+rugao", ["4s"], hand="222m 333s 555p 999p 666s 55m", melds=("peng:Q", "peng:B"), win="5m")
    assert "duzihu.huimian×2" not in items(s), "the pair is not the third 老将"


def test_huimian_chuhan():
    quote = "s002.p028 會面加出汗（如皋地區）：指翻將是老將胡牌會面，總胡數翻兩番。但碰的老將算胡只能參照普通將牌。"
    s = score_of("danjiang+rugao", ["H"], hand="222m 333s 555p 999p 666s HH", melds=("peng:Q", "peng:B"), win="H")
    assert "duzihu.huimian_chuhan×4" in items(s), quote
    assert [i.hu for i in s.base_items if "千字" in i.zh or "白花" in i.zh] == [4, 4], quote


def test_no_rugao_extras_outside_rugao():
    s = score_of("danjiang", ["4s"], hand="HHH 222m 333s 55p 999p 666s", melds=("peng:Q", "peng:B"), win="5p")
    assert not any(k.startswith(("duzihu.huimian", "duzihu.dudiao")) for k in items(s))
