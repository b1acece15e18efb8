"""The 笃子胡 calculator: pick the turned 将, the hand and its melds, the winning card and how it
came; see whether it is a win, the reading drawn, the 胡数 line by line with the source of each,
the type (飘 / 清 / 塌) and the total — under one rule set, or all three side by side.

Scoring is pure Python (``engine.duzihu``) and takes a few milliseconds, so it runs on the UI
thread on every change.
"""

from __future__ import annotations

import html
import time
from collections.abc import Sequence
from dataclasses import dataclass

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.card_picker import LONG_CARDS, CardPicker, card_label
from archive_app.ui.context import AppContext
from archive_app.ui.deck_picker import DeckMeldEditor
from archive_app.ui.hand_view import CardGroup, HandView
from archive_app.ui.pages.calculator import (BAD, GOOD, LEFT, MUTED, RESULT_STYLE, CalculatorPage, ResultPanel,
                                             card_icon, chain_tab_order, clear_layout, compact_combo, section)
from engine.cards import ALL_CARDS, BY_CODE, Card, format_cards
from engine.core.errors import InputError
from engine.core.reason import Text
from engine.core.verdict import APPLIED, ERROR, REFUSED, Line
from engine.duzihu import Group, Hand, HandType, Kind, RuleSet, Score, copies_left, score, turned_out
from engine.duzihu.reasons import group_name, item_name

RULES = ("danjiang", "danjiang+rugao", "shuangjiang")
MELD_KINDS = ("peng", "gang", "angang", "long")
XI_CODE = "X"


@dataclass(frozen=True)
class Example:
    rules: str
    jiang: tuple[str, ...]
    hand: str
    melds: tuple[str, ...]
    win: str
    self_drawn: bool = False
    last_card: bool = False
    xi: int | None = None
    tiancheng: bool = False


EXAMPLES: tuple[Example, ...] = (
    # the worked example of docs/rules/duzihu.md: valid, 塌, base 13, 底胡 20, total 70
    Example("danjiang", ("4s", "2m"), "999m 234m 678s 123p 456p 55p", ("peng:6m", "peng:7p"), "5p"),
    # 飘: three alike only, doubled
    Example("danjiang", ("4s", "2m"), "111m 333s 555p QQQ 888m 99p", ("peng:6m", "peng:7p"), "9p", self_drawn=True),
    # 清: runs only, with a 文钱
    Example("danjiang", ("4s", "2m"), "123m 456m 789m 234s 678s 123p 456p 55p", (), "5p", self_drawn=True),
    # 如皋: 海底捞月 on a self-drawn last card
    Example("danjiang+rugao", ("4s", "2m"), "999m 234m 678s 123p 456p 55p", ("peng:6m", "peng:7p"), "5p",
            self_drawn=True, last_card=True),
    # 双将: 双龙会, both turned cards on 老将
    Example("shuangjiang", ("4s", "H"), "999s 234m 678s 123p 456p 55p", ("peng:Q", "peng:B"), "5p"),
)
DEFAULT_EXAMPLE = 0

PAGE_STYLE = RESULT_STYLE + """
QLabel#compareSummary { font-weight: bold; }
QLabel#total { font-size: 13pt; font-weight: bold; color: #2f3b33; }
QPushButton#columnHead { border: none; background: transparent; color: #5a1f17; font-weight: bold;
                         text-align: left; padding: 0px; text-decoration: underline; }
QPushButton#columnHead:focus { border: 1px dotted #8c2f23; }
QPushButton#columnHead:checked { color: #8c2f23; text-decoration: none; }
"""


# --------------------------------------------------------------------------------------------- melds

# Shared strings that 笃子胡 words its own way in Chinese (亮牌 for a table meld, 移除 to remove one):
# tr() looks in the instance's own class context first, so these entries win over deck_picker's.
_OWN_WORDING = (
    QtCore.QT_TRANSLATE_NOOP("DuzihuMeldEditor", "No melds on the table."),
    QtCore.QT_TRANSLATE_NOOP("DuzihuMeldEditor", "Remove %1"),
)


