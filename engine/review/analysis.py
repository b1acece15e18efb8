"""Computer analysis of a whole hand, as lichess offers it for a game: after every event, what each
seat can expect to come out of the hand with, and each decision marked by what it cost.

**Expected results.** After event ``i`` the rest of the hand is played out ``rounds`` times from the
true table — every hand as it is, only the cards not yet drawn from the wall shuffled again each
time — with the greedy bot in every seat, as the lookahead's playouts play (engine/bots/playouts.py);
``expected[s]`` is seat ``s``'s mean net. Every playout settles to zero, so every row sums to zero
(up to rounding), and once the hand is over the row is the hand's result. A seat sitting out expects 0.

**Marks.** Every decision of every seat is the review's (engine/review: the one judgement the hint
and the bots share); a decision that cost at least the game's thresholds (``GamePlug.marks``, in the
game's own money: 庄, 胡数 or 息 a hand) is an inaccuracy ``?!`` (NAG 6), a mistake ``?`` (NAG 2) or a
blunder ``??`` (NAG 4), the record's own glyphs.

>>> from engine.duzihu.table_record import selfplay
>>> rec = selfplay("danjiang", games=1, seed=7, bots="greedy")[0]
>>> a = analyse(rec, rounds=2, marks=False)
>>> len(a.rows) == len(rec.events) + 1, all(abs(sum(r.expected)) < 1e-6 for r in a.rows)
(True, True)
>>> list(a.rows[-1].expected) == [float(n) for n in a.result]
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.bots.playouts import play_out
from engine.core.errors import InputError
from engine.core.record import Record
from engine.core.game import State
from engine.core.reason import Reason
from engine.review.terms import sentence
from engine.core.registry import GamePlug, game
from engine.core.rng import rng

ROUNDS = 8  # playouts after each event (the app's "Analyse this hand" and the CLI's default)
GLYPHS = ((4, "??"), (2, "?"), (6, "?!"))  # the worst first: blunder, mistake, inaccuracy (NAG, glyph)


@dataclass(frozen=True)
class Mark:
    event: int
    seat: int
    nag: int
    glyph: str
    loss: float
    reasons: tuple[Reason, ...] = ()  # the review's words for the decision (engine/review/why.py)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "nag": self.nag, "glyph": self.glyph, "loss": round(self.loss, 3)}
        if self.reasons:
            out["zh"] = "".join(r.zh for r in self.reasons)
            out["en"] = " ".join(sentence(r.en) for r in self.reasons)
        return out


@dataclass(frozen=True)
class Row:
    event: int  # events played before it (0: the deal)
    expected: tuple[float, ...]
    marks: tuple[Mark, ...] = ()  # the decisions of the event just played (``event`` − 1) that cost

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"event": self.event, "expected": [round(e, 3) for e in self.expected]}
        if self.marks:
            out["marks"] = [m.to_json() for m in self.marks]
        return out


@dataclass(frozen=True)
class Analysis:
    rows: tuple[Row, ...]
    result: tuple[int, ...]  # the hand's net per seat
    thresholds: tuple[float, float, float]

    def to_json(self) -> list[dict[str, Any]]:
        return [r.to_json() for r in self.rows]


def mark_of(loss: float, thresholds: Sequence[float]) -> tuple[int, str] | None:
    """The glyph a decision that lost ``loss`` earns: (NAG, glyph), or None below the inaccuracy.

    >>> mark_of(0.5, (2, 5, 10)), mark_of(6, (2, 5, 10)), mark_of(12, (2, 5, 10))
    (None, (2, '?'), (4, '??'))
    """
    inaccuracy, mistake, blunder = thresholds
    for (nag, glyph), bound in zip(GLYPHS, (blunder, mistake, inaccuracy)):
        if loss >= bound:
            return nag, glyph
    return None


def analyse(record: Record, rounds: int | None = None, marks: bool = True,
            progress: Callable[[int, int], None] | None = None) -> Analysis:
    """The expected result of every seat after every event of a one-hand record, and the marks
    (``rounds`` None: :data:`ROUNDS` playouts after each event)."""
    rounds = ROUNDS if rounds is None else rounds
    from engine.review import review
    from engine.review.walk import table_of

    if rounds < 1:
        raise InputError("--rounds: at least 1 playout after each event", "--rounds")
    table = table_of(record)  # one hand; refuses a sitting
    plug = game(record.game)
    deal = record.all_deals()[0]
    if deal.wall is None:
        raise InputError("wall: the analysis plays the hand on from the wall; this record has none", "wall")
    events = [e.plain() for e in table.events]
    total = len(events) + 1 + (plug.seats * len(events) if marks else 0)
    done = 0
    rows: list[list[float]] = []
    state = table.state
    for i in range(len(events) + 1):
        if i:
            state.push(events[i - 1])
        rows.append(_expected(record, plug, state, events[:i], rounds, f"analyse.{i}"))
        done += 1
        if progress is not None:
            progress(done, total)
    plug.close(state)
    result = tuple(plug.result(state).net)
    rows[-1] = [float(n) for n in result]
    found: dict[int, list[Mark]] = {}
    if marks:
        for seat in range(plug.seats):
            decisions = review(record, seat, progress=_offset(progress, done, total))
            done += len(events)
            for d in decisions:
                glyph = mark_of(d.loss, plug.marks) if d.legal else None
                if glyph is not None:
                    found.setdefault(d.event + 1, []).append(Mark(d.event, seat, glyph[0], glyph[1], d.loss,
                                                                  tuple(d.reasons)))
    if progress is not None:
        progress(total, total)
    out = tuple(Row(i, tuple(r), tuple(found.get(i, ()))) for i, r in enumerate(rows))
    return Analysis(out, result, plug.marks)


def _offset(progress: Callable[[int, int], None] | None, base: int,
            total: int) -> Callable[[int, int], None] | None:
    """A review's progress (its events walked) as a share of the whole analysis."""
    if progress is None:
        return None
    report = progress
    return lambda done, _events: report(min(total, base + done), total)


def _expected(record: Record, plug: GamePlug, state: State, played: Sequence[Any], rounds: int,
              seed: str) -> list[float]:
    """Each seat's mean net over ``rounds`` playouts from ``state``, the undrawn wall shuffled each time."""
    if state.is_over():
        closed = _copy(record, plug, played, None)
        plug.close(closed)
        return [float(n) for n in plug.result(closed).net]
    wall = list(record.all_deals()[0].wall or ())
    drawn = len(wall) - state.wall_left
    nets = [0.0] * plug.seats
    generator = rng(seed)
    for _ in range(rounds):
        rest = wall[drawn:]
        generator.shuffle(rest)
        table = _copy(record, plug, played, wall[:drawn] + rest)
        play_out(table, generator.randrange(1 << 30), plug.make_bot)
        plug.close(table)
        for s, n in enumerate(plug.result(table).net):
            nets[s] += n
    return [n / rounds for n in nets]


def _copy(record: Record, plug: GamePlug, played: Sequence[Any], wall: list[Any] | None) -> State:
    """The table after ``played``, with another wall when given (the cards already drawn unchanged)."""
    rec = record if wall is None else replace(record, wall=tuple(wall))
    table = plug.new_state(rec)
    for e in played:
        table.push(e)
    return table
