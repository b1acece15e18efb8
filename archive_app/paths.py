"""Where the app's own files are. Content and resources ship beside the packages (editable install)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONTENT = ROOT / "content"
RESOURCES = ROOT / "resources"
TRANSLATIONS = RESOURCES / "translations"
