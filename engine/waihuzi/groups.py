"""歪胡子 groups (s004.p014–p019) and table melds; the search over splits is :mod:`engine.waihuzi.split`.

A winning hand is all groups (s004.p019): 坎, 碰, 歪 (three alike), 溜 (four alike), 顺子 and
二七十/贰柒拾 (one 一句话 each), and at most one pair, the 吊字 completed by the drawn winning card
(s004.p018). Card kinds are indices into :data:`~engine.waihuzi.cards.ALL_CARDS` (一 ``1x`` = 0 …
十 ``0x`` = 9, 壹 ``1d`` = 10 … 拾 ``0d`` = 19).

>>> g = parse_meld("wai:9d")
>>> g, g.xi, g.zh
(Group('wai:999d'), 4, '歪')
>>> parse_meld("chi:270d").name_zh, parse_meld("chi:270d").xi
('贰柒拾', 1)
>>> parse_meld("chi:279x")
Traceback (most recent call last):
...
engine.waihuzi.groups.MeldError: meld 'chi:279x': 2x 7x 9x is not a run or 二七十 of one size

A meld may say where its taken card came from, after ``@``: ``self`` (the player's own revealed
card), ``other`` or a seat ``0``–``3``, then ``.draw`` (revealed, 揭) or ``.discard`` (打), as every
game writes a meld's provenance; the short letters ``@s``, ``@o``, ``@1d``, ``@2r`` read too.

>>> m = parse_meld("peng:5x@1d")
>>> m, m.taken_from, m.how
(Group('peng:555x@1.discard'), '1', 'discarded')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Final

from engine.core.errors import InputError
from engine.core.reason import Reason, Text
from engine.waihuzi import reasons as R
from engine.waihuzi.cards import Card, CardError, format_cards, parse_cards
from engine.waihuzi.messages import (
    CHI_SHAPE, CHI_SIZE, KIND_NAMES, MELD_ALIKE, MELD_ALIKE_COUNT, MELD_CARDS, MELD_FROM, MELD_NO_CARDS,
    MELD_NOTHING_AFTER_AT, MELD_OWN_DISCARD, MELD_SHAPE, OWN_DRAW, PENG_OTHERS,
)
from engine.waihuzi.rules import DEFAULT, XI, RuleSet

Options = RuleSet  # the earlier name of the rule set, for callers of this module


class MeldError(InputError):
    """A ``--meld`` that is not a meld: unknown kind, wrong size, cards that do not go together."""


class Kind(str, Enum):
    KAN = "kan"  # 坎: three alike from the deal, in the hand (s004.p014)
    WAI = "wai"  # 歪: a pair and a self-drawn third (s004.p014)
    PENG = "peng"  # 碰: a pair and another player's discard (s004.p014)
    LIU = "liu"  # 溜: four alike (s004.p015)
    SHUN = "shun"  # 顺子: three in a row, one size (s004.p016)
    ERQISHI = "erqishi"  # 二七十 / 贰柒拾 (s004.p017)
    PAIR = "pair"  # the 吊字 single and its drawn twin (s004.p018)


ALIKE: Final = frozenset((Kind.KAN, Kind.WAI, Kind.PENG, Kind.LIU, Kind.PAIR))
PHRASES: Final = frozenset((Kind.SHUN, Kind.ERQISHI))  # 一句话 (s004.p016, p017)

_ZH: Final = {Kind.KAN: "坎", Kind.WAI: "歪", Kind.PENG: "碰", Kind.LIU: "溜", Kind.SHUN: "顺子", Kind.PAIR: "吊字对"}
_EN: Final = {
    Kind.KAN: "kan (three alike from the deal)",
    Kind.WAI: "wai (a pair and a self-drawn third)",
    Kind.PENG: "peng (a pair and another player's card)",
    Kind.LIU: "liu (four alike)",
    Kind.SHUN: "run (shunzi)",
    Kind.ERQISHI: "erqishi",
    Kind.PAIR: "diaozi pair (the single and its drawn twin)",
}


@dataclass(frozen=True)
class Group:
    """One group of a hand. ``concealed``: in the hand, not a table meld. ``drawn``: it holds a
    self-drawn card (every 歪; a 溜 whose fourth was drawn). ``win``: it holds the winning card.
    ``source``/``how``: for a table meld, where its taken card came from — ``"self"`` (the player's
    own revealed card), ``"other"``, or a seat ``"0"``–``"3"``; ``"revealed"`` or ``"discarded"``;
    ``""`` when not recorded.

    >>> Group(Kind.LIU, tuple(parse_cards("3333x")), concealed=True).xi
    3
    >>> Group(Kind.LIU, tuple(parse_cards("3333x")), concealed=True, drawn=True, win=True).xi
    4
    """

    kind: Kind
    cards: tuple[Card, ...]
    concealed: bool = True
    drawn: bool = False
    win: bool = False
    source: str = ""
    how: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    @property
    def taken_from(self) -> str:
        """Where the taken card came from: a 歪 is always the player's own (s004.p014), a 溜 too
        unless it records another seat (a 溜 on the discard before, s004.p027); an unrecorded 碰 or
        吃 is taken as another player's card."""
        if self.kind is Kind.WAI or (self.kind is Kind.LIU and not self.source):
            return "self"
        return self.source or "other"

    @property
    def xi(self) -> int:
        """息 (s004.p036–p041). A 溜 counts as the three alike it holds: 歪 4 when a card of it was
        self-drawn (the fourth taken 用…歪, s004.p032), else 坎 3 (dealt, s004.p015, p024); its 豪 is
        scored apart. A 顺子 and the 吊字 pair have none: the pair's completion is the win's 1 xi."""
        if self.kind is Kind.LIU:
            return XI["wai"] if self.drawn else XI["kan"]
        return {Kind.KAN: XI["kan"], Kind.WAI: XI["wai"], Kind.PENG: XI["peng"], Kind.ERQISHI: XI["erqishi"]}.get(
            self.kind, 0
        )

    @property
    def is_big(self) -> bool:
        return self.cards[0].is_big

    @property
    def zh(self) -> str:
        """The group's name: 坎, 歪, 溜, 顺子, 二七十 or 贰柒拾, 吊字对."""
        if self.kind is Kind.ERQISHI:
            return "贰柒拾" if self.is_big else "二七十"
        return _ZH[self.kind]

    @property
    def en(self) -> str:
        if self.kind is Kind.ERQISHI:
            return "erqishi (贰柒拾, big two-seven-ten)" if self.is_big else "erqishi (二七十, small two-seven-ten)"
        return _EN[self.kind]

    @property
    def name_zh(self) -> str:
        """Alias of :attr:`zh` for the app."""
        return self.zh

    @property
    def code(self) -> str:
        """Cards in compact notation: ``333d``, ``270x``."""
        return format_cards(self.cards, compact=True)

    @property
    def cards_zh(self) -> str:
        return "".join(c.zh for c in self.cards)

    @property
    def rule(self) -> str:
        """The :data:`~engine.waihuzi.rules.QUOTE` key of the line that gives its 息."""
        if self.kind is Kind.ERQISHI:
            return "xi.erqishi.big" if self.is_big else "xi.erqishi.small"
        if self.kind is Kind.LIU:
            return "group.liu"
        return {Kind.KAN: "xi.kan", Kind.WAI: "xi.wai", Kind.PENG: "xi.peng"}.get(self.kind, f"group.{self.kind.value}")

    @property
    def place(self) -> Text:
        """Where it is, as its line says: on the table, or made in the hand by the winning card."""
        if not self.concealed:
            return R.ON_TABLE
        if self.kind is Kind.WAI:
            return R.DRAWN_WIN
        if self.kind is Kind.PENG:
            return R.REVEALED_WIN
        return R.NO_PLACE

    @property
    def reason(self) -> Reason:
        """Why it counts what it counts: a declared rule with the group's cards and 息."""
        cards = list(self.cards)
        if self.kind is Kind.LIU:  # the 息 rests on the 坎/歪 lines too
            source = f"{R.LIU.source} s004.p024 s004.p032 " + ("s004.p036" if self.drawn else "s004.p037")
            return R.LIU.at(source, place=self.place, cards=cards, xi=self.xi, held=R.AS_WAI if self.drawn else R.AS_KAN)
        if self.kind is Kind.KAN:
            return R.XI_KAN(cards=cards, xi=self.xi)
        if self.kind is Kind.PAIR:
            return R.PAIR(cards=cards)
        rule = {Kind.WAI: R.XI_WAI, Kind.PENG: R.XI_PENG, Kind.SHUN: R.SHUN,
                Kind.ERQISHI: R.XI_ERQISHI_BIG if self.is_big else R.XI_ERQISHI_SMALL}[self.kind]
        if self.kind is Kind.SHUN:
            return rule(place=self.place, cards=cards)
        return rule(place=self.place, cards=cards, xi=self.xi)

    @property
    def label(self) -> Text:
        """Its kind and cards by name, as a grouping line shows them: ``歪 玖`` / ``wai of big nine``, ``顺子 一二三``
        / ``run small one-two-three``; a two-seven-ten by its name alone."""
        key = self.kind.value
        if self.kind is Kind.ERQISHI:
            key += ".big" if self.is_big else ".small"
        name = R.KIND_NAMES[key]
        if self.kind is Kind.ERQISHI:
            return name
        if self.kind is Kind.SHUN:
            size = self.cards[0].en.split(" ", 1)[0]
            ranks = "-".join(c.en.split(" ", 1)[1] for c in self.cards)
            return Text(f"{name.zh} {self.cards_zh}", f"{name.en} {size} {ranks}")
        return Text(f"{name.zh} {self.cards[0].zh}", f"{name.en} of {self.cards[0].en}")

    @property
    def notation(self) -> str:
        """The meld as ``--meld`` and a position write it: ``chi:123x@self``, ``peng:555x@1.discard``."""
        kind = "chi" if self.kind in PHRASES else self.kind.value
        return f"{kind}:{self.code}{self.provenance}"

    @property
    def provenance(self) -> str:
        """The ``@…`` suffix of its notation, as every game writes it (empty when not recorded):
        ``@self`` (one's own revealed card), ``@1.discard``, ``@other.draw`` (another's revealed card)."""
        if not self.source:
            return ""
        if self.source == "self":
            return "@self"
        return f"@{self.source}" + {"revealed": ".draw", "discarded": ".discard"}.get(self.how, "")

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind.value,
            "zh": self.zh,
            "en": self.en,
            "cards": [c.code for c in self.cards],
            "code": self.code,
            "concealed": self.concealed,
            "win": self.win,
            "xi": self.xi,
            "source": self.source,
            "how": self.how,
        }

    def __str__(self) -> str:
        return f"{self.kind.value}:{self.code}{self.provenance}"

    def __repr__(self) -> str:
        return f"Group({str(self)!r})"


