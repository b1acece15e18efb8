"""Who may take a card on offer, and how: the claims of 歪胡子 and their priority (s004.p014–p027).

A card is on offer when a player discards it (打) or reveals it from the stock (揭). Each seat's
claims are listed with their priority tier, 歪（溜）胡牌 碰 吃 (s004.p026):

* on a discard (s004.p022, p027): the discarder's 下家 may 溜 (holding three), 碰 (holding two) or
  吃; his 上家 may only 碰 (下家可吃可碰，上家可碰不能吃); nobody wins on it (s004.p019);
* on a revealed card (s004.p014, p015, p019, p023): its drawer may 歪 (two in hand), 溜 (three in
  hand, or onto his 歪), 胡 or 吃 it; any other player may 胡 or 碰 it.

:func:`queue` orders the questions: by tier, then the drawer (or the discarder's 下家) first; one
seat's neighbouring questions are asked as one.

>>> from engine.waihuzi.cards import Card, counts_of, parse_cards
>>> [tuple(c.code for c in pair) for pair in chi_ways(counts_of(parse_cards("1x3x4x7x0x")), Card.parse("2x"))]
[('1x', '3x'), ('3x', '4x'), ('7x', '0x')]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from engine.core.game import Event
from engine.waihuzi.cards import ALL_CARDS, Card
from engine.waihuzi.deal import UNITS_TO_WIN, deal
from engine.waihuzi.groups import Group, Kind, is_erqishi, is_run
from engine.waihuzi.rules import DEFAULT, RuleSet
from engine.waihuzi.wins import is_win

# Priority tiers (s004.p026 歪（溜）胡牌 碰 吃): lower is first.
TIER: Final = {"wai": 0, "liu": 0, "hu": 1, "peng": 2, "chi": 3}
CLAIMS: Final = frozenset(TIER)


def _chi_pairs(k: int, rules: RuleSet) -> tuple[tuple[int, int], ...]:
    """The kinds two hand cards must be to make a 顺子 or 二七十 with kind ``k``."""
    trios: list[tuple[int, int, int]] = [(k - 2, k - 1, k), (k - 1, k, k + 1), (k, k + 1, k + 2)]
    rank = k % 10 + 1
    if rank in (2, 7, 10):
        base = k - rank + 1
        trios.append((base + 1, base + 6, base + 9))
    out = []
    for trio in trios:
        if min(trio) < 0 or max(trio) >= len(ALL_CARDS) or min(trio) // 10 != max(trio) // 10:
            continue
        if is_run(trio, rules) or is_erqishi(trio):
            a, b = (x for x in trio if x != k)
            out.append((a, b))
    return tuple(out)


_PAIRS: Final = {ten: tuple(_chi_pairs(k, replace(DEFAULT, ten_after_nine=ten)) for k in range(len(ALL_CARDS)))
                 for ten in (True, False)}


def chi_ways(hand: Sequence[int], card: Card, rules: RuleSet = DEFAULT) -> list[tuple[Card, Card]]:
    """The pairs of hand cards that make ``card`` a 顺子 or 二七十 of one size (s004.p016, p017)."""
    return [(ALL_CARDS[a], ALL_CARDS[b]) for a, b in _PAIRS[rules.ten_after_nine][card.index] if hand[a] and hand[b]]


def chi_group(card: Card, with_: Sequence[Card], source: str, how: str, rules: RuleSet = DEFAULT) -> Group | None:
    """The 吃 meld ``card`` + ``with_`` make, or ``None`` if they are no run or 二七十."""
    kinds = sorted([card.index] + [c.index for c in with_])
    if len(kinds) != 3:
        return None
    if is_erqishi(kinds):
        kind = Kind.ERQISHI
    elif is_run(kinds, rules):
        kind = Kind.SHUN
    else:
        return None
    return Group(kind, (card, *with_), concealed=False, source=source, how=how)


def options(seat: int, hand: Sequence[int], melds: Sequence[Group], card: Card, by: int, how: str, nxt: int,
            stale: set[int], rules: RuleSet, can_win: bool) -> list[Event]:
    """The claims ``seat`` may make on ``card``, offered by seat ``by`` (``how``: ``"discarded"`` or
    ``"revealed"``); ``nxt`` is the offerer's 下家; ``can_win``: a 胡 on it is a win for this seat."""
    k = card.index
    n = hand[k]
    out: list[Event] = []
    own = seat == by
    if how == "revealed":
        if own:
            if n >= 2:
                out.append(Event(seat, "wai", card))
            if n == 3 or any(m.kind is Kind.WAI and m.cards[0] is card for m in melds):
                out.append(Event(seat, "liu", card))
        if can_win:
            out.append(Event(seat, "hu", card))
        if not own and n >= 2:
            out.append(Event(seat, "peng", card))
        chi_ok = own
    else:
        if own:
            return out
        if seat == nxt and n == 3:
            out.append(Event(seat, "liu", card))
        if n >= 2:
            out.append(Event(seat, "peng", card))
        chi_ok = seat == nxt
    if chi_ok and k not in stale:
        out += [Event(seat, "chi", card, pair) for pair in chi_ways(hand, card, rules)]
    return out


