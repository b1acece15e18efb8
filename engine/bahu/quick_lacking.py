"""The lacking kinds of a table position (:meth:`engine.bahu.claims.Evaluator.lacking`) straight from its
counts: what :func:`engine.bahu.solver_view.position_of_counts` and the solver's remembered entry would
give, without building either.

The lacking kinds depend on the kinds held, those held three times, and the table's :class:`Context`
only (:func:`engine.bahu.lacking._completions`). A table's melds are read once (:class:`TableView`);
each hand then costs one pass over its counts. Positions the table never shows — a four still in hand
(the deal, before the bombs are laid out), a fifth copy, facts of an analysed position — go the long
way, so they are answered exactly as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.bahu.groups import JIANG, Meld
from engine.bahu.lacking import _completions
from engine.bahu.remembered import forget_hands
from engine.bahu.rules import RuleSet
from engine.bahu.solver_view import FACTS, _Table, _table

Counts = Sequence[int]
MEMO_LIMIT = 20_000  # entries a table's context remembers before it forgets its hands
_HELD = bytes(48 if n == 0 else 49 for n in range(256))  # a count → its digit (ASCII 0 or 1): held or not
_TRIPLE = bytes(49 if n >= 3 else 48 for n in range(256))  # … held three times or more


class TableView:
    """What a table's melds give every hand: the solver's table, the standing 将, the copies on the table."""

    __slots__ = ("table", "standing", "on_table", "ok")

    def __init__(self, melds: Sequence[Meld], rules: RuleSet) -> None:
        standing: dict[int, int] = {}
        on_table: dict[int, int] = {}
        self.ok = True  # False: a standing card that is no 将 (the long way names it)
        for m in melds:
            for c in m.cards:
                on_table[c.index] = on_table.get(c.index, 0) + 1
            if m.kind == "zhang":
                k = m.cards[0].index
                standing[k] = standing.get(k, 0) + 1
                self.ok = self.ok and k in JIANG
        self.table: _Table = _table([m for m in melds if m.kind != "zhang"], rules)
        self.standing = tuple(standing.items())
        self.on_table = tuple(on_table.items())


def quick_lacking(view: TableView, hand: Counts, extra: int | None, rules: RuleSet) -> dict[int, frozenset[int]] | None:
    """The lacking kinds of ``hand`` on the table ``view`` (``extra``: a card joined), or None where the
    long way must answer."""
    if not view.ok or FACTS.get() is not None or max(hand) >= 4:
        return None
    for k, n in view.on_table:
        if hand[k] + n > 4:
            return None
    zhao: list[int] = []
    if view.standing or extra is not None or 3 in hand:
        counts = list(hand)
        for k, n in view.standing:
            counts[k] += n
        if 3 in hand:
            zhao = [k for k, n in enumerate(hand) if n == 3]
            if not rules.zhao_may_split:  # kept whole as a 招儿 group (s001.p039): not in the counts searched
                for k in zhao:
                    counts[k] -= 3
                zhao = []
        if extra is not None:
            counts[extra] += 1
        packed = bytes(counts)
    else:
        packed = bytes(hand)
    # the kinds held, and held three times, as bits: one digit a kind, read backwards (kind 0 lowest)
    held = int(packed.translate(_HELD)[::-1], 2)
    triples = int(packed.translate(_TRIPLE)[::-1], 2)
    ctx = view.table.context(frozenset(zhao))
    memo = ctx.memo  # hands holding the same kinds lack the same: remembered by the bits, per table
    key = ("lacking", held, triples)
    hit = memo.get(key)
    if hit is None:
        if len(memo) > MEMO_LIMIT:
            forget_hands(ctx)
        hit = memo[key] = _completions(held, triples, ctx)
    return hit
