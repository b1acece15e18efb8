"""Set tables for the 笃子胡 play tests: deals written card by card, events written as text, records.

``table(hands={0: "...", 1: "...", 2: "..."}, turned="4s", head="5m", tail="")`` deals exactly those
hands; the wall is ``head``, then every other card in play in card order, then ``tail``.
"""

from __future__ import annotations

from engine.cards import ALL_CARDS, DECK, parse_cards
from engine.core.game import Event
from engine.core.record import Record
from engine.duzihu.rules import RuleSet
from engine.duzihu.state import DuzihuState, deck_counts
from engine.duzihu.table_view import account

# A ready hand waiting on 5m (46m, 嵌张), with 千字 and 红花.
READY_5M = "123m 789m 123s 789s 123p QQQ HH 46m"
# A hand far from ready that holds two 5m and two 白花.
TWO_5M = "55m 9m 1s 5s 9s 456p 9p BB 2m 2s 6s 3p 8p 7p 1p 3m 8m 6m"
# The dealer's 23: one 5m, nothing complete.
DEALER = "5m 1m 4m 7m 44s 7s 2p 5p 8p 6p 4p 9p H B 3s 8s 6m 9s 7p 1p 2s 3m"


def cards(text: str) -> list:
    return parse_cards(text) if text.strip() else []


def table(rules: str | RuleSet = "danjiang", *, hands: dict[int, str], turned: str = "4s", dealer: int = 0,
          head: str = "", tail: str = "") -> DuzihuState:
    rs = RuleSet.named(rules) if isinstance(rules, str) else rules
    dealt = [cards(hands.get(s, "")) for s in range(4)]
    turned_cards = cards(turned)
    left = deck_counts(rs)
    for c in [c for h in dealt for c in h] + turned_cards + cards(head) + cards(tail):
        left[c.index] -= 1
    assert min(left) >= 0, "more copies than the deck holds"
    middle = [c for c, n in zip(ALL_CARDS, left) for _ in range(n)]
    return DuzihuState(rs, dealt, turned_cards, cards(head) + middle + cards(tail), dealer)


def ev(text: str) -> Event:
    return Event.parse(text, DECK)


def play(state: DuzihuState, *events: str) -> list:
    """Push the events; returns the violations of each."""
    out = []
    deck = account(state)
    for text in events:
        out.append(state.push(ev(text)))
        assert account(state) == deck
    return out


def codes(events: list[Event]) -> list[str]:
    return [e.code() for e in events]


def draw_discard_until(state: DuzihuState, stop) -> None:  # type: ignore[no-untyped-def]
    """Everyone discards what he draws and passes every claim, until ``stop(state)``."""
    while not state.is_over() and not stop(state):
        moves = state.legal_moves()
        kinds = {e.type: e for e in moves}
        if "pass" in kinds:
            state.push(kinds["pass"])
        elif state.phase in ("draw", "setup") or "xi" in kinds:
            state.push(moves[0])
        else:
            seat = state.seats[state.c.turn]
            card = seat.drawn or next(ALL_CARDS[i] for i, n in enumerate(seat.hand) if n)
            state.push(Event(state.c.turn, "discard", card))


def record_of(state: DuzihuState, events: list[Event] | None = None) -> Record:
    hands, turned, wall = state.initial
    rs = state.rules
    return Record("duzihu", rs.name, {k: list(v) if isinstance(v, tuple) else v
                                      for k, v in rs.changed_from_preset().items()}, {}, state.dealer,
                  tuple(tuple(sorted(h)) for h in hands), wall, turned,
                  tuple(state.events if events is None else events))
