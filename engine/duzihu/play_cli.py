"""笃子胡 table play on the command line, and the three functions the shared commands call.

For the integrator: :func:`check_record` (``record check``), :func:`replay_record` (``record replay``)
and :func:`selfplay` (``selfplay --game duzihu``) take and give what those commands need; the
commands here are the same under ``python -m engine duzihu``:

* ``duzihu check FILE|- [--json]`` — every rule broken and how the hand ended; exit 0 when no rule
  was broken, 1 when some was, 2 when the record cannot be read (one line naming the field).
* ``duzihu replay FILE|- [--at N] [--deal D] [--json]`` — the table after N events.
* ``duzihu selfplay --rules R [--games N] [--seed S] [--bots greedy|random] [--out DIR]`` — bots play
  N hands, written as records into DIR; prints ``{"games", "hu", "exhausted", "seconds"}``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from engine.core.cli import add_common, dump_json, examples, guarded, rule_set
from engine.core.errors import InputError
from engine.core.record_cli import FILE_HELP
from engine.duzihu.players import BOTS
from engine.duzihu.table_record import check_record, play_hands, replay_record, selfplay

__all__ = ["check_record", "replay_record", "selfplay", "selfplay_summary", "register"]

MOST_GAMES = 100_000


def register(sub: argparse._SubParsersAction) -> None:
    c = sub.add_parser("check", help="play a 笃子胡 record through the referee: rules broken, the result",
                       description="Exit 0: no rule broken; 1: some rule broken; 2: the record cannot be read.")
    c.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    c.add_argument("--json", action="store_true", help="print JSON")
    c.epilog = examples(
        'python -m engine duzihu check tests/fixtures/duzihu-hand.txt')
    c.set_defaults(func=guarded(run_check))
    r = sub.add_parser("replay", help="the 笃子胡 table after N events of a record")
    r.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    r.add_argument("--at", type=int, metavar="N", help="after N events (default: all)")
    r.add_argument("--deal", type=int, default=0, metavar="D", help="hand D of a sitting (default 0)")
    r.add_argument("--json", action="store_true", help="print JSON")
    r.epilog = examples(
        'python -m engine duzihu replay tests/fixtures/duzihu-hand.txt --at 10')
    r.set_defaults(func=guarded(run_replay))
    s = sub.add_parser("selfplay", help="bots play whole 笃子胡 hands; each is written as a record")
    add_common(s, rules=("danjiang", "danjiang+rugao", "shuangjiang"), default="danjiang", lang=False)
    s.add_argument("--games", type=int, default=1, metavar="N", help="hands to play")
    s.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the deals, the lot and the bots")
    s.add_argument("--bots", choices=BOTS, default="greedy", help="the players (default greedy)")
    s.add_argument("--out", metavar="DIR", help="write the records (JSON) into DIR")
    s.epilog = examples(
        'python -m engine duzihu selfplay --games 2 --seed 1')
    s.set_defaults(func=guarded(run_selfplay))


def _record(path: str) -> Any:
    from engine.core.record_cli import read_record

    return read_record(path)


def run_check(args: argparse.Namespace) -> int:
    out = check_record(_record(args.file))
    if args.json:
        print(dump_json(out))
    else:
        print(check_text(out))
    return 0 if out["ok"] else 1


def check_text(out: dict[str, Any]) -> str:
    lines = [f"{out['rules']}: {out['events']} events, "
             + ("no rule broken" if out["ok"] else f"{len(out['violations'])} rule(s) broken")]
    for v in out["violations"]:
        where = "the deal" if v["event"] < 0 else f"event {v['event']}"
        lines.append(f"  {where}, player {v['seat']}: {v['en']} [{v['rule']}, {v['source']}; penalty {v['penalty']}]")
    res = out["result"]
    end = {"hu": f"player {res['winner']} won", "exhausted": "the wall ran out: no winner, the hand is void",
           "abandoned": "the record stops before the hand ends"}[res["end"]]
    lines.append(f"  {end}; hu counted {res['zhuang']}, net {res['net']}")
    return "\n".join(lines)


def run_replay(args: argparse.Namespace) -> int:
    out = replay_record(_record(args.file), args.at, args.deal)
    if args.json:
        print(dump_json(out))
        return 0
    waits = {a["seat"]: a for a in out["analysis"]}
    for seat in out["seats"]:
        if seat["role"] == "out":
            print(f"player {seat['seat']}: sits out")
            continue
        a = waits.get(seat["seat"], {})
        extra = " complete" if a.get("complete") else (f" waits {' '.join(a['waits'])}" if a.get("waits") else "")
        print(f"player {seat['seat']} ({seat['role']}): {seat['hand'] or '-'} | {' '.join(seat['melds']) or '-'} | "
              f"discards {seat['discards'] or '-'} | xi {seat['xi']}{extra}")
    cur = out["current"]
    print(f"turned {' '.join(out['turned'])}; wall {out['wall_left']}; to move: {out['to_move']}"
          + (f"; {cur['card']} ({cur['how']}, player {cur['seat']})" if cur else ""))
    print("legal: " + ", ".join(" ".join([str(e["seat"]), e["type"]] + ([e["card"]] if "card" in e else []))
                                for e in out["legal"]))
    return 0


def selfplay_summary(rules: Any, games: int, seed: int, bots: str = "greedy",
                     out_dir: str | None = None) -> dict[str, Any]:
    """Play, optionally write the records, and sum up: ``{"games", "hu", "exhausted", "seconds"}``."""
    if not 0 <= games <= MOST_GAMES:
        raise InputError(f"--games: 0–{MOST_GAMES} hands", "--games")
    folder = Path(out_dir) if out_dir else None
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise InputError(f"--out: cannot make {out_dir!r}: {e.strerror}", "--out") from None
    start = time.perf_counter()
    hands = play_hands(rules, games, seed, bots)
    seconds = time.perf_counter() - start
    ends = [outcome.end for _, outcome in hands]
    if folder is not None:
        for i, (record, _) in enumerate(hands):
            path = folder / f"duzihu-{record.rules}-{seed}-{i:05d}.json"
            try:
                path.write_text(record.dumps(), encoding="utf-8")
            except OSError as e:
                raise InputError(f"--out: cannot write {path}: {e.strerror}", "--out") from None
    return {"games": games, "hu": ends.count("hu"), "exhausted": ends.count("exhausted"), "seconds": round(seconds, 3)}


def run_selfplay(args: argparse.Namespace) -> int:
    from engine.duzihu.rules import RuleSet

    rules = rule_set(RuleSet, args.rules, args.option)
    print(json.dumps(selfplay_summary(rules, args.games, args.seed, args.bots, args.out)))
    sys.stdout.flush()
    return 0
