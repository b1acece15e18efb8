"""The 八胡 settlement calculator: four players' melds, bombs and statuses, the winner; every player's
庄, who pays whom (a table and arrows around a square table), net results and the arithmetic.

Players are numbered 0–3 as in the engine's round JSON and its explanations ("玩家 0 付玩家 1…").
The default view is the Haimen text's worked example (s000.p077).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.language import error_text, seat_name
from archive_app.ui.context import AppContext
from archive_app.ui.pages.calculator import BAD, GOOD, MUTED, SECTION_STYLE, CalculatorPage, section
from archive_app.ui.widgets.flow_row import pair
from archive_app.ui.widgets.hand_origin import Handover, HandOrigin
from archive_app.ui.widgets.payment_diagram import PaymentDiagram
from archive_app.ui.widgets.seat_panel import SeatPanel
from engine.bahu import reasons
from engine.bahu.groups import Meld
from engine.bahu.settle import SEATS, Round, Settlement, settle
from engine.cards import BY_CODE, NUM_KINDS
from engine.core.errors import InputError
from engine.core.verdict import REFUSED

RULES = ("haimen", "tongdong")

# Rounds for the Examples menu; the first is the default view (the Haimen text's worked example, s000.p077).
EXAMPLES: tuple[dict[str, Any], ...] = (
    {"players": [{"melds": ["peng:Q", "peng:5m"], "bought": True}, {}, {}, {}],
     "winner": {"seat": 0, "hutou": 9, "ping": False}},
    {"players": [{}, {"melds": ["peng:Q", "peng:H", "peng:1m"]}, {"bought": True}, {}],
     "winner": {"seat": 1, "hutou": 11, "ping": False}},
    {"players": [{"melds": ["peng:Q", "gang:5m"]}, {}, {"melds": ["bomb:6p"]}, {"melds": ["peng:3s"]}],
     "winner": None},
    {"players": [{"bought": True}, {}, {}, {"melds": ["peng:H", "bomb:7p"], "cannon": True}],
     "winner": {"seat": 3, "hutou": 10, "ping": True}},
    {"players": [{}, {}, {"melds": ["peng:5m", "peng:6s"]}, {"melds": ["peng:B"]}],
     "winner": {"seat": 2, "hutou": 8, "ping": False}},
)

PAGE_STYLE = SECTION_STYLE + """
QLabel#seatTitle { font-weight: bold; font-size: 12pt; color: #2f3b33; }
QLabel#seatZhuang { font-weight: bold; color: #8c2f23; }
QLabel#errorLine { color: #b3261e; font-weight: bold; }
QFrame#panel[winner="true"] { border: 2px solid #d2a950; background: #fff6df; }
QTableWidget { background: #fffaf0; gridline-color: #e2d6b8; }
"""
INK = "#2b2b2b"


# --------------------------------------------------------------------------------------------- the page

class SettlePage(CalculatorPage):
    key = "settle"
    STYLE = PAGE_STYLE
    LEFT_CAP, LEFT_SHARE = 450, 0.4

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.settlement: Settlement | None = None
        self.other: Settlement | None = None  # the same round under the other rule set
        self.error = ""
        self._switched_from: tuple[str, Settlement] | None = None

        top = self.build_header()
        top.addStretch(1)
        self.make_rule_choice(RULES)
        top.addWidget(pair(self.rules_label, self.rules_combo), 0, QtCore.Qt.AlignmentFlag.AlignBottom)

        # --- left: the winner and the four seats ---
        self.winner_heading = section()
        self.winner_label = QtWidgets.QLabel()
        self.winner_combo = QtWidgets.QComboBox()
        self.winner_combo.addItem("", None)
        for seat in range(SEATS):
            self.winner_combo.addItem("", seat)
        self.winner_label.setBuddy(self.winner_combo)
        self.hutou_label = QtWidgets.QLabel()
        self.hutou_spin = QtWidgets.QSpinBox()
        self.hutou_spin.setRange(8, 11)
        self.hutou_label.setBuddy(self.hutou_spin)
        self.ping_combo = QtWidgets.QComboBox()
        self.ping_combo.addItem("", False)
        self.ping_combo.addItem("", True)
        winner_row = QtWidgets.QGridLayout()
        winner_row.setHorizontalSpacing(6)
        winner_row.setVerticalSpacing(4)
        winner_row.addWidget(self.winner_label, 0, 0)
        winner_row.addWidget(self.winner_combo, 0, 1, 1, 2)
        winner_row.addWidget(self.hutou_label, 1, 0)
        winner_row.addWidget(self.hutou_spin, 1, 1)
        winner_row.addWidget(self.ping_combo, 1, 2)
        winner_row.setColumnStretch(3, 1)
        self.seats = [SeatPanel(i, ctx) for i in range(SEATS)]

        # --- right: the result ---
        self.error_label = QtWidgets.QLabel()
        self.error_label.setObjectName("errorLine")
        self.error_label.setWordWrap(True)
        self.diagram = PaymentDiagram()
        self.table_heading = section()
        self.table = QtWidgets.QTableWidget(SEATS, SEATS + 2)
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setVerticalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.table.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(30)  # the whole table in a narrow window
        self.table.verticalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.compare_note = QtWidgets.QLabel()
        self.compare_note.setWordWrap(True)
        self.lines_heading = section()
        self.lines = self.reason_list()

        self.origin = HandOrigin()
        self.build_columns([self.winner_heading, winner_row, self.origin, *self.seats],
                           [self.error_label, self.diagram, self.compare_note, self.table_heading, self.table,
                            self.lines_heading, self.lines], right_spacing=6, left_width=300)

        # --- signals ---
        self.remember(self.rules_combo, "bahu_rules", follow=True)
        self.rules_combo.currentIndexChanged.connect(self._rules_changed)
        self.winner_combo.currentIndexChanged.connect(lambda _i: self.recompute())
        self.hutou_spin.valueChanged.connect(lambda _v: self.recompute())
        self.ping_combo.currentIndexChanged.connect(lambda _i: self.recompute())
        for panel in self.seats:
            panel.changed.connect(self.recompute)

        self.load_round(EXAMPLES[0])
        self.retranslate()
        self.start_history("settle_in_progress")  # the round left here last time, and Ctrl+Z / Ctrl+Shift+Z

    def left_floor(self) -> int:
        return 300  # a seat's meld row on one line

    def right_floor(self) -> int:
        return self.diagram.minimumWidth()

    # --- the round ---
    def winner_seat(self) -> int | None:
        return self.winner_combo.currentData()

    def round_json(self, rules: str | None = None) -> dict[str, Any]:
        seat = self.winner_seat()
        winner = None if seat is None else {"seat": seat, "hutou": self.hutou_spin.value(),
                                            "ping": bool(self.ping_combo.currentData())}
        if winner is not None and self._dealt_bomb(seat):
            del winner["ping"]  # a dealt bomb makes the win a 平胡: the settlement derives it and says so
        return {"rules": rules or self.rules(), "players": [panel.player_json() for panel in self.seats],
                "winner": winner}

    def load_round(self, data: dict[str, Any]) -> None:
        """Fill the seats and the winner from a round in the CLI's JSON form."""
        self.origin.set_handover(None)
        self._batch = True
        try:
            if data.get("rules") in RULES:
                self.set_rules(data["rules"])
            for panel in self.seats:
                panel.set_player({})
            for panel, player in zip(self.seats, data.get("players", [])):
                panel.set_player(player or {})
            winner = data.get("winner")
            self.winner_combo.setCurrentIndex(0 if not winner else int(winner["seat"]) + 1)
            if winner:
                self.hutou_spin.setValue(max(8, min(11, int(winner.get("hutou", 8)))))
                self.ping_combo.setCurrentIndex(1 if winner.get("ping") else 0)
        finally:
            self._batch = False
        self.recompute()

    def clear(self) -> None:
        with self.one_edit("clear"):
            self.load_round({"players": [{}, {}, {}, {}], "winner": None})

    # --- undo and the round in progress ---
    def state(self) -> dict:
        handover = self.origin.handover
        return {"round": self.round_json(), "from_lab": None if handover is None else {
            "seat": handover.seat, "hutou": handover.hutou, "ping": handover.ping, "melds": list(handover.melds),
            "rules": handover.rules}}

    def restore_state(self, state: dict) -> None:
        data = state.get("round")
        if isinstance(data, dict):
            self.load_round(data)
        lab = state.get("from_lab")
        if isinstance(lab, dict):
            self.origin.set_handover(Handover(int(lab["seat"]), int(lab["hutou"]), bool(lab["ping"]),
                                              tuple(lab["melds"]), str(lab["rules"])))
            self._show_origin()

    def state_names(self) -> dict[str, str]:
        return {**super().state_names(), "round": self.tr("the round"), "rules": self.tr("the rule set"),
                "from_lab": self.tr("the hand from the hand lab")}

    def take_winner(self, hutou: int, ping: bool, melds: Sequence[str | Meld] = (), seat: int | None = None,
                    rules: str | None = None) -> None:
        """A fresh round in which ``seat`` (the chosen winner, else player 0) wins with exactly what the hand lab
        knows: its hutou, 平胡 or not, its table melds. Statuses and the other players start empty (the hand lab
        knows none of them); :attr:`origin` says so, and later what was set here."""
        if seat is None:
            seat = self.winner_seat() if self.winner_seat() is not None else 0
        players: list[dict[str, Any]] = [{} for _ in range(SEATS)]
        players[seat] = {"melds": [str(m) for m in melds]}
        rules = rules if rules in RULES else self.rules()
        with self.one_edit("from_lab"):
            self.load_round({"rules": rules, "players": players,
                             "winner": {"seat": seat, "hutou": hutou, "ping": ping}})
            self.origin.set_handover(Handover(seat, int(hutou), bool(ping), tuple(players[seat]["melds"]), rules))
            self._show_origin()
        self.ctx.status.emit(self.tr("%1 now wins with the hand from the hand lab.").replace("%1", seat_name(seat)))

    def _rules_changed(self, _index: int) -> None:
        before = self.settlement
        other = RULES[1 - RULES.index(self.rules())]
        self.recompute()
        self._switched_from = (other, before) if before is not None else None
        self._show_compare()
        self._fill_table()

    # --- computing ---
    def recompute(self) -> None:
        if self._batch:
            return
        self._switched_from = None
        used = [panel.melds.counts() for panel in self.seats]
        for i, panel in enumerate(self.seats):
            panel.melds.set_used([sum(u[k] for j, u in enumerate(used) if j != i) for k in range(NUM_KINDS)])
            panel.set_winner(i == self.winner_seat())
        has_winner = self.winner_seat() is not None
        forced = has_winner and self._dealt_bomb(self.winner_seat())
        if forced and not self.ping_combo.currentData():
            self.ping_combo.blockSignals(True)
            self.ping_combo.setCurrentIndex(1)
            self.ping_combo.blockSignals(False)
        self.hutou_spin.setEnabled(has_winner)
        self.ping_combo.setEnabled(has_winner and not forced)
        self.error = ""
        self.settlement = self.other = None
        try:
            self.settlement = settle(Round.from_json(self.round_json()))
            other = RULES[1 - RULES.index(self.rules())]
            self.other = settle(Round.from_json(self.round_json(other)))
        except InputError as e:
            self.error = self._error_text(e)
        self._show()
        self.record_edit()

    def _dealt_bomb(self, seat: int) -> bool:
        return any(text.startswith("bomb:") for text in self.seats[seat].melds.meld_texts())

    def _error_text(self, e: InputError) -> str:
        token = e.token or ""
        if token == "winner.seat" and self.winner_seat() is not None:
            return self.tr("%1 is huanghu (no jiang pair) and cannot win: choose another winner or untick "
                           "Huanghu.").replace("%1", seat_name(self.winner_seat()))
        if token in BY_CODE:
            return self.tr("More than four copies of %1 are on the table.").replace("%1", token)
        return self.tr("This round cannot be settled: %1").replace("%1", error_text(e))

    # --- showing ---
    def _show(self) -> None:
        s = self.settlement
        self.error_label.setText(self.error)
        self.error_label.setVisible(bool(self.error))
        for i, panel in enumerate(self.seats):
            panel.zhuang_label.setText(self.tr("%1 zhuang").replace("%1", str(s.zhuang[i])) if s else "")
        names = [seat_name(i) for i in range(SEATS)]
        tags = []
        for panel in self.seats:
            flags = panel.player_json()
            words = [w for name, w in (("bought", self.tr("bought")), ("cannon", self.tr("cannon")),
                                       ("huang", self.tr("huanghu")), ("jailed", self.tr("jail")),
                                       ("forfeit", self.tr("forfeit"))) if flags[name]]
            words += [self.tr("covers %1").replace("%1", seat_name(seat)) for seat in flags["covers"]]
            tags.append(self.list_words(words))
        self._show_origin()
        if s is None:
            centre = ""
        elif self.winner_seat() is None:
            centre = self.tr("%1\ndead round: only zhuang settle").replace("%1", self.rules_name(self.rules()))
        else:
            centre = self.tr("%1\ndi %2 from each player").replace("%1", self.rules_name(self.rules())).replace(
                "%2", str(s.di))
        self.diagram.set_data(s, self.winner_seat(), names, self.tr("zhuang"), tags, centre,
                              self.tr("Nobody pays anybody."))
        self._fill_table()
        self._show_compare()
        if s is None:
            self.lines.set_lines([])
        else:
            self.lines.set_lines([(self._text(line.reason.zh, line.reason.en), line.reason.source,
                                   "muted" if line.rule == reasons.ZHUANG_TOTAL.id or line.kind == REFUSED else "")
                                  for line in s.lines])

    def _show_origin(self) -> None:
        handover = self.origin.handover
        if handover is None:
            return
        panel = self.seats[handover.seat]
        flags = panel.player_json()
        statuses = [name for key, name in (("bought", self.tr("bought")), ("cannon", self.tr("cannon")),
                                           ("huang", self.tr("huanghu")), ("jailed", self.tr("jail")),
                                           ("forfeit", self.tr("forfeit"))) if flags[key]]
        statuses += [self.tr("covers %1").replace("%1", seat_name(seat)) for seat in flags["covers"]]
        self.origin.describe(winner=self.winner_seat(), hutou=self.hutou_spin.value(),
                             ping=bool(self.ping_combo.currentData()), melds=panel.melds.meld_texts(),
                             statuses=statuses, meld_words=panel.melds.meld_words, rules_name=self.rules_name,
                             player=lambda seat: seat_name(seat))

    def _fill_table(self) -> None:
        s = self.settlement
        before = self._switched_from[1] if self._switched_from else None
        headers = ([self.tr("Zhuang")] + [self.tr("to %1").replace("%1", seat_name(j)) for j in range(SEATS)]
                   + [self.tr("Net")])
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setVerticalHeaderLabels([self.tr("%1 pays").replace("%1", seat_name(i)) for i in range(SEATS)])
        changed = QtGui.QColor("#ffe9a8")
        for i in range(SEATS):
            for col in range(SEATS + 2):
                if s is None:
                    text, colour, was = "", INK, None
                elif col == 0:
                    text, colour = str(s.zhuang[i]), INK
                    was = before.zhuang[i] if before else None
                    value = s.zhuang[i]
                elif col == SEATS + 1:
                    value = s.net[i]
                    text = f"{value:+d}" if value else "0"
                    colour = GOOD if value > 0 else BAD if value < 0 else MUTED
                    was = before.net[i] if before else None
                else:
                    j = col - 1
                    value = s.payments[i][j]
                    text = "—" if i == j else (str(value) if value else "·")
                    colour = INK if value else MUTED
                    was = before.payments[i][j] if before else None
                item = QtWidgets.QTableWidgetItem(text)
                item.setTextAlignment(QtCore.Qt.AlignmentFlag.AlignCenter)
                item.setForeground(QtGui.QColor(colour))
                if s is not None and col in (0, SEATS + 1):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                if s is not None and was is not None and was != value:
                    item.setBackground(changed)
                    item.setToolTip(self.tr("was %1 under %2").replace("%1", str(was)).replace(
                        "%2", self.rules_name(self._switched_from[0])))  # type: ignore[index]
                self.table.setItem(i, col, item)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().height() + sum(self.table.rowHeight(r) for r in range(SEATS))
        self.table.setFixedHeight(height + 2 * self.table.frameWidth() + 2)

    def _diff_words(self, a: Settlement, b: Settlement) -> list[str]:
        words = []
        for i in range(SEATS):
            bits = []
            if a.zhuang[i] != b.zhuang[i]:
                bits.append(self.tr("zhuang %1 → %2").replace("%1", str(a.zhuang[i])).replace("%2", str(b.zhuang[i])))
            if a.net[i] != b.net[i]:
                bits.append(self.tr("net %1 → %2").replace("%1", f"{a.net[i]:+d}").replace("%2", f"{b.net[i]:+d}"))
            if bits:
                words.append(self.tr("%1: %2").replace("%1", seat_name(i)).replace("%2", ", ".join(bits)))
        return words

    def _show_compare(self) -> None:
        s, o = self.settlement, self.other
        if s is None or o is None:
            self.compare_note.hide()
            return
        self.compare_note.show()
        other = RULES[1 - RULES.index(self.rules())]
        if self._switched_from is not None:
            name, before = self._switched_from
            words = self._diff_words(before, s)
            if words:
                text = self.tr("Switching from %1 changed: %2.").replace("%1", self.rules_name(name)).replace(
                    "%2", "; ".join(words))
                self.compare_note.setStyleSheet("color: #8a5a00; font-weight: bold;")
            else:
                text = self.tr("Switching from %1 changes nothing for this round.").replace("%1", self.rules_name(name))
                self.compare_note.setStyleSheet(f"color: {MUTED};")
            self.compare_note.setText(text)
            return
        words = self._diff_words(s, o)
        if words:
            text = self.tr("Under %1: %2.").replace("%1", self.rules_name(other)).replace("%2", "; ".join(words))
            self.compare_note.setStyleSheet("color: #8a5a00;")
        else:
            text = self.tr("%1 gives the same result for this round.").replace("%1", self.rules_name(other))
            self.compare_note.setStyleSheet(f"color: {MUTED};")
        self.compare_note.setText(text)

    # --- language ---
    def retranslate(self) -> None:
        self.retranslate_header(self.tr("Bahu settlement"), self.tr("Empty every seat and set no winner"))
        self.retranslate_rules(self.tr("Haimen: a third jiang peng makes 10 zhuang; Tongdong: 9"))
        self.winner_heading.setText(self.tr("Winner and players"))
        self.winner_label.setText(self.tr("&Winner:"))
        self.winner_combo.setItemText(0, self.tr("nobody (dead round)"))
        for seat in range(SEATS):
            self.winner_combo.setItemText(seat + 1, seat_name(seat))
        self.hutou_label.setText(self.tr("&Hutou:"))
        self.hutou_spin.setToolTip(self.tr("8 to win; 11 and more are the top tier (s000.p068)"))
        self.ping_combo.setItemText(0, self.tr("piaohu"))
        self.ping_combo.setItemText(1, self.tr("pinghu"))
        self.ping_combo.setToolTip(self.tr("Pinghu: a triplet or bomb came with the deal; piaohu otherwise "
                                           "(heiba when it has no jiang peng)"))
        self.table_heading.setText(self.tr("Who pays whom (after netting each pair)"))
        self.lines_heading.setText(self.tr("The arithmetic (each line links to its source)"))
        for panel in self.seats:
            panel.retranslate()
        self._fill_examples()
        self._show()

    def _fill_examples(self) -> None:
        notes = (
            self.tr("Worked example of the Haimen text: player 0 bought, wins piaohu with 9 hutou"),
            self.tr("Three jiang pengs: 10 zhuang in Haimen, 9 in Tongdong"),
            self.tr("Dead round: nobody wins, zhuang still settle"),
            self.tr("Cannon against a buyer: ×8"),
            self.tr("Heiba: piaohu without a jiang peng"),
        )
        self.set_examples(zip(notes, EXAMPLES), self.load_round)


__all__ = ["EXAMPLES", "PaymentDiagram", "SeatPanel", "SettlePage"]
