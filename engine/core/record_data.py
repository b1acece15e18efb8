"""The game record's data, without its forms: the envelope (game, rule set, options, tags), each
deal (dealer, dealt hands, wall, turned cards), the events with their annotations (bilingual
comments, ``$n`` glyphs, nested variations), walking and visiting them, and the JSON they print as.

Reading a record (JSON or text) and writing its text form are the converters' (``record_json``,
``record_text``, ``record_export``), which build and read the values here; :mod:`engine.core.record`
puts them together as :class:`~engine.core.record.Record`, what every caller imports. Nothing here
imports a converter, so the converters import this module and nothing imports them back.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from engine.core.errors import InputError
from engine.core.game import EVENT_TYPES, Event, _compact

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
# Extra event fields, in canonical order; "onto" and "at" are rule-relevant, the rest are annotations.
EXTRA_KEYS = ("onto", "at", "comment", "nags", "variations")


# --- locating errors ------------------------------------------------------------------------------

@contextmanager
def at_field(path: str) -> Iterator[None]:
    """An input error inside is reported at JSON field ``path`` (message and token)."""
    try:
        yield
    except InputError as e:
        message = str(e)
        if any(message.startswith(path + sep) for sep in ":.[ "):  # located already: said once, not twice
            raise e.at("", e.token if str(e.token).startswith(path) else path) from None
        raise e.at(f"{path}: ", path) from None


@contextmanager
def at_line(name: str, line: int) -> Iterator[None]:
    """An input error inside is reported at ``name:line``; the token stays the offending word. An error
    that already names a line of this file keeps it (it is the nearer one), so the place is said once."""
    try:
        yield
    except InputError as e:
        if str(e).startswith(f"{name}:"):
            raise
        raise e.at(f"{name}:{line}: ", e.token or f"{name}:{line}") from None


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


def at_of(event: Event) -> int | None:
    """The number of cards a seat held when it made the event (``2 buy at 3``), when the record says."""
    at: int | None = event.get("at")
    return at


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


def annotated(event: Event, *, onto: Any = _KEEP, at: Any = _KEEP, comment: Any = _KEEP, nags: Any = _KEEP,
              variations: Any = _KEEP) -> Event:
    """The event with some annotations replaced (``None`` or empty removes one); extras stay in
    canonical order, so equal annotations print equally.

    >>> from engine.cards import DECK
    >>> e = annotated(Event.parse("3 discard 2s", DECK), nags=[2], comment=Comment(en="?"))
    >>> [k for k, _ in e.extra], nags_of(annotated(e, nags=()))
    (['comment', 'nags'], ())
    """
    old = dict(event.extra)
    new = {"onto": onto, "at": at, "comment": comment, "nags": nags, "variations": variations}
    values = {k: old.get(k) if v is _KEEP else v for k, v in new.items()}
    values["nags"] = tuple(values["nags"] or ())
    values["variations"] = tuple(tuple(line) for line in values["variations"] or ())
    extra = tuple((k, values[k]) for k in EXTRA_KEYS if values[k] or (k == "at" and values[k] is not None))
    return Event(event.seat, event.type, event.card, event.with_, extra)


# --- deals and records ----------------------------------------------------------------------------

def format_hand(cards: Sequence[Any]) -> str:
    """A dealt hand in compact notation (suit letters shared), its cards in the order given: the order
    the seat drew them when that is known, so a record reads back as it was written.

    >>> from engine.cards import DECK
    >>> format_hand(DECK.parse("3m 4m 2s 5m Q 6m")), format_group(DECK.parse("5m 3m 4m"))
    ('34m2s5mQ6m', '345m')
    """
    return _compact(cards)


def format_group(cards: Sequence[Any]) -> str:
    """A group of cards in canonical compact notation (deck order, suit letters shared)."""
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
class RecordData:
    """A game record's values. A single hand keeps dealer, hands, wall, turned, comment and events
    here; a sitting keeps them per hand in ``deals`` (and leaves these at their defaults).

    Callers use :class:`engine.core.record.Record`, this with its forms read and written: build records
    with its ``from_json``, ``from_text`` or ``load`` (they validate), or ``dataclasses.replace`` of one
    of those. Equality compares everything, annotations too."""

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

    def drawn_in_order(self, seat: int) -> bool:
        """Whether the record lists ``seat``'s hand in the order it was drawn: a hand written in card
        order (longer than three cards) says nothing of which cards came first."""
        hand = list(self.hands[seat]) if not self.sitting else []
        return len(hand) <= 3 or hand != sorted(hand)

    def line(self, node: Node) -> tuple[Event, ...]:
        """The plain events played from the deal up to and including ``node`` (what to replay)."""
        return tuple(line_of(self.all_deals()[node.deal].events, node.path))

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

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RecordData) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]  # equal by content, so unhashable (typeshed types __hash__ as a method)


# The class a reader builds: the converters are handed it, so they need not import the class with the
# methods that call them.
RecordT = TypeVar("RecordT", bound=RecordData)


def form_of(data: str | bytes) -> str:
    """``"json"`` when the first character (after a byte-order mark and blanks) is ``{``, else ``"text"``."""
    if isinstance(data, bytes):
        data = data.decode("utf-8", "replace")
    return "json" if data.removeprefix("\ufeff").lstrip().startswith("{") else "text"


class Visitor:
    """Override what you need; :meth:`RecordData.accept` calls, in document order: ``begin_record``,
    ``visit_tag`` per tag, then per deal ``begin_deal``, the deal's comment (``node`` None), and
    per event ``visit_event``, ``visit_nags``, ``visit_comment``, then per variation
    ``begin_variation``, its events, ``end_variation``; ``end_deal``, ``end_record``, ``result``."""

    def begin_record(self, record: RecordData) -> None: ...

    def visit_tag(self, name: str, value: Any) -> None: ...

    def begin_deal(self, index: int, deal: Deal) -> None: ...

    def visit_event(self, node: Node) -> None: ...

    def visit_nags(self, nags: tuple[int, ...], node: Node) -> None: ...

    def visit_comment(self, comment: Comment, node: Node | None) -> None: ...

    def begin_variation(self, node: Node, index: int) -> None: ...

    def end_variation(self, node: Node, index: int) -> None: ...

    def end_deal(self, index: int, deal: Deal) -> None: ...

    def end_record(self, record: RecordData) -> None: ...

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


def line_of(events: Sequence[Event], path: tuple[int, ...]) -> list[Event]:
    """The plain events played from the deal up to and including the event at ``path`` (a main-line
    index, then a variation's number and an index in it, and so on)."""
    out: list[Event] = []
    for k in range(0, len(path), 2):
        i = path[k]
        if k + 1 == len(path):
            out.extend(events[:i + 1])
            break
        out.extend(events[:i])
        events = variations_of(events[i])[path[k + 1]]
    return [e.plain() for e in out]
