"""歪胡子 search settings compared decision by decision, far cheaper than whole hands.

Hands are dealt as ``bench_bots.py`` deals them and played by greedy bots; at every decision of the
measured seat with a choice, each setting below says what it would play. Where they disagree, every
move one of them chose is played out on the same ``--oracle`` imagined tables (drawn apart from the
settings' own) and each setting is credited with the mean net of its move; where they agree, the
difference is exactly zero. The gain of a setting over ``before`` is then the mean, over decisions, of
the difference of those credits, with a 95% interval.

What it measures is a decision's worth with greedy play after it, the model the playouts themselves
use: a guide to which setting to measure in whole hands (``bench_bots.py``), not a replacement for it.

    python benchmarks/bench_waihuzi_search.py --seed 102 --hands 30 --oracle 200 --out /tmp/w102.jsonl
    python benchmarks/bench_waihuzi_search.py --summary /tmp/w102.jsonl /tmp/w103.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine.bots import playouts  # noqa: E402
from engine.bots.seeding import position_rng  # noqa: E402
from engine.core.rng import rng as make_rng  # noqa: E402
from engine.waihuzi import lookahead  # noqa: E402
from engine.waihuzi.worlds import clone, imagine  # noqa: E402


class Setting(lookahead.LookaheadBot):
    """The lookahead bot with its search set by hand: ``width`` moves by successive halving from
    ``start`` tables up to ``rounds``, ``budget`` moves a candidate, ``sure`` standard errors, and
    whether a claim window's pass is always weighed (``window``)."""

    def __init__(self, width: int, start: int, rounds: int, budget: int, sure: float, window: bool) -> None:
        super().__init__(0, width, rounds, budget)
        self.start, self.sure, self.window = start, sure, window

    def judge(self, state: Any, options: list[Any], also: Any = None, rounds: int | None = None) -> list[Any]:
        estimates = self.evaluate(state, options)
        rng = position_rng(state, options, "tables")
        return playouts.halving(estimates, state, options[0].seat, also, (imagine, clone, lookahead._greedy), rng,
                                self.rounds or 0, (self.budget or 0) * playouts.COUNTED, self.width, self.start,
                                self.sure, self.window and options[0].type != "discard")


# What was compared (docs/bots.md, "歪胡子: the window's question and a wider search")
SETTINGS = {
    "before": lambda: lookahead.LookaheadBot(0, width=0, rounds=32, budget=2000),  # bench_bots' lookahead-rival
    "search64": lambda: Setting(4, 4, 64, 4000, 1.0, False),  # the search as it was measured before
    "window16": lambda: Setting(4, 16, 64, 8000, 1.0, True),
    "window16-any": lambda: Setting(4, 16, 64, 8000, 0.0, True),  # played on any lead, as the bot before
    "window16-half": lambda: Setting(4, 16, 64, 8000, 0.5, True),
    "window8-any": lambda: Setting(4, 8, 64, 4000, 0.0, True),
    "window128": lambda: Setting(4, 16, 128, 16000, 1.0, True),
    "window128-wide": lambda: Setting(6, 16, 128, 16000, 1.0, True),
    "now": lambda: lookahead.LookaheadBot(0),  # the module's own settings
}


def oracle(state: Any, seat: int, moves: list[Any], tables: int) -> list[list[float]]:
    """Each move's net for ``seat`` on the same ``tables`` imagined tables, greedy play after it (their
    seed: the moves the hand has seen; the tables differ with what the seat sees)."""
    rng = make_rng(f"oracle.{len(state.events)}")
    rows = []
    for _ in range(tables):
        world, seed = imagine(state, seat, rng), rng.randrange(1 << 30)
        row = []
        for move in moves:
            table = clone(world)
            table.push(move)
            playouts.play_out(table, seed, lookahead._greedy)
            row.append(float(table.outcome().net[seat]))
        rows.append(row)
    return rows


def run(seed: int, hands: int, tables: int, names: list[str], out: Any) -> None:
    import bench_bots

    bots = {name: SETTINGS[name]() for name in names}
    for i in range(hands):
        new_state, seat, make_bot = bench_bots.SETUP["waihuzi"]("waihuzi", f"{seed}.{i}", i)
        state = new_state()
        players = {s: make_bot("greedy", f"{seed}.{i}.bot{s}") for s in range(4)}
        for _ in range(3000):
            if state.is_over():
                break
            options = state.legal_moves()
            if options[0].seat == seat and len(options) > 1 and state.wall is not None:
                picks, ms = {}, {}
                for name, bot in bots.items():
                    start = time.process_time()
                    picks[name] = bot.choose(state, options)
                    ms[name] = round(1000 * (time.process_time() - start))
                moves = list(dict.fromkeys(picks.values()))
                means = {name: 0.0 for name in picks}
                if len(moves) > 1:
                    rows = oracle(state, seat, moves, tables)
                    means = {name: sum(r[moves.index(m)] for r in rows) / tables for name, m in picks.items()}
                kind = "discard" if options[0].type == "discard" else "window"
                print(json.dumps({"hand": i, "kind": kind, "moves": len(moves), "means": means, "ms": ms}),
                      file=out, flush=True)
            state.push(players[options[0].seat].choose(state, options))


def summary(paths: list[str]) -> str:
    rows = [json.loads(line) for p in paths for line in Path(p).read_text(encoding="utf-8").splitlines() if line]
    if not rows:
        return "no decisions"
    names = list(rows[0]["means"])
    lines = [f"{len(rows)} decisions, {sum(r['moves'] > 1 for r in rows)} with the settings apart"]
    for name in names[1:]:
        for kind in ("all", "discard", "window"):
            d = [r["means"][name] - r["means"][names[0]] for r in rows if kind in ("all", r["kind"])]
            if len(d) > 1:
                mean = sum(d) / len(d)
                half = 1.96 * math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1) / len(d))
                lines.append(f"  {name} over {names[0]}, {kind}: {mean:+.3f} ± {half:.3f} a decision ({len(d)})")
    for name in names:
        ms = sorted(r["ms"][name] for r in rows)
        lines.append(f"  {name}: CPU ms median {ms[len(ms) // 2]}, mean {sum(ms) / len(ms):.0f}, "
                     f"p99 {ms[int(0.99 * (len(ms) - 1))]}, max {ms[-1]}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=102)
    p.add_argument("--hands", type=int, default=30)
    p.add_argument("--oracle", type=int, default=200, help="imagined tables each disputed move is played out on")
    p.add_argument("--settings", default="before,search64,now", help=f"comma-separated, the first the baseline: "
                                                                     f"{', '.join(SETTINGS)}")
    p.add_argument("--out", default=None, help="a JSON-lines file, one line a decision (default: stdout)")
    p.add_argument("--summary", nargs="+", metavar="FILE", help="summarize files written by --out")
    a = p.parse_args(argv)
    if a.summary:
        try:
            print(summary(a.summary))
        except (OSError, ValueError, KeyError) as e:
            print(f"error: cannot read the decisions: {e} [{' '.join(a.summary)}]", file=sys.stderr)
            return 2
        return 0
    names = [n for n in a.settings.split(",") if n]
    unknown = [n for n in names if n not in SETTINGS]
    if unknown or len(names) < 2:
        print(f"error: name two or more settings of {', '.join(SETTINGS)} [{a.settings}]", file=sys.stderr)
        return 2
    if a.out:
        with open(a.out, "w", encoding="utf-8") as out:
            run(a.seed, a.hands, a.oracle, names, out)
    else:
        run(a.seed, a.hands, a.oracle, names, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
