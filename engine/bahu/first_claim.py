"""Who has the first right to a card that comes up in play: 碰/杠 first, then 吃 in turn; a 将 stands.

> s000.p038 「先准碰和杠，后准吃和涨」 (peng and gang come first; chi and standing after)
> s001.p056 「翻出后，先由有对子的一家碰，碰为大，无碰才可以吃，谁翻的谁先吃，不吃推给下家。」
> s000.p034 「将牌别人是不能吃的，没人碰/杠只能自己涨」

A discarded card may be taken by 碰/杠 by anyone but the discarder, else only the next player may
吃 it (s001.p056 「如无人碰，则由下家根据需要吃牌」). A turned-up card may be 碰'd by anyone holding a
pair, then 吃'd by the player who turned it up, then by the next player; a turned-up 将 nobody
碰s stands in front of the player who turned it up (涨将). A player who let the same card pass
before may not take it now (迷张, s000.p046, s001.p061, s001.p063), and a player who already holds
the card may not take it into a run (穷吃勾挂, s001.p058). The decisions are in
``docs/rules/bahu-claims.md``.

>>> from engine.cards import Card, parse_cards
>>> c = first_claim(Card.parse("5m"), "flip", 1, [parse_cards("5m 5m"), parse_cards("4m 6m"), [], []])
>>> c.seat, c.way
(0, 'peng')
>>> first_claim(Card.parse("5m"), "flip", 1, [[], parse_cards("4m 6m"), [], []]).way
'chi'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.bahu.groups import BAOZI_RANKS, COMBOS, JIANG, RUN_RANGE, Meld, baozi_kinds
from engine.cards import ALL_CARDS, Card, counts_of
from engine.core.errors import InputError
from engine.core.reason import Reason, declare

SEATS = 4
WAYS = ("peng", "gang", "chi", "zhang", "none")

PENG_FIRST = declare("bahu.claim.peng", "s000.p038 s001.p056",
                     "玩家 {seat} 手里有一对{card}：碰为大，先于吃。",
                     "Player {seat} holds a pair of {card}: peng comes before chi.")
GANG_FIRST = declare("bahu.claim.gang", "s000.p038 s001.p063",
                     "玩家 {seat} 手里有三张{card}：开招（杠），先于吃。",
                     "Player {seat} holds three {card}: opening the zhao (gang) comes before chi.")
STANDS = declare("bahu.claim.zhang", "s000.p034 s001.p056",
                 "没人碰{card}：将牌别人不能吃，翻牌的玩家 {seat} 把它站在自己台面上（涨将）。",
                 "Nobody pengs {card}: nobody may chi a jiang, so player {seat}, who turned it up, stands it "
                 "on their own table (zhangjiang).")
CHI = declare("bahu.claim.chi", "s000.p033 s001.p056", "没人碰：玩家 {seat} 可以吃进{card}，成{group}。",
              "Nobody pengs: player {seat} may chi {card} to make {group}.")
CHI_TABLE = declare("bahu.claim.chi_table", "s000.p044 s001.p060",
                    "没人碰：玩家 {seat} 可以把{card}吃到台面的{group}上。",
                    "Nobody pengs: player {seat} may chi {card} onto {group} on their table.")
STALE = declare("bahu.claim.stale", "s000.p046 s001.p061 s001.p063",
                "玩家 {seat} 前面放过这张{card}：是迷张，不能再吃或碰。",
                "Player {seat} let this {card} pass before: it is a stale card (mizhang) and may not be taken now.")
QIONGCHI = declare("bahu.claim.qiongchi", "s001.p058",
                   "玩家 {seat} 手里已有{card}：再吃一张做顺子是穷吃勾挂，不可以。",
                   "Player {seat} already holds {card}: taking another into a run is qiongchi gougua, not allowed.")
NO_FIT = declare("bahu.claim.no_fit", "s000.p033 s001.p056", "玩家 {seat} 没有{card}能进的组合。",
                 "Player {seat} has no group that {card} fits.")
NOBODY = declare("bahu.claim.nobody", "s000.p033 s001.p056", "没人能要{card}。", "Nobody may take {card}.")
NO_JIANG_DISCARD = declare("bahu.claim.jiang_discard", "s000.p011 s001.p065", "将牌不能发。",
                           "A jiang may not be discarded.")


@dataclass(frozen=True)
class Claim:
    seat: int | None  # None: nobody takes it
    way: str  # peng, gang, chi, zhang, none
    reasons: tuple[Reason, ...]


def chi_group(card: Card, hand: Sequence[Card], table: Iterable[Meld] = ()) -> tuple[str, tuple[Card, ...]] | None:
    """A group ``card`` could be taken into: ("hand", cards with it) or ("table", the table group); else None."""
    k = card.index
    if k in JIANG:
        return None
    counts = counts_of(hand)
    for m in table:
        if m.kind != "chi":
            continue
        kind, what = m.chi_group()  # type: ignore[misc]
        kinds = {c.index for c in m.cards}
        if kind in ("baozi", "combo") and k in kinds:  # s000.p044 豹子可以无限吃; s000.p047 combinations too
            return "table", m.cards
        if kind == "run" and k in (what[0] - 1, what[1] + 1) and any(lo <= k <= hi for lo, hi in RUN_RANGE.values()):  # type: ignore[index]
            if _same_suit(k, what[0]):  # type: ignore[index]
                return "table", m.cards
    for lo, hi in RUN_RANGE.values():  # a run of three or more with two or more hand cards
        if lo <= k <= hi:
            for start in range(max(lo, k - 2), k + 1):
                stop = start + 2
                if stop <= hi and all(counts[j] for j in range(start, stop + 1) if j != k):
                    return "hand", tuple(ALL_CARDS[j] for j in range(start, stop + 1))
    members = [c.kinds for c in COMBOS if k in c.kinds] + [baozi_kinds(r) for r in BAOZI_RANKS if k in baozi_kinds(r)]
    for kinds in members:
        if all(counts[j] for j in kinds if j != k):
            return "hand", tuple(ALL_CARDS[j] for j in kinds)
    return None


def _same_suit(a: int, b: int) -> bool:
    return a // 9 == b // 9


def _runs_only(card: Card, hand: Sequence[Card], table: Iterable[Meld]) -> tuple[str, tuple[Card, ...]] | None:
    """The group when the card may not go into a run (the player holds one): 豹子 and combinations only."""
    found = chi_group(card, hand, table)
    if found is None:
        return None
    where, cards = found
    kinds = {c.index for c in cards}
    is_run = len({c.suit for c in cards}) == 1 and len(kinds) == len(cards)
    if not is_run:
        return found
    counts = counts_of(hand)  # look for a cross-suit group instead
    k = card.index
    members = [c.kinds for c in COMBOS if k in c.kinds] + [baozi_kinds(r) for r in BAOZI_RANKS if k in baozi_kinds(r)]
    for kinds in members:
        if all(counts[j] for j in kinds if j != k):
            return "hand", tuple(ALL_CARDS[j] for j in kinds)
    for m in table:
        if m.kind == "chi" and m.chi_group()[0] in ("baozi", "combo") and k in {c.index for c in m.cards}:  # type: ignore[index]
            return "table", m.cards
    return None


def first_claim(card: Card, how: str, source: int, hands: Sequence[Sequence[Card]],
                tables: Sequence[Sequence[Meld]] = (), stale: Iterable[int] = ()) -> Claim:
    """Who may take ``card`` first: turned up (``how="flip"``) or discarded (``"discard"``) by seat ``source``."""
    if how not in ("flip", "discard"):
        raise InputError(f"how must be 'flip' or 'discard', not {how!r}", "how")
    if len(hands) != SEATS or not 0 <= source < SEATS:
        raise InputError("a claim needs four hands and a seat 0–3 that turned up or discarded the card", "from")
    tables = list(tables) + [[] for _ in range(SEATS - len(tables))]
    stale = set(stale)
    k = card.index
    if how == "discard" and k in JIANG:
        raise InputError(NO_JIANG_DISCARD().en, card.code)
    reasons: list[Reason] = []
    order = [(source + i) % SEATS for i in range(SEATS)]
    for seat in order:
        if how == "discard" and seat == source:
            continue
        held = sum(1 for c in hands[seat] if c.index == k)
        if held >= 2:
            if seat in stale:
                reasons.append(STALE(seat=seat, card=card))
                continue
            way, rule = ("gang", GANG_FIRST) if held == 3 else ("peng", PENG_FIRST)
            return Claim(seat, way, (*reasons, rule(seat=seat, card=card)))
    if k in JIANG:
        if how == "flip":
            return Claim(source, "zhang", (*reasons, STANDS(seat=source, card=card)))
        return Claim(None, "none", (*reasons, NOBODY(card=card)))
    takers = [(source + 1) % SEATS] if how == "discard" else [source, (source + 1) % SEATS]
    for seat in takers:
        if seat in stale:
            reasons.append(STALE(seat=seat, card=card))
            continue
        holds = any(c.index == k for c in hands[seat])
        found = _runs_only(card, hands[seat], tables[seat]) if holds else chi_group(card, hands[seat], tables[seat])
        if found is None:
            if holds and chi_group(card, hands[seat], tables[seat]) is not None:
                reasons.append(QIONGCHI(seat=seat, card=card))
            else:
                reasons.append(NO_FIT(seat=seat, card=card))
            continue
        where, group = found
        rule = CHI_TABLE if where == "table" else CHI
        return Claim(seat, "chi", (*reasons, rule(seat=seat, card=card, group=list(group))))
    return Claim(None, "none", (*reasons, NOBODY(card=card)))
