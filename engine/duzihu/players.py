"""The players a 笃子胡 table can seat, by level: random, greedy and the lookahead that weighs each
move. Kept apart from the bots themselves because the lookahead plays its imagined tables out with
the greedy bot: the bots do not know the lookahead.
"""

from __future__ import annotations

from engine.bots import Bot, Maker, build
from engine.bots.random import RandomBot
from engine.duzihu.bots import GreedyBot
from engine.duzihu.lookahead import LookaheadBot

MAKERS: dict[str, Maker] = {"random": RandomBot, "greedy": GreedyBot, "lookahead": LookaheadBot}
BOTS = tuple(MAKERS)


def make_bot(name: str, seed: int | str) -> Bot:
    return build(MAKERS, name, seed)
