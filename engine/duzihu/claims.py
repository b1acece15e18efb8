"""Claims on a card up at the 笃子胡 table: a discard, or a card added to a 碰. A mixin of
:class:`engine.duzihu.state.DuzihuState`.

Who is asked, in order (docs/rules/duzihu-play.md):

1. every player the card would complete, from the discarder's 下家 round: 胡 comes first
   (s002.p040 「出的一張牌如果有人要碰或槓，有人要胡牌，則優先胡牌」; 「但如果有人胡這張牌，必須優先胡牌」 for a
   card added to a 碰); the first to say 胡 wins;
2. then, for a discard, the one player holding two (碰) or three (杠) of it — from any seat,
   never for a run (s002.p012 「若不是胡牌，則可碰不可以吃」);
3. otherwise the discarder's 下家 draws (after a card added to a 碰: its owner draws the replacement).

A record may leave passes out: an event further down the list passes everyone before it. A 胡 written
after the 碰 or 杠 of the same discard still takes the card (the claim is withdrawn): 胡 has priority.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import Card
from engine.core.game import Event
from engine.duzihu import conduct as C
from engine.duzihu import messages as M
from engine.duzihu.melds import Kind
from engine.duzihu.table_fields import TableFields
from engine.duzihu.seat import Override, Refused, TableMeld, Win

HU, PENG, GANG, LOCKED = "hu", "peng", "gang", "locked"


@dataclass
class Window:
    card: Card
    source: int  # who let it go
    kind: str  # "discard", or "rob": a card added to a 碰
    event: int  # index of the discard (or 加杠) event
    queue: list[tuple[int, frozenset[str]]] = field(default_factory=list)
    robbed: tuple[int, TableMeld] | None = None  # the 碰 the card was added to, as it was


class Claims(TableFields):
    def open_window(self, card: Card, src: int, kind: str, index: int,
                    robbed: tuple[int, TableMeld] | None = None) -> None:
        others = (self.next_seat(src), self.next_seat(self.next_seat(src)))
        queue = [(t, frozenset((HU,))) for t in others if self.seats[t].wins_on(card)]
        if kind == "discard":
            for t in others:
                seat = self.seats[t]
                n = seat.hand[card.index]
                if n >= 2:
                    # after 折庄 the player may not take it (s002.p046): he is asked only so a 碰 he
                    # makes anyway is seen and flagged
                    opts = frozenset((LOCKED,) if seat.locked else (PENG, GANG) if n >= 3 else (PENG,))
                    if queue and queue[-1][0] == t:
                        queue[-1] = (t, queue[-1][1] | opts)
                    else:
                        queue.append((t, opts))
                    break
        if not queue:
            self._close(src, kind)
            return
        self.c.window = Window(card, src, kind, index, queue, robbed)
        self.c.phase = "claim"

    def _close(self, src: int, kind: str) -> None:
        """Nobody takes the card: the 下家 draws (or the owner of the 碰 draws the replacement)."""
        self.c.window = None
        if kind == "discard":
            self._need_draw(self.next_seat(src), "turn")
        else:
            self._need_draw(src, "replace")

    def claim_moves(self) -> list[Event]:
        w = self.c.window
        assert w is not None  # the claim phase has its window
        t, opts = w.queue[0]
        out = [Event(t, HU, w.card)] if HU in opts else []
        if PENG in opts:
            out.append(Event(t, PENG, w.card))
        if GANG in opts and self.wall_left > 0:
            out.append(Event(t, GANG, w.card))
        out.append(Event(t, "pass"))
        return out

    def _on_claim(self, e: Event, index: int) -> None:
        w = self.c.window
        assert w is not None  # the claim phase has its window
        if e.type == "draw":
            drawer = self.next_seat(w.source) if w.kind == "discard" else w.source
            if e.seat != drawer:
                raise Refused(M.DRAWS_AFTER(card=w.card, seat=drawer))
            self.check_draw(e)
            self.c.window = None
            self.c.phase, self.c.turn, self.c.reason = "draw", drawer, "turn" if w.kind == "discard" else "replace"
            self._draw(e)
            return
        if e.type in (HU, PENG, GANG, "chi") and e.card is not w.card:
            raise Refused(M.CARD_UP(card=w.card))
        if e.seat == w.source and e.type != "pass":
            raise Refused(M.OWN_CARD(seat=e.seat, card=w.card))
        if e.type == "chi":
            self._violate(C.CHI(seat=e.seat, card=w.card), index, e.seat)
            self._drop(e.seat)
            return
        k = next((k for k, (t, opts) in enumerate(w.queue) if t == e.seat and (e.type in opts or e.type == "pass")),
                 None)
        if k is None:
            self._unlisted(e, index, w)
            return
        del w.queue[:k]
        if e.type == "pass":
            w.queue.pop(0)
            if not w.queue:
                self._close(w.source, w.kind)
        elif e.type == HU:
            self._claim_hu(e.seat, w, index)
        elif e.type in (PENG, GANG):
            self._take(e, w, index)
        else:
            raise Refused(M.NOT_A_CLAIM(move=M.move_name(e.type)))

    def _unlisted(self, e: Event, index: int, w: Window) -> None:
        """A claim the player was not asked for: a 胡 that is no win, or a 碰/杠 after 折庄 (rules broken);
        anything else cannot happen."""
        seat = self.seats[e.seat]
        if e.type == HU:
            self._violate(C.FALSE_HU(seat=e.seat, card=w.card), index, e.seat)
            self._drop(e.seat)
            return
        need = {PENG: 2, GANG: 3}.get(e.type)
        if need and w.kind == "discard" and seat.locked and seat.hand[w.card.index] >= need:
            w.queue.clear()
            self._take(e, w, index)
            return
        if need:
            if w.kind == "rob":
                raise Refused(M.ROB_ONLY_WON(kind=M.move_name(e.type), card=w.card))
            raise Refused(M.HOLDS_COUNT(kind=M.move_name(e.type), card=w.card, seat=e.seat, held=seat.hand[w.card.index]))
        raise Refused(M.NO_CLAIM(seat=e.seat, card=w.card, move=M.move_name(e.type)))

    def _drop(self, seat: int) -> None:
        w = self.c.window
        assert w is not None  # the claim phase has its window
        w.queue[:] = [(t, o) for t, o in w.queue if t != seat]
        if not w.queue:
            self._close(w.source, w.kind)

    def _take(self, e: Event, w: Window, index: int) -> None:
        """碰 or 杠 of a discard, from any seat (s002.p008 通過摸、打、碰、槓等方式進行組牌)."""
        t, card = e.seat, w.card
        seat = self.seats[t]
        if seat.locked:
            kind = Kind.PENG if e.type == PENG else Kind.GANG
            self._violate(C.ZHIZHUANG_MELD(kind=kind.text, card=card), index, t)
            seat.zhizhuang = "void"
        self.seats[w.source].discards.pop()
        self.c.window = None
        self.c.override = Override(index, card)
        if e.type == PENG:
            seat.hand[card.index] -= 2
            seat.melds.append(TableMeld(Kind.PENG, card, 3, "discard", w.source))
            self._begin_turn(t, None)
        else:
            seat.hand[card.index] -= 3
            seat.melds.append(TableMeld(Kind.GANG, card, 4, "discard", w.source))
            self._need_draw(t, "replace")

    def _claim_hu(self, t: int, w: Window, index: int) -> None:
        src, card = w.source, w.card
        if w.kind == "discard":
            self.seats[src].discards.pop()
            self._baozhang(t, w)
        elif w.robbed is not None:
            k, old = w.robbed
            self.seats[src].melds[k] = old
        self.seats[t].hand[card.index] += 1
        self._finish(Win(t, card, w.kind, src, False, False, w.event if w.kind == "discard" else None))

    def _baozhang(self, winner: int, w: Window) -> None:
        """s003.p027 包张: a discard that lets another win, made before the discarder was ready."""
        if not self.rules.baozhang:
            return
        src = w.source
        if not self.seats[src].ready(self.available(src)):
            self._violate(C.BAOZHANG(seat=src, card=w.card, winner=winner), w.event, src)

    def _override_hu(self, e: Event, index: int) -> bool:
        """A 胡 on the discard just taken for 碰/杠: the claim is withdrawn and the 胡 stands (优先胡牌)."""
        ov = self.c.override
        if ov is None or e.type != HU or e.card is not ov.card:
            return False
        before = self.replayed(ov.event)
        if before.c.phase != "claim":
            return False
        w = before.c.window
        assert w is not None  # the claim phase has its window
        if not any(t == e.seat and HU in o for t, o in w.queue):
            return False
        before._new = []
        before._on_claim(e, index)
        events = self.c.events
        kept = before.c.violations + [v for v in self.c.violations if v.event >= ov.event]
        self._adopt(before)
        self.c.events, self.c.violations = events, kept
        return True
