r"""A sitting: hands played in a row at one table, the dealer moving on and 大炮/坐牢 carried over.

Each hand is a record as a single hand is written (:class:`engine.core.record.Record`, its dealer and,
for 八胡, the carried-in ``cannon`` and ``jailed`` tags); the sitting adds how the first dealer was found
(``first``), what each hand won or paid (``net``) and the running totals after it (``totals``).
``python -m engine record check`` replays every hand and checks the hand-to-hand rules
(:mod:`engine.core.sitting_check`); docs/sittings-format.md has both forms.

JSON (``changpai-sitting/1``)::

    {"format": "changpai-sitting/1", "game": "bahu", "rules": "tongdong", "options": {}, "tags": {},
     "first": {"how": "flip", "turner": 1, "card": "5m"},
     "hands": [{"net": [3, -1, -1, -1], "totals": [3, -1, -1, -1], "record": {… one hand …}}, …]}

The text form: the sitting's tag lines, then per hand ``[Hand "n"]``, its ``[Net]`` and ``[Totals]`` and
the hand's record in its own text form (line numbers in errors are the file's).

>>> one = Record.from_text('[Game "duzihu"]\n[Rules "danjiang"]\n[Dealer "1"]\n[Hand0 ""]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]')
>>> s = Sitting("duzihu", "danjiang", {}, {}, {"how": "lot", "dealer": 1}).add(one, (2, -1, -1, 0))
>>> s.add(one, (-1, 2, 0, -1)).hands[1].totals
(1, 1, -1, -1)
>>> Sitting.parse(s.to_text()) == s == Sitting.parse(s.dumps())
True
>>> s.to_text().splitlines()[3:8]
['[First "how=lot" "dealer=1"]', '', '[Hand "1"]', '[Net "2 -1 -1 0"]', '[Totals "2 -1 -1 0"]']
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from engine.core import schema
from engine.core.cli import load_json, too_large
from engine.core.errors import InputError
from engine.core.messages import NOT_UTF8
from engine.core.record import MAX_RECORD_BYTES, Record, dumps, form_of
from engine.core.record_escapes import escaped_cells
from engine.core.record_export import tag_line
from engine.core.sitting_messages import (
    FIRST_PAIRS,
    FORMAT_IS,
    HAND_EXPECTED,
    HANDS_AT_MOST,
    HEAD_MISSING,
    NET_TOTALS_FIRST,
    NOT_A_FIELD,
    NOT_A_HAND_FIELD,
    NOT_A_HEAD_TAG,
    NOT_A_NUMBER,
    NUMBER_AS_TEXT,
    NUMBER_PER_SEAT,
    ONE_HAND_EACH,
    OTHER_GAME,
    SITTING_FORMAT,
    TAG_LINE,
    TAG_PAIR,
    TOO_MANY_HANDS,
)

FORMAT = "changpai-sitting/1"
MAX_HANDS = 64  # a long evening's play; bounds what one file may ask the checker to replay
MAX_SITTING_BYTES = 16 * MAX_RECORD_BYTES

Number = int | float


@dataclass(frozen=True)
class Hand:
    """One hand of the sitting: its record, what each seat won or paid, and the totals after it."""

    record: Record
    net: tuple[Number, ...]
    totals: tuple[Number, ...]

    def to_json(self) -> dict[str, Any]:
        return {"net": list(self.net), "totals": list(self.totals), "record": self.record.to_json()}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # equal by content


@dataclass(frozen=True)
class Sitting:
    """The hands in order; ``first`` says how the first dealer was found (``how``: ``flip``, ``lot``,
    ``cut``, with that way's own fields)."""

    game: str
    rules: str
    options: dict[str, Any] = field(default_factory=dict)
    tags: dict[str, str] = field(default_factory=dict)
    first: dict[str, Any] = field(default_factory=dict)
    hands: tuple[Hand, ...] = ()

    @property
    def records(self) -> tuple[Record, ...]:
        return tuple(h.record for h in self.hands)

    def dealers(self) -> tuple[int, ...]:
        return tuple(h.record.dealer for h in self.hands)

    def add(self, record: Record, net: tuple[Number, ...]) -> Sitting:
        """The sitting with one more hand, its totals the last ones plus ``net``."""
        before = self.hands[-1].totals if self.hands else (0,) * len(net)
        totals = tuple(tidy(a + b) for a, b in zip(before, net))
        return Sitting(self.game, self.rules, self.options, self.tags, self.first,
                       self.hands + (Hand(record, tuple(net), totals),))

    # --- JSON ---
    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "game": self.game, "rules": self.rules, "options": dict(self.options),
                "tags": dict(self.tags), "first": dict(self.first), "hands": [h.to_json() for h in self.hands]}

    def dumps(self) -> str:
        out = self.to_json()
        hands = ",\n".join(" {\"net\": %s, \"totals\": %s, \"record\":\n%s}" % (
            json.dumps(h["net"]), json.dumps(h["totals"]), dumps(h["record"]).rstrip("\n")) for h in out.pop("hands"))
        head = json.dumps(out, ensure_ascii=False)[:-1]
        return f"{head}, \"hands\": [\n{hands}\n]}}\n"

    @classmethod
    def from_json(cls, raw: Any) -> Sitting:
        if isinstance(raw, (str, bytes)):
            raw = load_json(raw, "sitting")
        schema.expect(raw, dict, "sitting")
        unknown = sorted(set(raw) - {"format", "game", "rules", "options", "tags", "first", "hands"})
        if unknown:
            raise InputError(NOT_A_FIELD(path=unknown[0]), unknown[0])
        if schema.field(raw, "format", str) != FORMAT:
            raise InputError(FORMAT_IS(got=raw["format"], want=FORMAT), "format")
        game = schema.field(raw, "game", str)
        rules = schema.field(raw, "rules", str)
        options = schema.field(raw, "options", dict, default={})
        tags = schema.field(raw, "tags", dict, default={})
        for k, v in tags.items():
            schema.expect(v, str, f"tags.{k}")
        first = schema.field(raw, "first", dict, default={})
        for k, v in first.items():
            schema.expect(v, (str, int), f"first.{k}")
            if isinstance(v, str) and re.fullmatch(r"-?\d+", v):  # the text form would read it back a number
                raise InputError(NUMBER_AS_TEXT(key=k, value=v), f"first.{k}")
        hands = schema.field_items(raw, "hands", dict)
        if len(hands) > MAX_HANDS:
            raise InputError(TOO_MANY_HANDS(most=MAX_HANDS, n=len(hands)), "hands")
        out = []
        for i, h in enumerate(hands):
            where = f"hands[{i}]"
            extra = sorted(set(h) - {"net", "totals", "record"})
            if extra:
                raise InputError(NOT_A_HAND_FIELD(path=f"{where}.{extra[0]}"), f"{where}.{extra[0]}")
            net = tuple(schema.field_items(h, "net", (int, float), path=where))
            totals = tuple(schema.field_items(h, "totals", (int, float), path=where))
            try:
                record = Record.from_json(schema.field(h, "record", dict, path=where))
            except InputError as e:
                raise e.at(f"{where}.record.") from None
            out.append(Hand(record, net, totals))
        return _checked(cls(game, rules, options, tags, first, tuple(out)))

    # --- text ---
    def to_text(self) -> str:
        lines = [tag_line("Sitting", FORMAT), tag_line("Game", self.game), tag_line("Rules", self.rules)]
        if self.options:
            lines.append(tag_line("Options", json.dumps(self.options, ensure_ascii=False, sort_keys=True)))
        lines += [tag_line("Tag", k, v) for k, v in self.tags.items()]
        lines.append(tag_line("First", *(f"{k}={v}" for k, v in self.first.items())))
        for i, h in enumerate(self.hands):
            lines += ["", tag_line("Hand", str(i + 1)), tag_line("Net", _numbers(h.net)),
                      tag_line("Totals", _numbers(h.totals)), h.record.to_text().rstrip("\n")]
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str, name: str = "<text>") -> Sitting:
        lines = text.split("\n")
        head: dict[str, list[str]] = {}
        tags: dict[str, str] = {}
        n = 0
        while n < len(lines) and not _HAND.match(lines[n].strip()):
            line = lines[n].strip()
            n += 1
            if not line or line.startswith(";"):
                continue
            tag, values = _tag(line, name, n)
            if tag == "Tag":
                if len(values) != 2:
                    raise InputError(TAG_PAIR(), "Tag").at(f"{name}:{n}: ")
                tags[values[0]] = values[1]
            elif tag == "First" or tag in ("Sitting", "Game", "Rules", "Options") and len(values) == 1:
                head[tag] = values
            else:
                raise InputError(NOT_A_HEAD_TAG(tag=tag), tag).at(f"{name}:{n}: ")
        for need in ("Sitting", "Game", "Rules"):
            if need not in head:
                raise InputError(HEAD_MISSING(tag=need), need).at(f"{name}: ")
        if head["Sitting"][0] != FORMAT:
            raise InputError(SITTING_FORMAT(got=head["Sitting"][0], want=FORMAT), head["Sitting"][0]).at(f"{name}: ")
        options = load_json(head["Options"][0], "Options") if "Options" in head else {}
        schema.expect(options, dict, "Options")
        first: dict[str, Any] = {}
        for part in head.get("First", []):
            key, eq, value = part.partition("=")
            if not eq:
                raise InputError(FIRST_PAIRS(part=part), part).at(f"{name}: ")
            first[key] = int(value) if re.fullmatch(r"-?\d+", value) else value
        hands: list[Hand] = []
        while n < len(lines):
            number = len(hands) + 1
            m = _HAND.match(lines[n].strip())
            if not m or int(m.group(1)) != number:
                raise InputError(HAND_EXPECTED(number=number), lines[n].strip()[:40]).at(f"{name}:{n + 1}: ")
            if number > MAX_HANDS:
                raise InputError(HANDS_AT_MOST(most=MAX_HANDS), "Hand").at(f"{name}:{n + 1}: ")
            start = n + 1
            n = start
            while n < len(lines) and not _HAND.match(lines[n].strip()):
                n += 1
            hands.append(_hand_text(lines, start, n, name))
        return _checked(cls(head["Game"][0], head["Rules"][0], options, tags, first, tuple(hands)))

    @classmethod
    def parse(cls, data: str | bytes, name: str = "<sitting>") -> Sitting:
        """JSON or text (told apart as records are), at most :data:`MAX_SITTING_BYTES` of UTF-8."""
        if isinstance(data, bytes):
            if len(data) > MAX_SITTING_BYTES:
                raise too_large("sitting", len(data), MAX_SITTING_BYTES)
            try:
                data = data.decode("utf-8")
            except UnicodeDecodeError as e:
                raise InputError(NOT_UTF8(name=name, byte=e.start), name) from None
        data = data.removeprefix("\ufeff")
        if form_of(data) == "text":
            return cls.from_text(data, name)
        try:
            return cls.from_json(data)
        except InputError as e:
            raise e.at(f"{name}: ") from None


