"""Developer tool: the curated puzzle set in content/puzzles/, one JSON-lines file per rule set.

Every file is made from fixed seeds, so running it again gives the same bytes unless the engine's
answers changed — after a rule fix, run it and commit what moved:

    python tools/make_puzzles.py            # rewrite every file
    python tools/make_puzzles.py --check    # exit 1 when a file differs from what the engine makes now

A file holds the worked examples of the rule documents and calculators ("mined": their positions,
asked every question that has an answer there), then seeded puzzles of each type, then positions
from seeded self-play hands (``source`` ``{"kind": "selfplay", …}``). The test suite
re-verifies them (tests/test_puzzle_content.py), as does ``python -m engine puzzle check FILE``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "content" / "puzzles"
SEED = 2026

# How many seeded puzzles of each type per rule set (at least 300 per game in all).
PLAN: dict[str, dict[str, dict[str, int]]] = {
    "bahu": {r: {"yuan": 40, "can_hu": 30, "hutou": 40, "waits": 40, "discard": 45, "claim": 30, "zhuang": 20}
             for r in ("haimen", "tongdong")},
    "duzihu": {r: {"valid": 35, "hushu": 35, "waits": 35} for r in ("danjiang", "danjiang+rugao", "shuangjiang")},
    "waihuzi": {r: {"valid": 50, "xi": 55, "waits": 50} for r in ("waihuzi", "waihuzi-strict")},
}

# Positions mined from seeded self-play (engine/puzzles/mine.py), per type, after the built ones.
SELFPLAY: dict[str, dict[str, int]] = {
    "bahu": {"claim": 20, "discard": 12, "waits": 12, "zhuang": 10},
    "duzihu": {"valid": 6, "hushu": 8, "waits": 8},
    "waihuzi": {"valid": 6, "xi": 8, "waits": 8},
}

# Worked examples (docs/rules/*.md and the calculators' Examples menus), with the paragraphs they illustrate.
MINED: tuple[tuple[str, str, dict, str], ...] = (
    ("bahu", "haimen", {"hand": "2s2m8p 3s3m7p 456m 78p", "melds": ["peng:Q", "peng:H"]}, "s000.p053"),
    ("bahu", "haimen", {"hand": "2s2m8p 3s3m7p 456m 789p", "melds": ["peng:Q"]}, "s000.p053"),
    ("bahu", "haimen", {"hand": "2s2m8p 3s3m7p 456m 789p 5s", "melds": ["peng:Q"]}, "s000.p054"),
    ("bahu", "haimen", {"hand": "123p 123p 2s2m8p 3s3m7p 1s1m9p QH9s", "melds": ["peng:5m"]}, "s000.p054"),
    ("bahu", "tongdong", {"hand": "1s 2s 3s", "melds": []}, "s001.p042"),
    ("bahu", "tongdong", {"hand": "7m8m9m 7s8s9s", "melds": []}, "s001.p042"),
    ("bahu", "haimen", {"hand": "9m9s9p 5m5s5p5p", "melds": []}, "s000.p054"),
    ("bahu", "haimen", {"hand": "5s5p 2s2m8p 3s3m7p", "melds": ["peng:5m", "peng:Q", "peng:H"]}, "s000.p054"),
    ("bahu", "tongdong", {"hand": "5s5p 2s2m8p 3s3m7p", "melds": ["peng:5m", "peng:Q", "peng:H"]}, "s001.p042"),
    ("bahu", "haimen", {"hand": "H 9m 2s2m8p 3s3m7p", "melds": ["peng:Q", "peng:9s"]}, "s000.p054"),
    ("bahu", "haimen", {"hand": "5m5m", "melds": ["peng:Q", "peng:H"]}, "s000.p028"),
    ("bahu", "haimen", {"hand": "348m", "melds": ["chi:567m"]}, "s000.p039"),
    ("duzihu", "danjiang", {"hand": "999m 234m 678s 123p 456p 55p", "melds": ["peng:6m", "peng:7p"],
                            "jiang": ["4s"], "win": "5p"}, "s002.p017"),
    ("duzihu", "danjiang", {"hand": "111m 333s 555p QQQ 888m 99p", "melds": ["peng:6m", "peng:7p"],
                            "jiang": ["4s"], "win": "9p", "self_drawn": True}, "s002.p012"),
    ("duzihu", "danjiang", {"hand": "123m 456m 789m 234s 678s 123p 456p 55p", "melds": [], "jiang": ["4s"],
                            "win": "5p", "self_drawn": True}, "s002.p012"),
    ("duzihu", "danjiang+rugao", {"hand": "999m 234m 678s 123p 456p 55p", "melds": ["peng:6m", "peng:7p"],
                                  "jiang": ["4s"], "win": "5p", "self_drawn": True, "last_card": True}, "s002.p019"),
    ("duzihu", "shuangjiang", {"hand": "999s 234m 678s 123p 456p 55p", "melds": ["peng:Q", "peng:B"],
                               "jiang": ["4s", "H"], "win": "5p"}, "s003.p009"),
    ("waihuzi", "waihuzi", {"hand": "333d 270d 456x 678d 123x 789x", "melds": ["wai:9d"], "win": "8x"}, "s004.p041"),
    ("waihuzi", "waihuzi", {"hand": "555x 123d 456d 789d 99x", "melds": ["wai:4x"], "win": "9x"}, "s004.p041"),
    ("waihuzi", "waihuzi", {"hand": "555x 123d 456d 789x 99x", "melds": ["chi:345d"], "win": "9x"}, "s004.p041"),
    ("waihuzi", "waihuzi", {"hand": "222x 777x 000x 270d 22d 456x", "melds": ["wai:0d"], "win": "2d"}, "s004.p019"),
    ("waihuzi", "waihuzi", {"hand": "111x 333x 444d 666d 888d 99x", "melds": ["wai:5x"], "win": "9x",
                            "last_card": True}, "s004.p019"),
    ("waihuzi", "waihuzi-strict", {"hand": "333d 270d 456x 678d 123x 789x", "melds": ["wai:9d"], "win": "8x"},
     "s004.p041"),
)


def _waits_position(game: str, position: dict) -> dict | None:
    """The same hand one card short (the winning card taken out), for a waits question."""
    if game == "bahu" or "win" not in position:
        return None
    from engine.cards import format_cards as long_format
    from engine.cards import parse_cards as long_parse
    from engine.waihuzi.cards import format_cards as zi_format
    from engine.waihuzi.cards import parse_cards as zi_parse

    parse, fmt = (long_parse, long_format) if game == "duzihu" else (zi_parse, zi_format)
    cards = list(parse(position["hand"]))
    win = next((c for c in cards if c.code == position["win"]), None)
    if win is None:
        return None
    cards.remove(win)
    keep = {k: v for k, v in position.items() if k in ("melds", "jiang")}
    return {"hand": fmt(cards, compact=True), **keep}


def mined(game: str, rules: str) -> list:
    """The worked examples of one rule set, asked every question that has an answer for them."""
    import hashlib

    from engine.exercises.answers import NoPuzzle, answers
    from engine.exercises.model import Puzzle
    from engine.puzzles.generate import puzzle_types
    from engine.puzzles.themes import prompt, starting_rating, themes_of

    out = []
    for g, r, position, source in MINED:
        if (g, r) != (game, rules):
            continue
        for kind in puzzle_types(game):
            if kind in ("claim", "zhuang"):  # questions about a table, not about a hand
                continue
            pos = _waits_position(game, position) if kind == "waits" and game != "bahu" else position
            if pos is None:
                continue
            try:
                answer = answers(game, rules, kind, pos)
            except NoPuzzle:
                continue
            themes = tuple(sorted(set(themes_of(game, rules, kind, pos, answer)) | {"worked_example"}))
            draft = Puzzle("", game, rules, kind, pos, tuple(answer), prompt(game, kind, pos), themes,
                           starting_rating(game, rules, kind, pos, answer), source)
            digest = hashlib.sha1(draft.key().encode("utf-8")).hexdigest()[:10]
            out.append(Puzzle(f"{game}-{kind}-{digest}", game, rules, kind, pos, tuple(answer), draft.prompt, themes,
                              draft.rating, source))
    return out


def build(game: str, rules: str) -> list[str]:
    """The lines of one file: the worked examples, the seeded ones, then those from self-play; no position
    twice."""
    from engine.puzzles.generate import generate
    from engine.puzzles.mine import mine

    seen: set[str] = set()
    lines = []
    puzzles = mined(game, rules)
    for kind, count in PLAN[game][rules].items():
        puzzles.extend(generate(game, rules, kind, count=count, seed=SEED))
    for kind, count in SELFPLAY[game].items():
        puzzles.extend(mine(game, rules, kind, count=count, seed=SEED))
    for p in puzzles:
        if p.key() in seen:
            continue
        seen.add(p.key())
        lines.append(json.dumps(p.to_json(), ensure_ascii=False, sort_keys=False))
    return lines


def file_name(game: str, rules: str) -> str:
    return f"{game}-{rules}.jsonl"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the files instead of writing them")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    differ = []
    for game, by_rules in PLAN.items():
        total = 0
        for rules in by_rules:
            text = "\n".join(build(game, rules)) + "\n"
            total += text.count("\n")
            path = OUT / file_name(game, rules)
            if args.check:
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    differ.append(path.name)
            else:
                partial = path.with_name(path.name + ".part")
                partial.write_text(text, encoding="utf-8")
                partial.replace(path)
        print(f"{game}: {total} puzzles")
    if differ:
        print("differ from what the engine makes now: " + ", ".join(differ), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
