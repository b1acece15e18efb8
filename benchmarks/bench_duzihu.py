"""Time the 笃子胡 scorer on a few hands, including ones with many readings.

Run: ``.venv/bin/python benchmarks/bench_duzihu.py``
"""

from __future__ import annotations

import time

from engine.duzihu import Hand, RuleSet, score

CASES = [
    ("danjiang", ["4s"], "999m 234m 678s 123p 456p 55p", ["peng:6m", "peng:7p"], "5p"),
    ("danjiang", ["4s"], "123m 123m 123m 789s 456p 345s 678s 55p", [], "5p"),
    ("danjiang+rugao", ["4s"], "111122223333m 444m 567s 678s 99p", [], "9p"),
    ("shuangjiang", ["H", "5m"], "111222333444555m 666p 777p 88s", [], "5m"),
]


def main(repeat: int = 200) -> None:
    for rules, jiang, text, melds, win in CASES:
        hand = Hand.parse(text, jiang=jiang, melds=melds, win=win)
        rs = RuleSet.named(rules)
        result = score(hand, rs)
        start = time.perf_counter()
        for _ in range(repeat):
            score(hand, rs)
        per = (time.perf_counter() - start) / repeat * 1000
        print(f"{rules:<15} {text:<40} readings {result.readings:>3}  total {result.total:>5}  {per:7.2f} ms")


if __name__ == "__main__":
    main()
