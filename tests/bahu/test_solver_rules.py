"""Solver-level 八胡 rules: a dealt triplet inside a 豹子 or combination, and 开招 in the two rule sets;
exact distance for one card; the remembered results. Each rule test quotes its source line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.bahu import cross
from engine.bahu.analysis import analyze
from engine.bahu.groups import Meld
from engine.bahu.rules import RuleSet
from engine.bahu.waits import kaizhao_compulsory, waits
from engine.cards import ALL_CARDS, parse_cards

from .test_rules import q

ROOT = Path(__file__).resolve().parents[2]
PENGS = ["peng:Q", "peng:H", "peng:6m"]


def cli(*args: str) -> dict:
    p = subprocess.run([sys.executable, "-m", "engine", "bahu", "analyze", *args, "--json"], capture_output=True,
                       text=True, cwd=ROOT, timeout=60, encoding="utf-8")
    assert p.returncode == 0 and p.stderr == "", p.stderr
    return json.loads(p.stdout)


def wait_list(a):
    return [(w.card.code, w.way, w.hutou) for w in a.waits]


# --- a dealt triplet in a 豹子 or combination keeps its 招儿 胡头 -----------------------------------

def test_dealt_triplet_in_a_baozi_keeps_its_two_hutou():
    q("s000.p042", "二张，三张，四张，手上的，桌上的，碰的，杠的，都能组成豹子")
    q("s000.p028", "素三张在手即算两胡")
    out = cli("--rules", "haimen", "--hand", "555m 5s5p 234s", "--meld", "peng:Q", "--meld", "peng:H",
              "--meld", "peng:6m")
    assert out["yuan"] and out["hutou"] == 11  # 4 + 4 + 1 on the table, 2 for the three 5m in the 豹子
    baozi = [g for g in out["groups"] if g["kind"] == "baozi"]
    assert [(g["cards"], g["hutou"]) for g in baozi] == [(["5m", "5m", "5m", "5s", "5p"], 2)]
    # a bomb keeps its own 5 the same way: 4 + 4 + 1 + 5 (haimen counts on past 11)
    assert cli("--rules", "haimen", "--hand", "5555m 5s5p 234s", "--meld", "peng:Q", "--meld", "peng:H",
               "--meld", "peng:6m")["hutou"] == 14
    assert analyze("555m 5s5p 234s", ["peng:Q"], "haimen").hutou == 6  # 4 + 2


def test_dealt_jiang_triplet_in_a_combination_keeps_its_eight():
    q("s000.p028", "将三张在手即算八胡")
    q("s000.p047", "其余六个组合均和豹子一样，可吃，可无限叠加")
    a = analyze("QQQ H 9s", [], "haimen")
    assert a.yuan and a.hutou == 9  # 千空九 with all three Q: 1, and the 将招儿 8
    assert analyze("2s2s2s 2m 8p", [], "haimen").hutou == 3  # 二八帮子 1 + 素招儿 2


def test_a_triplet_split_between_groups_loses_its_hutou():
    # two of the three 5m in runs, one in the 豹子: no 招儿 any more (s000.p028 counts a three in hand)
    a = analyze("555m 4m4m 6m6m 5s5p", [], "haimen")
    assert a.yuan and a.hutou == 0


def test_tongdong_triplet_stays_its_own_group():
    q("s001.p039", "但招儿不可拆开作顺子")
    q("s001.p056", "站的将牌可以与手上牌作暗组合")
    a = analyze("555m 5s5p 234s", PENGS, "tongdong")
    assert not a.yuan  # the 招儿 keeps its three 5m; 5s 5p have no 5m for a 豹子


# --- 开招: compulsory in tongdong only --------------------------------------------------------------

def test_haimen_fourth_card_of_a_dealt_triplet_may_join_a_run():
    # The Haimen text never makes 开招 compulsory: the fourth 5m may complete 345m while 555m stays.
    out = cli("--rules", "haimen", "--hand", "555m 3m4m", "--meld", "peng:Q", "--meld", "peng:H")
    assert [(w["card"], w["way"], w["hutou"]) for w in out["wait_details"]] == [("2m", "join", 10), ("5m", "join", 10)]
    assert not kaizhao_compulsory(RuleSet.named("haimen"))


def test_tongdong_kaizhao_is_compulsory():
    q("s001.p063", "招儿必须碰，叫开招，不碰叫失碰，要罚的")
    q("s001.p112", "有招儿在手，有机会碰开招，而没碰，则罚")
    a = analyze("555m 3m4m", ["peng:Q", "peng:H"], "tongdong")
    assert wait_list(a) == [("2m", "join", 10)]  # 5m may only be ganged, and then 34m has no group
    assert kaizhao_compulsory(RuleSet.named("tongdong"))


def test_kaizhao_still_wins_when_it_is_the_best_way():
    q("s001.p080", "已有六胡，手中有一素招儿，等开招成")
    for rules in ("haimen", "tongdong"):
        assert wait_list(analyze("5m5m5m", ["peng:Q"], rules)) == [("5m", "gang", 8)]


# --- distance ------------------------------------------------------------------------------------

@pytest.mark.parametrize("hand,needs", [("2m3m5m", "4m"), ("2m3m 5m6m", "4m"), ("2m3m4m6m7m9m", "8m"), ("2s2m", "8p")])
def test_one_card_away_is_found_exactly(hand, needs):
    # a run may be any length (s000.p039 搭子可像地主一样做顺子): one 4m makes 2345m
    q("s000.p039", "万子的二至九，条子的二至八，柄子的一至九")
    a = analyze(hand, [], "haimen")
    assert a.distance == 1
    assert [ALL_CARDS[k].code for p in a.partials for k in p.needs] == [needs]


def test_a_pair_is_one_card_from_a_peng():
    a = analyze("2m2m", [], "haimen")
    assert a.distance == 1 and [p.kind for p in a.partials] == ["peng"]


# --- remembered results ---------------------------------------------------------------------------

def test_repeated_questions_are_answered_from_memory(monkeypatch):
    rules = RuleSet.named("haimen")
    hand = parse_cards("2s2m8p 3s3m7p 1s1m 5m6m7m")
    melds = [Meld.parse("peng:Q")]
    first = analyze(hand, melds, rules)
    wait_first = waits(hand, melds, rules)

    def no_search(*_args, **_kw):
        raise AssertionError("searched again")

    monkeypatch.setattr(cross.Plan, "best", no_search)
    monkeypatch.setattr(cross.Plan, "best_each", no_search)
    again = analyze(hand, melds, rules)  # a new table context, equal to the first: the same plan and results
    assert again.hutou == first.hutou and again.waits == first.waits
    wait_again = waits(hand, melds, rules)
    assert wait_again == wait_first and wait_again is not wait_first  # callers may change their copy
