"""Analyse a 八胡 position: 圆, greatest 胡头 and its arrangement, can 胡, 听张, 成牌 kind, distance.

>>> a = analyze("2s2m8p 3s3m7p 456m 789p", ["peng:Q"], "haimen")
>>> a.yuan, a.hutou, a.can_hu
(True, 6, False)
>>> analyze("1s 2s 3s", [], "tongdong").yuan
False

A :class:`~engine.bahu.position.Position` says what a bare hand cannot (which triplets were dealt,
whether it is a whole deal); ``analyze(hand, melds)`` builds one with :meth:`Position.from_hand`:

>>> analyze(Position.parse("5m5m5m zhao=5m"), rules="tongdong").groups[0].kind
'zhao'
>>> analyze(Position.parse("5m5m5m"), rules="tongdong").yuan  # three 5m, not dealt together: no group
False

The result is also a verdict (:meth:`Analysis.verdict`) whose lines say what applied and why the
rest did not:

>>> v = analyze("", ["peng:Q", "peng:H"]).verdict()
>>> v.valid, v.totals, [line.kind for line in v.find("bahu.chengpai.")][:3]
(True, {'hutou': 8, 'distance': 0}, ['applied', 'refused', 'refused'])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any
from dataclasses import dataclass, field

from engine.bahu import reasons as R
from engine.bahu.groups import COMBO_BY_KEY, JIANG, WIN_HUTOU, X_INDEX, Meld
from engine.bahu.position import CARD_KEY, Position, parse_hand, parse_melds  # noqa: F401 - parse_* re-exported
from engine.bahu.rules import RuleSet
from engine.bahu.remembered import on_clear
from engine.bahu.solver import MAX_DISTANCE, Partial, Placed, arrangement, best_hutou, completions, distance_to_yuan
# The solver's view of a position, under the names callers (waits, claims, exercises, tests) import from here.
from engine.bahu.solver_view import NAMES_EN, NAMES_ZH, Group  # noqa: F401 - re-exported
from engine.bahu.solver_view import FACTS as _FACTS, SolverPosition as _SolverPosition  # noqa: F401
from engine.bahu.solver_view import facts as _facts, position as _position  # noqa: F401
from engine.bahu.solver_view import solver_position as _solver_position, total as _total  # noqa: F401
from engine.bahu.waits import Wait, waits as _waits
from engine.cards import ALL_CARDS, Card, CardError, counts_of, format_cards
from engine.core.errors import InputError
from engine.core.reason import Reason, Text
from engine.core.verdict import Line, Verdict, applied, error, merge_json, note, refused

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
    distance: int | None  # cards needed to make the hand 圆 (None when hints were skipped or more than 4)
    strays: tuple[Card, ...]  # plain cards outside every complete group in the nearest arrangement
    lines: tuple[Line, ...] = field(default=())
    partials: tuple[Partial, ...] = ()
    position: Position | None = None

    @property
    def reasons(self) -> tuple[Reason, ...]:
        return tuple(line.reason for line in self.lines)

    @property
    def explain(self) -> list[str]:
        return [line.text("en") for line in self.lines]

    def key(self) -> tuple[int, ...]:
        """How good the position is, greater is better: (can 胡, 圆, 胡头 or -1, −distance (a distance
        beyond 4 or not computed counts 5), number of 听张, best 胡头 a 听张 gives)."""
        far = MAX_DISTANCE + 1
        return (int(self.can_hu), int(self.yuan), -1 if self.hutou is None else self.hutou,
                -(far if self.distance is None else self.distance), len(self.waits),
                max((w.hutou for w in self.waits), default=0))

    def verdict(self) -> Verdict:
        return Verdict("bahu", self.rules, self.can_hu, {"hutou": self.hutou, "distance": self.distance},
                       self.lines, rank=self.key())

    def to_json(self) -> dict:
        legacy = {
            "rules": self.rules,
            "hand": format_cards(self.hand),
            "melds": [str(m) for m in self.melds],
            "position": self.position.text() if self.position else None,
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
            "reasons": [r.to_json() for r in self.reasons],
        }
        return merge_json(self.verdict(), legacy)


# --- input -------------------------------------------------------------------------------------

def check_deck(position: Position, rules: RuleSet) -> None:
    """No 喜 unless the rule set plays with it (s000.p005, s001.p023); no hand larger than a deal.
    (A fifth copy is refused by the position itself.)"""
    if not rules.xi_in_play and any(c.index == X_INDEX for c in position.cards()):
        raise CardError(f"X (喜) is not in play under {rules.name} (120 cards); use a rule set with xi_in_play", "X")
    n = position.dealt_count()
    if rules.hand_too_large(n):
        raise InputError(f"hand: {n} cards; a hand holds at most {rules.hand_limit} (26 dealt to the first player "
                         f"and one arriving card; --option hand_limit=0 lifts the limit)", "hand")


# --- analysis -------------------------------------------------------------------------------------

def analyze(hand: str | Iterable[Card] | Position, melds: Iterable[str | Meld] = (),
            rules: str | RuleSet = "haimen", *, with_waits: bool = True, hints: bool = True) -> Analysis:
    """Everything about a position, or a hand (concealed cards) and the player's table melds.

    ``hints=False`` skips the distance to 圆 and the per-card reasons of a hand that is not 圆
    (the costliest part for hopeless hands); the verdict, 胡头, arrangement and 听张 are the same.
    """
    rs = rules if isinstance(rules, RuleSet) else RuleSet.named(rules)
    if isinstance(hand, Position):
        if list(melds):
            raise InputError("give the melds inside the position (melds=…), not beside it", "melds")
        position = hand
        shown_hand, shown_melds = position.hand, position.all_melds()
    else:
        cards, meld_list = parse_hand(hand), parse_melds(melds)
        position = Position.implied(cards, meld_list)
        # the hand as given, sorted (the position's own hand unless four of a kind were laid out)
        shown_hand = position.hand if len(position.hand) == len(cards) else tuple(sorted(cards, key=CARD_KEY))
        shown_melds = tuple(meld_list)
    check_deck(position, rs)
    pos = _solver_position(position.hand, position.melds, position.zhang, position.zhao, rs)
    best = best_hutou(pos.counts, pos.ctx)
    yuan = best is not None
    raw = None if best is None else best + pos.fixed
    hutou = None if raw is None else rs.cap(raw)
    groups = _groups(pos) if yuan else tuple(g for g, _ in pos.base)
    distance: int | None = 0
    partials: list[Partial] = []
    if not yuan:
        distance, partials = distance_to_yuan(pos.counts, pos.ctx) if hints else (None, [])
    if not yuan and hints and distance is None:  # far from 圆: name the cards no group in hand could hold
        strays = sorted(k for k in completions(pos.counts, pos.ctx) for _ in range(pos.counts[k]))
    else:
        strays = sorted(k for p in partials for k in p.held if k not in JIANG) if partials else []
    huang = _huanghu(position, rs)
    can_hu = yuan and hutou is not None and hutou >= WIN_HUTOU and not huang
    lines: list[Line] = []
    if yuan:
        lines.append(_YUAN_LINE)
        lines.extend(_hutou_lines(groups))
        if hutou is not None and raw is not None and hutou < raw:
            lines.append(applied(R.HUTOU_CAP(raw=raw, cap=rs.hutou_cap), hutou))
        lines.append(_line(note, R.HUTOU_TOTAL, hutou=hutou))
        if can_hu:
            lines.append(_CAN_HU_LINE)
        elif not huang:
            lines.append(_line(error, R.SHORT, hutou=hutou, need=WIN_HUTOU))
    elif not hints:
        lines.append(_NOT_YUAN_LINE)
    elif distance is None:
        lines.append(error(R.DISTANCE_FAR(limit=MAX_DISTANCE)))
        if strays:
            kinds = [ALL_CARDS[k] for k in sorted(set(strays))]
            lines.append(error(R.NO_GROUP(cards=kinds), kinds))
    else:
        lines.append(error(R.DISTANCE(distance=distance)))
        lines.extend(_partial_line(p) for p in partials)
        lines.extend(_jiang_beside_runs(pos.counts, partials))
    if huang:
        lines.append(error(R.HUANGHU()))
    waits: tuple[Wait, ...] = ()
    kind: str | None = None
    forms: tuple[str, ...] = ()
    if with_waits:
        if not huang:
            token = _FACTS.set(position)  # (as solver_view.facts does, without a generator's cost)
            try:
                waits = tuple(_waits(position.hand, position.all_melds(), rs, position=pos))
            finally:
                _FACTS.reset(token)
            kind, forms = _chengpai(yuan, can_hu, waits)
        lines.extend(_chengpai_lines(kind, forms, yuan, can_hu, hutou, huang))
        if waits:
            lines.append(note(R.WAITS(cards=[w.card for w in waits]), [w.card for w in waits]))
    return Analysis(rs.name, tuple(shown_hand), tuple(shown_melds), yuan, hutou, can_hu, groups, waits, kind, forms,
                    distance, tuple(ALL_CARDS[k] for k in strays) if strays else (), tuple(lines), tuple(partials), position)


def _huanghu(position: Position, rs: RuleSet) -> bool:
    """A full deal with no pair of any 将 is 黄胡 (s000.p035); pengs of 将 came from such pairs. A
    standing 将 was not dealt and does not count."""
    if rs.huanghu_plays_on or not position.full_deal:
        return False
    held = counts_of([*position.hand, *(c for m in position.melds for c in m.cards)])
    return not any(held[k] >= 2 for k in JIANG)


def _groups(pos: _SolverPosition) -> tuple[Group, ...]:
    placed = arrangement(pos.counts, pos.ctx) or []
    left = list(pos.counts)
    homes: dict[int, list[int]] = {}  # kind → the first hand 豹子/combination holding it
    hand_groups: list[tuple[Placed, list[int]]] = []
    for p in placed:
        kinds = list(p.kinds)
        hand_groups.append((p, kinds))
        for k in kinds:
            left[k] -= 1
        for k in p.members:
            homes.setdefault(k, kinds)
    out: list[Group] = [g for g, _ in pos.base]
    absorbed: dict[int, list[int]] = {}  # table group index → plain hand kinds it takes in
    for k in [k for k, n in enumerate(left) if n]:
        home = homes.get(k)
        if home is not None:  # extra copies join the first hand 豹子/combination holding their kind
            home.extend([k] * left[k])
        elif k not in JIANG and k in pos.absorbers:  # taken in by a table 吃 豹子/combination
            absorbed.setdefault(pos.absorbers[k], []).extend([k] * left[k])
        else:
            hand_groups.extend((_JIANG_ALONE[k], [k]) for _ in range(left[k]))
    for p, kinds in hand_groups:  # (the solver's kinds come sorted; extra copies were added at the end)
        out.append(_group(p.kind, p.kinds if len(kinds) == len(p.kinds) else tuple(sorted(kinds)), p.hutou))
    for index, kinds in sorted(absorbed.items()):
        out.append(Group("absorbed", tuple(ALL_CARDS[k] for k in sorted(kinds)), 0, absorbed_by=index))
    return tuple(out)


def _forget(tables: bool) -> None:
    """With the solver's tables (a fresh process): the groups and lines made once."""
    if tables:
        for cache in (_GROUPS, _HUTOU_LINES, _CHENGPAI_LINES, _LINES):
            cache.clear()


