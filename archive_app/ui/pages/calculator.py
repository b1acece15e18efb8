"""What the four calculator pages (八胡 hand lab, 八胡 settlement, 笃子胡, 歪胡子) share.

:class:`CalculatorPage` is their scaffolding: a header row (title, an Examples menu, Clear), inputs in a
scrolling left column and results in a scrolling right one with a splitter between them whose left side
is fitted once, on first show; the rule-set list (and its compare box), settings remembered between
runs, the winning-card list, the Examples menu, tab-order chains, and reason lists whose source links
open the archive. :class:`ResultPanel` (``widgets/result_panel.py``, named here too with its helpers) is the frame of a
verdict. What differs from game to game stays in the pages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui import language
from archive_app.ui.context import AppContext
from archive_app.ui.pages.base import Page
from archive_app.ui.pages.win_row import WinCardRow
from archive_app.ui.undo import UndoablePage
from archive_app.ui.widgets.card_combo import card_icon, compact_combo
from archive_app.ui.widgets.flow_row import FlowRow, pair
from archive_app.ui.widgets.hand_view import ReasonList
from archive_app.ui.widgets.result_panel import (BAD, GOOD, LEFT, MUTED, RESULT_STYLE, SECTION_STYLE, Item, ResultPanel,
                                                 clear_layout, fill_box, local_text, section)
from archive_app.ui.widgets.text_scale import apply_text_scale, scaled_css


def chain_tab_order(widgets: Sequence[QtWidgets.QWidget]) -> None:
    """Tab visits ``widgets`` in this order."""
    for a, b in zip(widgets, widgets[1:]):
        QtWidgets.QWidget.setTabOrder(a, b)


# --------------------------------------------------------------------------------------------- the page

class CalculatorPage(Page, UndoablePage, WinCardRow):
    """A calculator page. Its ``__init__`` calls, in order, :meth:`build_header`, then (with the inputs and
    results made) :meth:`build_columns`; the rest is optional. ``STYLE`` is the page's style sheet;
    ``LEFT_CAP`` and ``LEFT_SHARE`` size the left column on first show (see :meth:`showEvent`)."""

    STYLE = ""
    LEFT_CAP = 380  # on first show the left column takes LEFT_SHARE of the width, at most LEFT_CAP pixels,
    LEFT_SHARE = 0.36  # and never less than its content needs

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("page")
        self._batch = False  # set while several inputs change at once: analyse once, at the end
        self._sized = False
        self.apply_text_scale()  # the style sheet and font, at the text size chosen (A+ / A−)
        ctx.text_scale_changed.connect(lambda _s: self.apply_text_scale())
        self._reason_lists: list[ReasonList] = []
        self._followed: list[tuple[QtWidgets.QWidget, str]] = []
        self.rule_names: tuple[str, ...] = ()
        self.outer = QtWidgets.QVBoxLayout(self)
        self.outer.setContentsMargins(16, 10, 16, 8)
        self.outer.setSpacing(6)

    # --- scaffolding ---
    def build_header(self, *middle: QtWidgets.QWidget) -> FlowRow:
        """The header row: ``title``, ``examples_button`` (with ``examples_menu``), ``middle``, ``clear_button``
        (which calls :meth:`clear`). Returns the row for the page to add what follows; it wraps onto a second
        line when the window is narrow."""
        top = FlowRow(spacing=6)
        self.title = QtWidgets.QLabel()
        self.title.setObjectName("pageTitle")
        top.addWidget(self.title)
        top.addSpacing(12)
        self.examples_button = QtWidgets.QPushButton()
        self.examples_menu = QtWidgets.QMenu(self.examples_button)
        self.examples_button.setMenu(self.examples_menu)
        self.clear_button = QtWidgets.QPushButton()
        for b in (self.examples_button, *middle, self.clear_button):
            top.addWidget(b, 0, QtCore.Qt.AlignmentFlag.AlignBottom)
        self.clear_button.clicked.connect(self.clear)
        self.outer.addLayout(top)
        self.header_row = top
        return top

    def add_notation(self, picker: QtWidgets.QWidget) -> None:
        """The hand as notation, with its error line, across the page under the header."""
        self.outer.addWidget(picker.notation)
        self.outer.addWidget(picker.error_label)

    def build_columns(self, left: Sequence[Item], right: Sequence[Item], *, right_spacing: int = 8,
                      left_width: int | Callable[[QtWidgets.QWidget], int] | None = None) -> None:
        """The two columns, each scrolling (``left_scroll``, ``right_scroll``), in ``splitter``, filling the
        rest of the page. ``left_width`` (pixels, or a function of the left content) sets the left column's
        width until the first show fits it."""
        left_scroll = self._scroll(self._column(left, (0, 0, 8, 0), 6))
        if left_width is not None:
            left_scroll.setMinimumWidth(left_width(left_scroll.widget()) if callable(left_width) else left_width)
        right_scroll = self._scroll(self._column(right, (8, 0, 4, 0), right_spacing))
        self.left_scroll, self.right_scroll = left_scroll, right_scroll
        self.splitter = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal)
        self.splitter.addWidget(left_scroll)
        self.splitter.addWidget(right_scroll)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.outer.addWidget(self.splitter, 1)
        if left_width is not None:
            self.splitter.setSizes([left_scroll.minimumWidth(), 10_000])

    @staticmethod
    def _column(items: Sequence[Item], margins: tuple[int, int, int, int], spacing: int) -> QtWidgets.QWidget:
        column = QtWidgets.QWidget()
        column.setObjectName("page")
        box = QtWidgets.QVBoxLayout(column)
        box.setContentsMargins(*margins)
        box.setSpacing(spacing)
        fill_box(box, items)
        box.addStretch(1)
        return column

    @staticmethod
    def _scroll(content: QtWidgets.QWidget) -> QtWidgets.QScrollArea:
        scroll = QtWidgets.QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        # wider content than the column (a narrow window) scrolls sideways rather than being cut off
        scroll.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setWidget(content)
        return scroll

    def showEvent(self, event: QtGui.QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._sized:  # first show, once polished: room for the left content and a scroll bar
            self._sized = True
            self._fit_columns(share=True)

    def _fit_columns(self, share: bool) -> None:
        """The least widths of the columns for their content; with ``share``, the left column's first width."""
        scroll = self.left_scroll
        need = max(self.left_floor(), scroll.widget().minimumSizeHint().width())
        need += scroll.verticalScrollBar().sizeHint().width() + 2 * scroll.frameWidth() + 2
        scroll.setMinimumWidth(need)
        if self.right_floor():  # the right column's own least width (a drawing that cannot shrink further)
            right = self.right_scroll
            right.setMinimumWidth(self.right_floor() + right.verticalScrollBar().sizeHint().width() + 4)
        total = sum(self.splitter.sizes())
        if share:
            left = max(need, min(self.LEFT_CAP, int(total * self.LEFT_SHARE)))
        else:
            left = max(need, self.splitter.sizes()[0])
        self.splitter.setSizes([left, max(1, total - left)])

    def page_shortcuts(self) -> list[tuple[str, str]]:
        return [("Ctrl+Z", self.tr("Undo")), ("Ctrl+Shift+Z  Ctrl+Y", self.tr("Redo")),
                (self.tr("Arrows, Enter"), self.tr("On the card faces: move, add the card")),
                (self.tr("Delete, right-click"), self.tr("On the card faces: take one copy back"))]

    def apply_text_scale(self) -> None:
        apply_text_scale(self, self.STYLE, self.ctx.settings.text_scale)
        if self._sized:  # the left column's content grew or shrank with the text: fit it once laid out
            QtCore.QTimer.singleShot(0, self._refit)

    def _refit(self) -> None:
        self._fit_columns(share=False)

    def css(self, text: str) -> str:
        """A style sheet a widget of the page sets itself, at the page's text size."""
        return scaled_css(text, self.ctx.settings.text_scale)

    def right_floor(self) -> int:
        """The least width the right column's content needs (0: it wraps to any width)."""
        return 0

    def left_floor(self) -> int:
        """The least width the left column's content needs: by default the card faces'."""
        return self.picker.grid.sizeHint().width()

    # --- the Examples menu, Clear, tab order ---
    def set_examples(self, examples: Iterable[tuple[str, Any]], load: Callable[[Any], None]) -> None:
        """Fill the Examples menu: an action for each (text, example), which calls ``load(example)``."""
        self.examples_menu.clear()
        for text, example in examples:
            action = self.examples_menu.addAction(text.replace("&", "&&"))
            action.triggered.connect(lambda _c=False, e=example: self._load_example(load, e))

    def _load_example(self, load: Callable[[Any], None], example: Any) -> None:
        with self.one_edit("example"):
            load(example)

    def clear(self) -> None:
        """Empty the inputs (the Clear button)."""

    def retranslate_header(self, title: str, clear_tip: str) -> None:
        self.title.setText(self.ctx.zh(title))
        self.examples_button.setText(self.tr("&Examples"))
        self.clear_button.setText(self.tr("C&lear"))
        self.clear_button.setToolTip(clear_tip)
        self.update_undo_buttons()

    # --- rule sets ---
    def make_rule_choice(self, names: Sequence[str]) -> None:
        """``rules_label`` and ``rules_combo``, listing the rule sets ``names``."""
        self.rule_names = tuple(names)
        self.rules_label = QtWidgets.QLabel()
        self.rules_combo = QtWidgets.QComboBox()
        for name in names:
            self.rules_combo.addItem(name, name)
        self.rules_label.setBuddy(self.rules_combo)

    def rule_row(self) -> FlowRow:
        """``compare_box`` (show every rule set) after the rule-set list, in a row that wraps when narrow."""
        self.compare_box = QtWidgets.QCheckBox()
        row = FlowRow(spacing=6)
        row.addWidget(pair(self.rules_label, self.rules_combo), 0, QtCore.Qt.AlignmentFlag.AlignVCenter)
        row.addSpacing(10)
        row.addWidget(self.compare_box, 0, QtCore.Qt.AlignmentFlag.AlignVCenter)
        row.addStretch(1)
        return row

    def rules(self) -> str:
        return self.rules_combo.currentData()

    def set_rules(self, name: str) -> None:
        self.rules_combo.setCurrentIndex(self.rule_names.index(name))

    def rules_name(self, name: str, short: bool = False) -> str:
        return language.rules_name(name, short)

    def compare(self) -> bool:
        return self.compare_box.isChecked()

    def set_compare(self, on: bool) -> None:
        self.compare_box.setChecked(on)

    def retranslate_rules(self, tooltip: str) -> None:
        self.rules_label.setText(self.tr("&Rule set:"))
        for i, name in enumerate(self.rule_names):
            self.rules_combo.setItemText(i, self.rules_name(name))
        self.rules_combo.setToolTip(tooltip)

    # --- remembered choices ---
    def remember(self, widget: QtWidgets.QComboBox | QtWidgets.QAbstractButton, setting: str, *,
                 follow: bool = False) -> None:
        """Show the choice remembered in ``ctx.settings.<setting>`` and remember every change. With
        ``follow``, show it again each time the page is shown (another page may have changed it)."""
        self._restore(widget, setting)
        if isinstance(widget, QtWidgets.QComboBox):
            widget.currentIndexChanged.connect(lambda _i: setattr(self.ctx.settings, setting, widget.currentData()))
        else:
            widget.toggled.connect(lambda on: setattr(self.ctx.settings, setting, on))
        if follow:
            self._followed.append((widget, setting))

    def _restore(self, widget: QtWidgets.QComboBox | QtWidgets.QAbstractButton, setting: str) -> None:
        value = getattr(self.ctx.settings, setting)
        if isinstance(widget, QtWidgets.QComboBox):
            index = widget.findData(value)
            if index >= 0 and index != widget.currentIndex():
                widget.setCurrentIndex(index)
        else:
            widget.setChecked(value)

    def on_shown(self) -> None:
        for widget, setting in self._followed:
            self._restore(widget, setting)

    # --- reasons and their source links ---
    def reason_list(self) -> ReasonList:
        """Reason lines whose source links open the archive, the paragraph's start as their tooltip."""
        lines = ReasonList()
        lines.link_activated.connect(self.ctx.open_target)
        lines.set_tooltip_provider(self.link_tooltip)
        lines.set_term_linker(self.term_linker())
        self._reason_lists.append(lines)
        return lines

    def term_linker(self) -> Callable[[str], str] | None:
        """Glossary terms in verdict lines as links, once the content has loaded."""
        if self.ctx.library is None:
            return None
        if getattr(self, "_terms", None) is None:
            from archive_app.content.term_links import LINK_STYLE, TermLinker

            game = {"settle": "bahu"}.get(self.key, self.key)  # the page's game: its terms only
            self._terms = TermLinker(self.ctx.library, (game,) if game else (), LINK_STYLE)
        return lambda text: self._terms.html(text, self.ctx.lang)

    def link_tooltip(self, target: str) -> str:
        head = self.tr("Open %1 in the archive").replace("%1", target)
        library = self.ctx.library
        para = library.paragraph(target) if library is not None else None
        if para is None:
            return head
        text = " ".join(local_text(self.ctx, para.original, para.en).split())
        return head + "\n" + (text[:160] + "…" if len(text) > 160 else text)

    def on_library_ready(self) -> None:
        linker = self.term_linker()
        for lines in self._reason_lists:
            lines.refresh_tooltips()
            lines.set_term_linker(linker)

    def _text(self, zh: str, en: str) -> str:
        return local_text(self.ctx, zh, en)

    def list_words(self, words: Sequence[str]) -> str:
        """Words as a list in the UI language: 碰 千字、碰 红花 or "peng Qianzi, peng Red Flower"."""
        return ("、" if self.ctx.lang == "zh" else ", ").join(words)


__all__ = ["BAD", "GOOD", "LEFT", "MUTED", "RESULT_STYLE", "SECTION_STYLE", "CalculatorPage", "Item", "ResultPanel",
           "card_icon", "chain_tab_order", "clear_layout", "compact_combo", "fill_box", "local_text", "section"]
