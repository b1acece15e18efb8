"""Scoring a 歪胡子 win: groups, 息, 豪 and the special hands (s004.p028–p056).

A :class:`Hand` is the concealed cards (the winning card among them), the table melds, the
winning card, who revealed it, and the circumstances of the win (海捞, 报听, 天胡, 地胡).
:func:`score` tries every way to group the concealed cards and keeps the one with the most 息; its
:meth:`Score.verdict` is the shared verdict shape, every line a declared rule with its values.

The reference example: 坎 333d 3 + 歪 9d 4 + 贰柒拾 1 + the win 1 = 9.

>>> s = score(Hand.parse("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x"))
>>> s.valid, s.xi, [(i.item, i.xi) for i in s.breakdown]
(True, 9, [('waihuzi.xi.wai', 4), ('waihuzi.xi.erqishi.big', 1), ('waihuzi.xi.kan', 3), ('waihuzi.xi.win', 1)])
>>> s.verdict().key()
(True, 9, 9)

一坎一歪 is the smallest win (s004.p041): 3 + 4 + 1 = 8. Without the 歪 it is 4 short.

>>> score(Hand.parse("555x 123d 456d 789d 99x", ["wai:4x"], "9x")).xi
8
>>> s = score(Hand.parse("555x 123d 456d 789x 99x", ["chi:345d"], "9x"))
>>> s.valid, s.xi, s.reasons[0].en
(False, 4, 'Only 4 xi toward the minimum, 8 needed')

A pair completed by a card another player revealed is a 碰 (1), not a 歪 (4) (s004.p014):

>>> [i.item for i in score(Hand.parse("555x 666x 123d 456d 789d", ["wai:4x"], "5x", revealed_by="other")).breakdown]
['waihuzi.xi.wai', 'waihuzi.xi.peng', 'waihuzi.xi.kan', 'waihuzi.xi.win']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from engine.core.errors import InputError
from engine.core.reason import Reason
from engine.core.verdict import Line, Verdict, applied, error, merge_json, note, refused
from engine.waihuzi import reasons as R
from engine.waihuzi.bonuses import Item, Refusal, claimed_refusals, hao_items, item, specials, without_win
from engine.waihuzi.cards import Card, counts_of, format_cards, parse_cards
from engine.waihuzi.groups import Group, Kind, meld_order, parse_meld
from engine.waihuzi.messages import (
    DIHU_LAST_CARD, HAND_EMPTY, HAND_TOO_BIG, NOT_ON_TABLE, NOT_WITH_TIANHU, PENG_TAKEN, REVEALED_SELF_OR_OTHER,
    TIANHU_NO_WIN, TIANHU_NOT_REVEALED, WIN_MISSING, WIN_NOT_HELD,
)
from engine.waihuzi.split import best_partial, groupings
from engine.waihuzi.rules import DEFAULT, GAME, XI, RuleSet

if TYPE_CHECKING:
    from engine.waihuzi.position import Position

Options = RuleSet  # the earlier name of the rule set

WIN_SIZE: Final = 20  # 19 held (s004.p021, the dealer's 20 less his first discard) + the winning card
REVEALED_BY: Final = ("self", "other")


class HandTooBig(InputError):
    """More cards than a winning hand can hold under the rule set's ``card_limit``."""

    def __init__(self, cards: int, limit: int) -> None:
        super().__init__(HAND_TOO_BIG(n=cards, limit=limit), "--hand")
        self.cards = cards
        self.limit = limit


