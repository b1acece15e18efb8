"""Hands played at each game's table with one bot per seat, for the bot and review tests."""

from __future__ import annotations

from functools import partial
from typing import Any

from engine.bots import make_bot
from engine.core.rng import deal

GAMES = (("bahu", "haimen"), ("bahu", "tongdong"), ("duzihu", "danjiang"), ("duzihu", "shuangjiang"),
         ("waihuzi", "waihuzi"))


def new_state(game: str, rules: str, seed: str, dealer: int) -> tuple[Any, Any, list[int]]:
    """(state, the game's make_bot(level, seed), playing seats) of a seeded deal."""
    if game == "bahu":
        from engine.bahu.rules import RuleSet
        from engine.bahu.state import BahuState
        from engine.bahu.table_record import deck_for

        rs = RuleSet.named(rules)
        hands, wall = deal(deck_for(rs), [26 if s == dealer else 25 for s in range(4)], seed=seed)
        return BahuState(rs, hands, wall, dealer), partial(make_bot, game), [0, 1, 2, 3]
    if game == "duzihu":
        from engine.duzihu.rules import RuleSet as DRules
        from engine.duzihu.state import DuzihuState

        state = DuzihuState.deal(DRules.named(rules), seed=seed, dealer=dealer)
        return state, partial(make_bot, game), list(state.order)
    from engine.waihuzi.rules import PRESETS
    from engine.waihuzi.state import WaihuziState

    state = WaihuziState.deal(seed, PRESETS[rules], dealer % 3, 3)
    return state, partial(make_bot, game), list(state.playing)


def play(game: str, rules: str, seed: str, dealer: int, seat: int, bot: str = "lookahead",
         check: Any = None) -> tuple[Any, list[Any], int]:
    """Play a hand, ``bot`` in ``seat`` and greedy bots elsewhere: (final state, events, decisions of
    ``bot``). ``check(state, options, event)`` sees every move of ``bot`` before it is pushed."""
    state, game_bot, seats = new_state(game, rules, seed, dealer)
    players = {s: game_bot(bot if s == seat else "greedy", f"{seed}.bot{s}") for s in seats}
    decisions = 0
    for _ in range(3000):
        if state.is_over():
            break
        options = state.legal_moves()
        mover = options[0].seat
        event = players[mover].choose(state, options)
        if mover == seat:
            decisions += 1
            if check is not None:
                check(state, options, event)
        broken = [v.rule for v in state.push(event) if v.penalty != "bao"]
        assert not broken, f"{event.code()} broke {broken}"
    assert state.is_over()
    return state, list(state.events), decisions
