"""Groups of a 笃子胡 hand: the seven sets and the pair, and the melds laid on the table.

A win is seven sets plus one pair (s002.p008 七個順子或坎子或槓子加一對; s003.p005). A set is a
顺子 (run) of one suit, three alike (碰 from a discard, 暗克 in hand) or four alike (明杠, 暗杠,
龙). s002.p012 「“單將長牌”若不是胡牌，則可碰不可以吃」: short of winning, a discard may be taken for a
碰 but never for a run, so no run lies on the table; the discard that wins may complete a run (it
is the winning card, placed in the concealed cards). See docs/rules/duzihu.md.

>>> g = Group.parse_meld("peng:6m")
>>> g, g.cards, g.kind.zh
(Group.parse_meld('peng:6m'), (Card('6m'), Card('6m'), Card('6m')), '碰')
>>> Group(Kind.RUN, Card.parse("1p"), 3).is_wenqian
True
>>> Group.parse_meld("chi:345m")
Traceback (most recent call last):
...
engine.core.errors.InputError: unknown meld kind 'chi' in 'chi:345m' (use peng, gang, angang or long; no 吃 meld: a discard completes a run only as the winning card, s002.p012)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from engine.cards import ALL_CARDS, COPIES, Card, CardError, parse_cards
from engine.core.errors import InputError
from engine.core.reason import Text
from engine.duzihu.messages import (
    MELD_CARDS, MELD_KIND, MELD_NO_CARD, MELD_ONE_KIND, MELD_SHAPE, MELD_SIZE, MELD_TURNED, MELD_XI, move_name,
)


class Kind(Enum):
    RUN = "run"
    PAIR = "pair"
    PENG = "peng"  # three, one of them from a discard (s002.p019 碰 111型)
    ANKE = "anke"  # three in hand (暗克 在手111型)
    GANG = "gang"  # four on the table, one from a discard (明槓); s003.p009 碰过之后又摸到一张的同杠一样算胡
    ANGANG = "angang"  # four in hand, drawn in play (暗槓 在手1111型; s003 后摸的四个, 提)
    LONG = "long"  # four from the deal, declared (龍 起手1111型; s002.p015 必須明示)

    @property
    def zh(self) -> str:
        return _KIND_ZH[self]

    @property
    def en(self) -> str:
        return _KIND_EN[self]

    @property
    def text(self) -> Text:
        return Text(self.zh, self.en)

    @property
    def alike(self) -> bool:
        """Three or four of one card (坎/碰/杠/龙), the sets that carry 胡数."""
        return self not in (Kind.RUN, Kind.PAIR)


_KIND_ZH = {Kind.RUN: "顺子", Kind.PAIR: "将头", Kind.PENG: "碰", Kind.ANKE: "暗克", Kind.GANG: "明杠",
            Kind.ANGANG: "暗杠", Kind.LONG: "龙"}
_KIND_EN = {Kind.RUN: "run", Kind.PAIR: "pair", Kind.PENG: "peng", Kind.ANKE: "concealed triplet",
            Kind.GANG: "open gang", Kind.ANGANG: "concealed gang", Kind.LONG: "long (from the deal)"}

# Words accepted before the colon of --meld; Chinese too, as players write them.
_MELD_WORDS: dict[str, Kind] = {
    "peng": Kind.PENG, "碰": Kind.PENG,
    "gang": Kind.GANG, "杠": Kind.GANG, "槓": Kind.GANG, "明杠": Kind.GANG, "明槓": Kind.GANG,
    "angang": Kind.ANGANG, "暗杠": Kind.ANGANG, "暗槓": Kind.ANGANG,
    "long": Kind.LONG, "龙": Kind.LONG, "龍": Kind.LONG,
}
_MELD_SIZE = {Kind.PENG: 3, Kind.GANG: 4, Kind.ANGANG: 4, Kind.LONG: 4}


@dataclass(frozen=True)
class Group:
    """One group of cards; ``card`` is its lowest card, ``meld`` says it lies on the table."""

    kind: Kind
    card: Card
    size: int
    meld: bool = False

    @property
    def cards(self) -> tuple[Card, ...]:
        if self.kind is Kind.RUN:
            return tuple(ALL_CARDS[self.card.index + i] for i in range(3))
        return (self.card,) * self.size

    @property
    def is_set(self) -> bool:
        """One of the seven sets; a pair (even a 2-card 龙 of a twice-turned card) is the 将头."""
        return self.size >= 3

    @property
    def is_wenqian(self) -> bool:
        """文钱: a 一二三 run of 饼 (s002.p034, s003.p017)."""
        return self.kind is Kind.RUN and self.card.code == "1p"

    def sort_key(self) -> tuple[int, int, int]:
        return (not self.meld, self.card.index, list(Kind).index(self.kind))

    def code(self) -> str:
        return f"{self.kind.value}:{''.join(c.code for c in self.cards)}"

    def __repr__(self) -> str:
        if self.meld:
            return f"Group.parse_meld('{self.kind.value}:{self.card.code}')"
        return f"Group({self.kind}, {self.card!r}, {self.size})"

    @staticmethod
    def parse_meld(text: str, remaining: Callable[[Card], int] = lambda c: COPIES) -> Group:
        """A table meld ``KIND:CARD`` or ``KIND:CARDS`` (``peng:6m``, ``gang:QQQQ``, ``long:九万``).

        ``remaining`` gives how many copies of a card are left after the turned 将: a 碰 or 龙 of a
        turned card holds every remaining copy (s002.p015 另一張被翻為將 … 都可以算作龍).
        """
        kind, cards = split_meld(text)
        card = cards[0]
        size = _meld_size(kind, card, remaining(card), text)
        if len(cards) not in (1, size):
            raise InputError(MELD_SIZE(kind=move_name(kind.value), card=card, code=card.code, size=size, n=len(cards),
                                        text=text), text)
        return Group(kind, card, size, meld=True)


def split_meld(text: str) -> tuple[Kind, list[Card]]:
    """The kind and cards of ``KIND:CARDS``; the cards are one kind, never 喜."""
    word, sep, rest = text.partition(":")
    if not sep:
        raise InputError(MELD_SHAPE(example="peng:6m", text=text), text)
    kind = _MELD_WORDS.get(word.strip().lower())
    if kind is None:
        raise InputError(MELD_KIND(word=word, text=text), text)
    try:
        cards = parse_cards(rest)
    except CardError as e:
        raise InputError(MELD_CARDS(why=e.words or str(e), text=text), e.token) from None
    if not cards:
        raise InputError(MELD_NO_CARD(text=text), text)
    if any(c is not cards[0] for c in cards):
        raise InputError(MELD_ONE_KIND(kind=move_name(kind.value), text=text), text)
    if cards[0].code == "X":
        raise InputError(MELD_XI(text=text), text)
    return kind, cards


def _meld_size(kind: Kind, card: Card, left: int, text: str) -> int:
    """Cards in the meld; a meld of a turned card holds every copy left (three, or two)."""
    size = _MELD_SIZE[kind]
    if left >= size:
        return size
    allowed = {Kind.PENG: left >= 3, Kind.GANG: False, Kind.ANGANG: left == 3, Kind.LONG: left >= 2}[kind]
    if not allowed:
        raise InputError(MELD_TURNED(left=left, card=card, code=card.code, text=text), text)
    return left
