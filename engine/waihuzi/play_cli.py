"""歪胡子 records at the table: check one, replay one to a given event, play many (for the command line).

* :func:`check_record` replays every hand of a record through
  :class:`~engine.waihuzi.state.WaihuziState` and answers ``{"ok", "game", "rules", "events",
  "violations", "result"}``; ``result`` is ``{"end": "hu"|"exhausted"|"abandoned", "winner",
  "zhuang", "net"}`` with ``zhuang`` the 息 each seat scored and ``net`` the settlement
  (:mod:`engine.waihuzi.settle`). A sitting adds ``deals`` (one result each) and sums them.
* :func:`replay_record` answers the table after ``at`` events: ``{"seats", "wall_left", "to_move",
  "current", "legal", "analysis", "violations", …}``.
* :func:`selfplay` (:mod:`engine.waihuzi.selfplay`) plays hands and returns their records.

``python -m engine waihuzi selfplay|check|replay`` run them (:func:`register`).

>>> records = selfplay("waihuzi", "waihuzi", games=1, seed=2, bots="random")
>>> c = check_record(records[0])
>>> c["ok"], c["violations"], sum(c["result"]["net"])
(True, [], 0)
>>> replay_record(records[0], 0)["to_move"] == records[0].dealer
True
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from engine.core import cli as core
from engine.core.errors import InputError
from engine.core.record_cli import FILE_HELP
from engine.core.record import Record
from engine.waihuzi import play_reasons as P
from engine.waihuzi.play_view import analysis
from engine.waihuzi.selfplay import selfplay
from engine.waihuzi.state import SEATS, WaihuziState

__all__ = ["check_record", "register", "replay_record", "selfplay"]


def _state(record: Record, deal: int = 0) -> WaihuziState:
    if record.game != "waihuzi":
        raise InputError(f"a {record.game} record: this replayer is 歪胡子's (waihuzi)", "game")
    return WaihuziState.from_record(record, deal)


def _result(st: WaihuziState) -> dict[str, Any]:
    out = st.outcome()
    if out is None:
        return {"end": "abandoned", "winner": None, "zhuang": [0] * SEATS, "net": [0] * SEATS}
    return out.to_json()


def check_record(record: Record) -> dict[str, Any]:
    """Every hand of ``record`` replayed; each rule broken at the event it was broken (``event`` -1:
    the deal itself)."""
    violations: list[dict[str, Any]] = []
    deals: list[dict[str, Any]] = []
    events = 0
    expected_dealer: int | None = None
    for d, deal in enumerate(record.all_deals()):
        st = _state(record, d)
        found: list[dict[str, Any]] = []
        if expected_dealer is not None and deal.dealer != expected_dealer:
            r = P.DEALER_NEXT(seat=expected_dealer)
            found.append({"event": -1, "seat": deal.dealer, "rule": r.rule, "source": r.source, "zh": r.zh,
                          "en": r.en, "penalty": P.NONE})
        for e in deal.events:
            st.push(e)
        found += [v.to_json() for v in st.violations]
        if record.sitting:
            for v in found:
                v["deal"] = d
        violations += found
        events += len(deal.events)
        result = _result(st)
        if st.win is not None:
            result["xi"] = st.win["xi"]
            result["kind"] = st.win["kind"]
        deals.append({**result, "events": len(deal.events), "violations": len(found)})
        expected_dealer = st.win["seat"] if st.win is not None else deal.dealer
    out: dict[str, Any] = {"ok": not violations, "game": record.game, "rules": record.rules, "events": events,
                           "violations": violations}
    if not record.sitting:
        out["result"] = {k: v for k, v in deals[0].items() if k not in ("events", "violations")}
        return out
    last = deals[-1]
    out["result"] = {"end": last["end"], "winner": last["winner"],
                     "zhuang": [sum(d["zhuang"][s] for d in deals) for s in range(SEATS)],
                     "net": [sum(d["net"][s] for d in deals) for s in range(SEATS)]}
    out["deals"] = deals
    return out


def replay_record(record: Record, at: int | None = None, deal: int = 0) -> dict[str, Any]:
    """The table of hand ``deal`` after its first ``at`` events (``None``: all; 0: the deal)."""
    deals = record.all_deals()
    if not 0 <= deal < len(deals):
        raise InputError(f"--deal {deal}: the record has {len(deals)} hand(s), 0–{len(deals) - 1}", "--deal")
    events = deals[deal].events
    n = len(events) if at is None else at
    if not 0 <= n <= len(events):
        raise InputError(f"--at {at}: the hand has {len(events)} events (0 is the deal)", "--at")
    st = _state(record, deal)
    for e in events[:n]:
        st.push(e)
    out = st.snapshot()
    out["at"] = n
    out["analysis"] = analysis(st)
    return out


# ---------------------------------------------------------------- the command line

def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("selfplay", help="bots play 歪胡子 hands; prints games, wins, drawn hands, seconds",
                              description="Bots play whole 歪胡子 hands, the winner dealing the next. Prints "
                                          "{\"games\", \"hu\", \"exhausted\", \"seconds\"}; --out DIR writes each "
                                          "hand's record as DIR/waihuzi-SEED-N.json.")
    p.add_argument("--games", type=int, default=100, help="how many hands (default 100)")
    p.add_argument("--seed", default="0", help="the seed (default 0): the same seed plays the same hands")
    p.add_argument("--bots", default="greedy", help="random, greedy or lookahead, for all, or three comma-separated (seat order)")
    p.add_argument("--players", type=int, choices=(3, 4), default=3,
                   help="3, or 4 with the dealer's opposite sitting out (守醒)")
    p.add_argument("--rules", default="waihuzi", help="waihuzi or waihuzi-strict")
    p.add_argument("--out", metavar="DIR", help="write the records here")
    p.epilog = core.examples(
        'python -m engine waihuzi selfplay --games 2 --seed 1')
    p.set_defaults(func=core.guarded(run_selfplay))

    c = subparsers.add_parser("check", help="replay a 歪胡子 record; list every rule broken, and the result",
                              description="Replay a 歪胡子 record (JSON or text) and print, as JSON, every rule of "
                                          "play broken and the result. Exit 0 when no rule was broken, 1 otherwise.")
    c.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    c.epilog = core.examples(
        'python -m engine waihuzi check tests/fixtures/waihuzi-hand.txt')
    c.set_defaults(func=core.guarded(run_check))

    r = subparsers.add_parser("replay", help="the 歪胡子 table after N events of a record",
                              description="Replay a 歪胡子 record to event N and print the table as JSON: hands, "
                                          "melds, stock left, whose move, the card on offer, legal moves.")
    r.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    r.add_argument("--at", type=int, help="events to play (0: the deal; default all)")
    r.add_argument("--deal", type=int, default=0, help="which hand of a sitting (default 0)")
    r.epilog = core.examples(
        'python -m engine waihuzi replay tests/fixtures/waihuzi-hand.txt --at 10')
    r.set_defaults(func=core.guarded(run_replay))


def _read(path: str) -> Record:
    from engine.core.record_cli import read_record

    return read_record(path)


def run_selfplay(args: argparse.Namespace) -> int:
    if args.games < 0:
        raise InputError("--games: a count, 0 or more", "--games")
    start = time.perf_counter()
    records = selfplay("waihuzi", args.rules, args.games, args.seed, args.bots, args.players)
    seconds = time.perf_counter() - start
    if args.out:
        out = Path(args.out)
        try:
            out.mkdir(parents=True, exist_ok=True)
            for i, rec in enumerate(records):
                (out / f"waihuzi-{args.seed}-{i:04d}.json").write_text(rec.dumps(), encoding="utf-8")
        except OSError as e:
            raise InputError(f"cannot write to {args.out!r}: {e.strerror}", args.out) from None
    hu = sum(1 for r in records if r.events and r.events[-1].type == "hu")
    print(json.dumps({"games": len(records), "hu": hu, "exhausted": len(records) - hu, "seconds": round(seconds, 3)}))
    return 0


def run_check(args: argparse.Namespace) -> int:
    result = check_record(_read(args.file))
    sys.stdout.write(core.dump_json(result) + "\n")
    return 0 if result["ok"] else 1


def run_replay(args: argparse.Namespace) -> int:
    sys.stdout.write(core.dump_json(replay_record(_read(args.file), args.at, args.deal)) + "\n")
    return 0
