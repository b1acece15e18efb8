"""A recorded hand at the table, for the replay page: each game's state machine built from a
:class:`~engine.core.record.Record`, stepped along a line of events (the mainline or a variation),
with the table model, the rules broken and the result at every point. Pure Python (no Qt).

>>> from engine.core.record import Record
>>> from engine.core.rng import deal
>>> from engine.bahu.rules import RuleSet
>>> from engine.bahu.table_record import deck_for
>>> hands, wall = deal(deck_for(RuleSet.named("haimen")), [26, 25, 25, 25], seed=3)
>>> rec = blank_record("bahu", "haimen", hands, wall)
>>> t = HandTable(rec)
>>> t.at(()).to_move(), len(t.at(()).legal_moves()) > 0
(0, True)
>>> model = t.model(t.at(()))  # the drawing: the dealer holds his first three cards, deciding on 买庄
>>> len(model.seats), model.seats[0].dealer, len(model.seats[0].hand)
(4, True, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.errors import InputError
from engine.core.game import Event, Violation
from engine.core.record import Record, line_of, variations_of
from archive_app.games import adapter
from archive_app.games.snapshot import from_snapshot
from archive_app.presenters.table_model import TableModel


def new_state(record: Record, deal: int = 0) -> Any:
    """The game's state machine at the deal (no event played), as the game's plug builds it."""
    return record.state(deal)


def blank_record(game: str, rules: str, hands: Sequence[Sequence[Any]], wall: Sequence[Any] | None,
                 dealer: int = 0, turned: Sequence[Any] | None = None, tags: dict[str, Any] | None = None) -> Record:
    """A record of a deal with no events yet (what recording starts from)."""
    return Record(game, rules, {}, dict(tags or {}), dealer, tuple(tuple(h) for h in hands),
                  None if wall is None else tuple(wall), None if turned is None else tuple(turned))


def branch(events: Sequence[Event], prefix: tuple[int, ...]) -> Sequence[Event]:
    """The list of events a path prefix names: ``()`` the mainline, ``(i, v)`` variation v of event i …"""
    for k in range(0, len(prefix), 2):
        events = variations_of(events[prefix[k]])[prefix[k + 1]]
    return events


def event_at(events: Sequence[Event], path: tuple[int, ...]) -> Event:
    return branch(events, path[:-1])[path[-1]]


def step(events: Sequence[Event], path: tuple[int, ...], delta: int) -> tuple[int, ...]:
    """One event forward (+1) or back (-1) along the path's own line; ``()`` is the deal. Back from
    a variation's first event is the point it branched from."""
    if delta > 0:
        if not path:
            return (0,) if events else ()
        nxt = path[:-1] + (path[-1] + 1,)
        return nxt if nxt[-1] < len(branch(events, path[:-1])) else path
    if not path:
        return ()
    if path[-1] > 0:
        return path[:-1] + (path[-1] - 1,)
    if len(path) == 1:
        return ()
    return step(events, path[:-2], -1)


def line_end(events: Sequence[Event], path: tuple[int, ...]) -> tuple[int, ...]:
    """The last event of the path's own line (the mainline's last for ``()``)."""
    prefix = path[:-1] if path else ()
    n = len(branch(events, prefix))
    return prefix + (n - 1,) if n else ()


def branch_point(path: tuple[int, ...]) -> tuple[int, ...]:
    """Where the variation holding ``path`` left its parent line: the position before the event it
    replaces (``path`` itself on the mainline)."""
    return path if len(path) <= 1 else _before(path[:-2])


def _before(path: tuple[int, ...]) -> tuple[int, ...]:
    if path[-1] > 0:
        return path[:-1] + (path[-1] - 1,)
    return () if len(path) == 1 else _before(path[:-2])


