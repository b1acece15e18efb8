"""``python -m engine bahu …``: analyze a hand or position (or a batch of them), settle a round.

Every error is one line ``error: <what> [<token>]`` with exit status 2; ``--batch`` answers every
line, a bad one with ``{"error": …}``. Human output is rendered from the verdict lines (``--lang``).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from engine.bahu import reasons as R
from engine.bahu.rules import PRESETS, RuleSet
from engine.core.cli import add_common, dump_json, examples, guarded, load_json, read_input, rule_set, run_batch
from engine.core.errors import InputError
from engine.core.verdict import APPLIED, ERROR, NOTE, REFUSED, Verdict

LINE_KEYS = ("hand", "melds", "position", "rules", "options")
SETTLE_EXAMPLES = (
    """echo '{"rules": "haimen", "players": [{"melds": ["peng:Q", "peng:5m"], "bought": true}, {}, {}, {}], """
    """"winner": {"seat": 0, "hutou": 9, "ping": false}}' | python -m engine bahu settle""",
    """echo '{"rules": "haimen", "players": [{"melds": ["peng:Q"], "bombs": ["6p"], "bought": true}, {}, {}, {}], """
    """"winner": {"seat": 0, "hutou": 9, "ping": true}}' | python -m engine bahu settle --json""")
MARKS = {APPLIED: "+", REFUSED: "×", NOTE: "·", ERROR: "!"}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("analyze", help="圆, 胡头, 听张 of a hand under a rule set")
    add_common(p, rules=PRESETS, default="haimen")
    p.add_argument("--hand", help='concealed cards, e.g. "2s2m8p 3s3m7p 456m 78p" or 二万 三條')
    p.add_argument("--meld", action="append", default=[], metavar="KIND:CARDS",
                   help="table meld: peng:5m gang:Q bomb:7p chi:678s zhang:H (standing jiang), optionally with "
                        "where the card came from: peng:Q@2.discard, bomb:7p@deal; repeatable")
    p.add_argument("--position", metavar="TEXT",
                   help='a whole position instead of --hand/--meld: "2s2m8p456m melds=peng:Q@1.discard zhao=5m full=1"')
    p.add_argument("--batch", metavar="FILE",
                   help='JSON lines {"hand", "melds", "rules", "options"} or {"position", …}; "-" for stdin')
    p.epilog = examples(
        'python -m engine bahu analyze --rules haimen --hand "2s2m8p 3s3m7p 456m 78p" --meld peng:Q --meld peng:H',
        'python -m engine bahu analyze --position "2s2m8p456m melds=peng:Q@1.discard zhao=5m full=1" --json',
        """echo '{"hand": "2s2m8p 3s3m7p 456m 78p", "melds": ["peng:Q"]}' | python -m engine bahu analyze --batch -""")
    p.set_defaults(func=guarded(run_analyze))

    s = sub.add_parser("settle", help="settle a round's 庄 and 底 among four players (JSON on stdin)",
                       description='The round, one JSON object: "rules", "options" (e.g. {"cannon_multiplier": 4}), '
                                   '"players" (four objects, each with any of "melds" ["peng:Q"], "bombs" ["6p"], '
                                   '"bought", "cannon", "huang", "jailed", "forfeit", "covers" [seats]) and "winner" '
                                   '({"seat", "hutou", "ping"} or null; a player dealt a bomb wins a pinghu).',
                       epilog=examples(*SETTLE_EXAMPLES))
    add_common(s, rules=PRESETS)
    s.add_argument("--file", help="read the round from FILE instead of stdin")
    s.set_defaults(func=guarded(run_settle))


