"""Pools runs of ``bench_bots.py --out FILE`` over other seeds (other deals) of one game and rule set:
each paired gain is the hand-weighted mean of the runs', its 95% interval from theirs (the runs are
independent: their variances of the mean add, weighted by their share of the hands).

    python benchmarks/pool_bots.py /tmp/haimen-2.json /tmp/haimen-3.json
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path


def pool(runs: list[dict]) -> dict:
    total = sum(r["hands"] for r in runs)
    out: dict = {"game": runs[0]["game"], "rules": runs[0]["rules"], "hands": total,
                 "seeds": [r["seed"] for r in runs], "against": {}}
    for b in runs[0]["against"]:
        parts = [(r["hands"], r["against"][b]["net_gain"], r["against"][b]["net_gain_ci95"] / 1.96) for r in runs]
        mean = sum(n * m for n, m, _ in parts) / total
        se = math.sqrt(sum((n * s) ** 2 for n, _, s in parts)) / total
        out["against"][b] = {"net_gain": round(mean, 3), "net_gain_ci95": round(1.96 * se, 3)}
    return out


def main(argv: list[str]) -> int:
    if not argv:
        print("error: name the --out files of bench_bots.py runs [FILE]", file=sys.stderr)
        return 2
    try:
        runs = [json.loads(Path(a).read_text(encoding="utf-8")) for a in argv]
    except (OSError, ValueError) as e:
        print(f"error: cannot read a run: {e} [{argv}]", file=sys.stderr)
        return 2
    if len({(r["game"], r["rules"]) for r in runs}) != 1:
        print(f"error: the runs are of more than one game or rule set [{argv}]", file=sys.stderr)
        return 2
    r = pool(runs)
    print(f"{r['game']} {r['rules']}: {r['hands']} hands (seeds {r['seeds']})")
    for b, a in r["against"].items():
        print(f"  gain per hand over {b} (paired): {a['net_gain']:+.2f} ± {a['net_gain_ci95']:.2f} (95%)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