def variations_next(events: Sequence[Event], path: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The first events of the variations of the event that comes next from ``path``."""
    nxt = step(events, path, +1)
    if nxt == path or (not path and not events):
        return ()
    return tuple(nxt + (v, 0) for v, line in enumerate(variations_of(event_at(events, nxt))) if line)


class HandTable:
    """One hand of a record, replayable to any event of any line. ``at(path)`` returns the state
    after the event at ``path`` (``()``: the deal); states of the line are kept, so stepping is
    one push."""

    def __init__(self, record: Record, deal: int = 0) -> None:
        self.record = record
        self.deal = deal
        self.events = record.all_deals()[deal].events
        self._state = new_state(record, deal)
        self._line: list[Event] = []
        self._broken: dict[int, list[Violation]] = {}  # index in the line → rules it broke

    def at(self, path: tuple[int, ...]) -> Any:
        want = line_of(self.events, path) if path else []
        return self.play(want)

    def play(self, want: Sequence[Event]) -> Any:
        """The state after exactly the events ``want`` (from the deal)."""
        same = 0
        while same < min(len(want), len(self._line)) and want[same] == self._line[same] \
                and want[same].plain().extra == self._line[same].plain().extra:  # onto, at: the rules see them
            same += 1
        if same < len(self._line):
            if len(self._line) - same == 1:
                self._state.pop()
            else:
                self._state = new_state(self.record, self.deal)
                for e in want[:same]:
                    self._state.push(e)
            self._line = list(want[:same])
            self._broken = {k: v for k, v in self._broken.items() if k < same}
        for e in want[same:]:
            broken = self._state.push(e)
            if broken:
                self._broken[len(self._line)] = list(broken)
            self._line.append(e)
        return self._state

    def broken_at(self, index: int) -> list[Violation]:
        """Rules broken by event ``index`` of the line last played (-1: the deal itself)."""
        if index < 0:
            return [v for v in getattr(self._state, "violations", []) if v.event < 0]
        return list(self._broken.get(index, ()))

    def model(self, state: Any) -> TableModel:
        names = tuple(self.record.tags.get("Players") or ())
        out = state.outcome() if state.is_over() else None
        snap = snapshot(self.record.game, state)
        if snap.get("drawing") and not self._drawing_known():
            snap = self._dealt(snap)
        return from_snapshot(self.record.game, snap, names, state.is_over(),
                             out.winner if out is not None else None)

    def _drawing_known(self) -> bool:
        """Whether the record lists its hands as drawn (a record written in card order does not)."""
        return all(self.record.drawn_in_order(s) for s in range(len(self.record.hands)))

    def _dealt(self, snap: dict[str, Any]) -> dict[str, Any]:
        """A record in card order does not say which cards came first: in its drawing the table shows
        every hand as dealt rather than its first cards as listed."""
        from engine.core.record import format_hand

        seats = [dict(seat, hand=format_hand(hand)) for seat, hand in zip(snap["seats"], self.record.hands)]
        return {**snap, "seats": seats}


def snapshot(game: str, state: Any) -> dict[str, Any]:
    """The game's snapshot (what :func:`from_snapshot` reads)."""
    return state.snapshot()


def all_violations(record: Record, deal: int = 0) -> dict[tuple[int, ...], list[Violation]]:
    """Every rule broken, by the path of the event that broke it (``()``: the deal), mainline and
    variations; a line that cannot be played (an impossible event) stops there."""
    out: dict[tuple[int, ...], list[Violation]] = {}
    events = record.all_deals()[deal].events

    def walk(prefix: tuple[int, ...], base: list[Event]) -> None:
        state = new_state(record, deal)
        for e in base:
            state.push(e)
        if not prefix:
            found = [v for v in getattr(state, "violations", []) if v.event < 0]
            if found:
                out[()] = found
        line = branch(events, prefix)
        played = list(base)
        for i, e in enumerate(line):
            path = prefix + (i,)
            for v, alt in enumerate(variations_of(e)):
                if alt:
                    walk(path + (v,), played)
            try:
                broken = state.push(e.plain())
            except InputError:
                out.setdefault(path, [])
                return
            if broken:
                out[path] = list(broken)
            played.append(e.plain())

    walk((), [])
    return out


def result_of(game: str, state: Any) -> dict[str, Any] | None:
    """How the hand ended, once it is over: ``{"end", "winner", "net", "zhuang", "lines", "settlement"}``;
    ``lines`` are ``(zh, en, source)`` (the settlement's arithmetic, the winner's score), ``settlement``
    the 八胡 :class:`~engine.bahu.settle.Settlement` the settlement page draws (else None)."""
    out = state.outcome() if state.is_over() else None
    if out is None:
        return None
    lines, settlement = adapter(game).result_lines(state)
    return {"end": out.end, "winner": out.winner, "net": tuple(out.net), "zhuang": tuple(out.zhuang),
            "lines": lines, "settlement": settlement}


def dealt_record(game: str, rules: str, number: int, dealer: int = 0) -> Record:
    """A shuffled deal (the same ``number`` deals the same cards) as a record with no events."""
    hands, wall, turned = adapter(game).deal(rules, number, dealer)
    return blank_record(game, rules, hands, wall, dealer, turned)
