"""八胡 table play: self-play speed and ``record check`` speed.

Workloads:
  selfplay  complete hands by four greedy bots (every seat's claims checked on every card), both rule
            sets; goal ≥ 20 hands/s, aim 100
  check     ``record check`` of complete self-play records (load, replay through the referee, settle);
            goal median ≤ 20 ms

Times are CPU time of this process (``time.process_time``), so other programs on the machine do not
inflate them; wall-clock figures are printed beside.

    .venv/bin/python benchmarks/bench_selfplay.py [--hands N] [--seed S] [--bots greedy|random] [--repeat R]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bahu.claims import Evaluator  # noqa: E402
from engine.bahu.rules import RuleSet  # noqa: E402
from engine.bahu.table_record import check  # noqa: E402
from engine.bahu.selfplay import play_hand  # noqa: E402


def selfplay(rules: str, hands: int, seed: int, bots: str) -> tuple[list[dict], float, float, dict]:
    rs = RuleSet.named(rules)
    Evaluator._shared.clear()  # start cold: no position is known before the first hand
    records, ends = [], {"hu": 0, "exhausted": 0}
    cpu, wall = time.process_time(), time.perf_counter()
    for i in range(hands):
        record, state = play_hand(rs, f"bench{seed}.{i}", bots, dealer=i % 4)
        records.append(record)
        ends[state.outcome().end] += 1
    return records, time.process_time() - cpu, time.perf_counter() - wall, ends


def check_times(records: list[dict]) -> list[float]:
    Evaluator._shared.clear()
    texts = [json.dumps(r) for r in records]
    out = []
    for text in texts:
        start = time.process_time()
        result = check(json.loads(text))
        out.append(time.process_time() - start)
        assert result["ok"], result["violations"]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="greedy", choices=("greedy", "random"))
    ap.add_argument("--repeat", type=int, default=3, help="runs of each workload; the fastest is reported")
    args = ap.parse_args()
    for rules in ("haimen", "tongdong"):
        runs = [selfplay(rules, args.hands, args.seed, args.bots) for _ in range(args.repeat)]
        records, cpu, wall, ends = min(runs, key=lambda r: r[1])
        events = sum(len(r["events"]) for r in records)
        print(f"selfplay {rules:8s} {args.bots}: {args.hands} hands ({ends['hu']} hu, {ends['exhausted']} "
              f"exhausted, {events / args.hands:.0f} events each) in {cpu:.2f} s CPU = {args.hands / cpu:.1f} "
              f"hands/s (wall {wall:.2f} s)")
        times = sorted(min(ts) for ts in zip(*(check_times(records) for _ in range(args.repeat))))
        p95 = times[int(len(times) * 0.95) - 1] if len(times) >= 20 else times[-1]
        print(f"check    {rules:8s}: median {statistics.median(times) * 1e3:.1f} ms, p95 {p95 * 1e3:.1f} ms, "
              f"max {times[-1] * 1e3:.1f} ms per complete hand (cold cache)")


if __name__ == "__main__":
    main()
