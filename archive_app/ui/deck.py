"""What the card-picking widgets know about a deck (:class:`Deck`): the engine's deck plus its grid rows,
names, faces and inks, and the colours the pickers draw with. No widgets here."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.deck import Deck as EngineDeck
from engine.core.errors import CardError, InputError

ERROR_COLOUR = "#b3261e"
COUNT_COLOUR = "#6b5c44"  # copies left, row captions
INK = {"red": "#c0271d", "black": "#1c1a18"}  # copies left of a coloured deck's kinds
SPENT_INK = "#a89a80"  # ... and of a kind with none left


def card_label(card: Any, ctx=None) -> str:
    """The card's name in the UI language: 三万 or 柒 (in the reader's script), or "three wan"."""
    if ctx is None:
        return card.code
    return ctx.zh(card.zh) if ctx.lang == "zh" else card.en


@dataclass(frozen=True)
class Deck:
    """One deck as the shared widgets see it: the engine's deck (kinds, notation, copies) plus how the
    grid lays it out and inks it. Rule knowledge stays in the engine; this adds only presentation."""

    engine: EngineDeck
    rows: tuple[tuple[int, ...], ...]  # the grid: kind indexes row by row
    label: Callable[[Any, Any], str] = card_label
    face_key: Callable[[Any], str] = operator.attrgetter("code")  # key for archive_app.cardfaces
    colour: Callable[[str], str] | None = None  # code -> "red" or "black", for a deck printed in two inks
    optional: tuple[int, ...] = ()  # kinds a rule set may leave out: hidden in the grid, refused when typed
    card_height: int = 76  # the grid's default face height
    error: type[InputError] = CardError  # what parse raises (with ``.token``) on a bad word

    @property
    def cards(self) -> tuple[Any, ...]:
        return self.engine.cards

    @property
    def by_code(self) -> dict[str, Any]:
        return self.engine.by_code

    @property
    def copies(self) -> int:
        return self.engine.copies

    @property
    def size(self) -> int:
        return self.engine.size

    def parse(self, text: str) -> list:
        return self.engine.parse(text)

    def format(self, cards: Iterable[Any], *, compact: bool = False) -> str:
        return self.engine.format(cards, compact=compact)

    def counts(self, cards: Iterable[Any]) -> list[int]:
        return self.engine.counts(cards, limit=1 << 30)

    def partial_counts(self, text: str) -> list[int]:
        """Copies of each kind among the words of ``text`` that parse (bad words are skipped)."""
        return self.engine.partial_counts(text)

    def over_limit(self, counts: Sequence[int], used: Sequence[int]) -> int | None:
        """The first kind of which ``counts`` and ``used`` together hold more than the copies there are."""
        return next((k for k in range(self.size) if counts[k] + used[k] > self.copies), None)
