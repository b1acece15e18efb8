"""One player's place at a 笃子胡 table: concealed cards, table melds, discards, the 喜 laid out, and
the questions the table asks of them (is the hand complete, would this card complete it, is it ready).

Hands are 31-long count lists (:func:`engine.cards.counts_of`). A hand is complete when its concealed
cards make the sets the melds leave, plus the pair (s002.p008 七個順子或坎子或槓子加一對); the search
is the scorer's own (:func:`engine.duzihu.decompose.can_read`), so the table never calls a win the
scorer would refuse.

>>> from engine.cards import counts_of, parse_cards
>>> s = Seat(counts_of(parse_cards("123m 456m 789m 123s 456s 789s 11p 23p")))
>>> s.sets_needed, s.complete(), s.wins_on(BY_CODE["1p"]), s.wins_on(BY_CODE["4p"]), s.wins_on(BY_CODE["9p"])
(7, False, True, True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from engine.cards import ALL_CARDS, BY_CODE, Card
from engine.core.bilingual import Text
from engine.duzihu.decompose import can_read, waits
from engine.duzihu.hand import SETS_IN_A_WIN
from engine.duzihu.melds import Kind

XI = BY_CODE["X"]
XI_INDEX = XI.index


class Refused(Exception):
    """An event that cannot happen at this point of the hand; the state's ``push`` turns it into an
    InputError naming the event. ``words`` is the message in both languages when it is worded in both."""

    def __init__(self, message: str | Text) -> None:
        super().__init__(message.en if isinstance(message, Text) else message)
        self.words = message if isinstance(message, Text) else None


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table: ``size`` cards of ``card``; ``origin`` discard, drawn or dealt; ``source``
    the seat whose discard it took (or None)."""

    kind: Kind
    card: Card
    size: int
    origin: str
    source: int | None = None

    def text(self) -> str:
        where = f"@{self.source}.{self.origin}" if self.source is not None else f"@{self.origin}"
        return f"{self.kind.value}:{self.card.code}{where}"


@dataclass
class Win:
    seat: int
    card: Card
    how: str  # "self", "discard" or "rob" (won on a card added to a 碰)
    source: int | None  # who let the card go
    last_card: bool  # self-drawn on the wall's last card (海底)
    tiancheng: bool  # the dealer on his dealt cards
    discard_event: int | None = None


@dataclass
class Override:
    """A 碰/杠 just taken from a discard: a player who could win on that card still may (优先胡牌)."""

    event: int
    card: Card


@dataclass
class Seat:
    hand: list[int]  # concealed counts
    melds: list[TableMeld] = field(default_factory=list)
    discards: list[Card] = field(default_factory=list)
    dealt: tuple[int, ...] = ()  # what the deal (with its 喜 replacements) gave: a 龙 is four of these
    xi: int = 0  # 喜 laid out in front of the player (s002.p008)
    xi_late: bool = False  # a 喜 came after the deal (so not every one is 起手)
    drawn: Card | None = None  # the card drawn this turn, if any
    draws: int = 0  # cards drawn in turn (not replacements): the 折庄 limit counts them
    zhizhuang: str | None = None  # "on" once declared, "void" when the declaration lapsed
    zhizhuang_now: bool = False  # declared this turn: this turn's discard is still free

    def copy(self) -> Seat:
        return Seat(list(self.hand), list(self.melds), list(self.discards), self.dealt, self.xi, self.xi_late,
                    self.drawn, self.draws, self.zhizhuang, self.zhizhuang_now)

    # --- shape --------------------------------------------------------------------------------------
    @property
    def sets_needed(self) -> int:
        return SETS_IN_A_WIN - sum(1 for m in self.melds if m.size >= 3)

    @property
    def pair_needed(self) -> bool:
        """False once a 2-card 龙 of a twice-turned card lies on the table as the pair (s003.p011)."""
        return all(m.size >= 3 for m in self.melds)

    @property
    def locked(self) -> bool:
        """折庄 declared and standing: draw and discard only (s002.p046)."""
        return self.zhizhuang == "on"

    def cards(self) -> list[Card]:
        return [ALL_CARDS[i] for i, n in enumerate(self.hand) if n for _ in range(n)]

    def complete(self) -> bool:
        return complete(self.hand, self.sets_needed, self.pair_needed)

    def wins_on(self, card: Card) -> bool:
        """Whether ``card`` (a discard, or a card added to a 碰) would complete the hand."""
        i = card.index
        if i == XI_INDEX or not connected(self.hand, i):
            return False
        self.hand[i] += 1
        try:
            return complete(self.hand, self.sets_needed, self.pair_needed)
        finally:
            self.hand[i] -= 1

    def waits(self, available: Sequence[int]) -> tuple[Card, ...]:
        """The cards that would complete the hand, among those ``available`` (听张)."""
        return waits(tuple(self.hand), self.sets_needed, self.pair_needed, tuple(available))

    def ready(self, available: Sequence[int]) -> bool:
        """听张: some available card completes the hand (stops at the first)."""
        for i, left in enumerate(available):
            if left > 0 and i != XI_INDEX and self.wins_on(ALL_CARDS[i]):
                return True
        return False

    def meld_of(self, kind: Kind, card: Card) -> int | None:
        for k, m in enumerate(self.melds):
            if m.kind is kind and m.card is card:
                return k
        return None


def complete(counts: Sequence[int], sets: int, pair: bool) -> bool:
    """Seven sets and the pair: suit by suit first (each suit's possible shapes are remembered, so
    most hands are refused at once), then the scorer's own search decides."""
    want = (sets, 1 if pair else 0)
    reach = {(0, 0)}
    for a, b in _GROUPS:
        shapes = _shapes(tuple(counts[a:b]), b - a > 1)
        if not shapes:
            return False
        reach = {(x + s, y + p) for x, y in reach for s, p in shapes if x + s <= want[0] and y + p <= want[1]}
        if not reach:
            return False
    return want in reach and can_read(tuple(counts), sets, pair)


_GROUPS = ((0, 9), (9, 18), (18, 27), (27, 28), (28, 29), (29, 30))  # 万 条 饼, then 千字 红花 白花


@lru_cache(maxsize=1 << 16)
def _shapes(counts: tuple[int, ...], runs: bool) -> frozenset[tuple[int, int]]:
    """(sets, pairs) one suit's cards can make, every card used, at most one pair."""
    i = next((k for k, n in enumerate(counts) if n), None)
    if i is None:
        return frozenset(((0, 0),))
    n, out = counts[i], set()
    for quads in (0, 1):
        for trips in (0, 1):
            for pairs in (0, 1):
                r = n - 4 * quads - 3 * trips - 2 * pairs
                if r < 0 or (r and not (runs and i + 2 < len(counts) and min(counts[i + 1], counts[i + 2]) >= r)):
                    continue
                rest = list(counts[i + 1:])
                if r:
                    rest[0] -= r
                    rest[1] -= r
                for s, p in _shapes(tuple(rest), runs):
                    if p + pairs <= 1:
                        out.add((s + quads + trips + r, p + pairs))
    return frozenset(out)


def connected(counts: Sequence[int], i: int) -> bool:
    """A card can join a group only beside a copy of itself or a suited neighbour within two ranks."""
    if counts[i]:
        return True
    card = ALL_CARDS[i]
    if card.is_special:
        return False
    rank, base = card.rank, i - card.rank + 1
    return any(counts[base + r - 1] for r in (rank - 2, rank - 1, rank + 1, rank + 2) if 1 <= r <= 9)
