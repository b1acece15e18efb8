"""A 八胡 position as the solver sees it: the counts it places, the table's :class:`Context`, and
the groups fixed before the search (table melds, a 招儿 that may not be split, combinations wholly
on the table) with their 胡头.

The table's part depends on the melds and three rule options only, so it is worked out once per
table and shared (with its Context, and so with the solver's plan for that table); each hand then
adds only its counts and 招儿. :func:`engine.bahu.solver.clear_caches` forgets what the Contexts
remember of hands, and with the suit tables the tables and their Contexts.

>>> from engine.bahu.rules import RuleSet
>>> from engine.cards import parse_cards
>>> pos = solver_position(parse_cards("5m5m 234s"), [Meld.parse("peng:Q"), Meld.parse("peng:H")], (), (),
...                       RuleSet.named("haimen"))
>>> pos.fixed, [g.kind for g, _source in pos.base]
(8, ['peng', 'peng'])
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from engine.bahu import reasons as R
from engine.bahu.remembered import forget_hands, on_clear
from engine.bahu.groups import COMBOS, JIANG, Meld, baozi_kinds, forget_chi_groups
from engine.bahu.position import Position
from engine.bahu.rules import RuleSet
from engine.bahu.solver import Context, best_hutou
from engine.cards import ALL_CARDS, Card
from engine.core.errors import InputError

NAMES_ZH = {kind: name.zh for kind, name in R.GROUP_NAMES.items()}
NAMES_EN = {kind: name.en for kind, name in R.GROUP_NAMES.items()}


@dataclass(frozen=True)
class Group:
    """A group of the arrangement: in hand or on the table. ``absorbed_by``: for plain hand cards a
    table 豹子 or combination takes in, the index of that table group in the arrangement."""

    kind: str
    cards: tuple[Card, ...]
    hutou: int = 0
    table: bool = False
    absorbed_by: int | None = None

    def to_json(self) -> dict:
        return {"kind": self.kind, "cards": [c.code for c in self.cards], "hutou": self.hutou, "table": self.table,
                "zh": NAMES_ZH.get(self.kind, self.kind), "en": NAMES_EN.get(self.kind, self.kind),
                "absorbed_by": self.absorbed_by}


@dataclass
class SolverPosition:
    """A hand and table as the solver sees them, with the fixed 胡头 outside the search."""

    counts: list[int]
    ctx: Context
    base: list[tuple[Group, str]]  # groups fixed before the search, with their source paragraph
    absorbers: dict[int, int] = field(default_factory=dict)  # kind → the table group taking in its copies
    fixed: int = 0  # the 胡头 of ``base``
    dealt: list[int] = field(default_factory=list)  # the concealed hand's own counts (no standing 将, no extra card)


class _Table:
    """What a table's melds give the solver, whatever the hand (worked out once per table)."""

    __slots__ = ("base", "absorbers", "supplied", "free", "formed", "run_ext", "wenqian", "on_table", "contexts",
                 "nine_baozi")

    def __init__(self, table: Sequence[Meld], rules: RuleSet) -> None:
        base: list[tuple[Group, str]] = []
        absorbers: dict[int, int] = {}
        supplied: set[int] = set()
        free = formed = wenqian = 0
        run_ext: list[tuple[int, int]] = []
        for m in table:
            k = m.cards[0].index
            hutou = m.hutou_under(rules.jiang_gang_hutou)
            group = m.chi_group() if m.kind == "chi" else None
            if group is not None:  # a combination counts once and 文钱 at most twice, on the table as in hand
                kind, what = group
                if kind == "combo" and formed >> COMBOS.index(what) & 1:
                    hutou = 0
                elif kind == "wenqian" and wenqian >= 2:
                    hutou = 0
            if m.kind == "bomb" and m.via == "deal":  # 爆炸/摊庄: four from the deal are laid out (s000.p029, s001.p041)
                base.append((_fixed("bomb", m.cards, hutou, False), "s000.p029 s001.p067"))
            else:
                base.append((_fixed(m.kind, m.cards, hutou, True), "s000.p025 s000.p027 s001.p067"))
            if m.kind in ("peng", "gang", "bomb"):
                if rules.melds_join_groups:
                    supplied.add(k)
                continue
            assert group is not None  # a chi is always a group (Meld.check)
            if group[0] == "baozi" and group[1] == 9 and not rules.nine_tiao_baozi:
                raise InputError(f"meld {m}: the 9s is in no baozi under these rules (nine_tiao_baozi false), so 9m "
                                 "9s 9p are no group", str(m))
            # group[0] is tested rather than an unpacked kind: the type checker then knows group[1]
            if group[0] == "run" or group[0] == "wenqian":
                lo, hi = group[1] if group[0] == "run" else (18, 20)
                run_ext.append((lo, hi))
                wenqian += group[0] == "wenqian"
            else:
                kinds = baozi_kinds(group[1]) if group[0] == "baozi" else group[1].kinds
                for member in kinds:
                    free |= 1 << member
                    absorbers.setdefault(member, len(base) - 1)
                if group[0] == "combo":
                    formed |= 1 << COMBOS.index(group[1])
        # a combination wholly on the table (碰的，杠的) still forms; placed after any fixed 招儿
        on_table: list[tuple[tuple[Group, str], tuple[int, ...]]] = []
        if rules.melds_join_groups and len(supplied) >= 3:
            for i, combo in enumerate(COMBOS):
                if not formed >> i & 1 and all(k in supplied for k in combo.kinds):
                    formed |= 1 << i
                    free |= sum(1 << k for k in combo.kinds)
                    table_group = Group(combo.key, tuple(ALL_CARDS[k] for k in combo.kinds), 1, table=True)
                    on_table.append(((table_group, combo.source), combo.kinds))
        self.base = tuple(base)
        self.absorbers = absorbers
        self.supplied = frozenset(supplied)
        self.free, self.formed, self.wenqian = free, formed, wenqian
        self.run_ext = tuple(run_ext)
        self.on_table = tuple(on_table)
        self.contexts: dict[frozenset[int], Context] = {}  # by the hand's 招儿 kinds
        self.nine_baozi = rules.nine_tiao_baozi

    def context(self, zhao_kinds: frozenset[int]) -> Context:
        ctx = self.contexts.get(zhao_kinds)
        if ctx is None:
            ctx = self.contexts[zhao_kinds] = Context(zhao_kinds, self.supplied, self.free, self.formed, self.run_ext,
                                                      self.wenqian, self.nine_baozi)
        return ctx