_HAND = re.compile(r'\[Hand "(\d{1,4})"\]')
_TAG = re.compile(r'\[([A-Za-z]+)((?:\s+"(?:[^"\\]|\\.)*")*)\s*\]')


def is_sitting(data: str | bytes) -> bool:
    """Whether ``data`` is a sitting rather than one record: its format, or its text form's first tag."""
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    head = text.removeprefix("\ufeff").lstrip()[:4096]
    if head.startswith("{"):
        return f'"{FORMAT}"' in head.split('"hands"')[0]
    return head.startswith("[Sitting ")


def _tag(line: str, name: str, n: int) -> tuple[str, list[str]]:
    m = _TAG.fullmatch(line)
    if not m:
        raise InputError(TAG_LINE(), line[:40]).at(f"{name}:{n}: ")
    values = ["".join(ch for ch, _ in escaped_cells(v[1:-1], name, n))
              for v in re.findall(r'"(?:[^"\\]|\\.)*"', m.group(2))]
    return m.group(1), values


def _hand_text(lines: list[str], start: int, end: int, name: str) -> Hand:
    """``[Net]`` and ``[Totals]`` then the hand's record text, read with the file's line numbers."""
    got: dict[str, tuple[Number, ...]] = {}
    n = start
    while n < end and len(got) < 2:
        line = lines[n].strip()
        n += 1
        if not line:
            continue
        tag, values = _tag(line, name, n)
        if tag not in ("Net", "Totals") or tag in got or len(values) != 1:
            raise InputError(NET_TOTALS_FIRST(), tag).at(f"{name}:{n}: ")
        got[tag] = tuple(_number(v, name, n) for v in values[0].split())
    if len(got) < 2:
        raise InputError(NET_TOTALS_FIRST(), "Hand").at(f"{name}:{start}: ")
    record = Record.from_text("\n" * n + "\n".join(lines[n:end]), name)
    return Hand(record, got["Net"], got["Totals"])