_JIANG_ALONE = [Placed("jiang", (k,), 0) for k in range(31)]
_GROUPS: dict[tuple, Group] = {}  # hand groups are immutable and recur from hand to hand: made once


def _group(kind: str, kinds: tuple[int, ...], hutou: int) -> Group:
    key = (kind, kinds, hutou)
    hit = _GROUPS.get(key)
    if hit is None:
        if len(_GROUPS) > 50_000:
            _GROUPS.clear()
        hit = _GROUPS[key] = Group(kind, tuple(ALL_CARDS[k] for k in kinds), hutou)
    return hit


_HUTOU_LINES: dict[Group, Line] = {}


def _hutou_lines(groups: Sequence[Group]) -> list[Line]:
    out = []
    for g in groups:
        if g.hutou:
            line = _HUTOU_LINES.get(g)
            if line is None:  # lines are immutable: one per group
                if len(_HUTOU_LINES) > 50_000:
                    _HUTOU_LINES.clear()
                rule = R.HUTOU[g.kind]
                line = _HUTOU_LINES[g] = applied(rule(group=R.GROUP_NAMES[g.kind], cards=list(g.cards),
                                                      where=R.ON_TABLE if g.table else R.IN_HAND, hutou=g.hutou),
                                                 g.hutou, g.cards)
            out.append(line)
        elif g.absorbed_by is not None:
            table = groups[g.absorbed_by]
            out.append(note(R.ABSORBED(cards=list(g.cards), group=_table_group_name(table), table=list(table.cards)),
                            g.cards))
    return out


