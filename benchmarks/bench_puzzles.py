"""Puzzle throughput: verified puzzles per second for each 八胡 type (generation and verification
timed apart), on this machine; the table types (claim, zhuang) and those mined from self-play too.

    .venv/bin/python benchmarks/bench_puzzles.py [--count N] [--rules R] [--mined N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.puzzles.generate import generate, puzzle_types  # noqa: E402
from engine.puzzles.mine import mine, mined_types  # noqa: E402
from engine.puzzles.verify import verify  # noqa: E402


def _row(label: str, make) -> None:
    t0 = time.perf_counter()
    puzzles = list(make())
    t1 = time.perf_counter()
    assert all(verify(p) is None for p in puzzles)
    t2 = time.perf_counter()
    print(f"{label:<16} {len(puzzles) / (t1 - t0):>12.0f} {len(puzzles) / (t2 - t1):>11.0f}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--rules", default="haimen")
    parser.add_argument("--mined", type=int, default=20, help="puzzles per type from self-play (0: none)")
    args = parser.parse_args()
    print(f"{'type':<16} {'generated/s':>12} {'verified/s':>11}")
    for kind in puzzle_types("bahu"):
        _row(kind, lambda: generate("bahu", args.rules, kind, count=args.count, seed=1))  # noqa: B023 - run at once
    for kind in mined_types("bahu") if args.mined else ():
        _row(f"selfplay {kind}", lambda: mine("bahu", args.rules, kind, count=args.mined, seed=1))  # noqa: B023


if __name__ == "__main__":
    main()
