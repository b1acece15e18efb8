"""The archive's content (sources, articles, glossary) as plain data. No Qt here.

The loader (and TOML with it) is imported on first use: a start with the content cache warm
(content/cache.py) only needs the model to read the cached library back.
"""

from archive_app.content.model import Article, ContentIssue, Library, Paragraph, Source, Term

__all__ = ["Article", "ContentIssue", "Library", "Paragraph", "Source", "Term", "load_library"]


def __getattr__(name: str):
    if name == "load_library":
        from archive_app.content.loader import load_library

        return load_library
    raise AttributeError(f"module 'archive_app.content' has no attribute {name!r}")
