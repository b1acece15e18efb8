"""``python -m engine``: the engine's command line. Each game adds its own sub-commands."""

from __future__ import annotations

import argparse
import sys

from engine.games import GAMES


class _OneLineParser(argparse.ArgumentParser):
    """Usage errors are one line on stderr and exit 2, never a traceback."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    games = [g for g in GAMES if g.available]
    listing = "\n".join(f"  {g.key:<9} {g.name_zh}  {g.name_en}  (rules: {', '.join(g.rule_sets)})" for g in games)
    parser = _OneLineParser(
        prog="python -m engine",
        description="长牌 rules engine. Games:\n" + listing,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="game", metavar="GAME", parser_class=_OneLineParser)
    for game in games:
        game_parser = sub.add_parser(game.key, help=f"{game.name_zh} {game.name_en}")
        game.load_cli().register(game_parser.add_subparsers(dest="command", metavar="COMMAND", required=True,
                                                            parser_class=_OneLineParser))
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0 if args.game is None else 2
    try:
        return int(args.func(args) or 0)
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