def meld_order(m: Group) -> tuple[int, str, str, str]:
    """The canonical order of table melds: by lowest card, kind, then where the taken card came from."""
    return (m.cards[0].index, m.kind.value, m.source, m.how)


def is_run(kinds: Iterable[int], options: RuleSet = DEFAULT) -> bool:
    """Three consecutive kinds of one size (s004.p016); 八九十 only if ``ten_after_nine``.

    >>> is_run([7, 8, 9]), is_run([7, 8, 9], RuleSet(ten_after_nine=False)), is_run([8, 9, 10])
    (True, False, False)
    """
    a, b, c = sorted(kinds)
    if a // 10 != c // 10 or b != a + 1 or c != a + 2:
        return False
    return c % 10 + 1 <= (10 if options.ten_after_nine else 9)


def is_erqishi(kinds: Iterable[int]) -> bool:
    """二七十 or 贰柒拾, one size (s004.p017)."""
    a, b, c = sorted(kinds)
    return a % 10 == 1 and b == a + 5 and c == a + 8


# Meld kinds on the command line, with Chinese aliases.
MELD_KINDS: Final = {"peng": "peng", "碰": "peng", "wai": "wai", "歪": "wai", "liu": "liu", "溜": "liu", "chi": "chi", "吃": "chi",
                     "shun": "chi", "erqishi": "chi"}  # a 吃 meld prints as its group kind: both read back


