"""Table play, game-independent: events (a game's moves), violations, outcomes, and the protocol
every game's state machine follows (python-chess's ``Board``: ``legal_moves``, ``push``, ``pop``).

An :class:`Event` is one thing that happened at the table: ``Event(3, "peng", card)``. It prints as
one line of the record's text form (``3 peng 7p``) and parses back; the card types are the game's
deck, given to :meth:`Event.parse`.

>>> from engine.cards import DECK
>>> e = Event.parse("0 chi 2s 34s", DECK)
>>> e.seat, e.type, e.card.code, [c.code for c in e.with_]
(0, 'chi', '2s', ['3s', '4s'])
>>> e.code()
'0 chi 2s 34s'
>>> Event.parse("2 碰 七饼", DECK).code()
'2 peng 7p'
>>> Event.from_json({"seat": 3, "type": "discard", "card": "2s"}, DECK).to_json()
{'seat': 3, 'type': 'discard', 'card': '2s'}
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from engine.core import schema
from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.input_messages import EVENT_NEEDS_CARD, EVENT_SHAPE, EVENT_TYPE
from engine.core.messages import NEEDS_A_CARD, NOT_A_SEAT, UNKNOWN_TYPE
from engine.core.reason import Reason, Reasoned
from engine.core.verdict import Line

# Chinese verbs accepted in the text form, and the event type each one means.
VERBS_ZH: dict[str, str] = {"发": "discard", "打": "discard", "出": "discard", "摸": "draw", "翻": "draw", "揭": "draw",
                            "碰": "peng", "杠": "gang", "吃": "chi", "涨": "zhang", "胡": "hu", "买": "buy",
                            "过": "pass", "炸": "bomb", "歪": "wai", "溜": "liu", "加杠": "jiagang", "暗杠": "angang",
                            "龙": "long", "喜": "xi", "折庄": "zhizhuang"}
EVENT_TYPES: frozenset[str] = frozenset(("buy", "bomb", "draw", "discard", "peng", "gang", "chi", "zhang", "hu",
                                         "pass", "jiagang", "angang", "long", "xi", "zhizhuang", "wai", "liu"))
VERB_ZH: dict[str, str] = {kind: verb for verb, kind in reversed(VERBS_ZH.items())}  # each type's first Chinese verb
NO_CARD: frozenset[str] = frozenset(("pass", "buy", "zhizhuang"))
# Extra fields the rules see: the table group an event extends (``0 chi 6m onto 345m``) and the cards
# a seat held when it bought (``2 buy at 3``). The other extras (comment, nags, variations) are
# annotations, dropped by :meth:`Event.plain`.
RULE_EXTRAS: frozenset[str] = frozenset(("onto", "at"))


@dataclass(frozen=True)
class Event:
    seat: int
    type: str
    card: Any = None
    with_: tuple[Any, ...] = ()
    extra: tuple[tuple[str, Any], ...] = field(default=(), compare=False)  # comment, nags, variations …

    def code(self) -> str:
        parts = [str(self.seat), self.type]
        if self.card is not None:
            parts.append(self.card.code)
        if self.with_:
            parts.append(_compact(self.with_))
        return " ".join(parts)

    def __str__(self) -> str:
        return self.code()

    @classmethod
    def parse(cls, text: str, deck: Any) -> Event:
        words = text.split()
        if len(words) < 2:
            raise InputError(EVENT_SHAPE(text=text), text.strip() or "event")
        seat = _seat(words[0])
        kind = VERBS_ZH.get(words[1], words[1].lower())
        if kind not in EVENT_TYPES:
            raise InputError(EVENT_TYPE(text=text, word=words[1]), words[1])
        card = None
        with_: tuple[Any, ...] = ()
        if len(words) >= 3:
            card = deck.card(words[2])
        elif kind not in NO_CARD:
            raise InputError(EVENT_NEEDS_CARD(text=text, move=_move(kind)), kind)
        if len(words) >= 4:
            with_ = tuple(deck.parse(" ".join(words[3:])))
        return cls(seat, kind, card, with_)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "type": self.type}
        if self.card is not None:
            out["card"] = self.card.code
        if self.with_:
            out["with"] = [c.code for c in self.with_]
        for k, v in self.extra:
            out[k] = _jsonable(v)
        return out

    @classmethod
    def from_json(cls, raw: Any, deck: Any, where: str = "event") -> Event:
        schema.expect(raw, dict, where)
        seat = schema.seat(schema.field(raw, "seat", object, path=where), f"{where}.seat")
        kind = schema.field(raw, "type", str, path=where)
        if kind not in EVENT_TYPES:
            raise InputError(UNKNOWN_TYPE(where=where, kind=kind), f"{where}.type")
        card = schema.field(raw, "card", (str, type(None)), path=where, default=None)
        if card is None and kind not in NO_CARD:
            raise InputError(NEEDS_A_CARD(move=_move(kind)), f"{where}.card").at(f"{where}.card: ")
        with_raw = schema.field_items(raw, "with", str, path=where, default=[])
        try:
            parsed = deck.card(card) if card is not None else None
            with_ = tuple(deck.card(c) for c in with_raw)
        except InputError as e:
            raise e.at(f"{where}: ") from None
        extra = tuple((k, v) for k, v in raw.items() if k not in ("seat", "type", "card", "with"))
        return cls(seat, kind, parsed, with_, extra)

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.extra).get(key, default)

    def plain(self) -> Event:
        """The event without comments, glyphs and variations (what the rules see)."""
        return Event(self.seat, self.type, self.card, self.with_, tuple(kv for kv in self.extra if kv[0] in RULE_EXTRAS))


def _jsonable(value: Any) -> Any:
    """Annotation values as JSON: objects with ``to_json`` (comments, events), tuples as lists."""
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


def _move(kind: str) -> Text:
    """An event type as a move: its Chinese verb (碰), its English type (peng)."""
    return Text(VERB_ZH.get(kind, kind), kind)


def _seat(word: str) -> int:
    if not (word.isdigit() and 0 <= int(word) <= 3):
        raise InputError(NOT_A_SEAT(word=word, last=3), word)
    return int(word)


def _compact(cards: Sequence[Any]) -> str:
    out: list[str] = []
    suit = ""
    for c in cards:
        code = c.code
        if len(code) == 1:
            if suit:
                out.append(suit)
                suit = ""
            out.append(code)
            continue
        if suit and suit != code[-1]:
            out.append(suit)
        out.append(code[:-1])
        suit = code[-1]
    if suit:
        out.append(suit)
    return "".join(out)


@dataclass(frozen=True)
class Violation(Reasoned):
    """A rule broken at the table. Like a referee, the replayer records it and play goes on with the
    penalty applied. It carries the :class:`~engine.core.reason.Reason` (rule, paragraph, parameters);
    the words are made only when it is shown or written out.

    >>> from engine.core.reason import declare
    >>> LATE = declare("demo.late", "s000.p081", "{seat:seat}出牌迟了", "{seat:seat} played late")
    >>> v = Violation(4, 2, LATE(seat=2), "bao")
    >>> v.rule, v.source, v.en, v.to_json()["zh"]
    ('demo.late', 's000.p081', 'Player C played late', '丙家出牌迟了')
    """

    event: int  # 0-based index into the record's events (-1: the deal itself)
    seat: int
    reason: Reason
    penalty: str  # the penalty the sources give: "zuolao", "zhezhuang", "bao", "sishou", …

    def to_json(self) -> dict[str, Any]:
        return {"event": self.event, "seat": self.seat, "rule": self.rule, "source": self.source, "zh": self.zh,
                "en": self.en, "penalty": self.penalty}


class End(str, Enum):
    """How a hand ended: won (胡), the wall ran out, or the record stops before the end."""

    HU = "hu"
    EXHAUSTED = "exhausted"
    ABANDONED = "abandoned"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Outcome:
    end: End
    winner: int | None
    zhuang: tuple[int, ...]
    net: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "end", End(self.end))

    def to_json(self) -> dict[str, Any]:
        return {"end": self.end.value, "winner": self.winner, "zhuang": list(self.zhuang), "net": list(self.net)}


@dataclass(frozen=True)
class Result:
    """What a hand came to, the one shape every game's plug answers (``GamePlug.result``): how it
    ended, who won, the count each seat settles on (庄, 胡 or 息: ``zhuang``), what each seat gains or
    pays (``net``, summing to zero), the settlement's lines with their reasons, and the game's own
    fields for its JSON answer (``details``, in order).

    >>> r = Result(End.HU, 1, (0, 9, 0, 0), (-3, 9, -3, -3), details=(("hutou", 9),))
    >>> r.to_json()
    {'end': 'hu', 'winner': 1, 'zhuang': [0, 9, 0, 0], 'net': [-3, 9, -3, -3], 'hutou': 9}
    >>> Result.unfinished(4).to_json()["end"]
    'abandoned'
    """

    end: End
    winner: int | None
    zhuang: tuple[int, ...]
    net: tuple[int, ...]
    lines: tuple[Line, ...] = ()
    details: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "end", End(self.end))
        object.__setattr__(self, "zhuang", tuple(self.zhuang))
        object.__setattr__(self, "net", tuple(self.net))

    @classmethod
    def of(cls, outcome: Outcome | None, seats: int, lines: Iterable[Line] = (),
           details: Iterable[tuple[str, Any]] = ()) -> Result:
        """The result of a state's :meth:`State.outcome` (``None``: the hand is not over)."""
        if outcome is None:
            return cls.unfinished(seats)
        return cls(outcome.end, outcome.winner, outcome.zhuang, outcome.net, tuple(lines), tuple(details))

    @classmethod
    def unfinished(cls, seats: int) -> Result:
        return cls(End.ABANDONED, None, (0,) * seats, (0,) * seats)

    def detail(self, key: str, default: Any = None) -> Any:
        return dict(self.details).get(key, default)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"end": self.end.value, "winner": self.winner, "zhuang": list(self.zhuang),
                               "net": list(self.net)}
        out.update(self.details)
        return out


class State(Protocol):
    """What every game's table state offers (each game's ``engine/<game>/state.py``)."""

    game: str

    @property
    def events(self) -> Sequence[Event]: ...  # the events pushed so far

    @property
    def wall(self) -> Sequence[Any] | None: ...  # the wall in drawing order, when the table knows it

    @property
    def wall_left(self) -> int: ...  # cards still to come from the wall

    def legal_moves(self) -> list[Event]: ...

    def push(self, event: Event) -> list[Violation]: ...

    def pop(self) -> Event: ...

    def is_over(self) -> bool: ...

    def outcome(self) -> Outcome | None: ...

    def to_move(self) -> int | None: ...

    def snapshot(self) -> dict[str, Any]: ...


def replay(state: State, events: Iterable[Event]) -> Iterator[tuple[int, Event, list[Violation]]]:
    """Push events one by one, yielding each with the violations it caused."""
    for i, event in enumerate(events):
        yield i, event, state.push(event)