@dataclass(frozen=True)
class Hand:
    """A hand at its win. ``concealed`` includes the winning card ``win``; ``win`` is ``None`` only
    for 天胡, where no card was drawn (s004.p055). ``revealed_by``: ``"self"`` when the winner drew
    the card, ``"other"`` when another player revealed it from the stock (s004.p035).

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
    revealed_by: str = "self"

    def __post_init__(self) -> None:
        object.__setattr__(self, "concealed", tuple(sorted(self.concealed)))
        object.__setattr__(self, "melds", tuple(sorted(self.melds, key=meld_order)))
        if not self.concealed:
            raise InputError(HAND_EMPTY(), "--hand")
        for m in self.melds:
            if m.concealed:
                raise InputError(NOT_ON_TABLE(meld=str(m), cards=m.cards), str(m))
            if m.kind is Kind.PENG and m.source == "self":
                raise InputError(PENG_TAKEN(meld=str(m), card=m.cards[0]), str(m))
        counts_of(self.all_cards)  # a fifth copy raises CardError naming the card
        if self.revealed_by not in REVEALED_BY:
            raise InputError(REVEALED_SELF_OR_OTHER(value=self.revealed_by), "--revealed-by")
        if self.tianhu:
            for flag, on in (("--dihu", self.dihu), ("--baoting", self.baoting), ("--last-card", self.last_card)):
                if on:
                    raise InputError(NOT_WITH_TIANHU(flag=flag), flag)
            if self.win is not None:
                raise InputError(TIANHU_NO_WIN(), "--win-card")
            if self.revealed_by != "self":
                raise InputError(TIANHU_NOT_REVEALED(), "--revealed-by")
        elif self.win is None:
            raise InputError(WIN_MISSING(), "--win-card")
        elif self.win not in self.concealed:
            raise InputError(WIN_NOT_HELD(card=self.win, code=str(self.win)), str(self.win))
        if self.dihu and self.last_card:
            raise InputError(DIHU_LAST_CARD(), "--last-card")

    @classmethod
    def parse(
        cls,
        hand: str,
        melds: Iterable[str] = (),
        win: str | None = None,
        *,
        options: RuleSet = DEFAULT,
        last_card: bool = False,
        baoting: bool = False,
        tianhu: bool = False,
        dihu: bool = False,
        revealed_by: str = "self",
    ) -> Hand:
        """From the command line's notation: ``Hand.parse("333d 270d …", ["wai:9d"], "8x")``."""
        win_card = Card.parse(win) if win else None
        return cls(tuple(parse_cards(hand)), tuple(parse_meld(m, options) for m in melds), win_card,
                   last_card=last_card, baoting=baoting, tianhu=tianhu, dihu=dihu, revealed_by=revealed_by)

    @property
    def all_cards(self) -> tuple[Card, ...]:
        return self.concealed + tuple(c for m in self.melds for c in m.cards)

    def __str__(self) -> str:
        parts = [format_cards(self.concealed)]
        parts += [f"[{m}]" for m in self.melds]
        if self.win is not None:
            parts.append(f"win {self.win}" + ("" if self.revealed_by == "self" else " (revealed by another)"))
        return " ".join(parts)


@dataclass(frozen=True)
class Score:
    """The verdict on a hand. ``xi`` is the total: groups and the win, and once the hand is a
    win (``valid``), its 豪 and special hands. A hand that is not a win shows what its groups
    count, and ``reasons`` says why it is not one. ``lines`` are the verdict's lines; the texts
    (:attr:`explain`, :attr:`explain_zh`) are rendered from them when asked for."""

    hand: Hand
    options: RuleSet
    valid: bool
    xi: int
    base_xi: int  # what counts toward the minimum (s004.p041)
    groups: tuple[Group, ...]
    leftover: tuple[Card, ...]
    breakdown: tuple[Item, ...]
    reasons: tuple[Reason, ...]  # why it is not a win
    notes: tuple[Reason, ...]  # what the hand claimed and did not get; counts not checked
    groupings: int  # how many ways the concealed cards could be grouped
    lines: tuple[Line, ...] = field(default=())

    @property
    def rules(self) -> RuleSet:
        return self.options

    @property
    def specials(self) -> tuple[Item, ...]:
        return tuple(i for i in self.breakdown if ".special." in i.item)

    @property
    def hao(self) -> tuple[Item, ...]:
        return tuple(i for i in self.breakdown if ".hao." in i.item)

    @property
    def refused(self) -> tuple[Line, ...]:
        return tuple(line for line in self.lines if line.kind == "refused")

    def verdict(self) -> Verdict:
        """The shared verdict: ``key()`` is (valid, 息, base 息) — a win first, then the most 息."""
        totals = {"xi": self.xi, "base_xi": self.base_xi, "min_xi": self.options.min_xi}
        return Verdict(GAME, self.options.name, self.valid, totals, self.lines, rank=(self.valid, self.xi, self.base_xi))

    @property
    def explain(self) -> list[str]:
        return self.verdict().explain

    @property
    def explain_zh(self) -> list[str]:
        return self.verdict().explain_zh

    def to_json(self) -> dict[str, object]:
        legacy: dict[str, Any] = {
            "game": GAME,
            "rules": self.options.name,
            "valid": self.valid,
            "xi": self.xi,
            "base_xi": self.base_xi,
            "min_xi": self.options.min_xi,
            "hand": [c.code for c in self.hand.concealed],
            "melds": [str(m) for m in self.hand.melds],
            "win_card": self.hand.win.code if self.hand.win else None,
            "revealed_by": self.hand.revealed_by,
            "cards": len(self.hand.all_cards),
            "groups": [g.to_json() for g in self.groups],
            "leftover": [c.code for c in self.leftover],
            "groupings": self.groupings,
            "breakdown": [i.to_json() for i in self.breakdown],
            "specials": [i.item.rsplit(".", 1)[-1] for i in self.specials],
            "reasons": [r.to_json() for r in self.reasons],
            "notes": [r.to_json() for r in self.notes],
        }
        return merge_json(self.verdict(), legacy)


