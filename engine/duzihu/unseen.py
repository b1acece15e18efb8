"""What one 笃子胡 seat has not seen: the copies of each kind that may be in the others' hands or the wall.

Not the table's own ``state.unseen`` (the cards no seat holds and the wall has not shown): this is a
seat's view, the one a bot may reason from without looking at the others' hands or the wall.
"""

from __future__ import annotations

from typing import Any

from engine.bots.chance import seen_counts
from engine.cards import ALL_CARDS
from engine.duzihu.seat import XI_INDEX


def unseen(state: Any, s: int) -> list[int]:
    """Copies of each kind seat ``s`` has not seen (in the others' hands or the wall)."""
    known = [0] * len(ALL_CARDS)
    for seat in state.seats:
        for m in seat.melds:
            known[m.card.index] += m.size
        for c in seat.discards:
            known[c.index] += 1
        known[XI_INDEX] += seat.xi
    return seen_counts(state.in_play, state.seats[s].hand, known)
