"""The 八胡 lesson question types: every correct answer, checked against brute force and the sources.

``arrange`` and ``group`` are compared with a plain enumeration of every partition (every subset) of
the hand's cards, each block judged on its own; ``arrange`` agrees with the analysis on 圆; claims
follow the quoted lines of s000/s001; settlements are the settle module's own numbers.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bahu.analysis import analyze
from engine.bahu.arrange import TooMany, arrangements, locked_kinds
from engine.bahu.group_check import classify
from engine.bahu.groups import COMBOS, JIANG, RUN_RANGE, baozi_kinds
from engine.bahu.rules import RuleSet
from engine.cards import ALL_CARDS, parse_cards
from engine.core.errors import InputError
from engine.exercises.answers import NoPuzzle, answers
from engine.exercises.feedback import check
from engine.exercises.forms import CHOICES, FORMS, canonical, form
from engine.exercises.answers import ANSWERERS

# --- strategies: hands built from groups, then perturbed -------------------------------------------


@st.composite
def group_kinds(draw):
    t = draw(st.integers(0, 4))
    if t == 0:
        lo, hi = draw(st.sampled_from(list(RUN_RANGE.values())))
        start = draw(st.integers(lo, hi - 2))
        stop = draw(st.integers(start + 2, min(hi, start + 4)))
        return list(range(start, stop + 1))
    if t == 1:
        kinds = list(baozi_kinds(draw(st.integers(2, 9))))
    elif t == 2:
        kinds = list(draw(st.sampled_from(COMBOS)).kinds)
    elif t == 3:
        return [18, 19, 20]
    else:
        return [draw(st.integers(0, 29))] * 3
    return kinds + draw(st.lists(st.sampled_from(kinds), max_size=1))


@st.composite
def small_hands(draw, max_groups=2):
    kinds = [k for g in draw(st.lists(group_kinds(), min_size=1, max_size=max_groups)) for k in g]
    kinds += draw(st.lists(st.sampled_from(sorted(JIANG - {30})), max_size=2))
    change = draw(st.integers(0, 2))
    if change == 1 and kinds:
        kinds.remove(draw(st.sampled_from(kinds)))
    elif change == 2:
        kinds.append(draw(st.integers(0, 29)))
    counts = Counter(kinds)
    if max(counts.values()) >= 4:
        kinds = [k for k in kinds if counts[k] < 4]
    return [ALL_CARDS[k] for k in kinds]


# --- brute force ---------------------------------------------------------------------------------

def partitions(items):
    """Every set partition of a list (as lists of blocks)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in partitions(rest):
        yield [[first]] + part
        for i in range(len(part)):
            yield part[:i] + [[first] + part[i]] + part[i + 1:]


def block_ok(block, hand, rules):
    """One block on its own: a group, or a single 将 left loose; locked triplets and fours whole."""
    locked = locked_kinds([sum(1 for c in hand if c.index == k) for k in range(31)], RuleSet.named(rules))
    if len(block) == 1 and block[0].index in JIANG:
        return block[0].index not in locked
    kinds = {c.index for c in block}
    for k, n in locked.items():
        inside = sum(1 for c in block if c.index == k)
        if inside and (inside != n or len(kinds) > 1):
            return False
    return classify(block).ok


def brute_arrangements(hand, rules):
    found = set()
    for part in partitions(list(hand)):
        if all(block_ok(b, hand, rules) for b in part):
            groups = [b for b in part if not (len(b) == 1 and b[0].index in JIANG)]
            found.add(tuple(sorted(tuple(sorted(c.code for c in g)) for g in groups)))
    return sorted(found)


def as_codes(arrangement_list):
    return sorted(tuple(tuple(sorted(c.code for c in g)) for g in a) for a in arrangement_list)


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=small_hands(max_groups=2))
def test_arrangements_equal_a_brute_force_over_every_partition(rules, hand):
    hand = hand[:7]  # 877 partitions of seven cards
    if 4 in Counter(c.index for c in hand).values():
        return
    mine = sorted(tuple(sorted(tuple(sorted(c.code for c in g)) for g in a)) for a in arrangements(hand, rules))
    assert mine == brute_arrangements(hand, rules)


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
@settings(max_examples=80, deadline=None)
@given(hand=small_hands(max_groups=3))
def test_an_arrangement_exists_exactly_when_the_analysis_says_yuan(rules, hand):
    try:
        found = arrangements(hand, rules)
    except TooMany:
        return
    assert bool(found) == analyze(hand, [], rules, with_waits=False, hints=False).yuan


