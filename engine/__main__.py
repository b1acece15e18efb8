"""``python -m engine``: the engine's command line. Each game adds its own sub-commands."""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

from engine.core.cli import OUTPUT_NOTE, OneLineParser, examples, finish
from engine.core.registry import games as all_games
from engine.replay.game_cli import register as register_table

# Commands beside the games. The ``record`` group is shared: every module listed adds its own
# sub-commands with ``register_record(subparsers)``. ``TOOL_MODULES`` add top-level commands with
# ``register_tools``.
RECORD_MODULES: list[str] = ["engine.replay.commands"]
TOOL_MODULES: list[str] = ["engine.replay.selfplay", "engine.puzzles.cli", "engine.review.cli"]


def build_parser() -> argparse.ArgumentParser:
    games = [g for g in all_games() if g.available]
    listing = "\n".join(f"  {g.key:<9} {g.name_zh}  {g.name_en}  (rules: {', '.join(g.rule_sets)})" for g in games)
    parser = OneLineParser(
        prog="python -m engine",
        description="长牌 rules engine. Games:\n" + listing,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=OUTPUT_NOTE + "\n\n" + examples(
            'python -m engine bahu analyze --rules haimen --hand "2s2m8p 3s3m7p 456m 78p" --meld peng:Q --meld peng:H',
            "python -m engine record check tests/fixtures/bahu-hand.txt"),
    )
    sub = parser.add_subparsers(dest="game", metavar="GAME or COMMAND", parser_class=OneLineParser)
    for game in games:
        cli = game.load_cli()
        if cli is None:  # a game with no commands of its own plays through the shared ones alone
            continue
        game_parser = sub.add_parser(game.key, help=f"{game.name_zh} {game.name_en}")
        commands = game_parser.add_subparsers(dest="command", metavar="COMMAND", required=True,
                                              parser_class=OneLineParser)
        cli.register(commands)
        register_table(commands, game)  # its check, replay and selfplay, if it has its own
    add_tools(sub)
    return parser


def add_tools(sub: argparse._SubParsersAction) -> None:
    """The ``record`` group and the other non-game commands (see RECORD_MODULES, TOOL_MODULES)."""
    record = sub.add_parser("record", help="game records: check, replay to any event, convert between JSON and text")
    record_sub = record.add_subparsers(dest="command", metavar="COMMAND", required=True, parser_class=OneLineParser)
    for name in RECORD_MODULES:
        import_module(name).register_record(record_sub)
    for name in TOOL_MODULES:
        import_module(name).register_tools(sub)


def main(argv: list[str] | None = None) -> int:
    return finish(lambda: run(argv))


def run(argv: list[str] | None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0 if args.game is None else 2
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
