"""Reading and writing a 八胡 hand as a record (JSON, format ``changpai-record/1``), checking it and
replaying it to any event.

The record: ``{"format": "changpai-record/1", "game": "bahu", "rules": "haimen", "options": {…},
"tags": {…}, "dealer": 0, "hands": [4 strings of cards], "wall": "cards" (optional), "events": [{"seat",
"type", "card", "with"}, …]}``. ``options`` may hold any option of the rule set
(:class:`~engine.bahu.rules.RuleSet`, the options of play included); ``tags.cannon`` and ``tags.jailed`` name seats carrying
大炮 or 坐牢 in from earlier hands. :func:`load_record` is the one reader here, small on purpose so
the shared record module can take its place.

>>> from engine.core.rng import deal
>>> hands, wall = deal(deck_for(RuleSet.named("tongdong")), [26, 25, 25, 25], seed=1)
>>> rec = record_json("tongdong", 0, hands, wall, [])
>>> rec["format"], len(rec["wall"].split()), check(rec)["events"]
('changpai-record/1', 19, 0)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.bahu.deck import deck_for  # noqa: F401 - many callers import it from here
from engine.bahu.rules import RuleSet
from engine.bahu.state import BahuState
from engine.bahu.groups import X_INDEX
from engine.cards import DECK, Card, CardError, counts_of, format_cards, parse_cards
from engine.core import schema
from engine.core.errors import InputError
from engine.core.game import Event

FORMAT = "changpai-record/1"


@dataclass
class Record:
    rules: RuleSet
    dealer: int
    hands: list[list[Card]]
    wall: list[Card] | None
    events: list[Event]
    tags: dict[str, Any] = field(default_factory=dict)
    cannon: tuple[int, ...] = ()
    jailed: tuple[int, ...] = ()

    def state(self) -> BahuState:
        return BahuState(self.rules, self.hands, self.wall, self.dealer, cannon=self.cannon,
                         jailed=self.jailed)


def load_record(data: Any) -> Record:
    """A record from its JSON object, or from one :mod:`engine.core.record` has read already (its events
    are taken as they are, not read a second time); every problem is an :class:`InputError` naming the field."""
    from engine.core.record import Record as Parsed

    if isinstance(data, Parsed) and not data.sitting:
        return _load(_head(data), lambda: list(data.events))
    if isinstance(data, Parsed):
        data = data.to_json()
    schema.expect(data, dict, "record")
    raw_events = schema.field(data, "events", list, default=[])
    return _load(data, lambda: [Event.from_json(e, DECK, f"events[{i}]") for i, e in enumerate(raw_events)])


def _head(parsed: Any) -> dict[str, Any]:
    """A parsed record's JSON without its events."""
    head = {"format": parsed.format, "game": parsed.game, "rules": parsed.rules, "options": parsed.options,
            "tags": parsed.tags, "dealer": parsed.dealer, "hands": [format_cards(h) for h in parsed.hands]}
    if parsed.wall is not None:
        head["wall"] = " ".join(c.code for c in parsed.wall)
    return head


def _load(data: dict[str, Any], events: Callable[[], list[Event]]) -> Record:
    if schema.field(data, "format", object, default=FORMAT) != FORMAT:
        raise InputError(f"format: {data['format']!r} is not {FORMAT}", "format")
    if data.get("game", "bahu") != "bahu":
        raise InputError(f"game: {data.get('game')!r}: only bahu records are played here", "game")
    name = schema.field(data, "rules", str, default="haimen")
    options = schema.field(data, "options", (dict, type(None)), default=None) or {}
    rules = RuleSet.named(name).with_json_options(options)
    dealer = schema.seat(schema.field(data, "dealer", object, default=0), "dealer")
    raw_hands = schema.field(data, "hands", list)
    if len(raw_hands) != 4:
        raise InputError("hands: expected four strings of cards", "hands")
    hands = [_cards(h, f"hands[{i}]", rules) for i, h in enumerate(raw_hands)]
    wall = None
    if data.get("wall") is not None:
        wall = _cards(data["wall"], "wall", rules)
    _check_deck(hands, wall, rules)
    played = events()
    tags = schema.field(data, "tags", (dict, type(None)), default=None) or {}
    return Record(rules, dealer, hands, wall, played, tags, _seats(tags, "cannon"), _seats(tags, "jailed"))