def _table_group_name(g: Group) -> Text:
    if g.kind != "chi":
        return R.GROUP_NAMES.get(g.kind, R.GROUP_NAMES["chi"])
    group = Meld("chi", g.cards).chi_group()
    if group is not None and group[0] == "combo":
        return R.GROUP_NAMES[group[1].key]
    return R.GROUP_NAMES["baozi" if group is not None and group[0] == "baozi" else "chi"]


def _partial_line(p: Partial) -> Line:
    """Why some plain cards have no group yet, naming the cards their nearest group lacks."""
    held = [ALL_CARDS[k] for k in p.held]
    needs = [ALL_CARDS[k] for k in p.needs]
    if p.kind == "baozi":
        name = R.baozi_name(ALL_CARDS[(p.held or p.needs)[0]].rank)
    else:
        name = R.PARTIAL_NAMES.get(p.kind) or R.GROUP_NAMES[p.kind]
    reason = R.PARTIAL.at(COMBO_BY_KEY[p.kind].source, **_partial_params(held, name, needs)) if p.kind in COMBO_BY_KEY \
        else R.PARTIAL(**_partial_params(held, name, needs))
    return error(reason, held)


def _partial_params(held: list[Card], name: Text, needs: list[Card]) -> dict:
    return {"held": held, "group": name, "needs": needs, "needs_named": [R.card_name(c) for c in needs]}


