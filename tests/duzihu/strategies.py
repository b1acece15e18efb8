"""Hypothesis strategies: random winning 笃子胡 hands, built set by set so they are wins by construction."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from engine.cards import ALL_CARDS
from engine.duzihu.rules import PRESETS

CODES = [c.code for c in ALL_CARDS if c.code != "X"]
RUN_STARTS = [c.code for c in ALL_CARDS if not c.is_special and c.rank <= 7]


def _run_codes(start: str) -> list[str]:
    rank, suit = int(start[0]), start[1]
    return [f"{rank + i}{suit}" for i in range(3)]


class _Builder:
    """Cards still free after the turn, and the hand being built."""

    def __init__(self, jiang: list[str]) -> None:
        self.jiang = jiang
        self.left = {code: 4 - jiang.count(code) for code in CODES}
        self.concealed: list[str] = []
        self.melds: list[str] = []

    def take(self, codes: list[str]) -> None:
        for code in codes:
            self.left[code] -= 1

    def holds_every_copy(self, code: str, size: int) -> bool:
        """``size`` cards would be every copy left of a turned card (a 3- or 2-card 龙)."""
        return 4 - self.jiang.count(code) == size == self.left[code] and size < 4


def _draw_set(draw: Any, b: _Builder) -> None:
    shape = draw(st.sampled_from(["run", "run", "three", "four"]))
    runs = [s for s in RUN_STARTS if all(b.left[c] >= 1 for c in _run_codes(s))]
    alike = [c for c in CODES if b.left[c] >= (4 if shape == "four" else 3)]
    if shape == "run" or not alike:
        codes = _run_codes(draw(st.sampled_from(runs)))
        b.take(codes)
        b.concealed += codes
        return
    pick = draw(st.sampled_from(alike))
    size = 4 if shape == "four" else 3
    if size == 4:
        choices = ["hand", "gang", "angang", "long"]
    elif b.holds_every_copy(pick, 3):
        choices = ["hand", "peng", "long", "angang"]
    else:
        choices = ["hand", "peng"]
    where = draw(st.sampled_from(choices))
    b.take([pick] * size)
    if where == "hand":
        b.concealed += [pick] * size
    else:
        b.melds.append(f"{where}:{pick}")


def _draw_pair(draw: Any, b: _Builder) -> None:
    pick = draw(st.sampled_from([c for c in CODES if b.left[c] >= 2]))
    as_long = b.holds_every_copy(pick, 2) and draw(st.booleans())  # s003.p011 the last two of a twice-turned card
    b.take([pick] * 2)
    if as_long:
        b.melds.append(f"long:{pick}")
    else:
        b.concealed += [pick] * 2


@st.composite
def winning_hands(draw: Any) -> dict[str, Any]:
    """Keyword arguments for a score call, plus ``rules``: always a win by construction."""
    rules = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    jiang = [draw(st.sampled_from(CODES + ["X"])) for _ in range(rules.turned)]
    b = _Builder(jiang)
    for _ in range(7):
        _draw_set(draw, b)
    _draw_pair(draw, b)
    if not b.concealed:  # the winning card is in the hand: keep one set there
        kind, code = b.melds.pop(0).split(":")
        b.concealed += [code] * (4 if kind in ("gang",) else 4 - jiang.count(code) if kind != "peng" else 3)
    tiancheng = not any(m.startswith(("peng", "gang")) for m in b.melds) and draw(st.booleans())
    return dict(rules=rules.name, jiang=jiang, concealed=b.concealed, melds=b.melds,
                win=draw(st.sampled_from(b.concealed)), self_drawn=draw(st.booleans()),
                last_card=draw(st.booleans()), xi=draw(st.none() | st.integers(0, 5 - jiang.count("X"))),
                xi_dealt=draw(st.booleans()), tiancheng=tiancheng)
