"""Generated 八胡 table puzzles: a card up for one seat's claim (``claim``) and a settled round (``zhuang``).

``claim``: a natural hand at rest one card short of 圆 (:mod:`engine.puzzles.bahu_hands`, 25 cards with
the table; four alike laid out as a bomb) and a card that touches it — now and then the very card it lacks — a copy of a kind it holds or a neighbour of one — discarded by another seat
or turned up from the wall, the seat asked being player 0. ``zhuang``: four tables of 碰, 杠 and
bombs drawn from one deck, a few statuses (买庄, 大炮, 黄胡, 坐牢) and, most of the time, a winner
with 8 胡头 or more; the question is every player's net.

>>> import random
>>> p = claim_position(random.Random(1), "haimen")
>>> sorted(p)[:4], p["seat"]
(['card', 'from', 'hand', 'how'], 0)
>>> z = zhuang_position(random.Random(2), "tongdong")
>>> len(z["players"])
4
"""

from __future__ import annotations

import random
from typing import Any

from engine.bahu.groups import JIANG, X_INDEX, Meld
from engine.cards import ALL_CARDS

SEAT = 0
UPPER = 3  # the seat before player 0: its discard goes to player 0 (下家) for 吃


def claim_position(rng: random.Random, rules: str) -> dict[str, Any]:
    from engine.cards import format_cards, parse_cards
    from engine.puzzles.bahu_hands import build, unseen

    hand, table = build(rng, rules, total=26, melds=rng.choice((0, 0, 1, 1, 2)))
    plain = [c for c in hand if c.index not in JIANG]
    missing = rng.choice(plain or hand)
    hand.remove(missing)  # one card short of a 圆 hand: what the card up does to it is the question
    for k in {c.index for c in hand}:
        if sum(1 for c in hand if c.index == k) == 4:  # four alike are laid out in the deal (s000.p029)
            hand = [c for c in hand if c.index != k]
            table.append(Meld("bomb", (ALL_CARDS[k],) * 4))
    left = unseen(hand, table, rules)
    held = {c.index for c in hand}
    near = [c for c in left if c.index in held or any(abs(c.index - k) <= 2 and c.index // 9 == k // 9 < 3
                                                       for k in held)]
    same = [c for c in left if c.index == missing.index]
    card = rng.choice(same if same and rng.random() < 0.35 else near or left)
    how = "flip" if rng.random() < 0.4 else "discard"
    source = rng.choice((SEAT, UPPER, UPPER, 1, 2) if how == "flip" else (UPPER, UPPER, 1, 2))
    position: dict[str, Any] = {"hand": format_cards(hand, compact=True), "melds": [str(m) for m in table],
                                "card": card.code, "how": how, "from": source, "seat": SEAT}
    jiang_left = [k for k in JIANG if k != card.index and any(c.index == k for c in left)]
    if card.index in JIANG and jiang_left and rng.random() < 0.5:  # some 将 already seen (熟将)
        position["seen_jiang"] = sorted({ALL_CARDS[k].code for k in rng.sample(jiang_left, min(2, len(jiang_left)))})
    parse_cards(position["hand"])
    return position


