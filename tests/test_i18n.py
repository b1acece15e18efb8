"""UI catalogues: every tr() string has a Chinese translation, and the catalogues are current."""

import re
from pathlib import Path

from archive_app import i18n
from archive_app.paths import ROOT


def test_every_catalogue_is_fully_translated():
    assert i18n.catalogues(), "no catalogues"
    assert i18n.unfinished() == []


def _tr_strings(path: Path) -> set[str]:
    text = path.read_text(encoding="utf-8")
    found = set(re.findall(r"\btr\(\s*\"((?:[^\"\\]|\\.)*)\"\s*\)", text))
    found |= set(re.findall(r"QT_TRANSLATE_NOOP\(\s*\"[^\"]+\"\s*,\s*\"((?:[^\"\\]|\\.)*)\"\s*\)", text))
    return found


def test_every_tr_string_in_the_ui_is_in_a_catalogue():
    """Catches a new tr() string that nobody extracted (it would show in English in the Chinese UI)."""
    import html

    sources = set()
    for ts in i18n.catalogues():
        sources |= {html.unescape(s) for s in re.findall(r"<source>(.*?)</source>", ts.read_text(encoding="utf-8"), re.S)}
    missing = []
    for path in sorted((ROOT / "archive_app").rglob("*.py")):
        for s in _tr_strings(path):
            if s.encode().decode("unicode_escape") not in sources and s not in sources:
                missing.append(f"{path.relative_to(ROOT)}: {s!r}")
    assert not missing, "run python -m archive_app.i18n update <module> and translate:\n" + "\n".join(missing)


def test_build_makes_both_scripts(tmp_path):
    built = i18n.build(tmp_path)  # aside: the app's own .qm files stay as `make` built them
    names = {p.name for p in built}
    assert len(names) == 2 * len(i18n.catalogues()) and all(p.parent == tmp_path for p in built)
    assert "window_zh_CN.qm" in names and "window_zh_TW.qm" in names
    assert all(p.stat().st_size > 0 for p in built)
    assert (tmp_path / "about_zh_CN.qm").read_bytes() != (tmp_path / "about_zh_TW.qm").read_bytes()


def test_traditional_catalogue_is_converted():
    text = (i18n.TRANSLATIONS / "pages_zh_CN.ts").read_text(encoding="utf-8")
    converted = i18n._convert_translations(text, "hant", "zh_TW")
    assert "<translation>檔案</translation>" in converted and 'language="zh_TW"' in converted
