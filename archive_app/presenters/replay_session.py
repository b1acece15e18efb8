"""The replay page's model, without Qt: a record, the point shown (a path into its events, ``()``
for the deal), moving along lines and in and out of variations, and recording a hand move by move.

Moving: :meth:`step` goes one event along the line the point is on; back from a variation's first
event is where the variation branched off. :meth:`enter` goes into the first variation of the next
event; :meth:`leave` goes back to where the current variation branched off.

Recording appends to the mainline: :meth:`play` pushes a legal event (a rule broken is kept, as a
referee would), :meth:`undo` takes the last one back, :meth:`set_comment` annotates the event shown.

>>> from engine.core.rng import deal
>>> from engine.bahu.rules import RuleSet
>>> from engine.bahu.table_record import deck_for
>>> from archive_app.presenters.replay_table import blank_record
>>> hands, wall = deal(deck_for(RuleSet.named("haimen")), [26, 25, 25, 25], seed=3)
>>> s = ReplaySession(blank_record("bahu", "haimen", hands, wall))
>>> first = s.legal()[0]; s.play(first); s.path, s.record.events[0].code()
((0,), '0 buy')
>>> s.set_comment("zh", "买庄"); s.undo().code(), s.path, len(s.record.events)
('0 buy', (), 0)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.record import Comment, Record, annotated, comment_of, variations_of
from archive_app.presenters import replay_table as T


class ReplaySession:
    def __init__(self, record: Record, deal: int = 0) -> None:
        self.deal = deal
        self.path: tuple[int, ...] = ()
        self._set(record)

    def _set(self, record: Record) -> None:
        self.record = record
        self.table = T.HandTable(record, self.deal)
        self.broken = T.all_violations(record, self.deal)

    @property
    def events(self) -> tuple[Event, ...]:
        return self.record.all_deals()[self.deal].events

    # --- the point shown ---
    def state(self) -> Any:
        return self.table.at(self.path)

    def event(self) -> Event | None:
        return T.event_at(self.events, self.path) if self.path else None

    def line(self) -> list[Event]:
        return T.line_of(self.events, self.path) if self.path else []

    def model(self) -> Any:
        return self.table.model(self.state())

    def result(self) -> dict[str, Any] | None:
        return T.result_of(self.record.game, self.state())

    def broken_here(self) -> list[Any]:
        return self.broken.get(self.path, [])

    def deal_comment(self) -> Comment | None:
        return self.record.all_deals()[self.deal].comment

    # --- moving ---
    def go(self, path: tuple[int, ...]) -> None:
        path = tuple(path)
        if path:
            T.event_at(self.events, path)  # IndexError for a path not in the record
        self.path = path

    def step(self, delta: int) -> None:
        for _ in range(abs(delta)):
            self.path = T.step(self.events, self.path, 1 if delta > 0 else -1)

    def home(self) -> None:
        self.path = ()

    def end(self) -> None:
        self.path = T.line_end(self.events, self.path)

    def line_paths(self) -> list[tuple[int, ...]]:
        """Every point of the line shown, from the deal to its end (what the slider runs over)."""
        out = [T.line_end(self.events, self.path)]
        while out[-1]:
            out.append(T.step(self.events, out[-1], -1))
        return out[::-1]

    def can_enter(self) -> bool:
        return bool(T.variations_next(self.events, self.path))

    def enter(self, which: int = 0) -> bool:
        firsts = T.variations_next(self.events, self.path)
        if not firsts:
            return False
        self.path = firsts[min(which, len(firsts) - 1)]
        return True

    def in_variation(self) -> bool:
        return len(self.path) > 1

    def leave(self) -> bool:
        if len(self.path) <= 1:
            return False
        self.path = T.branch_point(self.path)
        return True

    def settle_point(self) -> InputError | None:
        """"" when the point shown can be played to; else why not, and the point goes back until it can
        (a variation of a broken record may hold a move the referee cannot play)."""
        why: InputError | None = None
        while True:
            try:
                self.state()
                return why
            except InputError as e:
                if not self.path:
                    raise
                why = why or e
                self.table = T.HandTable(self.record, self.deal)  # the one it had is half-played
                self.path = T.step(self.events, self.path, -1)

    # --- recording ---
    def legal(self) -> list[Event]:
        """The events the engine offers at the end of the mainline; a card flipped from an unknown
        wall comes as one event per kind still unseen."""
        state = self.table.play([e.plain() for e in self.events])
        out: list[Event] = []
        for e in state.legal_moves():
            if e.card is None and e.type == "draw":
                unseen = getattr(state, "unseen", None) or []
                deck = self.record.deck
                out += [Event(e.seat, "draw", deck.cards[k]) for k, n in enumerate(unseen) if n]
            else:
                out.append(e)
        return out

    def play(self, event: Event) -> None:
        """Append ``event`` to the mainline and show it; an impossible event is an InputError (nothing changes)."""
        self.table.play([e.plain() for e in self.events] + [event.plain()])  # raises before anything changes
        self._keep_table(self.events + (event,))
        self.path = (len(self.events) - 1,)
        broken = self.table.broken_at(len(self.events) - 1)
        if broken:
            self.broken[self.path] = broken

    def undo(self) -> Event | None:
        if not self.events:
            return None
        last = self.events[-1]
        self.broken.pop((len(self.events) - 1,), None)
        self._keep_table(self.events[:-1])
        self.path = (len(self.events) - 1,) if self.events else ()
        return last

    def _keep_table(self, events: tuple[Event, ...]) -> None:
        """New mainline events, the table kept (it follows whatever line it is asked for)."""
        self.record = replace(self.record, events=tuple(events))
        self.table.record, self.table.events = self.record, self.events

    def set_comment(self, lang: str, text: str) -> None:
        """The comment of the event shown, in ``lang`` (the other language's text is kept)."""
        text = text.strip()
        if not self.path:
            old = self.deal_comment() or Comment()
            new = replace(old, **{lang: text or None})
            self.record = replace(self.record, comment=new if (new.zh or new.en) else None)
            return
        e = T.event_at(self.events, self.path)
        old = comment_of(e) or Comment()
        new = replace(old, **{lang: text or None})
        self._replace_at(self.path, annotated(e, comment=new if (new.zh or new.en) else None))

    def _replace_at(self, path: tuple[int, ...], event: Event) -> None:
        def put(events: tuple[Event, ...], p: tuple[int, ...]) -> tuple[Event, ...]:
            i = p[0]
            if len(p) == 1:
                return events[:i] + (event,) + events[i + 1:]
            lines = list(variations_of(events[i]))
            lines[p[1]] = put(tuple(lines[p[1]]), p[2:])
            return events[:i] + (annotated(events[i], variations=lines),) + events[i + 1:]

        self._keep_table(put(self.events, path))  # annotations only: the same table

    def text(self) -> str:
        return self.record.to_text()
