"""Payments after a 笃子胡 hand: every player's 胡数, winner or not, and who pays whom.

The sources say little, so this is a decision (docs/rules/duzihu-play.md, "Payments"):

* **Everyone counts.** s002.p014 「這種遊戲和麻將的區別就是不管是否胡牌都可以有胡算的」, s003.p019
  「成牌后三家都要算胡的，这就是笃子胡和麻将的根本区别」. The winner counts his whole score
  (:func:`engine.duzihu.score.score` on the hand as won); each other player counts his 底胡 — the
  碰, 杠, three or four alike in hand and 龙, valued by the scorer's own table
  (:func:`engine.duzihu.score.set_value`) and rounded up to ten (s002.p021 「底和就是所碰、所槓、起手、後摸的和數
  進整」) — plus his 喜 (s003.p027 「作为底胡，无论是否胡牌，抓到就算底胡」).
* **Every two players settle the difference** of what they count (option ``settlement="pairwise"``):
  the winner receives his total less each loser's count from that loser, and the two losers settle
  the difference between them. ``settlement="offset"``: a loser's count only lowers what he pays the
  winner, to nothing at most (s003.p027 「抵胡数」), and losers settle nothing between them.
  ``settlement="winner"``: each loser pays the winner's total; losers' counts are shown, not paid.
* **包张** (option ``baozhang``, s003.p027 「另外一家的资费由点炮者的一并支付」): the discarder pays the
  third player's share to the winner as well.
* **折庄** (s002.p046 「擲莊和牌后庄家贏兩倍」): the dealer who won after a standing 折庄 receives double.
* A hand nobody wins is void (s002.p039 「則和牌，開始下一輪」): no payments.

Nets sum to zero; the seat sitting out pays and receives nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.cards import ALL_CARDS
from engine.core.reason import Reason, declare
from engine.duzihu.additions import xi_hu
from engine.duzihu.jiang import JiangMap
from engine.duzihu.melds import Group, Kind
from engine.duzihu.rules import RuleSet
from engine.duzihu.score import Score, round_up_to_ten, score, set_value
from engine.duzihu.seat import XI_INDEX, Seat

SEATS = 4

COUNTED = declare(
    "duzihu.settle.counted", "s002.p014 s003.p019 s003.p027",
    "{seat:seat}未胡也算胡：碰杠坎龙 {base} 胡，进整为底胡 {dihu}，喜 {xi} 胡，共 {hu} 胡。",
    "{seat:seat} did not win but counts hu: sets {base}, rounded to {dihu} base hu, Xi {xi}; {hu} in all.")
WON = declare(
    "duzihu.settle.won", "s002.p020 s003.p019",
    "{seat:seat}胡牌，共 {hu} 胡。", "{seat:seat} won with {hu} hu.")
PAIR = declare(
    "duzihu.settle.pair", "s002.p014 s003.p019",
    "{payer:seat}付给{payee:seat} {hu} 胡（{high} 减 {low}）。",
    "{payer:seat} pays {payee:seat} {hu} hu ({high} less {low}).")
TO_WINNER = declare(
    "duzihu.settle.to_winner", "s003.p027",
    "{payer:seat}付给胡牌的{payee:seat} {hu} 胡。", "{payer:seat} pays the winner, {payee:seat}, {hu} hu.")
BAO = declare(
    "duzihu.settle.bao", "s003.p027",
    "包张：{payer:seat}替{third:seat}付给{payee:seat} {hu} 胡。",
    "Baozhang (包张): {payer:seat} pays {payee:seat} {hu} hu for {third:seat}.")
DOUBLE = declare(
    "duzihu.settle.zhizhuang", "s002.p046",
    "庄家折庄后胡牌，赢两倍：{hu} 胡。", "The dealer won after zhizhuang (折庄) and wins double: {hu} hu.")


@dataclass(frozen=True)
class Payment:
    payer: int
    payee: int
    hu: int
    reason: Reason

    def to_json(self) -> dict[str, Any]:
        return {"payer": self.payer, "payee": self.payee, "hu": self.hu, **self.reason.to_json()}


@dataclass(frozen=True)
class Settlement:
    hu: tuple[int, ...]  # what each seat counts (0 for the seat sitting out)
    net: tuple[int, ...]
    payments: tuple[Payment, ...]
    counted: tuple[Reason, ...]  # how each player's count was found
    score: Score | None  # the winner's score

    def to_json(self) -> dict[str, Any]:
        return {"hu": list(self.hu), "net": list(self.net), "payments": [p.to_json() for p in self.payments],
                "counted": [r.to_json() for r in self.counted]}


def counted_hu(rules: RuleSet, jm: JiangMap, seat: Seat, xi_turned: bool) -> tuple[int, int, int]:
    """A player who did not win: (sets, 底胡, 喜) — his melds and the three or four alike in his hand,
    on the scorer's table; every copy left of a turned card scores as the table's special line
    (s002.p019 特殊點, s003.p011: even the last two of a twice-turned card)."""
    base = sum(set_value(rules, jm, Group(m.kind, m.card, m.size, meld=True)) for m in seat.melds)
    for i, n in enumerate(seat.hand):
        if i == XI_INDEX or not n:
            continue
        card = ALL_CARDS[i]
        turned_all = jm.is_turned_kind(card) and n == jm.remaining(card) and n >= 2
        if n >= 3 or turned_all:
            kind = Kind.ANGANG if n == 4 else Kind.ANKE if n == 3 else Kind.PAIR
            base += set_value(rules, jm, Group(kind, card, n))
    xi = xi_hu(rules, seat.xi, bool(seat.xi) and not seat.xi_late, xi_turned) if seat.xi else 0
    return base, round_up_to_ten(base), xi


def settle(state: Any) -> Settlement:
    from engine.duzihu.table_view import winner_position

    rules: RuleSet = state.rules
    win = state.c.win
    position = winner_position(state)
    assert position is not None  # a hand is settled once won
    result = score(position, rules)
    if not result.valid:  # the table only lets a complete hand win: the scorer must agree
        raise AssertionError(f"the table called a win the scorer refuses: {position.text()}")
    jm = JiangMap.of(rules, state.turned)
    xi_turned = any(c.index == XI_INDEX for c in state.turned)
    hu = [0] * SEATS
    counted: list[Reason] = []
    for s in state.order:
        if s == win.seat:
            hu[s] = result.total
            counted.append(WON(seat=s, hu=result.total))
        else:
            base, dihu, xi = counted_hu(rules, jm, state.seats[s], xi_turned)
            hu[s] = dihu + xi
            counted.append(COUNTED(seat=s, base=base, dihu=dihu, xi=xi, hu=hu[s]))
    payments = _payments(state, win.seat, hu, result.total)
    net = [0] * SEATS
    for p in payments:
        net[p.payer] -= p.hu
        net[p.payee] += p.hu
    return Settlement(tuple(hu), tuple(net), tuple(payments), tuple(counted), result)


def _payments(state: Any, w: int, hu: list[int], total: int) -> list[Payment]:
    rules: RuleSet = state.rules
    win = state.c.win
    losers = [s for s in state.order if s != w]
    double = w == state.dealer and state.seats[w].zhizhuang == "on"
    bao = win.how == "discard" and any(v.rule == "duzihu.play.baozhang" for v in state.violations)
    out: list[Payment] = []
    for j in losers:
        owed = total if rules.settlement == "winner" else total - hu[j]
        if rules.settlement == "offset":
            owed = max(0, owed)
        if double:
            owed *= 2
        payer = win.source if bao and j != win.source else j
        if owed < 0:  # a loser who counts more than the winner is paid the difference
            out.append(Payment(w, j, -owed, PAIR(payer=w, payee=j, hu=-owed, high=hu[j], low=total)))
        elif owed:
            if payer != j:
                reason = BAO(payer=payer, third=j, payee=w, hu=owed)
            elif double:
                reason = DOUBLE(hu=owed)
            elif rules.settlement != "pairwise":
                reason = TO_WINNER(payer=j, payee=w, hu=owed)
            else:
                reason = PAIR(payer=j, payee=w, hu=owed, high=total, low=hu[j])
            out.append(Payment(payer, w, owed, reason))
    if rules.settlement == "pairwise":
        a, b = losers
        if hu[a] != hu[b]:
            hi, lo = (a, b) if hu[a] > hu[b] else (b, a)
            out.append(Payment(lo, hi, hu[hi] - hu[lo], PAIR(payer=lo, payee=hi, hu=hu[hi] - hu[lo], high=hu[hi],
                                                          low=hu[lo])))
    return out
