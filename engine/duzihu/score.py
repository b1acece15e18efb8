"""胡数 of a winning 笃子胡 hand: set values, 底胡, the hand type's formula, extras and doublings.

Every way to read the hand is scored and the best is kept (the player counts the reading that pays
most). Each item carries a declared rule (:mod:`engine.duzihu.reasons`) with its parameters and
source; :meth:`Score.verdict` gives the lines in the shape every game shares.

>>> from engine.duzihu.rules import RuleSet
>>> hand = Hand.parse("999m 234m 678s 123p 456p 55p", jiang=["4s"], melds=["peng:6m", "peng:7p"], win="5p")
>>> s = score(hand, RuleSet.named("danjiang"))
>>> s.valid, s.type.value, s.base, s.dihu, s.total
(True, 'ta', 13, 20, 70)
>>> [(i.name.zh, i.hu) for i in s.breakdown]
[('成胡', 20), ('底胡', 20), ('单文钱', 20), ('丫子', 10)]
>>> s.verdict().key(), s.breakdown[0].en
((True, 70), 'chenghu (winning hu): +20')
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.cards import ALL_CARDS, Card, format_cards
from engine.core.errors import InputError
from engine.core.reason import Reason, Text
from engine.core.verdict import Line, Verdict, merge_json
from engine.duzihu import additions as A
from engine.duzihu import reasons as R
from engine.duzihu import specials as S
from engine.duzihu import verdict as V
from engine.duzihu.additions import xi_hu  # noqa: F401 - part of this module's interface
from engine.duzihu.decompose import decompositions, waits
from engine.duzihu.hand import FEWEST_CARDS, MOST_CARDS, Hand
from engine.duzihu.items import HandType, Item, Reading
from engine.duzihu.jiang import JiangMap
from engine.duzihu.melds import Group, Kind
from engine.duzihu.rules import RuleSet

if TYPE_CHECKING:
    from engine.duzihu.position import Position


@dataclass(frozen=True)
class Score:
    rules: str
    valid: bool
    type: HandType | None = None
    base: int = 0
    dihu: int = 0
    total: int = 0
    breakdown: tuple[Item, ...] = ()
    base_items: tuple[Item, ...] = ()
    reading: Reading | None = None
    group_hu: tuple[int, ...] = ()
    win_role: str | None = None
    alternatives: int = 0
    readings: int = 0
    reasons: tuple[Reason, ...] = ()  # why the hand is not a win
    jiang: JiangMap | None = field(default=None, repr=False)
    lines: tuple[Line, ...] = field(default=(), repr=False)

    def verdict(self) -> Verdict:
        """The verdict lines: items applied with their hu and cards, rules tried and refused with why,
        notes (the jiang, the reading chosen), or the errors that make it no win."""
        totals = {"total": self.total, "base": self.base, "dihu": self.dihu,
                  "type": self.type.value if self.type else None}
        return Verdict("duzihu", self.rules, self.valid, totals, self.lines, rank=(self.valid, self.total))

    def key(self) -> tuple[Any, ...]:
        """Orders scores: a win beats no win, then the higher total."""
        return (self.valid, self.total)

    @property
    def explain(self) -> tuple[str, ...]:
        return tuple(self.verdict().explain)

    @property
    def explain_zh(self) -> tuple[str, ...]:
        return tuple(self.verdict().explain_zh)

    def to_json(self) -> dict[str, Any]:
        groups = self.reading.groups if self.reading else ()
        legacy = {
            "valid": self.valid,
            "rules": self.rules,
            "type": self.type.value if self.type else None,
            "type_zh": self.type.zh if self.type else None,
            "base": self.base,
            "dihu": self.dihu,
            "total": self.total,
            "breakdown": [i.to_json() for i in self.breakdown],
            "base_items": [i.to_json() for i in self.base_items],
            "groups": [_group_json(g, hu, self.reading is not None and i == self.reading.win_at)
                       for i, (g, hu) in enumerate(zip(groups, self.group_hu))],
            "win_role": self.win_role,
            "alternatives": self.alternatives,
            "readings": self.readings,
            "jiang": _jiang_json(self.jiang) if self.jiang else None,
            "reasons": [r.to_json() for r in self.reasons],
        }
        return merge_json(self.verdict(), legacy)


def _group_json(g: Group, hu: int, win: bool) -> dict[str, Any]:
    return {"kind": g.kind.value, "zh": g.kind.zh, "cards": format_cards(g.cards), "meld": g.meld, "hu": hu,
            "win": bool(win)}


def _jiang_json(jm: JiangMap) -> dict[str, Any]:
    return {"turned": [c.code for c in jm.turned], "case_zh": jm.case_zh, "case_en": jm.case_en,
            "tiers": {t: [c.code for c in cs] for t, cs in jm.by_tier().items()}, "source": jm.source}


@dataclass(frozen=True)
class _Ctx:
    """What every reading of one hand shares."""

    hand: Hand
    rules: RuleSet
    jm: JiangMap
    waits: tuple[Card, ...]  # what the hand waited on before the winning card (only where a rule asks)
    bazi: tuple[Group, ...]  # three or four alike that some reading of the hand keeps together
    # The doublings that depend on how the hand was won, not on the reading: checked once.
    haidi: Reason | None = None
    tiancheng: Reason | None = None
    qiong_hen: Reason | None = None
    set_items: dict[tuple[Group, bool], Item | None] = field(default_factory=dict)  # readings share their groups

    @property
    def single_wait(self) -> bool:
        return self.waits == (self.hand.win,)


def score(hand: Hand | Position, rules: RuleSet) -> Score:
    """Score ``hand`` (a :class:`Hand` or a :class:`~engine.duzihu.position.Position`) under ``rules``;
    a hand that is no win gives ``valid=False`` with the reasons."""
    if not isinstance(hand, Hand):
        hand = hand.to_hand()
    _check_turned(hand, rules)
    jm = JiangMap.of(rules, hand.jiang)
    why = _size_refusal(hand, rules)
    decomps = [] if why else list(decompositions(hand.concealed, hand.sets_needed, hand.pair_needed))
    if not decomps:
        return _invalid(hand, rules, jm, why or _shape_refusal(hand, rules))
    ctx = _Ctx(hand, rules, jm, _waits(hand, rules, jm), _bazi_candidates(decomps), S.why_not_haidi(rules, hand),
               S.why_not_tiancheng(rules, hand), S.why_not_qiong_hen(rules, hand))
    readings = [r for d in decomps for r in _readings(hand, d)]
    scored = [_score_reading(ctx, r) for r in readings]
    best = max(range(len(scored)), key=lambda i: (scored[i].total, scored[i].base, -i))
    return _result(ctx, scored[best], readings[best], len(decomps), scored)


def _size_refusal(hand: Hand, rules: RuleSet) -> Reason | None:
    """A hand no reading can make a win: more than seven sets on the table, too many or too few cards."""
    source = rules.cite("win")
    if hand.sets_needed < 0:
        return R.NOT_A_WIN_MELDS.at(source, melds=len(hand.melds))
    if hand.card_count > MOST_CARDS:
        return R.NOT_A_WIN_LONG.at(source, cards=hand.card_count, most=MOST_CARDS)
    if hand.card_count < FEWEST_CARDS:
        return R.NOT_A_WIN_SHORT.at(source, cards=hand.card_count)
    return None


def _shape_refusal(hand: Hand, rules: RuleSet) -> Reason:
    rule = R.NOT_A_WIN if hand.pair_needed else R.NOT_A_WIN_NO_PAIR
    return rule.at(rules.cite("win"), concealed=sum(hand.concealed), need=hand.sets_needed, cards=hand.card_count)


def _check_turned(hand: Hand, rules: RuleSet) -> None:
    if len(hand.jiang) != rules.turned:
        raise InputError(f"{rules.name} turns {rules.turned} jiang card(s); give --jiang {rules.turned} time(s), "
                         f"not {len(hand.jiang)}", "--jiang")


def _readings(hand: Hand, decomp: tuple[Group, ...]) -> Iterator[Reading]:
    """The decomposition with the winning card in each distinct group that holds it."""
    groups = tuple(sorted(hand.melds, key=Group.sort_key)) + decomp
    seen: set[tuple[Kind, Card]] = set()
    for i, g in enumerate(groups):
        if not g.meld and hand.win in g.cards and (g.kind, g.card) not in seen:
            seen.add((g.kind, g.card))
            yield Reading(groups, i)


def _bazi_candidates(decomps: list[tuple[Group, ...]]) -> tuple[Group, ...]:
    """把子 candidates: the 暗克/暗杠 of any reading, the biggest per card (s002.p033 既可以算在順子裡，
    也可以算在暗克或暗槓或沒有摞下的龍里 — both readings must be possible)."""
    best: dict[Card, Group] = {}
    for g in (g for d in decomps for g in d if g.kind.alike):
        if g.card not in best or g.size > best[g.card].size:
            best[g.card] = g
    return tuple(sorted(best.values(), key=Group.sort_key))


def _waits(hand: Hand, rules: RuleSet, jm: JiangMap) -> tuple[Card, ...]:
    """What the hand before the winning card waited on (for 硬丫子, 独钓 and 会面); () where no rule asks."""
    if not (rules.hard_soft_waits or rules.huimian):
        return ()
    before = list(hand.concealed)
    before[hand.win.index] -= 1
    held = hand.held()
    available = tuple(jm.remaining(c) - held[c.index] + (c is hand.win) for c in ALL_CARDS)
    return waits(tuple(before), hand.sets_needed, hand.pair_needed, available)


# ---------------------------------------------------------------- one reading


@dataclass(frozen=True)
class _Outcome:
    type: HandType
    base: int
    dihu: int
    total: int
    base_items: tuple[Item, ...]
    group_hu: tuple[int, ...]
    breakdown: tuple[Item, ...]
    win_role: str | None
    refused: tuple[Reason, ...]


def _score_reading(ctx: _Ctx, reading: Reading) -> _Outcome:
    kind = hand_type(reading.groups)
    huimian = S.why_not_huimian(ctx, reading)
    chuhan = huimian is None and any(t in ctx.rules.laojiang for t in ctx.hand.jiang)
    group_items = [_set_item(ctx, g, chuhan) for g in reading.groups]
    base_items = [i for i in group_items if i is not None and i.hu]
    refused = A.type_refusals(ctx.rules, reading.groups, kind)
    bazi, why = _bazi_items(ctx, kind)
    base_items += bazi
    refused += why
    sanlao = S.why_not_sanlao(ctx, reading)
    if sanlao is None:
        base_items.append(_sanlao_item(ctx, reading, group_items))
    else:
        refused.append(sanlao)
    base = sum(i.hu for i in base_items)
    dihu = round_up_to_ten(base)
    role = win_role(reading.win_group, ctx.hand.win)
    adds, why = A.additions(ctx, reading, kind, dihu, role)
    refused += why
    doublings, why = S.doublings(ctx, reading, kind is HandType.PIAO, huimian, chuhan)
    refused += why
    breakdown = A.apply_doublings(adds, doublings)
    group_hu = tuple(i.hu if i else 0 for i in group_items)
    return _Outcome(kind, base, dihu, sum(i.hu for i in breakdown), tuple(base_items), group_hu, breakdown, role,
                    tuple(refused))


def hand_type(groups: tuple[Group, ...]) -> HandType:
    """飘 has no run except 文钱, 清 has no three or four alike, 塌 mixes them.

    s002.p012 飄胡 … 可加上文錢; s002.p034 文錢 … 能在飄和清和塌和三種和中運用.
    """
    alike = any(g.kind.alike for g in groups)
    plain_runs = any(g.kind is Kind.RUN and not g.is_wenqian for g in groups)
    if not plain_runs and alike:
        return HandType.PIAO
    if not alike:
        return HandType.QING
    return HandType.TA


def round_up_to_ten(base: int) -> int:
    """底胡: the set values rounded up to a multiple of ten (s002.p021 超過10就算20); 10 stays 10.

    >>> [round_up_to_ten(n) for n in (0, 1, 10, 13, 20, 21)]
    [0, 10, 10, 20, 20, 30]
    """
    return -(-base // 10) * 10


def set_value(rules: RuleSet, jm: JiangMap, group: Group, tier: str | None = None) -> int:
    """胡数 of one group by its card's tier; a group of every copy left of a turned card is special.

    s002.p019 特殊點：翻老將，碰對應的老將算16，翻其他牌碰對應的那張算8胡，起手摸到其餘三張算64/32，
    後摸的算48/24 — i.e. such a 碰 scores the row's 暗克, a dealt 龙 the row's 龙, and the copies
    drawn in play the row's 暗杠. s003 follows the same pattern (p009, p011, p013, p015).
    """
    if group.kind is Kind.RUN:
        return 0
    row = rules.row(tier or jm.tier(group.card))
    if jm.is_turned_kind(group.card) and group.size == jm.remaining(group.card):
        return {Kind.PENG: row.anke, Kind.LONG: row.long}.get(group.kind, row.angang)
    if group.kind is Kind.PAIR:
        return 0
    return getattr(row, group.kind.value)


def _set_item(ctx: _Ctx, g: Group, chuhan: bool) -> Item | None:
    """The 胡数 of one group as an item, None for a group worth nothing (a run, most pairs)."""
    key = (g, chuhan)
    if key not in ctx.set_items:
        ctx.set_items[key] = None if g.kind is Kind.RUN else _new_set_item(ctx, g, chuhan)
    return ctx.set_items[key]


def _new_set_item(ctx: _Ctx, g: Group, chuhan: bool) -> Item | None:
    # s002.p028 會面加出汗 … 碰的老將算胡只能參照普通將牌
    chuhan_peng = chuhan and g.kind is Kind.PENG and g.card in ctx.rules.laojiang
    how, source = R.HOW_PLAIN, ctx.rules.row(ctx.jm.tier(g.card)).source
    if ctx.jm.is_turned_kind(g.card) and g.size == ctx.jm.remaining(g.card):
        how, source = R.HOW_TURNED, ctx.rules.cite("turned_kind")
    if chuhan_peng:
        how, source = Text(how.zh + R.HOW_CHUHAN.zh, how.en + R.HOW_CHUHAN.en), "s002.p028"
    hu = set_value(ctx.rules, ctx.jm, g, "jiang" if chuhan_peng else None)
    if not hu:
        return None
    return Item(R.SET[g.kind].at(source, tier=ctx.jm.label(g.card), how=how, card=g.card, hu=hu), hu, cards=g.cards)


def _bazi_items(ctx: _Ctx, kind: HandType) -> tuple[list[Item], list[Reason]]:
    """清儿带把子: three or four alike that another reading keeps together still score (s002.p033)."""
    r = ctx.rules
    if not r.qing_bazi:
        return [], [R.OFF["duzihu.bazi"](rules=r.title())]
    if kind is not HandType.QING:
        return [], [R.BAZI_NOT_QING.at(r.cite("bazi"))]
    if not ctx.bazi:
        return [], [R.BAZI_NONE.at(r.cite("bazi"))]
    items = []
    for g in ctx.bazi:
        hu = set_value(r, ctx.jm, g)
        items.append(Item(R.BAZI.at(r.cite("bazi"), card=g.card, kind=g.kind.text, hu=hu), hu, cards=g.cards))
    return items, []


def _sanlao_item(ctx: _Ctx, reading: Reading, group_items: list[Item | None]) -> Item:
    """三老会齐: the three 老将 each three or four alike — their 胡数 counts twice (s002.p042)."""
    lao = [(g, i) for g, i in zip(reading.groups, group_items) if g.kind.alike and g.card in ctx.rules.laojiang]
    extra = sum(i.hu for _, i in lao if i)
    return Item(R.SANLAO(hu=extra), extra, cards=tuple(c for g, _ in lao for c in g.cards))


def win_role(group: Group, win: Card) -> str | None:
    """What the winning card did: ``yazi`` (middle of a run), ``tuowei`` (3 of 123, 7 of 789),
    ``diaotou`` (made the pair), or None (s002.p032, s003.p019)."""
    if group.kind is Kind.PAIR:
        return "diaotou"
    if group.kind is not Kind.RUN:
        return None
    pos = win.rank - group.card.rank
    if pos == 1:
        return "yazi"
    if (pos == 2 and group.card.rank == 1) or (pos == 0 and group.card.rank == 7):
        return "tuowei"
    return None


# ---------------------------------------------------------------- results


def _result(ctx: _Ctx, best: _Outcome, reading: Reading, n_decomps: int, scored: list[_Outcome]) -> Score:
    lines = V.win_lines(ctx.rules, ctx.jm, ctx.hand, best, reading, n_decomps, scored)
    return Score(ctx.rules.name, True, best.type, best.base, best.dihu, best.total, best.breakdown,
                 best.base_items, reading, best.group_hu, best.win_role, n_decomps, len(scored),
                 jiang=ctx.jm, lines=lines)


def _invalid(hand: Hand, rules: RuleSet, jm: JiangMap, reason: Reason) -> Score:
    return Score(rules.name, False, reasons=(reason,), jiang=jm, lines=V.invalid_lines(rules, jm, reason))
