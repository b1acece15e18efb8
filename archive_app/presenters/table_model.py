"""What a card table shows at one moment, the same for every game: one :class:`SeatView` per seat
(hand, melds, standing cards, discards, status) and the table's own facts (cards left in the wall,
whose move, the card up, the 笃子胡 turned cards). Pure Python (no Qt), so the widget that draws it
(:mod:`archive_app.ui.widgets.table_view`) and the tests share it.

:func:`archive_app.games.snapshot.from_snapshot` builds it from a game's ``snapshot()``, through
the game's adapter: the model itself knows no game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any



@dataclass(frozen=True)
class MeldView:
    """A group on the table: its kind (``chi``, ``peng``, ``gang``, ``wai``, ``zhang`` …), its cards and
    the seat it took a card from (None: its own)."""

    kind: str
    cards: tuple[str, ...]
    source: int | None = None


@dataclass(frozen=True)
class SeatView:
    """One seat. ``hand`` is face-up card codes (what the replayer knows); ``status`` holds words
    the widget translates: ``yuan``, ``huanghu``, ``jailed``, ``forfeit``, ``bought``, ``cannon``,
    ``dead``, ``winner``, ``zhezhuang``, ``complete`` …"""

    seat: int
    plays: bool = True
    dealer: bool = False
    hand: tuple[str, ...] = ()
    melds: tuple[MeldView, ...] = ()
    standing: tuple[str, ...] = ()  # 八胡's 涨将: 将 stood beside the hand
    discards: tuple[str, ...] = ()  # discarded or flipped-and-left cards, in order
    status: tuple[str, ...] = ()
    xi: int = 0  # 笃子胡: 喜 laid out


@dataclass(frozen=True)
class CurrentCard:
    """The card up: ``how`` is ``discard``, ``flip`` (turned up from the wall), ``draw`` (just drawn
    into the hand of the seat to move), ``rob`` (a card added to a 碰, open to 抢) or ``deal``;
    ``seat`` who let it go."""

    card: str
    seat: int | None
    how: str = "discard"


@dataclass(frozen=True)
class TableModel:
    game: str
    seats: tuple[SeatView, ...]
    wall_left: int | None = None
    to_move: int | None = None
    current: CurrentCard | None = None
    turned: tuple[str, ...] = ()  # 笃子胡: the card(s) turned as 将
    names: tuple[str, ...] = ()  # players' names, when the record gives them
    over: bool = False
    winner: int | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def seat(self, s: int) -> SeatView:
        return self.seats[s]

    def playing(self) -> list[int]:
        return [s.seat for s in self.seats if s.plays]


def codes(text: str | Sequence[str], deck: Any) -> tuple[str, ...]:
    """Card codes from a snapshot's card text (spaced or compact) or list; ``-`` or nothing: none."""
    if not isinstance(text, str):
        text = " ".join(text)
    text = text.strip()
    if not text or text == "-":
        return ()
    return tuple(c.code for c in deck.parse(text))


def meld(text: str, deck: Any, sizes: dict[str, int] | None = None) -> MeldView:
    """``kind:cards[@source.how]`` (``@self`` / ``@dealt`` mean the seat's own); ``sizes`` gives how many
    cards a kind holds when the text names one."""
    kind, _, rest = text.partition(":")
    cards, _, where = rest.partition("@")
    found = codes(cards, deck)
    if sizes and len(found) == 1:
        found = found * sizes.get(kind, 1)
    head = where.split(".")[0]
    return MeldView(kind, found, int(head) if head.isdigit() else None)
