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


def register_record(sub: argparse._SubParsersAction) -> None:
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


def register_tools(sub: argparse._SubParsersAction) -> None:
    """Add ``selfplay`` beside the games."""
    from engine.bots import BOTS

    s = sub.add_parser("selfplay", help="bots play whole hands; each hand is written as a record")
    s.add_argument("--game", default="bahu", help="the game: bahu, duzihu or waihuzi")
    s.add_argument("--rules", default=None, help="its rule set (default: the game's first)")
    s.add_argument("--games", type=int, default=1, metavar="N", help="hands to play")
    s.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the deals and the bots")
    s.add_argument("--out", metavar="DIR", help="write the records (JSON) into DIR")
    s.add_argument("--bots", choices=BOTS, default="greedy", help="the players (default greedy; lookahead weighs each move)")
    s.epilog = examples(
        'python -m engine selfplay --game bahu --games 2 --seed 1')
    s.set_defaults(func=guarded(run_selfplay))


def _record(path: str) -> Any:
    """The record in FILE (JSON or the text form), read once: a :class:`engine.core.record.Record`."""
    from engine.core.record_cli import read_record

    return read_record(path)


def _table(game: str) -> tuple[Any, Any]:
    """The game's record checker and replayer, ``(check(record), replay(record, at))`` of a read record."""
    if game == "bahu":
        from engine.bahu.table_record import check, replay

        return check, replay
    if game == "waihuzi":
        from engine.waihuzi.play_cli import check_record, replay_record
    elif game == "duzihu":
        try:
            from engine.duzihu.play_cli import check_record, replay_record
        except ImportError:
            raise InputError("record: 笃子胡 table play is not available yet", "game") from None
    else:
        raise InputError(f"record: unknown game {game!r}", "game")
    return check_record, replay_record


def check_record(record: Any) -> dict[str, Any]:
    """``record check`` of a :class:`engine.core.record.Record`, as its JSON answer."""
    check, _ = _table(record.game)
    return check(record)


def run_check(args: argparse.Namespace) -> int:
    out = check_record(_record(args.file))
    if args.json:
        print(dump_json(out))
    else:
        print(_check_text(out))
    return 0 if out["ok"] else 1


def _check_text(out: dict[str, Any]) -> str:
    lines = [f"{out['rules']}: {out['events']} events, "
             + ("no rule broken" if out["ok"] else f"{len(out['violations'])} rule(s) broken")]
    for v in out["violations"]:
        where = "the deal" if v["event"] < 0 else f"event {v['event']}"
        lines.append(f"  {where}, player {v['seat']}: {v['en']} [{v['rule']}, {v['source']}; penalty {v['penalty']}]")
    res = out["result"]
    end = {"hu": f"player {res['winner']} won", "exhausted": "the wall ran out" + (" (臭掉)" if out["game"] == "bahu" else ""),
           "abandoned": "the record stops before the hand ends"}[res["end"]]
    lines.append(f"  {end}; zhuang {res['zhuang']}, net {res['net']}")
    return "\n".join(lines)


def run_replay(args: argparse.Namespace) -> int:
    record = _record(args.file)
    _, replay = _table(record.game)
    out = replay(record, args.at)
    if args.json or record.game != "bahu":  # the text view is 八胡's; the others print JSON
        print(dump_json(out))
        return 0
    for s, seat in enumerate(out["seats"]):
        a = out["analysis"][s]
        print(f"player {s} [{' '.join(seat['status'])}]: {seat['hand'] or '-'} | {' '.join(seat['melds'])} "
              f"{'zhang ' + seat['zhang'] if seat['zhang'] else ''}| discards {seat['discards'] or '-'} | "
              f"{'yuan, ' + str(a['hutou']) + ' hutou' if a['yuan'] else 'not yuan'}"
              + (f", waits {' '.join(a['waits'])}" if a["waits"] else ""))
    cur = out["current"]
    print(f"wall {out['wall_left']}; to move: {out['to_move']}"
          + (f"; up: {cur['card']} ({cur['how']} by player {cur['seat']})" if cur else ""))
    print("legal: " + ", ".join(_event_text(e) for e in out["legal"]))
    return 0


def _event_text(e: dict[str, Any]) -> str:
    return " ".join([str(e["seat"]), e["type"]] + ([e["card"]] if "card" in e else []) + e.get("with", []))


def run_selfplay(args: argparse.Namespace) -> int:
    from engine.games import game
    from engine.selfplay import run

    rules = args.rules or {"bahu": "haimen", "duzihu": "danjiang", "waihuzi": "waihuzi"}.get(args.game, "")
    if rules not in game(args.game).rule_sets:  # an unknown game or rule set is one error line
        raise InputError(f"--rules: unknown rules {rules!r} for {args.game} "
                         f"(known: {', '.join(game(args.game).rule_sets)})", "--rules")
    args.rules = rules
    if args.games > 100_000:
        raise InputError("--games: at most 100000 hands at a time", "--games")
    summary = run(args.game, args.rules, args.games, args.seed, args.out, args.bots)
    print(json.dumps(summary))
    sys.stdout.flush()
    return 0
