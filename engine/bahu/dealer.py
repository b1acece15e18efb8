"""Who deals: the first dealer by the 打庄 flip, and the dealer of each later hand.

The Tongdong text (s001.p050): one player turns up any card and reads its number; counting round the
table in turn order from the one who turned it, the count lands on the first dealer — 「159自动手，
48为底，37对门」, a 将 counting as one. So 1, 5, 9 are the turner himself, 2 and 6 his 下家, 3 and 7
the seat opposite, 4 and 8 his 上家 (底, the last seat of the count). Then 「庄家轮坐，逆时针轮转，
每局一人」: the deal passes to the 下家 every hand.

>>> from engine.cards import Card
>>> [first_dealer(0, Card.parse(c)) for c in ("1m", "5p", "9m", "2s", "3m", "7p", "4p", "8p", "Q")]
[0, 0, 0, 1, 2, 2, 3, 3, 0]
>>> next_dealer(3)
0
"""

from __future__ import annotations

from engine.bahu.groups import JIANG
from engine.cards import Card
from engine.core.errors import InputError

SEATS = 4


def count_of(card: Card) -> int:
    """The number the 打庄 flip reads: the card's rank, a 将 counting as one (s001.p050 如是将牌，则视作1)."""
    return 1 if card.index in JIANG or card.rank == 0 else card.rank


def first_dealer(turner: int, card: Card) -> int:
    """The seat the count lands on, counting the turner as one and going round in turn order."""
    if not 0 <= turner < SEATS:
        raise InputError(f"the turner must be a seat 0–3, not {turner}", "turner")
    return (turner + count_of(card) - 1) % SEATS


def next_dealer(dealer: int) -> int:
    """庄家轮坐，逆时针轮转，每局一人 (s001.p050): the 下家 deals the next hand."""
    return (dealer + 1) % SEATS
