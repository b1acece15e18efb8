"""What the record reader says, in both languages, when a record cannot be taken as written: its bytes,
its escapes and comments, its tags, its deal, its events and their annotations.

A place (``game.txt:12: ``, ``events[3].card: ``) reads the same in both languages; a field's path
written into a message is the user's own word, kept in the Chinese too.

>>> DEALER_OUT(dealer=2).zh
'庄家丙家没有起手牌，不在牌局里'
"""

from __future__ import annotations

import errno
from typing import Final

from engine.core.bilingual import Text
from engine.core.words import words

# --- the file ---
NOT_UTF8: Final = words("record.not_utf8", "{name} 不是 UTF-8 编码的文字（在字节 {byte} 处）",
                        "{name} is not UTF-8 (byte {byte})")
CANNOT_READ: Final = words("record.cannot_read", "无法读取{path!r}：{why}", "cannot read {path!r}: {why}")
_WHY_ZH = {errno.ENOENT: "没有这个文件", errno.EACCES: "没有读取的权限", errno.EISDIR: "这是文件夹，不是文件"}


def why_unread(e: OSError) -> Text:
    """Why a file could not be read (``CANNOT_READ``'s ``why``): the system's words in English, and in
    Chinese for the common causes (else the system's words there too)."""
    return Text(_WHY_ZH.get(e.errno or 0, str(e.strerror)), str(e.strerror))


LONE_SURROGATE: Final = words("record.lone_surrogate", "文字里有一个孤立的代理码位，不是字符",
                              "text holds a lone surrogate, not a character")

# --- escapes and comments ---
HEX_DIGITS: Final = words("record.hex_digits", "\\{letter} 后面要跟 {width} 位十六进制数字",
                          "\\{letter} takes {width} hex digits")
NOT_A_CHARACTER: Final = words("record.not_a_character", "\\{letter}{digits} 不是字符",
                               "\\{letter}{digits} is not a character")
UNKNOWN_ESCAPE: Final = words("record.unknown_escape",
                              "不认识的转义{escape!r}（可用 \\n \\t \\\" \\{{ \\}} \\| \\\\ \\uXXXX）",
                              "unknown escape {escape!r} (\\n \\t \\\" \\{{ \\}} \\| \\\\ \\uXXXX)")
LABEL_EACH_PART: Final = words("record.label_each_part", "双语注释的每一部分都要标明语言：{{zh: … | en: …}}",
                               "label each part of a two-language comment: {{zh: … | en: …}}")
TWO_PARTS: Final = words("record.two_parts", "一条注释里有两段 {lang}", "two {lang} parts in one comment")
COMMENT_SHAPE: Final = words("record.comment_shape", '{path}: 注释写作 {{"zh": "…", "en": "…"}}（可只写一种语言）',
                             '{path}: a comment is {{"zh": "…", "en": "…"}} (either or both)')
BRACE_IN_COMMENT: Final = words("record.brace_in_comment", "注释里有 '{{'（花括号要写作 \\{{）",
                                "'{{' inside a comment (write \\{{ for a brace)")
COMMENT_OPEN: Final = words("record.comment_open", "注释没有结束：有 '{{' 没有 '}}'", "comment not closed: '{{' without '}}'")
UNOPENED: Final = words("record.unopened", "有 {close!r} 却没有 {open}", "{close!r} without {open}")
SECOND_COMMENT: Final = words("record.second_comment", "这里有第二条 {lang} 注释：两条合写在一个 {{…}} 里",
                              "a second {lang} comment here: put both in one {{…}}")
COMMENT_IN_VARIATION: Final = words("record.comment_in_variation", "变着里的注释要跟在它的某个事件后面",
                                    "a comment in a variation follows one of its events")

# --- glyphs ---
BAD_GLYPH: Final = words("record.bad_glyph", "符号{glyph!r}：写作 $ 加 0–{most} 的数字",
                         "glyph {glyph!r}: write $ and a number 0–{most}")
UNKNOWN_GLYPH: Final = words("record.unknown_glyph", "不认识的符号{glyph!r}（{glyphs} 或 $n）",
                             "unknown glyph {glyph!r} ({glyphs} or $n)")
GLYPH_FIRST: Final = words("record.glyph_first", "符号要跟在它所标注的事件后面", "a glyph follows the event it marks")

# --- the envelope and its tags ---
FORMAT_IS: Final = words("record.format_is", "格式应为{want!r}，而不是{got!r}", "expected {want!r}, got {got!r}")
UNKNOWN_OPTION: Final = words("record.unknown_option", "options.{key}: 没有这个选项（可用：{known}）",
                              "options.{key}: unknown option (known: {known})")
