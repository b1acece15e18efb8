"""The 笃子胡 calculator: pick the turned 将, the hand and its melds, the winning card and how it
came; see whether it is a win, the grouping drawn, the 胡数 line by line with the source of each,
the type (飘 / 清 / 塌) and the total — under one rule set, or all three side by side.

Scoring is pure Python (``engine.duzihu``) and takes a few milliseconds, so it runs on the UI
thread on every change. Undo, the hand kept between runs and saved hands: ``duzihu_keep``.
"""

from __future__ import annotations

from archive_app.qt import QtWidgets
from archive_app.ui.widgets.card_picker import CardPicker, card_label
from archive_app.ui.context import AppContext
from archive_app.ui.pages.calculator import (LEFT, RESULT_STYLE, CalculatorPage, card_icon, chain_tab_order,
                                             compact_combo, section)
from archive_app.ui.pages.duzihu_examples import DEFAULT_EXAMPLE, EXAMPLES, RULES, Example
from archive_app.ui.pages.duzihu_keep import DuzihuKeeping
from archive_app.ui.widgets.duzihu_melds import XI_CODE, DuzihuMeldEditor
from archive_app.ui.widgets.duzihu_result import DuzihuCompare, DuzihuResult, Outcome
from archive_app.ui.language import error_text
from engine.cards import ALL_CARDS, BY_CODE, format_cards
from engine.core.errors import InputError
from engine.duzihu import Group, Hand, RuleSet, score, turned_out

PAGE_STYLE = RESULT_STYLE + """
QLabel#compareSummary { font-weight: bold; }
QLabel#total { font-size: 13pt; font-weight: bold; color: #2f3b33; }
QPushButton#columnHead { border: none; background: transparent; color: #5a1f17; font-weight: bold;
                         text-align: left; padding: 0px; text-decoration: underline; }
QPushButton#columnHead:focus { border: 1px dotted #8c2f23; }
QPushButton#columnHead:checked { color: #8c2f23; text-decoration: none; }
"""


# --------------------------------------------------------------------------------------------- page

