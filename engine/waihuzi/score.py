"""Scoring a 歪胡子 win: groups, 息, 豪 and the special hands (s004.p028–p056).

A :class:`Hand` is the concealed cards (the drawn winning card among them), the table melds, the
winning card and the circumstances of the win (海捞, 报听, 天胡, 地胡). :func:`score` tries every
way to group the concealed cards and keeps the one with the most 息.

The issue's example: 坎 333d 3 + 歪 9d 4 + 贰柒拾 1 + the win 1 = 9.

>>> s = score(Hand.parse("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x"))
>>> s.valid, s.xi, [(i.item, i.xi) for i in s.breakdown]
(True, 9, [('waihuzi.xi.wai', 4), ('waihuzi.xi.erqishi.big', 1), ('waihuzi.xi.kan', 3), ('waihuzi.xi.win', 1)])

一坎一歪 is the smallest win (s004.p041): 3 + 4 + 1 = 8. Without the 歪 it is 4 short.

>>> score(Hand.parse("555x 123d 456d 789d 99x", ["wai:4x"], "9x")).xi
8
>>> s = score(Hand.parse("555x 123d 456d 789x 99x", ["chi:345d"], "9x"))
>>> s.valid, s.xi, s.reasons[0].en
(False, 4, 'Only 4 xi toward the minimum, 8 needed')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from engine.explain import InputError, Reason
from engine.waihuzi.cards import Card, counts_of, format_cards, parse_cards
from engine.waihuzi.groups import ALIKE, Group, Kind, best_partial, groupings, parse_meld
from engine.waihuzi.rules import (
    HAO,
    DEFAULT,
    SHISANHONG_EXTRA,
    SHISANHONG_REDS,
    SPECIAL,
    XI,
    Options,
    reason,
)

WIN_SIZE: Final = 20  # 19 held (s004.p021, the dealer's 20 less his first discard) + the drawn win


@dataclass(frozen=True)
class Item:
    """One line of the 息 breakdown."""

    item: str  # rule ID, e.g. "waihuzi.xi.kan"
    xi: int
    reason: Reason
    cards: str = ""

    @property
    def source(self) -> str:
        return self.reason.source

    def to_json(self) -> dict[str, object]:
        return {"item": self.item, "xi": self.xi, "source": self.reason.source, "zh": self.reason.zh,
                "en": self.reason.en, "cards": self.cards}


def _item(rule: str, xi: int, zh: str, en: str, cards: str = "") -> Item:
    if rule.startswith("special."):
        zh, en = f"{zh}，另加{xi}息", f"{en}: +{xi} xi"
    r = reason(rule, zh, en)
    return Item(r.rule, xi, r, cards)


@dataclass(frozen=True)
class Hand:
    """A hand at its win. ``concealed`` includes the winning card ``win``; ``win`` is ``None`` only
    for 天胡, where no card was drawn (s004.p055).

    >>> Hand.parse("333x", win="4x")
    Traceback (most recent call last):
    ...
    engine.core.errors.InputError: the winning card 4x is not in the hand
    """

    concealed: tuple[Card, ...]
    melds: tuple[Group, ...] = ()
    win: Card | None = None
    last_card: bool = False  # 海捞 (s004.p050)
    baoting: bool = False  # 报听 (s004.p054)
    tianhu: bool = False  # 天胡 (s004.p055)
    dihu: bool = False  # 地胡 (s004.p056)

    def __post_init__(self) -> None:
        object.__setattr__(self, "concealed", tuple(sorted(self.concealed)))
        object.__setattr__(self, "melds", tuple(sorted(self.melds, key=lambda m: (m.cards[0].index, m.kind.value))))
        if not self.concealed:
            raise InputError("--hand is empty: the concealed cards hold at least the winning card", "--hand")
        for m in self.melds:
            if m.concealed:
                raise InputError(f"{m} is not a table meld", str(m))
        counts_of(self.all_cards)  # a fifth copy raises CardError naming the card
        if self.tianhu:
            for flag, on in (("--dihu", self.dihu), ("--baoting", self.baoting), ("--last-card", self.last_card)):
                if on:
                    raise InputError(f"{flag} cannot go with --tianhu: 天胡 is won on the deal itself", flag)
            if self.win is not None:
                raise InputError("a 天胡 has no drawn winning card: leave out --win-card", "--win-card")
        elif self.win is None:
            raise InputError("the winning card is missing (--win-card): a win is only on a drawn card", "--win-card")
        elif self.win not in self.concealed:
            raise InputError(f"the winning card {self.win} is not in the hand", str(self.win))
        if self.dihu and self.last_card:
            raise InputError("--dihu (won on the first card drawn) cannot go with --last-card", "--last-card")

    @classmethod
    def parse(
        cls,
        hand: str,
        melds: Iterable[str] = (),
        win: str | None = None,
        *,
        options: Options = DEFAULT,
        last_card: bool = False,
        baoting: bool = False,
        tianhu: bool = False,
        dihu: bool = False,
    ) -> Hand:
        """From the command line's notation: ``Hand.parse("333d 270d …", ["wai:9d"], "8x")``."""
        win_card = Card.parse(win) if win else None
        return cls(tuple(parse_cards(hand)), tuple(parse_meld(m, options) for m in melds), win_card,
                   last_card=last_card, baoting=baoting, tianhu=tianhu, dihu=dihu)

    @property
    def all_cards(self) -> tuple[Card, ...]:
        return self.concealed + tuple(c for m in self.melds for c in m.cards)

    def __str__(self) -> str:
        parts = [format_cards(self.concealed)]
        parts += [f"[{m}]" for m in self.melds]
        if self.win is not None:
            parts.append(f"win {self.win}")
        return " ".join(parts)


