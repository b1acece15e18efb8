"""One seat's choice on a card up for claims: the table position it needs, the claims the rules allow it,
and which of them lead to the best position.

A claim position (a dict, as puzzles store it; docs/content-format.md) is what the table engine needs
to know about the seat: ``hand`` (concealed cards), ``melds`` (its table, standing 将 as ``zhang:X``),
``card``, ``how`` (``discard`` or ``flip``), ``from`` (the seat that discarded or flipped it), ``seat``
(the seat asked), and where they matter ``taken`` (kinds it took by 吃, never discarded), ``passed_chi``
/ ``passed_peng`` (kinds it let pass before: 迷张, 霉张), ``seen_jiang`` (the 将 seen when its hand
became 圆: a 将 not among them is 生将) and ``pairs`` (other seats holding a pair of the card).

:func:`window` builds a :class:`~engine.bahu.state.BahuState` at that moment, so the claims offered
are the state's own ``legal_moves`` (触口 must 胡, 碰将 and 开招 under Tongdong, 见滚不打 …).
:func:`judge` ranks them: a 胡 first; then, after the take and the seat's best discard (or after a
pass, as the hand stands), a 圆 position with more 胡头 above one with fewer, and any 圆 position
above one that is not, those by fewer cards to 圆. Options the measure cannot separate are all best.

>>> pos = {"hand": "2s2m8p 3s3m7p 456m 78p", "melds": ["peng:Q", "peng:H"], "card": "9p", "how": "discard",
...        "from": 3, "seat": 0}
>>> [c.code for c in judge("haimen", pos).best]
['hu']
>>> pos = {"hand": "5m5m 2s2m8p 3s3m7p 9p QQ", "melds": [], "card": "5m", "how": "discard", "from": 1, "seat": 0}
>>> sorted(c.code for c in judge("haimen", pos).options)
['pass', 'peng']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.bahu.groups import JIANG, Meld
from engine.bahu.moves import table_meld
from engine.bahu.rules import RuleSet
from engine.bahu.seat import SEATS, Seat
from engine.bahu.solver import MAX_DISTANCE, _lower_bound, distance_to_yuan
from engine.cards import ALL_CARDS, Card, counts_of, parse_cards
from engine.core import schema
from engine.core.errors import InputError
from engine.core.game import Event

HOW = {"discard": "discard", "flip": "draw"}  # the position's word → the state's
FAR = MAX_DISTANCE + 1
Value = tuple[int, int]  # (3, 胡头) a win; (1, 胡头) 圆; (0, −cards to 圆); (−1, 0) no discard left (涨爆)


@dataclass(frozen=True)
class Choice:
    """One claim the seat may make: ``code`` as the answers write it (``hu``, ``peng``, ``chi 34s``, ``pass``),
    the position's value after it, and the discard that reaches it (after a take)."""

    code: str
    event: Event
    value: Value
    discard: Card | None = None
    compulsory: Any = None  # the rule that makes the seat take the card (no pass), or None


@dataclass(frozen=True)
class Judgement:
    options: tuple[Choice, ...]
    best: tuple[Choice, ...]
    duty: Any  # the rule that forbids passing, or None


def claim_code(event: Event) -> str:
    """``hu``, ``peng``, ``gang``, ``zhang``, ``pass``, or ``chi`` with the hand cards it uses (``chi 34s``)."""
    if event.type == "chi" and event.with_:
        return "chi " + event.code().split(" ", 3)[3]
    return event.type


# --- the position ----------------------------------------------------------------------------------

def _codes(position: dict[str, Any], key: str) -> list[Card]:
    return parse_cards(" ".join(schema.field_items(position, key, str, path="position", default=[])))


def _seat_no(position: dict[str, Any], key: str) -> int:
    return schema.seat(schema.field(position, key, object, path="position"), f"position.{key}", SEATS)


