"""The game record every game shares — python-chess's PGN for 长牌: the envelope (game, rule set,
options, tags), each deal (dealer, dealt hands, wall, turned cards) and the events at the table
with their annotations (bilingual comments, ``$n`` glyphs, nested variations).

Two forms, one model. JSON is canonical and lossless (:meth:`Record.to_json`); the text form is
what a folklorist writes in an editor (:mod:`engine.core.record_text`, documented in
docs/content-format.md). For every record ``r``: ``Record.from_json(r.to_json()) == r`` and
``Record.from_text(r.to_text()) == r``.

This module is what callers import: the values, walks and visitor of :mod:`engine.core.record_data`,
and :class:`Record`, those values with their forms read (:mod:`engine.core.record_json`,
:mod:`engine.core.record_text`) and written (:mod:`engine.core.record_export`). The converters import
the data module, never this one.

>>> r = Record.from_text('''[Game "bahu"]
... [Rules "haimen"]
... [Players "甲" "乙" "丙" "丁"]
... [Dealer "0"]
... [Hand0 "2345m"]
... [Hand1 "678p"]
... [Hand2 ""]
... [Hand3 "7p 2s"]
... 0 发 五万
... 3 peng 7p
... 3 discard 2s $2 {zh: 该打九万 | en: 9m was better} (3 discard 9m)
... 0 chi 2s 34s
... ''')
>>> [e.code() for e in r.events]
['0 discard 5m', '3 peng 7p', '3 discard 2s', '0 chi 2s 34s']
>>> comment_of(r.events[2]).en, nags_of(r.events[2])
('9m was better', (2,))
>>> r.to_json()["events"][2]
{'seat': 3, 'type': 'discard', 'card': '2s', 'comment': {'zh': '该打九万', 'en': '9m was better'}, 'nags': [2], 'variations': [[{'seat': 3, 'type': 'discard', 'card': '9m'}]]}
>>> Record.from_json(r.to_json()) == r == Record.from_text(r.to_text())
True
>>> [(n.path, n.event.code()) for n in r.walk()][2:4]
[((2,), '3 discard 2s'), ((2, 0, 0), '3 discard 9m')]
>>> [e.code() for e in r.line(Node(0, (2, 0, 0), r.events[2]))]
['0 discard 5m', '3 peng 7p', '3 discard 9m']

Errors name the field (JSON) or ``file:line`` (text):

>>> Record.from_json({**r.to_json(), "events": [{"seat": 0, "type": "discard", "card": "3z"}]})
Traceback (most recent call last):
...
engine.core.errors.InputError: events[0].card: unknown card '3z'
"""

from __future__ import annotations

import os
from typing import Any

from engine.core.cli import load_json, too_large
from engine.core.errors import InputError
from engine.core.game import State
from engine.core.messages import CANNOT_READ, NOT_UTF8, why_unread
from engine.core.record_data import (
    DEAL_TAGS,
    ENVELOPE_TAGS,
    EXTRA_KEYS,
    FORMAT,
    LIST_TAGS,
    MAX_HAND,
    MAX_NAG,
    MAX_RECORD_BYTES,
    MAX_VARIATION_DEPTH,
    ONTO_KINDS,
    RESERVED_TAGS,
    SEATS,
    TAG_NAME,
    Comment,
    Deal,
    Node,
    RecordData,
    Visitor,
    annotated,
    at_field,
    at_line,
    at_of,
    comment_of,
    copies_of,
    deck_of,
    dumps,
    event_to_json,
    form_of,
    format_group,
    format_hand,
    json_value,
    line_of,
    nags_of,
    onto_of,
    preset_of,
    seats_of,
    variations_of,
)
from engine.core.record_export import to_text
from engine.core.record_json import record_from_json
from engine.core.record_text import parse as parse_text
from engine.core.registry import game as known_game

__all__ = [
    "Comment",
    "DEAL_TAGS",
    "Deal",
    "ENVELOPE_TAGS",
    "EXTRA_KEYS",
    "FORMAT",
    "LIST_TAGS",
    "MAX_HAND",
    "MAX_NAG",
    "MAX_RECORD_BYTES",
    "MAX_VARIATION_DEPTH",
    "Node",
    "ONTO_KINDS",
    "RESERVED_TAGS",
    "Record",
    "RecordData",
    "SEATS",
    "TAG_NAME",
    "Visitor",
    "annotated",
    "at_field",
    "at_line",
    "at_of",
    "comment_of",
    "copies_of",
    "deck_of",
    "dumps",
    "event_to_json",
    "form_of",
    "format_group",
    "format_hand",
    "json_value",
    "line_of",
    "load",
    "nags_of",
    "onto_of",
    "preset_of",
    "seats_of",
    "variations_of",
]


class Record(RecordData):
    """A game record (:class:`~engine.core.record_data.RecordData`) that reads and writes its forms.

    Build records with :meth:`from_json`, :meth:`from_text` or :meth:`load` (they validate), or
    ``dataclasses.replace`` of one of those. Equality compares everything, annotations too."""

    def state(self, deal: int = 0) -> State:
        """A fresh table for hand ``deal``, before its events, from the record's game
        (:meth:`engine.core.registry.GamePlug.new_state`): any game's :class:`~engine.core.game.State`."""
        return known_game(self.game).new_state(self, deal)

    def to_text(self) -> str:
        return to_text(self)

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """From a JSON object (or its text/bytes); errors name the field, e.g. ``events[3].card``."""
        if isinstance(data, (str, bytes)):
            data = load_json(data, "record")
        return record_from_json(data, cls)

    @classmethod
    def from_text(cls, text: str, name: str = "<text>") -> Record:
        """From the text form; errors name ``name:line``."""
        return parse_text(text, cls, name)

    @classmethod
    def parse(cls, data: str | bytes, name: str = "<record>") -> Record:
        """JSON or text, told apart by the first character (``{`` is JSON); at most
        :data:`MAX_RECORD_BYTES` bytes of UTF-8."""
        size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
        if size > MAX_RECORD_BYTES:
            raise too_large("record", size, MAX_RECORD_BYTES)
        if isinstance(data, bytes):
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

    @classmethod
    def load(cls, source: str | bytes | os.PathLike[str]) -> Record:
        """A record from a path, or from its content (bytes, or a str holding a line break or
        starting with ``{``, ``[`` or ``;``)."""
        if isinstance(source, bytes):
            return cls.parse(source)
        text = os.fspath(source)
        if not isinstance(source, os.PathLike) and ("\n" in text or text.lstrip()[:1] in ("{", "[", ";")):
            return cls.parse(text)
        try:
            with open(text, "rb") as f:
                data = f.read()
        except OSError as e:
            raise InputError(CANNOT_READ(path=text, why=why_unread(e)), text) from None
        return cls.parse(data, text)


load = Record.load
