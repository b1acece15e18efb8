"""八胡 moments of self-play that a question fits: a card up for claims (``claim``: the seat's best
claims), a greedy seat's discard (``discard``), the winner's hand before the winning card
(``waits``), and the end of the hand (``zhuang``: every player's net).

Each hand is played from its own seed (:func:`engine.bahu.selfplay.play_hand`) and its record replayed
event by event through the state.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.puzzles.kit import Moment, Position


def moments(rules: str, seed: int, i: int, kind: str) -> Iterator[Moment]:
    from engine.bahu.claim_choice import legal_claims, position_at
    from engine.bahu.table_result import round_json
    from engine.bahu.selfplay import play_hand
    from engine.bahu.rules import RuleSet
    from engine.bahu.table_record import state_of
    from engine.core.record import Record

    record, final = play_hand(RuleSet.named(rules), f"puzzles.{seed}.{i}", "greedy", dealer=i % 4)
    if kind == "zhuang":
        yield "zhuang", _round_position(round_json(final)), len(record["events"])
        return
    rec = Record.from_json(record)
    state = state_of(rec)
    events = rec.events
    for index, event in enumerate(events):
        if kind == "claim" and state.phase == "window" and state.ptr == 0:
            for s in range(4):
                if legal_claims(state, s)[0]:
                    yield "claim", position_at(state, s), index
        elif kind == "discard" and event.type == "discard" and state.phase in ("discard", "deal"):
            yield "discard", _hand_position(state, event.seat, with_taken=True), index
        elif kind == "waits" and event.type == "hu" and index == len(events) - 1:
            yield "waits", _hand_position(state, event.seat), index
        state.push(event)


def _hand_position(state: Any, seat: int, with_taken: bool = False) -> Position:
    from engine.cards import ALL_CARDS, format_cards

    s = state.seats[seat]
    melds = [str(m) for m in s.melds] + [f"zhang:{ALL_CARDS[k].code}" for k, n in enumerate(s.standing)
                                          for _ in range(n)]
    out: Position = {"hand": format_cards([ALL_CARDS[k] for k, n in enumerate(s.hand) for _ in range(n)],
                                          compact=True), "melds": melds}
    if with_taken and s.chi_taken:
        out["taken"] = [ALL_CARDS[k].code for k in sorted(s.chi_taken)]
    return out


def _round_position(round_: dict[str, Any]) -> Position:
    """The round as a puzzle position: statuses that are false and empty lists left out."""
    players = []
    for p in round_["players"]:
        players.append({k: v for k, v in p.items() if v not in (False, [], None)})
    out: Position = {"players": players, "winner": round_["winner"]}
    if round_.get("options"):
        out["options"] = round_["options"]
    return out
