"""Puzzles mined from seeded self-play: positions that came up at a table of greedy bots.

Each hand is played from its own seed (:func:`engine.selfplay.play_hand`, and the 笃子胡 and 歪胡子
tables), its record replayed event by event through the state, and the moments a question fits
are kept. 八胡: a card up for claims (``claim``: the seat's best claims), a greedy seat's discard
whose best set is small (``discard``), the winner's hand before the winning card (``waits``), and
the end of the hand (``zhuang``: every player's net). 笃子胡 and 歪胡子: the winning hands
(``valid``, ``hushu``/``xi``, and ``waits`` with the winning card taken out). Every answer is then
computed from the stored position alone, as for any puzzle; ``source`` names the hand and event.

>>> a = [p.to_json() for p in mine("bahu", "haimen", "claim", count=2, seed=4)]
>>> a == [p.to_json() for p in mine("bahu", "haimen", "claim", count=2, seed=4)]
True
>>> a[0]["source"]["kind"], len({json.dumps(p["position"], sort_keys=True) for p in a})
('selfplay', 2)
"""

from __future__ import annotations

import json  # noqa: F401 - the doctest compares positions as JSON
import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from engine.core.errors import InputError

MINED_TYPES: dict[str, tuple[str, ...]] = {"bahu": ("claim", "discard", "waits", "zhuang"),
                                           "duzihu": ("valid", "hushu", "waits"),
                                           "waihuzi": ("valid", "xi", "waits")}
MAX_HANDS_PER_PUZZLE = 40
PER_HAND = 2  # at most this many puzzles of one type from one hand: variety across hands
SMALL_BEST = 2  # a mined discard is kept when at most this many discards are best


def mine(game: str, rules: str, kind: str, *, count: int, seed: int) -> Iterator[Any]:
    """``count`` puzzles of ``kind`` from self-play hands seeded by ``seed`` (same seed, same puzzles)."""
    from engine.exercises.answers import NoPuzzle, answers
    from engine.puzzles.generate import finish

    if kind not in MINED_TYPES.get(game, ()):
        known = ", ".join(MINED_TYPES.get(game, ())) or "none"
        raise InputError(f"no self-play puzzles of type {kind!r} for {game} (known: {known})", kind)
    hands = {"bahu": _bahu_moments, "duzihu": _duzihu_moments, "waihuzi": _waihuzi_moments}[game]
    pick = random.Random(f"mine/{game}/{rules}/{kind}/{seed}")
    seen: set[str] = set()
    made = 0
    for i in range(MAX_HANDS_PER_PUZZLE * max(count, 1)):
        moments = [(pos, event) for k, pos, event in hands(rules, seed, i, kind) if k == kind]
        pick.shuffle(moments)
        kept = 0
        for position, event in moments:
            try:
                answer = answers(game, rules, kind, position)
            except (NoPuzzle, InputError):
                continue
            if not _worth_asking(game, rules, kind, position, answer):
                continue
            source = {"kind": "selfplay", "game": game, "rules": rules, "seed": seed, "hand": i, "event": event}
            puzzle = finish(game, rules, kind, position, answer, source)
            puzzle = replace(puzzle, themes=tuple(sorted({*puzzle.themes, "selfplay"})))
            if puzzle.key() in seen:
                continue
            seen.add(puzzle.key())
            made += 1
            kept += 1
            yield puzzle
            if made >= count:
                return
            if kept >= PER_HAND:
                break
    raise InputError(f"self-play gave only {made} {kind} puzzles for {rules} (asked {count})", kind)


def _worth_asking(game: str, rules: str, kind: str, position: dict[str, Any], answer: list[Any]) -> bool:
    from engine.exercises.answers import answers

    if game != "bahu":
        if kind == "waits":
            return True
        return answer[0] is not False  # a table's win the scorer refuses is no puzzle of a winning hand
    if kind == "claim":
        from engine.exercises.bahu_table import claim_choices

        return len(answer) < len(claim_choices(rules, position))  # a wrong claim exists
    if kind == "discard":
        return len(answer) <= SMALL_BEST
    if kind == "waits":
        return not answers(game, rules, "can_hu", position)[0]  # not 打滚 already
    return True


# --- 八胡 ---------------------------------------------------------------------------------------------

