"""A finished 笃子胡 hand: concealed cards, table melds, the winning card, the turned jiang.

``concealed`` includes the winning card (the CLI's ``--hand``). A triplet inside it is an 暗克 and
four alike an 暗杠; a 龙 (four from the deal) must be declared as a meld (s002.p015 必須明示，
否則只能作為暗槓). The 喜 drawn are laid aside and only counted (s002.p008 摸到喜兒的放自家門前算胡).

>>> h = Hand.parse("999m 234m 678s 123p 456p 55p", jiang=["4s"], melds=["peng:6m", "peng:7p"], win="5p")
>>> h.win, len(h.melds), h.sets_needed, h.card_count
(Card('5p'), 2, 5, 23)
>>> Hand.parse("999m 234m 678s 123p 456p 55p", jiang=["4s"], win="9p")
Traceback (most recent call last):
...
engine.core.errors.InputError: the winning card 9p is not in the hand (--hand includes the winning card)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import COPIES, NUM_KINDS, Card, CardError, parse_cards
from engine.duzihu.melds import Group, Kind
from engine.explain import InputError

SETS_IN_A_WIN = 7  # s002.p008 七個順子或坎子或槓子加一對
XI_IN_DECK = 5  # s002.p008 五星 福、祿、壽、財、喜


@dataclass(frozen=True)
class Hand:
    concealed: tuple[int, ...]  # 31 counts, winning card included
    melds: tuple[Group, ...]
    win: Card
    jiang: tuple[Card, ...]  # the turned card(s)
    self_drawn: bool = False
    last_card: bool = False  # the winning card was the last of the wall (海底)
    xi: int | None = None  # 喜 drawn; None when the game is played without 喜 (s002.p047 一般不帶喜兒)
    xi_dealt: bool = False  # every 喜 came in the deal (s002.p048 起手5個喜兒)
    tiancheng: bool = False  # the dealer won on the 23 dealt cards (s002.p045)

    @staticmethod
    def parse(hand: str, *, jiang: Sequence[str], win: str, melds: Sequence[str] = (),
              self_drawn: bool = False, last_card: bool = False, xi: int | None = None,
              xi_dealt: bool = False, tiancheng: bool = False) -> Hand:
        """Build a hand from text; raises :class:`InputError` naming the bad token."""
        turned = tuple(_one_card(j, "--jiang") for j in jiang)
        left = _copies_left(turned)
        groups = tuple(Group.parse_meld(m, lambda c: left[c.index]) for m in melds)
        cards = _cards(hand, "--hand")
        _check_no_xi(cards)
        concealed = _count(cards, groups, left)
        win_card = _one_card(win, "--win-card")
        if not concealed[win_card.index]:
            raise InputError(f"the winning card {win_card.code} is not in the hand (--hand includes the winning card)",
                             win)
        _check_xi(xi, turned)
        _check_tiancheng(tiancheng, groups)
        return Hand(concealed, groups, win_card, turned, self_drawn, last_card, xi, xi_dealt, tiancheng)

    @property
    def sets_needed(self) -> int:
        """Sets the concealed cards must make: seven less the melded sets."""
        return SETS_IN_A_WIN - sum(1 for g in self.melds if g.is_set)

    @property
    def pair_needed(self) -> bool:
        """False when a 2-card 龙 of a twice-turned card lies on the table as the pair (s003.p011)."""
        return not any(not g.is_set for g in self.melds)

    @property
    def card_count(self) -> int:
        return sum(self.concealed) + sum(g.size for g in self.melds)

    @property
    def xi_in_play(self) -> bool:
        return self.xi is not None or any(j.code == "X" for j in self.jiang)

    def held(self) -> list[int]:
        """Copies of each card in hand and melds together."""
        counts = list(self.concealed)
        for g in self.melds:
            for c in g.cards:
                counts[c.index] += 1
        return counts


def _one_card(text: str, option: str) -> Card:
    try:
        cards = parse_cards(text)
    except CardError as e:
        raise InputError(f"{option}: {e}", e.token) from None
    if len(cards) != 1:
        raise InputError(f"{option} takes one card, not {text!r}", text)
    return cards[0]


def _cards(text: str, option: str) -> list[Card]:
    try:
        return parse_cards(text)
    except CardError as e:
        raise InputError(f"{option}: {e}", e.token) from None


def _copies_left(turned: tuple[Card, ...]) -> list[int]:
    left = [COPIES] * NUM_KINDS
    left[-1] = XI_IN_DECK
    for t in turned:
        left[t.index] -= 1
        if left[t.index] < 0:
            raise InputError(f"--jiang: more than {COPIES} copies of {t.code} turned", t.code)
    return left


def _check_no_xi(cards: list[Card]) -> None:
    if any(c.code == "X" for c in cards):
        raise InputError("喜 are laid aside when drawn (s002.p008): count them with --xi, not in --hand", "X")


def _count(cards: list[Card], melds: tuple[Group, ...], left: list[int]) -> tuple[int, ...]:
    """Concealed counts; no card may appear more often than the copies left after the turn."""
    concealed = [0] * NUM_KINDS
    total = [0] * NUM_KINDS
    for c in cards:
        concealed[c.index] += 1
    for c in cards + [c for g in melds for c in g.cards]:
        total[c.index] += 1
        if total[c.index] > left[c.index]:
            turned = COPIES - left[c.index]
            why = f" with {turned} turned as jiang" if turned else ""
            raise CardError(f"too many copies of {c.code} ({total[c.index]}; a deck has {COPIES}{why})", c.code)
    if sum(1 for g in melds if not g.is_set) > 1:
        raise InputError("only one pair: at most one 2-card long meld", "long")
    return tuple(concealed)


def _check_xi(xi: int | None, turned: tuple[Card, ...]) -> None:
    if xi is None:
        return
    most = XI_IN_DECK - sum(1 for t in turned if t.code == "X")
    if not 0 <= xi <= most:
        raise InputError(f"--xi must be 0–{most} (the deck has {XI_IN_DECK} 喜)", "--xi")


def _check_tiancheng(tiancheng: bool, melds: tuple[Group, ...]) -> None:
    if tiancheng and any(g.kind in (Kind.PENG, Kind.GANG) for g in melds):
        raise InputError("--tiancheng: a win on the dealt cards has no 碰 or 明杠 (s002.p045)", "--tiancheng")
