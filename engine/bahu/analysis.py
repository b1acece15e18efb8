"""Analyse a 八胡 hand: 圆, greatest 胡头 and its arrangement, can 胡, 听张, 成牌 kind, distance.

>>> a = analyze("2s2m8p 3s3m7p 456m 789p", ["peng:Q"], "haimen")
>>> a.yuan, a.hutou, a.can_hu
(True, 6, False)
>>> analyze("1s 2s 3s", [], "tongdong").yuan
False
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from engine.bahu.groups import (
    COMBO_BY_KEY,
    COMBOS,
    JIANG,
    X_INDEX,
    Meld,
    baozi_kinds,
)
from engine.bahu.rules import RuleSet
from engine.bahu.solver import Context, Placed, arrangement, best_hutou, completions, distance_to_yuan, Partial
from engine.bahu.waits import Wait, waits as _waits
from engine.cards import ALL_CARDS, Card, CardError, counts_of, format_cards, parse_cards
from engine.explain import Reason

NAMES_ZH = {"run": "顺子", "ext": "接台面顺子", "wenqian": "文钱", "baozi": "豹子", "zhao": "招儿",
            "bomb": "爆炸", "peng": "碰", "gang": "杠", "chi": "吃", "zhang": "涨将", "jiang": "将（不需成组）"}
NAMES_EN = {"run": "run", "ext": "extends a table run", "wenqian": "wenqian", "baozi": "baozi", "zhao": "zhao'r",
            "bomb": "bomb", "peng": "peng", "gang": "gang", "chi": "chi", "zhang": "standing jiang",
            "jiang": "jiang (needs no group)"}
for _c in COMBOS:
    NAMES_ZH[_c.key], NAMES_EN[_c.key] = _c.zh, _c.en


@dataclass(frozen=True)
class Group:
    """A group of the arrangement: in hand or on the table."""

    kind: str
    cards: tuple[Card, ...]
    hutou: int = 0
    table: bool = False

    def to_json(self) -> dict:
        return {"kind": self.kind, "cards": [c.code for c in self.cards], "hutou": self.hutou, "table": self.table,
                "zh": NAMES_ZH.get(self.kind, self.kind), "en": NAMES_EN.get(self.kind, self.kind)}


@dataclass(frozen=True)
class Analysis:
    rules: str
    hand: tuple[Card, ...]
    melds: tuple[Meld, ...]
    yuan: bool
    hutou: int | None
    can_hu: bool
    groups: tuple[Group, ...]
    waits: tuple[Wait, ...]
    chengpai: str | None
    chengpai_forms: tuple[str, ...]
    distance: int | None  # cards needed to make the hand 圆 (None when hints were skipped)
    strays: tuple[Card, ...]  # plain cards outside every complete group in the nearest arrangement
    reasons: tuple[Reason, ...] = field(default=())
    partials: tuple[Partial, ...] = ()

    @property
    def explain(self) -> list[str]:
        return [r.en for r in self.reasons]

    def to_json(self) -> dict:
        return {
            "rules": self.rules,
            "hand": format_cards(self.hand),
            "melds": [str(m) for m in self.melds],
            "yuan": self.yuan,
            "hutou": self.hutou,
            "can_hu": self.can_hu,
            "groups": [g.to_json() for g in self.groups],
            "waits": [w.card.code for w in self.waits],
            "wait_details": [{"card": w.card.code, "way": w.way, "hutou": w.hutou} for w in self.waits],
            "chengpai": self.chengpai,
            "chengpai_forms": list(self.chengpai_forms),
            "distance": self.distance,
            "strays": [c.code for c in self.strays],
            "partials": [{"kind": p.kind, "held": [ALL_CARDS[k].code for k in p.held],
                          "needs": [ALL_CARDS[k].code for k in p.needs]} for p in self.partials],
            "explain": [r.en for r in self.reasons],
            "explain_zh": [r.zh for r in self.reasons],
            "reasons": [r.to_json() for r in self.reasons],
        }


# --- input -------------------------------------------------------------------------------------

def parse_hand(hand: str | Iterable[Card]) -> list[Card]:
    return parse_cards(hand) if isinstance(hand, str) else list(hand)


def parse_melds(melds: Iterable[str | Meld]) -> list[Meld]:
    return [m if isinstance(m, Meld) else Meld.parse(m) for m in melds]


def check_deck(hand: Sequence[Card], melds: Sequence[Meld], rules: RuleSet) -> None:
    """No fifth copy; no 喜 unless the rule set plays with it (s000.p005, s001.p023)."""
    everything = list(hand) + [c for m in melds for c in m.cards]
    counts_of(everything)
    if not rules.xi_in_play and any(c.index == X_INDEX for c in everything):
        raise CardError(f"X (喜) is not in play under {rules.name} (120 cards); use a rule set with xi_in_play", "X")


# --- the table context ---------------------------------------------------------------------------

@dataclass
class _Position:
    """A hand and table as the solver sees them, with the fixed 胡头 outside the search."""

    counts: list[int]
    ctx: Context
    base: list[tuple[Group, str]]  # groups fixed before the search, with their source paragraph


def _position(hand: Sequence[Card], melds: Sequence[Meld], rules: RuleSet, extra: Card | None = None) -> _Position:
    dealt = counts_of(hand)
    counts = list(dealt)
    base: list[tuple[Group, str]] = []
    supplied: set[int] = set()
    free = formed = wenqian = 0
    run_ext: list[tuple[int, int]] = []
    for m in melds:
        k = m.cards[0].index
        if m.kind == "zhang":  # standing jiang: used like a hand card (s000.p034, s001.p056)
            counts[k] += 1
            continue
        hutou = m.hutou_under(rules.jiang_gang_hutou)
        if m.kind == "chi":  # a combination counts once and 文钱 at most twice, on the table as in hand
            kind, what = m.chi_group()  # type: ignore[misc]
            if kind == "combo" and formed >> COMBOS.index(what) & 1:  # type: ignore[arg-type]
                hutou = 0
            elif kind == "wenqian" and wenqian >= 2:
                hutou = 0
        base.append((Group(m.kind, m.cards, hutou, table=True), "s000.p025 s000.p027 s001.p067"))
        if m.kind in ("peng", "gang", "bomb"):
            if rules.melds_join_groups:
                supplied.add(k)
            continue
        kind, what = m.chi_group()  # type: ignore[misc]
        if kind in ("run", "wenqian"):
            lo, hi = what if kind == "run" else (18, 20)  # type: ignore[misc]
            run_ext.append((lo, hi))
            wenqian += kind == "wenqian"
        else:
            kinds = baozi_kinds(what) if kind == "baozi" else what.kinds  # type: ignore[union-attr,arg-type]
            for member in kinds:
                free |= 1 << member
            if kind == "combo":
                formed |= 1 << COMBOS.index(what)  # type: ignore[arg-type]
    zhao: set[int] = set()
    for k, n in enumerate(dealt):
        card = ALL_CARDS[k]
        if n == 4:  # 爆炸/摊庄: four from the deal are laid out (s000.p029, s001.p041)
            counts[k] -= 4
            base.append((Group("bomb", (card,) * 4, rules.jiang_gang_hutou if k in JIANG else 5), "s000.p029 s001.p067"))
            if rules.melds_join_groups:
                supplied.add(k)
        elif n == 3:
            if rules.zhao_may_split:
                zhao.add(k)
            else:  # s001.p039 招儿不可拆开作顺子: the triplet stays one group
                counts[k] -= 3
                base.append((Group("zhao", (card,) * 3, 8 if k in JIANG else 2), "s000.p028 s001.p039 s001.p067"))
    if extra is not None:
        counts[extra.index] += 1
    if rules.melds_join_groups:  # a combination wholly on the table (碰的，杠的) still forms
        for i, combo in enumerate(COMBOS):
            if not formed >> i & 1 and all(k in supplied for k in combo.kinds):
                formed |= 1 << i
                for member in combo.kinds:
                    free |= 1 << member
                base.append((Group(combo.key, tuple(ALL_CARDS[k] for k in combo.kinds), 1, table=True), combo.source))
    ctx = Context(frozenset(zhao), frozenset(supplied), free, formed, tuple(run_ext), wenqian)
    return _Position(counts, ctx, base)


def _total(pos: _Position, rules: RuleSet) -> int | None:
    value = best_hutou(pos.counts, pos.ctx)
    if value is None:
        return None
    return min(rules.hutou_cap, value + sum(g.hutou for g, _ in pos.base))


# --- analysis -------------------------------------------------------------------------------------

def analyze(hand: str | Iterable[Card], melds: Iterable[str | Meld] = (), rules: str | RuleSet = "haimen",
            *, with_waits: bool = True, hints: bool = True) -> Analysis:
    """Everything about a hand (concealed cards) and the player's table melds.

    ``hints=False`` skips the distance to 圆 and the per-card reasons of a hand that is not 圆
    (the costliest part for hopeless hands); the verdict, 胡头, arrangement and 听张 are the same.
    """
    rs = rules if isinstance(rules, RuleSet) else RuleSet.named(rules)
    cards = parse_hand(hand)
    meld_list = parse_melds(melds)
    check_deck(cards, meld_list, rs)
    pos = _position(cards, meld_list, rs)
    hutou = _total(pos, rs)
    yuan = hutou is not None
    reasons: list[Reason] = []
    groups = _groups(pos) if yuan else tuple(g for g, _ in pos.base)
    distance: int | None = 0
    partials: list[Partial] = []
    if not yuan:
        distance, partials = distance_to_yuan(pos.counts, pos.ctx) if hints else (None, [])
    if not yuan and hints and distance is None:  # far from 圆: name the cards no group in hand could hold
        strays = sorted(k for k in completions(pos.counts, pos.ctx) for _ in range(pos.counts[k]))
    else:
        strays = sorted(k for p in partials for k in p.held if k not in JIANG)
    huang = _huanghu(cards, meld_list, rs)
    can_hu = yuan and hutou is not None and hutou >= 8 and not huang
    if yuan:
        reasons.append(Reason("bahu.yuan", "s000.p054 s001.p042",
                              "每张素牌都在组合里，牌是圆的。", "Every plain card is in a group: the hand is yuan (round)."))
        reasons.extend(_hutou_reasons(groups))
        reasons.append(Reason("bahu.hutou.total", "s001.p067",
                              f"共 {hutou} 胡头（最多算到 {rs.hutou_cap}）。", f"{hutou} hutou in all (counted up to {rs.hutou_cap})."))
    elif not hints:
        reasons.append(Reason("bahu.not_yuan", "s000.p054 s001.p042", "有素牌不在任何组合里：牌不圆。",
                              "Some plain card is in no group: the hand is not yuan."))
    elif distance is None:
        reasons.append(Reason("bahu.distance", "s000.p054 s001.p042", "牌不圆，离圆还差四张以上。",
                              "Not yuan, and more than four cards away from round."))
        if strays:
            names_zh = "、".join(ALL_CARDS[k].zh for k in sorted(set(strays)))
            names_en = " ".join(ALL_CARDS[k].code for k in sorted(set(strays)))
            reasons.append(Reason("bahu.no_group", "s000.p054 s001.p042", f"手里没有任何组合能容纳：{names_zh}。",
                                  f"No group the hand could form holds: {names_en}."))
    else:
        reasons.append(Reason("bahu.distance", "s000.p054 s001.p042", f"牌不圆：还差 {distance} 张。",
                              f"Not yuan: {distance} more card{'s' if distance != 1 else ''} would make it round."))
        for p in partials:
            reasons.append(_partial_reason(p))
        reasons.extend(_jiang_beside_runs(pos.counts, partials))
    if yuan:
        if can_hu:
            reasons.append(Reason("bahu.can_hu", "s000.p053 s001.p019", "圆且满八胡头：可以胡。",
                                  "Yuan with at least 8 hutou: the hand can win (hu)."))
        elif huang:
            pass
        else:
            reasons.append(Reason("bahu.short", "s000.p053 s001.p019", f"圆但只有 {hutou} 胡头，不满八胡，不能胡。",
                                  f"Yuan but only {hutou} hutou; 8 are needed to win."))
    if huang:
        reasons.append(Reason("bahu.huanghu", "s000.p035 s001.p106", "没有将对：黄胡，不能游牌胡牌。",
                              "No pair of any jiang: huanghu, the player sits this round out and cannot win."))
    waits: tuple[Wait, ...] = ()
    kind, forms = None, ()
    if with_waits and not huang:
        waits = tuple(_waits(cards, meld_list, rs, position=pos))
        kind, forms = _chengpai(yuan, can_hu, waits)
        reasons.extend(_wait_reasons(waits, kind, forms))
    return Analysis(rs.name, tuple(sorted(cards)), tuple(meld_list), yuan, hutou, can_hu, groups, waits, kind, forms,
                    distance, tuple(ALL_CARDS[k] for k in strays), tuple(reasons), tuple(partials))


def _huanghu(cards: Sequence[Card], melds: Sequence[Meld], rs: RuleSet) -> bool:
    """A full deal with no pair of any 将 is 黄胡 (s000.p035); pengs of 将 came from such pairs."""
    if rs.huanghu_plays_on or len(cards) + sum(len(m.cards) for m in melds if m.kind != "zhang") < 25:
        return False
    held = counts_of(list(cards) + [c for m in melds if m.kind != "zhang" for c in m.cards])
    return not any(held[k] >= 2 for k in JIANG)


def _groups(pos: _Position) -> tuple[Group, ...]:
    placed = arrangement(pos.counts, pos.ctx) or []
    left = list(pos.counts)
    for p in placed:
        for k in p.kinds:
            left[k] -= 1
    out: list[Group] = [g for g, _ in pos.base]
    hand_groups: list[tuple[Placed, list[int]]] = [(p, list(p.kinds)) for p in placed]
    for k, n in enumerate(left):
        for _ in range(n):  # an absorbed copy joins the first 豹子/combination holding its kind
            home = next((kinds for p, kinds in hand_groups if k in p.members), None)
            if home is not None:
                home.append(k)
            else:
                hand_groups.append((Placed("jiang", (k,), 0), [k]))
    # absorbed by a table group (吃 豹子/combination): show them with that group's kind
    for p, kinds in hand_groups:
        out.append(Group(p.kind, tuple(ALL_CARDS[k] for k in sorted(kinds)), p.hutou))
    return tuple(out)


def _hutou_reasons(groups: Sequence[Group]) -> list[Reason]:
    out = []
    for g in groups:
        if not g.hutou:
            continue
        cards = " ".join(c.zh for c in g.cards[:4]) + (" …" if len(g.cards) > 4 else "")
        where_zh, where_en = ("台面", "on the table") if g.table else ("手里", "in hand")
        source = _HUTOU_SOURCE.get(g.kind) or (COMBO_BY_KEY[g.kind].source if g.kind in COMBO_BY_KEY else "s001.p067")
        out.append(Reason(f"bahu.hutou.{g.kind}", source,
                          f"{NAMES_ZH.get(g.kind, g.kind)}（{cards}，{where_zh}）：{g.hutou} 胡头",
                          f"{NAMES_EN.get(g.kind, g.kind)} ({' '.join(c.code for c in g.cards)}, {where_en}): {g.hutou} hutou"))
    return out


_HUTOU_SOURCE = {"wenqian": "s000.p019 s001.p033", "zhao": "s000.p028 s001.p067", "bomb": "s000.p029 s001.p067",
                 "peng": "s000.p025 s000.p026 s001.p067", "gang": "s000.p027 s001.p067", "chi": "s000.p047"}


def _partial_reason(p: Partial) -> Reason:
    """Why some plain cards have no group yet, naming the cards their nearest group lacks."""
    held = [ALL_CARDS[k] for k in p.held]
    needs = [ALL_CARDS[k] for k in p.needs]
    name_zh, name_en = NAMES_ZH.get(p.kind, p.kind), NAMES_EN.get(p.kind, p.kind)
    if p.kind == "peng":
        name_zh, name_en = "碰", "a peng"
    elif p.kind == "baozi":
        rank = ALL_CARDS[(p.held or p.needs)[0]].rank
        name_zh, name_en = f"{rank}豹子", f"a {rank}-baozi"
    elif p.kind == "run":
        name_zh, name_en = "顺子", "a run"
    held_zh, held_en = "、".join(c.zh for c in held), " ".join(c.code for c in held)
    needs_zh = "、".join(c.zh for c in needs)
    needs_en = " and ".join(f"{c.en} ({c.code})" for c in needs)
    source = COMBO_BY_KEY[p.kind].source if p.kind in COMBO_BY_KEY else "s000.p039 s000.p042 s001.p037 s001.p039"
    return Reason("bahu.partial", source, f"{held_zh}还没有组合：成{name_zh}缺{needs_zh}。",
                  f"{held_en} {'has' if len(held) == 1 else 'have'} no group yet: {name_en} needs {needs_en}.")


_NOT_IN_RUNS = {0: 1, 9: 10, 17: 16}  # 一万 next to 二万, 一条 next to 二条, 九条 next to 八条


def _jiang_beside_runs(counts: Sequence[int], partials: Sequence[Partial]) -> list[Reason]:
    """A learner's likely question: why does 一条 not finish 二条三条? (s000.p012, s001.p039)"""
    out = []
    for jiang, neighbour in _NOT_IN_RUNS.items():
        if counts[jiang] and any(p.kind == "run" and neighbour in p.held for p in partials):
            card = ALL_CARDS[jiang]
            out.append(Reason("bahu.jiang_not_in_run", "s000.p012 s001.p039",
                              f"{card.zh}是将牌，不能做顺子（只有一饼可以）。",
                              f"{card.en} ({card.code}) is a jiang and never joins a run (only one bing may)."))
    return out


