"""Glicko-2 ratings for the learner and for each puzzle (Glickman, "Example of the Glicko-2 system").

A puzzle attempt is a game between the learner and the puzzle: a solve is a win for the learner and
a loss for the puzzle. Only first attempts are rated; practice mode rates nothing.

The published example — a 1500 player (RD 200, volatility 0.06) beats a 1400 (RD 30), loses to a 1550
(RD 100) and to a 1700 (RD 300):

>>> r = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)])
>>> round(r.rating, 2), round(r.rd, 2), round(r.volatility, 6)
(1464.05, 151.52, 0.059996)

(The paper prints 1464.06 and volatility 0.05999: it rounds its intermediate values; unrounded, as here,
the same steps give 1464.05 and 0.059996.)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
TAU = 0.5  # system constant: how fast volatility may change (Glickman suggests 0.3–1.2)
EPSILON = 0.000001
MAX_RD = 350.0
MIN_RD = 30.0  # never fully certain, so practice after a long break still moves the rating


@dataclass(frozen=True)
class Rating:
    rating: float = 1500.0
    rd: float = 350.0
    volatility: float = 0.06

    def to_json(self) -> dict[str, float]:
        return {"rating": round(self.rating, 2), "rd": round(self.rd, 2), "volatility": round(self.volatility, 6)}


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected(player: Rating, opponent: Rating) -> float:
    """The chance ``player`` scores against ``opponent`` (a learner solving a puzzle)."""
    return _e((player.rating - 1500) / SCALE, (opponent.rating - 1500) / SCALE, opponent.rd / SCALE)


def update(player: Rating, results: Sequence[tuple[Rating, float]], *, tau: float = TAU,
           min_rd: float = 0.0) -> Rating:
    """The player's rating after one rating period with ``results`` (opponent, score 0–1)."""
    mu = (player.rating - 1500) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not results:  # no games: only the uncertainty grows
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, min(MAX_RD, max(min_rd, phi_star * SCALE)), sigma)
    v_inv = 0.0
    delta_sum = 0.0
    for opp, score in results:
        mu_j, phi_j = (opp.rating - 1500) / SCALE, opp.rd / SCALE
        g, e = _g(phi_j), _e(mu, mu_j, phi_j)
        v_inv += g * g * e * (1 - e)
        delta_sum += g * (score - e)
    v = 1.0 / v_inv
    delta = v * delta_sum
    sigma_new = _volatility(delta, phi, v, sigma, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(mu_new * SCALE + 1500, min(MAX_RD, max(min_rd, phi_new * SCALE)), sigma_new)


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    """Step 5 of the paper: the Illinois algorithm on f(x)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    return math.exp(big_a / 2)


def attempt(learner: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both ratings after one rated first attempt (each rated against the other's old rating)."""
    score = 1.0 if solved else 0.0
    return (update(learner, [(puzzle, score)], min_rd=MIN_RD),
            update(puzzle, [(learner, 1.0 - score)], min_rd=MIN_RD))
