"""The special hands and doublings of 笃子胡, each tried on one reading: it applies, or a reason says
why not (the rule set lacks it, or the hand misses a condition, named).

Every check returns ``None`` when the rule applies and a :class:`~engine.core.reason.Reason` when it
does not, so one function decides both the score and the refusal shown for it.

>>> from engine.duzihu.rules import RuleSet
>>> from engine.duzihu.hand import Hand
>>> hand = Hand.parse("999m 234m 678s 123p 456p 55p", jiang=["4s"], melds=["peng:6m", "peng:7p"], win="5p")
>>> why_not_haidi(RuleSet.named("danjiang+rugao"), hand).en
'haidi laoyue (海底捞月) not counted: the winning card was not the last of the wall'
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.cards import Card
from engine.core.reason import Reason, Rule, Text
from engine.duzihu import reasons as R
from engine.duzihu.hand import Hand
from engine.duzihu.melds import Group, Kind
from engine.duzihu.rules import RuleSet

if TYPE_CHECKING:
    from engine.duzihu.score import Reading, _Ctx


@dataclass(frozen=True)
class Doubling:
    """A doubling that applies; its hu (what it adds to the running total) is known only in order."""

    rule: Rule
    factor: int
    source: str


def off(enabled: bool, rule_id: str, rules: RuleSet) -> Reason | None:
    """The refusal for a rule the rule set does not have, or None when it has it."""
    return None if enabled else _off(rule_id, rules.title())


@functools.lru_cache(maxsize=256)
def _off(rule_id: str, rules_name: Text) -> Reason:  # a reason is immutable: one per rule and rule set
    return R.OFF[rule_id](rules=rules_name)


def first_refusal(*checks: Reason | None) -> Reason | None:
    return next((c for c in checks if c is not None), None)


# --------------------------------------------------------------------------- checks

def why_not_shisanhu(ctx: _Ctx, reading: Reading) -> Reason | None:
    """十三胡: one 碰 of a card not 将, the hand like a 清胡 and no 把子 (s002.p025)."""
    found = off(ctx.rules.shisanhu, "duzihu.shisanhu", ctx.rules)
    if found:
        return found
    melds = [g for g in reading.groups if g.meld]
    if len(melds) != 1 or melds[0].kind is not Kind.PENG:
        return R.SHISANHU_MELDS(melds=[R.group_text(g) for g in melds] or [R.NO_MELDS])
    if ctx.jm.is_jiang(melds[0].card):
        return R.SHISANHU_JIANG(card=melds[0].card)
    three = _three_in_hand(ctx.hand)  # a 坎 in hand, or a 把子 some reading keeps together
    if three is not None:
        return R.SHISANHU_ALIKE(card=three)
    return None


def why_not_yihe_touer(ctx: _Ctx, reading: Reading, shisanhu: bool) -> Reason | None:
    """一和头儿: besides 碰 of ordinary cards (1 胡) no three alike anywhere (s002.p043)."""
    found = off(ctx.rules.yihe_touer, "duzihu.yihe_touer", ctx.rules)
    if found:
        return found
    if shisanhu:
        return R.YIHE_SHISANHU()
    alike = [g for g in reading.groups if g.kind.alike]
    if not alike:
        return R.YIHE_NO_PENG()
    for g in alike:
        if g.kind is not Kind.PENG or ctx.jm.is_jiang(g.card):
            return R.YIHE_ALIKE(kind=g.kind.text, card=g.card)
    three = _three_in_hand(ctx.hand)
    return R.YIHE_IN_HAND(card=three) if three is not None else None


def why_not_menzigun(ctx: _Ctx, piao: bool) -> Reason | None:
    """闷子棍: a 飘胡 with nothing taken from another player (s002.p044 全部在手的飄和)."""
    found = off(ctx.rules.menzigun, "duzihu.menzigun", ctx.rules)
    if found:
        return found
    if not piao:
        return R.MENZIGUN_NOT_PIAO()
    taken = next((g for g in sorted(ctx.hand.melds, key=Group.sort_key) if g.kind in (Kind.PENG, Kind.GANG)), None)
    return R.MENZIGUN_MELD(meld=R.group_text(taken)) if taken else None


def why_not_huimian(ctx: _Ctx, reading: Reading) -> Reason | None:
    """会面: every 老将 three or four alike, or all but one and that one the pair won by 独钓 (s002.p027)."""
    found = off(ctx.rules.huimian, "duzihu.huimian", ctx.rules)
    if found:
        return found
    lao = ctx.rules.laojiang
    alike = {g.card for g in reading.groups if g.kind.alike and g.card in lao}
    missing = [c for c in lao if c not in alike]
    if not missing:
        return None
    w = reading.win_group
    if len(missing) == 1 and w.kind is Kind.PAIR and w.card is missing[0] and ctx.single_wait:
        return None
    return R.HUIMIAN_MISSING(cards=missing)


def why_not_haidi(rules: RuleSet, hand: Hand) -> Reason | None:
    """海底捞月: self-drawn on the wall's last card (s002.p026, 如皋)."""
    found = off(rules.haidi, "duzihu.haidi", rules)
    if found:
        return found
    if not hand.last_card:
        return R.HAIDI_NOT_LAST()
    return None if hand.self_drawn else R.HAIDI_DISCARD()