def _chengpai(yuan: bool, can_hu: bool, waits: Sequence[Wait]) -> tuple[str | None, tuple[str, ...]]:
    """成牌 kinds of s001.p068–p082: 打滚, 戳口, or 蹲口 in its three forms."""
    if can_hu:
        return "dagun", ()
    if not waits:
        return None, ()
    if not yuan:
        return "chuokou", ()
    forms = []
    if any(w.way == "peng" and w.card.index in JIANG for w in waits):
        forms.append("sihu_dunkou")
    if any(w.way == "gang" for w in waits):
        forms.append("kaizhao")
    if any(w.way == "join" or (w.way == "peng" and w.card.index not in JIANG) for w in waits):
        forms.append("tianhu")
    return "dunkou", tuple(forms)


_CHENGPAI_TEXT = {
    "dagun": ("打滚：已圆且满八胡，所有将牌都能成，搁得上的牌也能成。", "Rolling (da gun): already yuan with 8 hutou; any jiang wins, and so does any card that fits a group.", "s001.p073"),
    "chuokou": ("戳口：差一张成圆，台上出现这张就成。", "Chuokou: one group lacks one card; when it appears the hand wins.", "s001.p071"),
    "dunkou": ("蹲口：牌已圆，胡头还不满八。", "Dunkou: the hand is yuan but short of 8 hutou.", "s001.p078"),
    "sihu_dunkou": ("四胡蹲口：等碰将对得四胡。", "Four-hu dunkou: waiting to peng a jiang pair for 4 hutou.", "s001.p079"),
    "kaizhao": ("开招成：等开招（杠）添胡头。", "Kaizhao: waiting to gang a dealt triplet.", "s001.p080"),
    "tianhu": ("添胡成：等一张添胡头。", "Tianhu: waiting for a card that adds the missing hutou.", "s001.p082"),
}


def _wait_reasons(waits: Sequence[Wait], kind: str | None, forms: Sequence[str]) -> list[Reason]:
    out = []
    for key in ([kind] if kind else []) + list(forms):
        zh, en, source = _CHENGPAI_TEXT[key]
        out.append(Reason(f"bahu.chengpai.{key}", source, zh, en))
    if waits:
        out.append(Reason("bahu.waits", "s000.p048 s000.p055 s000.p056",
                          "听张：" + " ".join(w.card.zh for w in waits), "Waiting cards: " + " ".join(w.card.code for w in waits)))
    return out
