"""``python -m archive_app`` starts the app; ``python -m archive_app search QUERY --json`` searches and
``python -m archive_app lessons list|export|check`` reads the courses (both without Qt)."""

from __future__ import annotations

import sys


def _search_cli(argv: list[str]) -> int:
    import argparse
    import json

    from archive_app.content import load_library
    from archive_app.paths import CONTENT
    from archive_app.search import SearchIndex

    parser = argparse.ArgumentParser(prog="python -m archive_app search", description="Search the archive.")
    parser.add_argument("query")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--limit", type=int, default=50)
    args = parser.parse_args(argv)
    library = load_library(CONTENT)
    for issue in library.issues:
        print(f"warning: {issue}", file=sys.stderr)
    hits = SearchIndex(library).search(args.query, args.limit)
    if args.json:
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
