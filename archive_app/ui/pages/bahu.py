"""The 八胡 hand lab: pick or type a hand and its table melds, see 圆, 胡头, the arrangement, the 听张,
the 成牌 kind and why — under one rule set or both side by side.

Analysis is pure Python (``engine.bahu.analysis``) and takes about a millisecond for a typical
hand (a few ms for the slowest dealt hands), so it runs on the UI thread on every change.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.card_picker import CardPicker, MeldEditor, card_label
from archive_app.ui.context import AppContext
from archive_app.ui.hand_view import CardGroup, HandView, SourceLink
from archive_app.ui.pages.calculator import (BAD, GOOD, LEFT, MUTED, RESULT_STYLE, CalculatorPage, ResultPanel,
                                             chain_tab_order, clear_layout, section)
from engine.bahu import reasons
from engine.bahu.analysis import NAMES_EN, NAMES_ZH, Analysis, analyze
from engine.bahu.groups import MELD_KINDS
from engine.bahu.rules import NO_CAP, Option, RuleSet
from archive_app.store.db import StoreError
from engine.cards import format_cards
from engine.core.errors import InputError
from engine.core.verdict import APPLIED, ERROR, REFUSED, Line

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
SHORT = "#9a6200"


class ResultView(ResultPanel):
    """One rule set's verdict on the hand: big verdict, arrangement, 胡头, 听张, 成牌, reasons."""

    def __init__(self, page: BahuPage) -> None:
        super().__init__(page)
        self.rules = "haimen"
        self.analysis: Analysis | None = None
        self.error = ""
        self.placeholder = False
        self.compact = False

        self.title = QtWidgets.QLabel()
        self.title.setObjectName("ruleTitle")
        self.title.setVisible(False)  # shown in compare mode
        self.arrangement_heading = section()
        self.hand_view = HandView(88)
        self.hutou_heading = section()
        self.hutou_label = QtWidgets.QLabel()
        self.hutou_label.setWordWrap(True)
        self.waits_heading = section()
        self.waits_view = HandView(56)
        self.reasons_heading = section()
        self.reasons = self.reason_list()
        self.lay_out((self.title, self.verdict, self.facts, 4, self.arrangement_heading, self.hand_view, self.legend, 4,
                      self.hutou_heading, self.hutou_label, 4, self.waits_heading, self.waits_view, 4,
                      self.reasons_heading, self.reasons))

    # --- data ---
    def show_result(self, rules: str, analysis: Analysis | None, error: str = "", placeholder: bool = False) -> None:
        self.rules, self.analysis, self.error, self.placeholder = rules, analysis, error, placeholder
        self.render()

    def set_compact(self, compact: bool) -> None:
        if compact == self.compact:
            return
        self.compact = compact
        self.hand_view.set_card_height(64 if compact else 88)
        self.waits_view.set_card_height(44 if compact else 56)
        self.title.setVisible(compact)
        self.render()

    # --- text helpers ---
    def _kind(self, kind: str) -> str:
        return self.ctx.zh(NAMES_ZH.get(kind, kind)) if self._zh() else NAMES_EN.get(kind, kind)

    def _way(self, way: str) -> str:
        return {"join": self.tr("chi"), "peng": self.tr("peng"), "gang": self.tr("gang")}.get(way, way)

    def _chengpai(self, key: str) -> str:
        return {
            "dagun": self.tr("rolling (da gun)"),
            "chuokou": self.tr("chuokou (one card short of yuan)"),
            "dunkou": self.tr("dunkou (yuan, short of 8 hutou)"),
            "sihu_dunkou": self.tr("four-hu dunkou"),
            "kaizhao": self.tr("kaizhao (waiting to gang)"),
            "tianhu": self.tr("tianhu (waiting to add hutou)"),
        }.get(key, key)

    def verdict_text(self) -> str:
        a = self.analysis
        if a is None:
            return ""
        if not a.yuan:
            if a.distance == 1:
                return self.tr("Not yuan · 1 card from yuan")
            return self.tr("Not yuan · %1 cards from yuan").replace("%1", str(a.distance))
        hu = self.tr("can win") if a.can_hu else self.tr("cannot win")
        if a.verdict().find(reasons.HUANGHU.id):
            hu = self.tr("huanghu: cannot win")
        return self.tr("Yuan · %1 hutou · %2").replace("%1", str(a.hutou)).replace("%2", hu)

    # --- drawing ---
    def render(self) -> None:
        a = self.analysis
        self.title.setText(self.page.rules_name(self.rules))
        self.arrangement_heading.setText(self.tr("Arrangement"))
        self.hutou_heading.setText(self.tr("Hutou"))
        self.waits_heading.setText(self.tr("Waiting cards (tingzhang): how each is taken → hutou"))
        self.reasons_heading.setText(self.tr("Why (each line links to its source paragraph)"))
        self.legend.setText(self.tr("Shaded green: on the table. Framed red: a card with no group."))
        details = (self.arrangement_heading, self.hand_view, self.legend, self.hutou_heading, self.hutou_label,
                   self.waits_heading, self.waits_view, self.reasons_heading, self.reasons, self.facts)
        if a is None:
            for w in details:
                if not w.isHidden():
                    w.setVisible(False)
            if self.error:
                self.verdict.setText(self.error)
                self.verdict.setStyleSheet(f"color: {BAD}; font-size: 12pt;")
            else:
                self.verdict.setText(self.tr("Pick cards from the faces or type a hand to see its verdict."))
                self.verdict.setStyleSheet(f"color: {MUTED}; font-size: 12pt; font-weight: normal;")
            self.hand_view.set_groups([])
            self.waits_view.set_groups([])
            self.reasons.set_lines([])
            return
        for w in details:
            if w.isHidden():
                w.setVisible(True)
        colour = GOOD if a.can_hu else SHORT if a.yuan else BAD
        self.verdict.setText(self.verdict_text())
        self.verdict.setStyleSheet(f"color: {colour};" + (" font-size: 15pt;" if self.compact else ""))
        self.facts.setText(self._facts(a))
        self.hand_view.set_groups(self._groups(a))
        self.hutou_label.setText(self._hutou(a))
        waits = [CardGroup((w.card.code,), self._way(w.way), f"→ {w.hutou}", "good" if w.hutou >= 11 else "",
                           tooltip=self.tr("%1: %2 → %3 hutou").replace("%1", card_label(w.card, self.ctx))
                           .replace("%2", self._way(w.way)).replace("%3", str(w.hutou)))
                 for w in a.waits]
        self.waits_view.set_groups(waits)
        self.waits_view.set_placeholder(self.tr("No card lets this hand win yet."))
        self.reasons.set_lines([(self._text(line.reason.zh, line.reason.en), line.reason.source, self._tone(line))
                                for line in a.verdict().lines])

    @staticmethod
    def _tone(line: Line) -> str:
        """Why the hand cannot win in red, the win in green, what was tried and did not apply muted."""
        if line.kind == ERROR:
            return "bad"
        if line.kind == APPLIED and line.rule == reasons.CAN_HU.id:
            return "good"
        return "muted" if line.kind == REFUSED else ""

    def _facts(self, a: Analysis) -> str:
        parts = []
        if a.chengpai:
            kind = self._chengpai(a.chengpai)
            if a.chengpai_forms:
                kind += " (" + ", ".join(self._chengpai(f) for f in a.chengpai_forms) + ")"
            parts.append(self.tr("Kind of win (chengpai): %1").replace("%1", kind))
        else:
            parts.append(self.tr("Kind of win (chengpai): none yet"))
        waits = len(a.waits)
        parts.append(self.tr("1 waiting card") if waits == 1 else self.tr("%1 waiting cards").replace("%1", str(waits)))
        return " · ".join(parts)

    def _groups(self, a: Analysis) -> list[CardGroup]:
        out: list[CardGroup] = []
        hutou = self.tr("+%1 hutou")
        jiang: list[str] = []
        for g in a.groups:
            if g.kind == "jiang":
                jiang.extend(c.code for c in g.cards)
                continue
            out.append(CardGroup(tuple(c.code for c in g.cards), self._kind(g.kind),
                                 hutou.replace("%1", str(g.hutou)) if g.hutou else "",
                                 "table" if g.table else ("good" if g.hutou else "")))
        if jiang:
            out.append(CardGroup(tuple(jiang), self._kind("jiang"), "", "muted"))
        if not a.yuan:  # the table groups are shown; the hand as it stands, strays framed
            strays = [c.code for c in a.strays]
            cards = [c.code for c in a.hand]
            marked: set[int] = set()
            for code in strays:
                for i in range(len(cards) - 1, -1, -1):
                    if cards[i] == code and i not in marked:
                        marked.add(i)
                        break
            lost = (self.tr("1 card without a group") if len(strays) == 1
                    else self.tr("%1 cards without a group").replace("%1", str(len(strays))))
            out.append(CardGroup(tuple(cards), self.tr("hand"), lost, "bad", frozenset(marked)))
        return out

    def _hutou(self, a: Analysis) -> str:
        if not a.yuan:
            return self.tr("Hutou are counted only for a yuan hand.")
        parts = []
        for g in a.groups:
            if g.hutou:
                names = " ".join(card_label(c, self.ctx) for c in g.cards[:1]) if g.kind in (
                    "peng", "gang", "bomb", "zhao") else ""
                parts.append(f"{self._kind(g.kind)}{(' ' + names) if names else ''} {g.hutou}")
        raw = sum(g.hutou for g in a.groups)
        if not parts:
            return self.tr("No hutou: 0.")
        text = " + ".join(parts) + f" = {raw}"
        if a.hutou is not None and raw != a.hutou:
            text += " → " + self.tr("%1 (counted up to %2)").replace("%1", str(a.hutou)).replace(
                "%2", str(RuleSet.named(self.rules).hutou_cap))
        return text


