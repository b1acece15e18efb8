"""The main window: navigation, the page stack, language/script/text-size controls, status bar."""

from __future__ import annotations

from archive_app.paths import ICON
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.navigation import PageKey
from archive_app.ui.pages import NEXT_PAGE, PAGE_KEYS, PAGE_SHORTCUTS, PAGES, PREVIOUS_PAGE, spec
from archive_app.ui.pages.base import Page
from archive_app.ui.widgets.relayout import follow_contents


class MainWindow(QtWidgets.QMainWindow):
    first_painted = QtCore.Signal()  # start-up work that can wait (database, content) hangs off this

    def __init__(self, ctx: AppContext, language: UiLanguage, shortcuts: bool = True) -> None:
        """``shortcuts=False`` leaves the keyboard shortcuts to :meth:`add_shortcuts` (at the latest after the
        first paint): the app's start adds them once the window is on screen and the content is in."""
        super().__init__()
        self._painted = False
        self._shortcuts_added = False
        self.ctx, self.language = ctx, language
        self.pages: dict[str, Page] = {}
        self.setObjectName("MainWindow")
        self.resize(1200, 800)
        QtGui.QGuiApplication.setDesktopFileName("changpai-archive")  # Wayland finds the icon via the .desktop entry

        self.nav = QtWidgets.QListWidget()
        self.nav.setObjectName("nav")
        self.nav.setMaximumWidth(190)  # narrower in a narrow window (_fit_nav)
        self.nav.setWordWrap(True)
        # Qt.ScrollBarAlwaysOff (1) set by property: naming the enum builds PySide's whole Qt namespace of
        # enums (~10 ms) before the first paint
        self.nav.setProperty("horizontalScrollBarPolicy", 1)
        self.nav.setSpacing(2)
        for _p in PAGES:  # row i is PAGES[i]
            self.nav.addItem(QtWidgets.QListWidgetItem())
        self.stack = QtWidgets.QStackedWidget()
        central = QtWidgets.QWidget()
        column = QtWidgets.QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.top_bar = self._build_top_bar()
        column.addWidget(self.top_bar)
        layout = QtWidgets.QHBoxLayout()
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        column.addLayout(layout, 1)
        self.setCentralWidget(central)
        self.nav.currentRowChanged.connect(self._on_nav)
        self.first_painted.connect(self._after_first_paint)

        self.setStatusBar(QtWidgets.QStatusBar())
        ctx.status.connect(lambda text: self.statusBar().showMessage(text, 15000))
        self.store_notice = None  # a database problem, shown above the pages until dismissed
        ctx.store_notice.connect(self.show_store_notice)
        if ctx.diagnosis is not None and ctx.diagnosis.problem:
            self.show_store_notice(ctx.diagnosis)
        ctx.navigator.attach(self.show_page, PAGE_KEYS)
        ctx.open_target.connect(ctx.navigator.open_target)
        if shortcuts:
            self.add_shortcuts()
        self.retranslate()

    def add_shortcuts(self) -> None:
        """Ctrl+1 … Ctrl+9 and Ctrl+0 (pages), Alt+PgDown/Alt+PgUp (the next and previous page), Ctrl+F
        (search), the text size, F1 and ? (the keyboard sheet); once. No key reaches a window before it
        is on screen, and the first QKeySequence costs ~2 ms (PySide builds its enums), so a start adds
        them after its first paint."""
        if self._shortcuts_added:
            return
        self._shortcuts_added = True
        for seq, key in PAGE_SHORTCUTS:  # Ctrl+1 … Ctrl+9, Ctrl+0 jump to a page
            QtGui.QShortcut(QtGui.QKeySequence(seq), self).activated.connect(lambda key=key: self.show_page(key))
        for seq, step in ((NEXT_PAGE, 1), (PREVIOUS_PAGE, -1)):
            QtGui.QShortcut(QtGui.QKeySequence(seq), self).activated.connect(lambda step=step: self.step_page(step))
        QtGui.QShortcut(QtGui.QKeySequence("Ctrl+F"), self).activated.connect(self.search_archive)
        for seq, delta in (("Ctrl+-", -0.1), ("Ctrl+=", 0.1), ("Ctrl++", 0.1)):
            QtGui.QShortcut(QtGui.QKeySequence(seq), self).activated.connect(lambda d=delta: self.change_text_scale(d))
        for key in ("F1", "?"):  # the keyboard sheet; About is its own button (Alt+A) and on the sheet
            QtGui.QShortcut(QtGui.QKeySequence(key), self).activated.connect(self.show_shortcuts)

    # --- top bar: title, language, script, text size (a plain widget: cheaper to start than a QToolBar) ---
    def _build_top_bar(self) -> QtWidgets.QWidget:
        bar = QtWidgets.QFrame()
        bar.setObjectName("toolbar")
        row = QtWidgets.QHBoxLayout(bar)
        row.setContentsMargins(12, 5, 12, 5)
        row.setSpacing(6)
        self.title_label = QtWidgets.QLabel()
        self.title_label.setObjectName("appTitle")
        row.addWidget(self.title_label)
        row.addStretch(1)
        self.lang_combo = QtWidgets.QComboBox()
        self.lang_combo.addItem("中文", "zh")
        self.lang_combo.addItem("English", "en")
        self.lang_combo.setCurrentIndex(0 if self.ctx.settings.language == "zh" else 1)
        self.lang_combo.currentIndexChanged.connect(lambda _i: self.set_language(self.lang_combo.currentData()))
        self.script_combo = QtWidgets.QComboBox()
        self.script_combo.addItem("简体", "hans")
        self.script_combo.addItem("繁體", "hant")
        self.script_combo.setCurrentIndex(0 if self.ctx.settings.script == "hans" else 1)
        self.script_combo.currentIndexChanged.connect(lambda _i: self.set_script(self.script_combo.currentData()))
        self.lang_label = QtWidgets.QLabel()
        self.script_label = QtWidgets.QLabel()
        self.lang_label.setBuddy(self.lang_combo)
        self.script_label.setBuddy(self.script_combo)
        self.smaller = QtWidgets.QToolButton()
        self.smaller.setText("A−")
        self.smaller.clicked.connect(lambda: self.change_text_scale(-0.1))
        self.larger = QtWidgets.QToolButton()
        self.larger.setText("A+")
        self.larger.clicked.connect(lambda: self.change_text_scale(+0.1))
        self.about_button = QtWidgets.QToolButton()
        self.about_button.clicked.connect(self.show_about)
        for w in (self.lang_label, self.lang_combo, self.script_label, self.script_combo, self.smaller, self.larger,
                  self.about_button):
            row.addWidget(w)
        return bar

    def show_shortcuts(self) -> QtWidgets.QDialog:
        """The keys of the window and of the page shown (archive_app/ui/shortcuts.py)."""
        from archive_app.ui.shortcuts import ShortcutSheet

        sheet = ShortcutSheet(self)
        sheet.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        sheet.open()
        return sheet

    def show_about(self) -> QtWidgets.QDialog:
        """Version, where the user's data is, licences, the sources' provenance (archive_app/ui/about.py)."""
        from archive_app.ui.about import AboutDialog

        dialog = AboutDialog(self.ctx, self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def set_language(self, language: str) -> None:
        if language == self.ctx.settings.language:
            return
        self.ctx.settings.language = language
        self.language.apply(language, self.ctx.settings.script)
        self.statusBar().clearMessage()  # a message in the old language has had its moment
        self.retranslate()
        self.ctx.language_changed.emit(language)  # every page re-translates

    def set_script(self, script: str) -> None:
        if script == self.ctx.settings.script:
            return
        self.ctx.settings.script = script
        self.language.apply(self.ctx.settings.language, script)
        self.statusBar().clearMessage()
        self.retranslate()
        self.ctx.script_changed.emit(script)

    def change_text_scale(self, delta: float) -> None:
        scale = min(2.0, max(0.7, round(self.ctx.settings.text_scale + delta, 2)))
        self.ctx.settings.text_scale = scale
        self.ctx.text_scale_changed.emit(scale)
        self.statusBar().showMessage(self.tr("Text size: %1%").replace("%1", str(round(scale * 100))), 3000)

    # --- pages ---
    def show_page(self, key: str) -> Page:
        if key not in PAGE_KEYS:
            key = PageKey.HOME
        self.nav.setCurrentRow(PAGE_KEYS.index(key))
        return self.pages[key]

    def step_page(self, step: int) -> Page:
        """The page below (``step`` 1) or above (-1) in the navigation, round from the last to the first."""
        return self.show_page(PAGE_KEYS[(PAGE_KEYS.index(self.current_key()) + step) % len(PAGE_KEYS)])

    def current_key(self) -> str:
        row = self.nav.currentRow()
        return PAGES[row].key if row >= 0 else PageKey.HOME

    def _on_nav(self, row: int) -> None:
        if row < 0:
            return
        key = PAGES[row].key
        page = self.pages.get(key)
        is_new = page is None
        if page is None:
            page = spec(key).load()(self.ctx)
            page.retranslate()
            follow_contents(page)  # combo boxes widen and narrow with the language
            self.pages[key] = page
            self.stack.addWidget(page)
        if self.stack.currentWidget() is not page:
            self.statusBar().clearMessage()  # a message belongs to the page that said it
        self.stack.setCurrentWidget(page)
        if self._painted and is_new:
            page.after_first_paint()
        self.ctx.settings.last_page = key
        page.on_shown()

    def search_archive(self) -> None:
        """Ctrl+F from any page: the archive's search box."""
        self.ctx.navigator.focus_search()

    def show_store_notice(self, diagnosis) -> None:
        from archive_app.ui.widgets.notice import StoreNotice

        if self.store_notice is None:
            self.store_notice = StoreNotice(self.ctx)
            self.centralWidget().layout().insertWidget(1, self.store_notice)  # under the top bar
        self.store_notice.show_diagnosis(diagnosis)

    def _after_first_paint(self) -> None:
        self.add_shortcuts()
        self.setWindowIcon(QtGui.QIcon(str(ICON)))  # title bar and X11 task bars; the SVG engine costs 10 ms
        for page in self.pages.values():
            page.after_first_paint()

    def retranslate(self) -> None:
        for combo, value in ((self.lang_combo, self.ctx.settings.language), (self.script_combo, self.ctx.settings.script)):
            blocked = combo.blockSignals(True)  # the choice may have come from elsewhere (a shortcut, a test)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            combo.blockSignals(blocked)
        self.setWindowTitle(self.tr("Long Cards Archive & Tutor"))
        self.title_label.setText("  " + self.tr("Long Cards Archive & Tutor") + "  ")
        self.lang_label.setText(self.tr("La&nguage"))
        self.script_label.setText("  " + self.tr("Chinese scr&ipt"))
        self.smaller.setToolTip(self.tr("Smaller text (Ctrl+-)"))
        self.larger.setToolTip(self.tr("Larger text (Ctrl++)"))
        self.about_button.setText(self.tr("&About"))
        self.about_button.setToolTip(self.tr("Version, where your data is, licences, sources"))
        keys = {key: seq for seq, key in PAGE_SHORTCUTS}
        for i, p in enumerate(PAGES):
            item = self.nav.item(i)
            item.setText(p.translated_title())
            item.setToolTip(keys.get(p.key, f"{NEXT_PAGE}, {PREVIOUS_PAGE}"))
        self._fit_nav()

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit_nav()

    def _fit_nav(self) -> None:
        """190 px of navigation when the window has room; in a narrow one just the width of the longest name."""
        fm = self.nav.fontMetrics()
        names = max((fm.horizontalAdvance(self.nav.item(i).text()) for i in range(self.nav.count())), default=0)
        narrow = max(110, min(190, names + 44))  # the padding of the list and of its items
        self.nav.setMinimumWidth(narrow)
        self.nav.setMaximumWidth(190 if self.width() >= 1100 else narrow)

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:  # noqa: N802 - Qt API
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QtCore.QTimer.singleShot(0, self.first_painted.emit)

    # --- remembered geometry ---
    def restore(self) -> None:
        geometry = self.ctx.settings.geometry
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.ctx.settings.geometry = self.saveGeometry()
        self.ctx.settings.last_page = self.current_key()
        self.ctx.settings.sync()
        super().closeEvent(event)
