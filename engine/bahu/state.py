"""八胡 table play as a state machine: the deal, discards, flips and claims, to 胡 or 臭掉 and settlement.

:class:`BahuState` follows :class:`engine.core.game.State`: ``legal_moves()`` lists the events that
break no rule (what bots choose among), ``push(event)`` applies one and returns the rules it broke.
Like a referee it records a violation and plays on with the penalty applied; an event that cannot
be placed at all (a card the seat does not hold, a seat acting out of turn) is an :class:`InputError`.

The order of play (docs/rules/bahu-play.md, with the quoted lines):

* the deal: the drawing, each seat deciding on 买庄 (``buy``, with ``at`` the cards it holds) in it when it
  holds ``buy_max_cards`` cards (engine/bahu/drawing.py); then every dealt four laid out (``bomb``);
  黄胡 seats sit out;
* the dealer discards first; every card that comes up — a discard, or a card flipped from the wall
  (``draw``) — may be claimed: 胡 by any seat (the first in turn order wins alone), then 碰/杠, then
  吃 by the one seat it goes to (the 下家 of a discard, the flipper of a flip); a flipped 将 nobody
  takes is stood by the flipper (``zhang``); a flipped plain card nobody takes goes on to the 下家,
  who may 吃 it; then the next card is flipped by the 下家 of whoever discarded or flipped last;
* after 碰, 杠, 吃 or 涨将 the taker discards; the wall running out ends the hand (臭掉).

>>> from engine.core.rng import deal
>>> from engine.bahu.table_record import deck_for
>>> rules = RuleSet.named("haimen")
>>> hands, wall = deal(deck_for(rules), [26, 25, 25, 25], seed=3)
>>> s = BahuState(rules, hands, wall, dealer=0)
>>> s.to_move(), s.legal_moves()[0].to_json(), [sum(seat.hand) for seat in s.seats]
(0, {'seat': 0, 'type': 'buy', 'at': 3}, [3, 2, 2, 2])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.bahu import penalties as P
from engine.bahu.claims import Evaluator
from engine.bahu.duties import Duties, discard_rule, take, zhang_melds
from engine.bahu.groups import Meld
from engine.bahu.moves import regroup, table_meld
from engine.bahu.referee import Referee
from engine.bahu.rules import RuleSet
from engine.bahu.seat import SEATS, Seat, xiajia
from engine.cards import ALL_CARDS, Card, counts_of
from engine.core.game import End, Event, Outcome, Violation

class BahuState(Duties, Referee):
    game = "bahu"

    def __init__(self, rules: RuleSet, hands: Sequence[Sequence[Card]], wall: Sequence[Card] | None, dealer: int,
                 *, cannon: Sequence[int] = (), jailed: Sequence[int] = ()) -> None:
        self.rules = rules
        self.ev = Evaluator.of(rules)
        self.dealer = dealer
        self.initial = ([list(h) for h in hands], list(wall) if wall is not None else None, tuple(cannon),
                        tuple(jailed))
        self.events: list[Event] = []
        self.violations: list[Violation] = []
        self.seats = [Seat(counts_of(h), tuple(counts_of(h))) for h in hands]
        self.wall = list(wall) if wall is not None else None
        self.unseen = self._unseen(hands) if wall is None else None
        self.drawn = 0
        self.seen_jiang: set[int] = set()  # 将 kinds turned up or laid out face up (for 熟将)
        for s in cannon:
            self.seats[s].cannon = True
        for s in jailed:
            self.seats[s].jailed = True
        self.phase = "deal"  # deal, discard, window, flip, over
        self.turn = dealer  # the seat to discard (phase discard) or flip (phase flip)
        self.card: int | None = None  # the card up for claims (phase window)
        self.source = dealer  # who discarded or flipped it
        self.how = "discard"
        self.positions: list[tuple[str, int]] = []
        self.ptr = 0
        self.flagged: set[int] = set()  # seats already given a violation for declining this card
        self.pending_bao: list[int] = []  # seats holding out that cover others' 碰 until they peng a 将 (s001.p114)
        self.raw_passed: set[int] = set()  # seats that let the raw 将 up pass: liable if it is punged (s001.p114)
        self.jiangun_memo: dict[tuple[int, str], bool] = {}  # 见滚不打 for the card up, per seat
        self.end: str | None = None
        self.winner: tuple[int, int, str] | None = None  # (seat, 胡头, way)
        self._decision: tuple[int, int, list[Event]] | None = None
        self._new_violations: list[Violation] = []
        self._start_drawing(hands)  # the drawing up to the first 买庄 decision (engine/bahu/drawing.py)
        self._deal_violations()

    # --- set-up -----------------------------------------------------------------------------------

    def _unseen(self, hands: Sequence[Sequence[Card]]) -> list[int]:
        from engine.bahu.deck import deck_for

        counts = counts_of(deck_for(self.rules))
        for h in hands:
            for c in h:
                counts[c.index] -= 1
        return counts

    def _deal_violations(self) -> None:
        for s in range(SEATS):
            n = len(self.listed[s])
            want = 26 if s == self.dealer else 25
            if n != want:
                self._violate(-1, self.dealer, P.DEAL_SIZE, player=s, n=n)
                break

    @property
    def wall_left(self) -> int:
        if self.wall is not None:
            return len(self.wall) - self.drawn
        return sum(self.unseen or ())

    def _next_wall_card(self) -> Card | None:
        if self.wall is not None and self.drawn < len(self.wall):
            return self.wall[self.drawn]
        return None

    # --- violations and penalties --------------------------------------------------------------------

    def _violate(self, index: int, seat: int, rule: Any, **params: Any) -> None:
        meld = params.pop("meld", None)  # the 碰 a 包 covers: not part of the wording
        penalty, source = P.penalty_for(rule.id, self.rules)
        reason = rule.at(source, **params)
        self.violations.append(Violation(index, seat, reason, penalty))
        self._new_violations.append(self.violations[-1])
        target = self.seats[seat]
        if penalty == "zhezhuang":
            target.forfeit = True
            target.out = target.out or "zhezhuang"
        elif penalty == "forfeit":
            target.forfeit = True
        elif penalty == "zuolao":
            target.jailed = True
        elif penalty == "bao" and rule in (P.QIONGCHI, P.QIONGCHI_CHI, P.DIAOZHANG):
            target.covers.add(xiajia(seat))  # s001.p115 包下家所出其他两家的筹码
        elif penalty == "bao" and rule is P.RAW_JIANG_BAO:  # s001.p114 所碰庄头由熬将者包庄
            target.covers_melds.append((params["other"], meld))

    # --- the protocol ------------------------------------------------------------------------------

    def takes_part(self, seat: int) -> bool:
        """Whether ``seat`` still plays: 黄胡 sits out from the deal (s000.p035), 折庄 and the like later."""
        return self.seats[seat].active

    def is_over(self) -> bool:
        if self.phase == "over":
            return True
        return self._decide()[1] < 0

    def to_move(self) -> int | None:
        seat = self._decide()[1]
        return None if seat < 0 else seat

    def legal_moves(self) -> list[Event]:
        return list(self._decide()[2])

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        from engine.bahu.table_result import settlement

        s = settlement(self)
        end = End(self.end or End.EXHAUSTED)
        return Outcome(end, self.winner[0] if self.winner else None, tuple(s.zhuang), tuple(s.net))

    def pop(self) -> Event:
        """Undo the last event (by replaying the others from the deal)."""
        if not self.events:
            raise IndexError("no event to undo")
        last = self.events[-1]
        hands, wall, cannon, jailed = self.initial
        fresh = BahuState(self.rules, hands, wall, self.dealer, cannon=cannon, jailed=jailed)
        for e in self.events[:-1]:
            fresh.push(e)
        self.__dict__.update(fresh.__dict__)
        return last

    def snapshot(self) -> dict[str, Any]:
        from engine.bahu.table_result import snapshot

        return snapshot(self)

    # --- deciding who acts ---------------------------------------------------------------------------

    def _decide(self) -> tuple[int, int, list[Event]]:
        """(position index or -1, seat to act or -1 when over, its legal events)."""
        if self._decision is None:
            self._decision = self._compute_decision()
        return self._decision

    def _compute_decision(self) -> tuple[int, int, list[Event]]:
        if self.phase == "over":
            return -1, -1, []
        if self.phase == "deal":
            for s in self.buy_order:
                if s not in self.buy_decided:
                    return -1, s, self.buy_options(s)
            for i in range(SEATS):
                s = (self.dealer + i) % SEATS
                quads = [k for k, n in enumerate(self.seats[s].hand) if n == 4]
                if quads:
                    return -1, s, [Event(s, "bomb", ALL_CARDS[quads[0]])]
            options = self._discards(self.dealer) if self.seats[self.dealer].active else []
            if options:
                return -1, self.dealer, options
            return self._flip_decision(xiajia(self.dealer))
        if self.phase == "discard":
            options = self._discards(self.turn)
            if options:
                return -1, self.turn, options
            return self._flip_decision(xiajia(self.turn))  # 涨爆: nothing to discard
        if self.phase == "flip":
            return self._flip_decision(self.turn)
        for i in range(self.ptr, len(self.positions)):
            stage, s = self.positions[i]
            options = self._options(stage, s)
            if options:
                return i, s, options
        return self._flip_decision(xiajia(self.source))

    def _flip_decision(self, seat: int) -> tuple[int, int, list[Event]]:
        if self.wall_left <= 0:
            return -1, -1, []
        return len(self.positions), seat, [Event(seat, "draw", self._next_wall_card())]

    def _discards(self, s: int) -> list[Event]:
        seat = self.seats[s]
        must = self._diaozhang_card(s)
        return [Event(s, "discard", ALL_CARDS[k]) for k, n in enumerate(seat.hand)
                if n and discard_rule(seat, seat.hand, k, self.rules) is None and must in (None, k)]

    # --- the options of one seat at one stage of a card's claims ---------------------------------------

    def _options(self, stage: str, s: int) -> list[Event]:
        seat = self.seats[s]
        if not seat.active:
            return []
        k = self.card_up
        card = ALL_CARDS[k]
        if stage == "hu":
            if seat.barred or k not in seat.may_win_on(self.ev) or self.ev.wins_on(*seat.position(), k) is None:
                return []
            out = [Event(s, "hu", card)]
            if not self._must_hu(s):
                out.append(Event(s, "pass"))
            return out
        if stage == "peng":
            if self.rules.stale_peng and k in seat.stale_peng:
                return []
            out = []
            if seat.usable(k) >= 2 and not (self.rules.kaizhao_compulsory and seat.hand[k] >= 3):
                out.append(Event(s, "peng", card))
            if seat.usable(k) >= 3:
                out.append(Event(s, "gang", card))
            if out and not self._must_peng(s):
                out.append(Event(s, "pass"))
            return out
        if stage in ("chi", "chi2"):
            if k in seat.stale_chi:
                return []
            out = [Event(s, "chi", card, tuple(ALL_CARDS[k] for k in w))
                   for w, _new, _old in self._chi_options(seat, k)]
            if out and (s in self.flagged or not self._jiangun(s, "chi")):
                out.append(Event(s, "pass"))
            return out
        if stage == "zhang":
            return [Event(s, "zhang", card)]
        return []

    # --- previews for bots ---------------------------------------------------------------------------

    def preview(self, event: Event) -> tuple[tuple[int, ...], tuple[Meld, ...]]:
        """The position of the event's seat right after a 碰, 杠, 吃, 涨将 or discard (nothing is changed)."""
        seat = self.seats[event.seat]
        hand, standing, melds = list(seat.hand), list(seat.standing), list(seat.melds)
        k = event.card.index
        if event.type == "discard":
            if hand[k]:
                hand[k] -= 1
            else:
                standing[k] -= 1
        elif event.type in ("peng", "gang"):
            n = 3 if event.type == "gang" else 2
            take(hand, standing, [k] * n)
            melds.append(table_meld(event.type, (event.card,) * (n + 1)))
        elif event.type == "chi":
            used = sorted(c.index for c in event.with_)
            option = self.chi_option(seat, k, used)
            assert option is not None, "a legal 吃 is a 吃"
            take(hand, standing, used)
            melds = regroup(melds, option[2], option[1])
        elif event.type == "zhang":
            standing[k] += 1
        return tuple(hand), tuple(melds) + zhang_melds(standing)

    def may_discard_after(self, event: Event, k: int, hand: tuple[int, ...]) -> bool:
        """Whether kind k may be discarded from ``hand`` after the take ``event`` (the card taken by 吃 never)."""
        seat = self.seats[event.seat]
        if event.type == "chi" and k == event.card.index:
            return False
        return hand[k] > 0 and discard_rule(seat, hand, k, self.rules) is None