@dataclass(frozen=True)
class Score:
    """The verdict on a hand. ``xi`` is the total: groups and the win, and once the hand is a
    win (``valid``), its 豪 and special hands. A hand that is not a win shows what its groups
    count, and ``reasons`` says why it is not one."""

    hand: Hand
    options: Options
    valid: bool
    xi: int
    base_xi: int  # what counts toward the minimum (s004.p041)
    groups: tuple[Group, ...]
    leftover: tuple[Card, ...]
    breakdown: tuple[Item, ...]
    reasons: tuple[Reason, ...]  # why it is not a win
    notes: tuple[Reason, ...]  # bonuses refused, counts not checked
    groupings: int  # how many ways the concealed cards could be grouped
    explain: tuple[str, ...] = field(default=())
    explain_zh: tuple[str, ...] = field(default=())

    @property
    def specials(self) -> tuple[Item, ...]:
        return tuple(i for i in self.breakdown if ".special." in i.item)

    @property
    def hao(self) -> tuple[Item, ...]:
        return tuple(i for i in self.breakdown if ".hao." in i.item)

    def to_json(self) -> dict[str, object]:
        return {
            "game": "waihuzi",
            "rules": self.options.name,
            "valid": self.valid,
            "xi": self.xi,
            "base_xi": self.base_xi,
            "min_xi": self.options.min_xi,
            "hand": [c.code for c in self.hand.concealed],
            "melds": [str(m) for m in self.hand.melds],
            "win_card": self.hand.win.code if self.hand.win else None,
            "cards": len(self.hand.all_cards),
            "groups": [g.to_json() for g in self.groups],
            "leftover": [c.code for c in self.leftover],
            "groupings": self.groupings,
            "breakdown": [i.to_json() for i in self.breakdown],
            "specials": [i.item.rsplit(".", 1)[-1] for i in self.specials],
            "reasons": [r.to_json() for r in self.reasons],
            "notes": [r.to_json() for r in self.notes],
            "explain": list(self.explain),
            "explain_zh": list(self.explain_zh),
        }


# ---------------------------------------------------------------- 豪

