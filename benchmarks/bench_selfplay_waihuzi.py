"""歪胡子 self-play speed: whole hands per second, bots choosing every move, and the replay of their records.

Workloads (each over the same seeds):
  random   three random bots (uniform over legal moves)
  greedy   three greedy bots (hand_value over every claim and discard)
  mixed    one greedy, two random
  replay   check_record over the greedy hands' records (the referee alone, no bot)

The goal: at least 50 complete hands a second, 200 aimed for. Wall-clock rates move with the load
of a shared machine; the CPU rate (process time) is what the code costs.

    .venv/bin/python benchmarks/bench_selfplay_waihuzi.py [--games N] [--seed S] [--repeat R]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.waihuzi.table import check_record  # noqa: E402 - after the path is set
from engine.waihuzi.selfplay import selfplay  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", default="bench")
    ap.add_argument("--repeat", type=int, default=3, help="runs per workload; the best and the median are shown")
    args = ap.parse_args()
    print(f"{args.games} hands per run, {args.repeat} runs, seed {args.seed!r}")
    print(f"{'workload':<8} {'best h/s':>9} {'median h/s':>11} {'CPU h/s':>8} {'events/hand':>12} {'hu %':>6}")
    greedy_records = None
    for name, bots in (("random", "random"), ("greedy", "greedy"), ("mixed", "greedy,random,random")):
        rates, cpu = [], []
        for _ in range(args.repeat):
            t, c = time.perf_counter(), time.process_time()
            records = selfplay("waihuzi", "waihuzi", games=args.games, seed=args.seed, bots=bots)
            rates.append(args.games / (time.perf_counter() - t))
            cpu.append(args.games / (time.process_time() - c))
        if name == "greedy":
            greedy_records = records
        events = statistics.mean(len(r.events) for r in records)
        hu = 100 * sum(1 for r in records if r.events and r.events[-1].type == "hu") / len(records)
        print(f"{name:<8} {max(rates):>9.0f} {statistics.median(rates):>11.0f} {max(cpu):>8.0f} {events:>12.1f} "
              f"{hu:>6.1f}")
    rates, cpu = [], []
    for _ in range(args.repeat):
        t, c = time.perf_counter(), time.process_time()
        bad = sum(not check_record(r)["ok"] for r in greedy_records)
        rates.append(len(greedy_records) / (time.perf_counter() - t))
        cpu.append(len(greedy_records) / (time.process_time() - c))
    print(f"{'replay':<8} {max(rates):>9.0f} {statistics.median(rates):>11.0f} {max(cpu):>8.0f} {'':>12} {'':>6}  "
          f"({bad} records with a broken rule)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
