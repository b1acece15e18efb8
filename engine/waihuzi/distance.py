"""How far a 歪胡子 hand is from waiting on a win, counted in blocks, with the 息 it must reach.

A win groups every concealed card, the winning card pairing the one left over (the pair must hold
the winning card, :mod:`engine.waihuzi.wins`), and reaches 8 息 (s004.p041 最低8息才能和牌). So a hand
of ``3·k + 1`` concealed cards waits when it holds ``k`` groups and a single. Its cards are split
into groups — three alike (坎, 3 息), a run of one size (s004.p016), 二七十 (1 息) — and partial groups
(two alike, two of a run, two of 二七十); at most ``k`` of them count:

    blocks = 2·k − 2·groups − partials

and a grouping whose 息 (the melds', the concealed groups', and 1 for the win) stays below the
minimum counts one step more (two when it is short by more than a 歪's 4). Small and big cards never
mix in a group, so the two halves are split apart and each half's splits remembered.

>>> from engine.waihuzi.cards import counts_of, parse_cards
>>> hand = counts_of(parse_cards("333x 456x 270x 888d 123d 5d"))   # five groups and a single: waits
>>> steps(hand, meld_xi=0, min_xi=8, last_run=8)   # 坎 3 + 二七十 1 + 坎 3 + the win 1
(0, 8)
>>> steps(counts_of(parse_cards("333x 456x 270x 888d 12d 5d 9d")), meld_xi=0, min_xi=8, last_run=8)  # 12d short of 3d
(1, 8)
>>> steps(counts_of(parse_cards("345x 456x 270x 678d 123d 5d")), meld_xi=0, min_xi=8, last_run=8)  # grouped, 6 息 short
(2, 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from engine.waihuzi.rules import XI

Table = tuple[tuple[int, int, int], ...]  # (groups, partials, most 息 of the groups)


@lru_cache(maxsize=1 << 16)
def half_table(counts: tuple[int, ...], top: int) -> Table:
    """Every (groups, partials) one size's ten counts can make, with the most 息 beside them
    (``top``: the lowest index of the highest run)."""
    i = next((k for k, n in enumerate(counts) if n), None)
    if i is None:
        return ((0, 0, 0),)
    best: dict[tuple[int, int], int] = {}
    c = list(counts)

    def rest(take: tuple[int, ...], groups: int, partials: int, xi: int) -> None:
        for k in take:
            c[k] -= 1
        for g, p, x in half_table(tuple(c), top):
            key = (g + groups, p + partials)
            if best.get(key, -1) < x + xi:
                best[key] = x + xi
        for k in take:
            c[k] += 1

    if c[i] >= 3:
        rest((i, i, i), 1, 0, XI["kan"])
    if i <= top and c[i + 1] and c[i + 2]:
        rest((i, i + 1, i + 2), 1, 0, 0)
    if i == 1 and c[6] and c[9]:
        rest((1, 6, 9), 1, 0, XI["erqishi"])
    if c[i] >= 2:
        rest((i, i), 0, 1, 0)
    if i <= top + 1 and c[i + 1]:  # two of a run: i, i+1 in one starting at i or i - 1
        rest((i, i + 1), 0, 1, 0)
    if i <= top and c[i + 2]:
        rest((i, i + 2), 0, 1, 0)
    for a, b in ((1, 6), (1, 9), (6, 9)):
        if i == a and c[b]:
            rest((a, b), 0, 1, 0)
    rest((i,), 0, 0, 0)  # the card stays single
    return tuple((g, p, x) for (g, p), x in best.items())


def steps(hand: Sequence[int], *, meld_xi: int, min_xi: int, last_run: int, k: int | None = None) -> tuple[int, int]:
    """(steps before the hand waits, 息 of the best grouping reaching that, melds and the win included).
    ``k``: the groups to make (default: what ``3·k + 1`` concealed cards call for)."""
    if k is None:
        k = (sum(hand) - 1) // 3
    top = last_run - 1  # engine/waihuzi/wins.py: a run starts at rank index r <= last_run - 1
    return from_halves(half_table(tuple(hand[:10]), top), half_table(tuple(hand[10:]), top), k, meld_xi, min_xi)


def from_halves(small: Table, big: Table, k: int, meld_xi: int, min_xi: int) -> tuple[int, int]:
    best = (99, 0)
    for g0, p0, x0 in small:
        for g1, p1, x1 in big:
            g = min(k, g0 + g1)
            blocks = 2 * k - 2 * g - min(p0 + p1, k - g)
            xi = meld_xi + x0 + x1 + XI["win"]
            short = min_xi - xi
            d = blocks + (0 if short <= 0 else 1 if short <= XI["wai"] else 2)
            if d < best[0] or d == best[0] and xi > best[1]:
                best = (d, xi)
    return best
