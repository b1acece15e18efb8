"""Who has the first right to a card that comes up in play, read from one moment of a hand.

Table play (:mod:`engine.bahu.state`) offers a card that comes up in a fixed order; a lesson asks
about that order without a whole deal behind it. This module follows the same rules and uses the
same definitions: the 听张 of :mod:`engine.bahu.waits`, the shapes of 吃 of :mod:`engine.bahu.moves`,
the play options of the rule set (:class:`engine.bahu.rules.RuleSet`, docs/rules/bahu-play.md):

1. 胡 by any seat, in turn order (s000.p085 谁先胡就可以一个人胡下来);
2. 碰 / 杠 by a seat holding two / three of it (s000.p038 先准碰和杠，后准吃和涨; s001.p056 碰为大);
3. 吃: the discarder's 下家 for a discard, the flipper and then his 下家 for a flip (s001.p056
   谁翻的谁先吃，不吃推给下家); never a 将 (s000.p034);
4. a flipped 将 nobody took stands in front of the flipper (涨将, s000.p034 s001.p056).

A seat that let the same card pass before may not take it by 吃 (迷张, s000.p046 s001.p061), nor by
碰 where the rule set says so (s001.p063); where 穷吃勾挂 is the 吃 itself (``qiongchi_at_chi``), a seat
holding the card already may not take it into a run (s001.p058). ``docs/rules/bahu-claims.md`` gives
the quotes.

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

from engine.bahu.groups import JIANG, Meld
from engine.bahu.rules import RuleSet
from engine.cards import Card, counts_of
from engine.core.errors import InputError
from engine.core.reason import Reason, declare

SEATS = 4
WAYS = ("hu", "peng", "gang", "chi", "zhang", "none")

HU_FIRST = declare("bahu.claim.hu", "s000.p055 s000.p085", "{seat:seat}来了{card}就能胡：谁先胡，谁一个人胡下来。",
                   "{seat:seat} wins on {card}: whoever can win first wins alone.")
PENG_FIRST = declare("bahu.claim.peng", "s000.p038 s001.p056",
                     "{seat:seat}手里有一对{card}：碰为大，先于吃。",
                     "{seat:seat} holds a pair of {card}: peng comes before chi.")
GANG_FIRST = declare("bahu.claim.gang", "s000.p038 s001.p063",
                     "{seat:seat}手里有三张{card}：开招（杠），先于吃。",
                     "{seat:seat} holds three {card}: opening the zhao (gang) comes before chi.")
STANDS = declare("bahu.claim.zhang", "s000.p034 s001.p056",
                 "没人碰{card}：将牌别人不能吃，翻牌的{seat:seat}把它站在自己台面上（涨将）。",
                 "Nobody pengs {card}: nobody may chi a jiang, so {seat:seat}, who turned it up, stands it "
                 "on their own table (zhangjiang).")
CHI = declare("bahu.claim.chi", "s000.p033 s001.p056", "没人碰：{seat:seat}可以吃进{card}，成{group}。",
              "Nobody pengs: {seat:seat} may chi {card} to make {group}.")
CHI_TABLE = declare("bahu.claim.chi_table", "s000.p044 s001.p060",
                    "没人碰：{seat:seat}可以把{card}吃到台面的组合上，成{group}。",
                    "Nobody pengs: {seat:seat} may chi {card} onto a group on their table, making {group}.")
STALE = declare("bahu.claim.stale", "s000.p046 s001.p061", "{seat:seat}前面放过这张{card}：是迷张，不能再吃。",
                "{seat:seat} let this {card} pass before: it is a stale card (mizhang) and may not be taken by chi.")
STALE_PENG = declare("bahu.claim.stale_peng", "s001.p063", "{seat:seat}前面没碰这张{card}：霉张也不能碰。",
                     "{seat:seat} did not peng this {card} before: a stale card may not be punged either.")
NO_FIT = declare("bahu.claim.no_fit", "s000.p033 s001.p056", "{seat:seat}没有{card}能进的组合。",
                 "{seat:seat} has no group that {card} fits.")
QIONGCHI = declare("bahu.claim.qiongchi", "s001.p058", "{seat:seat}手里已有一张{card}：再把它吃进组成顺子是穷吃勾挂，不能吃。",
                   "{seat:seat} already holds a {card}: taking another into a run is qiongchi gougua, so it may "
                   "not be taken by chi.")
NOBODY = declare("bahu.claim.nobody", "s000.p033 s001.p056", "没人能要{card}。", "Nobody may take {card}.")
NO_JIANG_DISCARD = declare("bahu.claim.jiang_discard", "s000.p011 s001.p065", "将牌不能发。",
                           "A jiang may not be discarded.")


@dataclass(frozen=True)
class Claim:
    seat: int | None  # None: nobody takes it
    way: str  # hu, peng, gang, chi, zhang, none
    reasons: tuple[Reason, ...]


def chi_meld(card: Card, hand: Sequence[Card], table: Sequence[Meld],
             rules: RuleSet | None = None) -> tuple[Meld, bool] | None:
    """The group ``card`` is taken into by 吃 (the table play's shapes), and whether it grows a table group;
    with ``rules`` that make 穷吃勾挂 the 吃 itself (``qiongchi_at_chi``), never a run the hand holds the
    card for already (s001.p058)."""
    from engine.bahu.moves import chi_options, takes_held_into_run

    counts = counts_of(hand)
    options = chi_options(counts, tuple(table), card.index, rules.nine_tiao_baozi if rules is not None else True)
    if rules is not None and rules.qiongchi_at_chi:
        options = [o for o in options if not takes_held_into_run(counts[card.index], o[1])]
    if not options:
        return None
    options.sort(key=lambda o: (o[2] is not None, len(o[0])))  # a new group of three first, then the rest
    _with, meld, old = options[0]
    return meld, old is not None


def _wins(card: Card, hand: Sequence[Card], table: Sequence[Meld], rules: RuleSet) -> bool:
    from engine.bahu.waits import waits

    return any(w.card is card for w in waits(list(hand), list(table), rules))


def first_claim(card: Card, how: str, source: int, hands: Sequence[Sequence[Card]],
                tables: Sequence[Sequence[Meld]] = (), stale: Iterable[int] = (),
                rules: str | RuleSet = "haimen") -> Claim:
    """Who may take ``card`` first: turned up (``how="flip"``) or discarded (``"discard"``) by seat ``source``."""
    rs = rules if isinstance(rules, RuleSet) else RuleSet.named(rules)
    if how not in ("flip", "discard"):
        raise InputError(f"how must be 'flip' or 'discard', not {how!r}", "how")
    if len(hands) != SEATS or not 0 <= source < SEATS:
        raise InputError("a claim needs four hands and a seat 0–3 that turned up or discarded the card", "from")
    tables = [list(t) for t in tables] + [[] for _ in range(SEATS - len(tables))]
    stale = set(stale)
    k = card.index
    if how == "discard" and k in JIANG:
        raise InputError(NO_JIANG_DISCARD().en, card.code)
    around = [(source + i) % SEATS for i in range(SEATS)]
    if how == "discard":  # from the 下家 round to the discarder
        around = around[1:] + ([source] if rs.hu_on_own_discard else [])
    for seat in around:
        if _wins(card, hands[seat], tables[seat], rs):
            return Claim(seat, "hu", (HU_FIRST(seat=seat, card=card),))
    reasons: list[Reason] = []
    for seat in around:
        if seat == source and (how == "discard" or not rs.flipper_may_peng):
            continue
        held = sum(1 for c in hands[seat] if c.index == k)
        if held >= 2:
            if seat in stale and rs.stale_peng:
                reasons.append(STALE_PENG(seat=seat, card=card))
                continue
            way, rule = ("gang", GANG_FIRST) if held == 3 else ("peng", PENG_FIRST)
            return Claim(seat, way, (*reasons, rule(seat=seat, card=card)))
    if k in JIANG:
        if how == "flip":
            return Claim(source, "zhang", (*reasons, STANDS(seat=source, card=card)))
        return Claim(None, "none", (*reasons, NOBODY(card=card)))
    takers = [(source + 1) % SEATS] if how == "discard" else [source] + ([(source + 1) % SEATS] if rs.pushed_card_chi else [])
    for seat in takers:
        if seat in stale:
            reasons.append(STALE(seat=seat, card=card))
            continue
        found = chi_meld(card, hands[seat], tables[seat], rs)
        if found is None:
            held = rs.qiongchi_at_chi and chi_meld(  # only a run it holds the card for
                card, hands[seat], tables[seat], rs.with_options(qiongchi_at_chi=False)) is not None
            reasons.append((QIONGCHI if held else NO_FIT)(seat=seat, card=card))
            continue
        meld, onto_table = found
        rule = CHI_TABLE if onto_table else CHI
        return Claim(seat, "chi", (*reasons, rule(seat=seat, card=card, group=list(meld.cards))))
    return Claim(None, "none", (*reasons, NOBODY(card=card)))
