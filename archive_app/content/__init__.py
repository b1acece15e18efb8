"""The archive's content (sources, articles, glossary) as plain data. No Qt here."""

from archive_app.content.loader import load_library
from archive_app.content.model import Article, ContentIssue, Library, Paragraph, Source, Term

__all__ = ["Article", "ContentIssue", "Library", "Paragraph", "Source", "Term", "load_library"]
