"""What a 歪胡子 table shows at one moment, as JSON: each seat's hand, melds and the cards at its
right, the stock left, whose move it is, the card on offer and the legal moves
(:meth:`engine.waihuzi.state.WaihuziState.snapshot`); and, for the seat to move, the cards that
would win and what they would score (:func:`analysis`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.waihuzi.cards import ALL_CARDS, COPIES, format_cards

if TYPE_CHECKING:
    from engine.waihuzi.state import WaihuziState


def seat_view(st: WaihuziState, seat: int) -> dict[str, Any]:
    plays = seat in st.playing
    return {
        "seat": seat,
        "plays": plays,
        "dealer": seat == st.dealer,
        "hand": st.hand_text(seat),
        "cards": sum(st.hands[seat]) + sum(len(m.cards) for m in st.melds[seat]),
        "melds": [m.notation for m in st.melds[seat]],
        "table": [c.code for c in st.table[seat]],
        "dead": st.dead[seat],
        "stale": [ALL_CARDS[k].code for k in sorted(st.stale[seat])],
    }


def snapshot(st: WaihuziState) -> dict[str, Any]:
    current = None
    if st.offer is not None:
        card, by, how = st.offer
        current = {"card": card.code, "by": by, "how": how}
    out = st.outcome()
    return {
        "seats": [seat_view(st, s) for s in range(4)],
        "wall_left": st.wall_left,
        "to_move": st.to_move(),
        "phase": st.phase,
        "current": current,
        "legal": [e.code() for e in st.legal_moves()],
        "violations": [v.to_json() for v in st.violations],
        "result": out.to_json() if out is not None else None,
        "win": _win(st),
    }


def _win(st: WaihuziState) -> dict[str, Any] | None:
    if st.win is None:
        return None
    w = st.win
    out = {"seat": w["seat"], "xi": w["xi"], "kind": w["kind"], "card": w["card"].code if w["card"] else None,
           "by": w["by"], "how": w["how"]}
    if "score" in w:
        out["score"] = w["score"].to_json()
    return out


def analysis(st: WaihuziState) -> dict[str, Any]:
    """For the seat to move (else the dealer): the cards still unseen by it that would win if it
    revealed them, each with its 息 (the full scorer), and whether the hand is dead."""
    from engine.waihuzi.score import score

    seat = st.to_move()
    if seat is None:
        seat = st.win["seat"] if st.win else st.dealer
    seen = [0] * len(ALL_CARDS)
    for s in range(4):
        for m in st.melds[s]:
            for c in m.cards:
                seen[c.index] += 1
        for c in st.table[s]:
            seen[c.index] += 1
    for k, n in enumerate(st.hands[seat]):
        seen[k] += n
    waits = []
    for card in ALL_CARDS if not st.dead[seat] else ():  # a dead hand may not win (s004.p025)
        if seen[card.index] >= COPIES or st.hands[seat][card.index] >= COPIES:
            continue
        if st._wins(seat, card, True, False):
            result = score(st.win_hand(seat, card, True), st.rules)
            waits.append({"card": card.code, "xi": result.xi})
    return {"seat": seat, "hand": format_cards(st._cards(seat), compact=True), "dead": st.dead[seat],
            "waits": waits}