# ---------------------------------------------------------------- judging one grouping

@dataclass(frozen=True)
class _Judged:
    valid: bool
    xi: int
    base: int
    groups: tuple[Group, ...]
    items: tuple[Item, ...]  # groups with 息, the win, then (a win only) 豪 and specials
    reasons: tuple[Reason, ...]
    notes: tuple[Reason, ...]
    refused: tuple[Refusal, ...]

    @property
    def key(self) -> tuple[bool, int, int]:
        return (self.valid, self.xi, self.base)


def _count_check(hand: Hand, groups: tuple[Group, ...], options: RuleSet) -> Reason | None:
    n_cards = len(hand.all_cards)
    expected = WIN_SIZE + sum(g.kind is Kind.LIU for g in groups)
    if n_cards == expected:
        return None
    return (R.DEAD_COUNT if options.strict_count else R.COUNT_UNCHECKED)(n=n_cards, expected=expected)


def _judge(hand: Hand, concealed: tuple[Group, ...], hao: tuple[Item, ...], options: RuleSet) -> _Judged:
    groups = hand.melds + concealed
    items = [item(g.reason, g.xi, g.cards) for g in groups if g.xi]
    items.append(item(R.WIN(xi=XI["win"]), XI["win"], [hand.win] if hand.win else []))
    group_xi = sum(g.xi for g in groups)
    hao_xi = sum(i.xi for i in hao)
    base = group_xi + (XI["win"] if options.min_includes_win else 0) + (hao_xi if options.hao_counts_toward_min else 0)
    reasons: list[Reason] = []
    notes: list[Reason] = []
    if base < options.min_xi:
        reasons.append(R.SHORT(base=base, need=options.min_xi))
    if hand.revealed_by != "self" and options.win_on_revealed == "last_card" and not hand.last_card:
        reasons.append(R.REVEAL_LAST_ONLY(card=hand.win))
    count = _count_check(hand, groups, options)
    if count is not None:
        (reasons if options.strict_count else notes).append(count)
    valid = not reasons
    xi = group_xi + XI["win"]
    refusals: tuple[Refusal, ...] = without_win()
    if valid:
        bonus, refusals = specials(hand, groups)
        items += list(hao) + list(bonus)
        notes += claimed_refusals(hand, refusals)
        xi += hao_xi + sum(i.xi for i in bonus)
    return _Judged(valid, xi, base, groups, tuple(items), tuple(reasons), tuple(notes), refusals)


