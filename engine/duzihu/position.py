"""A finished 笃子胡 hand as one line of text, like a chess FEN (see :mod:`engine.core.position`).

The concealed cards (the winning card included) come first in compact notation, then the fields,
always in this order:

``melds``
    table melds, comma-separated, each ``KIND:CARD`` with where it came from after ``@``:
    ``peng:3m@1.discard`` (seat 1's discard), ``gang:Q@2.discard``, ``gang:Q@drawn`` (a 碰 completed
    by a drawn fourth, s003.p009), ``angang:5s@drawn`` (four drawn in play), ``long:9m@dealt`` (four
    from the deal, s002.p015). ``@`` may be left out when the origin is not known.
``jiang``
    the turned card(s): ``jiang=4s`` or ``jiang=H,5m``.
``win``
    the winning card (it is also in the hand).
``won``
    ``self`` (自摸) or ``discard`` (别人出冲), with ``,last`` for the wall's last card (海底).
``xi``
    喜 drawn, ``xi=2``; ``xi=5,dealt`` when every one came in the deal. Absent: played without 喜.
``tiancheng``
    ``tiancheng=1``: the dealer won on the 23 dealt cards (s002.p045).
``seat``, ``turn``
    the winner's seat (0–3, 0 the dealer) and the turns played; recorded for replays, not scored.

>>> p = Position.parse("999m234m678s123p456p55p melds=peng:6m@1.discard,peng:7p jiang=4s win=5p won=discard")
>>> p.text()
'234999m678s12345556p melds=peng:6m@1.discard,peng:7p jiang=4s win=5p won=discard'
>>> Position.parse(p.text()) == p
True
>>> from engine.duzihu import RuleSet, score
>>> score(p, RuleSet.named("danjiang")).total
70
>>> Position.parse("999m jiang=4s win=5p won=maybe")
Traceback (most recent call last):
...
engine.core.errors.InputError: position: won: 'maybe' is not self or discard (add ,last for the last card)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.cards import ALL_CARDS, Card, CardError, format_cards, parse_cards
from engine.core.errors import InputError
from engine.core.position import join_position, parse_seat, split_list, split_position
from engine.duzihu.hand import XI_IN_DECK, Hand
from engine.duzihu.melds import Kind, split_meld

FIELDS = ("melds", "jiang", "win", "won", "xi", "tiancheng", "seat", "turn")
# Field names for the errors of Hand.parse when it builds a position's hand.
POSITION_FIELDS: Mapping[str, str] = {"hand": "hand", "jiang": "jiang", "win": "win", "xi": "xi",
                                      "tiancheng": "tiancheng", "melds": "melds"}
SEATS = 4  # four at the table, three playing (s002.p010)
MOST_TURNS = 999

DISCARD, DRAWN, DEALT = "discard", "drawn", "dealt"
# Where each kind of meld can come from: 碰 and 明杠 take a discard (a 明杠 may also be a 碰
# completed by a drawn fourth), 暗杠 are drawn in play or dealt and not declared as 龙, a 龙 is dealt.
ORIGINS: Mapping[Kind, tuple[str, ...]] = {
    Kind.PENG: (DISCARD,), Kind.GANG: (DISCARD, DRAWN), Kind.ANGANG: (DRAWN, DEALT), Kind.LONG: (DEALT,),
}


def _error(name: str, message: str) -> InputError:
    return InputError(f"position: {name}: {message}", name)


@dataclass(frozen=True)
class Meld:
    """A table meld and where it came from: ``origin`` (discard, drawn, dealt or None) and, for a
    discard, the ``seat`` that threw it (or None)."""

    kind: Kind
    card: Card
    origin: str | None = None
    seat: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in ORIGINS:
            raise _error("melds", f"{self.kind.value} is not a table meld (peng, gang, angang, long)")
        if self.origin is not None and self.origin not in ORIGINS[self.kind]:
            raise _error("melds", f"a {self.kind.value} comes from {' or '.join(ORIGINS[self.kind])}, "
                                  f"not {self.origin!r}")
        if self.seat is not None and self.origin != DISCARD:
            raise _error("melds", "only a discard comes from a seat")
        if self.card.code == "X":
            raise _error("melds", "喜 are laid aside, never melded (s002.p008)")

    @staticmethod
    def parse(text: str) -> Meld:
        body, at, origin = text.partition("@")
        try:
            kind, cards = split_meld(body)
        except InputError as e:
            raise _error("melds", str(e)) from None
        if not at:
            return Meld(kind, cards[0])
        seat_text, dot, where = origin.rpartition(".")
        if not dot:
            return Meld(kind, cards[0], where)
        if where != DISCARD:
            raise _error("melds", f"{text!r}: only a discard comes from a seat (N.discard)")
        return Meld(kind, cards[0], DISCARD, _seat(seat_text, "melds"))

    def text(self) -> str:
        where = "" if self.origin is None else "@" + (f"{self.seat}." if self.seat is not None else "") + self.origin
        return f"{self.kind.value}:{self.card.code}{where}"

    def meld_text(self) -> str:
        """The meld as :meth:`Group.parse_meld` reads it (its origin does not change its 胡数)."""
        return f"{self.kind.value}:{self.card.code}"


@dataclass(frozen=True)
class Position:
    """A finished hand: concealed cards (winning card included), melds with their origin, the turned
    将, the winning card and how it came, 喜, 天成, the winner's seat and the turn."""

    hand: tuple[Card, ...]
    jiang: tuple[Card, ...]
    win: Card
    melds: tuple[Meld, ...] = ()
    self_drawn: bool = False
    last_card: bool = False
    xi: int | None = None
    xi_dealt: bool = False
    tiancheng: bool = False
    seat: int | None = None
    turn: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "hand", tuple(sorted(self.hand)))
        object.__setattr__(self, "jiang", tuple(self.jiang))
        object.__setattr__(self, "melds", tuple(self.melds))
        if not self.jiang:
            raise _error("jiang", "at least one turned card is needed")
        if self.xi is not None and not (isinstance(self.xi, int) and 0 <= self.xi <= XI_IN_DECK):
            raise _error("xi", f"{self.xi!r} is not 0–{XI_IN_DECK}")
        if self.xi_dealt and self.xi is None:
            raise _error("xi", "'dealt' needs a count of 喜")
        if self.seat is not None and not 0 <= self.seat < SEATS:
            raise _error("seat", f"{self.seat!r} is not a seat 0–{SEATS - 1}")
        if self.turn is not None and not 0 <= self.turn <= MOST_TURNS:
            raise _error("turn", f"{self.turn!r} is not a turn 0–{MOST_TURNS}")
        if self.tiancheng and self.seat not in (None, 0):
            raise _error("tiancheng", "天成 is the dealer's win (seat 0) on the dealt cards (s002.p045)")
        if self.seat is not None and any(m.seat == self.seat for m in self.melds):
            raise _error("melds", f"seat {self.seat} cannot take its own discard")

    # --- text ---
    def text(self) -> str:
        won = ("self" if self.self_drawn else DISCARD) + (",last" if self.last_card else "")
        xi = "" if self.xi is None else str(self.xi) + (",dealt" if self.xi_dealt else "")
        fields = [("melds", ",".join(m.text() for m in self.melds)), ("jiang", ",".join(c.code for c in self.jiang)),
                  ("win", self.win.code), ("won", won), ("xi", xi), ("tiancheng", "1" if self.tiancheng else ""),
                  ("seat", _optional(self.seat)), ("turn", _optional(self.turn))]
        return join_position(format_cards(self.hand, compact=True), fields)

    fen = text

    @staticmethod
    def parse(text: str) -> Position:
        """Read :meth:`text` back; every error names the field it is in."""
        try:
            hand_text, values = split_position(text, FIELDS)
        except InputError as e:
            if e.token:
                raise
            raise InputError(str(e), "position") from None  # e.g. '=5p': a field with no name
        hand = _cards(hand_text, "hand")
        if "jiang" not in values:
            raise _error("jiang", "missing (jiang=CARD, or jiang=CARD,CARD for shuangjiang)")
        if "win" not in values:
            raise _error("win", "missing (win=CARD, one of the hand's cards)")
        jiang = tuple(_one_card(v, "jiang") for v in split_list(values["jiang"]))
        melds = tuple(Meld.parse(m) for m in split_list(values.get("melds", "")))
        self_drawn, last_card = _won(values.get("won", DISCARD))
        xi, xi_dealt = _xi(values["xi"]) if "xi" in values else (None, False)
        return Position(hand, jiang, _one_card(values["win"], "win"), melds, self_drawn, last_card, xi, xi_dealt,
                        _flag(values.get("tiancheng", "0"), "tiancheng"),
                        _seat(values["seat"], "seat") if "seat" in values else None,
                        _number(values["turn"], "turn") if "turn" in values else None)

    # --- to and from the scorer's hand ---
    def to_hand(self, *, oversized: bool = False) -> Hand:
        """The hand the scorer reads; copies, sizes and the winning card are checked here."""
        return Hand.parse(format_cards(self.hand), jiang=[c.code for c in self.jiang], win=self.win.code,
                          melds=[m.meld_text() for m in self.melds], self_drawn=self.self_drawn,
                          last_card=self.last_card, xi=self.xi, xi_dealt=self.xi_dealt, tiancheng=self.tiancheng,
                          oversized=oversized, fields=POSITION_FIELDS)

    @staticmethod
    def from_hand(hand: Hand, *, seat: int | None = None, turn: int | None = None) -> Position:
        """A hand as a position (its melds without origin: a hand does not record it)."""
        cards = [c for c, n in zip(ALL_CARDS, hand.concealed) for _ in range(n)]
        melds = tuple(Meld(g.kind, g.card) for g in hand.melds)
        return Position(tuple(cards), hand.jiang, hand.win, melds, hand.self_drawn, hand.last_card, hand.xi,
                        hand.xi_dealt, hand.tiancheng, seat, turn)


