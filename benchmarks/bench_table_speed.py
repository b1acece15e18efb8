"""How fast the tables play: greedy self-play of every rule set, and the playouts the lookahead bots run.

Three figures for each rule set:

  process   the whole ``python -m engine selfplay`` command (start-up, imports, caches filled from cold,
            JSON written out), CPU time of the child process: hands per CPU second
  in-process  the game's own self-play loop in this process (``plug.selfplay``): hands and recorded moves
            per CPU second
  playouts  八胡 and 歪胡子 only (the games whose lookahead plays hands out): positions taken from greedy
            hands, each re-dealt as the seat imagines it (``imagine``) and its first two moves played out
            to the end by greedy bots (engine/bots/playouts.py ``play_out``), as a lookahead decision does;
            moves played out per CPU second, imagining and copying the tables included

The in-process and playout figures are each taken in a fresh child process, so neither meets the
caches (and the heap the collector scans) another measurement left. Times are CPU seconds
(``time.process_time``, and the child's rusage for the process figure), so other programs on the
machine inflate them less than the wall clock.

    .venv/bin/python benchmarks/bench_table_speed.py [--games N] [--seed S] [--rules haimen,waihuzi]
                                                     [--positions P] [--rounds R] [--skip process,playouts]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core.registry import game as find_game  # noqa: E402
from engine.core.rng import rng  # noqa: E402

RULE_SETS = (("bahu", "haimen"), ("bahu", "tongdong"), ("duzihu", "danjiang"), ("duzihu", "shuangjiang"),
             ("waihuzi", "waihuzi"))


def process(game: str, rules: str, games: int, seed: int) -> tuple[float, float]:
    """CPU and wall seconds of the whole selfplay command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-m", "engine", "selfplay", "--game", game, "--rules", rules,
                    "--games", str(games), "--seed", str(seed)], check=True, stdout=subprocess.DEVNULL, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, time.perf_counter() - wall


def in_process(game: str, rules: str, games: int, seed: int) -> tuple[float, int]:
    """CPU seconds of the game's self-play loop, and the moves its records hold."""
    plug = find_game(game)
    start = time.process_time()
    hands = plug.selfplay(rules, games, seed, "greedy")
    cpu = time.process_time() - start
    return cpu, sum(len(json.loads(text)["events"]) for text, _ in hands)


def _positions(game: str, rules: str, count: int, seed: int) -> list[Any]:
    """Tables mid-hand from greedy play (a decision with two moves or more, one in every few), copied."""
    if game == "bahu":
        from engine.bahu.drawing import deal_drawn
        from engine.bahu.players import make_bot
        from engine.bahu.rules import RuleSet
        from engine.bahu.state import BahuState
        from engine.bahu.table_record import deck_for
        from engine.bahu.worlds import clone

        rs = RuleSet.named(rules)

        def deal(i: int) -> Any:
            hands, wall = deal_drawn(deck_for(rs), i % 4, seed=f"speed{seed}.{i}.deal")
            return BahuState(rs, hands, wall, i % 4)
    else:
        from engine.waihuzi.players import make_bot  # type: ignore[no-redef]
        from engine.waihuzi.rules import PRESETS
        from engine.waihuzi.state import WaihuziState
        from engine.waihuzi.worlds import clone  # type: ignore[no-redef]

        def deal(i: int) -> Any:
            return WaihuziState.deal(seed=f"speed{seed}.{i}", rules=PRESETS[rules], dealer=i % 3)

    out: list[Any] = []
    pick = rng(f"speed{seed}.pick")
    i = 0
    while len(out) < count:
        state = deal(i)
        bots = {s: make_bot("greedy", f"speed{seed}.{i}.{s}") for s in range(4)}
        while not state.is_over() and len(out) < count:
            options = state.legal_moves()
            if len(options) >= 2 and options[0].type != "buy" and pick.random() < 0.1:
                out.append(clone(state))
            state.push(bots[options[0].seat].choose(state, options))
        i += 1
    return out


def playouts(game: str, rules: str, positions: int, rounds: int, seed: int) -> tuple[float, int]:
    """CPU seconds and moves of the playouts of ``positions`` decisions, ``rounds`` tables each."""
    from engine.bots.playouts import play_out

    if game == "bahu":
        from engine.bahu.lookahead import _greedy
        from engine.bahu.worlds import clone, imagine
    else:
        from engine.waihuzi.lookahead import _greedy  # type: ignore[no-redef]
        from engine.waihuzi.worlds import clone, imagine  # type: ignore[no-redef]
    tables = _positions(game, rules, positions, seed)
    luck = rng(f"speed{seed}.tables")
    moves = 0
    start = time.process_time()
    for state in tables:
        options = state.legal_moves()
        seat = options[0].seat
        for _ in range(rounds):
            world, bot_seed = imagine(state, seat, luck), luck.randrange(1 << 30)
            for move in options[:2]:
                table = clone(world)
                table.push(move)
                moves += play_out(table, bot_seed, _greedy)
    return time.process_time() - start, moves


def child(part: str, game: str, rules: str, args: argparse.Namespace) -> dict[str, float]:
    """One measurement in a fresh process (no caches, no heap left by another): its figures as JSON."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, __file__, "--part", part, "--rules", rules, "--games", str(args.games),
                          "--seed", str(args.seed), "--positions", str(args.positions), "--rounds", str(args.rounds)],
                         check=True, capture_output=True, text=True, env=env).stdout
    return json.loads(out.splitlines()[-1])


def run_part(part: str, game: str, rules: str, args: argparse.Namespace) -> dict[str, float]:
    if part == "inprocess":
        cpu, moves = in_process(game, rules, args.games, args.seed)
    else:
        cpu, moves = playouts(game, rules, args.positions, args.rounds, args.seed)
    return {"cpu": cpu, "moves": moves}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default=",".join(r for _, r in RULE_SETS))
    ap.add_argument("--positions", type=int, default=40, help="decisions played out per rule set")
    ap.add_argument("--rounds", type=int, default=8, help="imagined tables per decision")
    ap.add_argument("--skip", default="", help="process, inprocess and/or playouts")
    ap.add_argument("--part", choices=("inprocess", "playouts"), help=argparse.SUPPRESS)  # one child's measurement
    args = ap.parse_args()
    wanted = set(args.rules.split(","))
    if args.part:
        game = next(g for g, r in RULE_SETS if r in wanted)
        print(json.dumps(run_part(args.part, game, args.rules, args)))
        return
    skip = set(filter(None, args.skip.split(",")))
    for game, rules in RULE_SETS:
        if rules not in wanted:
            continue
        line = f"{rules:12s}"
        if "process" not in skip:
            cpu, wall = process(game, rules, args.games, args.seed)
            line += f" process {args.games / cpu:6.1f} hands/s ({cpu:.2f} s CPU, {wall:.2f} s wall)"
        if "inprocess" not in skip:
            got = child("inprocess", game, rules, args)
            line += f" | in-process {args.games / got['cpu']:6.1f} hands/s, {got['moves'] / got['cpu']:7.0f} moves/s"
        if "playouts" not in skip and game in ("bahu", "waihuzi"):
            got = child("playouts", game, rules, args)
            line += f" | playouts {got['moves'] / got['cpu']:7.0f} moves/s ({got['moves']} moves, {got['cpu']:.2f} s)"
        print(line, flush=True)


if __name__ == "__main__":
    main()
