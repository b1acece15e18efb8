"""歪胡子 records at the table: check one, replay one to a given event (what its plug answers).

* :func:`check_record` replays every hand of a record through
  :class:`~engine.waihuzi.state.WaihuziState` and answers ``{"ok", "game", "rules", "events",
  "violations", "result"}``; ``result`` is ``{"end": "hu"|"exhausted"|"abandoned", "winner",
  "zhuang", "net"}`` with ``zhuang`` the 息 each seat scored and ``net`` the settlement
  (:mod:`engine.waihuzi.settle`). A sitting adds ``deals`` (one result each) and sums them.
* :func:`replay_record` answers the table after ``at`` events: ``{"seats", "wall_left", "to_move",
  "current", "legal", "analysis", "violations", …}``.

>>> from engine.waihuzi.selfplay import selfplay
>>> records = selfplay("waihuzi", "waihuzi", games=1, seed=2, bots="random")
>>> c = check_record(records[0])
>>> c["ok"], c["violations"], sum(c["result"]["net"])
(True, [], 0)
>>> replay_record(records[0], 0)["to_move"] == records[0].dealer
True
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import InputError
from engine.core.game import Result, Violation
from engine.core.record import Record
from engine.core.verdict import applied
from engine.waihuzi import play_reasons as P
from engine.waihuzi.play_view import analysis
from engine.waihuzi.settle import settle
from engine.waihuzi.state import SEATS, WaihuziState

__all__ = ["check_record", "replay_record", "result"]


def _state(record: Record, deal: int = 0) -> WaihuziState:
    if record.game != "waihuzi":
        raise InputError(f"a {record.game} record: this replayer is 歪胡子's (waihuzi)", "game")
    return WaihuziState.from_record(record, deal)


def result(st: WaihuziState) -> Result:
    """How the hand ended and settled; a won hand adds the winner's 息 and the kind of win."""
    out = st.outcome()
    if out is None:
        return Result.unfinished(SEATS)
    s = st.settlement or settle(None, 0, st.playing)
    details = (("xi", st.win["xi"]), ("kind", st.win["kind"])) if st.win is not None else ()
    return Result.of(out, SEATS, (applied(r) for r in s.lines), details)


def check_record(record: Record) -> dict[str, Any]:
    """Every hand of ``record`` replayed; each rule broken at the event it was broken (``event`` -1:
    the deal itself)."""
    violations: list[dict[str, Any]] = []
    deals: list[dict[str, Any]] = []
    events = 0
    expected_dealer: int | None = None
    for d, deal in enumerate(record.all_deals()):
        st = _state(record, d)
        found: list[dict[str, Any]] = []
        if expected_dealer is not None and deal.dealer != expected_dealer:
            r = P.DEALER_NEXT(seat=expected_dealer)
            found.append(Violation(-1, deal.dealer, r, P.NONE).to_json())
        for e in deal.events:
            st.push(e)
        found += [v.to_json() for v in st.violations]
        if record.sitting:
            for v in found:
                v["deal"] = d
        violations += found
        events += len(deal.events)
        deals.append({**result(st).to_json(), "events": len(deal.events), "violations": len(found)})
        expected_dealer = st.win["seat"] if st.win is not None else deal.dealer
    out: dict[str, Any] = {"ok": not violations, "game": record.game, "rules": record.rules, "events": events,
                           "violations": violations}
    if not record.sitting:
        out["result"] = {k: v for k, v in deals[0].items() if k not in ("events", "violations")}
        return out
    last = deals[-1]
    out["result"] = {"end": last["end"], "winner": last["winner"],
                     "zhuang": [sum(d["zhuang"][s] for d in deals) for s in range(SEATS)],
                     "net": [sum(d["net"][s] for d in deals) for s in range(SEATS)]}
    out["deals"] = deals
    return out


def replay_record(record: Record, at: int | None = None, deal: int = 0) -> dict[str, Any]:
    """The table of hand ``deal`` after its first ``at`` events (``None``: all; 0: the deal)."""
    deals = record.all_deals()
    if not 0 <= deal < len(deals):
        raise InputError(f"--deal {deal}: the record has {len(deals)} hand(s), 0–{len(deals) - 1}", "--deal")
    events = deals[deal].events
    n = len(events) if at is None else at
    if not 0 <= n <= len(events):
        raise InputError(f"--at {at}: the hand has {len(events)} events (0 is the deal)", "--at")
    st = _state(record, deal)
    for e in events[:n]:
        st.push(e)
    out = st.snapshot()
    out["at"] = n
    out["analysis"] = analysis(st)
    return out
