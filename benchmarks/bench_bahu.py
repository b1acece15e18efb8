"""八胡 full analysis (圆, 胡头, arrangement, 听张): the engine against the brute-force reference.

Both run on the same hands in one process. Workloads:
  dealt   random 25-card deals from the 124-card haimen deck (the issue's goal: median ≤ 1 ms, ≥ 10×)
  near    hands one card away from 圆 (built from groups), where the search cannot fail early

    .venv/bin/python benchmarks/bench_bahu.py [--hands N] [--seed S]
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
from engine.cards import ALL_CARDS, parse_cards  # noqa: E402
from tests.bahu.reference import reference_best  # noqa: E402

RULES = RuleSet.named("haimen")
PIECES = ["234m", "5678m", "789m", "345s", "678s", "123p", "456p", "789p", "5m5s5p", "9m9s9p", "2m2s2p",
          "1s1m9p", "2s2m8p", "3s3m7p", "QH9s", "H9s9m", "B8s9m", "Q", "H", "1m", "X", "3m4m5m6m", "4p4m4s"]


def reference_full(hand, rules=RULES):
    """The brute force's full analysis: 圆/胡头 of the hand, then every card kind tried every way."""
    kinds = [c.index for c in hand]
    hutou = reference_best(kinds, [], rules)
    waits = []
    for card in ALL_CARDS:
        k = card.index
        n = kinds.count(k)
        if n >= 4 or (card.code == "X" and not rules.xi_in_play):
            continue
        best = None
        if n < 3:  # the arriving card was not dealt: passed as a table card used like a hand card
            best = reference_best(kinds, [Meld("zhang", (card,))], rules)
        if n in (2, 3):
            rest = list(kinds)
            for _ in range(n):
                rest.remove(k)
            way = reference_best(rest, [Meld("peng" if n == 2 else "gang", (card,) * (n + 1))], rules)
            if way is not None and (best is None or way > best):
                best = way
        if best is not None and best >= 8:
            waits.append(card.code)
    return hutou, waits


def dealt_hands(n: int, rng: random.Random) -> list[list]:
    deck = [c for c in ALL_CARDS for _ in range(4)]
    return [rng.sample(deck, 25) for _ in range(n)]


def near_hands(n: int, rng: random.Random) -> list[list]:
    """圆-shaped hands of 12–16 cards with one card taken out: the search must go deep."""
    out = []
    while len(out) < n:
        cards = []
        for _ in range(rng.randint(4, 6)):
            piece = parse_cards(rng.choice(PIECES))
            trial = cards + piece
            if max(trial.count(c) for c in trial) <= 4 and len(trial) <= 17:
                cards = trial
        if len(cards) >= 12:
            cards.pop(rng.randrange(len(cards)))
            rng.shuffle(cards)
            out.append(cards)
    return out


def timed(fn, items) -> list[float]:
    out = []
    for item in items:
        t = time.perf_counter()
        fn(item)
        out.append((time.perf_counter() - t) * 1000)
    return out


def report(name: str, hands: list, check: bool) -> None:
    fast = timed(lambda h: analyze(h, [], RULES, hints=False), hands)  # what the reference computes too
    hinted = timed(lambda h: analyze(h, [], RULES), hands)  # plus distance to 圆 and per-card reasons
    slow = timed(reference_full, hands)
    if check:
        for h in hands:
            a = analyze(h, [], RULES)
            ref_hutou, ref_waits = reference_full(h)
            assert a.hutou == ref_hutou and [w.card.code for w in a.waits] == ref_waits, h
    p95 = lambda xs: sorted(xs)[int(0.95 * (len(xs) - 1))]  # noqa: E731
    ratio = statistics.median(slow) / statistics.median(fast)
    print(f"{name:<6} {len(hands):>5} hands | engine median {statistics.median(fast):7.3f} ms  p95 {p95(fast):7.3f} ms"
          f" | brute force median {statistics.median(slow):8.3f} ms  p95 {p95(slow):8.3f} ms"
          f" | median ratio {ratio:6.1f}×  total ratio {sum(slow) / sum(fast):6.1f}×")
    print(f"{'':<6} {'':>5}        | with hints (distance, reasons) median {statistics.median(hinted):7.3f} ms"
          f"  p95 {p95(hinted):7.3f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"Python {sys.version.split()[0]}; rules {RULES.name}; both verdicts compared on every hand")
    report("dealt", dealt_hands(args.hands, rng), check=True)
    report("near", near_hands(max(50, args.hands // 10), rng), check=True)


if __name__ == "__main__":
    main()
