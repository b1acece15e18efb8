"""八胡's puzzles: hand questions on built positions (圆, 能胡, 胡头, 听张, 打哪张) and table questions
(what to claim on a card, how a round settles).

Positions are built (:mod:`engine.puzzles.bahu_hands`) and then shaped for the question: a ``waits``
puzzle takes one card out of a 圆 hand, a ``discard`` puzzle adds one, a ``yuan`` puzzle sometimes
swaps a card so that half the hands are not 圆. Difficulty comes from what the solver had to see:
cross-suit groups (豹子, combinations) in the arrangement, near misses (discards or waits that
almost work), melds on the table, and how many cards are in hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine.puzzles.kit import Moment, Position, PuzzleKit

PROMPTS: dict[str, tuple[str, str]] = {
    "yuan": ("这手牌圆不圆？", "Is this hand yuan (every plain card in a group)?"),
    "can_hu": ("这手牌能胡吗？", "Can this hand win (hu)?"),
    "hutou": ("这手圆牌最多有几个胡头？", "How many hutou does this yuan hand count at most?"),
    "waits": ("这手牌听哪些张？把所有听张都选出来。", "Which cards does this hand wait on? Select every one."),
    "discard": ("打哪一张，牌圆而且胡头最多？", "Which discard leaves the hand yuan with the most hutou?"),
}
TABLE_TYPES = ("claim", "zhuang")  # questions about a table, not about one hand
SMALL_BEST = 2  # a mined discard is kept when at most this many discards are best


def worth_a_claim(rules: str, position: Position, answer: list[Any]) -> bool:
    """A claim puzzle asks something when some allowed claim is not among the best."""
    from engine.exercises.bahu_table import claim_choices

    return len(answer) < len(claim_choices(rules, position))


class BahuKit(PuzzleKit):
    game = "bahu"
    types = ("yuan", "can_hu", "hutou", "waits", "discard", "claim", "zhuang")
    mined_types = ("claim", "discard", "waits", "zhuang")

    def position(self, rng: random.Random, rules: str, kind: str) -> Position:
        from engine.cards import format_cards
        from engine.puzzles.bahu_hands import build, unseen

        if kind in TABLE_TYPES:
            from engine.puzzles import table_positions

            return getattr(table_positions, f"{kind}_position")(rng, rules)
        melds = rng.choice((0, 0, 1, 1, 2, 3))
        total = 26 if kind == "waits" else 25
        hand, table = build(rng, rules, total=total, melds=melds)
        if kind == "waits":  # one card short of a 圆 hand: what it waits on is the question
            plain = [c for c in hand if c.index < 27]
            hand.remove(rng.choice(plain or hand))
        elif kind == "discard":  # one card over
            hand.append(rng.choice(unseen(hand, table, rules)))
        elif kind == "yuan" and rng.random() < 0.5:  # a near miss: one card swapped
            hand.remove(rng.choice(hand))
            hand.append(rng.choice(unseen(hand, table, rules)))
        elif kind == "can_hu" and rng.random() < 0.3:
            hand.remove(rng.choice(hand))
            hand.append(rng.choice(unseen(hand, table, rules)))
        return {"hand": format_cards(hand, compact=True), "melds": [str(m) for m in table]}

    def accept(self, rules: str, kind: str, position: Position, answer: list[Any]) -> bool:
        if kind == "waits":  # already a win (打滚): every 将 wins, nothing to find
            return not self.answers(rules, "can_hu", position)[0]
        if kind == "claim":
            return worth_a_claim(rules, position, answer)
        return True

    def prompt(self, kind: str, position: Position) -> dict[str, str]:
        if kind in TABLE_TYPES:
            from engine.puzzles.table_positions import table_prompt

            return table_prompt(kind, position)
        zh, en = PROMPTS.get(kind, ("", ""))
        return {"zh": zh, "en": en}

    def themes(self, rules: str, kind: str, position: Position, answer: list[Any]) -> tuple[str, ...]:
        """Group kinds of the arrangement (combinations, 豹子, 文钱, 招儿, table melds) and the answer's shape."""
        if kind in TABLE_TYPES:
            from engine.puzzles.table_positions import table_themes

            return table_themes(rules, kind, position, answer)
        from engine.bahu.analysis import analyze

        a = analyze(position["hand"], position["melds"], rules, with_waits=False, hints=False)
        out = {g.kind for g in a.groups if g.kind not in ("run", "jiang")}
        if position.get("melds"):
            out.add("melds")
        if kind == "discard" and len(answer) > 1:
            out.add("several_answers")
        if kind == "yuan" and not answer[0]:
            out.add("near_miss")
        return tuple(sorted(out))

    def rating(self, rules: str, kind: str, position: Position, answer: list[Any]) -> int:
        if kind in TABLE_TYPES:
            from engine.puzzles.table_positions import table_rating

            return table_rating(rules, kind, position, answer)
        from engine.bahu.analysis import analyze

        a = analyze(position["hand"], position["melds"], rules, with_waits=False, hints=False)
        cross = sum(1 for g in a.groups if g.kind not in ("run", "ext", "jiang", "peng", "gang", "bomb", "chi", "zhang"))
        score = 900 + 90 * cross + 40 * len(position["melds"])
        if kind == "discard":
            from engine.exercises.bahu_answers import bahu_discards

            values = bahu_discards(rules, position)
            near = sum(1 for code, h in values.items() if h is not None and code not in answer)
            score += 120 * near + (60 if len(answer) > 1 else 0)
        elif kind == "waits":
            score += 70 * len(answer[0])
        elif kind == "yuan" and not answer[0]:
            score += 150
        elif kind == "hutou":
            score += 25 * (answer[0] or 0)
        return int(score)

    def moments(self, rules: str, seed: int, hand: int, kind: str) -> Iterator[Moment]:
        from engine.puzzles.bahu_moments import moments

        return moments(rules, seed, hand, kind)

    def worth_mining(self, rules: str, kind: str, position: Position, answer: list[Any]) -> bool:
        if kind == "claim":
            return worth_a_claim(rules, position, answer)  # a wrong claim exists
        if kind == "discard":
            return len(answer) <= SMALL_BEST
        if kind == "waits":
            return not self.answers(rules, "can_hu", position)[0]  # not 打滚 already
        return True


KIT = BahuKit()
