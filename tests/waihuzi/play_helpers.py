"""Building 歪胡子 tables for the play tests: the cards a test cares about, the rest padded.

``table("55x 46x", "", "33d", wall="5x 7d")`` deals seat 0 (the dealer) 20 cards holding 55x46x,
seat 1 19 cards, seat 2 19 holding 33d; the stock starts 5x 7d. The padding is drawn from the cards
left, seeded, and redrawn until no padded seat wins on the deal (一对/九对/无对/十对/死手牌 or 天胡), so a
test's first event is the dealer's discard. Events are written as in a record: ``ev("0 discard 5x")``.
"""

from __future__ import annotations

from engine.core.game import Event
from engine.core.rng import rng
from engine.waihuzi.cards import ALL_CARDS, COPIES, DECK, parse_cards
from engine.waihuzi.claims import qishou
from engine.waihuzi.rules import DEFAULT, RuleSet
from engine.waihuzi.state import WaihuziState

SIZES = (20, 19, 19, 0)


def ev(text: str) -> Event:
    return Event.parse(text, DECK)


def table(h0: str = "", h1: str = "", h2: str = "", wall: str = "", *, rules: RuleSet = DEFAULT, seed: int = 0,
          full: tuple[bool, bool, bool] = (False, False, False), sizes: tuple[int, ...] = SIZES,
          qishou_ok: bool = False, last: str = "") -> WaihuziState:
    """Seat 0 deals; ``full[s]``: hand ``s`` is given whole (no padding); ``last``: the stock's last cards."""
    given = [parse_cards(h) for h in (h0, h1, h2)]
    head = parse_cards(wall)
    tail = parse_cards(last)
    counts = [COPIES] * len(ALL_CARDS)
    for c in [c for h in given for c in h] + head + tail:
        counts[c.index] -= 1
        assert counts[c.index] >= 0, f"a fifth {c}"
    for attempt in range(200):
        pool = [ALL_CARDS[k] for k, n in enumerate(counts) for _ in range(n)]
        rng(f"{seed}:{attempt}").shuffle(pool)
        hands = []
        for s in range(3):
            need = sizes[s] - len(given[s]) if not full[s] else 0
            hands.append(list(given[s]) + pool[:need])
            pool = pool[need:]
        if not qishou_ok:
            hand_counts = [[sum(1 for c in h if c is k) for k in ALL_CARDS] for h in hands]
            if any(qishou(h, hc, s == 0, rules)[0] for s, (h, hc) in enumerate(zip(hands, hand_counts))
                   if not full[s]):
                continue
        return WaihuziState(rules, 0, hands + [[]], head + pool + tail)
    raise AssertionError("no padding without a win on the deal")


def play(st: WaihuziState, *texts: str) -> list:
    """Push events; return every violation they caused."""
    out = []
    for t in texts:
        out += st.push(ev(t))
    return out


def rules_of(violations) -> list[str]:
    return [v.rule for v in violations]


def record(st: WaihuziState, *texts: str, rules: str = "waihuzi"):
    """A record of the deal of ``st`` (fresh, before any event) and the events ``texts``."""
    from engine.core.record import Record

    return Record(game="waihuzi", rules=rules, dealer=st.dealer, hands=st.dealt, wall=st.wall,
                  events=tuple(ev(t) for t in texts))
