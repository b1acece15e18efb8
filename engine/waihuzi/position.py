"""A 歪胡子 position at a win, as one line of text (see :mod:`engine.core.position`).

The concealed hand (the winning card among it) in compact notation, then the fields, in this order:

* ``melds=peng:555x@1.discard,wai:999d`` — table melds; ``@`` says where a meld's taken card came from
  (``s`` the player's own revealed card, ``o`` another player, a seat ``0``–``3``; ``r`` revealed
  (揭), ``d`` discarded (打)), see :func:`engine.waihuzi.groups.parse_provenance`;
* ``win=8x`` — the winning card (left out for 天胡);
* ``by=other`` or ``by=2`` — who revealed the winning card (left out when the winner drew it);
* ``facts=hailao,baoting,tianhu,dihu`` — 海捞 (the last card of the stock), 报听, 天胡, 地胡;
* ``seat=0`` — the winner's seat; ``turn=12`` — the turn the win came on.

>>> p = Position.parse("333d270d456x678d123x789x melds=wai:9d win=8x by=1 facts=hailao seat=0")
>>> p.text()
'123456789x233367780d melds=wai:999d win=8x by=1 facts=hailao seat=0'
>>> Position.parse(p.text()) == p, p.hand().revealed_by
(True, 'other')
>>> Position.parse("333x win=4x")
Traceback (most recent call last):
...
engine.core.errors.InputError: position win: the winning card 4x is not in the hand
>>> Position.parse("333x melds=peng:5q win=3x")
Traceback (most recent call last):
...
engine.core.errors.InputError: position melds: meld 'peng:5q': unknown card '5q'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from engine.core.errors import CardError, InputError
from engine.core.position import join_position, parse_seat, split_list, split_position
from engine.waihuzi.cards import Card, format_cards, parse_cards
from engine.waihuzi.groups import Group, meld_order, parse_meld
from engine.waihuzi.score import Hand

FIELDS: Final = ("melds", "win", "by", "facts", "seat", "turn")
FACTS: Final = ("hailao", "baoting", "tianhu", "dihu")
SEATS: Final = 4  # four at the table, the dealer's opposite sitting out (守醒, s004.p012)
MAX_TURN: Final = 999

# Hand errors name command-line flags; a position names its fields instead.
_FIELD_OF_TOKEN: Final = {"--hand": "hand", "--win-card": "win", "--revealed-by": "by", "--tianhu": "facts",
                          "--dihu": "facts", "--baoting": "facts", "--last-card": "facts"}


def _fail(field: str, e: InputError | str) -> InputError:
    return InputError(f"position {field}: {e}", field)


@dataclass(frozen=True)
class Position:
    """A winning position: what :func:`~engine.waihuzi.score.score` needs, and where it sits in a game.

    ``by`` is ``"self"``, ``"other"``, or the seat (``"0"``–``"3"``) that revealed the winning card.
    Construction checks everything a :class:`~engine.waihuzi.score.Hand` checks, errors naming the field.
    """

    concealed: tuple[Card, ...]
    melds: tuple[Group, ...] = ()
    win: Card | None = None
    by: str = "self"
    last_card: bool = False  # 海捞 (s004.p050, p035)
    baoting: bool = False  # 报听 (s004.p054)
    tianhu: bool = False  # 天胡 (s004.p055)
    dihu: bool = False  # 地胡 (s004.p056)
    seat: int | None = None
    turn: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "concealed", tuple(sorted(self.concealed)))
        object.__setattr__(self, "melds", tuple(sorted(self.melds, key=meld_order)))
        if self.by not in ("self", "other") and not (len(self.by) == 1 and self.by.isdigit() and int(self.by) < SEATS):
            raise _fail("by", f"{self.by!r} is not self, other or a seat 0–{SEATS - 1}")
        if self.seat is not None:
            if isinstance(self.seat, bool) or not isinstance(self.seat, int) or not 0 <= self.seat < SEATS:
                raise _fail("seat", f"{self.seat!r} is not a seat 0–{SEATS - 1}")
            if self.by == str(self.seat):
                raise _fail("by", f"seat {self.seat} is the winner's own: write by=self (or leave it out)")
            for m in self.melds:
                if m.source == str(self.seat):
                    raise _fail("melds", f"{m}: seat {self.seat} is the winner's own; write @self for his own card")
        if self.turn is not None and (isinstance(self.turn, bool) or not isinstance(self.turn, int)
                                      or not 0 <= self.turn <= MAX_TURN):
            raise _fail("turn", f"{self.turn!r} is not a turn 0–{MAX_TURN}")
        self.hand()  # every check of a hand, errors renamed to fields

    # --- the hand it scores ---
    def hand(self) -> Hand:
        try:
            return Hand(self.concealed, self.melds, self.win, last_card=self.last_card, baoting=self.baoting,
                        tianhu=self.tianhu, dihu=self.dihu, revealed_by="self" if self.by == "self" else "other")
        except InputError as e:
            field = _FIELD_OF_TOKEN.get(e.token)
            if field is None:
                field = "win" if self.win is not None and e.token == self.win.code and not isinstance(e, CardError) \
                    else "hand"
            raise _fail(field, e) from None

    @classmethod
    def from_hand(cls, hand: Hand, *, seat: int | None = None, turn: int | None = None) -> Position:
        return cls(hand.concealed, hand.melds, hand.win, hand.revealed_by, hand.last_card, hand.baoting, hand.tianhu,
                   hand.dihu, seat, turn)

    @property
    def facts(self) -> tuple[str, ...]:
        on = (self.last_card, self.baoting, self.tianhu, self.dihu)
        return tuple(name for name, flag in zip(FACTS, on) if flag)

    # --- text ---
    def text(self) -> str:
        return join_position(format_cards(self.concealed, compact=True), [
            ("melds", ",".join(m.notation for m in self.melds)),
            ("win", self.win.code if self.win is not None else ""),
            ("by", "" if self.by == "self" else self.by),
            ("facts", ",".join(self.facts)),
            ("seat", "" if self.seat is None else str(self.seat)),
            ("turn", "" if self.turn is None else str(self.turn)),
        ])

    fen = text

    def __str__(self) -> str:
        return self.text()

    @classmethod
    def parse(cls, text: str) -> Position:
        hand_text, fields = split_position(text, FIELDS)
        try:
            concealed = tuple(parse_cards(hand_text))
        except CardError as e:
            raise _fail("hand", e) from None
        melds = []
        for word in split_list(fields.get("melds", "")):
            try:
                melds.append(parse_meld(word))
            except InputError as e:
                raise _fail("melds", e) from None
        win = None
        if fields.get("win"):
            try:
                win = Card.parse(fields["win"])
            except CardError as e:
                raise _fail("win", e) from None
        by = fields.get("by", "self").lower() or "self"
        facts = split_list(fields.get("facts", ""))
        for name in facts:
            if name not in FACTS:
                raise _fail("facts", f"unknown fact {name!r} (known: {', '.join(FACTS)})")
        seat = parse_seat(fields["seat"], "seat", SEATS) if fields.get("seat") else None
        turn = None
        if fields.get("turn"):
            value = fields["turn"]
            if not (value.isdigit() and len(value) <= 3):
                raise _fail("turn", f"{value!r} is not a turn 0–{MAX_TURN}")
            turn = int(value)
        return cls(concealed, tuple(melds), win, by, "hailao" in facts, "baoting" in facts, "tianhu" in facts,
                   "dihu" in facts, seat, turn)


__all__ = ["FACTS", "FIELDS", "Position"]
