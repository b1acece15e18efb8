"""胡数 of a winning 笃子胡 hand: set values, 底胡, the hand type's formula, extras and doublings.

Every way to read the hand is scored and the best is kept (the player counts the reading that pays
most). Each line of the result carries its source paragraph.

>>> from engine.duzihu.rules import RuleSet
>>> hand = Hand.parse("999m 234m 678s 123p 456p 55p", jiang=["4s"], melds=["peng:6m", "peng:7p"], win="5p")
>>> s = score(hand, RuleSet.named("danjiang"))
>>> s.valid, s.type.value, s.base, s.dihu, s.total
(True, 'ta', 13, 20, 70)
>>> [(i.zh, i.hu) for i in s.breakdown]
[('成胡', 20), ('底胡', 20), ('单文钱', 20), ('丫子', 10)]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from engine.cards import ALL_CARDS, Card, format_cards
from engine.duzihu.decompose import decompositions, waits
from engine.duzihu.hand import XI_IN_DECK, Hand
from engine.duzihu.jiang import JiangMap
from engine.duzihu.melds import Group, Kind
from engine.duzihu.rules import RuleSet
from engine.explain import InputError, Reason


class HandType(Enum):
    PIAO = "piao"  # 飘胡: no run but 文钱 (s002.p012 除將頭外全為111或1111型牌，可加上文錢)
    QING = "qing"  # 清胡: runs only
    TA = "ta"  # 塌子胡: both

    @property
    def zh(self) -> str:
        return {"piao": "飘胡", "qing": "清胡", "ta": "塌子胡"}[self.value]


@dataclass(frozen=True)
class Item:
    """One line of a breakdown: ``hu`` is what it adds (a doubling adds the running total)."""

    rule: str
    hu: int
    source: str
    zh: str
    en: str
    factor: int = 1

    def to_json(self) -> dict[str, Any]:
        return {"item": self.rule, "hu": self.hu, "source": self.source, "zh": self.zh, "en": self.en,
                "factor": self.factor}


@dataclass(frozen=True)
class Reading:
    """One decomposition, with the group that took the winning card."""

    groups: tuple[Group, ...]
    win_at: int

    @property
    def win_group(self) -> Group:
        return self.groups[self.win_at]


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
    explain: tuple[str, ...] = ()
    reasons: tuple[Reason, ...] = ()
    jiang: JiangMap | None = field(default=None, repr=False)

    def to_json(self) -> dict[str, Any]:
        groups = self.reading.groups if self.reading else ()
        return {
            "valid": self.valid,
            "rules": self.rules,
            "type": self.type.value if self.type else None,
            "type_zh": self.type.zh if self.type else None,
            "base": self.base,
            "dihu": self.dihu,
            "total": self.total,
            "breakdown": [i.to_json() for i in self.breakdown],
            "base_items": [i.to_json() for i in self.base_items],
            "groups": [_group_json(g, hu, self.reading and i == self.reading.win_at)
                       for i, (g, hu) in enumerate(zip(groups, self.group_hu))],
            "win_role": self.win_role,
            "alternatives": self.alternatives,
            "readings": self.readings,
            "jiang": _jiang_json(self.jiang) if self.jiang else None,
            "explain": list(self.explain),
            "reasons": [r.to_json() for r in self.reasons],
        }


def _group_json(g: Group, hu: int, win: bool | None) -> dict[str, Any]:
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
    single_wait: bool
    bazi: tuple[Group, ...]  # three or four alike that some reading of the hand keeps together


def score(hand: Hand, rules: RuleSet) -> Score:
    """Score ``hand`` under ``rules``; an unreadable hand gives ``valid=False`` with reasons."""
    _check_turned(hand, rules)
    jm = JiangMap.of(rules, hand.jiang)
    decomps = _decompositions(hand)
    if not decomps:
        return _invalid(hand, rules, jm)
    ctx = _Ctx(hand, rules, jm, _single_wait(hand, rules, jm), _bazi_candidates(decomps))
    readings = [r for d in decomps for r in _readings(hand, d)]
    scored = [_score_reading(ctx, r) for r in readings]
    best = max(range(len(scored)), key=lambda i: (scored[i].total, scored[i].base, -i))
    return _result(ctx, scored[best], readings[best], len(decomps), scored)


def _decompositions(hand: Hand) -> list[tuple[Group, ...]]:
    if hand.sets_needed < 0:  # more than seven sets on the table
        return []
    return list(decompositions(hand.concealed, hand.sets_needed, hand.pair_needed))


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


def _single_wait(hand: Hand, rules: RuleSet, jm: JiangMap) -> bool:
    """Whether the hand before the winning card waited on that card alone (for 硬丫子 and 独钓)."""
    if not (rules.hard_soft_waits or rules.huimian):
        return False
    before = list(hand.concealed)
    before[hand.win.index] -= 1
    held = hand.held()
    available = tuple(jm.remaining(c) - held[c.index] + (c is hand.win) for c in ALL_CARDS)
    return waits(tuple(before), hand.sets_needed, hand.pair_needed, available) == (hand.win,)


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


def _score_reading(ctx: _Ctx, reading: Reading) -> _Outcome:
    kind = hand_type(reading.groups)
    huimian = ctx.rules.huimian and _is_huimian(ctx, reading)
    chuhan = huimian and any(t in ctx.rules.laojiang for t in ctx.hand.jiang)
    group_items = [_set_item(ctx, g, chuhan) for g in reading.groups]
    base_items = [i for i in group_items if i is not None and i.hu]
    if kind is HandType.QING and ctx.rules.qing_bazi:
        base_items += _bazi_items(ctx)
    base_items += _sanlao_items(ctx, reading, group_items)
    base = sum(i.hu for i in base_items)
    dihu = round_up_to_ten(base)
    role = win_role(reading.win_group, ctx.hand.win)
    adds = _additions(ctx, reading, kind, dihu, role)
    breakdown = _apply_doublings(adds, _doublings(ctx, reading, kind, huimian, chuhan))
    group_hu = tuple(i.hu if i else 0 for i in group_items)
    return _Outcome(kind, base, dihu, sum(i.hu for i in breakdown), tuple(base_items), group_hu, breakdown, role)


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
    if g.kind is Kind.RUN:
        return None
    # s002.p028 會面加出汗 … 碰的老將算胡只能參照普通將牌
    chuhan_peng = chuhan and g.kind is Kind.PENG and g.card in ctx.rules.laojiang
    tier = "jiang" if chuhan_peng else None
    special = ctx.jm.is_turned_kind(g.card) and g.size == ctx.jm.remaining(g.card)
    zh, en = ctx.jm.label(g.card)
    source = ctx.rules.row(ctx.jm.tier(g.card)).source
    if special:
        zh, en = zh + "（翻将余张）", en + " (every copy left of a turned card)"
        source = ctx.rules.cite("turned_kind")
    if chuhan_peng:
        zh, en = zh + "（出汗：按将牌）", en + " (chuhan: valued as plain jiang)"
        source = "s002.p028"
    return Item(f"duzihu.set.{g.kind.value}", set_value(ctx.rules, ctx.jm, g, tier), source,
                f"{zh}{g.kind.zh} {g.card.zh}", f"{g.kind.en} of {g.card.en}, {en}")


def _bazi_items(ctx: _Ctx) -> list[Item]:
    """清儿带把子: three or four alike that another reading keeps together still score (s002.p033)."""
    items = []
    for g in ctx.bazi:
        hu = set_value(ctx.rules, ctx.jm, g)
        items.append(Item("duzihu.bazi", hu, ctx.rules.cite("bazi"), f"把子 {g.card.zh}（{g.kind.zh}）",
                          f"bazi: {g.card.en} ({g.kind.en}) read into runs"))
    return items


def _sanlao_items(ctx: _Ctx, reading: Reading, group_items: list[Item | None]) -> list[Item]:
    """三老会齐: the three 老将 each three or four alike — their 胡数 counts twice (s002.p042)."""
    if not ctx.rules.sanlao_huiqi:
        return []
    lao = [(g, i) for g, i in zip(reading.groups, group_items) if g.kind.alike and g.card in ctx.rules.laojiang]
    if {g.card for g, _ in lao} != set(ctx.rules.laojiang):
        return []
    extra = sum(i.hu for _, i in lao if i)
    return [Item("duzihu.sanlao_huiqi", extra, "s002.p042", "三老会齐（老将胡数×2）",
                 "the three old jiang together (their hu count twice)")]


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


# ---------------------------------------------------------------- additions and doublings


def _additions(ctx: _Ctx, reading: Reading, kind: HandType, dihu: int, role: str | None) -> list[Item]:
    r = ctx.rules
    items = []
    if kind is not HandType.QING or r.qing_adds_chenghu:
        items.append(Item("duzihu.chenghu", r.chenghu, r.cite("chenghu"), "成胡", "winning hu (chenghu)"))
    if kind is HandType.QING:
        items.append(Item("duzihu.qing", r.qing_bonus, r.cite("qing"), "清胡", "qinghu (all runs)"))
    if kind is HandType.PIAO and r.piao_bonus:
        items.append(Item("duzihu.piao", r.piao_bonus, r.cite("piao"), "飘胡另加", "piaohu bonus"))
    if dihu:
        items.append(Item("duzihu.dihu", dihu, r.cite("dihu"), "底胡", "base hu (dihu), rounded up"))
    items += _xi_items(ctx)
    items += _wenqian_items(ctx, reading)
    if ctx.hand.self_drawn:
        hu = r.qing_self_drawn if kind is HandType.QING else r.self_drawn
        items.append(Item("duzihu.self_drawn", hu, r.cite("self_drawn"), "自摸", "self-drawn"))
    items += _win_card_items(ctx, role)
    return items


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


def _xi_items(ctx: _Ctx) -> list[Item]:
    hand = ctx.hand
    if not hand.xi:
        return []
    xi_turned = any(j.code == "X" for j in hand.jiang)
    hu = xi_hu(ctx.rules, hand.xi, hand.xi_dealt, xi_turned)
    return [Item("duzihu.xi", hu, ctx.rules.cite("xi"), f"喜 {hand.xi} 张", f"{hand.xi} Xi card(s)")]


def _wenqian_items(ctx: _Ctx, reading: Reading) -> list[Item]:
    n = sum(1 for g in reading.groups if g.is_wenqian)
    if not n:
        return []
    table = ctx.rules.wenqian
    hu = table[min(n, len(table) - 1)]  # s002.p034 四文錢 … 遇到也不成: counted as three
    name = {1: "单文钱", 2: "双文钱"}.get(n, "三文钱")
    return [Item("duzihu.wenqian", hu, ctx.rules.cite("wenqian"), name, f"wenqian ×{n} (1-2-3 bing)")]


def _win_card_items(ctx: _Ctx, role: str | None) -> list[Item]:
    r = ctx.rules
    if role is None or (role == "diaotou" and not r.diaotou):
        return []
    if r.hard_soft_waits:
        return [_rugao_win_item(ctx, role)]
    zh = {"yazi": "丫子", "tuowei": "拖尾", "diaotou": "弔头"}[role]
    return [Item(f"duzihu.{role}", r.win_card_bonus, r.cite(role), zh, role)]


def _rugao_win_item(ctx: _Ctx, role: str) -> Item:
    """如皋: 硬丫子 30/20, 软丫子 20/10 (s002.p037), 独钓 50/40 (s002.p038); 'hard' = the only wait."""
    drawn = ctx.hand.self_drawn
    if role == "diaotou":
        if ctx.single_wait:
            return Item("duzihu.dudiao", 50 if drawn else 40, "s002.p038", "独钓", "dudiao (single wait on the pair)")
        return Item("duzihu.diaotou", ctx.rules.win_card_bonus, "s002.p032", "弔头", "diaotou")
    if ctx.single_wait:
        return Item("duzihu.yazi_hard", 30 if drawn else 20, "s002.p037", "硬丫子", "hard yazi (the only wait)")
    return Item("duzihu.yazi_soft", 20 if drawn else 10, "s002.p037", "软丫子", "soft yazi (one of several waits)")


def _doublings(ctx: _Ctx, reading: Reading, kind: HandType, huimian: bool, chuhan: bool) -> list[Item]:
    """Each doubling as (factor, reason); the hu are filled in by :func:`_apply_doublings`."""
    r, hand = ctx.rules, ctx.hand
    out = []
    shisanhu = r.shisanhu and _is_shisanhu(ctx, reading)
    if shisanhu:
        out.append(_doubling("shisanhu", 2, "s002.p025", "十三胡", "shisanhu (one ordinary peng, the rest runs)"))
    if kind is HandType.PIAO:
        out.append(_doubling("piao.double", 2, r.cite("piao"), "飘胡翻一番", "piaohu doubles"))
    if r.menzigun and kind is HandType.PIAO and not any(g.kind in (Kind.PENG, Kind.GANG) for g in hand.melds):
        out.append(_doubling("menzigun", 2, "s002.p044", "闷子棍", "menzigun (piaohu all in hand)"))
    if r.yihe_touer and not shisanhu and _is_yihe_touer(ctx, reading):
        out.append(_doubling("yihe_touer", 2, "s002.p043", "一和头儿", "one-hu hand (only ordinary peng)"))
    if huimian:
        out.append(_doubling("huimian_chuhan", 4, "s002.p028", "会面加出汗", "huimian on a turned old jiang")
                   if chuhan else _doubling("huimian", 2, "s002.p027", "会面", "huimian (the old jiang meet)"))
    if r.haidi and hand.self_drawn and hand.last_card:
        out.append(_doubling("haidi", 2, "s002.p026", "海底捞月", "self-drawn on the last card"))
    if r.tiancheng and hand.tiancheng:
        out.append(_doubling("tiancheng", 2, "s002.p045", "天成", "the dealer wins on the deal"))
    if r.qiong_hen and hand.xi_in_play and not hand.xi:
        out.append(_qiong_hen(hand))
    return out


def _doubling(name: str, factor: int, source: str, zh: str, en: str) -> Item:
    return Item(f"duzihu.{name}", 0, source, zh, en, factor)


def _qiong_hen(hand: Hand) -> Item:
    """穷狠 ×2; 穷穷狠 ×4 when a 喜 was turned (s002.p050 翻4番 read as ×4, like s002.p029 翻兩番)."""
    if any(j.code == "X" for j in hand.jiang):
        return _doubling("qiong_qiong_hen", 4, "s002.p050 s002.p029", "穷穷狠", "no Xi drawn, a Xi turned")
    return _doubling("qiong_hen", 2, "s002.p050 s002.p029", "穷狠", "no Xi drawn")


def _apply_doublings(adds: list[Item], doublings: list[Item]) -> tuple[Item, ...]:
    running = sum(i.hu for i in adds)
    out = list(adds)
    for d in doublings:
        out.append(Item(d.rule, running * (d.factor - 1), d.source, d.zh, d.en, d.factor))
        running *= d.factor
    return tuple(out)


def _is_shisanhu(ctx: _Ctx, reading: Reading) -> bool:
    """十三胡: one 碰 of a card not 将, the hand like a 清胡 and no 把子 (s002.p025)."""
    melds = [g for g in reading.groups if g.meld]
    concealed = [g for g in reading.groups if not g.meld]
    return (len(melds) == 1 and melds[0].kind is Kind.PENG and not ctx.jm.is_jiang(melds[0].card)
            and all(g.kind in (Kind.RUN, Kind.PAIR) for g in concealed) and max(ctx.hand.concealed) < 3)


def _is_yihe_touer(ctx: _Ctx, reading: Reading) -> bool:
    """一和头儿: besides 碰 of ordinary cards (1 胡) no three alike anywhere (s002.p043)."""
    alike = [g for g in reading.groups if g.kind.alike]
    return (bool(alike) and all(g.kind is Kind.PENG and not ctx.jm.is_jiang(g.card) for g in alike)
            and max(ctx.hand.concealed) < 3)


def _is_huimian(ctx: _Ctx, reading: Reading) -> bool:
    """会面: every 老将 three or four alike, or all but one and that one the pair won by 独钓 (s002.p027)."""
    lao = ctx.rules.laojiang
    alike = {g.card for g in reading.groups if g.kind.alike and g.card in lao}
    missing = [c for c in lao if c not in alike]
    if not missing:
        return True
    w = reading.win_group
    return len(missing) == 1 and w.kind is Kind.PAIR and w.card is missing[0] and ctx.single_wait


# ---------------------------------------------------------------- results and explanations


def _result(ctx: _Ctx, best: _Outcome, reading: Reading, n_decomps: int, scored: list[_Outcome]) -> Score:
    explain = _explain(ctx, best, reading, n_decomps, scored)
    return Score(ctx.rules.name, True, best.type, best.base, best.dihu, best.total, best.breakdown,
                 best.base_items, reading, best.group_hu, best.win_role, n_decomps, len(scored),
                 tuple(explain), (), ctx.jm)


def _invalid(hand: Hand, rules: RuleSet, jm: JiangMap) -> Score:
    need = hand.sets_needed
    cards = sum(hand.concealed)
    pair = " and a pair" if hand.pair_needed else ""
    if need < 0:
        en = f"{len(hand.melds)} melds: more than seven sets"
    else:
        en = (f"{cards} concealed cards cannot be read as {need} sets{pair} (runs of one suit, three or four "
              f"alike); a win holds 23 cards, one more for each four alike, and this hand has {hand.card_count}")
    zh = "不成胡：须七组（顺子、坎、碰、杠）加一对将头"
    reason = Reason("duzihu.not_a_win", rules.cite("win"), zh, "Not a win: " + en)
    return Score(rules.name, False, reasons=(reason,), jiang=jm,
                 explain=(_jiang_line(rules, jm), f"{zh} [{reason.source}]", reason.en))


def _explain(ctx: _Ctx, best: _Outcome, reading: Reading, n_decomps: int, scored: list[_Outcome]) -> list[str]:
    lines = [_jiang_line(ctx.rules, ctx.jm)]
    lines += [_tier_line(ctx.rules, tier, cards) for tier, cards in ctx.jm.by_tier().items()]
    lines.append("groups: " + ", ".join(f"{g.kind.zh} {format_cards(g.cards, compact=True)}"
                                        + (" (meld)" if g.meld else "") for g in reading.groups))
    lines += [f"{i.zh} {i.hu} — {i.en} [{i.source}]" for i in best.base_items]
    lines.append(f"base {best.base} → 底胡 {best.dihu} (rounded up to a multiple of 10) [{ctx.rules.cite('dihu')}]")
    lines.append(f"type {best.type.zh} ({best.type.value}) [{ctx.rules.cite(best.type.value)}]")
    for i in best.breakdown:
        op = f"×{i.factor} (+{i.hu})" if i.factor > 1 else f"+{i.hu}"
        lines.append(f"{i.zh} {op} — {i.en} [{i.source}]")
    lines.append(f"total {best.total}")
    lines.append(_choice_line(best, reading, n_decomps, scored))
    lines += _notes(ctx)
    return lines


def _jiang_line(rules: RuleSet, jm: JiangMap) -> str:
    turned = " ".join(c.code for c in jm.turned)
    return f"rules {rules.name} ({rules.source}); turned jiang {turned}: {jm.case_zh} — {jm.case_en} [{jm.source}]"


def _tier_line(rules: RuleSet, tier: str, cards: list[Card]) -> str:
    row = rules.row(tier)
    values = "/".join(str(v) for v in row.values)
    return f"{row.zh} ({row.en}; 碰/暗克/明杠/暗杠/龙 {values}) [{row.source}]: {format_cards(cards, compact=True)}"


def _choice_line(best: _Outcome, reading: Reading, n_decomps: int, scored: list[_Outcome]) -> str:
    role = {"yazi": "丫子", "tuowei": "拖尾", "diaotou": "弔头"}.get(best.win_role or "", "no bonus")
    w = reading.win_group
    others = sorted({(o.total, o.type.value) for o in scored if o is not best}, reverse=True)[:3]
    other_txt = "; other readings: " + ", ".join(f"{t} {n}" for n, t in others) if others else ""
    return (f"best of {n_decomps} decomposition(s), {len(scored)} reading(s) with the winning card placed: "
            f"winning card in {w.kind.zh} {format_cards(w.cards, compact=True)} ({role}){other_txt}")


def _notes(ctx: _Ctx) -> list[str]:
    r, hand = ctx.rules, ctx.hand
    notes = []
    if hand.last_card and not (r.haidi and hand.self_drawn):
        why = "needs a self-drawn win" if r.haidi else f"a 如皋 rule, not in {r.name}"
        notes.append(f"海底捞月 not counted: {why} [s002.p026]")
    if hand.tiancheng and not r.tiancheng:
        notes.append(f"天成 not counted: not in {r.name} [s002.p045]")
    if hand.xi and hand.xi >= len(r.xi_values) and not hand.xi_dealt:
        notes.append(f"{hand.xi} 喜: the table stops at {len(r.xi_values) - 1}; its last value is used")
    return notes
