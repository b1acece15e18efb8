"""What the engine says, in both languages, when a piece of input it shares across the games cannot be
taken: cards written in notation, an event, a JSON field of the wrong kind, a game or rule set it does
not know, a rule-set option, a position's line of text, JSON text and the size of a file.

A card that is a card is named (三万 / the code the English has always printed); what the user typed
that is no card is quoted back as typed. A field's path is the user's own word, the same in both.

>>> from engine.decks.changpai import BY_CODE
>>> TOO_MANY_COPIES(card=BY_CODE["5m"], code="5m", n=5, most=4).zh
'五万的张数太多：有 5 张，一副牌只有 4 张'
>>> UNKNOWN_CARD(word="3z")
Text(zh="不认识的牌'3z'", en="unknown card '3z'")
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.core.bilingual import Text
from engine.core.words import words

# --- cards in notation ---
UNKNOWN_CARD: Final = words("input.card.unknown", "不认识的牌{word!r}", "unknown card {word!r}")
UNKNOWN_CARD_IN: Final = words("input.card.unknown_in", "{whole!r}里有不认识的牌{word!r}",
                               "unknown card {word!r} in {whole!r}")
ONE_CARD: Final = words("input.card.one", "这里只写一张牌，而不是{text!r}", "expected one card, got {text!r}")
TOO_MANY_COPIES: Final = words("input.card.too_many_copies", "{card}的张数太多：有 {n} 张，一副牌只有 {most} 张",
                               "too many copies of {code} ({n}; a deck has {most})")

# --- an event ---
EVENT_SHAPE: Final = words("input.event.shape", "事件{text!r}：写作 座位 动作 [牌] [成组的牌]",
                           "event {text!r}: write SEAT TYPE [CARD] [WITH]")
EVENT_TYPE: Final = words("input.event.unknown_type", "事件{text!r}：没有{word!r}这种事件",
                          "event {text!r}: unknown event type {word!r}")
EVENT_NEEDS_CARD: Final = words("input.event.needs_card", "事件{text!r}：“{move}”要写明是哪张牌",
                                "event {text!r}: {move} needs a card")

# --- a JSON field ---
MUST_BE: Final = words("input.field.must_be", "{path} 应为{wanted}，而不是{got}", "{path} must be {wanted}, not {got}")
FIELD_MISSING: Final = words("input.field.missing", "缺少 {path}", "{path} is missing")
SEAT_RANGE: Final = words("input.field.seat_range", "{path} 应为座位 0–{last}，而不是 {value}",
                          "{path} must be a seat 0–{last}, not {value}")


# --- a game, a rule set ---
def choices(named: Iterable[tuple[str, str]]) -> Text:
    """What a user may write, each ``(Chinese name, key)``: the keys in English, each key after its Chinese
    name in Chinese (``海门 haimen、通东 tongdong`` / ``haimen, tongdong``)."""
    pairs = list(named)
    return Text("、".join(f"{zh} {key}" if zh and zh != key else key for zh, key in pairs),
                ", ".join(key for _, key in pairs))


UNKNOWN_GAME: Final = words("input.registry.unknown_game", "没有{key!r}这种牌戏（可选：{known}）",
                            "unknown game {key!r} (known: {known})")
UNKNOWN_RULES: Final = words("input.registry.unknown_rules", "没有{name!r}这套规则（可选：{known}）",
                             "unknown rules {name!r} (known: {known})")
UNKNOWN_RULES_OF: Final = words("input.registry.unknown_rules_of", "{game}没有{name!r}这套规则（可选：{known}）",
                                "unknown rules {name!r} for {key} (known: {known})")

# --- a rule set's options ---
OPTIONS_OBJECT: Final = words("input.option.object", "{field}: 应为一个对象，写出各选项的值",
                              "{field}: expected an object of option values")
NO_SUCH_OPTION: Final = words("input.option.unknown", "没有{key!r}这个选项（可用：{known}）",
                              "unknown option {key!r} (known: {known})")
OPTION_COUNT: Final = words("input.option.count", "选项 {key}：要写 {n} 个整数", "option {key}: expected {n} integers")
OPTION_NOT_TEXT: Final = words("input.option.not_text", "选项 {key}：{value!r} 不是文字", "option {key}: {value!r} is not text")
OPTION_TABLE: Final = words("input.option.table", "选项 {key} 属于规则里的表，不能单独设定",
                            "option {key} is part of the rule set's tables and cannot be set on its own")
OPTION_CHOICE: Final = words("input.option.choice", "选项 {key}：{value!r} 不是可选的值（{choices}）",
                             "option {key}: {value!r} is not one of {choices}")
OPTION_NEGATIVE: Final = words("input.option.negative", "选项 {key}：{value} 是负数", "option {key}: {value} is negative")
OPTION_NEGATIVE_LIMIT: Final = words("input.option.negative_limit", "选项 {key}：{value} 是负数（0 表示不设上限）",
                                     "option {key}: {value} is negative (0 means no limit)")

# --- JSON text, a file, a line of a batch ---
_WHAT_ZH = {"input": "输入", "record": "牌谱", "sitting": "一场牌的记录", "round": "一局的记录", "puzzle": "题目",
            "line": "这一行"}


def what_read(what: str) -> Text:
    """What is being read (``record``, ``line``, a file's name) as a message names it: said in Chinese when it
    is one of the engine's words, else quoted as given (``'p.json'``); in English as given."""
    return Text(_WHAT_ZH.get(what, repr(what)), what)


JSON_INT_DIGITS: Final = words("input.json.int_digits", "JSON 里的整数有 {digits} 位，太大了",
                               "JSON integer of {digits} digits is too large")
JSON_RANGE: Final = words("input.json.range", "JSON 数字 {text} 超出了范围", "JSON number {text} is out of range")
JSON_CONSTANT: Final = words("input.json.constant", "JSON 里没有 {text} 这种值", "JSON has no {text}")
JSON_DEEP: Final = words("input.json.deep", "JSON 嵌套超过 {most} 层", "JSON nested deeper than {most} levels")
NOT_JSON: Final = words("input.json.not_json", "{what}不是有效的 JSON（第 {line} 行第 {column} 列：{why}）",
                        "{what} is not JSON ({why} at line {line} column {column})")
NOT_UTF8_TEXT: Final = words("input.json.not_utf8", "{what}不是 UTF-8 编码的文字（在字节 {byte} 处）",
                            "{what} is not UTF-8 (byte {byte})")
TOO_LARGE: Final = words("input.file.too_large", "{what}有 {size} 字节，超过了上限 {limit} 字节",
                         "{what} is {size} bytes, more than the limit of {limit}")
RULES_REQUIRED: Final = words("input.cli.rules_required", "要用 --rules 指定规则", "--rules is required")
LINE_TOO_LONG: Final = words("input.cli.line_too_long", "这一行有 {n} 字节，太长了", "line of {n} bytes is too long")
EMPTY_LINE: Final = words("input.cli.empty_line", "空行", "empty line")

# --- a position's one line of text ---
POSITION_TEXT: Final = words("input.position.text", "position: 应为一行文字", "position: expected a line of text")
POSITION_LONG: Final = words("input.position.long", "position: 有 {n} 个字符，太长了", "position: {n} characters is too long")
POSITION_EMPTY: Final = words("input.position.empty", "position: 是空的（没有手牌写 '-'）",
                              "position: empty (write '-' for an empty hand)")
POSITION_HAND_FIRST: Final = words("input.position.hand_first", "position: 手牌写在最前面（没有手牌写 '-'）",
                                   "position: the hand comes first ('-' when empty)")
POSITION_PAIR: Final = words("input.position.pair", "position: {word!r} 不是 NAME=VALUE 的写法",
                             "position: {word!r} is not NAME=VALUE")
POSITION_FIELD: Final = words("input.position.field", "position: 没有{name!r}这个字段（可用：{known}）",
                              "position: unknown field {name!r} (known: {known})")
POSITION_TWICE: Final = words("input.position.twice", "position: 字段{name!r}写了两次", "position: field {name!r} given twice")
POSITION_SEAT: Final = words("input.position.seat", "position: {name} 应为座位 0–{last}，而不是{value!r}",
                             "position: {name} must be a seat 0–{last}, not {value!r}")