def _seat(value: str, name: str) -> int:
    if not value.isascii():  # '²'.isdigit() is true, but int() refuses it
        raise _error(name, f"{value!r} is not a seat 0–{SEATS - 1}")
    return parse_seat(value, name, SEATS)


def _optional(value: int | None) -> str:
    return "" if value is None else str(value)


def _cards(text: str, name: str) -> tuple[Card, ...]:
    try:
        return tuple(parse_cards(text))
    except CardError as e:
        raise _error(name, str(e)) from None


def _one_card(text: str, name: str) -> Card:
    cards = _cards(text, name)
    if len(cards) != 1:
        raise _error(name, f"{text!r} is not one card")
    return cards[0]


def _won(value: str) -> tuple[bool, bool]:
    how, *rest = split_list(value) or [""]
    if how not in ("self", DISCARD) or rest not in ([], ["last"]):
        raise _error("won", f"{value!r} is not self or discard (add ,last for the last card)")
    return how == "self", bool(rest)


def _xi(value: str) -> tuple[int, bool]:
    count, *rest = split_list(value) or [""]
    if rest not in ([], ["dealt"]):
        raise _error("xi", f"{value!r} is not N or N,dealt")
    return _number(count, "xi", XI_IN_DECK), bool(rest)


def _flag(value: str, name: str) -> bool:
    if value not in ("0", "1"):
        raise _error(name, f"{value!r} is not 0 or 1")
    return value == "1"


def _number(value: str, name: str, most: int = MOST_TURNS) -> int:
    if not (value.isascii() and value.isdigit() and len(value) <= 3 and int(value) <= most):
        raise _error(name, f"{value!r} is not a number 0–{most}")
    return int(value)
