"""Self-play for any game: bots play whole hands and every hand is written as a record (the fuzz corpus).

``python -m engine selfplay --game G --rules R --games N --seed S [--out DIR] [--bots random|greedy|lookahead]``
writes N records and prints ``{"games", "hu", "exhausted", "seconds", "cpu_seconds"}``. The hands come
from the game's plug (:meth:`~engine.core.registry.GamePlug.selfplay`); the folder, the files and the
summary are made here, for this command and for the ``selfplay`` a game offers under its own name
(:mod:`engine.replay.game_cli`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from engine.core.cli import examples, guarded
from engine.core.errors import InputError
from engine.core.registry import game as find_game
from engine.core.registry import games, keys

MOST_GAMES = 100_000

# How a folder that cannot be made or a file that cannot be written is said: (the --out given, the
# path, True while making the folder, the error) → the error line.
OutError = Callable[[str, Path, bool, OSError], InputError]


def out_error(out_dir: str, path: Path, making: bool, e: OSError) -> InputError:
    if making:
        return InputError(f"--out: cannot make {out_dir!r}: {e.strerror}", "--out")
    return InputError(f"--out: cannot write {path}: {e.strerror}", "--out")


def folder(out_dir: str | None, error: OutError = out_error) -> Path | None:
    """The ``--out`` folder, made if need be (before any hand is played, so a bad one costs nothing)."""
    if not out_dir:
        return None
    path = Path(out_dir)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise error(out_dir, path, True, e) from None
    return path


def write(where: Path | None, files: Iterable[tuple[str, str]], out_dir: str = "",
          error: OutError = out_error) -> None:
    """Write each (file name, text) into ``where`` (nothing without a folder)."""
    if where is None:
        return
    for name, text in files:
        path = where / name
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as e:
            raise error(out_dir, path, False, e) from None


def summary(ends: list[str], seconds: float) -> dict[str, Any]:
    """``{"games", "hu", "exhausted", "seconds"}`` of hands that ended as ``ends`` ("hu" or "exhausted")."""
    return {"games": len(ends), "hu": ends.count("hu"), "exhausted": ends.count("exhausted"),
            "seconds": round(seconds, 3)}


def run(game: str, rules: str, games: int, seed: int, out_dir: str | None, bots: str = "greedy") -> dict[str, Any]:
    """The CLI's ``selfplay`` for any game (its plug's :meth:`~engine.core.registry.GamePlug.selfplay`):
    write the records, return the summary line."""
    plug = find_game(game)
    if games < 0:
        raise InputError("--games: a count of hands (0 or more)", "--games")
    if bots not in plug.bots:
        raise InputError(f"--bots: {plug.key} has no {bots!r} bot (known: {', '.join(plug.bots)})", "--bots")
    where = folder(out_dir)
    start = time.perf_counter()
    cpu = time.process_time()
    hands = plug.selfplay(rules, games, seed, bots)
    out = {**summary([end for _, end in hands], time.perf_counter() - start),
           "cpu_seconds": round(time.process_time() - cpu, 3)}
    write(where, ((f"{plug.key}-{rules}-{seed}-{i:04d}.json", text + "\n") for i, (text, _) in enumerate(hands)),
          out_dir or "")
    return out


def run_sitting(game: str, rules: str, hands: int, seed: int, out_dir: str | None,
                bots: str = "greedy") -> dict[str, Any]:
    """``selfplay --sitting N``: one sitting of N hands, written as one record
    (``GAME-RULES-SEED-sitting.json``); the summary adds each seat's running total at the end."""
    from engine.core.sitting import MAX_HANDS
    from engine.core.sitting_play import play_sitting

    plug = find_game(game)
    if not 1 <= hands <= MAX_HANDS:
        raise InputError(f"--sitting: 1 to {MAX_HANDS} hands, not {hands}", str(hands))
    if bots not in plug.bots:
        raise InputError(f"--bots: {plug.key} has no {bots!r} bot (known: {', '.join(plug.bots)})", "--bots")
    where = folder(out_dir)
    start = time.perf_counter()
    cpu = time.process_time()
    sitting = play_sitting(game, rules, hands, seed, bots)
    ends = ["hu" if plug.ending(r) == "hu" else "exhausted" for r in sitting.records]
    out = {**summary(ends, time.perf_counter() - start), "cpu_seconds": round(time.process_time() - cpu, 3),
           "dealers": list(sitting.dealers()), "totals": list(sitting.hands[-1].totals)}
    write(where, [(f"{plug.key}-{rules}-{seed}-sitting.json", sitting.dumps())], out_dir or "")
    return out


def register_tools(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``selfplay`` beside the games."""
    names = keys()
    levels = tuple(dict.fromkeys(level for g in games() for level in g.bots))  # every game's levels, in order
    s = sub.add_parser("selfplay", help="bots play whole hands; each hand is written as a record")
    s.add_argument("--game", default=names[0], help=f"the game: {_either(names)}")
    s.add_argument("--rules", default=None, help="its rule set (default: the game's first)")
    s.add_argument("--games", type=int, default=1, metavar="N", help="hands to play")
    s.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the deals and the bots")
    s.add_argument("--out", metavar="DIR", help="write the records (JSON) into DIR")
    s.add_argument("--bots", choices=levels, default="greedy",
                   help="the players (default greedy; lookahead weighs each move); each game says which it has")
    s.add_argument("--sitting", type=int, default=None, metavar="N",
                   help="play N hands as one sitting (the dealer moving on, 大炮/坐牢 carried over) "
                        "and write one sitting record")
    s.epilog = examples(
        'python -m engine selfplay --game bahu --games 2 --seed 1',
        'python -m engine selfplay --game bahu --rules tongdong --sitting 4 --seed 1 --out /tmp/sittings')
    s.set_defaults(func=guarded(run_selfplay))


def _either(names: tuple[str, ...]) -> str:
    """``a, b or c``."""
    return " or ".join(filter(None, (", ".join(names[:-1]), names[-1])))


def run_selfplay(args: argparse.Namespace) -> int:
    plug = find_game(args.game)  # an unknown game or rule set is one error line
    rules = args.rules or plug.rule_sets[0]
    if rules not in plug.rule_sets:
        raise InputError(f"--rules: unknown rules {rules!r} for {args.game} "
                         f"(known: {', '.join(plug.rule_sets)})", "--rules")
    if args.games > MOST_GAMES:
        raise InputError(f"--games: at most {MOST_GAMES} hands at a time", "--games")
    if args.sitting is not None:
        print(json.dumps(run_sitting(args.game, rules, args.sitting, args.seed, args.out, args.bots)))
        return 0
    print(json.dumps(run(args.game, rules, args.games, args.seed, args.out, args.bots)))
    sys.stdout.flush()
    return 0
