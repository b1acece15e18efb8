"""What the sitting reader says, in both languages, when a sitting cannot be taken as written: its head,
its hands (局) and their ``[Net]`` and ``[Totals]``, and a hand that is no hand of the sitting.

>>> HAND_AT(n=3, i=2).zh
'第3局（hands[2].record）：'
"""

from __future__ import annotations

from typing import Final

from engine.core.words import words

# --- the JSON form ---
NOT_A_FIELD: Final = words("sitting.file.not_a_field", "{path}: 一场牌的记录里没有这个字段",
                           "{path}: not a field of a sitting")
NOT_A_HAND_FIELD: Final = words("sitting.file.not_a_hand_field", "{path}: 一局的记录里没有这个字段",
                                "{path}: not a field of a hand")
FORMAT_IS: Final = words("sitting.file.format_is", "format: 是{got!r}，应为{want!r}", "format: {got!r}, expected {want!r}")
NUMBER_AS_TEXT: Final = words("sitting.file.number_as_text", "first.{key}: 数字要写成数字，不要写成{value!r}",
                              "first.{key}: a number is written as a number, not {value!r}")
TOO_MANY_HANDS: Final = words("sitting.file.too_many_hands", "hands: 一场牌至多 {most} 局，这里有 {n} 局",
                              "hands: at most {most} hands in a sitting, not {n}")

# --- the text form ---
TAG_PAIR: Final = words("sitting.file.tag_pair", '[Tag] 带名字和值两项：[Tag "name" "value"]', '[Tag "name" "value"]')
NOT_A_HEAD_TAG: Final = words("sitting.file.not_a_head_tag", "[{tag}] 不是一场牌开头部分的标签",
                              "[{tag}] is not a tag of a sitting's head")
HEAD_MISSING: Final = words("sitting.file.head_missing", "这场牌没有 [{tag}] 标签", "the sitting has no [{tag}] tag")
SITTING_FORMAT: Final = words("sitting.file.sitting_format", "[Sitting {got!r}]，应为{want!r}",
                              "[Sitting {got!r}], expected {want!r}")
FIRST_PAIRS: Final = words("sitting.file.first_pairs", "[First] 里写 key=value，而不是{part!r}",
                           "[First] holds key=value pairs, not {part!r}")
HAND_EXPECTED: Final = words("sitting.file.hand_expected", '这里应为 [Hand "{number}"]', 'expected [Hand "{number}"]')
HANDS_AT_MOST: Final = words("sitting.file.hands_at_most", "一场牌至多 {most} 局", "at most {most} hands in a sitting")
TAG_LINE: Final = words("sitting.file.tag_line", '这一行应是标签 [Name "value"]', 'expected a tag line [Name "value"]')
NET_TOTALS_FIRST: Final = words("sitting.file.net_totals_first", '每一局以 [Net "…"] 和 [Totals "…"] 开头',
                                'a hand starts with [Net "…"] and [Totals "…"]')
NOT_A_NUMBER: Final = words("sitting.file.not_a_number", "{text!r} 不是数字", "{text!r} is not a number")

# --- each hand a hand of the sitting ---
ONE_HAND_EACH: Final = words("sitting.file.one_hand_each", "{where}: 每一项只记一局（这一项有 {n} 局）",
                             "{where}: one hand each (this one holds {n})")
OTHER_GAME: Final = words("sitting.file.other_game", "{where}: 这一局是 {game}/{rules}，这场牌打的却是 {sitting_game}/{sitting_rules}",
                          "{where}: {game}/{rules}, but the sitting plays {sitting_game}/{sitting_rules}")
NUMBER_PER_SEAT: Final = words("sitting.file.number_per_seat", "hands[{i}]: net 和 totals 每个座位一个数（共 {seats} 个）",
                               "hands[{i}]: net and totals hold one number per seat ({seats})")
HAND_AT: Final = words("sitting.file.hand_at", "第{n}局（hands[{i}].record）：", "hand {n} (hands[{i}].record): ")
NO_SITTING_RULES: Final = words("sitting.file.no_sitting_rules", "game: {game!r} 没有打一场的规则",
                                "game: {game!r} has no rules for a sitting")
