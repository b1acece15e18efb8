"""``python -m archive_app`` starts the app; ``python -m archive_app search QUERY --json`` searches and
``python -m archive_app lessons list|export|check`` reads the courses (both without Qt)."""

from __future__ import annotations

import sys


MAX_LIMIT = 1_000_000


def _search_cli(argv: list[str]) -> int:
    from engine.core.cli import finish

    return finish(lambda: _search_command(argv))


def build_search_parser():  # -> OneLineParser
    from engine.core.cli import OUTPUT_NOTE, OneLineParser, examples

    parser = OneLineParser(prog="python -m archive_app search", description="Search the archive.",
                           epilog=OUTPUT_NOTE + "\n\n" + examples("python -m archive_app search 呛森 --limit 3"))
    parser.add_argument("query")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--limit", default="50", help=f"most hits to show, 1 to {MAX_LIMIT} (default 50)")
    return parser


def _search_command(argv: list[str]) -> int:
    from engine.core.cli import fail
    from engine.core.errors import InputError

    args = build_search_parser().parse_args(argv)
    try:
        if any("\udc80" <= ch <= "\udcff" for ch in args.query):  # bytes that are not UTF-8, kept by Python
            raw = args.query.encode("utf-8", "surrogateescape")
            raise InputError("the query is not UTF-8 text", raw.decode("ascii", "backslashreplace"))
        limit = args.limit.strip()
        if not limit.isascii() or not limit.isdigit() or not 1 <= int(limit) <= MAX_LIMIT:
            raise InputError(f"--limit must be a whole number from 1 to {MAX_LIMIT}", args.limit)
    except InputError as e:
        return fail(e)
    return _search(args.query, int(limit), args.json)


def _search(query: str, limit: int, as_json: bool) -> int:
    import json

    from archive_app.paths import CONTENT, cache_dir
    from archive_app.search import load_indexed

    library, index = load_indexed(CONTENT, cache_dir())
    for issue in library.issues:
        print(f"warning: {issue}", file=sys.stderr)
    hits = index.search(query, limit)
    if as_json:
        print(json.dumps({"hits": [h.to_json() for h in hits]}, ensure_ascii=False))
    else:
        for h in hits:
            print(f"{h.id:<22} {h.kind:<12} {h.title}\n    {h.snippet}")
    return 0


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "search":
        return _search_cli(sys.argv[2:])
    if len(sys.argv) > 1 and sys.argv[1] == "lessons":
        from archive_app.lessons_cli import main as lessons_main

        return lessons_main(sys.argv[2:])
    from archive_app.main import main as gui_main

    return gui_main()


if __name__ == "__main__":
    sys.exit(main())
