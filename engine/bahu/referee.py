"""Applying one event to the 八胡 table: checks, the passes it implies, violations, then the move.

A mixin of :class:`engine.bahu.state.BahuState`. Every handler checks first and changes the table
after, so an event that is an :class:`InputError` leaves the state as it was. An event may skip
claims other seats could have made (passes are implied by the next event, as in a written record):
those seats declined, and declining a compulsory claim is that seat's violation at this event.
"""

from __future__ import annotations

from engine.bahu import messages as M
from engine.bahu import penalties as P
from engine.bahu.drawing import Drawing
from engine.bahu.duties import discard_rule
from engine.bahu.groups import JIANG
from engine.bahu.moves import regroup, table_meld
from engine.bahu.seat import SEATS, xiajia
from engine.cards import ALL_CARDS
from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.game import Event, Violation


class Referee(Drawing):
    # --- the entry point ------------------------------------------------------------------------

    def push(self, event: Event) -> list[Violation]:
        i = len(self.events)
        self._decision = None
        self._new_violations: list[Violation] = []
        e = event.plain()
        if self.phase == "over":  # a dead wall shows in the event itself
            raise self._bad(i, "", M.HAND_OVER())
        handler = _HANDLERS.get(e.type)
        if handler is None:
            raise InputError(f"events[{i}].type: {e.type!r} is not an event of 八胡", f"events[{i}].type")
        if e.card is not None and e.card.index >= len(ALL_CARDS):
            raise InputError(f"events[{i}].card: not a 长牌 card", f"events[{i}].card")
        undo = self._draw_out() if e.type not in ("buy", "pass") else None  # the drawing ends: passes implied
        try:
            getattr(self, handler)(i, e)
        except InputError:
            if undo is not None:
                undo()
                self._decision = None
            raise
        self.events.append(event)
        self._decision = None
        return list(self._new_violations)

    def _bad(self, i: int, field: str, message: str | Text) -> InputError:
        at = M.event_at(i)
        said = message.prefixed(*at) if isinstance(message, Text) else f"{at[1]}{message}"
        return InputError(said, f"events[{i}].{field}" if field else f"events[{i}]")

    # --- the deal ---------------------------------------------------------------------------------

    def _on_bomb(self, i: int, e: Event) -> None:
        if self.phase != "deal":
            raise self._bad(i, "type", M.BOMB_IN_DEAL())
        seat = self.seats[e.seat]
        k = e.card.index
        if seat.hand[k] != 4:
            raise self._bad(i, "card", M.BOMB_NOT_FOUR(seat=e.seat, card=e.card))
        self._lay_bomb(e.seat, k)

    def _lay_bomb(self, s: int, k: int) -> None:
        seat = self.seats[s]
        seat.hand[k] -= 4
        seat.melds.append(table_meld("bomb", (ALL_CARDS[k],) * 4))
        seat.changed()
        if not seat.bombs_face_down and k in JIANG:
            self.seen_jiang.add(k)

    def _end_deal(self, i: int) -> None:
        """The first play ends the deal: a four still in hand is laid out (with the violation), and every
        seat but the dealer (who has a card to discard) now has its resting position."""
        for s in range(SEATS):
            seat = self.seats[s]
            for k, n in enumerate(seat.hand):
                if n == 4:
                    self._violate(i, s, P.BOMB_KEPT, card=ALL_CARDS[k])
                    self._lay_bomb(s, k)
        self.buy_decided = set(range(SEATS))
        self.phase = "discard"
        self.turn = self.dealer
        for s in range(SEATS):
            if s != self.dealer:
                self._rest(s)

    def _rest(self, s: int) -> None:
        """The seat's position is settled (after its discard): note when its hand became 圆 (熟将, s000.p083)."""
        seat = self.seats[s]
        if self.ev.is_yuan(*seat.position()):
            if seat.ripe is None:
                seat.ripe = frozenset(self.seen_jiang)
        else:
            seat.ripe = None

    # --- passes ------------------------------------------------------------------------------------

    def _on_pass(self, i: int, e: Event) -> None:
        if self.phase == "deal":
            self._pass_buy(e.seat)  # 买庄 declined (engine/bahu/drawing.py)
            return
        if self.phase != "window":
            raise self._bad(i, "seat", M.NOTHING_TO_PASS(seat=e.seat))
        mine = [j for j in range(self.ptr, len(self.positions)) if self.positions[j][1] == e.seat]
        if not mine:
            raise self._bad(i, "seat", M.NO_CLAIM_LEFT(seat=e.seat, card=ALL_CARDS[self.card_up]))
        real = [j for j in mine if self._options(*self.positions[j])]
        self._skip_to((real or mine)[0] + 1, i)

    def _find(self, i: int, e: Event, stages: tuple[str, ...], what: str) -> int:
        """The claim position of e.seat at one of ``stages`` still open for the card up."""
        if self.phase != "window":
            verb, verb_en = M.CLAIM_VERBS.get(what, (what, what))
            act, act_en = ("出牌", "discard") if self.phase == "discard" else ("行动", "act")
            raise self._bad(i, "type", M.NOTHING_UP(what=verb, what_en=verb_en, seat=self.to_move(), act=act,
                                                    act_en=act_en))
        if e.card is None or e.card.index != self.card:
            raise self._bad(i, "card", M.CARD_UP(up=ALL_CARDS[self.card_up], card=e.card or M.NONE))
        if not self.seats[e.seat].active:
            raise self._bad(i, "seat", M.SITS_OUT(seat=e.seat, why=self._out_why(e.seat)))
        for j in range(self.ptr, len(self.positions)):
            stage, s = self.positions[j]
            if s == e.seat and stage in stages:
                return j
        verb, verb_en = M.CLAIM_VERBS.get(what, (what, what))
        raise self._bad(i, "seat", M.CANNOT_CLAIM(seat=e.seat, what=verb, what_en=verb_en,
                                                  card=ALL_CARDS[self.card_up]))

    def _out_why(self, s: int) -> Text:
        out = self.seats[s].out or ""
        return M.OUT_WHY.get(out, Text(out, out))

    def _skip_to(self, j: int, i: int) -> None:
        """Positions before j declined the card: staleness, and violations for compulsory claims."""
        while self.ptr < j:
            stage, s = self.positions[self.ptr]
            self.ptr += 1
            self._decline(stage, s, i)
        self._decision = None

    def _decline(self, stage: str, s: int, i: int) -> None:
        seat, k = self.seats[s], self.card_up
        card = ALL_CARDS[k]
        if not seat.active:
            return
        flagged = self.flagged
        if stage == "hu":
            if not seat.barred and k in seat.may_win_on(self.ev) and self.ev.wins_on(*seat.position(), k) is not None:
                rule = self._hu_duty(s)
                if rule is not None and s not in flagged:
                    flagged.add(s)
                    self._violate(i, s, rule, card=card)
                elif self._hu_bao_risk(s) and s not in self.pending_bao:
                    if self.rules.aojiang_liable_on_pass:
                        self.pending_bao.append(s)  # liable from the pass on, until he pengs a 将
                    else:
                        self.raw_passed.add(s)  # s001.p114 无人碰，则无法罚: liable only if it is punged
        elif stage == "peng":
            stale = self.rules.stale_peng and k in seat.stale_peng
            if self.rules.stale_peng:
                seat.stale_peng.add(k)
            if not stale and s not in flagged:
                rule = self._peng_duty(s)
                if rule is not None:
                    flagged.add(s)
                    self._violate(i, s, rule, card=card, how=P.HOW_PENG)
        elif stage in ("chi", "chi2"):
            stale = k in seat.stale_chi
            seat.stale_chi.add(k)
            if not stale and s not in flagged and self._jiangun(s, "chi"):
                flagged.add(s)
                self._violate(i, s, P.JIANGUN, card=card, how=P.HOW_CHI)
        elif stage == "zhang":
            self._violate(i, s, P.ZHANG_MISSING, card=card)

    # --- discards and flips ------------------------------------------------------------------------

    def _on_discard(self, i: int, e: Event) -> None:
        if self.phase == "deal" and e.seat == self.dealer:
            if not self.seats[e.seat].active:
                raise self._bad(i, "seat", M.DEALER_SITS_OUT(why=self._out_why(e.seat), next=xiajia(e.seat)))
            self._check_discard(i, e)
            if self.seats[e.seat].hand[e.card.index] == 4:
                raise self._bad(i, "card", M.BOMB_NOT_DISCARDED(seat=e.seat, card=e.card))
            self._end_deal(i)
        elif self.phase != "discard" or e.seat != self.turn:
            raise self._bad(i, "seat", M.NOT_TO_DISCARD_TURN(seat=e.seat, turn=self.turn) if self.phase == "discard"
                            else M.NOT_TO_DISCARD(seat=e.seat))
        self._check_discard(i, e)
        s, k = e.seat, e.card.index
        seat = self.seats[s]
        rule = discard_rule(seat, seat.hand, k, self.rules)
        if rule is not None:
            self._violate(i, s, rule, card=e.card)
        must = self._diaozhang_card(s)
        if must is not None and must != k:
            self._violate(i, s, P.DIAOZHANG, card=ALL_CARDS[must])
        if k == seat.split or must is not None:
            seat.split = None  # gone, or its one chance to go has passed
        if seat.hand[k] == 2 and not seat.standing[k] and k not in JIANG:
            seat.split = k  # s001.p065 拆对子发牌
        if seat.hand[k]:
            seat.hand[k] -= 1
        else:
            seat.standing[k] -= 1
        seat.changed()
        self._rest(s)
        self._open(k, s, "discard")

    def _check_discard(self, i: int, e: Event) -> None:
        seat = self.seats[e.seat]
        if e.card is None or not (seat.hand[e.card.index] or seat.standing[e.card.index]):
            raise self._bad(i, "card", M.NOT_HELD(seat=e.seat, card=e.card or Text("这张牌", "a card")))

    def _on_draw(self, i: int, e: Event) -> None:
        phase = self.phase
        zhangbao = None
        if phase == "window":
            flipper = xiajia(self.source)
        elif phase == "flip":
            flipper = self.turn
        elif phase == "discard" or phase == "deal":
            turn = self.dealer if phase == "deal" else self.turn
            if self.seats[turn].active and self._discards(turn):
                raise self._bad(i, "seat", M.DISCARD_FIRST(seat=turn))
            flipper = xiajia(turn)
            if self.seats[turn].active:
                zhangbao = turn  # 涨爆: a card to discard and none that may be (s000.p082)
        else:
            raise self._bad(i, "type", M.NO_FLIP_NOW())
        if e.seat != flipper:
            raise self._bad(i, "seat", M.WRONG_FLIPPER(flipper=flipper, seat=e.seat))
        if self.wall_left <= 0:
            raise self._bad(i, "type", M.WALL_EMPTY())
        nxt = self._next_wall_card()
        if nxt is not None and e.card is not nxt:
            raise self._bad(i, "card", M.WALL_NEXT(want=nxt, card=e.card))
        if nxt is None:
            assert self.unseen is not None  # no next card: the wall was never known, only what is unseen
            if not self.unseen[e.card.index]:
                raise self._bad(i, "card", M.NONE_LEFT(card=e.card))
        if phase == "deal":
            self._end_deal(i)
        if phase == "window":
            self._skip_to(len(self.positions), i)
            self.seats[self.source].discards.append(self.card_up)
        if zhangbao is not None:
            self.seats[zhangbao].out = "zhangbao"
        self.drawn += 1
        if self.unseen is not None:
            self.unseen[e.card.index] -= 1
        if e.card.index in JIANG:
            self.seen_jiang.add(e.card.index)
        self._open(e.card.index, e.seat, "draw")

    def _open(self, k: int, s: int, how: str) -> None:
        """A card comes up for claims: who may claim it, in order (s000.p085 s001.p056)."""
        self.phase, self.card, self.source, self.how = "window", k, s, how
        seats = self.seats
        positions = self.claim_order(k, s, how)
        self.positions, self.ptr = positions, 0
        self.flagged = set()
        self.raw_passed = set()
        if k in JIANG:  # s001.p114 如再翻出将，也不是熬将者的，则不允许成: the one holding out may not win now
            for h in self.pending_bao:
                if seats[h].usable(k) < 2:
                    seats[h].barred = True
        self.jiangun_memo = {}

    def claim_order(self, k: int, s: int, how: str) -> list[tuple[str, int]]:
        """Who is asked about card ``k`` shown by seat ``s`` (``how``: discard or draw), in order: every
        win first, then the 碰 of the seats holding a pair, then the one 吃, then 涨将."""
        rules, seats = self.rules, self.seats
        if how == "discard":
            order = [(s + d) % SEATS for d in (1, 2, 3)] + ([s] if rules.hu_on_own_discard else [])
            peng_order = [(s + d) % SEATS for d in (1, 2, 3)]
        else:
            order = [(s + d) % SEATS for d in range(SEATS)]
            peng_order = order if rules.flipper_may_peng else order[1:]
        positions = [("hu", o) for o in order]
        positions += [("peng", o) for o in peng_order if seats[o].usable(k) >= 2]
        if k not in JIANG:
            positions.append(("chi", xiajia(s) if how == "discard" else s))
        if how == "draw":
            if k in JIANG:
                positions.append(("zhang", s))
            elif rules.pushed_card_chi:
                positions.append(("chi2", xiajia(s)))
        return positions

    # --- claims ------------------------------------------------------------------------------------

    def _on_hu(self, i: int, e: Event) -> None:
        j = self._find(i, e, ("hu",), "win on")
        self._skip_to(j, i)
        s, k = e.seat, self.card_up
        seat = self.seats[s]
        win = self.ev.wins_on(*seat.position(), k)
        if win is not None and seat.barred:  # s001.p114 即使是素牌能成也不可以成: a win he may not take
            self._violate(i, s, P.AOJIANG_BARRED, card=ALL_CARDS[k])
            seat.out = "zuolao"
            self._skip_to(j + 1, i)
            return
        if win is not None:
            self.phase, self.end = "over", "hu"
            self.winner = (s, win.hutou, win.way)
            return
        hutou = self.ev.hutou(*seat.position(), k)
        self._violate(i, s, P.ZHAHU, why=P.WHY_NOT_YUAN if hutou is None else P.WHY_SHORT)
        seat.out = "zuolao"  # a false win shows the hand: the player is out of this hand
        self._skip_to(j + 1, i)

    def _on_peng(self, i: int, e: Event) -> None:
        need = 3 if e.type == "gang" else 2
        j = self._find(i, e, ("peng",), e.type)
        s, k = e.seat, self.card_up
        seat = self.seats[s]
        if seat.usable(k) < need:
            kind, kind_en = M.CLAIM_VERBS.get(e.type, (e.type, e.type))
            raise self._bad(i, "card", M.TOO_FEW(seat=s, held=seat.usable(k), card=ALL_CARDS[k], kind=kind,
                                                 kind_en=kind_en, need=need))
        self._skip_to(j, i)
        card = ALL_CARDS[k]
        if self.rules.stale_peng and k in seat.stale_peng:
            self._violate(i, s, P.STALE_PENG, card=card)
        elif e.type == "peng" and self.rules.kaizhao_compulsory and seat.hand[k] >= 3:
            self.flagged.add(s)
            self._violate(i, s, P.KAIZHAO, card=card)
        meld = table_meld(e.type, (card,) * (need + 1))
        for h in sorted(self.raw_passed - {s}):  # s001.p114 有人碰，则所碰庄头由熬将者包庄
            if h not in self.pending_bao:
                self.pending_bao.append(h)
        self.raw_passed = set()
        if s in self.pending_bao and k in JIANG:
            self.pending_bao.remove(s)  # s001.p114 等到熬将者碰将对后
            seat.barred = False
        for other in self.pending_bao:
            if other != s:
                self._violate(i, other, P.RAW_JIANG_BAO, card=card, other=s, meld=meld)
        seat.take([k] * need)
        seat.melds.append(meld)
        self._taken(s)

    def _on_chi(self, i: int, e: Event) -> None:
        j = self._find(i, e, ("chi", "chi2"), "chi")
        s, k = e.seat, self.card_up
        seat = self.seats[s]
        used = sorted(c.index for c in e.with_)
        usable = seat.usable_counts()
        for u in set(used):
            if used.count(u) > usable[u]:
                raise self._bad(i, "with", M.CHI_NOT_HELD(seat=s, card=ALL_CARDS[u]))
        option = self.chi_option(seat, k, used)
        if option is None:
            raise self._bad(i, "with", M.NO_CHI_GROUP(cards=list(e.with_) or M.NONE, card=ALL_CARDS[k]))
        self._skip_to(j, i)
        if k in seat.stale_chi:
            self._violate(i, s, P.STALE_CHI, card=ALL_CARDS[k])
        zhao = self.zhao_in_chi(seat, used)
        if zhao is not None:
            self._violate(i, s, P.CHI_ZHAO, card=ALL_CARDS[zhao])
        _, new, old = option
        if self.qiongchi_in_chi(seat, k, new):  # s001.p058 手上有一张与要吃牌相同的，而你把它吃进组成顺子
            self._violate(i, s, P.QIONGCHI_CHI, card=ALL_CARDS[k])
        seat.take(used)
        seat.melds = regroup(seat.melds, old, new)
        seat.chi_taken.add(k)
        self._taken(s)

    def _on_zhang(self, i: int, e: Event) -> None:
        if self.phase == "window" and self.how != "draw":
            raise self._bad(i, "type", M.ZHANG_FLIPPED_ONLY())
        j = self._find(i, e, ("zhang",), "stand")
        self._skip_to(j, i)
        s, k = e.seat, self.card_up
        self.seats[s].standing[k] += 1
        self.seats[s].changed()
        self._taken(s)

    def _taken(self, s: int) -> None:
        """After 碰, 杠, 吃 or 涨将 the taker discards one (s000.p034 跟碰，吃一样)."""
        self.seats[s].changed()
        self.phase, self.turn, self.card = "discard", s, None


_HANDLERS: dict[str, str] = {"buy": "_on_buy", "bomb": "_on_bomb", "pass": "_on_pass", "discard": "_on_discard",
                             "draw": "_on_draw", "hu": "_on_hu", "peng": "_on_peng", "gang": "_on_peng",
                             "chi": "_on_chi", "zhang": "_on_zhang"}

