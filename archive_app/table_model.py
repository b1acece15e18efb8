"""What a card table shows at one moment, the same for every game: one :class:`SeatView` per seat
(hand, melds, standing cards, discards, status) and the table's own facts (cards left in the wall,
whose move, the card up, the 笃子胡 turned cards). Pure Python (no Qt), so the widget that draws it
(:mod:`archive_app.ui.widgets.table_view`) and the tests share it.

:func:`from_snapshot` builds it from a game's ``snapshot()`` / ``record replay --json`` object, whose
shapes differ: 八胡 spaced card lists and ``status`` flags, 笃子胡 compact hands with ``role`` and
``turned``, 歪胡子 ``plays`` and ``table`` (the cards revealed at a seat's right). Each game's adapter
reads its own (:meth:`~archive_app.games.base.GameAdapter.seat_view`, ``current_card``); a table has as
many seats as the snapshot lists.

>>> m = from_snapshot("bahu", {"seats": [{"hand": "4m 5m H", "melds": ["chi:234m"], "zhang": "Q",
...     "discards": "6p", "status": ["dealer", "yuan"]}] + [{"hand": "", "melds": [], "zhang": "",
...     "discards": "", "status": []}] * 3, "wall_left": 17, "to_move": 0,
...     "current": {"card": "7m", "seat": 2, "how": "draw"}})
>>> s = m.seats[0]
>>> s.hand, s.melds[0].cards, s.standing, s.dealer, s.status, m.current.card, m.current.how
(('4m', '5m', 'H'), ('2m', '3m', '4m'), ('Q',), True, ('yuan',), '7m', 'flip')
>>> w = from_snapshot("waihuzi", {"seats": [{"seat": 0, "plays": True, "dealer": False, "hand": "3459x77d",
...     "melds": ["liu:6666x@2.discard"], "table": ["9d"], "dead": True}] + [{"seat": 3, "plays": False,
...     "hand": "", "melds": [], "table": []}] * 3, "wall_left": 10, "to_move": 0,
...     "current": {"card": "1x", "by": 1, "how": "revealed"}})
>>> w.seats[0].hand, w.seats[0].melds[0].cards, w.seats[0].melds[0].source, w.seats[0].status, w.seats[1].plays
(('3x', '4x', '5x', '9x', '7d', '7d'), ('6x', '6x', '6x', '6x'), 2, ('dead',), False)
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


def from_snapshot(game: str, snap: dict[str, Any], names: Sequence[str] = (), over: bool = False,
                  winner: int | None = None) -> TableModel:
    """The table of ``game`` from its snapshot; ``over``/``winner`` from the state's outcome."""
    from archive_app.games import adapter

    a = adapter(game)
    seats = tuple(a.seat_view(s, raw, snap) for s, raw in enumerate(snap["seats"]))
    if winner is not None:
        seats = tuple(_with_status(v, "winner") if v.seat == winner else v for v in seats)
    current = a.current_card(snap)
    return TableModel(game, seats, snap.get("wall_left"), snap.get("to_move"), current,
                      tuple(snap.get("turned") or ()), tuple(names), over, winner)


def _with_status(v: SeatView, word: str) -> SeatView:
    from dataclasses import replace

    return replace(v, status=v.status + (word,))


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
