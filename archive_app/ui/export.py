"""PDF export of a source (each paragraph: its ID, the original, then the translation and note) or an article.

``export_source_pdf`` / ``export_article_pdf`` take a path and write the file without any dialog (the
archive page asks for the path). A QTextDocument laid out on A4 with the bundled CJK font, which the
PDF embeds, so Chinese prints on any machine.
"""

from __future__ import annotations

import html
from pathlib import Path

from archive_app.content import Article, Library, Source
from archive_app.qt import QtCore, QtGui
from archive_app.qt_fonts import cjk_family
from archive_app.ui import reader
from archive_app.ui.reader import Convert, ReadingStyle

PRINT_STYLE = ReadingStyle(scale=1.0, base_pt=10.0)
CREATOR = "Long Cards Archive & Tutor"
CITE_AS = QtCore.QT_TRANSLATE_NOOP("Export", "Cite as:")


def _tr(text: str) -> str:
    return QtCore.QCoreApplication.translate("Export", text)


def _same(text: str) -> str:
    return text


def source_print_html(source: Source, library: Library | None = None, lang: str = "en", convert: Convert | None = None,
                      converted_to: str | None = None) -> str:
    conv = convert or _same
    parts = [f"<h1>{html.escape(conv(source.title))}</h1>",
             f'<p class="subtitle">{html.escape(source.title_en)}</p>',
             reader.meta_table(reader.meta_rows(source, conv, converted_to=converted_to, anchors=False)),
             f'<p class="label">{html.escape(_tr(CITE_AS))} {html.escape(reader.citation(source))}</p>',
             '<hr>']
    def text(raw: str) -> str:
        return reader.render_links(reader.lines_html(conv(raw)), library, lang, conv, anchors=False)

    indent = 'style="margin-left: 22px;"'
    for p in source.paragraphs:
        short = p.id.split(".", 1)[1]
        parts.append(f'<p class="pid" style="margin-top: 10px; margin-bottom: 1px;"><b>¶ {short}</b></p>')
        parts.append(f'<p class="orig">{text(p.original)}</p>')
        parts.append(f'<p class="en" {indent}>{text(p.en)}</p>')
        if p.note:
            parts.append(f'<p class="note" {indent}>{text(p.note)}</p>')
    return "".join(parts)


def article_print_html(article: Article, library: Library | None = None, lang: str = "en",
                       convert: Convert | None = None) -> str:
    body = reader.article_html(article, library, lang=lang, conv=convert or _same, anchors=False)
    cite = f'<p class="label">{html.escape(_tr(CITE_AS))} {html.escape(reader.article_citation(article))}</p>'
    return body + "<hr>" + cite


def write_pdf(html_text: str, path: Path, title: str) -> Path:
    """Lay the rich text out on A4 pages (numbered) and write it as a PDF."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    writer = QtGui.QPdfWriter(str(path))
    writer.setPageSize(QtGui.QPageSize(QtGui.QPageSize.PageSizeId.A4))
    writer.setPageMargins(QtCore.QMarginsF(18, 16, 18, 16), QtGui.QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator(CREATOR)
    doc = QtGui.QTextDocument()
    font = QtGui.QFont(cjk_family())
    font.setPointSizeF(PRINT_STYLE.pt())
    doc.setDefaultFont(font)
    doc.setDefaultStyleSheet(PRINT_STYLE.css())
    reader.add_card_faces(doc, html_text, dpr=3.0)  # printed at 300 dpi: the faces need the pixels
    doc.setHtml(html_text)
    doc.print_(writer)
    del writer  # closes the file
    if not path.exists() or path.stat().st_size == 0:
        raise OSError(f"could not write {path}")
    return path


def export_source_pdf(source: Source, path: Path, lang: str = "en", *, library: Library | None = None,
                      convert: Convert | None = None, converted_to: str | None = None) -> Path:
    """Write ``source`` (every paragraph: original, then translation and note) to ``path`` as PDF."""
    html_text = source_print_html(source, library, lang, convert, converted_to)
    return write_pdf(html_text, path, f"{source.title} — {source.title_en}")


def export_article_pdf(article: Article, path: Path, lang: str = "en", *, library: Library | None = None,
                       convert: Convert | None = None) -> Path:
    """Write ``article`` in ``lang`` ("zh" or "en") to ``path`` as PDF."""
    title = article.meta.get("title" if lang == "zh" else "title_en", article.id)
    return write_pdf(article_print_html(article, library, lang, convert), path, title)
