"""Where the app's own files are.

In a clone (and the editable install) content and resources sit beside the packages. A wheel and the
standalone build carry them inside the package, in ``archive_app/bundled/`` (written at build time by
``packaging/bundle.py``), so an installed app never looks outside its own folder.
"""

from __future__ import annotations

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