_NOT_IN_RUNS = {0: 1, 9: 10, 17: 16}  # 一万 next to 二万, 一条 next to 二条, 九条 next to 八条


def _jiang_beside_runs(counts: Sequence[int], partials: Sequence[Partial]) -> list[Line]:
    """A learner's likely question: why does 一条 not finish 二条三条? (s000.p012, s001.p039)"""
    out = []
    for jiang, neighbour in _NOT_IN_RUNS.items():
        if counts[jiang] and any(p.kind == "run" and neighbour in p.held for p in partials):
            card = ALL_CARDS[jiang]
            out.append(note(R.JIANG_NOT_IN_RUN(card=card, name=Text(card.zh, card.en)), [card]))
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


_YUAN_LINE = applied(R.YUAN())  # lines without parameters are made once (lines are immutable)
_LINES: dict[tuple, Line] = {}


def _line(kind, rule, **params) -> Line:
    """A line with a few small parameters (the 胡头 totals), made once per value."""
    key = (kind, rule, *params.items())
    hit = _LINES.get(key)
    if hit is None:
        if len(_LINES) > 10_000:
            _LINES.clear()
        hit = _LINES[key] = kind(rule(**params))
    return hit


_CAN_HU_LINE = applied(R.CAN_HU(need=WIN_HUTOU))
_NOT_YUAN_LINE = error(R.NOT_YUAN())
_CHENGPAI_LINES: dict[tuple, tuple[Line, ...]] = {}


def _chengpai_lines(kind: str | None, forms: Sequence[str], yuan: bool, can_hu: bool, hutou: int | None,
                    huang: bool) -> list[Line]:
    """The 成牌 kind and forms that apply, then why each other kind does not (the forms of 蹲口 are
    judged only for a 蹲口). Remembered: few combinations of these facts occur."""
    key = (kind, tuple(forms), yuan, can_hu, hutou, huang)
    hit = _CHENGPAI_LINES.get(key)
    if hit is None:
        if len(_CHENGPAI_LINES) > 10_000:
            _CHENGPAI_LINES.clear()
        hit = _CHENGPAI_LINES[key] = tuple(_chengpai_lines_of(kind, forms, yuan, can_hu, hutou, huang))
    return list(hit)


def _chengpai_lines_of(kind: str | None, forms: Sequence[str], yuan: bool, can_hu: bool, hutou: int | None,
                       huang: bool) -> list[Line]:
    out = [applied(R.CHENGPAI[k]()) for k in ([kind] if kind else []) + list(forms)]
    need = WIN_HUTOU
    params: dict[str, Any]
    for k in R.CHENGPAI_KINDS:
        if k == kind:
            continue
        if huang:
            cause, params = "huanghu", {}
        elif k == "dagun":
            cause, params = ("not_yuan", {}) if not yuan else ("short", {"hutou": hutou, "need": need})
        elif k == "chuokou":
            cause, params = ("yuan", {}) if yuan else ("no_wait", {"need": need})
        else:
            cause, params = ("not_yuan", {}) if not yuan else ("dagun", {"need": need}) if can_hu \
                else ("no_wait", {"need": need})
        out.append(refused(R.CHENGPAI_NOT[(k, cause)](**params)))
    if kind == "dunkou":
        out.extend(refused(R.CHENGPAI_NOT[(f, "no_wait")]()) for f in R.DUNKOU_FORMS if f not in forms)
    return out


on_clear(_forget)