OPTION_TYPE: Final = words("record.option_type", "options.{key}: {value!r} 的类型不是 {kind}",
                           "options.{key}: {value!r} is not a {kind}")
OPTION_PAIR: Final = words("record.option_pair", "选项{item!r}：写作 NAME=VALUE", "option {item!r}: write NAME=VALUE")
OPTION_BOOL: Final = words("record.option_bool", "选项 {key}：{value!r} 不是 true 或 false",
                           "option {key}: {value!r} is not true or false")
OPTION_INT: Final = words("record.option_int", "选项 {key}：{value!r} 不是整数", "option {key}: {value!r} is not an integer")
OPTION_INTS: Final = words("record.option_ints", "选项 {key}：{value!r} 不是 1,5,10,15 这样的整数列表",
                           "option {key}: {value!r} is not a list of integers like 1,5,10,15")
TAG_NAME_IS: Final = words("record.tag_name_is", "标签名{name!r}：只能用字母、数字和 _，以字母开头",
                           "tag name {name!r}: letters, digits and _, starting with a letter")
TAG_IS_FIELD: Final = words("record.tag_is_field", "{name} 是牌谱本身的字段，不是标签",
                            "tag {name} is a record field, not a tag")
TAG_CASE: Final = words("record.tag_case", "标签 {name}：应写作 {field}（标签名区分大小写）",
                        "tag {name}: write {field} (tag names are case-sensitive)")
TAG_LIST: Final = words("record.tag_list", "标签 {name}：最多 {seats} 个名字的列表（从甲家排起）",
                        "tag {name}: a list of at most {seats} names (seat 0 first)")
TAG_WRITTEN: Final = words("record.tag_written", '标签名{name!r}：写作 [Name "value"]，名字只用字母、数字和 _',
                           'tag name {name!r}: write [Name "value"], the name letters, digits and _')
TAG_UNCLOSED: Final = words("record.tag_unclosed", "标签 [{name} 在本行没有结束：以 ] 结尾",
                            "tag [{name} not closed on its line: end it with ]")
TAG_QUOTED: Final = words("record.tag_quoted", '标签 [{name}]：值要加引号，[{name} "value"]',
                          'tag [{name}]: values are quoted, [{name} "value"]')
TAG_VALUE_OPEN: Final = words("record.tag_value_open", '标签 [{name}]：值没有用 " 结束', 'tag [{name}]: value not closed with "')
TAG_TWICE: Final = words("record.tag_twice", "标签 [{name}] 写了两次（第一次在第 {first} 行）",
                         "tag [{name}] given twice (first on line {first})")
TAG_MISSING: Final = words("record.tag_missing", '缺少标签 [{name} "…"]（标签写在最前面，在注释和事件之前）',
                           'missing tag [{name} "…"] (tags go first, before comments and events)')
TAG_ONE_VALUE: Final = words("record.tag_one_value", "标签 [{name}] 只带一个加引号的值", "tag [{name}] takes one quoted value")
TAG_AFTER_EVENTS: Final = words("record.tag_after_events", "标签 [{name}] 出现在事件之后：标签要写在前面",
                                "tag [{name}] after the events: tags go first")
TAG_OF_DEAL: Final = words("record.tag_of_deal", '标签 [{name}] 属于某一局，要写在那一局的 [Deal "n"] 之后',
                           'tag [{name}] belongs to a deal, after its [Deal "n"]')
TAG_OF_HEADER: Final = words("record.tag_of_header", "标签 [{name}] 属于开头部分，要写在第一个 [Deal] 之前",
                             "tag [{name}] belongs in the header, before the first [Deal]")
DEAL_NUMBER: Final = words("record.deal_number", '[Deal] 给一场牌的各局编号：这里应为 [Deal "{number}"]',
                           '[Deal] numbers the hands of the sitting: expected [Deal "{number}"]')
DEAL_LATE: Final = words("record.deal_late", '[Deal] 出现在事件之后：一场牌的每一局都以 [Deal "n"] 开头',
                         '[Deal] after the events: a sitting starts every hand with [Deal "n"]')
DEALS_EMPTY: Final = words("record.deals_empty", "deals: 至少要有一局", "deals: a list of at least one deal")
UNKNOWN_FIELD: Final = words("record.unknown_field", "{path}: 没有这个字段（可用：{known}）",
                             "{path}: unknown field (known: {known})")

