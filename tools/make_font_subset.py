"""Build the bundled CJK font: a subset of Noto Sans CJK SC (SIL OFL 1.1) from Debian's fonts-noto-cjk.

    apt-get install fonts-noto-cjk && .venv/bin/python tools/make_font_subset.py

The subset holds every character used in content/, the UI (.py and .ts sources) and the engine,
plus all of GB2312's hanzi and their traditional forms, so new content rarely needs a rebuild;
tests/test_font.py fails, naming the character and file:line, when something is missing.
Re-run this script after adding text that uses rarer characters.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SC_INDEX = 2  # Noto Sans CJK SC inside the collection
TARGET = ROOT / "resources" / "fonts" / "NotoSansCJKsc-Subset.otf"
TEXT_GLOBS = ("content/**/*", "archive_app/**/*.py", "engine/**/*.py", "resources/translations/*.ts", "README.md")


def repo_texts() -> list[str]:
    return [path.read_text(encoding="utf-8", errors="ignore")
            for pattern in TEXT_GLOBS for path in ROOT.glob(pattern) if path.is_file()]


def repo_characters() -> set[str]:
    return set().union(*map(set, repo_texts()))


def common_hanzi() -> set[str]:
    """GB2312's 6,763 hanzi (rows 16–87) and, via OpenCC, their traditional forms."""
    out = set()
    for row in range(0xB0, 0xF8):
        for col in range(0xA1, 0xFF):
            try:
                out.add(bytes([row, col]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    import opencc

    out |= set(opencc.OpenCC("s2t").convert("".join(sorted(out))))
    out |= set(opencc.OpenCC("s2tw").convert("".join(sorted(out))))
    return out


def basic_ranges() -> set[str]:
    ranges = [(0x20, 0x7E), (0xA0, 0x17F), (0x2000, 0x206F), (0x2190, 0x21FF), (0x2460, 0x24FF), (0x2500, 0x25FF),
              (0x3000, 0x303F), (0xFF00, 0xFFEF), (0x01CD, 0x01DC), (0x0300, 0x0304)]
    return {chr(c) for lo, hi in ranges for c in range(lo, hi + 1)}


def main() -> int:
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    if not SOURCE.exists():
        print(f"{SOURCE} missing: apt-get install fonts-noto-cjk", file=sys.stderr)
        return 1
    font = TTCollection(str(SOURCE)).fonts[SC_INDEX]
    repo = repo_characters()
    both_scripts = set()
    sys.path.insert(0, str(ROOT))
    from archive_app.script import to_script  # the app's own conversion, so the subset matches it

    for text in repo_texts():  # OpenCC converts by phrase (合并 → 合併, not 合並): texts and lines
        for piece in [text, *text.splitlines()]:
            both_scripts |= set(to_script(piece, "hant")) | set(to_script(piece, "hans"))
    wanted = repo | both_scripts | common_hanzi() | basic_ranges()
    cmap = font.getBestCmap()
    missing = sorted(c for c in wanted if ord(c) not in cmap and c.isprintable() and not c.isspace())
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in wanted if ord(c) in cmap])
    subsetter.subset(font)
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(TARGET))
    print(f"wrote {TARGET.relative_to(ROOT)}: {len(wanted) - len(missing)} characters, {TARGET.stat().st_size // 1024} KiB")
    if missing:
        print(f"not in Noto Sans CJK SC ({len(missing)}): {''.join(missing[:80])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
