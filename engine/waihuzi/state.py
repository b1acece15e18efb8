"""A 歪胡子 hand at the table, turn by turn: the state machine of :class:`engine.core.game.State`.

Three play; with a fourth, the dealer's opposite sits out (守醒) and only counts (s004.p012). The
dealer holds 20, the others 19 (s004.p021); the dealer discards first (s004.p022). A card on offer
— discarded (打) or revealed from the stock (揭) — opens a claim window (:mod:`engine.waihuzi.claims`):
歪（溜）胡牌 碰 吃 by priority (s004.p026). After any take but 溜 the taker discards (先摸后打,
s004.p027); a card nobody takes lies at its player's right and the next player draws (s004.p022).
A win is only on a revealed card (s004.p019); the stock running out ends the hand drawn.

Like a referee, :meth:`WaihuziState.push` takes what a record says happened and answers with the
rules it broke (:mod:`engine.waihuzi.play_reasons`): ``sishou`` marks the seat 死手 and play goes on
with the event applied; ``void`` leaves the state as it was. A record needs no ``pass`` events: a
claim passes over the questions before it, the next draw passes the whole window.

>>> from engine.waihuzi.cards import parse_cards
>>> s = WaihuziState.deal(seed=7)
>>> s.to_move(), len(s.legal_moves()) > 0, s.wall_left
(0, True, 22)
>>> while not s.is_over():
...     _ = s.push(s.legal_moves()[0])
>>> s.outcome().end in ("hu", "exhausted"), sum(s.outcome().net)
(True, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from engine.core.errors import InputError
from engine.core.messages import DEALER_OUT
from engine.core.game import End, Event, Outcome, Violation
from engine.core.reason import Reason
from engine.core.rng import rng
from engine.waihuzi import play_reasons as P
from engine.waihuzi.cards import (
    ALL_CARDS,
    COPIES,
    DECK_SIZE,
    NUM_KINDS,
    Card,
    format_cards,
)
from engine.waihuzi.claims import CLAIMS, chi_group, options, qishou, queue
from engine.waihuzi.groups import Group, Kind
from engine.waihuzi.play_check import bad_claim, keeps_a_discard, match_claim, stray
from engine.waihuzi.rules import DEFAULT, RuleSet
from engine.waihuzi.settle import Settlement, settle
from engine.waihuzi.table_wins import can_win, win_hand

SEATS: Final = 4
PLAYERS: Final = 3
DEALT: Final = {True: 20, False: 19}  # s004.p021, the dealer's and the others'
OPEN, CLAIM, DISCARD, DRAW, OVER = "open", "claim", "discard", "draw", "over"


class WaihuziState:
    """One hand of 歪胡子. Build it with :meth:`deal` (a seeded shuffle), :meth:`from_record` (the
    record's hands and wall; ``wall=None``: the stock's order is unknown, a draw may be any card
    still in it)."""

    game = "waihuzi"

    def __init__(self, rules: RuleSet, dealer: int, hands: Sequence[Sequence[Card]],
                 wall: Sequence[Card] | None = None, *, undo: bool = True) -> None:
        if len(hands) != SEATS:
            raise InputError(f"a deal has {SEATS} hands (\"\" for a seat sitting out)", "hands")
        self.rules = rules
        self.dealer = dealer
        self.playing = tuple(s for s in range(SEATS) if hands[s])
        if len(self.playing) != PLAYERS:
            raise InputError(f"歪胡子 is played by three: {len(self.playing)} hands dealt; the fourth seat's hand is "
                             f"\"\" (守醒, s004.p012)", "hands")
        if dealer not in self.playing:
            raise InputError(DEALER_OUT(dealer=dealer), "dealer")
        self.nxt = {s: self.playing[(i + 1) % PLAYERS] for i, s in enumerate(self.playing)}
        self.dealt = tuple(tuple(sorted(h)) for h in hands)
        self.hands = [[0] * NUM_KINDS for _ in range(SEATS)]
        for s, h in enumerate(hands):
            for c in h:
                self.hands[s][c.index] += 1
        rest = [COPIES] * NUM_KINDS
        for counts in self.hands:
            for k, n in enumerate(counts):
                rest[k] -= n
        if wall is not None:
            wall_counts = [0] * NUM_KINDS
            for c in wall:
                wall_counts[c.index] += 1
            if wall_counts != rest:
                raise InputError(f"the hands and the wall hold {sum(map(len, hands)) + len(wall)} cards: the deck's "
                                 f"{DECK_SIZE} are the hands and the stock", "wall")
        self.wall = tuple(wall) if wall is not None else None
        self.wall_counts = rest
        self.wall_left = sum(rest)
        self.melds: list[list[Group]] = [[] for _ in range(SEATS)]
        self.stats: list[tuple[int, int, int]] = [(0, 0, 0)] * SEATS  # melds' 息, 溜 and cards, per seat
        self.table: list[list[Card]] = [[] for _ in range(SEATS)]  # at each seat's right (s004.p022)
        self.stale: list[set[int]] = [set() for _ in range(SEATS)]  # kinds it may not 吃 (s004.p023)
        self.declined: list[set[int]] = [set() for _ in range(SEATS)]  # kinds it could 吃 and did not
        self.dead = [False] * SEATS  # 死手 (s004.p025)
        self.changed = [False] * SEATS  # the hand changed since the first discard (报听, s004.p054)
        self.events: list[Event] = []
        self.violations: list[Violation] = []
        self.draws = 0
        self.first_done = False
        self.phase = OPEN
        self.actor: int | None = None
        self.owed = ""  # what the actor's discard follows (for the 多牌 line)
        self.offer: tuple[Card, int, str] | None = None  # card, by, "discarded" | "revealed" | "dealt"
        self.entries: list[tuple[int, tuple[Event, ...]]] = []
        self.pos = 0
        self.unasked: tuple[Card, int, str] | None = None  # the last card offered, if nobody was asked about it
        self.late: tuple[Card, int, str] | None = None
        self.win: dict[str, Any] | None = None
        self.settlement: Settlement | None = None
        self._undo: list[tuple[Any, ...]] | None = [] if undo else None  # None: pop() is off (self-play)
        for s in self.playing:
            need = DEALT[s == dealer]
            if len(hands[s]) != need:
                self._flag(-1, s, P.DEAL_SIZE(n=len(hands[s]), who=P.WHO[s == dealer], need=need), P.SISHOU)
                self.dead[s] = True
        self._open_deal()

    # ------------------------------------------------------------------ building

    @classmethod
    def deal(cls, seed: int | str | None = None, rules: RuleSet = DEFAULT, dealer: int = 0,
             sitting_out: int | None = None, *, undo: bool = True) -> WaihuziState:
        """A seeded deal: the dealer's 20, 19 each to the other two, the rest the stock in order.
        ``sitting_out``: the seat without cards (default seat 3; seat 1 when seat 3 deals)."""
        out = sitting_out if sitting_out is not None else (3 if dealer != 3 else 1)
        cards = [c for c in ALL_CARDS for _ in range(COPIES)]
        rng(seed).shuffle(cards)
        hands: list[list[Card]] = [[] for _ in range(SEATS)]
        pos = 0
        for s in range(SEATS):
            if s == out:
                continue
            n = DEALT[s == dealer]
            hands[s] = cards[pos:pos + n]
            pos += n
        return cls(rules, dealer, hands, cards[pos:], undo=undo)

    @classmethod
    def from_record(cls, record: Any, deal: int = 0) -> WaihuziState:
        """The deal ``deal`` of a record (0 for a single hand), before its first event."""
        d = record.all_deals()[deal]
        return cls(record.rule_set(), d.dealer, d.hands, d.wall)

    # ------------------------------------------------------------------ the protocol

    def takes_part(self, seat: int) -> bool:
        """Whether ``seat`` plays this hand: three play, the fourth holds no cards (守醒, s004.p012)."""
        return seat in self.playing

    def to_move(self) -> int | None:
        if self.phase in (OPEN, CLAIM):
            return self.entries[self.pos][0] if self.pos < len(self.entries) else None
        return self.actor if self.phase != OVER else None

    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        s = self.settlement or settle(None, 0, self.playing)
        return Outcome(End.HU if self.win else End.EXHAUSTED, self.win["seat"] if self.win else None, s.xi, s.net)

    def legal_moves(self) -> list[Event]:
        """Every event the seat to move may make without breaking a rule."""
        if self.phase in (OPEN, CLAIM):
            seat, opts = self.entries[self.pos]
            return [e for e in opts if self._keeps_a_discard(e)] + [Event(seat, "pass")]
        if self.phase == DISCARD:
            assert self.actor is not None  # the seat to discard
            hand = self.hands[self.actor]
            held = [k for k in range(NUM_KINDS) if hand[k]]
            kinds = [k for k in held if k not in self.declined[self.actor]] or held  # 打臭 only if forced
            return [Event(self.actor, "discard", ALL_CARDS[k]) for k in kinds]
        if self.phase == DRAW:
            assert self.actor is not None  # the seat to draw
            if self.wall is not None:
                return [Event(self.actor, "draw", self.wall[self.draws])]
            return [Event(self.actor, "draw", ALL_CARDS[k]) for k in range(NUM_KINDS) if self.wall_counts[k]]
        return []

    def push(self, event: Event) -> list[Violation]:
        if self._undo is not None:
            self._undo.append(self._save())
        self.events.append(event)
        before = len(self.violations)
        self.late, self.unasked = self.unasked, None
        e = event.plain() if event.extra else event
        if self.phase == OVER:
            self._void(e, P.OVER(verb=P.VERBS.get(e.type, e.type)))
        elif self.phase in (OPEN, CLAIM):
            self._push_window(e)
        elif self.phase == DISCARD:
            self._push_discard(e)
        else:
            self._push_draw(e)
        return self.violations[before:]

    def pop(self) -> Event:
        if not self.events or self._undo is None:
            raise IndexError("no event to take back" if self._undo is not None else "built with undo=False")
        event = self.events.pop()
        self._restore(self._undo.pop())
        return event

    def snapshot(self) -> dict[str, Any]:
        from engine.waihuzi.play_view import snapshot

        return snapshot(self)

    # ------------------------------------------------------------------ phases

    def _open_deal(self) -> None:
        """The 起手 window: a win on the deal (s004.p053, p055), seats asked from the dealer on."""
        order = self._order_from(self.dealer)
        by_seat = {}
        for s in order:
            if self.dead[s]:
                continue
            xi, _ = qishou(self._cards(s), self.hands[s], s == self.dealer, self.rules)
            if xi:
                by_seat[s] = [Event(s, "hu", ALL_CARDS[max(k for k in range(NUM_KINDS) if self.hands[s][k])])]
        self.phase, self.offer = OPEN, None
        self.entries, self.pos = queue(by_seat, order), 0
        if not self.entries:
            self._close_window()

    def _offer(self, card: Card, by: int, how: str) -> None:
        nxt = self.nxt[by]
        last = how == "revealed" and self.wall_left == 0
        by_seat = {}
        order = self._order_from(by if how == "revealed" else nxt)
        for s in order:
            can_win = how == "revealed" and not self.dead[s] and self._wins(s, card, s == by, last)
            opts = options(s, self.hands[s], self.melds[s], card, by, how, nxt, self.stale[s], self.rules, can_win)
            if opts:
                by_seat[s] = opts
        self.phase, self.offer, self.actor = CLAIM, (card, by, how), None
        self.entries, self.pos = queue(by_seat, order), 0
        if not self.entries:
            self.unasked = self.offer  # a claim on it may still come (and be flagged): see play_check.stray
            self._close_window()

    def _close_window(self) -> None:
        """Every question left passes; the card lies at its player's right, the next draws."""
        self._pass_entries(len(self.entries))
        if self.phase == OPEN:
            self._to_discard(self.dealer, "deal")
            return
        assert self.offer is not None  # a window closes on the card offered
        card, by, _ = self.offer
        self.table[by].append(card)
        self.offer = None
        self._to_draw(self.nxt[by])

    def _pass_entries(self, upto: int) -> None:
        """Questions ``pos`` … ``upto - 1`` pass: a 吃 passed makes the card 臭 for that seat (s004.p023)."""
        for seat, opts in self.entries[self.pos:upto]:
            if any(e.type == "chi" for e in opts):
                k = opts[0].card.index
                self.stale[seat].add(k)
                self.declined[seat].add(k)
        self.pos = max(self.pos, upto)

    def _to_discard(self, seat: int, after: str) -> None:
        self.phase, self.actor, self.owed = DISCARD, seat, after

    def _to_draw(self, seat: int) -> None:
        if self.wall_left == 0:
            self.phase, self.actor = OVER, None  # 流局: the stock is out, nobody won
            self.settlement = settle(None, 0, self.playing)
            return
        self.phase, self.actor = DRAW, seat

    # ------------------------------------------------------------------ pushing, by phase

    def _push_window(self, e: Event) -> None:
        if e.type == "pass":
            k = self._entry_of(e.seat)
            if k is not None:
                self._pass_entries(k + 1)
                if self.pos >= len(self.entries):
                    self._close_window()
            elif e.seat not in self.playing:
                self._void(e, self._turn(e))
            return
        if e.type in CLAIMS:
            match = self._match(e)
            if match is not None:
                k, option = match
                self._pass_entries(k)
                self.pos = k + 1
                self._claim(option)
                return
            self._bad_claim(e)
            return
        if self.phase == OPEN and e.type == "discard" and e.seat == self.dealer:
            self._close_window()
            self._push_discard(e)
            return
        if self.phase == CLAIM and e.type == "draw" and self.offer is not None and e.seat == self.nxt[self.offer[1]]:
            self._close_window()
            if self.phase == DRAW:
                self._push_draw(e)
            else:
                self._void(e, P.OVER(verb=P.VERBS["draw"]))
            return
        self._stray(e)

    def _push_discard(self, e: Event) -> None:
        a = self.actor
        assert a is not None  # the discard phase has its seat
        if e.type == "discard" and e.seat == a:
            if not self.hands[a][e.card.index]:
                self._void(e, P.NOT_HELD(seat=a, verb=P.VERBS["discard"], cards=[e.card]))
                return
            self._discard(a, e.card)
            return
        if e.type == "draw" and e.seat == self.nxt[a]:
            self._flag(len(self.events) - 1, a, P.NO_DISCARD(seat=a, verb=P.VERBS[self.owed]), P.SISHOU)
            self.dead[a] = True
            self._to_draw(self.nxt[a])
            if self.phase == DRAW:
                self._push_draw(e)
            return
        self._stray(e)

    def _push_draw(self, e: Event) -> None:
        d = self.actor
        if e.type != "draw" or e.seat != d:
            self._stray(e)
            return
        k = e.card.index
        if self.wall is not None and self.wall[self.draws] is not e.card:
            self._void(e, P.WALL(card=self.wall[self.draws], got=e.card))
            return
        if not self.wall_counts[k]:
            self._void(e, P.WALL_GONE(got=e.card))
            return
        self.wall_counts[k] -= 1
        self.wall_left -= 1
        self.draws += 1
        self._offer(e.card, d, "revealed")

    def _stray(self, e: Event) -> None:
        stray(self, e)

    # ------------------------------------------------------------------ acts

    def _discard(self, seat: int, card: Card) -> None:
        k = card.index
        if k in self.declined[seat]:
            self._flag(len(self.events) - 1, seat, P.DISCARD_STALE(card=card), P.SISHOU)
            self.dead[seat] = True
        self.hands[seat][k] -= 1
        self.stale[seat].add(k)  # 任何人也不能吃自己曾经打出过的牌 (s004.p023)
        if self.first_done:
            self.changed[seat] = True
        self.first_done = True
        self._offer(card, seat, "discarded")

    def _claim(self, e: Event) -> None:
        s, card = e.seat, e.card
        k = card.index
        if self.phase == OPEN:
            self._win_on_deal(s)
            return
        assert self.offer is not None  # a claim is on the card offered
        _, by, how = self.offer
        hand = self.hands[s]
        self.offer = None
        if e.type == "hu":
            self._win_revealed(s, card, by)
            return
        if e.type == "liu":
            wai = next((m for m in self.melds[s] if m.kind is Kind.WAI and m.cards[0] is card), None)
            if hand[k] >= 3:
                hand[k] -= 3
                source, taken = ("", "") if how == "revealed" else (str(by), "discarded")
                self.melds[s].append(Group(Kind.LIU, (card,) * 4, concealed=False, drawn=how == "revealed",
                                           source=source, how=taken))
            else:
                assert wai is not None  # offered as a 溜 only onto the seat's 歪 (claims)
                self.melds[s].remove(wai)
                self.melds[s].append(Group(Kind.LIU, (card,) * 4, concealed=False, drawn=True))
            self._meld_stats(s)
            self._to_draw(self.nxt[s])  # 溜后不另出牌 (s004.p027)
            return
        self.changed[s] = True
        if e.type == "wai":
            hand[k] -= 2
            self.melds[s].append(Group(Kind.WAI, (card,) * 3, concealed=False, drawn=True))
        elif e.type == "peng":
            hand[k] -= 2
            self.melds[s].append(Group(Kind.PENG, (card,) * 3, concealed=False, source=str(by), how=how))
        else:
            with_ = e.with_
            for c in with_:
                hand[c.index] -= 1
            group = chi_group(card, with_, "self" if by == s else str(by), how, self.rules)
            assert group is not None  # a 吃 is offered only where its cards make a group (claims)
            self.melds[s].append(group)
        self._meld_stats(s)
        self._to_discard(s, e.type)

    # ------------------------------------------------------------------ wins

    def _wins(self, seat: int, card: Card, own: bool, last: bool) -> bool:
        return can_win(self, seat, card, own, last)

    def win_hand(self, seat: int, card: Card, own: bool, last: bool = False) -> Any:
        return win_hand(self, seat, card, own, last)

    def _win_revealed(self, seat: int, card: Card, by: int) -> None:
        from engine.waihuzi.score import score

        last = self.wall_left == 0
        s = score(self.win_hand(seat, card, seat == by, last), self.rules)
        self.hands[seat][card.index] += 1  # the winning card joins the hand it completes
        self._finish(seat, s.xi, {"card": card, "by": by, "how": "revealed", "score": s, "kind": "hu"})

    def _win_on_deal(self, seat: int) -> None:
        xi, kind = qishou(self._cards(seat), self.hands[seat], seat == self.dealer, self.rules)
        self._finish(seat, xi, {"card": None, "by": seat, "how": "dealt", "kind": kind})

    def _finish(self, seat: int, xi: int, info: dict[str, Any]) -> None:
        self.win = {"seat": seat, "xi": xi, **info}
        self.settlement = settle(seat, xi, self.playing)
        self.phase, self.actor, self.offer = OVER, None, None

    # ------------------------------------------------------------------ violations

    def _bad_claim(self, e: Event) -> None:
        bad_claim(self, e)

    def _void(self, e: Event, reason: Reason) -> None:
        self._flag(len(self.events) - 1, e.seat, reason, P.VOID)

    def _flag(self, index: int, seat: int, reason: Reason, penalty: str) -> None:
        self.violations.append(Violation(index, seat, reason, penalty))

    def _turn(self, e: Event) -> Reason:
        due = P.DUE["claim" if self.phase == CLAIM else self.phase]
        return P.OUT_OF_TURN(seat=e.seat, verb=P.VERBS.get(e.type, e.type), due=due)

    # ------------------------------------------------------------------ helpers

    def _entry_of(self, seat: int) -> int | None:
        """The first question from ``pos`` on for ``seat``."""
        return next((k for k in range(self.pos, len(self.entries)) if self.entries[k][0] == seat), None)

    def _match(self, e: Event) -> tuple[int, Event] | None:
        return match_claim(self, e, opening=self.phase == OPEN)

    def _keeps_a_discard(self, e: Event) -> bool:
        return keeps_a_discard(self, e)

    def _meld_stats(self, seat: int) -> None:
        ms = self.melds[seat]
        self.stats[seat] = (sum(m.xi for m in ms), sum(m.kind is Kind.LIU for m in ms), sum(len(m.cards) for m in ms))

    def _order_from(self, seat: int) -> list[int]:
        out = [seat]
        while len(out) < PLAYERS:
            out.append(self.nxt[out[-1]])
        return out

    def _cards(self, seat: int) -> list[Card]:
        return [ALL_CARDS[k] for k in range(NUM_KINDS) for _ in range(self.hands[seat][k])]

    def hand_text(self, seat: int) -> str:
        return format_cards(self._cards(seat), compact=True)

    def card_total(self) -> int:
        """Every card somewhere: hands, melds, the tables, the card on offer, the stock (80)."""
        on_offer = 1 if self.offer is not None else 0
        return (sum(map(sum, self.hands)) + sum(len(m.cards) for ms in self.melds for m in ms)
                + sum(map(len, self.table)) + on_offer + self.wall_left)

    def _save(self) -> tuple[Any, ...]:
        return ([list(h) for h in self.hands], [list(m) for m in self.melds], list(self.stats),
                [list(t) for t in self.table],
                list(self.wall_counts), self.wall_left, [set(x) for x in self.stale], [set(x) for x in self.declined],
                list(self.dead), list(self.changed), len(self.violations), self.draws, self.first_done, self.phase,
                self.actor, self.owed, self.offer, self.entries, self.pos, self.unasked, self.win, self.settlement)

    def _restore(self, saved: tuple[Any, ...]) -> None:
        (self.hands, self.melds, self.stats, self.table, self.wall_counts, self.wall_left, self.stale, self.declined,
         self.dead, self.changed, n_violations, self.draws, self.first_done, self.phase, self.actor, self.owed, self.offer,
         self.entries, self.pos, self.unasked, self.win, self.settlement) = saved
        del self.violations[n_violations:]

