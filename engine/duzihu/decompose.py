"""Every way to read concealed cards as sets plus (at most) one pair, and the waits of a hand.

Counts are 31-long tuples (see :func:`engine.cards.counts_of`). Sets are runs of one suit,
three alike (暗克) and four alike (暗杠: four in hand, s002.p019 在手1111型); 将 cards may sit in
runs (s002.p032 拖尾 is the 3 of 一二三 and the 7 of 七八九, whose 1 and 9 are 头尾将;
s002.p034 文钱 一二三 of 饼). 千字, 红花, 白花 have no rank and make no runs.

>>> from engine.cards import counts_of, parse_cards
>>> counts = tuple(counts_of(parse_cards("111222333m 55p")))
>>> [" ".join(g.code() for g in d) for d in decompositions(counts, 3, True)]
['run:1m2m3m run:1m2m3m run:1m2m3m pair:5p5p', 'anke:1m1m1m anke:2m2m2m anke:3m3m3m pair:5p5p']
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.cards import ALL_CARDS, Card
from engine.duzihu.melds import Group, Kind

Counts = tuple[int, ...]


def decompositions(counts: Counts, sets: int, pair: bool) -> Iterator[tuple[Group, ...]]:
    """Each distinct reading of ``counts`` as exactly ``sets`` sets, plus one pair if ``pair``."""
    yield from _read(list(counts), 0, sets, pair, [])


def can_read(counts: Counts, sets: int, pair: bool) -> bool:
    """Whether some reading exists: the same search as :func:`decompositions`, building no groups and
    remembering the tails already tried (the waits of one hand share most of them)."""
    if len(_SEEN) > _SEEN_MAX:
        _SEEN.clear()
    return _can(list(counts), 0, sets, pair)


_SEEN: dict[tuple[int, tuple[int, ...], int, bool], bool] = {}
_SEEN_MAX = 1 << 17


def forget() -> None:
    """Drop the remembered tails (benchmarks time a cold search with it)."""
    _SEEN.clear()


def _can(counts: list[int], start: int, sets: int, pair: bool) -> bool:
    i = _first_card(counts, start)
    if i is None:
        return sets == 0 and not pair
    key = (i, tuple(counts[i:]), sets, pair)
    known = _SEEN.get(key)
    if known is not None:
        return known
    n = counts[i]
    found = False
    for quads, trips, pairs, runs in _splits(n, pair, _run_room(counts, i)):
        used_sets = quads + trips + runs
        if used_sets > sets:
            continue
        _take(counts, i, runs, -1)
        counts[i] = 0
        found = _can(counts, i + 1, sets - used_sets, pair and not pairs)
        counts[i] = n
        _take(counts, i, runs, +1)
        if found:
            break
    _SEEN[key] = found
    return found


def _read(counts: list[int], start: int, sets: int, pair: bool, acc: list[Group]) -> Iterator[tuple[Group, ...]]:
    i = _first_card(counts, start)
    if i is None:
        if sets == 0 and not pair:
            yield tuple(acc)
        return
    # Every copy of the lowest card is used at once, so each reading comes out exactly once.
    for quads, trips, pairs, runs in _splits(counts[i], pair, _run_room(counts, i)):
        used_sets = quads + trips + runs
        if used_sets > sets:
            continue
        _take(counts, i, runs, -1)
        counts[i] = 0
        acc.extend(_groups(ALL_CARDS[i], quads, trips, pairs, runs))
        yield from _read(counts, i + 1, sets - used_sets, pair and not pairs, acc)
        del acc[len(acc) - (quads + trips + pairs + runs):]
        counts[i] = 4 * quads + 3 * trips + 2 * pairs + runs
        _take(counts, i, runs, +1)


def _first_card(counts: list[int], start: int) -> int | None:
    for i in range(start, len(counts)):
        if counts[i]:
            return i
    return None


def _run_room(counts: list[int], i: int) -> int:
    """How many runs can start at card ``i`` (suited, rank 1–7, the next two ranks present)."""
    card = ALL_CARDS[i]
    if card.is_special or card.rank > 7:
        return 0
    return min(counts[i + 1], counts[i + 2])


def _splits(n: int, pair: bool, run_room: int) -> Iterator[tuple[int, int, int, int]]:
    """(fours, threes, pairs, runs) using all ``n`` copies of one card."""
    for quads in (0, 1):
        for trips in (0, 1):
            for pairs in (0, 1) if pair else (0,):
                runs = n - 4 * quads - 3 * trips - 2 * pairs
                if 0 <= runs <= run_room:
                    yield quads, trips, pairs, runs


def _take(counts: list[int], i: int, runs: int, sign: int) -> None:
    """Remove (sign -1) or put back (+1) the upper two cards of ``runs`` runs starting at ``i``."""
    if runs:
        counts[i + 1] += sign * runs
        counts[i + 2] += sign * runs


def _groups(card: Card, quads: int, trips: int, pairs: int, runs: int) -> list[Group]:
    return ([Group(Kind.ANGANG, card, 4)] * quads + [Group(Kind.ANKE, card, 3)] * trips
            + [Group(Kind.RUN, card, 3)] * runs + [Group(Kind.PAIR, card, 2)] * pairs)


def waits(counts: Counts, sets: int, pair: bool, available: Counts) -> tuple[Card, ...]:
    """Cards that would complete ``counts`` (a hand one card short), among those still ``available``.

    >>> from engine.cards import counts_of, parse_cards
    >>> hand = tuple(counts_of(parse_cards("46m 55p")))
    >>> waits(hand, 1, True, (4,) * 31)
    (Card('5m'),)
    """
    found = []
    for i, left in enumerate(available):
        if left <= 0 or ALL_CARDS[i].code == "X":
            continue
        trial = list(counts)
        trial[i] += 1
        if can_read(tuple(trial), sets, pair):
            found.append(ALL_CARDS[i])
    return tuple(found)
