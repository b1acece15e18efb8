"""What a 买庄 is worth on the cards a seat holds when it decides: greedy self-play under the drawing
(the rule sets' defaults), every seat's hand settled both ways at its end (``bought_gain``), grouped by
the 将 among its first three cards, a pair (or a pair of a 将) among them, and whether it dealt. The
means feed the lookahead bot's ``BUY_WORTH`` (engine/bahu/lookahead.py); docs/bots.md has the figures.

    python benchmarks/bench_buy.py haimen 2000 2
"""

import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# ruff: noqa: E402
from engine.bahu.selfplay import play_hands
from engine.bahu.groups import JIANG
from engine.bahu.lookahead import bought_gain
from engine.core.record import Record
from engine.core.registry import game

rules, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
plug = game("bahu")
by = defaultdict(list)
for rec_json, _ in play_hands(rules, n, seed, "greedy", first=None):
    rec = Record.from_json(rec_json)
    st = plug.new_state(rec)
    for e in plug.events(rec):
        st.push(e)
    plug.close(st)
    for s in range(4):
        first = [c.index for c in rec.hands[s][:3]]
        jiang = sum(k in JIANG for k in first)
        pair = len(set(first)) < 3
        jpair = any(first.count(k) >= 2 and k in JIANG for k in first)
        key = (jiang, "jpair" if jpair else ("pair" if pair else "-"), "dealer" if s == rec.dealer else "")
        by[key].append(bought_gain(st, s))
for key in sorted(by):
    v = by[key]
    m = statistics.mean(v)
    se = statistics.stdev(v) / len(v) ** 0.5 if len(v) > 1 else 0
    print(key, len(v), round(m, 2), "±", round(1.96 * se, 2))
