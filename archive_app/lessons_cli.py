"""``python -m archive_app lessons list|export|check``: the courses without the app (no Qt).

* ``list --json``: one object: per game, its stages (id, order, title, title_en, rules, exercises);
* ``export --json``: every exercise as one JSON line in the puzzle format (game, rules, type,
  position, answers — the engine's), so ``python -m engine puzzle check`` verifies lessons too;
* ``check``: every stated answer against the engine's, and the content's issues, as ``file:line``
  lines (exit 1 when there is any); the engine's answer is printed ready to paste.
"""

from __future__ import annotations

import argparse
import json
import sys

from archive_app.paths import CONTENT


def _load():
    from archive_app.content import load_library

    library = load_library(CONTENT, puzzles=False, games=False)  # the lessons alone: no engine check of the rest
    return library, library.lessons


def run_list(args: argparse.Namespace) -> int:
    _, lessons = _load()
    games = {}
    for game, stages in lessons.courses.items():
        games[game] = {"stages": [{"id": s.id, "order": s.order, "title": s.title, "title_en": s.title_en,
                                   "rules": s.rules, "exercises": len(s.exercises)} for s in stages],
                       "exercises": sum(len(s.exercises) for s in stages)}
    if args.json:
        print(json.dumps({"games": games}, ensure_ascii=False))
    else:
        for game, info in games.items():
            print(f"{game}: {len(info['stages'])} stages, {info['exercises']} exercises")
            for s in info["stages"]:
                print(f"  {s['order']:>2}  {s['id']:<24} {s['exercises']:>2}  {s['title']} — {s['title_en']}")
    return 0


def run_export(args: argparse.Namespace) -> int:
    from engine.core.errors import InputError
    from engine.exercises.answers import NoPuzzle, answers

    _, lessons = _load()
    failed = 0
    for stage, ex in lessons.exercises():
        try:
            found = answers(ex.game, ex.rules, ex.type, ex.position)
        except (NoPuzzle, InputError) as e:
            print(f"error: {ex.path}:{ex.line}: {ex.id}: {e}", file=sys.stderr)
            failed += 1
            continue
        print(json.dumps(ex.puzzle_json(found, stage), ensure_ascii=False))
    return 1 if failed else 0


def run_check(args: argparse.Namespace) -> int:
    from archive_app.content.lessons import check_answers

    library, lessons = _load()
    issues = [i for i in library.issues if i.path.startswith("content/lessons")] + check_answers(lessons)
    for issue in issues:
        print(issue)
    total = sum(len(s.exercises) for stages in lessons.courses.values() for s in stages)
    print(f"{total} exercises, {len(issues)} issue{'s' if len(issues) != 1 else ''}", file=sys.stderr)
    return 1 if issues else 0


def build_parser() -> argparse.ArgumentParser:
    from engine.core.cli import OUTPUT_NOTE, OneLineParser, examples

    parser = OneLineParser(prog="python -m archive_app lessons", description="The lesson courses.",
                           epilog=OUTPUT_NOTE + "\n\n" + examples("python -m archive_app lessons list"))
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    for name, func, text in (("list", run_list, "stages and exercise counts per game"),
                             ("export", run_export, "every exercise as a puzzle JSON line"),
                             ("check", run_check, "stated answers against the engine; content issues")):
        p = sub.add_parser(name, help=text,
                           epilog=examples(f"python -m archive_app lessons {name}" + (" --json" if name != "check" else "")))
        p.add_argument("--json", action="store_true", help="JSON output (list; export always writes JSON lines)")
        p.set_defaults(func=func)
    return parser


def main(argv: list[str]) -> int:
    from engine.core.cli import finish

    def run() -> int:
        args = build_parser().parse_args(argv)
        return args.func(args)

    return finish(run)
