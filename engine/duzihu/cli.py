"""``python -m engine duzihu score …``: the 胡数 of a finished 笃子胡 hand.

The hand comes as options (``--hand``, ``--jiang``, ``--meld``, ``--win-card`` …), as one line of
position text (``--position``, see :mod:`engine.duzihu.position`), or as JSON lines (``--batch``).
Bad input exits 2 with one line on stderr, ``error: <what> [<token>]``; a hand that is not a win
still exits 0, with ``valid: false`` and the reasons. ``--batch`` answers every line.

``duzihu check|replay|selfplay`` are the shared replay layer's, in 笃子胡's words (:func:`table_commands`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Mapping
from typing import Any, BinaryIO

from engine.core.cli import add_common, dump_json, examples, guarded, rule_set, run_batch
from engine.core.errors import InputError

RULES = ("danjiang", "danjiang+rugao", "shuangjiang")
_FLAGS = (("jiang", "--jiang"), ("meld", "--meld"), ("win_card", "--win-card"), ("self_drawn", "--self-drawn"),
          ("last_card", "--last-card"), ("xi", "--xi"), ("xi_dealt", "--xi-dealt"), ("tiancheng", "--tiancheng"))
_MARKS = {"applied": "+", "refused": "×", "note": "·", "error": "!"}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("score", help="胡数 of a winning hand under danjiang, danjiang+rugao or shuangjiang",
                       description="Score a finished 笃子胡 hand. Cards: 1m–9m 1s–9s 1p–9p Q H B (Chinese names too).")
    add_common(p, rules=RULES)
    p.add_argument("--rugao", action="store_true", help="danjiang with the 如皋 notes of s002 (= --rules danjiang+rugao)")
    p.add_argument("--hand", help="concealed cards, including the winning card")
    p.add_argument("--position", metavar="TEXT",
                   help="the whole hand as one line instead of the options, e.g. "
                        "'999m234m678s123p456p55p melds=peng:6m,peng:7p jiang=4s win=5p won=discard'")
    p.add_argument("--jiang", action="append", default=[], metavar="CARD",
                   help="a turned jiang card; once for danjiang, twice for shuangjiang")
    p.add_argument("--meld", action="append", default=[], metavar="KIND:CARD",
                   help="peng:3m, gang:Q (open), angang:5s (concealed four), long:9m (four from the deal)")
    p.add_argument("--win-card", metavar="CARD", help="the winning card (it is in --hand)")
    p.add_argument("--self-drawn", action="store_true", help="the winning card was self-drawn (自摸)")
    p.add_argument("--last-card", action="store_true", help="the winning card was the wall's last (海底)")
    p.add_argument("--xi", type=int, metavar="N", help="喜 drawn (laid aside); give it when playing with 喜")
    p.add_argument("--xi-dealt", action="store_true", help="every 喜 came in the deal (起手)")
    p.add_argument("--tiancheng", action="store_true", help="the dealer won on the dealt cards (天成)")
    p.add_argument("--oversized", action="store_true",
                   help="score a hand of more than 30 cards (as not a win) instead of refusing it")
    p.add_argument("--batch", metavar="FILE",
                   help="score JSON lines from FILE (- for standard input), one answer per line; a line holds "
                        "\"position\" or \"hand\"/\"jiang\"/\"melds\"/\"win\"/…, and may hold \"rules\" and \"options\"")
    p.epilog = examples(
        'python -m engine duzihu score --rules danjiang --jiang 4s --hand "999m 234m 678s 123p 456p 55p" --meld peng:6m --meld peng:7p --win-card 5p')
    p.set_defaults(func=guarded(run_score))


def table_commands() -> tuple[Any, ...]:
    """``duzihu check|replay|selfplay``, served by the shared replay layer (:mod:`engine.replay.game_cli`)
    with 笃子胡's text views (:mod:`engine.duzihu.table_view`)."""
    from engine.duzihu.table_view import check_text, replay_text
    from engine.replay.game_cli import Check, Replay, Selfplay

    return (
        Check(help="play a 笃子胡 record through the referee: rules broken, the result",
              description="Exit 0: no rule broken; 1: some rule broken; 2: the record cannot be read.",
              example="python -m engine duzihu check tests/fixtures/duzihu-hand.txt",
              flags=_json_flag, text=check_text),
        Replay(help="the 笃子胡 table after N events of a record",
               example="python -m engine duzihu replay tests/fixtures/duzihu-hand.txt --at 10",
               flags=_replay_flags, text=replay_text),
        Selfplay(help="bots play whole 笃子胡 hands; each is written as a record",
                 example="python -m engine duzihu selfplay --games 2 --seed 1",
                 flags=_selfplay_flags, prepare=_selfplay,
                 file_name=lambda args, record, i: f"duzihu-{record.rules}-{args.seed}-{i:05d}.json"),
    )


