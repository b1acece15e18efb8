"""What an installed app reads, staged into ``archive_app/bundled/`` of a wheel or the standalone build.

The clone keeps content/ and resources/ beside the packages; an installed copy must carry them inside
the package (see archive_app/paths.py). The translations are compiled here, at build time, so an
installed app never needs Qt's tools or a writable folder to get its Chinese UI.

    python packaging/bundle.py DEST      # stage into DEST (e.g. build/lib/archive_app/bundled)
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# (source relative to the clone, destination relative to the bundle); folders are copied whole
COPIED = (
    ("content", "content"),
    ("resources/fonts", "resources/fonts"),
    ("resources/icons", "resources/icons"),
    ("resources/licenses", "resources/licenses"),
    ("LICENSE", "LICENSE"),
)
SKIPPED = shutil.ignore_patterns("*.pyc", "__pycache__", "*.tmp", "*.part")


def stage(dest: Path) -> list[Path]:
    """Write a fresh bundle into ``dest``; returns every file written."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from archive_app import i18n

    if dest.exists():
        shutil.rmtree(dest)  # a stale file from an earlier build must not ship
    dest.mkdir(parents=True)
    for source, target in COPIED:
        src, out = ROOT / source, dest / target
        if src.is_dir():
            shutil.copytree(src, out, ignore=SKIPPED)
        else:
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, out)
    compiled = i18n.build(dest / "resources" / "translations")  # every catalogue merged: one .qm per locale
    if len(compiled) != len(i18n.LOCALES) or not all(qm.stat().st_size for qm in compiled):
        raise RuntimeError(f"translations: built {len(compiled)} .qm for {len(i18n.LOCALES)} locales")
    return sorted(p for p in dest.rglob("*") if p.is_file())


if __name__ == "__main__":
    files = stage(Path(sys.argv[1]))
    print(f"staged {len(files)} files into {sys.argv[1]}")
