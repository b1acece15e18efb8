"""``python -m engine waihuzi score|deal``: the 歪胡子 command line.

``score --hand "CONCEALED CARDS, INCLUDING THE WINNING CARD" [--meld peng:5x] [--meld wai:8d]
[--meld liu:3x] [--meld chi:123x] --win-card CARD [--last-card] [--baoting] [--tianhu] [--dihu]
[--rules waihuzi] [--json]`` scores a win; ``deal --hand …`` reports the 起手 specials.
Bad input exits 2 with one line on stderr naming the token; a hand that is not a win is still
answered (``valid: false`` and the reasons), exit 0.
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.explain import InputError
from engine.waihuzi.cards import parse_cards
from engine.waihuzi.deal import deal
from engine.waihuzi.rules import PRESETS, Options
from engine.waihuzi.score import Hand, score


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("score", help="score a 歪胡子 win: groups, 息, 豪, special hands",
                              description="Score a 歪胡子 (Waihuzi) win. Cards: 1x…9x 0x small 一…十, 1d…9d 0d big "
                                          "壹…拾; digits share a letter (270x = 二七十); Chinese numerals too.")
    p.add_argument("--hand", required=True, help="the concealed cards, the winning card among them")
    p.add_argument("--meld", action="append", default=[], metavar="KIND:CARDS",
                   help="a table meld: peng:5x, wai:8d, liu:3x (self-drawn fourth), chi:123x or chi:270d; repeatable")
    p.add_argument("--win-card", help="the self-drawn winning card (left out only with --tianhu)")
    p.add_argument("--last-card", action="store_true", help="won on the last card of the stock: 海捞 +30")
    p.add_argument("--baoting", action="store_true", help="报听: ready from the deal, won without changing a card: +80")
    p.add_argument("--tianhu", action="store_true", help="天胡: the dealer wins on his 20 dealt cards: +100")
    p.add_argument("--dihu", action="store_true", help="地胡: won on the first card drawn: +80")
    _common(p)
    p.set_defaults(func=run_score)

    d = subparsers.add_parser("deal", help="the 起手 specials of a dealt hand (一对/九对, 无对/十对, 死手牌)",
                              description="The 起手 specials of a dealt 歪胡子 hand of 19 cards (the dealer's 20).")
    d.add_argument("--hand", required=True, help="the 19 or 20 dealt cards")
    _common(d)
    d.set_defaults(func=run_deal)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--rules", default="waihuzi", choices=sorted(PRESETS), help="rule set (default: waihuzi)")
    p.add_argument("--lang", default="en", choices=("en", "zh"), help="language of the text output")
    p.add_argument("--json", action="store_true", help="print JSON")


def _fail(args: argparse.Namespace, e: InputError) -> int:
    print(f"python -m engine waihuzi {args.command}: error: {e}", file=sys.stderr)
    return 2


def _print(args: argparse.Namespace, data: dict[str, object]) -> None:
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return
    lines = data["explain_zh" if args.lang == "zh" else "explain"]
    assert isinstance(lines, list)
    for line in lines:
        print(line)


def run_score(args: argparse.Namespace) -> int:
    try:
        options = Options.named(args.rules)
        hand = Hand.parse(args.hand, args.meld, args.win_card, options=options, last_card=args.last_card,
                          baoting=args.baoting, tianhu=args.tianhu, dihu=args.dihu)
        result = score(hand, options)
    except InputError as e:
        return _fail(args, e)
    _print(args, result.to_json())
    return 0


def run_deal(args: argparse.Namespace) -> int:
    try:
        options = Options.named(args.rules)
        result = deal(parse_cards(args.hand), options)
    except InputError as e:
        return _fail(args, e)
    _print(args, result.to_json())
    return 0
