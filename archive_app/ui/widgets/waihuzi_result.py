"""The verdict of the 歪胡子 calculator: 息 total, the grouping drawn, the breakdown, the special hands and
notes; for a dealt hand, its dui and the specials on the deal."""

from __future__ import annotations

from archive_app.qt import QtWidgets
from archive_app.ui.widgets.result_panel import BAD, GOOD, MUTED, ResultHost, ResultPanel, section
from archive_app.ui.widgets.hand_view import CardGroup, HandView
from engine.core.verdict import Line
from engine.waihuzi.cards import ALL_CARDS, NUM_KINDS
from engine.waihuzi.deal import UNITS_TO_WIN, Deal
from engine.waihuzi.groups import Group, Kind
from engine.waihuzi.score import Score

# Verdict notes shown elsewhere on the page (the drawing, the facts line, the total), not in the notes list.
SHOWN_ELSEWHERE = ("waihuzi.grouping.", "waihuzi.base", "waihuzi.total", "waihuzi.not_win", "waihuzi.special.")


class WaihuziResult(ResultPanel):
    """The verdict: 息 total, the grouping drawn, the breakdown, the special hands and notes."""

    def __init__(self, page: ResultHost) -> None:
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


__all__ = ["SHOWN_ELSEWHERE", "WaihuziResult"]
