"""Claims a seat may not decline: 触口 and 生将 must 胡, 见滚不打, 开招 and 碰将.

A mixin of :class:`engine.bahu.state.BahuState`; ``self.card`` is the card up for claims.

* 触口 (戳口): a hand one card short of 圆 that wins on the card must win (s000.p083 s001.p071);
* 生将必胡: a 圆 hand that wins on a 将 first seen after it became 圆 must win (s000.p083); the
  Tongdong text lets a player wait on his own 将 pair, and punishes the one who waited (包, and later
  no win until he pengs a 将) only when another player pengs that 将 (s001.p114; the option
  ``aojiang_liable_on_pass`` punishes the pass itself);
* 见滚不打: when taking the card (by 吃; in Tongdong also by 碰) and discarding one would make the hand
  圆 with 8 胡头, the card must be taken (s000.p084 s001.p110);
* 开招 and 碰将 (Tongdong): a dealt triplet must gang its fourth card, a 将 pair (not 一筒) must peng
  (s001.p063 s001.p112 s001.p113).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engine.bahu import penalties as P
from engine.bahu.groups import JIANG, Meld
from engine.bahu.moves import ChiOption, chi_options, regroup, table_meld, takes_held_into_run
from engine.bahu.rules import RuleSet
from engine.bahu.seat import ONE_BING, SEATS, Seat
from engine.bahu.table_fields import TableFields
from engine.cards import ALL_CARDS
from engine.core.reason import Rule

Position = tuple[tuple[int, ...], tuple[Meld, ...]]


class Duties(TableFields):
    def _chi_options(self, seat: Seat, k: int) -> list[ChiOption]:
        """The ways seat may take kind k by 吃 breaking no rule: where a 招儿 stays whole (s001.p039 招儿不可
        拆开作顺子), none uses a card of a triplet in hand; where 穷吃勾挂 is the 吃 itself (s001.p058), none
        takes a card the hand holds into a run."""
        options = chi_options(seat.usable_counts(), seat.melds, k, self.rules.nine_tiao_baozi)
        if not self.rules.zhao_may_split:
            options = [o for o in options if not any(seat.hand[u] >= 3 for u in o[0])]
        if self.rules.qiongchi_at_chi:
            options = [o for o in options if not takes_held_into_run(seat.hand[k], o[1])]
        return options

    def chi_option(self, seat: Seat, k: int, used: Sequence[int]) -> ChiOption | None:
        """The 吃 of kind k with the hand cards ``used`` (sorted kinds): the one breaking no rule where the
        cards could grow more than one group (a 吃 with no hand cards onto a table run or onto a table
        豹子), else the first; None when they make no 吃."""
        want = list(used)
        allowed = next((o for o in self._chi_options(seat, k) if list(o[0]) == want), None)
        if allowed is not None:
            return allowed
        return next((o for o in chi_options(seat.usable_counts(), seat.melds, k, self.rules.nine_tiao_baozi)
                     if list(o[0]) == want), None)

    def qiongchi_in_chi(self, seat: Seat, k: int, new: Meld) -> bool:
        """Whether taking kind k into the group ``new`` is 穷吃勾挂 where the rule set makes it the 吃
        itself (``qiongchi_at_chi``, s001.p058)."""
        return self.rules.qiongchi_at_chi and takes_held_into_run(seat.hand[k], new)

    def zhao_in_chi(self, seat: Seat, used: Sequence[int]) -> int | None:
        """A kind of a 招儿 the hand cards ``used`` for a 吃 would split, where the rule set forbids it."""
        if self.rules.zhao_may_split:
            return None
        return next((u for u in used if seat.hand[u] >= 3), None)

    def _diaozhang_card(self, s: int) -> int | None:
        """The kind seat s must discard now (吊张留下, s001.p065 「拆对子发牌，第一张已发出，则第二张又没有用，则必须
        发出」), or None. "No use": the lone second card is in no group the hand could make, not even with
        one more card (the analysis' lacking kinds with nothing to complete them)."""
        seat = self.seats[s]
        k = seat.split
        if k is None or not self.rules.diaozhang_liuxia or seat.hand[k] != 1:
            return None
        if discard_rule(seat, seat.hand, k, self.rules) is not None:
            return None
        lacking = self.ev.lacking(*seat.position())
        return k if k in lacking and not lacking[k] else None

    def _raw_jiang(self, s: int) -> bool:
        """The card is a 生将 for seat s: a 将 not yet seen when its hand became 圆 (s000.p083)."""
        seat = self.seats[s]
        return self.card in JIANG and seat.ripe is not None and self.card not in seat.ripe

    def pass_barred(self, s: int, kinds: set[str]) -> Rule | None:
        """The rule that bars seat s from passing on the card up, given the kinds of claim it has
        (``hu``, ``peng``, ``gang``, ``chi``): 触口 and 生将 (must 胡, or be liable for a raw 将
        left to pass), 开招 (must 杠), 碰将 (must 碰), 见滚不打 (must take); None when it may pass."""
        if "hu" in kinds:
            return self._hu_pass_rule(s)
        if kinds & {"peng", "gang"}:
            return self._peng_duty(s)
        return P.JIANGUN if "chi" in kinds else None

    def _hu_duty(self, s: int) -> Rule | None:
        """The rule seat s breaks by not winning on the card (it can win on it), or None."""
        seat = self.seats[s]
        if not self.ev.is_yuan(*seat.position()):
            return P.CHUKOU
        if not self._raw_jiang(s):
            return None  # 熟将 and plain cards may be waited on (熬将)
        if self.rules.own_pair_may_wait and seat.usable(self.card_up) >= 2:
            return None  # s001.p114 生将出现，而不是自己的将对，则要成
        if self.rules.raw_jiang_bao:
            return None  # punished only if someone pengs it (see _hu_bao_risk)
        return P.RAW_JIANG

    def _hu_bao_risk(self, s: int) -> bool:
        """Tongdong: letting this raw 将 pass is punished (包) if another seat pengs it (s001.p114)."""
        seat = self.seats[s]
        if not (self.rules.raw_jiang_bao and self._raw_jiang(s)):
            return False
        if self.rules.own_pair_may_wait and seat.usable(self.card_up) >= 2:
            return False
        return self.ev.is_yuan(*seat.position())

    def _hu_pass_rule(self, s: int) -> Rule | None:
        """The rule seat s risks by letting the card up pass when it could win on it: a duty
        (:meth:`_hu_duty`), or the 包 of 熬将 when letting this raw 将 pass makes him liable — at once
        (``aojiang_liable_on_pass``), or when another seat could peng it (s001.p114 「无人碰，则无法罚；
        有人碰，则所碰庄头由熬将者包庄」); None when waiting is safe."""
        duty = self._hu_duty(s)
        if duty is not None:
            return duty
        if self._hu_bao_risk(s) and (self.rules.aojiang_liable_on_pass
                                     or any(self._could_peng(o) for o in range(SEATS) if o != s)):
            return P.RAW_JIANG_BAO
        return None

    def _must_hu(self, s: int) -> bool:
        return self._hu_pass_rule(s) is not None

    def _could_peng(self, s: int) -> bool:
        seat = self.seats[s]
        return (seat.active and ("peng", s) in self.positions
                and not (self.rules.stale_peng and self.card in seat.stale_peng))

    def _peng_duty(self, s: int) -> Rule | None:
        """The rule seat s breaks by not taking the card by 碰/杠 (it may), or None."""
        seat, k, rules = self.seats[s], self.card_up, self.rules
        if rules.kaizhao_compulsory and seat.hand[k] >= 3:
            return P.KAIZHAO
        if rules.must_peng_jiang and k in JIANG and k != ONE_BING and seat.usable(k) >= 2:
            return P.PENG_JIANG
        if rules.jiangun_by_peng and self._jiangun(s, "peng"):
            return P.JIANGUN
        return None

    def _must_peng(self, s: int) -> bool:
        return s not in self.flagged and self._peng_duty(s) is not None

    def _jiangun(self, s: int, via: str) -> bool:
        """见滚不打: taking the card by ``via`` and discarding one would make the hand 圆 with 8 胡头
        (s000.p084 s001.p110). Not when the hand already is (打滚)."""
        key = (s, via)
        memo = self.jiangun_memo
        if key not in memo:
            memo[key] = self._jiangun_now(s, via)
        return memo[key]

    def _jiangun_now(self, s: int, via: str) -> bool:
        seat = self.seats[s]
        ev = self.ev
        hand, melds = seat.position()
        if ev.rolling(hand, melds):
            return False
        # Kinds without a group stay without one when the card cannot complete theirs (adding a card only
        # adds groups, taking cards away only loses them): two such kinds are more than one discard mends.
        base = ev.lacking(hand, melds)
        if sum(1 for j, kinds in base.items() if self.card not in kinds and j != self.card) > 1:
            return False
        for new_hand, new_melds in self._takes(s, via):
            lacking = ev.lacking(new_hand, new_melds)
            if len(lacking) > 1 or ev.hutou_bound(new_hand, new_melds) < 8:
                continue
            kinds = list(lacking) if lacking else [k for k, n in enumerate(new_hand) if n]
            for d in kinds:
                if via == "chi" and d == self.card:
                    continue  # the card just taken by 吃 is never discarded
                if not new_hand[d] or not may_discard(seat, new_hand, d, self.rules):
                    continue
                after = list(new_hand)
                after[d] -= 1
                h = ev.hutou(tuple(after), new_melds)
                if h is not None and h >= 8:
                    return True
        return False

    def _takes(self, s: int, via: str) -> Iterator[Position]:
        """The positions after each way seat s could take the card by ``via`` (before its discard)."""
        seat, k = self.seats[s], self.card_up
        card = ALL_CARDS[k]
        if via == "peng":
            for kind, n in (("peng", 2), ("gang", 3)):
                if seat.usable(k) >= n:
                    hand, standing = list(seat.hand), list(seat.standing)
                    take(hand, standing, [k] * n)
                    yield tuple(hand), tuple(seat.melds) + (table_meld(kind, (card,) * (n + 1)),) + zhang_melds(standing)
            return
        for used, new, old in self._chi_options(seat, k):
            hand, standing = list(seat.hand), list(seat.standing)
            take(hand, standing, used)
            melds = tuple(regroup(seat.melds, old, new))
            yield tuple(hand), melds + zhang_melds(standing)


def discard_rule(seat: Seat, hand: Sequence[int], k: int, rules: RuleSet) -> Rule | None:
    """The rule discarding kind k from ``hand`` breaks, or None: 将 (s000.p011), a kind taken by 吃
    (穷吃勾挂 s000.p081; s001.p058 「而所吃进的牌是不能再发出去的」 s001.p065 「吃过的牌不能发」, under
    either reading of ``qiongchi_at_chi``), a 招儿 where the rule set keeps it whole (s001.p065)."""
    if k in JIANG:
        return P.DISCARD_JIANG
    if k in seat.chi_taken:
        return P.QIONGCHI
    if rules.zhao_never_discarded and hand[k] >= 3:
        return P.DISCARD_ZHAO
    return None


def may_discard(seat: Seat, hand: Sequence[int], k: int, rules: RuleSet) -> bool:
    return discard_rule(seat, hand, k, rules) is None


def take(hand: list[int], standing: list[int], kinds: Sequence[int]) -> None:
    """Remove one copy of each kind, a standing 将 first (it is used like a hand card, s000.p034)."""
    for k in kinds:
        if standing[k]:
            standing[k] -= 1
        else:
            hand[k] -= 1


def zhang_melds(standing: Sequence[int]) -> tuple[Meld, ...]:
    if not any(standing):  # the common case: nothing standing
        return ()
    return tuple(table_meld("zhang", (ALL_CARDS[k],)) for k, n in enumerate(standing) for _ in range(n))
