"""The glossary: every term with 简体/繁體, pinyin, English, glosses, regional names and the paragraphs using it.

Type in the filter box (简体, 繁體, pinyin with or without tones, English): the list filters live.
Down moves into the list, Enter shows the first match; typing in the list goes back to the filter.
"""

from __future__ import annotations

import html

from archive_app.content.entries import Term
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.glossary_words import CATEGORIES, GAMES, RULES, TermIndex, card_headwords, rich, squash, zh_for
from archive_app.ui.pages.base import Page
from archive_app.ui.widgets.source_link import SourceLink, paragraph_preview

_rich = rich
__all__ = ["CATEGORIES", "GAMES", "RULES", "GlossaryPage", "SourceLink", "TermIndex", "card_headwords",
           "paragraph_preview", "squash", "zh_for"]  # the names this module always had

Qt = QtCore.Qt

LINK_STYLE = """
QLabel#sourceLink { background: #fffaf0; border: 1px solid #e0d3b3; border-radius: 4px; padding: 5px 8px; }
QLabel#sourceLink:hover { border-color: #8c2f23; background: #fff5e1; }
QLabel#sourceLink:focus { border: 1px solid #8c2f23; background: #fbe9cf; }
QListWidget#termList { background: #fffaf0; border: 1px solid #d8cbab; border-radius: 4px; outline: none; }
QListWidget#termList::item { padding: 3px 6px; color: #2b2b2b; }
QListWidget#termList::item:selected { background: #8c2f23; color: #fff8ea; }
QLabel#sectionHead { color: #8c2f23; font-weight: 600; margin-top: 10px; }
QLabel#muted { color: #6b5c44; }
QScrollArea#detail { background: transparent; border: none; }
QWidget#detailBody { background: transparent; }
"""