def analyze_json(obj: Any, default_rules: str = "haimen", options: list[str] | tuple[str, ...] = ()) -> dict[str, Any]:
    """One analysis as a JSON-ready dict; raises InputError on bad input."""
    from engine.bahu.analysis import analyze
    from engine.bahu.position import Position

    if not isinstance(obj, dict):
        raise InputError("each line must be a JSON object", "line")
    for key in obj:
        if key not in LINE_KEYS:
            raise InputError(f"unknown key {key!r} (known: {', '.join(LINE_KEYS)})", key)
    rules = obj.get("rules", default_rules)
    if not isinstance(rules, str):
        raise InputError("'rules' must be a string", "rules")
    rs = RuleSet.named(rules).with_json_options(obj.get("options"))
    if options:
        rs = rs.with_option_text(*options)
    if "position" in obj:
        if "hand" in obj or "melds" in obj:
            raise InputError("give either 'position' or 'hand' and 'melds'", "position")
        if not isinstance(obj["position"], str):
            raise InputError("'position' must be the position's text", "position")
        return analyze(Position.parse(obj["position"]), rules=rs).to_json()
    hand = obj.get("hand", "")
    melds = obj.get("melds", [])
    if not isinstance(hand, str):
        raise InputError("'hand' must be a string of cards", "hand")
    if not isinstance(melds, list) or not all(isinstance(m, str) for m in melds):
        raise InputError("'melds' must be a list of strings like \"peng:5m\"", "melds")
    return analyze(hand, melds, rs).to_json()


def run_analyze(args: argparse.Namespace) -> int:
    if args.batch:
        if args.hand is not None or args.position is not None or args.meld:
            raise InputError("--batch reads its hands from the file; leave out --hand, --meld and --position", "--batch")
        rule_set(RuleSet, args.rules, args.option)  # a bad --rules or --option is one error, not one per line
        if args.batch == "-":
            return run_batch(sys.stdin.buffer, lambda obj: analyze_json(obj, args.rules, args.option))
        try:
            stream = open(args.batch, "rb")
        except OSError as e:
            raise InputError(f"cannot read batch file {args.batch!r}: {e.strerror}", args.batch) from None
        with stream:
            return run_batch(stream, lambda obj: analyze_json(obj, args.rules, args.option))
    if args.position is not None:
        if args.hand is not None or args.meld:
            raise InputError("give either --position or --hand and --meld", "--position")
        obj: dict[str, Any] = {"position": args.position, "rules": args.rules}
    elif args.hand is None:
        raise InputError("--hand is required (or --position TEXT, or --batch FILE)", "--hand")
    else:
        obj = {"hand": args.hand, "melds": args.meld, "rules": args.rules}
    if args.json:
        print(dump_json(analyze_json(obj, args.rules, args.option)))
    else:
        print_analysis(obj, args.rules, args.option, args.lang)
    return 0


def print_analysis(obj: dict[str, Any], rules: str, options: list[str], lang: str) -> None:
    from engine.bahu.analysis import analyze
    from engine.bahu.position import Position

    rs = rule_set(RuleSet, rules, options)
    a = analyze(Position.parse(obj["position"]), rules=rs) if "position" in obj else analyze(obj["hand"], obj["melds"], rs)
    none = R.SHOW_NONE
    kind = [R.CHENGPAI_NAMES[k] for k in ([a.chengpai] if a.chengpai else []) + list(a.chengpai_forms)] or none
    head = [R.SHOW_HAND(rules=RuleSet.title_of(a.rules), hand=list(a.hand) or none, melds=" ".join(map(str, a.melds)) or "-"),
            R.SHOW_VERDICT(yuan=a.yuan, hutou=none if a.hutou is None else a.hutou, can_hu=a.can_hu,
                           distance=none if a.distance is None else a.distance),
            R.SHOW_WAITS(cards=[w.card for w in a.waits] or none, kind=kind)]
    for reason in head:
        print(reason.text(lang))
    print_lines(a.verdict(), lang)


def print_lines(verdict: Verdict, lang: str) -> None:
    for line in verdict.lines:
        print(f"  {MARKS[line.kind]} {line.text(lang)}")


def run_settle(args: argparse.Namespace) -> int:
    from engine.bahu.settle import Round, settle

    data = load_json(read_input(args.file, "round"), "round")
    result = settle(Round.from_json(data, rules=args.rules, options=args.option))
    if args.json:
        print(dump_json(result.to_json()))
    else:
        print_lines(result.verdict(), args.lang)
    return 0
