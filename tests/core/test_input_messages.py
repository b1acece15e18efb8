"""The input every game shares is refused in both languages: cards in notation, events, JSON fields, games
and rule sets, options, JSON text, a sitting's first dealer. Every refusal is a declared message
(engine/core/input_messages.py, a game's messages.py), its English the words the CLI has always printed,
its Chinese Chinese: a real card by its name, what the user typed quoted as typed."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from engine.core.errors import InputError
from tests.core.test_record_messages import CJK, NOTATION, _undeclared

ROOT = Path(__file__).resolve().parents[2]
MODULES = ("engine.core.deck", "engine.core.position", "engine.core.game", "engine.core.schema", "engine.core.registry",
           "engine.core.options", "engine.bahu.rules", "engine.duzihu.rules", "engine.core.cli",
           "engine.bahu.sitting", "engine.duzihu.sitting", "engine.waihuzi.sitting")


@pytest.mark.parametrize("module", MODULES)
def test_every_refusal_is_a_declared_message(module):
    path = ROOT / (module.replace(".", "/") + ".py")
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    bad = [b for b in _undeclared(source, importlib.import_module(module))
           if not lines[int(b.split(":")[0]) - 1].strip().startswith("return fail(e)")]  # the CLI's fail prints an error
    assert not bad, f"{path.relative_to(ROOT)}: word these as declared messages (words(id, zh, en)):\n" + "\n".join(bad)


def _refused(call) -> InputError:
    with pytest.raises(InputError) as info:
        call()
    return info.value


def _both(call, english: str, token: str | None = None) -> str:
    """The refusal's Chinese, after checking its English and token are unchanged and its Chinese is Chinese
    with no card code the English does not quote from the input."""
    e = _refused(call)
    zh = e.text("zh")
    assert str(e) == e.text("en") == english
    if token is not None:
        assert e.token == token
    assert CJK.search(zh) and zh != english, zh
    quoted = set(re.findall(r"'([^']*)'", english))
    assert all(any(code in q for q in quoted) for code in NOTATION.findall(zh)), zh
    return zh


def _deck():
    from engine.cards import DECK

    return DECK


def _zipai():
    from engine.waihuzi.cards import DECK

    return DECK


CARDS = [
    (lambda: _deck().parse("3z"), "unknown card '3z'", "3z", "不认识的牌'3z'"),
    (lambda: _deck().parse("5m 3m3z"), "unknown card '3z' in '3m3z'", "3z", "'3m3z'里有不认识的牌'3z'"),
    (lambda: _deck().card("3m4m"), "expected one card, got '3m4m'", "3m4m", "这里只写一张牌，而不是'3m4m'"),
    (lambda: _deck().counts(_deck().parse("5m5m5m5m5m")), "too many copies of 5m (5; a deck has 4)", "5m",
     "五万的张数太多：有 5 张，一副牌只有 4 张"),
    (lambda: _deck().counts(_deck().parse("X X X X"), limit=3), "too many copies of X (4; a deck has 3)", "X",
     "喜的张数太多：有 4 张，一副牌只有 3 张"),
    (lambda: _zipai().parse("2x 9y"), "unknown card '9y'", "9y", "不认识的牌'9y'"),
]


@pytest.mark.parametrize("call, english, token, chinese", CARDS, ids=[c[1] for c in CARDS])
def test_cards_that_do_not_parse_are_refused_in_both_languages(call, english, token, chinese):
    assert _both(call, english, token) == chinese


def _event(text):
    from engine.core.game import Event

    return lambda: Event.parse(text, _deck())


def _event_json(raw, where="events[2]"):
    from engine.core.game import Event

    return lambda: Event.from_json(raw, _deck(), where)


EVENTS = [
    (_event("0"), "event '0': write SEAT TYPE [CARD] [WITH]", "事件'0'：写作 座位 动作 [牌] [成组的牌]"),
    (_event("0 pong 5m"), "event '0 pong 5m': unknown event type 'pong'", "事件'0 pong 5m'：没有'pong'这种事件"),
    (_event("0 peng"), "event '0 peng': peng needs a card", "事件'0 peng'：“碰”要写明是哪张牌"),
    (_event("5 peng 5m"), "'5' is not a seat 0–3", "'5' 不是座位 0–3"),
    (_event("0 discard 3z"), "unknown card '3z'", "不认识的牌'3z'"),
    (_event_json({"seat": 0, "type": "pong", "card": "5m"}), "events[2].type: unknown event type 'pong'",
     "events[2].type: 没有'pong'这种事件"),
    (_event_json({"seat": 0, "type": "draw"}), "events[2].card: draw needs a card", "events[2].card: “摸”要写明是哪张牌"),
    (_event_json({"seat": 0, "type": "chi", "card": "2s", "with": ["3s", "4z"]}), "events[2]: unknown card '4z'",
     "events[2]: 不认识的牌'4z'"),
]


@pytest.mark.parametrize("call, english, chinese", EVENTS, ids=[e[1] for e in EVENTS])
def test_an_event_that_does_not_parse_is_refused_in_both_languages(call, english, chinese):
    assert _both(call, english) == chinese


def _schema(call):
    from engine.core import schema

    return lambda: call(schema)


FIELDS = [
    (_schema(lambda s: s.field({"type": ["hu"]}, "type", str, path="events[0]")),
     "events[0].type must be a string, not a list", "events[0].type 应为字符串，而不是列表"),
    (_schema(lambda s: s.field({}, "seat", int, path="events[2]")), "events[2].seat is missing", "缺少 events[2].seat"),
    (_schema(lambda s: s.expect(1.5, (int, bool), "n")), "n must be an integer or true or false, not a number",
     "n 应为整数或布尔值，而不是数字"),
    (_schema(lambda s: s.expect(True, int, "n")), "n must be an integer, not a boolean", "n 应为整数，而不是布尔值"),
    (_schema(lambda s: s.items(["3s", None], str, "with")), "with[1] must be a string, not null",
     "with[1] 应为字符串，而不是null"),
    (_schema(lambda s: s.seat(4, "first.dealer")), "first.dealer must be a seat 0–3, not 4",
     "first.dealer 应为座位 0–3，而不是 4"),
]


@pytest.mark.parametrize("call, english, chinese", FIELDS, ids=[f[1] for f in FIELDS])
def test_a_json_field_of_the_wrong_kind_is_refused_in_both_languages(call, english, chinese):
    assert _both(call, english) == chinese


def _registry(call):
    from engine.core import registry

    return lambda: call(registry)


def _rule_set(name):
    from engine.bahu.rules import RuleSet

    return lambda: RuleSet.named(name)


GAMES = [
    (_registry(lambda r: r.game("mahjong")), "unknown game 'mahjong' (known: bahu, duzihu, waihuzi)",
     "没有'mahjong'这种牌戏（可选：八胡 bahu、笃子胡 duzihu、歪胡子 waihuzi）"),
    (_registry(lambda r: r.game("bahu").preset("nope")), "unknown rules 'nope' for bahu (known: haimen, tongdong)",
     "八胡没有'nope'这套规则（可选：海门 haimen、通东 tongdong）"),
    (_registry(lambda r: r.game_of_rules("haimen+x")),
     "unknown rules 'haimen+x' (known: haimen, tongdong, danjiang, danjiang+rugao, shuangjiang, waihuzi, waihuzi-strict)",
     "没有'haimen+x'这套规则（可选：海门八胡 haimen、通东八胡 tongdong、单将 danjiang、单将（如皋） danjiang+rugao、"
     "双将 shuangjiang、歪胡子 waihuzi、歪胡子（严格） waihuzi-strict）"),
    (_rule_set("nope"), "unknown rules 'nope' (known: haimen, tongdong)", "没有'nope'这套规则（可选：海门 haimen、通东 tongdong）"),
    (_rule_set(None), "unknown rules None (known: haimen, tongdong)", "没有None这套规则（可选：海门 haimen、通东 tongdong）"),
]


@pytest.mark.parametrize("call, english, chinese", GAMES, ids=[g[1][:40] for g in GAMES])
def test_an_unknown_game_or_rule_set_is_refused_with_the_choices_by_name(call, english, chinese):
    assert _both(call, english) == chinese


def _bahu(change):
    from engine.bahu.rules import RuleSet

    return lambda: change(RuleSet.named("haimen"))


def _duzihu(change):
    from engine.duzihu.rules import RuleSet

    return lambda: change(RuleSet.named("danjiang"))


OPTIONS = [
    (_bahu(lambda r: r.with_option_text("hutou_cap=x")), "option hutou_cap: 'x' is not an integer",
     "选项 hutou_cap：'x' 不是整数"),
    (_bahu(lambda r: r.with_option_text("xi_in_play")), "option 'xi_in_play': write NAME=VALUE",
     "选项'xi_in_play'：写作 NAME=VALUE"),
    (_bahu(lambda r: r.with_json_options({"cannon_multiplier": 1})),
     "options.cannon_multiplier: option cannon_multiplier: 1 is not one of [4, 5]",
     "options.cannon_multiplier: 选项 cannon_multiplier：1 不是可选的值（[4, 5]）"),
    (_bahu(lambda r: r.with_json_options({"xi_in_play": "yes"})),
     "options.xi_in_play: option xi_in_play: 'yes' is not true or false",
     "options.xi_in_play: 选项 xi_in_play：'yes' 不是 true 或 false"),
    (_bahu(lambda r: r.with_json_options([])), "options: expected an object of option values",
     "options: 应为一个对象，写出各选项的值"),
    (_bahu(lambda r: r.with_options(hutou_cap=-1)), "option hutou_cap: -1 is negative (0 means no limit)",
     "选项 hutou_cap：-1 是负数（0 表示不设上限）"),
    (_duzihu(lambda r: r.with_option_text("rows=x")),
     "option rows is part of the rule set's tables and cannot be set on its own", "选项 rows 属于规则里的表，不能单独设定"),
    (_duzihu(lambda r: r.with_json_options({"xi_all_dealt": [1]})),
     "options.xi_all_dealt: option xi_all_dealt: expected 2 integers", "options.xi_all_dealt: 选项 xi_all_dealt：要写 2 个整数"),
]


@pytest.mark.parametrize("call, english, chinese", OPTIONS, ids=[o[1][:50] for o in OPTIONS])
def test_an_option_that_cannot_be_set_is_refused_in_both_languages(call, english, chinese):
    assert _both(call, english) == chinese


def test_an_unknown_option_is_named_with_the_options_there_are():
    unknown = _bahu(lambda r: r.with_option_text("nope=1"))
    english = str(_refused(unknown))
    assert english.startswith("unknown option 'nope' (known: ") and "hutou_cap" in english
    zh = _both(unknown, english, "nope")
    assert zh.startswith("没有'nope'这个选项（可用：") and "hutou_cap" in zh


def _cli(call):
    from engine.core import cli

    return lambda: call(cli)


def _raise(e):
    raise e


JSON_TEXT = [
    (_cli(lambda c: c.load_json("[" * 100 + "]" * 100)), "JSON nested deeper than 64 levels", "JSON 嵌套超过 64 层"),
    (_cli(lambda c: c.load_json('{"n": ' + "9" * 40 + "}")), "JSON integer of 40 digits is too large",
     "JSON 里的整数有 40 位，太大了"),
    (_cli(lambda c: c.load_json("[1e999]")), "JSON number 1e999 is out of range", "JSON 数字 1e999 超出了范围"),
    (_cli(lambda c: c.load_json("[NaN]")), "JSON has no NaN", "JSON 里没有 NaN 这种值"),
    (_cli(lambda c: c.load_json("{", "record")),
     "record is not JSON (Expecting property name enclosed in double quotes at line 1 column 2)",
     "牌谱不是有效的 JSON（第 1 行第 2 列：Expecting property name enclosed in double quotes）"),
    (_cli(lambda c: c.load_json(b"\xff", "line")), "line is not UTF-8 (byte 0)", "这一行不是 UTF-8 编码的文字（在字节 0 处）"),
    (_cli(lambda c: c.load_json("[", "p.json")), "p.json is not JSON (Expecting value at line 1 column 2)",
     "'p.json'不是有效的 JSON（第 1 行第 2 列：Expecting value）"),
    (_cli(lambda c: _raise(c.too_large("sitting", 300, 200))), "sitting is 300 bytes, more than the limit of 200",
     "一场牌的记录有 300 字节，超过了上限 200 字节"),
    (_cli(lambda c: c.rule_set(object, None)), "--rules is required", "要用 --rules 指定规则"),
]


@pytest.mark.parametrize("call, english, chinese", JSON_TEXT, ids=[j[1][:40] for j in JSON_TEXT])
def test_json_text_that_cannot_be_read_is_refused_in_both_languages(call, english, chinese):
    assert _both(call, english) == chinese


def test_a_file_the_cli_cannot_read_says_why_in_both_languages(tmp_path):
    from engine.core.cli import read_input

    gone = str(tmp_path / "gone.json")
    zh = _both(lambda: read_input(gone), f"cannot read {gone!r}: No such file or directory", gone)
    assert zh == f"无法读取{gone!r}：没有这个文件"
    big = tmp_path / "big.json"
    big.write_bytes(b"x" * 20)
    assert _both(lambda: read_input(str(big), "record", 10), "record is 20 bytes, more than the limit of 10",
                 "record") == "牌谱有 20 字节，超过了上限 10 字节"


def _first(game, first):
    module = importlib.import_module(f"engine.{game}.sitting")
    return lambda: module.RULES.first_dealer(first)


FIRST_DEALERS = [
    (_first("bahu", {"how": "flip", "turner": "1", "card": "5m"}),
     "first: a flip names the turner (a seat) and the card turned", "first: 翻牌定庄要写明翻牌的一家（座位）和翻出的牌"),
    (_first("bahu", {"how": "flip", "turner": 1, "card": "3z"}), "first.card: unknown card '3z'", "first.card: 不认识的牌'3z'"),
    (_first("duzihu", {"how": "lot", "dealer": 4}), "first.dealer: the seat the lot chose, 0–3",
     "first.dealer: 应为抽签选中的座位 0–3"),
    (_first("waihuzi", {"how": "cut", "cut": " "}),
     "first.cut: the cards turned, 'seat:card …' a round, rounds split by '/'",
     "first.cut: 写翻出的牌，每轮写作 'seat:card …'，各轮之间用 '/' 分开"),
    (_first("waihuzi", {"how": "cut", "cut": "5:2x"}), "first.cut: '5:2x' is not seat:card",
     "first.cut: '5:2x' 不是 seat:card 的写法"),
    (_first("waihuzi", {"how": "cut", "cut": "0:3z"}), "first.cut: unknown card '3z'", "first.cut: 不认识的牌'3z'"),
    (_first("waihuzi", {"how": "cut", "cut": "0:3x 1:2x / 0:2x 1:2x"}),
     "first.cut: the last round of the cut leaves a tie at the top", "first.cut: 最后一轮翻牌，最大的不止一家"),
]


@pytest.mark.parametrize("call, english, chinese", FIRST_DEALERS, ids=[f[1][:40] for f in FIRST_DEALERS])
def test_a_first_dealer_that_cannot_be_found_is_refused_in_both_languages(call, english, chinese):
    assert _both(call, english) == chinese


def _position(text):
    from engine.core.position import split_position

    return lambda: split_position(text, ("melds", "turn"))


POSITIONS = [
    (_position(""), "position: empty (write '-' for an empty hand)", "position: 是空的（没有手牌写 '-'）"),
    (_position("turn=1"), "position: the hand comes first ('-' when empty)", "position: 手牌写在最前面（没有手牌写 '-'）"),
    (_position("5m x"), "position: 'x' is not NAME=VALUE", "position: 'x' 不是 NAME=VALUE 的写法"),
    (_position("5m color=red"), "position: unknown field 'color' (known: melds, turn)",
     "position: 没有'color'这个字段（可用：melds, turn）"),
    (_position("- turn=1 turn=2"), "position: field 'turn' given twice", "position: 字段'turn'写了两次"),
    (lambda: importlib.import_module("engine.core.position").parse_seat("4", "turn"),
     "position: turn must be a seat 0–3, not '4'", "position: turn 应为座位 0–3，而不是'4'"),
]


@pytest.mark.parametrize("call, english, chinese", POSITIONS, ids=[p[1][:40] for p in POSITIONS])
def test_a_position_that_does_not_read_is_refused_in_both_languages(call, english, chinese):
    assert _both(call, english) == chinese
