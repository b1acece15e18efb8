"""A puzzle's position drawn with the card faces: the hand by suit, the table melds, and (笃子胡, 歪胡子)
the turned 将 card and the winning card; for a 八胡 claim the card up and where it came from, for a
round (zhuang) every player's table and status; the question over it in the UI language."""

from __future__ import annotations

from archive_app.games import adapter
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.language import seat_name
from archive_app.ui.widgets.answer_input import deck_of, meld_cards
from archive_app.ui.widgets.hand_view import CardGroup, HandView
from archive_app.ui.widgets.puzzle_names import game_name, puzzle_title, rules_name
from engine.exercises.model import Puzzle

MELD_WORDS = ("peng", "chi", "gang", "bomb", "zhang", "wai", "liu")


class PuzzleBoard(QtWidgets.QWidget):
    def __init__(self, ctx, parent: QtWidgets.QWidget | None = None, card_height: int = 76) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.puzzle: Puzzle | None = None
        self.pool = None  # the puzzles, for a puzzle's number (the page sets it)
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
        self.notes = QtWidgets.QLabel()
        self.notes.setWordWrap(True)
        self.notes.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        box.addWidget(self.meta)
        box.addWidget(self.prompt)
        box.addWidget(self.hand)
        box.addWidget(self.notes)

    def set_puzzle(self, puzzle: Puzzle | None, rating: float | None = None) -> None:
        self.puzzle = puzzle
        self._rating = rating
        self.retranslate()

    def groups(self) -> list[CardGroup]:
        p = self.puzzle
        if p is None:
            return []
        if p.type == "zhuang" and "players" in p.position:
            return self._round_groups(p.position)
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
        if p.type == "claim" and p.position.get("card"):
            out += self._claim_groups(p.position)
        return out

    def _claim_groups(self, pos: dict) -> list[CardGroup]:
        card, seat, source = pos["card"], pos.get("seat", 0), pos.get("from", 0)
        if pos.get("how") == "flip":
            how = self.tr("turned up by you") if source == seat else self.tr("turned up by %1")
        else:
            how = self.tr("discarded by %1")
        out = [CardGroup((card,), self.tr("card up"), how.replace("%1", seat_name(source)), "good")]
        for key, caption in (("taken", self.tr("taken by chi before")), ("passed_chi", self.tr("let pass before")),
                             ("passed_peng", self.tr("let pass for peng")),
                             ("seen_jiang", self.tr("jiang seen when the hand became yuan"))):
            if pos.get(key):
                out.append(CardGroup(tuple(pos[key]), caption, "", "muted"))
        for other in pos.get("pairs", []):
            out.append(CardGroup((card, card), self.tr("%1 holds a pair").replace("%1", seat_name(other)), "", "muted"))
        return out

    def _round_groups(self, pos: dict) -> list[CardGroup]:
        """Each player's table, its status under it (买庄, 大炮, the win …)."""
        out = []
        for s, player in enumerate(pos.get("players", [])):
            codes = tuple(c.code for m in player.get("melds", []) for c in meld_cards("bahu", m))
            status = self._status(pos, s) or self.tr("on the table")
            if codes:
                out.append(CardGroup(codes, seat_name(s), status, "table"))
            if player.get("bombs"):
                bombs = tuple(code for b in player["bombs"] for code in (b,) * 4)
                out.append(CardGroup(bombs, self.tr("bombs"), seat_name(s), "table"))
        return out

    def _status(self, pos: dict, s: int) -> str:
        player, winner = pos["players"][s], pos.get("winner") or {}
        words = {"bought": self.tr("bought the deal (mai zhuang)"), "cannon": self.tr("cannon (da pao)"),
                 "huang": self.tr("huanghu (sits out)"), "jailed": self.tr("in jail (zuo lao)"),
                 "forfeit": self.tr("forfeits this round's zhuang")}
        parts = [words[k] for k in words if player.get(k)]
        if player.get("covers"):
            parts.append(self.tr("pays for %1").replace("%1", ", ".join(map(seat_name, player["covers"]))))
        if winner.get("seat") == s:
            parts.append(self.tr("won with %1 hutou").replace("%1", str(winner.get("hutou"))))
            if winner.get("ping"):
                parts.append(self.tr("ping hu"))
        return " · ".join(parts)

    def _round_notes(self, pos: dict) -> str:
        """The players with nothing on the table, and a round nobody won: one line."""
        lines = []
        for s, player in enumerate(pos.get("players", [])):
            if not player.get("melds"):
                parts = [self._status(pos, s)] if self._status(pos, s) else []
                if not player.get("bombs"):
                    parts.append(self.tr("nothing on the table"))
                lines.append(self.tr("%1: %2").replace("%1", seat_name(s)).replace("%2", " · ".join(parts)))
        if not pos.get("winner"):
            lines.append(self.tr("Nobody won (the wall ran out)."))
        return "  ".join(lines)

    def _row_captions(self, game: str) -> tuple[str, ...]:
        words = {"wan": self.tr("wan"), "tiao": self.tr("tiao"), "bing": self.tr("bing"), "others": self.tr("others"),
                 "small": self.tr("small"), "big": self.tr("big")}
        return tuple(words[name] for name in adapter(game).row_names)

    def _meld_word(self, kind: str) -> str:
        return {"peng": self.tr("peng"), "chi": self.tr("chi"), "gang": self.tr("gang"), "bomb": self.tr("bomb"),
                "zhang": self.tr("standing jiang"), "wai": self.tr("wai"), "liu": self.tr("liu")}.get(kind, kind)

    def retranslate(self) -> None:
        p = self.puzzle
        if p is None:
            self.meta.setText("")
            self.prompt.setText("")
            self.hand.set_groups([])
            self.notes.setVisible(False)
            return
        rating = round(self._rating if self._rating is not None else p.rating)
        self.meta.setText(" · ".join((game_name(p.game), rules_name(p.rules), puzzle_title(p, self.pool),
                                      self.tr("puzzle rating %1").replace("%1", str(rating)))))
        text = p.prompt.get("zh", "") if self.ctx.lang == "zh" else p.prompt.get("en", "")
        self.prompt.setText(self.ctx.zh(text) if self.ctx.lang == "zh" else text)
        self.hand.set_groups(self.groups())
        notes = self._round_notes(p.position) if p.type == "zhuang" and "players" in p.position else ""
        self.notes.setVisible(bool(notes))
        self.notes.setText(notes)


__all__ = ["PuzzleBoard"]
