"""The practice table's sentences in the user's language: a move as a button says it (``碰七饼`` /
``peng 7p``), why a claim is compulsory, and what the learner is to do now."""

from __future__ import annotations

from typing import Any

from archive_app.qt import QtCore
from archive_app.ui.language import seat_name
from archive_app.ui.widgets.move_list import MoveWords


class PracticeWords(QtCore.QObject):
    def __init__(self, words: MoveWords, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.words = words

    def _zh(self, text: str) -> str:
        w = self.words
        return w.conv(text) if w.conv is not None and w.lang == "zh" else text

    def card(self, code: str) -> str:
        return self._zh(self.words.card(code))

    def describe(self, e: Any) -> str:
        """The move in the imperative: 打七万 / discard 7m, 吃八万（六万七万）/ chi 8m with 6m 7m."""
        special = {"pass": self.tr("Pass"), "buy": self.tr("Buy the deal"), "zhizhuang": self.tr("Give up the deal")}
        if e.type in special:
            return special[e.type]
        from engine.review.reasons import move_text

        text = move_text(e)
        return self._zh(text.zh) if self.words.lang == "zh" else text.en

    def duty(self, rule: str, code: str) -> str:
        card = self.card(code)
        text = {
            "bahu.play.chukou": self.tr("You must win (chukou): your hand lacked only %1 to be yuan with 8 hutou."),
            "bahu.play.raw_jiang": self.tr("You must win: your hand is yuan with 8 hutou and %1 is a raw jiang, "
                                           "first seen after it became yuan."),
            "bahu.play.raw_jiang_bao": self.tr("You may not let the raw jiang %1 pass: another player could peng it, "
                                               "and you would then cover (bao) those zhuang."),
            "bahu.play.kaizhao": self.tr("Kaizhao is compulsory in these rules: you hold three of the %1, so the fourth "
                                         "must be ganged."),
            "bahu.play.peng_jiang": self.tr("These rules make a jiang pair peng: you hold a pair of %1."),
            "bahu.play.jiangun": self.tr("Jian gun bu da: taking %1 and discarding would make your hand yuan with "
                                         "8 hutou, so you must take it."),
        }.get(rule, self.tr("This claim is compulsory here (%1)."))
        return text.replace("%1", card)

    def status(self, kind: str, who: str = "", card: str = "", held: int = 0) -> str:
        return {
            "buy": self.tr("The drawing: you hold %1 cards. Buy the deal (maizhuang)? A buyer pays and is paid "
                           "three times the zhuang with every other player; the di is not bought. The texts allow "
                           "it only now, on the first three cards. Hint weighs it.").replace("%1", str(held)),
            "discard": self.tr("Your turn: discard a card (click it, or ← → and Enter)."),
            "claim": self.tr("Up now: %1. Your choice.").replace("%1", self.card(card) if card else ""),
            "choose": self.tr("Your choice."),
            "bot": self.tr("%1 to move…").replace("%1", who),
            "over": self.tr("The hand is over."),
            "none": self.tr("Choose a game and press New hand."),
        }[kind]

    def you(self) -> str:
        return self.tr("You")

    def seat(self, s: int) -> str:
        return seat_name(s)

    def discard_refused(self) -> str:
        return self.tr("That card may not be discarded now.")
