"""The 笃子胡 lookahead bot: every discard, 碰, 杠 or pass judged by its chance of a win before the wall
runs out (:func:`engine.bots.chance.win_chance`), from what the seat knows — its hand, every meld,
discard and 喜 on the table, the turned 将 — never the others' hands or the wall.

For each candidate the position after it is summed up by :mod:`engine.duzihu.shanten`: the cards
still needed before it waits, the unseen cards that would bring it nearer on the next draw, and
once it waits the unseen copies of its 听张 (the table's own completeness test). The seat improves
only on its own draws (a third of the cards to come) but may win on any discard as well. Fewer
cards still needed always comes first (the chain's later steps are guesses, the first is counted);
the value ranks positions as near; equal values fall back to the greedy bot's measure. Wins, 龙,
暗杠, 加杠 and 折庄 are played as the greedy bot plays them.

>>> from engine.duzihu.rules import RuleSet
>>> from engine.duzihu.state import DuzihuState
>>> s = DuzihuState.deal(RuleSet.named("danjiang"), seed=3, dealer=1)
>>> first = LookaheadBot(1).choose(s, s.legal_moves())
>>> first.type, first == LookaheadBot(1).choose(s, s.legal_moves())   # the same seed, the same move
('discard', True)
"""

from __future__ import annotations

from typing import Any

from engine.bots.chance import Estimate, ranked, win_chance
from engine.cards import ALL_CARDS
from engine.core.errors import InputError
from engine.core.game import Event
from engine.bots.judgement import choice
from engine.bots.seeding import position_key, position_rng
from engine.duzihu.bots import GreedyBot, worth
from engine.duzihu.jiang import JiangMap
from engine.duzihu.seat import XI_INDEX, complete
from engine.duzihu.shanten import useful
from engine.duzihu.unseen import unseen

BASE_HU = 30  # what a win counts besides its sets' 胡数 (a guess from self-play: winners count about 60)
KEEP = 0.7  # a hand that does not win still counts its sets against the winner (settle.py): most hands someone wins
IMPROVE = 1 / 3  # the seat's own draws: one card in three to come
WIN = 0.8  # a win may also come on the others' discards (which are not random)
TAKES = ("peng", "gang")


BY_RULE = frozenset(("xi", "long", "angang", "jiagang", "zhizhuang"))  # played as the greedy bot plays them


class LookaheadBot:
    name = "lookahead"

    def __init__(self, seed: int | str) -> None:
        # its judgement follows from the position alone (engine/bots/seeding.py), whatever the seed
        self._scores: dict[tuple, float] = {}

    def choose(self, state: Any, options: list[Event]) -> Event:
        return choice(state, options, self)

    def fixed(self, state: Any, options: list[Event]) -> Event | None:
        """A 喜, 龙, 暗杠, 加杠 or 折庄 is played as the greedy bot plays it (docs/bots.md): by rule."""
        if not {e.type for e in options} & BY_RULE:
            return None
        pick = GreedyBot(f"by rule|{position_key(state, options)}").choose(state, options)  # seeded by the position
        return pick if pick.type in BY_RULE else None  # a discard instead is the measure's to rank

    def evaluate(self, state: Any, options: list[Event]) -> list[Estimate]:
        """Every option that is a discard, a take or a pass, best first (others are left out)."""
        s = options[0].seat
        seat = state.seats[s]
        hidden = unseen(state, s)
        steps = state.wall_left
        hand = list(seat.hand)
        m, pair = seat.sets_needed, seat.pair_needed
        out = []
        tiers = worth(state.rules, state.turned)
        rows = [state.rules.row(t) for t in JiangMap.of(state.rules, state.turned).tiers]
        table = sum(_meld_hu(rows[mm.card.index], mm.kind.value) for mm in seat.melds)

        def _estimate(e: Event, hand: list[int], m: int, pair: bool, hidden: list[int], steps: int,
                      taken: str = "") -> Estimate:
            est = _chance(e, hand, m, pair, hidden, steps)
            sets = table + _hand_hu(hand, rows) + (_meld_hu(rows[e.card.index], taken) if taken else 0)
            won = BASE_HU + sets
            if est.distance == 0 and est.waits and not taken:
                won = self._won_hu(state, s, hand, est.facts["_wait_kinds"], hidden)
            value = est.chance * won + (1 - est.chance) * KEEP * sets
            return Estimate(e, value, est.chance, est.distance, est.accept, est.waits, {**est.facts, "hu": sets})

        for e in options:
            if e.type == "discard":
                k = e.card.index
                hand[k] -= 1
                est = _estimate(e, hand, m, pair, hidden, steps)
                hand[k] += 1
                out.append(_with_tie(est, (-tiers[k],)))
            elif e.type == "pass":
                out.append(_with_tie(_estimate(e, hand, m, pair, hidden, steps), (0,)))
            elif e.type in TAKES:
                k = e.card.index
                used = 3 if e.type == "gang" else 2
                hand[k] -= used
                if e.type == "gang":  # a replacement is drawn: the hand is as after a discard, one set nearer
                    est = _estimate(e, hand, m - 1, pair, hidden, steps, "gang")
                else:
                    after = max((_estimate(e, _less(hand, j), m - 1, pair, hidden, steps, "peng")
                                 for j in range(len(hand)) if hand[j] and j != XI_INDEX),
                                key=lambda x: x.value, default=None)
                    est = after if after is not None else _estimate(e, hand, m - 1, pair, hidden, steps, "peng")
                hand[k] += used
                out.append(_with_tie(est, (1 if tiers[k] else 0,)))
        return ranked(out, position_rng(state, options, "order"))

    def explain(self, state: Any, est: Estimate) -> dict[str, Any]:
        """Facts for the review's words only: the unseen copies of a discarded card (a pair of them
        elsewhere could 碰 it)."""
        if est.event.type != "discard":
            return {}
        return {"discard_unseen": unseen(state, est.event.seat)[est.event.card.index]}

    def win_value(self, state: Any, e: Event) -> float:
        """What winning on ``e`` is worth on this bot's scale (the scorer's 胡数)."""
        hand = list(state.seats[e.seat].hand)
        if state.phase != "claim" and hand[e.card.index]:
            hand[e.card.index] -= 1  # 自摸: the card is already in hand
        return _score_won(state, e.seat, hand, e.card.index)

    def _won_hu(self, state: Any, s: int, hand: list[int], kinds: list[int], hidden: list[int]) -> float:
        """The 胡数 the hand would score won on each of its 听张 (the scorer's own count), averaged by
        the copies unseen; a win on another's discard, as most are."""
        total = weight = 0.0
        for k in kinds:
            key = (tuple(hand), k, tuple(state.seats[s].melds), state.turned)
            hu = self._scores.get(key)
            if hu is None:
                hu = self._scores[key] = _score_won(state, s, hand, k)
            total += hidden[k] * hu
            weight += hidden[k]
        return total / weight if weight else 0.0