def test_group_answers_are_every_subset_that_is_a_group():
    from itertools import combinations

    hand = parse_cards("2s 2s 2m 8p 3s 4s")
    got = answers("bahu", "haimen", "group", {"hand": "2s 2s 2m 8p 3s 4s"})
    brute = set()
    for n in range(3, len(hand) + 1):
        for combo in combinations(hand, n):
            if classify(list(combo)).ok:
                brute.add(tuple(sorted(c.code for c in combo)))
    assert sorted(tuple(g) for g in got) == sorted(brute)
    assert ["2m", "2s", "2s", "8p"] in got  # s000.p015 数量上可以无限叠加: a combination absorbs copies
    assert ["2s", "3s", "4s"] in got


def test_a_dealt_triplet_lends_no_card_under_tongdong():
    # s001.p039 对子可以拆开分别做顺子，但招儿不可拆开作顺子
    position = {"hand": "5m 5m 5m 6m 7m"}
    assert ["5m", "6m", "7m"] in answers("bahu", "haimen", "group", position)
    assert answers("bahu", "tongdong", "group", position) == [["5m", "5m", "5m"]]
    with pytest.raises(NoPuzzle):
        answers("bahu", "tongdong", "arrange", position)  # 6m 7m have no group
    f = check("bahu", "tongdong", "group", position, ["5m", "6m", "7m"])
    assert not f.correct and f.reasons[0].rule == "bahu.group.triplet_split"


def test_group_reasons_name_what_is_wrong():
    # s000.p012 一条不能与二三条成一搭
    assert classify(parse_cards("1s 2s 3s")).reason.rule == "bahu.group.jiang_in_run"
    # s001.p039 不可有复张
    assert classify(parse_cards("2m 3m 3m 4m")).reason.rule == "bahu.group.run_duplicate"
    # s001.p037 没有一豹
    assert classify(parse_cards("1m 1s 1p")).reason.rule == "bahu.group.no_one_baozi"
    r = classify(parse_cards("5m 5s"))
    assert r.reason.rule == "bahu.group.too_few"
    r = classify(parse_cards("5m 5s 5s"))
    assert r.reason.rule == "bahu.group.baozi_suits" and "five bing" in r.reason.en
    r = classify(parse_cards("H 9m"))
    assert r.reason.rule == "bahu.group.too_few"
    r = classify(parse_cards("H 9m 9m"))
    assert r.reason.rule == "bahu.group.combo_lacks" and "nine tiao" in r.reason.en and "九条" in r.reason.zh
    # s000.p019 三个一柄不能拆为两组: a wenqian takes no extra copy
    assert classify(parse_cards("1p 2p 2p 3p")).reason.rule == "bahu.group.wenqian_extra"
    assert classify(parse_cards("1p 2p 3p 4p")).kind == "run"  # a longer run through 1p is a run
    assert (classify(parse_cards("Q Q Q")).kind, classify(parse_cards("Q Q Q")).hutou) == ("zhao", 8)


def test_arrange_accepts_any_order_and_every_arrangement():
    position = {"hand": "2m 3m 4m 5m 6m 7m"}
    got = answers("bahu", "haimen", "arrange", position)
    assert len(got) == 2
    assert check("bahu", "haimen", "arrange", position, [["5m", "7m", "6m"], ["4m", "2m", "3m"]]).correct
    assert check("bahu", "haimen", "arrange", position, [["2m", "3m", "4m", "5m", "6m", "7m"]]).correct
    wrong = check("bahu", "haimen", "arrange", position, [["2m", "3m"], ["4m", "5m", "6m", "7m"]])
    assert not wrong.correct and wrong.reasons[0].rule == "bahu.group.too_few"
    with pytest.raises(InputError):
        answers("bahu", "haimen", "arrange", {"hand": "234m", "melds": ["peng:Q"]})


def test_pick_types():
    # s000.p011 八将 (宝宝-呛森-俄子-空瑶-一万-一条-一柄-九条); s000.p013 九万，九筒 are plain
    assert answers("bahu", "haimen", "pick", {"hand": "1m 1p 9m 9p 9s X", "pick": "jiang"}) == [["1m", "1p", "9s", "X"]]
    assert answers("bahu", "haimen", "pick", {"hand": "1m 1p 9m 9p 9s", "pick": "su"}) == [["9m", "9p"]]
    assert answers("bahu", "haimen", "pick", {"hand": "7m 7s 3p Q", "pick": "rank:7"}) == [["7m", "7s"]]
    assert answers("bahu", "haimen", "pick", {"hand": "7m 7s 3p Q", "pick": "suit:s"}) == [["7s"]]
    # s001.p065 将牌不能发，招儿不能发
    keep = {"hand": "5m 5m 5m 6m Q", "pick": "keep"}
    assert answers("bahu", "tongdong", "pick", keep) == [["5m", "5m", "5m", "Q"]]
    assert answers("bahu", "haimen", "pick", keep) == [["Q"]]
    assert answers("bahu", "haimen", "pick", {"hand": "5m 6m", "pick": "jiang"}) == [[]]
    with pytest.raises(InputError):
        answers("bahu", "tongdong", "pick", {"hand": "X 5m", "pick": "jiang"})  # no 喜 in a 120-card deck
    with pytest.raises(InputError):
        answers("bahu", "haimen", "pick", {"hand": "5m", "pick": "red"})


