"""What a card table shows at one moment, the same for every game: one :class:`SeatView` per seat
(hand, melds, standing cards, discards, status) and the table's own facts (cards left in the wall,
whose move, the card up, the 笃子胡 turned cards). Pure Python (no Qt), so the widget that draws it
(:mod:`archive_app.ui.widgets.table_view`) and the tests share it.

:func:`from_snapshot` builds it from a game's ``snapshot()`` / ``record replay --json`` object, whose
shapes differ: 八胡 spaced card lists and ``status`` flags, 笃子胡 compact hands with ``role`` and
``turned``, 歪胡子 ``plays`` and ``table`` (the cards revealed at a seat's right).

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

SEATS = 4

# Sizes of a 笃子胡 meld, whose text names one card (``peng:3s@1.discard``).
_DUZIHU_SIZES = {"peng": 3, "anke": 3, "gang": 4, "angang": 4, "long": 4, "jiagang": 4}
_BAHU_SIZES = {"peng": 3, "gang": 4, "bomb": 4, "zhang": 1}  # ``peng:5m`` is short for the three
# The games' words for how the card up came, made one vocabulary: discard, flip, draw, rob.
_HOW = {"bahu": {"draw": "flip"}, "waihuzi": {"discarded": "discard", "revealed": "flip", "dealt": "deal"},
        "duzihu": {"drawn": "draw", "draw": "rob"}}


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
    deck = _deck(game)
    seats = tuple({"bahu": _bahu_seat, "duzihu": _duzihu_seat, "waihuzi": _waihuzi_seat}[game](s, raw, deck, snap)
                  for s, raw in enumerate(snap["seats"]))
    if winner is not None:
        seats = tuple(_with_status(v, "winner") if v.seat == winner else v for v in seats)
    cur = snap.get("current")
    current = None
    if cur:
        seat = cur.get("seat", cur.get("by"))
        how = cur.get("how", "discard")
        current = CurrentCard(cur["card"], seat if isinstance(seat, int) else None, _HOW[game].get(how, how))
    return TableModel(game, seats, snap.get("wall_left"), snap.get("to_move"), current,
                      tuple(snap.get("turned") or ()), tuple(names), over, winner)


def _with_status(v: SeatView, word: str) -> SeatView:
    from dataclasses import replace

    return replace(v, status=v.status + (word,))


def _deck(game: str) -> Any:
    from engine.core.registry import game as find_game

    return find_game(game).deck


def _codes(text: str | Sequence[str], deck: Any) -> tuple[str, ...]:
    if not isinstance(text, str):
        text = " ".join(text)
    text = text.strip()
    if not text or text == "-":
        return ()
    return tuple(c.code for c in deck.parse(text))


def _meld(text: str, deck: Any, sizes: dict[str, int] | None = None) -> MeldView:
    """``kind:cards[@source.how]`` (``@self`` / ``@dealt`` mean the seat's own)."""
    kind, _, rest = text.partition(":")
    cards, _, where = rest.partition("@")
    codes = _codes(cards, deck)
    if sizes and len(codes) == 1:
        codes = codes * sizes.get(kind, 1)
    head = where.split(".")[0]
    return MeldView(kind, codes, int(head) if head.isdigit() else None)


def _bahu_seat(s: int, raw: dict[str, Any], deck: Any, snap: dict[str, Any]) -> SeatView:
    status = tuple(x for x in raw.get("status", ()) if x != "dealer" and not x.startswith("covers:"))
    out = "huanghu" in status and not raw.get("hand")
    return SeatView(s, not out, "dealer" in raw.get("status", ()), _codes(raw.get("hand", ""), deck),
                    tuple(_meld(m, deck, _BAHU_SIZES) for m in raw.get("melds", ())), _codes(raw.get("zhang", ""), deck),
                    _codes(raw.get("discards", ""), deck), status)


def _duzihu_seat(s: int, raw: dict[str, Any], deck: Any, snap: dict[str, Any]) -> SeatView:
    role = raw.get("role", "player")
    status = ("zhizhuang",) if raw.get("zhizhuang") else ()
    return SeatView(s, role != "out", role == "dealer", _codes(raw.get("hand", ""), deck),
                    tuple(_meld(m, deck, _DUZIHU_SIZES) for m in raw.get("melds", ())), (),
                    _codes(raw.get("discards", ""), deck), status, int(raw.get("xi") or 0))


def _waihuzi_seat(s: int, raw: dict[str, Any], deck: Any, snap: dict[str, Any]) -> SeatView:
    status = ("dead",) if raw.get("dead") else ()
    return SeatView(s, bool(raw.get("plays", True)), bool(raw.get("dealer")), _codes(raw.get("hand", ""), deck),
                    tuple(_meld(m, deck) for m in raw.get("melds", ())), (), _codes(raw.get("table", ()), deck),
                    status)