def _bahu_moments(rules: str, seed: int, i: int, kind: str) -> Iterator[tuple[str, dict[str, Any], int]]:
    from engine.bahu.claim_choice import legal_claims, position_at
    from engine.bahu.table_record import load_record
    from engine.bahu.table_result import round_json
    from engine.selfplay import play_hand
    from engine.bahu.rules import RuleSet

    record, final = play_hand(RuleSet.named(rules), f"puzzles.{seed}.{i}", "greedy", dealer=i % 4)
    if kind == "zhuang":
        yield "zhuang", _round_position(round_json(final)), len(record["events"])
        return
    rec = load_record(record)
    state = rec.state()
    events = rec.events
    for index, event in enumerate(events):
        if kind == "claim" and state.phase == "window" and state.ptr == 0:
            for s in range(4):
                if legal_claims(state, s)[0]:
                    yield "claim", position_at(state, s), index
        elif kind == "discard" and event.type == "discard" and state.phase in ("discard", "deal"):
            yield "discard", _hand_position(state, event.seat, with_taken=True), index
        elif kind == "waits" and event.type == "hu" and index == len(events) - 1:
            yield "waits", _hand_position(state, event.seat), index
        state.push(event)


def _hand_position(state, seat: int, with_taken: bool = False) -> dict[str, Any]:
    from engine.cards import ALL_CARDS, format_cards

    s = state.seats[seat]
    melds = [str(m) for m in s.melds] + [f"zhang:{ALL_CARDS[k].code}" for k, n in enumerate(s.standing)
                                          for _ in range(n)]
    out: dict[str, Any] = {"hand": format_cards([ALL_CARDS[k] for k, n in enumerate(s.hand) for _ in range(n)],
                                                compact=True), "melds": melds}
    if with_taken and s.chi_taken:
        out["taken"] = [ALL_CARDS[k].code for k in sorted(s.chi_taken)]
    return out


def _round_position(round_: dict[str, Any]) -> dict[str, Any]:
    """The round as a puzzle position: statuses that are false and empty lists left out."""
    players = []
    for p in round_["players"]:
        players.append({k: v for k, v in p.items() if v not in (False, [], None)})
    out: dict[str, Any] = {"players": players, "winner": round_["winner"]}
    if round_.get("options"):
        out["options"] = round_["options"]
    return out


# --- 笃子胡 and 歪胡子: the winning hands ----------------------------------------------------------

def _strip(meld: str) -> str:
    return meld.split("@")[0]


def _duzihu_moments(rules: str, seed: int, i: int, kind: str) -> Iterator[tuple[str, dict[str, Any], int]]:
    from engine.duzihu.rules import RuleSet
    from engine.duzihu.table_record import play_hand

    record, state = play_hand(RuleSet.named(rules), f"puzzles.{seed}.{i}", "greedy", dealer=i % 4)
    events = list(record.events)
    if not events or events[-1].type != "hu":
        return
    snap = state.snapshot()
    last = events[-1]
    seat = snap["seats"][last.seat]
    win = {"hand": seat["hand"], "melds": [_strip(m) for m in seat["melds"]], "jiang": list(snap["turned"]),
           "win": last.card.code}
    if len(events) > 1 and events[-2].type == "draw" and events[-2].seat == last.seat:
        win["self_drawn"] = True
    if snap.get("wall_left") == 0:
        win["last_card"] = True
    yield from _winning_moments(win, "hushu", len(events) - 1, kind)


def _waihuzi_moments(rules: str, seed: int, i: int, kind: str) -> Iterator[tuple[str, dict[str, Any], int]]:
    from engine.waihuzi.players import make_bot as waihuzi_bot
    from engine.waihuzi.selfplay import PRESETS, WaihuziState, play

    state = WaihuziState.deal(f"puzzles.{seed}.{i}", PRESETS[rules], i % 3, 3, undo=False)
    play(state, {s: waihuzi_bot("greedy", f"puzzles.{seed}.{i}.{s}") for s in state.playing})
    if not state.win or state.win.get("kind") != "hu":
        return
    snap = state.snapshot()
    w = state.win
    seat = snap["seats"][w["seat"]]
    win = {"hand": seat["hand"], "melds": [_strip(m) for m in seat["melds"]], "win": w["card"].code}
    if w["score"].hand.last_card:
        win["last_card"] = True
    yield from _winning_moments(win, "xi", len(state.events) - 1, kind)


def _winning_moments(win: dict[str, Any], count_kind: str, event: int, kind: str
                     ) -> Iterator[tuple[str, dict[str, Any], int]]:
    if kind in ("valid", count_kind):
        yield kind, win, event
    elif kind == "waits":
        from engine.puzzles.other_hands import without_win

        short = without_win(win)
        if short is not None:
            yield "waits", short, event
