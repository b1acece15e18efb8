"""Every way to split a 歪胡子 hand into groups (s004.p014–p019, p024), and the best partial split.

A winning hand is all groups (s004.p019), at most one of them the 吊字 pair completed by the winning
card (s004.p018). Card kinds are indices into :data:`~engine.waihuzi.cards.ALL_CARDS`.

>>> [" ".join(map(str, gs)) for gs in groupings(counts_of(parse_cards("333x 456x")), None)]
['kan:333x shun:456x']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Final

from engine.waihuzi.cards import ALL_CARDS, NUM_KINDS, Card, counts_of, parse_cards  # noqa: F401 (doctests)
from engine.waihuzi.groups import Group, Kind
from engine.waihuzi.rules import DEFAULT, RuleSet

_ALIKE4, _ALIKE3, _PAIR, _RUN, _EQS = range(5)
Raw = tuple[tuple[int, int], ...]  # (shape, lowest kind) per group


def _shapes(i: int, c: list[int], last_run: int) -> Iterator[tuple[int, tuple[int, ...]]]:
    """Shapes of a group whose lowest kind is ``i`` that the counts ``c`` allow (no pair)."""
    n = c[i]
    if n == 4:
        yield _ALIKE4, (i, i, i, i)
    if n >= 3:
        yield _ALIKE3, (i, i, i)
    if n >= 2:
        yield _PAIR, (i, i)
    if i % 10 <= last_run - 1 and c[i + 1] and c[i + 2]:
        yield _RUN, (i, i + 1, i + 2)
    if i % 10 == 1 and c[i + 5] and c[i + 8]:
        yield _EQS, (i, i + 5, i + 8)


def raw_groupings(counts: Iterable[int], pair_kinds: frozenset[int], options: RuleSet = DEFAULT) -> Iterator[Raw]:
    """Every way to put all the cards of ``counts`` into groups, each multiset of groups once.

    The lowest remaining kind must start a group (so a run starts at it); at one kind, group
    shapes come in a fixed order, so no split is found twice. At most one pair, of a kind in
    ``pair_kinds``.
    """
    c = list(counts)
    acc: list[tuple[int, int]] = []
    last_run = 8 if options.ten_after_nine else 7  # the highest rank a run may start at

    def rec(i: int, min_shape: int, pair_free: bool) -> Iterator[Raw]:
        while i < NUM_KINDS and c[i] == 0:
            i += 1
            min_shape = 0
        if i == NUM_KINDS:
            yield tuple(acc)
            return
        for shape, kinds in _shapes(i, c, last_run):
            if shape < min_shape or (shape == _PAIR and not (pair_free and i in pair_kinds)):
                continue
            for k in kinds:
                c[k] -= 1
            acc.append((shape, i))
            yield from rec(i, shape, pair_free and shape != _PAIR)
            acc.pop()
            for k in kinds:
                c[k] += 1

    yield from rec(0, 0, True)


def _kinds_of(shape: int, i: int) -> tuple[int, ...]:
    return {
        _ALIKE4: (i, i, i, i),
        _ALIKE3: (i, i, i),
        _PAIR: (i, i),
        _RUN: (i, i + 1, i + 2),
        _EQS: (i, i + 5, i + 8),
    }[shape]


# Where the winning card goes when a split leaves a choice: where it counts most. A self-drawn card
# makes three alike a 歪 (4, not 坎 3); another player's card makes them a 碰 (1), so it goes into a
# phrase or a four first, and the three dealt cards stay a 坎 (s004.p014).
_WIN_PLACES: Final = {"self": (_PAIR, _ALIKE3, _ALIKE4, _EQS, _RUN), "other": (_PAIR, _RUN, _EQS, _ALIKE4, _ALIKE3)}


def to_groups(raw: Raw, win: int | None, revealed_by: str = "self") -> tuple[Group, ...]:
    """Concealed groups for a split, the winning card (kind ``win``) placed where it counts most.
    ``revealed_by``: ``"self"`` (the winner drew it) or ``"other"`` (another player revealed it)."""
    win_at: int | None = None
    own = revealed_by == "self"
    if win is not None:
        holders = [n for n, (shape, i) in enumerate(raw) if win in _kinds_of(shape, i)]
        for prefer in _WIN_PLACES["self" if own else "other"]:
            hit = [n for n in holders if raw[n][0] == prefer]
            if hit:
                win_at = hit[0]
                break
    out: list[Group] = []
    for n, (shape, i) in enumerate(raw):
        cards = tuple(ALL_CARDS[k] for k in _kinds_of(shape, i))
        w = n == win_at
        if shape == _ALIKE3:
            if w and not own:
                out.append(Group(Kind.PENG, cards, win=True))
            else:
                out.append(Group(Kind.WAI if w else Kind.KAN, cards, drawn=w, win=w))
        elif shape == _ALIKE4:
            out.append(Group(Kind.LIU, cards, drawn=w and own, win=w))
        elif shape == _PAIR:
            out.append(Group(Kind.PAIR, cards, drawn=w and own, win=w))
        else:
            out.append(Group(Kind.SHUN if shape == _RUN else Kind.ERQISHI, cards, win=w))
    return tuple(out)


def groupings(counts: Iterable[int], win: int | None, options: RuleSet = DEFAULT,
              revealed_by: str = "self") -> Iterator[tuple[Group, ...]]:
    """Every grouping of the concealed cards ``counts``; ``win`` is the winning card's kind (its
    twin may be the 吊字 pair), ``None`` for a hand with no drawn card (天胡), whose pair may be any.

    >>> [" ".join(map(str, g)) for g in groupings(counts_of(parse_cards("333444555x")), None)]
    ['kan:333x kan:444x kan:555x', 'shun:345x shun:345x shun:345x']
    >>> [" ".join(map(str, g)) for g in groupings(counts_of(parse_cards("88x 789x")), 7)]
    ['shun:789x pair:88x']
    """
    pair_kinds = frozenset(range(NUM_KINDS)) if win is None else frozenset((win,))
    for raw in raw_groupings(counts, pair_kinds, options):
        yield to_groups(raw, win, revealed_by)


def best_partial(counts: Iterable[int], win: int | None, options: RuleSet = DEFAULT,
                 revealed_by: str = "self") -> tuple[tuple[Group, ...], tuple[Card, ...]]:
    """For a hand that does not split into groups: the groups placing the most cards (then the
    most 息), and the cards left over. Used to explain why a hand is not a win.

    >>> gs, left = best_partial(counts_of(parse_cards("333x 45x 9d 8d")), Card.parse("9d").index)
    >>> [str(g) for g in gs], left
    (['kan:333x'], (Card('4x'), Card('5x'), Card('8d'), Card('9d')))
    """
    pair_kinds = frozenset(range(NUM_KINDS)) if win is None else frozenset((win,))
    last_run = 8 if options.ten_after_nine else 7
    xi_of = {_ALIKE4: 3, _ALIKE3: 3, _PAIR: 0, _RUN: 0, _EQS: 1}

    @lru_cache(maxsize=None)
    def best(state: tuple[int, ...], pair_free: bool) -> tuple[int, int, Raw, tuple[int, ...]]:
        i = next((k for k, n in enumerate(state) if n), NUM_KINDS)
        if i == NUM_KINDS:
            return 0, 0, (), ()
        c = list(state)
        result: tuple[int, int, Raw, tuple[int, ...]] | None = None
        for shape, kinds in _shapes(i, c, last_run):
            if shape == _PAIR and not (pair_free and i in pair_kinds):
                continue
            for k in kinds:
                c[k] -= 1
            p, x, r, lf = best(tuple(c), pair_free and shape != _PAIR)
            for k in kinds:
                c[k] += 1
            cand = (p + len(kinds), x + xi_of[shape], ((shape, i),) + r, lf)
            if result is None or cand[:2] > result[:2]:
                result = cand
        c[i] -= 1  # or leave one copy of the lowest kind over
        placed, xi, raw, left = best(tuple(c), pair_free)
        if result is None or (placed, xi) > result[:2]:
            result = (placed, xi, raw, (i,) + left)
        return result

    _, _, raw, left = best(tuple(counts), True)
    return to_groups(raw, win, revealed_by), tuple(ALL_CARDS[k] for k in left)
