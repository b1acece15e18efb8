"""The 八胡 lookahead bot: every discard, 碰, 杠, 吃 or pass judged by its chance of a win before the wall
runs out (:func:`engine.bots.chance.win_chance`) times the 胡头 the win would bring, from what the seat
knows — its hand, every table, every card in front of a seat, the card up — never the others' hands
or the wall.

For the position after each candidate the analysis says which plain kinds have no group yet and which
cards would complete one (:meth:`engine.bahu.claims.Evaluator.lacking`): the steps still to take are
those kinds (a kind no card could help counting twice, as the greedy bot counts them), and the unseen
copies of the completing cards are the ones that bring it a step nearer. Once at most one kind lacks
a group, the 听张 (:meth:`~engine.bahu.claims.Evaluator.wins`: 圆 with 8 胡头) are what it waits on;
the win is worth its 庄 and 底 (平胡, 飘胡 or 黑八 by those 胡头) with the table's 庄, and the table's 庄
count for half when another wins. A card comes up twice a turn (a flip, then a discard); any seat
may win on either, but a card is taken into a group only by 碰 or by the one seat that may 吃 it, so
improvement is counted at a third. 圆 comes first and then fewer kinds without a group (the greedy
bot's order), then the value; equal values fall back to the greedy bot's measure
(:func:`engine.bahu.bots.worth`). Wins are always taken; 买庄 only with 庄 in sight and when the
playouts say it pays (:meth:`LookaheadBot.buy_or_pass`).

>>> from engine.core.rng import deal
>>> from engine.bahu.rules import RuleSet
>>> from engine.bahu.state import BahuState
>>> from engine.bahu.table_record import deck_for
>>> rules = RuleSet.named("haimen")
>>> hands, wall = deal(deck_for(rules), [26, 25, 25, 25], seed=3)
>>> s = BahuState(rules, hands, wall, dealer=0)
>>> while s.legal_moves()[0].type in ("buy", "pass", "bomb"):
...     _ = s.push(next(e for e in s.legal_moves() if e.type != "buy"))
>>> first = LookaheadBot(1).choose(s, s.legal_moves())
>>> first.type, first == LookaheadBot(1).choose(s, s.legal_moves())
('discard', True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.bahu.bots import GreedyBot, worth
from engine.bahu.groups import JIANG, Meld
from engine.bahu.settle import Player, Round, settle, table_zhuang
from engine.bahu.table_result import round_json
from engine.bahu.unseen import unseen
from engine.bahu.worlds import clone, imagine
from engine.bots import playouts
from engine.bots.chance import Estimate, ranked, win_chance
from engine.bots.judgement import choice
from engine.bots.seeding import position_rng
from engine.cards import ALL_CARDS, BY_CODE
from engine.core.game import Event

if TYPE_CHECKING:
    from engine.bahu.state import BahuState

IMPROVE = 1 / 3  # a card is taken into a group by 碰 (any seat) or 吃 (one seat only)
PER_FLIP = 2  # cards coming up per flip: the flip, and the discard after it is taken or passed on
TAKES = ("peng", "gang", "chi")
KEEP = 0.5  # the table's 庄 count against every other seat when another wins or the wall runs out
SHORT = 0.3  # a hand whose cards cannot make 8 胡头 (Evaluator.hutou_bound) wins only by takes that add them
SWELL = -1.0  # a take that leaves nothing to discard: 涨爆, out of the hand
CACHE_LIMIT = 20_000  # positions the analysis remembers while this bot plays (the heap stays small)
ROUNDS = 32  # imagined tables each played-out move meets, at the most (fewer when the budget binds)
# Moves played out per candidate, at the most; the search's whole budget is twice this. Raised from 16 tables
# and 360 moves once the table got faster: the larger search plays better and a decision stays within a
# second (docs/bots.md, "A larger search").
BUDGET = 800
BUY_ROUNDS = 24  # imagined tables for 买庄, one playout each, within BUDGET moves (fewer at the deal)
# What a 买庄 added to a seat's net, on average, by the 将 among the cards it held when it decided (three,
# 3 standing for 3 or more) and whether it dealt: greedy self-play under the drawing, every seat's hand
# settled both ways, 2000 hands of each rule set pooled (benchmarks/bench_buy.py, docs/bots.md).
BUY_WORTH: dict[tuple[int, bool], float] = {
    (0, False): -2.3, (0, True): -1.0, (1, False): 0.4, (1, True): 2.2,
    (2, False): 2.4, (2, True): 2.6, (3, False): 5.3, (3, True): 8.2,
}
# Under the house rule buy_after_deal the seat holds its whole hand: without 庄 in sight a buy came to
# −2.1 (haimen) and −1.9 (tongdong) a hand in greedy self-play (docs/bots.md, "Buying 庄").
BUY_WHOLE_HAND = -2.0


def _zhuang_in_sight(hand: list[int]) -> bool:
    """A dealt four, or a dealt triplet of a 将."""
    return any(n == 4 or (n == 3 and k in JIANG) for k, n in enumerate(hand))


def bought_gain(table: Any, seat: int) -> float:
    """What a 买庄 by ``seat`` would have added to its net at the end of ``table``'s hand."""
    rnd = round_json(table)
    rnd["players"][seat]["bought"] = True
    return float(settle(Round.from_json(rnd)).net[seat] - table.outcome().net[seat])


