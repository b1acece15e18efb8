"""``python -m engine review FILE --seat S [--json] [--bot lookahead]``: one seat's play weighed.

Text: one line per decision — the move's number (from 1, as the app numbers moves; the JSON's
``event`` is the 0-based index of the record's event), the move played, the best move and its value, the
loss, and why. JSON: a list of :meth:`engine.review.Decision.to_json`. A record that cannot be read
or played exits 2 with one line ``error: … [token]``.
"""

from __future__ import annotations

import argparse
import json

from engine.core.cli import examples, guarded
from engine.replay.read import FILE_HELP


def register_tools(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("review", help="weigh one seat's every decision in a record against the lookahead bot")
    p.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    p.add_argument("--seat", type=int, required=True, metavar="S", help="the seat to review (0–3)")
    p.add_argument("--bot", choices=("lookahead",), default="lookahead", help="the bot that weighs the moves")
    p.add_argument("--rounds", type=int, default=None, metavar="N",
                   help="imagined tables each played-out move meets (default: the bot's own; 0: the measure alone)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--lang", choices=("en", "zh"), default="en", help="language of the text form")
    p.epilog = examples(
        'python -m engine review tests/fixtures/bahu-hand.txt --seat 3 --rounds 0')
    p.set_defaults(func=guarded(run_review))
    register_hint(sub)
    register_analyse(sub)


def register_hint(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("hint", help="the moves of the seat to move at one moment of a record, best first")
    p.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    p.add_argument("--at", type=int, required=True, metavar="N", help="after the first N events (0: the deal)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--lang", choices=("en", "zh"), default="en", help="language of the text form")
    p.epilog = examples(
        'python -m engine hint tests/fixtures/bahu-hand.txt --at 10')
    p.set_defaults(func=guarded(run_hint))


def run_hint(args: argparse.Namespace) -> int:
    from engine.replay.read import read_record
    from engine.core.bilingual import seat_name
    from engine.core.game import Event
    from engine.review.hint import hint
    from engine.review.reasons import move_text
    from engine.review.terms import sentence

    found = hint(read_record(args.file), args.at)
    if args.json:
        print(json.dumps(found.to_json(), ensure_ascii=False))
        return 0
    lang = args.lang
    zh = lang == "zh"
    move, who = found.event + 1, seat_name(found.seat, lang)  # the move to make, counted from 1 as the app counts
    print(f"第 {move} 手，轮到{who}（{len(found.options)} 种走法）" if zh else
          f"move {move}, {who} to move ({len(found.options)} moves)")
    if len(found.options) == 1:
        forced = found.options[0]
        only = move_text(Event(forced.seat, forced.type) if forced.type == "draw" else forced)  # the wall stays unseen
        print(f"{'唯一的走法' if zh else 'the only move'}: {only.zh if zh else only.en}")
    for rank, (head, *why) in enumerate(found.lines(), 1):
        print(f"{rank}. {sentence(head.text(lang))}")
        for r in why:
            print(f"   {sentence(r.text(lang))}")
    limits = found.caveat()
    if limits is not None:
        print(f"{'注：' if zh else 'note: '}{limits.text(lang)}")
    return 0


def register_analyse(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("analyse", help="every seat's expected result after every event, and each costly decision marked")
    p.add_argument("file", metavar="FILE|-", help=FILE_HELP)
    p.add_argument("--rounds", type=int, default=None, metavar="N", help="playouts after each event (default 8)")
    p.add_argument("--no-marks", action="store_true", help="leave out the review of the decisions (faster)")
    p.add_argument("--json", action="store_true", help="print JSON: [{event, expected, marks?}]")
    p.add_argument("--lang", choices=("en", "zh"), default="en", help="language of the text form")
    p.epilog = examples(
        'python -m engine analyse tests/fixtures/bahu-hand.txt --rounds 4 --json')
    p.set_defaults(func=guarded(run_analyse))


def run_analyse(args: argparse.Namespace) -> int:
    from engine.replay.read import read_record
    from engine.review.analysis import ROUNDS, analyse

    record = read_record(args.file)
    found = analyse(record, ROUNDS if args.rounds is None else args.rounds, marks=not args.no_marks)
    if args.json:
        print(json.dumps(found.to_json(), ensure_ascii=False))
        return 0
    from engine.core.bilingual import seat_name
    from engine.review.reasons import move_text
    from engine.review.terms import unit_of

    lang, zh = args.lang, args.lang == "zh"
    unit = unit_of(record.game)
    money = unit.zh if zh else unit.en
    events = record.all_deals()[0].events
    print(f"每家预计的结果（每局，单位 {money}）" if zh else f"each player's expected result ({money} a hand)")
    for row in found.rows:
        words = move_text(events[row.event - 1].plain()) if row.event else None
        move = f"{row.event}. {words.zh if zh else words.en}" if words is not None else ("发牌" if zh else "deal")
        expected = " ".join(f"{e:+.1f}" for e in row.expected)
        marks = "".join(f" | {m.glyph} {seat_name(m.seat, lang)}"
                        + (f"（每局约少 {m.loss:.1f} {money}）" if zh else f" (costs about {m.loss:.1f} {money} a hand)")
                        for m in row.marks)
        print(f"{move:<28} {expected}{marks}")
    return 0


def run_review(args: argparse.Namespace) -> int:
    from engine.replay.read import read_record
    from engine.review import caveat, review
    from engine.review.reasons import move_text
    from engine.review.terms import unit_of
    from engine.review.why import amount

    found = review(read_record(args.file), args.seat, args.bot, rounds=args.rounds)
    if args.json:
        print(json.dumps([d.to_json() for d in found], ensure_ascii=False))
        return 0
    lang = args.lang
    zh = lang == "zh"
    limits = caveat(found)
    if limits is not None:  # what the measure cannot see, once for the whole review
        print(f"{'注：' if zh else 'note: '}{limits.text(lang)}")
    for d in found:
        played = move_text(d.played)
        best = d.best[0] if d.best else None
        head = f"{d.event + 1:>3}. {played.zh if zh else played.en}"  # moves counted from 1, as the app counts
        if d.implied:
            head += " (隐含)" if zh else " (implied)"
        if d.first:
            head += " | 引擎首选" if zh else " | the engine's first choice"
        elif best is not None:
            b, unit = move_text(best.event), unit_of(d.game)
            cost = (f"每局约少 {amount(d.loss)} {unit.zh}" if zh else f"costs about {amount(d.loss)} {unit.en} a hand")
            if d.loss < 0.05:
                cost = "一样好" if zh else "as good"
            head += f" | {'引擎' if zh else 'engine'}: {b.zh if zh else b.en} | {cost}"
        print(f"{head} | {d.zh if zh else d.en}")
    return 0
