"""长牌 cards and their notation, shared by every long-card game (八胡, 笃子胡).

There are 31 kinds: 万 ``1m``–``9m``, 条/索 ``1s``–``9s``, 饼/筒 ``1p``–``9p``, then the
specials 千字 ``Q``, 红花 ``H``, 白花 ``B`` and 喜 ``X`` (the 福禄寿喜财 star cards).
Each kind is one interned :class:`Card`; ``Card.index`` is its place in canonical order
(m, s, p, then Q H B X), so a hand is cheaply a tuple of 31 counts.

>>> parse_cards("345m 2s2m8p QH9s")
[Card('3m'), Card('4m'), Card('5m'), Card('2s'), Card('2m'), Card('8p'), Card('Q'), Card('H'), Card('9s')]
>>> format_cards(parse_cards("二万 三條 九饼 千字 空窑 押子 仙儿"))
'2m 3s 9p Q H B X'
>>> Card.parse("九索").zh
'九条'
>>> parse_cards("3z")
Traceback (most recent call last):
...
engine.core.errors.CardError: unknown card '3z'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from engine.core.deck import Deck, InternedCard

SUITS: Final = "msp"
SUIT_ZH: Final = {"m": "万", "s": "条", "p": "饼"}
SUIT_ZH_HANT: Final = {"m": "萬", "s": "條", "p": "餅"}
SUIT_EN: Final = {"m": "wan (myriads)", "s": "tiao (strings)", "p": "bing (coins)"}
SPECIALS: Final = "QHBX"
SPECIAL_ZH: Final = {"Q": "千字", "H": "红花", "B": "白花", "X": "喜"}
SPECIAL_ZH_HANT: Final = {"Q": "千字", "H": "紅花", "B": "白花", "X": "喜"}
SPECIAL_EN: Final = {"Q": "Qianzi", "H": "Red Flower", "B": "White Flower", "X": "Xi (star card)"}
NUMERALS: Final = "一二三四五六七八九"
NUMERALS_EN: Final = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

NUM_KINDS: Final = 31
COPIES: Final = 4


class Card(InternedCard):
    """One kind of 长牌 card; instances are interned, compare by identity, print as their code."""

    __slots__ = ("index", "code", "suit", "rank")
    index: int
    code: str
    suit: str  # "m", "s", "p", or the special's own letter
    rank: int  # 1–9 for suited cards, 0 for specials

    def __new__(cls, index: int) -> Card:  # pragma: no cover - only used to build ALL_CARDS
        self = object.__new__(cls)
        self.index = index
        if index < 27:
            self.suit, self.rank = SUITS[index // 9], index % 9 + 1
            self.code = f"{self.rank}{self.suit}"
        else:
            self.suit, self.rank = SPECIALS[index - 27], 0
            self.code = self.suit
        return self

    @staticmethod
    def parse(text: str) -> Card:
        """One card from its code or a Chinese name (简体 or 繁體, regional synonyms too)."""
        return DECK.card(text)

    @classmethod
    def from_index(cls, index: int) -> Card:
        return ALL_CARDS[index]

    @property
    def is_special(self) -> bool:
        return self.rank == 0

    @property
    def zh(self) -> str:
        """简体 name: 三万, 九条, 千字."""
        return SPECIAL_ZH[self.suit] if self.is_special else NUMERALS[self.rank - 1] + SUIT_ZH[self.suit]

    @property
    def zh_hant(self) -> str:
        """繁體 name: 三萬, 九條, 紅花."""
        if self.is_special:
            return SPECIAL_ZH_HANT[self.suit]
        return NUMERALS[self.rank - 1] + SUIT_ZH_HANT[self.suit]

    @property
    def en(self) -> str:
        """English name in the project's terminology: "three wan", "Red Flower"."""
        if self.is_special:
            return SPECIAL_EN[self.suit]
        return f"{NUMERALS_EN[self.rank - 1]} {SUIT_EN[self.suit].split()[0]}"


ALL_CARDS: Final[tuple[Card, ...]] = tuple(Card(i) for i in range(NUM_KINDS))
BY_CODE: Final[dict[str, Card]] = {c.code: c for c in ALL_CARDS}

# Chinese names → card. Synonyms from the five source texts (see content/sources).
_SUIT_WORDS: Final = {
    "m": "万萬",
    "s": "条條索",
    "p": "饼餅筒柄丙炳",
}
_SPECIAL_WORDS: Final = {
    "Q": ("千字", "千子", "呛森", "嗆森", "千老"),
    "H": ("红花", "紅花", "空瑶", "空瑤", "空窑", "空窯"),
    "B": ("白花", "押子", "俄子", "押角", "子华", "子華"),
    "X": ("喜儿", "喜兒", "仙儿", "仙兒", "百搭", "宝宝", "寶寶", "喜", "福", "禄", "祿", "寿", "壽", "财", "財"),
}
_ZH_NAMES: dict[str, Card] = {}
for _suit, _words in _SUIT_WORDS.items():
    for _w in _words:
        for _r, _n in enumerate(NUMERALS, start=1):
            _ZH_NAMES[_n + _w] = BY_CODE[f"{_r}{_suit}"]
for _code, _names in _SPECIAL_WORDS.items():
    for _name in _names:
        _ZH_NAMES[_name] = BY_CODE[_code]

DECK: Final[Deck[Card]] = Deck("changpai", ALL_CARDS, digits="123456789", suits=SUITS, letters=SPECIALS,
                               names=_ZH_NAMES, copies=COPIES)


def parse_cards(text: str) -> list[Card]:
    """Cards in the order written. Digits share the suit letter after them (``345m``).

    Raises :class:`CardError` naming the first token that is not a card.
    """
    return DECK.parse(text)


def format_cards(cards: Iterable[Card], *, compact: bool = False) -> str:
    """Canonical text: sorted m, s, p, then Q H B X.

    >>> format_cards(parse_cards("9s 1m H 2m"), compact=True)
    '12m9sH'
    """
    return DECK.format(cards, compact=compact)


def counts_of(cards: Iterable[Card], *, limit: int = COPIES) -> list[int]:
    """A 31-long count vector; more than ``limit`` copies of a kind raises :class:`CardError`."""
    return DECK.counts(cards, limit=limit)


def cards_of(counts: Iterable[int]) -> list[Card]:
    """Cards for a count vector, in canonical order."""
    return DECK.cards_of(counts)
