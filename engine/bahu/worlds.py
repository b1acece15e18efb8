"""The 八胡 table as one seat might imagine it: the cards it has not seen dealt again at random.

A bot that plays the rest of the hand out (:mod:`engine.bots.playouts`) must not look at the
others' hands or the wall. :func:`imagine` copies the table and deals the cards the seat cannot see
— the others' concealed hands and the wall still to come — afresh, in the same numbers: each
other hand keeps its size, the wall its length. Everything face up stays as it is: tables, cards in
front of the seats, the card up for claims, the seat's own hand. No hand is dealt four alike
(those were laid out in the deal). (Bombs laid face down are left
where they are; their cards are not dealt again.) When the card up is being claimed, the questions
after the one the seat is answering are asked again: which seats may 碰 it depends on their new hands.
Call it when ``seat`` is to move.

>>> from engine.core.rng import deal, rng
>>> from engine.bahu.rules import RuleSet
>>> from engine.bahu.state import BahuState
>>> from engine.bahu.table_record import deck_for
>>> rules = RuleSet.named("haimen")
>>> hands, wall = deal(deck_for(rules), [26, 25, 25, 25], seed=3)
>>> s = BahuState(rules, hands, wall, dealer=0)
>>> w = imagine(s, 1, rng("one world"))
>>> w.seats[1].hand == s.seats[1].hand, w.seats[0].hand == s.seats[0].hand
(True, False)
>>> [sum(x.hand) for x in w.seats] == [sum(x.hand) for x in s.seats], len(w.wall) == len(s.wall)
(True, True)
"""

from __future__ import annotations

import copy
from typing import Any

from engine.cards import ALL_CARDS

SHARED = ("ev", "rules", "play", "initial", "wall")  # never changed in play (the wall is read, not popped)


def clone(state: Any) -> Any:
    """A copy of the table to play on. Every list, set and dict of the table and of each seat is
    copied one level down (what they hold — counts, events, melds — is never changed in place); the
    rule set, the analysis's memory and the deal stay shared. Far cheaper than ``copy.deepcopy``."""
    out = copy.copy(state)
    for name, value in vars(state).items():
        if name == "seats":
            out.seats = [_flat_copy(seat) for seat in value]
        elif name not in SHARED and isinstance(value, (list, set, dict)):
            setattr(out, name, value.copy())
    out._decision = None
    return out


def _flat_copy(obj: Any) -> Any:
    out = copy.copy(obj)
    for name, value in vars(obj).items():
        if isinstance(value, (list, set, dict)):
            setattr(out, name, value.copy())
    return out


def imagine(state: Any, seat: int, rng: Any) -> Any:
    """A copy of the table with every card ``seat`` cannot see dealt again at random. The table must
    have its wall (a record's deal, or a seeded one); ``state.wall`` None has no order to re-deal."""
    if state.wall is None:
        raise ValueError("a table without its wall cannot be re-dealt")
    out = clone(state)
    answering = None
    if out.phase == "window":
        index, _mover, _options = out._decide()
        answering = out.positions[index] if index >= 0 else None
    hidden: list[int] = []
    sizes: dict[int, int] = {}
    for t, other in enumerate(out.seats):
        if t != seat:
            sizes[t] = sum(other.hand)
            hidden += [k for k, n in enumerate(other.hand) for _ in range(n)]
    hidden += [c.index for c in out.wall[out.drawn:]]
    rng.shuffle(hidden)
    _no_fours(hidden, list(sizes.values()), rng)
    at = 0
    for t, size in sizes.items():
        other = out.seats[t]
        hand = [0] * len(other.hand)
        for k in hidden[at:at + size]:
            hand[k] += 1
        at += size
        # what it was dealt, as far as the new hand tells (平胡 needs a dealt triplet or bomb)
        dealt = list(hand)
        for m in other.melds:
            if m.kind == "bomb":
                dealt[m.cards[0].index] += 4
        other.hand, other.dealt = hand, tuple(dealt)
        other.changed()
    out.wall = out.wall[:out.drawn] + [ALL_CARDS[k] for k in hidden[at:]]
    out._decision = None
    if answering is not None:
        # the questions before the one being answered were asked of the old hands: they stay answered
        order = out.claim_order(out.card, out.source, out.how)
        out.positions, out.ptr = order, order.index(answering)
    return out


def _no_fours(hidden: list[int], sizes: list[int], rng: Any) -> None:
    """No concealed hand holds four alike after the deal (a dealt four is laid out as a bomb at once,
    s000.p029): a fourth copy dealt to a hand changes places with a wall card of another kind."""
    start = 0
    wall_from = sum(sizes)
    for size in sizes:
        counts: dict[int, int] = {}
        for k in hidden[start:start + size]:
            counts[k] = counts.get(k, 0) + 1
        for k in [k for k, n in counts.items() if n == 4]:
            i = next(i for i in range(start, start + size) if hidden[i] == k)
            swaps = [j for j in range(wall_from, len(hidden)) if hidden[j] != k and counts.get(hidden[j], 0) < 3]
            if swaps:
                j = swaps[rng.randrange(len(swaps))]
                counts[hidden[j]] = counts.get(hidden[j], 0) + 1
                counts[k] -= 1
                hidden[i], hidden[j] = hidden[j], hidden[i]
        start += size
