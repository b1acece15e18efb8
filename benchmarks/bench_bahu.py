"""八胡 full analysis (圆, 胡头, arrangement, 听张): the engine against the brute-force reference.

Both run on the same hands in one process; every verdict (胡头 and the list of 听张) is compared.
Workloads:
  dealt   random 25-card deals from the 124-card haimen deck
  near    hands one card away from 圆 (built from groups), no melds: the search cannot fail early
  melds   hands one card away from 圆 with 0–3 table melds (碰/杠/吃/涨将): the hand lab's hard case

For each: the engine as the hand lab calls it (``analyze(hand, melds, rules)``: waits and hints),
the engine with ``hints=False`` (what the brute force computes too), and the brute force (the 胡头,
then every card kind tried every way). Ratios are brute force / engine in the same run. Times are
CPU times of this process (other processes on a busy machine do not count; ``--wall`` for the
wall clock). Engine passes: "cold" starts from empty caches and empty suit tables (they fill as
the pass goes, as in a fresh process); "warm" keeps the suit tables, and what each table's melds
give the solver (its plan, emptied of hands), that a warm-up on other hands of the same kind filled
(they hold nothing about particular hands) but remembers no position;
"asked again" repeats the hints=False pass on the same positions (what bots asking twice pay).

    .venv/bin/python benchmarks/bench_bahu.py [--hands N] [--seed S] [--workload dealt|near|melds]... [--repeat R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bahu.analysis import analyze  # noqa: E402
from engine.bahu.groups import Meld  # noqa: E402
from engine.bahu.rules import RuleSet  # noqa: E402
from engine.bahu.solver import clear_caches  # noqa: E402
from engine.bahu.waits import clear_cache as clear_waits  # noqa: E402
from engine.cards import ALL_CARDS, parse_cards  # noqa: E402
from tests.bahu.reference import reference_best, reference_waits  # noqa: E402

RULES = RuleSet.named("haimen")
PIECES = ["234m", "5678m", "789m", "345s", "678s", "123p", "456p", "789p", "5m5s5p", "9m9s9p", "2m2s2p",
          "1s1m9p", "2s2m8p", "3s3m7p", "QH9s", "H9s9m", "B8s9m", "Q", "H", "1m", "X", "3m4m5m6m", "4p4m4s"]
MELDS = ["peng:Q", "peng:H", "peng:B", "peng:5m", "peng:9s", "peng:6p", "gang:2s", "gang:Q", "bomb:8p",
         "chi:678m", "chi:345s", "chi:5m5s5p", "chi:2s2m8p", "chi:123p", "chi:QH9s", "zhang:H", "zhang:1p", "zhang:X"]


def reference_full(position, rules=RULES):
    """The brute force's full analysis: 圆/胡头 of the hand, then every card kind tried every way."""
    hand, melds = position
    kinds = [c.index for c in hand]
    waits = reference_waits(kinds, melds, rules)
    return reference_best(kinds, melds, rules), [ALL_CARDS[k].code for k in sorted(waits)]


def _fits(cards) -> bool:
    return max((cards.count(c) for c in cards), default=0) <= 4


def dealt_hands(n: int, rng: random.Random) -> list:
    deck = [c for c in ALL_CARDS for _ in range(4)]
    return [(rng.sample(deck, 25), []) for _ in range(n)]


