"""A player's own turn at the 笃子胡 table: win on the card drawn, lay out a 喜, declare a 龙, lay down
four, add a drawn fourth to a 碰, 折庄, and the discard. A mixin of :class:`engine.duzihu.state.DuzihuState`.

* 喜: a 喜 drawn goes in front of the player and is replaced (s002.p008 摸到喜兒的放自家門前算胡，再補相應張數).
* 龙: every copy of a card, dealt (s002.p015 起手四張相同的牌（1111型）或者三張（另一張被翻為將）都可以算作龍);
  it must be shown to count as 龙 (「龍可摞可不摞（但必須明示，否則只能作為暗槓）」), so four kept in hand score as
  an 暗杠 and a 龙 of cards not all dealt is one (penalty ``angang``).
* 加杠: s002.p040 「如果兩張碰別家一張，後又摸到一張相同的，可以選擇放桌面算胡同明槓」; others may win on that card.
* 折庄: s002.p046 「允許摸三張牌（進行三輪出牌），在此限制內允許擲莊，擲莊後，就不允許將再次摸的牌放到手裡進行輪換其他牌出牌，
  只能一直摸，摸完直接出牌，除非自摸或者別人出牌後胡牌」 — the dealer's, within his first three draws.
* Four laid down take one card more than a set of three, so each is replaced by a draw (a decision:
  the sources are silent, docs/rules/duzihu-play.md).
"""

from __future__ import annotations


from engine.cards import ALL_CARDS, Card
from engine.core.game import Event
from engine.duzihu import conduct as C
from engine.duzihu import messages as M
from engine.duzihu.melds import Kind
from engine.duzihu.table_fields import TableFields
from engine.duzihu.seat import XI, XI_INDEX, Refused, Seat, TableMeld, Win

ZHIZHUANG_DRAWS = 3  # s002.p046 允許摸三張牌
_DISCARDS = [[Event(s, "discard", c) for c in ALL_CARDS] for s in range(4)]  # events are immutable: made once