_FIXED: dict[tuple, Group] = {}


def _fixed(kind: str, cards: tuple[Card, ...], hutou: int, table: bool) -> Group:
    """A group fixed before the search, made once (groups are immutable; tables recur)."""
    key = (kind, cards, hutou, table)
    hit = _FIXED.get(key)
    if hit is None:
        if len(_FIXED) > 10_000:
            _FIXED.clear()
        hit = _FIXED[key] = Group(kind, cards, hutou, table=table)
    return hit


_TABLES: dict[tuple, _Table] = {}
_MAX_TABLES = 20_000


def _forget(tables: bool) -> None:
    """What the melds give (nothing about a hand) goes with the suit tables; otherwise only what the
    contexts remember of hands."""
    if tables:  # a fresh process: the small caches of what melds and groups are go too
        _TABLES.clear()
        _FIXED.clear()
        forget_chi_groups()
    else:
        for t in _TABLES.values():
            for ctx in t.contexts.values():
                forget_hands(ctx)


on_clear(_forget)


def _table(table: Sequence[Meld], rules: RuleSet) -> _Table:
    key = (tuple(table), rules.jiang_gang_hutou, rules.melds_join_groups, rules.nine_tiao_baozi)
    hit = _TABLES.get(key)
    if hit is None:
        if len(_TABLES) >= _MAX_TABLES:
            _TABLES.clear()
        hit = _TABLES[key] = _Table(table, rules)
    return hit


def solver_position(hand: Sequence[Card], table: Sequence[Meld], zhang: Sequence[Card], zhao: Iterable[Card],
                    rules: RuleSet, extra: Card | None = None) -> SolverPosition:
    """The solver's counts and :class:`Context`, from the position's facts: ``zhao`` are the kinds
    dealt as a triplet, ``table`` the melds (a dealt bomb among them, ``@deal``)."""
    t = _table(table, rules)
    in_hand = [0] * 31
    for c in hand:
        in_hand[c.index] += 1
    counts = list(in_hand)
    for c in zhang:  # standing jiang: used like a hand card (s000.p034, s001.p056), never dealt
        counts[c.index] += 1
    base = list(t.base)
    fixed = sum(g.hutou for g, _ in base)
    zhao_kinds: set[int] = set()
    for k in sorted({card.index for card in zhao}):
        if in_hand[k] < 3:  # opened or split since the deal: no 招儿 group now
            continue
        if rules.zhao_may_split:
            zhao_kinds.add(k)
        else:  # s001.p039 招儿不可拆开作顺子: the triplet stays one group
            counts[k] -= 3
            hutou = 8 if k in JIANG else 2
            base.append((_fixed("zhao", (ALL_CARDS[k],) * 3, hutou, False), "s000.p028 s001.p039 s001.p067"))
            fixed += hutou
    if extra is not None:
        counts[extra.index] += 1
    absorbers = dict(t.absorbers)  # the caller's own: the table's stays as it is
    for entry, kinds in t.on_table:
        base.append(entry)
        fixed += entry[0].hutou
        for member in kinds:
            absorbers.setdefault(member, len(base) - 1)
    return SolverPosition(counts, t.context(frozenset(zhao_kinds)), base, absorbers, fixed, in_hand)


