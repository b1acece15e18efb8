"""Seeded randomness: the same seed gives the same deal, on every machine and Python version.

``random.Random`` with an integer seed is stable across CPython versions for ``random()``,
``shuffle`` and ``randrange`` (the Mersenne Twister and its algorithms are documented as such), so
tests, puzzles and bots can cite a seed instead of storing the deal.

>>> from engine.cards import DECK
>>> a = shuffled(DECK.full(), seed=7); b = shuffled(DECK.full(), seed=7)
>>> a == b, len(a)
(True, 124)
>>> shuffled(DECK.full(), seed=7) == shuffled(DECK.full(), seed=8)
False
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def rng(seed: int | str | None) -> random.Random:
    """A private generator; a string seed is read stably (not with ``hash()``, which is salted) and
    whole: every byte of it counts, so "11.0.deal" and "21.0.deal" are different deals.

    >>> rng("11.0.deal").random() != rng("21.0.deal").random()
    True
    """
    if isinstance(seed, str):
        seed = int.from_bytes(seed.encode("utf-8"), "big")  # Random uses every bit of a large int
    return random.Random(seed)


def shuffled(cards: Sequence[T], seed: int | str | None = None, generator: random.Random | None = None) -> list[T]:
    out = list(cards)
    (generator or rng(seed)).shuffle(out)
    return out


def deal(cards: Sequence[T], sizes: Sequence[int], seed: int | str | None = None) -> tuple[list[list[T]], list[T]]:
    """Shuffle and hand out ``sizes[i]`` cards to seat ``i``; returns (hands, the rest as the wall).

    >>> from engine.cards import DECK
    >>> hands, wall = deal(DECK.full(), [26, 25, 25, 25], seed=1)
    >>> [len(h) for h in hands], len(wall)
    ([26, 25, 25, 25], 23)
    """
    pool = shuffled(cards, seed)
    if sum(sizes) > len(pool):
        raise ValueError(f"cannot deal {sum(sizes)} cards from {len(pool)}")
    hands, pos = [], 0
    for n in sizes:
        hands.append(pool[pos:pos + n])
        pos += n
    return hands, pool[pos:]
