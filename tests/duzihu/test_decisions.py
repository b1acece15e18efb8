"""Decisions where s002 disagrees with itself or is quoted short (docs/rules/duzihu.md, "Two decisions")."""

from __future__ import annotations

import pytest

from engine.cards import Card
from engine.core.errors import InputError
from engine.duzihu import Hand, Kind, RuleSet, score
from engine.duzihu.jiang import JiangMap
from tests.sources import quote

from .helpers import items, refusals, score_of, value

EXAMPLE = dict(hand="999m 234m 678s 123p 456p 55p", melds=("peng:6m", "peng:7p"), win="5p")
GLOSSARY = quote("s002.p055", "將牌有三種：白花、紅花、千子。")
CHANGJIANG = quote("s002.p016", "將牌分為常將（紅花 白花 千字 + 所有點數為1或9的牌）+ 翻出的將牌。")
ROW = quote("s002.p019", "頭尾將 | 4 | 8 | 16 | 24 | 32 |")
NO_CHI = quote("s002.p012", "“單將長牌”若不是胡牌，則可碰不可以吃。")
DISCARD_WINS = quote("s002.p012", "和牌除了自摸外，別人出沖（點炮）也可以胡。")
YAZI = quote("s002.p032", "丫子指卡在兩張牌中間的，比如“四五六”中的五。")


def test_head_and_tail_jiang_follow_the_scoring_paragraphs():
    # p055 names the deck's three honour kinds (as p008 does); p016 and p019 say what scores as 将.
    jm = JiangMap.of(RuleSet.named("danjiang"), (Card.parse("4s"),))
    assert jm.is_jiang(Card.parse("9m")) and jm.label(Card.parse("9m")).zh == "头尾将", CHANGJIANG
    assert value("danjiang", ["4s"], Kind.ANKE, "9m") == 8, ROW
    assert score_of("danjiang", ["4s"], **EXAMPLE).base == 1 + 4 + 8, ROW + " (九万 暗克 on the 頭尾將 row)"


def test_head_and_tail_jiang_the_glossary_reading_is_an_option():
    glossary = RuleSet.named("danjiang").with_options(terminal_tier=None)
    jm = JiangMap.of(glossary, (Card.parse("5s"),))
    assert not jm.is_jiang(Card.parse("9m")) and not jm.is_jiang(Card.parse("1p")), GLOSSARY
    assert all(jm.is_jiang(Card.parse(c)) for c in ("Q", "H", "B")), GLOSSARY
    hand = Hand.parse(EXAMPLE["hand"], jiang=["4s"], melds=list(EXAMPLE["melds"]), win="5p")
    assert score(hand, glossary).base == 1 + 4 + 2, "九万 暗克 as an ordinary card"


def test_a_discard_completes_a_run_only_to_win():
    s = score_of("danjiang", ["4s"], **EXAMPLE)  # 5p from a discard, the middle of 456p
    assert not s.reading.win_group.meld and s.reading.win_group.kind is Kind.RUN, DISCARD_WINS
    assert items(s)["duzihu.yazi"] == 10 and refusals(s, "duzihu.self_drawn") == ["duzihu.self_drawn.discard"], YAZI
    assert s.total == 70
    with pytest.raises(InputError, match="a discard completes a run only as the winning card, s002.p012"):
        Hand.parse(EXAMPLE["hand"], jiang=["4s"], melds=["chi:345m"], win="5p")
    assert NO_CHI


def test_shuangjiang_reads_its_shorter_line_the_same_way():
    quote("s003.p005", "“笃子胡”可碰不可以吃。")
    quote("s003.p005", "胡牌除了自摸外，别人出冲（点炮）也可以胡。")
    s = score_of("shuangjiang", ["4s", "5m"], **EXAMPLE)
    assert items(s)["duzihu.yazi"] == 10 and not s.reading.win_group.meld
