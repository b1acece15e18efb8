"""八胡 table puzzles (claim, zhuang) and puzzles mined from self-play: seeded, distinct, verified, and the
claim answers equal to a brute force that plays every legal claim through the referee and every discard
after it, judged by ``analyze``."""

from __future__ import annotations

import copy
import json
import subprocess
import sys

import pytest

from engine.bahu.analysis import analyze
from engine.bahu.claim_choice import judge, judge_state, legal_claims, position_at, window
from engine.bahu.rules import RuleSet
from engine.cards import ALL_CARDS
from engine.core.game import Event
from engine.core.record import Record
from engine.exercises.answers import answers
from engine.exercises.feedback import check
from engine.puzzles.generate import generate
from engine.puzzles.mine import mine
from engine.puzzles.verify import verify
from engine.bahu.selfplay import play_hand


def engine(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, text=True,
                          timeout=300)


# --- a brute force for claims ------------------------------------------------------------------------

def _value(state, seat):
    s = state.seats[seat]
    hand = [ALL_CARDS[k] for k, n in enumerate(s.hand) for _ in range(n)]
    melds = list(s.melds) + [m for m in s.position()[1] if m.kind == "zhang"]
    a = analyze(hand, melds, state.rules, with_waits=False)
    return (1, a.hutou) if a.yuan else (0, -(5 if a.distance is None else a.distance))


def _clone(state):
    return copy.deepcopy(state, {id(state.ev): state.ev})


def _let_pass(state):
    """Every seat declines the card: the next card is flipped (implying the passes)."""
    flipper = (state.source + 1) % 4
    card = next(c for c in ALL_CARDS if state.unseen[c.index] > 0)
    return state.push(Event(flipper, "draw", card))


def brute_force(state, seat):
    """(legal claim codes, best claim codes, passing allowed) by playing each claim out."""
    from engine.bahu.claim_choice import claim_code

    offered, _ = legal_claims(state, seat)
    values = {}
    for e in offered:
        trial = _clone(state)
        if e.type == "pass":
            broken = [v for v in _let_pass(trial) if v.seat == seat]
            assert not broken, f"passing broke {[v.rule for v in broken]} though pass was offered"
            values["pass"] = _value(state, seat)
            continue
        assert not [v for v in trial.push(e) if v.seat == seat], f"{e.code()} was offered but breaks a rule"
        if e.type == "hu":
            values["hu"] = (3, 0)
            continue
        best = (-1, 0)
        for d in trial.legal_moves():
            if d.type != "discard" or d.seat != seat:
                continue
            after = _clone(trial)
            after.push(d)
            best = max(best, _value(after, seat))
        values[claim_code(e)] = best
    if "pass" not in values and offered:  # passing is not offered: it must break a rule of this seat
        trial = _clone(state)
        assert [v for v in _let_pass(trial) if v.seat == seat], "pass was refused but breaks nothing"
    top = max(values.values())
    return set(values), {c for c, v in values.items() if v == top}


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_claim_answers_are_every_best_claim_by_brute_force(rules):
    for p in list(generate("bahu", rules, "claim", count=8, seed=31)) + list(mine("bahu", rules, "claim", count=4, seed=3)):
        state, seat = window(rules, p.position)
        legal, best = brute_force(state, seat)
        assert set(p.answers) == best, p.position
        assert all(p.accepts(a) for a in best)
        assert not any(p.accepts(c) for c in (legal | {"pass"}) - best)
        assert len(best) < len(legal | {"pass"})  # a puzzle: some claim offered is wrong


def test_compulsory_claims_leave_no_pass():
    # the hand lacks only 8p (chukou): it must win on it (s000.p083)
    pos = {"hand": "2s2m8p 3s3m7p 456m 79p", "melds": ["peng:Q", "peng:H"], "card": "8p", "how": "discard",
           "from": 3, "seat": 0}
    j = judge("haimen", pos)
    assert [c.code for c in j.options] == ["hu"] and j.duty.id == "bahu.play.chukou"
    # 打滚 already (yuan with 10 hutou): a plain card may be waited past, but the win is best
    j = judge("haimen", {**pos, "hand": "2s2m8p 3s3m7p 456m 78p", "card": "9p"})
    assert j.duty is None and "pass" in [c.code for c in j.options] and [c.code for c in j.best] == ["hu"]
    # tongdong: a pair of 将 must peng (s001.p113), passing is no option
    pos = {"hand": "HH 2s2m8p 3s3m7p 456m 789p QQ", "melds": [], "card": "H", "how": "discard", "from": 2, "seat": 0}
    codes = {c.code for c in judge("tongdong", pos).options}
    assert "pass" not in codes and "peng" in codes
    assert "pass" in {c.code for c in judge("haimen", pos).options}


def test_claims_of_a_rebuilt_position_equal_the_real_tables():
    """What a mined position stores is all the table engine needs: the same claims, the same values."""
    for rules in ("haimen", "tongdong"):
        record, _ = play_hand(RuleSet.named(rules), f"claims.{rules}", "greedy", dealer=1)
        rec = Record.from_json(record)
        state = rec.state()
        seen = 0
        for e in rec.events:
            if state.phase == "window" and state.ptr == 0:
                for s in range(4):
                    if legal_claims(state, s)[0]:
                        real = judge_state(state, s)
                        rebuilt = judge(rules, position_at(state, s))
                        assert [(c.code, c.value) for c in real.options] == [(c.code, c.value) for c in rebuilt.options]
                        seen += 1
            state.push(e)
        assert seen > 5


