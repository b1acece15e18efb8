r"""The text form of a record: what a folklorist writes in an editor, modelled on PGN.

Tag lines first, then one event per line with its annotations (docs/content-format.md has the
whole syntax)::

    [Game "bahu"]
    [Rules "haimen"]
    [Players "甲" "乙" "丙" "丁"]
    [Dealer "0"]
    [Hand0 "…"]  … [Hand3 "…"]
    0 发 五万
    3 discard 2s $2 {zh: 该打九万 | en: 9m was better}
      (3 discard 9m)
    0 chi 6m onto 345m   ; a line comment (not kept)

* An event is ``SEAT TYPE [CARD] [WITH…] [onto GROUP]``: Chinese verbs (发 摸 翻 碰 杠 吃 涨 胡 买 …)
  and the deck's card names are read too; a new seat word (0–3) starts the next event. A buy may say
  how many cards the seat held: ``2 buy at 3`` (``2 买 at 3``).
* ``{…}`` comments: ``{zh: … | en: …}``, ``{en: …}``, or unlabelled (Chinese if it holds a Chinese
  character). A line break inside folds to one space; ``\n \t \{ \} \| \\ \uXXXX`` and a backslash before a space escape.
* ``$n`` glyphs (0–255); ``!`` ``?`` ``!!`` ``??`` ``!?`` ``?!`` are ``$1``–``$6``.
* ``( … )`` after an event: events played instead of it; variations nest.
* A sitting: after the header, each hand starts with ``[Deal "n"]`` and its own deal tags.

>>> head = '[Game "bahu"]\n[Rules "haimen"]\n[Dealer "0"]\n[Hand0 "5m"]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]\n'
>>> from engine.core.record_data import RecordData
>>> from engine.core.record_export import to_text
>>> r = parse(head + '0 discard 5m! {a \\{brace\\}}', RecordData, "game.txt")
>>> print(to_text(r), end="")
[Format "changpai-record/1"]
[Game "bahu"]
[Rules "haimen"]
[Dealer "0"]
[Hand0 "5m"]
[Hand1 ""]
[Hand2 ""]
[Hand3 ""]
<BLANKLINE>
0 discard 5m $1 {en: a \{brace\}}
>>> parse(head + '0 discard 5m\n3 pong 7p', RecordData, "game.txt")
Traceback (most recent call last):
...
engine.core.errors.InputError: game.txt:9: event '3 pong 7p': unknown event type 'pong'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import InputError
from engine.core.game import VERBS_ZH, Event
from engine.core.bilingual import Text
from engine.core.messages import (
    AT_COUNT,
    BAD_GLYPH,
    BRACE_IN_COMMENT,
    COMMENT_IN_VARIATION,
    COMMENT_OPEN,
    DEAL_LATE,
    DEAL_NUMBER,
    DEALER_TAG,
    EVENT_SEAT,
    GLYPH_FIRST,
    HAND_TAG_SEATS,
    NOT_A_SEAT,
    ONTO_ONE,
    OPTION_BOOL,
    OPTION_INT,
    OPTION_INTS,
    OPTION_PAIR,
    SECOND_COMMENT,
    TAG_AFTER_EVENTS,
    TAG_MISSING,
    TAG_OF_DEAL,
    TAG_OF_HEADER,
    TAG_ONE_VALUE,
    TAG_QUOTED,
    TAG_TWICE,
    TAG_UNCLOSED,
    TAG_VALUE_OPEN,
    TAG_WRITTEN,
    TOO_DEEP,
    UNKNOWN_GLYPH,
    UNOPENED,
    UNOPENED_VARIATION,
    VARIATION_EMPTY,
    VARIATION_FIRST,
    VARIATION_OPEN,
)
from engine.core.record_escapes import escaped_cells, fail_at, parse_comment
from engine.core.record_data import (
    DEAL_TAGS,
    FORMAT,
    LIST_TAGS,
    MAX_NAG,
    MAX_VARIATION_DEPTH,
    SEATS,
    TAG_NAME,
    Comment,
    Deal,
    RecordT,
    annotated,
    at_line,
    copies_of,
    deck_of,
    preset_of,
    seats_of,
)
from engine.core.record_json import (
    check_deal,
    check_format,
    check_game,
    check_options,
    check_tag,
    check_text,
    parse_at,
    parse_cards,
    parse_onto,
)

STOP = frozenset("[]{}();$")  # characters that end a word
WORD = re.compile(r"[^\s\[\]{}();$]+")  # a run of characters that are neither blank nor in STOP
GLYPHS = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
SEAT = re.compile(r"[0-3]\Z")
NAG = re.compile(r"\$(\d+)")
BAD_NAG = re.compile(r"\$[^\s\[\]{}();$]*")
TAG_OPEN = re.compile(r"\[[ \t]*([^\s\"\]]*)")
GLYPH_SUFFIX = re.compile(r"(.*?)([!?]*)")
_TRUE, _FALSE = {"true", "yes", "on", "1"}, {"false", "no", "off", "0"}


@dataclass
class Token:
    kind: str  # word, tag, comment, nag, "(", ")"
    value: Any
    line: int


# --- reading --------------------------------------------------------------------------------------

def tokenize(text: str, name: str) -> list[Token]:
    tokens: list[Token] = []
    i, line, n = 0, 1, len(text)
    while i < n:
        ch = text[i]
        if ch == "\n":
            line += 1
            i += 1
        elif ch.isspace():
            i += 1
        elif ch == ";":
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif ch == "[":
            i = _tag(text, i, line, name, tokens)
        elif ch == "{":
            j = i + 1
            while j < n and text[j] != "}":
                if text[j] == "{":
                    raise fail_at(name, line + text[i:j].count("\n"), BRACE_IN_COMMENT(), "{")
                j += 2 if text[j] == "\\" else 1
            if j >= n:
                raise fail_at(name, line, COMMENT_OPEN(), "{")
            tokens.append(Token("comment", text[i + 1:j], line))
            line += text[i:j].count("\n")
            i = j + 1
        elif ch in "}]":
            raise fail_at(name, line, UNOPENED(close=ch, open="{" if ch == "}" else "["), ch)
        elif ch in "()":
            tokens.append(Token(ch, ch, line))
            i += 1
        elif ch == "$":
            m = NAG.match(text, i)
            if not m or int(m.group(1)) > MAX_NAG or (m.end() < n and _word_char(text[m.end()])):
                bad_nag = BAD_NAG.match(text, i)
                assert bad_nag is not None  # it matches any "$"
                bad = bad_nag.group(0)
                raise fail_at(name, line, BAD_GLYPH(glyph=bad, most=MAX_NAG), bad)
            tokens.append(Token("nag", int(m.group(1)), line))
            i = m.end()
        else:
            w = WORD.match(text, i)
            assert w is not None  # ch is neither blank nor in STOP
            j = w.end()
            parts = GLYPH_SUFFIX.fullmatch(text[i:j])
            assert parts is not None  # it matches any word
            word, glyph = parts.groups()
            if glyph and glyph not in GLYPHS:
                raise fail_at(name, line, UNKNOWN_GLYPH(glyph=glyph, glyphs=" ".join(GLYPHS)), glyph)
            if word:
                tokens.append(Token("word", word, line))
            if glyph:
                tokens.append(Token("nag", GLYPHS[glyph], line))
            i = j
    return tokens


def _word_char(ch: str) -> bool:
    return not ch.isspace() and ch not in STOP


def _tag(text: str, i: int, line: int, name: str, tokens: list[Token]) -> int:
    m = TAG_OPEN.match(text, i)
    assert m is not None  # it matches any "["
    tag, j = m.group(1), m.end()
    values: list[str] = []
    if not TAG_NAME.match(tag):
        raise fail_at(name, line, TAG_WRITTEN(name=tag), tag or "[")
    while True:
        while j < len(text) and text[j] in " \t\r":
            j += 1
        if j >= len(text) or text[j] == "\n":
            raise fail_at(name, line, TAG_UNCLOSED(name=tag), tag)
        if text[j] == "]":
            break
        if text[j] != '"':
            raise fail_at(name, line, TAG_QUOTED(name=tag), tag)
        k = j + 1
        while k < len(text) and text[k] not in '"\n':
            k += 2 if text[k] == "\\" and text[k + 1:k + 2] != "\n" else 1
        if k >= len(text) or text[k] != '"':
            raise fail_at(name, line, TAG_VALUE_OPEN(name=tag), tag)
        values.append("".join(c for c, _ in escaped_cells(text[j + 1:k], name, line)))
        j = k + 1
    tokens.append(Token("tag", (tag, values), line))
    return j + 1


@dataclass
class _Item:
    event: Event
    onto: str | None = None
    at: int | None = None
    comment: dict[str, str] = field(default_factory=dict)
    nags: list[int] = field(default_factory=list)
    variations: list[tuple[Event, ...]] = field(default_factory=list)

    def build(self) -> Event:
        if not (self.onto or self.at is not None or self.comment or self.nags or self.variations):
            return self.event  # most events carry nothing: no need to rebuild them
        comment = Comment(self.comment.get("zh"), self.comment.get("en")) if self.comment else None
        return annotated(self.event, onto=self.onto, at=self.at, comment=comment, nags=self.nags,
                         variations=self.variations)


class _Parser:
    def __init__(self, text: str, name: str) -> None:
        self.name = name
        self.tokens = tokenize(text.removeprefix("\ufeff"), name)
        self.i = 0
        self.deck: Any = None
        self.seats = SEATS
        self.copies: dict[str, int] = {}

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def fail(self, line: int, message: Text, token: str) -> InputError:
        return fail_at(self.name, line, message, token)

    def record(self, make: type[RecordT]) -> RecordT:
        header = self.tags()
        head = self.envelope(header)
        deal_tags = {k: v for k, v in header.items() if k in DEAL_TAGS}
        nxt = self.peek()
        if nxt is not None and nxt.kind == "tag" and nxt.value[0] == "Deal":
            if deal_tags:
                key = next(iter(deal_tags))
                raise self.fail(deal_tags[key][1], TAG_OF_DEAL(name=key), key)
            deals: list[Deal] = []
            while (tok := self.peek()) is not None:
                self.i += 1
                number = str(len(deals) + 1)
                if tok.value[1] != [number]:
                    raise self.fail(tok.line, DEAL_NUMBER(number=number), "Deal")
                deals.append(self.deal(self.tags(), tok.line))
            return make(**head, deals=tuple(deals))
        d = self.deal(deal_tags, 1)
        if (tok := self.peek()) is not None:  # a [Deal] tag: only a sitting has them, before its first hand
            raise self.fail(tok.line, DEAL_LATE(), "Deal")
        return make(**head, dealer=d.dealer, hands=d.hands, wall=d.wall, turned=d.turned, events=d.events,
                      comment=d.comment)

    def tags(self) -> dict[str, tuple[list[str], int]]:
        found: dict[str, tuple[list[str], int]] = {}
        while (tok := self.peek()) is not None and tok.kind == "tag" and tok.value[0] != "Deal":
            name, values = tok.value
            if name in found:
                raise self.fail(tok.line, TAG_TWICE(name=name, first=found[name][1]), name)
            found[name] = (values, tok.line)
            self.i += 1
        return found

    def one(self, tags: dict[str, tuple[list[str], int]], name: str, line: int, default: str | None = None) -> str:
        if name not in tags:
            if default is not None:
                return default
            raise self.fail(line, TAG_MISSING(name=name), name)
        values, at = tags[name]
        if len(values) != 1:
            raise self.fail(at, TAG_ONE_VALUE(name=name), name)
        return values[0]

    def envelope(self, tags: dict[str, tuple[list[str], int]]) -> dict[str, Any]:
        def at(name: str) -> Any:
            return at_line(self.name, tags[name][1] if name in tags else 1)

        with at("Format"):
            fmt = check_format(self.one(tags, "Format", 1, FORMAT))
        with at("Game"):
            game = check_game(self.one(tags, "Game", 1))
        with at("Rules"):
            rules = self.one(tags, "Rules", 1)
            preset = preset_of(game, rules)
        self.deck, self.seats, self.copies = deck_of(game), seats_of(game), copies_of(game)
        with at("Options"):
            options = check_options(preset, options_from_text(preset, self.one(tags, "Options", 1, "")))
        user = {}
        for name, (values, line) in tags.items():
            if name in DEAL_TAGS or name in ("Format", "Game", "Rules", "Options"):
                continue
            with at_line(self.name, line):
                user[name] = check_tag(name, values if name in LIST_TAGS else self.one(tags, name, line), self.seats)
        return {"format": fmt, "game": game, "rules": rules, "options": options, "tags": user}

    def deal(self, tags: dict[str, tuple[list[str], int]], line: int) -> Deal:
        for name, (_, at) in tags.items():
            if name not in DEAL_TAGS:
                raise self.fail(at, TAG_OF_HEADER(name=name), name)
        dealer_text = self.one(tags, "Dealer", line)
        at = tags["Dealer"][1]
        if not SEAT.match(dealer_text) or int(dealer_text) >= self.seats:
            raise self.fail(at, DEALER_TAG(last=self.seats - 1, got=dealer_text), dealer_text)
        for seat in range(self.seats, SEATS):  # a game of fewer seats has fewer hands
            if f"Hand{seat}" in tags:
                raise self.fail(tags[f"Hand{seat}"][1], HAND_TAG_SEATS(index=seat, seats=self.seats, last=self.seats - 1),
                                f"Hand{seat}")
        hands = []
        for seat in range(self.seats):
            key = f"Hand{seat}"
            text = self.one(tags, key, line)
            with at_line(self.name, tags[key][1]):
                hands.append(parse_cards(self.deck, text))  # in the order written
        cards = {}
        for key in ("Wall", "Turned"):
            if key in tags:
                with at_line(self.name, tags[key][1]):
                    cards[key] = parse_cards(self.deck, self.one(tags, key, line))
        with at_line(self.name, at):
            check_deal(self.deck, int(dealer_text), hands, cards.get("Wall"), self.copies)
        comment, events = self.body(0)
        tok = self.peek()
        if tok is not None and not (tok.kind == "tag" and tok.value[0] == "Deal"):
            if tok.kind == ")":
                raise self.fail(tok.line, UNOPENED_VARIATION(), ")")
            raise self.fail(tok.line, TAG_AFTER_EVENTS(name=tok.value[0]), tok.value[0])
        return Deal(int(dealer_text), tuple(hands), tuple(events), cards.get("Wall"), cards.get("Turned"), comment)

    def body(self, depth: int) -> tuple[Comment | None, list[Event]]:
        lead: dict[str, str] = {}
        items: list[_Item] = []
        while (tok := self.peek()) is not None and tok.kind not in ("tag", ")"):
            self.i += 1
            if tok.kind == "word":
                items.append(self.event(tok))
            elif tok.kind == "comment":
                target = items[-1].comment if items else lead
                if not items and depth:
                    raise self.fail(tok.line, COMMENT_IN_VARIATION(), "{")
                for lang, text in parse_comment(tok.value, self.name, tok.line).items():
                    if lang in target:
                        raise self.fail(tok.line, SECOND_COMMENT(lang=lang), lang)
                    target[lang] = text
            elif tok.kind == "nag":
                if not items:
                    raise self.fail(tok.line, GLYPH_FIRST(), f"${tok.value}")
                items[-1].nags.append(tok.value)
            else:  # "("
                if not items:
                    raise self.fail(tok.line, VARIATION_FIRST(), "(")
                if depth >= MAX_VARIATION_DEPTH:
                    raise self.fail(tok.line, TOO_DEEP(most=MAX_VARIATION_DEPTH), "(")
                _, line = self.body(depth + 1)
                close = self.peek()
                if close is None or close.kind != ")":
                    raise self.fail(tok.line, VARIATION_OPEN(), "(")
                self.i += 1
                if not line:
                    raise self.fail(tok.line, VARIATION_EMPTY(), "(")
                items[-1].variations.append(tuple(line))
        comment = Comment(lead.get("zh"), lead.get("en")) if lead else None
        return comment, [item.build() for item in items]

    def event(self, first: Token) -> _Item:
        if not SEAT.match(first.value):
            raise self.fail(first.line, EVENT_SEAT(got=first.value), first.value)
        words = [first.value]
        while (tok := self.peek()) is not None and tok.kind == "word" and tok.line == first.line \
                and (not SEAT.match(tok.value) or words[-1].lower() == "at"):  # at 3: a count, not a seat
            words.append(tok.value)
            self.i += 1
        onto = at = None
        lowered = [w.lower() for w in words]
        with at_line(self.name, first.line):
            if "at" in lowered:
                k = lowered.index("at")
                count = words[k + 1] if len(words) == k + 2 else ""
                if not (count.isascii() and count.isdigit()):
                    raise InputError(AT_COUNT(), "at")
                at = parse_at(VERBS_ZH.get(words[1], words[1].lower()) if len(words) > 1 else "", int(count))
                words, lowered = words[:k], lowered[:k]
            if "onto" in lowered:
                k = lowered.index("onto")
                if len(words) != k + 2:
                    raise InputError(ONTO_ONE(examples="onto 345m, onto peng:7p"), "onto")
                onto = parse_onto(self.deck, words[k + 1])
                words = words[:k]
            event = Event.parse(" ".join(words), self.deck)
            if event.seat >= self.seats:
                raise InputError(NOT_A_SEAT(word=words[0], last=self.seats - 1), words[0])
            return _Item(event, onto, at)


def options_from_text(preset: Any, text: str) -> dict[str, Any]:
    """``hutou_cap=11 xi_in_play=true jiang_peng_zhuang=1,5,10,15`` → typed JSON values."""
    out: dict[str, Any] = {}
    for item in text.split():
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise InputError(OPTION_PAIR(item=item), item)
        default = getattr(preset, key, None) if key != "name" else None
        if isinstance(default, bool):
            if value.lower() not in _TRUE | _FALSE:
                raise InputError(OPTION_BOOL(key=key, value=value), key)
            out[key] = value.lower() in _TRUE
        elif isinstance(default, int):
            if not re.fullmatch(r"-?\d{1,9}", value):
                raise InputError(OPTION_INT(key=key, value=value), key)
            out[key] = int(value)
        elif isinstance(default, tuple):
            if not re.fullmatch(r"-?\d{1,9}(,-?\d{1,9})*", value):
                raise InputError(OPTION_INTS(key=key, value=value), key)
            out[key] = [int(v) for v in value.split(",")]
        else:
            out[key] = value
    return out


def parse(text: str, make: type[RecordT], name: str = "<text>") -> RecordT:
    """The record in ``text``, checked, as a ``make`` (:class:`engine.core.record.Record`); errors name
    ``name:line``."""
    check_text(text)
    return _Parser(text, name).record(make)
