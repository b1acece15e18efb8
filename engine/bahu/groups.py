"""What a 八胡 group is: 将, runs, 豹子, the six fixed 胡头 combinations, 文钱, and table melds.

Card kinds are indices into :data:`engine.cards.ALL_CARDS` (1m=0 … 9m=8, 1s=9 … 9s=17,
1p=18 … 9p=26, Q=27, H=28, B=29, X=30).

>>> sorted(BY_CODE[c].index for c in ("1m", "1s", "1p", "9s")) == sorted(i for i in JIANG if i < 27)
True
>>> Meld.parse("peng:Q").hutou
4
>>> Meld.parse("chi:2s2m8p").combo.zh
'二八帮子'

A meld may say where its card came from: ``@SEAT.VIA`` (``peng:Q@2.discard``), ``@SEAT`` or
``@VIA`` (``bomb:7p@deal``); ``str()`` writes it back the same way.

>>> m = Meld.parse("peng:Q@2.discard")
>>> m.seat, m.via, str(m), Meld.parse(str(m)) == m
(2, 'discard', 'peng:Q@2.discard', True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from engine.bahu.messages import (
    MELD_AT_NOTHING, MELD_AT_SEAT, MELD_AT_VIA, MELD_CARDS, MELD_CHI, MELD_COPIES, MELD_DEAL_NO_SEAT, MELD_KIND_NAMES,
    MELD_NOT_TEXT, MELD_SEAT, MELD_UNKNOWN, MELD_VIA, MELD_ZHANG,
)
from engine.cards import BY_CODE, Card, CardError, format_cards, parse_cards
from engine.core.bilingual import Text
from engine.core.errors import InputError

# s000.p011 (宝宝-呛森-俄子-空瑶-一万-一条-一柄-九条); s001.p023 一索 一万 一筒 九索 千子 空瑶 押子 (+仙儿)
JIANG: Final = frozenset(BY_CODE[c].index for c in ("1m", "1s", "1p", "9s", "Q", "H", "B", "X"))
X_INDEX: Final = BY_CODE["X"].index

# s000.p039 万子的二至九，条子的二至八，柄子的一至九; s001.p039 一索、一万、九索…不可以做顺子
RUN_RANGE: Final = {"m": (1, 8), "s": (10, 16), "p": (18, 26)}  # inclusive kind indices
RUNNABLE: Final = frozenset(i for lo, hi in RUN_RANGE.values() for i in range(lo, hi + 1))
WENQIAN: Final = (18, 19, 20)  # 一二三饼, s000.p019 s001.p033
WIN_HUTOU: Final = 8  # s000.p053 胡牌的条件是（满足至少八个胡头+圆牌）; s001.p019 必须有八胡


@dataclass(frozen=True)
class Combo:
    """One of the six fixed 胡头 combinations: all three cards needed, extra copies absorbed."""

    key: str
    zh: str
    en: str
    kinds: tuple[int, int, int]
    source: str


def _combo(key: str, zh: str, en: str, codes: str, source: str) -> Combo:
    a, b, c = sorted(c.index for c in parse_cards(codes))
    return Combo(key, zh, en, (a, b, c), source)


COMBOS: Final[tuple[Combo, ...]] = (
    _combo("xiaolaohu", "小老虎", "Little Tiger", "1s 1m 9p", "s000.p020 s001.p027"),
    _combo("erba", "二八帮子", "Two-Eight Gang", "2s 2m 8p", "s000.p021 s001.p028"),
    _combo("sanqi", "三七胡头", "Three-Seven hutou", "3s 3m 7p", "s000.p022 s001.p029"),
    _combo("qiankongjiu", "千空九", "Qian-Kong-Nine", "Q H 9s", "s000.p016 s001.p030"),
    _combo("kongjiujiu", "空九九", "Kong-Nine-Nine", "H 9s 9m", "s000.p017 s001.p031"),
    _combo("yabajiu", "押八九", "Ya-Eight-Nine", "B 8s 9m", "s000.p018 s001.p032"),
)
COMBO_BY_KEY: Final = {c.key: c for c in COMBOS}

# What a chi meld is (Meld.chi_group): its kind and what the kind needs to say.
ChiGroup = (tuple[Literal["run"], tuple[int, int]] | tuple[Literal["wenqian"], None] | tuple[Literal["baozi"], int]
            | tuple[Literal["combo"], Combo])


def baozi_kinds(rank: int) -> tuple[int, int, int]:
    """The three kinds of a rank-``rank`` 豹子 (万, 条, 饼). s000.p042 s001.p037: no 1-豹子."""
    return (rank - 1, 9 + rank - 1, 18 + rank - 1)


BAOZI_RANKS: Final = range(2, 10)


def is_jiang(index: int) -> bool:
    return index in JIANG


# --- table melds ----------------------------------------------------------------------------

MELD_KINDS: Final = ("peng", "gang", "bomb", "chi", "zhang")
MELD_ZH: Final = {"peng": "碰", "gang": "杠", "bomb": "爆炸", "chi": "吃", "zhang": "涨将"}
SEATS: Final = 4
# Where a meld's card came from: a discard (发的牌), a card drawn and turned up (翻的牌, s000.p032), or
# the deal itself (a bomb: four from the deal, s000.p029 s001.p041).
VIAS: Final = ("discard", "draw", "deal")
_VIA_OF_KIND: Final = {"peng": ("discard", "draw"), "gang": ("discard", "draw"), "chi": ("discard", "draw"),
                       "bomb": ("deal",), "zhang": ("draw",)}


_PARSED: dict[str, Meld] = {}


@dataclass(frozen=True)
class Meld:
    """A group on the player's table: ``peng:5m``, ``gang:Q``, ``bomb:7p``, ``chi:678s``, ``zhang:H``.

    ``chi`` melds are any group taken by 吃: a run, a 豹子, a fixed combination or 文钱.
    ``zhang`` is a standing jiang (涨将/站将): a 将 card laid on the table, used like a hand card.
    ``seat`` (the seat the card came from) and ``via`` (``discard``, ``draw`` or ``deal``) are
    optional provenance: ``peng:Q@2.discard``, ``bomb:7p@deal``.
    """

    kind: str
    cards: tuple[Card, ...]
    seat: int | None = None
    via: str | None = None

    @staticmethod
    def parse(text: str) -> Meld:
        if not isinstance(text, str):
            raise InputError(MELD_NOT_TEXT(example="peng:5m", type=type(text).__name__), str(text)[:20])
        known = _PARSED.get(text)  # melds are immutable: the same text is one meld (records repeat them)
        if known is None:
            if len(_PARSED) > 10_000:
                _PARSED.clear()
            known = _PARSED[text] = Meld._parse(text)
        return known

    @staticmethod
    def _parse(text: str) -> Meld:
        body, at, provenance = text.partition("@")
        kind, sep, rest = body.partition(":")
        kind = kind.strip().lower()
        if not sep or kind not in MELD_KINDS:
            kinds = [k + ":CARDS" for k in MELD_KINDS]
            raise InputError(MELD_UNKNOWN(text=text, kinds=Text("、".join(kinds), ", ".join(kinds))), text)
        try:
            cards = parse_cards(rest)
        except CardError as e:
            raise InputError(MELD_CARDS(text=text, why=e.words or str(e)), e.token) from None
        # peng:5m is shorthand for the three cards, gang/bomb:5m for four.
        size = {"peng": 3, "gang": 4, "bomb": 4, "zhang": 1}.get(kind)
        if size and len(cards) == 1:
            cards = cards * size
        seat, via = _provenance(provenance.strip(), text) if at else (None, None)
        meld = Meld(kind, tuple(sorted(cards)), seat, via)
        meld.check(text)
        return meld

    def check(self, text: str = "") -> None:
        text = text or str(self)
        if self.seat is not None and (isinstance(self.seat, bool) or not isinstance(self.seat, int)
                                      or not 0 <= self.seat < SEATS):
            raise InputError(MELD_SEAT(text=text, last=SEATS - 1), text)
        if self.via is not None:
            if self.via not in _VIA_OF_KIND[self.kind]:
                ways = _VIA_OF_KIND[self.kind]
                raise InputError(MELD_VIA(text=text, kind=_kind_name(self.kind), via=self.via,
                                          ways=Text(" 或 ".join(ways), " or ".join(ways))), text)
        if self.seat is not None and (self.via == "deal" or self.kind == "bomb"):
            raise InputError(MELD_DEAL_NO_SEAT(text=text), text)
        kinds = {c.index for c in self.cards}
        n = len(self.cards)
        if self.kind in ("peng", "gang", "bomb"):
            want = 3 if self.kind == "peng" else 4
            if n != want or len(kinds) != 1:
                raise InputError(MELD_COPIES(text=text, kind=_kind_name(self.kind), want=want), text)
        elif self.kind == "zhang":
            if n != 1 or not is_jiang(self.cards[0].index):
                raise InputError(MELD_ZHANG(text=text), text)
        elif self.chi_group() is None:
            raise InputError(MELD_CHI(text=text), text)

    def chi_group(self) -> ChiGroup | None:
        """What a chi meld is: ("run", (lo, hi)), ("wenqian", None), ("baozi", rank), ("combo", Combo)."""
        try:
            return _CHI_GROUPS[self.cards]
        except KeyError:  # the same few cards are asked about again and again: remembered
            if len(_CHI_GROUPS) > 10_000:
                _CHI_GROUPS.clear()
            hit = _CHI_GROUPS[self.cards] = _chi_group(self.cards)
            return hit

    @property
    def is_jiang(self) -> bool:
        return is_jiang(self.cards[0].index)

    @property
    def hutou(self) -> int:
        """胡头 of this meld alone under the presets (s000.p025–p029, s001.p067); see :meth:`hutou_under`."""
        return self.hutou_under(11)

    def hutou_under(self, jiang_gang_hutou: int) -> int:
        """胡头 of this meld alone; 将杠/将爆炸 take the rule set's value. The cap applies to the total."""
        if self.kind == "peng":
            return 4 if self.is_jiang else 1
        if self.kind == "gang":
            return jiang_gang_hutou if self.is_jiang else 4
        if self.kind == "bomb":
            return jiang_gang_hutou if self.is_jiang else 5
        if self.kind == "chi":
            group = self.chi_group()
            return 1 if group and group[0] in ("wenqian", "combo") else 0
        return 0

    @property
    def combo(self) -> Combo | None:
        group = self.chi_group() if self.kind == "chi" else None
        return group[1] if group and group[0] == "combo" else None

    @property
    def provenance(self) -> str:
        """``@2.discard``, ``@2``, ``@deal`` or ``""``."""
        if self.seat is None and self.via is None:
            return ""
        return "@" + ".".join(str(p) for p in (self.seat, self.via) if p is not None)

    def plain(self) -> Meld:
        """The same cards without provenance."""
        return Meld(self.kind, self.cards)

    def __str__(self) -> str:
        if self.kind in ("peng", "gang", "bomb", "zhang"):
            return f"{self.kind}:{self.cards[0].code}{self.provenance}"
        return f"{self.kind}:{format_cards(self.cards, compact=True)}{self.provenance}"


