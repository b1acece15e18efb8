"""The hint: what the seat to move should do at a moment of a record, judged as the review judges it.

``hint(record, at)`` plays the first ``at`` events and ranks the moves of the seat to move with the
same evaluator, seeded by the same position (engine/bots/seeding.py), as the review of that moment:
its ``best`` is the review's ``best`` there, entry for entry. ``python -m engine hint FILE --at N
[--json]`` prints it.

>>> from engine.duzihu.table_record import selfplay
>>> rec = selfplay("danjiang", games=1, seed=7, bots="greedy")[0]
>>> h = hint(rec, 0)
>>> h.seat == rec.dealer, h.best[0].event.type
(True, 'discard')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.bots.chance import Estimate
from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.record import Record
from engine.bots.judgement import ranking
from engine.core.reason import Reason
from engine.review import TOP
from engine.review.reasons import LIMITS, PLAYED_LIMITS
from engine.review.terms import unit_of
from engine.review.why import explained, hint_line
from engine.review.walk import is_buy, table_of


@dataclass(frozen=True)
class Hint:
    event: int  # the events played before the moment
    seat: int
    options: tuple[Event, ...]
    best: tuple[Estimate, ...]  # at most TOP, best first
    game: str = ""
    told: tuple[tuple[Reason, ...], ...] = ()  # each ranked move in words (:func:`engine.review.why.hint_line`)

    def lines(self) -> list[list[Reason]]:
        """Each ranked move in words: its worth in the game's money, then what it keeps."""
        if len(self.told) == len(self.best):
            return [list(t) for t in self.told]
        return [hint_line(self.game, b) for b in self.best]

    def caveat(self) -> Reason | None:
        """What the measure cannot see, said once under the list (None: nothing was weighed)."""
        weighed = [b for b in self.best if not b.facts.get("wins") and not b.facts.get("by_rule")
                   and "buy_gain" not in b.facts]
        if not weighed:
            return None
        return PLAYED_LIMITS() if any("net" in b.facts for b in weighed) else LIMITS()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"event": self.event, "seat": self.seat, "moves": len(self.options),
                               "best": [{**b.to_json(), "event": b.event.to_json(),
                                         "why": [r.to_json() for r in why]} for b, why in zip(self.best,
                                                                                              self.lines())]}
        if len(self.options) == 1:
            out["only"] = self.options[0].to_json()  # a forced move: nothing to weigh
        if self.game:
            out["unit"] = unit_of(self.game).to_json()
        limits = self.caveat()
        if limits is not None:
            out["caveat"] = limits.to_json()
        return out


def hint(record: Record, at: int) -> Hint:
    """The ranked moves of the seat to move after the first ``at`` events of a one-hand record."""
    table = table_of(record)
    if not 0 <= at <= len(table.events):
        raise InputError(f"--at: {at} is not between 0 and {len(table.events)} (the record's events)", "--at")
    state = table.state
    for i, event in enumerate(table.events[:at]):
        try:
            state.push(event.plain())
        except InputError as e:
            raise InputError(f"events[{i}]: {e}", e.token) from None
    options = state.legal_moves() if not state.is_over() else []
    if not options:
        raise InputError(f"--at {at}: the hand is over there; nobody is to move", "--at")
    seat = options[0].seat
    if len(options) == 1 or (is_buy(options) and not record.drawn_in_order(seat)):
        return Hint(at, seat, tuple(options), (), table.game)  # forced, or a 买庄 on cards the record does not order
    judge = table.make_judge(f"review.{seat}")
    best = tuple(ranking(state, options, judge)[:TOP])
    told = tuple(tuple(hint_line(table.game, explained(judge, state, b) or b)) for b in best)
    return Hint(at, seat, tuple(options), best, table.game, told)
