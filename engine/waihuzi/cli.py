"""``python -m engine waihuzi score|deal``: the 歪胡子 command line, on the shared layer (:mod:`engine.core.cli`);
``selfplay|check|replay`` are the shared replay layer's (:func:`table_commands`).

``score --hand "CONCEALED CARDS, INCLUDING THE WINNING CARD" [--meld peng:5x@1.discard] [--meld wai:8d]
[--meld liu:3x] [--meld chi:123x] --win-card CARD [--revealed-by self|other] [--last-card] [--baoting]
[--tianhu] [--dihu]`` scores a win; ``--position "TEXT"`` gives the same in one line
(:mod:`engine.waihuzi.position`). ``deal --hand …`` reports the 起手 specials. Both take ``--rules``
(``waihuzi``, ``waihuzi-strict``), ``--option NAME=VALUE``, ``--json``, ``--lang`` and
``--batch FILE|-`` (one JSON object per line, one answer per line).

Bad input exits 2 with one line on stderr, ``error: <what> [<token>]``; a hand that is not a win is
still answered (``valid: false`` and the reasons), exit 0.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from engine.core import cli as core
from engine.core.errors import InputError
from engine.core.verdict import NOTE
from engine.waihuzi.cards import parse_cards
from engine.waihuzi.deal import deal
from engine.waihuzi.position import Position
from engine.waihuzi.rules import PRESETS, RuleSet
from engine.waihuzi.score import REVEALED_BY, Hand, score

DEFAULT_RULES = "waihuzi"
SCORE_KEYS = {"position": str, "hand": str, "melds": list, "win_card": str, "revealed_by": str, "last_card": bool,
              "baoting": bool, "tianhu": bool, "dihu": bool, "rules": str, "options": dict}
DEAL_KEYS = {"hand": str, "rules": str, "options": dict}


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("score", help="score a 歪胡子 win: groups, 息, 豪, special hands",
                              description="Score a 歪胡子 (Waihuzi) win. Cards: 1x…9x 0x small 一…十, 1d…9d 0d big "
                                          "壹…拾; digits share a letter (270x = 二七十); Chinese numerals too.")
    p.add_argument("--hand", help="the concealed cards, the winning card among them")
    p.add_argument("--meld", action="append", default=[], metavar="KIND:CARDS[@FROM]",
                   help="a table meld: peng:5x, wai:8d, liu:3x (self-drawn fourth), chi:123x or chi:270d; "
                        "@self (own card), @other or @SEAT, then .draw (revealed) or .discard: peng:5x@1.discard; repeatable")
    p.add_argument("--win-card", help="the winning card (left out only with --tianhu)")
    p.add_argument("--revealed-by", "--win-from", dest="revealed_by", default="self", metavar="self|other",
                   help="who revealed the winning card from the stock: self (default) or other (s004.p035)")
    p.add_argument("--last-card", action="store_true", help="won on the last card of the stock: 海捞 +30")
    p.add_argument("--baoting", action="store_true", help="报听: ready from the deal, won without changing a card: +80")
    p.add_argument("--tianhu", action="store_true", help="天胡: the dealer wins on his 20 dealt cards: +100")
    p.add_argument("--dihu", action="store_true", help="地胡: won on the first card drawn: +80")
    p.add_argument("--position", metavar="TEXT", help="the whole win as one line, e.g. "
                   "'333d270d456x678d123x789x melds=wai:9d win=8x by=other' (instead of --hand …)")
    p.add_argument("--batch", metavar="FILE", help="score one JSON object per line of FILE (- for stdin): keys "
                   "position, or hand melds win_card revealed_by last_card baoting tianhu dihu; rules, options")
    core.add_common(p, rules=PRESETS, default=DEFAULT_RULES)
    p.epilog = core.examples(
        'python -m engine waihuzi score --hand "333d 270d 456x 678d 123x 789x" --meld wai:9d --win-card 8x --json')
    p.set_defaults(func=core.guarded(run_score))

    d = subparsers.add_parser("deal", help="the 起手 specials of a dealt hand (一对/九对, 无对/十对, 死手牌)",
                              description="The 起手 specials of a dealt 歪胡子 hand of 19 cards (the dealer's 20).")
    d.add_argument("--hand", help="the 19 or 20 dealt cards")
    d.add_argument("--batch", metavar="FILE", help="one JSON object per line of FILE (- for stdin): hand; rules, options")
    core.add_common(d, rules=PRESETS, default=DEFAULT_RULES)
    d.epilog = core.examples(
        'python -m engine waihuzi deal --hand 234699x1144556789000d')
    d.set_defaults(func=core.guarded(run_deal))


def table_commands() -> tuple[Any, ...]:
    """``waihuzi selfplay|check|replay``, served by the shared replay layer (:mod:`engine.replay.game_cli`):
    the check and the table are printed as JSON."""
    from engine.replay.game_cli import Check, Replay, Selfplay

    return (
        Selfplay(help="bots play 歪胡子 hands; prints games, wins, drawn hands, seconds",
                 description="Bots play whole 歪胡子 hands, the winner dealing the next. Prints "
                             "{\"games\", \"hu\", \"exhausted\", \"seconds\"}; --out DIR writes each "
                             "hand's record as DIR/waihuzi-SEED-N.json.",
                 example="python -m engine waihuzi selfplay --games 2 --seed 1",
                 flags=_selfplay_flags, prepare=_selfplay, out_error=_out_error,
                 file_name=lambda args, record, i: f"waihuzi-{args.seed}-{i:04d}.json"),
        Check(help="replay a 歪胡子 record; list every rule broken, and the result",
              description="Replay a 歪胡子 record (JSON or text) and print, as JSON, every rule of "
                          "play broken and the result. Exit 0 when no rule was broken, 1 otherwise.",
              example="python -m engine waihuzi check tests/fixtures/waihuzi-hand.txt"),
        Replay(help="the 歪胡子 table after N events of a record",
               description="Replay a 歪胡子 record to event N and print the table as JSON: hands, "
                           "melds, stock left, whose move, the card on offer, legal moves.",
               example="python -m engine waihuzi replay tests/fixtures/waihuzi-hand.txt --at 10",
               flags=_replay_flags),
    )


def _selfplay_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--games", type=int, default=100, help="how many hands (default 100)")
    p.add_argument("--seed", default="0", help="the seed (default 0): the same seed plays the same hands")
    p.add_argument("--bots", default="greedy", help="random, greedy or lookahead, for all, or three comma-separated (seat order)")
    p.add_argument("--players", type=int, choices=(3, 4), default=3,
                   help="3, or 4 with the dealer's opposite sitting out (守醒)")
    p.add_argument("--rules", default="waihuzi", help="waihuzi or waihuzi-strict")
    p.add_argument("--out", metavar="DIR", help="write the records here")


def _selfplay(args: argparse.Namespace) -> Callable[[], list[Any]]:
    from engine.waihuzi.selfplay import check_choices, selfplay

    if args.games < 0:
        raise InputError("--games: a count, 0 or more", "--games")
    check_choices(args.rules, args.bots, args.players)
    return lambda: selfplay("waihuzi", args.rules, args.games, args.seed, args.bots, args.players)


def _out_error(out_dir: str, path: Path, making: bool, e: OSError) -> InputError:
    return InputError(f"cannot write to {out_dir!r}: {e.strerror}", out_dir)


def _replay_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--at", type=int, help="events to play (0: the deal; default all)")
    p.add_argument("--deal", type=int, default=0, help="which hand of a sitting (default 0)")


# ---------------------------------------------------------------- one answer

def _revealed_by(value: str) -> str:
    low = value.strip().lower()
    if low not in REVEALED_BY:
        raise InputError(f"--revealed-by is self or other, not {value!r}", "--revealed-by")
    return low


def score_answer(args: argparse.Namespace) -> dict[str, Any]:
    rules = core.rule_set(RuleSet, args.rules, args.option)
    if args.position is not None:
        given = [flag for flag, on in (("--hand", args.hand is not None), ("--meld", bool(args.meld)),
                                       ("--win-card", args.win_card is not None), ("--last-card", args.last_card),
                                       ("--baoting", args.baoting), ("--tianhu", args.tianhu), ("--dihu", args.dihu),
                                       ("--revealed-by", args.revealed_by != "self")) if on]
        if given:
            raise InputError(f"--position holds the whole win: leave out {', '.join(given)}", given[0])
        return score(Position.parse(args.position), rules).to_json()
    if args.hand is None:
        raise InputError("--hand is required (or --position, or --batch)", "--hand")
    hand = Hand.parse(args.hand, args.meld, args.win_card, options=rules, last_card=args.last_card,
                      baoting=args.baoting, tianhu=args.tianhu, dihu=args.dihu,
                      revealed_by=_revealed_by(args.revealed_by))
    return score(hand, rules).to_json()


def deal_answer(args: argparse.Namespace) -> dict[str, Any]:
    rules = core.rule_set(RuleSet, args.rules, args.option)
    if args.hand is None:
        raise InputError("--hand is required (or --batch)", "--hand")
    return deal(parse_cards(args.hand), rules).to_json()


# ---------------------------------------------------------------- batch lines

def _checked(obj: Any, keys: Mapping[str, type]) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise InputError("expected a JSON object", "line")
    for key, value in obj.items():
        kind = keys.get(key)
        if kind is None:
            raise InputError(f"unknown key {key!r} (known: {', '.join(keys)})", key)
        if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
            raise InputError(f"{key}: expected {kind.__name__}, got {type(value).__name__}", key)
    if "melds" in obj and not all(isinstance(m, str) for m in obj["melds"]):
        raise InputError("melds: expected a list of meld texts like \"peng:5x\"", "melds")
    return obj


def _line_rules(args: argparse.Namespace, obj: dict[str, Any]) -> RuleSet:
    rules = core.rule_set(RuleSet, obj.get("rules", args.rules), args.option)
    return rules.with_json_options(obj.get("options"))


def score_line(args: argparse.Namespace, raw: Any) -> dict[str, Any]:
    obj = _checked(raw, SCORE_KEYS)
    rules = _line_rules(args, obj)
    if "position" in obj:
        extra = sorted(set(obj) - {"position", "rules", "options"})
        if extra:
            raise InputError(f"position holds the whole win: leave out {', '.join(extra)}", extra[0])
        return score(Position.parse(obj["position"]), rules).to_json()
    if "hand" not in obj:
        raise InputError("hand (or position) is required", "hand")
    hand = Hand.parse(obj["hand"], obj.get("melds", []), obj.get("win_card"), options=rules,
                      last_card=obj.get("last_card", False), baoting=obj.get("baoting", False),
                      tianhu=obj.get("tianhu", False), dihu=obj.get("dihu", False),
                      revealed_by=_revealed_by(obj.get("revealed_by", "self")))
    return score(hand, rules).to_json()


def deal_line(args: argparse.Namespace, raw: Any) -> dict[str, Any]:
    obj = _checked(raw, DEAL_KEYS)
    if "hand" not in obj:
        raise InputError("hand is required", "hand")
    return deal(parse_cards(obj["hand"]), _line_rules(args, obj)).to_json()


# ---------------------------------------------------------------- output

def _print(args: argparse.Namespace, data: dict[str, Any]) -> None:
    if args.json:
        print(core.dump_json(data))
        return
    for line in data["lines"]:
        text = line["zh" if args.lang == "zh" else "en"]
        print(text if line["kind"] == NOTE else f"{text} [{line['source']}]")


def _run(args: argparse.Namespace, answer: Any, line_answer: Any) -> int:
    if args.batch is not None:
        if args.hand is not None or getattr(args, "position", None) is not None:
            raise InputError("--batch reads the hands from its lines: leave out --hand and --position", "--batch")
        core.rule_set(RuleSet, args.rules, args.option)  # a bad --rules fails once, before any line
        if args.batch == "-":
            return core.run_batch(sys.stdin, lambda raw: line_answer(args, raw))
        try:
            with open(args.batch, "rb") as stream:
                return core.run_batch(stream, lambda raw: line_answer(args, raw))
        except OSError as e:
            raise InputError(f"cannot read {args.batch!r}: {e.strerror}", args.batch) from None
    _print(args, answer(args))
    return 0


def run_score(args: argparse.Namespace) -> int:
    return _run(args, score_answer, score_line)


def run_deal(args: argparse.Namespace) -> int:
    return _run(args, deal_answer, deal_line)

