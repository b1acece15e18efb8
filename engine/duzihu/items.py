"""What a score is made of: the hand types, one scoring item (a declared rule with its parameters and
the hu it adds), and one reading of the hand.

>>> HandType.TA.text.zh, HandType("qing").text.en
('塌子胡', 'qinghu')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from engine.cards import Card
from engine.core.reason import Reason, Reasoned, Text
from engine.duzihu import reasons as R
from engine.duzihu.melds import Group


class HandType(Enum):
    PIAO = "piao"  # 飘胡: no run but 文钱 (s002.p012 除將頭外全為111或1111型牌，可加上文錢)
    QING = "qing"  # 清胡: runs only
    TA = "ta"  # 塌子胡: both

    @property
    def text(self) -> Text:
        return R.TYPE_NAMES[self.value]

    @property
    def zh(self) -> str:
        return self.text.zh


@dataclass(frozen=True)
class Item(Reasoned):
    """One scoring line: a declared rule with its parameters, the hu it adds (a doubling adds the
    running total times ``factor - 1``) and the cards it concerns."""

    reason: Reason
    hu: int
    factor: int = 1
    cards: tuple[Card, ...] = ()

    @property
    def name(self) -> Text:
        """The item's short name (``成胡``, ``单文钱``), for tables listing items by row."""
        named = self.reason.params.get("name")
        if isinstance(named, Text):
            return named
        return R.ITEM_NAMES.get(self.rule) or Text(self.zh, self.en)

    def to_json(self) -> dict[str, Any]:
        """``zh``/``en``: the whole line (``成胡：+20``); ``name``: the item alone (``成胡``)."""
        return {"item": self.rule, "hu": self.hu, "source": self.source, "zh": self.zh, "en": self.en,
                "factor": self.factor, "cards": [c.code for c in self.cards], "name": self.name.to_json(),
                "params": self.reason.to_json()["params"]}


@dataclass(frozen=True)
class Reading:
    """One decomposition, with the group that took the winning card."""

    groups: tuple[Group, ...]
    win_at: int

    @property
    def win_group(self) -> Group:
        return self.groups[self.win_at]
