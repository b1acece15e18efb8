"""The 八胡 hand lab: pick or type a hand and its table melds, see 圆, 胡头, the arrangement, the 听张,
the 成牌 kind and why — under one rule set or both side by side.

Analysis is pure Python (``engine.bahu.analysis``) and takes about a millisecond for a typical
hand (a few ms for the slowest dealt hands), so it runs on the UI thread on every change.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.widgets.card_picker import CardPicker, MeldEditor
from archive_app.ui.context import AppContext
from archive_app.ui.widgets.hand_view import SourceLink
from archive_app.ui.pages.bahu_result import ResultView
from archive_app.ui.pages.saved_hands import SavedHands
from archive_app.ui.pages.calculator import (BAD, GOOD, LEFT, RESULT_STYLE, CalculatorPage, chain_tab_order,
                                             clear_layout, section)
from archive_app.ui.language import error_text
from engine.bahu.analysis import Analysis, analyze
from engine.bahu.groups import MELD_KINDS
from engine.bahu.rules import NO_CAP, Option, RuleSet
from engine.core.errors import InputError

RULES = ("haimen", "tongdong")

# Worked examples of the rules (docs/rules/bahu.md), then two hands on which the rule sets disagree.
EXAMPLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("2s2m8p 3s3m7p 456m 78p", ("peng:Q", "peng:H")),
    ("2s2m8p 3s3m7p 456m 789p", ("peng:Q",)),
    ("2s2m8p 3s3m7p 456m 789p 5s", ("peng:Q",)),
    ("123p 123p 2s2m8p 3s3m7p 1s1m9p QH9s", ("peng:5m",)),
    ("1s 2s 3s", ()),
    ("7m8m9m 7s8s9s", ()),
    ("9m9s9p 5m5s5p5p", ()),
    ("5s5p 2s2m8p 3s3m7p", ("peng:5m", "peng:Q", "peng:H")),
    ("H 9m 2s2m8p 3s3m7p", ("peng:Q", "peng:9s")),
)
DEFAULT_EXAMPLE = 0

PAGE_STYLE = RESULT_STYLE + """
QLabel#ruleTitle { font-size: 13pt; font-weight: bold; color: #2f3b33; }
QLabel#compareSummary { font-weight: bold; }
QPushButton#primary:disabled { background: #cdbfa8; color: #f6f1e4; }
"""
class BahuPage(CalculatorPage, SavedHands):
    key = "bahu"
    STYLE = PAGE_STYLE

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.analysis: Analysis | None = None  # under the selected rule set; None while the notation has an error
        self._last_hand: list = []  # the last hand the notation line could read
        self.last_ms = 0.0

        # --- header: title and actions ---
        top = self.build_header(*self.build_saved_buttons())
        self.settle_button = QtWidgets.QPushButton()
        self.settle_button.setObjectName("primary")
        top.addStretch(1)
        top.addWidget(self.settle_button, 0, QtCore.Qt.AlignmentFlag.AlignBottom)

        # --- the hand as notation, across the page ---
        self.picker = CardPicker(ctx, 72, self, detached=True)
        self.add_notation(self.picker)

        # --- rule set and compare (above the results) ---
        self.make_rule_choice(RULES)
        rules_row = self.rule_row()

        # --- left: the hand and the melds ---
        self.melds_heading = section()
        self.meld_editor = MeldEditor(MELD_KINDS, ctx, show_label=False)
        self.melds_heading.setBuddy(self.meld_editor.kind_combo)

        # --- right: results ---
        self.compare_summary = QtWidgets.QLabel()
        self.compare_summary.setObjectName("compareSummary")
        self.compare_summary.setWordWrap(True)
        self.results = [ResultView(self), ResultView(self)]
        row = QtWidgets.QHBoxLayout()
        row.setSpacing(10)
        for view in self.results:
            row.addWidget(view, 1)
        self.diff_panel = QtWidgets.QFrame()
        self.diff_panel.setObjectName("resultPanel")
        self.diff_grid = QtWidgets.QGridLayout(self.diff_panel)
        self.diff_grid.setContentsMargins(12, 10, 12, 10)
        self.diff_grid.setHorizontalSpacing(12)
        self.diff_grid.setVerticalSpacing(4)

        self.build_columns(
            [(self.picker.grid, LEFT), 4, self.melds_heading, self.meld_editor],
            [rules_row, self.compare_summary, row, self.diff_panel],
            left_width=lambda left: max(self.picker.grid.sizeHint().width(), left.minimumSizeHint().width()) + 14)

        # --- state and signals ---
        self.remember(self.rules_combo, "bahu_rules", follow=True)
        self.remember(self.compare_box, "bahu_compare")
        self.rules_combo.currentIndexChanged.connect(self._rules_changed)
        self.compare_box.toggled.connect(lambda _on: self._analyze())
        self.picker.changed.connect(self._hand_changed)
        self.meld_editor.changed.connect(self._melds_changed)
        self.settle_button.clicked.connect(self.settle_this_hand)
        QtGui.QShortcut(QtGui.QKeySequence("Ctrl+Return"), self, activated=self.settle_this_hand)

        chain_tab_order([self.examples_button, self.saved_button, self.save_button, self.clear_button,
                         self.settle_button, self.picker.edit, self.picker.grid, self.meld_editor.kind_combo,
                         self.meld_editor.cards_edit, self.meld_editor.pick_button, self.meld_editor.add_button,
                         self.rules_combo, self.compare_box])

        self._apply_rules_to_inputs()
        self.load(*EXAMPLES[DEFAULT_EXAMPLE])
        self.retranslate()
        self.start_history("bahu_in_progress")  # the hand left here last time, and Ctrl+Z / Ctrl+Shift+Z

    def page_shortcuts(self) -> list[tuple[str, str]]:
        return [*super().page_shortcuts(), ("Ctrl+Enter", self.tr("Settle this hand"))]

    # --- rule sets ---
    def _rules_changed(self, _index: int) -> None:
        self._apply_rules_to_inputs()
        self._analyze()

    def _apply_rules_to_inputs(self) -> None:
        xi = RuleSet.named(self.rules()).xi_in_play
        self.meld_editor.set_xi_in_play(xi)
        self.picker.set_xi_in_play(xi)  # re-parses, which re-analyses

    # --- input ---
    def load(self, hand: str, melds: Sequence[str] = (), rules: str | None = None) -> None:
        """Show a hand and its melds (and optionally switch the rule set), analysed once."""
        self._batch = True
        try:
            if rules in RULES:
                self.set_rules(rules)  # type: ignore[arg-type]
            self.picker.set_text("")
            try:
                self.meld_editor.set_melds(melds)
            except InputError:
                self.meld_editor.set_melds([])
                self.ctx.status.emit(self.tr("Some melds of that hand could not be read; they were left out."))
            self.picker.set_used(self.meld_editor.counts())
            self.picker.set_text(hand)
        finally:
            self._batch = False
        self._analyze()

    def clear(self) -> None:
        with self.one_edit("clear"):
            self.load("", ())
        self.picker.grid.setFocus()

    # --- undo and the hand in progress ---
    def state(self) -> dict:
        return {"hand": self.picker.text(), "melds": self.meld_editor.meld_texts(), "rules": self.rules(),
                "compare": self.compare()}

    def restore_state(self, state: dict) -> None:
        melds = [m for m in state.get("melds", []) if isinstance(m, str)]
        self._batch = True
        try:
            self.set_compare(bool(state.get("compare", self.compare())))
        finally:
            self._batch = False
        self.load(str(state.get("hand", "")), melds, state.get("rules"))

    def state_names(self) -> dict[str, str]:
        return {**super().state_names(), "hand": self.tr("the hand"), "melds": self.tr("the table melds"),
                "rules": self.tr("the rule set"), "compare": self.tr("Compare both"), "saved": self.tr("a saved hand")}

    def _hand_changed(self) -> None:
        self.meld_editor.set_used(self.picker.counts())
        self._analyze()

    def _melds_changed(self) -> None:
        self.picker.set_used(self.meld_editor.counts())  # re-parses: emits changed, which analyses

    # --- analysis ---
    def _analyze(self) -> None:
        if self._batch:
            return
        compare = self.compare()
        names = list(RULES) if compare else [self.rules()]
        # While the notation cannot be read (a card half typed), the verdict stays that of the last hand that
        # could be, marked as such; the notation line shows what is wrong.
        stale = bool(self.picker.error())
        if not stale:
            self._last_hand = self.picker.cards()
        hand = self._last_hand
        melds = self.meld_editor.melds()
        empty = not hand and not melds
        start = time.perf_counter()
        self.analysis = None
        for view in self.results:
            view.set_compact(compare)
        for view, name in zip(self.results, names):
            analysis, message = None, ""
            if not empty:
                try:
                    analysis = analyze(hand, melds, name)
                except InputError as e:
                    message = self._engine_error(e, name)
            view.show_result(name, analysis, message, empty)
            view.set_stale(stale and analysis is not None)
            if name == self.rules() and not stale:
                self.analysis = analysis
        self.last_ms = (time.perf_counter() - start) * 1000
        self.results[1].setVisible(compare)
        self.diff_panel.setVisible(compare)
        self._update_compare_summary()
        self._update_actions()
        self.record_edit()

    def _engine_error(self, e: InputError, rules: str) -> str:
        if e.token == "X":
            return self.tr("Xi (喜) is not in play under %1: that deck has 120 cards.").replace(
                "%1", self.rules_name(rules))
        return self.tr("Cannot analyse this hand: %1").replace("%1", error_text(e))

    def _update_compare_summary(self) -> None:
        if not self.compare():
            self.compare_summary.hide()
            return
        a, b = (v.analysis for v in self.results)
        self.compare_summary.show()
        if a is None or b is None:
            self.compare_summary.setText("")
            self.compare_summary.hide()
        elif (a.yuan, a.hutou, a.can_hu) == (b.yuan, b.hutou, b.can_hu):
            self.compare_summary.setText(self.tr("Both rule sets give the same verdict."))
            self.compare_summary.setStyleSheet(f"color: {GOOD};")
        else:
            self.compare_summary.setText(self.tr("The rule sets disagree on this hand: see the options below."))
            self.compare_summary.setStyleSheet(f"color: {BAD};")

    def _update_actions(self) -> None:
        a = self.analysis
        can_settle = a is not None and a.can_hu and a.hutou is not None
        self.settle_button.setEnabled(can_settle)
        self.settle_button.setToolTip(
            self.tr("Open the settlement with this hand as the winner's (Ctrl+Enter)") if can_settle
            else self.tr("Only a winning hand (yuan with 8 hutou or more) can be settled"))
        has_hand = bool(self.picker.cards() or self.meld_editor.melds()) and not self.picker.error()
        self.update_save_button("" if has_hand else self.tr("Nothing to save: the hand is empty or has an error"))
        self.clear_button.setEnabled(bool(self.picker.text() or self.meld_editor.melds()))

    # --- the differences between the rule sets ---
    def _fill_differences(self) -> None:
        clear_layout(self.diff_grid)
        heading = section(self.tr("Where the rule sets differ"))
        self.diff_grid.addWidget(heading, 0, 0, 1, 4)
        for col, text in enumerate((self.tr("Option"), self.rules_name("haimen"), self.rules_name("tongdong"),
                                    self.tr("Sources"))):
            label = QtWidgets.QLabel(f"<b>{text}</b>")
            label.setWordWrap(True)
            self.diff_grid.addWidget(label, 1, col)
        haimen, tongdong = RuleSet.named("haimen"), RuleSet.named("tongdong")
        theirs = {o.name: o.value for o in tongdong.options()}
        for row, option in enumerate(haimen.differences(tongdong), start=2):
            name = QtWidgets.QLabel(self._text(option.zh, option.en))
            name.setWordWrap(True)
            self.diff_grid.addWidget(name, row, 0)
            self.diff_grid.addWidget(QtWidgets.QLabel(self._value(option, option.value)), row, 1)
            self.diff_grid.addWidget(QtWidgets.QLabel(self._value(option, theirs[option.name])), row, 2)
            links = QtWidgets.QWidget()
            box = QtWidgets.QHBoxLayout(links)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(2)
            for target in option.source.split():
                link = SourceLink(target)
                link.setToolTip(self.link_tooltip(target))
                link.activated.connect(self.ctx.open_target)
                box.addWidget(link)
            box.addStretch(1)
            self.diff_grid.addWidget(links, row, 3)
        self.diff_grid.setColumnStretch(0, 3)
        self.diff_grid.setColumnStretch(1, 1)
        self.diff_grid.setColumnStretch(2, 1)

    def _value(self, option: Option, value: object) -> str:
        if option.name == "hutou_cap" and isinstance(value, int) and value >= NO_CAP:
            return self.tr("no cap")
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if isinstance(value, tuple):
            return " · ".join(str(v) for v in value)
        named = RuleSet.named("haimen").choice_text(option.name, value)
        return self._text(*named) if named else str(value)

    # --- links ---
    def on_library_ready(self) -> None:
        super().on_library_ready()  # the reasons' link tooltips
        self._fill_differences()

    # --- settle ---
    def settle_this_hand(self) -> None:
        a = self.analysis
        if a is None or not a.can_hu or a.hutou is None:
            QtWidgets.QApplication.beep()
            return
        # 平胡: a triplet or a bomb came with the deal (s000.p051, s001.p089)
        position = a.position
        ping = bool(position.dealt) if position else False
        melds = [str(m.plain()) for m in (position.melds if position else a.melds) if m.kind in ("peng", "gang", "bomb")]
        if not self.ctx.navigator.take_winner(a.hutou, ping, melds, rules=self.rules()):
            self.ctx.status.emit(self.tr("The settlement page is not available here."))

    # --- language ---
    def retranslate(self) -> None:
        self.retranslate_header(self.tr("Bahu hand lab"), self.tr("Empty the hand and the melds"))
        self.retranslate_rules(self.tr("Haimen follows the Haimen text (124 cards, with Xi); Tongdong follows An Introduction to Bahu "
                                       "(120 cards)"))
        self.compare_box.setText(self.tr("&Compare both"))
        self.compare_box.setToolTip(self.tr("Show the verdicts of both rule sets side by side"))
        self.retranslate_saved()
        self.settle_button.setText(self.tr("Se&ttle this hand…"))
        self.melds_heading.setText(self.tr("Table &melds: kind and card, then Add"))
        self.picker.retranslate()
        self.meld_editor.retranslate()
        self._fill_examples()
        self._fill_differences()
        self._analyze()

    def _fill_examples(self) -> None:
        notes = (
            self.tr("wins: 10 hutou (the extra 7p and 8p join their combinations)"),
            self.tr("yuan, 6 hutou: cannot win"),
            self.tr("not yuan: 5s has no group"),
            self.tr("yuan, 7 hutou (double wenqian)"),
            self.tr("not yuan: 1s never joins a run"),
            self.tr("not yuan: 9s cannot end a tiao run"),
            self.tr("yuan, 0 hutou: baozi with extra copies"),
            self.tr("rule sets differ: pengs join a baozi and combinations only in Haimen"),
            self.tr("rule sets differ: Kong-Nine-Nine with a punged 9s"),
        )
        self.set_examples([(self.example_text(hand, melds, note), (hand, melds))
                           for (hand, melds), note in zip(EXAMPLES, notes)], lambda example: self.load(*example))

    def example_text(self, hand: str, melds: Sequence[str], note: str) -> str:
        """An Examples entry: the hand as typed, its melds in words (碰 千字, not peng:Q), and what it shows."""
        words = [self.meld_editor.meld_words(text) for text in melds]
        table = (" + " + self.tr("%1 on the table").replace("%1", self.list_words(words))) if words else ""
        return f"{hand}{table}  —  {note}"


__all__ = ["BahuPage", "EXAMPLES", "ResultView"]
