"""The verdict: items applied with their hu and cards, every special tried and refused with why,
notes, errors; declared rules only, rendered on demand."""

from __future__ import annotations

import string

from hypothesis import HealthCheck, given, settings

from engine.core.reason import RULES, Reason
from engine.core.verdict import APPLIED, ERROR, NOTE, REFUSED, Verdict
from engine.duzihu import Hand, RuleSet, score
from engine.duzihu import reasons as R
from tests.sources import blocks

from .helpers import refusals, score_of
from .strategies import winning_hands

EXAMPLE = dict(hand="999m 234m 678s 123p 456p 55p", melds=("peng:6m", "peng:7p"), win="5p")
BASE_ITEMS = ("duzihu.set.", "duzihu.bazi", "duzihu.sanlao_huiqi")  # what 底胡 is rounded from
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Each special is applied (one of its IDs) or refused (an ID under it) in every verdict of a win.
SPECIALS = {
    "duzihu.shisanhu": ("duzihu.shisanhu",),
    "duzihu.menzigun": ("duzihu.menzigun",),
    "duzihu.yihe_touer": ("duzihu.yihe_touer",),
    "duzihu.huimian": ("duzihu.huimian", "duzihu.huimian_chuhan"),
    "duzihu.haidi": ("duzihu.haidi",),
    "duzihu.tiancheng": ("duzihu.tiancheng",),
    "duzihu.qiong_hen": ("duzihu.qiong_hen", "duzihu.qiong_qiong_hen"),
    "duzihu.sanlao_huiqi": ("duzihu.sanlao_huiqi",),
    "duzihu.self_drawn": ("duzihu.self_drawn",),
    "duzihu.wenqian": ("duzihu.wenqian",),
    "duzihu.xi": ("duzihu.xi",),
    "duzihu.bazi": ("duzihu.bazi",),
}


def test_the_documented_example_as_a_verdict():
    v = score_of("danjiang", ["4s"], **EXAMPLE).verdict()
    assert isinstance(v, Verdict) and (v.game, v.rules, v.valid) == ("duzihu", "danjiang", True)
    assert v.totals == {"total": 70, "base": 13, "dihu": 20, "type": "ta"} and v.key() == (True, 70)
    sets = [line for line in v.of_kind(APPLIED) if line.rule.startswith("duzihu.set.")]
    assert [(line.value, [c.code for c in line.cards]) for line in sets] == [
        (1, ["6m"] * 3), (4, ["7p"] * 3), (8, ["9m"] * 3)]
    adds = [(line.rule, line.value) for line in v.of_kind(APPLIED) if line.value is not None and line not in sets]
    assert adds == [("duzihu.chenghu", 20), ("duzihu.dihu", 20), ("duzihu.wenqian", 20), ("duzihu.yazi", 10)]
    assert v.find("duzihu.type.ta")[0].kind == APPLIED
    assert v.find("duzihu.wenqian")[0].cards[0].code == "1p"


def test_specials_that_did_not_apply_are_refused_with_why():
    v = score_of("danjiang", ["4s"], **EXAMPLE).verdict()
    refused = {line.rule: line for line in v.of_kind(REFUSED)}
    assert {"duzihu.type.piao.run", "duzihu.type.qing.alike", "duzihu.haidi.off", "duzihu.tiancheng.not_dealt",
            "duzihu.shisanhu.off", "duzihu.huimian.off", "duzihu.self_drawn.discard", "duzihu.xi.not_played",
            "duzihu.qiong_hen.not_played", "duzihu.menzigun.not_piao", "duzihu.yihe_touer.alike",
            "duzihu.sanlao_huiqi.missing", "duzihu.bazi.not_qing", "duzihu.yazi_hard.off"} <= set(refused)
    assert refused["duzihu.type.piao.run"].text("en") == "not piaohu: run two-three-four wan is not a wenqian"
    assert refused["duzihu.type.piao.run"].text("zh") == "不是飘胡：有顺子 二三四万（不是文钱）"
    assert refused["duzihu.yihe_touer.alike"].text("zh") == "不是一和头儿：有碰 七饼（不是普通牌的碰）"
    assert refused["duzihu.haidi.off"].text("en") == "haidi laoyue (海底捞月) not counted: not a rule of Danjiang (one jiang)"
    assert refused["duzihu.sanlao_huiqi.missing"].reason.params["cards"][0].code == "Q"
    assert all(line.value is None and line.reason.source for line in refused.values())