def why_not_tiancheng(rules: RuleSet, hand: Hand) -> Reason | None:
    return off(rules.tiancheng, "duzihu.tiancheng", rules) or (None if hand.tiancheng else R.TIANCHENG_NO())


def why_not_qiong_hen(rules: RuleSet, hand: Hand) -> Reason | None:
    """穷狠: 喜 in play and none drawn (s002.p050)."""
    found = off(rules.qiong_hen, "duzihu.qiong_hen", rules)
    if found:
        return found
    if not hand.xi_in_play:
        return R.QIONG_NOT_PLAYED()
    return R.QIONG_DRAWN(n=hand.xi) if hand.xi else None


def why_not_sanlao(ctx: _Ctx, reading: Reading) -> Reason | None:
    """三老会齐: the three 老将 each three or four alike (s002.p042)."""
    found = off(ctx.rules.sanlao_huiqi, "duzihu.sanlao_huiqi", ctx.rules)
    if found:
        return found
    alike = {g.card for g in reading.groups if g.kind.alike and g.card in ctx.rules.laojiang}
    missing = [c for c in ctx.rules.laojiang if c not in alike]
    return R.SANLAO_MISSING(cards=missing) if missing else None


# --------------------------------------------------------------------------- the doublings in order

def doublings(ctx: _Ctx, reading: Reading, piao: bool, huimian: Reason | None,
              chuhan: bool) -> tuple[list[Doubling], list[Reason]]:
    """The doublings that apply, in the order they multiply, and the refusals of the others."""
    r, hand = ctx.rules, ctx.hand
    out: list[Doubling] = []
    refused: list[Reason] = []

    def consider(why: Reason | None, doubling: Doubling) -> None:
        if why is None:
            out.append(doubling)
        else:
            refused.append(why)

    shisanhu = why_not_shisanhu(ctx, reading)
    consider(shisanhu, Doubling(R.SHISANHU, 2, "s002.p025"))
    if piao:
        out.append(Doubling(R.PIAO_DOUBLE, 2, r.cite("piao")))
    consider(why_not_menzigun(ctx, piao), Doubling(R.MENZIGUN, 2, "s002.p044"))
    consider(why_not_yihe_touer(ctx, reading, shisanhu is None), Doubling(R.YIHE, 2, "s002.p043"))
    if huimian is not None:
        refused.append(huimian)
    elif chuhan:
        out.append(Doubling(R.HUIMIAN_CHUHAN, 4, "s002.p028"))
    else:
        out.append(Doubling(R.HUIMIAN, 2, "s002.p027"))
        refused.append(R.CHUHAN_NOT_TURNED())
    consider(ctx.haidi, Doubling(R.HAIDI, 2, "s002.p026"))
    consider(ctx.tiancheng, Doubling(R.TIANCHENG, 2, "s002.p045"))
    qiong = ctx.qiong_hen
    if qiong is not None:
        refused.append(qiong)
    elif any(j.code == "X" for j in hand.jiang):  # 穷穷狠: 翻4番 read as ×4, like s002.p029 翻兩番
        out.append(Doubling(R.QIONG_QIONG_HEN, 4, "s002.p050 s002.p029"))
    else:
        out.append(Doubling(R.QIONG_HEN, 2, "s002.p050 s002.p029"))
    return out, refused


# --------------------------------------------------------------------------- helpers

def _three_in_hand(hand: Hand) -> Card | None:
    """A card held three or more times in hand (a 坎, or a 把子 read into runs)."""
    from engine.cards import ALL_CARDS

    return next((ALL_CARDS[i] for i, n in enumerate(hand.concealed) if n >= 3), None)


def _meld_text(g: Group) -> str:
    return f"{g.kind.value}:{g.card.code}"


def meld_texts(groups: Sequence[Group]) -> list[str]:
    return [_meld_text(g) for g in groups]
