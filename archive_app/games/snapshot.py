"""A game's table as the app shows it (:class:`~archive_app.presenters.table_model.TableModel`), from the state's
``snapshot()`` / ``record replay --json`` object, whose shapes differ: 八胡 spaced card lists and
``status`` flags, 笃子胡 compact hands with ``role`` and ``turned``, 歪胡子 ``plays`` and ``table`` (the
cards revealed at a seat's right). Each game's adapter reads its own
(:meth:`~archive_app.games.base.GameAdapter.seat_view`, ``current_card``); a table has as many seats as
the snapshot lists. Kept apart from the model, which the adapters build their views with.

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
from dataclasses import replace
from typing import Any

from archive_app.games import adapter
from archive_app.presenters.table_model import SeatView, TableModel


def from_snapshot(game: str, snap: dict[str, Any], names: Sequence[str] = (), over: bool = False,
                  winner: int | None = None) -> TableModel:
    """The table of ``game`` from its snapshot; ``over``/``winner`` from the state's outcome."""
    a = adapter(game)
    seats = tuple(a.seat_view(s, raw, snap) for s, raw in enumerate(snap["seats"]))
    if winner is not None:
        seats = tuple(_with_status(v, "winner") if v.seat == winner else v for v in seats)
    current = a.current_card(snap)
    return TableModel(game, seats, snap.get("wall_left"), snap.get("to_move"), current,
                      tuple(snap.get("turned") or ()), tuple(names), over, winner)


def _with_status(v: SeatView, word: str) -> SeatView:
    return replace(v, status=v.status + (word,))