_SOURCES: Final = {"s": "self", "self": "self", "o": "other", "other": "other"}
# Short letters (r, d) and the words every game's meld notation uses (draw, discard).
_HOW: Final = {"r": "revealed", "d": "discarded", "": "", "draw": "revealed", "revealed": "revealed",
               "discard": "discarded", "discarded": "discarded"}


def parse_provenance(text: str, meld: str) -> tuple[str, str]:
    """``self``, ``other`` or a seat 0–3 (or ``s``/``o``), then ``.draw`` (revealed) or ``.discard``
    (``r``/``d`` for short).

    >>> parse_provenance("2.draw", "chi:123x@2.draw"), parse_provenance("2r", "chi:123x@2r")
    (('2', 'revealed'), ('2', 'revealed'))
    >>> parse_provenance("self", "chi:123x@self"), parse_provenance("", "")
    (('self', 'revealed'), ('', ''))
    """
    low = text.strip().lower()
    if not low:
        return "", ""
    for word in ("self", "other"):
        if low.startswith(word):
            source, rest = _SOURCES[word], low[len(word):]
            break
    else:
        source, rest = (low[0] if low[0] in "0123" else _SOURCES.get(low[0], "?")), low[1:]
    rest = rest.removeprefix(".")  # the long form: @1.discard, @other.draw
    if source == "?" or rest not in _HOW:
        raise MeldError(MELD_FROM(text=meld), meld)
    how = _HOW[rest]
    if source == "self":
        if how == "discarded":
            raise MeldError(MELD_OWN_DISCARD(text=meld), meld)
        how = "revealed"
    return source, how


