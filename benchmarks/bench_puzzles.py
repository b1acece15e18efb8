"""Puzzle throughput: verified puzzles per second for each 八胡 type (generation and verification
timed apart), on this machine.

    .venv/bin/python benchmarks/bench_puzzles.py [--count N] [--rules R]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.puzzles.generate import generate  # noqa: E402
from engine.puzzles.verify import verify  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--rules", default="haimen")
    args = parser.parse_args()
    print(f"{'type':<8} {'generated/s':>12} {'verified/s':>11}")
    for kind in ("yuan", "can_hu", "hutou", "waits", "discard"):
        t0 = time.perf_counter()
        puzzles = list(generate("bahu", args.rules, kind, count=args.count, seed=1))
        t1 = time.perf_counter()
        assert all(verify(p) is None for p in puzzles)
        t2 = time.perf_counter()
        print(f"{kind:<8} {len(puzzles) / (t1 - t0):>12.0f} {len(puzzles) / (t2 - t1):>11.0f}")


if __name__ == "__main__":
    main()
