"""歪胡子 self-play: bots play whole hands and each hand becomes a ``changpai-record/1`` record.

The first dealer is found by the cut: each seat turns a card, the highest deals (首盘由四人倒牌，根据
底牌大小决定谁是庄家, s004.p012); afterwards the winner deals (以后谁胡牌谁就是庄家), and after a drawn
hand the same dealer deals again. With four at the table the dealer's opposite sits out (守醒); with
three, seat 3 is empty. Everything follows from the seed.

>>> records = selfplay("waihuzi", "waihuzi", games=2, seed=5, bots="greedy")
>>> [r.game for r in records], all(len(r.events) > 0 for r in records)
(['waihuzi', 'waihuzi'], True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.errors import InputError
from engine.core.heap import long_run
from engine.core.record import Record
from engine.core.rng import rng
from engine.waihuzi.players import make_bot
from engine.waihuzi.cards import ALL_CARDS, COPIES, Card
from engine.waihuzi.rules import PRESETS, RuleSet
from engine.waihuzi.state import SEATS, WaihuziState


def cut_order(card: Card) -> tuple[int, int]:
    """How turned cards compare: by rank, then 大写 above 小写 at the same rank (our decision)."""
    return (card.rank, card.is_big)


def first_dealer(seed: int | str, seats: Sequence[int]) -> tuple[int, list[list[tuple[int, Card]]]]:
    """The cut: each seat turns a card from a shuffled pack; the highest deals; those tied at the top
    turn again. Returns the dealer and the rounds of cards turned."""
    pack = [c for c in ALL_CARDS for _ in range(COPIES)]
    rng(f"{seed}:cut").shuffle(pack)
    rounds: list[list[tuple[int, Card]]] = []
    contenders = list(seats)
    while True:
        round_ = [(s, pack.pop()) for s in contenders]
        rounds.append(round_)
        top = max(cut_order(c) for _, c in round_)
        contenders = [s for s, c in round_ if cut_order(c) == top]
        if len(contenders) == 1:
            return contenders[0], rounds


def play(state: WaihuziState, bots: dict[int, Any], max_events: int = 2000) -> WaihuziState:
    """Play ``state`` to its end with one bot per playing seat."""
    for _ in range(max_events):
        if state.is_over():
            return state
        legal = state.legal_moves()
        mover = state.to_move()
        assert mover is not None  # the hand is not over: a seat moves
        state.push(bots[mover].choose(state, legal))
    raise RuntimeError("a hand of more than {max_events} events: the state machine loops")


def record_of(state: WaihuziState, rules: RuleSet, tags: dict[str, Any]) -> Record:
    options = rules.changed_from_preset()
    hands = tuple(tuple(sorted(h)) for h in state.dealt)  # the record's writer keeps the order given: deck order here
    return Record(game="waihuzi", rules=rules.name, options=options, tags=dict(tags), dealer=state.dealer,
                  hands=hands, wall=state.wall, events=tuple(state.events))


def _rules(rules: str | RuleSet) -> RuleSet:
    if isinstance(rules, RuleSet):
        return rules
    if rules not in PRESETS:
        raise InputError(f"unknown rules {rules!r} (known: {', '.join(PRESETS)})", str(rules))
    return PRESETS[rules]


def _bot_names(bots: str | Sequence[str]) -> list[str]:
    names = [b.strip() for b in bots.split(",")] if isinstance(bots, str) else list(bots)
    if len(names) == 1:
        names *= 3
    if len(names) != 3:
        raise InputError(f"--bots names one bot for all, or one per player (three), not {len(names)}", "--bots")
    for name in names:
        make_bot(name)  # an unknown name fails here, before play
    return names


def check_choices(rules: str | RuleSet, bots: str | Sequence[str], players: int) -> None:
    """What :func:`selfplay` refuses, in its order, before any hand is dealt."""
    if players not in (3, 4):
        raise InputError("players: 3, or 4 with the dealer's opposite sitting out (守醒, s004.p012)", "--players")
    _rules(rules)
    _bot_names(bots)


def selfplay(game: str = "waihuzi", rules: str | RuleSet = "waihuzi", games: int = 1, seed: int | str = 0,
             bots: str | Sequence[str] = "greedy", players: int = 3) -> list[Record]:
    """Play ``games`` hands, the winner dealing the next, and return their records. ``bots``: one name
    (``random``, ``greedy`` or ``lookahead``) for every player, or one per player in seat order of play."""
    if game != "waihuzi":
        raise InputError(f"this self-play is 歪胡子's (waihuzi), not {game!r}", game)
    check_choices(rules, bots, players)
    rule_set = _rules(rules)
    names = _bot_names(bots)
    seats = tuple(range(players))
    dealer, rounds = first_dealer(seed, seats)
    cut = " / ".join(" ".join(f"{s}:{c.code}" for s, c in round_) for round_ in rounds)
    out: list[Record] = []
    with long_run() as hand_done:  # the caches outlive the hands: full collections need not rescan them
        for i in range(games):
            sitting_out = (dealer + 2) % SEATS if players == 4 else 3
            state = WaihuziState.deal(f"{seed}:{i}", rule_set, dealer, sitting_out, undo=False)
            bot_of = {s: make_bot(names[n], f"{seed}:{i}:{s}") for n, s in enumerate(state.playing)}
            play(state, bot_of)
            tags = {"Event": "self-play", "Round": str(i + 1), "Seed": str(seed), "Bots": ",".join(names)}
            if i == 0:
                tags["Cut"] = cut
            out.append(record_of(state, rule_set, tags))
            if state.win is not None:
                dealer = state.win["seat"]
            hand_done()
    return out