class SavedHandsMenu(QtWidgets.QMenu):
    """The Saved hands menu: choosing an entry loads it; right-click (or the menu key) on an entry offers Load
    and Delete, and the Delete key deletes the highlighted entry. Entries carry the saved hand's id as data."""

    entry_menu_requested = QtCore.Signal(object, QtCore.QPoint)  # (the entry's action, global position)
    delete_requested = QtCore.Signal(int)  # the saved hand's id

    def contextMenuEvent(self, event: QtGui.QContextMenuEvent) -> None:  # noqa: N802 - Qt API
        if event.reason() == QtGui.QContextMenuEvent.Reason.Mouse:
            action, pos = self.actionAt(event.pos()), event.globalPos()
        else:
            action = self.activeAction()
            pos = self.mapToGlobal(self.actionGeometry(action).center()) if action is not None else event.globalPos()
        if action is not None and action.data() is not None:
            self.entry_menu_requested.emit(action, pos)
            event.accept()
            return
        super().contextMenuEvent(event)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:  # noqa: N802 - Qt API
        action = self.activeAction()
        if event.key() == QtCore.Qt.Key.Key_Delete and action is not None and action.data() is not None:
            self.delete_requested.emit(int(action.data()))
            event.accept()
            return
        super().keyPressEvent(event)


