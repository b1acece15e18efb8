"""The 歪胡子 lookahead bot: every discard, 吃, 碰, 歪, 溜 or pass judged by its chance of a win before
the stock runs out (:func:`engine.bots.chance.win_chance`) times the 息 the win would bring, from
what the seat knows — its hand, every meld and every card at the seats' right — never the others'
hands or the stock.

The position after each candidate is summed up by :mod:`engine.waihuzi.distance` (steps before it
waits, the 8 息 minimum included); the unseen cards that would bring it a step nearer are looked at
one by one (a card completing two alike may come from anyone, one completing a run only from the
seat's own reveal or its 上家's discard: half as likely), and once it waits its 听张 are the table's
own win test. Fewer steps always come first, then the value; equal values fall back to the greedy
bot's measure. Wins are always taken.

>>> from engine.waihuzi.state import WaihuziState
>>> s = WaihuziState.deal(seed=3)
>>> first = LookaheadBot(1).choose(s, s.legal_moves())
>>> first.type, first == LookaheadBot(1).choose(s, s.legal_moves())
('discard', True)
"""

from __future__ import annotations

from typing import Any

from engine.bots import playouts
from engine.bots.chance import Estimate, ranked, win_chance
from engine.core.game import Event
from engine.bots.judgement import choice
from engine.bots.seeding import position_rng
from engine.waihuzi.bots import GreedyBot, hand_value
from engine.waihuzi.cards import ALL_CARDS, COPIES, NUM_KINDS
from engine.waihuzi.distance import steps
from engine.waihuzi.rules import XI
from engine.waihuzi.unseen import unseen
from engine.waihuzi.wins import is_win
from engine.waihuzi.worlds import clone, imagine

IMPROVE = 0.4  # of the cards to come, the share the seat may take at all (the rest: others' hands, others' claims)
RUN_SHARE = 0.4  # a card wanted for a run: only the seat's own reveal or its 上家's discard will do
LATER_WAITS = 2.0  # a hand waits on the pair of its single: two or three copies at most
ROUNDS = 128  # imagined tables each played-out move meets, at the most (fewer when the budget binds)
START = 16  # imagined tables every searched move meets before the first halving
# Moves played out per candidate, at the most; the search's whole budget is twice this
# (docs/bots.md, "歪胡子: the window's question and a wider search").
BUDGET = 16000



def _greedy(_level: str, seed: str) -> GreedyBot:
    """The players of the imagined tables (the playouts seat greedy bots)."""
    return GreedyBot(seed)


