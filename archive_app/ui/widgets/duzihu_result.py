"""What the 笃子胡 calculator shows: one rule set's verdict (:class:`DuzihuResult`) and the three rule sets side
by side (:class:`DuzihuCompare`)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.result_panel import BAD, GOOD, MUTED, ResultHost, ResultPanel, clear_layout, section
from archive_app.ui.widgets.hand_view import CardGroup, HandView
from engine.cards import BY_CODE
from engine.core.reason import Text
from engine.core.verdict import APPLIED, ERROR, REFUSED, Line
from engine.duzihu import Group, HandType, Kind, Score
from engine.duzihu.reasons import group_name, item_name


class DuzihuHost(ResultHost, Protocol):
    """What the 笃子胡 verdicts ask of their page (the 笃子胡 calculator)."""

    results: list[DuzihuResult]

    def rules_name(self, name: str, short: bool = False) -> str: ...

    def hand_cards(self) -> list: ...

    def hand_melds(self) -> list[Group]: ...

    def win_code(self) -> str | None: ...


@dataclass
class Outcome:
    """One rule set's answer: a score, or the input error that stopped it."""

    rules: str
    score: Score | None = None
    error: str = ""


class DuzihuResult(ResultPanel):
    """One rule set's verdict: type and total, jiang, the grouping drawn, set values, the breakdown."""

    def __init__(self, page: DuzihuHost) -> None:
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
        self.reading_heading.setText(self.tr("The grouping that pays most"))
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
                self.verdict.setStyleSheet(self.page.css(f"color: {BAD}; font-size: 12pt; font-weight: normal;"))
            else:
                self.verdict.setText(self.tr("Pick the turned jiang, the hand and the winning card to see its hu."))
                self.verdict.setStyleSheet(self.page.css(f"color: {MUTED}; font-size: 12pt; font-weight: normal;"))
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
            self.verdict.setStyleSheet(self.page.css(f"color: {GOOD};"))
            ways = (self.tr("the only way to group the hand") if s.readings <= 1 else
                    self.tr("the best of %1 ways to group the hand").replace("%1", str(s.readings)))
            self.facts.setText(self.tr("Set values %1 → base hu (dihu) %2 · %3").replace("%1", str(s.base))
                               .replace("%2", str(s.dihu)).replace("%3", ways))
        else:
            self.verdict.setText(self.tr("Not a win"))
            self.verdict.setStyleSheet(self.page.css(f"color: {BAD};"))
            self.facts.setText(self.tr("A win is seven sets (runs of one suit, three or four alike) and one pair."))
        self.hand_view.set_groups(self._groups(s))
        self.jiang_lines.set_lines(self.reason_lines(v.find("duzihu.jiang") + v.find("duzihu.jiang.tier")))
        if not s.valid:
            self.reading_heading.setText(self.tr("The hand as it stands"))
            self.legend.setText(self.tr("Shaded green: melds on the table. Red: the concealed cards, which cannot be "
                                        "grouped as seven sets and a pair."))
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
            cards = tuple(c.code for c in self.page.hand_cards())
            if cards:
                out.append(CardGroup(tuple(sorted(cards, key=lambda k: BY_CODE[k].index)), self.tr("hand"),
                                     self.tr("cannot be grouped as seven sets and a pair"), "bad"))
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

    def __init__(self, page: DuzihuHost) -> None:
        super().__init__()
        self.page = page
        self.ctx = page.ctx
        self.setObjectName("resultPanel")
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 10)
        box.setSpacing(6)
        self.stale_note = QtWidgets.QLabel()  # over the table while the notation cannot be read
        self.stale_note.setObjectName("staleNote")
        self.stale_note.setWordWrap(True)
        self.stale_note.hide()
        box.addWidget(self.stale_note)
        self.grid = QtWidgets.QGridLayout()
        box.addLayout(self.grid)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(3)
        self.heads: list[QtWidgets.QPushButton] = []
        self.cells: dict[tuple[str, str], str] = {}

    def set_stale(self, stale: bool) -> None:
        """Say that the table is the last readable hand's, as the verdict under it does (ResultPanel.set_stale)."""
        self.stale_note.setText(self.tr("The notation above cannot be read yet: these are still the verdicts of "
                                        "the last hand that could."))
        self.stale_note.setVisible(stale)
        self.setProperty("stale", stale)
        self.style().unpolish(self)
        self.style().polish(self)

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
                    value.setStyleSheet(self.page.css(f"color: {BAD};"))
                self.grid.addWidget(value, r, col)
        self.grid.setColumnStretch(0, 3)
        for col in range(1, len(outcomes) + 1):
            self.grid.setColumnStretch(col, 2)


__all__ = ["DuzihuCompare", "DuzihuResult", "Outcome"]
