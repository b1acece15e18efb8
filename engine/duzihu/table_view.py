"""What the 笃子胡 table shows: each seat as JSON, the winner's hand as a scorer position, the cards
accounted for, and the text of ``duzihu check`` and ``duzihu replay`` (:func:`check_text`, :func:`replay_text`).

:func:`position_for` turns a seat into an :class:`engine.duzihu.position.Position` — the scorer's own
input — with 自摸, 海底 (the wall's last card) and 天成 taken from what happened at the table.

>>> from engine.duzihu.rules import RuleSet
>>> from engine.duzihu.state import DuzihuState
>>> s = DuzihuState.deal(RuleSet.named("danjiang"), seed=3, dealer=1)
>>> snap = snapshot(s)
>>> [x["role"] for x in snap["seats"]], snap["to_move"], snap["phase"]
(['out', 'dealer', 'player', 'player'], 1, 'turn')
>>> sum(account(s)) == 120 and account(s) == [4] * 30 + [0]
True
"""

from __future__ import annotations

from typing import Any

from engine.cards import ALL_CARDS, Card, format_cards
from engine.duzihu.position import Meld, Position
from engine.duzihu.seat import XI_INDEX

MOST_TURNS = 999


def position_for(state: Any, seat: int, card: Card, how: str, *, tiancheng: bool = False,
                 last_card: bool = False) -> Position:
    """Seat ``seat`` as a finished hand won on ``card`` (already in its hand): ``how`` is ``self``
    (自摸), ``discard`` or ``rob`` (another player's card)."""
    s = state.seats[seat]
    cards = s.cards()
    melds = tuple(Meld(m.kind, m.card, m.origin, None if m.source is None else state.relative(m.source))
                  for m in s.melds)
    xi = s.xi if state.rules.xi_in_play else None
    turn = min(sum(len(x.discards) for x in state.seats), MOST_TURNS)
    return Position(tuple(cards), state.turned, card, melds, how == "self", last_card, xi,
                    bool(xi) and not s.xi_late, tiancheng, state.relative(seat), turn)


def winner_position(state: Any) -> Position | None:
    w = state.c.win
    if w is None:
        return None
    return position_for(state, w.seat, w.card, w.how, tiancheng=w.tiancheng, last_card=w.last_card)


def account(state: Any) -> list[int]:
    """Copies of each kind wherever they are — hands, melds, discards, 喜 laid out, the card up being
    claimed is on its discarder's table, the wall, the turned 将. Always the whole deck."""
    counts = [0] * len(ALL_CARDS)
    for s in state.seats:
        for i, n in enumerate(s.hand):
            counts[i] += n
        for m in s.melds:
            counts[m.card.index] += m.size
        for c in s.discards:
            counts[c.index] += 1
        counts[XI_INDEX] += s.xi
    for c in state.turned:
        counts[c.index] += 1
    for i, n in enumerate(state.unseen):
        counts[i] += n
    return counts


def seat_json(state: Any, seat: int) -> dict[str, Any]:
    s = state.seats[seat]
    role = "out" if seat == state.out else "dealer" if seat == state.dealer else "player"
    return {"seat": seat, "role": role, "hand": format_cards(s.cards(), compact=True),
            "melds": [m.text() for m in s.melds], "discards": " ".join(c.code for c in s.discards),
            "xi": s.xi, "zhizhuang": s.zhizhuang, "draws": s.draws}


def current_json(state: Any) -> dict[str, Any] | None:
    """The card up for claims, or the card the player to move has just drawn."""
    w = state.c.window
    if w is not None:
        return {"card": w.card.code, "how": w.kind, "seat": w.source,
                "asked": [{"seat": t, "may": sorted(o)} for t, o in w.queue]}
    if state.c.phase == "turn" and state.seats[state.c.turn].drawn is not None:
        return {"card": state.seats[state.c.turn].drawn.code, "how": "drawn", "seat": state.c.turn}
    return None


def snapshot(state: Any) -> dict[str, Any]:
    return {"phase": state.c.phase, "dealer": state.dealer, "out": state.out,
            "turned": [c.code for c in state.turned], "seats": [seat_json(state, s) for s in range(4)],
            "wall_left": state.wall_left, "to_move": state.to_move(), "current": current_json(state),
            "events": len(state.c.events), "end": state.c.end,
            "winner": state.c.win.seat if state.c.win else None}


def check_text(out: dict[str, Any]) -> str:
    """``duzihu check``'s text: the shared view in 笃子胡's words (a drawn hand is void; hands count 胡)."""
    from engine.replay.text import check_text as shared

    return shared(out, "the wall ran out: no winner, the hand is void", counted="hu counted")


def replay_text(view: dict[str, Any]) -> str:
    """``duzihu replay``'s text: each seat (hand, melds, discards, 喜, what it waits for), then the turn."""
    from engine.core.bilingual import seat_name
    from engine.replay.text import legal_text

    waits = {a["seat"]: a for a in view["analysis"]}
    lines = []
    for seat in view["seats"]:
        if seat["role"] == "out":
            lines.append(f"{seat_name(seat['seat'])}: sits out")
            continue
        a = waits.get(seat["seat"], {})
        extra = " complete" if a.get("complete") else (f" waits {' '.join(a['waits'])}" if a.get("waits") else "")
        lines.append(f"{seat_name(seat['seat'])} ({seat['role']}): {seat['hand'] or '-'} | {' '.join(seat['melds']) or '-'} | "
                     f"discards {seat['discards'] or '-'} | xi {seat['xi']}{extra}")
    cur = view["current"]
    lines.append(f"turned {' '.join(view['turned'])}; wall {view['wall_left']}; to move: {view['to_move']}"
                 + (f"; {cur['card']} ({cur['how']}, {seat_name(cur['seat'])})" if cur else ""))
    lines.append(legal_text(view["legal"]))
    return "\n".join(lines)
