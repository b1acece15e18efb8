"""What a 八胡 hand comes to: the settlement (through :func:`engine.bahu.settle.settle`), the statuses
carried to the next hand, and the position at any moment as JSON.

The round handed to the settlement is derived from what happened at the table: every seat's 碰,
杠 and 吃, its bombs, 买庄, 大炮 (carried in), 黄胡, 坐牢, forfeits (扣牌/折庄 and 庄头不计) and
covers (包); the winner's 胡头 come from the analysis and 平胡 from the deal (s000.p051 s001.p089).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.bahu.settle import Round, Settlement, settle
from engine.bahu.seat import xiajia
from engine.cards import ALL_CARDS, format_cards
from engine.core.game import End, Result

if TYPE_CHECKING:
    from engine.bahu.state import BahuState


def round_json(state: BahuState) -> dict[str, Any]:
    """The settlement's round JSON (the shape ``python -m engine bahu settle`` reads)."""
    winner = state.winner
    players = []
    for s, seat in enumerate(state.seats):
        melds = [str(m) for m in seat.table_melds()]
        jailed = seat.jailed
        if winner and winner[0] == s:
            if winner[2] in ("peng", "gang"):  # the winning card completes a 碰/杠 on the table
                code = ALL_CARDS[state.card_up].code  # the card won on is still the card up
                melds.append(f"{winner[2]}:{code}")
            if jailed and state.rules.jail_win_counts:  # s000.p079 必须胡到牌，才能出牢
                jailed = False
        players.append({"melds": melds, "bombs": [ALL_CARDS[k].code for k in seat.bombs()],
                        "bought": seat.bought, "cannon": seat.cannon, "huang": seat.huang, "jailed": jailed,
                        "forfeit": seat.forfeit, "covers": sorted(seat.covers),
                        "covers_melds": [{"seat": o, "meld": str(m)} for o, m in seat.covers_melds]})
    out: dict[str, Any] = {"rules": state.rules.name, "options": _options(state), "players": players,
                           "winner": None}
    if winner:
        out["winner"] = {"seat": winner[0], "hutou": winner[1], "ping": state.seats[winner[0]].ping()}
    return out


def _options(state: BahuState) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in state.rules.changed_from_preset().items()}


def settlement(state: BahuState) -> Settlement:
    return settle(Round.from_json(round_json(state)))


def next_hand(state: BahuState, zhuang: tuple[int, ...]) -> dict[str, Any]:
    """Who deals next and who carries 大炮 or 坐牢 into it.

    The dealer moves on one seat every hand (s001.p050 庄家轮坐，逆时针轮转，每局一人; the play option
    ``winner_deals`` reads s001.p100 as the winner dealing next). A winner who deals the next hand —
    under rotation, a win as 二家, the dealer's 下家 — becomes the cannon, which stays while its player
    has 庄 (s000.p076 s001.p100 s001.p101). A jailed player is out of jail once he wins (s000.p079; s001.p108 counts again from
    the hand after).
    """
    winner = state.winner[0] if state.winner else None
    dealer = xiajia(state.dealer)
    if state.rules.winner_deals and winner is not None:  # the other reading of s001.p100
        dealer = winner
    cannon = {s for s, seat in enumerate(state.seats) if seat.cannon and zhuang[s] > 0}
    if winner is not None and winner == dealer:  # the winner deals the next hand: 二家 (s000.p076)
        cannon.add(winner)
    jailed = [s for s, seat in enumerate(state.seats) if seat.jailed and s != winner]
    return {"dealer": dealer, "cannon": sorted(cannon), "jailed": jailed}


def result(state: BahuState) -> Result:
    """How the hand ended and settled: ``end`` is ``abandoned`` while the hand is not over; the details
    are the winner's 胡头, how he won and the kind of win (平胡 / 飘胡 / 黑八), the 底 and the next hand."""
    over = state.is_over()
    s = settlement(state)
    winner = state.winner
    details: list[tuple[str, Any]] = []
    if winner:
        details += [("hutou", winner[1]), ("way", winner[2])]
        # 平胡 / 飘胡 / 黑八, as the settlement judged it
        kinds = [line.reason.rule.rsplit(".", 1)[1] for line in s.lines if line.kind == "applied"
                 and line.reason.rule in ("bahu.win.ping", "bahu.win.piao", "bahu.win.heiba")]
        if kinds:
            details.append(("kind", kinds[0]))
    details += [("di", s.di), ("next", next_hand(state, s.zhuang))]
    end = End(state.end or End.EXHAUSTED) if over else End.ABANDONED
    return Result(end, winner[0] if winner else None, s.zhuang, s.net, s.lines, tuple(details))


def snapshot(state: BahuState) -> dict[str, Any]:
    """The position now: every seat's cards and table, the wall, who is to act, and the legal events; in
    the drawing (``drawing``) the cards each seat holds so far and how many are still to be drawn."""
    seats = []
    analysis = []
    for s, seat in enumerate(state.seats):
        hand, melds = seat.position()
        standing = [ALL_CARDS[k] for k, n in enumerate(seat.standing) for _ in range(n)]
        seats.append({"hand": format_cards(cards_of(seat.hand)),
                      "melds": [str(m) for m in seat.melds],
                      "zhang": format_cards(standing),
                      "discards": format_cards(ALL_CARDS[k] for k in seat.discards),
                      "status": seat.status(s, state.dealer)})
        hutou = state.ev.hutou(hand, melds)
        wins = state.ev.wins(hand, melds) if not seat.huang else {}
        analysis.append({"yuan": hutou is not None, "hutou": hutou,
                         "waits": [ALL_CARDS[k].code for k in sorted(wins)]})
    current = None
    if state.phase == "window" and not state.is_over():
        current = {"card": ALL_CARDS[state.card_up].code, "seat": state.source, "how": state.how}
    out: dict[str, Any] = {"seats": seats, "wall_left": state.wall_left, "to_move": state.to_move(), "current": current,
                           "legal": [e.to_json() for e in state.legal_moves()], "analysis": analysis,
                           "violations": [v.to_json() for v in state.violations]}
    if state.in_drawing():  # the hands as drawn so far (engine/bahu/drawing.py)
        out["drawing"] = {"held": [sum(seat.hand) for seat in state.seats], "to_draw": len(state.to_draw())}
    return out


def cards_of(counts: list[int]) -> list:
    return [ALL_CARDS[k] for k, n in enumerate(counts) for _ in range(n)]


def card_census(state: BahuState) -> list[int]:
    """Every card's whereabouts counted: hands, melds, standing 将, discards, the card up, the cards of
    the deal still to be drawn and the wall."""
    counts = [0] * len(ALL_CARDS)
    for seat in state.seats:
        for k, n in enumerate(seat.hand):
            counts[k] += n + seat.standing[k]
        for m in seat.melds:
            for c in m.cards:
                counts[c.index] += 1
        for k in seat.discards:
            counts[k] += 1
    if state.phase in ("window", "over") and state.card is not None:
        counts[state.card] += 1
    for _seat, card in state.to_draw():  # the deal still being drawn
        counts[card.index] += 1
    if state.wall is not None:
        for c in state.wall[state.drawn:]:
            counts[c.index] += 1
    elif state.unseen is not None:
        for k, n in enumerate(state.unseen):
            counts[k] += n
    return counts