def parse_meld(text: str, options: RuleSet = DEFAULT) -> Group:
    """A table meld, ``KIND:CARDS[@FROM]``: ``peng:5x`` or ``peng:555x`` (碰), ``wai:8d`` (歪), ``liu:3x`` or
    ``liu:3333x`` (溜 laid down with its self-drawn fourth), ``chi:123x`` / ``chi:270d`` (吃: a 顺子 or
    二七十). A 溜 from the deal is never shown (下牌不亮牌, s004.p015): write it in the hand.
    ``@FROM`` (see :func:`parse_provenance`) says where the taken card came from.

    >>> parse_meld("liu:3x")
    Group('liu:3333x')
    >>> parse_meld("peng:5x5x")
    Traceback (most recent call last):
    ...
    engine.waihuzi.groups.MeldError: meld 'peng:5x5x': a peng is 3 alike cards, got 2
    >>> parse_meld("peng:5x@s")
    Traceback (most recent call last):
    ...
    engine.waihuzi.groups.MeldError: meld 'peng:5x@s': a peng takes another player's card (s004.p014)
    """
    head, sep, body = text.partition(":")
    kind = MELD_KINDS.get(head.strip().lower())
    if not sep or kind is None:
        raise MeldError(MELD_SHAPE(text=text), text)
    body, at, where = body.partition("@")
    if at and not where.strip():
        raise MeldError(MELD_NOTHING_AFTER_AT(text=text), text)
    source, how = parse_provenance(where, text) if at else ("", "")
    try:
        cards = parse_cards(body)
    except CardError as e:
        raise MeldError(MELD_CARDS(text=text, why=e.words or str(e)), e.token) from None
    if not cards:
        raise MeldError(MELD_NO_CARDS(text=text), text)
    if kind == "chi":
        kinds = [c.index for c in cards]
        if len(cards) != 3:
            raise MeldError(CHI_SIZE(text=text, n=len(cards)), text)
        if is_erqishi(kinds):
            return Group(Kind.ERQISHI, tuple(cards), concealed=False, source=source, how=how)
        if is_run(kinds, options):
            return Group(Kind.SHUN, tuple(cards), concealed=False, source=source, how=how)
        raise MeldError(CHI_SHAPE(text=text, cards=cards, shown=format_cards(cards)), text)
    size = 4 if kind == "liu" else 3
    if len(set(cards)) != 1:
        raise MeldError(MELD_ALIKE(text=text, kind=KIND_NAMES[kind], size=size), text)
    if len(cards) == 1:
        cards = cards * size
    if len(cards) != size:
        raise MeldError(MELD_ALIKE_COUNT(text=text, kind=KIND_NAMES[kind], size=size, n=len(cards)), text)
    if kind == "peng" and source == "self":
        raise MeldError(PENG_OTHERS(text=text), text)
    if kind in ("wai", "liu"):
        if source not in ("", "self"):
            raise MeldError(OWN_DRAW(text=text, kind=KIND_NAMES[kind]), text)
        source, how = "", ""  # implied
    return Group(Kind(kind), tuple(cards), concealed=False, drawn=kind in ("wai", "liu"), source=source, how=how)
