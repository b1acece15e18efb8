"""One player's seat on the 八胡 settlement page: their table (peng, gang, bomb as chips), whose cards they cover
(包), and their statuses (bought, cannon, 黄胡, jailed, forfeit)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.language import seat_name
from archive_app.ui.context import AppContext
from archive_app.ui.widgets.card_picker import FlowLayout, MeldEditor
from engine.bahu.settle import SEATS

FLAGS = ("bought", "cannon", "huang", "jailed", "forfeit")
SEAT_KINDS = ("peng", "gang", "bomb")


class SeatPanel(QtWidgets.QFrame):
    """One player's table (peng, gang, bomb as chips) and statuses."""

    changed = QtCore.Signal()

    def __init__(self, seat: int, ctx: AppContext) -> None:
        super().__init__()
        self.seat = seat
        self.ctx = ctx
        self.setObjectName("panel")
        self.title = QtWidgets.QLabel()
        self.title.setObjectName("seatTitle")
        self.zhuang_label = QtWidgets.QLabel()
        self.zhuang_label.setObjectName("seatZhuang")
        self.melds = MeldEditor(SEAT_KINDS, ctx, card_height=64, show_label=False, show_empty=False)
        self.flags: dict[str, QtWidgets.QCheckBox] = {name: QtWidgets.QCheckBox() for name in FLAGS}
        # 包: this player pays what one other seat would pay the others (s001.p114–p115)
        self.covers_label = QtWidgets.QLabel()
        self.covers_combo = QtWidgets.QComboBox()
        self.covers_combo.addItem("", None)
        for other in range(SEATS):
            if other != seat:
                self.covers_combo.addItem("", other)
        self.covers_label.setBuddy(self.covers_combo)

        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.setSpacing(4)
        head = QtWidgets.QHBoxLayout()
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.zhuang_label)
        box.addLayout(head)
        box.addWidget(self.melds)
        flag_area = QtWidgets.QWidget()
        flags = FlowLayout(flag_area, spacing=8, line_spacing=2)
        for name in FLAGS:
            flags.addWidget(self.flags[name])
            self.flags[name].toggled.connect(lambda _on: self.changed.emit())
        covers = QtWidgets.QWidget()
        covers_row = QtWidgets.QHBoxLayout(covers)
        covers_row.setContentsMargins(0, 0, 0, 0)
        covers_row.setSpacing(4)
        covers_row.addWidget(self.covers_label)
        covers_row.addWidget(self.covers_combo)
        flags.addWidget(covers)
        self.covers_combo.currentIndexChanged.connect(lambda _i: self.changed.emit())
        box.addWidget(flag_area)
        self.melds.changed.connect(self.changed)

    def player_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"melds": self.melds.meld_texts()}
        for name, box in self.flags.items():
            data[name] = box.isChecked()
        data["covers"] = self.covers()
        return data

    def covers(self) -> list[int]:
        """The seats this player covers (包): at most one here."""
        seat = self.covers_combo.currentData()
        return [] if seat is None else [int(seat)]

    def set_covers(self, seats: Sequence[int]) -> None:
        index = next((self.covers_combo.findData(int(s)) for s in seats if self.covers_combo.findData(int(s)) > 0), 0)
        self.covers_combo.blockSignals(True)
        self.covers_combo.setCurrentIndex(index)
        self.covers_combo.blockSignals(False)

    def set_player(self, data: dict[str, Any]) -> None:
        for name, box in self.flags.items():
            box.blockSignals(True)
            box.setChecked(bool(data.get(name, False)))
            box.blockSignals(False)
        self.set_covers(data.get("covers", []))
        melds = list(data.get("melds", [])) + [f"bomb:{c}" for c in data.get("bombs", [])]
        self.melds.set_melds(melds)  # emits changed

    def set_winner(self, winner: bool) -> None:
        if self.property("winner") != winner:
            self.setProperty("winner", winner)
            self.style().unpolish(self)
            self.style().polish(self)

    def retranslate(self) -> None:
        self.title.setText(seat_name(self.seat))
        texts = {
            "bought": (self.tr("Bought"), self.tr("买庄 (maizhuang): pairs with this player settle ×3, ×5 if both bought "
                                             "(s000.p072–p075)")),
            "cannon": (self.tr("Cannon"), self.tr("大炮 (dapao): ×5 against a plain player, ×8 against a buyer, "
                                             "×10 between two cannons (s000.p076, s001.p100)")),
            "huang": (self.tr("Huanghu"), self.tr("黄胡: no jiang pair; only this player's bombs count, and they "
                                             "cannot win (s000.p064, s001.p106)")),
            "jailed": (self.tr("Jail"), self.tr("坐牢 (zuolao): this player's zhuang count as 0 until they win again "
                                           "(s000.p079, s001.p108)")),
            "forfeit": (self.tr("Forfeit"), self.tr("折庄 and similar penalties: this round's zhuang are not counted, "
                                               "the player still pays (s001.p109–p113)")),
        }
        for name, (text, tip) in texts.items():
            self.flags[name].setText(text)
            self.flags[name].setToolTip(tip)
        self.covers_label.setText(self.tr("Covers:"))
        self.covers_combo.setItemText(0, "—")
        for index in range(1, self.covers_combo.count()):
            self.covers_combo.setItemText(index, seat_name(self.covers_combo.itemData(index)))
        tip = self.tr("包 (bao): this player pays the chosen player's debts to the other players on their behalf "
                      "(s001.p115: 穷吃勾挂 or 吊张留下 spotted by the next player; s001.p114: 熬将 包庄, here "
                      "counting all of that player's debts this round)")
        self.covers_label.setToolTip(tip)
        self.covers_combo.setToolTip(tip)
        self.melds.retranslate()


__all__ = ["FLAGS", "SEAT_KINDS", "SeatPanel"]
