"""One rule set's verdict on a 八胡 hand, for the hand lab: the big verdict, the arrangement, 胡头, 听张,
成牌 and why (each line links to its source)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from archive_app.qt import QtWidgets
from archive_app.ui.pages.calculator import BAD, GOOD, MUTED, ResultPanel, section
from archive_app.ui.widgets.card_picker import card_label
from archive_app.ui.widgets.hand_view import CardGroup, HandView
from engine.bahu import reasons
from engine.bahu.analysis import NAMES_EN, NAMES_ZH, Analysis
from engine.bahu.rules import RuleSet
from engine.core.verdict import APPLIED, ERROR, REFUSED, Line

if TYPE_CHECKING:
    from archive_app.ui.pages.bahu import BahuPage

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
                self.verdict.setStyleSheet(self.page.css(f"color: {BAD}; font-size: 12pt;"))
            else:
                self.verdict.setText(self.tr("Pick cards from the faces or type a hand to see its verdict."))
                self.verdict.setStyleSheet(self.page.css(f"color: {MUTED}; font-size: 12pt; font-weight: normal;"))
            self.hand_view.set_groups([])
            self.waits_view.set_groups([])
            self.reasons.set_lines([])
            return
        for w in details:
            if w.isHidden():
                w.setVisible(True)
        colour = GOOD if a.can_hu else SHORT if a.yuan else BAD
        self.verdict.setText(self.verdict_text())
        self.verdict.setStyleSheet(self.page.css(f"color: {colour};" + (" font-size: 15pt;" if self.compact else "")))
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


__all__ = ["ResultView"]