# While the 听张 of an explicit Position are searched, waits.py rebuilds positions from (hand, melds);
# the position's facts then stand in for the guesses from counts.
FACTS: ContextVar[Position | None] = ContextVar("bahu_position_facts", default=None)


@contextmanager
def facts(position: Position) -> Iterator[None]:
    token = FACTS.set(position)
    try:
        yield
    finally:
        FACTS.reset(token)


def position(hand: Sequence[Card], melds: Sequence[Meld], rules: RuleSet, extra: Card | None = None) -> SolverPosition:
    """The solver position of a hand and melds (the facts of the position being analysed, if any)."""
    known = FACTS.get()
    table = [m for m in melds if m.kind != "zhang"]
    zhang = [m.cards[0] for m in melds if m.kind == "zhang"]
    if known is not None:
        return solver_position(hand, table, zhang, known.zhao, rules, extra)
    implied = Position.from_hand(hand, melds)
    return solver_position(implied.hand, implied.melds, implied.zhang, implied.zhao, rules, extra)


def total(pos: SolverPosition, rules: RuleSet) -> int | None:
    """The position's 胡头 as counted (fixed groups and the best arrangement, capped), or None if not 圆."""
    value = best_hutou(pos.counts, pos.ctx)
    if value is None:
        return None
    return rules.cap(value + pos.fixed)


_DEALT_BOMBS = {k: Meld("bomb", (ALL_CARDS[k],) * 4, via="deal") for k in range(31)}


def position_of_counts(hand: Sequence[int], melds: Sequence[Meld], rules: RuleSet,
                       extra: int | None = None) -> SolverPosition:
    """:func:`position` of a hand given as counts (what table play keeps), without listing its cards:
    the same position, built the way :meth:`Position.implied` and :func:`solver_position` build it.
    Anything those would refuse or read otherwise (facts being analysed, a fifth copy, a standing card
    that is no 将) goes the long way, so their errors stay theirs."""
    if FACTS.get() is not None or max(hand) > 4:
        return position([ALL_CARDS[k] for k, n in enumerate(hand) for _ in range(n)], melds, rules,
                        ALL_CARDS[extra] if extra is not None else None)
    table: list[Meld] = []
    counts = list(hand)
    seen = list(hand)
    for m in melds:
        for c in m.cards:
            seen[c.index] += 1
        if m.kind == "zhang":
            k = m.cards[0].index
            if k not in JIANG:
                break
            counts[k] += 1
        else:
            table.append(m)
    else:
        if max(seen) <= 4:
            return _from_counts(hand, counts, table, rules, extra)
    return position([ALL_CARDS[k] for k, n in enumerate(hand) for _ in range(n)], melds, rules,
                    ALL_CARDS[extra] if extra is not None else None)


def _from_counts(hand: Sequence[int], counts: list[int], table: list[Meld], rules: RuleSet,
                 extra: int | None) -> SolverPosition:
    """The checked case of :func:`position_of_counts`: ``counts`` are the hand's with standing 将 added."""
    in_hand = list(hand)
    zhao: list[int] = []
    if max(hand) >= 3:
        for k, n in enumerate(hand):
            if n == 4:  # four dealt are a bomb laid out, not a hand card (s000.p029)
                table.append(_DEALT_BOMBS[k])
                in_hand[k] = 0
                counts[k] -= 4
            elif n == 3:
                zhao.append(k)
    t = _table(table, rules)
    base = list(t.base)
    fixed = sum(g.hutou for g, _ in base)
    zhao_kinds: set[int] = set()
    for k in zhao:
        if rules.zhao_may_split:
            zhao_kinds.add(k)
        else:  # s001.p039 招儿不可拆开作顺子: the triplet stays one group
            counts[k] -= 3
            hutou = 8 if k in JIANG else 2
            base.append((_fixed("zhao", (ALL_CARDS[k],) * 3, hutou, False), "s000.p028 s001.p039 s001.p067"))
            fixed += hutou
    if extra is not None:
        counts[extra] += 1
    absorbers = dict(t.absorbers)
    for entry, kinds in t.on_table:
        base.append(entry)
        fixed += entry[0].hutou
        for member in kinds:
            absorbers.setdefault(member, len(base) - 1)
    return SolverPosition(counts, t.context(frozenset(zhao_kinds)), base, absorbers, fixed, in_hand)
