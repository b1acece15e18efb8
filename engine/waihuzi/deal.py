"""起手 specials: a dealt hand that wins at once (s004.p053, p057–p059).

* 一对 / 九对, 80 息: exactly one or exactly nine 对 (s004.p058);
* 无对 / 十对, 100 息: no 对, or ten (s004.p059);
* 死手牌, 100 息: the hand can never make 6½ 门子, six groups and the 吊字 (s004.p057).

A 对 is a kind held twice or more: s004.p058 counts a 坎 or a 内豪 as one (起手只一对（含只有单牌和坎或
一内豪）). A dealt hand is 19 cards, the dealer's 20 (s004.p021).

>>> d = deal(parse_cards("1111d 1111x 0000x 0000d 456d 5x"))   # the text's own 死手牌 example
>>> d.dead, d.units, d.xi
(True, 5.5, 100)
>>> d = deal(parse_cards("1234567890x 123456789d"))           # nineteen kinds, no two alike
>>> [i.item for i in d.items], d.xi
(['waihuzi.deal.wudui'], 100)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from engine.explain import InputError, Reason
from engine.waihuzi.cards import Card, counts_of, format_cards, parse_cards  # noqa: F401 (parse_cards: doctests)
from engine.waihuzi.groups import is_erqishi, is_run
from engine.waihuzi.rules import DEAL_SPECIAL, DEFAULT, QUOTE, Options
from engine.waihuzi.score import Item

DEAL_SIZES: Final = (19, 20)  # s004.p021 起手庄家抓20张牌，二位闲家各抓19张牌
UNITS_TO_WIN: Final = 6.5  # s004.p057 6个半门子: six groups and the 吊字 half


def _deal_item(key: str, rule: str, zh: str, en: str) -> Item:
    r = Reason(f"waihuzi.deal.{key}", QUOTE[rule][0], zh, en)
    return Item(r.rule, DEAL_SPECIAL[key], r)


def menzi(counts: Iterable[int], options: Options = DEFAULT) -> float:
    """The most 门子 a dealt hand can grow into: a group counts 1; two cards that one more card
    would make a group count 1 too, if that card is not all in this hand already (碰/歪 a pair,
    吃 into a run or 二七十); one single counts ½, the 吊字, if its twin is still out.

    >>> menzi(counts_of(parse_cards("333x 45x 9d")))
    2.5
    """
    held = tuple(counts)
    big_ok = 10 if options.ten_after_nine else 9

    def out(k: int) -> bool:  # can a copy of kind k still come?
        return 0 <= k < len(held) and held[k] < 4

    def same_size(*ks: int) -> bool:
        return len({k // 10 for k in ks}) == 1 and all(0 <= k < len(held) for k in ks)

    def run_ok(*ks: int) -> bool:
        return same_size(*ks) and is_run(ks, options) and max(ks) % 10 + 1 <= big_ok

    @lru_cache(maxsize=None)
    def best(state: tuple[int, ...], single_free: bool) -> int:  # in halves
        i = next((k for k, n in enumerate(state) if n), -1)
        if i < 0:
            return 0
        c = list(state)

        def take(*ks: int) -> list[int] | None:
            d = list(c)
            for k in ks:
                if k >= len(d) or d[k] == 0:
                    return None
                d[k] -= 1
            return d

        options_: list[tuple[int, list[int] | None, bool]] = []
        skip = take(i)
        options_.append((0, skip, single_free))
        if single_free and out(i):
            options_.append((1, skip, False))
        for ks in ((i,) * 4, (i,) * 3):
            options_.append((2, take(*ks), single_free))
        if out(i):
            options_.append((2, take(i, i), single_free))
        for ks in ((i, i + 1, i + 2), (i, i + 5, i + 8)):
            if same_size(*ks) and (run_ok(*ks) or is_erqishi(ks)):
                options_.append((2, take(*ks), single_free))
        # two of a phrase, the third still to come
        for a, b, need in ((i, i + 1, i - 1), (i, i + 1, i + 2), (i, i + 2, i + 1),
                           (i, i + 5, i + 8), (i, i + 8, i + 5), (i, i + 3, i - 5)):
            trio = tuple(sorted((a, b, need)))
            if same_size(*trio) and (run_ok(*trio) or is_erqishi(trio)) and out(need):
                options_.append((2, take(a, b), single_free))
        return max(v + best(tuple(d), s) for v, d, s in options_ if d is not None)

    return best(held, True) / 2


@dataclass(frozen=True)
class Deal:
    """The 起手 verdict on a dealt hand."""

    cards: tuple[Card, ...]
    options: Options
    pairs: int
    units: float
    items: tuple[Item, ...]

    @property
    def dead(self) -> bool:
        return self.units < UNITS_TO_WIN

    @property
    def xi(self) -> int:
        return sum(i.xi for i in self.items)

    @property
    def wins(self) -> bool:
        """即持牌者胜 (s004.p053): any 起手 special wins the round."""
        return bool(self.items)

    @property
    def explain(self) -> list[str]:
        out = [f"{len(self.cards)} cards dealt ({'the dealer' if len(self.cards) == 20 else 'a player'}) [s004.p021]",
               f"{self.pairs} dui (kinds held twice or more; a kan or a nei hao is one) [s004.p058]",
               f"At most {self.units:g} menzi reachable, {UNITS_TO_WIN:g} needed to win [s004.p057]"]
        out += [f"{i.reason.en}: {i.xi} xi [{i.source}]" for i in self.items]
        out.append(f"Wins on the deal: {self.xi} xi" if self.wins else "No special hand on the deal")
        return out

    @property
    def explain_zh(self) -> list[str]:
        out = [f"起手{len(self.cards)}张 [s004.p021]", f"{self.pairs}对（两张以上的同牌；坎或内豪算一对）[s004.p058]",
               f"最多能成{self.units:g}个门子，胡牌要{UNITS_TO_WIN:g}个 [s004.p057]"]
        out += [f"{i.reason.zh}：{i.xi}息 [{i.source}]" for i in self.items]
        out.append(f"起手即胜：{self.xi}息" if self.wins else "起手没有特殊牌型")
        return out

    def to_json(self) -> dict[str, object]:
        return {
            "game": "waihuzi",
            "rules": self.options.name,
            "hand": [c.code for c in self.cards],
            "cards": len(self.cards),
            "pairs": self.pairs,
            "menzi": self.units,
            "dead": self.dead,
            "valid": self.wins,
            "wins": self.wins,
            "xi": self.xi,
            "specials": [i.item.rsplit(".", 1)[-1] for i in self.items],
            "breakdown": [i.to_json() for i in self.items],
            "explain": self.explain,
            "explain_zh": self.explain_zh,
        }


def deal(cards: Iterable[Card], options: Options = DEFAULT) -> Deal:
    """The 起手 specials of a dealt hand (19 or 20 cards), added together when several apply.

    >>> deal(parse_cards("112233445566778899x 1d")).items[0].item   # nine 对
    'waihuzi.deal.jiudui'
    """
    hand = tuple(sorted(cards))
    counts = counts_of(hand)
    if len(hand) not in DEAL_SIZES:
        raise InputError(f"a dealt hand has 19 cards, the dealer's 20 (s004.p021); got {len(hand)}: {format_cards(hand, compact=True)}",
                         format_cards(hand, compact=True))
    pairs = sum(n >= 2 for n in counts)
    units = menzi(counts, options)
    items: list[Item] = []
    if pairs == 1:
        items.append(_deal_item("yidui", "deal.yidui_jiudui", "一对：起手只有一对（坎或内豪算一对）",
                                "yidui: a single dui on the deal (a kan or a nei hao is one)"))
    if pairs == 9:
        items.append(_deal_item("jiudui", "deal.yidui_jiudui", "九对：起手九对（含坎或内豪）",
                                "jiudui: nine dui on the deal (kan and nei hao included)"))
    if pairs == 0:
        items.append(_deal_item("wudui", "deal.wudui_shidui", "无对：起手没有一对", "wudui: not one dui on the deal"))
    if pairs == 10:
        items.append(_deal_item("shidui", "deal.wudui_shidui", "十对：起手十对", "shidui: ten dui on the deal"))
    if units < UNITS_TO_WIN:
        items.append(_deal_item("sishou", "deal.sishou", f"死手牌：最多只能成{units:g}个门子，不够6个半",
                                f"sishou pai (dead hand): at most {units:g} menzi, short of 6½"))
    return Deal(hand, options, pairs, units, tuple(items))