class BahuPage(CalculatorPage):
    key = "bahu"
    STYLE = PAGE_STYLE

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.analysis: Analysis | None = None  # under the selected rule set; None while the notation has an error
        self._last_hand: list = []  # the last hand the notation line could read
        self.last_ms = 0.0

        # --- header: title and actions ---
        self.saved_button = QtWidgets.QPushButton()
        self.saved_menu = SavedHandsMenu(self.saved_button)
        self.saved_menu.setToolTipsVisible(True)
        self.saved_menu.aboutToShow.connect(self._fill_saved_menu)
        self.saved_menu.entry_menu_requested.connect(self._show_saved_entry_menu)
        self.saved_menu.delete_requested.connect(self.delete_saved)
        self.saved_button.setMenu(self.saved_menu)
        self.save_button = QtWidgets.QPushButton()
        top = self.build_header(self.saved_button, self.save_button)
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
        self.save_button.clicked.connect(self.save_hand)
        self.settle_button.clicked.connect(self.settle_this_hand)
        QtGui.QShortcut(QtGui.QKeySequence("Ctrl+Return"), self, activated=self.settle_this_hand)

        chain_tab_order([self.examples_button, self.saved_button, self.save_button, self.clear_button,
                         self.settle_button, self.picker.edit, self.picker.grid, self.meld_editor.kind_combo,
                         self.meld_editor.cards_edit, self.meld_editor.pick_button, self.meld_editor.add_button,
                         self.rules_combo, self.compare_box])

        self._apply_rules_to_inputs()
        self.load(*EXAMPLES[DEFAULT_EXAMPLE])
        self.retranslate()

    # --- rule sets ---
    def rules_name(self, name: str) -> str:
        return {"haimen": self.tr("Bahu · Haimen"), "tongdong": self.tr("Bahu · Tongdong")}[name]

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
        self.load("", ())
        self.picker.grid.setFocus()

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

    def _engine_error(self, e: InputError, rules: str) -> str:
        if e.token == "X":
            return self.tr("Xi (喜) is not in play under %1: that deck has 120 cards.").replace(
                "%1", self.rules_name(rules))
        return self.tr("Cannot analyse this hand: %1").replace("%1", str(e))

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
        self.save_button.setEnabled(has_hand)
        self.save_button.setToolTip(self.tr("Keep this hand to come back to it from Saved hands") if has_hand
                                    else self.tr("Nothing to save: the hand is empty or has an error"))
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
        return str(value)

    # --- links ---
    def on_library_ready(self) -> None:
        super().on_library_ready()  # the reasons' link tooltips
        self._fill_differences()

    # --- saving ---
    def save_hand(self) -> int | None:
        if self.picker.error() or not (self.picker.cards() or self.meld_editor.melds()):
            QtWidgets.QApplication.beep()
            return None
        view = next((v for v in self.results if v.rules == self.rules()), self.results[0])
        note = view.verdict_text()
        hand = format_cards(self.picker.cards())
        melds = " ".join(self.meld_editor.meld_texts())
        analysis = view.analysis
        position = analysis.position.text() if analysis is not None and analysis.position is not None else ""
        try:
            hand_id = self.ctx.store.save_hand("bahu", self.rules(), hand, melds, note, position)
        except StoreError as e:  # the database went away or is locked: say so, keep the hand on the page
            self.ctx.status.emit(self.tr("Could not save the hand: %1").replace("%1", str(e)))
            return None
        self.ctx.status.emit(self.tr("Saved: %1").replace("%1", f"{hand} {melds}".strip()))
        return hand_id

    def _fill_saved_menu(self) -> None:
        self.saved_menu.clear()
        try:
            rows = self.ctx.store.saved_hands("bahu")
        except Exception as e:  # noqa: BLE001 - a broken store must not break the page
            action = self.saved_menu.addAction(self.tr("Saved hands are unavailable: %1").replace("%1", str(e)))
            action.setEnabled(False)
            return
        if not rows:
            action = self.saved_menu.addAction(self.tr("No saved hands yet: use Save hand"))
            action.setEnabled(False)
            return
        for row in rows[:40]:
            melds = f" + {row.melds}" if row.melds else ""
            when = row.created.strftime("%Y-%m-%d %H:%M") if row.created else ""
            text = f"{row.hand}{melds}  ·  {self.rules_name(row.rules) if row.rules in RULES else row.rules}"
            if row.note:
                text += f"  —  {row.note}"
            action = self.saved_menu.addAction(text.replace("&", "&&"))
            action.setData(row.id)
            action.setToolTip(when)
            action.triggered.connect(lambda _c=False, r=row: self.load_saved(r))
        separator = self.saved_menu.addSeparator()
        separator.setEnabled(False)
        hint = self.saved_menu.addAction(self.tr("Right-click a hand, or highlight it and press Delete, to delete it"))
        hint.setEnabled(False)

    def saved_entry_menu(self, action: QtGui.QAction) -> QtWidgets.QMenu:
        """The small Load / Delete menu of one Saved hands entry."""
        menu = QtWidgets.QMenu(self.saved_menu)
        hand_id = int(action.data())
        load = menu.addAction(self.tr("&Load"))
        load.triggered.connect(lambda _c=False: (self.saved_menu.close(), action.trigger()))
        delete = menu.addAction(self.tr("&Delete"))
        delete.triggered.connect(lambda _c=False: self.delete_saved(hand_id))
        return menu

    def _show_saved_entry_menu(self, action: QtGui.QAction, pos: QtCore.QPoint) -> None:
        menu = self.saved_entry_menu(action)
        menu.exec(pos)
        menu.deleteLater()

    def delete_saved(self, hand_id: int) -> None:
        """Delete a saved hand and refill the Saved hands menu (it stays open to delete more)."""
        try:
            self.ctx.store.delete_hand(int(hand_id))
        except Exception as e:  # noqa: BLE001 - a broken store must not break the page
            self.ctx.status.emit(self.tr("Could not delete the saved hand: %1").replace("%1", str(e)))
            return
        self.ctx.status.emit(self.tr("Deleted a saved hand."))
        self._fill_saved_menu()

    def load_saved(self, row) -> None:
        melds = row.melds.split() if row.melds else []
        self.load(row.hand, melds, row.rules if row.rules in RULES else None)
        self.ctx.status.emit(self.tr("Loaded a saved hand."))

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
        show = getattr(self.window(), "show_page", None)
        if show is None:
            self.ctx.status.emit(self.tr("The settlement page is not available here."))
            return
        page = show("settle")
        take = getattr(page, "take_winner", None)
        if take is None:
            self.ctx.status.emit(self.tr("The settlement page is not available here."))
            return
        take(a.hutou, ping, melds, rules=self.rules())

    # --- language ---
    def retranslate(self) -> None:
        self.retranslate_header(self.tr("Bahu hand lab"), self.tr("Empty the hand and the melds"))
        self.retranslate_rules(self.tr("Haimen follows the Haimen text (124 cards, with Xi); Tongdong follows An Introduction to Bahu "
                                       "(120 cards)"))
        self.compare_box.setText(self.tr("&Compare both"))
        self.compare_box.setToolTip(self.tr("Show the verdicts of both rule sets side by side"))
        self.saved_button.setText(self.tr("Sa&ved hands"))
        self.save_button.setText(self.tr("&Save hand"))
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