def _less(hand: list[int], j: int) -> list[int]:
    out = list(hand)
    out[j] -= 1
    return out


def _with_tie(est: Estimate, tie: tuple) -> Estimate:
    return Estimate(est.event, est.value, est.chance, est.distance, est.accept, est.waits, est.facts,
                    (-est.distance, est.accept) + tie, (-est.distance,))


def _meld_hu(row: Any, kind: str) -> int:
    return getattr(row, kind, 0) if kind in ("peng", "gang", "angang", "long") else 0


def _hand_hu(hand: list[int], rows: list[Any]) -> float:
    """胡数 the concealed cards promise: three or four alike as 暗克, half a 碰 for a pair."""
    return sum(rows[k].anke if n >= 3 else rows[k].peng / 2 if n == 2 else 0 for k, n in enumerate(hand))


def _chance(e: Event, hand: list[int], m: int, pair: bool, hidden: list[int], steps: int) -> Estimate:
    """The position ``hand`` (one card short of complete) with ``m`` sets to make."""
    kinds = [k for k, n in enumerate(hidden) if n and k != XI_INDEX]
    dist, better = useful(hand, m, pair, kinds)
    total = sum(hidden)
    accept = sum(hidden[k] for k in better)
    waits, wait_kinds = 0, []
    if dist == 0:
        wait_kinds = [k for k in better if _completes(hand, k, m, pair)]
        waits = sum(hidden[k] for k in wait_kinds)
    chance = win_chance(max(dist, 0), accept, waits, total, steps, IMPROVE, WIN)
    facts = {"sets_needed": m, "_wait_kinds": wait_kinds, "waits_on": [ALL_CARDS[k].code for k in wait_kinds]}
    return Estimate(e, chance, chance, dist, accept, waits, facts)


def _score_won(state: Any, s: int, hand: list[int], k: int) -> float:
    from engine.duzihu.position import Meld, Position
    from engine.duzihu.score import score

    seat = state.seats[s]
    cards = [ALL_CARDS[i] for i, n in enumerate(hand) for _ in range(n)] + [ALL_CARDS[k]]
    melds = tuple(Meld(m.kind, m.card, m.origin, None if m.source is None else state.relative(m.source))
                  for m in seat.melds)
    xi = seat.xi if state.rules.xi_in_play else None
    turn = min(sum(len(x.discards) for x in state.seats), 99)
    try:
        pos = Position(tuple(cards), state.turned, ALL_CARDS[k], melds, False, False, xi,
                       bool(xi) and not seat.xi_late, False, state.relative(s), turn)
        result = score(pos, state.rules)
    except InputError:  # a position the scorer refuses (it should not happen) is worth a guess
        return float(BASE_HU)
    return float(result.total) if result.valid else 0.0


def _completes(hand: list[int], k: int, m: int, pair: bool) -> bool:
    hand[k] += 1
    try:
        return complete(hand, m, pair)
    finally:
        hand[k] -= 1

