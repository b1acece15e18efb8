"""What a 歪胡子 win adds on top of its groups: 豪 (s004.p031–p034) and the special hands
(s004.p043–p056), each special that does not apply with the reason why.

Both count only once the hand is a win (豪是在胡牌之后，才能加入到计息之列, s004.p034; the specials 在胡牌加分
规则下). :func:`specials` returns the hands that apply, and one refusal for each that does not.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core.reason import Reason
from engine.waihuzi import reasons as R
from engine.waihuzi.cards import Card, counts_of
from engine.waihuzi.groups import ALIKE, Group, Kind
from engine.waihuzi.rules import HAO, SHISANHONG_EXTRA, SHISANHONG_REDS, SPECIAL

if TYPE_CHECKING:
    from engine.waihuzi.score import Hand

SPECIAL_KEYS = ("duizi", "quanda", "quanxiao", "shisanhong", "quanhei", "hanghang", "hailao", "baoting", "tianhu", "dihu")


@dataclass(frozen=True)
class Item:
    """One line of the 息 breakdown: the rule ID (``waihuzi.xi.kan``), its 息, the reason, and its
    cards in compact notation."""

    item: str
    xi: int
    reason: Reason
    cards: str = ""

    @property
    def source(self) -> str:
        return self.reason.source

    def to_json(self) -> dict[str, object]:
        return {"item": self.item, "xi": self.xi, "source": self.reason.source, "zh": self.reason.zh,
                "en": self.reason.en, "cards": self.cards}


def item(reason: Reason, xi: int, cards: Sequence[Card] = ()) -> Item:
    from engine.waihuzi.cards import format_cards

    return Item(reason.rule, xi, reason, format_cards(cards, compact=True) if cards else "")


@dataclass(frozen=True)
class Refusal:
    """A special hand that does not apply: why, and the cards that stand in its way."""

    reason: Reason
    cards: tuple[Card, ...] = ()


def hao_items(hand: Hand) -> tuple[Item, ...]:
    """豪 for every kind held four times (s004.p031–p033), by where the fourth copy came from:

    * one in a 碰 or 吃 taken from another player, or the winning card revealed by another player:
      外豪 10 (s004.p031; 碰后…算外毫, s004.p015);
    * else one the player drew himself (a 歪 or 溜 meld, a 吃 of his own revealed card, the drawn
      winning card): 20 (自己揭出同牌一张，自己用吃或歪来吃进此牌, s004.p032);
    * else all four dealt and never shown: 内豪 30 (s004.p033).

    >>> from engine.waihuzi.score import Hand
    >>> [(i.item, i.xi) for i in hao_items(Hand.parse("5555x 123d", win="1d"))]
    [('waihuzi.hao.nei', 30)]
    >>> [(i.item, i.xi) for i in hao_items(Hand.parse("5x 123d", ["peng:5x"], "1d"))]
    [('waihuzi.hao.wai', 10)]
    >>> [(i.item, i.xi) for i in hao_items(Hand.parse("555x 123d", ["chi:456x@s"], "1d"))]
    [('waihuzi.hao.zimo', 20)]
    >>> [(i.item, i.xi) for i in hao_items(Hand.parse("5555x 123d", win="5x", revealed_by="other"))]
    [('waihuzi.hao.wai', 10)]
    """
    out: list[Item] = []
    cards = hand.all_cards
    for idx, n in enumerate(counts_of(cards)):
        if n != 4:
            continue
        card = next(c for c in cards if c.index == idx)
        four = [card] * 4
        taken = [m.taken_from for m in hand.melds if card in m.cards]
        won_on = hand.win is card
        if any(t != "self" for t in taken) or (won_on and hand.revealed_by != "self"):
            out.append(item(R.HAO_WAI(card=card, xi=HAO["wai"]), HAO["wai"], four))
        elif taken or won_on:
            out.append(item(R.HAO_ZIMO(card=card, xi=HAO["zimo"]), HAO["zimo"], four))
        else:
            out.append(item(R.HAO_NEI(card=card, xi=HAO["nei"]), HAO["nei"], four))
    return tuple(out)


def specials(hand: Hand, groups: Sequence[Group]) -> tuple[tuple[Item, ...], tuple[Refusal, ...]]:
    """The special hands of a win, all that apply, added together (s004.p051), and a refusal for
    every one that does not."""
    cards = hand.all_cards
    applied: list[Item] = []
    refused: list[Refusal] = []

    def check(key: str, ok: bool, make: Any, refusal: Reason | None, stand: Sequence[Card] = (),
              xi: int | None = None) -> None:
        value = SPECIAL[key] if xi is None else xi
        if ok:
            applied.append(item(make(xi=value), value))
        elif refusal is not None:
            refused.append(Refusal(refusal, tuple(stand)))

    phrases = [g for g in groups if g.kind not in ALIKE]
    check("duizi", not phrases, R.DUIZI, R.DUIZI_NO(xi=SPECIAL["duizi"], n=len(phrases)),
          [c for g in phrases for c in g.cards])
    small = [c for c in cards if c.is_small]
    big = [c for c in cards if c.is_big]
    check("quanda", not small, R.QUANDA, R.QUANDA_NO(xi=SPECIAL["quanda"], n=len(small)), small)
    check("quanxiao", not big, R.QUANXIAO, R.QUANXIAO_NO(xi=SPECIAL["quanxiao"], n=len(big)), big)
    reds = [c for c in cards if c.is_red]
    extra = max(0, len(reds) - SHISANHONG_REDS)
    red_xi = SPECIAL["shisanhong"] + SHISANHONG_EXTRA * extra
    if len(reds) >= SHISANHONG_REDS:
        applied.append(item(R.SHISANHONG(reds=len(reds), need=SHISANHONG_REDS, step=SHISANHONG_EXTRA, xi=red_xi),
                            red_xi, reds))
    else:
        refused.append(Refusal(R.SHISANHONG_NO(xi=SPECIAL["shisanhong"], need=SHISANHONG_REDS, reds=len(reds)),
                               tuple(reds)))
    check("quanhei", not reds, R.QUANHEI, R.QUANHEI_NO(xi=SPECIAL["quanhei"], n=len(reds)), reds)
    runs = [g for g in groups if g.kind is Kind.SHUN]
    check("hanghang", not runs, R.HANGHANG, R.HANGHANG_NO(xi=SPECIAL["hanghang"], n=len(runs)),
          [c for g in runs for c in g.cards])
    if hand.last_card:
        by = R.BY_SELF if hand.revealed_by == "self" else R.BY_OTHER
        applied.append(item(R.HAILAO(by=by, xi=SPECIAL["hailao"]), SPECIAL["hailao"]))
    else:
        refused.append(Refusal(R.HAILAO_NO(xi=SPECIAL["hailao"])))
    changed = [m for m in hand.melds if m.kind is not Kind.LIU]
    if hand.baoting and changed:
        refused.append(Refusal(R.BAOTING_CHANGED(xi=SPECIAL["baoting"], meld=str(changed[0])), changed[0].cards))
    else:
        check("baoting", hand.baoting, R.BAOTING, R.BAOTING_NO(xi=SPECIAL["baoting"]))
    if hand.tianhu and hand.melds:
        refused.append(Refusal(R.TIANHU_MELDS(xi=SPECIAL["tianhu"]), tuple(c for m in hand.melds for c in m.cards)))
    else:
        check("tianhu", hand.tianhu, R.TIANHU, R.TIANHU_NO(xi=SPECIAL["tianhu"]))
    check("dihu", hand.dihu, R.DIHU, R.DIHU_NO(xi=SPECIAL["dihu"]))
    return tuple(applied), tuple(refused)


def claimed_refusals(hand: Hand, refused: Sequence[Refusal]) -> tuple[Reason, ...]:
    """Refusals of what the hand claimed (报听 with a meld that changed it, 天胡 with melds): the
    notes an explanation must not leave out."""
    claimed = {"waihuzi.special.baoting.changed", "waihuzi.special.tianhu.melds"}
    return tuple(r.reason for r in refused if r.reason.rule in claimed)


def without_win() -> tuple[Refusal, ...]:
    """Every special hand refused because the hand is not a win (s004.p034, p051)."""
    return tuple(Refusal(R.NEEDS_WIN(name=R.SPECIAL_NAMES[k], xi=SPECIAL[k])) for k in SPECIAL_KEYS)
