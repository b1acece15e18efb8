"""The About dialog: version, where the user's data lives, the licences, and where the source texts come from.

Opened from the window's top bar (About, Alt+A) and from the keyboard sheet (F1). Built when opened, never at start-up.
"""

from __future__ import annotations

import html
import platform

from archive_app import __version__
from archive_app.paths import CONTENT, ICON, LICENSE, RESOURCES
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.context import AppContext

# (key, file) of each licence text the dialog can show in full
LICENCE_FILES = {
    "app": LICENSE,
    "font": RESOURCES / "fonts" / "LICENSE-OFL.txt",
    "lgpl": RESOURCES / "licenses" / "LGPL-3.0.txt",
    "gpl": RESOURCES / "licenses" / "GPL-3.0.txt",
}
DATA_FILES = ("settings.ini", "archive.db")  # archive_app/settings.py, archive_app/store/db.py


def qt_versions() -> tuple[str, str]:
    from archive_app.qt import pyside_version

    return QtCore.qVersion(), pyside_version()


class AboutDialog(QtWidgets.QDialog):
    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("aboutDialog")
        self.setStyleSheet("QDialog#aboutDialog { background: #f6f1e4; }")  # the window's paper tone
        self.setWindowTitle(self.tr("About Long Cards Archive & Tutor"))
        self.resize(720, 540)
        self.tabs = QtWidgets.QTabWidget()
        self.tabs.addTab(self._about_tab(), self.tr("About"))
        self.tabs.addTab(self._data_tab(), self.tr("Where is my data?"))
        self.tabs.addTab(self._licences_tab(), self.tr("Licences"))
        self.tabs.addTab(self._sources_tab(), self.tr("Sources"))
        buttons = QtWidgets.QDialogButtonBox(QtWidgets.QDialogButtonBox.StandardButton.Close)
        buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

    def show_tab(self, index: int) -> None:
        self.tabs.setCurrentIndex(index)

    # --- about: name, version, what it runs on ---
    def _about_tab(self) -> QtWidgets.QWidget:
        page = QtWidgets.QWidget()
        row = QtWidgets.QHBoxLayout(page)
        icon = QtWidgets.QLabel()
        icon.setPixmap(QtGui.QIcon(str(ICON)).pixmap(128, 128))
        icon.setFixedSize(136, 136)
        row.addWidget(icon, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        self.about_text = text = QtWidgets.QLabel()
        text.setObjectName("aboutText")
        text.setWordWrap(True)
        text.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        qt, pyside = qt_versions()
        title = self.tr("Long Cards Archive & Tutor")
        version = self.tr("Version %1").replace("%1", __version__)
        summary = self.tr(
            "The long-card games of Nantong (Bahu, Duzihu) and the Hunan character-card game Waihuzi: the source "
            "texts with translations, a glossary, every card face, and a rules engine that explains each verdict "
            "with its source.")
        built = self.tr("Built with Python %1, Qt %2 and PySide6 %3.")
        built = built.replace("%1", platform.python_version()).replace("%2", qt).replace("%3", pyside)
        text.setText(f"<h2>{html.escape(title)}</h2><p><b>{html.escape(version)}</b></p>"
                     f"<p>{html.escape(summary)}</p><p>{html.escape(built)}</p>")
        row.addWidget(text, 1, QtCore.Qt.AlignmentFlag.AlignTop)
        return page

    # --- where is my data? ---
    def _data_tab(self) -> QtWidgets.QWidget:
        page = QtWidgets.QWidget()
        box = QtWidgets.QVBoxLayout(page)
        intro = QtWidgets.QLabel(self.tr(
            "Your settings and saved hands are kept in this folder. Removing or updating the app leaves it "
            "in place; delete it to start afresh."))
        intro.setWordWrap(True)
        box.addWidget(intro)
        self.data_path = QtWidgets.QLineEdit(str(self.ctx.data_dir))
        self.data_path.setObjectName("dataPath")
        self.data_path.setReadOnly(True)
        self.data_path.setCursorPosition(0)
        box.addWidget(self.data_path)
        row = QtWidgets.QHBoxLayout()
        self.open_button = QtWidgets.QPushButton(self.tr("Open folder"))
        self.open_button.setObjectName("primary")
        self.open_button.clicked.connect(self.open_data_folder)
        self.copy_button = QtWidgets.QPushButton(self.tr("Copy path"))
        self.copy_button.clicked.connect(self.copy_data_path)
        row.addWidget(self.open_button)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        box.addLayout(row)
        files = QtWidgets.QLabel(self._data_files_text())
        files.setObjectName("dataFiles")
        files.setWordWrap(True)
        box.addWidget(files)
        shipped = QtWidgets.QLabel(self.tr("The texts the app shows are read from (part of the app, not your data):"))
        shipped.setWordWrap(True)
        box.addSpacing(12)
        box.addWidget(shipped)
        content = QtWidgets.QLineEdit(str(CONTENT))
        content.setReadOnly(True)
        content.setCursorPosition(0)
        box.addWidget(content)
        box.addStretch(1)
        return page

    def _data_files_text(self) -> str:
        kinds = {"settings.ini": self.tr("language, script, text size, window, last page, calculator choices"),
                 "archive.db": self.tr("saved hands and bookmarks (SQLite)")}
        lines = []
        for name in DATA_FILES:
            state = "" if (self.ctx.data_dir / name).exists() else " " + self.tr("(not created yet)")
            lines.append(f"<li><code>{name}</code> — {html.escape(kinds[name])}{html.escape(state)}</li>")
        return "<ul>" + "".join(lines) + "</ul>"

    def open_data_folder(self) -> bool:
        self.ctx.data_dir.mkdir(parents=True, exist_ok=True)
        url = QtCore.QUrl.fromLocalFile(str(self.ctx.data_dir))
        return QtGui.QDesktopServices.openUrl(url)

    def copy_data_path(self) -> None:
        QtGui.QGuiApplication.clipboard().setText(str(self.ctx.data_dir))

    # --- licences ---
    def _licences_tab(self) -> QtWidgets.QWidget:
        qt, pyside = qt_versions()
        entries = [
            (self.tr("This app"), self.tr("Apache License 2.0"), ["app"],
             self.tr("The program, the translations, notes, articles and glossary.")),
            (self.tr("Font: Noto Sans CJK SC (a subset)"), self.tr("SIL Open Font License 1.1"), ["font"],
             self.tr("© Adobe. Every character the app shows is drawn with it.")),
            (f"Qt {qt} · PySide6 {pyside}", self.tr("GNU Lesser General Public License v3"), ["lgpl", "gpl"],
             self.tr("The Qt libraries ship as separate files that you may replace with your own build.")),
            ("SQLAlchemy · Python-Markdown · OpenCC", "MIT · BSD-3-Clause · Apache 2.0", [],
             self.tr("Their licence texts come with each library.")),
            (f"Python {platform.python_version()}", "PSF License", [], ""),
        ]
        parts = []
        for name, licence, keys, note in entries:
            links = " ".join(f'<a href="licence:{k}">{html.escape(self._licence_link_text(k))}</a>' for k in keys)
            parts.append(f"<p><b>{html.escape(name)}</b><br>{html.escape(licence)} {links}"
                         + (f"<br><span>{html.escape(note)}</span>" if note else "") + "</p>")
        self.licences = QtWidgets.QTextBrowser()
        self.licences.setObjectName("licences")
        self.licences.setOpenLinks(False)
        self.licences.anchorClicked.connect(lambda url: self.show_licence(url.path()))
        self.licences.setHtml("".join(parts))
        return self.licences

    def _licence_link_text(self, key: str) -> str:
        return self.tr("GPL v3 text") if key == "gpl" else self.tr("full text")

    def show_licence(self, key: str) -> QtWidgets.QDialog:
        """A licence's full text in a window of its own (English, as the licences are written)."""
        viewer = QtWidgets.QDialog(self)
        viewer.setObjectName("licenceViewer")
        path = LICENCE_FILES[key]
        viewer.setWindowTitle(path.name)
        viewer.resize(680, 560)
        text = QtWidgets.QPlainTextEdit(path.read_text(encoding="utf-8"))
        text.setReadOnly(True)
        QtWidgets.QVBoxLayout(viewer).addWidget(text)
        viewer.open()
        return viewer

    # --- sources: what the texts are and where they come from ---
    def _sources_tab(self) -> QtWidgets.QWidget:
        browser = QtWidgets.QTextBrowser()
        browser.setObjectName("provenance")
        browser.setOpenExternalLinks(False)
        browser.setHtml(self.provenance_html())
        return browser

    def provenance_html(self) -> str:
        self.ctx.load_content_now()  # a few hundred KiB of text: the dialog is opened by hand, so this is quick
        zh = self.ctx.lang == "zh"
        intro = self.tr(
            "The source texts are archived as they were written down, in their original script, paragraph by "
            "paragraph, each with an ID (such as s000.p027) that every verdict of the rules engine cites. They "
            "remain their authors' work; where an author is named, it is shown. The English translations, notes, "
            "articles and glossary are this project's work.")
        parts = [f"<p>{html.escape(intro)}</p>"]
        scripts = {"hans": self.tr("simplified characters"), "hant": self.tr("traditional characters")}
        for source in self.ctx.library.sources.values() if self.ctx.library else ():
            meta = source.meta
            title = self.ctx.zh(source.title) if zh else source.title_en
            other = source.title_en if zh else self.ctx.zh(source.title)
            region = self.ctx.zh(meta.get("region", "")) if zh else meta.get("region_en", "")
            author = self.ctx.zh(meta.get("author", "")) if zh else meta.get("author_en", "")
            facts = [self.tr("Region: %1").replace("%1", region)] if region else []
            facts.append(self.tr("Author: %1").replace("%1", author) if author else self.tr("Author not named"))
            facts.append(self.tr("Original in %1; %2 paragraphs").replace("%1", scripts.get(meta.get("script", ""), "?"))
                         .replace("%2", str(len(source.paragraphs))))
            note = meta.get("omitted_en", "") if not zh else ""
            parts.append(f"<p><b>{source.id}</b> {html.escape(title)} <i>({html.escape(other)})</i><br>"
                         + "<br>".join(html.escape(f) for f in facts)
                         + (f"<br><small>{html.escape(note)}</small>" if note else "") + "</p>")
        return "".join(parts)
