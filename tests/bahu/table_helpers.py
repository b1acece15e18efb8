"""Building 八胡 table records for tests: exact hands for the seats a test is about, the rest of the deck
handed to seats that sit out (黄胡: no pair of any 将, so they never claim), the wall's first cards
chosen and the remainder after them."""

from __future__ import annotations

from typing import Any

from engine.bahu.groups import JIANG
from engine.bahu.rules import RuleSet
from engine.bahu.state import BahuState
from engine.bahu.table_record import check, deck_for, play_through, record_json
from engine.cards import DECK, counts_of, parse_cards
from engine.core.game import Event
from engine.core.record import Record


def E(text: str) -> dict[str, Any]:
    """An event in the record's JSON shape from its text form: ``E("1 chi 7m 5m6m")``, ``E("2 buy at 3")``."""
    words = text.split()
    if "at" in words:  # the cards a seat held when it bought
        k = words.index("at")
        return {**Event.parse(" ".join(words[:k]), DECK).to_json(), "at": int(words[k + 1])}
    return Event.parse(text, DECK).to_json()


def make_record(rules: str, hands: list[str | None], wall: str = "", dealer: int = 0,
                events: list[str] = (), options: dict[str, Any] | None = None,
                tags: dict[str, Any] | None = None, exact: bool = True) -> dict[str, Any]:
    """A whole record. ``None`` hands are dealt 25 (26 for the dealer) left-over cards without a 将 pair."""
    rs = RuleSet.named(rules).with_json_options({k: v for k, v in (options or {}).items()
                                                 if k in RuleSet.named(rules).option_names()})
    left = counts_of(deck_for(rs))
    given = [parse_cards(h) if h is not None else None for h in hands]
    front = parse_cards(wall)
    for seat, cards in enumerate(given):
        want = 26 if seat == dealer else 25
        assert cards is None or len(cards) == want or not exact, f"seat {seat} holds {len(cards)}, not {want}"
    for cards in [c for c in given if c is not None] + [front]:
        for c in cards:
            left[c.index] -= 1
            assert left[c.index] >= 0, f"more than four {c.code} in the test's cards"
    out_hands = []
    for seat, cards in enumerate(given):
        if cards is None:
            size = 26 if seat == dealer else 25
            cards = []
            for k in sorted(JIANG) + [k for k in range(len(left)) if k not in JIANG]:  # 将 spread out first
                take = min(left[k], size - len(cards), 1 if k in JIANG else 3)  # no pair of 将, no bomb
                cards += [DECK.cards[k]] * take
                left[k] -= take
            assert len(cards) == size, "not enough cards left to fill a hand"
        out_hands.append(cards)
    rest = [DECK.cards[k] for k, n in enumerate(left) for _ in range(n)]
    rec = record_json(rs, dealer, out_hands, front + rest, [], tags, options)
    rec["events"] = [E(e) for e in events]
    return rec


def state_of(record: dict[str, Any], upto: int | None = None) -> BahuState:
    return play_through(Record.from_json(record), upto)


def violations(record: dict[str, Any]) -> list[dict[str, Any]]:
    return check(record)["violations"]


def rules_broken(record: dict[str, Any]) -> list[tuple[int, int, str, str]]:
    return [(v["event"], v["seat"], v["rule"], v["penalty"]) for v in violations(record)]


def legal(state: BahuState) -> list[str]:
    return [e.code() for e in state.legal_moves()]
