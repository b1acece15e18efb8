"""What one 八胡 seat has not seen: the copies of each kind that may be in the others' hands or the wall.

Not the table's own ``state.unseen`` (the cards nobody holds when the wall is not known): this is a
seat's view, the one a bot may reason from without looking at the others' hands or the wall.
"""

from __future__ import annotations

from typing import Any

from engine.bahu.table_record import deck_for
from engine.bots.chance import seen_counts
from engine.cards import ALL_CARDS, counts_of


def unseen(state: Any, s: int) -> list[int]:
    """Copies of each kind seat ``s`` has not seen: not in its hand, on any table (bombs laid face down
    by another seat are not seen), in front of any seat, or up for claims."""
    known = [0] * len(ALL_CARDS)
    for t, seat in enumerate(state.seats):
        for m in seat.melds:
            if m.kind == "bomb" and seat.bombs_face_down and t != s:
                continue
            for c in m.cards:
                known[c.index] += 1
        for k in seat.discards:
            known[k] += 1
        for k, n in enumerate(seat.standing):
            known[k] += n
    if state.phase == "window" and state.card is not None:
        known[state.card] += 1
    return seen_counts(counts_of(deck_for(state.rules)), state.seats[s].hand, known)
