"""Monte Carlo playouts: candidate moves judged by playing the rest of the hand out many times.

Each round imagines one table consistent with what the seat knows (the game's ``imagine``: the
cards it has not seen dealt again at random), then plays every candidate on a copy of that same
table and the rest of the hand with greedy bots in every seat, the seat's own included. All
candidates meet the same tables and the same bot seeds (common random numbers), so the difference
between two candidates comes from the candidates, not from luck of the deal. A candidate's value is
the seat's mean net over the rounds; its win share is how often the seat won.

The rounds are counted, and so is the work: a round is not started once the moves played out so
far, and one round more like them, would pass ``budget`` (never fewer than ``MIN_ROUNDS``). A long
hand ahead gets fewer rounds, a short one the full number, and a decision stays within its time. Both
are counts, not a clock: a bot stays deterministic given its seed, and the review says the same
thing on every machine.

Two ways to pick what is played out: :func:`judge`, the measure's first and one :func:`rival` (the
bot before its search, ``width=0``), and :func:`halving`, the search the ``lookahead`` level makes:
the measure's first ``WIDTH`` moves by successive halving, a challenger played instead of the
measure's first only when it is ahead of it on the same tables by more than luck would give.

>>> from engine.core.rng import rng
>>> from engine.waihuzi.state import WaihuziState
>>> from engine.waihuzi.worlds import clone, imagine
>>> from engine.waihuzi.players import make_bot
>>> s = WaihuziState.deal(seed=3)
>>> moves = s.legal_moves()[:2]
>>> found = compare(s, moves[0].seat, moves, imagine, clone, make_bot, rng("review"), rounds=3)
>>> [p.rounds for p in found]
[3, 3]
>>> found == compare(s, moves[0].seat, moves, imagine, clone, make_bot, rng("review"), rounds=3)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.core.game import Event, State

MAX_EVENTS = 3000  # more than any hand has: a playout that does not end is a bug, not a long hand
MIN_ROUNDS = 2
COUNTED = 2  # the candidates whose moves count against the budget: the first and its rival


@dataclass(frozen=True)
class Playouts:
    """What the playouts of one candidate came to."""

    rounds: int
    net: float  # the seat's mean net
    wins: float  # share of the rounds the seat won

    def to_json(self) -> dict[str, Any]:
        return {"playouts": self.rounds, "net": round(self.net, 3), "win_share": round(self.wins, 3)}


def compare(state: State, seat: int, candidates: Sequence[Event], imagine: Callable[[Any, int, Any], Any],
            clone: Callable[[Any], Any], make_bot: Callable[[str, str], Any], rng: Any,
            rounds: int, budget: int | None = None) -> list[Playouts]:
    """Each candidate of ``seat`` played out on the same imagined tables: ``rounds`` of them, fewer
    when the moves played out would pass ``budget``. Only the first two candidates' moves are
    counted against it: a third (the move a player made, in a review) never changes how many tables
    the first two meet, so their values are those a hint gave."""
    nets = [0.0] * len(candidates)
    wins = [0] * len(candidates)
    work = [0]
    done = 0
    for world, seed in _tables(state, seat, imagine, rng, rounds, budget, work):
        for j, move in enumerate(candidates):
            table = clone(world)
            table.push(move)
            played = play_out(table, seed, make_bot)
            if j < COUNTED:
                work[0] += played
            out = table.outcome()
            nets[j] += out.net[seat]
            wins[j] += out.winner == seat
        done += 1
    return [Playouts(done, nets[j] / done, wins[j] / done) for j in range(len(candidates))]


def settled_gain(state: State, seat: int, move: Event, imagine: Callable[[Any, int, Any], Any],
                 clone: Callable[[Any], Any], make_bot: Callable[[str, str], Any], rng: Any, rounds: int,
                 budget: int | None, gain: Callable[[Any], float]) -> Playouts:
    """For a choice that changes the settlement and not the play (八胡's 买庄: the same hand, paid at
    another rate), one playout a table tells both sides: ``move`` is played out on the imagined
    tables as :func:`compare` plays it, and ``net`` is the mean of ``gain(table)`` at each end —
    what the other side would have added. The tables and seeds are those :func:`compare` would meet,
    so with every seat played by greedy bots (which never read the settlement) this is exactly the
    difference of the two sides' mean nets there; ``budget`` counts all the moves played out."""
    total = 0.0
    wins = 0
    work = [0]
    done = 0
    for world, seed in _tables(state, seat, imagine, rng, rounds, budget, work):
        table = clone(world)
        table.push(move)
        work[0] += play_out(table, seed, make_bot)
        total += gain(table)
        wins += table.outcome().winner == seat
        done += 1
    return Playouts(done, total / done, wins / done)


