"""Reviewing one seat's play in a record: at every decision, the move played, the engine's best moves
with their value, what was lost, and why, in Chinese and English.

The value is the lookahead bot's (``engine/bots/chance.py``): the chance of a win before the cards
run out, from what the seat knew at that moment, times what the win would be worth (八胡: 庄 and 底;
笃子胡: 胡数; 歪胡子: 息), with what the table counts when another wins (docs/bots.md). ``loss`` is the best value less the value of the move played (0 when it
was the best). The facts behind each value ride along: steps still to take before the hand waits,
unseen cards that would help, unseen 听张 copies, and the game's own counts (八胡 圆 and 胡头, 笃子胡
sets and 胡数, 歪胡子 息).

In-process: ``review(record, seat)`` → ``list[Decision]``; ``Decision.to_json()`` is one element of
``python -m engine review FILE --seat S --json``. ``progress(done, total)``, when given, hears of the
walk after each decision: the record's events walked so far of all of them (the app's progress bar).

>>> from engine.duzihu.table_record import selfplay
>>> rec = selfplay("danjiang", games=1, seed=7, bots="greedy")[0]
>>> found = review(rec, rec.dealer)
>>> len(found) > 5, all(d.loss >= 0 for d in found), found[0].to_json()["played"]["type"]
(True, True, 'discard')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.bots.chance import Estimate
from engine.bots.judgement import ranking
from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.reason import Reason
from engine.core.record import Record
from engine.review import reasons as R
from engine.review.terms import sentence, unit_of
from engine.review.walk import Point, decisions, is_buy, same, table_of
from engine.review.why import amount, buy_basis, compare, explained, position

TOP = 3  # best moves listed per decision
EPSILON = 1e-6


@dataclass
class Decision:
    event: int
    seat: int
    played: Event
    implied: bool
    legal: bool
    before: tuple[Event, ...]
    best: list[Estimate]
    value: float | None  # the played move's value (None: not weighed by the lookahead)
    loss: float
    reasons: list[Reason] = field(default_factory=list)
    facts: dict[str, Any] = field(default_factory=dict)
    first: bool = False  # the move played is the engine's first choice
    game: str = ""
    limits: Reason | None = None  # what the measure behind it cannot see (:func:`caveat` says it once)

    @property
    def zh(self) -> str:
        return "".join(r.zh for r in self.reasons)

    @property
    def en(self) -> str:
        return " ".join(sentence(r.en) for r in self.reasons)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"event": self.event, "seat": self.seat, "played": self.played.to_json(),
                               "best": [{**b.to_json(), "event": b.event.to_json()} for b in self.best],
                               "value": None if self.value is None else round(self.value, 4),
                               "loss": round(self.loss, 4), "zh": self.zh, "en": self.en}
        if self.first:
            out["first"] = True
        if self.implied:
            out["implied"] = True
        if not self.legal:
            out["legal"] = False
        if self.before:
            out["before"] = [e.to_json() for e in self.before]
        out["facts"] = self.facts
        if self.game:
            out["unit"] = unit_of(self.game).to_json()
        out["reasons"] = [r.to_json() for r in self.reasons]
        return out


def review(record: Record, seat: int, bot: str = "lookahead",
           progress: Callable[[int, int], None] | None = None, rounds: int | None = None) -> list[Decision]:
    """Every decision of ``seat`` in a record of one hand. Where the bot plays moves out
    (:mod:`engine.bots.playouts`), the engine's first move, its rival and the move played meet the
    same ``rounds`` imagined tables (None: the bot's own number; 0: the measure alone).

    >>> from engine.duzihu.table_record import selfplay
    >>> rec = selfplay("danjiang", games=1, seed=7, bots="greedy")[0]
    >>> heard = []
    >>> found = review(rec, rec.dealer, progress=lambda done, total: heard.append((done, total)))
    >>> len(heard) == len(found) + 1, heard[-1] == (len(rec.events), len(rec.events))
    (True, True)
    >>> [done for done, _ in heard] == sorted(done for done, _ in heard)
    True
    """
    if bot != "lookahead":
        raise InputError(f"--bot: only the lookahead bot weighs moves, not {bot!r}", "--bot")
    table = table_of(record)
    if not 0 <= seat < table.seats:
        raise InputError(f"--seat: a seat 0–{table.seats - 1}", "--seat")
    judge = table.make_judge(f"review.{seat}")
    total = len(table.events)
    order_known = record.drawn_in_order(seat)
    out = []
    for point in decisions(table, seat):
        if not order_known and is_buy(point.options):
            out.append(Decision(point.index, seat, point.played, point.implied, point.legal, point.before, [], None,
                                0.0, [R.BUY_ORDER_UNKNOWN(move=R.move_text(point.played))], game=table.game))
        else:
            out.append(_decide(point, seat, judge, rounds))
        if progress is not None:
            progress(point.index, total)
    if progress is not None:
        progress(total, total)
    return out


def caveat(found: list[Decision]) -> Reason | None:
    """What the measure behind a review cannot see, said once: the playouts' limits where any decision
    was played out, else the estimate's; None when nothing was weighed."""
    said = [d.limits for d in found if d.limits is not None]
    return next((r for r in said if r.rule == R.PLAYED_LIMITS.id), said[0] if said else None)


def _decide(p: Point, seat: int, judge: Any, rounds: int | None = None) -> Decision:
    ranked = ranking(p.state, p.options, judge, p.played if p.legal else None, rounds)
    also = getattr(ranked, "also", {})
    mine = next((r for r in ranked if same(p.played, r.event)), None)
    set_aside = mine is None and p.legal
    if set_aside:  # a move the measure set aside as plainly worse: weighed on its own
        option = next(o for o in p.options if same(p.played, o))
        mine = next(iter(judge.evaluate(p.state, [option])), None)
    best = ranked[0] if ranked else None
    if mine is not None and mine.event in also:
        mine = replace(mine, facts={**mine.facts, **also[mine.event].to_json()})
    if best is not None and best.event in also:
        best = replace(best, facts={**best.facts, **also[best.event].to_json()})
    facts = mine.to_json() if mine is not None else {}
    facts.pop("event", None)
    if best is not None and best.event in also and mine is not None and best.event != mine.event:
        facts["best_net"] = round(also[best.event].net, 3)  # the first choice played out on the same tables
    loss = 0.0
    if best is not None and mine is not None and best.event != mine.event:
        if "net" in best.facts and "net" in mine.facts:  # both played out: the loss in the game's own money
            loss = max(0.0, best.facts["net"] - mine.facts["net"])
        else:
            loss = max(0.0, best.value - mine.value)
    first = best is not None and mine is not None and best.event == mine.event
    why, limits = _why(p, explained(judge, p.state, best), explained(judge, p.state, mine), loss, set_aside, ranked)
    return Decision(p.index, seat, p.played, p.implied, p.legal, p.before, list(ranked[:TOP]),
                    None if mine is None else mine.value, loss, why, facts, first, p.state.game, limits)


def _why(p: Point, best: Estimate | None, mine: Estimate | None, loss: float, set_aside: bool = False,
         ranked: Sequence[Estimate] = ()) -> tuple[list[Reason], Reason | None]:
    """The decision's sentences, and what its measure cannot see (said once per review, not here)."""
    move = R.move_text(p.played)
    out: list[Reason] = []
    if set_aside and mine is not None:
        out.append(R.SET_ASIDE(move=move))
    if not p.legal:
        out.append(R.ILLEGAL(move=move))
    if best is None or mine is None:
        if p.legal:
            out.append(R.BY_RULE(move=move))  # a kind of move the judge does not weigh
        return out, None
    best_text = R.move_text(best.event)
    game, unit = p.state.game, unit_of(p.state.game)
    if {e.type for e in p.options} <= {"buy", "pass"}:
        return out + _buy_why(p, move, best, mine, best_text, loss, ranked), None
    if best.event.type == "hu":
        out.append(R.WIN(best=best_text) if mine.event == best.event else R.MISSED_WIN(move=move, best=best_text))
        return out, None
    pct, best_pct = _pct(mine.chance), _pct(best.chance)
    played = "net" in mine.facts and "net" in best.facts
    if mine.event == best.event:
        out.append(R.BEST(move=move, value=amount(mine.value), unit=unit, chance=pct))
        if played:
            out.append(R.PLAYED_BEST(move=move, rounds=mine.facts["playouts"], net=_money(mine.facts["net"]),
                                     unit=unit))
        out += position(game, mine)
    elif played and loss > EPSILON:
        out.append(R.PLAYED_LOSS(move=move, best=best_text, rounds=best.facts["playouts"], loss=amount(loss),
                                 net=_money(mine.facts["net"]), best_net=_money(best.facts["net"]), unit=unit))
        out += compare(game, mine, best)
    elif mine.key()[:-1] == best.key()[:-1] or (loss <= EPSILON and mine.distance == best.distance):
        out.append(R.EQUAL(move=move, best=best_text, value=amount(mine.value), unit=unit))
    elif loss <= EPSILON:  # ranked lower on how near the hand is, though the estimate is not lower
        out.append(R.NEARER(move=move, best=best_text, value=amount(best.value), unit=unit))
        out += compare(game, mine, best)
    else:
        out.append(R.LOSS(move=move, best=best_text, loss=amount(loss), unit=unit, chance=pct, best_chance=best_pct))
        out += compare(game, mine, best)
    return out, (R.PLAYED_LIMITS() if played else R.LIMITS())


def _buy_why(p: Point, move: Any, best: Estimate, mine: Estimate, best_text: Any, loss: float,
             ranked: Sequence[Estimate] = ()) -> list[Reason]:
    """A 买庄 decision in money: what a buy would add to the seat's net, and how that was found."""
    unit = unit_of(p.state.game)
    out = [R.BUY_FIRST(move=move) if mine.event == best.event else R.BUY_WORSE(move=move, best=best_text,
                                                                                loss=amount(loss), unit=unit)]
    buying = next((e for e in (best, mine, *ranked) if e.event.type == "buy"), None)  # what a buy was worth
    return out if buying is None else out + buy_basis(p.state.game, buying)


def _money(x: float) -> str:
    return f"{x:+.1f}"


def _pct(chance: float) -> int:
    return round(100 * chance)