def hands(*texts):
    return {"hands": list(texts)}


def test_claims_follow_the_sources():
    # s001.p056 碰为大，无碰才可以吃，谁翻的谁先吃，不吃推给下家
    flip = {"card": "5m", "how": "flip", "from": 1}
    assert answers("bahu", "tongdong", "claim", {**flip, **hands("5m5m", "4m6m", "", "")}) == [0]
    assert answers("bahu", "tongdong", "claim", {**flip, **hands("", "4m6m", "3m4m", "")}) == [1]
    assert answers("bahu", "tongdong", "claim", {**flip, **hands("", "9p", "3m4m", "")}) == [2]
    assert answers("bahu", "tongdong", "claim", {**flip, **hands("3m4m", "9p", "9p", "3m4m")}) == ["none"]
    # s000.p034 将牌别人是不能吃的，没人碰/杠只能自己涨
    assert answers("bahu", "haimen", "claim", {"card": "H", "how": "flip", "from": 2,
                                                **hands("9s9m", "", "", "")}) == [2]
    assert check("bahu", "haimen", "claim", {"card": "H", "how": "flip", "from": 2, **hands("", "", "", "")},
                 2).reasons[-1].rule == "bahu.claim.zhang"
    # a discard: only the next player may chi it (s001.p056 如无人碰，则由下家根据需要吃牌)
    discard = {"card": "5m", "how": "discard", "from": 0}
    assert answers("bahu", "haimen", "claim", {**discard, **hands("", "", "4m6m", "")}) == ["none"]
    assert answers("bahu", "haimen", "claim", {**discard, **hands("", "5s5p", "4m6m", "")}) == [1]  # a 5-豹子
    assert answers("bahu", "haimen", "claim", {**discard, **hands("", "", "5m5m5m", "")}) == [2]  # 开招 first
    with pytest.raises(InputError):
        answers("bahu", "haimen", "claim", {"card": "Q", "how": "discard", "from": 0, **hands("", "", "", "")})
    # 迷张: s000.p046 这张前面没吃的牌就是“迷张”，是不能吃的
    stale = {**flip, **hands("", "4m6m", "3m4m", ""), "stale": [1]}
    assert answers("bahu", "haimen", "claim", stale) == [2]
    # 霉张 may not be punged in tongdong only (s001.p063 不可以碰霉张; the Haimen text names 吃 only)
    stale_pair = {**flip, **hands("5m5m", "", "", ""), "stale": [0]}
    assert answers("bahu", "tongdong", "claim", stale_pair) == ["none"]
    assert answers("bahu", "haimen", "claim", stale_pair) == [0]
    # 胡 comes first (s000.p085): a seat that wins on the card takes it before a 碰
    won = {**flip, **hands("5m5m", "", "", "4m6m 2s2m8p 3s3m7p"), "tables": [[], [], [], ["peng:Q", "peng:H"]]}
    assert answers("bahu", "haimen", "claim", won) == [3]
    # 穷吃勾挂: in haimen the discard of a card taken (s000.p081), so taking a card one holds is allowed; in
    # tongdong the take itself (s001.p058 手上有一张与要吃牌相同的，而你把它吃进组成顺子)
    held = {**flip, **hands("", "4m5m6m", "", "")}
    assert answers("bahu", "haimen", "claim", held) == [1]
    assert answers("bahu", "tongdong", "claim", held) == ["none"]
    assert check("bahu", "tongdong", "claim", held, "none").reasons[0].rule == "bahu.claim.qiongchi"
    assert answers("bahu", "tongdong", "claim", {**flip, **hands("", "5m5s5p", "", "")}) == [1]  # a 豹子 takes it in
    keep = {"hand": "5m 7m 8m 3s Q", "pick": "keep", "taken": ["5m"]}
    assert answers("bahu", "tongdong", "pick", keep) == [["5m", "Q"]]
    assert check("bahu", "tongdong", "pick", keep, ["Q"]).reasons[-1].rule == "exercise.bahu.keep_taken"
    # table groups: s001.p060 台上顺子吃牌时，只能吃两头顺的牌; s000.p044 豹子可以无限吃
    table = {**flip, **hands("", "", "", ""), "tables": [[], ["chi:678m"], [], []]}
    assert answers("bahu", "haimen", "claim", {**table, "card": "5m"}) == [1]
    assert answers("bahu", "haimen", "claim", {**table, "card": "4m"}) == ["none"]


