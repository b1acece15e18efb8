"""The shared verdict shape: applied lines with values and cards, a refused line with its reason for
every special hand that does not apply, error lines for why a hand is not a win, declared rules."""

from __future__ import annotations

from pathlib import Path

from engine.core.reason import RULES, Reason
from engine.waihuzi.bonuses import SPECIAL_KEYS
from engine.waihuzi.cards import parse_cards
from engine.waihuzi.deal import deal
from engine.waihuzi.rules import RuleSet
from engine.waihuzi.score import Hand, score

from .conftest import PARAGRAPHS

REFERENCE = ("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x")


def S(hand, melds=(), win=None, options=RuleSet(), **flags):
    return score(Hand.parse(hand, melds, win, options=options, **flags), options)


def refused(v):
    return {line.rule: line for line in v.of_kind("refused")}


def test_every_special_not_applied_says_why():
    v = S(*REFERENCE).verdict()
    lines = refused(v)
    assert len(lines) == len(SPECIAL_KEYS) and all(line.value is None for line in lines.values())
    red = lines["waihuzi.special.shisanhong.reds"]
    assert red.text("en") == "shisanhong, thirteen red (80 xi): no — needs 13 red cards; the hand has 6"
    assert red.text("zh") == "十三红（80息）不算：要13张红字，只有6张"
    assert red.reason.params == {"xi": 80, "need": 13, "reds": 6} and len(red.cards) == 6
    assert all(c.is_red for c in red.cards)
    assert lines["waihuzi.special.quanhei.reds"].reason.params["n"] == 6
    assert lines["waihuzi.special.quanda.small"].reason.params["n"] == 9
    assert lines["waihuzi.special.duizi.phrases"].reason.params["n"] == 5
    assert lines["waihuzi.special.hanghang.runs"].reason.params["n"] == 4
    assert len(lines["waihuzi.special.hanghang.runs"].cards) == 12
    for key in ("hailao.not_last", "baoting.not_declared", "tianhu.not_dealt", "dihu.not_first"):
        assert f"waihuzi.special.{key}" in lines


def test_eleven_reds(cite):
    cite("s004.p046", "十三红：胡牌有十三张红色字牌")
    s = S("222x 777x 000x 22d 345d 456d", (), "2d")
    line = refused(s.verdict())["waihuzi.special.shisanhong.reds"]
    assert s.valid and line.text() == "shisanhong, thirteen red (80 xi): no — needs 13 red cards; the hand has 11"


def test_claimed_flags_refused_with_their_reason(cite):
    cite("s004.p054", "不变字，胡牌的。溜牌不在变牌之列")
    cite("s004.p055", "指庄家在揭完 20张牌，即够息胡牌的")
    s = S("555x 123d 456d 789d 99x", ["wai:4x"], "9x", baoting=True)
    line = refused(s.verdict())["waihuzi.special.baoting.changed"]
    assert line.reason.params["meld"] == "wai:444x" and [c.code for c in line.cards] == ["4x"] * 3
    assert "changes the hand" in line.text() and "变了字" in line.text("zh")
    s = S("555x 666x 888x 345d 99x", ["wai:4d"], None, tianhu=True)
    assert "waihuzi.special.tianhu.melds" in refused(s.verdict())


def test_applied_lines_carry_value_and_cards():
    s = S("5555x 123d 456d 789d 99x", ["wai:4x"], "9x", last_card=True)
    v = s.verdict()
    by_rule = {line.rule: line for line in v.of_kind("applied")}
    assert by_rule["waihuzi.hao.nei"].value == 30 and [c.code for c in by_rule["waihuzi.hao.nei"].cards] == ["5x"] * 4
    assert by_rule["waihuzi.group.liu"].value == 3 and len(by_rule["waihuzi.group.liu"].cards) == 4
    assert by_rule["waihuzi.special.hailao"].value == 30
    assert [line.value for line in v.find("waihuzi.group.shun")] == [0, 0, 0]  # runs are lines too, worth 0
    assert sum(line.value for line in v.of_kind("applied")) == s.xi == 3 + 4 + 1 + 30 + 30


