"""``python -m engine duzihu score …``: the 胡数 of a finished 笃子胡 hand.

Bad input exits 2 with one line on stderr naming the offending token; a hand that is not a win
still exits 0, with ``valid: false`` and the reasons.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from engine.explain import InputError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("score", help="胡数 of a winning hand under danjiang, danjiang+rugao or shuangjiang",
                       description="Score a finished 笃子胡 hand. Cards: 1m–9m 1s–9s 1p–9p Q H B (Chinese names too).")
    p.add_argument("--rules", required=True, choices=("danjiang", "shuangjiang"),
                   help="danjiang (seed 002, one turned jiang) or shuangjiang (seed 003, two)")
    p.add_argument("--rugao", action="store_true", help="danjiang with the 如皋 notes of seed 002")
    p.add_argument("--jiang", action="append", default=[], metavar="CARD",
                   help="a turned jiang card; once for danjiang, twice for shuangjiang")
    p.add_argument("--hand", required=True, help="concealed cards, including the winning card")
    p.add_argument("--meld", action="append", default=[], metavar="KIND:CARD",
                   help="peng:3m, gang:Q (open), angang:5s (concealed four), long:9m (four from the deal)")
    p.add_argument("--win-card", required=True, metavar="CARD", help="the winning card (it is in --hand)")
    p.add_argument("--self-drawn", action="store_true", help="the winning card was self-drawn (自摸)")
    p.add_argument("--last-card", action="store_true", help="the winning card was the wall's last (海底)")
    p.add_argument("--xi", type=int, metavar="N", help="喜 drawn (laid aside); give it when playing with 喜")
    p.add_argument("--xi-dealt", action="store_true", help="every 喜 came in the deal (起手)")
    p.add_argument("--tiancheng", action="store_true", help="the dealer won on the dealt cards (天成)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run_score)


def score_json(args: argparse.Namespace) -> dict[str, Any]:
    """The score as a JSON-ready dict; raises InputError on bad input."""
    from engine.duzihu.hand import Hand
    from engine.duzihu.rules import RuleSet
    from engine.duzihu.score import score

    rules = RuleSet.named(_rules_name(args.rules, args.rugao))
    if not args.jiang:
        raise InputError(f"--jiang is required ({rules.turned} card(s) for {rules.name})", "--jiang")
    hand = Hand.parse(args.hand, jiang=args.jiang, melds=args.meld, win=args.win_card,
                      self_drawn=args.self_drawn, last_card=args.last_card, xi=args.xi,
                      xi_dealt=args.xi_dealt, tiancheng=args.tiancheng)
    return score(hand, rules).to_json()


def _rules_name(rules: str, rugao: bool) -> str:
    if not rugao:
        return rules
    if rules != "danjiang":
        raise InputError("--rugao is seed 002's 如皋 notes for danjiang; shuangjiang (seed 003) is already "
                         "the 如皋 game", "--rugao")
    return "danjiang+rugao"


def run_score(args: argparse.Namespace) -> int:
    try:
        result = score_json(args)
    except InputError as e:
        token = f" [{e.token}]" if e.token else ""
        print(f"error: {e}{token}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        _print_human(result)
    return 0


def _print_human(r: dict[str, Any]) -> None:
    if not r["valid"]:
        print(f"rules {r['rules']}: not a win")
    else:
        print(f"rules {r['rules']}: {r['type_zh']} ({r['type']})  base {r['base']}  底胡 {r['dihu']}  "
              f"total {r['total']}")
    for line in r["explain"]:
        print(f"  - {line}")
