"""A plain brute-force 八胡 solver, written from the rule definitions, to check the fast engine.

It enumerates every way to split the hand into blocks — a group (every run, every 豹子 and
fixed-combination multiset with its extra copies, 文钱, a kept 招儿, a run extending a table run),
a 将 card left alone, or a copy absorbed by a table 豹子/combination — and scores each split
(a 豹子 or combination holding all three cards of a dealt triplet keeps the 招儿's 胡头).
No memo, no pruning beyond "the first card must go somewhere": slow, and obviously right. The 豹子
are of ranks 2–9, or 2–8 where the rule set keeps the 9s out of them (``nine_tiao_baozi`` false).
"""

from __future__ import annotations

from itertools import product

from engine.cards import parse_cards

JIANG = {c.index for c in parse_cards("1m 1s 1p 9s Q H B X")}
RUNS = {"m": (2, 9), "s": (2, 8), "p": (1, 9)}
SUIT_BASE = {"m": 0, "s": 9, "p": 18}
COMBOS = {name: tuple(c.index for c in parse_cards(cards)) for name, cards in {
    "xiaolaohu": "1s 1m 9p", "erba": "2s 2m 8p", "sanqi": "3s 3m 7p",
    "qiankongjiu": "Q H 9s", "kongjiujiu": "H 9s 9m", "yabajiu": "B 8s 9m"}.items()}
WENQIAN = (18, 19, 20)


def baozi(rank: int) -> tuple[int, int, int]:
    return (rank - 1, 9 + rank - 1, 18 + rank - 1)


def baozi_ranks(rules) -> range:
    """2–9, or 2–8 where the 9s (a 将) joins no 豹子 and so there is no nine-baozi (``nine_tiao_baozi``)."""
    return range(2, 10) if rules.nine_tiao_baozi else range(2, 9)


def all_runs() -> list[tuple[int, ...]]:
    out = []
    for suit, (lo, hi) in RUNS.items():
        for a in range(lo, hi + 1):
            for b in range(a + 2, hi + 1):
                out.append(tuple(SUIT_BASE[suit] + r - 1 for r in range(a, b + 1)))
    return out


RUN_LIST = all_runs()


def table_facts(melds, rules):
    """What the table gives: supplied kinds, absorbing kinds, runs to extend, fixed hutou, combos done."""
    supplied, absorbing, runs, combos_done = set(), set(), [], set()
    base = 0
    wenqian = 0
    for m in melds:
        k = m.cards[0].index
        is_j = k in JIANG
        if m.kind == "peng":
            base += 4 if is_j else 1
        elif m.kind in ("gang", "bomb"):
            base += (rules.jiang_gang_hutou if is_j else 4) if m.kind == "gang" else (rules.jiang_gang_hutou if is_j else 5)
        if m.kind in ("peng", "gang", "bomb") and rules.melds_join_groups:
            supplied.add(k)
        if m.kind == "chi":
            kinds = tuple(sorted(c.index for c in m.cards))
            if kinds == WENQIAN:  # 文钱 count at most twice (s000.p019)
                base += 1 if wenqian < 2 else 0
                wenqian += 1
                runs.append(kinds)
            elif kinds in RUN_LIST:
                runs.append(kinds)
            else:
                for name, ck in COMBOS.items():
                    if set(kinds) == set(ck):  # a combination counts once however often it is taken
                        base += 0 if name in combos_done else 1
                        combos_done.add(name)
                        absorbing |= set(ck)
                for r in baozi_ranks(rules):
                    if set(kinds) == set(baozi(r)):
                        absorbing |= set(baozi(r))
    return supplied, absorbing, runs, combos_done, base, wenqian


def candidate_blocks(first: int, left: dict[int, int], zhao: set[int], supplied, absorbing, runs, ranks=range(2, 10)):
    """Every block containing kind ``first`` that the remaining cards ``left`` can make."""
    if first in JIANG:
        yield ("alone", (first,))
    if first in absorbing:
        yield ("absorbed", (first,))
    if first in zhao and left.get(first, 0) >= 3:
        yield ("zhao", (first,) * 3)
    if first in WENQIAN and all(left.get(k, 0) for k in WENQIAN):
        yield ("wenqian", WENQIAN)
    for run in RUN_LIST:
        if first in run and all(left.get(k, 0) for k in run):
            yield ("run", run)
    for table_run in runs:  # a hand segment of the same suit touching a table run
        lo, hi = table_run[0], table_run[-1]
        suit = next(s for s in RUNS if SUIT_BASE[s] <= lo <= SUIT_BASE[s] + 8)
        rlo, rhi = SUIT_BASE[suit] + RUNS[suit][0] - 1, SUIT_BASE[suit] + RUNS[suit][1] - 1
        segments = [tuple(range(a, lo)) for a in range(rlo, lo)] + [tuple(range(hi + 1, b + 1)) for b in range(hi + 1, rhi + 1)]
        for seg in segments:
            if first in seg and all(left.get(k, 0) for k in seg):
                yield ("ext", seg)
    groups = [(name, kinds) for name, kinds in COMBOS.items()] + [("baozi", baozi(r)) for r in ranks]
    for name, kinds in groups:
        if first not in kinds:
            continue
        ranges = []
        for k in kinds:
            low = 0 if k in supplied and k != first else 1
            ranges.append(range(low, left.get(k, 0) + 1))
        for amounts in product(*ranges):
            block = tuple(k for k, n in zip(kinds, amounts) for _ in range(n))
            if first in block:
                yield (name, block)


