"""The 歪胡子 calculator: the 80 character cards drawn in red and black; a hand, its table melds
(碰 歪 溜 吃), the winning card, who revealed it, and the circumstances of the win (海捞, 报听, 天胡,
地胡); the best grouping drawn, the 息 line by line with sources, and which special hands apply and
why. A second mode checks a dealt hand (19 cards, the dealer's 20) for the 起手 specials.

The page decides no rule: it shows the engine's verdict (``engine.waihuzi``), whose lines say what
counted, what was refused and why, rendered in the reader's language. Scoring takes milliseconds and
runs on every change.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.hand_view import CardGroup, HandView
from archive_app.ui.pages.calculator import (BAD, GOOD, LEFT, MUTED, RESULT_STYLE, CalculatorPage, ResultPanel,
                                             chain_tab_order, fill_box, section)
from archive_app.ui.waihuzi_picker import WaihuziMeldEditor, WaihuziPicker, waihuzi_label
from engine.core.errors import InputError
from engine.core.verdict import Line
from engine.waihuzi.cards import ALL_CARDS, BY_CODE, NUM_KINDS
from engine.waihuzi.deal import UNITS_TO_WIN, Deal, DealSizeError, deal
from engine.waihuzi.groups import Group, Kind, parse_meld
from engine.waihuzi.rules import RuleSet
from engine.waihuzi.score import Hand, HandTooBig, Score, score

# Verdict notes shown elsewhere on the page (the drawing, the facts line, the total), not in the notes list.
SHOWN_ELSEWHERE = ("waihuzi.grouping.", "waihuzi.base", "waihuzi.total", "waihuzi.not_win", "waihuzi.special.")

MODES = ("score", "deal")

PAGE_STYLE = RESULT_STYLE + """
QLabel#total { font-size: 13pt; font-weight: bold; color: #2f3b33; }
"""


@dataclass(frozen=True)
class Example:
    hand: str
    melds: tuple[str, ...] = ()
    win: str | None = None
    last_card: bool = False
    baoting: bool = False
    tianhu: bool = False
    dihu: bool = False
    mode: str = "score"
    revealed_by: str = "self"


EXAMPLES: tuple[Example, ...] = (
    Example("333d 270d 456x 678d 123x 789x", ("wai:9d",), "8x"),  # the reference example: valid, 9 xi
    Example("555x 123d 456d 789d 99x", ("wai:4x",), "9x"),  # 一坎一歪: the smallest win, 8
    Example("555x 123d 456d 789x 99x", ("chi:345d",), "9x"),  # 4 xi: not enough
    Example("222x 777x 000x 270d 22d 456x", ("wai:0d",), "2d"),  # 十三红 with 17 reds
    Example("111x 333x 444d 666d 888d 99x", ("wai:5x",), "9x", last_card=True),  # 对子息 全黑 行行息 海捞
    Example("555x 666x 123d 456d 789d", ("wai:4x",), "5x", last_card=True, revealed_by="other"),  # 碰, 海捞
    Example("1111d 1111x 0000x 0000d 456d 5x", mode="deal"),  # the text's own 死手牌
    Example("1234567890x 123456789d", mode="deal"),  # 无对
    Example("112233445566778899x 1d", mode="deal"),  # 九对
)
DEFAULT_EXAMPLE = 0
DEFAULT_DEAL = 6


class WaihuziResult(ResultPanel):
    """The verdict: 息 total, the grouping drawn, the breakdown, the special hands and notes."""

    def __init__(self, page: WaihuziPage) -> None:
        super().__init__(page)
        self.groups_heading = section()
        self.hand_view = HandView(84)
        self.xi_heading = section()
        self.xi_lines = self.reason_list()
        self.total = QtWidgets.QLabel()
        self.total.setObjectName("total")
        self.specials_heading = section()
        self.specials = self.reason_list()
        self.notes_heading = section()
        self.notes = self.reason_list()
        self.lay_out((self.verdict, self.facts, 4, self.groups_heading, self.hand_view, self.legend, 4, self.xi_heading,
                      self.xi_lines, self.total, 4, self.specials_heading, self.specials, 4, self.notes_heading,
                      self.notes))

    def _details(self) -> tuple[QtWidgets.QWidget, ...]:
        return (self.facts, self.groups_heading, self.hand_view, self.legend, self.xi_heading, self.xi_lines, self.total,
                self.specials_heading, self.specials, self.notes_heading, self.notes)

    def show_message(self, text: str, error: bool) -> None:
        for w in self._details():
            w.setVisible(False)
        for lines in self.reason_lists:
            lines.set_lines([])
        self.hand_view.set_groups([])
        self.verdict.setText(text)
        self.verdict.setStyleSheet(self.page.css(f"color: {BAD if error else MUTED}; font-size: 12pt; "
                                                 "font-weight: normal;"))

    def line(self, line: Line, tone: str = "") -> tuple[str, str, str]:
        """A verdict line in the reader's language, with its source paragraphs."""
        return (self._text(line.text("zh"), line.text("en")), line.reason.source, tone)

    def kind_name(self, g: Group) -> str:
        if self._zh():
            return self.ctx.zh(g.zh)
        return {Kind.KAN: self.tr("kan"), Kind.WAI: self.tr("wai"), Kind.PENG: self.tr("peng"), Kind.LIU: self.tr("liu"),
                Kind.SHUN: self.tr("run"), Kind.ERQISHI: self.tr("2-7-10"), Kind.PAIR: self.tr("diaozi pair")}[g.kind]

    # --- a win ---
    def show_score(self, s: Score) -> None:
        for w in self._details():
            w.setVisible(True)
        self.groups_heading.setText(self.tr("The grouping with the most xi"))
        self.legend.setText(self.tr("Shaded green: melds on the table. Gold: groups that score xi. "
                                    "Framed red: the drawn winning card (or cards with no group)."))
        self.xi_heading.setText(self.tr("Xi, line by line (each links to its source)"))
        self.specials_heading.setText(self.tr("Special hands: which apply and why"))
        self.notes_heading.setText(self.tr("Notes"))
        opts = s.options
        if s.valid:
            self.verdict.setText(self.tr("Win · %1 xi").replace("%1", str(s.xi)))
            self.verdict.setStyleSheet(f"color: {GOOD};")
        elif s.leftover:
            self.verdict.setText(self.tr("Not a win: 1 card in no group") if len(s.leftover) == 1 else
                                 self.tr("Not a win: %1 cards in no group").replace("%1", str(len(s.leftover))))
            self.verdict.setStyleSheet(f"color: {BAD};")
        else:
            self.verdict.setText(self.tr("Not a win: %1 xi, %2 needed").replace("%1", str(s.base_xi))
                                 .replace("%2", str(opts.min_xi)))
            self.verdict.setStyleSheet(f"color: {BAD};")
        ways = (self.tr("the only way to group these cards") if s.groupings == 1 else
                self.tr("the best of %1 ways to group these cards").replace("%1", str(s.groupings)))
        self.facts.setText(self.tr("Base %1 xi (groups and the win), %2 needed · %3 cards · %4")
                           .replace("%1", str(s.base_xi)).replace("%2", str(opts.min_xi))
                           .replace("%3", str(len(s.hand.all_cards))).replace("%4", ways))
        self.hand_view.set_groups(self._groups(s))
        v = s.verdict()
        lines = [self.line(x, "good" if x.rule.startswith("waihuzi.special.") else "")
                 for x in v.of_kind("applied") if x.value]
        lines += [self.line(x, "bad") for x in v.of_kind("error")]
        self.xi_lines.set_lines(lines)
        self.total.setText(self.tr("Total: %1 xi").replace("%1", str(s.xi)) if s.valid else
                           self.tr("Its groups count %1 xi; hao and special hands count only for a win.")
                           .replace("%1", str(s.xi)))
        specials = [self.line(x, {"applied": "good", "refused": "muted"}.get(x.kind, "muted"))
                    for x in v.find("waihuzi.special.")]
        self.specials.set_lines(specials)
        notes = [self.line(x, "muted") for x in v.of_kind("note") if not x.rule.startswith(SHOWN_ELSEWHERE)]
        self.notes.set_lines(notes)
        self.notes_heading.setVisible(bool(notes))
        self.notes.setVisible(bool(notes))

    def _groups(self, s: Score) -> list[CardGroup]:
        out = []
        xi = self.tr("+%1 xi")
        win = s.hand.win.code if s.hand.win else None
        for g in s.groups:
            codes = tuple(c.code for c in g.cards)
            marked = frozenset({codes.index(win)}) if g.win and win in codes else frozenset()
            tone = "table" if not g.concealed else "good" if g.xi else "muted" if g.kind is Kind.PAIR else ""
            out.append(CardGroup(codes, self.kind_name(g), xi.replace("%1", str(g.xi)) if g.xi else "", tone, marked,
                                 tooltip=self._text(g.reason.zh, g.reason.en)))
        if s.leftover:
            codes = tuple(c.code for c in s.leftover)
            out.append(CardGroup(codes, self.tr("no group"), "", "bad", frozenset(range(len(codes)))))
        return out

    # --- a deal ---
    def show_deal(self, d: Deal) -> None:
        for w in self._details():
            w.setVisible(True)
        for w in (self.legend, self.xi_heading, self.xi_lines, self.notes_heading, self.notes):
            w.setVisible(False)
        self.xi_lines.set_lines([])
        self.notes.set_lines([])
        self.groups_heading.setText(self.tr("The dealt hand: dui (kinds held twice or more) and singles"))
        self.specials_heading.setText(self.tr("Specials on the deal (起手): which apply and why"))
        if d.wins:
            self.verdict.setText(self.tr("Wins on the deal · %1 xi").replace("%1", str(d.xi)))
            self.verdict.setStyleSheet(f"color: {GOOD};")
        else:
            self.verdict.setText(self.tr("No special hand on the deal"))
            self.verdict.setStyleSheet(f"color: {MUTED};")
        who = self.tr("the dealer") if len(d.cards) == 20 else self.tr("a player")
        self.facts.setText(self.tr("%1 cards (%2) · %3 dui · at most %4 menzi reachable, %5 needed")
                           .replace("%1", str(len(d.cards))).replace("%2", who).replace("%3", str(d.pairs))
                           .replace("%4", f"{d.units:g}").replace("%5", f"{UNITS_TO_WIN:g}"))
        counts = [0] * NUM_KINDS
        for c in d.cards:
            counts[c.index] += 1
        groups = [CardGroup((ALL_CARDS[k].code,) * n, self.tr("dui"), "", "good") for k, n in enumerate(counts) if n >= 2]
        singles = tuple(ALL_CARDS[k].code for k, n in enumerate(counts) if n == 1)
        if singles:
            groups.append(CardGroup(singles, self.tr("singles"), "", "muted"))
        self.hand_view.set_groups(groups)
        self.total.setText(self.tr("Total: %1 xi").replace("%1", str(d.xi)) if d.wins else "")
        self.total.setVisible(d.wins)
        v = d.verdict()
        self.specials.set_lines([self.line(x, "good" if x.kind == "applied" else "muted")
                                 for x in v.lines if x.kind in ("applied", "refused")])


