"""A puzzle's position drawn with the card faces: the hand by suit, the table melds, and (笃子胡, 歪胡子)
the turned 将 card and the winning card; the question over it in the UI language."""

from __future__ import annotations

from archive_app.qt import QtWidgets
from archive_app.ui.hand_view import CardGroup, HandView
from archive_app.ui.widgets.answer_input import deck_of, meld_cards
from archive_app.ui.widgets.puzzle_names import game_name, rules_name, type_name
from engine.exercises.model import Puzzle

MELD_WORDS = ("peng", "chi", "gang", "bomb", "zhang", "wai", "liu")


class PuzzleBoard(QtWidgets.QWidget):
    def __init__(self, ctx, parent: QtWidgets.QWidget | None = None, card_height: int = 76) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.puzzle: Puzzle | None = None
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.meta = QtWidgets.QLabel()
        self.meta.setObjectName("subtitle")
        self.meta.setWordWrap(True)
        self.prompt = QtWidgets.QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.hand = HandView(card_height)
        box.addWidget(self.meta)
        box.addWidget(self.prompt)
        box.addWidget(self.hand)

    def set_puzzle(self, puzzle: Puzzle | None, rating: float | None = None) -> None:
        self.puzzle = puzzle
        self._rating = rating
        self.retranslate()

    def groups(self) -> list[CardGroup]:
        p = self.puzzle
        if p is None:
            return []
        deck = deck_of(p.game)
        cards = sorted(deck.parse(p.position.get("hand", "")), key=lambda c: c.index)
        out = []
        for row, caption in zip(deck.rows, self._row_captions(p.game)):
            codes = tuple(c.code for c in cards if c.index in row)
            if codes:
                out.append(CardGroup(codes, caption))
        for meld in p.position.get("melds", []):
            kind = meld.partition(":")[0]
            out.append(CardGroup(tuple(c.code for c in meld_cards(p.game, meld)), self._meld_word(kind),
                                 self.tr("on the table"), "table"))
        if p.position.get("jiang"):
            out.append(CardGroup(tuple(p.position["jiang"]), self.tr("turned jiang"), "", "muted"))
        if p.position.get("win"):
            how = [self.tr("in the hand")]
            if p.position.get("self_drawn"):
                how.append(self.tr("self-drawn"))
            if p.position.get("last_card"):
                how.append(self.tr("the last card"))
            how = " · ".join(how)
            out.append(CardGroup((p.position["win"],), self.tr("winning card"), how, "good"))
        return out

    def _row_captions(self, game: str) -> tuple[str, ...]:
        if game == "waihuzi":
            return (self.tr("small"), self.tr("big"))
        return (self.tr("wan"), self.tr("tiao"), self.tr("bing"), self.tr("others"))

    def _meld_word(self, kind: str) -> str:
        return {"peng": self.tr("peng"), "chi": self.tr("chi"), "gang": self.tr("gang"), "bomb": self.tr("bomb"),
                "zhang": self.tr("standing jiang"), "wai": self.tr("wai"), "liu": self.tr("liu")}.get(kind, kind)

    def retranslate(self) -> None:
        p = self.puzzle
        if p is None:
            self.meta.setText("")
            self.prompt.setText("")
            self.hand.set_groups([])
            return
        rating = round(self._rating if self._rating is not None else p.rating)
        self.meta.setText(" · ".join((game_name(p.game), rules_name(p.rules), type_name(p.type),
                                      self.tr("puzzle rating %1").replace("%1", str(rating)))))
        text = p.prompt.get("zh", "") if self.ctx.lang == "zh" else p.prompt.get("en", "")
        self.prompt.setText(self.ctx.zh(text) if self.ctx.lang == "zh" else text)
        self.hand.set_groups(self.groups())


__all__ = ["PuzzleBoard"]
