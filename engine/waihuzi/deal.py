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
>>> d.verdict().key(), [line.text() for line in d.verdict().of_kind("refused")][:1]
((True, 100), ['yidui, a single dui (80 xi): no — 0 dui, not exactly one'])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from engine.core.errors import InputError
from engine.core.verdict import Line, Verdict, applied, merge_json, note, refused
from engine.waihuzi import reasons as R
from engine.waihuzi.bonuses import Item, item
from engine.waihuzi.cards import Card, counts_of, format_cards, parse_cards  # noqa: F401 (parse_cards: doctests)
from engine.waihuzi.groups import is_erqishi, is_run
from engine.waihuzi.rules import DEAL_SPECIAL, DEFAULT, GAME, RuleSet

Options = RuleSet  # the earlier name of the rule set

DEAL_SIZES: Final = (19, 20)  # s004.p021 起手庄家抓20张牌，二位闲家各抓19张牌
UNITS_TO_WIN: Final = 6.5  # s004.p057 6个半门子: six groups and the 吊字 half


class DealSizeError(InputError):
    """A dealt hand of another size than 19 or 20 cards (s004.p021); ``cards`` is the count."""

    def __init__(self, cards: int, text: str) -> None:
        super().__init__(f"a dealt hand has 19 cards, the dealer's 20 (s004.p021); got {cards}: {text}", text)
        self.cards = cards


def menzi(counts: Iterable[int], options: RuleSet = DEFAULT) -> float:
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
    """The 起手 verdict on a dealt hand: the specials that apply (``items``) and, in ``lines``, the
    facts counted and why each other special does not apply."""

    cards: tuple[Card, ...]
    options: RuleSet
    pairs: int
    units: float
    items: tuple[Item, ...]
    lines: tuple[Line, ...] = ()

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

    def verdict(self) -> Verdict:
        """The shared verdict: ``key()`` is (wins, 息)."""
        totals = {"xi": self.xi, "pairs": self.pairs, "menzi": self.units}
        return Verdict(GAME, self.options.name, self.wins, totals, self.lines, rank=(self.wins, self.xi))

    @property
    def explain(self) -> list[str]:
        return self.verdict().explain

    @property
    def explain_zh(self) -> list[str]:
        return self.verdict().explain_zh

    def to_json(self) -> dict[str, object]:
        legacy = {
            "game": GAME,
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
        }
        return merge_json(self.verdict(), legacy)


def deal(cards: Iterable[Card], options: RuleSet = DEFAULT) -> Deal:
    """The 起手 specials of a dealt hand (19 or 20 cards), added together when several apply.

    >>> deal(parse_cards("112233445566778899x 1d")).items[0].item   # nine 对
    'waihuzi.deal.jiudui'
    """
    hand = tuple(sorted(cards))
    counts = counts_of(hand)
    if len(hand) not in DEAL_SIZES:
        raise DealSizeError(len(hand), format_cards(hand, compact=True))
    pairs = sum(n >= 2 for n in counts)
    units = menzi(counts, options)
    x = DEAL_SPECIAL
    checks = (
        ("yidui", pairs == 1, R.YIDUI(xi=x["yidui"]), R.YIDUI_NO(xi=x["yidui"], pairs=pairs)),
        ("jiudui", pairs == 9, R.JIUDUI(xi=x["jiudui"]), R.JIUDUI_NO(xi=x["jiudui"], pairs=pairs)),
        ("wudui", pairs == 0, R.WUDUI(xi=x["wudui"]), R.WUDUI_NO(xi=x["wudui"], pairs=pairs)),
        ("shidui", pairs == 10, R.SHIDUI(xi=x["shidui"]), R.SHIDUI_NO(xi=x["shidui"], pairs=pairs)),
        ("sishou", units < UNITS_TO_WIN, R.SISHOU(units=units, need=UNITS_TO_WIN, xi=x["sishou"]),
         R.SISHOU_NO(xi=x["sishou"], units=units)),
    )
    items = tuple(item(yes, x[key]) for key, ok, yes, _ in checks if ok)
    total = sum(i.xi for i in items)
    lines = [note(R.DEAL_SIZE(n=len(hand), who=R.DEALER if len(hand) == 20 else R.PLAYER)),
             note(R.DEAL_PAIRS(pairs=pairs), [c for c in hand if counts[c.index] >= 2]),
             note(R.DEAL_MENZI(units=units, need=UNITS_TO_WIN))]
    lines += [applied(i.reason, i.xi) for i in items]
    lines += [refused(no) for _, ok, _, no in checks if not ok]
    lines.append(note(R.DEAL_WINS(xi=total) if items else R.DEAL_NONE()))
    return Deal(hand, options, pairs, units, items, tuple(lines))
