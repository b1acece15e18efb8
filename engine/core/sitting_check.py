"""``record check`` of a sitting: every hand through its game's referee, then the hand-to-hand rules —
the first dealer as ``first`` finds him, each next dealer and every status carried in
(:mod:`engine.core.sitting_rules`), each hand's money summing to zero and the written ``net`` and
``totals`` agreeing with the replay. A rule broken is flagged at its hand: every violation carries
``hand`` (1 for the first) and its words name the hand.

The answer: ``{"ok", "game", "rules", "hands", "events", "violations", "result", "sitting"}`` with
``result`` the totals as a single hand's (``net`` the running total after the last hand) and
``sitting`` one row per hand: ``{"hand", "dealer", "end", "winner", "net", "totals", "carried"}``.
"""

from __future__ import annotations

from typing import Any

from engine.core.bilingual import Text, seat_name
from engine.core.errors import InputError
from engine.core.game import Violation
from engine.core.reason import declare
from engine.core.registry import game as find_game
from engine.core.sitting import Sitting, tidy
from engine.core.sitting_messages import HAND_AT
from engine.core.sitting_rules import Carry, SittingRules, rules_of

# Money changes hands, none is made: 庄可以互相抵消 … 一人胡下来，四个人都得互抵庄数 (s000.p073).
ZERO_SUM = declare("sitting.zero_sum", "s000.p073", "第{hand}局的输赢相加不为零（{sum}）",
                   "hand {hand}: what the seats won and paid does not sum to zero ({sum})")
NET = declare("sitting.net", "s000.p073", "第{hand}局记下的输赢{written}与重放的{replayed}不符",
              "hand {hand}: the net written, {written}, is not the replay's {replayed}")
TOTALS = declare("sitting.totals", "s000.p073", "第{hand}局后记下的累计{written}应为{replayed}",
                 "after hand {hand} the running totals written, {written}, should be {replayed}")
DROPPED = Text("没有带下来", "was dropped, though the last hand carries it on")
ADDED = Text("不该带下来", "is carried in, though nothing carries it on")
PENALTY = "none"  # a slip of the score-keeper: recorded, nothing to pay


def check(sitting: Sitting) -> dict[str, Any]:
    plug = find_game(sitting.game)
    rules = rules_of(sitting.game)
    violations: list[dict[str, Any]] = []
    rows: list[dict[str, Any]] = []
    seats = len(sitting.hands[0].net) if sitting.hands else plug.seats
    totals: tuple[Any, ...] = (0,) * seats
    events = 0
    expected: Carry | None = None
    first = rules.first_dealer(sitting.first)
    last: dict[str, Any] = {"end": "abandoned", "winner": None}
    for i, hand in enumerate(sitting.hands):
        n = i + 1
        try:
            out = plug.check(hand.record)
        except InputError as e:  # a hand that cannot be played at all: named by its place in the sitting
            raise e.at(HAND_AT(n=n, i=i)) from None
        found = [dict(v) for v in out["violations"]]
        carried = rules.carried(hand.record)
        found = _hand_to_hand(rules, n, carried, expected, first) + found
        result = out["result"]
        net = tuple(tidy(x) for x in result["net"])
        totals = tuple(tidy(a + b) for a, b in zip(totals, net))
        if abs(sum(net)) > 1e-6:
            found.append(_at(ZERO_SUM(hand=n, sum=tidy(sum(net))), -1))
        if tuple(hand.net) != net:
            found.append(_at(NET(hand=n, written=list(hand.net), replayed=list(net)), -1))
        if tuple(hand.totals) != totals:
            found.append(_at(TOTALS(hand=n, written=list(hand.totals), replayed=list(totals)), -1))
        for v in found:
            v["hand"] = n
        violations += found
        events += out["events"]
        rows.append({"hand": n, "dealer": carried.dealer, "end": result["end"], "winner": result["winner"],
                     "net": list(net), "totals": list(totals),
                     "carried": {k: list(carried.status(k)) for k in rules.statuses}, "violations": len(found)})
        expected = rules.after(hand.record, result)
        last = result
    return {"ok": not violations, "game": sitting.game, "rules": sitting.rules, "hands": len(sitting.hands),
            "events": events, "violations": violations,
            "result": {"end": last["end"], "winner": last["winner"], "zhuang": [0] * seats, "net": list(totals)},
            "sitting": rows}


def _hand_to_hand(rules: SittingRules, n: int, carried: Carry, expected: Carry | None,
                  first: int | None) -> list[dict[str, Any]]:
    """What hand ``n`` starts with against what the rules give it (the first hand: no status carried in)."""
    out = []
    if expected is None:
        if first is not None and carried.dealer != first:
            out.append(_at(rules.first_rule(seat=first, hand=n), carried.dealer))
        expected = Carry(first if first is not None else carried.dealer)
    elif carried.dealer != expected.dealer:
        out.append(_at(rules.dealer_rule(seat=expected.dealer, hand=n), carried.dealer))
    for status in rules.statuses:
        want, got = set(expected.status(status)), set(carried.status(status))
        name = rules.status_names[status]
        out += [_at(rules.carry_rule(seat=s, status=name, how=DROPPED, hand=n), s) for s in sorted(want - got)]
        out += [_at(rules.carry_rule(seat=s, status=name, how=ADDED, hand=n), s) for s in sorted(got - want)]
    return out


def _at(reason: Any, seat: int) -> dict[str, Any]:
    """A hand-to-hand rule broken at the deal (event -1) of its hand."""
    return Violation(-1, seat, reason, PENALTY).to_json()


def check_text(out: dict[str, Any]) -> str:
    """The answer as lines: the rules broken, each at its hand, then one line per hand."""
    lines = [f"{out['rules']}: a sitting of {out['hands']} hand(s), {out['events']} events, "
             + ("no rule broken" if out["ok"] else f"{len(out['violations'])} rule(s) broken")]
    for v in out["violations"]:
        where = "the deal" if v["event"] < 0 else f"event {v['event']}"
        lines.append(f"  hand {v['hand']}, {where}: {v['en']} [{v['rule']}, {v['source']}; penalty {v['penalty']}]")
    for row in out["sitting"]:
        end = f"{seat_name(row['winner'])} won" if row["end"] == "hu" else row["end"]
        lines.append(f"  hand {row['hand']}: dealer {seat_name(row['dealer'])}, {end}; net {row['net']}, "
                     f"totals {row['totals']}")
    return "\n".join(lines)
