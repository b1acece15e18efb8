"""The engine's view of the seat to move at one point of a recorded hand: how near its hand is
(八胡 圆 and 胡头 or the cards still needed; 笃子胡 the sets still needed; 歪胡子 a dead hand), the
cards it waits on with what each would score (胡头 / 息), and the engine's first move there — the one
judgement the hint, the review and the bots share (engine/bots/judgement.py).
Pure Python; the replay page runs it off the UI thread (it may take a moment on a 八胡 hand).

>>> from engine.core.record import Record
>>> from engine.core.rng import deal
>>> from engine.bahu.rules import RuleSet
>>> from engine.bahu.table_record import deck_for
>>> from archive_app.presenters.replay_table import blank_record
>>> hands, wall = deal(deck_for(RuleSet.named("haimen")), [26, 25, 25, 25], seed=3)
>>> a = analyse(blank_record("bahu", "haimen", hands, wall), 0, [])
>>> a["seat"], a["bot"]  # the dealer decides on 买庄 holding its first three cards
(0, '0 buy')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.game import Event
from engine.core.record import Record
from archive_app.games import adapter
from archive_app.presenters.replay_table import new_state


def analyse(record: Record, deal: int, line: Sequence[Event]) -> dict[str, Any]:
    """``{"seat", "bot", "why", ...}``: ``seat`` None when the hand is over; ``why`` the engine's words for
    its move (reasons, the hint's); the rest per game:
    八胡 ``yuan hutou distance waits [(card, 胡头)]``; 笃子胡 ``complete sets_needed waits [(card, None)]``;
    歪胡子 ``dead waits [(card, 息)]``."""
    state = new_state(record, deal)
    for e in line:
        state.push(e)
    seat = state.to_move()
    if seat is None:
        return {"seat": None}
    out: dict[str, Any] = {"seat": seat, "game": record.game}
    out.update(seat_facts(state, seat))
    legal = state.legal_moves()
    out["bot"], out["why"] = _bot(record.game, state, legal)
    return out


def _bot(game: str, state: Any, legal: list[Event]) -> tuple[str | None, list[Any]]:
    """The engine's first move (its code) and the hint's sentences for it (engine/review/why.py)."""
    if not legal or any(e.card is None and e.type == "draw" for e in legal):
        return None, []  # a card from an unknown wall: nothing to choose
    if len(legal) == 1:
        return legal[0].code(), []
    from engine.bots.judgement import ranking
    from engine.core.registry import game as plug
    from engine.review.why import explained, hint_line

    judge = plug(game).make_judge("replay")
    ranked = ranking(state, list(legal), judge)
    if not ranked:
        return legal[0].code(), []
    return ranked[0].event.code(), hint_line(game, explained(judge, state, ranked[0]) or ranked[0])


def seat_facts(state: Any, seat: int) -> dict[str, Any]:
    """How near the seat's hand is and what it waits on, as its game's adapter measures it (see
    :func:`analyse`); the practice table's hints say the same."""
    return adapter(state.game).seat_facts(state, seat)