def test_not_a_win_errors_and_every_special_refused():
    s = S("555x 123d 456d 789x 99x", ["chi:345d"], "9x")
    v = s.verdict()
    assert not v.valid and [line.rule for line in v.of_kind("error")] == ["waihuzi.win.min_xi"]
    assert v.of_kind("error")[0].reason.params == {"base": 4, "need": 8}
    assert [line.rule for line in v.of_kind("refused")] == ["waihuzi.special.needs_win"] * 10
    assert v.of_kind("refused")[3].text() == "shisanhong, thirteen red (80 xi): no — special hands count only for a win"
    s = S("555x 777x 123d 456d 78d 4x", (), "7x")
    error = s.verdict().of_kind("error")[0]
    assert error.rule == "waihuzi.win.all_grouped" and [c.code for c in error.cards] == ["4x", "7d", "8d"]


def test_key_orders_wins_first_then_xi():
    win9, win8 = S(*REFERENCE).verdict(), S("555x 123d 456d 789d 99x", ["wai:4x"], "9x").verdict()
    loss = S("555x 123d 456d 789x 99x", ["chi:345d"], "9x").verdict()
    assert win9.key() == (True, 9, 9) and win9.key() > win8.key() > loss.key()


def test_json_is_the_shared_shape_plus_every_old_key():
    j = S(*REFERENCE).to_json()
    old = {"game", "rules", "valid", "xi", "base_xi", "min_xi", "hand", "melds", "win_card", "cards", "groups",
           "leftover", "groupings", "breakdown", "specials", "reasons", "notes", "explain", "explain_zh"}
    assert old | {"lines", "revealed_by"} <= set(j)
    assert j["game"] == "waihuzi" and j["rules"] == "waihuzi" and j["explain"][-1] == "Total 9 xi"
    line = j["lines"][1]
    assert {"kind", "rule", "source", "zh", "en", "params", "value", "cards"} <= set(line)
    assert line["params"]["cards"] == ["9d", "9d", "9d"] and line["value"] == 4
    d = deal(parse_cards("1111d 1111x 0000x 0000d 456d 5x")).to_json()
    assert {"game", "rules", "valid", "xi", "lines", "explain", "explain_zh", "pairs", "menzi", "dead", "wins"} <= set(d)


def test_deal_refused_lines():
    v = deal(parse_cards("123x 456x 789x 11d 345d 77d 9d 0x 0d")).verdict()
    lines = refused(v)
    assert set(lines) == {f"waihuzi.deal.{k}.no" for k in ("yidui", "jiudui", "wudui", "shidui", "sishou")}
    assert lines["waihuzi.deal.yidui.no"].text() == "yidui, a single dui (80 xi): no — 2 dui, not exactly one"
    assert lines["waihuzi.deal.sishou.no"].reason.params["units"] >= 6.5
    assert v.key() == (False, 0) and v.explain[-1] == "No special hand on the deal"


def test_rules_are_declared_with_real_sources():
    ours = {k: r for k, r in RULES.items() if k.startswith("waihuzi.")}
    assert len(ours) > 60
    for rule in ours.values():
        for pid in rule.source.split():
            assert pid in PARAGRAPHS, (rule.id, pid)
        assert rule.zh and rule.en


def test_results_hold_no_rendered_text():
    s = S(*REFERENCE, baoting=True)
    for r in s.reasons + s.notes + tuple(i.reason for i in s.breakdown):
        assert isinstance(r, Reason) and all(not isinstance(v, str) or len(v) < 20 for _, v in r.params_items)
    assert "explain" not in {f for f in s.__dataclass_fields__}
    engine = Path(__file__).resolve().parents[2] / "engine" / "waihuzi"
    for path in engine.glob("*.py"):
        assert "engine.explain" not in path.read_text(encoding="utf-8"), path.name
