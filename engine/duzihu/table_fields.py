"""The fields of the 笃子胡 table and the methods its mixins call on one another, declared for the type
checker.

:class:`engine.duzihu.state.DuzihuState` sets every field in ``__init__``; its mixins
(:class:`engine.duzihu.moves.TurnMoves`, :class:`engine.duzihu.claims.Claims`) derive from
:class:`TableFields` so that what they read and call on ``self`` is typed. At run time the class holds
annotations only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.cards import Card
    from engine.core.game import Event, Violation
    from engine.core.reason import Reason
    from engine.duzihu.position import Position
    from engine.duzihu.rules import RuleSet
    from engine.duzihu.seat import Seat, TableMeld, Win
    from engine.duzihu.state import DuzihuState, _Core


class TableFields:
    rules: RuleSet
    dealer: int
    out: int  # the seat sitting out
    order: tuple[int, ...]  # the three playing, the dealer first
    turned: tuple[Card, ...]
    in_play: list[int]
    seats: list[Seat]
    wall: tuple[Card, ...] | None
    unseen: list[int]
    c: _Core
    _new: list[Violation]

    if TYPE_CHECKING:  # defined by DuzihuState and the mixins
        @property
        def wall_left(self) -> int: ...

        def next_seat(self, seat: int) -> int: ...

        def available(self, seat: int) -> list[int]: ...

        def replayed(self, n: int) -> DuzihuState: ...

        def _adopt(self, other: DuzihuState) -> None: ...

        def position_for(self, seat: int, card: Card, how: str, *, tiancheng: bool = False,
                         last_card: bool = False) -> Position: ...

        def _begin_turn(self, seat: int, drawn: Card | None) -> None: ...

        def _need_draw(self, seat: int, reason: str) -> None: ...

        def check_draw(self, e: Event) -> None: ...

        def _draw(self, e: Event) -> None: ...

        def _finish(self, win: Win) -> None: ...

        def _violate(self, reason: Reason, event: int, seat: int) -> None: ...

        def open_window(self, card: Card, src: int, kind: str, index: int,
                        robbed: tuple[int, TableMeld] | None = None) -> None: ...

        def _override_hu(self, e: Event, index: int) -> bool: ...

        def _on_claim(self, e: Event, index: int) -> None: ...