def queue(by_seat: dict[int, list[Event]], order: Sequence[int]) -> list[tuple[int, tuple[Event, ...]]]:
    """The questions of a claim window: one per (seat, tier), by tier then ``order``, one seat's
    neighbouring questions merged (it chooses among them at once)."""
    rank = {s: i for i, s in enumerate(order)}
    parts: list[tuple[int, int, int, Event]] = []
    for seat, events in by_seat.items():
        for e in events:
            parts.append((TIER[e.type], rank[seat], seat, e))
    parts.sort(key=lambda p: (p[0], p[1]))
    out: list[tuple[int, list[Event]]] = []
    for _, _, seat, e in parts:
        if out and out[-1][0] == seat:
            out[-1][1].append(e)
        else:
            out.append((seat, [e]))
    return [(seat, tuple(events)) for seat, events in out]


def _menzi_at_least(held: Sequence[int], need: float, rules: RuleSet) -> bool:
    """A quick lower bound on :func:`engine.waihuzi.deal.menzi`: disjoint 门子 found greedily, each
    one the exact count would also take (a group; a pair or two of a phrase whose third card is still
    out; one single). True when it reaches ``need``; the exact count is asked only otherwise."""
    c = list(held)
    halves = 0
    single = False

    def phrase(*ks: int) -> bool:
        trio = sorted(ks)
        return trio[0] >= 0 and trio[2] < len(c) and trio[0] // 10 == trio[2] // 10 and is_run(trio, rules)

    for i in range(len(c)):
        while c[i] >= 3:
            c[i] -= 3
            halves += 2
        if c[i] >= 2 and held[i] < 4:
            c[i] -= 2
            halves += 2
        while c[i] and i + 2 < len(c) and c[i + 1] and c[i + 2] and phrase(i, i + 1, i + 2):
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            halves += 2
        for d, third in ((1, i + 2), (1, i - 1), (2, i + 1)):
            if c[i] and i + d < len(c) and c[i + d] and phrase(i, i + d, third) and held[third] < 4:
                c[i] -= 1
                c[i + d] -= 1
                halves += 2
        if c[i] and not single and held[i] < 4:
            single = True
            c[i] -= 1
            halves += 1
    return halves >= need * 2


def qishou(cards: Sequence[Card], hand: Sequence[int], dealer: bool, rules: RuleSet) -> tuple[int, str]:
    """The 息 of a win on the deal, and its kind (``"deal"`` for 一对/九对/无对/十对/死手牌,
    s004.p053, p057–p059; ``"tianhu"`` for the dealer's 天胡, s004.p055), or ``(0, "")``. The
    better of the two when both apply."""
    xi, kind = 0, ""
    pairs = sum(n >= 2 for n in hand)
    if len(cards) in (19, 20) and (pairs in (0, 1, 9, 10) or not _menzi_at_least(hand, UNITS_TO_WIN, rules)):
        d = deal(cards, rules)
        if d.wins:
            xi, kind = d.xi, "deal"
    if dealer and is_win(hand, None, "self", meld_xi=0, melds_liu=0, cards=len(cards), rules=rules):
        from engine.waihuzi.score import Hand, score

        s = score(Hand(tuple(cards), tianhu=True), rules)
        if s.valid and s.xi > xi:
            xi, kind = s.xi, "tianhu"
    return xi, kind
