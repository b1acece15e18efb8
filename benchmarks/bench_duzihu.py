"""Time the 笃子胡 scorer on a few hands, including ones with many readings and waits to find.

Each hand is scored cold (the wait search forgets what it learnt), then its verdict is rendered in
both languages and its position text read back. The best of five batches is printed, so other load
on the machine counts as little as it can.

Run: ``.venv/bin/python benchmarks/bench_duzihu.py``
"""

from __future__ import annotations

import time

from engine.duzihu import Hand, Position, RuleSet, score
from engine.duzihu.decompose import forget

CASES = [
    ("danjiang", ["4s"], "999m 234m 678s 123p 456p 55p", ["peng:6m", "peng:7p"], "5p"),
    ("danjiang", ["4s"], "123m 123m 123m 789s 456p 345s 678s 55p", [], "5p"),
    ("danjiang+rugao", ["4s"], "111122223333m 444m 567s 678s 99p", [], "9p"),
    ("shuangjiang", ["H", "5m"], "111222333444555m 666p 777p 88s", [], "5m"),
]
OVERSIZED = ("danjiang", ["5s"], " ".join(f"{r}{s}" * 4 for s in "mp" for r in range(1, 10)) + " 1111s", [], "1m")


def best_ms(run, repeat: int) -> float:
    times = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            run()
        times.append((time.perf_counter() - start) / repeat * 1000)
    return min(times)


def main(repeat: int = 40) -> None:
    print(f"{'rules':<15} {'hand':<40} {'readings':>8} {'total':>6} {'score':>9} {'verdict':>9} {'position':>9}")
    for rules, jiang, text, melds, win in CASES:
        hand = Hand.parse(text, jiang=jiang, melds=melds, win=win)
        rs = RuleSet.named(rules)
        result = score(hand, rs)

        def cold() -> None:
            forget()
            score(hand, rs)  # noqa: B023 - timed at once, in this iteration

        def rendered() -> None:
            v = result.verdict()  # noqa: B023
            _ = (v.explain, v.explain_zh)  # the rendering is what is timed

        position = Position.from_hand(hand)
        per = best_ms(cold, repeat)
        lines = best_ms(rendered, repeat)
        texts = best_ms(lambda: Position.parse(position.text()), repeat)  # noqa: B023
        print(f"{rules:<15} {text:<40} {result.readings:>8} {result.total:>6} {per:>6.2f} ms {lines:>6.2f} ms "
              f"{texts:>6.2f} ms")
    rules, jiang, text, melds, win = OVERSIZED
    hand = Hand.parse(text, jiang=jiang, melds=melds, win=win, oversized=True)
    per = best_ms(lambda: score(hand, RuleSet.named(rules)), repeat)
    print(f"oversized hand of {hand.card_count} cards (scored as no win): {per:.2f} ms")


if __name__ == "__main__":
    main()
