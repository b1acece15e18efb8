"""The drawing (抓牌) of a 八胡 hand, and 买庄 within it: a mixin of :class:`engine.bahu.state.BahuState`.

The shuffled pack is cut by the dealer's 上家 and drawn one card at a time, the dealer first and then
each seat in turn (s001.p052 庄家先抓牌，按逆时针以次各家抓牌。每人抓1张); the dealer, who takes 26,
draws the last card. A dealt hand lists its cards in the order the seat drew them, so the table knows
what every seat held at any moment of the drawing.

买庄 is decided in the drawing (s000.p074 在摸牌阶段，手牌小于等于三张牌的时候; s001.p102 一般抓三张牌，
可买庄): each seat, in turn from the dealer, decides at the moment it holds ``buy_max_cards`` cards,
on those cards only, while the others hold what they have drawn by then. After the last decision the
drawing completes; then the deal goes on as before (bombs laid out, 黄胡 sitting out). An event that is
no 买庄 decision ends the drawing at once: the seats yet to decide passed. Under the house rule
``buy_after_deal`` the whole hand is drawn first and every seat decides holding it.

>>> drawing_order([25, 25, 26, 25], dealer=2)[:6], drawing_order([25, 25, 26, 25], dealer=2)[-2:]
([2, 3, 0, 1, 2, 3], [1, 2])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.bahu import messages as M
from engine.bahu import penalties as P
from engine.bahu.seat import SEATS, xiajia
from engine.bahu.table_fields import TableFields
from engine.cards import Card
from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.rng import rng, shuffled


def drawing_order(sizes: Sequence[int], dealer: int) -> list[int]:
    """The seat that draws each card of the deal, in order: one card a turn, the dealer first and then
    each 下家, round after round; a seat that has all its cards is passed over (s001.p052)."""
    left = list(sizes)
    out: list[int] = []
    seat = dealer
    while any(left):
        if left[seat]:
            out.append(seat)
            left[seat] -= 1
        seat = xiajia(seat)
    return out


def draw_hands(pack: Sequence[Card], sizes: Sequence[int], dealer: int) -> tuple[list[list[Card]], list[Card]]:
    """Hand out a cut pack as the drawing does: each hand in the order its seat drew (the dealer first,
    one card a turn, s001.p052); the cards left over are the wall, in the order they are flipped.

    >>> from engine.cards import DECK
    >>> hands, wall = draw_hands(DECK.cards[:11], [2, 3, 2, 2], dealer=1)
    >>> [" ".join(c.code for c in h) for h in hands], " ".join(c.code for c in wall)
    (['4m 8m', '1m 5m 9m', '2m 6m', '3m 7m'], '1s 2s')
    """
    hands: list[list[Card]] = [[] for _ in sizes]
    seats = drawing_order(sizes, dealer)
    if len(seats) > len(pack):
        raise ValueError(f"cannot deal {len(seats)} cards from {len(pack)}")
    for seat, card in zip(seats, pack):
        hands[seat].append(card)
    return hands, list(pack[len(seats):])


def deal_drawn(cards: Sequence[Card], dealer: int, seed: int | str) -> tuple[list[list[Card]], list[Card]]:
    """A seeded deal as the table draws it: the pack shuffled, cut at a seeded point by the dealer's
    上家 (签牌), and drawn one card a turn from the dealer (s001.p052), who takes 26 and the others 25.
    The hands list their cards in the order drawn; the rest is the wall.

    >>> from engine.bahu.deck import deck_for
    >>> from engine.bahu.rules import RuleSet
    >>> hands, wall = deal_drawn(deck_for(RuleSet.named("tongdong")), dealer=1, seed=4)
    >>> [len(h) for h in hands], len(wall), hands == deal_drawn(deck_for(RuleSet.named("tongdong")), 1, 4)[0]
    ([25, 26, 25, 25], 19, True)
    """
    r = rng(seed)
    pack = shuffled(cards, generator=r)
    cut = r.randrange(1, len(pack)) if len(pack) > 1 else 0  # the 上家 cuts (s001.p052 上家签牌（切牌）)
    pack = pack[cut:] + pack[:cut]
    return draw_hands(pack, [26 if s == dealer else 25 for s in range(SEATS)], dealer)


class Drawing(TableFields):
    # --- set-up ------------------------------------------------------------------------------------

    def _start_drawing(self, hands: Sequence[Sequence[Card]]) -> None:
        """The hands as listed are the drawing; draw up to the first 买庄 decision (or all of it under
        ``buy_after_deal``)."""
        self.listed = [list(h) for h in hands]
        self.draw_seats = drawing_order([len(h) for h in hands], self.dealer)
        self.deal_drawn = len(self.draw_seats)
        self.buy_decided = set()
        offset = {(self.dealer + i) % SEATS: i for i in range(SEATS)}
        if self.rules.buy_after_deal:  # every seat decides holding its whole hand
            self.buy_moment = {s: len(self.draw_seats) for s in range(SEATS)}
            self.buy_order = sorted(range(SEATS), key=offset.__getitem__)
            self.drawing = False
            self._settle_deal()
            return
        self.buy_moment = {}
        for s in range(SEATS):
            n = min(self.rules.buy_max_cards, len(self.listed[s]))
            at = [i for i, t in enumerate(self.draw_seats) if t == s]
            self.buy_moment[s] = at[n - 1] + 1 if n else 0
        self.buy_order = sorted(range(SEATS), key=lambda s: (self.buy_moment[s], offset[s]))
        self.drawing = True
        self.deal_drawn = 0
        for seat in self.seats:
            seat.hand = [0] * len(seat.hand)
            seat.dealt = tuple(seat.hand)
            seat.changed()
        self._draw_on()

    def _settle_deal(self) -> None:
        """The drawing is over: each hand is as dealt; without a pair of any 将 its bombs lie face down
        and, unless ``huanghu_plays_on``, it is 黄胡 and sits out (s000.p029 s000.p035)."""
        for seat in self.seats:
            seat.dealt = tuple(seat.hand)
            seat.changed()
            seat.bombs_face_down = not seat.has_jiang_pair()
            if not self.rules.huanghu_plays_on and seat.bombs_face_down:
                seat.huang, seat.out = True, "huanghu"

    # --- the drawing -------------------------------------------------------------------------------

    def in_drawing(self) -> bool:
        """Whether the hand is in its drawing: seats still decide on 买庄 holding part of their hands."""
        return self.drawing and self.phase == "deal"

    def to_draw(self) -> list[tuple[int, Card]]:
        """The cards of the deal still to be drawn, in order, each with the seat that draws it."""
        if not self.drawing:
            return []
        taken = [0] * SEATS
        for s in self.draw_seats[:self.deal_drawn]:
            taken[s] += 1
        out = []
        for s in self.draw_seats[self.deal_drawn:]:
            out.append((s, self.listed[s][taken[s]]))
            taken[s] += 1
        return out

    def _draw_on(self) -> None:
        """Draw up to the next seat's 买庄 decision; after the last, the whole deal."""
        nxt = next((s for s in self.buy_order if s not in self.buy_decided), None)
        upto = len(self.draw_seats) if nxt is None else self.buy_moment[nxt]
        for s, card in self.to_draw()[:max(0, upto - self.deal_drawn)]:
            self.seats[s].hand[card.index] += 1
            self.deal_drawn += 1
        for seat in self.seats:
            seat.dealt = tuple(seat.hand)
            seat.changed()
        if nxt is None:
            self.drawing = False
            self._settle_deal()

    def held_at_decision(self, s: int) -> int:
        """How many cards seat ``s`` holds when it decides on 买庄."""
        return self.draw_seats[:self.buy_moment[s]].count(s)

    def buy_options(self, s: int) -> list[Event]:
        """买庄 or not for seat ``s``: in the drawing a buy says how many cards the seat holds (``at``)."""
        if self.in_drawing():
            return [Event(s, "buy", extra=(("at", self.held_at_decision(s)),)), Event(s, "pass")]
        return [Event(s, "buy"), Event(s, "pass")]

    def _decided(self, s: int) -> None:
        """Seat ``s`` has decided on 买庄; in the drawing the seats before it that have not passed, and
        the drawing goes on to the next decision."""
        if self.in_drawing():
            for t in self.buy_order[:self.buy_order.index(s)]:
                self.buy_decided.add(t)
        self.buy_decided.add(s)
        if self.in_drawing():
            self._draw_on()

    def _draw_out(self) -> Callable[[], None] | None:
        """An event that is no 买庄 decision ends the drawing: every seat yet to decide passed. Returns
        how to put the table back if the event then turns out to be unreadable."""
        if not self.in_drawing():
            return None
        saved: list[Any] = [(list(t.hand), t.dealt, t.bombs_face_down, t.huang, t.out) for t in self.seats]
        decided, drawn = set(self.buy_decided), self.deal_drawn

        def undo() -> None:
            for seat, (hand, dealt, face_down, huang, out) in zip(self.seats, saved):
                seat.hand, seat.dealt, seat.bombs_face_down, seat.huang, seat.out = hand, dealt, face_down, huang, out
                seat.changed()
            self.buy_decided, self.deal_drawn, self.drawing = decided, drawn, True

        self.buy_decided = set(range(SEATS))
        self._draw_on()
        return undo

    # --- 买庄 --------------------------------------------------------------------------------------

    def _on_buy(self, i: int, e: Event) -> None:
        if self.phase != "deal":
            raise InputError(M.BUY_IN_DEAL().prefixed(*M.event_at(i)), f"events[{i}].type")
        s = e.seat
        seat = self.seats[s]
        if seat.bought:
            raise InputError(M.ALREADY_BOUGHT(seat=s).prefixed(*M.event_at(i)), f"events[{i}].seat")
        if not self.rules.buy_after_deal and s in self.buy_decided:  # passed, or the drawing is over
            raise InputError(M.ALREADY_DECIDED(seat=s, held=self.held_at_decision(s)).prefixed(*M.event_at(i)),
                             f"events[{i}].seat")
        at = e.get("at")
        if at is not None and (isinstance(at, bool) or not isinstance(at, int) or at < 0):
            raise InputError(f"events[{i}].at: the cards the seat held, a whole number, not {at!r}", f"events[{i}].at")
        held = self.held_at_decision(s) if self.in_drawing() else len(self.listed[s])
        if at is None and not self.rules.buy_after_deal:
            self._violate(i, s, P.BUY_UNPLACED, player=s, most=held)  # the buy is void
        elif at is not None and at > held:
            self._violate(i, s, P.BUY_LATE, player=s, at=at, most=held)  # the buy is void
        else:
            seat.bought = True
        self._decided(s)

    def _pass_buy(self, s: int) -> None:
        """A pass in the deal: seat ``s`` does not buy (a seat that has decided already changes nothing)."""
        if s not in self.buy_decided:
            self._decided(s)
