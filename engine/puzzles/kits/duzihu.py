"""笃子胡's puzzles: is it a win, how many 胡 does it score, what does it wait on."""

from __future__ import annotations

import random

from engine.puzzles.kit import Position
from engine.puzzles.winning_kit import WinningHandKit, strip_meld


class DuzihuKit(WinningHandKit):
    game = "duzihu"
    count_kind = "hushu"
    types = ("valid", "hushu", "waits")
    mined_types = ("valid", "hushu", "waits")
    prompts = {
        "valid": ("这手牌成牌了吗？", "Is this hand a win?"),
        "hushu": ("这手牌一共多少胡？", "How many hu does this winning hand score?"),
        "waits": ("这手牌听哪些张？把所有听张都选出来。", "Which cards does this hand wait on? Select every one."),
    }

    def position(self, rng: random.Random, rules: str, kind: str) -> Position:
        from engine.puzzles.other_hands import duzihu_position

        return duzihu_position(rng, rules, kind)

    def scored_themes(self, rules: str, position: Position) -> set[str]:
        """The hand type of a win: ``piao``, ``qing``, ``ta``."""
        from engine.core.errors import InputError
        from engine.exercises.answers_other import _duzihu_score

        try:
            s = _duzihu_score(rules, position)
        except InputError:
            return set()
        return {s.type.value} if s.valid and s.type is not None else set()

    def winning_hand(self, rules: str, seed: int, hand: int) -> tuple[Position, int] | None:
        from engine.duzihu.rules import RuleSet
        from engine.duzihu.table_record import play_hand

        record, state = play_hand(RuleSet.named(rules), f"puzzles.{seed}.{hand}", "greedy", dealer=hand % 4)
        events = list(record.events)
        if not events or events[-1].type != "hu":
            return None
        snap = state.snapshot()
        last = events[-1]
        seat = snap["seats"][last.seat]
        win = {"hand": seat["hand"], "melds": [strip_meld(m) for m in seat["melds"]], "jiang": list(snap["turned"]),
               "win": last.card.code}
        if len(events) > 1 and events[-2].type == "draw" and events[-2].seat == last.seat:
            win["self_drawn"] = True
        if snap.get("wall_left") == 0:
            win["last_card"] = True
        return win, len(events) - 1


KIT = DuzihuKit()