class DuzihuPage(DuzihuKeeping, CalculatorPage):
    key = "duzihu"
    STYLE = PAGE_STYLE
    SAVED_GAME = "duzihu"
    LEFT_CAP, LEFT_SHARE = 360, 0.34

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.outcome: Outcome | None = None  # under the selected rule set
        self.outcomes: list[Outcome] = []
        self._last_cards: list = []  # the last hand the notation line could read
        self._win_chosen = False  # the winning card was chosen, not the last card added

        # --- header ---
        self.build_header(*self.build_saved_buttons()).addStretch(1)

        # --- the hand as notation, across the page ---
        self.picker = CardPicker(ctx, 64, self, detached=True)
        self.picker.set_xi_in_play(False)  # 喜 are laid aside when drawn, never held (s002.p008)
        self.add_notation(self.picker)

        # --- left: jiang, faces, melds, the winning card, extras ---
        self.jiang_heading = section()
        self.jiang_label = QtWidgets.QLabel()
        self.jiang_combo = QtWidgets.QComboBox()
        self.jiang2_label = QtWidgets.QLabel()
        self.jiang2_combo = QtWidgets.QComboBox()
        for combo in (self.jiang_combo, self.jiang2_combo):
            combo.setMaxVisibleItems(16)
            compact_combo(combo, 10)
        self.jiang_label.setBuddy(self.jiang_combo)
        self.jiang2_label.setBuddy(self.jiang2_combo)
        jiang_row = QtWidgets.QGridLayout()
        jiang_row.setHorizontalSpacing(6)
        jiang_row.setVerticalSpacing(4)
        jiang_row.addWidget(self.jiang_label, 0, 0)
        jiang_row.addWidget(self.jiang_combo, 0, 1)
        jiang_row.addWidget(self.jiang2_label, 1, 0)
        jiang_row.addWidget(self.jiang2_combo, 1, 1)
        jiang_row.setColumnStretch(1, 1)

        self.faces_heading = section()
        self.melds_heading = section()
        self.meld_editor = DuzihuMeldEditor(ctx)
        self.melds_heading.setBuddy(self.meld_editor.kind_combo)

        win_row = self.build_win_row()
        self.self_drawn_radio = QtWidgets.QRadioButton()
        self.discard_radio = QtWidgets.QRadioButton()
        self.how_group = QtWidgets.QButtonGroup(self)
        self.how_group.addButton(self.self_drawn_radio)
        self.how_group.addButton(self.discard_radio)
        self.discard_radio.setChecked(True)
        self.last_card_box = QtWidgets.QCheckBox()
        how_row = QtWidgets.QVBoxLayout()
        how_row.setSpacing(4)
        how_row.addWidget(self.self_drawn_radio)
        how_row.addWidget(self.discard_radio)

        self.extras_heading = section()
        self.xi_box = QtWidgets.QCheckBox()
        self.xi_count_label = QtWidgets.QLabel()
        self.xi_spin = QtWidgets.QSpinBox()
        self.xi_spin.setRange(0, 5)
        self.xi_count_label.setBuddy(self.xi_spin)
        self.xi_dealt_box = QtWidgets.QCheckBox()
        xi_row = QtWidgets.QHBoxLayout()
        xi_row.setSpacing(6)
        xi_row.addSpacing(22)
        xi_row.addWidget(self.xi_count_label)
        xi_row.addWidget(self.xi_spin)
        xi_row.addSpacing(8)
        xi_row.addWidget(self.xi_dealt_box)
        xi_row.addStretch(1)
        self.xi_details = QtWidgets.QWidget()
        self.xi_details.setLayout(xi_row)
        xi_row.setContentsMargins(0, 0, 0, 0)
        self.tiancheng_box = QtWidgets.QCheckBox()

        # --- right: rule set, compare, results ---
        self.make_rule_choice(RULES)
        rules_row = self.rule_row()
        self.compare_panel = DuzihuCompare(self)
        self.compare_panel.show_rules.connect(self.set_rules)
        self.results = [DuzihuResult(self)]

        self.build_columns(
            [self.jiang_heading, jiang_row, 4, self.faces_heading, (self.picker.grid, LEFT), 4, self.melds_heading,
             self.meld_editor, 4, self.win_heading, win_row, how_row, self.last_card_box, 4, self.extras_heading,
             self.xi_box, self.xi_details, self.tiancheng_box],
            [rules_row, self.compare_panel, self.results[0]])

        # --- signals ---
        self.rules_combo.currentIndexChanged.connect(self._rules_changed)
        self.compare_box.toggled.connect(lambda _on: self._analyze())
        self.jiang_combo.currentIndexChanged.connect(lambda _i: self._jiang_changed())
        self.jiang2_combo.currentIndexChanged.connect(lambda _i: self._jiang_changed())
        self.picker.changed.connect(self._hand_changed)
        self.meld_editor.changed.connect(self._melds_changed)
        self.win_combo.currentIndexChanged.connect(self._win_picked)
        self.how_group.buttonToggled.connect(lambda _b, on: on and self._analyze())
        self.last_card_box.toggled.connect(lambda _on: self._analyze())
        self.xi_box.toggled.connect(self._xi_toggled)
        self.xi_spin.valueChanged.connect(lambda _v: self._analyze())
        self.xi_dealt_box.toggled.connect(lambda _on: self._analyze())
        self.tiancheng_box.toggled.connect(lambda _on: self._analyze())

        chain_tab_order([self.examples_button, self.saved_button, self.save_button, self.clear_button, self.picker.edit, self.jiang_combo,
                         self.jiang2_combo, self.picker.grid, self.meld_editor.kind_combo, self.meld_editor.card_combo,
                         self.meld_editor.add_button, self.win_combo, self.self_drawn_radio, self.discard_radio,
                         self.last_card_box, self.xi_box, self.xi_spin, self.xi_dealt_box, self.tiancheng_box,
                         self.rules_combo, self.compare_box])

        self._fill_jiang_combos()
        self._xi_toggled(False)
        self.load(EXAMPLES[DEFAULT_EXAMPLE])
        self.remember(self.rules_combo, "duzihu_rules")  # the rule set and compare mode chosen last time
        self.remember(self.compare_box, "duzihu_compare")
        self.retranslate()
        self.start_history("duzihu_in_progress")  # the hand left here last time, and Ctrl+Z / Ctrl+Shift+Z

    # --- rule sets ---
    def _rules_changed(self, _index: int) -> None:
        self._update_jiang_visibility()
        self._analyze()

    def _needs_two_jiang(self) -> bool:
        return self.compare() or RuleSet.named(self.rules()).turned == 2

    def _update_jiang_visibility(self) -> None:
        two = self._needs_two_jiang()
        self.jiang2_label.setVisible(two)
        self.jiang2_combo.setVisible(two)

    # --- input ---
    def turned(self, name: str | None = None) -> list[str]:
        n = RuleSet.named(name or self.rules()).turned
        codes = [self.jiang_combo.currentData(), self.jiang2_combo.currentData()]
        return [c for c in codes[:n] if c]

    def _fill_jiang_combos(self) -> None:
        xi = self.xi_box.isChecked()
        dpr = self.devicePixelRatioF()
        for combo in (self.jiang_combo, self.jiang2_combo):
            keep = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for card in ALL_CARDS:
                if card.code == XI_CODE and not xi:
                    continue
                combo.addItem(card_icon(card.code, dpr), f"{card_label(card, self.ctx)} ({card.code})", card.code)
            combo.setCurrentIndex(max(0, combo.findData(keep)))
            combo.blockSignals(False)

    def set_jiang(self, first: str, second: str | None = None) -> None:
        self._batch = True
        try:
            self.jiang_combo.setCurrentIndex(self.jiang_combo.findData(first))
            if second:
                self.jiang2_combo.setCurrentIndex(self.jiang2_combo.findData(second))
        finally:
            self._batch = False
        self._jiang_changed()

    def _jiang_changed(self) -> None:
        self.meld_editor.set_turned(self.turned())
        self._sync_used()

    def _xi_toggled(self, on: bool) -> None:
        self.xi_details.setVisible(on)
        self._fill_jiang_combos()
        self._jiang_changed()

    def _turned_counts(self) -> list[int]:
        """Copies the turned jiang take out of play (for the rule set that turns the most, when comparing)."""
        names = list(RULES) if self.compare() else [self.rules()]
        most = max(RuleSet.named(n).turned for n in names)
        codes = [self.jiang_combo.currentData(), self.jiang2_combo.currentData()][:most]
        return list(turned_out(c for c in codes if c))

    def _sync_used(self) -> None:
        """Copies held elsewhere count against the four of each card: melds and turned jiang for the hand,
        the hand and turned jiang for the meld row."""
        turned = self._turned_counts()
        melds = self.meld_editor.counts()
        was = self._batch
        self._batch = True
        try:
            self.picker.set_used([a + b for a, b in zip(turned, melds)])
        finally:
            self._batch = was
        self.meld_editor.set_used([a + b for a, b in zip(turned, self.picker.counts())])
        self._fill_win_combo()
        self._analyze()

    def _hand_changed(self) -> None:
        if self._batch:
            return
        self.meld_editor.set_used([a + b for a, b in zip(self._turned_counts(), self.picker.counts())])
        self._fill_win_combo()
        self._analyze()

    def _melds_changed(self) -> None:
        self._sync_used()

    def hand_cards(self) -> list:
        """The concealed cards: while the notation is half typed, those of the last hand it could read."""
        return self._last_cards if self.picker.error() else self.picker.cards()

    def _win_picked(self, _index: int) -> None:
        self._win_chosen = True
        self._analyze()

    def _fill_win_combo(self) -> None:
        # The winning card follows the last card added until one is chosen (an emptied hand forgets the choice).
        cards = self.hand_cards()
        if not cards:
            self._win_chosen = False
        if not self._win_chosen:
            self.win_combo.blockSignals(True)
            self.win_combo.setCurrentIndex(-1)
            self.win_combo.blockSignals(False)
        self.fill_win_combo(cards, BY_CODE, lambda card: card_label(card, self.ctx))

    def set_self_drawn(self, on: bool) -> None:
        (self.self_drawn_radio if on else self.discard_radio).setChecked(True)

    def hand_melds(self) -> list[Group]:
        out = []
        for text in self.meld_editor.meld_texts():
            try:
                out.append(Group.parse_meld(text))
            except InputError:
                pass
        return out

    def load(self, example: Example) -> None:
        """Show an example: rules, turned jiang, hand, melds, winning card and how it came."""
        self._batch = True
        try:
            self.set_rules(example.rules)
            self.xi_box.setChecked(example.xi is not None)
            if example.xi is not None:
                self.xi_spin.setValue(example.xi)
            self.xi_dealt_box.setChecked(example.xi_dealt)
            self._fill_jiang_combos()
            self.jiang_combo.setCurrentIndex(max(0, self.jiang_combo.findData(example.jiang[0])))
            if len(example.jiang) > 1:
                self.jiang2_combo.setCurrentIndex(max(0, self.jiang2_combo.findData(example.jiang[1])))
            self.meld_editor.set_turned(self.turned())
            self.picker.set_text("")
            self.meld_editor.set_melds(example.melds)
            self.picker.set_text(example.hand)
            if not self.picker.error():
                self._last_cards = self.picker.cards()
            self._fill_win_combo()
            self.set_win(example.win)
            self.set_self_drawn(example.self_drawn)
            self.last_card_box.setChecked(example.last_card)
            self.tiancheng_box.setChecked(example.tiancheng)
        finally:
            self._batch = False
        self.xi_details.setVisible(self.xi_box.isChecked())
        self._update_jiang_visibility()
        self._sync_used()

    def clear(self) -> None:
        with self.one_edit("clear"):
            self._batch = True
            try:
                self.picker.set_text("")
                self.meld_editor.set_melds([])
                self.last_card_box.setChecked(False)
                self.tiancheng_box.setChecked(False)
            finally:
                self._batch = False
            self._sync_used()
        self.picker.edit.setFocus()

    # --- analysis ---
    def _score(self, name: str, cards: list) -> Outcome:
        rules = RuleSet.named(name)
        turned = self.turned(name)
        if len(turned) < rules.turned:
            return Outcome(name, error=self.tr("Pick the second turned jiang for %1.").replace("%1", self.rules_name(name)))
        try:
            hand = Hand.parse(format_cards(cards), jiang=turned, melds=self.meld_editor.meld_texts(),
                              win=self.win_code() or "", self_drawn=self.self_drawn_radio.isChecked(),
                              last_card=self.last_card_box.isChecked(),
                              xi=self.xi_spin.value() if self.xi_box.isChecked() else None,
                              xi_dealt=self.xi_box.isChecked() and self.xi_dealt_box.isChecked(),
                              tiancheng=self.tiancheng_box.isChecked())
            return Outcome(name, score(hand, rules))
        except InputError as e:
            return Outcome(name, error=self._engine_error(e))

    def _engine_error(self, e: InputError) -> str:
        token = e.token
        if token == "--tiancheng":
            return self.tr("Tiancheng (天成), a win on the dealt cards, has no peng or open gang on the table.")
        if token in self.meld_editor.meld_texts():
            return self.tr("The meld “%1” does not fit the turned jiang: only the copies left can be melded.").replace(
                "%1", token)
        if token == "--xi":
            return self.tr("Too many Xi (喜) drawn: the deck has five, less any turned.")
        return self.tr("Cannot score this hand (“%1”): %2").replace("%1", token).replace("%2", error_text(e))

    def _analyze(self) -> None:
        if self._batch:
            return
        self._update_jiang_visibility()
        compare = self.compare()
        # While the notation cannot be read (a card half typed), the verdict stays that of the last hand that
        # could be, marked as such; the notation line shows what is wrong.
        stale = bool(self.picker.error())
        if not stale:
            self._last_cards = self.picker.cards()
        cards = self._last_cards
        empty = not cards and not self.meld_editor.meld_texts()
        names = list(RULES) if compare else [self.rules()]
        outcomes = []
        for name in names:
            if empty:
                outcomes.append(Outcome(name))
            elif not self.win_code():
                outcomes.append(Outcome(name, error=self.tr("Choose the winning card: it is one of the hand's cards.")))
            else:
                outcomes.append(self._score(name, cards))
        self.outcomes = outcomes
        self.outcome = next(o for o in outcomes if o.rules == self.rules())
        self.results[0].show_outcome(None if empty else self.outcome, empty)
        self.results[0].set_stale(stale and not empty)
        self.compare_panel.setVisible(compare)
        if compare:
            self.compare_panel.show_outcomes(outcomes, self.rules())
            self.compare_panel.set_stale(stale and not empty)
        if stale:  # what is shown is not the hand typed
            self.outcome = None
        self.update_save_button("" if self.position() is not None else
                                self.tr("Nothing to save: the hand needs its cards, without errors, and the winning card"))
        self.clear_button.setEnabled(bool(self.picker.text() or self.meld_editor.meld_texts()))
        self.record_edit()

    # --- language ---
    def retranslate(self) -> None:
        self.retranslate_header(self.tr("Duzihu calculator"), self.tr("Empty the hand and the melds"))
        self.examples_button.setToolTip(self.tr("Load a worked example"))
        self.retranslate_saved()
        self.picker.retranslate()
        self.meld_editor.retranslate()
        self.jiang_heading.setText(self.tr("Turned jiang"))
        self.jiang_label.setText(self.tr("&Jiang:"))
        self.jiang2_label.setText(self.tr("Second (shuangjiang):"))
        self.jiang_combo.setToolTip(self.tr("The card turned as jiang after the deal"))
        self.jiang2_combo.setToolTip(self.tr("Shuangjiang turns a second card"))
        self.faces_heading.setText(self.tr("Concealed cards, the winning card included"))
        self.melds_heading.setText(self.tr("Table &melds: kind and card, then Add"))
        self.win_heading.setText(self.tr("The winning card"))
        self.win_label.setText(self.tr("&Card:"))
        self.win_combo.setToolTip(self.tr("Which card of the hand came last"))
        self.self_drawn_radio.setText(self.tr("Self-&drawn (自摸)"))
        self.discard_radio.setText(self.tr("&From a discard (别人出冲)"))
        self.last_card_box.setText(self.tr("The wall's last card (海底捞月)"))
        self.last_card_box.setToolTip(self.tr("Doubles a self-drawn win under the Rugao notes of the Nantong text"))
        self.extras_heading.setText(self.tr("Extras"))
        self.xi_box.setText(self.tr("Played with &Xi (喜)"))
        self.xi_box.setToolTip(self.tr("The five star cards; drawn ones are laid aside and counted"))
        self.xi_count_label.setText(self.tr("Xi drawn:"))
        self.xi_dealt_box.setText(self.tr("all from the deal"))
        self.tiancheng_box.setText(self.tr("The dealer won on the deal (天成)"))
        self.retranslate_rules(self.tr("Danjiang follows the Nantong single-jiang text, with or without its Rugao "
                                       "notes; shuangjiang follows the Rugao double-jiang text"))
        self.compare_box.setText(self.tr("C&ompare all three"))
        self.compare_box.setToolTip(self.tr("Score the same hand under every rule set, side by side"))
        self._fill_jiang_combos()
        self._fill_win_combo()
        self._fill_examples()
        self._analyze()

    def _fill_examples(self) -> None:
        notes = (
            self.tr("tazihu: sets worth 13 hu, dihu 20, total 70"),
            self.tr("piaohu: sets only, doubled"),
            self.tr("qinghu: runs only, with a wenqian"),
            self.tr("Rugao: self-drawn on the wall's last card"),
            self.tr("shuangjiang: half jiang, one turned card on an old jiang"),
        )
        self.set_examples([(self.example_text(e, note), e) for e, note in zip(EXAMPLES, notes)], self.load)

    def example_text(self, example: Example, note: str) -> str:
        """An Examples entry: rule set, the hand as typed, its melds in words (碰 六万, not peng:6m), the note."""
        words = [self.meld_editor.meld_words(text) for text in example.melds]
        table = (" + " + self.tr("%1 on the table").replace("%1", self.list_words(words))) if words else ""
        return f"{self.rules_name(example.rules, short=True)}: {example.hand}{table}  —  {note}"


__all__ = ["DuzihuCompare", "DuzihuMeldEditor", "DuzihuPage", "DuzihuResult", "EXAMPLES", "Example", "Outcome"]
