"""笃子胡 table play as a state machine: the deal, the turned 将, 喜 laid out, draws, discards and
claims, to a 胡 or an exhausted wall, and the payments.

:class:`DuzihuState` follows :class:`engine.core.game.State`: ``legal_moves()`` lists the events
that break no rule (what the bots choose among), ``push(event)`` applies one and returns the rules
it broke (:mod:`engine.duzihu.conduct`). Like a referee it records a violation and plays on with the
penalty applied; an event that cannot happen at all (a card the player does not hold, a player out
of turn, the sitting-out seat acting) is an :class:`~engine.core.errors.InputError` and leaves the
state as it was.

The order of play (docs/rules/duzihu-play.md quotes the lines behind each step):

* four sit and three play: the dealer's 上家 sits out; the dealer is dealt 23 cards, the others 22,
  and one (danjiang) or two (shuangjiang) cards are turned as 将 (s002.p010, s003.p003);
* with 喜 in play, every 喜 dealt is laid out and replaced (``xi`` then ``draw``), and so is a 喜
  drawn later (s002.p008);
* the dealer plays first; on his turn a player may win on the card he drew (自摸; the dealer on his
  dealt cards, 天成), declare a 龙 (``long``), lay down four drawn (``angang``) or add a drawn
  fourth to his 碰 (``jiagang``), the dealer may 折庄 (``zhizhuang``), and he discards;
* a discard may be won on (胡, asked first, from the discarder's 下家 round), then taken for 碰 or
  杠 by any seat, never for a run (s002.p012, s002.p040); a card added to a 碰 may be won on too
  (s002.p040); otherwise the next player draws;
* four laid down (杠, 加杠, 暗杠, 龙) are replaced by a draw; a draw from an empty wall ends the hand
  with no winner (s002.p039 則和牌).

Passes may be left out of a record: the next event implies them.

>>> from engine.duzihu.rules import RuleSet
>>> s = DuzihuState.deal(RuleSet.named("danjiang"), seed=3, dealer=1)
>>> s.to_move(), s.out, [sum(x.hand) for x in s.seats], len(s.turned), s.wall_left
(1, 0, [0, 23, 22, 22], 1, 52)
>>> s.legal_moves()[-1].type
'discard'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.cards import ALL_CARDS, COPIES, Card, counts_of
from engine.core.errors import InputError
from engine.core.game import End, Event, Outcome, Violation
from engine.core.rng import rng
from engine.duzihu import messages as M
from engine.duzihu.claims import Claims, Window
from engine.duzihu.hand import XI_IN_DECK, copies_left
from engine.duzihu.moves import TurnMoves
from engine.duzihu.rules import RuleSet
from engine.duzihu.seat import XI_INDEX, Override, Refused, Seat, Win

if TYPE_CHECKING:
    from engine.core.reason import Reason
    from engine.duzihu.position import Position

SEATS = 4
DEALER_CARDS, OTHER_CARDS = 23, 22  # s002.p010 共摸二十三張，其餘兩家摸二十二張


def deck_counts(rules: RuleSet) -> list[int]:
    """Copies of each kind in the deck: 120 cards, and the five 喜 when they are played (s002.p008)."""
    counts = [COPIES] * len(ALL_CARDS)
    counts[XI_INDEX] = XI_IN_DECK if rules.xi_in_play else 0
    return counts


def deck_cards(rules: RuleSet) -> list[Card]:
    return [c for c, n in zip(ALL_CARDS, deck_counts(rules)) for _ in range(n)]


@dataclass
class _Core:
    phase: str = "turn"  # setup, turn, draw, claim, over
    turn: int = 0  # the seat to act (turn, draw)
    reason: str = "turn"  # why it draws: turn, replace, setup
    window: Window | None = None
    override: Override | None = None
    opening: bool = True  # nothing discarded yet: the dealer may still win on his dealt cards
    pos: int = 0  # cards drawn from the wall
    end: str | None = None
    win: Win | None = None
    events: list[Event] = field(default_factory=list)
    violations: list[Violation] = field(default_factory=list)


class DuzihuState(TurnMoves, Claims):
    game = "duzihu"

    def __init__(self, rules: RuleSet, hands: Sequence[Sequence[Card]], turned: Sequence[Card],
                 wall: Sequence[Card] | None = None, dealer: int = 0) -> None:
        self.rules = rules
        self.dealer = dealer
        self.out = (dealer + 3) % SEATS  # s002.p010 莊家的上家這一局是定醒
        self.order = tuple((dealer + k) % SEATS for k in range(3))
        self.initial = (tuple(tuple(h) for h in hands), tuple(turned), None if wall is None else tuple(wall))
        self.turned = tuple(turned)
        self.in_play = self._check_deal(hands, self.turned, wall)
        self.seats = [Seat(counts_of(h, limit=XI_IN_DECK)) for h in hands]
        self.wall = None if wall is None else tuple(wall)
        self.unseen = list(self.in_play)  # cards no seat holds and the wall has not shown
        for h in hands:
            for c in h:
                self.unseen[c.index] -= 1
        self.c = _Core(turn=dealer)
        self._settlement: Any = None
        self._new: list[Violation] = []
        self._after_setup()

    @classmethod
    def deal(cls, rules: RuleSet, seed: int | str, dealer: int = 0) -> DuzihuState:
        """A shuffled deal (:mod:`engine.core.rng`): 23 to the dealer, 22 to the next two, then the
        turned 将, the rest the wall in the order it is drawn."""
        cards = deck_cards(rules)
        rng(seed).shuffle(cards)
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        at = 0
        for k in range(3):
            n = DEALER_CARDS if k == 0 else OTHER_CARDS
            hands[(dealer + k) % SEATS] = cards[at:at + n]
            at += n
        turned = cards[at:at + rules.turned]
        return cls(rules, hands, turned, cards[at + rules.turned:], dealer)

    # --- the deal ---------------------------------------------------------------------------------
    def _check_deal(self, hands: Sequence[Sequence[Card]], turned: tuple[Card, ...],
                    wall: Sequence[Card] | None) -> list[int]:
        if len(hands) != SEATS:
            raise InputError(f"hands: {SEATS} hands, the sitting-out seat's empty", "hands")
        for s, h in enumerate(hands):
            want = 0 if s == self.out else DEALER_CARDS if s == self.dealer else OTHER_CARDS
            if len(h) != want:
                role = M.ROLES["out" if s == self.out else "dealer" if s == self.dealer else "plays"]
                raise InputError(M.DEALT(seat=s, role=role, want=want, got=len(h)).prefixed(
                    f"hands[{s}]：", f"hands[{s}]: "), f"hands[{s}]")
        if len(turned) != self.rules.turned:
            raise InputError(f"turned: {self.rules.name} turns {self.rules.turned} card(s) as jiang, not "
                             f"{len(turned)}", "turned")
        deck = deck_counts(self.rules)
        if any(c.index == XI_INDEX for c in turned) and not deck[XI_INDEX]:
            raise InputError(f"turned: {self.rules.name} is played without 喜 (option xi_in_play)", "turned")
        in_play = list(copies_left(turned))
        in_play[XI_INDEX] = max(0, deck[XI_INDEX] - (XI_IN_DECK - in_play[XI_INDEX]))
        used = [0] * len(ALL_CARDS)
        for c in [c for h in hands for c in h] + list(wall or ()):
            used[c.index] += 1
        for i, n in enumerate(used):
            if n > in_play[i]:
                card = ALL_CARDS[i]
                what = "is played without 喜 (option xi_in_play)" if not deck[i] else f"has {in_play[i]} left"
                raise InputError(f"too many copies of {card.code}: {n}; the deck {what}", card.code)
        if wall is not None and used != in_play:
            missing = sum(in_play) - sum(used)
            raise InputError(f"wall: {len(wall)} cards; the deck leaves {len(wall) + missing} after the deal and "
                             "the turned jiang", "wall")
        return in_play

    def _after_setup(self) -> None:
        """Every 喜 dealt is laid out and replaced before the dealer plays (s002.p008 頒將後，摸到喜兒的放自家門前
        算胡，再補相應張數); then what each seat holds is its deal (a 龙 is four of those)."""
        for s in self.order:
            if self.seats[s].hand[XI_INDEX]:
                self.c.phase, self.c.turn = "setup", s
                return
        for seat in self.seats:
            seat.dealt = tuple(seat.hand)
        self._begin_turn(self.dealer, None)

    # --- the protocol ---------------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        return self.c.events

    @property
    def violations(self) -> list[Violation]:
        return self.c.violations

    @property
    def phase(self) -> str:
        return self.c.phase

    @property
    def wall_left(self) -> int:
        if self.wall is not None:
            return len(self.wall) - self.c.pos
        return sum(self.unseen)

    def takes_part(self, seat: int) -> bool:
        """Whether ``seat`` plays this hand: the dealer's 上家 sits out (s002.p010)."""
        return seat != self.out

    def is_over(self) -> bool:
        return self.c.phase == "over"

    def to_move(self) -> int | None:
        if self.c.phase == "over":
            return None
        if self.c.phase == "claim":
            assert self.c.window is not None
            return self.c.window.queue[0][0]
        return self.c.turn

    def legal_moves(self) -> list[Event]:
        phase, s = self.c.phase, self.c.turn
        if phase == "over":
            return []
        if phase == "setup":
            return [Event(s, "xi", ALL_CARDS[XI_INDEX])]
        if phase == "draw":
            if self.wall is not None:
                return [Event(s, "draw", self.wall[self.c.pos])]
            return [Event(s, "draw", ALL_CARDS[i]) for i, n in enumerate(self.unseen) if n]
        if phase == "claim":
            return self.claim_moves()
        return self.turn_moves()

    def push(self, event: Event) -> list[Violation]:
        """Apply ``event``; returns the rules it broke (also kept in :attr:`violations`)."""
        index = len(self.c.events)
        e = event if not event.extra else event.plain()
        if not 0 <= e.seat < SEATS:
            raise InputError(f"event {index} ({e.code()}): no seat {e.seat}", f"events[{index}]")
        if self.c.phase == "over":
            raise InputError(M.HAND_OVER().prefixed(*M.event_at(index, e.code())), f"events[{index}]")
        if e.seat == self.out:
            raise InputError(M.SITS_OUT(seat=e.seat).prefixed(*M.event_at(index, e.code())), f"events[{index}]")
        self._new = []
        try:
            getattr(self, "_on_" + self.c.phase)(e, index)
        except Refused as r:
            said = r.words.prefixed(*M.event_at(index, e.code())) if r.words else f"{M.event_at(index, e.code())[1]}{r}"
            raise InputError(said, f"events[{index}]") from None
        self.c.events.append(e)
        self.c.violations.extend(self._new)
        return self._new

    def pop(self) -> Event:
        """Take back the last event (the state is rebuilt from the deal: exact, and cheap enough for undo)."""
        if not self.c.events:
            raise IndexError("pop from a state with no events")
        last = self.c.events[-1]
        self._adopt(self.replayed(len(self.c.events) - 1))
        return last

    def replayed(self, n: int) -> DuzihuState:
        """A new state: this deal with the first ``n`` events pushed."""
        hands, turned, wall = self.initial
        fresh = DuzihuState(self.rules, hands, turned, wall, self.dealer)
        for e in self.c.events[:n]:
            fresh.push(e)
        return fresh

    def _adopt(self, other: DuzihuState) -> None:
        self.__dict__.update(other.__dict__)

    def outcome(self) -> Outcome | None:
        if self.c.phase != "over":
            return None
        if self.c.end != "hu":
            return Outcome(End(self.c.end or End.EXHAUSTED), None, (0,) * SEATS, (0,) * SEATS)
        s = self.settlement()
        return Outcome(End.HU, self.c.win.seat if self.c.win else None, s.hu, s.net)

    def settlement(self) -> Any:
        """Who pays whom (:mod:`engine.duzihu.settle`), once the hand is won."""
        if self._settlement is None and self.c.win is not None:
            from engine.duzihu.settle import settle

            self._settlement = settle(self)
        return self._settlement

    def position_for(self, seat: int, card: Card, how: str, *, tiancheng: bool = False,
                     last_card: bool = False) -> Position:
        """The seat as the scorer's :class:`~engine.duzihu.position.Position`, won on ``card``."""
        from engine.duzihu.table_view import position_for

        return position_for(self, seat, card, how, tiancheng=tiancheng, last_card=last_card)

    def snapshot(self) -> dict[str, Any]:
        from engine.duzihu.table_view import snapshot

        return snapshot(self)

    # --- phases ---------------------------------------------------------------------------------
    def _begin_turn(self, seat: int, drawn: Card | None) -> None:
        self.c.phase, self.c.turn = "turn", seat
        s = self.seats[seat]
        s.drawn = drawn
        s.zhizhuang_now = False

    def _need_draw(self, seat: int, reason: str) -> None:
        """The seat draws next; an empty wall ends the hand with no winner (s002.p039)."""
        if self.wall_left == 0:
            self.c.phase, self.c.end, self.c.window = "over", "exhausted", None
            return
        self.c.phase, self.c.turn, self.c.reason = "draw", seat, reason

    def _on_setup(self, e: Event, index: int) -> None:
        if e.type != "xi" or e.card is None or e.card.index != XI_INDEX:
            raise Refused(M.XI_SETUP(seat=self.c.turn))
        seat = self.seats[e.seat]
        if not seat.hand[XI_INDEX]:
            raise Refused(M.NO_XI(seat=e.seat))
        seat.hand[XI_INDEX] -= 1
        seat.xi += 1
        self._need_draw(e.seat, "setup")

    def _on_draw(self, e: Event, index: int) -> None:
        if self._override_hu(e, index):
            return
        s = self.c.turn
        if e.type != "draw" or e.seat != s:
            why, why_en = M.DRAW_WHY.get(self.c.reason, ("", ""))
            raise Refused(M.DRAWS_NEXT(seat=s, why=why, why_en=why_en))
        self._draw(e)

    def check_draw(self, e: Event) -> None:
        """Refuse a draw the wall cannot give (checked before anything changes)."""
        card = e.card
        if card is None:
            raise Refused(M.DRAW_NAMES_CARD())
        if self.wall_left == 0:
            raise Refused(M.WALL_EMPTY())
        if self.wall is not None:
            want = self.wall[self.c.pos]
            if card is not want:
                raise Refused(M.WALL_NEXT(want=want, card=card))
        elif not self.unseen[card.index]:
            raise Refused(M.NONE_LEFT(card=card))

    def _draw(self, e: Event) -> None:
        self.check_draw(e)
        card = e.card
        self.c.pos += 1
        self.unseen[card.index] -= 1
        seat = self.seats[e.seat]
        seat.hand[card.index] += 1
        self.c.override = None
        if self.c.reason == "setup":
            self._after_setup()
        elif self.c.reason == "turn":
            seat.draws += 1
            self._begin_turn(e.seat, card)
        else:  # a replacement: the turn goes on with the new card
            self.c.phase, self.c.turn = "turn", e.seat
            seat.drawn = card

    def _finish(self, win: Win) -> None:
        self.c.phase, self.c.end, self.c.win, self.c.turn = "over", "hu", win, win.seat
        self.c.window = self.c.override = None

    def _violate(self, reason: Reason, event: int, seat: int) -> None:
        from engine.duzihu.conduct import violation

        self._new.append(violation(reason, event, seat))

    def available(self, seat: int) -> list[int]:
        """Copies of each kind the seat does not hold itself (hand and melds): what it could still wait on."""
        s = self.seats[seat]
        out = [n - h for n, h in zip(self.in_play, s.hand)]
        for m in s.melds:
            out[m.card.index] -= m.size
        return out

    def next_seat(self, seat: int) -> int:
        """The 下家 among the three playing (s002.p010 從莊家開始依次是下家和對門)."""
        return self.order[(self.order.index(seat) + 1) % 3]

    def relative(self, seat: int) -> int:
        """Seats as the position text counts them: 0 the dealer."""
        return (seat - self.dealer) % SEATS
