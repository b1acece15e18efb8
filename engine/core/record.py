"""The game record every game shares — python-chess's PGN for 长牌: the envelope (game, rule set,
options, tags), each deal (dealer, dealt hands, wall, turned cards) and the events at the table
with their annotations (bilingual comments, ``$n`` glyphs, nested variations).

Two forms, one model. JSON is canonical and lossless (:meth:`Record.to_json`); the text form is
what a folklorist writes in an editor (:mod:`engine.core.record_text`, documented in
docs/content-format.md). For every record ``r``: ``Record.from_json(r.to_json()) == r`` and
``Record.from_text(r.to_text()) == r``.

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

import json
import os
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from engine.core.errors import InputError
from engine.core.game import EVENT_TYPES, Event, State, _compact

FORMAT = "changpai-record/1"
ENVELOPE_TAGS = ("Format", "Game", "Rules", "Options")
DEAL_TAGS = ("Dealer", "Hand0", "Hand1", "Hand2", "Hand3", "Wall", "Turned")
RESERVED_TAGS = frozenset(ENVELOPE_TAGS + DEAL_TAGS + ("Deal",))
LIST_TAGS = frozenset(("Players",))  # tags whose value is a list of texts
TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
SEATS = 4  # the seats of a record unless its game's plug says otherwise
MAX_HAND = 40  # a loose bound: the state machine checks each game's hand size
MAX_NAG = 255
MAX_VARIATION_DEPTH = 16  # keeps the JSON of a sitting under the 64 levels engine.core.cli reads
# Larger records are refused before they are parsed, so every record is answered within a second or two
# (a hand with full comments is about 10 KB: fifty of them fit).
MAX_RECORD_BYTES = 512 * 1024
# Kinds of table group an event may extend (``0 chi 6m onto 345m``).
ONTO_KINDS = EVENT_TYPES - {"draw", "discard", "hu", "pass", "buy", "zhizhuang"}
# Extra event fields, in canonical order; "onto" is rule-relevant, the rest are annotations.
EXTRA_KEYS = ("onto", "comment", "nags", "variations")


# --- locating errors ------------------------------------------------------------------------------

@contextmanager
def at_field(path: str) -> Iterator[None]:
    """An input error inside is reported at JSON field ``path`` (message and token)."""
    try:
        yield
    except InputError as e:
        message = str(e)
        if any(message.startswith(path + sep) for sep in ":.[ "):  # located already: said once, not twice
            raise InputError(message, e.token if str(e.token).startswith(path) else path) from None
        raise InputError(f"{path}: {message}", path) from None


@contextmanager
def at_line(name: str, line: int) -> Iterator[None]:
    """An input error inside is reported at ``name:line``; the token stays the offending word. An error
    that already names a line of this file keeps it (it is the nearer one), so the place is said once."""
    try:
        yield
    except InputError as e:
        if str(e).startswith(f"{name}:"):
            raise
        raise InputError(f"{name}:{line}: {e}", e.token or f"{name}:{line}") from None


# --- annotations ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Comment:
    """A comment in Chinese, English or both."""

    zh: str | None = None
    en: str | None = None

    def text(self, lang: str = "en") -> str:
        """The comment in ``lang``, else in the other language."""
        first, second = (self.zh, self.en) if lang == "zh" else (self.en, self.zh)
        return first if first is not None else second or ""

    def to_json(self) -> dict[str, str]:
        return {k: v for k, v in (("zh", self.zh), ("en", self.en)) if v is not None}


def onto_of(event: Event) -> str | None:
    """The table group an event extends, as ``KIND:CARDS`` (``chi:345m``)."""
    onto: str | None = event.get("onto")
    return onto


def comment_of(event: Event) -> Comment | None:
    comment: Comment | None = event.get("comment")
    return comment


def nags_of(event: Event) -> tuple[int, ...]:
    nags: tuple[int, ...] = event.get("nags", ())
    return nags


def variations_of(event: Event) -> tuple[tuple[Event, ...], ...]:
    """The alternatives to this event: each a line of events played instead of it."""
    lines: tuple[tuple[Event, ...], ...] = event.get("variations", ())
    return lines


_KEEP: Any = object()


def annotated(event: Event, *, onto: Any = _KEEP, comment: Any = _KEEP, nags: Any = _KEEP,
              variations: Any = _KEEP) -> Event:
    """The event with some annotations replaced (``None`` or empty removes one); extras stay in
    canonical order, so equal annotations print equally.

    >>> from engine.cards import DECK
    >>> e = annotated(Event.parse("3 discard 2s", DECK), nags=[2], comment=Comment(en="?"))
    >>> [k for k, _ in e.extra], nags_of(annotated(e, nags=()))
    (['comment', 'nags'], ())
    """
    old = dict(event.extra)
    new = {"onto": onto, "comment": comment, "nags": nags, "variations": variations}
    values = {k: old.get(k) if v is _KEEP else v for k, v in new.items()}
    values["nags"] = tuple(values["nags"] or ())
    values["variations"] = tuple(tuple(line) for line in values["variations"] or ())
    extra = tuple((k, values[k]) for k in EXTRA_KEYS if values[k])
    return Event(event.seat, event.type, event.card, event.with_, extra)


# --- deals and records ----------------------------------------------------------------------------

def format_hand(cards: Sequence[Any]) -> str:
    """A dealt hand in canonical compact notation (deck order, suit letters shared)."""
    return _compact(sorted(cards))


@dataclass(frozen=True, eq=False)
class Deal:
    """One hand of play: the dealer, what each seat was dealt (empty for a seat sitting out), the
    wall in the order it is flipped and the 笃子胡 turned cards when known, and the events."""

    dealer: int
    hands: tuple[tuple[Any, ...], ...]
    events: tuple[Event, ...] = ()
    wall: tuple[Any, ...] | None = None
    turned: tuple[Any, ...] | None = None
    comment: Comment | None = None  # said before the first event

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"dealer": self.dealer, "hands": [format_hand(h) for h in self.hands]}
        if self.wall is not None:
            out["wall"] = " ".join(c.code for c in self.wall)
        if self.turned is not None:
            out["turned"] = [c.code for c in self.turned]
        if self.comment is not None:
            out["comment"] = self.comment.to_json()
        out["events"] = [event_to_json(e) for e in self.events]
        return out

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # equal by content, so unhashable (typeshed types __hash__ as a method)


@dataclass(frozen=True)
class Node:
    """Where an event sits: ``deal`` (0 for a single hand) and ``path``: ``(i,)`` is mainline event
    ``i``; ``(i, v, j)`` is event ``j`` of variation ``v`` of event ``i``; and so on down."""

    deal: int
    path: tuple[int, ...]
    event: Event

    @property
    def depth(self) -> int:
        return len(self.path) // 2


@dataclass(frozen=True, eq=False)
class Record:
    """A game record. A single hand keeps dealer, hands, wall, turned, comment and events here; a
    sitting keeps them per hand in ``deals`` (and leaves these at their defaults).

    Build records with :meth:`from_json`, :meth:`from_text` or :meth:`load` (they validate), or
    ``dataclasses.replace`` of one of those. Equality compares everything, annotations too."""

    game: str
    rules: str
    options: dict[str, Any] = field(default_factory=dict)
    tags: dict[str, Any] = field(default_factory=dict)
    dealer: int = 0
    hands: tuple[tuple[Any, ...], ...] = ((),) * SEATS
    wall: tuple[Any, ...] | None = None
    turned: tuple[Any, ...] | None = None
    events: tuple[Event, ...] = ()
    deals: tuple[Deal, ...] = ()
    comment: Comment | None = None
    format: str = FORMAT

    @property
    def sitting(self) -> bool:
        return bool(self.deals)

    @property
    def deck(self) -> Any:
        return deck_of(self.game)

    def rule_set(self) -> Any:
        """The preset named by ``rules`` with ``options`` applied."""
        preset = preset_of(self.game, self.rules)
        if hasattr(preset, "with_json_options"):
            return preset.with_json_options(self.options)
        return replace(preset, **self.options)

    def state(self, deal: int = 0) -> State:
        """A fresh table for hand ``deal``, before its events, from the record's game
        (:meth:`engine.core.registry.GamePlug.new_state`): any game's :class:`~engine.core.game.State`."""
        from engine.core.registry import game

        return game(self.game).new_state(self, deal)

    def all_deals(self) -> tuple[Deal, ...]:
        """Every hand played: the sitting's deals, or the one hand of this record."""
        if self.deals:
            return self.deals
        return (Deal(self.dealer, self.hands, self.events, self.wall, self.turned, self.comment),)

    # --- walking ---
    def walk(self) -> Iterator[Node]:
        """Every event, mainline and variations, in document order (an event, then its variations)."""
        for d, deal in enumerate(self.all_deals()):
            yield from _walk(d, deal.events, ())

    def line(self, node: Node) -> tuple[Event, ...]:
        """The plain events played from the deal up to and including ``node`` (what to replay)."""
        events, path = self.all_deals()[node.deal].events, node.path
        out: list[Event] = []
        for k in range(0, len(path), 2):
            i = path[k]
            if k + 1 == len(path):
                out.extend(events[:i + 1])
                break
            out.extend(events[:i])
            events = variations_of(events[i])[path[k + 1]]
        return tuple(e.plain() for e in out)

    def accept(self, visitor: Visitor) -> Any:
        """Drive ``visitor`` over the record (python-chess's ``Game.accept``); returns its result."""
        visitor.begin_record(self)
        for name, value in self.tags.items():
            visitor.visit_tag(name, value)
        for d, deal in enumerate(self.all_deals()):
            visitor.begin_deal(d, deal)
            if deal.comment is not None:
                visitor.visit_comment(deal.comment, None)
            _visit(visitor, d, deal.events, ())
            visitor.end_deal(d, deal)
        visitor.end_record(self)
        return visitor.result()

    # --- forms ---
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": self.format, "game": self.game, "rules": self.rules,
                               "options": {k: json_value(v) for k, v in self.options.items()},
                               "tags": {k: list(v) if k in LIST_TAGS else v for k, v in self.tags.items()}}
        if self.deals:
            out["deals"] = [d.to_json() for d in self.deals]
        else:
            out.update(self.all_deals()[0].to_json())
        return out

    def dumps(self) -> str:
        """The JSON as text: one key per line, one event per line."""
        return dumps(self.to_json())

    def to_text(self) -> str:
        from engine.core.record_export import to_text

        return to_text(self)

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """From a JSON object (or its text/bytes); errors name the field, e.g. ``events[3].card``."""
        if isinstance(data, (str, bytes)):
            from engine.core.cli import load_json

            data = load_json(data, "record")
        from engine.core.record_json import record_from_json

        return record_from_json(data)

    @classmethod
    def from_text(cls, text: str, name: str = "<text>") -> Record:
        """From the text form; errors name ``name:line``."""
        from engine.core.record_text import parse

        return parse(text, name)

    @classmethod
    def parse(cls, data: str | bytes, name: str = "<record>") -> Record:
        """JSON or text, told apart by the first character (``{`` is JSON); at most
        :data:`MAX_RECORD_BYTES` bytes of UTF-8."""
        from engine.core.cli import too_large

        size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "surrogatepass"))
        if size > MAX_RECORD_BYTES:
            raise too_large("record", size, MAX_RECORD_BYTES)
        if isinstance(data, bytes):
            try:
                data = data.decode("utf-8")
            except UnicodeDecodeError as e:
                raise InputError(f"{name} is not UTF-8 (byte {e.start})", name) from None
        data = data.removeprefix("\ufeff")
        if form_of(data) == "text":
            return cls.from_text(data, name)
        try:
            return cls.from_json(data)
        except InputError as e:
            raise InputError(f"{name}: {e}", e.token) from None

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
            raise InputError(f"cannot read {text!r}: {e.strerror}", text) from None
        return cls.parse(data, text)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Record) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # equal by content, so unhashable (typeshed types __hash__ as a method)


