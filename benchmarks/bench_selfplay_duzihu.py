"""笃子胡 self-play speed: complete hands per second, by rule set and bot, and the cost of checking the
records again (replaying them through the referee).

    python benchmarks/bench_selfplay_duzihu.py [--hands N] [--runs R] [--seed S]

CPU time (``time.process_time``) is reported, the fastest of R runs, so other work on a shared machine
counts less; the first run also pays for the bots' and the win search's memory of suit shapes, so a
warm-up run is played first and not counted.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.duzihu.table_record import check_record, selfplay  # noqa: E402

RULES = ("danjiang", "danjiang+rugao", "shuangjiang")


def timed(func, *args):  # type: ignore[no-untyped-def]
    start = time.process_time()
    out = func(*args)
    return out, time.process_time() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=200)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(f"{'rules':<16}{'bots':<8}{'hands/s':>9}{'ms/hand':>9}{'hu':>6}{'check hands/s':>15}")
    for rules in RULES:
        for bots in ("greedy", "random"):
            selfplay(rules, args.hands // 4, args.seed + 1000, bots)  # warm-up
            best = None
            for r in range(args.runs):
                records, seconds = timed(selfplay, rules, args.hands, args.seed + r, bots)
                if best is None or seconds < best[1]:
                    best = (records, seconds)
            records, seconds = best
            results, check_seconds = timed(lambda rs: [check_record(x) for x in rs], records)
            hu = sum(1 for x in results if x["result"]["end"] == "hu")
            print(f"{rules:<16}{bots:<8}{len(records) / seconds:>9.0f}{1000 * seconds / len(records):>9.2f}"
                  f"{hu:>6}{len(records) / check_seconds:>15.0f}")


if __name__ == "__main__":
    main()