def _cards(raw: Any, where: str, rules: RuleSet) -> list[Card]:
    if isinstance(schema.expect(raw, (str, list), where), list):
        raw = " ".join(schema.items(raw, str, where))
    try:
        cards = parse_cards(raw)
    except CardError as e:
        raise InputError(f"{where}: {e}", where) from None
    if not rules.xi_in_play and any(c.index == X_INDEX for c in cards):
        raise InputError(f"{where}: X (喜) is not in play under {rules.name} (120 cards)", where)
    return cards


def _check_deck(hands: list[list[Card]], wall: list[Card] | None, rules: RuleSet) -> None:
    everything = [c for h in hands for c in h] + (wall or [])
    try:
        counts = counts_of(everything)
    except CardError as e:
        raise InputError(f"{'hands and wall' if wall else 'hands'}: {e}", "wall" if wall else "hands") from None
    if wall is not None:
        deck = counts_of(deck_for(rules))
        missing = [c for c, n, want in zip(DECK.cards, counts, deck) if n < want]
        if missing:
            raise InputError(f"wall: hands and wall are not one whole deck of {len(deck_for(rules))} "
                             f"(missing {format_cards(missing)})", "wall")


def _seats(tags: dict[str, Any], key: str) -> tuple[int, ...]:
    raw = tags.get(key, [])
    if isinstance(raw, str):
        raw = [p for p in raw.replace(",", " ").split()]
        if not all(p.isascii() and p.isdigit() for p in raw):
            raise InputError(f"tags.{key}: seats 0–3", f"tags.{key}")
        raw = [int(p) for p in raw]
    if not isinstance(raw, list) or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s <= 3
                                            for s in raw):
        raise InputError(f"tags.{key}: a list of seats 0–3", f"tags.{key}")
    return tuple(sorted(set(raw)))


def record_json(rules: str | RuleSet, dealer: int, hands: list[list[Card]], wall: list[Card] | None,
                events: list[Event], tags: dict[str, Any] | None = None,
                options: dict[str, Any] | None = None) -> dict[str, Any]:
    rs = rules if isinstance(rules, RuleSet) else RuleSet.named(rules)
    opts = {k: list(v) if isinstance(v, tuple) else v for k, v in rs.changed_from_preset().items()}
    opts.update(options or {})
    out: dict[str, Any] = {"format": FORMAT, "game": "bahu", "rules": rs.name, "options": opts,
                           "tags": dict(tags or {}), "dealer": dealer,
                           "hands": [format_cards(h) for h in hands]}
    if wall is not None:
        out["wall"] = " ".join(c.code for c in wall)  # in flipping order, not sorted
    out["events"] = [e.to_json() for e in events]
    return out


def play_through(rec: Record, upto: int | None = None) -> BahuState:
    """The state after the first ``upto`` events (all of them by default). InputError names the event."""
    state = rec.state()
    for e in rec.events[:upto]:
        state.push(e)
    return state


def check(data: Any) -> dict[str, Any]:
    """``record check``: every violation, and how the hand ended and settled."""
    from engine.bahu.table_result import result

    rec = load_record(data)
    state = play_through(rec)
    close(state)
    return {"ok": not state.violations, "game": "bahu", "rules": rec.rules.name, "events": len(rec.events),
            "violations": [v.to_json() for v in state.violations], "result": result(state)}


def close(state: BahuState) -> None:
    """A record ending on the last card with only claims nobody has to make: those are passes."""
    while not state.is_over() and state.wall_left == 0 and state.phase == "window":
        try:
            seat = state.to_move()
            assert seat is not None  # the hand is not over
            state.push(Event(seat, "pass"))
        except InputError:
            return
        state.events.pop()  # implied by the record's end, not part of it


def replay(data: Any, at: int | None) -> dict[str, Any]:
    """``record replay --at N``: the position after N events (0: the deal)."""
    rec = load_record(data)
    n = len(rec.events) if at is None else at
    if not 0 <= n <= len(rec.events):
        raise InputError(f"--at: {n} is not between 0 and {len(rec.events)} (the record's events)", "--at")
    return play_through(rec, n).snapshot()