# --- the deal ---
DEALER_OUT: Final = words("record.dealer_out", "庄家{dealer:seat}没有起手牌，不在牌局里",
                          "the dealer, {dealer:seat}, sits out (empty hand)")
DEALER_TAG: Final = words("record.dealer_tag", "[Dealer] 应为座位 0–{last}，而不是{got!r}",
                          "[Dealer] is a seat 0–{last}, got {got!r}")
HAND_TAG_SEATS: Final = words("record.hand_tag_seats", "标签 [Hand{index}]：这种牌戏只有 {seats} 个座位（Hand0–Hand{last}）",
                              "tag [Hand{index}]: the game has {seats} seats (Hand0–Hand{last})")
HANDS_COUNT: Final = words("record.hands_count", '{pre}hands: 要列出 {seats} 个座位的起手牌（不打的一家写 ""）',
                           '{pre}hands: a list of {seats} hands ("" for a seat sitting out)')
HAND_TOO_BIG: Final = words("record.hand_too_big", "{owner:seat}的起手牌有 {n} 张，比哪种牌戏发的都多（至多 {most} 张）",
                            "hand {owner}: {n} cards, more than any game deals ({most})")
TOO_MANY_COPIES: Final = words("record.too_many_copies", "{card}的张数太多（这种牌戏至多发 {most} 张）",
                               "too many copies of {code} (the game deals at most {most})")

# --- events ---
EVENT_SEAT: Final = words("record.event_seat", "每个事件以座位 0–3 开头（座位 动作 牌 …），这里是{got!r}",
                          "an event starts with a seat 0–3 (SEAT TYPE CARD …), got {got!r}")
NOT_A_SEAT: Final = words("record.not_a_seat", "{word!r} 不是座位 0–{last}", "{word!r} is not a seat 0–{last}")
UNKNOWN_TYPE: Final = words("record.unknown_type", "{where}.type: 没有{kind!r}这种事件",
                            "{where}.type: unknown event type {kind!r}")
NEEDS_A_CARD: Final = words("record.needs_a_card", "“{move}”要写明是哪张牌", "{move} needs a card")
WITH_NEEDS_CARD: Final = words("record.with_needs_card", "{where}.with: 写了成组的手牌，就要写明拿进的那张牌",
                               "{where}.with: the cards that join a group need the card taken")
NAGS_RANGE: Final = words("record.nags_range", "{where}.nags: 要列出 0–{most} 的符号编号",
                          "{where}.nags: a list of glyph numbers 0–{most}")
ONTO_SHAPE: Final = words("record.onto_shape", "onto: 要写明接到桌上哪一组牌（种类:牌）",
                          "onto: name the table group as KIND:CARDS, e.g. {example}")
ONTO_KIND: Final = words("record.onto_kind", "onto: {kind!r} 不是桌上牌组的种类（{kinds}）",
                         "onto: {kind!r} is not a kind of table group ({kinds})")
ONTO_EMPTY: Final = words("record.onto_empty", "onto: 没写这组是哪几张牌", "onto: the group's cards are missing")
ONTO_ONE: Final = words("record.onto_one", "onto 后面只写一组桌上的牌（种类:牌）", "onto takes one table group: {examples}")
AT_BUY_ONLY: Final = words("record.at_buy_only", "at: 只有买牌才写当时手里有几张（2 买 at 3）",
                           "at: only a buy says how many cards the seat held (2 buy at 3)")
AT_RANGE: Final = words("record.at_range", "at: 当时手里的张数，应为 0–{most} 的整数，而不是{value!r}",
                        "at: the cards the seat held, a whole number 0–{most}, not {value!r}")
AT_COUNT: Final = words("record.at_count", "at 后面写当时手里的张数：2 买 at 3",
                        "at takes the number of cards the seat held: 2 buy at 3")

# --- variations ---
VARIATIONS_SHAPE: Final = words("record.variations_shape", "变着要列成一组，每个变着是不空的事件列表",
                                "a list of variations, each a non-empty list of events")
TOO_DEEP: Final = words("record.too_deep", "变着嵌套超过 {most} 层", "variations nested deeper than {most}")
VARIATION_FIRST: Final = words("record.variation_first", "变着要跟在它所替换的事件后面",
                               "a variation follows the event it replaces")
VARIATION_OPEN: Final = words("record.variation_open", "变着没有结束：有 '(' 没有 ')'",
                              "variation not closed: '(' without ')'")
VARIATION_EMPTY: Final = words("record.variation_empty", "空的变着 ()", "an empty variation ()")
UNOPENED_VARIATION: Final = words("record.unopened_variation", "有 ')' 却没有 '('", "')' without '('")