def _json_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print JSON")


def _replay_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--at", type=int, metavar="N", help="after N events (default: all)")
    p.add_argument("--deal", type=int, default=0, metavar="D", help="hand D of a sitting (default 0)")
    _json_flag(p)


def _selfplay_flags(p: argparse.ArgumentParser) -> None:
    from engine.duzihu.players import BOTS

    add_common(p, rules=RULES, default="danjiang", lang=False)
    p.add_argument("--games", type=int, default=1, metavar="N", help="hands to play")
    p.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the deals, the lot and the bots")
    p.add_argument("--bots", choices=BOTS, default="greedy", help="the players (default greedy)")
    p.add_argument("--out", metavar="DIR", help="write the records (JSON) into DIR")


def _selfplay(args: argparse.Namespace) -> Callable[[], list[Any]]:
    from engine.duzihu.rules import RuleSet
    from engine.duzihu.table_record import selfplay
    from engine.replay.selfplay import MOST_GAMES

    rules = rule_set(RuleSet, args.rules, args.option)
    if not 0 <= args.games <= MOST_GAMES:
        raise InputError(f"--games: 0–{MOST_GAMES} hands", "--games")
    return lambda: selfplay(rules, args.games, args.seed, args.bots)


# --------------------------------------------------------------------------- rules and input

def rules_of(name: str | None, rugao: bool = False, options: list[str] | tuple[str, ...] = ()) -> Any:
    """The rule set ``--rules`` (``--rugao`` adds s002's 如皋 notes) with ``--option`` changes."""
    from engine.duzihu.rules import RuleSet

    if name is None:
        raise InputError(f"--rules is required ({', '.join(RULES)})", "--rules")
    if rugao:
        if name == "shuangjiang":
            raise InputError("--rugao is s002's 如皋 notes for danjiang; shuangjiang (s003) is already the 如皋 game",
                             "--rugao")
        name = "danjiang+rugao"
    try:
        return rule_set(RuleSet, name, options)
    except InputError as e:
        if e.token == str(name):
            raise InputError(f"--rules: {e}", "--rules") from None
        raise


def _hand_from_args(args: argparse.Namespace, rules: Any) -> Any:
    from engine.duzihu.hand import Hand
    from engine.duzihu.position import Position

    if args.position is not None:
        if args.hand is not None:
            raise InputError("give --hand or --position, not both", "--position")
        given = next((flag for attr, flag in _FLAGS if getattr(args, attr) not in (None, False, [])), None)
        if given:
            raise InputError(f"--position holds the whole hand: leave out {given}", given)
        position = Position.parse(args.position)
        return position.to_hand(oversized=args.oversized), position
    if args.hand is None:
        raise InputError("give the hand: --hand CARDS (with --jiang and --win-card) or --position TEXT", "--hand")
    if not args.jiang:
        raise InputError(f"--jiang is required ({rules.turned} card(s) for {rules.name})", "--jiang")
    if args.win_card is None:
        raise InputError("--win-card is required: the winning card, one of --hand", "--win-card")
    hand = Hand.parse(args.hand, jiang=args.jiang, melds=args.meld, win=args.win_card, self_drawn=args.self_drawn,
                      last_card=args.last_card, xi=args.xi, xi_dealt=args.xi_dealt, tiancheng=args.tiancheng,
                      oversized=args.oversized)
    return hand, Position.from_hand(hand)


def answer(hand: Any, position: Any, rules: Any) -> dict[str, Any]:
    """The score as JSON, with the position's text and any options changed from the preset."""
    from engine.duzihu.score import score

    out = score(hand, rules).to_json()
    out["position"] = position.text()
    changed = rules.changed_from_preset()
    if changed:
        out["options"] = {k: list(v) if isinstance(v, tuple) else v for k, v in changed.items()}
    return out


# --------------------------------------------------------------------------- one hand, or JSON lines

def run_score(args: argparse.Namespace) -> int:
    if args.batch is not None:
        return _run_batch(args)
    rules = rules_of(args.rules, args.rugao, args.option)
    hand, position = _hand_from_args(args, rules)
    result = answer(hand, position, rules)
    if args.json:
        print(dump_json(result))
    else:
        _print_human(result, args.lang)
    return 0