class TurnMoves(TableFields):
    # --- what the player may do ---------------------------------------------------------------------
    def turn_moves(self) -> list[Event]:
        s = self.c.turn
        seat = self.seats[s]
        if seat.hand[XI_INDEX]:
            return [Event(s, "xi", XI)]
        out: list[Event] = []
        tiancheng = self.c.opening and s == self.dealer
        if (seat.drawn is not None or tiancheng) and seat.complete():
            out.append(Event(s, "hu", self._best_dealt_card(s) if tiancheng else seat.drawn))
        if not seat.locked:
            out += self._declarations(s, seat)
        if self.rules.zhizhuang and s == self.dealer and seat.zhizhuang is None and seat.draws <= ZHIZHUANG_DRAWS:
            out.append(Event(s, "zhizhuang"))
        if seat.locked and seat.drawn is not None and not seat.zhizhuang_now:
            out.append(Event(s, "discard", seat.drawn))
        else:
            mine = _DISCARDS[s]
            out += [mine[i] for i, n in enumerate(seat.hand) if n]
        return out

    def _declarations(self, s: int, seat: Seat) -> list[Event]:
        """龙, 暗杠 and 加杠 open to the seat (those of four only while the wall can replace them)."""
        out = []
        room = self.wall_left > 0
        for i, n in enumerate(seat.hand):
            left = self.in_play[i]
            if not n or n != left or i == XI_INDEX or left < 2 or (left == 4 and not room):
                continue
            card = ALL_CARDS[i]
            if seat.dealt[i] >= left and (left >= 3 or seat.pair_needed):
                out.append(Event(s, "long", card))
            elif left >= 3:
                out.append(Event(s, "angang", card))
        if room:
            out += [Event(s, "jiagang", m.card) for m in seat.melds if m.kind is Kind.PENG and seat.hand[m.card.index]]
        return out

    def _best_dealt_card(self, s: int) -> Card:
        """天成 names no winning card: the one that scores best (丫子, 弔頭 …) is taken."""
        from engine.duzihu.score import score

        best, best_total = None, -1
        for i, n in enumerate(self.seats[s].hand):
            if n:
                total = score(self.position_for(s, ALL_CARDS[i], "self", tiancheng=True), self.rules).total
                if total > best_total:
                    best, best_total = ALL_CARDS[i], total
        assert best is not None
        return best

    # --- applying it ------------------------------------------------------------------------------
    def _on_turn(self, e: Event, index: int) -> None:
        s = self.c.turn
        if e.seat != s:
            if self._override_hu(e, index):
                return
            raise Refused(M.NOT_YOUR_TURN(seat=s))
        seat = self.seats[s]
        if seat.hand[XI_INDEX] and e.type != "xi":
            raise Refused(M.XI_FIRST(seat=s))
        handler = _TURN.get(e.type)
        if handler is not None and e.card is None and e.type != "zhizhuang":
            raise Refused(M.NAMES_A_CARD(move=M.move_name(e.type)))
        if handler is None:
            raise Refused(M.NOT_A_TURN_MOVE(seat=s, move=M.move_name(e.type)))
        handler(self, e, index, seat)

    def _xi(self, e: Event, index: int, seat: Seat) -> None:
        if e.card is not XI:
            raise Refused(M.XI_NAMES_XI())
        seat.hand[XI_INDEX] -= 1
        seat.xi += 1
        seat.xi_late = True
        self._need_draw(e.seat, "replace")

    def _hu(self, e: Event, index: int, seat: Seat) -> None:
        s = e.seat
        tiancheng = self.c.opening and s == self.dealer
        if tiancheng:
            if e.card is None or not seat.hand[e.card.index]:
                raise Refused(M.NOT_HELD_TO_WIN(seat=s, card=e.card or M.NO_CARD))
        elif seat.drawn is None:
            raise Refused(M.NOTHING_DRAWN(seat=s))
        elif e.card is not seat.drawn:
            raise Refused(M.DREW_OTHER(seat=s, drawn=seat.drawn, card=e.card or M.NO_CARD))
        if not seat.complete():
            self._violate(C.FALSE_HU(seat=s, card=e.card), index, s)
            return
        last = self.wall_left == 0 and not tiancheng
        self._finish(Win(s, e.card, "self", None, last, tiancheng))

    def _zhizhuang(self, e: Event, index: int, seat: Seat) -> None:
        s = e.seat
        if seat.zhizhuang == "on":
            raise Refused(M.ZHIZHUANG_TWICE(seat=s))
        why = None
        if not self.rules.zhizhuang:
            why = C.ZHIZHUANG_OFF(rules=self.rules.title())
        elif s != self.dealer:
            why = C.ZHIZHUANG_NOT_DEALER(seat=s)
        elif seat.draws > ZHIZHUANG_DRAWS:
            why = C.ZHIZHUANG_LATE(draws=seat.draws)
        if why is not None:
            self._violate(why, index, s)
            seat.zhizhuang = "void"
            return
        seat.zhizhuang, seat.zhizhuang_now = "on", True

    def _discard(self, e: Event, index: int, seat: Seat) -> None:
        s, card = e.seat, e.card
        if card is None or not seat.hand[card.index]:
            raise Refused(M.NOT_HELD(seat=s, card=card or M.NO_CARD))
        if seat.locked and seat.drawn is not None and not seat.zhizhuang_now and card is not seat.drawn:
            self._violate(C.ZHIZHUANG_SWAP(drawn=seat.drawn, card=card), index, s)
            seat.zhizhuang = "void"
        seat.hand[card.index] -= 1
        seat.discards.append(card)
        seat.drawn = None
        self.c.opening = False
        self.c.override = None
        self.open_window(card, s, "discard", index)

    def _lay_down(self, e: Event, index: int, seat: Seat) -> None:
        """龙 and 暗杠: every copy of a card in play, from the hand to the table."""
        s, card = e.seat, e.card
        left = self.in_play[card.index]
        if card is XI or seat.hand[card.index] != left or left < 2:
            held = seat.hand[card.index]
            raise Refused(M.LAY_DOWN_ALL(kind=M.move_name(e.type), card=card, left=left, seat=s, held=held))
        kind = Kind.LONG if e.type == "long" else Kind.ANGANG
        dealt = seat.dealt[card.index] >= left
        if kind is Kind.LONG and not dealt:
            self._violate(C.LONG_NOT_DEALT(seat=s, card=card), index, s)
            kind = Kind.ANGANG
        if kind is Kind.ANGANG and left < 3:
            raise Refused(M.PAIR_NOT_ANGANG(card=card))
        if kind is Kind.LONG and left == 2 and not seat.pair_needed:
            raise Refused(M.LONG_PAIR_TWICE(seat=s))
        self._unlock(seat, index, s, kind, card)
        seat.hand[card.index] = 0
        seat.melds.append(TableMeld(kind, card, left, "dealt" if dealt else "drawn"))
        if seat.drawn is card:
            seat.drawn = None
        if left == 4:
            self._need_draw(s, "replace")

    def _jiagang(self, e: Event, index: int, seat: Seat) -> None:
        s = e.seat
        card: Card = e.card
        k = seat.meld_of(Kind.PENG, card)
        if k is None or not seat.hand[card.index]:
            raise Refused(M.JIAGANG_NOT_HELD(card=card, seat=s))
        self._unlock(seat, index, s, Kind.GANG, card)
        old = seat.melds[k]
        seat.hand[card.index] -= 1
        seat.melds[k] = TableMeld(Kind.GANG, card, 4, "drawn")
        if seat.drawn is card and not seat.hand[card.index]:
            seat.drawn = None
        self.open_window(card, s, "rob", index, robbed=(k, old))

    def _unlock(self, seat: Seat, index: int, s: int, kind: Kind, card: Card) -> None:
        if seat.locked:
            self._violate(C.ZHIZHUANG_MELD(kind=kind.text, card=card), index, s)
            seat.zhizhuang = "void"


_TURN = {"xi": TurnMoves._xi, "hu": TurnMoves._hu, "zhizhuang": TurnMoves._zhizhuang, "discard": TurnMoves._discard,
         "long": TurnMoves._lay_down, "angang": TurnMoves._lay_down, "jiagang": TurnMoves._jiagang}