class GlossaryPage(Page):
    key = "glossary"

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("page")
        self.setStyleSheet(LINK_STYLE)
        self.terms: list[Term] = []  # every term, in pinyin order
        self._index: TermIndex | None = None  # built when the library is ready
        self._heads: dict[str, list[str]] = {}  # squashed headwords per term id
        self._glosses: dict[str, str] = {}
        self._shown: list[str] = []  # ids in the list, in display order
        self.current_id: str | None = None
        self._pending: str | None = None

        outer = QtWidgets.QVBoxLayout(self)
        outer.setContentsMargins(24, 14, 24, 10)
        outer.setSpacing(8)
        top = QtWidgets.QHBoxLayout()
        self.title = QtWidgets.QLabel()
        self.title.setObjectName("pageTitle")
        self.count = QtWidgets.QLabel()
        self.count.setObjectName("subtitle")
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.count, 0, Qt.AlignmentFlag.AlignBottom)
        outer.addLayout(top)

        filters = QtWidgets.QHBoxLayout()
        self.filter = QtWidgets.QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(lambda _t: self.apply_filter(best_first=True))
        self.filter.installEventFilter(self)
        self.category = QtWidgets.QComboBox()
        self.category.currentIndexChanged.connect(lambda _i: self.apply_filter())
        self.game = QtWidgets.QComboBox()
        self.game.currentIndexChanged.connect(lambda _i: self.apply_filter())
        filters.addWidget(self.filter, 1)
        filters.addWidget(self.category)
        filters.addWidget(self.game)
        outer.addLayout(filters)

        self.stack = QtWidgets.QStackedWidget()
        self.loading = QtWidgets.QLabel()
        self.loading.setObjectName("subtitle")
        self.loading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack.addWidget(self.loading)

        splitter = QtWidgets.QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        self.list = QtWidgets.QListWidget()
        self.list.setObjectName("termList")
        self.list.setMinimumWidth(220)
        self.list.setUniformItemSizes(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentItemChanged.connect(self._on_current)
        self.list.installEventFilter(self)
        splitter.addWidget(self.list)
        splitter.addWidget(self._build_detail())
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([330, 520])
        self.stack.addWidget(splitter)
        outer.addWidget(self.stack, 1)

        ctx.text_scale_changed.connect(lambda _s: self._apply_scale())
        ctx.language_changed.connect(lambda _l: self.retranslate())
        if ctx.library is not None:
            self._load_terms()

    # --- building ---
    def _build_detail(self) -> QtWidgets.QWidget:
        self.detail = QtWidgets.QScrollArea()
        self.detail.setObjectName("detail")
        self.detail.setWidgetResizable(True)
        self.detail.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QtWidgets.QWidget()
        body.setObjectName("detailBody")
        box = QtWidgets.QVBoxLayout(body)
        box.setContentsMargins(14, 4, 10, 10)
        box.setSpacing(4)

        def label(name: str = "", rich: bool = False, selectable: bool = True) -> QtWidgets.QLabel:
            w = QtWidgets.QLabel()
            if name:
                w.setObjectName(name)
            w.setWordWrap(True)
            w.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
            if selectable:
                w.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                          | Qt.TextInteractionFlag.LinksAccessibleByMouse)
            box.addWidget(w)
            return w

        self.head = label(rich=True)
        self.pinyin = label()
        self.en_term = label()
        self.meta = label("muted")
        self.gloss = label(rich=True)
        self.gloss.linkActivated.connect(self.ctx.open_target.emit)
        self.gloss_other = label("muted", rich=True)
        self.gloss_other.linkActivated.connect(self.ctx.open_target.emit)
        self.games_head = label("sectionHead", selectable=False)
        self.games = label()
        self.syn_head = label("sectionHead", selectable=False)
        self.syn = label()
        self.used_head = label("sectionHead", selectable=False)
        self.used_box = QtWidgets.QVBoxLayout()
        self.used_box.setSpacing(4)
        box.addLayout(self.used_box)
        self.links: list[SourceLink] = []
        self.empty = label("muted", selectable=False)
        self.show_all = QtWidgets.QPushButton()  # a filter that hides every term: the way back to all of them
        self.show_all.clicked.connect(self.clear_filters)
        box.addWidget(self.show_all, 0, Qt.AlignmentFlag.AlignLeft)
        box.addStretch(1)
        self.detail.setWidget(body)
        return self.detail

    def _load_terms(self) -> None:
        library = self.ctx.library
        if library is None:
            return
        self._index = TermIndex(library.terms.values())
        self.terms = self._index.terms
        self._heads, self._glosses = self._index.heads, self._index.glosses
        self._fill_combos()
        self.stack.setCurrentIndex(1)
        self.apply_filter()
        if self._pending:
            target, self._pending = self._pending, None
            self.show_target(target)

    def _fill_combos(self) -> None:
        z, en = zh_for(self.ctx), self.ctx.lang == "en"
        for combo, all_text, values in (
            (self.category, self.tr("All categories"), self._categories()),
            (self.game, self.tr("All games"), [(g, GAMES[g]) for g in GAMES]),
        ):
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(z(all_text), "")
            for key, (zh, english) in values:
                combo.addItem(english if en else z(zh), key)
            i = combo.findData(keep) if keep else 0
            combo.setCurrentIndex(max(0, i))
            combo.blockSignals(False)

    def _categories(self) -> list[tuple[str, tuple[str, str]]]:
        present = {t.category for t in self.terms if t.category}
        known = [(c, CATEGORIES[c]) for c in CATEGORIES if c in present]
        return known + [(c, (c, c)) for c in sorted(present - set(CATEGORIES))]

    # --- filtering ---
    def matches(self, text: str) -> list[str]:
        """Term ids matching ``text`` and the category/game filters, best first."""
        if self._index is None:
            return []
        return self._index.matches(text, self.category.currentData() or "", self.game.currentData() or "")

    def apply_filter(self, best_first: bool = False) -> None:
        """Rebuild the list; select the best match (typing) or keep the current term if it is still listed."""
        if not self.terms:
            return
        self._shown = self.matches(self.filter.text())
        self.list.blockSignals(True)
        self.list.clear()
        by_id = self.ctx.library.terms
        for tid in self._shown:
            item = QtWidgets.QListWidgetItem(self._item_text(by_id[tid]))
            item.setData(Qt.ItemDataRole.UserRole, tid)
            item.setToolTip(item.text())
            self.list.addItem(item)
        self.list.blockSignals(False)
        self._update_count()
        if self.current_id in self._shown and not (best_first and self.filter.text().strip()):
            self._select(self.current_id, scroll=True)
        elif self._shown:
            self._select(self._shown[0], scroll=True)
        else:
            self._show(None)

    def _item_text(self, t: Term) -> str:
        head = t.hant if self.ctx.settings.script == "hant" else t.hans
        return f"{head} · {t.pinyin} · {t.en}"

    def _update_count(self) -> None:
        total, shown = len(self.terms), len(self._shown)
        if shown == total:
            text = self.tr("1 term") if total == 1 else self.tr("%1 terms").replace("%1", str(total))
        else:
            text = self.tr("%1 of %2 terms").replace("%1", str(shown)).replace("%2", str(total))
        self.count.setText(zh_for(self.ctx)(text))

    # --- selection ---
    def _select(self, tid: str, scroll: bool = False) -> None:
        row = self._shown.index(tid)
        item = self.list.item(row)
        self.list.blockSignals(True)
        self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        if scroll:
            self.list.scrollToItem(item, QtWidgets.QAbstractItemView.ScrollHint.PositionAtCenter)
        self._show(tid)

    def _on_current(self, item: QtWidgets.QListWidgetItem | None, _prev: object = None) -> None:
        if item is not None:
            self._show(item.data(Qt.ItemDataRole.UserRole))

    def show_target(self, target: str) -> None:
        """Select glossary entry ``g:term`` (clearing the filters if they hide it)."""
        tid = target[2:] if target.startswith("g:") else target
        if self.ctx.library is None or not self.terms:
            self._pending = target
            return
        if tid not in self.ctx.library.terms:
            self.ctx.status.emit(self.tr("No glossary entry %1").replace("%1", tid))
            return
        if tid not in self._shown:
            self.current_id = tid
            self.clear_filters()
        self._select(tid, scroll=True)

    def clear_filters(self) -> None:
        """Every term listed again: no text, every category, every game."""
        for w in (self.filter, self.category, self.game):
            w.blockSignals(True)
        self.filter.clear()
        self.category.setCurrentIndex(0)
        self.game.setCurrentIndex(0)
        for w in (self.filter, self.category, self.game):
            w.blockSignals(False)
        self.apply_filter()
        self.filter.setFocus()

    # --- the detail pane ---
    def _show(self, tid: str | None) -> None:
        self.current_id = tid if tid else self.current_id
        term = self.ctx.library.terms.get(tid) if (tid and self.ctx.library) else None
        widgets = (self.head, self.pinyin, self.en_term, self.meta, self.gloss, self.gloss_other, self.games_head,
                   self.games, self.syn_head, self.syn, self.used_head)
        for w in widgets:
            w.setVisible(term is not None)
        self.empty.setVisible(term is None)
        self.show_all.setVisible(term is None)
        self._clear_links()
        if term is None:
            z = zh_for(self.ctx)
            self.empty.setText(z(self.tr(
                "No term matches this filter. Try fewer letters, another spelling, pinyin without tones or English, "
                "or another category and game.")))
            self.show_all.setText(z(self.tr("Show every term")))
            return
        z, en = zh_for(self.ctx), self.ctx.lang == "en"
        hant = self.ctx.settings.script == "hant"
        primary, other = (term.hant, term.hans) if hant else (term.hans, term.hant)
        other_label = "简体" if hant else "繁體"
        self.head.setText(f'<span style="font-size:22pt; color:#5a1f17">{html.escape(primary)}</span>'
                          f'&nbsp;&nbsp;&nbsp;<span style="font-size:12pt; color:#6b5c44">{other_label} '
                          f'{html.escape(other)}</span>')
        self.pinyin.setText(term.pinyin)
        self.en_term.setText(term.en)
        cat = CATEGORIES.get(term.category, (term.category, term.category))
        self.meta.setText(cat[1] if en else z(cat[0]))
        main, second = (term.gloss_en, z(term.gloss_zh)) if en else (z(term.gloss_zh), term.gloss_en)
        self.gloss.setText(rich(main))
        self.gloss_other.setText(rich(second))
        self.games_head.setText(z(self.tr("Games and rule sets")))
        self.games.setText(self._games_text(term) or "—")
        self.syn_head.setText(z(self.tr("Regional and dialect names")))
        self.syn.setText(" · ".join(z(s) for s in term.synonyms))
        self.syn_head.setVisible(bool(term.synonyms))
        self.syn.setVisible(bool(term.synonyms))
        refs = [r for r in term.refs if self.ctx.library.has_target(r)]
        self.used_head.setText(z(self.tr("Used in (%1)").replace("%1", str(len(refs)))))
        for ref in refs:
            link = SourceLink(ref)
            link.set_preview(*paragraph_preview(self.ctx, ref))
            link.activated.connect(self.ctx.open_target.emit)
            self.used_box.addWidget(link)
            self.links.append(link)
        self._apply_scale()
        self.detail.verticalScrollBar().setValue(0)
        self.setAccessibleDescription(f"{primary} {term.pinyin} {term.en}")

    def _clear_links(self) -> None:
        for link in self.links:
            self.used_box.removeWidget(link)
            link.hide()
            link.setParent(None)
            link.deleteLater()
        self.links = []

    def _games_text(self, term: Term) -> str:
        z, en = zh_for(self.ctx), self.ctx.lang == "en"
        parts = []
        for g in sorted(term.games, key=lambda g: list(GAMES).index(g) if g in GAMES else len(GAMES)):
            zh, english = GAMES.get(g, (g, g))
            rules = [RULES[r] for r in term.rules if r in RULES and RULES[r][0] == g]
            if en:
                parts.append(english + (f" ({', '.join(r[2] for r in rules)})" if rules else ""))
            else:
                parts.append(z(zh + (f"（{'、'.join(r[1] for r in rules)}）" if rules else "")))
        loose = [r for r in term.rules if r not in RULES or RULES[r][0] not in term.games]
        for r in loose:
            _g, zh, english = RULES.get(r, ("", r, r))
            parts.append(english if en else z(zh))
        return " · ".join(parts)

    def _apply_scale(self) -> None:
        scale = self.ctx.settings.text_scale
        base = QtWidgets.QApplication.font().pointSizeF()
        for w, factor in ((self.gloss, 1.1), (self.gloss_other, 0.92), (self.pinyin, 1.1), (self.en_term, 1.1),
                          (self.syn, 1.0), (self.games, 1.0), *((link, 0.95) for link in self.links)):
            font = w.font()
            font.setPointSizeF(max(6.0, base * factor * scale))
            w.setFont(font)
        italic = self.pinyin.font()
        italic.setItalic(True)
        self.pinyin.setFont(italic)
        bold = self.en_term.font()
        bold.setBold(True)
        self.en_term.setFont(bold)

    # --- keyboard ---
    def eventFilter(self, obj: QtCore.QObject, event: QtCore.QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() != QtCore.QEvent.Type.KeyPress:
            return super().eventFilter(obj, event)
        key = event.key()
        if obj is self.filter:
            if key in (Qt.Key.Key_Down, Qt.Key.Key_PageDown) and self.list.count():
                self.list.setFocus()
                if self.list.currentRow() < 0:
                    self.list.setCurrentRow(0)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._shown:
                self._select(self._shown[0], scroll=True)
                self.list.setFocus()
                return True
            if key == Qt.Key.Key_Escape and self.filter.text():
                self.filter.clear()
                return True
        elif obj is self.list:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._on_current(self.list.currentItem())
                if self.links:
                    self.links[0].setFocus()
                return True
            if key == Qt.Key.Key_Up and self.list.currentRow() == 0:
                self.filter.setFocus()
                return True
            text = event.text()
            if text and text.isprintable() and not text.isspace() and not (
                    event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
                self.filter.setFocus()
                self.filter.insert(text)
                return True
            if key == Qt.Key.Key_Backspace:
                self.filter.setFocus()
                self.filter.backspace()
                return True
        return super().eventFilter(obj, event)

    # --- Page hooks ---
    def page_shortcuts(self) -> list[tuple[str, str]]:
        return [(self.tr("Down, Up"), self.tr("Between the filter and the list")),
                (self.tr("Enter"), self.tr("Open the term and go to its links")),
                (self.tr("Escape"), self.tr("Clear the filter"))]

    def on_library_ready(self) -> None:
        self._load_terms()

    def on_shown(self) -> None:
        self.filter.setFocus()

    def retranslate(self) -> None:
        z = zh_for(self.ctx)
        self.title.setText(z(self.tr("Glossary")))
        self.filter.setPlaceholderText(z(self.tr("Filter: 简体, 繁體, pinyin (tones optional) or English")))
        self.filter.setToolTip(z(self.tr("Type to filter; Down moves into the list; Enter shows the first match.")))
        self.category.setToolTip(z(self.tr("Category")))
        self.game.setToolTip(z(self.tr("Game")))
        self.loading.setText(z(self.tr("Loading the glossary…")))
        self.list.setAccessibleName(z(self.tr("Terms")))
        self.filter.setAccessibleName(z(self.tr("Filter terms")))
        if self.terms:
            self._fill_combos()
            current = self.current_id
            for row, tid in enumerate(self._shown):
                item = self.list.item(row)
                item.setText(self._item_text(self.ctx.library.terms[tid]))
                item.setToolTip(item.text())
            self._update_count()
            self._show(current if current in self._shown else None)
        else:
            self.count.setText("")
