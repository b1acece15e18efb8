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

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.cards import ALL_CARDS, BY_CODE, COPIES, NUM_KINDS, Card, CardError, parse_cards
from engine.core.errors import InputError
from engine.core.input_messages import TOO_MANY_COPIES
from engine.duzihu.messages import (
    HAND_TOO_BIG, ONE_CARD_ONLY, ONE_LONG_PAIR, TIANCHENG_MELDS, TOO_MANY_LEFT, TURNED_TOO_MANY, WIN_NOT_HELD, XI_COUNT,
    XI_IN_HAND,
)
from engine.duzihu.melds import Group, Kind

SETS_IN_A_WIN = 7  # s002.p008 七個順子或坎子或槓子加一對
XI_IN_DECK = 5  # s002.p008 五星 福、祿、壽、財、喜
FEWEST_CARDS = 3 * SETS_IN_A_WIN + 2  # seven sets of three and the pair: 23, the dealer's hand (s002.p010)
MOST_CARDS = 4 * SETS_IN_A_WIN + 2  # seven sets of four and the pair: 30

# What the input fields are called where errors name them: the CLI's options by default.
CLI_FIELDS: Mapping[str, str] = {"hand": "--hand", "jiang": "--jiang", "win": "--win-card", "xi": "--xi",
                                 "tiancheng": "--tiancheng", "melds": "--meld"}


def copies_left(turned: Iterable[Card | str]) -> tuple[int, ...]:
    """Copies of each card kind still in play once ``turned`` are turned as 将: a turned card is out
    of the game (s002.p015 另一張被翻為將), and the deck has five 喜 (s002.p008).

    >>> left = copies_left(["4s"])
    >>> left[BY_CODE["4s"].index], left[BY_CODE["5s"].index], left[BY_CODE["X"].index]
    (3, 4, 5)
    """
    left = [COPIES] * NUM_KINDS
    left[BY_CODE["X"].index] = XI_IN_DECK
    for t in turned:
        card = BY_CODE[t] if isinstance(t, str) else t
        left[card.index] -= 1
        if left[card.index] < 0:
            raise InputError(TURNED_TOO_MANY(card=card, code=card.code, most=COPIES), card.code)
    return tuple(left)


def turned_out(turned: Iterable[Card | str]) -> tuple[int, ...]:
    """Copies of each card kind the turn takes out of a hand's reach (喜 aside: they are never held)."""
    left = copies_left(turned)
    return tuple(0 if c.code == "X" else COPIES - left[c.index] for c in ALL_CARDS)


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
              xi_dealt: bool = False, tiancheng: bool = False, oversized: bool = False,
              fields: Mapping[str, str] = CLI_FIELDS) -> Hand:
        """Build a hand from text; raises :class:`InputError` naming the bad token.

        More cards than a win can hold (:data:`MOST_CARDS`, melds included) are refused unless
        ``oversized`` asks to score such a hand anyway (as not a win). ``fields`` names the input
        fields in error messages (the CLI's options by default, a position's fields for positions).
        """
        turned = tuple(_one_card(j, fields["jiang"]) for j in jiang)
        left = _copies_left(turned, fields["jiang"])
        groups = tuple(Group.parse_meld(m, lambda c: left[c.index]) for m in melds)
        cards = _cards(hand, fields["hand"])
        _check_no_xi(cards, fields)
        concealed = _count(cards, groups, left)
        _check_size(sum(concealed) + sum(g.size for g in groups), oversized, fields["hand"])
        win_card = _one_card(win, fields["win"])
        if not concealed[win_card.index]:
            raise InputError(WIN_NOT_HELD(card=win_card, code=win_card.code, field=fields["hand"]), win)
        _check_xi(xi, turned, fields["xi"])
        _check_tiancheng(tiancheng, groups, fields["tiancheng"])
        dealt = xi_dealt and xi is not None  # without 喜 in play there is nothing dealt to count
        return Hand(concealed, groups, win_card, turned, self_drawn, last_card, xi, dealt, tiancheng)

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
        raise e.at(f"{option}: ") from None
    if len(cards) != 1:
        raise InputError(ONE_CARD_ONLY(field=option, text=text), text)
    return cards[0]


def _cards(text: str, option: str) -> list[Card]:
    try:
        return parse_cards(text)
    except CardError as e:
        raise e.at(f"{option}: ") from None


def _copies_left(turned: tuple[Card, ...], field: str) -> list[int]:
    try:
        return list(copies_left(turned))
    except InputError as e:
        raise e.at(f"{field}: ") from None


def _check_no_xi(cards: list[Card], fields: Mapping[str, str]) -> None:
    if any(c.code == "X" for c in cards):
        raise InputError(XI_IN_HAND(xi=fields["xi"], field=fields["hand"]), "X")


def _check_size(cards: int, oversized: bool, field: str) -> None:
    if cards > MOST_CARDS and not oversized:
        raise InputError(HAND_TOO_BIG(field=field, n=cards, most=MOST_CARDS), field)


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
            n = total[c.index]
            if turned:
                raise CardError(TOO_MANY_LEFT(card=c, code=c.code, n=n, most=COPIES, turned=turned), c.code)
            raise CardError(TOO_MANY_COPIES(card=c, code=c.code, n=n, most=COPIES), c.code)
    if sum(1 for g in melds if not g.is_set) > 1:
        raise InputError(ONE_LONG_PAIR(), "long")
    return tuple(concealed)


def _check_xi(xi: int | None, turned: tuple[Card, ...], field: str) -> None:
    if xi is None:
        return
    most = XI_IN_DECK - sum(1 for t in turned if t.code == "X")
    if isinstance(xi, bool) or not isinstance(xi, int) or not 0 <= xi <= most:
        raise InputError(XI_COUNT(field=field, most=most, deck=XI_IN_DECK), field)


def _check_tiancheng(tiancheng: bool, melds: tuple[Group, ...], field: str) -> None:
    if tiancheng and any(g.kind in (Kind.PENG, Kind.GANG) for g in melds):
        raise InputError(TIANCHENG_MELDS(field=field), field)
