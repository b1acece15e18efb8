"""Spaced review of missed puzzles with FSRS (the ``fsrs`` package), graded from the attempt itself.

A miss is ``Again``; a solve after a miss is ``Hard``; a clean solve is ``Good``, or ``Easy`` when it
was quick. Review cards live in their own queue (the store), never mixed into rated play.

>>> from datetime import datetime, timezone
>>> now = datetime(2026, 12, 1, tzinfo=timezone.utc)
>>> card = new_card(now)
>>> card, log = review(card, solved=False, tries=1, seconds=20, now=now)
>>> card.due > now, log["grade"]
(True, 'again')
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, cast

from fsrs import Card, Rating, Scheduler

if TYPE_CHECKING:
    from fsrs.card import CardDict

_SCHEDULER = Scheduler(enable_fuzzing=False)  # reproducible intervals: the tests and the dashboard agree
QUICK_SECONDS = 15


def grade(solved: bool, tries: int, seconds: float) -> Rating:
    if not solved:
        return Rating.Again
    if tries > 1:
        return Rating.Hard
    return Rating.Easy if seconds <= QUICK_SECONDS else Rating.Good


def new_card(now: datetime | None = None) -> Card:
    card = Card()
    card.due = now or datetime.now(timezone.utc)
    return card


def review(card: Card, *, solved: bool, tries: int, seconds: float, now: datetime | None = None
           ) -> tuple[Card, dict[str, Any]]:
    rating = grade(solved, tries, seconds)
    card, log = _SCHEDULER.review_card(card, rating, now or datetime.now(timezone.utc))
    return card, {"grade": rating.name.lower(), "due": card.due.isoformat()}


def to_json(card: Card) -> dict[str, Any]:
    return dict(card.to_dict())


def from_json(data: dict[str, Any]) -> Card:
    return Card.from_dict(cast("CardDict", data))  # the JSON that to_json wrote