def near_hands(n: int, rng: random.Random, max_melds: int = 0) -> list:
    """圆-shaped hands with one card taken out, beside 0–``max_melds`` table melds: the search must go deep."""
    out = []
    while len(out) < n:
        melds: list[Meld] = []
        for _ in range(rng.randint(0, max_melds)):
            meld = Meld.parse(rng.choice(MELDS))
            if _fits([c for m in [*melds, meld] for c in m.cards]):
                melds.append(meld)
        table = [c for m in melds for c in m.cards]
        cards: list = []
        for _ in range(rng.randint(4, 6) - len(melds) // 2):
            trial = cards + parse_cards(rng.choice(PIECES))
            if _fits(trial + table) and len(trial) <= 17 - 2 * len(melds):
                cards = trial
        if len(cards) >= 12 - 3 * len(melds):
            cards.pop(rng.randrange(len(cards)))
            rng.shuffle(cards)
            out.append((cards, melds))
    return out


WORKLOADS = ("dealt", "near", "melds")
CLOCK = time.process_time  # CPU time of this process: other processes on a busy machine do not count


def timed(fn, items) -> list[float]:
    out = []
    for item in items:
        t = CLOCK()
        fn(item)
        out.append((CLOCK() - t) * 1000)
    return out


def least(trials: list[list[float]]) -> list[float]:
    """Each hand's least time over the trials."""
    return [min(times) for times in zip(*trials)]


def p95(xs: list[float]) -> float:
    return sorted(xs)[int(0.95 * (len(xs) - 1))]


def fresh(fn, tables: bool = True):
    """Run ``fn`` with nothing remembered about any hand. ``tables``: the suit tables emptied too,
    as in a fresh process (they fill as the pass goes); otherwise they stay as a warm-up left them
    (they hold nothing about particular hands: a process that has been running a while)."""
    clear_caches(tables)
    clear_waits()
    return fn()


def report(name: str, positions: list, warmup: list, repeat: int = 1) -> dict:
    def lab_call(p):
        return analyze(p[0], p[1], RULES)  # as the hand lab calls it

    def plain_call(p):
        return analyze(p[0], p[1], RULES, hints=False)

    def passes() -> dict[str, list[float]]:
        runs = {
            "hand lab, cold": fresh(lambda: timed(lab_call, positions)),
            "hints=False, cold": fresh(lambda: timed(plain_call, positions)),
        }
        fresh(lambda: [lab_call(p) for p in warmup])  # other hands of the same kind fill the suit tables
        runs["hand lab, warm"] = fresh(lambda: timed(lab_call, positions), tables=False)
        runs["hints=False, warm"] = fresh(lambda: timed(plain_call, positions), tables=False)
        runs["asked again"] = timed(plain_call, positions)  # the same positions once more
        return runs

    # With --repeat, the whole sequence runs again from empty tables and each hand keeps its least
    # time: on a machine other work slows at random, the least is the hand's own cost.
    trials = [passes() for _ in range(repeat)]
    runs = {label: least([t[label] for t in trials]) for label in trials[0]}
    slow = least([timed(reference_full, positions) for _ in range(repeat)])
    for p in positions:
        a = analyze(p[0], p[1], RULES)
        assert (a.hutou, [w.card.code for w in a.waits]) == reference_full(p), p
    ref = statistics.median(slow)
    print(f"{name:<6} {len(positions):>5} hands | brute force median {ref:8.3f} ms  p95 {p95(slow):8.3f} ms")
    for label, xs in runs.items():
        print(f"{'':<18}| {label:<18} median {statistics.median(xs):7.3f} ms  p95 {p95(xs):7.3f} ms"
              f" | ratio median {ref / statistics.median(xs):6.1f}×  total {sum(slow) / sum(xs):6.1f}×")
    return {label: statistics.median(xs) for label, xs in runs.items()} | {"ref": ref}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--warmup", type=int, default=3, help="warm-up hands per measured hand (other deals)")
    parser.add_argument("--wall", action="store_true", help="time by the wall clock instead of CPU time")
    parser.add_argument("--repeat", type=int, default=1,
                        help="run every pass this many times (from empty tables) and keep each hand's least time")
    parser.add_argument("--workload", action="append", choices=WORKLOADS,
                        help="run only this workload (may be repeated; default: all)")
    args = parser.parse_args()
    if args.wall:
        global CLOCK
        CLOCK = time.perf_counter
    rng = random.Random(args.seed)
    other = random.Random(args.seed + 1)  # the warm-up hands: never the measured ones
    print(f"Python {sys.version.split()[0]}; rules {RULES.name}; {'wall' if args.wall else 'CPU'} time;"
          f" both verdicts compared on every hand{f'; least of {args.repeat} runs per hand' if args.repeat > 1 else ''}")
    n = args.hands
    chosen = set(args.workload or WORKLOADS)
    # Every workload's hands are dealt whichever run, so one workload alone sees the same hands.
    work = {
        "dealt": (dealt_hands(n, rng), dealt_hands(n * args.warmup, other)),
        "near": (near_hands(max(50, n // 10), rng), near_hands(max(50, n // 10) * args.warmup, other)),
        "melds": (near_hands(max(50, n // 5), rng, max_melds=3),
                  near_hands(max(50, n // 5) * args.warmup, other, max_melds=3)),
    }
    for name in WORKLOADS:
        if name in chosen:
            report(name, *work[name], repeat=args.repeat)


if __name__ == "__main__":
    main()
