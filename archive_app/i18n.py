"""UI translations: English source strings, Qt Linguist catalogues for 中文 (简体 and 繁體).

Each UI module has its own catalogue ``resources/translations/<module>_zh_CN.ts`` (kept in the repo,
edited with Qt Linguist or by hand). ``build()`` compiles them all into one ``.qm`` per locale
(``changpai-archive_zh_CN.qm`` and ``changpai-archive_zh_TW.qm``), deriving the 繁體 catalogue from the
简体 ones with OpenCC, so there is one place to translate; the app installs one translator per locale
rather than one per module (67 of them cost ~3 ms of start-up). No two catalogues translate the same
message differently (tests/test_i18n.py), so the merge's order does not matter. ``make`` runs it, and
the app runs it at start when a ``.qm`` is missing or older than a ``.ts``. No Qt imports: the build
uses ``pyside6-lrelease`` as a program.

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


MERGED = "changpai-archive"  # not a module's name: no catalogue is called changpai-archive_zh_CN.ts


def qm_path(locale: str, dest: Path | None = None) -> Path:
    """The compiled catalogue of a locale (every module's messages in one file)."""
    return (dest or TRANSLATIONS) / f"{MERGED}_{locale}.qm"


def compiled(locale: str) -> list[Path]:
    """The .qm files to load for a locale: built beside the catalogues in a clone, shipped alone in a wheel."""
    qm = qm_path(locale)
    return [qm] if qm.is_file() else []


def needs_build() -> bool:
    """Whether a catalogue is newer than a compiled file (or one is missing). A catalogue's change time
    counts as well as its modification time: a catalogue added with an old modification time (copied
    with it kept) still has a new change time, which cannot be set back."""
    if not os.path.isdir(TRANSLATIONS):
        return False
    try:
        built = min(os.stat(qm_path(locale)).st_mtime for locale in LOCALES.values())
    except OSError:  # not built yet; with no catalogues (a wheel carries the .qm alone) nothing to build
        return bool(catalogues())
    with os.scandir(TRANSLATIONS) as entries:  # one listing and a stat each: this runs at every start
        for entry in entries:
            if entry.name.endswith("_zh_CN.ts"):
                st = entry.stat()
                if max(st.st_mtime, st.st_ctime) > built:
                    return True
    return False


def build(dest: Path | None = None) -> list[Path]:
    """Compile every catalogue into one .qm for 简体 and one (via OpenCC) for 繁體, beside the catalogues
    or into ``dest`` (a wheel's build): one ``lrelease`` run per locale. Each .qm is written in a temporary
    folder, then moved into place in one step: a running app never reads half a file."""
    import subprocess
    import tempfile

    lrelease = _tool("pyside6-lrelease")
    sources = catalogues()
    if not sources:
        raise RuntimeError(f"no catalogues in {TRANSLATIONS}")
    if dest is not None:
        dest.mkdir(parents=True, exist_ok=True)
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        texts = [ts.read_text(encoding="utf-8") for ts in sources]
        for script, locale in LOCALES.items():
            folder = Path(tmp) / locale
            folder.mkdir()
            converted = []
            for ts, text in zip(sources, texts):
                src = folder / ts.name.replace("zh_CN", locale)
                src.write_text(_convert_translations(text, script, locale) if script == "hant" else text, encoding="utf-8")
                converted.append(str(src))
            partial, qm = Path(tmp) / f"{MERGED}_{locale}.qm", qm_path(locale, dest)
            run = subprocess.run([lrelease, "-silent", *converted, "-qm", str(partial)], capture_output=True, text=True)
            said = _without_duplicate_warning(run.stderr)
            if said:
                print(said, file=sys.stderr)
            run.check_returncode()
            os.replace(partial, qm) if partial.stat().st_dev == qm.parent.stat().st_dev else _copy_replace(partial, qm)
            out.append(qm)
    if dest is None:
        _remove_per_module(out)
    return out


def _without_duplicate_warning(text: str) -> str:
    """lrelease's messages less the one that says a message came twice: a context shared by two modules
    (learn.py speaks for StagePath) puts the same message, translated alike, in both catalogues."""
    return re.sub(r"Warning: dropping duplicate messages in '[^']*'\n\(try -verbose for more info\)\.\n?", "", text).strip()


def _remove_per_module(keep: list[Path]) -> None:
    """The one-per-module .qm files an earlier build left beside the catalogues: nothing loads them now."""
    for locale in LOCALES.values():
        for qm in TRANSLATIONS.glob(f"*_{locale}.qm"):
            if qm not in keep:
                try:
                    qm.unlink()
                except OSError:
                    pass


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