def zhuang_position(rng: random.Random, rules: str) -> dict[str, Any]:
    from engine.bahu.rules import RuleSet

    rs = RuleSet.named(rules)
    left = [4] * 31
    if not rs.xi_in_play:
        left[X_INDEX] = 0
    players: list[dict[str, Any]] = []
    for _ in range(4):
        p: dict[str, Any] = {}
        melds, bombs = [], []
        for _ in range(rng.choice((0, 1, 1, 2, 2, 3, 4))):
            k = rng.choice([k for k in range(31) if left[k] >= 3 and (k in JIANG or rng.random() < 0.5)] or [0])
            if left[k] < 3:
                continue
            kind = rng.choice(("peng", "peng", "peng", "gang")) if left[k] == 4 else "peng"
            left[k] -= 3 if kind == "peng" else 4
            melds.append(f"{kind}:{ALL_CARDS[k].code}")
        if rng.random() < 0.2:
            k = rng.choice([k for k in range(31) if left[k] == 4] or [0])
            if left[k] == 4:
                left[k] = 0
                bombs.append(ALL_CARDS[k].code)
        if melds:
            p["melds"] = melds
        if bombs:
            p["bombs"] = bombs
        for flag, chance in (("bought", 0.15), ("cannon", 0.08), ("jailed", 0.05)):
            if rng.random() < chance:
                p[flag] = True
        if not melds and rng.random() < 0.08:
            p["huang"] = True
        players.append(p)
    winner = None
    able = [s for s, p in enumerate(players) if not p.get("huang") and not p.get("jailed")]
    if able and rng.random() < 0.85:
        winner = {"seat": rng.choice(able), "hutou": rng.choice((8, 8, 9, 10, 11, 12, 14, 16)),
                  "ping": rng.random() < 0.3}
    return {"players": players, "winner": winner}


# --- prompt, rating, themes -------------------------------------------------------------------------

def table_prompt(kind: str, position: dict[str, Any]) -> dict[str, str]:
    if kind == "zhuang":
        return {"zh": "这一把怎么结算？填出每家输赢多少（赢为正，输为负）。",
                "en": "How does this round settle? Give what each player wins (positive) or pays (negative)."}
    from engine.cards import Card
    from engine.core.bilingual import seat_name

    card = Card.parse(position["card"])
    seat, source = position["seat"], position["from"]
    verb_zh, verb_en = ("打出", "discards") if position["how"] == "discard" else ("翻出", "turns up")
    if source == seat:
        zh, en = f"你翻出{card.zh}。", f"You turn up {card.en}."
    elif (source + 1) % 4 == seat:
        zh, en = f"上家{verb_zh}{card.zh}，你是下家。", f"The player before you {verb_en} {card.en}; you play next."
    else:
        zh = f"{seat_name(source, 'zh')}{verb_zh}{card.zh}（你是{seat_name(seat, 'zh')}）。"
        en = f"{seat_name(source)} {verb_en} {card.en} (you are {seat_name(seat)})."
    return {"zh": zh + "怎么要？", "en": en + " Your claim?"}


def table_rating(rules: str, kind: str, position: dict[str, Any], answer: list[Any]) -> int:
    if kind == "zhuang":
        players = position["players"]
        statuses = sum(1 for p in players for k in ("bought", "cannon", "huang", "jailed", "forfeit", "covers") if p.get(k))
        melds = sum(len(p.get("melds", [])) + len(p.get("bombs", [])) for p in players)
        return 1000 + 35 * melds + 90 * statuses + (100 if position.get("winner") else 0)
    from engine.exercises.bahu_table import _judgement

    j = _judgement(rules, position)
    score = 950 + 60 * len(j.options) + 40 * len(position.get("melds", []))
    if j.duty is not None:
        score += 200
    if any(c.code.startswith("chi") for c in j.best):
        score += 120
    if answer == ["pass"]:
        score += 80
    return int(score)


def table_themes(rules: str, kind: str, position: dict[str, Any], answer: list[Any]) -> tuple[str, ...]:
    if kind == "zhuang":
        out = {k for p in position["players"] for k in ("bought", "cannon", "huang", "jailed", "forfeit", "covers")
               if p.get(k)}
        if any(p.get("bombs") for p in position["players"]):
            out.add("bombs")
        out.add("winner" if position.get("winner") else "no_winner")
        return tuple(sorted(out))
    from engine.exercises.bahu_table import _judgement

    j = _judgement(rules, position)
    out = {"claim_" + c.code.split()[0] for c in j.best}
    if j.duty is not None:
        out.add("compulsory_claim")
        out.add(j.duty.id.rsplit(".", 1)[-1])
    if position.get("melds"):
        out.add("melds")
    if len(answer) > 1:
        out.add("several_answers")
    out.add("flip" if position["how"] == "flip" else "discard_up")
    return tuple(sorted(out))