def _tables(state: State, seat: int, imagine: Callable[[Any, int, Any], Any], rng: Any, rounds: int,
            budget: int | None, work: list[int]) -> Iterator[tuple[Any, int]]:
    """One imagined table and bot seed a round, ``rounds`` of them, stopping before a round that
    would take ``work[0]`` (the moves played out so far, kept by the caller) past ``budget``."""
    for done in range(rounds):
        if budget is not None and done >= MIN_ROUNDS and work[0] + work[0] / done > budget:
            return
        yield imagine(state, seat, rng), rng.randrange(1 << 30)


def play_out(table: Any, seed: int, make_bot: Callable[[str, str], Any]) -> int:
    """The rest of the hand with a greedy bot in every seat (seeded by ``seed`` and the seat); the
    moves played."""
    bots: dict[int, Any] = {}
    for played in range(MAX_EVENTS):
        if table.is_over():
            return played
        options = table.legal_moves()
        mover = options[0].seat
        if mover not in bots:
            bots[mover] = make_bot("greedy", f"{seed}.{mover}")
        table.push(bots[mover].choose(table, options))
    raise RuntimeError("a playout did not end")


def rival(ranked: Sequence[Any], in_window: bool, level: bool = False) -> Any | None:
    """The candidate worth playing out against the first of ``ranked`` (estimates, best first): in a
    claim window the best of the other kind (a take against the pass, the pass against a take);
    otherwise the second, when it is another move. The second must rank level with the first on the
    measure's leading facts (``rank``), and so must the other kind in a window when ``level``: where
    the measure sees one move bring the hand nearer, the playouts are not asked."""
    if len(ranked) < 2:
        return None
    top = ranked[0]
    if in_window:
        passing = top.event.type == "pass"
        other = next((e for e in ranked[1:] if (e.event.type == "pass") != passing), None)
        return other if other is not None and (not level or other.rank == top.rank) else None
    second = ranked[1]
    return second if second.rank == top.rank and second.event != top.event else None


def rerank(ranked: Sequence[Any], picks: Sequence[Any], found: Sequence[Playouts]) -> list[Any]:
    """``ranked`` with the played-out ``picks`` first, by their mean net (the measure's order between
    equals), each carrying its playouts among its facts; the rest follow in the measure's order."""
    order = {id(e): i for i, e in enumerate(ranked)}
    marked = sorted(zip(picks, found), key=lambda m: (-m[1].net, order.get(id(m[0]), len(ranked))))
    chosen = {id(e) for e in picks}
    return [replace(e, facts={**e.facts, **p.to_json()}) for e, p in marked] + \
        [e for e in ranked if id(e) not in chosen]


class Ranking(list[Any]):
    """A judgement: the estimates best first, as a hint of the position gives them, and ``also``: the
    playouts of moves a review asked about besides (the move a player made, and the first move when
    the hint played nothing out), on the same tables."""

    def __init__(self, items: Sequence[Any] = (), also: dict[Event, Playouts] | None = None) -> None:
        super().__init__(items)
        self.also: dict[Event, Playouts] = dict(also or {})


def judge(estimates: Sequence[Any], state: State, seat: int, also: Event | None, in_window: bool, level: bool,
          game: tuple[Callable, Callable, Callable], rng: Any, rounds: int, budget: int | None = None) -> Ranking:
    """A lookahead bot's judgement: its ``estimates`` (best first), with the first and its :func:`rival`
    played out on the same ``rounds`` tables and put first by their mean net (:func:`rerank`);
    ``budget``: the moves played out per candidate at the most (:func:`compare`). ``game``: its
    (imagine, clone, make_bot). A table without its wall, or nothing to compare, leaves the estimates
    as they are.

    ``also`` (the move a player made) never changes the ranking: it is played out on the same tables
    and its playouts come in :attr:`Ranking.also` — with the first move's, when the ranking played
    nothing out — so a review of a position says what its hint said."""
    if state.wall is None or len(estimates) < 2 or rounds <= 0:
        return Ranking(estimates)
    imagine, clone, make_bot = game
    lead = [estimates[0]]
    other = rival(estimates, in_window, level)
    if other is not None:
        lead.append(other)
    mine = next((e for e in estimates if also is not None and e.event == also), None)
    extra = [mine] if mine is not None and all(mine is not p for p in lead) else []
    if len(lead) < 2:
        if not extra:
            return Ranking(estimates)
        found = compare(state, seat, [lead[0].event, extra[0].event], imagine, clone, make_bot, rng, rounds,
                        None if budget is None else budget * COUNTED)
        return Ranking(estimates, {lead[0].event: found[0], extra[0].event: found[1]})
    found = compare(state, seat, [p.event for p in lead + extra], imagine, clone, make_bot, rng, rounds,
                    None if budget is None else budget * COUNTED)
    return Ranking(rerank(estimates, lead, found[:COUNTED]), {e.event: f for e, f in zip(extra, found[COUNTED:])})