load = Record.load


def form_of(data: str | bytes) -> str:
    """``"json"`` when the first character (after a byte-order mark and blanks) is ``{``, else ``"text"``."""
    if isinstance(data, bytes):
        data = data.decode("utf-8", "replace")
    return "json" if data.removeprefix("\ufeff").lstrip().startswith("{") else "text"


class Visitor:
    """Override what you need; :meth:`Record.accept` calls, in document order: ``begin_record``,
    ``visit_tag`` per tag, then per deal ``begin_deal``, the deal's comment (``node`` None), and
    per event ``visit_event``, ``visit_nags``, ``visit_comment``, then per variation
    ``begin_variation``, its events, ``end_variation``; ``end_deal``, ``end_record``, ``result``."""

    def begin_record(self, record: Record) -> None: ...

    def visit_tag(self, name: str, value: Any) -> None: ...

    def begin_deal(self, index: int, deal: Deal) -> None: ...

    def visit_event(self, node: Node) -> None: ...

    def visit_nags(self, nags: tuple[int, ...], node: Node) -> None: ...

    def visit_comment(self, comment: Comment, node: Node | None) -> None: ...

    def begin_variation(self, node: Node, index: int) -> None: ...

    def end_variation(self, node: Node, index: int) -> None: ...

    def end_deal(self, index: int, deal: Deal) -> None: ...

    def end_record(self, record: Record) -> None: ...

    def result(self) -> Any:
        return None


