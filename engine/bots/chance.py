"""The lookahead bots' one measure, for every game: the chance of reaching a win before the cards run
out, from what one seat knows, times what the win would be worth.

A position is summed up by three facts (each game works them out its own way, see
``engine/bahu/lookahead.py``, ``engine/duzihu/lookahead.py``, ``engine/waihuzi/lookahead.py``):

* ``distance``: how many useful cards it still needs before it waits on a win (0: it waits now);
* ``accept``: how many of the unseen cards would bring it one step nearer (the next draw or flip
  looked at card by card, every kind the seat has not seen weighted by its copies left);
* ``waits``: how many unseen cards would win at once (its 听张 copies), when ``distance`` is 0.

:func:`win_chance` plays the rest of the hand as a chain: each card still to come is useful with
the chance ``accept / unseen`` (times ``improve``, the share of cards the seat can take at all) and
wins with ``waits / unseen`` once it waits. It is a model, not a playout: it does not see the
others' hands, it assumes the unseen cards come in random order, and the steps after the first have
the first step's acceptance.

>>> round(win_chance(0, 0, 8, 40, 10, 1.0), 3)   # waiting on 8 of 40 unseen, 10 cards to come
0.893
>>> win_chance(2, 10, 0, 40, 10, 0.5) < win_chance(1, 10, 0, 40, 10, 0.5) < win_chance(0, 0, 4, 40, 10, 0.5)
True
>>> win_chance(3, 0, 0, 40, 10, 0.5)
0.0
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.game import Event

MAX_STEPS = 80  # more cards to come than any hand has


def win_chance(distance: int, accept: float, waits: float, unseen: float, steps: int, improve: float,
               win: float = 1.0, later_waits: float = 4.0) -> float:
    """The chance of a win within ``steps`` cards, by the chain described in the module docstring.
    ``later_waits``: the 听张 copies assumed once a hand not yet waiting comes to wait."""
    if unseen <= 0 or steps <= 0 or distance < 0:
        return 1.0 if distance < 0 else 0.0
    step = min(1.0, improve * accept / unseen)
    final = min(1.0, win * (waits if distance == 0 else later_waits) / unseen)
    at = [0.0] * (distance + 1)  # chance of being ``k`` steps away
    at[distance] = 1.0
    won = 0.0
    for _ in range(min(steps, MAX_STEPS)):
        won += at[0] * final
        at[0] *= 1.0 - final
        for k in range(1, distance + 1):
            moved = at[k] * step
            at[k] -= moved
            at[k - 1] += moved
    return won


@dataclass(frozen=True)
class Estimate:
    """One candidate move: the move, its value (chance × worth of the win), the facts behind it, and
    the tie-break (the greedy bot's own measure, so equal values fall back to greedy play). Facts
    whose name starts with ``_`` are the bot's own and stay out of the JSON."""

    event: Event
    value: float
    chance: float
    distance: int
    accept: int
    waits: int
    facts: dict[str, Any] = field(default_factory=dict)
    tie: tuple = ()
    rank: tuple | None = None  # a game may rank by some facts before the value (八胡: 圆, then steps)

    def key(self) -> tuple:
        head = self.rank if self.rank is not None else ()
        return (*head, round(self.value, 9), self.tie)

    def to_json(self) -> dict[str, Any]:
        return {"event": self.event.to_json(), "value": round(self.value, 4), "chance": round(self.chance, 4),
                "distance": self.distance, "accept": self.accept, "waits": self.waits,
                **{k: v for k, v in self.facts.items() if not k.startswith("_")}}


def ranked(estimates: Sequence[Estimate], rng: Any) -> list[Estimate]:
    """Best first; moves of equal key keep a seeded random order (deterministic given the seed)."""
    shuffled = list(estimates)
    rng.shuffle(shuffled)
    return sorted(shuffled, key=Estimate.key, reverse=True)


def seen_counts(total: Sequence[int], *known: Sequence[int]) -> list[int]:
    """The copies of each kind a seat has not seen: ``total`` less every count it knows of."""
    out = list(total)
    for counts in known:
        for k, n in enumerate(counts):
            out[k] -= n
    return [max(0, n) for n in out]
