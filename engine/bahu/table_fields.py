"""The fields of the 八胡 table and the methods its mixins call on one another, declared for the type
checker.

:class:`engine.bahu.state.BahuState` sets every field in ``__init__``; its mixins
(:class:`engine.bahu.duties.Duties`, :class:`engine.bahu.referee.Referee`) derive from
:class:`TableFields` so that what they read and call on ``self`` is typed. At run time the class holds
annotations and :attr:`TableFields.card_up`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.bahu.claims import Evaluator
    from engine.bahu.groups import Meld
    from engine.bahu.moves import ChiOption
    from engine.bahu.rules import RuleSet
    from engine.bahu.seat import Seat
    from engine.cards import Card
    from engine.core.game import Event, Violation
    from engine.core.reason import Rule


class TableFields:
    rules: RuleSet
    ev: Evaluator
    dealer: int
    initial: tuple[list[list[Card]], list[Card] | None, tuple[int, ...], tuple[int, ...]]
    events: list[Event]
    violations: list[Violation]
    seats: list[Seat]
    wall: list[Card] | None
    unseen: list[int] | None  # the kinds left unseen when the wall is not known
    drawn: int
    seen_jiang: set[int]
    phase: str  # deal, discard, window, flip, over
    buy_decided: set[int]
    listed: list[list[Card]]  # the dealt hands as listed: in the order drawn (engine/bahu/drawing.py)
    draw_seats: list[int]  # the seat drawing each card of the deal, in order
    deal_drawn: int  # cards of the deal drawn so far
    buy_moment: dict[int, int]  # seat → cards of the deal drawn when it decides on 买庄
    buy_order: list[int]  # the seats in the order they decide on 买庄
    drawing: bool  # the deal is still being drawn
    turn: int
    card: int | None  # the card up for claims (phase window)
    source: int
    how: str
    positions: list[tuple[str, int]]
    ptr: int
    flagged: set[int]
    pending_bao: list[int]
    raw_passed: set[int]
    jiangun_memo: dict[tuple[int, str], bool]
    end: str | None
    winner: tuple[int, int, str] | None
    _decision: tuple[int, int, list[Event]] | None
    _new_violations: list[Violation]

    @property
    def card_up(self) -> int:
        """The card up for claims, where play is in its window (``card`` is None only outside it)."""
        assert self.card is not None, "no card is up for claims"
        return self.card

    if TYPE_CHECKING:  # defined by BahuState and the mixins
        @property
        def wall_left(self) -> int: ...

        def _next_wall_card(self) -> Card | None: ...

        def _violate(self, index: int, seat: int, rule: Rule, **params: Any) -> None: ...

        def to_move(self) -> int | None: ...

        def _options(self, stage: str, s: int) -> list[Event]: ...

        def _discards(self, s: int) -> list[Event]: ...

        def _rest(self, s: int) -> None: ...

        def zhao_in_chi(self, seat: Seat, used: Sequence[int]) -> int | None: ...

        def chi_option(self, seat: Seat, k: int, used: Sequence[int]) -> ChiOption | None: ...

        def qiongchi_in_chi(self, seat: Seat, k: int, new: Meld) -> bool: ...

        def _diaozhang_card(self, s: int) -> int | None: ...

        def _hu_duty(self, s: int) -> Rule | None: ...

        def _hu_bao_risk(self, s: int) -> bool: ...

        def _peng_duty(self, s: int) -> Rule | None: ...

        def _jiangun(self, s: int, via: str) -> bool: ...
