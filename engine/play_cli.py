"""Table play on the command line: ``record check``, ``record replay`` and ``selfplay``.

``python -m engine record check FILE|- [--json]`` plays a record through the referee: every rule
broken (event, seat, rule, source, penalty) and how the hand ended and settled; exit 0 when no rule
was broken, 1 when some was, 2 when the record cannot be read (one line naming the field).

``python -m engine record replay FILE --at N [--json]``: the table after N events.

``python -m engine selfplay --game bahu --rules R --games N --seed S [--out DIR] [--bots random|greedy|lookahead]``
writes N records and prints ``{"games", "hu", "exhausted", "seconds"}``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine.core.cli import dump_json, examples, guarded
from engine.core.record_cli import FILE_HELP
from engine.core.errors import InputError


def register_record(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``check`` and ``replay`` to the ``record`` command group."""
    p = sub.add_parser("check", help="play a record through the referee: rules broken, result")
    p.add_argument("file", metavar="FILE", help=FILE_HELP)
    p.add_argument("--json", action="store_true", help="print JSON")
    p.epilog = examples(
        'python -m engine record check tests/fixtures/bahu-hand.txt',
        'python -m engine record check tests/fixtures/duzihu-hand.txt --json')
    p.set_defaults(func=guarded(run_check))
    r = sub.add_parser("replay", help="the table after N events of a record")
    r.add_argument("file", metavar="FILE", help=FILE_HELP)
    r.add_argument("--at", type=int, default=None, metavar="N", help="after N events (default: all of them)")
    r.add_argument("--json", action="store_true", help="print JSON")
    r.epilog = examples(
        'python -m engine record replay tests/fixtures/bahu-hand.txt --at 12')
    r.set_defaults(func=guarded(run_replay))


def register_tools(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``selfplay`` beside the games."""
    from engine.bots import BOTS
    from engine.core.registry import keys

    names = keys()
    s = sub.add_parser("selfplay", help="bots play whole hands; each hand is written as a record")
    s.add_argument("--game", default=names[0], help=f"the game: {_either(names)}")
    s.add_argument("--rules", default=None, help="its rule set (default: the game's first)")
    s.add_argument("--games", type=int, default=1, metavar="N", help="hands to play")
    s.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the deals and the bots")
    s.add_argument("--out", metavar="DIR", help="write the records (JSON) into DIR")
    s.add_argument("--bots", choices=BOTS, default="greedy", help="the players (default greedy; lookahead weighs each move)")
    s.epilog = examples(
        'python -m engine selfplay --game bahu --games 2 --seed 1')
    s.set_defaults(func=guarded(run_selfplay))


def _either(names: tuple[str, ...]) -> str:
    """``a, b or c``."""
    return " or ".join(filter(None, (", ".join(names[:-1]), names[-1])))


def _record(path: str) -> Any:
    """The record in FILE (JSON or the text form), read once: a :class:`engine.core.record.Record`."""
    from engine.core.record_cli import read_record

    return read_record(path)


def check_record(record: Any) -> dict[str, Any]:
    """``record check`` of a :class:`engine.core.record.Record`, as its JSON answer (its game's referee)."""
    from engine.core.registry import game

    return game(record.game).check(record)


def run_check(args: argparse.Namespace) -> int:
    out = check_record(_record(args.file))
    if args.json:
        print(dump_json(out))
    else:
        print(_check_text(out))
    return 0 if out["ok"] else 1


def _check_text(out: dict[str, Any]) -> str:
    from engine.core.registry import game

    lines = [f"{out['rules']}: {out['events']} events, "
             + ("no rule broken" if out["ok"] else f"{len(out['violations'])} rule(s) broken")]
    for v in out["violations"]:
        where = "the deal" if v["event"] < 0 else f"event {v['event']}"
        lines.append(f"  {where}, player {v['seat']}: {v['en']} [{v['rule']}, {v['source']}; penalty {v['penalty']}]")
    res = out["result"]
    end = {"hu": f"player {res['winner']} won", "exhausted": game(out["game"]).exhausted_words,
           "abandoned": "the record stops before the hand ends"}[res["end"]]
    lines.append(f"  {end}; zhuang {res['zhuang']}, net {res['net']}")
    return "\n".join(lines)


def run_replay(args: argparse.Namespace) -> int:
    from engine.core.registry import game

    record = _record(args.file)
    plug = game(record.game)
    out = plug.replay(record, args.at)
    text = None if args.json else plug.replay_text(out)
    print(dump_json(out) if text is None else text)  # a game without a text view prints JSON
    return 0


def run_selfplay(args: argparse.Namespace) -> int:
    from engine.core.registry import game
    from engine.selfplay import run

    plug = game(args.game)  # an unknown game or rule set is one error line
    rules = args.rules or plug.rule_sets[0]
    if rules not in plug.rule_sets:
        raise InputError(f"--rules: unknown rules {rules!r} for {args.game} "
                         f"(known: {', '.join(plug.rule_sets)})", "--rules")
    args.rules = rules
    if args.games > 100_000:
        raise InputError("--games: at most 100000 hands at a time", "--games")
    summary = run(args.game, args.rules, args.games, args.seed, args.out, args.bots)
    print(json.dumps(summary))
    sys.stdout.flush()
    return 0
