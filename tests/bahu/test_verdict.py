"""The 八胡 verdicts: declared rules only, line kinds, why-not lines for 成牌 kinds and 庄 doublings, ranking."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bahu import reasons as R
from engine.bahu.analysis import analyze
from engine.bahu.settle import Round, settle
from engine.core.reason import RULES
from engine.core.verdict import APPLIED, ERROR, KINDS, NOTE, REFUSED, Verdict

from .strategies import hands
from .strategies import melds as table_melds
from .test_rules import paragraphs

ROOT = Path(__file__).resolve().parents[2]
LEGACY_KEYS = {"rules", "hand", "melds", "yuan", "hutou", "can_hu", "groups", "waits", "wait_details", "chengpai",
               "chengpai_forms", "distance", "strays", "partials", "explain", "explain_zh", "reasons"}
VERDICT_KEYS = {"game", "rules", "valid", "lines", "explain", "explain_zh"}


def play(players, winner=None, rules="haimen"):
    seats = [dict(p) for p in players] + [{} for _ in range(4 - len(players))]
    return settle(Round.from_json({"rules": rules, "players": seats, "winner": winner}))


# --- declared rules -----------------------------------------------------------------------------------

def test_every_declared_rule_cites_existing_paragraphs_and_renders():
    assert len(R.ALL) > 60
    for rule_id in R.ALL:
        rule = RULES[rule_id]
        for pid in rule.source.split():
            assert pid in paragraphs(), (rule_id, pid)
        assert rule.zh and rule.en


def test_no_bahu_module_writes_result_text_itself():
    """Result wording lives in reasons.py only: the other modules build Reasons from its constants."""
    for name in ("analysis.py", "settle.py", "groups.py", "position.py", "rules.py", "cli.py"):
        text = (ROOT / "engine" / "bahu" / name).read_text(encoding="utf-8")
        assert "engine.explain" not in text, name
        assert not re.search(r"\bReason\(", text), name


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands(max_cards=16, xi=False), st.data())
def test_every_line_is_a_declared_rule_with_json_params(hand, data):
    table = data.draw(table_melds(hand))
    for rules in ("haimen", "tongdong"):
        a = analyze(hand, [m for m in table if all(c.code != "X" for c in m.cards)], rules)
        for line in a.lines:
            assert line.rule in RULES and line.rule.startswith("bahu.") and line.kind in KINDS
            assert line.text("zh") and line.text("en")
        out = a.to_json()
        assert json.loads(json.dumps(out)) == out
        assert out["explain"] == [line.text("en") for line in a.lines]


# --- the analysis verdict -----------------------------------------------------------------------------

def test_analysis_json_keeps_every_key_and_adds_the_verdict_shape():
    data = analyze("2s2m8p 3s3m7p 456m 78p", ["peng:Q", "peng:H"]).to_json()
    assert LEGACY_KEYS | VERDICT_KEYS | {"position"} <= set(data)
    assert data["game"] == "bahu" and data["valid"] is True and data["hutou"] == 10 and data["distance"] == 0
    assert data["explain"] == [line["en"] for line in data["lines"]]
    assert {line["kind"] for line in data["lines"]} <= set(KINDS)
    total = next(line for line in data["lines"] if line["rule"] == R.HUTOU_TOTAL.id)
    assert total["params"] == {"hutou": 10}
    erba = next(line for line in data["lines"] if line["rule"] == "bahu.hutou.erba")
    assert erba["kind"] == APPLIED and erba["value"] == 1 and erba["cards"] == ["2m", "2s", "8p", "8p"]


def test_short_hand_says_how_many_from_params():
    a = analyze("2s2m8p 3s3m7p 1s1m", ["peng:Q", "peng:5m"])
    short = a.verdict().find(R.SHORT.id)
    assert [line.kind for line in short] == [ERROR]
    assert short[0].reason.params == {"hutou": 7, "need": 8}
    assert short[0].text("en") == "Yuan but only 7 hutou; 8 are needed to win."
    assert short[0].text("zh") == "圆但只有 7 胡头，不满 8 胡头，不能胡。"
    assert not a.verdict().valid


@pytest.mark.parametrize("hand,melds,kind,refused", [
    # can win: rolling; chuokou and dunkou say why not
    ("", ["gang:Q"], "dagun", {"bahu.chengpai.chuokou.yuan", "bahu.chengpai.dunkou.dagun"}),
    # not yuan, one card short: chuokou
    ("2s2m", ["peng:Q", "peng:H"], "chuokou", {"bahu.chengpai.dagun.not_yuan", "bahu.chengpai.dunkou.not_yuan"}),
    # yuan, short, waits by 碰 of a 将 pair: 四胡蹲口, the other two forms say why not
    ("QQ", ["peng:H"], "dunkou", {"bahu.chengpai.dagun.short", "bahu.chengpai.chuokou.yuan",
                                  "bahu.chengpai.kaizhao.no_wait", "bahu.chengpai.tianhu.no_wait"}),
    # yuan, short, and no card brings it to 8: no kind at all
    ("234m", [], None, {"bahu.chengpai.dagun.short", "bahu.chengpai.chuokou.yuan", "bahu.chengpai.dunkou.no_wait"}),
    # far from yuan
    ("5m 5s 7s", [], None, {"bahu.chengpai.dagun.not_yuan", "bahu.chengpai.chuokou.no_wait",
                            "bahu.chengpai.dunkou.not_yuan"}),
])
def test_each_chengpai_kind_says_why_it_did_not_apply(hand, melds, kind, refused):
    v = analyze(hand, melds).verdict()
    lines = v.find("bahu.chengpai.")
    assert {line.rule for line in lines if line.kind == REFUSED} == refused
    assert [line.rule for line in lines if line.kind == APPLIED][:1] == ([f"bahu.chengpai.{kind}"] if kind else [])
    judged = {line.rule.split(".")[2] for line in lines}
    assert {"dagun", "chuokou", "dunkou"} <= judged  # every kind is judged, one way or the other


def test_huanghu_refuses_every_chengpai_kind():
    hand = "5555m 6666m 234s 567s 234p 567p 789m Q B"
    v = analyze(hand).verdict()
    assert {line.rule for line in v.of_kind(REFUSED)} >= {f"bahu.chengpai.{k}.huanghu" for k in R.CHENGPAI_KINDS}
    assert [line.kind for line in v.find(R.HUANGHU.id)] == [ERROR]


def test_key_ranks_analyses():
    ranked = [analyze(h, m) for h, m in [
        ("5m 5s 7s", []),  # three cards from yuan
        ("2s2m", []),  # 1 from yuan
        ("234m", []),  # yuan, 0
        ("2s2m8p 3s3m7p 1s1m", ["peng:Q", "peng:5m"]),  # yuan, 7, one wait
        ("", ["peng:Q", "peng:H"]),  # wins with 8
        ("", ["gang:Q"]),  # wins with 11
    ]]
    keys = [a.verdict().key() for a in ranked]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert keys[0][:4] == (0, 0, -1, -3) and keys[-1][:3] == (1, 1, 11)  # 5m 5s 7s: three cards from yuan


def test_absorbed_plain_cards_are_labelled_by_their_table_group():
    q_text = "台上已有一个完整的豹子，还可以吃进相同的复张"
    from .test_rules import q
    q("s001.p060", q_text)
    a = analyze("5m5s", ["chi:5m5s5p"])
    assert [g.kind for g in a.groups] == ["chi", "absorbed"]
    absorbed = a.groups[1]
    assert absorbed.absorbed_by == 0 and [c.code for c in absorbed.cards] == ["5m", "5s"]
    assert "jiang" not in [g.kind for g in a.groups]
    line = a.verdict().find(R.ABSORBED.id)[0]
    assert line.kind == NOTE and line.text("en") == "Five wan, five tiao: absorbed by the baozi on the table (five wan, five tiao, five bing)."
    combo = analyze("8p", ["chi:2s2m8p"])
    assert [g.kind for g in combo.groups] == ["chi", "absorbed"]
    assert "Two-Eight Gang" in combo.verdict().find(R.ABSORBED.id)[0].text("en")
    # a 将 absorbed stays a lone 将: it needs no group anyway
    assert [g.kind for g in analyze("1s", ["chi:1s1m9p"]).groups] == ["chi", "jiang"]


# --- the settlement verdict ---------------------------------------------------------------------------

def test_settlement_json_keeps_every_key_and_adds_the_verdict_shape():
    r = play([{"melds": ["peng:Q", "peng:5m"], "bought": True}], winner={"seat": 0, "hutou": 9, "ping": False})
    data = r.to_json()
    assert {"zhuang", "di", "payments", "net", "multipliers", "explain", "explain_zh", "reasons"} | VERDICT_KEYS <= set(data)
    assert data["net"] == [60, -20, -20, -20] and data["zhuang"] == [6, 0, 0, 0] and data["di"] == 2
    v = r.verdict()
    assert isinstance(v, Verdict) and v.totals["net"] == [60, -20, -20, -20] and v.valid
    payments = v.find("bahu.payment.")
    assert [line.value for line in payments] == [20, 20, 20]
    assert payments[0].reason.params == {"payer": 1, "payee": 0, "amount": 20, "zhuang": 6, "mult": 3,
                                         "why": R.MULT_NAMES["bought"], "di": 2}


@pytest.mark.parametrize("player,winner,applied_rule,refused_rules", [
    ({"melds": ["peng:Q"]}, {"seat": 0, "hutou": 9, "ping": True}, "bahu.win.ping",
     {"bahu.win.piao.ping", "bahu.win.heiba.ping"}),
    ({"melds": ["peng:Q"]}, {"seat": 0, "hutou": 9}, "bahu.win.piao",
     {"bahu.win.ping.not_dealt", "bahu.win.heiba.jiang_peng"}),
    ({"melds": ["peng:5m"]}, {"seat": 0, "hutou": 9}, "bahu.win.heiba",
     {"bahu.win.ping.not_dealt", "bahu.win.piao.no_jiang_peng"}),
])
def test_each_kind_of_win_says_why_the_others_do_not_apply(player, winner, applied_rule, refused_rules):
    v = play([player], winner).verdict()
    lines = v.find("bahu.win.")
    assert [line.rule for line in lines if line.kind == APPLIED] == [applied_rule]
    assert {line.rule for line in lines if line.kind == REFUSED} == refused_rules


def test_multipliers_say_why_or_why_not_where_zhuang_differ():
    v = play([{"melds": ["peng:Q"], "cannon": True, "bought": True}, {}, {"bought": True}]).verdict()
    mult = {(line.reason.params["a"], line.reason.params["b"]): line for line in v.find("bahu.multiplier.")
            if "a" in line.reason.params}
    assert mult[(0, 1)].rule == "bahu.multiplier.cannon" and mult[(0, 1)].value == 5
    assert mult[(0, 2)].rule == "bahu.multiplier.cannon_buyer" and mult[(0, 2)].value == 8
    assert (1, 2) not in mult  # both 0 庄: nothing to multiply
    assert [line.kind for line in v.find(R.BOUGHT_AS_CANNON.id)] == [REFUSED]
    plain = play([{"melds": ["peng:Q"]}]).verdict()
    assert [line.rule for line in plain.find("bahu.multiplier.")] == ["bahu.multiplier.none"] * 3
    assert all(line.kind == REFUSED for line in plain.find("bahu.multiplier."))


def test_too_few_plain_pengs_say_why_they_count_nothing():
    v = play([{"melds": ["peng:2m", "peng:3m"]}]).verdict()
    assert [(line.kind, line.reason.params) for line in v.find("bahu.zhuang.su_peng.")] == [
        (REFUSED, {"seat": 0, "n": 2})]
