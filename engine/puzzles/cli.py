"""``python -m engine puzzle generate|check``: seeded puzzles as JSON lines, and their re-verification."""

from __future__ import annotations

import argparse
import sys
import time

from engine.core.cli import dump_json, error_line, examples, guarded, load_json, read_input
from engine.core.errors import InputError


def register(sub: argparse._SubParsersAction) -> None:
    group = sub.add_parser("puzzle", help="generate and check puzzles")
    commands = group.add_subparsers(dest="command", metavar="COMMAND", required=True, parser_class=type(group))
    g = commands.add_parser("generate", help="N puzzles as JSON lines (the same seed gives the same puzzles)")
    g.add_argument("--game", required=True)
    g.add_argument("--rules", required=True)
    g.add_argument("--type", required=True, dest="kind", metavar="TYPE")
    g.add_argument("--count", type=int, default=10)
    g.add_argument("--seed", type=int, default=0)
    g.add_argument("--difficulty", choices=("easy", "medium", "hard"))
    g.add_argument("--from", dest="origin", choices=("engine", "selfplay"), default="engine",
                   help="engine: built positions (default); selfplay: positions from seeded self-play hands")
    g.epilog = examples(
        'python -m engine puzzle generate --game bahu --rules haimen --type waits --count 3 --seed 1')
    g.set_defaults(func=guarded(run_generate))
    c = commands.add_parser("check", help="re-verify every puzzle of a JSON-lines file; exit 1 on a mismatch, "
                                          "2 when a line cannot be read (each such line is named, the rest checked)")
    c.add_argument("file", nargs="?", default="-")
    c.epilog = examples(
        'python -m engine puzzle check tests/fixtures/puzzles.jsonl')
    c.set_defaults(func=guarded(run_check))


def run_generate(args: argparse.Namespace) -> int:
    from engine.puzzles.generate import generate

    if not 0 < args.count <= 100_000:
        raise InputError("--count must be between 1 and 100000", "--count")
    if args.origin == "selfplay":
        from engine.puzzles.mine import mine

        if args.difficulty:
            raise InputError("--difficulty applies to built puzzles, not to --from selfplay", "--difficulty")
        from engine.core.registry import game as find_game

        if args.rules not in find_game(args.game).rule_sets:
            raise InputError(f"unknown rules {args.rules!r} for {args.game}", args.rules)
        puzzles = mine(args.game, args.rules, args.kind, count=args.count, seed=args.seed)
    else:
        puzzles = generate(args.game, args.rules, args.kind, count=args.count, seed=args.seed,
                           difficulty=args.difficulty)
    for puzzle in puzzles:
        print(dump_json(puzzle.to_json()))
    return 0


def run_check(args: argparse.Namespace) -> int:
    """Every line is checked: a line that cannot be read is one ``error: FILE:LINE: …`` line on stderr and
    the rest go on; exit 2 when any line was bad, else 1 on a mismatch, else 0."""
    from engine.puzzles.verify import verify

    data = read_input(args.file, args.file)
    bad = errors = total = 0
    started = time.perf_counter()
    for lineno, raw in enumerate(data.splitlines(), start=1):
        if not raw.strip():
            continue
        total += 1
        where = f"{args.file}:{lineno}"
        try:
            problem = verify(load_json(raw, "puzzle"))
        except InputError as e:
            errors += 1
            print(error_line(InputError(f"{where}: {e}", e.token or where)), file=sys.stderr)
            continue
        if problem:
            bad += 1
            print(f"mismatch: {problem}", file=sys.stderr)
    seconds = time.perf_counter() - started
    print(dump_json({"puzzles": total, "mismatches": bad, "errors": errors, "seconds": round(seconds, 3)}))
    return 2 if errors else 1 if bad else 0


register_tools = register  # the name engine/__main__.py calls for commands beside the games
