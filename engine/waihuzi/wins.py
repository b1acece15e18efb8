"""Is this a win? The fast test the table asks for every revealed card and every player.

:func:`engine.waihuzi.score.score` explains a win in full (every grouping, 豪, special hands) and
takes about a millisecond; the table asks "would this card win?" three times per card revealed,
so it needs the answer in microseconds. :func:`win_base` answers the same question with a memoised
search over the concealed counts: the most 息 a full grouping reaches (s004.p019, p036–p041), with
the winning card placed as :func:`engine.waihuzi.split.to_groups` places it (a drawn card makes
three alike a 歪, another player's card makes them a 碰, s004.p014). The tests check it against
``score(...).valid`` on random and built hands.

>>> from engine.waihuzi.cards import counts_of, parse_cards, Card
>>> c = counts_of(parse_cards("333d 270d 456x 678d 123x 789x"))   # the reference example, 9d in a 歪 meld
>>> win_base(c, Card.parse("8x").index, "self", meld_xi=4, melds_liu=0, cards=20)
9
>>> win_base(c, Card.parse("8x").index, "self", meld_xi=0, melds_liu=0, cards=20)   # without the 歪: short of 8
5
>>> c[Card.parse("9x").index] -= 1                                  # 78x left open: no grouping
>>> win_base(c, Card.parse("8x").index, "self", meld_xi=4, melds_liu=0, cards=19) is None
True
>>> c[Card.parse("9x").index] += 1
>>> is_win(c, Card.parse("8x").index, "self", meld_xi=4, melds_liu=0, cards=20)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.waihuzi.cards import NUM_KINDS
from engine.waihuzi.rules import DEFAULT, XI, RuleSet

NEG: Final = -(10**6)
MAX_FOURS: Final = 6  # concealed fours a hand of at most 28 cards can hold, plus one
_EMPTY: Final = (NEG,) * MAX_FOURS
_CACHE: dict[tuple, tuple[int, ...]] = {}
_CACHE_LIMIT: Final = 1 << 18


def _best(c: list[int], pair_free: bool, alike_w: int, phrase_w: bool, w: int, own: bool, pair_any: bool,
          last_run: int) -> tuple[int, ...]:
    """Best concealed 息 of a full grouping of ``c``, by the number of concealed fours (index).

    ``alike_w``: the alike group holding the winning kind ``w`` so far (0 none, 2 pair, 3, 4);
    ``phrase_w``: whether a run or 二七十 holds it. NEG where no grouping exists."""
    key = (tuple(c), pair_free, alike_w, phrase_w, w, own, pair_any, last_run)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    i = 0
    while i < NUM_KINDS and c[i] == 0:
        i += 1
    if i == NUM_KINDS:
        if own:
            delta = 1 if alike_w in (3, 4) else 0  # the drawn card makes a 坎 a 歪, a 溜 a drawn one
        else:
            delta = -2 if alike_w == 3 and not phrase_w else 0  # another's card makes a 坎 a 碰
        out: tuple[int, ...] = (delta,) + _EMPTY[1:]
    else:
        best = list(_EMPTY)

        def take(sub: tuple[int, ...], xi: int, four: int) -> None:
            for f in range(MAX_FOURS - four):
                v = sub[f]
                if v > NEG and v + xi > best[f + four]:
                    best[f + four] = v + xi

        n = c[i]
        at_w = i == w
        if n == 4:
            c[i] = 0
            take(_best(c, pair_free, 4 if at_w else alike_w, phrase_w, w, own, pair_any, last_run), XI["kan"], 1)
            c[i] = 4
        if n >= 3:
            c[i] -= 3
            take(_best(c, pair_free, 3 if at_w else alike_w, phrase_w, w, own, pair_any, last_run), XI["kan"], 0)
            c[i] += 3
        if n >= 2 and pair_free and (pair_any or at_w):
            c[i] -= 2
            take(_best(c, False, 2 if at_w else alike_w, phrase_w, w, own, pair_any, last_run), 0, 0)
            c[i] += 2
        r = i % 10
        if r <= last_run - 1 and c[i + 1] and c[i + 2]:
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            take(_best(c, pair_free, alike_w, phrase_w or i <= w <= i + 2, w, own, pair_any, last_run), 0, 0)
            c[i] += 1
            c[i + 1] += 1
            c[i + 2] += 1
        if r == 1 and c[i + 5] and c[i + 8]:
            c[i] -= 1
            c[i + 5] -= 1
            c[i + 8] -= 1
            held = w in (i, i + 5, i + 8)
            take(_best(c, pair_free, alike_w, phrase_w or held, w, own, pair_any, last_run), XI["erqishi"], 0)
            c[i] += 1
            c[i + 5] += 1
            c[i + 8] += 1
        out = tuple(best)
    if len(_CACHE) >= _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = out
    return out


def concealed_best(counts: Sequence[int], win: int | None, revealed_by: str = "self",
                   rules: RuleSet = DEFAULT) -> tuple[int, ...]:
    """Best concealed 息 by number of concealed fours (NEG: no full grouping). ``win`` ``None``:
    天胡, no drawn card, the one pair of any kind (s004.p055)."""
    last_run = 8 if rules.ten_after_nine else 7
    w = -1 if win is None else win
    return _best(list(counts), True, 0, False, w, revealed_by == "self", win is None, last_run)


def win_base(counts: Sequence[int], win: int | None, revealed_by: str, *, meld_xi: int,
             melds_liu: int, cards: int, rules: RuleSet = DEFAULT, hao_xi: int = 0) -> int | None:
    """The base 息 (what counts toward the minimum) of the best full grouping that passes the
    rule set's count check, or ``None`` when the cards do not all group. ``cards``: concealed and
    meld cards together; ``melds_liu``: 溜 melds on the table; ``hao_xi``: the hand's 豪, used only
    when the rule set counts it toward the minimum."""
    by_fours = concealed_best(counts, win, revealed_by, rules)
    extra = (XI["win"] if rules.min_includes_win else 0) + (hao_xi if rules.hao_counts_toward_min else 0)
    best: int | None = None
    for fours, xi in enumerate(by_fours):
        if xi <= NEG:
            continue
        if rules.strict_count and cards != 20 + melds_liu + fours:  # s004.p025 多牌少牌
            continue
        base = meld_xi + xi + extra
        if best is None or base > best:
            best = base
    return best


def is_win(counts: Sequence[int], win: int | None, revealed_by: str, *, meld_xi: int,
           melds_liu: int, cards: int, rules: RuleSet = DEFAULT, last_card: bool = False, hao_xi: int = 0) -> bool:
    """What ``score(...).valid`` says, fast: every card grouped, the base at least ``min_xi``, and a
    card revealed by another player allowed by ``win_on_revealed``."""
    if revealed_by != "self" and rules.win_on_revealed == "last_card" and not last_card:
        return False
    # An upper bound first: each three or four alike 3 (4 with the drawn card), each 二七十 1.
    extra = (XI["win"] if rules.min_includes_win else 0) + (hao_xi if rules.hao_counts_toward_min else 0)
    alike = counts.count(3) + counts.count(4)
    eqs = min(counts[1], counts[6], counts[9]) + min(counts[11], counts[16], counts[19])
    if meld_xi + extra + XI["kan"] * alike + XI["erqishi"] * eqs + 1 < rules.min_xi:
        return False
    base = win_base(counts, win, revealed_by, meld_xi=meld_xi, melds_liu=melds_liu, cards=cards, rules=rules,
                    hao_xi=hao_xi)
    return base is not None and base >= rules.min_xi
