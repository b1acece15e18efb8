"""Walking a record's events at the table and stopping at every decision of one seat.

A decision is a moment the seat is to move with a choice: a discard, or a claim it may take or pass.
Records leave most passes out (the next event implies them); the walk makes them explicit: while the
seat to move is not the one the next event belongs to — or the event is not among its legal moves —
and it may pass, it passed. Those passes are pushed before the event; a pass of the reviewed seat is
a decision of its own (``implied``). A 买庄 and its pass are a decision (a wager on the cards held);
forced moves (a flip, a 涨将) are none.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from engine.core.errors import InputError
from engine.core.game import Event, State
from engine.core.record import Record

NOT_DECISIONS = frozenset(("draw", "zhang", "bomb", "xi"))


@dataclass
class Table:
    """A record's game at the table: a fresh state, the events, the bot factory of that game, what
    weighs its moves (:meth:`~engine.core.registry.GamePlug.make_judge`) and its seats."""

    game: str
    state: State
    events: tuple[Event, ...]
    make_bot: Callable[[str, Any], Any]
    make_judge: Callable[[Any], Any]
    seats: int


def table_of(record: Record) -> Table:
    """The record's one hand at its game's table (its plug), with that game's bots."""
    from engine.core.registry import game

    if record.sitting:
        raise InputError("review: a record of one hand (a sitting of several is reviewed hand by hand)", "deals")
    plug = game(record.game)
    return Table(plug.key, plug.new_state(record), plug.events(record), plug.make_bot, plug.make_judge, plug.seats)


def is_buy(options: list[Event]) -> bool:
    return {e.type for e in options} <= {"buy", "pass"} and any(e.type == "buy" for e in options)


def is_decision(options: list[Event]) -> bool:
    kinds = {e.type for e in options}
    return len(options) > 1 and not kinds <= NOT_DECISIONS | {"pass"}


def same(e: Event, o: Event) -> bool:
    """The record's event is this legal move (a 吃 written without its cards matches any 吃 of the card)."""
    if (e.seat, e.type, e.card) != (o.seat, o.type, o.card):
        return False
    if e.type != "chi" or not e.with_:
        return True
    return sorted(c.index for c in e.with_) == sorted(c.index for c in o.with_)


@dataclass
class Point:
    """One decision of the reviewed seat, with the state at that moment (valid only while walking)."""

    index: int  # the record event that shows it
    state: State
    options: list[Event]
    played: Event
    implied: bool  # a pass the record leaves out
    legal: bool
    before: tuple[Event, ...]  # other seats' passes made explicit before it


def decisions(table: Table, seat: int) -> Iterator[Point]:
    """The seat's decisions in the order played. The state is the table at the decision; the walk goes
    on when the caller asks for the next one."""
    state = table.state
    for i, raw in enumerate(table.events):
        event = raw.plain()
        before: list[Event] = []
        checked = False
        while not state.is_over():
            options = state.legal_moves()
            if not options or any(same(event, o) for o in options):
                break
            if not checked:
                checked = True
                if not _comes_after_passes(state, event):
                    break  # out of turn even after every pass: the state itself judges it (a void call)
            passing = next((o for o in options if o.type == "pass"), None)
            mover = options[0].seat
            if passing is None or (mover == event.seat and event.type == "pass"):
                break
            if mover == event.seat and any((o.type, o.card) == (event.type, event.card) for o in options):
                break  # offered this claim of this card, the seat made it in a form that breaks a rule
            if mover == seat and is_decision(options):
                yield Point(i, state, options, passing, True, True, tuple(before))
            _push(state, passing, i)
            before.append(passing)
        if state.is_over():
            raise InputError(f"events[{i}]: the hand is over before this event", f"events[{i}]")
        options = state.legal_moves()
        if event.seat == seat and options and options[0].seat == seat and is_decision(options):
            legal = any(same(event, o) for o in options)
            yield Point(i, state, options, event, False, legal, tuple(before))
        _push(state, event, i)


def _comes_after_passes(state: State, event: Event) -> bool:
    """Whether passes by the seats asked before the event's seat make it a legal move (a record leaves
    those passes out); when they end the hand first, the event is a call out of turn, not a late one."""
    shared = {id(v): v for v in (getattr(state, "ev", None), getattr(state, "rules", None),
                                 getattr(state, "play", None)) if v is not None}  # big caches stay shared
    trial = copy.deepcopy(state, shared)
    for _ in range(8):
        if trial.is_over():
            return False
        options = trial.legal_moves()
        if any(same(event, o) for o in options):
            return True
        passing = next((o for o in options if o.type == "pass"), None)
        if passing is None or options[0].seat == event.seat:
            return True  # the state will say what is wrong with it
        try:
            trial.push(passing)
        except InputError:
            return True
    return True


def _push(state: State, event: Event, i: int) -> None:
    try:
        state.push(event)
    except InputError as e:
        raise InputError(f"events[{i}]: {e}", e.token) from None
