"""``python -m engine bahu …``: analyze a hand (or a batch of hands), settle a round."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from engine.explain import InputError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("analyze", help="圆, 胡头, 听张 of a hand under a rule set")
    p.add_argument("--rules", default="haimen", help="haimen (seed 000) or tongdong (seed 001)")
    p.add_argument("--hand", help='concealed cards, e.g. "2s2m8p 3s3m7p 456m 78p" or 二万 三條')
    p.add_argument("--meld", action="append", default=[], metavar="KIND:CARDS",
                   help="table meld: peng:5m gang:Q bomb:7p chi:678s zhang:H (standing jiang); repeatable")
    p.add_argument("--batch", metavar="FILE", help='JSON lines {"hand", "melds", "rules"}; "-" for stdin')
    p.add_argument("--json", action="store_true", help="print JSON (the default for --batch)")
    p.set_defaults(func=run_analyze)

    s = sub.add_parser("settle", help="settle a round's 庄 and 底 among four players (JSON on stdin)",
                       description='The round: {"rules": "haimen", "options": {"cannon_multiplier": 4}, "players": '
                                   '[{"melds": ["peng:Q"], "bombs": ["6p"], "bought": true, "cannon": false, "huang": '
                                   'false, "jailed": false, "forfeit": false, "covers": []}, …four…], "winner": '
                                   '{"seat": 0, "hutou": 9, "ping": false} or null}')
    s.add_argument("--json", action="store_true", help="print JSON")
    s.add_argument("--file", help="read the round from FILE instead of stdin")
    s.set_defaults(func=run_settle)


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def analyze_json(obj: dict[str, Any], default_rules: str = "haimen") -> dict[str, Any]:
    """One analysis as a JSON-ready dict; raises InputError on bad input."""
    from engine.bahu.analysis import analyze

    if not isinstance(obj, dict):
        raise InputError("each line must be a JSON object", "line")
    hand = obj.get("hand", "")
    melds = obj.get("melds", [])
    rules = obj.get("rules", default_rules)
    if not isinstance(hand, str):
        raise InputError("'hand' must be a string of cards", "hand")
    if not isinstance(melds, list) or not all(isinstance(m, str) for m in melds):
        raise InputError("'melds' must be a list of strings like \"peng:5m\"", "melds")
    if not isinstance(rules, str):
        raise InputError("'rules' must be a string", "rules")
    return analyze(hand, melds, rules).to_json()


def run_analyze(args: argparse.Namespace) -> int:
    if args.batch:
        stream = sys.stdin if args.batch == "-" else _open(args.batch)
        if stream is None:
            return _fail(f"cannot read batch file {args.batch!r}")
        return _run_batch(stream, args.rules)
    if args.hand is None:
        return _fail("--hand is required (or --batch FILE)")
    try:
        result = analyze_json({"hand": args.hand, "melds": args.meld, "rules": args.rules})
    except InputError as e:
        return _fail(str(e))
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        _print_human(result)
    return 0


def _open(path: str) -> TextIO | None:
    try:
        return open(path, encoding="utf-8")
    except OSError:
        return None


def _run_batch(stream: TextIO, default_rules: str) -> int:
    """One JSON answer per input line; a bad line gets {"error": …} and the rest go on."""
    for lineno, line in enumerate(stream, start=1):
        if not line.strip():
            print(json.dumps({"error": f"line {lineno}: empty line"}))
            continue
        try:
            obj = json.loads(line)
            out = analyze_json(obj, default_rules)
            out = {"hand": obj.get("hand", ""), "melds": obj.get("melds", []), "rules": out["rules"], **out}
        except json.JSONDecodeError as e:
            out = {"error": f"line {lineno}: not JSON ({e.msg})"}
        except InputError as e:
            out = {"error": f"line {lineno}: {e}"}
        print(json.dumps(out, ensure_ascii=False), flush=False)
    sys.stdout.flush()
    return 0


def _print_human(r: dict[str, Any]) -> None:
    print(f"rules {r['rules']}: hand {r['hand']}  melds {' '.join(r['melds']) or '-'}")
    print(f"yuan: {r['yuan']}   hutou: {r['hutou']}   can hu: {r['can_hu']}   distance: {r['distance']}")
    for g in r["groups"]:
        where = "table" if g["table"] else "hand"
        print(f"  {g['en']:<22} {' '.join(g['cards']):<24} {g['hutou']} hutou ({where})")
    print(f"waits: {' '.join(r['waits']) or '-'}   chengpai: {r['chengpai'] or '-'} {' '.join(r['chengpai_forms'])}")
    for line in r["explain"]:
        print(f"  - {line}")


def run_settle(args: argparse.Namespace) -> int:
    from engine.bahu.settle import Round, settle

    try:
        text = open(args.file, encoding="utf-8").read() if args.file else sys.stdin.read()
    except OSError as e:
        return _fail(f"cannot read {args.file!r}: {e.strerror}")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        return _fail(f"round is not JSON: {e.msg} at line {e.lineno}")
    try:
        result = settle(Round.from_json(data))
    except InputError as e:
        return _fail(str(e))
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        for line in result.explain_en:
            print(line)
    return 0
