"""The referee's side of the 歪胡子 table: events nobody was waiting for, and why a claim breaks a rule
(s004.p014–p027).

:func:`stray` handles an event out of turn: a discard by a seat that owed none is applied and makes
the hand 死手 (少牌, s004.p025); anything else is void. :func:`diagnose` is asked by :class:`~engine.waihuzi.state.WaihuziState` when a record's claim
(吃, 碰, 歪, 溜, 胡) matches no question of the claim window. It answers the rule broken, the
penalty, and the event to apply anyway: only a 吃 of a stale card is applied (吃臭 makes the hand
死手, s004.p025, and the seat plays on); every other bad claim is void.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.game import Event
from engine.core.reason import Reason, Text
from engine.waihuzi import play_reasons as P
from engine.waihuzi.claims import CLAIMS, chi_group, chi_ways
from engine.waihuzi.groups import Kind

if TYPE_CHECKING:
    from engine.waihuzi.state import WaihuziState


def stray(st: WaihuziState, e: Event) -> None:
    """An event nobody is waiting for: an extra discard (少牌, applied), a claim on a card nobody was
    asked about or a win on the deal nobody could make (flagged by its rule), or out of turn (void)."""
    s = e.seat
    if e.type in CLAIMS and st.late is not None and e.card is st.late[0] and st.phase == "draw":
        _late_claim(st, e)
        return
    if e.type == "hu" and st.phase == "discard" and not st.first_done:
        reason = _open(st, e)
        st._void(e, reason)
        return
    if e.type == "discard" and s in st.playing and st.hands[s][e.card.index]:
        st._flag(len(st.events) - 1, s, P.EXTRA_DISCARD(seat=s, card=e.card), P.SISHOU)
        st.dead[s] = True
        st.hands[s][e.card.index] -= 1
        st.table[s].append(e.card)
        st.stale[s].add(e.card.index)
        st.changed[s] = True
        return
    st._void(e, st._turn(e))


def bad_claim(st: WaihuziState, e: Event) -> None:
    """A claim no question of the window offers: flag it; a 吃臭 is applied all the same."""
    reason, penalty, apply = diagnose(st, e)
    if reason is not None:
        st._flag(len(st.events) - 1, e.seat, reason, penalty)
    if penalty == P.SISHOU:
        st.dead[e.seat] = True
    if apply is not None:  # 吃臭 is still a 吃 (s004.p025: the seat plays on, dead)
        st._pass_entries(len(st.entries))
        st._claim(apply)


def _late_claim(st: WaihuziState, e: Event) -> None:
    """A claim on the card just offered, which no seat could take by the rules: the window opens
    again for it, so a 吃臭 is still applied and flagged; anything else is void, with its rule."""
    assert st.late is not None  # the card just offered
    card, by, _ = st.late
    st.table[by].pop()
    st.phase, st.offer, st.actor, st.entries, st.pos = "claim", st.late, None, [], 0
    bad_claim(st, e)
    if st.phase == "claim":  # not applied: back to the draw
        st.table[by].append(card)
        st.phase, st.offer, st.actor = "draw", None, st.nxt[by]
        st.unasked = st.late


def _open(st: WaihuziState, e: Event) -> Reason:
    """Why a win on the deal (before the dealer's first discard) is refused."""
    seat = e.seat
    if seat not in st.playing:
        return st._turn(e)
    if st.dead[seat]:
        return P.DEAD_WIN(seat=seat)
    if st.phase == "open" and st._entry_of(seat) is not None:
        return P.HU_CARD(seat=seat, card=e.card)
    return P.NOT_QISHOU(seat=seat)


def diagnose(st: WaihuziState, e: Event) -> tuple[Reason | None, str, Event | None]:
    seat, card, kind = e.seat, e.card, e.type
    if st.phase == "open":
        if kind != "hu":
            return st._turn(e), P.VOID, None
        return _open(st, e), P.VOID, None
    assert st.offer is not None  # the claim phase has its card
    offered, by, how = st.offer
    if seat not in st.playing:
        return st._turn(e), P.VOID, None
    if card is not offered:
        return P.NOT_OFFERED(card=offered, got=card), P.VOID, None
    if any(s == seat and any(o.type == kind for o in opts) for s, opts in st.entries[:st.pos]):
        return P.PASSED(seat=seat), P.VOID, None
    hand = st.hands[seat]
    k = card.index
    if kind == "hu":
        return _hu(st, e, by, how)
    if kind == "wai":
        if how != "revealed" or seat != by:
            return P.WAI_SEAT(), P.VOID, None
        return P.NOT_HELD(seat=seat, verb=P.VERBS[kind], cards=[card, card]), P.VOID, None
    if kind == "liu":
        if (how == "revealed" and seat != by) or (how == "discarded" and seat != st.nxt[by]):
            return P.LIU_SEAT(), P.VOID, None
        if any(m.kind is Kind.PENG and m.cards[0] is card for m in st.melds[seat]):
            return P.LIU_AFTER_PENG(), P.VOID, None
        return P.NOT_HELD(seat=seat, verb=P.VERBS[kind], cards=[card] * 3), P.VOID, None
    if kind == "peng":
        if seat == by:
            return P.PENG_OWN(), P.VOID, None
        return P.NOT_HELD(seat=seat, verb=P.VERBS[kind], cards=[card, card]), P.VOID, None
    return _chi(st, e, by, how, hand, k)


def _hu(st: WaihuziState, e: Event, by: int, how: str) -> tuple[Reason | None, str, Event | None]:
    from engine.waihuzi.score import score

    seat, card = e.seat, e.card
    if how == "discarded":
        return P.WIN_DISCARD(card=card), P.VOID, None
    if st.dead[seat]:
        return P.DEAD_WIN(seat=seat), P.VOID, None
    if st.hands[seat][card.index] >= 4:
        return P.NOT_A_WIN(seat=seat, card=card, why=Text("第五张", "a fifth copy")), P.VOID, None
    s = score(st.win_hand(seat, card, seat == by, st.wall_left == 0), st.rules)
    if s.valid:  # the fast test and the scorer agree (tested); never reached in practice
        return None, "", e
    first = s.reasons[0] if s.reasons else None
    why = Text(first.zh, first.en) if first is not None else Text("不成牌", "no win")
    return P.NOT_A_WIN(seat=seat, card=card, why=why), P.VOID, None


def _chi(st: WaihuziState, e: Event, by: int, how: str, hand: Any, k: int) -> tuple[Reason | None, str, Event | None]:
    seat, card = e.seat, e.card
    if seat != (by if how == "revealed" else st.nxt[by]):
        return P.CHI_SEAT(seat=seat), P.VOID, None
    with_ = e.with_
    if not with_:
        ways = chi_ways(hand, card, st.rules)
        if len(ways) != 1:
            if ways:
                return P.CHI_WHICH(card=card), P.VOID, None
            return P.NOT_HELD(seat=seat, verb=P.VERBS["chi"], cards=[card]), P.VOID, None
        with_ = ways[0]
    if chi_group(card, with_, "", "", st.rules) is None:
        return P.CHI_GROUP(cards=[card, *with_]), P.VOID, None
    need = [0] * len(hand)
    for c in with_:
        need[c.index] += 1
    if any(need[i] > hand[i] for i in range(len(hand))):
        return P.NOT_HELD(seat=seat, verb=P.VERBS["chi"], cards=list(with_)), P.VOID, None
    if k in st.stale[seat]:
        return P.CHI_STALE(card=card), P.SISHOU, Event(seat, "chi", card, tuple(with_))
    return st._turn(e), P.VOID, None


def match_claim(state: WaihuziState, e: Event, opening: bool) -> tuple[int, Event] | None:
    """The question from ``pos`` on that offers ``e``, and the option it matches: a 吃 without its
    ``with`` cards matches when it can be made one way only; a win on the deal (``opening``) names any
    card held."""
    for k in range(state.pos, len(state.entries)):
        s, opts = state.entries[k]
        if s != e.seat:
            continue
        if opening:
            return (k, opts[0]) if e.type == "hu" and state.hands[s][e.card.index] else None
        same = [o for o in opts if _same(e, o)]
        if not same and e.type == "chi" and not e.with_:
            chis = [o for o in opts if o.type == "chi"]
            same = chis if len(chis) == 1 else []
        if same:
            return k, same[0]
    return None


def keeps_a_discard(state: WaihuziState, e: Event) -> bool:
    """A take followed by a discard leaves a card that may be discarded without 打臭."""
    if e.type in ("pass", "hu", "liu"):
        return True
    hand = list(state.hands[e.seat])
    used = [e.card.index] * 2 if e.type in ("wai", "peng") else [c.index for c in e.with_]
    for k in used:
        hand[k] -= 1
    return any(n and k not in state.declined[e.seat] for k, n in enumerate(hand))


def _same(e: Event, o: Event) -> bool:
    if e.type != o.type or e.card is not o.card:
        return False
    if e.type != "chi":
        return True
    return sorted(c.index for c in e.with_) == sorted(c.index for c in o.with_)
