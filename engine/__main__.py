"""``python -m engine``: the engine's command line. Each game adds its own sub-commands."""

from __future__ import annotations

import argparse
import re
import sys

from importlib import import_module

from engine.games import GAMES

# Commands that are not one game's: puzzles, records, self-play.
TOOLS: tuple[str, ...] = ("engine.puzzles.cli",)


class _OneLineParser(argparse.ArgumentParser):
    """Usage errors are one line on stderr and exit 2, never a traceback."""

    def error(self, message: str) -> None:  # type: ignore[override]
        found = re.search(r"argument (\S+?)[:/ ]", message + " ")
        token = found.group(1) if found else self.prog.split()[-1]
        self.exit(2, f"error: {' '.join(message.split())} [{token}]\n")


def build_parser() -> argparse.ArgumentParser:
    games = [g for g in GAMES if g.available]
    listing = "\n".join(f"  {g.key:<9} {g.name_zh}  {g.name_en}  (rules: {', '.join(g.rule_sets)})" for g in games)
    parser = _OneLineParser(
        prog="python -m engine",
        description="长牌 rules engine. Games:\n" + listing,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="game", metavar="GAME or COMMAND", parser_class=_OneLineParser)
    for game in games:
        game_parser = sub.add_parser(game.key, help=f"{game.name_zh} {game.name_en}")
        game.load_cli().register(game_parser.add_subparsers(dest="command", metavar="COMMAND", required=True,
                                                            parser_class=_OneLineParser))
    from engine.core import record_cli  # game records: one command group for every game

    record_parser = sub.add_parser("record", help="game records of every game: convert, check, replay")
    record_cli.register(record_parser.add_subparsers(dest="command", metavar="COMMAND", required=True,
                                                     parser_class=_OneLineParser))
    for module in TOOLS:  # commands for every game: each module's register(subparsers) adds its own
        import_module(module).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0 if args.game is None else 2
    try:
        code = int(args.func(args) or 0)
        sys.stdout.flush()
        return code
    except BrokenPipeError:  # the reader went away (| head): nothing more to say
        _silence_stdout()
        return 0
    except OSError as e:  # e.g. a full disk behind >/dev/full
        _silence_stdout()
        print(f"error: cannot write the output: {e.strerror or e} [stdout]", file=sys.stderr)
        return 2


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush cannot raise again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except OSError:
        pass


if __name__ == "__main__":
    sys.exit(main())