def _table_zhuang(seat: Any, melds: tuple[Meld, ...], rules: Any) -> int:
    """庄 the table counts whether or not the seat wins (engine/bahu/settle.py table_zhuang)."""
    pengs = [m for m in melds if m.kind in ("peng", "gang")]
    player = Player(melds=tuple(pengs), bombs=tuple(m.cards[0] for m in melds if m.kind == "bomb"), huang=seat.huang)
    return table_zhuang(player, rules)[0]


def _win_zhuang(seat: Any, melds: tuple[Meld, ...], hutou: int, jiang_peng: bool) -> int:
    """The win's own 庄 and 底 (平胡, 飘胡 or 黑八, engine/bahu/settle.py win_bonus)."""
    if seat.ping():
        return (3 if hutou >= 11 else 2) + 1
    if jiang_peng or any(m.kind in ("peng", "gang") and m.is_jiang for m in melds):
        return (6 if hutou >= 11 else 4) + 2
    return 8 + 8



def _greedy(_level: str, seed: str) -> GreedyBot:
    """The players of the imagined tables (the playouts seat greedy bots)."""
    return GreedyBot(seed)


class LookaheadBot:
    name = "lookahead"

    def __init__(self, seed: int | str, width: int = playouts.WIDTH,
                 rounds: int | None = None, budget: int | None = None) -> None:
        # its judgement follows from the position alone (engine/bots/seeding.py), whatever the seed;
        # ``width``: the moves its search plays out (0: the measure's first and its rival, as before)
        self.width = width
        # ``rounds``/``budget``: this bot's own search size (None: the module's ROUNDS and BUDGET)
        self.rounds, self.budget = rounds, budget

    def choose(self, state: BahuState, options: list[Event]) -> Event:
        return choice(state, options, self)

    def fixed(self, state: BahuState, options: list[Event]) -> Event | None:
        """A bomb is laid out, a 涨将 stood and a card flipped as soon as they may be: by rule."""
        for wanted in ("bomb", "zhang", "draw"):
            found = next((e for e in options if e.type == wanted), None)
            if found is not None:
                return found
        return None

    def buy_or_pass(self, state: BahuState, options: list[Event]) -> list[Estimate]:
        """买庄 or not, valued by what a buy would add to the seat's net: a buy triples what the seat
        and every other player pay each other for 庄 (the 底 is not bought), so it is worth it only
        with 庄 of its own in sight — a four (a bomb's 庄 count whether or not it wins) or a triplet of
        a 将 (平胡, and a 将碰 or bomb to come). Without one, buying is valued at what hands holding as
        many 将 came to in greedy self-play (:data:`BUY_WORTH`) and not played out; with one the
        hand is played out and each end settled both ways (:func:`engine.bots.playouts.settled_gain`).
        The seat judges the cards it holds when it decides: in the drawing its first
        ``buy_max_cards`` only, and the imagined tables complete every hand, its own included, from
        the cards it has not seen (:func:`engine.bahu.worlds.imagine`)."""
        passing = next(e for e in options if e.type == "pass")
        buying = next((e for e in options if e.type == "buy"), None)
        seat = passing.seat
        hold = Estimate(passing, 0.0, 0.0, 0, 0, 0, {"buy_gain": 0.0})
        if buying is None:
            return [hold]
        hand = state.seats[seat].hand
        if not _zhuang_in_sight(hand) or BUY_ROUNDS <= 0:
            held = sum(hand)
            jiang = sum(n for k, n in enumerate(hand) if k in JIANG)
            if held <= 3:  # the drawing: what buys on as many 将 came to
                gain = BUY_WORTH[(min(3, jiang), seat == state.dealer)]
                facts = {"buy_gain": gain, "jiang_held": jiang, "held": held}
            else:
                gain, facts = BUY_WHOLE_HAND, {"buy_gain": BUY_WHOLE_HAND}
        else:
            found = playouts.settled_gain(state, seat, passing, imagine, clone, _greedy,
                                          position_rng(state, options, "buy"), BUY_ROUNDS, BUDGET,
                                          lambda table: bought_gain(table, seat))
            gain, facts = found.net, {"buy_gain": round(found.net, 3), **found.to_json()}
        buy = Estimate(buying, gain, 0.0, 0, 0, 0, facts)
        return [buy, hold] if gain > 0 else [hold, buy]

    def judge(self, state: BahuState, options: list[Event], also: Event | None = None,
              rounds: int | None = None) -> list[Estimate]:
        """:meth:`evaluate`, then the first move and its rival (:func:`engine.bots.playouts.rival`)
        played out on the same ``rounds`` imagined tables: the best mean net comes first (``rounds``
        0: the measure alone). ``also`` (the move a player made) is played out beside them
        (``Ranking.also``). A 买庄 is valued by its own playouts (:meth:`buy_or_pass`)."""
        rounds = (ROUNDS if self.rounds is None else self.rounds) if rounds is None else rounds
        budget = BUDGET if self.budget is None else self.budget
        if {e.type for e in options} <= {"buy", "pass"}:
            return self.evaluate(state, options)
        estimates = self.evaluate(state, options)
        rng = position_rng(state, options, "tables")
        if self.width:
            return playouts.halving(estimates, state, options[0].seat, also, (imagine, clone, _greedy), rng, rounds,
                                    budget * playouts.COUNTED, self.width)
        return playouts.judge(estimates, state, options[0].seat, also, state.phase == "window", True,
                              (imagine, clone, _greedy), rng, rounds, budget)

    def evaluate(self, state: BahuState, options: list[Event]) -> list[Estimate]:
        """Every discard, take or pass among ``options``, best first (a 买庄 and its pass: :meth:`buy_or_pass`)."""
        if {e.type for e in options} <= {"buy", "pass"} and state.phase == "deal":
            return self.buy_or_pass(state, options)
        s = options[0].seat
        state.ev.trim(CACHE_LIMIT)
        hidden = unseen(state, s)
        steps = PER_FLIP * state.wall_left
        out = []
        hand, melds = state.seats[s].position()
        lacking = state.ev.lacking(hand, melds)
        for e in options:
            if e.type == "discard":
                if lacking and e.card.index not in lacking and any(o.card.index in lacking for o in options
                                                                   if o.type == "discard"):
                    continue  # dropping a card of a group only loses groups (as the greedy bot reasons)
                out.append(self._estimate(state, e, *state.preview(e), hidden, steps))
            elif e.type == "pass" and state.phase != "deal":
                # a card passed is stale for the seat's 吃 (迷张) and, where the rules say so, its 碰 (霉张)
                out.append(self._estimate(state, e, *state.seats[s].position(), hidden, steps, stale=state.card))
            elif e.type in TAKES:
                out.append(self._after_take(state, e, hidden, steps))
        return ranked(out, position_rng(state, options, "order"))

    def win_value(self, state: BahuState, e: Event) -> float:
        """What winning on ``e`` is worth on this bot's scale (庄 and 底 from one payer)."""
        seat = state.seats[e.seat]
        hand, melds = seat.position()
        wait = state.ev.wins_on(hand, melds, e.card.index)
        hutou = wait.hutou if wait is not None else 8
        jiang_peng = wait is not None and wait.way in ("peng", "gang") and e.card.index in JIANG
        return float(_table_zhuang(seat, melds, state.rules) + _win_zhuang(seat, melds, hutou, jiang_peng))

    def explain(self, state: BahuState, est: Estimate) -> dict[str, Any]:
        """Facts for the review's words only, too dear to work out for every candidate: the unseen
        copies of the card let go, and how many cards the hand after the move is from 圆 when every
        kind could join a group but not all at once (engine/bahu/analysis.py, as the practice table's
        hint measures the hand now)."""
        f = est.facts
        out: dict[str, Any] = {}
        gone = est.event.card if est.event.type == "discard" else BY_CODE.get(f.get("then_discard", ""))
        if gone is not None:  # copies of the card let go that others may hold: a pair could 碰 it
            out["discard_unseen"] = unseen(state, est.event.seat)[gone.index]
        if est.event.type == "discard" and est.event.card.index in JIANG:
            out["discard_jiang"] = True  # a 将 let go: the review says what it gives up
        if f.get("yuan") or f.get("lacking") or "lacking" not in f:
            return out
        from engine.bahu.analysis import analyze
        from engine.bahu.table_result import cards_of

        e = est.event
        if e.type == "pass":
            hand, melds = state.seats[e.seat].position()
        else:
            hand, melds = state.preview(e)
        after = list(hand)
        if "then_discard" in f:
            after[BY_CODE[f["then_discard"]].index] -= 1
        found = analyze(cards_of(after), melds, state.rules, with_waits=False).distance
        return out if found is None else {**out, "from_yuan": found}

    def _after_take(self, state: BahuState, e: Event, hidden: list[int], steps: int) -> Estimate:
        """The take followed by its best discard (a kind taken by 吃 is never discarded)."""
        hand, melds = state.preview(e)
        lacking = state.ev.lacking(hand, melds)
        kinds = [k for k in range(len(hand)) if state.may_discard_after(e, k, hand)]
        narrowed = [k for k in kinds if k in lacking] or kinds
        best = None
        for k in narrowed:
            after = list(hand)
            after[k] -= 1
            est = self._estimate(state, e, tuple(after), melds, hidden, steps, discard=k)
            if best is None or est.key() > best.key():
                best = est
        if best is None:
            return Estimate(e, SWELL, 0.0, 99, 0, 0, {"swell": True}, (-99,), (-1, -99))
        return best

    def _estimate(self, state: BahuState, e: Event, hand: tuple[int, ...], melds: tuple[Meld, ...], hidden: list[int],
                  steps: int, discard: int | None = None, stale: int | None = None) -> Estimate:
        ev = state.ev
        lacking = ev.lacking(hand, melds)
        dead = sum(1 for kinds in lacking.values() if not kinds)
        dist = len(lacking) + dead
        helps: set[int] = set()
        for kinds in lacking.values():
            helps |= kinds
        accept = sum(hidden[k] for k in helps if k != stale)
        table = sum(m.hutou_under(state.rules.jiang_gang_hutou) for m in melds)
        hutou = ev.hutou(hand, melds) if not lacking else None
        waits = 0
        live: list[int] = []  # 听张 with copies unseen, and how many 听张 have none left (the review says so)
        gone = 0
        seat = state.seats[e.seat]
        kept = _table_zhuang(seat, melds, state.rules)
        worth_won: float = kept + _win_zhuang(seat, melds, max(8, table), False)
        if len(lacking) <= 1 and not dead:
            wins = ev.wins(hand, melds)
            copies = {k: hidden[k] for k in wins if hidden[k]}
            live, gone = sorted(copies), len(wins) - len(copies)
            if copies:
                dist = 0
                waits = sum(copies.values())
                worth_won = kept + sum(n * _win_zhuang(seat, melds, wins[k].hutou, wins[k].way in ("peng", "gang")
                                                      and k in JIANG) for k, n in copies.items()) / waits
            elif not lacking:
                dist = 1  # 圆 but short of 8 胡头 on every card still to come
        total = sum(hidden)
        chance = win_chance(dist, accept, waits, total, steps, IMPROVE)
        if not waits and ev.hutou_bound(hand, melds) < 8:
            chance *= SHORT  # 8 胡头 are out of reach with these cards: only more takes could bring them
        facts: dict[str, Any] = {"yuan": hutou is not None, "hutou": hutou, "lacking": len(lacking)}
        if live or gone:
            facts["waits_on"], facts["dead_waits"] = [ALL_CARDS[k].code for k in live], gone
        if discard is not None:
            facts["then_discard"] = ALL_CARDS[discard].code
        greedy = worth(state, hand, melds)
        # 圆 first, then fewer kinds without a group (the greedy bot's order), and within those the value
        rank = (greedy[0], greedy[1] if not greedy[0] else 0)
        value = chance * worth_won + (1 - chance) * KEEP * kept
        facts["zhuang"] = kept
        return Estimate(e, value, chance, dist, accept, waits, facts, greedy, rank)
