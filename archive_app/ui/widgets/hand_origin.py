"""Where the winner's facts on the settlement page came from, after "Settle this hand…" in the hand lab.

The hand lab knows a winning hand's hutou, whether a triplet or bomb came with the deal (平胡 or 飘胡)
and its table melds; it knows nothing of statuses (买庄, 大炮, 坐牢, 折庄, 包) or the other players. So
the settlement starts a fresh round with exactly that, and this note says, item by item, what came
from the hand lab and what has been set on the settlement page since.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from archive_app.qt import QtWidgets

STYLE = "QLabel#handOrigin { background: #eef3e8; border: 1px solid #b8c9a8; border-radius: 4px; padding: 5px 7px;" \
        " color: #2f3b33; }"


@dataclass(frozen=True)
class Handover:
    """What the hand lab handed over: the winner's seat, hutou, 平胡 or not, table melds, the rule set."""

    seat: int
    hutou: int
    ping: bool
    melds: tuple[str, ...]
    rules: str


class HandOrigin(QtWidgets.QLabel):
    """The note under the winner row; hidden unless the round came from the hand lab."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handOrigin")
        self.setStyleSheet(STYLE)
        self.setWordWrap(True)
        self.handover: Handover | None = None
        self.hide()

    def set_handover(self, handover: Handover | None) -> None:
        self.handover = handover
        self.setVisible(handover is not None)

    def describe(self, *, winner: int | None, hutou: int, ping: bool, melds: Sequence[str], statuses: Sequence[str],
                 meld_words, rules_name, player) -> None:
        """Say what came from the hand lab and what was set here. ``statuses`` are the names of the winner's
        statuses that are on; ``meld_words``, ``rules_name`` and ``player`` put melds, rule sets and seats in words."""
        h = self.handover
        if h is None:
            return
        here = self.tr("set here")
        items = []
        lab_hutou = min(11, h.hutou)
        if hutou == lab_hutou:
            text = self.tr("%1 hutou").replace("%1", str(h.hutou))
            if h.hutou > 11:
                text += " " + self.tr("(the top tier, counted as 11)")
        else:
            text = self.tr("%1 hutou (%2; the hand lab said %3)").replace("%1", str(hutou)).replace(
                "%2", here).replace("%3", str(h.hutou))
        items.append(text)
        kind = self.tr("pinghu") if ping else self.tr("piaohu")
        items.append(kind if ping == h.ping else self.tr("%1 (%2)").replace("%1", kind).replace("%2", here))
        if tuple(melds) == h.melds:
            items.append(self.tr("table melds %1").replace("%1", self._list([meld_words(m) for m in h.melds]))
                         if h.melds else self.tr("no table melds"))
        else:
            items.append(self.tr("table melds changed here"))
        head = self.tr("From the hand lab (%1), %2 wins with: %3.").replace("%1", rules_name(h.rules)).replace(
            "%2", player(h.seat)).replace("%3", self.tr("; ").join(items))
        parts = [head]
        if winner != h.seat:
            parts.append(self.tr("The winner is now %1 (%2).").replace("%1", player(winner) if winner is not None
                                                                         else self.tr("nobody")).replace("%2", here))
        if statuses:
            parts.append(self.tr("Statuses %1: %2.").replace("%1", here).replace("%2", self._list(statuses)))
        else:
            parts.append(self.tr("The hand lab knows no statuses and no other players: bought, cannon, jail, forfeit "
                                 "and covers start unset; set them here."))
        self.setText(" ".join(parts))

    def _list(self, words: Sequence[str]) -> str:
        return self.tr(", ").join(words)


__all__ = ["HandOrigin", "Handover"]
