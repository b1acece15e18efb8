"""The archive's PDF export: what the reader shows (the whole source or article), into a file the user picks."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.export import export_article_pdf, export_source_pdf


class ArchiveReading(Protocol):
    """What the export asks of the archive page (a QWidget: the dialogs' parent): a widget imports no page."""

    ctx: AppContext
    current: str | None  # "s001", "a:slug" or "g:term"

    def article_lang(self) -> str: ...

    def source_conversion(self, source: Any) -> tuple: ...


class PdfExport(QtCore.QObject):
    def __init__(self, page: ArchiveReading) -> None:
        super().__init__(page)
        self.page = page

    def default_name(self) -> str:
        page, lib = self.page, self.page.ctx.library
        if page.current and page.current.startswith("a:"):
            return f"{page.current[2:]}-{page.article_lang()}.pdf"
        source = lib.sources[page.current]
        return (Path(source.path).stem or source.id) + ".pdf"

    def ask(self) -> None:
        """Ask where to save (starting in the folder used last), then write the PDF there."""
        page, ctx = self.page, self.page.ctx
        if ctx.library is None or not page.current or page.current.startswith("g:"):
            return
        folder = str(ctx.settings.qsettings.value("archive/export_dir", "") or QtCore.QDir.homePath())
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            page, ctx.zh(self.tr("Export PDF")), str(Path(folder) / self.default_name()),
            ctx.zh(self.tr("PDF files (*.pdf)")), "",
            QtWidgets.QFileDialog.Option.DontUseNativeDialog)
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        ctx.settings.qsettings.setValue("archive/export_dir", str(Path(path).parent))
        self.write(Path(path))

    def write(self, path: Path) -> Path | None:
        """Write what the reader shows to ``path``; takes well under a second."""
        page, ctx = self.page, self.page.ctx
        lib = ctx.library
        QtWidgets.QApplication.setOverrideCursor(QtCore.Qt.CursorShape.WaitCursor)
        try:
            if page.current.startswith("a:"):
                out = export_article_pdf(lib.articles[page.current[2:]], path, page.article_lang(), library=lib,
                                         convert=ctx.zh)
            else:
                source = lib.sources[page.current]
                conv, converted_to, _ = page.source_conversion(source)
                out = export_source_pdf(source, path, ctx.lang, library=lib, convert=conv,
                                        converted_to=converted_to)
        except OSError as e:
            QtWidgets.QApplication.restoreOverrideCursor()
            QtWidgets.QMessageBox.warning(page, ctx.zh(self.tr("Export PDF")),
                                          ctx.zh(self.tr("Could not write the PDF: %1")).replace("%1", str(e)))
            return None
        QtWidgets.QApplication.restoreOverrideCursor()
        ctx.status.emit(ctx.zh(self.tr("Saved %1")).replace("%1", str(out)))
        return out
