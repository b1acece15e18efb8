"""The additions of a hand's formula (成胡, 清/飘 bonus, 底胡, 喜, 文钱, 自摸, the winning card) and the
doublings applied in turn, each with the refusal shown when it does not apply; and why a reading is
not each of the other two hand types.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.cards import Card
from engine.core.reason import Reason, Rule
from engine.duzihu import reasons as R
from engine.duzihu import specials as S
from engine.duzihu.hand import XI_IN_DECK
from engine.duzihu.items import HandType, Item, Reading
from engine.duzihu.melds import Group, Kind
from engine.duzihu.rules import RuleSet

if TYPE_CHECKING:
    from engine.duzihu.score import _Ctx


def type_refusals(rules: RuleSet, groups: tuple[Group, ...], kind: HandType) -> list[Reason]:
    """Why the reading is not each of the other two hand types (s002.p012, s003.p005)."""
    run = next((g for g in groups if g.kind is Kind.RUN and not g.is_wenqian), None)
    alike = next((g for g in groups if g.kind.alike), None)
    out = []
    if kind is not HandType.PIAO and run is not None:
        out.append(R.NOT_PIAO.at(rules.cite("piao"), run=R.group_text(run)))
    if kind is not HandType.QING and alike is not None:
        out.append(R.NOT_QING.at(rules.cite("qing"), kind=alike.kind.text, card=alike.card))
    if kind is HandType.PIAO:
        out.append(R.NOT_TA_NO_RUN.at(rules.cite("ta")))
    elif kind is HandType.QING:
        out.append(R.NOT_TA_NO_ALIKE.at(rules.cite("ta")))
    return out


def _add(rule: Rule, source: str, hu: int, cards: tuple[Card, ...] = (), **params: Any) -> Item:
    return Item(rule.at(source, hu=hu, **params), hu, cards=cards)


def additions(ctx: _Ctx, reading: Reading, kind: HandType, dihu: int,
               role: str | None) -> tuple[list[Item], list[Reason]]:
    r, hand = ctx.rules, ctx.hand
    items: list[Item] = []
    refused: list[Reason] = []
    if kind is not HandType.QING or r.qing_adds_chenghu:
        items.append(_add(R.CHENGHU, r.cite("chenghu"), r.chenghu))
    else:
        refused.append(R.CHENGHU_QING.at(r.cite("qing")))
    if kind is HandType.QING:
        items.append(_add(R.QING, r.cite("qing"), r.qing_bonus))
    if kind is HandType.PIAO:
        if r.piao_bonus:
            items.append(_add(R.PIAO, r.cite("piao"), r.piao_bonus))
        else:
            refused.append(R.PIAO_NONE.at(r.cite("piao"), rules=r.title()))
    if dihu:
        items.append(_add(R.DIHU, r.cite("dihu"), dihu))
    else:
        refused.append(R.DIHU_NONE.at(r.cite("dihu")))
    _xi(ctx, items, refused)
    _wenqian(ctx, reading, items, refused)
    if hand.self_drawn:
        items.append(_add(R.SELF_DRAWN, r.cite("self_drawn"), r.qing_self_drawn if kind is HandType.QING
                          else r.self_drawn))
    else:
        refused.append(R.SELF_DRAWN_NO.at(r.cite("self_drawn")))
    _win_card(ctx, reading, role, items, refused)
    return items, refused


def xi_hu(rules: RuleSet, count: int, dealt: bool, xi_turned: bool) -> int:
    """胡数 for the 喜 drawn (s002.p048, s002.p049, s002.p019 如皋, s003.p027).

    >>> from engine.duzihu.rules import RuleSet
    >>> xi_hu(RuleSet.named("danjiang"), 5, True, False), xi_hu(RuleSet.named("danjiang"), 1, False, True)
    (200, 20)
    """
    table = rules.xi_values_turned if xi_turned else rules.xi_values
    every_one = count == XI_IN_DECK - int(xi_turned)
    all_dealt = rules.xi_all_dealt[int(xi_turned)]
    if dealt and every_one and all_dealt:
        return all_dealt
    return table[min(count, len(table) - 1)]


def _xi(ctx: _Ctx, items: list[Item], refused: list[Reason]) -> None:
    hand, r = ctx.hand, ctx.rules
    if not hand.xi:
        refused.append(R.XI_NONE.at(r.cite("xi")) if hand.xi_in_play else R.XI_NOT_PLAYED.at(r.cite("xi_not_played")))
        return
    xi_turned = any(j.code == "X" for j in hand.jiang)
    items.append(_add(R.XI, r.cite("xi"), xi_hu(r, hand.xi, hand.xi_dealt, xi_turned), n=hand.xi))


def _wenqian(ctx: _Ctx, reading: Reading, items: list[Item], refused: list[Reason]) -> None:
    runs = [g for g in reading.groups if g.is_wenqian]
    source = ctx.rules.cite("wenqian")
    if not runs:
        refused.append(R.WENQIAN_NONE.at(source))
        return
    table = ctx.rules.wenqian
    n = len(runs)
    hu = table[min(n, len(table) - 1)]  # s002.p034 四文錢 … 遇到也不成: counted as three
    name = R.WENQIAN_NAMES[min(n, len(R.WENQIAN_NAMES)) - 1]
    items.append(_add(R.WENQIAN, source, hu, tuple(c for g in runs for c in g.cards), name=name, n=n))


def _win_card(ctx: _Ctx, reading: Reading, role: str | None, items: list[Item], refused: list[Reason]) -> None:
    """丫子 / 拖尾 / 弔头 (s002.p032, s003.p019); under 如皋 graded by the waits (s002.p037, s002.p038)."""
    r, win = ctx.rules, reading.win_group
    if role is None:
        refused.append(R.WIN_CARD_NONE.at(r.cite("yazi"), card=ctx.hand.win, group=R.group_text(win)))
        return
    if role == "diaotou" and not r.diaotou:
        refused.append(R.DIAOTOU_OFF.at(r.cite("yazi"), rules=r.title()))
        return
    if not r.hard_soft_waits:
        items.append(_add(R.WIN_ROLE[role], r.cite(role), r.win_card_bonus, win.cards))
        refused.append(R.OFF["duzihu.yazi_hard"](rules=r.title()))
        return
    drawn = ctx.hand.self_drawn
    others = [c for c in ctx.waits if c is not ctx.hand.win]
    if role == "diaotou":
        if ctx.single_wait:
            items.append(_add(R.DUDIAO, "s002.p038", 50 if drawn else 40, win.cards))
        else:
            items.append(_add(R.DIAOTOU, "s002.p032", r.win_card_bonus, win.cards))
            refused.append(R.NOT_DUDIAO(cards=others))
    elif ctx.single_wait:
        items.append(_add(R.YAZI_HARD, "s002.p037", 30 if drawn else 20, win.cards))
    else:
        items.append(_add(R.YAZI_SOFT, "s002.p037", 20 if drawn else 10, win.cards))
        refused.append(R.YAZI_NOT_HARD(cards=others))


def apply_doublings(adds: list[Item], doublings: list[S.Doubling]) -> tuple[Item, ...]:
    running = sum(i.hu for i in adds)
    out = list(adds)
    for d in doublings:
        added = running * (d.factor - 1)
        out.append(Item(d.rule.at(d.source, factor=d.factor, hu=added), added, d.factor))
        running *= d.factor
    return tuple(out)
