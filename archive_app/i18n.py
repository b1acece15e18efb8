"""UI translations: English source strings, Qt Linguist catalogues for 中文 (简体 and 繁體).

Each UI module has its own catalogue ``resources/translations/<module>_zh_CN.ts`` (kept in the repo,
edited with Qt Linguist or by hand). ``build()`` turns them into ``.qm`` files, deriving the 繁體
catalogues from the 简体 ones with OpenCC, so there is one place to translate. ``make`` runs it,
and the app runs it at start when a ``.qm`` is missing or older than its ``.ts``. No Qt imports:
the build uses ``pyside6-lrelease`` as a program.

    python -m archive_app.i18n update archive_app/ui/pages/home.py   # extract strings into its .ts
    python -m archive_app.i18n build [DIR]                            # .ts -> .qm (both scripts)
    python -m archive_app.i18n check                                  # unfinished translations
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from archive_app.paths import ROOT, TRANSLATIONS

LOCALES = {"hans": "zh_CN", "hant": "zh_TW"}


def _tool(name: str) -> str:
    import shutil

    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise RuntimeError(f"{name} not found: install PySide6-Essentials (make does this)")
    return found


def catalogues() -> list[Path]:
    return sorted(TRANSLATIONS.glob("*_zh_CN.ts"))


def qm_path(ts: Path, locale: str, dest: Path | None = None) -> Path:
    return (dest or ts.parent) / ts.name.replace("_zh_CN.ts", f"_{locale}.qm")


def compiled(locale: str) -> list[Path]:
    """The .qm files to load for a locale: built beside the catalogues in a clone, shipped alone in a wheel."""
    return sorted(TRANSLATIONS.glob(f"*_{locale}.qm"))


def needs_build() -> bool:
    for ts in catalogues():
        for locale in LOCALES.values():
            qm = qm_path(ts, locale)
            if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
                return True
    return False


def build(dest: Path | None = None, only: list[Path] | None = None) -> list[Path]:
    """Compile every catalogue (or ``only`` these) for 简体 and (via OpenCC) 繁體, beside it or into
    ``dest`` (a wheel's build). One ``lrelease`` run compiles them all: a run per file cost a second
    of start-up each time, 130 of them."""
    import subprocess
    import tempfile

    lrelease = _tool("pyside6-lrelease")
    if dest is not None:
        dest.mkdir(parents=True, exist_ok=True)
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        sources, targets = [], []
        for ts in (catalogues() if only is None else only):
            text = ts.read_text(encoding="utf-8")
            for script, locale in LOCALES.items():
                src = Path(tmp) / ts.name.replace("zh_CN", locale)
                src.write_text(_convert_translations(text, script, locale) if script == "hant" else text, encoding="utf-8")
                sources.append(src)
                targets.append(qm_path(ts, locale, dest))
        if sources:  # each .qm is written beside its source in tmp, then moved in one step: a running
            subprocess.run([lrelease, "-silent", *map(str, sources)], check=True)  # app never reads half a file
        for src, qm in zip(sources, targets):
            partial = src.with_suffix(".qm")
            os.replace(partial, qm) if partial.stat().st_dev == qm.parent.stat().st_dev else _copy_replace(partial, qm)
            out.append(qm)
    return out


def _copy_replace(src: Path, dest: Path) -> None:
    """Copy beside the target, then rename over it (rename is atomic within one file system)."""
    import shutil

    staging = dest.with_name(dest.name + ".part")
    shutil.copyfile(src, staging)
    os.replace(staging, dest)


def _convert_translations(ts_text: str, script: str, locale: str) -> str:
    from archive_app.script import to_script

    ts_text = ts_text.replace('language="zh_CN"', f'language="{locale}"')
    return re.sub(r"(<translation[^>]*>)(.*?)(</translation>)",
                  lambda m: m.group(1) + to_script(m.group(2), script) + m.group(3), ts_text, flags=re.S)


def update(modules: list[str]) -> None:
    """Extract tr() strings of each module into its own catalogue (keeping existing translations)."""
    import subprocess

    lupdate = _tool("pyside6-lupdate")
    for module in modules:
        path = Path(module)
        name = path.parent.name if path.stem == "__init__" else path.stem
        ts = TRANSLATIONS / f"{name}_zh_CN.ts"
        subprocess.run([lupdate, str(path), "-ts", str(ts), "-source-language", "en", "-target-language", "zh_CN",
                        "-no-obsolete", "-silent"], check=True, cwd=ROOT)
        print(f"updated {ts.relative_to(ROOT)}")


def fill(ts: Path, translations: dict[str, str]) -> int:
    """Fill unfinished entries of a catalogue from a dict {English source: 中文}; returns how many."""
    import html as _html

    text = ts.read_text(encoding="utf-8")
    count = 0

    def repl(m: re.Match) -> str:
        nonlocal count
        source = _html.unescape(m.group(2))
        if source in translations and ('unfinished' in m.group(3) or not m.group(4).strip()):
            count += 1
            return m.group(1) + "<translation>" + _html.escape(translations[source], quote=False) + "</translation>"
        return m.group(0)

    text = re.sub(r"(<source>(.*?)</source>\s*(?:<comment>.*?</comment>\s*)?)<translation([^>]*)>(.*?)</translation>",
                  repl, text, flags=re.S)
    ts.write_text(text, encoding="utf-8")
    return count


def unfinished() -> list[str]:
    """Source strings that still lack a translation, as 'file: text'."""
    out = []
    for ts in catalogues():
        text = ts.read_text(encoding="utf-8")
        for m in re.finditer(r"<source>(.*?)</source>\s*(?:<comment>.*?</comment>\s*)?<translation([^>]*)>(.*?)</translation>",
                             text, flags=re.S):
            if 'type="unfinished"' in m.group(2) or not m.group(3).strip():
                out.append(f"{ts.name}: {m.group(1)}")
    return out


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "build"
    if command == "update":
        update(sys.argv[2:])
    elif command == "build":
        for qm in build(Path(sys.argv[2]) if len(sys.argv) > 2 else None):
            print(f"built {qm}")
    elif command == "check":
        missing = unfinished()
        print("\n".join(missing) or "all translated")
        sys.exit(1 if missing else 0)
    else:
        sys.exit(f"unknown command {command!r}: update, build or check")