def window(rules: str | RuleSet, position: dict[str, Any]):
    """The table state with the position's card up for claims (the other seats hold nothing but the
    ``pairs`` named); ``(state, seat)``."""
    from engine.bahu.state import BahuState

    rs = rules if isinstance(rules, RuleSet) else RuleSet.named(rules)
    hand_text = schema.field(position, "hand", str, path="position")
    card_text = schema.field(position, "card", str, path="position")
    melds_raw = schema.field_items(position, "melds", str, path="position", default=[])
    how = schema.field(position, "how", str, path="position")
    if how not in HOW:
        raise InputError("position.how must be \"discard\" or \"flip\"", "position.how")
    seat, source = _seat_no(position, "seat"), _seat_no(position, "from")
    hand = parse_cards(hand_text)
    card = Card.parse(card_text)
    melds = [Meld.parse(m) for m in melds_raw]
    pairs = schema.field_items(position, "pairs", int, path="position", default=[])
    if not all(0 <= p < SEATS and p != seat for p in pairs):
        raise InputError("position.pairs must list other seats (0–3)", "position.pairs")
    from engine.bahu.deck import check_cards

    check_cards(hand + [card] + [c for m in melds for c in m.cards] + [card] * (2 * len(pairs)), rs.name)
    state = BahuState(rs, [[], [], [], []], None, source)
    state.violations, state._new_violations = [], []
    state.seats = [_seat(rs, hand, melds, position) if s == seat else _other(rs, card, s in pairs)
                   for s in range(SEATS)]
    state.buy_decided = set(range(SEATS))
    state.seen_jiang = set()
    state._open(card.index, source, HOW[how])
    state._decision = None
    return state, seat


def _seat(rs: RuleSet, hand: list[Card], melds: list[Meld], position: dict[str, Any]) -> Seat:
    counts = counts_of(hand)
    dealt = list(counts)
    table, standing = [], [0] * len(counts)
    for m in melds:
        if m.kind == "zhang":
            standing[m.cards[0].index] += 1
            continue
        table.append(table_meld(m.kind, m.cards))
        if m.kind in ("peng", "gang", "bomb"):  # all but the card taken came with the deal
            dealt[m.cards[0].index] += len(m.cards) - (m.kind != "bomb")
    seat = Seat(counts, tuple(dealt), standing, table)
    seat.chi_taken = {c.index for c in _codes(position, "taken")}
    seat.stale_chi = {c.index for c in _codes(position, "passed_chi")}
    seat.stale_peng = {c.index for c in _codes(position, "passed_peng")}
    seat.bombs_face_down = not seat.has_jiang_pair()  # a claim position's seat takes part (never 黄胡)
    from engine.bahu.claims import Evaluator

    if Evaluator.of(rs).is_yuan(*seat.position()):
        seat.ripe = frozenset(c.index for c in _codes(position, "seen_jiang"))
    return seat


def _other(rs: RuleSet, card: Card, pair: bool) -> Seat:
    counts = [0] * len(ALL_CARDS)
    if pair:
        counts[card.index] = 2
    seat = Seat(counts, tuple(counts))
    if not pair:
        seat.out = "huanghu"  # holds nothing that matters here: it takes no part
    return seat


# --- the claims and their values -------------------------------------------------------------------

def legal_claims(state, seat: int) -> tuple[list[Event], Any]:
    """The seat's claims on the card up, stage by stage (胡, then 碰/杠, then 吃), as the state offers
    them; passing is among them only when no stage forbids it. Returns (events, duty): ``duty`` the
    stage kind that may not be declined ("hu", "peng", "chi", "zhang") or None."""
    events: list[Event] = []
    for stage, s in state.positions:
        if s != seat:
            continue
        options = state._options(stage, s)
        if not options:
            continue
        events += [e for e in options if e.type != "pass"]
        if not any(e.type == "pass" for e in options):
            return _unique(events), stage
    return _unique(events) + ([Event(seat, "pass")] if events else []), None


def _unique(events: Sequence[Event]) -> list[Event]:
    seen, out = set(), []
    for e in events:
        if e.code() not in seen:
            seen.add(e.code())
            out.append(e)
    return out


def position_value(state, hand: tuple[int, ...], melds: tuple[Meld, ...], *, need_distance: bool = True) -> Value:
    h = state.ev.hutou(hand, melds)
    if h is not None:
        return (1, h)
    if not need_distance:
        return (0, -FAR)
    pos = state.ev._position((hand, melds, None))
    d, _ = distance_to_yuan(pos.counts, pos.ctx)
    return (0, -(FAR if d is None else d))


