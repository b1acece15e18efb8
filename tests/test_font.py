"""Every character the app can show is in the bundled font (a missing glyph renders as blank space)."""

import unicodedata

import pytest
from fontTools.ttLib import TTFont

from archive_app.paths import CONTENT, RESOURCES, ROOT
from archive_app.script import to_script

FONT = RESOURCES / "fonts" / "NotoSansCJKsc-Subset.otf"


@pytest.fixture(scope="module")
def cmap():
    return TTFont(FONT).getBestCmap()


def shown_files():
    yield from sorted(p for p in CONTENT.rglob("*") if p.is_file())
    yield from sorted((RESOURCES / "translations").glob("*.ts"))
    yield from sorted((ROOT / "archive_app").rglob("*.py"))
    yield from sorted((ROOT / "engine").rglob("*.py"))  # reasons and card names are shown in the app


def _visible(ch: str) -> bool:
    return not (ch.isspace() or unicodedata.category(ch) in ("Cc", "Cf", "Mn"))


def test_licence_ships_with_the_font():
    assert FONT.stat().st_size > 100_000
    text = (RESOURCES / "fonts" / "LICENSE-OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text


def test_every_character_in_content_and_ui_is_in_the_font(cmap):
    missing = []
    for path in shown_files():
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for ch in line:
                if _visible(ch) and ord(ch) not in cmap:
                    missing.append(f"{path.relative_to(ROOT)}:{lineno}: {ch!r} U+{ord(ch):04X}")
    assert not missing, "characters missing from the bundled font (re-run tools/make_font_subset.py):\n" + "\n".join(
        missing[:40])


def test_traditional_forms_of_all_chinese_content_are_in_the_font(cmap):
    """The 简/繁 toggle converts text on the fly: the converted characters must render too."""
    missing = set()
    for path in shown_files():
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for script in ("hans", "hant"):  # the app converts a paragraph (a line) at a time
                missing |= {f"{ch} ({path.relative_to(ROOT)}:{lineno}, {script})" for ch in to_script(line, script)
                            if ord(ch) not in cmap}
    assert not missing, sorted(missing)[:40]
