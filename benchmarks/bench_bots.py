"""Head-to-head: one ``lookahead`` seat against three ``greedy`` seats (two in 笃子胡 and 歪胡子, where
three play), the seat and the dealer rotating hand by hand.

Every hand is played once with the bot in its seat and once for each baseline there (``greedy``
unless ``--baselines`` says more), from the same seeded deal and the same bot seeds. The table
compares that seat's wins and net across the runs; each difference of nets is paired hand by hand,
with a 95% confidence interval (mean ± 1.96 standard errors). Time per decision is the bot's
``choose`` on moves with more than one legal option, in CPU time (``time.process_time``: the
machine is shared).

``--buy`` (八胡's 买庄): ``own`` lets every bot decide as it does (the greedy bot never buys);
``same`` has the seat decide by the lookahead bot's rule in every run, the baselines' too, so the
gain is the play's alone; ``off``: nobody buys. ``lookahead-rival`` is the lookahead bot as it was
before its search: the measure's first and one rival played out.

    python benchmarks/bench_bots.py --hands 1000 --game bahu --rules haimen
    python benchmarks/bench_bots.py --hands 2000 --game bahu --rules tongdong --buy same \
        --baselines greedy,lookahead-rival --progress
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


class _Buying:
    """A bot whose 买庄 decisions are made by another rule (``rule``: the moves → the one to make, or
    None to pass), everything else by ``bot``."""

    def __init__(self, bot: Any, rule: Any) -> None:
        self.bot, self.rule, self.name = bot, rule, bot.name

    def choose(self, state: Any, options: list[Any]) -> Any:
        if {e.type for e in options} <= {"buy", "pass"} and getattr(state, "phase", "") == "deal":
            return self.rule(state, options)
        return self.bot.choose(state, options)


# the bot before its search kept its own search size: imagined tables and moves played out per candidate
RIVAL_SIZE = {"bahu": (16, 360), "waihuzi": (32, 2000)}


def _seat_bot(game: str, make_bot: Any, name: str, seed: str, buy: str) -> Any:
    """The bot ``name`` for the measured seat, its 买庄 decided as ``buy`` says."""
    if name == "lookahead-rival" and game != "duzihu":
        module = {"bahu": "engine.bahu.lookahead", "waihuzi": "engine.waihuzi.lookahead"}[game]
        rounds, budget = RIVAL_SIZE[game]
        bot = __import__(module, fromlist=["LookaheadBot"]).LookaheadBot(seed, width=0, rounds=rounds, budget=budget)
    else:
        bot = make_bot("lookahead" if name == "lookahead-rival" else name, seed)
    if game != "bahu" or buy == "own":
        return bot
    if buy == "off":
        return _Buying(bot, lambda state, options: next(e for e in options if e.type == "pass"))
    from engine.bahu.lookahead import LookaheadBot

    judge = LookaheadBot(seed)
    return _Buying(bot, lambda state, options: judge.buy_or_pass(state, options)[0].event)


KINDS: dict[str, list[int]] = {}  # the bot's decisions by kind: [how many, how many unlike the greedy bot's]


def _kind(options: list[Any]) -> str:
    types = {e.type for e in options}
    if types <= {"buy", "pass"}:
        return "buy"
    if "discard" in types:
        return "discard"
    return "claim or pass" if "pass" in types else "+".join(sorted(types))


def play(game: str, rules: str, seed: int, i: int, bot: str, buy: str = "own",
         tally: bool = False) -> tuple[float, bool, list[float], bool]:
    """Hand ``i``: (the seat's net, whether it won, seconds per decision of ``bot``, whether it bought 庄)."""
    hand_seed = f"{seed}.{i}"
    new_state, seat, make_bot = SETUP[game](rules, hand_seed, i)
    state = new_state()
    players = {s: make_bot("greedy", f"{hand_seed}.bot{s}") for s in range(4)}
    players[seat] = _seat_bot(game, make_bot, bot, f"{hand_seed}.bot{seat}", buy)
    times = []
    for _ in range(3000):
        if state.is_over():
            break
        options = state.legal_moves()
        mover = options[0].seat
        start = time.process_time()
        event = players[mover].choose(state, options)
        if mover == seat and len(options) > 1:
            times.append(time.process_time() - start)
            if tally:  # what greedy would have played here (its own bot: the table's stay as they are)
                other = make_bot("greedy", f"{hand_seed}.ask{len(times)}").choose(state, options)
                counts = KINDS.setdefault(_kind(options), [0, 0])
                counts[0] += 1
                counts[1] += other != event
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


def bench(game: str, rules: str, hands: int, seed: int, bot: str = "lookahead", progress: bool = False,
          baselines: tuple[str, ...] = ("greedy",), buy: str = "own", out: str | None = None) -> dict[str, Any]:
    nets: list[float] = []
    wins = 0
    times: list[float] = []
    buys: list[bool] = []
    base: dict[str, tuple[list[float], list[bool]]] = {b: ([], []) for b in baselines}
    start = time.perf_counter()
    result: dict[str, Any] = {}
    for i in range(hands):
        net, won, t, bought = play(game, rules, seed, i, bot, buy, tally=True)
        nets.append(net)
        wins += won
        times += t
        buys.append(bought)
        for b in baselines:
            bnet, bwon, _, _ = play(game, rules, seed, i, b, buy)
            base[b][0].append(bnet)
            base[b][1].append(bwon)
        if (i + 1) % 100 == 0 or i + 1 == hands:
            result = _summary(game, rules, seed, bot, buy, nets, wins, times, buys, base, start)
            if progress:
                gains = ", ".join(f"vs {b} {r['net_gain']:+.2f} ± {r['net_gain_ci95']:.2f}"
                                  for b, r in result["against"].items())
                print(f"  {i + 1} hands: {gains}", file=sys.stderr, flush=True)
            if out:
                Path(out).write_text(json.dumps(result, indent=1), encoding="utf-8")
    return result


def _summary(game: str, rules: str, seed: int, bot: str, buy: str, nets: list[float], wins: int,
             times: list[float], buys: list[bool], base: dict[str, tuple[list[float], list[bool]]],
             start: float) -> dict[str, Any]:
    hands = len(nets)
    out: dict[str, Any] = {"game": game, "rules": rules, "hands": hands, "seed": seed, "bot": bot, "buy": buy,
                           "win_rate": wins / hands}
    mean, half = _ci(nets)
    out["net"], out["net_ci95"] = round(mean, 3), round(half, 3)
    p = wins / hands
    out["win_rate_ci95"] = round(1.96 * math.sqrt(p * (1 - p) / hands), 4)
    out["buys"] = sum(buys)
    out["against"] = {}
    for b, (bnets, bwins) in base.items():
        diff = [a - c for a, c in zip(nets, bnets)]
        r: dict[str, Any] = {"win_rate": sum(bwins) / hands}
        for name, values in (("net", bnets), ("net_gain", diff)):
            mean, half = _ci(values)
            r[name], r[name + "_ci95"] = round(mean, 3), round(half, 3)
        # the gain split by hands where the seat bought 庄 (八胡) and the rest: the two add up to net_gain
        for name, keep in (("gain_in_bought_hands", True), ("gain_in_other_hands", False)):
            mean, half = _ci([d if was == keep else 0.0 for d, was in zip(diff, buys)])
            r[name], r[name + "_ci95"] = round(mean, 3), round(half, 3)
        r["hands_differing"] = sum(1 for d in diff if d)
        out["against"][b] = r
    ms = sorted(1000 * t for t in times)
    out["decisions"] = len(ms)
    out["decisions_by_kind"] = {k: {"made": n, "unlike_greedy": d} for k, (n, d) in sorted(KINDS.items())}
    out["ms_median"] = round(statistics.median(ms), 2) if ms else 0.0
    out["ms_p99"] = round(ms[int(0.99 * (len(ms) - 1))], 2) if ms else 0.0
    out["ms_max"] = round(ms[-1], 2) if ms else 0.0
    out["seconds"] = round(time.perf_counter() - start, 1)
    return out


def table(r: dict[str, Any]) -> str:
    lines = [
        f"{r['game']} {r['rules']}: {r['hands']} hands (seed {r['seed']}), one {r['bot']} seat vs greedy, 买庄 {r['buy']}",
        f"  {'':<16}{'win rate':>12}{'net/hand':>20}",
        f"  {r['bot']:<16}{r['win_rate']:>12.3f}{r['net']:>12.2f} ± {r['net_ci95']:<6.2f}",
    ]
    for b, a in r["against"].items():
        lines.append(f"  {b:<16}{a['win_rate']:>12.3f}{a['net']:>12.2f} ± {a['net_ci95']:<6.2f}")
    for b, a in r["against"].items():
        lines.append(f"  gain per hand over {b} (paired): {a['net_gain']:.2f} ± {a['net_gain_ci95']:.2f} (95%), "
                     f"{a['hands_differing']} hands differing; in the {r['buys']} hands it bought 庄: "
                     f"{a['gain_in_bought_hands']:.2f} ± {a['gain_in_bought_hands_ci95']:.2f}, in the others "
                     f"{a['gain_in_other_hands']:.2f} ± {a['gain_in_other_hands_ci95']:.2f}")
    kinds = ", ".join(f"{k} {v['unlike_greedy']}/{v['made']}" for k, v in r["decisions_by_kind"].items())
    lines.append(f"  its decisions unlike greedy's, by kind: {kinds}")
    lines.append(f"  CPU time per decision: median {r['ms_median']} ms, p99 {r['ms_p99']} ms, max {r['ms_max']} ms "
                 f"({r['decisions']} decisions); {r['seconds']} s in all")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=100)
    p.add_argument("--game", choices=sorted(SETUP), default="bahu")
    p.add_argument("--rules", default=None, help="default: the game's first rule set")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bot", default="lookahead")
    p.add_argument("--json", action="store_true")
    p.add_argument("--baselines", default="greedy", help="comma-separated: the bots played in the seat besides")
    p.add_argument("--buy", choices=("own", "same", "off"), default="own", help="八胡's 买庄 (see above)")
    p.add_argument("--out", default=None, help="a JSON file rewritten with the figures so far every 100 hands")
    p.add_argument("--progress", action="store_true", help="the gain so far, every 100 hands (on stderr)")
    a = p.parse_args(argv)
    rules = a.rules or {"bahu": "haimen", "duzihu": "danjiang", "waihuzi": "waihuzi"}[a.game]
    r = bench(a.game, rules, a.hands, a.seed, a.bot, a.progress, tuple(a.baselines.split(",")), a.buy, a.out)
    print(json.dumps(r) if a.json else table(r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