def hao_items(hand: Hand) -> tuple[Item, ...]:
    """豪 for every kind held four times (s004.p031–p033), by where the four copies are:

    * one in a 碰 or 吃 on the table: the fourth came from a discard, 外豪 10 (s004.p031; 碰后…算外毫,
      s004.p015);
    * else one self-drawn (a 歪 or 溜 meld, or the winning card): 20 (s004.p032);
    * else all four dealt and never shown: 内豪 30 (s004.p033).

    >>> [(i.item, i.xi) for i in hao_items(Hand.parse("5555x 123d", win="1d"))]
    [('waihuzi.hao.nei', 30)]
    >>> [(i.item, i.xi) for i in hao_items(Hand.parse("5x 123d", ["peng:5x"], "1d"))]
    [('waihuzi.hao.wai', 10)]
    """
    out: list[Item] = []
    counts = counts_of(hand.all_cards)
    for idx, n in enumerate(counts):
        if n != 4:
            continue
        card = next(c for c in hand.all_cards if c.index == idx)
        holders = [m for m in hand.melds if card in m.cards]
        if any(m.kind in (Kind.PENG, Kind.SHUN, Kind.ERQISHI) for m in holders):
            out.append(_item("hao.wai", HAO["wai"], f"外豪 {card.zh}（四张，一张来自碰或吃）：{HAO['wai']}息",
                             f"wai hao (outer) {card}: all four, one by peng or chi: {HAO['wai']} xi", card.code))
        elif holders or hand.win is card:
            out.append(_item("hao.zimo", HAO["zimo"], f"豪 {card.zh}（四张，一张自摸）：{HAO['zimo']}息",
                             f"hao {card}: all four, one self-drawn: {HAO['zimo']} xi", card.code))
        else:
            out.append(_item("hao.nei", HAO["nei"], f"内豪 {card.zh}（四张都在手里，不见光）：{HAO['nei']}息",
                             f"nei hao (inner) {card}: all four dealt and never shown: {HAO['nei']} xi", card.code))
    return tuple(out)


# ---------------------------------------------------------------- special hands

def special_items(hand: Hand, groups: Sequence[Group]) -> tuple[tuple[Item, ...], tuple[Reason, ...]]:
    """The special hands of a win (s004.p043–p051, p054–p056), all that apply, added together
    (s004.p051); and the notes for flags given but refused."""
    cards = hand.all_cards
    items: list[Item] = []
    notes: list[Reason] = []
    if all(g.kind in ALIKE for g in groups):
        items.append(_item("special.duizi", SPECIAL["duizi"], "对子息：全是同张的牌型（坎、歪、碰、溜、吊字对），没有一句话",
                           "duizi xi: every group is alike cards (kan, wai, peng, liu, the diaozi pair), no phrase"))
    if all(c.is_big for c in cards):
        items.append(_item("special.quanda", SPECIAL["quanda"], "全大：全部是大字", "quanda: all big characters"))
    if all(c.is_small for c in cards):
        items.append(_item("special.quanxiao", SPECIAL["quanxiao"], "全小：全部是小字", "quanxiao: all small characters"))
    reds = sum(c.is_red for c in cards)
    if reds >= SHISANHONG_REDS:
        extra = reds - SHISANHONG_REDS
        xi = SPECIAL["shisanhong"] + SHISANHONG_EXTRA * extra
        items.append(_item("special.shisanhong", xi, f"十三红：{reds}张红字，80息" + (f"，多{extra}张各加10息" if extra else ""),
                           f"shisanhong (thirteen red): {reds} red cards, 80 xi" + (f" + 10 for each of {extra} more" if extra else "")))
    if reds == 0:
        items.append(_item("special.quanhei", SPECIAL["quanhei"], "全黑：全部是黑字", "quanhei: all black characters"))
    if not any(g.kind is Kind.SHUN for g in groups):
        items.append(_item("special.hanghang", SPECIAL["hanghang"], "行行息：没有不算息的顺子，每句都有息",
                           "hanghang xi: no plain run; every group scores xi"))
    if hand.last_card:
        items.append(_item("special.hailao", SPECIAL["hailao"], "海捞：摸最后一张牌胡牌", "hailao: won on the last card of the stock"))
    if hand.baoting:
        changed = [m for m in hand.melds if m.kind is not Kind.LIU]
        if changed:
            notes.append(reason("special.baoting", f"报听不算：{changed[0]} 是吃、碰或歪，手牌变了字（溜不算变）",
                                f"No baoting: {changed[0]} is a chi, peng or wai, which changes the hand (a liu does not)"))
        else:
            items.append(_item("special.baoting", SPECIAL["baoting"], "报听：起手听牌，不变字胡牌",
                               "baoting: ready from the deal, won without changing a card"))
    if hand.tianhu:
        if hand.melds:
            notes.append(reason("special.tianhu", "天胡不算：揭完牌时桌上还不会有吃碰歪溜",
                                "No tianhu: there are no melds on the table when the deal is just done"))
        else:
            items.append(_item("special.tianhu", SPECIAL["tianhu"], "天胡：庄家揭完20张即够息胡牌",
                               "tianhu (heavenly win): the dealer wins on his 20 dealt cards"))
    if hand.dihu:
        items.append(_item("special.dihu", SPECIAL["dihu"], "地胡：第一张摸牌即胡", "dihu (earthly win): won on the first card drawn"))
    return tuple(items), tuple(notes)


