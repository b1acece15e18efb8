"""八胡 self-play: bots play whole hands, each kept as its record (the plug's
:meth:`~engine.bahu.plug.BahuPlug.selfplay`, which the shared ``selfplay`` command runs).

Hands are played in a row, as at a table: the dealer moves on one seat each hand and 大炮 and 坐牢
carry over (engine/bahu/table_result.py ``next_hand``), so each record carries them in its tags.
Every deal and every bot is seeded from ``seed`` (:mod:`engine.core.rng`): the same seed gives the
same records on every machine. A deal is drawn as at the table (shuffled, cut, one card a turn from
the dealer: :func:`engine.bahu.drawing.deal_drawn`) and each hand lists its cards in the order drawn, so
the record tells what every seat held when it decided on 买庄. Passes are left out of the records (the next event implies them).

>>> out = play_hands("haimen", games=2, seed=5, bots="random")
>>> [r["rules"] for r, _ in out], all(o.end in ("hu", "exhausted") for _, o in out)
(['haimen', 'haimen'], True)
"""

from __future__ import annotations

from typing import Any

from engine.bahu.drawing import deal_drawn
from engine.bahu.players import make_bot
from engine.bahu.rules import RuleSet
from engine.bahu.state import BahuState
from engine.bahu.table_record import deck_for, record_json
from engine.bahu.table_result import next_hand
from engine.core.game import Outcome
from engine.core.heap import long_run


def play_hand(rules: RuleSet, seed: int | str, bots: str | list[str] = "greedy", dealer: int = 0,
              cannon: tuple[int, ...] = (), jailed: tuple[int, ...] = (),
              max_events: int = 2000, watch: Any = None) -> tuple[dict[str, Any], BahuState]:
    """One hand from a seeded deal to its end; returns the record and the final state.
    ``watch(state, event)`` is called after every event the record keeps."""
    names = [bots] * 4 if isinstance(bots, str) else list(bots)
    hands, wall = deal_drawn(deck_for(rules), dealer, seed=f"{seed}.deal")  # hands in the order drawn
    state = BahuState(rules, hands, wall, dealer, cannon=cannon, jailed=jailed)
    players = [make_bot(names[s], f"{seed}.bot{s}") for s in range(4)]
    events = []
    while not state.is_over():
        options = state.legal_moves()
        event = players[options[0].seat].choose(state, options)
        # A bot only ever picks a legal event: a rule it breaks itself is a bug in the state or the bot. A
        # penalty the move brings on another seat (包庄 of one holding out for a raw 将, s001.p114) is the rule.
        broken = [v for v in state.push(event) if v.seat == event.seat]
        if broken:
            raise AssertionError(f"hand {seed}: {event.code()} broke {[v.rule for v in broken]}")
        if event.type != "pass":
            events.append(event)
            if watch is not None:
                watch(state, event)
        if len(state.events) > max_events:
            raise AssertionError(f"hand {seed}: no end after {max_events} events")
    tags = {"seed": str(seed), "bots": ",".join(names)}
    if cannon:
        tags["cannon"] = " ".join(map(str, cannon))  # record tags are text
    if jailed:
        tags["jailed"] = " ".join(map(str, jailed))
    return record_json(rules, dealer, hands, wall, events, tags), state


def play_hands(rules: str | RuleSet, games: int, seed: int, bots: str = "greedy", first: int | None = 0
               ) -> list[tuple[dict[str, Any], Outcome]]:
    """``games`` hands in a row (dealer rotating, 大炮/坐牢 carried over). ``first`` is the first
    dealer; ``None`` chooses him as the table does, by a seeded 打庄 flip (engine/bahu/dealer.py)."""
    rs = rules if isinstance(rules, RuleSet) else RuleSet.named(rules)
    if first is None:
        from engine.bahu.dealer import first_dealer
        from engine.bahu.table_record import deck_for
        from engine.core.rng import rng

        flip = rng(f"{seed}.dazhuang")
        first = first_dealer(flip.randrange(4), flip.choice(deck_for(rs)))
    dealer, cannon, jailed = first, (), ()
    out = []
    with long_run() as hand_done:  # the caches outlive the hands: full collections need not rescan them
        for i in range(games):
            record, state = play_hand(rs, f"{seed}.{i}", bots, dealer, tuple(cannon), tuple(jailed))
            outcome = state.outcome()
            assert outcome is not None
            after = next_hand(state, outcome.zhuang)  # the outcome's 庄 are the settlement's
            dealer, cannon, jailed = after["dealer"], after["cannon"], after["jailed"]
            out.append((record, outcome))
            hand_done()
    return out

