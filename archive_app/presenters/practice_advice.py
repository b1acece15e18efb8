"""What the practice table tells the learner, without Qt: the analysis of his hand now and the
engine's suggestion (:func:`hint`), why a claim may not be declined (:func:`duty`), and after the
hand the decisions where he differed from the engine, biggest losses first (:func:`differences`).

:func:`hint` and :func:`differences` rebuild the state from the record and may take a moment (the
page runs them off the UI thread); :func:`duty` reads the page's own state.

>>> from archive_app.presenters.practice import new_hand, bot_move
>>> hand = new_hand("waihuzi", "waihuzi", seat=0, bot="greedy", number=2)
>>> while not hand.players_turn():
...     _ = hand.play(hand.forced() or bot_move(hand.record, "greedy"))
>>> h = hint(hand.record, 0)
>>> h["game"], "dead" in h, h["suggest"].seat
('waihuzi', True, 0)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from archive_app.games import adapter
from archive_app.presenters.practice import state_at
from archive_app.presenters.replay_analysis import seat_facts
from engine.core.registry import game
from engine.bots.judgement import ranking
from engine.core.game import Event
from engine.core.record import Record
from engine.review.hint import Hint
from engine.review.why import explained, hint_line

EPSILON = 1e-6
LIMITS = ("review.played_limits", "review.limits")  # what the playouts, or the measure alone, cannot see


def hint(record: Record, seat: int) -> dict[str, Any]:
    """The seat's hand now (八胡 ``yuan hutou distance waits``; 笃子胡 ``sets_needed complete waits``;
    歪胡子 ``dead waits``; ``waits`` are ``(card, 胡头 / 胡数 / 息 or None)``) and ``suggest``, the
    engine's first move as the review of this moment ranks it (engine.bots.judgement), with ``estimate`` (its
    chance of a win and the steps still to take), ``buy`` (八胡's 买庄 as the engine values it, when offered),
    ``why`` (the hint's sentences for that move, engine/review/why.py) and ``caveat`` (what the measure
    cannot see, or None)."""
    state = state_at(record)
    out: dict[str, Any] = {"game": record.game, "seat": seat}
    out.update(seat_facts(state, seat))
    options = state.legal_moves() if not state.is_over() else []
    out["suggest"], out["estimate"], out["buy"], out["why"], out["caveat"] = None, None, None, [], None
    if options and options[0].seat == seat:
        if len(options) == 1:
            out["suggest"] = options[0]
            return out
        # the one judgement: what the review of this moment and the bot at the table say too
        judge = game(record.game).make_judge("hint")
        ranked = ranking(state, options, judge)
        if ranked:
            out["suggest"] = ranked[0].event
            out["estimate"] = ranked[0] if ranked[0].event.type != "hu" else None
            out["buy"] = next((e for e in ranked if e.event.type == "buy"), None)
            told = Hint(len(record.events), seat, tuple(options), (ranked[0],), record.game,
                        (tuple(hint_line(record.game, explained(judge, state, ranked[0]) or ranked[0])),))
            out["why"], out["caveat"] = told.lines()[0], told.caveat()  # the CLI hint's own sentences
            if out["buy"] is not None:  # the drawing: what a buy is worth and how that was found
                out["why"], out["caveat"] = hint_line(record.game, out["buy"]), None
    return out


def duty(state: Any, options: list[Event]) -> tuple[str, str] | None:
    """Why the seat to move may not pass on the card up: ``(rule ID, card code)`` for 八胡's 触口 and
    生将 (must 胡), 开招 (must 杠), 碰将 (must 碰) and 见滚不打 (must take); None when it may pass or has
    no claim. The other games always let a claim be passed."""
    if not adapter(state.game).claim_duties or not options or any(e.type == "pass" for e in options):
        return None
    kinds = {e.type for e in options}
    if not kinds & {"hu", "peng", "gang", "chi"} or state.card is None:
        return None
    from engine.cards import ALL_CARDS

    s, card = options[0].seat, ALL_CARDS[state.card].code
    rule = state.pass_barred(s, kinds)
    return (rule.id, card) if rule is not None else None


@dataclass(frozen=True)
class Difference:
    """A decision where the learner's move was not the engine's first choice (or broke a rule)."""

    event: int  # index of the record event (a pass left out of the record: the event after it)
    played: Event
    best: Event | None
    loss: float
    legal: bool
    reasons: tuple[Any, ...]  # engine.core.reason.Reason, rendered in the user's language


def differences(record: Record, seat: int,
                progress: Callable[[int, int], None] | None = None) -> tuple[list[Difference], Any]:
    """The seat's decisions that differ from the engine's first choice, biggest loss first, and the
    review's statement of what its measure cannot see (a Reason, or None when nothing was weighed).
    ``progress(done, total)``: the record's events reviewed so far (:func:`engine.review.review`)."""
    from engine.review import caveat, review

    found = review(record, seat, progress=progress)
    limits = caveat(found)
    out = []
    for d in found:
        if d.legal and d.loss <= EPSILON:
            continue
        best = d.best[0].event if d.best else None
        out.append(Difference(d.event, d.played, best, d.loss, d.legal,
                              tuple(r for r in d.reasons if r.rule not in LIMITS)))
    out.sort(key=lambda x: (x.legal, -x.loss, x.event))  # a rule broken first
    return out, limits
