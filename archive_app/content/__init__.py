"""The archive's content (sources, articles, glossary) as plain data. No Qt here.

The loader (and TOML with it) is imported on first use, and so are the entries' classes: a start with
the content cache warm (content/cache.py) only needs the library's own class to read it back.
"""

from archive_app.content.model import Library

__all__ = ["Article", "ContentIssue", "Library", "Paragraph", "Source", "Term", "load_library"]
_ENTRIES = {"Article", "ContentIssue", "Paragraph", "Source", "Term"}


def __getattr__(name: str):
    if name == "load_library":
        from archive_app.content.loader import load_library

        return load_library
    if name in _ENTRIES:
        from archive_app.content import entries

        return getattr(entries, name)
    raise AttributeError(f"module 'archive_app.content' has no attribute {name!r}")
