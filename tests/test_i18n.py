"""UI catalogues: every tr() string has a Chinese translation, and the catalogues are current."""

import html
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
    """Every module's catalogue merged into one .qm per script."""
    from archive_app.qt import QtCore

    built = i18n.build(tmp_path)  # aside: the app's own .qm files stay as `make` built them
    assert built == [tmp_path / "changpai-archive_zh_CN.qm", tmp_path / "changpai-archive_zh_TW.qm"]
    assert sorted(tmp_path.iterdir()) == built
    hans, hant = QtCore.QTranslator(), QtCore.QTranslator()
    assert hans.load(str(built[0])) and hant.load(str(built[1]))
    for ts in i18n.catalogues():  # a message of every catalogue, in both scripts
        text = ts.read_text(encoding="utf-8")
        context = re.search(r"<context>\s*<name>(.*?)</name>", text, re.S).group(1)
        source = html.unescape(re.search(r"<source>(.*?)</source>", text, re.S).group(1))
        assert hans.translate(context, source), (ts.name, context, source)
        assert hant.translate(context, source), (ts.name, context, source)
    assert hans.translate("MainWindow", "Long Cards Archive & Tutor") == "长牌档案与教程"
    assert hant.translate("MainWindow", "Long Cards Archive & Tutor") == "長牌檔案與教程"


def _messages(ts: Path) -> list[tuple[str, str, str, str]]:
    text = ts.read_text(encoding="utf-8")
    out = []
    for context in re.finditer(r"<context>\s*<name>(.*?)</name>(.*?)</context>", text, re.S):
        for m in re.finditer(r"<message[^>]*>(.*?)</message>", context.group(2), re.S):
            body = m.group(1)
            source = re.search(r"<source>(.*?)</source>", body, re.S).group(1)
            comment = re.search(r"<comment>(.*?)</comment>", body, re.S)
            translation = re.search(r"<translation[^>]*>(.*?)</translation>", body, re.S)
            out.append((context.group(1), source, comment.group(1) if comment else "",
                        translation.group(1) if translation else ""))
    return out


def test_no_two_catalogues_translate_a_message_differently():
    """The catalogues merge into one .qm, where a message can have one translation: two modules that
    share a context (learn.py speaks for StagePath) must translate its messages alike."""
    seen: dict[tuple[str, str, str], tuple[str, str]] = {}
    clashes = []
    for ts in i18n.catalogues():
        for context, source, comment, translation in _messages(ts):
            first = seen.setdefault((context, source, comment), (ts.name, translation))
            if first[1] != translation:
                clashes.append(f"{context} {source!r}: {first[0]} {first[1]!r}, {ts.name} {translation!r}")
    assert not clashes, "\n".join(clashes)


def test_a_newer_catalogue_means_a_rebuild(tmp_path, monkeypatch):
    """The app's check at start: one .qm per locale against every catalogue's modification and change times."""
    import os
    import shutil

    folder = tmp_path / "translations"
    folder.mkdir()
    for ts in i18n.catalogues()[:3]:
        shutil.copy2(ts, folder / ts.name)  # modification time kept: only the change time is new
    monkeypatch.setattr(i18n, "TRANSLATIONS", folder)
    assert i18n.needs_build() and i18n.compiled("zh_CN") == []
    i18n.build()
    assert not i18n.needs_build() and i18n.compiled("zh_CN") == [folder / "changpai-archive_zh_CN.qm"]
    built = os.stat(folder / "changpai-archive_zh_CN.qm").st_mtime
    added = folder / "added_zh_CN.ts"
    shutil.copy2(i18n.catalogues()[0], added)  # an old modification time, a new change time
    os.utime(added, (built - 3600, built - 3600))
    assert i18n.needs_build()
    i18n.build()
    assert not i18n.needs_build()
    (folder / "changpai-archive_zh_TW.qm").unlink()
    assert i18n.needs_build()
    monkeypatch.setattr(i18n, "TRANSLATIONS", tmp_path / "elsewhere")  # a wheel: the .qm alone, or nothing
    assert not i18n.needs_build()


def test_a_rebuild_removes_the_per_module_files_of_earlier_builds(tmp_path, monkeypatch):
    import shutil

    folder = tmp_path / "translations"
    folder.mkdir()
    shutil.copy2(i18n.catalogues()[0], folder / "about_zh_CN.ts")
    for old in ("about_zh_CN.qm", "about_zh_TW.qm"):
        (folder / old).write_bytes(b"")
    monkeypatch.setattr(i18n, "TRANSLATIONS", folder)
    i18n.build()
    assert sorted(p.name for p in folder.iterdir()) == ["about_zh_CN.ts", "changpai-archive_zh_CN.qm",
                                                       "changpai-archive_zh_TW.qm"]


def test_traditional_catalogue_is_converted():
    text = (i18n.TRANSLATIONS / "pages_zh_CN.ts").read_text(encoding="utf-8")
    converted = i18n._convert_translations(text, "hant", "zh_TW")
    assert "<translation>檔案</translation>" in converted and 'language="zh_TW"' in converted
