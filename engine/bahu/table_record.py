"""A 八胡 hand as a record (JSON, format ``changpai-record/1``): writing one, the table at its deal,
checking it and replaying it to any event.

Records are read by the shared reader (:class:`engine.core.record.Record`); :func:`state_of` builds
the table from one and adds what only 八胡 checks: no 喜 (X) under a 120-card rule set, hands and wall
one whole deck, ``tags.cannon`` and ``tags.jailed`` naming the seats that carry 大炮 or 坐牢 in from
earlier hands (``"0 2"``). The record: ``{"format": "changpai-record/1", "game": "bahu", "rules":
"haimen", "options": {…}, "tags": {…}, "dealer": 0, "hands": [4 strings of cards], "wall": "cards"
(optional), "events": [{"seat", "type", "card", "with"}, …]}``; ``options`` may hold any option of the
rule set (:class:`~engine.bahu.rules.RuleSet`, the options of play included).

>>> from engine.core.rng import deal
>>> hands, wall = deal(deck_for(RuleSet.named("tongdong")), [26, 25, 25, 25], seed=1)
>>> rec = record_json("tongdong", 0, hands, wall, [])
>>> rec["format"], len(rec["wall"].split()), check(rec)["events"]
('changpai-record/1', 19, 0)
"""

from __future__ import annotations

from typing import Any

from engine.bahu.deck import deck_for  # noqa: F401 - many callers import it from here
from engine.bahu.groups import X_INDEX
from engine.bahu.rules import RuleSet
from engine.bahu.state import BahuState
from engine.cards import DECK, Card, counts_of, format_cards
from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.record import Record

FORMAT = "changpai-record/1"


def _record(data: Any) -> Record:
    """A record as the shared reader reads it: a :class:`~engine.core.record.Record` is taken as it is,
    anything else is its JSON (:meth:`Record.from_json`); errors name the field."""
    return data if isinstance(data, Record) else Record.from_json(data)


def state_of(record: Record, deal: int = 0) -> BahuState:
    """The table at the deal of hand ``deal`` (no event pushed), from a record the shared reader has read.
    The tags ``cannon`` and ``jailed`` are the record's, for each of its hands."""
    if record.game != "bahu":
        raise InputError(f"game: {record.game!r}: only bahu records are played here", "game")
    deals = record.all_deals()
    if not 0 <= deal < len(deals):
        raise InputError(f"--deal: the record has {len(deals)} hand(s)", "--deal")
    rules: RuleSet = record.rule_set()
    d = deals[deal]
    where = f"deals[{deal}]." if record.sitting else ""
    hands = [_in_play(h, f"{where}hands[{i}]", rules) for i, h in enumerate(d.hands)]
    wall = None if d.wall is None else _in_play(d.wall, f"{where}wall", rules)
    if wall is not None:
        _whole_deck(hands, wall, rules, f"{where}wall")
    return BahuState(rules, hands, wall, d.dealer, cannon=_seats(record.tags, "cannon"),
                     jailed=_seats(record.tags, "jailed"))


def _in_play(cards: tuple[Card, ...], where: str, rules: RuleSet) -> list[Card]:
    if not rules.xi_in_play and any(c.index == X_INDEX for c in cards):
        raise InputError(f"{where}: X (喜) is not in play under {rules.name} (120 cards)", where)
    return list(cards)


def _whole_deck(hands: list[list[Card]], wall: list[Card], rules: RuleSet, where: str) -> None:
    """Hands and wall are every card of the deck (the shared reader has checked none is there too often)."""
    counts = counts_of([c for h in hands for c in h] + wall)
    deck = deck_for(rules)
    missing = [c for c, n, want in zip(DECK.cards, counts, counts_of(deck)) if n < want]
    if missing:
        raise InputError(f"{where}: hands and wall are not one whole deck of {len(deck)} "
                         f"(missing {format_cards(missing)})", where)


def _seats(tags: dict[str, Any], key: str) -> tuple[int, ...]:
    """The seats a tag names: ``"0 2"`` or ``"0,2"``."""
    parts = str(tags.get(key, "")).replace(",", " ").split()
    if not all(p.isascii() and p.isdigit() and int(p) <= 3 for p in parts):
        raise InputError(f"tags.{key}: seats 0–3", f"tags.{key}")
    return tuple(sorted({int(p) for p in parts}))


def record_json(rules: str | RuleSet, dealer: int, hands: list[list[Card]], wall: list[Card] | None,
                events: list[Event], tags: dict[str, Any] | None = None,
                options: dict[str, Any] | None = None) -> dict[str, Any]:
    rs = rules if isinstance(rules, RuleSet) else RuleSet.named(rules)
    opts = {k: list(v) if isinstance(v, tuple) else v for k, v in rs.changed_from_preset().items()}
    opts.update(options or {})
    out: dict[str, Any] = {"format": FORMAT, "game": "bahu", "rules": rs.name, "options": opts,
                           "tags": dict(tags or {}), "dealer": dealer,
                           "hands": [" ".join(c.code for c in h) for h in hands]}  # in the order drawn
    if wall is not None:
        out["wall"] = " ".join(c.code for c in wall)  # in flipping order, not sorted
    out["events"] = [e.to_json() for e in events]
    return out


def play_through(record: Record, upto: int | None = None, deal: int = 0) -> BahuState:
    """The state after the first ``upto`` events of hand ``deal`` (all of them by default). InputError
    names the event."""
    state = state_of(record, deal)
    for e in record.all_deals()[deal].events[:upto]:
        state.push(e)
    return state


def check(data: Any) -> dict[str, Any]:
    """``record check``: every violation, and how the hand ended and settled. ``data``: a record, or its JSON."""
    from engine.bahu.table_result import result

    record = _record(data)
    if record.sitting:
        # one tags dict cannot say who carries 大炮 or 坐牢 into each hand: a sitting file can
        raise InputError(f"deals: a 八胡 record holds one hand (this one has {len(record.deals)}); write a sitting "
                         "as a changpai-sitting/1 file (docs/content-format.md)", "deals")
    state = play_through(record)
    close(state)
    return {"ok": not state.violations, "game": "bahu", "rules": record.rules, "events": len(record.events),
            "violations": [v.to_json() for v in state.violations], "result": result(state).to_json()}


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


def replay(data: Any, at: int | None, deal: int = 0) -> dict[str, Any]:
    """``record replay --at N``: the position after N events of hand ``deal`` (0: the deal)."""
    record = _record(data)
    state = state_of(record, deal)  # the hand is there before --at is weighed
    events = record.all_deals()[deal].events
    n = len(events) if at is None else at
    if not 0 <= n <= len(events):
        raise InputError(f"--at: {n} is not between 0 and {len(events)} (the record's events)", "--at")
    for e in events[:n]:
        state.push(e)
    return state.snapshot()
