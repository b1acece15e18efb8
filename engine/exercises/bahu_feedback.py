"""Why a 八胡 answer is right or wrong, in the engine's own reasons.

Whole-hand questions (yuan, can_hu, hutou, chengpai) reuse the analysis's reasons (its partial groups
name what each stray card lacks); a wait, a discard, a picked group or an arrangement gets reasons
about that card or those cards; claims and settlements give their own lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.bilingual import seat_name
from engine.core.reason import Text, declare
from engine.exercises.bahu_answers import bahu_discards
from engine.exercises.bahu_positions import claim_of, settlement_of, taken_cards
from engine.exercises.explainer_registry import explainer

WAY = {"join": Text("进组合", "joining a group"), "peng": Text("碰", "peng"), "gang": Text("杠（开招）", "gang (opening the zhao)")}

WINS = declare("exercise.bahu.wait", "s000.p048 s000.p055 s000.p056", "{card}能成：{way}，得 {hutou} 胡头。",
               "Winning by {way}, for {hutou} hutou: {card}.")
MISSED = declare("exercise.bahu.wait_missed", "s000.p048 s001.p071", "漏了{card}：也能成（{way}，{hutou} 胡头）。",
                 "Left out, and winning too (by {way}, {hutou} hutou): {card}.")
EXTRA_NOT_YUAN = declare("exercise.bahu.wait_not_yuan", "s000.p054 s001.p042", "来了{card}牌还是不圆。",
                         "With {card} the hand is still not yuan.")
EXTRA_SHORT = declare("exercise.bahu.wait_short", "s000.p053 s001.p019",
                      "来了{card}牌是圆的，但只有 {hutou} 胡头，不满八胡。",
                      "With {card} the hand is yuan but has only {hutou} hutou; 8 are needed.")
EXTRA_GONE = declare("exercise.bahu.wait_gone", "s000.p002", "四张{card}都已经看得见了，不会再来第五张。",
                     "All four {card} are in sight already: no fifth can come.")
NO_JIANG = declare("exercise.bahu.keep_jiang", "s000.p011 s001.p065", "{card}是将牌，将牌不能发。",
                   "{card} is a jiang, and a jiang may not be discarded.")
NO_ZHAO = declare("exercise.bahu.keep_zhao", "s001.p065", "三张{card}是起手的招儿，招儿不能发。",
                  "The three {card} are a dealt zhao'r, and a zhao'r may not be discarded.")
NO_BOMB = declare("exercise.bahu.keep_bomb", "s000.p029 s001.p041", "四张{card}是爆炸，摊在桌上，不能发。",
                  "The four {card} are a bomb, laid out on the table; they may not be discarded.")
NO_TAKEN = declare("exercise.bahu.keep_taken", "s000.p081 s001.p065 s001.p058",
                   "{card}吃过了：吃过的牌不能再发，发了就是穷吃勾挂。",
                   "{card} was taken by chi: a card taken may never be discarded; doing so is qiongchi gougua.")
MAY_DISCARD = declare("exercise.bahu.may_discard", "s000.p011 s001.p065", "{card}是素牌，可以发。",
                      "{card} is a plain card and may be discarded.")
DISCARD_NOT_YUAN = declare("exercise.bahu.discard_not_yuan", "s000.p054", "发掉{card}以后牌不圆。",
                           "After discarding {card} the hand is not yuan.")
DISCARD_WORSE = declare("exercise.bahu.discard_worse", "s000.p054 s001.p067",
                        "发掉{card}牌是圆的，有 {hutou} 胡头；发掉{best}有 {most} 胡头。",
                        "Discarding {card} leaves the hand yuan with {hutou} hutou; discarding {best} leaves {most}.")
DISCARD_BEST = declare("exercise.bahu.discard_best", "s000.p054 s001.p067",
                       "发掉{card}牌是圆的，有 {hutou} 胡头，没有更好的发法。",
                       "Discarding {card} leaves the hand yuan with {hutou} hutou; no discard leaves more.")
IS_JIANG = declare("exercise.bahu.is_jiang", "s000.p011 s001.p023", "{cards}是将牌。", "{cards}: jiang.")
IS_SU = declare("exercise.bahu.is_su", "s000.p013 s001.p025", "{cards}是素牌。", "{cards}: plain cards (su).")
RANK_IS = declare("exercise.bahu.rank", "s001.p011", "{cards}的数字是{rank}。", "{cards}: number {rank}.")
SUIT_IS = declare("exercise.bahu.suit", "s001.p007 s001.p012", "{cards}是{suit}。", "{cards}: {suit}.")
LEFT_OUT = declare("exercise.bahu.left_out", "s000.p054", "漏选了：{cards}。", "Left out: {cards}.")
NOT_THESE = declare("exercise.bahu.not_these", "s000.p054", "不该选：{cards}。", "Not these: {cards}.")
NO_GROUP = declare("exercise.bahu.no_group", "s000.p054 s001.p042", "{cards}不在任何组合里：每张素牌都要进组合。",
                   "{cards} in no group: every plain card must be in one.")
LOOSE_JIANG = declare("exercise.bahu.loose_jiang", "s000.p015 s001.p043", "{cards}是将牌，可以不成组合。",
                      "{cards}: jiang, which need no group.")
SUITS = {"m": Text("万", "wan"), "s": Text("条", "tiao"), "p": Text("饼", "bing")}


def _hand(position: dict[str, Any]):
    from engine.bahu.analysis import parse_melds
    from engine.cards import parse_cards

    return parse_cards(position.get("hand", "")), parse_melds(position.get("melds", []))


def _analysis(rules: str, position: dict[str, Any], **kw: Any):
    from engine.bahu.analysis import analyze

    hand, melds = _hand(position)
    return analyze(hand, melds, rules, **kw)


@explainer("bahu", "yuan")
@explainer("bahu", "can_hu")
@explainer("bahu", "hutou")
def whole_hand(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    return list(_analysis(rules, position, with_waits=False).reasons)


@explainer("bahu", "chengpai")
def chengpai(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    return list(_analysis(rules, position).reasons)


def arrival(rules: str, position: dict[str, Any], code: str) -> tuple[int | None, str]:
    """The 胡头 after ``code`` arrives (None when not 圆) and the best way it is taken, as ``waits`` judges it."""
    from engine.bahu.analysis import _position, _total
    from engine.bahu.groups import Meld
    from engine.bahu.rules import RuleSet
    from engine.bahu.solver import best_hutou
    from engine.cards import Card, counts_of

    rs = RuleSet.named(rules)
    hand, melds = _hand(position)
    card = Card.parse(code)
    dealt = counts_of(hand)
    best: tuple[int | None, str] = (None, "join")
    if dealt[card.index] < 3:
        pos = _position(hand, melds, rs)
        counts = list(pos.counts)
        counts[card.index] += 1
        value = best_hutou(counts, pos.ctx)
        if value is not None:
            best = (min(rs.hutou_cap, value + sum(g.hutou for g, _ in pos.base)), "join")
    if dealt[card.index] in (2, 3):
        way, take = ("peng", 2) if dealt[card.index] == 2 else ("gang", 3)
        rest = list(hand)
        for _ in range(take):
            rest.remove(card)
        total = _total(_position(rest, [*melds, Meld(way, (card,) * (take + 1))], rs), rs)
        if total is not None and (best[0] is None or total > best[0]):
            best = (total, way)
    return best


@explainer("bahu", "waits")
def waits(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    from engine.cards import Card, counts_of

    hand, melds = _hand(position)
    held = counts_of(list(hand) + [c for m in melds for c in m.cards])
    want, got = list(answers[0]), set(given)
    out: list[Any] = []
    lines: dict[tuple[bool, str, int | None], list] = {}  # cards taken the same way for the same 胡头 share a line
    for code in want:
        hutou, way = arrival(rules, position, code)
        lines.setdefault((code in got, way, hutou), []).append(Card.parse(code))
    for (chosen, way, hutou), cards in sorted(lines.items(), key=lambda kv: (not kv[0][0], kv[1][0].index)):
        out.append((WINS if chosen else MISSED)(card=cards, way=WAY[way], hutou=hutou))
    for code in sorted(got - set(want), key=lambda c: Card.parse(c).index):
        card = Card.parse(code)
        if held[card.index] >= 4:
            out.append(EXTRA_GONE(card=card))
            continue
        hutou, _ = arrival(rules, position, code)
        out.append(EXTRA_NOT_YUAN(card=card) if hutou is None else EXTRA_SHORT(card=card, hutou=hutou))
    return out


def keep_reason(rules: str, cards, card, taken=()) -> Any:
    """Why ``card`` may not be discarded from ``cards`` (or that it may)."""
    from engine.bahu.groups import JIANG
    from engine.bahu.rules import RuleSet

    n = sum(1 for c in cards if c.index == card.index)
    if card.index in JIANG:
        return NO_JIANG(card=card)
    if any(t.index == card.index for t in taken):
        return NO_TAKEN(card=card)
    if n == 4:
        return NO_BOMB(card=card)
    if n == 3 and not RuleSet.named(rules).zhao_may_split:
        return NO_ZHAO(card=card)
    return MAY_DISCARD(card=card)


@explainer("bahu", "discard")
def discard(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    from engine.bahu.analysis import analyze
    from engine.cards import Card, format_cards

    hand, melds = _hand(position)
    card = Card.parse(given) if isinstance(given, str) else None
    if card is None or card not in hand:
        return [NOT_THESE(cards=[given])]
    values = bahu_discards(rules, position)
    if card.code not in values:
        return [keep_reason(rules, hand, card)]
    rest = list(hand)
    rest.remove(card)
    after = analyze(format_cards(rest), melds, rules, with_waits=False)
    value = values[card.code]
    if value is None:
        return [DISCARD_NOT_YUAN(card=card), *(r for r in after.reasons if r.rule == "bahu.partial")]
    most = max(v for v in values.values() if v is not None)
    if value < most:
        best = [Card.parse(c) for c, v in values.items() if v == most]
        return [DISCARD_WORSE(card=card, hutou=value, best=best, most=most)]
    return [DISCARD_BEST(card=card, hutou=most), *(r for r in after.reasons if r.rule.startswith("bahu.hutou."))]


def _codes(cards) -> list:
    from engine.cards import Card

    return sorted((Card.parse(c) for c in cards), key=lambda c: c.index)


def _group_reason(rules: str, hand, group) -> Any:
    """The group's verdict, or why a locked triplet or four cannot lend cards to it."""
    from engine.bahu.arrange import locked_kinds
    from engine.bahu.group_check import classify, split_reason
    from engine.bahu.rules import RuleSet
    from engine.cards import counts_of

    rs = RuleSet.named(rules)
    locked = locked_kinds(counts_of(hand), rs)
    for c in group:
        n = locked.get(c.index)
        if n and (sum(1 for x in group if x.index == c.index) != n or len({x.index for x in group}) > 1):
            return split_reason(c, n)
    return classify(group, rs.nine_tiao_baozi).reason