class WaihuziPage(CalculatorPage):
    key = "waihuzi"
    STYLE = PAGE_STYLE

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.result: Score | None = None
        self.deal_result: Deal | None = None
        self.error = ""
        self.last_ms = 0.0
        self._texts = {"score": "", "deal": EXAMPLES[DEFAULT_DEAL].hand}
        self._last_cards: dict[str, list] = {mode: [] for mode in MODES}  # the last hand each mode could read

        top = self.build_header()
        top.addSpacing(12)
        self.mode_tabs = QtWidgets.QTabBar()
        self.mode_tabs.setDrawBase(False)
        self.mode_tabs.setExpanding(False)
        self.mode_tabs.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        for _ in MODES:
            self.mode_tabs.addTab("")
        top.addWidget(self.mode_tabs, 0, QtCore.Qt.AlignmentFlag.AlignBottom)
        top.addStretch(1)

        self.picker = WaihuziPicker(ctx, 80, self, detached=True)
        self.add_notation(self.picker)

        # --- left: faces, melds, the win ---
        self.faces_heading = section()
        self.melds_heading = section()
        self.meld_editor = WaihuziMeldEditor(ctx)
        self.melds_heading.setBuddy(self.meld_editor.kind_combo)
        win_row = self.build_win_row()
        self.revealed_box = QtWidgets.QCheckBox()
        self.last_card_box = QtWidgets.QCheckBox()
        self.baoting_box = QtWidgets.QCheckBox()
        self.tianhu_box = QtWidgets.QCheckBox()
        self.dihu_box = QtWidgets.QCheckBox()
        self.strict_box = QtWidgets.QCheckBox()
        self.deal_hint = QtWidgets.QLabel()
        self.deal_hint.setWordWrap(True)
        self.deal_hint.setObjectName("subtitle")

        self.score_inputs = QtWidgets.QWidget()
        score_box = QtWidgets.QVBoxLayout(self.score_inputs)
        score_box.setContentsMargins(0, 0, 0, 0)
        score_box.setSpacing(6)
        fill_box(score_box, (self.melds_heading, self.meld_editor, 4, self.win_heading, win_row, self.revealed_box,
                             self.last_card_box, self.baoting_box, self.tianhu_box, self.dihu_box, 4, self.strict_box))

        # --- right: the verdict ---
        self.results = [WaihuziResult(self)]

        self.build_columns([self.faces_heading, (self.picker.grid, LEFT), self.deal_hint, 4, self.score_inputs],
                           [self.results[0]])

        # --- signals ---
        self.mode_tabs.currentChanged.connect(self._mode_changed)
        self.picker.changed.connect(self._hand_changed)
        self.meld_editor.changed.connect(self._melds_changed)
        self.win_combo.currentIndexChanged.connect(lambda _i: self._analyze())
        for box in (self.revealed_box, self.last_card_box, self.baoting_box, self.tianhu_box, self.dihu_box,
                    self.strict_box):
            box.toggled.connect(lambda _on: self._flags_changed())

        chain_tab_order([self.examples_button, self.clear_button, self.mode_tabs, self.picker.edit, self.picker.grid,
                         self.meld_editor.kind_combo, self.meld_editor.card_combo, self.meld_editor.add_button,
                         self.win_combo, self.revealed_box, self.last_card_box, self.baoting_box, self.tianhu_box, self.dihu_box,
                         self.strict_box])

        self.load(EXAMPLES[DEFAULT_EXAMPLE])
        self.remember(self.strict_box, "waihuzi_strict")  # remembered between runs
        self.retranslate()
        self.start_history("waihuzi_in_progress")  # the hand left here last time, and Ctrl+Z / Ctrl+Shift+Z

    # --- mode ---
    def mode(self) -> str:
        return MODES[self.mode_tabs.currentIndex()]

    def set_mode(self, mode: str) -> None:
        self.mode_tabs.setCurrentIndex(MODES.index(mode))

    def _mode_changed(self, index: int) -> None:
        mode = MODES[index]
        other = MODES[1 - index]
        self._texts[other] = self.picker.text()
        self._batch = True
        try:
            self.picker.set_used([0] * NUM_KINDS if mode == "deal" else self.meld_editor.counts())
            self.picker.set_text(self._texts[mode])
        finally:
            self._batch = False
        self.score_inputs.setVisible(mode == "score")
        self.deal_hint.setVisible(mode == "deal")
        self._fill_win_combo()
        self._analyze()

    # --- input ---
    def _hand_changed(self) -> None:
        if self._batch:
            return
        self.meld_editor.set_used(self.picker.counts() if self.mode() == "score" else [0] * NUM_KINDS)
        self._fill_win_combo()
        self._analyze()

    def _melds_changed(self) -> None:
        if self.mode() == "score":
            self.picker.set_used(self.meld_editor.counts())  # re-parses: emits changed, which analyses

    def _flags_changed(self) -> None:
        tianhu = self.tianhu_box.isChecked()
        for box in (self.revealed_box, self.last_card_box, self.baoting_box, self.dihu_box):
            box.setEnabled(not tianhu)
        self.last_card_box.setEnabled(not tianhu and not self.dihu_box.isChecked())
        self.dihu_box.setEnabled(not tianhu and not self.last_card_box.isChecked())
        self.win_combo.setEnabled(not tianhu and self.win_combo.count() > 0 and self.win_combo.itemData(0) is not None)
        self._flag_tooltips()
        self._analyze()

    def _flag_tooltips(self) -> None:
        """Say why a flag is greyed out: 天胡 is won on the deal; 地胡 and 海捞 exclude each other."""
        tianhu = self.tr("Not with tianhu (天胡): that win is on the deal itself")
        for box in (self.revealed_box, self.last_card_box, self.baoting_box, self.dihu_box):
            box.setToolTip(tianhu if self.tianhu_box.isChecked() else "")
        if not self.tianhu_box.isChecked():
            if self.dihu_box.isChecked():
                self.last_card_box.setToolTip(self.tr("Not with dihu (地胡): the first card drawn is not the last"))
            if self.last_card_box.isChecked():
                self.dihu_box.setToolTip(self.tr("Not with hailao (海捞): the last card drawn is not the first"))
        self.win_combo.setToolTip(self.tr("No card is drawn in a tianhu (天胡)") if self.tianhu_box.isChecked()
                                  else self.tr("The card revealed from the stock that completed the hand"))
        if not self.tianhu_box.isChecked():
            self.revealed_box.setToolTip(self.tr("Another player revealed (揭) the winning card from the stock"))

    def _fill_win_combo(self) -> None:
        # while a card is half typed, the cards of the last hand that could be read (the choice stays)
        cards = self._last_cards["score"] if self.picker.error() else self.picker.cards()
        self.fill_win_combo(cards if self.mode() == "score" else [], BY_CODE,
                            lambda card: waihuzi_label(card, self.ctx), enabled=not self.tianhu_box.isChecked())

    def load(self, example: Example) -> None:
        self._batch = True
        try:
            if example.mode != self.mode():
                self.set_mode(example.mode)
            if example.mode == "deal":
                self.picker.set_text(example.hand)
            else:
                for box, on in ((self.tianhu_box, example.tianhu), (self.last_card_box, example.last_card),
                                (self.baoting_box, example.baoting), (self.dihu_box, example.dihu),
                                (self.revealed_box, example.revealed_by == "other")):
                    box.setChecked(on)
                self.picker.set_text("")
                self.meld_editor.set_melds(example.melds)
                self.picker.set_used(self.meld_editor.counts())
                self.picker.set_text(example.hand)
                self.meld_editor.set_used(self.picker.counts())
                self._fill_win_combo()
                if example.win:
                    self.set_win(example.win)
        finally:
            self._batch = False
        self.score_inputs.setVisible(self.mode() == "score")
        self.deal_hint.setVisible(self.mode() == "deal")
        self._flags_changed()

    def clear(self) -> None:
        with self.one_edit("clear"):
            self._clear()
        self.picker.edit.setFocus()

    def _clear(self) -> None:
        self._batch = True
        try:
            self.picker.set_text("")
            if self.mode() == "score":
                self.meld_editor.set_melds([])
                self.picker.set_used([0] * NUM_KINDS)
                for box in (self.revealed_box, self.last_card_box, self.baoting_box, self.tianhu_box, self.dihu_box):
                    box.setChecked(False)
        finally:
            self._batch = False
        self.meld_editor.set_used([0] * NUM_KINDS)
        self._fill_win_combo()
        self._flags_changed()

    # --- undo and the hand in progress ---
    FLAGS = ("revealed", "last_card", "baoting", "tianhu", "dihu")

    def _flag_boxes(self) -> dict[str, QtWidgets.QCheckBox]:
        return dict(zip(self.FLAGS, (self.revealed_box, self.last_card_box, self.baoting_box, self.tianhu_box,
                                     self.dihu_box)))

    def state(self) -> dict:
        texts = {**self._texts, self.mode(): self.picker.text()}
        return {"mode": self.mode(), "score": texts["score"], "deal": texts["deal"], "melds": self.meld_editor.meld_texts(),
                "win": self.win_code(), "strict": self.strict_box.isChecked(),
                **{name: box.isChecked() for name, box in self._flag_boxes().items()}}

    def restore_state(self, state: dict) -> None:
        flags = {name: bool(state.get(name, False)) for name in self.FLAGS}
        win = state.get("win") if state.get("win") in BY_CODE else None
        self.strict_box.setChecked(bool(state.get("strict", self.strict_box.isChecked())))
        self.load(Example(str(state.get("score", "")), tuple(m for m in state.get("melds", []) if isinstance(m, str)),
                          win, flags["last_card"], flags["baoting"], flags["tianhu"], flags["dihu"], "score",
                          "other" if flags["revealed"] else "self"))
        self._texts["deal"] = str(state.get("deal", ""))
        if state.get("mode") == "deal":
            self.set_mode("deal")

    def state_names(self) -> dict[str, str]:
        return {**super().state_names(), "mode": self.tr("the mode"), "score": self.tr("the hand"),
                "deal": self.tr("the dealt hand"), "melds": self.tr("the table melds"),
                "win": self.tr("the winning card"), "strict": self.tr("the card count check"),
                "revealed": self.tr("revealed by another player"), "last_card": self.tr("the last card"),
                "baoting": self.tr("baoting"), "tianhu": self.tr("tianhu"), "dihu": self.tr("dihu")}

    # --- analysis ---
    def options(self) -> RuleSet:
        return RuleSet.named("waihuzi-strict" if self.strict_box.isChecked() else "waihuzi")

    def _analyze(self) -> None:
        if self._batch:
            return
        view = self.results[0]
        self.result, self.deal_result, self.error = None, None, ""
        start = time.perf_counter()
        # While the notation cannot be read (a card half typed), the verdict stays that of the last hand that
        # could be, marked as such; the notation line shows what is wrong.
        stale = bool(self.picker.error())
        if not stale:
            self._last_cards[self.mode()] = self.picker.cards()
        cards = self._last_cards[self.mode()]
        if self.mode() == "deal":
            if not cards:
                view.show_message(self.tr("Type or pick a dealt hand: 19 cards, or the dealer's 20."), False)
            else:
                try:
                    self.deal_result = deal(cards, self.options())
                    view.show_deal(self.deal_result)
                except DealSizeError as e:
                    self.error = self.tr("A dealt hand has 19 cards, the dealer's 20; this one has %1.").replace(
                        "%1", str(e.cards))
                    view.show_message(self.error, True)
        elif not cards and not self.meld_editor.melds():
            view.show_message(self.tr("Pick the hand (the drawn winning card among it), the melds and the winning "
                                      "card to see its xi."), False)
        else:
            tianhu = self.tianhu_box.isChecked()
            try:
                hand = Hand(tuple(cards), tuple(self.meld_editor.melds()), None if tianhu else
                            (BY_CODE[self.win_code()] if self.win_code() else None),
                            last_card=self.last_card_box.isChecked() and not tianhu,
                            baoting=self.baoting_box.isChecked() and not tianhu, tianhu=tianhu,
                            dihu=self.dihu_box.isChecked() and not tianhu,
                            revealed_by="other" if self.revealed_box.isChecked() and not tianhu else "self")
                self.result = score(hand, self.options())
                view.show_score(self.result)
            except InputError as e:
                self.error = self._engine_error(e)
                view.show_message(self.error, True)
        view.set_stale(stale and (self.result is not None or self.deal_result is not None))
        self.record_edit()
        if stale:  # what is shown is not the hand typed
            self.result = self.deal_result = None
        self.last_ms = (time.perf_counter() - start) * 1000
        self.clear_button.setEnabled(bool(self.picker.text() or (self.mode() == "score" and self.meld_editor.melds())))

    def _engine_error(self, e: InputError) -> str:
        if isinstance(e, HandTooBig):
            return self.tr("%1 cards in the hand and melds: a winning hand holds at most %2.").replace(
                "%1", str(e.cards)).replace("%2", str(e.limit))
        if e.token == "--win-card":
            return self.tr("Choose the winning card: a win is on a card revealed from the stock.")
        if e.token == "--hand":
            return self.tr("The hand is empty: the concealed cards hold at least the winning card.")
        if e.token in BY_CODE:
            return self.tr("“%1”: more than four copies, counting the hand and the melds.").replace("%1", e.token)
        return self.tr("Cannot score this hand (“%1”): %2").replace("%1", e.token).replace("%2", str(e))

    # --- language ---
    def retranslate(self) -> None:
        self.retranslate_header(self.tr("Waihuzi calculator"),
                                self.tr("Empty the hand (and, when scoring, the melds and flags)"))
        self.examples_button.setToolTip(self.tr("Load a worked example"))
        self.mode_tabs.setTabText(0, self.tr("Score a win"))
        self.mode_tabs.setTabText(1, self.tr("Check a deal (起手)"))
        self.mode_tabs.setTabToolTip(0, self.tr("Xi of a finished hand: groups, hao and special hands"))
        self.mode_tabs.setTabToolTip(1, self.tr("Specials of a dealt hand of 19 cards (the dealer's 20)"))
        self.mode_tabs.setAccessibleName(self.tr("Mode"))
        self.picker.retranslate()
        self.meld_editor.retranslate()
        reds = self.ctx.zh(" ".join(c.zh for c in ALL_CARDS if c.is_red))  # the engine's red cards (s004.p010)
        self.faces_heading.setText(self.tr("Cards: red %1, the rest black").replace("%1", reds))
        self.melds_heading.setText(self.tr("Table &melds: kind and card, then Add"))
        self.win_heading.setText(self.tr("The win (on a card revealed from the stock, never a discard)"))
        self.win_label.setText(self.tr("&Winning card:"))
        self.revealed_box.setText(self.tr("Revealed by another player (别家揭出)"))
        self.last_card_box.setText(self.tr("On the last card of the stock (海捞)"))
        self.baoting_box.setText(self.tr("Ready from the deal, no card changed (报听)"))
        self.tianhu_box.setText(self.tr("Dealer wins on the 20 dealt cards (天胡)"))
        self.tianhu_box.setToolTip(self.tr("No card is drawn: the winning card is not asked for"))
        self.dihu_box.setText(self.tr("Won on the first card drawn (地胡)"))
        self.strict_box.setText(self.tr("Check the card count (多牌少牌为死手)"))
        self.strict_box.setToolTip(self.tr("A hand with too many or too few cards is dead and cannot win (s004.p025)"))
        self.deal_hint.setText(self.tr("A dealt hand: 19 cards, the dealer's 20. Dui are kinds held twice or more; "
                                       "a kan or a nei hao counts as one."))
        self._fill_win_combo()
        self._flag_tooltips()
        self._fill_examples()
        self._analyze()

    def _fill_examples(self) -> None:
        notes = (
            self.tr("the reference example: 9 xi"),
            self.tr("one kan and one wai: the smallest win, 8 xi"),
            self.tr("4 xi: not enough to win"),
            self.tr("thirteen red, with 17 red cards"),
            self.tr("all alike, all black, on the last card"),
            self.tr("another player's card: peng, not wai; hailao"),
            self.tr("deal: the text's own dead hand"),
            self.tr("deal: not one dui"),
            self.tr("deal: nine dui"),
        )
        self.set_examples([(self.example_text(example, note), example) for example, note in zip(EXAMPLES, notes)],
                          self.load)

    def example_text(self, example: Example, note: str) -> str:
        """An Examples entry: the hand as typed, its melds and winning card in words (歪 玖, not wai:9d), the note."""
        words = []
        for text in example.melds:
            group = parse_meld(text)
            cards = group.cards[:1] if group.kind in (Kind.PENG, Kind.WAI, Kind.LIU) else group.cards
            names = ("" if self.ctx.lang == "zh" else " ").join(waihuzi_label(c, self.ctx) for c in cards)
            words.append(f"{self.results[0].kind_name(group)} {names}")
        table = (" + " + self.tr("%1 on the table").replace("%1", self.list_words(words))) if words else ""
        win = (" · " + self.tr("win on %1").replace("%1", waihuzi_label(BY_CODE[example.win], self.ctx))
               if example.win else "")
        return f"{example.hand}{table}{win}  —  {note}"


__all__ = ["EXAMPLES", "Example", "WaihuziPage", "WaihuziResult"]
