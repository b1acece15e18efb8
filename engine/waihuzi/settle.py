"""Who pays whom at the end of a 歪胡子 hand, in 息 (计数单位为息, s004.p029).

The source scores a win and stops there: it never says how the 息 change hands. The decision here
(docs/rules/waihuzi-play.md, "Settlement"): **every other player at the table pays the winner the
winner's 息** — the same for a win on a revealed card as for a self-drawn one, since no one chose to
give that card (a win is never on a discard, s004.p019), and the same for a win on the deal
(s004.p053). The seat sitting out (守醒) only counts the cards (s004.p012) and pays nothing; a drawn
hand (流局, s004.p035) pays nothing. So ``net`` always sums to 0.

>>> s = settle(0, 9, (0, 1, 2))
>>> s.xi, s.net
((9, 0, 0, 0), (18, -9, -9, 0))
>>> [line.en for line in s.lines][:2]
['Player B pays the winner, Player A, 9 xi', 'Player C pays the winner, Player A, 9 xi']
>>> settle(None, 0, (0, 1, 3)).net
(0, 0, 0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.reason import Reason
from engine.waihuzi import play_reasons as P

SEATS = 4


@dataclass(frozen=True)
class Settlement:
    """``xi``: the 息 each seat scored this hand (the winner's total, 0 elsewhere); ``net``: what each
    seat gains (+) or pays (−); ``lines``: why, one declared rule per payment."""

    winner: int | None
    xi: tuple[int, ...]
    net: tuple[int, ...]
    lines: tuple[Reason, ...]

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "xi": list(self.xi), "net": list(self.net),
                "lines": [r.to_json() for r in self.lines]}


def settle(winner: int | None, xi: int, playing: Sequence[int]) -> Settlement:
    """The payments of a hand won by ``winner`` for ``xi`` 息 (``winner`` ``None``: drawn), with
    ``playing`` the three seats at play."""
    scored = [0] * SEATS
    net = [0] * SEATS
    lines: list[Reason] = []
    if winner is None:
        lines.append(P.EXHAUSTED())
    else:
        scored[winner] = xi
        for seat in playing:
            if seat != winner:
                net[seat] -= xi
                net[winner] += xi
                lines.append(P.PAYS(seat=seat, winner=winner, xi=xi))
    lines += [P.SITS_OUT(seat=s) for s in range(SEATS) if s not in playing]
    return Settlement(winner, tuple(scored), tuple(net), tuple(lines))