@explainer("bahu", "group")
def group(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    hand, _ = _hand(position)
    return [_group_reason(rules, hand, _codes(given))]


def _pick_reasons(pick: str, cards) -> list[Any]:
    from engine.bahu.groups import JIANG

    if not cards:
        return []
    if pick in ("jiang", "su"):
        jiang = [c for c in cards if c.index in JIANG]
        su = [c for c in cards if c.index not in JIANG]
        return ([IS_JIANG(cards=jiang)] if jiang else []) + ([IS_SU(cards=su)] if su else [])
    if pick.startswith("rank:"):
        by_rank: dict[int, list] = {}
        for c in cards:
            by_rank.setdefault(c.rank, []).append(c)
        return [RANK_IS(cards=cs, rank=r) for r, cs in sorted(by_rank.items()) if r]
    by_suit: dict[str, list] = {}
    for c in cards:
        by_suit.setdefault(c.suit, []).append(c)
    return [SUIT_IS(cards=cs, suit=SUITS.get(s, Text(cs[0].zh, cs[0].en))) for s, cs in by_suit.items()]


@explainer("bahu", "pick")
def pick(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    from collections import Counter

    hand, _ = _hand(position)
    criterion = position.get("pick", "")
    want, got = Counter(answers[0]), Counter(given)
    missed, extra = _codes((want - got).elements()), _codes((got - want).elements())
    if criterion == "keep":
        taken = taken_cards(position)
        shown = _codes(want.elements()) if correct else missed + extra
        seen, out = set(), []
        for c in shown:
            if c.index not in seen:
                seen.add(c.index)
                out.append(keep_reason(rules, hand, c, taken))
        return ([LEFT_OUT(cards=missed)] if missed else []) + ([NOT_THESE(cards=extra)] if extra else []) + out
    if correct:
        return _pick_reasons(criterion, _codes(want.elements()))
    out = []
    if missed:
        out += [LEFT_OUT(cards=missed), *_pick_reasons(criterion, missed)]
    if extra:
        out += [NOT_THESE(cards=extra), *_pick_reasons(criterion, extra)]
    return out


@explainer("bahu", "arrange")
def arrange(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    from collections import Counter

    from engine.bahu.groups import JIANG

    hand, _ = _hand(position)
    groups = [_codes(g) for g in given]
    out = [_group_reason(rules, hand, g) for g in groups]
    used = Counter(c for g in groups for c in g)
    left = list((Counter(hand) - used).elements())
    plain = sorted((c for c in left if c.index not in JIANG), key=lambda c: c.index)
    jiang = sorted((c for c in left if c.index in JIANG), key=lambda c: c.index)
    if plain:
        out.append(NO_GROUP(cards=plain))
    if jiang:
        out.append(LOOSE_JIANG(cards=jiang))
    too_many = list((used - Counter(hand)).elements())
    if too_many:
        out.append(NOT_THESE(cards=sorted(too_many, key=lambda c: c.index)))
    return out


@explainer("bahu", "claim")
def claim(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    from engine.exercises import bahu_table

    if bahu_table.is_table_claim(position):
        return bahu_table.claim_reasons(rules, position, given)
    return list(claim_of(rules, position).reasons)


@explainer("bahu", "zhuang")
@explainer("bahu", "net")
def settlement(rules: str, position: dict[str, Any], given: Any, answers: Sequence[Any], correct: bool) -> list[Any]:
    lines = [getattr(line, "reason", line) for line in settlement_of(rules, position).lines]  # verdict lines
    seat = position.get("seat")
    if isinstance(seat, int) and not isinstance(seat, bool) and "players" in position:
        mine = [r for r in lines if r.en.startswith(f"{seat_name(seat)}:")]
        return mine or lines
    return lines
