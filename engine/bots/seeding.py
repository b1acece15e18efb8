"""The randomness of a judgement comes from the position, not from who asks.

A lookahead bot draws random numbers twice: to order moves its measure ranks equal, and to imagine
the tables its playouts meet. Both are seeded here from what the seat to move knows — its game, the
seat, how many cards the wall still holds, the copies of every kind it has not seen
(:meth:`~engine.core.registry.GamePlug.unseen`) and the moves open to it — so the practice hint, the
review of that moment, the bot at the table and the replay's analysis, asking about the same
position, get the same ranking and the same values.

>>> from engine.waihuzi.state import WaihuziState
>>> s = WaihuziState.deal(seed=3)
>>> moves = s.legal_moves()
>>> position_rng(s, moves, "order").random() == position_rng(s, moves, "order").random()
True
>>> position_rng(s, moves, "order").random() == position_rng(s, moves, "tables").random()
False
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core.game import Event, State
from engine.core.registry import game
from engine.core.rng import rng


def position_key(state: State, options: Sequence[Event]) -> str:
    """What the seat to move knows, as text: the same position gives the same key, whoever asks."""
    seat = options[0].seat
    unseen = game(state.game).unseen(state, seat)
    # not the count of events: a record may leave passes out that a review makes explicit
    wall = getattr(state, "wall_left", "")
    return "|".join((state.game, str(seat), str(wall), ",".join(map(str, unseen)),
                     ";".join(e.code() for e in options)))


def position_rng(state: State, options: Sequence[Event], purpose: str) -> random.Random:
    """A generator seeded by the position and what it is drawn for (``order``, ``tables``, ``buy`` …):
    each use its own stream, so drawing for one does not move the other."""
    return rng(f"{purpose}|{position_key(state, options)}")