def test_settlement_types_are_the_settle_modules_numbers():
    # s000.p077 the worked example: 6 庄, 18 + 2 = 20 from each other player
    round_ = {"players": [{"melds": ["peng:Q", "peng:5m"], "bought": True}, {}, {}, {}],
              "winner": {"seat": 0, "hutou": 9, "ping": False}}
    assert answers("bahu", "haimen", "zhuang", {**round_, "seat": 0}) == [6]
    assert answers("bahu", "haimen", "net", round_) == [[60, -20, -20, -20]]
    jailed = {"players": [{"melds": ["peng:Q"]}, {"melds": ["peng:H"], "jailed": True}, {}, {}], "winner": None}
    assert answers("bahu", "haimen", "zhuang", {**jailed, "seat": 1}) == [0]  # s000.p079 出牢前，任何庄数都不能抵庄
    assert answers("bahu", "haimen", "net", jailed) == [[3, -1, -1, -1]]
    # without a seat, zhuang is the puzzles' question: every player's net (docs/content-format.md)
    assert answers("bahu", "haimen", "zhuang", round_) == [[60, -20, -20, -20]]
    with pytest.raises(InputError):
        answers("bahu", "haimen", "zhuang", {**round_, "seat": 4})


def test_chengpai_kinds():
    # s001.p073 打滚; s001.p071 戳口; s001.p078 蹲口
    assert answers("bahu", "haimen", "chengpai", {"hand": "2s2m8p 3s3m7p", "melds": ["peng:Q", "peng:H"]}) == ["dagun"]
    assert answers("bahu", "haimen", "chengpai", {"hand": "2s2m8p 3s3m7p 45m", "melds": ["peng:Q", "peng:H"]}) == ["chuokou"]
    assert answers("bahu", "haimen", "chengpai", {"hand": "2s2m8p 3s3m7p Q Q", "melds": ["peng:H"]}) == ["dunkou"]
    assert answers("bahu", "haimen", "chengpai", {"hand": "2s2m 9m"}) == ["none"]


def test_every_type_has_a_form_and_choice_answers_are_offered():
    for _game, kind in ANSWERERS:
        assert form(kind) in ("yesno", "number", "numbers", "deck", "hand_some", "hand_one", "groups", "choice")
    for kind, values in CHOICES.items():
        assert FORMS[kind] == "choice"
        assert all(text.zh and text.en for _, text in values)
    assert canonical("hutou", 3) == 3


def test_feedback_on_wrong_answers_names_the_engines_reason():
    # s000.p054: every plain card in a group; the partial names what 9m lacks (空九九: 红花 and 九条)
    f = check("bahu", "haimen", "yuan", {"hand": "2s2m8p 9m"}, True)
    assert not f.correct and any("九万" in r.zh and "红花" in r.zh for r in f.reasons)
    w = check("bahu", "haimen", "waits", {"hand": "2s2m8p 3s3m7p 45m", "melds": ["peng:Q", "peng:H"]}, ["3m", "9m"])
    assert not w.correct
    assert [r.rule for r in w.reasons] == ["exercise.bahu.wait", "exercise.bahu.wait_missed", "exercise.bahu.wait_not_yuan"]
    d = check("bahu", "haimen", "discard", {"hand": "2s2m8p 3s3m7p 456m 789p 9p Q", "melds": ["peng:Q"]}, "Q")
    assert d.reasons[0].rule == "exercise.bahu.keep_jiang" and d.reasons[0].source.startswith("s000.p011")
    for r in (*f.reasons, *w.reasons, *d.reasons):
        assert r.zh and r.en and r.source


def test_duzihu_and_waihuzi_answers_get_their_scorers_reasons():
    pos = {"hand": "999m 234m 678s 123p 456p 55p", "melds": ["peng:6m", "peng:7p"], "jiang": ["4s"], "win": "5p"}
    right = check("duzihu", "danjiang", "hushu", pos, 70)
    assert right.correct and right.reasons and any(r.source.startswith("s002.") for r in right.reasons)
    wrong = check("duzihu", "danjiang", "valid", {**pos, "hand": "999m 234m 678s 123p 456p 5p6p", "win": "6p"}, True)
    assert not wrong.correct and any(r.rule == "duzihu.not_a_win" for r in wrong.reasons)
    xi = check("waihuzi", "waihuzi", "xi", {"hand": "333d 270d 456x 678d 123x 789x", "melds": ["wai:9d"], "win": "8x"}, 8)
    assert not xi.correct and any(r.rule == "waihuzi.xi.wai" and r.source == "s004.p036" for r in xi.reasons)
    waits = check("waihuzi", "waihuzi", "waits", {"hand": "333d 270d 456x 678d 123x 78x", "melds": ["wai:9d"]}, ["9x"])
    assert not waits.correct and [r.rule for r in waits.reasons] == ["exercise.waits.missed"]
    assert "small three" in waits.reasons[0].en and "small six" in waits.reasons[0].en  # by name, not 3x