def _after_take(state, event: Event, need_distance: bool) -> tuple[Value, Card | None]:
    """The best position after the take and one discard, and that discard."""
    hand, melds = state.preview(event)
    afters = []
    best: tuple[Value, Card | None] = ((-1, 0), None)  # no discard at all: 涨爆
    for k, n in enumerate(hand):
        if n and state.may_discard_after(event, k, hand):
            after = list(hand)
            after[k] -= 1
            value = position_value(state, tuple(after), melds, need_distance=False)
            afters.append((k, tuple(after)))
            if value > best[0]:
                best = (value, ALL_CARDS[k])
    if best[0][0] != 0 or not need_distance:
        return best
    # none is 圆: the fewest cards to 圆, trying discards by their lower bound and stopping once no
    # remaining one can do better (branch and bound: the same minimum as trying them all)
    bounded = []
    for k, after in afters:
        pos = state.ev._position((after, melds, None))
        bounded.append((_lower_bound(pos.counts, pos.ctx), k, pos))
    best_d, best_k = FAR, afters[0][0]
    for bound, k, pos in sorted(bounded, key=lambda b: (b[0], b[1])):
        if bound >= best_d:
            break
        d, _ = distance_to_yuan(pos.counts, pos.ctx)
        if d is not None and d < best_d:
            best_d, best_k = d, k
    return (0, -best_d), ALL_CARDS[best_k]


def judge(rules: str | RuleSet, position: dict[str, Any]) -> Judgement:
    state, seat = window(rules, position)
    return judge_state(state, seat)


def judge_state(state, seat: int) -> Judgement:
    """Every claim the seat may make on the card up, valued, and the best of them."""
    events, duty = legal_claims(state, seat)
    if not events:
        return Judgement((), (), None)
    here = state.seats[seat].position()
    choices: list[Choice] = []
    takes = [e for e in events if e.type != "hu"]
    # distances only matter when no option reaches 圆 (any 圆 position is better than every other)
    rough = [(e, _after_take(state, e, False) if e.type != "pass" else
              (position_value(state, *here, need_distance=False), None)) for e in takes]
    exact = not any(v[0] >= 1 for _e, (v, _d) in rough)
    for e in events:
        if e.type == "hu":  # a win ends the hand: nothing is better (s000.p053)
            choices.append(Choice(claim_code(e), e, (3, state.ev.wins_on(*here, state.card).hutou)))
            continue
        value, discard = next(r for x, r in rough if x is e)
        if exact:
            value, discard = _after_take(state, e, True) if e.type != "pass" else (position_value(state, *here), None)
        choices.append(Choice(claim_code(e), e, value, discard))
    top = max(c.value for c in choices)
    rule = _duty_rule(state, seat, duty)
    choices = [Choice(c.code, c.event, c.value, c.discard, rule if c.event.type != "pass" else None)
               for c in choices]
    return Judgement(tuple(choices), tuple(c for c in choices if c.value == top), rule)


def _duty_rule(state, seat: int, stage: str | None) -> Any:
    """The declared rule behind a stage the seat may not decline."""
    from engine.bahu import penalties as P

    if stage is None:
        return None
    if stage == "hu":
        return state._hu_pass_rule(seat) or P.RAW_JIANG_BAO
    if stage == "peng":
        return state._peng_duty(seat)
    if stage in ("chi", "chi2"):
        return P.JIANGUN
    return P.ZHANG_MISSING


# --- a position from a real table (self-play) ---------------------------------------------------------

def position_at(state, seat: int) -> dict[str, Any]:
    """The claim position of ``seat`` in a state whose card is up for claims (what :func:`window` reads)."""
    from engine.cards import format_cards

    s = state.seats[seat]
    card = ALL_CARDS[state.card]
    melds = [str(m) for m in s.melds] + [f"zhang:{ALL_CARDS[k].code}" for k, n in enumerate(s.standing)
                                          for _ in range(n)]
    out: dict[str, Any] = {"hand": format_cards([ALL_CARDS[k] for k, n in enumerate(s.hand) for _ in range(n)],
                                                compact=True),
                           "melds": melds, "card": card.code, "how": "discard" if state.how == "discard" else "flip",
                           "from": state.source, "seat": seat}
    for key, kinds in (("taken", s.chi_taken), ("passed_chi", s.stale_chi), ("passed_peng", s.stale_peng)):
        if kinds:
            out[key] = [ALL_CARDS[k].code for k in sorted(kinds)]
    if s.ripe is not None and card.index in JIANG:
        out["seen_jiang"] = [ALL_CARDS[k].code for k in sorted(s.ripe)]
    pairs = [o for o in range(SEATS) if o != seat and state.seats[o].active and state.seats[o].usable(card.index) >= 2
             and card.index in JIANG]
    if pairs:
        out["pairs"] = pairs
    return out