def test_refusals_follow_the_input_and_the_rule_set():
    rugao = dict(rules="danjiang+rugao", jiang=["4s"], **EXAMPLE)
    assert refusals(score_of(**rugao), "duzihu.haidi") == ["duzihu.haidi.not_last_card"]
    assert refusals(score_of(**rugao, last_card=True), "duzihu.haidi") == ["duzihu.haidi.discard"]
    assert refusals(score_of(**rugao, last_card=True, self_drawn=True), "duzihu.haidi") == []
    assert refusals(score_of(**rugao, tiancheng=False), "duzihu.tiancheng") == ["duzihu.tiancheng.not_dealt"]
    assert refusals(score_of(**rugao, xi=2), "duzihu.qiong_hen") == ["duzihu.qiong_hen.drawn"]
    assert refusals(score_of(**rugao, xi=0), "duzihu.xi") == ["duzihu.xi.none"]
    # 55p waited with 456p's 5p: 如皋 grades the 丫子 soft and says what else the hand waited on
    s = score_of(**rugao)
    assert [i.rule for i in s.breakdown][-1] == "duzihu.dudiao" or refusals(s, "duzihu.yazi_hard")
    sj = score_of("shuangjiang", ["4s", "5m"], **EXAMPLE)
    assert refusals(sj, "duzihu.tiancheng") == ["duzihu.tiancheng.off"]
    assert refusals(sj, "duzihu.bazi") == ["duzihu.bazi.not_qing"]


def test_a_hand_that_is_not_a_win_has_error_lines():
    s = score_of("danjiang", ["4s"], hand="123m 456m 789m 123s 456s 789s 111p 56p 5p", win="5p")
    v = s.verdict()
    assert not v.valid and v.key() == (False, 0)
    assert [line.rule for line in v.of_kind(ERROR)] == ["duzihu.not_a_win"]
    assert v.of_kind(NOTE)[0].rule == "duzihu.jiang"
    short = score_of("danjiang", ["4s"], hand="999m 234m 678s 123p 456p 55p", win="5p")  # the melds left out
    assert [line.rule for line in short.verdict().of_kind(ERROR)] == ["duzihu.not_a_win.short"]
    assert "17 cards" in short.verdict().of_kind(ERROR)[0].text("en")


def test_key_ranks_scores():
    hands = [score_of("danjiang", ["4s"], **EXAMPLE), score_of("danjiang", ["4s"], **EXAMPLE, self_drawn=True),
             score_of("danjiang", ["4s"], hand="123m 456m 789m 123s 456s 789s 111p 56p 5p", win="5p")]
    ranked = sorted(hands, key=lambda s: s.key(), reverse=True)
    assert [s.total for s in ranked] == [80, 70, 0] and ranked[0].key() == ranked[0].verdict().key()


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@SETTINGS
@given(winning_hands())
def test_every_verdict_line_is_a_declared_rule_with_its_parameters(h):
    hand = Hand.parse(" ".join(h["concealed"]), jiang=h["jiang"], melds=h["melds"], win=h["win"],
                      self_drawn=h["self_drawn"], last_card=h["last_card"], xi=h["xi"], xi_dealt=h["xi_dealt"],
                      tiancheng=h["tiancheng"])
    v = score(hand, RuleSet.named(h["rules"])).verdict()
    for line in v.lines:
        assert isinstance(line.reason, Reason) and line.rule.startswith("duzihu.")
        rule = RULES[line.rule]
        params = set(line.reason.params)
        assert _fields(rule.zh) <= params and _fields(rule.en) <= params, line.rule
        assert _fields(rule.zh) | _fields(rule.en) == params, f"{line.rule}: a parameter no template uses"
        assert line.text("zh") and line.text("en")
    applied = {line.rule for line in v.of_kind(APPLIED)}
    refused = {line.rule for line in v.of_kind(REFUSED)}
    for special, ids in SPECIALS.items():
        done = [i for i in ids if i in applied]
        why = [r for r in refused if r.startswith(special + ".")]
        assert len(done) + len(why) >= 1 and not (done and why), (special, done, why)
    valued = [line for line in v.of_kind(APPLIED) if line.value is not None]
    base = [line for line in valued if line.rule.startswith(BASE_ITEMS)]
    assert sum(line.value for line in base) == v.totals["base"]
    assert sum(line.value for line in valued if line not in base) == v.totals["total"]
    assert all(line.rule in R.ITEM_NAMES for line in valued)


def test_every_declared_rule_cites_paragraphs_that_exist():
    known = blocks()
    ours = {rid: rule for rid, rule in RULES.items() if rid.startswith("duzihu.")}
    assert len(ours) > 60
    for rid, rule in ours.items():
        assert rule.source.split() and all(pid in known for pid in rule.source.split()), rid


def test_results_store_no_rendered_text():
    s = score_of("danjiang+rugao", ["4s"], **EXAMPLE, self_drawn=True, last_card=True)
    assert not hasattr(type(s), "__dataclass_fields__") or "explain" not in type(s).__dataclass_fields__
    for item in s.breakdown + s.base_items:
        assert "zh" not in item.__dataclass_fields__ and "en" not in item.__dataclass_fields__
    assert s.explain == tuple(s.verdict().explain) and s.explain_zh[0].startswith("翻将")
