"""Natural 笃子胡 and 歪胡子 positions for puzzles, built from the sets a winning hand holds.

笃子胡: seven sets (runs of one suit, three alike) and a pair, some sets on the table as 碰, the
turned 将 card(s) taken out of the deck first (a turned card is out of play, s002.p015).
歪胡子: 坎, runs of one size, 二七十 and a 吊字 pair, to twenty cards with a 歪 or 碰 on the table.
Near misses swap one card so that ``valid`` puzzles are not all wins.
"""

from __future__ import annotations

import random
from typing import Any

from engine.cards import ALL_CARDS as LONG
from engine.cards import format_cards
from engine.waihuzi.cards import ALL_CARDS as ZI
from engine.waihuzi.cards import format_cards as format_zi


def duzihu_position(rng: random.Random, rules: str, kind: str) -> dict[str, Any]:
    from engine.duzihu.rules import RuleSet

    rs = RuleSet.named(rules)
    left = [4] * 31
    left[30] = 0  # 喜 left out (s002.p047 一般不帶喜兒)
    turned = []
    for _ in range(rs.turned):
        k = rng.choice([k for k in range(27) if left[k]])
        left[k] -= 1
        turned.append(LONG[k].code)
    hand: list[int] = []
    melds: list[str] = []
    n_melds = rng.choice((0, 1, 1, 2, 2, 3))
    sets = 0
    while sets < 7:
        if rng.random() < 0.55:
            suit = rng.randrange(3)
            start = suit * 9 + rng.randrange(7)
            kinds = (start, start + 1, start + 2)
            if all(left[k] for k in kinds):
                for k in kinds:
                    left[k] -= 1
                hand.extend(kinds)
                sets += 1
        else:
            k = rng.choice([k for k in range(30) if left[k] >= 3] or [0])
            if left[k] >= 3:
                left[k] -= 3
                if len(melds) < n_melds:
                    melds.append(f"peng:{LONG[k].code}")
                else:
                    hand.extend((k, k, k))
                sets += 1
    pair = rng.choice([k for k in range(30) if left[k] >= 2])
    left[pair] -= 2
    hand.extend((pair, pair))
    if kind == "valid" and rng.random() < 0.5:  # a near miss
        hand.remove(rng.choice(hand))
        hand.append(rng.choice([k for k in range(30) if left[k]]))
    win = rng.choice(hand)
    position: dict[str, Any] = {"hand": format_cards([LONG[k] for k in hand], compact=True), "melds": melds,
                                "jiang": turned, "win": LONG[win].code, "self_drawn": rng.random() < 0.3}
    if kind == "waits":
        rest = list(hand)
        rest.remove(win)
        position = {"hand": format_cards([LONG[k] for k in rest], compact=True), "melds": melds, "jiang": turned}
    return position


def waihuzi_position(rng: random.Random, rules: str, kind: str) -> dict[str, Any]:
    left = [4] * 20
    hand: list[int] = []
    melds: list[str] = []
    size = rng.randrange(2)
    if rng.random() < 0.6:  # a 歪 on the table (two held, the third self-drawn)
        k = rng.randrange(20)
        left[k] -= 3
        melds.append(f"wai:{ZI[k].code}")
    target = 20 - 3 * len(melds) - 2
    tries = 0
    while len(hand) < target and tries < 300:
        tries += 1
        roll = rng.random()
        size = rng.randrange(2)
        if roll < 0.35:
            k = rng.randrange(20)
            group = (k, k, k)
        elif roll < 0.5:
            group = (size * 10 + 1, size * 10 + 6, size * 10 + 9)  # 二七十 / 贰柒拾
        else:
            start = size * 10 + rng.randrange(8)
            group = (start, start + 1, start + 2)
        if len(hand) + 3 > target:
            break
        need: dict[int, int] = {}
        for k in group:
            need[k] = need.get(k, 0) + 1
        if all(left[k] >= n for k, n in need.items()):
            for k, n in need.items():
                left[k] -= n
            hand.extend(group)
    pair = rng.choice([k for k in range(20) if left[k] >= 2])
    left[pair] -= 2
    hand.extend((pair, pair))
    if kind == "valid" and rng.random() < 0.5:
        hand.remove(rng.choice(hand))
        hand.append(rng.choice([k for k in range(20) if left[k]]))
    win = pair if pair in hand else rng.choice(hand)
    if kind == "waits":
        rest = list(hand)
        rest.remove(win)
        return {"hand": format_zi([ZI[k] for k in rest], compact=True), "melds": melds}
    return {"hand": format_zi([ZI[k] for k in hand], compact=True), "melds": melds, "win": ZI[win].code,
            "last_card": rng.random() < 0.1}


def without_win(position: dict[str, Any]) -> dict[str, Any] | None:
    """The winning hand one card short (its winning card taken out), for a waits question; None when the
    winning card is not in the hand."""
    from engine.cards import parse_cards as long_parse
    from engine.waihuzi.cards import parse_cards as zi_parse

    keep = {k: v for k, v in position.items() if k in ("melds", "jiang")}
    if "jiang" not in position:  # 歪胡子 positions name no turned 将
        zi = zi_parse(position["hand"])
        zi_win = next((c for c in zi if c.code == position.get("win")), None)
        if zi_win is None:
            return None
        zi.remove(zi_win)
        return {"hand": format_zi(zi, compact=True), **keep}
    long = long_parse(position["hand"])
    win = next((c for c in long if c.code == position.get("win")), None)
    if win is None:
        return None
    long.remove(win)
    return {"hand": format_cards(long, compact=True), **keep}
