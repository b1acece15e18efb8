"""The table commands a game offers under its own name: ``python -m engine GAME check|replay|selfplay``.

A game lists them in its plug (:meth:`~engine.core.registry.GamePlug.table_commands`): for each, its
help, its flags beyond FILE and, for ``check`` and ``replay``, its text view (none: the answer is
printed as JSON). Reading the record, asking the plug, printing, the exit codes and writing the
self-play records happen here, the same for every game:

* ``GAME check FILE|-`` — :meth:`~engine.core.registry.GamePlug.check`; exit 0 when no rule was
  broken, 1 when some was, 2 when the record cannot be read.
* ``GAME replay FILE|- [--at N] [--deal D]`` — :meth:`~engine.core.registry.GamePlug.replay`.
* ``GAME selfplay …`` — the game's own flags choose the hands; prints ``{"games", "hu", "exhausted",
  "seconds"}`` and writes each record into ``--out``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.cli import dump_json, examples, guarded
from engine.core.record import Record
from engine.core.registry import GamePlug
from engine.replay import selfplay as shared
from engine.replay.read import FILE_HELP, read_record

Flags = Callable[[argparse.ArgumentParser], None]
View = Callable[[dict[str, Any]], str]


def _no_flags(parser: argparse.ArgumentParser) -> None:
    pass


@dataclass(frozen=True)
class Check:
    """``GAME check``: with a ``text`` view the game's flags should add ``--json``; without, it prints JSON."""

    help: str
    example: str
    description: str | None = None
    flags: Flags = _no_flags
    text: View | None = None


@dataclass(frozen=True)
class Replay:
    """``GAME replay``: ``flags`` adds ``--at`` and ``--deal`` (and ``--json`` beside a ``text`` view)."""

    help: str
    example: str
    flags: Flags
    description: str | None = None
    text: View | None = None


@dataclass(frozen=True)
class Selfplay:
    """``GAME selfplay``: ``prepare(args)`` checks the game's flags and gives what plays the hands (so
    every bad flag is told before anything is made); ``file_name(args, record, i)`` names each record."""

    help: str
    example: str
    flags: Flags
    prepare: Callable[[argparse.Namespace], Callable[[], list[Record]]]
    file_name: Callable[[argparse.Namespace, Record, int], str]
    description: str | None = None
    out_error: shared.OutError = shared.out_error


Command = Check | Replay | Selfplay


def register(sub: argparse._SubParsersAction[Any], plug: GamePlug) -> None:
    """Add the plug's table commands, in its order, to the game's command group."""
    for command in plug.table_commands():
        name = {Check: "check", Replay: "replay", Selfplay: "selfplay"}[type(command)]
        p = sub.add_parser(name, help=command.help, description=command.description)
        if not isinstance(command, Selfplay):
            p.add_argument("file", metavar="FILE|-", help=FILE_HELP)
        command.flags(p)
        p.epilog = examples(command.example)
        p.set_defaults(func=guarded(_runner(plug, command)))


def _runner(plug: GamePlug, command: Command) -> Callable[[argparse.Namespace], int]:
    if isinstance(command, Check):
        return lambda args: run_check(plug, command, args)
    if isinstance(command, Replay):
        return lambda args: run_replay(plug, command, args)
    return lambda args: run_selfplay(command, args)


def _show(out: dict[str, Any], text: View | None, args: argparse.Namespace) -> None:
    print(dump_json(out) if text is None or getattr(args, "json", False) else text(out))


def run_check(plug: GamePlug, command: Check, args: argparse.Namespace) -> int:
    out = plug.check(read_record(args.file))
    _show(out, command.text, args)
    return 0 if out["ok"] else 1


def run_replay(plug: GamePlug, command: Replay, args: argparse.Namespace) -> int:
    _show(plug.replay(read_record(args.file), args.at, args.deal), command.text, args)
    return 0


def run_selfplay(command: Selfplay, args: argparse.Namespace) -> int:
    play = command.prepare(args)
    error = command.out_error
    where = shared.folder(args.out, error)
    start = time.perf_counter()
    records = play()
    seconds = time.perf_counter() - start
    shared.write(where, ((command.file_name(args, r, i), r.dumps()) for i, r in enumerate(records)),
                 args.out or "", error)
    print(json.dumps(shared.summary([GamePlug.ending(r) for r in records], seconds)))
    sys.stdout.flush()
    return 0
