"""歪胡子's puzzles: is it a win, how many 息 does it count, what does it wait on."""

from __future__ import annotations

import random

from engine.puzzles.kit import Position
from engine.puzzles.winning_kit import WinningHandKit, strip_meld


class WaihuziKit(WinningHandKit):
    game = "waihuzi"
    count_kind = "xi"
    types = ("valid", "xi", "waits")
    mined_types = ("valid", "xi", "waits")
    prompts = {
        "valid": ("这手牌能胡吗？", "Is this hand a win?"),
        "xi": ("这手牌一共多少息？", "How many xi does this winning hand count?"),
        "waits": ("这手牌听哪些字？把所有听张都选出来。", "Which cards does this hand wait on? Select every one."),
    }

    def position(self, rng: random.Random, rules: str, kind: str) -> Position:
        from engine.puzzles.other_hands import waihuzi_position

        return waihuzi_position(rng, rules, kind)

    def scored_themes(self, rules: str, position: Position) -> set[str]:
        """The kinds of group that count 息 (坎, 歪, 二七十 …); runs and pairs are in every hand."""
        from engine.core.errors import InputError
        from engine.exercises.answers_other import _waihuzi_score

        try:
            s = _waihuzi_score(rules, position)
        except InputError:
            return set()
        return {g.kind.value for g in s.groups if g.kind.value not in ("shun", "pair")}

    def winning_hand(self, rules: str, seed: int, hand: int) -> tuple[Position, int] | None:
        from engine.waihuzi.players import make_bot as waihuzi_bot
        from engine.waihuzi.selfplay import PRESETS, WaihuziState, play

        state = WaihuziState.deal(f"puzzles.{seed}.{hand}", PRESETS[rules], hand % 3, 3, undo=False)
        play(state, {s: waihuzi_bot("greedy", f"puzzles.{seed}.{hand}.{s}") for s in state.playing})
        if not state.win or state.win.get("kind") != "hu":
            return None
        snap = state.snapshot()
        w = state.win
        seat = snap["seats"][w["seat"]]
        win = {"hand": seat["hand"], "melds": [strip_meld(m) for m in seat["melds"]], "win": w["card"].code}
        if w["score"].hand.last_card:
            win["last_card"] = True
        return win, len(state.events) - 1


KIT = WaihuziKit()
