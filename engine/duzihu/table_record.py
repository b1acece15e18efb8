"""笃子胡 hands as game records (``changpai-record/1``, :mod:`engine.core.record`): play a record
through the referee, replay it to any event, and let bots play hands into records.

* :func:`check_record` — every rule broken (event, seat, rule, source, penalty) and how the hand
  ended: ``{"ok", "game", "rules", "events", "violations", "result": {"end", "winner", "zhuang",
  "net"}}``; ``zhuang`` is what each seat counts (胡数), ``net`` what it wins or pays.
* :func:`replay_record` — the table after ``at`` events: ``{"seats", "wall_left", "to_move",
  "current", "legal", "analysis", "violations"}``.
* :func:`selfplay` — ``games`` hands by bots, seeded, as records; the first dealer is drawn by lot
  (s002.p010 第一輪的莊家由四個人共同抽籤決定) and the deal passes to the dealer's 下家 each hand.

>>> records = selfplay("danjiang", games=2, seed=7, bots="greedy")
>>> [r.dealer for r in records], [len(h) for h in records[0].hands].count(0)
([2, 3], 1)
>>> out = check_record(records[0])
>>> out["ok"], out["result"]["end"] in ("hu", "exhausted"), sum(out["result"]["net"])
(True, True, 0)
>>> replay_record(records[0], 0)["to_move"] == records[0].dealer
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core.errors import InputError
from engine.core.game import Event, Outcome, Result, Violation
from engine.core.record import Deal, Record, json_value
from engine.core.rng import rng
from engine.core.verdict import note
from engine.core.heap import long_run
from engine.duzihu import conduct as C
from engine.duzihu.players import make_bot
from engine.duzihu.rules import RuleSet
from engine.duzihu.state import SEATS, DuzihuState
from engine.duzihu.table_view import seat_json, current_json, winner_position

MAX_EVENTS = 2000  # no hand is this long: a guard against a state that never ends


def state_of(rules: RuleSet, deal: Deal) -> DuzihuState:
    """The state at the deal of ``deal`` (no event pushed)."""
    if deal.turned is None:
        raise InputError("turned: a 笃子胡 record names the card(s) turned as jiang", "turned")
    return DuzihuState(rules, deal.hands, deal.turned, deal.wall, deal.dealer)


def _rules(record: Record) -> RuleSet:
    if record.game != "duzihu":
        raise InputError(f"game: this is a {record.game} record, not duzihu", "game")
    return record.rule_set()


def play(rules: RuleSet, deal: Deal, upto: int | None = None, where: str = "") -> DuzihuState:
    """The deal's state with its first ``upto`` events (all by default) pushed; errors name the event."""
    state = state_of(rules, deal)
    events = deal.events if upto is None else deal.events[:upto]
    for i, e in enumerate(events):
        try:
            state.push(e)
        except InputError as err:
            raise InputError(f"{where}{err}", f"{where}events[{i}]") from None
    return state


def result_of(state: DuzihuState) -> Result:
    """How the hand ended and settled; a won hand adds the payments, how each seat's count was found
    (the settlement's lines) and the winner's score."""
    out = state.outcome()
    settlement = state.settlement() if out is not None else None
    if settlement is None:
        return Result.of(out, SEATS)
    position = winner_position(state)
    assert position is not None  # settled: the hand was won
    score = {"total": settlement.score.total, "type": settlement.score.type.value, "position": position.text(),
             "explain": list(settlement.score.explain), "explain_zh": list(settlement.score.explain_zh)}
    details = (("payments", [p.to_json() for p in settlement.payments]),
               ("counted", [r.to_json() for r in settlement.counted]), ("score", score))
    return Result.of(out, SEATS, (note(r) for r in settlement.counted), details)


def check_record(record: Record) -> dict[str, Any]:
    """Play the record through the referee (every hand of a sitting in turn)."""
    rules = _rules(record)
    deals = record.all_deals()
    violations: list[dict[str, Any]] = []
    results = []
    events = 0
    for d, deal in enumerate(deals):
        where = f"deals[{d}]." if record.sitting else ""
        state = play(rules, deal, where=where)
        found: list[Violation] = list(state.violations)
        if d and deal.dealer != (deals[d - 1].dealer + 1) % SEATS:
            expected = (deals[d - 1].dealer + 1) % SEATS
            found.insert(0, C.violation(C.DEALER_ORDER(deal=d, dealer=deal.dealer, expected=expected), -1,
                                        deal.dealer))
        for v in found:
            violations.append({**v.to_json(), "deal": d} if record.sitting else v.to_json())
        results.append(result_of(state).to_json())
        events += len(deal.events)
    result = results[-1] if not record.sitting else _total(results)
    return {"ok": not violations, "game": "duzihu", "rules": record.rules, "events": events,
            "violations": violations, "result": result}


def _total(results: list[dict[str, Any]]) -> dict[str, Any]:
    net = [sum(r["net"][s] for r in results) for s in range(SEATS)]
    zhuang = [sum(r["zhuang"][s] for r in results) for s in range(SEATS)]
    last = results[-1]
    return {"end": last["end"], "winner": last["winner"], "zhuang": zhuang, "net": net, "deals": results}