# ---------------------------------------------------------------- the verdict

@dataclass(frozen=True)
class _Verdict:
    valid: bool
    xi: int
    base: int
    groups: tuple[Group, ...]
    items: tuple[Item, ...]
    reasons: tuple[Reason, ...]
    notes: tuple[Reason, ...]

    @property
    def key(self) -> tuple[bool, int, int]:
        return (self.valid, self.xi, self.base)


def _judge(hand: Hand, concealed: tuple[Group, ...], hao: tuple[Item, ...], options: Options) -> _Verdict:
    groups = hand.melds + concealed
    items = [Item(g.reason.rule, g.xi, g.reason, g.code) for g in groups if g.xi]
    items.append(_item("xi.win", XI["win"], "胡牌：1息", "the win: 1 xi"))
    group_xi = sum(g.xi for g in groups)
    hao_xi = sum(i.xi for i in hao)
    base = group_xi + (XI["win"] if options.min_includes_win else 0) + (hao_xi if options.hao_counts_toward_min else 0)
    reasons: list[Reason] = []
    notes: list[Reason] = []
    if base < options.min_xi:
        reasons.append(reason("xi.win", f"够息的只有{base}息，最低要{options.min_xi}息",
                              f"Only {base} xi toward the minimum, {options.min_xi} needed"))
    n_cards = len(hand.all_cards)
    expected = WIN_SIZE + sum(g.kind is Kind.LIU for g in groups)
    if n_cards != expected:
        zh = f"手牌和亮牌共{n_cards}张；按起手19张（庄家20张打一张）加自摸的胡牌、每个溜多一张，胡牌时应有{expected}张"
        en = (f"{n_cards} cards in hand and melds, where 19 held (the dealer's 20 less a discard), the drawn win "
              f"and one more per liu make {expected}")
        if options.strict_count:
            reasons.append(reason("process.sishou", zh + "：多牌少牌为死手，不能胡", en + ": too many or too few is a dead hand, no win"))
        else:
            notes.append(reason("process.sishou", zh + "；本规则集不查张数（死手归打牌过程）",
                                en + "; this rule set does not check the count (a dead hand is a matter of play)"))
    valid = not reasons
    xi = group_xi + XI["win"]
    if valid:
        specials, refused = special_items(hand, groups)
        items += list(hao) + list(specials)
        notes += refused
        xi += hao_xi + sum(i.xi for i in specials)
    return _Verdict(valid, xi, base, groups, tuple(items), tuple(reasons), tuple(notes))