def reference_best(hand_kinds: list[int], melds, rules) -> int | None:
    """Greatest capped 胡头 over 圆 splits of the hand, or None when the hand is not 圆."""
    supplied, absorbing, runs, combos_done, base, wenqian = table_facts(melds, rules)
    left: dict[int, int] = {}
    for k in hand_kinds:
        left[k] = left.get(k, 0) + 1
    zhao: set[int] = set()
    for k, n in list(left.items()):
        if n == 4:  # a bomb from the deal is laid out
            base += rules.jiang_gang_hutou if k in JIANG else 5
            del left[k]
            if rules.melds_join_groups:
                supplied.add(k)
        elif n == 3:
            if rules.zhao_may_split:
                zhao.add(k)
            else:
                base += 8 if k in JIANG else 2
                del left[k]
    for m in melds:  # a standing jiang is used like a hand card, but was not dealt
        if m.kind == "zhang":
            k = m.cards[0].index
            left[k] = left.get(k, 0) + 1
    if rules.melds_join_groups:
        for name, kinds in COMBOS.items():
            if name not in combos_done and all(k in supplied for k in kinds):
                combos_done.add(name)
                base += 1
                absorbing |= set(kinds)
    best = _split(left, zhao, supplied, absorbing, runs, [], combos_done, wenqian, baozi_ranks(rules))
    if best is None:
        return None
    return min(rules.hutou_cap, base + best)


def _score(blocks, combos_done, wenqian_on_table, zhao_kinds) -> int:
    names = [name for name, _ in blocks]
    combos = {n for n in names if n in COMBOS} - combos_done
    wq = names.count("wenqian")
    zhao = sum(8 if b[0] in JIANG else 2 for n, b in blocks if n == "zhao")
    # s000.p042 三张…都能组成豹子: a dealt triplet wholly inside one 豹子 or combination keeps its 胡头
    inside = sum(8 if k in JIANG else 2 for n, b in blocks if n == "baozi" or n in COMBOS
                 for k in zhao_kinds if b.count(k) >= 3)
    return len(combos) + max(0, min(2, wq + wenqian_on_table) - min(2, wenqian_on_table)) + zhao + inside


def _split(left: dict[int, int], zhao, supplied, absorbing, runs, chosen, combos_done, wenqian, ranks):
    """The best score over complete splits extending ``chosen``, or None when there is none."""
    remaining = sorted(k for k, n in left.items() if n)
    if not remaining:
        return _score(chosen, combos_done, wenqian, zhao)
    first = remaining[0]
    best = None
    for name, block in list(candidate_blocks(first, left, zhao, supplied, absorbing, runs, ranks)):
        for k in block:
            left[k] -= 1
        sub = _split(left, zhao, supplied, absorbing, runs, chosen + [(name, block)], combos_done, wenqian, ranks)
        for k in block:
            left[k] += 1
        if sub is not None and (best is None or sub > best):
            best = sub
    return best


def kaizhao_compulsory(rules) -> bool:
    """Whether a dealt triplet must be opened (杠) when its fourth card comes (s001.p063 「招儿必须碰，
    叫开招」, tongdong): the rule-set option of the same name."""
    return rules.kaizhao_compulsory


def reference_waits(hand_kinds: list[int], melds, rules) -> dict[int, int]:
    """Every kind that, arriving, lets the hand 胡 (圆 and ≥ 8), with its best 胡头: every way tried.

    The arriving card joins as a card that was not dealt (passed as a standing card, which the
    brute force counts as a hand card but never as part of a 招儿); a pair and the card make a 碰; a
    dealt triplet and the card make a 杠 — and then, where 开招 is compulsory, that is the only way.
    """
    from engine.bahu.groups import Meld
    from engine.cards import ALL_CARDS

    held = [0] * 31
    for k in hand_kinds:
        held[k] += 1
    dealt = list(held)
    for m in melds:
        for c in m.cards:
            held[c.index] += 1
    if huanghu(hand_kinds, melds, rules):
        return {}
    out: dict[int, int] = {}
    for k in range(31):
        if held[k] >= 4 or (k == 30 and not rules.xi_in_play):
            continue
        card = ALL_CARDS[k]
        values = []
        if dealt[k] < 3 or not kaizhao_compulsory(rules):
            values.append(reference_best(hand_kinds, [*melds, Meld("zhang", (card,))], rules))
        if dealt[k] in (2, 3):
            rest = [x for x in hand_kinds if x != k]  # the pair or triplet goes to the table
            meld = Meld("peng" if dealt[k] == 2 else "gang", (card,) * (dealt[k] + 1))
            values.append(reference_best(rest, [*melds, meld], rules))
        best = max((v for v in values if v is not None), default=None)
        if best is not None and best >= 8:
            out[k] = best
    return out


def huanghu(hand_kinds: list[int], melds, rules) -> bool:
    """A full deal (25 cards besides standing 将) with no pair of any 将 sits out (s000.p035)."""
    if rules.huanghu_plays_on:
        return False
    table = [c.index for m in melds if m.kind != "zhang" for c in m.cards]
    cards = list(hand_kinds) + table
    return len(cards) >= 25 and not any(cards.count(k) >= 2 for k in JIANG)