def replay_record(record: Record, at: int | None = None, deal: int = 0) -> dict[str, Any]:
    """The table after the first ``at`` events of hand ``deal`` (all of them by default)."""
    rules = _rules(record)
    deals = record.all_deals()
    if not 0 <= deal < len(deals):
        raise InputError(f"--deal: the record has {len(deals)} hand(s)", "--deal")
    events = deals[deal].events
    if at is not None and not 0 <= at <= len(events):
        raise InputError(f"--at: 0–{len(events)} events", "--at")
    state = play(rules, deals[deal], at)
    return {"seats": [seat_json(state, s) for s in range(SEATS)], "wall_left": state.wall_left,
            "to_move": state.to_move(), "current": current_json(state), "phase": state.phase,
            "turned": [c.code for c in state.turned], "legal": [e.to_json() for e in state.legal_moves()],
            "analysis": analysis(state), "violations": [v.to_json() for v in state.violations],
            "result": result_of(state).to_json()}


def analysis(state: DuzihuState) -> list[dict[str, Any]]:
    """Per playing seat: is the hand complete, and (for a hand not holding a card to discard) its 听张."""
    out = []
    for s in state.order:
        seat = state.seats[s]
        holding = state.phase == "turn" and state.c.turn == s
        entry: dict[str, Any] = {"seat": s, "complete": seat.complete() if holding else False,
                                 "sets_needed": seat.sets_needed}
        if not holding and not state.is_over():
            entry["waits"] = [c.code for c in seat.waits(state.available(s))]
        out.append(entry)
    return out


# --- self-play --------------------------------------------------------------------------------------

def play_hand(rules: RuleSet, seed: int | str, bots: str | list[str] = "greedy", dealer: int = 0,
              watch: Any = None) -> tuple[Record, DuzihuState]:
    """One hand from a seeded deal to its end, as a record; passes are left out where the next event
    implies them (the passes that end a hand on an empty wall stay). ``watch(state, event)`` is
    called after every event (the tests check the table there)."""
    names = [bots] * SEATS if isinstance(bots, str) else list(bots)
    state = DuzihuState.deal(rules, seed=f"{seed}.deal", dealer=dealer)
    players = [make_bot(names[s], f"{seed}.bot{s}") for s in range(SEATS)]
    kept: list[Event] = []
    passes: list[Event] = []  # kept only when nothing follows them (the passes that end the hand)
    while not state.is_over():
        options = state.legal_moves()
        event = players[options[0].seat].choose(state, options)
        # A bot picks only legal events, so a broken rule is a bug -- except 包张: whether a discard
        # lets another player win depends on hands the discarder cannot see (s003.p027).
        broken = [v.rule for v in state.push(event) if v.penalty != "bao"]
        if broken:
            raise AssertionError(f"hand {seed}: {event.code()} broke {broken}")
        if watch is not None:
            watch(state, event)
        if event.type == "pass":
            passes.append(event)
        else:
            kept.append(event)
            passes.clear()
        if len(state.events) > MAX_EVENTS:
            raise AssertionError(f"hand {seed}: no end after {MAX_EVENTS} events")
    kept += passes
    hands, turned, wall = state.initial
    options_json = {k: json_value(v) for k, v in rules.changed_from_preset().items()}
    record = Record("duzihu", rules.name, options_json, {"Seed": str(seed), "Bots": ",".join(names)}, dealer,
                    tuple(tuple(sorted(h)) for h in hands), wall, turned, tuple(kept))
    return record, state


def play_hands(rules: RuleSet | str, games: int, seed: int | str,
               bots: str | list[str] = "greedy") -> list[tuple[Record, Outcome]]:
    """``games`` hands in a row: the first dealer by lot, then the dealer's 下家 deals (s002.p010)."""
    rs = RuleSet.named(rules) if isinstance(rules, str) else rules
    dealer = rng(f"{seed}.lot").randrange(SEATS)
    out = []
    with long_run() as hand_done:  # the caches outlive the hands: full collections need not rescan them
        for i in range(games):
            record, state = play_hand(rs, f"{seed}.{i}", bots, (dealer + i) % SEATS)
            outcome = state.outcome()
            assert outcome is not None
            out.append((record, outcome))
            hand_done()
    return out


def selfplay(rules: RuleSet | str, games: int, seed: int | str, bots: str | list[str] = "greedy") -> list[Record]:
    """The records of :func:`play_hands`."""
    return [record for record, _ in play_hands(rules, games, seed, bots)]


def sitting(records: list[Record]) -> Record:
    """Hands played in a row as one record of a sitting."""
    first = records[0]
    deals = tuple(Deal(r.dealer, r.hands, r.events, r.wall, r.turned) for r in records)
    return replace(first, deals=deals, events=(), hands=((),) * SEATS, wall=None, turned=None, dealer=0)
