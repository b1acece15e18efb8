"""A sitting at the practice table: N hands against the bots, the dealer moving on and 大炮/坐牢 carried
over as each text says (engine/<game>/sitting.py), the running totals kept. Pure Python (no Qt).

The sitting so far is a :class:`engine.core.sitting.Sitting` whose tags carry the learner's seat,
the bots and the deal number (``Practice``) and the hands asked for (``Hands``), so its text form is
all there is to keep after every hand and to resume from. Each hand is a :class:`PracticeHand` whose
record is tagged ``SittingHand`` (its number), so a hand cut off by a crash is known as the sitting's.

>>> ps = new_sitting("duzihu", "danjiang", seat=0, bot="random", hands=2, number=7)
>>> hand = ps.next_hand()
>>> hand.record.tags["SittingHand"], hand.record.dealer == ps.sitting.first["dealer"]
('1', True)
>>> from archive_app.presenters.practice import bot_move
>>> while not hand.is_over():
...     _ = hand.play(hand.forced() or bot_move(hand.record, "random"))
>>> ps = ps.add(hand)
>>> ps.played, ps.done, sum(ps.sheet().rows[0].totals)
(1, False, 0)
>>> PracticeSitting.from_text(ps.text()).sitting == ps.sitting
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from archive_app.presenters.practice import PracticeHand
from archive_app.presenters.practice_levels import DEFAULT, bot_of
from archive_app import games
from archive_app.presenters.replay_table import dealt_record
from archive_app.presenters.sitting_sheet import Sheet
from engine.core.sitting import MAX_HANDS, Sitting
from engine.core.sitting_play import add_hand, next_carry, start

SITTING_HAND = "SittingHand"  # the record tag naming a hand's place in its sitting


def new_sitting(game: str, rules: str, seat: int, bot: str, hands: int, number: int) -> PracticeSitting:
    """A sitting of ``hands`` hands, its first dealer found as the table finds him (seeded by ``number``)."""
    hands = max(1, min(MAX_HANDS, hands))
    s = start(game, rules, f"practice.{number}", bot)
    tags = {"Event": "practice", "Practice": f"{seat} {bot} {number}", "Hands": str(hands)}
    return PracticeSitting(replace(s, tags=tags))


@dataclass(frozen=True)
class PracticeSitting:
    sitting: Sitting

    @property
    def game(self) -> str:
        return self.sitting.game

    @property
    def rules(self) -> str:
        return self.sitting.rules

    def _practice(self) -> tuple[int, str, int]:
        words = self.sitting.tags.get("Practice", "").split() + ["", "", ""]
        seat, bot, number = words[:3]
        known = games.adapter(self.game).plug.bots  # a bot the game no longer has plays as the casual one
        return (int(seat) if seat.isdigit() else 0, bot if bot in known else bot_of(DEFAULT),
                int(number) if number.isdigit() else 1)

    @property
    def seat(self) -> int:
        return self._practice()[0]

    @property
    def bot(self) -> str:
        return self._practice()[1]

    @property
    def target(self) -> int:
        n = self.sitting.tags.get("Hands", "")
        return max(1, min(MAX_HANDS, int(n))) if n.isdigit() else 1

    @property
    def played(self) -> int:
        return len(self.sitting.hands)

    @property
    def done(self) -> bool:
        return self.played >= self.target

    def next_hand(self) -> PracticeHand:
        """The next hand dealt: its dealer and carried statuses as the last hand hands them on."""
        carry = next_carry(self.sitting)
        seat, bot, number = self._practice()
        deal = number * 100 + self.played + 1  # every hand its own deal, the same again on a replay
        record = dealt_record(self.game, self.rules, deal, carry.dealer)
        tags = {"Event": "practice", "Practice": f"{seat} {bot} {deal}", SITTING_HAND: str(self.played + 1)}
        tags.update({k: " ".join(map(str, v)) for k, v in carry.statuses.items() if v})
        return PracticeHand(replace(record, tags=tags))

    def owns(self, hand: PracticeHand) -> bool:
        """Whether ``hand`` (one kept after a crash) is this sitting's next hand."""
        return (hand.game, hand.record.rules) == (self.game, self.rules) and \
            hand.record.tags.get(SITTING_HAND) == str(self.played + 1) and not self.done

    def add(self, hand: PracticeHand) -> PracticeSitting:
        return PracticeSitting(add_hand(self.sitting, hand.record))

    def sheet(self) -> Sheet:
        """The score sheet and the plot's series, replayed from the records."""
        return Sheet.of(self.sitting)

    def text(self) -> str:
        return self.sitting.to_text()

    @classmethod
    def from_text(cls, text: str) -> PracticeSitting:
        return cls(Sitting.parse(text, "practice sitting"))


def sitting_path(folder: Path, ps: PracticeSitting, started: datetime) -> Path:
    return folder / f"{ps.game}-sitting-{started:%Y%m%d-%H%M%S}.txt"


def save_sitting(ps: PracticeSitting, path: Path) -> Path:
    """The sitting so far (text form) into ``path``, replaced whole: written beside, then moved over, so a
    crash while writing leaves the last hand's file. OSError if it cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_suffix(".part")
    part.write_text(ps.text(), encoding="utf-8")
    part.replace(path)
    return path


def count_sitting(store: Any, ps: PracticeSitting) -> int:
    """A finished sitting into the store's progress: its hands and the learner's total."""
    from archive_app.store import sittings

    seat = ps.seat
    total = ps.sitting.hands[-1].totals[seat] if ps.sitting.hands else 0
    return sittings.add_sitting(store, ps.game, ps.rules, seat, ps.bot, ps.played, int(round(total)), ps.text())
