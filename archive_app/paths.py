"""Where the app's own files are.

In a clone (and the editable install) content and resources sit beside the packages. A wheel and the
standalone build carry them inside the package, in ``archive_app/bundled/`` (written at build time by
``packaging/bundle.py``), so an installed app never looks outside its own folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parent
BUNDLED = PACKAGE / "bundled"
IS_BUNDLED = (BUNDLED / "content").is_dir()
_BASE = BUNDLED if IS_BUNDLED else ROOT

CONTENT = _BASE / "content"
RESOURCES = _BASE / "resources"
TRANSLATIONS = RESOURCES / "translations"
ICON = RESOURCES / "icons" / "changpai-archive.svg"
LICENSE = _BASE / "LICENSE"  # the app's own licence (Apache 2.0); the font's and Qt's are in resources/


def cache_dir() -> Path:
    """Where data derived from content/ (the loaded, indexed library) is kept between runs.

    ``ARCHIVE_APP_CACHE_DIR`` overrides it (tests, benchmarks). Deleting it is always safe."""
    override = os.environ.get("ARCHIVE_APP_CACHE_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Caches"
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "changpai-archive"
