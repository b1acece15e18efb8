"""The 八胡 table as one seat might imagine it: the cards it has not seen dealt again at random.

A bot that plays the rest of the hand out (:mod:`engine.bots.playouts`) must not look at the
others' hands or the wall. :func:`imagine` copies the table and deals the cards the seat cannot see
— the others' concealed hands and the wall still to come — afresh, in the same numbers: each
other hand keeps its size, the wall its length. Everything face up stays as it is: tables, cards in
front of the seats, the card up for claims, the seat's own hand. In the drawing (while seats decide on
买庄 holding part of their hands) the cards still to be drawn are unseen too, the seat's own next cards
included: every hand is completed from the unseen cards. No hand is dealt four alike once
the deal's fours are laid out (before that, while seats decide on 买庄, they may be), and no hand
two of a kind that came up while it could have been 碰'd and nobody took it by 碰 or 杠
(:func:`passed_over`): a player who holds a pair takes the third card — every bot does, and so do
people nearly always — and a concealed hand never gains a card after the deal, so what it could not
碰 then it cannot hold as a pair now. (Bombs laid face down are left
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
        answering = out.positions[index] if 0 <= index < len(out.positions) else None  # past the end: the flip
    hidden: list[int] = []
    sizes: dict[int, int] = {}
    for t, other in enumerate(out.seats):
        if t != seat:
            sizes[t] = sum(other.hand)
            hidden += [k for k, n in enumerate(other.hand) for _ in range(n)]
    pending = state.to_draw()  # in the drawing: the cards still to be drawn, every seat's own included
    hidden += [c.index for _t, c in pending]
    hidden += [c.index for c in out.wall[out.drawn:]]
    rng.shuffle(hidden)
    # before the deal's fours are laid out (while seats decide on 买庄) a hand may still hold one
    most = 4 if state.phase == "deal" and len(state.buy_decided) < len(state.seats) else 3
    _within_caps(hidden, list(sizes.values()), [passed_over(state, t) for t in sizes], rng, most)
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
    if pending:  # every hand completed from the unseen cards, in the drawing's order
        listed = [list(cards) for cards in out.listed]
        start = 0
        for t, size in sizes.items():
            listed[t] = [ALL_CARDS[k] for k in hidden[start:start + size]]
            start += size
        listed[seat] = listed[seat][:sum(out.seats[seat].hand)]
        for (t, _card), k in zip(pending, hidden[at:at + len(pending)]):
            listed[t].append(ALL_CARDS[k])
        out.listed = listed
        at += len(pending)
    out.wall = out.wall[:out.drawn] + [ALL_CARDS[k] for k in hidden[at:]]
    out._decision = None
    if answering is not None:
        # the questions before the one being answered were asked of the old hands: they stay answered
        order = out.claim_order(out.card, out.source, out.how)
        out.positions, out.ptr = order, order.index(answering)
    return out


def passed_over(state: Any, t: int) -> frozenset[int]:
    """Kinds that came up while seat ``t`` was in the hand and could have 碰'd them (another seat's
    discard, or a flip where the rules let it) and that nobody took by 碰 or 杠: what anyone at the
    table saw. The card up now is not counted (its questions are still being asked)."""
    if not state.seats[t].active:
        return frozenset()
    out: set[int] = set()
    up: tuple[int, bool] | None = None  # (kind, whether t could 碰 it)
    for e in state.events:
        if e.type in ("discard", "draw") and e.card is not None:
            if up is not None and up[1]:
                out.add(up[0])
            up = (e.card.index, e.seat != t or (e.type == "draw" and state.rules.flipper_may_peng))
        elif e.type in ("peng", "gang") and up is not None and e.card is not None and e.card.index == up[0]:
            up = None
    return frozenset(out - set(state.seats[t].stale_peng))


def _within_caps(hidden: list[int], sizes: list[int], capped: list[frozenset[int]], rng: Any, most: int = 3) -> None:
    """Each hand dealt from the front of ``hidden`` holds at most ``most`` alike (three once the deal's
    fours are laid out as bombs, s000.p029) and at most one of each kind in its ``capped``: a copy
    over the cap changes places with a wall card of a kind the hand may take another of. A copy one
    hand sends to the wall may be what an earlier hand lacked, so the hands are gone over again until
    none changes (each swap leaves one copy fewer over a cap, so this ends)."""
    while _swap_over_caps(hidden, sizes, capped, rng, most):
        pass


def _swap_over_caps(hidden: list[int], sizes: list[int], capped: list[frozenset[int]], rng: Any, most: int) -> bool:
    """One pass of :func:`_within_caps` over the hands; whether any card changed places."""
    start = 0
    wall_from = sum(sizes)
    swapped = False
    for size, kinds in zip(sizes, capped):
        counts: dict[int, int] = {}
        for k in hidden[start:start + size]:
            counts[k] = counts.get(k, 0) + 1

        def cap(k: int) -> int:
            return 1 if k in kinds else most  # noqa: B023 - asked within this hand's pass

        for k in [k for k, n in counts.items() if n > cap(k)]:
            while counts[k] > cap(k):
                i = next(i for i in range(start, start + size) if hidden[i] == k)
                swaps = [j for j in range(wall_from, len(hidden))
                         if hidden[j] != k and counts.get(hidden[j], 0) < cap(hidden[j])]
                if not swaps:
                    break
                j = swaps[rng.randrange(len(swaps))]
                counts[hidden[j]] = counts.get(hidden[j], 0) + 1
                counts[k] -= 1
                hidden[i], hidden[j] = hidden[j], hidden[i]
                swapped = True
        start += size
    return swapped
