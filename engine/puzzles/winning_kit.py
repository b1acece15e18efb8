"""What the puzzles of 笃子胡 and 歪胡子 share: three questions about a winning hand — is it a win
(``valid``), what does it count (the game's ``count_kind``: 胡数, 息), and what does it wait on with
the winning card taken out (``waits``) — on built hands (:mod:`engine.puzzles.other_hands`) and on
the winning hands of self-play.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.puzzles.kit import Moment, Position, PuzzleKit


def strip_meld(meld: str) -> str:
    """A table meld without where its card came from (``peng:5m@2`` → ``peng:5m``)."""
    return meld.split("@")[0]


class WinningHandKit(PuzzleKit):
    count_kind: str = ""  # the question that counts a win
    prompts: dict[str, tuple[str, str]] = {}

    def prompt(self, kind: str, position: Position) -> dict[str, str]:
        zh, en = self.prompts.get(kind, ("", ""))
        return {"zh": zh, "en": en}

    def themes(self, rules: str, kind: str, position: Position, answer: list[Any]) -> tuple[str, ...]:
        out = {"melds"} if position.get("melds") else set()
        if kind == "valid" and not answer[0]:
            out.add("near_miss")
        if kind == "waits" and len(answer[0]) > 1:
            out.add("several_waits")
        if position.get("self_drawn"):
            out.add("self_drawn")
        if kind != "waits":  # a scored hand: what it is made of
            out |= self.scored_themes(rules, position)
        return tuple(sorted(out))

    def scored_themes(self, rules: str, position: Position) -> set[str]:
        """What a scored hand is made of (笃子胡 飘/清/塌, 歪胡子 坎/歪/二七十 …); none when refused."""
        return set()

    def rating(self, rules: str, kind: str, position: Position, answer: list[Any]) -> int:
        score = 1000 + 40 * len(position.get("melds", []))
        if kind == "waits":
            score += 150 * len(answer[0])
        elif kind == self.count_kind:
            score += min(600, 4 * int(answer[0]))
        elif kind == "valid" and not answer[0]:
            score += 200
        return score

    def winning_hand(self, rules: str, seed: int, hand: int) -> tuple[Position, int] | None:
        """The winner's hand of self-played hand ``hand`` and the index of the winning event, or None
        when nobody won."""
        return None

    def moments(self, rules: str, seed: int, hand: int, kind: str) -> Iterator[Moment]:
        won = self.winning_hand(rules, seed, hand)
        if won is None:
            return
        win, event = won
        if kind in ("valid", self.count_kind):
            yield kind, win, event
        elif kind == "waits":
            from engine.puzzles.other_hands import without_win

            short = without_win(win)
            if short is not None:
                yield "waits", short, event

    def worth_mining(self, rules: str, kind: str, position: Position, answer: list[Any]) -> bool:
        if kind == "waits":
            return True
        return answer[0] is not False  # a table's win the scorer refuses is no puzzle of a winning hand
