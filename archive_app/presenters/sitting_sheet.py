"""What the score sheet and the plot of a sitting show, for the practice table and the replay page
(pure Python, no Qt): one row a hand — its dealer, how it ended, what it carried in, each seat's net
and running total — replayed from the records by ``record check`` (engine/core/sitting_check.py), so
the sheet says what the rules give, not what a file claims.

A record of several hands in the older form (one record holding ``deals``) is read as a sitting too.

>>> from engine.core.sitting_play import play_sitting
>>> sheet = Sheet.of(play_sitting("duzihu", "danjiang", 2, seed=1, bots="random"))
>>> [r.hand for r in sheet.rows], sheet.series[0], sheet.playing
([1, 2], (0, 0, 0, 0), [0, 1, 2, 3])
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from engine.core.bilingual import seat_name
from engine.core.record import Record
from engine.core.sitting import Number, Sitting
from engine.core.sitting_check import check
from engine.core.sitting_play import add_hand
from engine.core.sitting_rules import rules_of


@dataclass(frozen=True)
class Row:
    """One hand: its number (from 1), dealer, end (hu, exhausted, abandoned), winner, the statuses
    carried in (name → seats), each seat's net and running total, and the rules broken at it."""

    hand: int
    dealer: int
    end: str
    winner: int | None
    net: tuple[Number, ...]
    totals: tuple[Number, ...]
    carried: dict[str, list[int]] = field(default_factory=dict)
    broken: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True)
class Sheet:
    game: str
    rows: list[Row]
    series: list[tuple[Number, ...]]  # each seat's running total: before the first hand, after each
    playing: list[int]  # the seats that take part (歪胡子's fourth holds no cards)
    first: tuple[str, str] = ("", "")  # how the first dealer was found, (中文, English)

    @classmethod
    def of(cls, sitting: Sitting) -> Sheet:
        seats = len(sitting.hands[0].net) if sitting.hands else 4
        if not sitting.hands:
            return cls(sitting.game, [], [(0,) * seats], list(range(seats)))
        words = first_words(sitting.game, sitting.first, sitting.hands[0].record.dealer)
        out = check(sitting)
        broken: dict[int, list[dict[str, Any]]] = {}
        for v in out["violations"]:
            broken.setdefault(v["hand"], []).append(v)
        rows = [Row(r["hand"], r["dealer"], r["end"], r["winner"], tuple(r["net"]), tuple(r["totals"]),
                    r["carried"], tuple(broken.get(r["hand"], ()))) for r in out["sitting"]]
        series = [(0,) * seats] + [r.totals for r in rows]
        records = sitting.records
        playing = [s for s in range(seats) if any(r.hands[s] for r in records)] or list(range(seats))
        return cls(sitting.game, rows, series, playing, words)


def first_words(game: str, first: dict[str, Any], dealer: int) -> tuple[str, str]:
    """How the first dealer was found, in both languages, the cards by their names: 八胡's 打庄 flip
    (s001.p050), 笃子胡's lot (s002.p010), 歪胡子's cut (s004.p012); nothing when the sitting does not say.

    >>> first_words("bahu", {"how": "flip", "turner": 0, "card": "3p"}, 2)[1]
    'The dealer flip: Player A turned three bing; counting from him, the first dealer is Player C'
    """
    from archive_app.games import adapter

    how = first.get("how")
    d_zh, d_en = seat_name(dealer, "zh"), seat_name(dealer, "en")
    if how == "flip" and isinstance(first.get("turner"), int) and isinstance(first.get("card"), str):
        zh, en = adapter(game).card_names(first["card"])
        t_zh, t_en = seat_name(first["turner"], "zh"), seat_name(first["turner"], "en")
        return (f"打庄：{t_zh}翻出{zh}，数到{d_zh}做首局庄家",
                f"The dealer flip: {t_en} turned {en}; counting from him, the first dealer is {d_en}")
    if how == "lot":
        return f"抽签定庄：{d_zh}做首局庄家", f"Drawn by lot: {d_en} deals the first hand"
    if how == "cut" and isinstance(first.get("cut"), str):
        top = dict(part.split(":", 1) for part in first["cut"].split("/")[-1].split() if ":" in part).get(str(dealer))
        if top:
            zh, en = adapter(game).card_names(top)
            return f"倒牌定庄：{d_zh}翻出的{zh}最大，做首局庄家", f"The cut: {d_en} turned the highest card, {en}, and deals first"
    return "", ""


def status_names(game: str) -> dict[str, Any]:
    """Each carried status's bilingual name (八胡: 大炮, 坐牢)."""
    return dict(rules_of(game).status_names)


def sitting_of(record: Record) -> Sitting:
    """A record holding several hands (``deals``) as a sitting: each hand a record of its own, settled
    by ``record check``; how the first dealer was found is not known."""
    s = Sitting(record.game, record.rules, {}, {k: str(v) for k, v in record.tags.items() if isinstance(v, str)})
    for deal in record.all_deals():
        one = replace(record, deals=(), dealer=deal.dealer, hands=deal.hands, wall=deal.wall, turned=deal.turned,
                      events=deal.events, comment=deal.comment)
        s = add_hand(s, one)
    return s
