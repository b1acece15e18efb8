"""A practice hand: the learner at one seat, bots at the others, for any of the three games. Pure
Python (no Qt): the practice table page (archive_app/ui/pages/play.py) drives it and runs the bots'
choices, the hints and the review off the UI thread with the functions here, each of which rebuilds
its own state from the record so far (a few milliseconds) and so never shares one with the page.

* :func:`new_hand` deals (the same deal number deals the same cards and the same dealer);
* :class:`PracticeHand` holds the record so far and its state: whose move, the learner's legal
  moves, the moves played for him without a choice (a flip or draw, laying out four, standing a 将);
* :func:`bot_move` is the move a bot makes at a point of the record; every event is kept in the
  record, passes too, so the record replays exactly and the review sees every decision.

>>> hand = new_hand("bahu", "haimen", seat=0, bot="greedy", number=4)
>>> hand.record.tags["Practice"], hand.state.to_move() is not None
('0 greedy 4', True)
>>> while not hand.is_over() and not hand.players_turn():
...     _ = hand.play(hand.forced() or bot_move(hand.record, "greedy"))
>>> hand.players_turn() or hand.is_over(), all(e.seat == 0 for e in hand.legal())
(True, True)
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from engine.core.game import Event, Violation
from engine.core.record import Record
from engine.core.rng import rng
from archive_app import games
from archive_app.presenters.practice_levels import DEFAULT, bot_of, player
from archive_app.presenters.replay_table import dealt_record, new_state, result_of
from archive_app.games.snapshot import from_snapshot
from archive_app.presenters.table_model import TableModel

# Moves without a choice: turning a card up or drawing it, laying out four dealt, standing a 将, laying out 喜.
FORCED = frozenset(("draw", "bomb", "zhang", "xi"))


def rule_sets(game: str) -> tuple[str, ...]:
    return games.adapter(game).rule_sets


def seats_of(game: str) -> tuple[int, ...]:
    """The seats a learner may take (歪胡子 is played by three)."""
    return games.adapter(game).learner_seats


def dealers_for(game: str, seat: int) -> list[int]:
    """Dealers with whom ``seat`` plays (笃子胡's dealer's 上家 sits out, 歪胡子's fourth seat holds no cards)."""
    return games.adapter(game).dealers_for(seat)


def new_hand(game: str, rules: str, seat: int, bot: str, number: int) -> PracticeHand:
    """A fresh deal: deal ``number`` decides the cards and the dealer."""
    dealer = rng(f"practice.{number}.dealer").choice(dealers_for(game, seat))
    record = dealt_record(game, rules, number, dealer)
    tags = {"Event": "practice", "Practice": f"{seat} {bot} {number}"}
    return PracticeHand(replace(record, tags=tags))


def learner_sits_out(hand: PracticeHand) -> bool:
    """The learner's seat takes no part from the deal on (八胡's 黄胡: no 将 pair, s000.p035)."""
    return not games.adapter(hand.game).takes_part(hand.state, hand.seat)


def practice_of(record: Record) -> tuple[int, str, str]:
    """(the learner's seat, the engine's bot the others play, the deal number) from a practice record's
    tag; a bot the game no longer has plays as the greedy one."""
    words = str(record.tags.get("Practice", "")).split() + ["", "", ""]
    seat, bot, number = words[:3]
    known = games.adapter(record.game).plug.bots
    return (int(seat) if seat.isdigit() else 0), (bot if bot in known else bot_of(DEFAULT)), number


class PracticeHand:
    """The record so far and the state after it. The learner's seat and the engine's bot ride in the
    record's ``Practice`` tag, so a record kept after a crash is all there is to resume."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.seat, self.bot, self.number = practice_of(record)
        self.state = new_state(record)
        self.violations: list[Violation] = []
        for e in record.events:
            self.violations += self.state.push(e)

    @property
    def game(self) -> str:
        return self.record.game

    @property
    def events(self) -> tuple[Event, ...]:
        return self.record.events

    def is_over(self) -> bool:
        return self.state.is_over()

    def to_move(self) -> int | None:
        return self.state.to_move()

    def players_turn(self) -> bool:
        """The learner has a choice to make now (a move without choice is :meth:`forced`)."""
        return not self.is_over() and self.to_move() == self.seat and self.forced() is None

    def legal(self) -> list[Event]:
        return [] if self.is_over() else self.state.legal_moves()

    def forced(self) -> Event | None:
        """The one move the seat to move can make when it has no choice (a flip, a draw, laying out four)."""
        options = self.legal()
        if len(options) == 1 and options[0].type in FORCED:
            return options[0]
        return None

    def play(self, event: Event) -> list[Violation]:
        broken = self.state.push(event)
        self.violations += broken
        self.record = replace(self.record, events=self.record.events + (event,))
        return broken

    def model(self, names: tuple[str, ...] = ()) -> TableModel:
        out = self.state.outcome() if self.is_over() else None
        return from_snapshot(self.game, self.state.snapshot(), names, self.is_over(),
                             out.winner if out is not None else None)

    def result(self) -> dict[str, Any] | None:
        return result_of(self.game, self.state)

    def text(self) -> str:
        return self.record.to_text()


def state_at(record: Record) -> Any:
    state = new_state(record)
    for e in record.events:
        state.push(e)
    return state


def bot_move(record: Record, bot: str) -> Event:
    """The move the bot at the seat to move makes after the record's events (seeded by the point, so
    a resumed hand goes on as it would have)."""
    state = state_at(record)
    options = state.legal_moves()
    seat = options[0].seat
    return player(record.game, bot, f"practice.{practice_of(record)[2]}.{seat}.{len(record.events)}"
                  ).choose(state, options)


def save_record(hand: PracticeHand, folder: Path, when: datetime) -> Path:
    """The hand's record (text form) as ``folder/<game>-<when>.txt``, written once; OSError if it cannot be."""
    path = folder / f"{hand.game}-{when:%Y%m%d-%H%M%S}.txt"
    folder.mkdir(parents=True, exist_ok=True)
    if not path.exists():
        path.write_text(hand.text(), encoding="utf-8")
    return path


def count_hand(store: Any, hand: PracticeHand) -> int:
    """A finished hand into the store's progress: what the learner's seat counted (庄 / 胡数 / 息), won or paid."""
    from archive_app.store import practice

    out = hand.state.outcome()
    return practice.add_game(store, hand.game, hand.record.rules, hand.seat, hand.bot, out.end, out.winner == hand.seat,
                             int(out.zhuang[hand.seat]), int(out.net[hand.seat]), hand.text())