def score(hand: Hand, options: Options = DEFAULT) -> Score:
    """The best verdict on ``hand``: of every grouping, a win before a non-win, then the most 息.

    >>> s = score(Hand.parse("111x 222x 333x 456d 789d 0d0d", ["wai:5x"], "0d"))
    >>> s.xi, [str(g) for g in s.groups], s.groupings
    (14, ['wai:555x', 'kan:111x', 'kan:222x', 'kan:333x', 'shun:456d', 'shun:789d', 'pair:00d'], 2)

    Without the twin the 0d is a lone single: 吊字 needs the drawn twin (s004.p018), so no win.

    >>> s = score(Hand.parse("111x 222x 333x 456d 789d 0d", ["wai:5x"], "0d"))
    >>> s.valid, s.leftover
    (False, (Card('0d'),))
    """
    win = hand.win.index if hand.win is not None else None
    hao = hao_items(hand)
    best: _Verdict | None = None
    count = 0
    for concealed in groupings(counts_of(hand.concealed), win, options):
        count += 1
        v = _judge(hand, concealed, hao, options)
        if best is None or v.key > best.key:
            best = v
    leftover: tuple[Card, ...] = ()
    if best is None:
        partial, leftover = best_partial(counts_of(hand.concealed), win, options)
        groups = hand.melds + partial
        why = reason("win.all_grouped", f"不是每张牌都在牌型里：剩{format_cards(leftover)}",
                     f"Not every card is in a group: {format_cards(leftover)} left over")
        items = tuple(Item(g.reason.rule, g.xi, g.reason, g.code) for g in groups if g.xi)
        best = _Verdict(False, sum(g.xi for g in groups), 0, groups, items, (why,), ())
    zh, en = _explain(hand, best, count, leftover, options)
    return Score(hand, options, best.valid, best.xi, best.base, best.groups, leftover, best.items, best.reasons,
                 best.notes, count, tuple(en), tuple(zh))


def _explain(hand: Hand, v: _Verdict, count: int, leftover: tuple[Card, ...], options: Options) -> tuple[list[str], list[str]]:
    zh: list[str] = []
    en: list[str] = []
    shown = " · ".join(f"{g.zh} {g.code}" for g in v.groups)
    if leftover:
        zh.append(f"分组：{shown or '无'}；剩 {format_cards(leftover)} 不成牌型 [s004.p019]")
        en.append(f"Grouping: {shown or 'none'}; {format_cards(leftover)} form no group [s004.p019]")
    elif count == 1:
        zh.append(f"分组：{shown}（只有这一种分法）")
        en.append(f"Grouping: {shown} (the only way to group these cards)")
    else:
        zh.append(f"分组：{shown}（{count}种分法中息最多的一种）")
        en.append(f"Grouping: {shown} (the most xi of {count} ways to group these cards)")
    for i in v.items:
        zh.append(f"{i.reason.zh} [{i.source}]")
        en.append(f"{i.reason.en} [{i.source}]")
    if not leftover:
        what = "组合和胡牌的1息" if options.min_includes_win else "组合"
        what_en = "groups and the win's 1 xi" if options.min_includes_win else "groups"
        enough = v.base >= options.min_xi
        zh.append(f"底息 {v.base}（{what}），最低要 {options.min_xi}：{'够息' if enough else '不够息'} [s004.p041]")
        en.append(f"Base {v.base} xi ({what_en}); {options.min_xi} needed: {'enough' if enough else 'not enough'} [s004.p041]")
    for r in v.reasons + v.notes:
        zh.append(f"{r.zh} [{r.source}]")
        en.append(f"{r.en} [{r.source}]")
    if v.valid:
        zh.append(f"合计 {v.xi} 息")
        en.append(f"Total {v.xi} xi")
    else:
        zh.append(f"不能胡牌（组合共 {v.xi} 息，不加豪和特殊牌型）")
        en.append(f"Not a win (its groups count {v.xi} xi; no hao or special hands)")
    return zh, en
