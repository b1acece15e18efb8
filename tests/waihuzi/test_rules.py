"""The 歪胡子 rule set on the shared base: presets, variants, option text and JSON, differences."""

from __future__ import annotations

import pytest

from engine.core.errors import InputError
from engine.core.options import Option, RuleSetBase
from engine.core.registry import game, game_of_rules
from engine.waihuzi import rules
from engine.waihuzi.rules import OPTION_TEXT, PRESETS, Options, RuleSet


def test_presets_are_registered():
    assert set(PRESETS) == {"waihuzi", "waihuzi-strict"} and RuleSet.PRESETS is PRESETS
    assert game("waihuzi").rule_sets == ("waihuzi", "waihuzi-strict")
    assert game_of_rules("waihuzi-strict").key == "waihuzi"
    assert issubclass(RuleSet, RuleSetBase) and Options is RuleSet and RuleSet.GAME == "waihuzi"
    assert RuleSet.named("waihuzi") is rules.DEFAULT


def test_every_option_has_its_text_and_sources(cite):
    rs = RuleSet.named("waihuzi")
    assert [o.name for o in rs.options()] == list(OPTION_TEXT)
    for o in rs.options():
        assert isinstance(o, Option) and o.zh and o.en
        for pid in o.source.split():
            cite(pid, "")  # the paragraph exists


def test_differences_are_option_objects():
    a, b = RuleSet.named("waihuzi"), RuleSet.named("waihuzi-strict")
    diff = a.differences(b)
    assert [(o.name, o.value) for o in diff] == [("strict_count", False)]
    assert [(o.name, o.value) for o in b.differences(a)] == [("strict_count", True)]


def test_variants_are_type_checked():
    rs = RuleSet.named("waihuzi")
    assert rs.with_options(min_xi=10).min_xi == 10 and rs.with_options(min_xi=10).name == "waihuzi"
    assert rs.with_option_text("ten_after_nine=no", "card_limit=30").card_limit == 30
    assert rs.with_json_options({"win_on_revealed": "last_card"}).win_on_revealed == "last_card"
    for bad in ({"min_xi": 8.0}, {"min_xi": True}, {"strict": True}, {"win_on_revealed": "sometimes"}):
        with pytest.raises(InputError) as e:
            rs.with_json_options(bad)
        assert e.value.token == f"options.{next(iter(bad))}"
    with pytest.raises(InputError):
        rs.with_option_text("min_xi")
    assert rs.describe()[0] == {"name": "min_xi", "value": 8, "zh": "胡牌最低息数", "en": "the least xi to win",
                                "source": "s004.p041"}


def test_card_limit():
    rs = RuleSet.named("waihuzi")
    assert rs.max_cards(0) == 21 and rs.max_cards(3) == 24 and rs.with_options(card_limit=0).max_cards(5) is None
