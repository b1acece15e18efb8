"""A 八胡 position: one player's concealed hand, table and the facts the counts cannot tell.

The text is one line: the hand in compact notation (``-`` when empty), then the fields that are set,
in this order:

* ``melds=peng:Q@1.discard,chi:567m,bomb:7p@deal`` — table melds with provenance (:class:`Meld`);
  a bomb (four from the deal, s000.p029) is a meld ``@deal``, never kept in the hand;
* ``zhang=H,1p`` — standing 将 (涨将/站将, s000.p034 s001.p056), used like hand cards, not dealt;
* ``zhao=5m,Q`` — kinds dealt as a triplet (招儿/早二, s000.p028 s001.p041): they may be kept as a
  招儿 group while three are in hand, and make the win a 平胡 (s000.p051) even once opened;
* ``full=1`` — the hand and melds are a whole deal, so 黄胡 (no 将 pair, s000.p035) is judged;
* ``drawn=5m`` — the card that just arrived (in the hand, or standing if a 将; not dealt);
* ``turn=2`` — the seat to play; ``seat=0`` — this player's seat.

>>> p = Position.parse("2s2m8p3s3m7p456m789p melds=peng:Q@1.discard,chi:567m zhao=5m full=1")
>>> p.melds[0].seat, p.zhao, p.full_deal
(1, (Card('5m'),), True)
>>> Position.parse(p.text()) == p
True
>>> Position.parse("5m melds=peng:5m5m")
Traceback (most recent call last):
...
engine.core.errors.InputError: position melds: meld 'peng:5m5m': a peng is 3 copies of one card

:meth:`Position.from_hand` makes the position a bare hand and melds imply (what ``analyze(hand,
melds)`` always assumed): every hand card was dealt, so three of a kind are a 招儿 and four a bomb.

>>> Position.from_hand("5m5m5m5m 6m6m6m 7m", ["zhang:H"]).text()
'6667m melds=bomb:5m@deal zhang=H zhao=6m'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import attrgetter

from engine.bahu.groups import JIANG, SEATS, Meld
from engine.bahu.messages import (
    HAND_TEXT_OR_CARDS, MELDS_A_LIST, POSITION_BOMB, POSITION_CARD, POSITION_CARDS, POSITION_DRAWN, POSITION_FULL,
    POSITION_FULL_NOT, POSITION_LEAD, POSITION_NOT_JIANG, POSITION_NOT_MELD, POSITION_ONE_DRAWN, POSITION_SEAT,
    POSITION_ZHANG_MELD,
)
from engine.cards import ALL_CARDS, Card, CardError, counts_of, format_cards, parse_cards
from engine.core.errors import InputError
from engine.core.position import join_position, parse_seat, split_list, split_position

FIELDS = ("melds", "zhang", "zhao", "full", "drawn", "turn", "seat")
FULL_DEAL = 25  # a deal is 25 cards, 26 for the first player (s000.p023 s001.p052)


@dataclass(frozen=True)
class Position:
    hand: tuple[Card, ...] = ()
    melds: tuple[Meld, ...] = ()
    zhang: tuple[Card, ...] = ()
    zhao: tuple[Card, ...] = ()
    full_deal: bool = False
    drawn: Card | None = None
    turn: int | None = None
    seat: int | None = None

    def __post_init__(self) -> None:
        for name in ("hand", "zhang", "zhao"):
            if not all(map(isinstance, getattr(self, name), repeat(Card))):
                raise InputError(POSITION_CARDS(name=name), name)
        if self.drawn is not None and not isinstance(self.drawn, Card):
            raise InputError(POSITION_CARD(), "drawn")
        set_ = object.__setattr__
        set_(self, "hand", tuple(sorted(self.hand, key=CARD_KEY)))
        set_(self, "melds", tuple(self.melds))
        set_(self, "zhang", tuple(sorted(self.zhang, key=CARD_KEY)))
        set_(self, "zhao", tuple(sorted(set(self.zhao), key=CARD_KEY)))
        self._check()

    def _check(self) -> None:
        for m in self.melds:
            if not isinstance(m, Meld):
                raise InputError(POSITION_NOT_MELD(value=repr(m)), "melds")
            if m.kind == "zhang":
                raise InputError(POSITION_ZHANG_MELD(meld=str(m), card=m.cards[0], code=str(m.cards[0])), str(m))
        for c in self.zhang:
            if c.index not in JIANG:
                raise InputError(POSITION_NOT_JIANG(card=c, code=str(c)), c.code)
        in_hand = _counts(self.hand)
        held = list(in_hand)
        for m in self.melds:
            for c in m.cards:
                held[c.index] += 1
        for c in self.zhang:
            held[c.index] += 1
        if max(held) > 4:
            try:
                counts_of(self.cards())  # names the first card with a fifth copy
            except CardError as e:
                raise CardError(POSITION_LEAD(why=e.words or str(e)), e.token) from None
        if max(in_hand) == 4:
            c = next(c for c in self.hand if in_hand[c.index] == 4)
            raise InputError(POSITION_BOMB(card=c, code=str(c)), c.code)
        # A 招儿 kind need not still be three in hand: it may have been opened (开招) or, where the
        # rule set allows, split into groups; it stays a fact of the deal.
        if self.drawn is not None and not in_hand[self.drawn.index] and self.drawn not in self.zhang:
            raise InputError(POSITION_DRAWN(card=self.drawn, code=str(self.drawn)), self.drawn.code)
        for name in ("turn", "seat"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or not 0 <= value < SEATS):
                raise InputError(POSITION_SEAT(name=name, last=SEATS - 1), name)
        if not isinstance(self.full_deal, bool):
            raise InputError(POSITION_FULL(), "full")

    # --- views ---
    def cards(self) -> list[Card]:
        """Every card of this player: hand, melds and standing 将."""
        return [*self.hand, *(c for m in self.melds for c in m.cards), *self.zhang]

    def all_melds(self) -> tuple[Meld, ...]:
        """The table melds with the standing 将 as ``zhang:`` melds (the older list shape)."""
        if not self.zhang:
            return self.melds
        return (*self.melds, *(Meld("zhang", (c,)) for c in self.zhang))

    @property
    def dealt(self) -> tuple[Card, ...]:
        """Kinds dealt three or four times: the 招儿 and the bombs (what makes a win 平胡, s000.p051)."""
        bombs = [m.cards[0] for m in self.melds if m.kind == "bomb"]
        return tuple(sorted(set(self.zhao) | set(bombs)))

    def dealt_count(self) -> int:
        """Concealed cards as dealt: the hand and any bomb laid out from the deal."""
        return len(self.hand) + sum(4 for m in self.melds if m.kind == "bomb" and m.via == "deal")

    # --- text ---
    def text(self) -> str:
        return join_position(format_cards(self.hand, compact=True), [
            ("melds", ",".join(str(m) for m in self.melds)),
            ("zhang", ",".join(c.code for c in self.zhang)),
            ("zhao", ",".join(c.code for c in self.zhao)),
            ("full", "1" if self.full_deal else ""),
            ("drawn", self.drawn.code if self.drawn else ""),
            ("turn", "" if self.turn is None else str(self.turn)),
            ("seat", "" if self.seat is None else str(self.seat)),
        ])

    fen = text

    def __str__(self) -> str:
        return self.text()

    @staticmethod
    def parse(text: str) -> Position:
        hand_text, fields = split_position(text, FIELDS)
        hand = _cards("hand", hand_text)
        melds = []
        for item in split_list(fields.get("melds", "")):
            try:
                melds.append(Meld.parse(item))
            except InputError as e:
                raise e.at("position melds: ") from None
        full = fields.get("full", "0")
        if full not in ("0", "1"):
            raise InputError(POSITION_FULL_NOT(value=full), "full")
        drawn = _cards("drawn", fields["drawn"]) if "drawn" in fields else []
        if len(drawn) > 1:
            raise InputError(POSITION_ONE_DRAWN(), "drawn")
        return Position(
            hand=tuple(hand), melds=tuple(melds),
            zhang=tuple(c for item in split_list(fields.get("zhang", "")) for c in _cards("zhang", item)),
            zhao=tuple(c for item in split_list(fields.get("zhao", "")) for c in _cards("zhao", item)),
            full_deal=full == "1", drawn=drawn[0] if drawn else None,
            turn=parse_seat(fields["turn"], "turn", SEATS) if "turn" in fields else None,
            seat=parse_seat(fields["seat"], "seat", SEATS) if "seat" in fields else None,
        )

    # --- from a bare hand ---
    @staticmethod
    def from_hand(hand: str | Iterable[Card], melds: Iterable[str | Meld] = ()) -> Position:
        """The position a hand and melds imply when nothing else is known: every hand card was
        dealt (drawn cards are laid out, never slotted in, s000.p032), so three of a kind are a 招儿
        and four a bomb laid out (s000.p029); the hand is a whole deal from 25 cards on."""
        return Position.implied(parse_hand(hand), parse_melds(melds))

    @staticmethod
    def implied(cards: Sequence[Card], meld_list: Sequence[Meld]) -> Position:
        """:meth:`from_hand` of cards and melds already parsed."""
        dealt = _counts(cards)
        held = list(dealt)
        for m in meld_list:
            for c in m.cards:
                held[c.index] += 1
        if max(held) > 4:
            counts_of([*cards, *(c for m in meld_list for c in m.cards)])  # no fifth copy: CardError names it
        table = [m for m in meld_list if m.kind != "zhang"]
        zhang = [m.cards[0] for m in meld_list if m.kind == "zhang"]
        bombs, zhao = [], []
        if max(dealt) >= 3:
            for k, n in enumerate(dealt):
                if n == 4:
                    bombs.append(Meld("bomb", (ALL_CARDS[k],) * 4, via="deal"))
                elif n == 3:
                    zhao.append(ALL_CARDS[k])
        for c in zhang:
            if c.index not in JIANG:  # only a Meld built without its check gets here
                raise InputError(POSITION_NOT_JIANG(card=c, code=str(c)), c.code)
        full = len(cards) + sum(len(m.cards) for m in table) >= FULL_DEAL
        hand_cards = sorted(cards, key=CARD_KEY)
        if bombs:
            hand_cards = [c for c in hand_cards if dealt[c.index] != 4]
        # Every check of __post_init__ holds by construction (cards and melds parsed, no fifth copy,
        # fours laid out, zhang checked): made directly, as analyze() does this for every hand.
        return Position._checked(tuple(hand_cards), tuple(table + bombs), tuple(sorted(zhang, key=CARD_KEY)),
                                 tuple(zhao), full)

    @classmethod
    def _checked(cls, hand: tuple[Card, ...], melds: tuple[Meld, ...], zhang: tuple[Card, ...],
                 zhao: tuple[Card, ...], full: bool) -> Position:
        """A position from parts already sorted and checked (no drawn card, turn or seat)."""
        self = object.__new__(cls)
        self.__dict__.update(hand=hand, melds=melds, zhang=zhang, zhao=zhao, full_deal=full, drawn=None, turn=None,
                             seat=None)  # (frozen: no attribute may be set the ordinary way)
        return self


CARD_KEY = attrgetter("index")  # cards sort by their place in the deck (a key: no Python comparisons)


def _counts(cards: Iterable[Card]) -> list[int]:
    """Copies of each kind, unchecked (callers check for a fifth copy)."""
    counts = [0] * 31
    for c in cards:
        counts[c.index] += 1
    return counts


def _cards(name: str, text: str) -> list[Card]:
    try:
        return parse_cards(text)
    except CardError as e:
        raise e.at(f"position {name}: ") from None


def parse_hand(hand: str | Iterable[Card]) -> list[Card]:
    if isinstance(hand, str):
        return parse_cards(hand)
    cards = list(hand)
    if not all(map(isinstance, cards, repeat(Card))):
        raise InputError(HAND_TEXT_OR_CARDS(), "hand")
    return cards


def parse_melds(melds: Iterable[str | Meld]) -> list[Meld]:
    if isinstance(melds, str):
        raise InputError(MELDS_A_LIST(example='["peng:5m"]'), "melds")
    return [m if isinstance(m, Meld) else Meld.parse(m) for m in melds]


def position_of(hand: str | Iterable[Card] | Position, melds: Sequence[str | Meld] = ()) -> Position:
    """A :class:`Position` as given, or the one a bare hand and melds imply."""
    return hand if isinstance(hand, Position) else Position.from_hand(hand, melds)
