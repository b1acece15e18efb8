"""One test per 八胡 rule, each quoting the source line it implements.

``q(pid, text)`` checks that ``text`` really is in the Chinese original of paragraph ``pid`` of
``content/sources`` (``…`` separates pieces that must appear in that order), so the quotes here
cannot drift from the archive. Every rule is checked under both rule sets unless it is one of
their differences.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from engine.bahu.analysis import analyze
from engine.bahu.groups import JIANG, Meld, is_jiang
from engine.bahu.rules import RuleSet
from engine.cards import ALL_CARDS, Card, CardError, parse_cards
from engine.explain import InputError

SOURCES = Path(__file__).resolve().parents[2] / "content" / "sources"
RULES = ["haimen", "tongdong"]


# --- quoting the sources ------------------------------------------------------------------------

@cache
def _blocks() -> dict[str, tuple[str, str]]:
    """Paragraph ID → (Chinese original, English translation)."""
    out: dict[str, tuple[str, str]] = {}
    for path in sorted(SOURCES.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        sid = re.search(r"^id:\s*(\S+)", text, re.M)
        if not sid:
            continue
        for m in re.finditer(r"^=== (p\d+)\n(.*?)(?=^=== |\Z)", text, re.M | re.S):
            zh, _, rest = m.group(2).partition("\n--- en\n")
            en = re.split(r"^--- ", rest, flags=re.M)[0]
            out[f"{sid.group(1)}.{m.group(1)}"] = (zh.strip(), " ".join(en.split()))
    return out


def paragraphs() -> dict[str, str]:
    """Paragraph ID → the Chinese original (the text before ``--- en``)."""
    return {pid: zh for pid, (zh, _) in _blocks().items()}


def _quoted(pid: str, text: str, lang: int) -> None:
    block = _blocks().get(pid)
    assert block is not None, f"no paragraph {pid}"
    para = block[lang]
    at = 0
    for piece in text.split("…"):
        piece = " ".join(piece.split())
        found = para.find(piece, at)
        assert found >= 0, f"{pid} does not say {piece!r}"
        at = found + len(piece)


def q(pid: str, text: str) -> str:
    """Assert ``text`` is quoted verbatim from paragraph ``pid`` (``…`` marks omissions); return it."""
    _quoted(pid, text, 0)
    return text


def A(hand: str, melds=(), rules="haimen", **kw):
    return analyze(hand, list(melds), rules, **kw)


def kinds(a) -> list[str]:
    return [g.kind for g in a.groups]


def group_cards(a, kind: str) -> list[str]:
    return [" ".join(c.code for c in g.cards) for g in a.groups if g.kind == kind]


def codes(cards) -> str:
    return " ".join(c.code for c in cards)


DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"
DOC_QUOTE = re.compile(r"(s\d{3}\.p\d{3}) 「(.+?)」(?: “(.+?)”)?")


@pytest.mark.parametrize("doc", ["bahu.md", "bahu-settlement.md"])
def test_docs_quotes_are_verbatim(doc):
    """Every 「quote」 (and its “translation”) after a paragraph ID in docs/rules is in the source."""
    text = (DOCS / doc).read_text(encoding="utf-8")
    found = DOC_QUOTE.findall(text)
    assert len(found) >= 20
    for pid, zh, en in found:
        _quoted(pid, zh, 0)
        if en:
            _quoted(pid, en, 1)
    translated = [pid for pid, _, en in found if en]
    assert len(translated) >= 15


def test_quotes_resolve():
    assert "s000.p039" in paragraphs() and "s001.p039" in paragraphs()
    q("s000.p039", "万子的二至九，条子的二至八，柄子的一至九")
    with pytest.raises(AssertionError):
        q("s000.p039", "万子的一至九")


# --- 将 and 素 ----------------------------------------------------------------------------------

@pytest.mark.parametrize("code", "1m 1s 1p 9s Q H B X".split())
def test_the_eight_jiang(code):
    q("s000.p011", "此八中类牌即为八将 （宝宝-呛森-俄子-空瑶-一万-一条-一柄-九条）")
    q("s001.p023", "一索 一万 一筒 九索 千子 空瑶 押子 为七将 （现在把仙儿 也算做将 为八将")
    assert is_jiang(Card.parse(code).index)
    # a lone 将 needs no group: s000.p015
    q("s000.p015", "将牌对把牌做圆没有影响，可以多在手上")
    a = A(code)
    assert a.yuan and a.hutou == 0


def test_jiang_are_exactly_eight():
    assert {ALL_CARDS[k].code for k in JIANG} == {"1m", "1s", "1p", "9s", "Q", "H", "B", "X"}


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("card", [c for c in ALL_CARDS if c.index not in JIANG], ids=lambda c: c.code)
def test_every_other_card_is_su_and_needs_a_group(card, rules):
    q("s000.p013", "剩下的所有牌种类都为素牌，包括九万，九筒")
    q("s001.p025", "除了以上将牌以外的牌 为素牌")
    q("s001.p042", "把手上牌的组合成以上的组合，一副牌才算“圆”")
    assert not is_jiang(card.index)
    a = A(card.code, rules=rules)
    assert not a.yuan and a.hutou is None and a.strays == (card,)


@pytest.mark.parametrize("rules", RULES)
def test_jiang_may_stay_alone_beside_groups(rules):
    q("s001.p043", "将牌，可成组合，也可不成组合，不算余牌")
    a = A("1m 1s 1p 9s Q H B 234m", rules=rules)
    assert a.yuan
    assert "run" in kinds(a)


# --- runs ---------------------------------------------------------------------------------------

RUN_CASES = [
    ("234m", True), ("789m", True), ("23456789m", True), ("123m", False),
    ("234s", True), ("678s", True), ("2345678s", True), ("789s", False), ("123s", False),
    ("123p", True), ("234p", True), ("789p", True), ("123456789p", True),
    ("2m3s4p", False),
]


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("hand,yuan", RUN_CASES)
def test_run_ranges_per_suit(hand, yuan, rules):
    q("s000.p039", "万子的二至九，条子的二至八，柄子的一至九（将牌只有一柄可以做成顺子）")
    q("s001.p039", "顺子 即按同式花样 以数字顺序排列")
    assert A(hand, rules=rules).yuan is yuan


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("hand", ["1s2s3s", "1m2m3m", "7s8s9s", "7m8m9m 7s8s9s"])
def test_1s_1m_9s_never_join_a_run(hand, rules):
    q("s000.p012", "一条不能与二三条成一搭，一万不能与二三万成一搭，九条不能与七八条成一搭")
    q("s001.p039", "但一索、一万、九索（三张将牌），不可以做顺子")
    assert not A(hand, rules=rules).yuan


@pytest.mark.parametrize("rules", RULES)
def test_1p_is_the_only_jiang_in_a_run(rules):
    q("s000.p012", "一柄是八将中唯一可以放入“搭子”中的将牌")
    q("s001.p039", "而将牌一筒是可以作顺子的，因为文钱胡本身就是顺子")
    assert A("1p2p3p4p5p", rules=rules).yuan
    assert A("1p 2p 3p", rules=rules).yuan
    assert not A("1s 2s 3s", rules=rules).yuan and not A("1m 2m 3m", rules=rules).yuan


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("hand,yuan", [("23m", False), ("2m3m 5m6m", False), ("234m", True), ("2345678m", True)])
def test_runs_of_any_length_at_least_three(hand, yuan, rules):
    q("s000.p039", "只要能连成大于等于三的一组，都可以做成搭子")
    q("s000.p056", "对子，小于三的顺子，都不算圆牌")
    q("s001.p039", "须组成三张以上")
    assert A(hand, rules=rules).yuan is yuan


@pytest.mark.parametrize("rules", RULES)
def test_a_run_has_no_duplicates(rules):
    q("s001.p039", "不可有复张")
    a = A("2m3m3m4m", rules=rules)
    assert not a.yuan and codes(a.strays) == "3m"


@pytest.mark.parametrize("rules", RULES)
def test_a_pair_may_be_split_into_two_runs(rules):
    q("s001.p039", "对子可以拆开分别做顺子")
    a = A("2m2m 3m3m 4m4m", rules=rules)
    assert a.yuan and kinds(a) == ["run", "run"]
    assert A("2m2m3m3m4m4m5m", rules=rules).yuan  # 234 + 2345


# --- 豹子 ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("rank", range(2, 10))
def test_baozi_of_every_rank_2_to_9(rank, rules):
    q("s001.p037", "豹子为同数字的三式花样牌 必须为三张以上，且三样花式具全")
    q("s000.p042", "必须万柄条都得有，才能成豹子")
    a = A(f"{rank}m{rank}s{rank}p", rules=rules)
    assert a.yuan and a.hutou == 0 and kinds(a) == ["baozi"]
    assert not A(f"{rank}m{rank}p", rules=rules).yuan  # one suit missing


@pytest.mark.parametrize("rules", RULES)
def test_baozi_absorbs_extra_copies(rules):
    q("s001.p037", "可以有复张")
    q("s000.p042", "数量上可无限叠加，二张，三张，四张")
    a = A("5m5m 5s 5p5p", rules=rules)
    assert a.yuan and group_cards(a, "baozi") == ["5m 5m 5s 5p 5p"]


@pytest.mark.parametrize("rules", RULES)
def test_9s_serves_in_the_9_baozi(rules):
    q("s000.p045", "九只有九条是将，但九条可做豹子")
    a = A("9m9s9p", rules=rules)
    assert a.yuan and group_cards(a, "baozi") == ["9m 9s 9p"]
    assert not A("9m9p", rules=rules).yuan


def test_the_tongdong_text_counts_the_9s_in_the_nine_baozi_and_the_other_reading_is_an_option():
    # s001.p037: every 豹子 has all three suits, and the 九豹 is one of them, so it holds the 9s; only the
    # ones are left out, because all three are 将. Keeping the 9s (a 将 too, s001.p039) out is the option.
    q("s001.p037", "且三样花式具全")
    q("s001.p037", "但数字一的牌，不需要组合，因为是将牌，即没有一豹只有二－九豹")
    q("s001.p039", "但一索、一万、九索（三张将牌），不可以做顺子")
    q("s000.p045", "将牌可做豹子，一都是将，无需做圆，但九只有九条是将，但九条可做豹子")
    from engine.bahu.arrange import arrangements
    from engine.bahu.group_check import classify
    from engine.bahu.moves import chi_options
    from engine.cards import counts_of

    assert RuleSet.named("tongdong").nine_tiao_baozi and RuleSet.named("haimen").nine_tiao_baozi
    for name in RULES:
        rs = RuleSet.named(name)
        no_nine = rs.with_options(nine_tiao_baozi=False)
        assert A("9m9s9p QQ", rules=rs).yuan and not A("9m9s9p QQ", rules=no_nine).yuan
        assert A("9m9s9p 5m5s5p 78m 78p H", rules=no_nine).yuan  # 9s a lone 将, 9m 9p in runs
        assert [w.card.code for w in A("9m9p 5m5s5p QQ", ["peng:H", "peng:B"], rules=rs).waits] == ["9s"]
        assert not A("9m9p 5m5s5p QQ", ["peng:H", "peng:B"], rules=no_nine).waits
        assert arrangements(parse_cards("9m 9s 9p"), rs) and not arrangements(parse_cards("9m 9s 9p"), no_nine)
        with pytest.raises(InputError):  # a chi of 9m 9s 9p is no group there
            A("QQ", ["chi:9m9s9p"], rules=no_nine)
    assert classify(parse_cards("9m 9s 9p")).kind == "baozi"
    assert classify(parse_cards("9m 9s 9p"), nine_baozi=False).reason.rule == "bahu.group.no_nine_baozi"
    assert classify(parse_cards("9m 9p 9p"), nine_baozi=False).reason.rule == "bahu.group.no_nine_baozi"
    hand, k = counts_of(parse_cards("9m 9p")), Card.parse("9s").index
    assert chi_options(hand, (), k) == [] and chi_options(hand, (), Card.parse("9m").index, nine_baozi=False) == []
    assert [str(new) for _used, new, _old in chi_options(hand, (), Card.parse("9m").index)] == []  # 9m: 9s missing
    hand = counts_of(parse_cards("9s 9p"))
    assert [str(new) for _used, new, _old in chi_options(hand, (), Card.parse("9m").index)] == ["chi:9m9s9p"]
    assert chi_options(hand, (), Card.parse("9m").index, nine_baozi=False) == []


@pytest.mark.parametrize("rules", RULES)
def test_there_is_no_1_baozi(rules):
    q("s001.p037", "但数字一的牌，不需要组合，因为是将牌，即没有一豹只有二－九豹")
    assert "baozi" not in kinds(A("1m1s1p", rules=rules))
    with pytest.raises(InputError):
        Meld.parse("chi:1m1s1p")


@pytest.mark.parametrize("rules", RULES)
def test_issue_example_9_and_5_baozi(rules):
    a = A("9m9s9p 5m5s5p5p", rules=rules)
    assert a.yuan and a.hutou == 0
    assert sorted(group_cards(a, "baozi")) == ["5m 5s 5p 5p", "9m 9s 9p"]


# --- the six fixed combinations -----------------------------------------------------------------

COMBO_CASES = [
    ("xiaolaohu", "1s1m9p", "s001.p027", "名称:小老虎 （一索 一万 九筒）"),
    ("erba", "2s2m8p", "s001.p028", "名称:二八帮子 （二索 二万 八筒）"),
    ("sanqi", "3s3m7p", "s001.p029", "名称:三七胡头（三索 三万 七筒）"),
    ("qiankongjiu", "QH9s", "s001.p030", "名称:千空九 （千子 空窑 九索）"),
    ("kongjiujiu", "H9s9m", "s001.p031", "名称:空九九 （空窑 九索 九万）"),
    ("yabajiu", "B8s9m", "s001.p032", "名称: 押八九 （押角 八索 九万）"),
]


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("key,hand,pid,quote", COMBO_CASES, ids=[c[0] for c in COMBO_CASES])
def test_each_combination_is_one_hutou(key, hand, pid, quote, rules):
    q(pid, quote)
    q("s001.p018", "每胡必须有三张规定的牌")
    a = A(hand, rules=rules)
    assert a.yuan and a.hutou == 1 and key in kinds(a)


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("key,hand,pid,quote", COMBO_CASES, ids=[c[0] for c in COMBO_CASES])
def test_each_combination_needs_all_three_cards(key, hand, pid, quote, rules):
    q("s000.p015", "七种组合每张都为三张基本牌")
    cards = parse_cards(hand)
    for drop in range(3):
        rest = [c for i, c in enumerate(cards) if i != drop]
        a = A(" ".join(c.code for c in rest), rules=rules)
        assert key not in kinds(a)
        assert a.hutou in (None, 0)  # all-将 combinations stay 圆 without their hutou


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("key,hand,pid,quote", COMBO_CASES, ids=[c[0] for c in COMBO_CASES])
def test_each_combination_absorbs_extra_copies_and_counts_once(key, hand, pid, quote, rules):
    q("s000.p015", "只要有三张基本牌，数量上可以无限叠加（除了一二三-文钱）")
    q("s001.p018", "可以有复张，每组成一组为一胡。但文钱胡可以全双张算两胡")
    a = A(hand + " " + hand, rules=rules)  # every card twice
    assert a.yuan and a.hutou == 1
    assert [len(g.cards) for g in a.groups if g.kind == key] == [6]
    first = parse_cards(hand)[0].code
    b = A(f"{hand} {first}", rules=rules)  # one extra copy of one card
    assert b.yuan and b.hutou == 1


# --- 文钱 ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", RULES)
def test_wenqian_is_one_hutou(rules):
    q("s000.p019", "第四胡头：一二三-又称文钱，一柄，二柄，三柄")
    a = A("123p", rules=rules)
    assert a.hutou == 1 and kinds(a) == ["wenqian"]


@pytest.mark.parametrize("rules", RULES)
def test_double_wenqian_is_two(rules):
    q("s000.p019", "唯一可以算作两个胡头的组合，比如手上有两组一二三柄，可算两胡")
    q("s001.p033", "双搭双胡 双文钱")
    a = A("123p 123p", rules=rules)
    assert a.hutou == 2 and kinds(a) == ["wenqian", "wenqian"]


@pytest.mark.parametrize("rules", RULES)
def test_a_third_wenqian_gives_nothing_more(rules):
    q("s001.p018", "但文钱胡可以全双张算两胡（不可以三张）")
    a = A("123p 123p", ["chi:123p"], rules)
    assert a.yuan and a.hutou == 2
    assert A("123p", ["chi:123p", "chi:123p"], rules).hutou == 2


@pytest.mark.parametrize("rules", RULES)
def test_three_wenqian_on_the_table_still_count_two(rules):
    q("s001.p018", "但文钱胡可以全双张算两胡（不可以三张）")
    assert A("", ["chi:123p", "chi:123p", "chi:123p"], rules).hutou == 2


@pytest.mark.parametrize("rules", RULES)
def test_wenqian_takes_no_extra_copies(rules):
    q("s000.p015", "数量上可以无限叠加（除了一二三-文钱）")
    q("s000.p019", "此组合劣势为唯一不可叠加数量的胡头")
    a = A("1p 2p2p 3p", rules=rules)
    assert not a.yuan and codes(a.strays) == "2p"
    b = A("1p1p 2p 3p", rules=rules)  # the extra 1p is a 将 and needs no group
    assert b.yuan and b.hutou == 1


@pytest.mark.parametrize("rules", RULES)
def test_wenqian_is_only_the_exact_group_not_inside_a_longer_run(rules):
    # decision (docs/rules/bahu.md): 1234p is a run 234p with 1p alone, not 文钱 + 4p
    q("s000.p047", "除了一二三组合只能当顺子用")
    assert A("1234p", rules=rules).hutou == 0
    assert A("123456p", rules=rules).hutou == 1  # 123p + 456p


# --- 胡头 of pengs, gangs, 招儿, bombs, and the cap ---------------------------------------------

HUTOU_CASES = [
    ("", ["peng:5m"], 1, "s000.p025", "素牌碰在桌上为每碰一胡头"),
    ("", ["peng:5m", "peng:6s"], 2, "s000.p025", "一碰一胡头，二碰二胡头"),
    ("", ["peng:Q"], 4, "s000.p026", "将牌碰在桌上为每碰四胡头"),
    ("", ["peng:Q", "peng:1m"], 8, "s000.p026", "二碰八胡头"),
    ("", ["gang:5m"], 4, "s000.p027", "素一杠开为四胡头"),
    ("", ["gang:5m", "gang:6s"], 8, "s000.p027", "二杠开为八胡头"),
    ("", ["gang:Q"], 11, "s001.p067", "将开招，十一胡以上"),
    ("5m5m5m", [], 2, "s001.p067", "素招儿为两胡"),
    ("QQQ", [], 8, "s001.p067", "将招儿为八胡"),
    ("5m5m5m5m", [], 5, "s000.p029", "素四张在手即算五胡"),
    ("", ["bomb:5m"], 5, "s001.p067", "素摊庄，为五胡"),
    ("QQQQ", [], 11, "s001.p067", "将摊庄为十一胡"),
    ("", ["bomb:Q"], 11, "s001.p067", "将摊庄为十一胡"),
]


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("hand,melds,hutou,pid,quote", HUTOU_CASES)
def test_hutou_of_pengs_gangs_zhao_bombs(hand, melds, hutou, pid, quote, rules):
    q(pid, quote)
    a = A(hand, melds, rules)
    assert a.yuan and a.hutou == hutou


@pytest.mark.parametrize("hand,melds,haimen,tongdong", [
    ("", ["peng:Q", "peng:H", "peng:B"], 12, 11),
    ("", ["gang:Q", "gang:H"], 22, 11),
    ("QQQ 2s2m8p 3s3m7p 456m 78p", ["peng:H"], 14, 11),
])
def test_hutou_are_capped_at_11_only_in_tongdong(hand, melds, haimen, tongdong):
    # the Haimen text counts on (三碰十二胡头); the cap is the Tongdong text's (docs/rules/bahu.md §10)
    q("s000.p026", "将牌碰在桌上为每碰四胡头，一碰四胡头，二碰八胡头，三碰十二胡头")
    q("s001.p067", "胡头计算最多算到十一胡就有了，再多就不需要了")
    q("s000.p027", "将一杠开就是无限胡头了,就是最多了")
    assert A(hand, melds, "haimen").hutou == haimen
    capped = A(hand, melds, "tongdong")
    assert capped.hutou == tongdong
    assert [line.rule for line in capped.lines if line.rule == "bahu.hutou.cap"] == ["bahu.hutou.cap"]
    assert "counted up to 11" in " ".join(capped.explain)
    # the cap is an option either way: 0 is no cap
    assert A(hand, melds, RuleSet.named("tongdong").with_option_text("hutou_cap=0")).hutou == haimen
    assert A(hand, melds, RuleSet.named("haimen").with_option_text("hutou_cap=11")).hutou == 11


@pytest.mark.parametrize("rules", RULES)
def test_zhao_and_bomb_only_from_the_deal(rules):
    q("s000.p028", "即摸牌阶段完毕时，手里就有三个一样的，即三张，俗称“早二”")
    # a standing 将 was not dealt: QQ in hand + 涨将 Q is no 将招儿
    assert A("QQ", ["zhang:Q"], rules).hutou == 0
    assert A("QQQ", [], rules).hutou == 8


@pytest.mark.parametrize("rules", RULES)
def test_four_in_hand_are_laid_out_as_a_bomb(rules):
    q("s000.p029", "抓到爆炸要摊在桌上，不能放手里")
    q("s001.p041", "此组合不能抓在手上，必须摊于台面")
    a = A("5m5m5m5m 6m7m", rules=rules)
    assert not a.yuan  # the bomb's cards cannot make a run 567m
    assert [g.kind for g in a.groups] == ["bomb"]
    assert not A("1p1p1p1p 2p3p", rules=rules).yuan  # nor a 文钱


# --- can 胡 -------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", RULES)
def test_can_hu_is_yuan_with_at_least_8(rules):
    q("s000.p053", "胡牌的条件是（满足至少八个胡头+圆牌）")
    q("s001.p019", "手中一副牌 必须有八胡才有成牌的资格，或者成后有八胡")
    a = A("", ["peng:Q", "peng:H"], rules)
    assert a.yuan and a.hutou == 8 and a.can_hu
    b = A("5s", ["peng:Q", "peng:H"], rules)  # 8 hutou on the table but not 圆
    assert not b.yuan and not b.can_hu
    c = A("2s2m8p 3s3m7p 1s1m", ["peng:Q", "peng:5m"], rules)  # 圆, 7
    assert c.yuan and c.hutou == 7 and not c.can_hu


@pytest.mark.parametrize("rules", RULES)
def test_the_winning_card_counts(rules):
    q("s001.p019", "或者成后有八胡")
    a = A("2s2m8p 3s3m7p 1s1m", ["peng:Q", "peng:5m"], rules)
    assert [(w.card.code, w.way, w.hutou) for w in a.waits] == [("9p", "join", 8)]
    assert A("2s2m8p 3s3m7p 1s1m 9p", ["peng:Q", "peng:5m"], rules).can_hu


# --- the examples of issue 3 §5, under both rule sets --------------------------------------------

WAITS_10 = "1m 2m 3m 7m 1s 2s 3s 9s 1p 6p 7p 8p 9p Q H B"


@pytest.mark.parametrize("rules", RULES)
def test_issue_example_erba_sanqi_peng_q(rules):
    a = A("2s2m8p 3s3m7p 456m 789p", ["peng:Q"], rules)
    assert (a.yuan, a.hutou, a.can_hu) == (True, 6, False)
    assert sorted(g.kind for g in a.groups if g.hutou) == ["erba", "peng", "sanqi"]


@pytest.mark.parametrize("rules", RULES)
def test_issue_example_plus_5s_not_yuan(rules):
    a = A("2s2m8p 3s3m7p 456m 789p 5s", ["peng:Q"], rules)
    assert not a.yuan and a.hutou is None and not a.can_hu
    assert codes(a.strays) == "5s"


@pytest.mark.parametrize("rules", RULES)
def test_issue_example_seven_hutou(rules):
    a = A("123p 123p 2s2m8p 3s3m7p 1s1m9p QH9s", ["peng:5m"], rules)
    assert (a.yuan, a.hutou, a.can_hu) == (True, 7, False)
    got = sorted(g.kind for g in a.groups if g.hutou)
    assert got == sorted(["wenqian", "wenqian", "erba", "sanqi", "xiaolaohu", "qiankongjiu", "peng"])


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("hand", ["1s 2s 3s", "7m8m9m 7s8s9s"])
def test_issue_example_not_yuan(hand, rules):
    assert not A(hand, rules=rules).yuan


@pytest.mark.parametrize("rules", RULES)
def test_issue_example_ten_hutou_and_waits(rules):
    a = A("2s2m8p 3s3m7p 456m 78p", ["peng:Q", "peng:H"], rules)
    assert (a.yuan, a.hutou, a.can_hu) == (True, 10, True)
    assert group_cards(a, "erba") == ["2m 2s 8p 8p"] and group_cards(a, "sanqi") == ["3m 3s 7p 7p"]
    want = WAITS_10 + (" X" if rules == "haimen" else "")
    assert codes(w.card for w in a.waits) == want


# --- where the rule sets differ -----------------------------------------------------------------

def test_deck_sizes():
    q("s000.p023", "一副牌总共124张")
    q("s001.p007", "长牌共有120张")
    assert RuleSet.named("haimen").deck_size == 124 and RuleSet.named("tongdong").deck_size == 120


def test_xi_in_play_in_haimen_an_error_in_tongdong():
    q("s000.p005", "但玩八胡只需四张，丢掉一张")
    q("s001.p023", "（现在把仙儿 也算做将 为八将，其原本为备用牌）")
    a = A("X 234m", rules="haimen")
    assert a.yuan
    with pytest.raises(CardError) as err:
        A("X 234m", rules="tongdong")
    assert err.value.token == "X"
    with pytest.raises(CardError):
        A("234m", ["zhang:X"], "tongdong")
    assert A("X 234m", rules=RuleSet.named("tongdong").with_options(xi_in_play=True)).yuan


def test_dealt_triplet_split_into_runs_only_in_haimen():
    q("s001.p039", "但招儿不可拆开作顺子")
    hand = "2m2m2m 3m3m3m 4m4m4m 5m"
    assert A(hand, rules="haimen").yuan  # 2345 + 234 + 234
    t = A(hand, rules="tongdong")
    assert not t.yuan and codes(t.strays) == "5m"
    assert kinds(t) == ["zhao", "zhao", "zhao"]


def test_dealt_1p_triplet_cannot_make_wenqian_in_tongdong():
    q("s001.p039", "但招儿不可拆开作顺子")
    q("s000.p019", "但三个一柄不能拆为两组")
    assert A("1p1p1p 2p2p 3p3p", rules="haimen").hutou == 2
    assert not A("1p1p1p 2p2p 3p3p", rules="tongdong").yuan


@pytest.mark.parametrize("hand,melds,haimen,tongdong", [
    ("5s5p", ["peng:5m"], 1, None),  # 豹子 with a punged 5m
    ("2s8p", ["peng:2m"], 2, None),  # 二八帮子 with a punged 2m
    ("5s5p", ["gang:5m"], 4, None),
    ("5s5p", ["bomb:5m"], 5, None),
    ("5m5m5m5m 5s5p", [], 5, None),  # a bomb from the deal too
    ("", ["peng:2s", "peng:2m", "peng:8p"], 4, 3),  # a combination wholly on the table
    ("QH H9m", ["peng:9s"], 6, None),  # one punged 9s supplies 千空九 and 空九九
])
def test_punged_cards_join_baozi_and_combinations_only_in_haimen(hand, melds, haimen, tongdong):
    q("s000.p042", "手上的，桌上的，碰的，杠的，都能组成豹子")
    q("s000.p047", "其余六个组合均和豹子一样")
    q("s001.p056", "站的将牌可以与手上牌作暗组合")
    assert A(hand, melds, "haimen").hutou == haimen
    assert A(hand, melds, "tongdong").hutou == tongdong


def test_rule_set_differences_are_named_options():
    h, t = RuleSet.named("haimen"), RuleSet.named("tongdong")
    names = {o.name for o in h.differences(t)}
    assert {"deck_size", "xi_in_play", "zhao_may_split", "melds_join_groups", "jiang_peng_zhuang"} <= names
    for option in h.options():
        for pid in option.source.split():
            assert pid in paragraphs(), (option.name, pid)
    with pytest.raises(InputError):
        RuleSet.named("nantong")


def test_jiang_gang_hutou_option_reaches_table_melds():
    rules = RuleSet.named("haimen").with_options(jiang_gang_hutou=16, hutou_cap=20)
    assert A("QQQQ", [], rules).hutou == 16
    assert A("", ["bomb:Q"], rules).hutou == 16


# --- 涨将 and chi melds --------------------------------------------------------------------------

@pytest.mark.parametrize("rules", RULES)
def test_standing_jiang_is_used_like_a_hand_card(rules):
    q("s000.p034", "涨到的将没人碰/杠都可以当作手里摸的将牌来使用")
    q("s001.p056", "站的将牌可以与手上牌作暗组合")
    assert not A("9s9m", rules=rules).yuan
    a = A("9s9m", ["zhang:H"], rules)
    assert a.yuan and a.hutou == 1 and group_cards(a, "kongjiujiu") == ["9m 9s H"]
    with pytest.raises(InputError):
        Meld.parse("zhang:5m")  # only a 将 stands


@pytest.mark.parametrize("rules", RULES)
def test_hand_cards_extend_a_table_run(rules):
    q("s000.p039", "比如桌上有五六七万，手里有一个八万，一个四万，一个三万，只要能跟桌子上连起来，就都不用发，称之为顺圆")
    a = A("3m 4m 8m", ["chi:567m"], rules)
    assert a.yuan and sorted(group_cards(a, "ext")) == ["3m 4m", "8m"]
    assert A("8m9m", ["chi:567m"], rules).yuan
    assert not A("9m", ["chi:567m"], rules).yuan  # 8m missing: does not touch the run
    b = A("9s", ["chi:678s"], rules)  # 九条 never extends a run; it stays a lone 将
    assert b.yuan and "ext" not in kinds(b)


@pytest.mark.parametrize("rules", RULES)
def test_a_table_baozi_absorbs_hand_copies(rules):
    q("s001.p060", "台上已有一个完整的豹子，还可以吃进相同的复张")
    q("s000.p044", "豹子可以无限吃")
    assert A("5m 5s", ["chi:5m5s5p"], rules).yuan
    assert not A("5m 6s", ["chi:5m5s5p"], rules).yuan


@pytest.mark.parametrize("rules", RULES)
def test_a_table_combination_absorbs_hand_copies_and_counts_once(rules):
    q("s000.p047", "其余六个组合均和豹子一样，可吃，可无限叠加")
    a = A("8p", ["chi:2s2m8p"], rules)
    assert a.yuan and a.hutou == 1
    assert A("2s2m8p", ["chi:2s2m8p"], rules).hutou == 1


@pytest.mark.parametrize("rules", RULES)
def test_the_same_combination_chied_twice_counts_once(rules):
    q("s001.p018", "可以有复张，每组成一组为一胡。但文钱胡可以全双张算两胡")
    assert A("", ["chi:2s2m8p", "chi:2s2m8p"], rules).hutou == 1


def test_meld_notation_and_bad_melds():
    assert str(Meld.parse("peng:5m")) == "peng:5m" and len(Meld.parse("gang:Q").cards) == 4
    assert Meld.parse("chi:2s2m8p").combo.key == "erba"
    for bad in ("peng:5m5m", "peng:5m6m5m", "foo:5m", "chi:579m", "chi:5m5s", "gang:5m5m5m", "zhang:5m", "peng"):
        with pytest.raises(InputError):
            Meld.parse(bad)


# --- 听张 and 成牌 kinds -------------------------------------------------------------------------

def wait_list(a):
    return [(w.card.code, w.way, w.hutou) for w in a.waits]


@pytest.mark.parametrize("rules", RULES)
def test_peng_way_four_hu_dunkou(rules):
    q("s001.p079", "四胡蹲口 已有四胡（或四胡以上），等碰将对四胡，即可成")
    a = A("QQ", ["peng:H"], rules)
    assert a.yuan and a.hutou == 4
    assert wait_list(a) == [("Q", "peng", 8)]
    assert a.chengpai == "dunkou" and a.chengpai_forms == ("sihu_dunkou",)


@pytest.mark.parametrize("rules", RULES)
def test_gang_way_kaizhao(rules):
    q("s001.p080", "开招成 已有六胡，手中有一素招儿，等开招成（开招后添加了两胡）")
    a = A("5m5m5m", ["peng:Q"], rules)
    assert a.hutou == 6
    assert wait_list(a) == [("5m", "gang", 8)]
    assert a.chengpai == "dunkou" and a.chengpai_forms == ("kaizhao",)


@pytest.mark.parametrize("rules", RULES)
def test_join_way_tianhu(rules):
    q("s001.p082", "添胡成 已有七胡，等增一胡成")
    a = A("2s2m8p 3s3m7p 1s1m", ["peng:Q", "peng:5m"], rules)
    assert wait_list(a) == [("9p", "join", 8)]
    assert a.chengpai == "dunkou" and a.chengpai_forms == ("tianhu",)


@pytest.mark.parametrize("rules", RULES)
def test_chuokou_one_group_lacks_one_card(rules):
    q("s001.p071", "牌组合基本完成，只有一组少一张，叫听张，当台上出现这张牌，叫戳口成")
    q("s000.p048", "离你圆牌还差一张")
    a = A("2s2m", ["peng:Q", "peng:H"], rules)
    assert not a.yuan
    assert wait_list(a) == [("2p", "join", 8), ("8p", "join", 9)]  # 2-豹子, or 二八帮子 +1
    assert a.chengpai == "chuokou"


@pytest.mark.parametrize("rules", RULES)
def test_dagun_every_jiang_wins(rules):
    q("s001.p073", "打滚即手中的已有八胡，并且所有牌的组合已完成，叫打滚")
    q("s001.p074", "1所有将牌都能成")
    q("s000.p056", "只要是将牌，就能胡下来")
    a = A("", ["gang:Q"], rules)
    assert a.can_hu and a.chengpai == "dagun"
    jiang = [c.code for c in ALL_CARDS if c.index in JIANG and c.code != "Q"]
    if rules == "tongdong":
        jiang.remove("X")
    assert [w.card.code for w in a.waits] == jiang


@pytest.mark.parametrize("rules", RULES)
def test_kinds_held_four_times_are_left_out(rules):
    # issue 3 §4: kinds the player already holds all four of are left out
    a = A("", ["gang:Q"], rules)
    assert "Q" not in [w.card.code for w in a.waits]
    b = A("Q", ["peng:Q", "peng:H"], rules)  # four Q between hand and table
    waits = [w.card.code for w in b.waits]
    assert "Q" not in waits and "H" in waits


@pytest.mark.parametrize("rules", RULES)
def test_the_winning_card_never_makes_a_zhao(rules):
    # decision: a 招儿 is dealt (s000.p028 摸牌阶段完毕时); the third card arriving is a 碰, not a 招儿
    q("s000.p028", "即摸牌阶段完毕时，手里就有三个一样的")
    a = A("5m5m", ["peng:Q", "peng:H"], rules)
    assert wait_list(a) == [("5m", "peng", 9)]  # 素碰 1, not 素招儿 2


@pytest.mark.parametrize("rules", RULES)
def test_waits_are_canonical_and_only_winning(rules):
    a = A("2s2m8p 3s3m7p 456m 78p", ["peng:Q", "peng:H"], rules)
    idx = [w.card.index for w in a.waits]
    assert idx == sorted(idx)
    assert all(w.hutou >= 8 for w in a.waits)


# --- 黄胡 ----------------------------------------------------------------------------------------

HUANG = "5555m 6666m 234s 567s 234p 567p 789m Q B"  # 25 cards, 圆, 10 胡头, no pair of any 将


@pytest.mark.parametrize("rules", RULES)
def test_huanghu_no_jiang_pair_cannot_win(rules):
    q("s000.p035", "黄胡就是指没有抓到至少一种两张相同的将牌")
    q("s001.p106", "所抓牌没有将牌对子，为黄胡，须折庄，不参与游胡")
    a = A(HUANG, rules=rules)
    assert len(a.hand) == 25 and a.yuan and a.hutou == 10
    assert not a.can_hu and a.waits == ()
    assert any("huanghu" in line for line in a.explain)
    assert A(HUANG.replace("B", "Q"), rules=rules).can_hu  # a pair of 千字 qualifies


def test_huanghu_is_judged_only_on_a_full_deal():
    # decision: fewer than 25 cards is a position, not a deal; it is not judged 黄胡
    assert A(HUANG.replace(" B", ""), rules="haimen").can_hu


def test_huanghu_played_on_in_old_tongdong():
    q("s001.p106", "这是现在新的玩法，过去没有无错罚，黄胡也可参与游牌")
    old = RuleSet.named("tongdong").with_options(huanghu_plays_on=True)
    a = A(HUANG, rules=old)
    assert a.can_hu and a.waits


# --- distance, strays and explanations ----------------------------------------------------------

@pytest.mark.parametrize("rules", RULES)
def test_distance_and_strays(rules):
    # distance counts the cards still needed, like mahjong shanten (issue 3 §4)
    a = A("2s2m8p 3s3m7p 456m 789p 5s", ["peng:Q"], rules)
    assert a.distance == 2 and codes(a.strays) == "5s"  # 5s needs a run (4s 6s …) or a 5-baozi (5m 5p)
    assert any("five tiao" in line.lower() for line in a.explain)
    b = A("5m 5s 7s", rules=rules)
    assert b.distance == 3 and codes(b.strays) == "5m 5s 7s"
    assert A("2s2m", rules=rules).distance == 1  # one 8p makes 二八帮子
    assert A("234m", rules=rules).distance == 0


@pytest.mark.parametrize("rules", RULES)
def test_explanation_names_the_missing_cards(rules):
    a = A("9m", rules=rules)
    zh = a.to_json()["explain_zh"][1]
    assert "九万" in zh and ("空九九" in zh or "押八九" in zh) and "九条" in zh
    en = a.explain[1]
    assert "nine wan" in en.lower() and "nine tiao" in en
    b = A("5m 5s", rules=rules)
    assert "5豹子" in b.to_json()["explain_zh"][1] and "五饼" in b.to_json()["explain_zh"][1]


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("hand,melds", [
    ("2s2m8p 3s3m7p 456m 78p", ["peng:Q", "peng:H"]), ("9m", []), ("QQ", ["peng:H"]), ("5m5m5m", ["peng:Q"]),
    (HUANG, []), ("123p 123p", ["chi:123p"]), ("5555m 5s5p", []),
])
def test_every_reason_cites_existing_paragraphs(hand, melds, rules):
    a = A(hand, melds, rules)
    assert a.reasons
    for r in a.reasons:
        assert r.zh and r.en and r.rule.startswith("bahu.")
        for pid in r.source.split():
            assert pid in paragraphs(), (r.rule, pid)


# --- what follows from the decisions --------------------------------------------------------------

def test_a_jiang_completing_a_dealt_zhao_can_break_yuan_in_tongdong():
    # A 将 *dealt* as the third copy makes a 招儿, which tongdong may not split (s001.p039), and a
    # fourth makes a bomb laid out on the table (s000.p029): the 文钱 is lost. A 将 arriving later
    # (a 涨将) never does this.
    q("s001.p039", "但招儿不可拆开作顺子")
    assert A("1p1p 2p3p", rules="tongdong").yuan
    assert not A("1p1p1p 2p3p", rules="tongdong").yuan
    assert A("1p1p1p 2p3p", rules="haimen").yuan
    assert A("1p1p 2p3p", ["zhang:1p"], "tongdong").yuan


def test_chinese_names_parse_in_hands():
    a = A("二条 二万 八饼 千字 空窑 押子", rules="tongdong")
    assert a.yuan and a.hutou == 1 and "erba" in kinds(a)


def test_docs_list_every_option_and_describe_no_bugs_that_are_gone():
    text = (DOCS / "bahu.md").read_text(encoding="utf-8")
    table = set(re.findall(r"^\| `(\w+)` \|", text, re.M))
    assert table == set(RuleSet.named("haimen").option_names())
    for gone in ("xfail", "Known engine bug", "known engine bug", "Known inconsistency"):
        assert gone not in text
    settlement = (DOCS / "bahu-settlement.md").read_text(encoding="utf-8")
    assert "seat order" not in settlement or "never depend on the order" in settlement
