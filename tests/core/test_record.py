"""The game-record format (engine/core/record*.py): both forms, round trips, every error path naming
its line or field, the walk and the visitor, and ``python -m engine record convert``."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from engine.cards import DECK
from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.record import (
    FORMAT,
    Comment,
    Node,
    Record,
    Visitor,
    annotated,
    at_of,
    comment_of,
    load,
    nags_of,
    onto_of,
    variations_of,
)
from engine.core.record_escapes import parse_comment
from engine.core.record_text import tokenize
from tests.core.strategies import records

ERROR_LINE = re.compile(r"^error: \S.* \[.+\]$")  # JSON tokens are field paths like events[3].card

# The contract's example, with real names and cards.
EXAMPLE_JSON = {
    "format": "changpai-record/1", "game": "bahu", "rules": "haimen", "options": {},
    "tags": {"Event": "海门春节牌局", "Date": "2026.11.30", "Site": "海门", "Players": ["甲", "乙", "丙", "丁"],
             "Annotator": "王"},
    "dealer": 0,
    "hands": ["23455m11s", "9m7p", "4p", "9m2s7p"],
    "events": [
        {"seat": 0, "type": "discard", "card": "5m"},
        {"seat": 1, "type": "draw", "card": "7p"},
        {"seat": 3, "type": "peng", "card": "7p"},
        {"seat": 3, "type": "discard", "card": "2s", "comment": {"zh": "该打九万", "en": "9m was better"}, "nags": [2],
         "variations": [[{"seat": 3, "type": "discard", "card": "9m"}]]},
        {"seat": 0, "type": "chi", "card": "2s", "with": ["3s", "4s"]},
        {"seat": 2, "type": "hu", "card": "4p"}]}

EXAMPLE_TEXT = """\
[Format "changpai-record/1"]
[Game "bahu"]
[Rules "haimen"]
[Event "海门春节牌局"]
[Date "2026.11.30"]
[Site "海门"]
[Players "甲" "乙" "丙" "丁"]
[Annotator "王"]
[Dealer "0"]
[Hand0 "23455m11s"]
[Hand1 "9m7p"]
[Hand2 "4p"]
[Hand3 "9m2s7p"]

0 discard 5m
1 draw 7p
3 peng 7p
3 discard 2s $2 {zh: 该打九万 | en: 9m was better}
  (3 discard 9m)