def score(hand: Hand | Position, options: RuleSet = DEFAULT) -> Score:
    """The best verdict on ``hand`` (a :class:`Hand` or a :class:`~engine.waihuzi.position.Position`):
    of every grouping, a win before a non-win, then the most 息.

    >>> s = score(Hand.parse("111x 222x 333x 456d 789d 0d0d", ["wai:5x"], "0d"))
    >>> s.xi, [str(g) for g in s.groups], s.groupings
    (14, ['wai:555x', 'kan:111x', 'kan:222x', 'kan:333x', 'shun:456d', 'shun:789d', 'pair:00d'], 2)

    Without the twin the 0d is a lone single: 吊字 needs the drawn twin (s004.p018), so no win.

    >>> s = score(Hand.parse("111x 222x 333x 456d 789d 0d", ["wai:5x"], "0d"))
    >>> s.valid, s.leftover
    (False, (Card('0d'),))
    """
    if not isinstance(hand, Hand):
        hand = hand.hand()
    cards = hand.all_cards
    limit = options.max_cards(sum(n == 4 for n in counts_of(cards)))
    if limit is not None and len(cards) > limit:
        raise HandTooBig(len(cards), limit)
    win = hand.win.index if hand.win is not None else None
    hao = hao_items(hand)
    best: _Judged | None = None
    count = 0
    for concealed in groupings(counts_of(hand.concealed), win, options, hand.revealed_by):
        count += 1
        v = _judge(hand, concealed, hao, options)
        if best is None or v.key > best.key:
            best = v
    leftover: tuple[Card, ...] = ()
    if best is None:
        partial, leftover = best_partial(counts_of(hand.concealed), win, options, hand.revealed_by)
        groups = hand.melds + partial
        items = tuple(item(g.reason, g.xi, g.cards) for g in groups if g.xi)
        best = _Judged(False, sum(g.xi for g in groups), 0, groups, items,
                       (R.NOT_ALL_GROUPED(cards=list(leftover)),), (), without_win())
    lines = _lines(hand, best, count, leftover, options)
    return Score(hand, options, best.valid, best.xi, best.base, best.groups, leftover, best.items, best.reasons,
                 best.notes, count, lines)


def _lines(hand: Hand, v: _Judged, count: int, leftover: tuple[Card, ...], options: RuleSet) -> tuple[Line, ...]:
    """The verdict's lines: the grouping, each group and the win, the base, why not a win, 豪 and
    specials (applied, then refused), notes, and the total."""
    labels = [g.label for g in v.groups] or [R.NONE]
    if leftover:
        out = [note(R.GROUPING_PARTIAL(groups=labels, cards=list(leftover)), leftover)]
    elif count == 1:
        out = [note(R.GROUPING_ONLY(groups=labels))]
    else:
        out = [note(R.GROUPING_BEST(groups=labels, count=count))]
    out += [applied(g.reason, g.xi, g.cards) for g in v.groups]
    if not leftover:
        out.append(applied(R.WIN(xi=XI["win"]), XI["win"], [hand.win] if hand.win else []))
        if hand.win is not None:
            out.append(note(R.WIN_CARD(card=hand.win, by=R.BY_SELF) if hand.revealed_by == "self"
                            else R.WIN_REVEALED(card=hand.win), [hand.win]))
        what = R.WITH_WIN if options.min_includes_win else R.GROUPS_ONLY
        out.append(note(R.BASE(base=v.base, what=what, need=options.min_xi)))
    out += [error(r, leftover if r.rule == "waihuzi.win.all_grouped" else ()) for r in v.reasons]
    bonus = [i for i in v.items if ".hao." in i.item or ".special." in i.item]
    out += [applied(i.reason, i.xi, parse_cards(i.cards) if i.cards else ()) for i in bonus]
    n_specials = sum(".special." in i.item for i in bonus)
    if n_specials > 1:
        out.append(note(R.CUMULATIVE(n=n_specials)))
    out += [refused(r.reason, r.cards) for r in v.refused]
    out += [note(r) for r in v.notes if not r.rule.startswith("waihuzi.special.")]
    out.append(note(R.TOTAL(xi=v.xi) if v.valid else R.NOT_A_WIN(xi=v.xi)))
    return tuple(out)


__all__ = ["Hand", "HandTooBig", "Item", "Score", "WIN_SIZE", "hao_items", "score", "specials"]
