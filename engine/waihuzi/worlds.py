"""The 歪胡子 table as one seat might imagine it: the cards it has not seen dealt again at random.

:func:`imagine` copies the table and deals the other two players' concealed cards and the stock
still to come afresh, in the same numbers. Melds, the cards at each seat's right, the card offered
and the seat's own hand stay. When a claim window is open, the questions not yet asked are asked
again of the new hands (which 碰 or 吃 the others could make depends on what they hold); the
questions already answered stay answered.

>>> from engine.core.rng import rng
>>> from engine.waihuzi.state import WaihuziState
>>> s = WaihuziState.deal(seed=3)
>>> w = imagine(s, s.dealer, rng("one world"))
>>> w.hands[s.dealer] == s.hands[s.dealer], [sum(h) for h in w.hands] == [sum(h) for h in s.hands]
(True, True)
>>> len(w.wall) == len(s.wall), w.wall_left == s.wall_left
(True, True)
"""

from __future__ import annotations

import copy
from typing import Any

from engine.waihuzi.cards import ALL_CARDS, NUM_KINDS
from engine.waihuzi.claims import TIER, options, queue


def clone(state: Any) -> Any:
    """A copy of the table to play on, without the undo history (a playout never takes a move back).
    Lists, sets and dicts are copied two levels down (per seat: hands, melds, the cards at its right,
    its stale cards); what they hold — counts, cards, groups, events — is never changed in place.
    Far cheaper than ``copy.deepcopy``."""
    out = copy.copy(state)
    for name, value in vars(state).items():
        if isinstance(value, list):
            setattr(out, name, [v.copy() if isinstance(v, (list, set, dict)) else v for v in value])
        elif isinstance(value, (set, dict)):
            setattr(out, name, value.copy())
    out._undo = None
    return out


def imagine(state: Any, seat: int, rng: Any) -> Any:
    """A copy of the table with every card ``seat`` cannot see dealt again at random (the table must
    have its stock in order: ``state.wall``)."""
    if state.wall is None:
        raise ValueError("a table without its stock cannot be re-dealt")
    out = clone(state)
    others = [t for t in out.playing if t != seat]
    hidden = [k for t in others for k, n in enumerate(out.hands[t]) for _ in range(n)]
    hidden += [c.index for c in out.wall[out.draws:]]
    rng.shuffle(hidden)
    at = 0
    for t in others:
        size = sum(out.hands[t])
        hand = [0] * NUM_KINDS
        for k in hidden[at:at + size]:
            hand[k] += 1
        out.hands[t] = hand
        at += size
    stock = [ALL_CARDS[k] for k in hidden[at:]]
    out.wall = tuple(out.wall[:out.draws]) + tuple(stock)
    out.wall_counts = [0] * NUM_KINDS
    for c in stock:
        out.wall_counts[c.index] += 1
    if out.phase == "claim" and out.offer is not None and out.pos < len(out.entries):
        _ask_again(out, seat)
    return out


def _ask_again(st: Any, seat: int) -> None:
    """The window's questions after the one being answered, asked of the new hands (the seat's own
    later questions stay: its hand is as it was)."""
    card, by, how = st.offer
    nxt = st.nxt[by]
    last = how == "revealed" and st.wall_left == 0
    order = st._order_from(by if how == "revealed" else nxt)
    rank = {s: i for i, s in enumerate(order)}
    now = st.entries[st.pos]

    def place(entry: tuple[int, tuple]) -> tuple[int, int]:
        return TIER[entry[1][0].type], rank[entry[0]]

    by_seat = {}
    for s in order:
        if s != seat:
            can_win = how == "revealed" and not st.dead[s] and st._wins(s, card, s == by, last)
            found = options(s, st.hands[s], st.melds[s], card, by, how, nxt, st.stale[s], st.rules, can_win)
            if found:
                by_seat[s] = found
    later = [e for e in queue(by_seat, order) if place(e) > place(now)]
    own = [e for e in st.entries[st.pos + 1:] if e[0] == seat]
    st.entries = st.entries[:st.pos + 1] + sorted(later + own, key=place)