def test_claim_feedback_names_the_best_and_the_given():
    pos = {"hand": "2s2m8p 3s3m7p 456m 79p", "melds": ["peng:Q", "peng:H"], "card": "8p", "how": "discard",
           "from": 3, "seat": 0}
    f = check("bahu", "haimen", "claim", pos, "pass")
    assert not f.correct and f.answers == ("hu",)
    rules = [r.rule for r in f.reasons]
    assert "exercise.claim.must" in rules and "exercise.claim.win" in rules and rules[-1] == "exercise.claim.best"
    assert all(r.source for r in f.reasons) and all(r.en and r.zh for r in f.reasons)


def test_lesson_forms_of_claim_and_zhuang_still_answer():
    assert answers("bahu", "tongdong", "claim", {"card": "5m", "how": "flip", "from": 1,
                                                  "hands": ["5m5m", "4m6m", "", ""]}) == [0]
    rnd = {"players": [{"melds": ["peng:Q", "peng:5m"], "bought": True}, {}, {}, {}],
           "winner": {"seat": 0, "hutou": 9, "ping": False}}
    assert answers("bahu", "haimen", "zhuang", {**rnd, "seat": 0}) == [6]
    assert answers("bahu", "haimen", "zhuang", rnd) == [[60, -20, -20, -20]]


# --- zhuang ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_zhuang_answers_are_the_settle_commands_nets(rules):
    puzzles = list(generate("bahu", rules, "zhuang", count=6, seed=5))
    assert len({p.key() for p in puzzles}) == 6
    lines = "\n".join(json.dumps({"rules": rules, **p.position}) for p in puzzles[:2])
    for p, raw in zip(puzzles[:2], lines.splitlines()):
        run = engine("bahu", "settle", "--json", stdin=raw)
        assert run.returncode == 0, run.stderr
        assert [json.loads(run.stdout)["net"]] == list(p.answers)
    for p in puzzles:
        (nets,) = p.answers
        assert len(nets) == 4 and sum(nets) == 0 and verify(p) is None
        cards = [m.split(":")[1] for pl in p.position["players"] for m in pl.get("melds", [])]
        assert all(cards.count(c) <= 1 for c in cards), "one deck: no kind punged twice"


# --- generation and mining ------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["claim", "zhuang"])
def test_table_generation_is_seeded_and_distinct(kind):
    a = [p.to_json() for p in generate("bahu", "haimen", kind, count=5, seed=8)]
    assert a == [p.to_json() for p in generate("bahu", "haimen", kind, count=5, seed=8)]
    assert a != [p.to_json() for p in generate("bahu", "haimen", kind, count=5, seed=9)]
    assert len({json.dumps(p["position"], sort_keys=True) for p in a}) == 5
    assert all(p["prompt"]["zh"] and p["prompt"]["en"] for p in a)


@pytest.mark.parametrize("game,rules,kind", [("bahu", "haimen", "discard"), ("bahu", "tongdong", "waits"),
                                             ("bahu", "haimen", "zhuang"), ("duzihu", "danjiang", "hushu"),
                                             ("duzihu", "shuangjiang", "waits"), ("waihuzi", "waihuzi", "xi"),
                                             ("waihuzi", "waihuzi-strict", "valid")])
def test_mined_puzzles_are_seeded_distinct_and_verified(game, rules, kind):
    a = list(mine(game, rules, kind, count=3, seed=2))
    assert [p.to_json() for p in a] == [p.to_json() for p in mine(game, rules, kind, count=3, seed=2)]
    assert len({p.key() for p in a}) == 3
    for p in a:
        assert verify(p) is None
        assert p.source["kind"] == "selfplay" and p.source["rules"] == rules and p.source["seed"] == 2
        if kind == "valid":
            assert p.answers == (True,)  # a table's winning hand
        if kind == "discard":
            assert len(p.answers) <= 2


def test_cli_mines_and_check_names_a_tampered_claim_and_zhuang():
    out = []
    for kind, origin in (("claim", "engine"), ("zhuang", "engine"), ("claim", "selfplay")):
        run = engine("puzzle", "generate", "--game", "bahu", "--rules", "haimen", "--type", kind, "--count", "2",
                     "--seed", "4", "--from", origin)
        assert run.returncode == 0, run.stderr
        out += run.stdout.splitlines()
    ok = engine("puzzle", "check", "-", stdin="\n".join(out))
    assert ok.returncode == 0 and json.loads(ok.stdout)["mismatches"] == 0
    claim, zhuang = json.loads(out[0]), json.loads(out[2])
    claim["answers"] = ["pass"] if claim["answers"] != ["pass"] else ["hu"]
    zhuang["answers"] = [[n + (1 if i == 0 else -1 if i == 1 else 0) for i, n in enumerate(zhuang["answers"][0])]]
    bad = engine("puzzle", "check", "-", stdin="\n".join([json.dumps(claim), json.dumps(zhuang)] + out[4:]))
    assert bad.returncode == 1
    assert claim["id"] in bad.stderr and zhuang["id"] in bad.stderr
    refused = engine("puzzle", "generate", "--game", "bahu", "--rules", "haimen", "--type", "yuan", "--from",
                     "selfplay")
    assert refused.returncode == 2 and refused.stderr.startswith("error: ")