@dataclass(frozen=True)
class TableMeld:
    """A table meld as written (``peng:6m``, which ``str()`` gives back) and the cards it holds."""

    text: str
    cards: tuple[Card, ...]

    @property
    def kind(self) -> str:
        return self.text.partition(":")[0]

    def __str__(self) -> str:
        return self.text


class DuzihuMeldEditor(DeckMeldEditor):
    """Table melds of 笃子胡: 碰, 明杠, 暗杠 or 龙 of one card (no 喜), chosen from lists, then Add.

    Melds keep the text they were given. A meld of a turned jiang holds only the copies left
    (``set_turned``); one that no longer fits them still shows, as written, for the page to flag."""

    deck = LONG_CARDS
    KIND_CHARS = 6

    def __init__(self, ctx=None, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(MELD_KINDS, ctx, parent)
        self._turned: tuple[str, ...] = ()
        self.card_combo = QtWidgets.QComboBox()
        self.card_combo.setMaxVisibleItems(16)
        compact_combo(self.card_combo, 6)
        dpr = self.devicePixelRatioF()
        for card in ALL_CARDS:
            if card.code != XI_CODE:
                self.card_combo.addItem(card_icon(card.code, dpr), card.code, card.code)
        self.entry_row.insertWidget(1, self.card_combo, 1)  # kind, card, Add
        self.retranslate()

    # --- public ---
    def set_melds(self, texts: Sequence[str]) -> None:
        """Replace the melds; any text is kept (see :meth:`_meld`)."""
        super().set_melds([self._meld(str(t)) for t in texts])

    def set_turned(self, turned: Sequence[str]) -> None:
        """The turned jiang: a meld of a turned card holds only the copies left (s002.p015)."""
        if tuple(turned) != self._turned:
            self._turned = tuple(turned)
            self._melds = [self._meld(m.text) for m in self._melds]
            self._rebuild_chips()

    def add_from_row(self) -> bool:
        return self.add(f"{self.kind_combo.currentData()}:{self.card_combo.currentData()}")

    def remove(self, index: int) -> None:
        if 0 <= index < len(self._melds):
            self._set_error("", "")  # removing a meld also clears the last error
        super().remove(index)

    # --- the 笃子胡 specifics ---
    def parse_meld(self, text: str) -> TableMeld:
        return TableMeld(text, Group.parse_meld(text, self._remaining).cards)

    def _remaining(self, card: Card) -> int:
        return copies_left(self._turned)[card.index]

    def _meld(self, text: str) -> TableMeld:
        """``text`` with the copies left by the turned jiang, else with every copy, else with no cards."""
        try:
            return self.parse_meld(text)
        except InputError:
            try:
                return TableMeld(text, Group.parse_meld(text).cards)
            except InputError:
                return TableMeld(text, ())

    def kind_text(self, kind: str) -> str:
        return {"peng": self.tr("peng 碰"), "gang": self.tr("open gang 明杠"), "angang": self.tr("concealed gang 暗杠"),
                "long": self.tr("long 龙 (four dealt)")}.get(kind, kind)

    def chip_text(self, kind: str) -> str:
        return {"peng": self.tr("peng"), "gang": self.tr("open gang"), "angang": self.tr("concealed gang"),
                "long": self.tr("long")}.get(kind, kind)

    def messages(self) -> dict[str, str]:
        return {**super().messages(),
                "parse": self.tr("“%1” cannot be melded: a turned jiang leaves fewer copies of its card."),
                "copies": self.tr("“%1”: more than four copies, counting the hand, the turned jiang and the other "
                                  "melds.")}

    def retranslate_entry(self) -> None:
        self.kind_combo.setToolTip(self.tr("Kind of table meld: 碰 three, 明杠 four with a discard, 暗杠 four drawn "
                                           "in play, 龙 four from the deal"))
        self.kind_combo.setAccessibleName(self.tr("Meld kind"))
        for i in range(self.card_combo.count()):
            code = self.card_combo.itemData(i)
            self.card_combo.setItemText(i, f"{card_label(BY_CODE[code], self.ctx)} ({code})")
        self.card_combo.setToolTip(self.tr("The card of the meld"))
        self.card_combo.setAccessibleName(self.tr("Meld card"))
        self.add_button.setToolTip(self.tr("Lay this meld on the table"))


# --------------------------------------------------------------------------------------------- result

@dataclass
class Outcome:
    """One rule set's answer: a score, or the input error that stopped it."""

    rules: str
    score: Score | None = None
    error: str = ""


class DuzihuResult(ResultPanel):
    """One rule set's verdict: type and total, jiang, the reading drawn, set values, the breakdown."""

    def __init__(self, page: DuzihuPage) -> None:
        super().__init__(page)
        self.outcome: Outcome | None = None
        self.placeholder = False

        self.jiang_heading = section()
        self.jiang_lines = self.reason_list()
        self.reading_heading = section()
        self.hand_view = HandView(84)
        self.sets_heading = section()
        self.set_lines = self.reason_list()
        self.breakdown_heading = section()
        self.breakdown = self.reason_list()
        self.total = QtWidgets.QLabel()
        self.total.setObjectName("total")
        self.total.setWordWrap(True)
        self.notes_heading = section()
        self.notes = self.reason_list()
        self.lay_out((self.verdict, self.facts, 4, self.reading_heading, self.hand_view, self.legend, 4,
                      self.breakdown_heading, self.breakdown, self.total, 4, self.sets_heading, self.set_lines, 4,
                      self.jiang_heading, self.jiang_lines, 4, self.notes_heading, self.notes))

    def show_outcome(self, outcome: Outcome | None, placeholder: bool = False) -> None:
        self.outcome, self.placeholder = outcome, placeholder
        self.render()

    # --- names and lines: the engine's, in the UI's language ---
    def local(self, text: Text) -> str:
        return self._text(text.zh, text.en)

    def type_name(self, t: HandType | None) -> str:
        return "" if t is None else self.local(t.text)

    def kind_name(self, g: Group) -> str:
        return self.local(group_name(g))

    def line_text(self, line: Line) -> str:
        return self._text(line.text("zh"), line.text("en"))

    def reason_lines(self, lines: Sequence[Line], tone: str = "") -> list[tuple[str, str, str]]:
        return [(self.line_text(line), line.reason.source, tone) for line in lines]

    # --- drawing ---
    def render(self) -> None:
        o = self.outcome
        self.reading_heading.setText(self.tr("The reading that pays most"))
        self.legend.setText(self.tr("Shaded green: melds on the table. Gold: sets that carry hu. "
                                    "Framed red: the winning card."))
        self.sets_heading.setText(self.tr("Set values (胡数 of each set)"))
        self.breakdown_heading.setText(self.tr("Hu, line by line (each links to its source)"))
        self.jiang_heading.setText(self.tr("Which cards are jiang"))
        self.notes_heading.setText(self.tr("Notes and rules not counted"))
        details = (self.facts, self.reading_heading, self.hand_view, self.legend, self.sets_heading, self.set_lines,
                   self.breakdown_heading, self.breakdown, self.total, self.jiang_heading, self.jiang_lines,
                   self.notes_heading, self.notes)
        if o is None or o.score is None:
            for w in details:
                w.setVisible(False)
            if o is not None and o.error:
                self.verdict.setText(o.error)
                self.verdict.setStyleSheet(f"color: {BAD}; font-size: 12pt; font-weight: normal;")
            else:
                self.verdict.setText(self.tr("Pick the turned jiang, the hand and the winning card to see its hu."))
                self.verdict.setStyleSheet(f"color: {MUTED}; font-size: 12pt; font-weight: normal;")
            for lines in self.reason_lists:
                lines.set_lines([])
            self.hand_view.set_groups([])
            return
        s = o.score
        v = s.verdict()
        for w in details:
            w.setVisible(True)
        if s.valid:
            self.verdict.setText(self.tr("Win · %1 · %2 hu").replace("%1", self.type_name(s.type))
                                 .replace("%2", str(s.total)))
            self.verdict.setStyleSheet(f"color: {GOOD};")
            self.facts.setText(self.tr("Set values %1 → base hu (dihu) %2 · best of %3 reading(s) of %4 "
                                       "decomposition(s)").replace("%1", str(s.base)).replace("%2", str(s.dihu))
                               .replace("%3", str(s.readings)).replace("%4", str(s.alternatives)))
        else:
            self.verdict.setText(self.tr("Not a win"))
            self.verdict.setStyleSheet(f"color: {BAD};")
            self.facts.setText(self.tr("A win is seven sets (runs of one suit, three or four alike) and one pair."))
        self.hand_view.set_groups(self._groups(s))
        self.jiang_lines.set_lines(self.reason_lines(v.find("duzihu.jiang") + v.find("duzihu.jiang.tier")))
        if not s.valid:
            self.reading_heading.setText(self.tr("The hand as it stands"))
            self.legend.setText(self.tr("Shaded green: melds on the table. Red: the concealed cards, which make no "
                                        "reading as seven sets and a pair."))
            self.set_lines.set_lines([])
            self.breakdown.set_lines(self.reason_lines(v.of_kind(ERROR), "bad"))
            self.total.setText("")
            self.total.setVisible(False)
            self.sets_heading.setVisible(False)
            self.set_lines.setVisible(False)
            self.breakdown_heading.setText(self.tr("Why"))
            self.notes.set_lines([])
            self.notes_heading.setVisible(False)
            self.notes.setVisible(False)
            return
        sets = [(self._text(i.zh, i.en), i.source, "") for i in s.base_items]
        self.set_lines.set_lines(sets + self.reason_lines(v.find("duzihu.base")))
        kind = [line for line in v.find("duzihu.type.") if line.kind == APPLIED]
        lines = self.reason_lines(kind)
        lines += [(self._text(i.zh, i.en), i.source, "good" if i.factor > 1 else "") for i in s.breakdown]
        self.breakdown.set_lines(lines)
        self.total.setText(self.tr("Total: %1 hu").replace("%1", str(s.total)))
        notes = self.reason_lines(v.find("duzihu.choice") + v.find("duzihu.other_reading") + v.find("duzihu.xi.table_end"),
                                  "muted")
        self.notes.set_lines(notes + self.reason_lines(v.of_kind(REFUSED), "muted"))

    def _groups(self, s: Score) -> list[CardGroup]:
        if s.reading is None:  # not a win: the melds, then the concealed cards as they stand
            out = [CardGroup(tuple(c.code for c in g.cards), self.kind_name(g), "", "table")
                   for g in self.page.hand_melds()]
            cards = tuple(c.code for c in self.page.picker.cards())
            if cards:
                out.append(CardGroup(tuple(sorted(cards, key=lambda k: BY_CODE[k].index)), self.tr("hand"),
                                     self.tr("no reading as seven sets and a pair"), "bad"))
            return out
        hu = self.tr("+%1 hu")
        out = []
        win = self.page.win_code()
        for i, (g, value) in enumerate(zip(s.reading.groups, s.group_hu)):
            codes = tuple(c.code for c in g.cards)
            marked: frozenset[int] = frozenset()
            if i == s.reading.win_at and win in codes:
                marked = frozenset({codes.index(win)})
            tone = "table" if g.meld else "muted" if g.kind is Kind.PAIR else "good" if value else ""
            out.append(CardGroup(codes, self.kind_name(g), hu.replace("%1", str(value)) if value else "", tone, marked))
        return out


# --------------------------------------------------------------------------------------------- compare

class DuzihuCompare(QtWidgets.QFrame):
    """The three rule sets side by side: jiang case, verdict, set values, each line of hu, total."""

    show_rules = QtCore.Signal(str)

    def __init__(self, page: DuzihuPage) -> None:
        super().__init__()
        self.page = page
        self.ctx = page.ctx
        self.setObjectName("resultPanel")
        self.grid = QtWidgets.QGridLayout(self)
        self.grid.setContentsMargins(12, 10, 12, 10)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(3)
        self.heads: list[QtWidgets.QPushButton] = []
        self.cells: dict[tuple[str, str], str] = {}

    def cell(self, row: str, rules: str) -> str:
        """The text shown for ``row`` (an item rule, "verdict", "base", "total") under ``rules``."""
        return self.cells.get((row, rules), "")

    def show_outcomes(self, outcomes: Sequence[Outcome], current: str) -> None:
        clear_layout(self.grid)
        self.heads, self.cells = [], {}
        zh = self.ctx.lang == "zh"
        heading = section(self.tr("All three rule sets for this hand"))
        self.grid.addWidget(heading, 0, 0, 1, len(outcomes) + 1)
        for col, o in enumerate(outcomes, start=1):
            head = QtWidgets.QPushButton(self.page.rules_name(o.rules, short=True))
            head.setObjectName("columnHead")
            head.setCheckable(True)
            head.setChecked(o.rules == current)
            head.setCursor(QtCore.Qt.CursorShape.PointingHandCursor)
            head.setToolTip(self.tr("Show the details under %1").replace("%1", self.page.rules_name(o.rules)))
            head.clicked.connect(lambda _c=False, r=o.rules: self.show_rules.emit(r))
            self.grid.addWidget(head, 1, col)
            self.heads.append(head)
        rows: list[tuple[str, str]] = [("jiang", self.tr("Jiang")), ("verdict", self.tr("Verdict")),
                                       ("base", self.tr("Set values → dihu"))]
        seen = {r for r, _ in rows}
        for o in outcomes:
            s = o.score
            if s is not None:
                for i in s.breakdown:
                    if i.rule not in seen:
                        seen.add(i.rule)
                        name = item_name(i.rule)
                        rows.append((i.rule, self.ctx.zh(name.zh) if zh else f"{self.ctx.zh(name.zh)} · {name.en}"))
        rows.append(("total", self.tr("Total")))
        for o in outcomes:
            s = o.score
            if s is None:
                self.cells[("verdict", o.rules)] = o.error or "—"
                continue
            if s.jiang is not None:
                self.cells[("jiang", o.rules)] = self.page.results[0].local(s.jiang.case)
            if not s.valid:
                self.cells[("verdict", o.rules)] = self.tr("Not a win")
                continue
            self.cells[("verdict", o.rules)] = self.page.results[0].type_name(s.type)
            self.cells[("base", o.rules)] = f"{s.base} → {s.dihu}"
            for i in s.breakdown:
                self.cells[(i.rule, o.rules)] = f"×{i.factor} (+{i.hu})" if i.factor > 1 else f"+{i.hu}"
            self.cells[("total", o.rules)] = str(s.total)
        for r, (key, label) in enumerate(rows, start=2):
            name = QtWidgets.QLabel(f"<b>{html.escape(label)}</b>" if key == "total" else html.escape(label))
            name.setWordWrap(True)
            self.grid.addWidget(name, r, 0)
            for col, o in enumerate(outcomes, start=1):
                text = self.cells.get((key, o.rules), "—")
                value = QtWidgets.QLabel(f"<b>{html.escape(text)}</b>" if key == "total" else html.escape(text))
                value.setWordWrap(True)
                if key == "verdict" and (o.score is None or not o.score.valid):
                    value.setStyleSheet(f"color: {BAD};")
                self.grid.addWidget(value, r, col)
        self.grid.setColumnStretch(0, 3)
        for col in range(1, len(outcomes) + 1):
            self.grid.setColumnStretch(col, 2)


# --------------------------------------------------------------------------------------------- page

class DuzihuPage(CalculatorPage):
    key = "duzihu"
    STYLE = PAGE_STYLE
    LEFT_CAP, LEFT_SHARE = 360, 0.34

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.outcome: Outcome | None = None  # under the selected rule set
        self.outcomes: list[Outcome] = []
        self.last_ms = 0.0

        # --- header ---
        self.build_header().addStretch(1)

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
        self.timing = QtWidgets.QLabel()
        self.timing.setObjectName("subtitle")

        self.build_columns(
            [self.jiang_heading, jiang_row, 4, self.faces_heading, (self.picker.grid, LEFT), 4, self.melds_heading,
             self.meld_editor, 4, self.win_heading, win_row, how_row, self.last_card_box, 4, self.extras_heading,
             self.xi_box, self.xi_details, self.tiancheng_box],
            [rules_row, self.compare_panel, self.results[0], self.timing])

        # --- signals ---
        self.rules_combo.currentIndexChanged.connect(self._rules_changed)
        self.compare_box.toggled.connect(lambda _on: self._analyze())
        self.jiang_combo.currentIndexChanged.connect(lambda _i: self._jiang_changed())
        self.jiang2_combo.currentIndexChanged.connect(lambda _i: self._jiang_changed())
        self.picker.changed.connect(self._hand_changed)
        self.meld_editor.changed.connect(self._melds_changed)
        self.win_combo.currentIndexChanged.connect(lambda _i: self._analyze())
        self.how_group.buttonToggled.connect(lambda _b, on: on and self._analyze())
        self.last_card_box.toggled.connect(lambda _on: self._analyze())
        self.xi_box.toggled.connect(self._xi_toggled)
        self.xi_spin.valueChanged.connect(lambda _v: self._analyze())
        self.xi_dealt_box.toggled.connect(lambda _on: self._analyze())
        self.tiancheng_box.toggled.connect(lambda _on: self._analyze())

        chain_tab_order([self.examples_button, self.clear_button, self.picker.edit, self.jiang_combo,
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

    # --- rule sets ---
    def rules_name(self, name: str, short: bool = False) -> str:
        if short:
            return {"danjiang": self.tr("Danjiang"), "danjiang+rugao": self.tr("Danjiang + Rugao"),
                    "shuangjiang": self.tr("Shuangjiang")}[name]
        return {"danjiang": self.tr("Danjiang (s002)"),
                "danjiang+rugao": self.tr("Danjiang + Rugao notes (s002)"),
                "shuangjiang": self.tr("Shuangjiang (s003)")}[name]

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

    def _fill_win_combo(self) -> None:
        self.fill_win_combo(self.picker.cards(), BY_CODE, lambda card: card_label(card, self.ctx))

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
            self.jiang_combo.setCurrentIndex(max(0, self.jiang_combo.findData(example.jiang[0])))
            if len(example.jiang) > 1:
                self.jiang2_combo.setCurrentIndex(max(0, self.jiang2_combo.findData(example.jiang[1])))
            self.meld_editor.set_turned(self.turned())
            self.picker.set_text("")
            self.meld_editor.set_melds(example.melds)
            self.picker.set_text(example.hand)
            self._fill_win_combo()
            self.set_win(example.win)
            self.set_self_drawn(example.self_drawn)
            self.last_card_box.setChecked(example.last_card)
            self.tiancheng_box.setChecked(example.tiancheng)
        finally:
            self._batch = False
        self._update_jiang_visibility()
        self._sync_used()

    def clear(self) -> None:
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
    def _score(self, name: str) -> Outcome:
        rules = RuleSet.named(name)
        turned = self.turned(name)
        if len(turned) < rules.turned:
            return Outcome(name, error=self.tr("Pick the second turned jiang for %1.").replace("%1", self.rules_name(name)))
        try:
            hand = Hand.parse(format_cards(self.picker.cards()), jiang=turned, melds=self.meld_editor.meld_texts(),
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
        return self.tr("Cannot score this hand (“%1”): %2").replace("%1", token).replace("%2", str(e))

    def _analyze(self) -> None:
        if self._batch:
            return
        self._update_jiang_visibility()
        compare = self.compare()
        error = self.picker.error()
        empty = not self.picker.cards() and not self.meld_editor.meld_texts() and not error
        start = time.perf_counter()
        names = list(RULES) if compare else [self.rules()]
        outcomes = []
        for name in names:
            if error:
                outcomes.append(Outcome(name, error=error))
            elif empty:
                outcomes.append(Outcome(name))
            elif not self.win_code():
                outcomes.append(Outcome(name, error=self.tr("Choose the winning card: it is one of the hand's cards.")))
            else:
                outcomes.append(self._score(name))
        self.last_ms = (time.perf_counter() - start) * 1000
        self.outcomes = outcomes
        self.outcome = next(o for o in outcomes if o.rules == self.rules())
        self.results[0].show_outcome(None if empty else self.outcome, empty)
        self.compare_panel.setVisible(compare)
        if compare:
            self.compare_panel.show_outcomes(outcomes, self.rules())
        analysed = not empty and not error
        self.timing.setText(self.tr("Scored in %1 ms.").replace("%1", f"{self.last_ms:.1f}") if analysed else "")
        self.clear_button.setEnabled(bool(self.picker.text() or self.meld_editor.meld_texts()))

    # --- language ---
    def retranslate(self) -> None:
        self.retranslate_header(self.tr("Duzihu calculator"), self.tr("Empty the hand and the melds"))
        self.examples_button.setToolTip(self.tr("Load a worked example"))
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
        self.discard_radio.setText(self.tr("Fr&om a discard (别人出冲)"))
        self.last_card_box.setText(self.tr("The wall's last card (海底捞月)"))
        self.last_card_box.setToolTip(self.tr("Doubles a self-drawn win under the Rugao notes (s002.p026)"))
        self.extras_heading.setText(self.tr("Extras"))
        self.xi_box.setText(self.tr("Played with &Xi (喜)"))
        self.xi_box.setToolTip(self.tr("The five star cards; drawn ones are laid aside and counted"))
        self.xi_count_label.setText(self.tr("Xi drawn:"))
        self.xi_dealt_box.setText(self.tr("all from the deal"))
        self.tiancheng_box.setText(self.tr("The dealer won on the deal (天成)"))
        self.retranslate_rules(self.tr("Danjiang follows source s002, with or without its Rugao notes; "
                                       "shuangjiang follows source s003"))
        self.compare_box.setText(self.tr("C&ompare all three"))
        self.compare_box.setToolTip(self.tr("Score the same hand under every rule set, side by side"))
        self._fill_jiang_combos()
        self._fill_win_combo()
        self._fill_examples()
        self._analyze()

    def _fill_examples(self) -> None:
        notes = (
            self.tr("the worked example: tazihu, base 13, dihu 20, total 70"),
            self.tr("piaohu: sets only, doubled"),
            self.tr("qinghu: runs only, with a wenqian"),
            self.tr("Rugao: self-drawn on the wall's last card"),
            self.tr("shuangjiang: half jiang, one turned card on an old jiang"),
        )
        entries = []
        for example, note in zip(EXAMPLES, notes):
            melds = (" + " + " ".join(example.melds)) if example.melds else ""
            entries.append((f"{self.rules_name(example.rules, short=True)}: {example.hand}{melds}  —  {note}", example))
        self.set_examples(entries, self.load)


__all__ = ["DuzihuPage", "DuzihuResult", "DuzihuCompare", "DuzihuMeldEditor", "EXAMPLES", "Example", "Outcome"]