_CHI_GROUPS: dict[tuple[Card, ...], ChiGroup | None] = {}  # Meld.chi_group by cards


def forget_chi_groups() -> None:
    """Forget what chi melds were found to be (benchmarks measure from cold)."""
    _CHI_GROUPS.clear()


def _chi_group(cards: tuple[Card, ...]) -> ChiGroup | None:
    """What a chi meld of these cards is (see :meth:`Meld.chi_group`)."""
    idx = [c.index for c in cards]
    kinds = set(idx)
    if tuple(sorted(idx)) == WENQIAN:
        return ("wenqian", None)
    if len(idx) >= 3 and len(kinds) == len(idx) and kinds <= RUNNABLE:
        lo, hi = min(idx), max(idx)
        same_suit = any(a <= lo and hi <= b for a, b in RUN_RANGE.values())
        if same_suit and hi - lo + 1 == len(idx):
            return ("run", (lo, hi))
    for rank in BAOZI_RANKS:
        if kinds == set(baozi_kinds(rank)):
            return ("baozi", rank)
    for combo in COMBOS:
        if kinds == set(combo.kinds):
            return ("combo", combo)
    return None


def _kind_name(kind: str) -> Text:
    """A meld kind by its name in each language (a kind no meld has, as written)."""
    return MELD_KIND_NAMES.get(kind, Text(kind, kind))


def _provenance(text: str, meld: str) -> tuple[int | None, str | None]:
    """``2.discard`` → (2, "discard"); ``deal`` → (None, "deal"); ``2`` → (2, None)."""
    if not text:
        raise InputError(MELD_AT_NOTHING(text=meld), meld)
    seat_text, dot, via = text.partition(".")
    if not dot and not seat_text.isdigit():
        seat_text, via = "", seat_text
    seat = None
    if seat_text or dot:
        if not (seat_text.isdigit() and len(seat_text) == 1 and int(seat_text) < SEATS):
            raise InputError(MELD_AT_SEAT(text=meld, last=SEATS - 1, ways=Text("、".join(VIAS), ", ".join(VIAS))), meld)
        seat = int(seat_text)
    way = via.strip().lower() or None
    if dot and way is None or way is not None and way not in VIAS:
        raise InputError(MELD_AT_VIA(text=meld, ways=Text("、".join(VIAS), ", ".join(VIAS))), meld)
    return seat, way
