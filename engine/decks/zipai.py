"""歪胡子 character cards and their notation (s004.p006–p010).

The deck is 20 kinds, four of each, 80 cards: small 一…十 written ``1x``…``9x`` and ``0x`` (十),
big 壹…拾 written ``1d``…``9d`` and ``0d`` (拾). Digits share the letter after them, so ``270x``
is 二 七 十. Chinese numerals parse too, 简体 and 繁體 (贰/貳, 叁/參, 陆/陸). 二 七 十 and 贰 柒 拾 are
red, the rest black (s004.p010).

Each kind is one interned :class:`Card`; ``Card.index`` is its place in canonical order (small 一…十
are 0–9, big 壹…拾 are 10–19), so a hand is cheaply a tuple of 20 counts.

>>> parse_cards("270x 3d")
[Card('2x'), Card('7x'), Card('0x'), Card('3d')]
>>> format_cards(parse_cards("贰柒拾 十 貳 陸 一"))
'1x 0x 2d 2d 6d 7d 0d'
>>> Card.parse("0d").zh, Card.parse("0d").is_red, Card.parse("8x").en
('拾', True, 'small eight')
>>> parse_cards("3z")
Traceback (most recent call last):
...
engine.core.errors.CardError: unknown card '3z'

``10x`` is two cards, 一 and 十, by the shared-letter rule:

>>> parse_cards("10x")
[Card('1x'), Card('0x')]
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.core.deck import Deck, InternedCard

SIZES: Final = "xd"  # x = 小写 small, d = 大写 big
SMALL_ZH: Final = "一二三四五六七八九十"
BIG_ZH: Final = "壹贰叁肆伍陆柒捌玖拾"
BIG_ZH_HANT: Final = "壹貳參肆伍陸柒捌玖拾"
RANK_EN: Final = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
RED_RANKS: Final = frozenset((2, 7, 10))  # s004.p010 “二”、“七”、“十”和“贰”、“柒”、“拾”为红色

NUM_KINDS: Final = 20
COPIES: Final = 4  # s004.p007 / p008 各四张
DECK_SIZE: Final = NUM_KINDS * COPIES


class Card(InternedCard):
    """One kind of 歪胡子 card; instances are interned, compare by identity, print as their code."""

    __slots__ = ("index", "code", "size", "rank")
    index: int
    code: str
    size: str  # "x" small 小写, "d" big 大写
    rank: int  # 1–10

    def __new__(cls, index: int) -> Card:  # pragma: no cover - only used to build ALL_CARDS
        self = object.__new__(cls)
        self.index = index
        self.size = SIZES[index // 10]
        self.rank = index % 10 + 1
        self.code = f"{self.rank % 10}{self.size}"
        return self

    @staticmethod
    def parse(text: str) -> Card:
        """One card from its code or Chinese numeral.

        >>> Card.parse("參") is Card.parse("3d")
        True
        """
        return DECK.card(text)

    @classmethod
    def from_index(cls, index: int) -> Card:
        return ALL_CARDS[index]

    @staticmethod
    def of(rank: int, size: str) -> Card:
        """The card of a rank (1–10) and size (``"x"`` or ``"d"``).

        >>> Card.of(10, "d")
        Card('0d')
        """
        return ALL_CARDS[SIZES.index(size) * 10 + rank - 1]

    @property
    def is_big(self) -> bool:
        return self.size == "d"

    @property
    def is_small(self) -> bool:
        return self.size == "x"

    @property
    def is_red(self) -> bool:
        return self.rank in RED_RANKS

    @property
    def color(self) -> str:
        """``"red"`` or ``"black"`` (s004.p010)."""
        return "red" if self.is_red else "black"

    @property
    def zh(self) -> str:
        """简体 numeral: 七 for ``7x``, 柒 for ``7d``."""
        return (BIG_ZH if self.is_big else SMALL_ZH)[self.rank - 1]

    @property
    def zh_hant(self) -> str:
        """繁體 numeral: 貳 for ``2d``."""
        return (BIG_ZH_HANT if self.is_big else SMALL_ZH)[self.rank - 1]

    @property
    def en(self) -> str:
        """English name: "small seven", "big ten"."""
        return f"{'big' if self.is_big else 'small'} {RANK_EN[self.rank - 1]}"


ALL_CARDS: Final[tuple[Card, ...]] = tuple(Card(i) for i in range(NUM_KINDS))
BY_CODE: Final[dict[str, Card]] = {c.code: c for c in ALL_CARDS}

_ZH_NAMES: dict[str, Card] = {}
for _i, _ch in enumerate(SMALL_ZH):
    _ZH_NAMES[_ch] = ALL_CARDS[_i]
for _names in (BIG_ZH, BIG_ZH_HANT):
    for _i, _ch in enumerate(_names):
        _ZH_NAMES[_ch] = ALL_CARDS[10 + _i]

DECK: Final[Deck[Card]] = Deck("zipai", ALL_CARDS, digits="0123456789", suits=SIZES, names=_ZH_NAMES, copies=COPIES)


def parse_cards(text: str) -> list[Card]:
    """Cards in the order written. Digits share the size letter after them (``456x``).

    Raises :class:`CardError` naming the first token that is not a card.
    """
    return DECK.parse(text)


def format_cards(cards: Iterable[Card], *, compact: bool = False) -> str:
    """Canonical text: small 一…十, then big 壹…拾.

    >>> format_cards(parse_cards("0x 9d 2x 7x 1d"), compact=True)
    '270x19d'
    """
    return DECK.format(cards, compact=compact)


def zh_cards(cards: Iterable[Card]) -> str:
    """Chinese numerals in the order given: ``贰柒拾``."""
    return "".join(c.zh for c in cards)


def counts_of(cards: Iterable[Card], *, limit: int = COPIES) -> list[int]:
    """A 20-long count vector; more than ``limit`` copies of a kind raises :class:`CardError`.

    >>> counts_of(parse_cards("3x3x3x3x3x"))
    Traceback (most recent call last):
    ...
    engine.core.errors.CardError: too many copies of 3x (5; a deck has 4)
    """
    return DECK.counts(cards, limit=limit)


def cards_of(counts: Iterable[int]) -> list[Card]:
    """Cards for a count vector, in canonical order."""
    return DECK.cards_of(counts)
