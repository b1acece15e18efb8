"""Wins at the 歪胡子 table: whether a seat wins on a revealed card, and the hand the scorer is given.

A win is only on a card revealed (揭) from the stock, by its drawer or any other player
(s004.p019, p035). What the table knows goes into the scored :class:`~engine.waihuzi.score.Hand`:
海捞 when it was the stock's last card (s004.p050), 地胡 when it was the first (第一支, s004.p056),
报听 when the winner's hand has not changed since the dealer's first discard — no 吃, 碰 or 歪 (a
溜 is no change, s004.p054) — and who revealed it (a pair completed by another's card is a 碰,
s004.p014).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.waihuzi.bonuses import hao_items
from engine.waihuzi.cards import COPIES, Card
from engine.waihuzi.score import Hand
from engine.waihuzi.wins import is_win

if TYPE_CHECKING:
    from engine.waihuzi.state import WaihuziState


def can_win(st: WaihuziState, seat: int, card: Card, own: bool, last: bool) -> bool:
    """Would ``card`` win for ``seat`` (``own``: it drew the card; ``last``: the stock's last)?
    The fast test of :mod:`engine.waihuzi.wins`, the same answer as ``score(...).valid``."""
    hand = st.hands[seat]
    if hand[card.index] >= COPIES:
        return False
    hao = sum(i.xi for i in hao_items(win_hand(st, seat, card, own, last))) if st.rules.hao_counts_toward_min else 0
    hand[card.index] += 1
    try:
        meld_xi, melds_liu, meld_cards = st.stats[seat]
        return is_win(hand, card.index, "self" if own else "other", meld_xi=meld_xi, melds_liu=melds_liu,
                      cards=sum(hand) + meld_cards, rules=st.rules, last_card=last, hao_xi=hao)
    finally:
        hand[card.index] -= 1


def win_hand(st: WaihuziState, seat: int, card: Card, own: bool, last: bool = False) -> Hand:
    """The hand of ``seat`` winning on ``card``, with 海捞, 报听 and 地胡 as the table saw them."""
    return Hand(tuple(st._cards(seat)) + (card,), tuple(st.melds[seat]), card, last_card=last,
                baoting=st.first_done and not st.changed[seat], dihu=st.draws == 1 and not last,
                revealed_by="self" if own else "other")