def _number(text: str, name: str, n: int) -> Number:
    try:
        return int(text) if re.fullmatch(r"-?\d+", text) else float(text)
    except ValueError:
        raise InputError(NOT_A_NUMBER(text=text), text).at(f"{name}:{n}: ") from None


def _numbers(values: tuple[Number, ...]) -> str:
    return " ".join(str(v) for v in values)


def tidy(value: Number) -> Number:
    """Sums of money kept readable: 0.1 + 0.2 is 0.3, and a whole float an int."""
    if isinstance(value, float):
        value = round(value, 6)
        return int(value) if value.is_integer() else value
    return value


def _checked(s: Sitting) -> Sitting:
    """Every hand a record of the sitting's game and rule set, one hand each (not itself a sitting)."""
    for i, h in enumerate(s.hands):
        r = h.record
        where = f"hands[{i}].record"
        if r.sitting:
            raise InputError(ONE_HAND_EACH(where=where, n=len(r.deals)), f"{where}.deals")
        if (r.game, r.rules) != (s.game, s.rules):
            raise InputError(OTHER_GAME(where=where, game=r.game, rules=r.rules, sitting_game=s.game,
                                        sitting_rules=s.rules), f"{where}.rules")
        seats = len(r.hands)
        if len(h.net) != seats or len(h.totals) != seats:
            raise InputError(NUMBER_PER_SEAT(i=i, seats=seats), f"hands[{i}].net")
    return s
