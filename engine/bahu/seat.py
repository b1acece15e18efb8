"""One seat at the 八胡 table: its concealed cards, its table, its discards and what happened to it.

The concealed hand only ever shrinks after the deal: a card taken goes to the table (碰, 杠, 吃, 涨将;
s000.p032 抓到牌得摊在自己前面), so three of a kind in hand is always a dealt 招儿 and the analysis sees
it as one. A standing 将 (涨将) is used like a hand card (s000.p034 s001.p056) but lies on the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.bahu.groups import JIANG, Meld
from engine.bahu.moves import table_meld
from engine.cards import ALL_CARDS, NUM_KINDS

OUT_REASONS = ("huanghu", "zhezhuang", "zuolao", "zhangbao")
SEATS = 4
ONE_BING = 18  # 一筒: the one 将 whose pair need not peng (s001.p113 一筒除外)


def xiajia(seat: int) -> int:
    """The next seat in turn order (下家, s000.p032): seat s + 1, mod 4."""
    return (seat + 1) % SEATS


@dataclass
class Seat:
    hand: list[int]  # concealed counts, 31 kinds
    dealt: tuple[int, ...]  # the counts as dealt (平胡: a triplet or bomb came with the deal)
    standing: list[int] = field(default_factory=lambda: [0] * NUM_KINDS)  # 涨将/站将
    melds: list[Meld] = field(default_factory=list)  # 碰 杠 吃 爆炸, in the order laid
    discards: list[int] = field(default_factory=list)  # cards in front: discarded, or flipped and not taken
    bought: bool = False  # 买庄
    cannon: bool = False  # 大炮 (carried from earlier hands)
    huang: bool = False  # 黄胡: no pair of any 将 in the deal
    bombs_face_down: bool = False  # no 将 pair: bombs laid face down (s000.p029 s000.p035)
    out: str | None = None  # why the seat takes no part any more (one of OUT_REASONS)
    jailed: bool = False  # 坐牢
    forfeit: bool = False  # this hand's 庄 not counted
    covers: set[int] = field(default_factory=set)  # 包: pays what these seats pay the others
    barred: bool = False  # holding out, another raw 将 came: no win until he pengs a 将 (s001.p114)
    split: int | None = None  # a pair broken by a discard: its second card (吊张留下, s001.p065)
    covers_melds: list[tuple[int, Meld]] = field(default_factory=list)  # 熬将 包庄 of others' 碰 (s001.p114)
    chi_taken: set[int] = field(default_factory=set)  # kinds taken by 吃: never discarded (穷吃勾挂)
    stale_chi: set[int] = field(default_factory=set)  # 迷张 for 吃 (s000.p046 s001.p061)
    stale_peng: set[int] = field(default_factory=set)  # 霉张 for 碰 (s001.p063)
    ripe: frozenset[int] | None = None  # 将 kinds seen when the hand last became 圆 (熟将); None: not 圆
    _pos: tuple | None = field(default=None, repr=False)
    _may_win: frozenset[int] | None = field(default=None, repr=False)

    @property
    def active(self) -> bool:
        return self.out is None

    def changed(self) -> None:
        self._pos = None
        self._may_win = None

    def may_win_on(self, ev: Any) -> frozenset[int]:
        """The kinds this position might win on (:meth:`~engine.bahu.claims.Evaluator.may_win_on`), kept
        with the position: every card up asks every seat."""
        if self._may_win is None:
            self._may_win = ev.may_win_on(*self.position())
        return self._may_win

    def position(self) -> tuple[tuple[int, ...], tuple[Meld, ...]]:
        """The seat's position for the analysis: hand counts and table melds (standing 将 as ``zhang``)."""
        if self._pos is None:
            zhang = [table_meld("zhang", (ALL_CARDS[k],)) for k, n in enumerate(self.standing) for _ in range(n)]
            self._pos = (tuple(self.hand), tuple(self.melds) + tuple(zhang))
        return self._pos

    def usable(self, k: int) -> int:
        """Copies of kind ``k`` the seat may put into a 碰, 杠 or 吃: hand and standing 将."""
        return self.hand[k] + self.standing[k]

    def usable_counts(self) -> list[int]:
        return [h + s for h, s in zip(self.hand, self.standing)]

    def take(self, kinds: list[int]) -> None:
        """Remove one copy of each kind, a standing 将 first."""
        for k in kinds:
            if self.standing[k]:
                self.standing[k] -= 1
            elif self.hand[k]:
                self.hand[k] -= 1
            else:  # callers check first
                raise ValueError(f"no {ALL_CARDS[k].code} to take")
        self.changed()

    def has_jiang_pair(self) -> bool:
        return any(self.dealt[k] >= 2 for k in JIANG)

    def ping(self) -> bool:
        """平胡: three or more of one card came with the deal (s000.p051 s001.p089)."""
        return any(n >= 3 for n in self.dealt)

    def table_melds(self) -> list[Meld]:
        return [m for m in self.melds if m.kind != "bomb"]

    def bombs(self) -> list[int]:
        return [m.cards[0].index for m in self.melds if m.kind == "bomb"]

    def status(self, seat: int, dealer: int) -> list[str]:
        out = []
        if seat == dealer:
            out.append("dealer")
        for flag in ("bought", "cannon", "huang", "jailed", "forfeit"):
            if getattr(self, flag):
                out.append({"huang": "huanghu"}.get(flag, flag))
        if self.out and self.out != "huanghu":
            out.append(self.out)
        if self.ripe is not None:
            out.append("yuan")
        out.extend(f"covers:{c}" for c in sorted(self.covers))
        return out