class LookaheadBot:
    name = "lookahead"

    def __init__(self, seed: int | str | None = None, width: int = playouts.WIDTH,
                 rounds: int | None = None, budget: int | None = None) -> None:
        # its judgement follows from the position alone (engine/bots/seeding.py), whatever the seed;
        # ``width``: the moves its search plays out (0: the measure's first and its rival, as before)
        self.width = width
        # ``rounds``/``budget``: this bot's own search size (None: the module's ROUNDS and BUDGET)
        self.rounds, self.budget = rounds, budget
        self._scores: dict[tuple, float] = {}

    def choose(self, state: Any, options: list[Event]) -> Event:
        return choice(state, options, self)

    def judge(self, state: Any, options: list[Event], also: Event | None = None,
              rounds: int | None = None) -> list[Estimate]:
        """:meth:`evaluate`, then the first move and its rival (:func:`engine.bots.playouts.rival`),
        and ``also`` when given (the move a player made), played out on the same ``rounds`` imagined
        tables: the best mean net comes first (``rounds`` 0: the measure alone)."""
        rounds = (ROUNDS if self.rounds is None else self.rounds) if rounds is None else rounds
        budget = BUDGET if self.budget is None else self.budget
        in_window = options[0].type != "discard"
        estimates = self.evaluate(state, options)
        rng = position_rng(state, options, "tables")
        if self.width:
            return playouts.halving(estimates, state, options[0].seat, also, (imagine, clone, _greedy), rng, rounds,
                                    budget * playouts.COUNTED, self.width, start=START, in_window=in_window)
        return playouts.judge(estimates, state, options[0].seat, also, in_window, False,
                              (imagine, clone, _greedy), rng, rounds, budget)

    def evaluate(self, state: Any, options: list[Event]) -> list[Estimate]:
        """Every option but a win, best first."""
        s = options[0].seat
        hidden = unseen(state, s)
        hand = list(state.hands[s])
        meld_xi = state.stats[s][0]
        out = []
        for e in options:
            if e.type == "hu":
                continue
            if e.type == "discard":
                hand[e.card.index] -= 1
                # only the dealer's first discard leaves the hand as dealt (报听, s004.p054)
                out.append(self._estimate(state, s, e, hand, meld_xi, hidden, exact=True,
                                          baoting=not state.first_done))
                hand[e.card.index] += 1
            elif e.type == "pass":
                out.append(self._estimate(state, s, e, hand, meld_xi, hidden, exact=True,
                                          baoting=not state.changed[s]))
            else:
                out.append(self._after_take(state, s, e, hand, meld_xi, hidden))
        return ranked(out, position_rng(state, options, "order"))

    def explain(self, state: Any, est: Estimate) -> dict[str, Any]:
        """Facts for the review's words only: the unseen copies of a discarded card (a pair of them
        elsewhere could 碰 it)."""
        if est.event.type != "discard":
            return {}
        return {"discard_unseen": unseen(state, est.event.seat)[est.event.card.index]}

    def win_value(self, state: Any, e: Event) -> float:
        """What winning on ``e`` is worth on this bot's scale (the scorer's 息)."""
        from engine.waihuzi.score import score

        if state.offer is None:  # a win on the deal
            return 100.0
        return float(score(state.win_hand(e.seat, e.card, state.offer[1] == e.seat, state.wall_left == 0),
                           state.rules).xi)

    def _won_xi(self, state: Any, s: int, hand: list[int], c: int, baoting: bool) -> float:
        """The scorer's 息 for ``hand`` (the card ``c`` already in it) won on ``c``, drawn by the seat;
        ``baoting``: the hand is still as dealt (报听, s004.p054)."""
        from engine.waihuzi.score import Hand, score

        key = (tuple(hand), c, tuple(state.melds[s]), baoting)
        found = self._scores.get(key)
        if found is None:
            if len(self._scores) > 4096:
                self._scores.clear()
            cards = tuple(ALL_CARDS[k] for k in range(NUM_KINDS) for _ in range(hand[k]))
            won = Hand(cards, tuple(state.melds[s]), ALL_CARDS[c], baoting=baoting, revealed_by="self")
            found = self._scores[key] = float(score(won, state.rules).xi)
        return found

    def _after_take(self, state: Any, s: int, e: Event, hand: list[int], meld_xi: int, hidden: list[int]) -> Estimate:
        k = e.card.index
        if e.type == "liu":
            used, xi = [k] * min(hand[k], 3), XI["wai"]
        elif e.type in ("wai", "peng"):
            used, xi = [k, k], XI[e.type]
        else:
            used = [c.index for c in e.with_]
            kinds = sorted(used + [k])
            xi = XI["erqishi"] if kinds[2] - kinds[0] == 8 else 0
        after = list(hand)
        for u in used:
            after[u] -= 1
        if e.type == "liu":
            return self._estimate(state, s, e, after, meld_xi + xi, hidden)
        declined = state.declined[s]
        best = None
        for j in range(NUM_KINDS):
            if after[j] and j not in declined:
                after[j] -= 1
                est = self._estimate(state, s, e, after, meld_xi + xi, hidden)
                after[j] += 1
                if best is None or est.key() > best.key():
                    best = est
        return best if best is not None else self._estimate(state, s, e, after, meld_xi + xi, hidden)

    def _estimate(self, state: Any, s: int, e: Event, hand: list[int], meld_xi: int, hidden: list[int],
                  exact: bool = False, baoting: bool = False) -> Estimate:
        """The resting position ``hand`` (melds worth ``meld_xi``): its steps to a wait, the unseen cards
        that bring it nearer, its 听张 once it waits, and the chance of a win before the stock is out."""
        rules = state.rules
        last_run = 8 if rules.ten_after_nine else 7
        k = (sum(hand) - 1) // 3
        dist, xi = steps(hand, meld_xi=meld_xi, min_xi=rules.min_xi, last_run=last_run, k=k)
        accept = 0.0
        waits = 0
        live: list[int] = []  # the 听张 with copies unseen (the review names them)
        won = 0.0  # the scorer's 息 over the 听张, by copies (``exact``: the seat's melds as they are)
        meld_cards = state.stats[s][2]
        liu = state.stats[s][1]
        for c in range(NUM_KINDS):
            if not hidden[c] or hand[c] >= COPIES:
                continue
            hand[c] += 1
            try:
                if dist == 0:
                    if is_win(hand, c, "self", meld_xi=meld_xi, melds_liu=liu, cards=sum(hand) + meld_cards,
                              rules=rules):
                        waits += hidden[c]
                        live.append(c)
                        if exact:
                            won += hidden[c] * self._won_xi(state, s, hand, c, baoting)
                    continue
                d2, _ = steps(hand, meld_xi=meld_xi, min_xi=rules.min_xi, last_run=last_run, k=k)
                if d2 < dist:
                    accept += hidden[c] * (1.0 if hand[c] >= 3 else RUN_SHARE)
            finally:
                hand[c] -= 1
        total = sum(hidden)
        others = 1.0 if rules.win_on_revealed == "any" else 1 / 3
        chance = win_chance(dist, accept, waits, total, state.wall_left, IMPROVE, others, LATER_WAITS)
        worth = won / waits if exact and waits else max(xi, rules.min_xi)
        facts: dict[str, Any] = {"xi": xi}
        if live:
            facts["waits_on"] = [ALL_CARDS[c].code for c in live]
        return Estimate(e, chance * worth, chance, dist, round(accept), waits, facts,
                        (-dist, hand_value(hand)), (-dist,))