def _run_batch(args: argparse.Namespace) -> int:
    if args.hand is not None or args.position is not None:
        raise InputError("--batch reads the hands from its lines: leave out --hand and --position", "--batch")
    stream = _open(args.batch)
    try:
        return run_batch(stream, lambda line: _answer_line(line, args))
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()


def _open(path: str) -> BinaryIO:
    if path == "-":
        return sys.stdin.buffer
    try:
        return open(path, "rb")
    except OSError as e:
        raise InputError(f"--batch: cannot read {path!r}: {e.strerror}", path) from None


def _answer_line(line: Any, args: argparse.Namespace) -> dict[str, Any]:
    """One batch line: ``{"position": TEXT}`` or ``{"hand": …, "jiang": […], "win": …, …}``, with
    ``rules`` (default: ``--rules``), ``options`` and ``oversized``."""
    from engine.duzihu.hand import Hand
    from engine.duzihu.position import Position

    if not isinstance(line, Mapping):
        raise InputError("expected a JSON object", "line")
    known = {"rules", "options", "oversized", "position", "hand", "jiang", "melds", "win", "self_drawn", "last_card",
             "xi", "xi_dealt", "tiancheng"}
    unknown = sorted(set(line) - known)
    if unknown:
        raise InputError(f"unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})", unknown[0])
    name = _text(line, "rules", optional=True) or args.rules
    rules = rules_of(name, args.rugao and "rules" not in line, args.option)
    rules = rules.with_json_options(line.get("options"))
    oversized = _flag(line, "oversized") or args.oversized
    if "position" in line:
        extra = sorted(set(line) & (known - {"rules", "options", "oversized", "position"}))
        if extra:
            raise InputError(f"a line with \"position\" holds the whole hand: leave out {extra[0]!r}", extra[0])
        position = Position.parse(_text(line, "position"))
        return answer(position.to_hand(oversized=oversized), position, rules)
    jiang = line.get("jiang")
    hand = Hand.parse(_text(line, "hand"), jiang=[jiang] if isinstance(jiang, str) else _texts(line, "jiang"),
                      melds=_texts(line, "melds"), win=_text(line, "win"), self_drawn=_flag(line, "self_drawn"),
                      last_card=_flag(line, "last_card"), xi=_count(line, "xi"), xi_dealt=_flag(line, "xi_dealt"),
                      tiancheng=_flag(line, "tiancheng"), oversized=oversized, fields=_JSON_FIELDS)
    return answer(hand, Position.from_hand(hand), rules)


_JSON_FIELDS = {"hand": "hand", "jiang": "jiang", "win": "win", "xi": "xi", "tiancheng": "tiancheng", "melds": "melds"}


def _text(line: Mapping[str, Any], key: str, optional: bool = False) -> str:
    value = line.get(key)
    if value is None and optional:
        return ""
    if not isinstance(value, str):
        raise InputError(f"{key}: expected text" + ("" if key in line else " (missing)"), key)
    return value


def _texts(line: Mapping[str, Any], key: str) -> list[str]:
    value = line.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(f"{key}: expected a list of texts", key)
    return value


def _flag(line: Mapping[str, Any], key: str) -> bool:
    value = line.get(key, False)
    if not isinstance(value, bool):
        raise InputError(f"{key}: expected true or false", key)
    return value


def _count(line: Mapping[str, Any], key: str) -> int | None:
    value = line.get(key)
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise InputError(f"{key}: expected a whole number or null", key)
    return value


# --------------------------------------------------------------------------- human output

def _print_human(r: dict[str, Any], lang: str) -> None:
    zh = lang == "zh"
    if not r["valid"]:
        print(f"规则 {r['rules']}：不成胡" if zh else f"rules {r['rules']}: not a win")
    elif zh:
        print(f"规则 {r['rules']}：{r['type_zh']}  胡数合计 {r['base']}  底胡 {r['dihu']}  合计 {r['total']}")
    else:
        print(f"rules {r['rules']}: {r['type_zh']} ({r['type']})  base {r['base']}  底胡 {r['dihu']}  "
              f"total {r['total']}")
    for line in r["lines"]:
        text = line["zh"] if zh else line["en"]
        source = f" [{line['source']}]" if line["kind"] != "note" else ""
        print(f"  {_MARKS[line['kind']]} {text}{source}")
    print(("局面 " if zh else "position ") + r["position"])