WIDTH = 4  # candidates a search plays out at the most: the measure's first and the next three
START = 4  # imagined tables every candidate meets before the first halving
SURE = 1.0  # standard errors by which a challenger must beat the measure's first to be played instead


def halving(estimates: Sequence[Any], state: State, seat: int, also: Event | None,
            game: tuple[Callable, Callable, Callable], rng: Any, rounds: int, budget: int | None,
            width: int = WIDTH, start: int = START, sure: float = SURE, in_window: bool = False) -> Ranking:
    """A search over the measure's first ``width`` moves by successive halving: every one meets the
    same ``start`` imagined tables; then the better half of the challengers, by their mean difference
    from the measure's first on the same tables, meets twice as many, and so on until one is left,
    ``rounds`` tables are met or the moves played out would pass ``budget`` (counted over every
    candidate). The measure's first stays in every stage: it is what each challenger is measured
    against, and a challenger is played instead only when its mean difference is above ``sure``
    standard errors of it — with few tables a difference is mostly luck, and then the measure's order
    (the greedy bot's facts first) is kept. A challenger that is no better on the mean stops there.

    ``in_window`` (a claim window): the search also plays out the best move of the other kind — the
    pass against the takes, the best take against the pass — when the measure's first ``width`` are
    all of one kind, so the window's real question, take or pass, is always asked (as :func:`rival`
    asks it).

    ``also`` (the move a player made) is played on the tables the first of the ranking met, after the
    search, so it never changes the ranking (:attr:`Ranking.also`)."""
    if state.wall is None or len(estimates) < 2 or rounds <= 0:
        return Ranking(estimates)
    imagine, clone, make_bot = game
    pool = list(estimates[:max(2, width)])
    other = rival(estimates, True) if in_window else None
    if other is not None and all(other is not p for p in pool):
        pool.append(other)
    tables: list[tuple[Any, int]] = []
    nets: list[list[float]] = [[] for _ in pool]
    wins: list[list[bool]] = [[] for _ in pool]
    work = [0, 0]  # moves played out by the candidates, and their playouts

    def play(j: int, t: int, counted: bool = True) -> tuple[float, bool]:
        table = clone(tables[t][0])
        table.push(pool[j].event if j >= 0 else also)
        played = play_out(table, tables[t][1], make_bot)
        if counted:
            work[0] += played
            work[1] += 1
        out = table.outcome()
        return float(out.net[seat]), out.winner == seat

    alive = list(range(len(pool)))
    n = min(start, rounds)
    while True:
        for t in range(len(nets[0]), n):
            if budget is not None and work[1] and work[0] + work[0] / work[1] * len(alive) > budget:
                break
            if t == len(tables):
                tables.append((imagine(state, seat, rng), rng.randrange(1 << 30)))
            for j in alive:
                net, won = play(j, t)
                nets[j].append(net)
                wins[j].append(won)
        met = len(nets[0])
        if met < n or n >= rounds:
            break
        ahead = sorted((j for j in alive[1:] if _gain(nets, j)[0] > 0), key=lambda j: -_gain(nets, j)[0])
        if not ahead:
            break
        alive = [0] + ahead[:(len(ahead) + 1) // 2]
        n = min(rounds, 2 * n)
    found = {j: Playouts(len(nets[j]), sum(nets[j]) / len(nets[j]), sum(wins[j]) / len(wins[j]))
             for j in range(len(pool)) if nets[j]}
    sure_ones = [j for j in alive[1:] if len(nets[j]) == len(nets[0])
                 and _gain(nets, j)[0] > max(0.0, sure * _gain(nets, j)[1])]
    lead = max(sure_ones, key=lambda j: _gain(nets, j)[0]) if sure_ones else 0
    # the one played first, the measure's first, then the others played out by their mean net
    order = [lead] + ([0] if lead else []) + sorted((j for j in range(1, len(pool)) if j != lead and nets[j]),
                                                    key=lambda j: (-len(nets[j]), -found[j].net, j))
    marked = [replace(pool[j], facts={**pool[j].facts, **found[j].to_json()}) for j in order]
    picked = {id(pool[j]) for j in order}
    extra: dict[Event, Playouts] = {}
    if also is not None:
        met = len(nets[lead])
        mine = [play(-1, t, counted=False) for t in range(met)]
        extra[also] = Playouts(met, sum(m[0] for m in mine) / met, sum(m[1] for m in mine) / met)
    return Ranking(marked + [e for e in estimates if id(e) not in picked], extra)


def _gain(nets: list[list[float]], j: int) -> tuple[float, float]:
    """Candidate ``j``'s mean difference from the measure's first on the tables both met, and its
    standard error (common random numbers: the difference, table by table)."""
    d = [a - b for a, b in zip(nets[j], nets[0])]
    mean = sum(d) / len(d)
    if len(d) < 2:
        return mean, float("inf")
    var = sum((x - mean) ** 2 for x in d) / (len(d) - 1)
    return mean, (var / len(d)) ** 0.5
