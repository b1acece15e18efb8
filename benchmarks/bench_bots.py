"""Head-to-head: one ``lookahead`` seat against three ``greedy`` seats (two in 笃子胡 and 歪胡子, where
three play), the seat and the dealer rotating hand by hand.

Every hand is played twice from the same seeded deal and the same bot seeds: once with the
lookahead bot in its seat, once with a greedy bot there (the baseline). The table compares that
seat's wins and net across the two runs; the difference of nets is paired hand by hand, with a 95%
confidence interval (mean ± 1.96 standard errors). Time per decision is the lookahead bot's
``choose`` on moves with more than one legal option.

    python benchmarks/bench_bots.py --hands 1000 --game bahu --rules haimen
    python benchmarks/bench_bots.py --hands 200 --game duzihu --rules danjiang --json
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.rng import deal  # noqa: E402


def _bahu(rules: str, seed: str, i: int) -> tuple[Any, int, Any]:
    from engine.bahu.rules import RuleSet
    from engine.bahu.state import BahuState
    from engine.bahu.players import make_bot
    from engine.bahu.table_record import deck_for

    rs = RuleSet.named(rules)
    dealer = i % 4
    seat = (i + i // 4) % 4
    hands, wall = deal(deck_for(rs), [26 if s == dealer else 25 for s in range(4)], seed=f"{seed}.deal")
    return (lambda: BahuState(rs, hands, wall, dealer)), seat, make_bot


def _duzihu(rules: str, seed: str, i: int) -> tuple[Any, int, Any]:
    from engine.duzihu.players import make_bot
    from engine.duzihu.rules import RuleSet
    from engine.duzihu.state import DuzihuState

    rs = RuleSet.named(rules)
    dealer = i % 4
    seat = (dealer + (i // 4) % 3) % 4  # one of the three who play (the dealer's 上家 sits out)
    return (lambda: DuzihuState.deal(rs, seed=f"{seed}.deal", dealer=dealer)), seat, make_bot


def _waihuzi(rules: str, seed: str, i: int) -> tuple[Any, int, Any]:
    from engine.waihuzi.players import make_bot
    from engine.waihuzi.rules import PRESETS
    from engine.waihuzi.state import WaihuziState

    rs = PRESETS[rules]
    dealer = i % 3
    seat = (dealer + (i // 3) % 3) % 3  # seat 3 sits out
    return (lambda: WaihuziState.deal(f"{seed}.deal", rs, dealer, 3, undo=False)), seat, make_bot


SETUP = {"bahu": _bahu, "duzihu": _duzihu, "waihuzi": _waihuzi}


def play(game: str, rules: str, seed: int, i: int, bot: str) -> tuple[float, bool, list[float], bool]:
    """Hand ``i``: (the seat's net, whether it won, seconds per decision of ``bot``, whether it bought 庄)."""
    hand_seed = f"{seed}.{i}"
    new_state, seat, make_bot = SETUP[game](rules, hand_seed, i)
    state = new_state()
    players = {s: make_bot(bot if s == seat else "greedy", f"{hand_seed}.bot{s}") for s in range(4)}
    times = []
    for _ in range(3000):
        if state.is_over():
            break
        options = state.legal_moves()
        mover = options[0].seat
        start = time.perf_counter()
        event = players[mover].choose(state, options)
        if mover == seat and len(options) > 1:
            times.append(time.perf_counter() - start)
        broken = [v.rule for v in state.push(event) if v.penalty != "bao"]
        if broken:
            raise AssertionError(f"hand {i}: {bot if mover == seat else 'greedy'} {event.code()} broke {broken}")
    else:
        raise AssertionError(f"hand {i}: no end")
    out = state.outcome()
    bought = any(e.type == "buy" and e.seat == seat for e in getattr(state, "events", ()))
    return float(out.net[seat]), out.winner == seat, times, bought


def _ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def bench(game: str, rules: str, hands: int, seed: int, bot: str = "lookahead", progress: bool = False) -> dict[str, Any]:
    nets, wins, base_nets, base_wins, times, buys = [], 0, [], 0, [], []
    start = time.perf_counter()
    for i in range(hands):
        if progress and i and i % 100 == 0:
            d = [a - b for a, b in zip(nets, base_nets)]
            mean, half = _ci(d)
            print(f"  {i} hands: gain {mean:.2f} ± {half:.2f}", file=sys.stderr, flush=True)
        net, won, t, bought = play(game, rules, seed, i, bot)
        base, base_won, _, _ = play(game, rules, seed, i, "greedy")
        buys.append(bought)
        nets.append(net)
        base_nets.append(base)
        wins += won
        base_wins += base_won
        times += t
    diff = [a - b for a, b in zip(nets, base_nets)]
    out: dict[str, Any] = {"game": game, "rules": rules, "hands": hands, "seed": seed, "bot": bot,
                           "win_rate": wins / hands, "baseline_win_rate": base_wins / hands}
    for name, values in (("net", nets), ("baseline_net", base_nets), ("net_gain", diff)):
        mean, half = _ci(values)
        out[name] = round(mean, 3)
        out[name + "_ci95"] = round(half, 3)
    # the gain split by hands where the seat bought 庄 (八胡) and the rest: the two add up to net_gain
    out["buys"] = sum(buys)
    for name, keep in (("gain_in_bought_hands", True), ("gain_in_other_hands", False)):
        mean, half = _ci([d if b == keep else 0.0 for d, b in zip(diff, buys)])
        out[name] = round(mean, 3)
        out[name + "_ci95"] = round(half, 3)
    p = wins / hands
    out["win_rate_ci95"] = round(1.96 * math.sqrt(p * (1 - p) / hands), 4)
    ms = sorted(1000 * t for t in times)
    out["decisions"] = len(ms)
    out["ms_median"] = round(statistics.median(ms), 2) if ms else 0.0
    out["ms_p99"] = round(ms[int(0.99 * (len(ms) - 1))], 2) if ms else 0.0
    out["ms_max"] = round(ms[-1], 2) if ms else 0.0
    out["seconds"] = round(time.perf_counter() - start, 1)
    return out


def table(r: dict[str, Any]) -> str:
    return "\n".join([
        f"{r['game']} {r['rules']}: {r['hands']} hands (seed {r['seed']}), one {r['bot']} seat vs greedy",
        f"  {'':<10}{'win rate':>12}{'net/hand':>20}",
        f"  {r['bot']:<10}{r['win_rate']:>12.3f}{r['net']:>12.2f} ± {r['net_ci95']:<6.2f}",
        f"  {'greedy':<10}{r['baseline_win_rate']:>12.3f}{r['baseline_net']:>12.2f} ± {r['baseline_net_ci95']:<6.2f}",
        f"  gain per hand (paired): {r['net_gain']:.2f} ± {r['net_gain_ci95']:.2f} (95%)",
        f"  of which in the {r['buys']} hands it bought 庄: {r['gain_in_bought_hands']:.2f} ± "
        f"{r['gain_in_bought_hands_ci95']:.2f}, in the others {r['gain_in_other_hands']:.2f} ± "
        f"{r['gain_in_other_hands_ci95']:.2f}",
        f"  time per decision: median {r['ms_median']} ms, p99 {r['ms_p99']} ms, max {r['ms_max']} ms "
        f"({r['decisions']} decisions); {r['seconds']} s in all",
    ])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=100)
    p.add_argument("--game", choices=sorted(SETUP), default="bahu")
    p.add_argument("--rules", default=None, help="default: the game's first rule set")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bot", default="lookahead")
    p.add_argument("--json", action="store_true")
    p.add_argument("--progress", action="store_true", help="the gain so far, every 100 hands (on stderr)")
    a = p.parse_args(argv)
    rules = a.rules or {"bahu": "haimen", "duzihu": "danjiang", "waihuzi": "waihuzi"}[a.game]
    r = bench(a.game, rules, a.hands, a.seed, a.bot, a.progress)
    print(json.dumps(r) if a.json else table(r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
