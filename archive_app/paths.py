"""Where the app's own files are. Content and resources ship beside the packages (editable install)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
RESOURCES = ROOT / "resources"
TRANSLATIONS = RESOURCES / "translations"


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
