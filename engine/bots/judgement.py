"""The one judgement of a position: what the hint shows, the review weighs against, the replay's
analysis reads and the lookahead bot plays — the same list, from the same evaluator.

:func:`ranking` puts a win first (it is always taken), then a move the judge makes by a fixed rule
(its ``fixed(state, options)``: a bomb laid out, a 涨将, a 龙 …), then the judge's own order (its
``judge`` — the measure with the best moves played out — or its ``evaluate``). The randomness behind
it comes from the position (:mod:`engine.bots.seeding`), so whoever asks gets the same answer.

>>> from engine.waihuzi.state import WaihuziState
>>> from engine.waihuzi.lookahead import LookaheadBot
>>> s = WaihuziState.deal(seed=3)
>>> moves = s.legal_moves()
>>> first = ranking(s, moves, LookaheadBot("one"))[0].event
>>> first == ranking(s, moves, LookaheadBot("another"))[0].event == LookaheadBot("a third").choose(s, moves)
True
"""

from __future__ import annotations

from typing import Any

from engine.bots.chance import Estimate
from engine.bots.playouts import Ranking
from engine.core.game import Event, State


def ranking(state: State, options: list[Event], judge: Any, also: Event | None = None,
            rounds: int | None = None) -> list[Estimate]:
    """The moves of the seat to move, best first. ``also``: the move a player made, played out beside
    the judge's picks without changing the order (``Ranking.also``, :mod:`engine.bots.playouts`)."""
    wins = [e for e in options if e.type == "hu"]
    if wins:
        ranked = judge.evaluate(state, options)
        win = Estimate(wins[0], judge.win_value(state, wins[0]), 1.0, -1, 0, 0, {"wins": True})
        return [win] + list(ranked)
    if hasattr(judge, "judge"):
        extra = {} if rounds is None else {"rounds": rounds}
        ranked = judge.judge(state, options, also=also, **extra)
    else:
        ranked = judge.evaluate(state, options)
    fixed = judge.fixed(state, options) if hasattr(judge, "fixed") else None
    if fixed is None:
        return ranked
    # made by rule: it leads, at the value of the judge's first (the rule is the judge's choice there)
    top = ranked[0] if ranked else None
    lead = Estimate(fixed, top.value if top else 0.0, top.chance if top else 0.0, top.distance if top else 0,
                    top.accept if top else 0, top.waits if top else 0, {"by_rule": True})
    return Ranking([lead, *(e for e in ranked if e.event != fixed)], getattr(ranked, "also", None))


def choice(state: State, options: list[Event], judge: Any) -> Event:
    """The judge's move: the first of :func:`ranking` (the only move, when there is one)."""
    if len(options) == 1:
        return options[0]
    ranked = ranking(state, options, judge)
    return ranked[0].event if ranked else options[0]
