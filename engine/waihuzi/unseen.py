"""What one 歪胡子 seat has not seen: the copies of each kind that may be in the others' hands or the stock."""

from __future__ import annotations

from typing import Any

from engine.bots.chance import seen_counts
from engine.waihuzi.cards import COPIES, NUM_KINDS


def unseen(state: Any, s: int) -> list[int]:
    """Copies of each kind seat ``s`` has not seen (in the others' hands or the stock)."""
    known = [0] * NUM_KINDS
    for seat in state.playing:
        for m in state.melds[seat]:
            for c in m.cards:
                known[c.index] += 1
        for c in state.table[seat]:
            known[c.index] += 1
    if state.offer is not None:
        known[state.offer[0].index] += 1
    return seen_counts([COPIES] * NUM_KINDS, state.hands[s], known)
