"""``python -m engine record COMMAND``: commands on game records, for every game, through its plug.

* ``record check FILE|- [--json]`` plays a record through its game's referee: every rule broken (event,
  seat, rule, source, penalty) and how the hand ended and settled; exit 0 when no rule was broken, 1
  when some was, 2 when the record cannot be read (one line naming the field). A sitting
  (:mod:`engine.core.sitting`) is checked hand by hand and hand to hand, each rule broken at its hand.
* ``record replay FILE|- [--at N] [--json]``: the table after N events, as the game's text view
  (:meth:`~engine.core.registry.GamePlug.replay_text`) or JSON.
* ``record convert FILE|- [--to text|json]`` prints the record in the other form (or the one asked
  for): the text form, or the canonical JSON with one event per line.

A new ``record`` command is one more ``add_NAME(subparsers)`` here, listed in :func:`register_record`.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engine.core.cli import dump_json, examples, guarded
from engine.core.errors import InputError
from engine.core.record import Record
from engine.core.registry import game
from engine.core.sitting import Sitting
from engine.core.sitting_check import check as check_sitting
from engine.core.sitting_check import check_text as sitting_text
from engine.replay.read import FILE_HELP, read_any
from engine.replay.text import check_text


def register_record(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``convert``, ``check`` and ``replay`` to the ``record`` command group."""
    add_convert(sub)
    add_check(sub)
    add_replay(sub)


def check_record(record: Record) -> dict[str, Any]:
    """``record check`` of a record, as its JSON answer (its game's referee)."""
    return game(record.game).check(record)


def add_check(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("check", help="play a record through the referee: rules broken, result")
    p.add_argument("file", metavar="FILE", help=FILE_HELP)
    p.add_argument("--json", action="store_true", help="print JSON")
    p.epilog = examples(
        'python -m engine record check tests/fixtures/bahu-hand.txt',
        'python -m engine record check tests/fixtures/duzihu-hand.txt --json')
    p.set_defaults(func=guarded(run_check))


def run_check(args: argparse.Namespace) -> int:
    record, _ = read_any(args.file)
    if isinstance(record, Sitting):
        out = check_sitting(record)
        print(dump_json(out) if args.json else sitting_text(out))
        return 0 if out["ok"] else 1
    out = check_record(record)
    print(dump_json(out) if args.json else check_text(out, game(out["game"]).exhausted_words))
    return 0 if out["ok"] else 1


def add_replay(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    r = sub.add_parser("replay", help="the table after N events of a record")
    r.add_argument("file", metavar="FILE", help=FILE_HELP)
    r.add_argument("--at", type=int, default=None, metavar="N", help="after N events (default: all of them)")
    r.add_argument("--hand", type=int, default=1, metavar="H", help="of a sitting, hand H (default 1)")
    r.add_argument("--json", action="store_true", help="print JSON")
    r.epilog = examples(
        'python -m engine record replay tests/fixtures/bahu-hand.txt --at 12')
    r.set_defaults(func=guarded(run_replay))


def run_replay(args: argparse.Namespace) -> int:
    read, _ = read_any(args.file)
    if isinstance(read, Sitting):
        if not 1 <= args.hand <= len(read.hands):
            raise InputError(f"--hand: the sitting has hands 1–{len(read.hands)}", str(args.hand))
        record = read.hands[args.hand - 1].record
    else:
        record = read
    plug = game(record.game)
    out = plug.replay(record, args.at)
    text = None if args.json else plug.replay_text(out)
    print(dump_json(out) if text is None else text)  # a game without a text view prints JSON
    return 0


def add_convert(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("convert", help="convert a game record between its text and JSON forms",
                       description="Read a game record (JSON or the text form) and print it in the other "
                                   "form, or in the form --to names.")
    p.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    p.add_argument("--to", choices=("text", "json"), help="the form to print (default: the other one)")
    p.epilog = examples(
        'python -m engine record convert tests/fixtures/bahu-hand.txt',
        'python -m engine record convert tests/fixtures/waihuzi-hand.txt --to text')
    p.set_defaults(func=guarded(run_convert))


def run_convert(args: argparse.Namespace) -> int:
    record, form = read_any(args.file)
    to = args.to or ("text" if form == "json" else "json")
    sys.stdout.write(record.to_text() if to == "text" else record.dumps())
    return 0