def _walk(deal: int, events: Sequence[Event], prefix: tuple[int, ...]) -> Iterator[Node]:
    for i, e in enumerate(events):
        node = Node(deal, prefix + (i,), e)
        yield node
        for v, line in enumerate(variations_of(e)):
            yield from _walk(deal, line, node.path + (v,))


def _visit(visitor: Visitor, deal: int, events: Sequence[Event], prefix: tuple[int, ...]) -> None:
    for i, e in enumerate(events):
        node = Node(deal, prefix + (i,), e)
        visitor.visit_event(node)
        if nags_of(e):
            visitor.visit_nags(nags_of(e), node)
        comment = comment_of(e)
        if comment is not None:
            visitor.visit_comment(comment, node)
        for v, line in enumerate(variations_of(e)):
            visitor.begin_variation(node, v)
            _visit(visitor, deal, line, node.path + (v,))
            visitor.end_variation(node, v)


# --- JSON out -------------------------------------------------------------------------------------

def json_value(value: Any) -> Any:
    return [json_value(v) for v in value] if isinstance(value, (list, tuple)) else value


def event_to_json(e: Event) -> dict[str, Any]:
    """An event with its annotations, variations included (the canonical JSON)."""
    return e.to_json()


def dumps(data: dict[str, Any]) -> str:
    """Record JSON printed with one top-level key per line and one event per line."""
    def one(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    def obj(d: dict[str, Any], pad: str) -> str:
        items = []
        for key, value in d.items():
            if key == "events" and value:
                items.append(f"{one(key)}: [\n" + ",\n".join(f"{pad}  {one(e)}" for e in value) + "]")
            elif key == "deals":
                items.append(f"{one(key)}: [\n" + ",\n".join(f"{pad}  {obj(x, pad + '   ')}" for x in value) + "]")
            else:
                items.append(f"{one(key)}: {one(value)}")
        return "{" + (",\n" + pad).join(items) + "}"

    return obj(data, " ") + "\n"


# --- the game's deck, seats and rule set ------------------------------------------------------------

def deck_of(game: str) -> Any:
    from engine.core.registry import game as known_game

    return known_game(game).deck


def copies_of(game: str) -> dict[str, int]:
    """Kinds a record of ``game`` may hold in other numbers than its deck's copies (its plug's
    :attr:`~engine.core.registry.GamePlug.copies`)."""
    from engine.core.registry import game as known_game

    return dict(known_game(game).copies)


def seats_of(game: str) -> int:
    """The seats a record of ``game`` lists (its plug's :attr:`~engine.core.registry.GamePlug.seats`)."""
    from engine.core.registry import game as known_game

    return known_game(game).seats


def preset_of(game: str, rules: Any) -> Any:
    from engine.core.registry import game as known_game

    return known_game(game).preset(rules)