0 chi 2s 34s
2 hu 4p
"""

HEAD = '[Game "bahu"]\n[Rules "haimen"]\n[Dealer "0"]\n[Hand0 "2345m"]\n[Hand1 "678p"]\n[Hand2 ""]\n[Hand3 "7p 2s"]\n'
HEAD_LINES = HEAD.count("\n")  # the first event is on line HEAD_LINES + 1


def text_error(body: str, head: str = HEAD) -> InputError:
    with pytest.raises(InputError) as info:
        Record.from_text(head + body, "game.txt")
    return info.value


def json_error(**changes) -> InputError:
    data = {**json.loads(json.dumps(EXAMPLE_JSON)), **changes}
    for key in [k for k, v in changes.items() if v is None]:
        del data[key]
    with pytest.raises(InputError) as info:
        Record.from_json(data)
    return info.value


def engine(*args: str, stdin: str | bytes | None = None) -> subprocess.CompletedProcess:
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    return subprocess.run([sys.executable, "-m", "engine", *args], input=data, capture_output=True, timeout=60, check=False,
                          cwd=Path(__file__).resolve().parents[2])


# --- the example, both forms ----------------------------------------------------------------------

def test_the_example_reads_the_same_in_both_forms():
    from_json, from_text = Record.from_json(EXAMPLE_JSON), Record.from_text(EXAMPLE_TEXT)
    assert from_json == from_text
    assert from_json.to_json() == EXAMPLE_JSON
    assert from_json.to_text() == EXAMPLE_TEXT
    assert json.loads(from_json.dumps()) == EXAMPLE_JSON


def test_the_example_holds_what_it_says():
    r = Record.from_text(EXAMPLE_TEXT)
    assert (r.game, r.rules, r.dealer, r.format, r.sitting) == ("bahu", "haimen", 0, FORMAT, False)
    assert [len(h) for h in r.hands] == [7, 2, 1, 3]
    assert r.tags["Players"] == ["甲", "乙", "丙", "丁"]
    discard = r.events[3]
    assert discard.code() == "3 discard 2s"
    assert comment_of(discard) == Comment("该打九万", "9m was better")
    assert nags_of(discard) == (2,)
    assert [[e.code() for e in line] for line in variations_of(discard)] == [["3 discard 9m"]]
    assert r.events[4].with_ == tuple(DECK.parse("34s"))
    assert r.rule_set().name == "haimen"


def test_the_documented_examples_are_one_record():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "content-format.md").read_text(encoding="utf-8")
    section = doc[doc.index("## Game records"):]
    blocks = re.findall(r"^```\n(.*?)^```", section, re.DOTALL | re.MULTILINE)
    as_json, as_text = Record.parse(blocks[0], "doc-json"), Record.parse(blocks[1], "doc-text")
    assert as_json == as_text and as_text.to_text() == blocks[1]
    assert len(as_json.events) == 7 and onto_of(as_json.events[5]) == "chi:345m"


# --- round trips ----------------------------------------------------------------------------------

@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(records())
def test_json_text_json_is_the_identity(r):
    data = r.to_json()
    assert Record.from_json(data).to_json() == data
    text = r.to_text()
    assert Record.from_text(text).to_json() == data, text
    assert json.loads(r.dumps()) == data
    assert Record.parse(r.dumps()) == r == Record.parse(text)
    assert Record.from_json(json.dumps(data)) == r  # through the safe reader's depth limit


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(records())
def test_the_walk_visits_every_event_once_in_document_order(r):
    nodes = list(r.walk())
    assert len({(n.deal, n.path) for n in nodes}) == len(nodes)
    assert [n for n in nodes if n.depth == 0] == [Node(d, (i,), e) for d, deal in enumerate(r.all_deals())
                                                   for i, e in enumerate(deal.events)]
    for n in nodes:
        line = r.line(n)
        assert line[-1] == n.event.plain() and len(line) == sum(n.path[::2]) + 1


def test_variations_nest_as_deep_as_the_limit_in_both_forms():
    from engine.core.record import MAX_VARIATION_DEPTH

    deal = '[Deal "1"]\n[Dealer "0"]\n[Hand0 "5m"]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]\n'
    nested = "0 discard 5m" + " (0 pass" * MAX_VARIATION_DEPTH + ")" * MAX_VARIATION_DEPTH
    r = Record.from_text('[Game "bahu"]\n[Rules "haimen"]\n' + deal + nested)
    assert max(n.depth for n in r.walk()) == MAX_VARIATION_DEPTH
    assert Record.from_json(json.dumps(r.to_json())) == r == Record.from_text(r.to_text())
    deeper = r.to_json()
    innermost = deeper["deals"][0]["events"][0]
    for _ in range(MAX_VARIATION_DEPTH):
        innermost = innermost["variations"][0][0]
    innermost["variations"] = [[{"seat": 0, "type": "pass"}]]
    with pytest.raises(InputError, match="nested deeper than 16"):
        Record.from_json(deeper)


def test_comment_text_survives_every_awkward_character():
    awkward = " {a} | b\\c \n\t\r\x00\u2028 zh: en: ; [x] (y) $1 \"q\" 𠀀 "
    r = Record.from_text(HEAD + "0 discard 5m")
    r = Record(**{**r.__dict__, "events": (annotated(r.events[0], comment=Comment(awkward, awkward)),)})
    back = Record.from_text(r.to_text())
    assert comment_of(back.events[0]) == Comment(awkward, awkward)


# --- the text form --------------------------------------------------------------------------------

def test_chinese_verbs_and_card_names():
    r = Record.from_text(HEAD + "0 发 五万\n1 摸 七饼\n3 碰 7p\n0 吃 2s 三条四条\n2 杠 千字\n1 涨 红花\n2 买\n1 过\n3 胡 4p")
    assert [e.code() for e in r.events] == ["0 discard 5m", "1 draw 7p", "3 peng 7p", "0 chi 2s 34s", "2 gang Q",
                                            "1 zhang H", "2 buy", "1 pass", "3 hu 4p"]


def test_waihuzi_cards_come_from_its_own_deck():
    r = Record.from_text('[Game "waihuzi"]\n[Rules "waihuzi"]\n[Dealer "1"]\n[Hand0 "270x"]\n[Hand1 "贰柒拾 3d"]\n'
                         '[Hand2 ""]\n[Hand3 "1x"]\n1 发 拾\n0 wai 2d\n0 liu 3x')
    assert [e.code() for e in r.events] == ["1 discard 0d", "0 wai 2d", "0 liu 3x"]
    assert r.to_json()["hands"] == ["270x", "2703d", "", "1x"]  # a hand keeps the order written (drawn)
    assert text_error("1 discard 5m", r.to_text().split("\n\n")[0] + "\n").token == "5m"


def test_duzihu_turned_cards_and_its_events():
    r = Record.from_text('[Game "duzihu"]\n[Rules "danjiang+rugao"]\n[Dealer "2"]\n[Hand0 "1m"]\n[Hand1 "2m"]\n'
                         '[Hand2 "3m"]\n[Hand3 "4m"]\n[Turned "4s 喜"]\n[Wall "5m 6m"]\n'
                         "2 jiagang 7p\n2 angang 8p\n2 long 9p\n1 xi X\n0 zhizhuang")
    assert [c.code for c in r.turned] == ["4s", "X"] and [c.code for c in r.wall] == ["5m", "6m"]
    assert r.to_json()["turned"] == ["4s", "X"] and r.to_json()["wall"] == "5m 6m"
    assert [e.type for e in r.events] == ["jiagang", "angang", "long", "xi", "zhizhuang"]


def test_a_buy_says_how_many_cards_the_seat_held_in_both_forms():
    r = Record.from_text(HEAD + "2 buy at 3\n3 买 at 2\n0 buy")
    assert [at_of(e) for e in r.events] == [3, 2, None] and r.events[0].get("at") == 3
    assert r.to_json()["events"][:2] == [{"seat": 2, "type": "buy", "at": 3}, {"seat": 3, "type": "buy", "at": 2}]
    assert "2 buy at 3\n3 buy at 2\n0 buy" in r.to_text()
    assert Record.from_json(r.to_json()) == r == Record.from_text(r.to_text())
    assert r.events[0].plain().get("at") == 3  # the rules see it
    for bad in ("2 buy at", "2 buy at three", "2 discard 5m at 3"):
        with pytest.raises(InputError, match="at"):
            Record.from_text(HEAD + bad)
    with pytest.raises(InputError, match=r"events\[0\]\.at"):
        Record.from_json({**r.to_json(), "events": [{"seat": 2, "type": "buy", "at": "3"}]})


def test_a_hand_keeps_the_order_it_was_written_in():
    r = Record.from_text(HEAD.replace('[Hand1 "678p"]', '[Hand1 "9m 1m Q 2s"]'))
    assert [c.code for c in r.hands[1]] == ["9m", "1m", "Q", "2s"] and r.to_json()["hands"][1] == "91mQ2s"
    assert Record.from_json(r.to_json()) == r == Record.from_text(r.to_text())


def test_onto_names_the_table_group_in_both_forms():
    r = Record.from_text(HEAD + "0 chi 6m onto 345m\n1 peng 7p onto 碰:7p7p7p")
    assert [onto_of(e) for e in r.events] == ["chi:345m", "peng:777p"]
    assert r.to_json()["events"][0] == {"seat": 0, "type": "chi", "card": "6m", "onto": "chi:345m"}
    assert r.to_text().endswith("0 chi 6m onto 345m\n1 peng 7p onto peng:777p\n")
    # the rules see the group: plain() drops annotations only
    plain = annotated(r.events[0], comment=Comment(en="x"), nags=[1]).plain()
    assert plain.extra == (("onto", "chi:345m"),) and comment_of(plain) is None


def test_several_events_share_a_line_and_variations_nest():
    r = Record.from_text(HEAD + "3 discard 2s (3 discard 9m 0 peng 9m {why} (0 pass) 0 discard 5m) !?\n0 chi 2s 34s")
    [line] = variations_of(r.events[0])
    assert [e.code() for e in line] == ["3 discard 9m", "0 peng 9m", "0 discard 5m"]
    assert comment_of(line[1]) == Comment(en="why") and [e.code() for e in variations_of(line[1])[0]] == ["0 pass"]
    assert nags_of(r.events[0]) == (5,)
    assert Record.from_text(r.to_text()) == r
    assert "  (3 discard 9m\n  0 peng 9m {en: why}\n    (0 pass)\n  0 discard 5m)" in r.to_text()


def test_comments_labels_languages_and_wrapping():
    assert parse_comment("zh: 好 | en: good", "f", 1) == {"zh": "好", "en": "good"}
    assert parse_comment("EN : good", "f", 1) == {"en": "good"}
    assert parse_comment("好棋 move", "f", 1) == {"zh": "好棋 move"}
    assert parse_comment("  wrapped\n   across  lines ", "f", 1) == {"en": "wrapped across  lines"}
    assert parse_comment(r"\ kept\n\ ", "f", 1) == {"en": " kept\n "}
    assert parse_comment(r"a \| b \{c\} \u4e2d", "f", 1) == {"zh": "a | b {c} 中"}
    with pytest.raises(InputError):  # the lead comment's first part is unlabelled
        Record.from_text(HEAD + "{开局 | en: opening}")
    r = Record.from_text(HEAD + "{zh: 开局 | en: opening}\n0 discard 5m {zh: 好}\n {en: good}")
    assert r.comment == Comment("开局", "opening") and comment_of(r.events[0]) == Comment("好", "good")
    assert r.to_text().endswith("{zh: 开局 | en: opening}\n0 discard 5m {zh: 好 | en: good}\n")


def test_line_comments_are_dropped_and_glyphs_read():
    r = Record.from_text("; a note\n" + HEAD + "0 discard 5m ; 打得好\n3 peng 7p!! $140 ?")
    assert [e.code() for e in r.events] == ["0 discard 5m", "3 peng 7p"]
    assert nags_of(r.events[0]) == () and nags_of(r.events[1]) == (3, 140, 2)


def test_a_sitting_holds_each_hand_after_its_deal_tag():
    text = ('[Game "bahu"]\n[Rules "tongdong"]\n[Options "hutou_cap=9 jiang_peng_zhuang=1,5,9,14"]\n[Event "x"]\n'
            '[Deal "1"]\n[Dealer "0"]\n[Hand0 "5m"]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]\n{first}\n0 discard 5m\n'
            '[Deal "2"]\n[Dealer "1"]\n[Hand0 ""]\n[Hand1 "6m"]\n[Hand2 ""]\n[Hand3 ""]\n1 discard 6m\n')
    r = Record.from_text(text)
    assert r.sitting and [d.dealer for d in r.deals] == [0, 1] and r.deals[0].comment == Comment(en="first")
    assert r.options == {"hutou_cap": 9, "jiang_peng_zhuang": [1, 5, 9, 14]}
    assert r.rule_set().jiang_peng_zhuang == (1, 5, 9, 14)
    data = r.to_json()
    assert "dealer" not in data and len(data["deals"]) == 2 and data["deals"][1]["events"][0]["card"] == "6m"
    assert Record.from_text(r.to_text()) == r == Record.from_json(data)
    assert [(n.deal, n.path) for n in r.walk()] == [(0, (0,)), (1, (0,))]


def test_tokens_carry_their_lines():
    tokens = tokenize('[A "x"]\n{one\ntwo}\n0 discard 5m $1 (1 draw 6m)', "f")
    assert [(t.kind, t.line) for t in tokens] == [("tag", 1), ("comment", 2), ("word", 4), ("word", 4), ("word", 4),
                                                  ("nag", 4), ("(", 4), ("word", 4), ("word", 4), ("word", 4), (")", 4)]


# --- text errors name file:line and the token -----------------------------------------------------

N = HEAD_LINES + 1  # the line of the first event

TEXT_ERRORS = [
    # bad tags
    ('[1x "a"]\n', 1, "1x", "tag name"),
    ('[Event "a"\n', 1, "Event", "not closed"),
    ("[Event a]\n", 1, "Event", "quoted"),
    ('[Event "a\n', 1, "Event", "not closed"),
    ('[Event "a" "b"]\n', 1, "Event", "one quoted value"),
    ('[Event "a"]\n[Event "b"]\n', 2, "Event", "twice"),
    ('[game "bahu"]\n', 1, "game", "case-sensitive"),
    ('[Players "a" "b" "c" "d" "e"]\n', 1, "Players", "at most 4"),
    ('[Event "\\q"]\n', 1, "\\q", "unknown escape"),
    ("]\n", 1, "]", "without"),
]


@pytest.mark.parametrize("head, line, token, words", TEXT_ERRORS)
def test_bad_tags_name_their_line(head, line, token, words):
    e = text_error("", head + HEAD)
    assert str(e).startswith(f"game.txt:{line}: ") and e.token == token and words in str(e)


ENVELOPE_ERRORS = [
    ('[Format "changpai-record/2"]\n[Game "bahu"]\n', 1, "changpai-record/2"),
    ('[Game "mahjong"]\n', 1, "mahjong"),
    ('[Game "bahu"]\n[Rules "danjiang"]\n', 2, "danjiang"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Options "hutou_cap=x"]\n', 3, "hutou_cap"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Options "nope=1"]\n', 3, "options.nope"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Options "cannon_multiplier=7"]\n', 3, "options.cannon_multiplier"),
    ('[Rules "haimen"]\n', 1, "Game"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Dealer "7"]\n', 3, "7"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Dealer "0"]\n[Hand0 "3z"]\n', 4, "3z"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Dealer "1"]\n[Hand0 "5m"]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]\n', 3, "hand 1"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Dealer "0"]\n[Hand0 "5555m"]\n[Hand1 "5m"]\n[Hand2 ""]\n[Hand3 ""]\n', 3,
     "5m"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Dealer "0"]\n[Hand0 "5m"]\n[Hand1 ""]\n[Hand2 ""]\n', 1, "Hand3"),
]


@pytest.mark.parametrize("head, line, token", ENVELOPE_ERRORS)
def test_bad_envelopes_name_their_line(head, line, token):
    e = text_error("", head)
    assert str(e).startswith(f"game.txt:{line}: ") and e.token == token, str(e)


EVENT_ERRORS = [
    ("3 pong 7p", 0, "pong", "unknown event type"),
    ("3 peng 3z", 0, "3z", "unknown card"),
    ("0 discard 5m\n3 peng", 1, "peng", "needs a card"),
    ("discard 5m", 0, "discard", "starts with a seat"),
    ("7 discard 5m", 0, "7", "starts with a seat"),
    ("0 chi 2s 34z", 0, "34z", "unknown card"),
    ("0 chi 6m onto", 0, "onto", "onto takes one"),
    ("0 chi 6m onto draw:345m", 0, "draw", "not a kind of table group"),
    ("0 chi 6m onto 34z", 0, "34z", "unknown card"),
    # braces
    ("0 discard 5m {never\nclosed", 0, "{", "not closed"),
    ("0 discard 5m\n{a {b}}", 1, "{", "inside a comment"),
    ("0 discard 5m }", 0, "}", "without"),
    ("0 discard 5m {one\ntwo \\q}", 1, "\\q", "unknown escape"),
    ("0 discard 5m {a | b}", 0, "|", "label each part"),
    ("0 discard 5m {en: a | en: b}", 0, "en", "two en parts"),
    ("0 discard 5m {en: a} {en: b}", 0, "en", "second en comment"),
    ("0 discard 5m {\\u12}", 0, "\\u12", "hex digits"),
    ("0 discard 5m {\\ud800}", 0, "\\ud800", "not a character"),
    # parentheses
    ("0 discard 5m\n(1 draw 6m", 1, "(", "not closed"),
    ("0 discard 5m\n1 draw 6m)", 1, ")", "without"),
    ("0 discard 5m ()", 0, "(", "empty variation"),
    ("(0 discard 5m)", 0, "(", "follows the event it replaces"),
    ("0 discard 5m ({a} 1 draw 6m)", 0, "{", "comment in a variation"),
    ("0 discard 5m (1 draw 6m\n[Event \"x\"])", 0, "(", "not closed"),
    ("0 discard 5m" + " (0 pass" * 17 + ")" * 17, 0, "(", "nested deeper"),
    # glyphs
    ("0 discard 5m $x", 0, "$x", "glyph"),
    ("0 discard 5m $256", 0, "$256", "glyph"),
    ("0 discard 5m $2x", 0, "$2x", "glyph"),
    ("0 discard 5m!!!", 0, "!!!", "unknown glyph"),
    ("$1 0 discard 5m", 0, "$1", "follows the event"),
    # tags after the events
    ('0 discard 5m\n[Event "late"]', 1, "Event", "tags go first"),
    ('0 discard 5m\n[Deal "1"]', 1, "Deal", "a sitting starts every hand"),
]


@pytest.mark.parametrize("body, offset, token, words", EVENT_ERRORS)
def test_bad_events_and_annotations_name_their_line(body, offset, token, words):
    e = text_error(body)
    assert str(e).startswith(f"game.txt:{N + offset}: "), str(e)
    assert e.token == token and words in str(e), str(e)


def test_sitting_errors_name_their_line():
    deal = '[Dealer "0"]\n[Hand0 "5m"]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]\n'
    head = '[Game "bahu"]\n[Rules "haimen"]\n'
    assert str(text_error("", head + '[Deal "2"]\n' + deal)).startswith("game.txt:3: ")
    e = text_error("", head + '[Dealer "0"]\n[Deal "1"]\n' + deal)
    assert str(e).startswith("game.txt:3: ") and e.token == "Dealer"
    e = text_error("", head + '[Deal "1"]\n[Event "x"]\n' + deal)
    assert str(e).startswith("game.txt:4: ") and "header" in str(e)
    e = text_error("", head + '[Deal "1"]\n' + deal + '0 discard 5m\n[Deal "3"]\n' + deal)
    assert str(e).startswith("game.txt:10: ") and '[Deal "2"]' in str(e)


# --- JSON errors name the field -------------------------------------------------------------------

def _event(**changes):
    return [{"seat": 0, "type": "discard", "card": "5m", **changes}]


JSON_ERRORS = [
    ({"format": "pgn"}, "format"),
    ({"format": None}, "format"),
    ({"game": "mahjong"}, "game"),
    ({"game": 3}, "game"),
    ({"rules": "danjiang"}, "rules"),
    ({"options": {"nope": 1}}, "options.nope"),
    ({"options": {"hutou_cap": 1.5}}, "options.hutou_cap"),
    ({"options": []}, "options"),
    ({"tags": []}, "tags"),
    ({"tags": {"Event": 3}}, "tags.Event"),
    ({"tags": {"Dealer": "0"}}, "tags.Dealer"),
    ({"tags": {"bad name": "x"}}, "tags.bad name"),
    ({"tags": {"Players": "甲乙"}}, "tags.Players"),
    ({"tags": {"Event": "\ud800"}}, "tags.Event"),
    ({"dealer": 4}, "dealer"),
    ({"dealer": True}, "dealer"),
    ({"dealer": None}, "dealer"),
    ({"hands": ["5m"]}, "hands"),
    ({"hands": ["5m", "", "3z", ""]}, "hands[2]"),
    ({"hands": ["5m", "", 7, ""]}, "hands[2]"),
    ({"hands": ["", "5m", "", ""]}, "hands"),
    ({"hands": ["5555m", "5m", "", ""]}, "hands"),
    ({"wall": "3z"}, "wall"),
    ({"turned": ["4s", "3z"]}, "turned"),
    ({"comment": {"fr": "x"}}, "comment"),
    ({"events": {}}, "events"),
    ({"events": ["0 discard 5m"]}, "events[0]"),
    ({"events": _event(seat=5)}, "events[0].seat"),
    ({"events": _event(type="pong")}, "events[0].type"),
    ({"events": _event(card=None)}, "events[0].card"),
    ({"events": _event(card="3z")}, "events[0].card"),
    ({"events": _event(card=5)}, "events[0].card"),
    ({"events": _event(**{"with": "34s"})}, "events[0].with"),
    ({"events": _event(**{"with": ["3s", "3z"]})}, "events[0].with[1]"),
    ({"events": [{"seat": 0, "type": "pass", "with": ["3s"]}]}, "events[0].with"),
    ({"events": _event(onto="draw:5m")}, "events[0].onto"),
    ({"events": _event(comment="good")}, "events[0].comment"),
    ({"events": _event(comment={"en": 3})}, "events[0].comment"),
    ({"events": _event(nags=[256])}, "events[0].nags"),
    ({"events": _event(nags=[True])}, "events[0].nags"),
    ({"events": _event(variations=[[]])}, "events[0].variations"),
    ({"events": _event(variations=[[{"seat": 1, "type": "draw", "card": "5m"}],
                                   [{"seat": 1, "type": "draw", "card": "3z"}]])}, "events[0].variations[1][0].card"),
    ({"events": _event(wth=1)}, "events[0].wth"),
    ({"extra": 1}, "extra"),
    ({"deals": [], "dealer": None, "hands": None, "events": None}, "deals"),
]


@pytest.mark.parametrize("changes, field", JSON_ERRORS)
def test_bad_json_names_the_field(changes, field):
    e = json_error(**changes)
    found = re.match(rf"({re.escape(field)}[\w.\[\]]*)(: | must | is )", str(e))  # the field or one inside it
    assert found and e.token == found.group(1), (str(e), e.token)


def test_a_sitting_names_the_deal_in_its_errors():
    deal = {"dealer": 0, "hands": ["5m", "", "", ""], "events": []}
    base = {k: v for k, v in EXAMPLE_JSON.items() if k not in ("dealer", "hands", "events")}
    ok = Record.from_json({**base, "deals": [deal, deal]})
    assert ok.sitting and len(ok.all_deals()) == 2
    bad = {**deal, "events": _event(card="3z")}
    with pytest.raises(InputError, match=r"^deals\[1\]\.events\[0\]\.card: "):
        Record.from_json({**base, "deals": [deal, bad]})
    with pytest.raises(InputError, match=r"^deals\[0\]\.dealer: "):
        Record.from_json({**base, "deals": [{**deal, "dealer": 9}]})
    with pytest.raises(InputError, match=r"^hands: unknown field"):
        Record.from_json({**base, "deals": [deal], "hands": deal["hands"]})
    with pytest.raises(InputError, match=r"^deals\[0\]\.wall: unknown card"):
        Record.from_json({**base, "deals": [{**deal, "wall": "5m 3z"}]})


def test_json_text_input_is_read_safely():
    with pytest.raises(InputError, match="nested deeper"):
        Record.from_json("[" * 100 + "]" * 100)
    with pytest.raises(InputError, match="not JSON"):
        Record.parse("{oops", "r.json")
    with pytest.raises(InputError, match=r"^r\.json: game: "):
        Record.parse(json.dumps({**EXAMPLE_JSON, "game": "chess"}), "r.json")
    with pytest.raises(InputError, match="not UTF-8"):
        Record.parse(b"[Game \xff]", "r.txt")
    with pytest.raises(InputError, match="record must be an object, not a list"):
        Record.from_json([])


# --- loading, the visitor -------------------------------------------------------------------------

def test_load_takes_a_path_or_the_content(tmp_path):
    text_file, json_file = tmp_path / "g.txt", tmp_path / "g.json"
    text_file.write_text("\ufeff" + EXAMPLE_TEXT.replace("\n", "\r\n"), encoding="utf-8")
    json_file.write_text(json.dumps(EXAMPLE_JSON), encoding="utf-8")
    expected = Record.from_json(EXAMPLE_JSON)
    assert load(text_file) == load(str(json_file)) == load(EXAMPLE_TEXT) == load(json.dumps(EXAMPLE_JSON)) == expected
    assert load(EXAMPLE_TEXT.encode("utf-8")) == expected
    with pytest.raises(InputError, match="cannot read"):
        load(tmp_path / "missing.txt")
    bad = tmp_path / "bad.txt"
    bad.write_text(EXAMPLE_TEXT.replace("3 peng 7p", "3 peng 7z"), encoding="utf-8")
    with pytest.raises(InputError, match=rf"^{re.escape(str(bad))}:17: "):
        load(bad)


def test_a_visitor_sees_the_record_in_document_order():
    class Log(Visitor):
        def __init__(self):
            self.seen = []

        def visit_tag(self, name, value):
            self.seen.append(("tag", name))

        def begin_deal(self, index, deal):
            self.seen.append(("deal", index))

        def visit_event(self, node):
            self.seen.append(("event", node.path, node.event.code()))

        def visit_nags(self, nags, node):
            self.seen.append(("nags", nags))

        def visit_comment(self, comment, node):
            self.seen.append(("comment", comment.text("zh"), node and node.path))

        def begin_variation(self, node, index):
            self.seen.append(("(", node.path, index))

        def end_variation(self, node, index):
            self.seen.append((")", node.path, index))

        def result(self):
            return self.seen

    seen = Record.from_text(EXAMPLE_TEXT).accept(Log())
    assert seen[:6] == [("tag", "Event"), ("tag", "Date"), ("tag", "Site"), ("tag", "Players"), ("tag", "Annotator"),
                        ("deal", 0)]
    assert seen[9:15] == [("event", (3,), "3 discard 2s"), ("nags", (2,)), ("comment", "该打九万", (3,)),
                          ("(", (3,), 0), ("event", (3, 0, 0), "3 discard 9m"), (")", (3,), 0)]


def test_event_json_carries_its_annotations():
    r = Record.from_text(EXAMPLE_TEXT)
    assert r.events[3].to_json() == EXAMPLE_JSON["events"][3]
    assert Event.from_json(EXAMPLE_JSON["events"][0], DECK).to_json() == EXAMPLE_JSON["events"][0]


# --- python -m engine record convert --------------------------------------------------------------

def test_convert_goes_both_ways(tmp_path):
    text_file = tmp_path / "g.txt"
    text_file.write_text(EXAMPLE_TEXT, encoding="utf-8")
    to_json = engine("record", "convert", str(text_file))
    assert to_json.returncode == 0, to_json.stderr
    assert json.loads(to_json.stdout) == EXAMPLE_JSON
    back = engine("record", "convert", "-", stdin=to_json.stdout)
    assert back.returncode == 0 and back.stdout.decode("utf-8") == EXAMPLE_TEXT
    same = engine("record", "convert", "-", "--to", "text", stdin=EXAMPLE_TEXT)
    assert same.stdout.decode("utf-8") == EXAMPLE_TEXT
    assert json.loads(engine("record", "convert", "-", "--to", "json", stdin=json.dumps(EXAMPLE_JSON)).stdout) \
        == EXAMPLE_JSON


@pytest.mark.parametrize("content, where", [
    (EXAMPLE_TEXT.replace("3 peng 7p", "3 peng 7z"), "{file}:17: "),
    (EXAMPLE_TEXT.replace("[Site", "[Site Haimen]\n[X"), "{file}:6: "),
    (EXAMPLE_TEXT.replace("(3 discard 9m)", "(3 discard 9m"), "{file}:19: "),
    (EXAMPLE_TEXT.replace("{zh:", "{{zh:"), "{file}:18: "),
    (json.dumps({**EXAMPLE_JSON, "events": _event(card="3z")}), "{file}: events[0].card: "),
])
def test_convert_a_bad_file_exits_2_with_one_line(tmp_path, content, where):
    bad = tmp_path / "bad.txt"
    bad.write_text(content, encoding="utf-8")
    result = engine("record", "convert", str(bad))
    err = result.stderr.decode("utf-8")
    assert result.returncode == 2 and result.stdout == b""
    assert err.count("\n") == 1 and ERROR_LINE.match(err.strip()), err
    assert err.startswith("error: " + where.format(file=bad)), err


def test_convert_usage_errors_are_one_line():
    for args in (["record"], ["record", "convert"], ["record", "convert", "-", "--to", "xml"],
                 ["record", "convert", "/no/such/file"]):
        result = engine(*args, stdin="")
        err = result.stderr.decode("utf-8")
        assert result.returncode == 2 and err.count("\n") == 1 and ERROR_LINE.match(err.strip()), (args, err)


def test_every_text_error_names_its_place_once(tmp_path):
    cases = [text_error("", head + HEAD) for head, *_ in TEXT_ERRORS] + [text_error("", head)
                                                                         for head, *_ in ENVELOPE_ERRORS]
    cases += [text_error(body) for body, *_ in EVENT_ERRORS]
    assert [str(e) for e in cases if str(e).count("game.txt:") != 1] == []
    (tmp_path / "x.txt").write_text('[Game "bahu"]\n', encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "engine", "record", "check", "x.txt"], capture_output=True, text=True,
                         timeout=60, cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    assert run.returncode == 2
    assert run.stderr == 'error: x.txt:1: missing tag [Rules "…"] (tags go first, before comments and events) [Rules]\n'


def test_a_deal_holds_no_more_of_a_kind_than_its_game_deals():
    """The deck's copies, or what the game's plug says it deals (笃子胡's five 喜, s002.p008)."""
    from engine.core.errors import InputError
    from tests.sources import quote

    quote("s002.p008", "另有五星印福、祿、壽、財、喜")
    duzihu = {"format": "changpai-record/1", "game": "duzihu", "rules": "danjiang", "dealer": 0,
              "hands": ["XXXXX1m", "", "2m", "3m"], "turned": ["4s"], "events": []}
    assert [c.code for c in Record.from_json(duzihu).hands[0]].count("X") == 5
    with pytest.raises(InputError, match="the game deals at most 5"):
        Record.from_json({**duzihu, "hands": ["XXXXX1m", "X", "2m", "3m"]})
    bahu = {**duzihu, "game": "bahu", "rules": "haimen"}
    del bahu["turned"]
    with pytest.raises(InputError, match=r"too many copies of X \(5; a deck has 4\)"):
        Record.from_json(bahu)
