"""``python -m engine record COMMAND``: commands on game records, for every game.

``record convert FILE|- [--to text|json]`` prints the record in the other form (or the one asked
for): the text form, or the canonical JSON with one event per line. A bad record exits 2 with one
line naming ``file:line`` (text) or the field (JSON): ``error: game.txt:12: unknown card '3z' [3z]``.

Adding a command: write ``add_NAME(subparsers)`` (here or in your own module) that adds one parser
and sets ``func`` (wrap it in :func:`engine.core.cli.guarded`), then list it as ``"module:function"``
in :data:`COMMANDS`. :func:`read_record` reads FILE or standard input the same way for every command.
"""

from __future__ import annotations

import argparse
import sys
from importlib import import_module

from engine.core.cli import examples, guarded, read_input
from engine.core.record import MAX_RECORD_BYTES, Record, form_of

# The FILE argument of every command that reads a record.
FILE_HELP = f"the record, JSON or the text form, at most {MAX_RECORD_BYTES // 1024} KB; - reads standard input"

COMMANDS: tuple[str, ...] = (
    "engine.core.record_cli:add_convert",
)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    for spec in COMMANDS:
        module, _, function = spec.partition(":")
        getattr(import_module(module), function)(subparsers)


def read_record(path: str | None) -> Record:
    """The record in FILE, or on standard input for ``-``; JSON or text, told apart by its first character."""
    return _read(path)[0]


def _read(path: str | None) -> tuple[Record, str]:
    name = "<stdin>" if path in (None, "-") else str(path)
    data = read_input(path, "record", MAX_RECORD_BYTES)
    return Record.parse(data, name), form_of(data)


def add_convert(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser("convert", help="convert a game record between its text and JSON forms",
                              description="Read a game record (JSON or the text form) and print it in the other "
                                          "form, or in the form --to names.")
    p.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    p.add_argument("--to", choices=("text", "json"), help="the form to print (default: the other one)")
    p.epilog = examples(
        'python -m engine record convert tests/fixtures/bahu-hand.txt',
        'python -m engine record convert tests/fixtures/waihuzi-hand.txt --to text')
    p.set_defaults(func=guarded(run_convert))


def run_convert(args: argparse.Namespace) -> int:
    record, form = _read(args.file)
    to = args.to or ("text" if form == "json" else "json")
    sys.stdout.write(record.to_text() if to == "text" else record.dumps())
    return 0


register_record = register  # the name engine/__main__.py calls for the record group
