"""Puzzles: the generator is seeded and unique, every answer is the engine's, and the answers agree with
the brute-force reference (an exercise accepts every correct answer, never one stored move)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine.bahu.analysis import parse_melds
from engine.bahu.groups import JIANG
from engine.bahu.rules import RuleSet
from engine.cards import parse_cards
from engine.exercises.answers import answers
from engine.exercises.model import Puzzle
from engine.puzzles.generate import generate
from engine.puzzles.verify import verify
from tests.bahu.reference import reference_best

TYPES = ("yuan", "can_hu", "hutou", "waits", "discard")


def engine(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
@pytest.mark.parametrize("kind", TYPES)
def test_generated_puzzles_verify_and_are_distinct(rules, kind):
    puzzles = list(generate("bahu", rules, kind, count=6, seed=11))
    assert len(puzzles) == 6
    assert len({p.key() for p in puzzles}) == 6
    assert len({p.id for p in puzzles}) == 6
    for p in puzzles:
        assert verify(p) is None
        assert p.prompt["zh"] and p.prompt["en"]
        cards = parse_cards(p.position["hand"]) + [c for m in parse_melds(p.position["melds"]) for c in m.cards]
        assert all(cards.count(c) <= 4 for c in cards), "card counts a deal allows"
        if rules == "tongdong":
            assert all(c.code != "X" for c in cards)
        assert len(cards) == (26 if kind == "discard" else 25 if kind != "waits" else 25)


def test_same_seed_same_puzzles_other_seed_others():
    a = [p.to_json() for p in generate("bahu", "haimen", "discard", count=4, seed=3)]
    b = [p.to_json() for p in generate("bahu", "haimen", "discard", count=4, seed=3)]
    c = [p.to_json() for p in generate("bahu", "haimen", "discard", count=4, seed=4)]
    assert a == b and a != c


def _reference(rules: str, hand: str, melds: list[str]):
    rs = RuleSet.named(rules)
    return reference_best([c.index for c in parse_cards(hand)], parse_melds(melds), rs)


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_discard_answers_are_every_best_discard_by_brute_force(rules):
    rs = RuleSet.named(rules)
    for p in generate("bahu", rules, "discard", count=5, seed=21):
        cards = parse_cards(p.position["hand"])
        values = {}
        for card in set(cards):
            if card.index in JIANG or (not rs.zhao_may_split and cards.count(card) >= 3):
                continue
            rest = list(cards)
            rest.remove(card)
            h = reference_best([c.index for c in rest], parse_melds(p.position["melds"]), rs)
            if h is not None:
                values[card.code] = min(h, rs.hutou_cap) if rs.hutou_cap else h
        best = max(values.values())
        assert sorted(p.answers) == sorted(code for code, h in values.items() if h == best)
        assert all(p.accepts(code) for code, h in values.items() if h == best)


@pytest.mark.parametrize("kind", ["yuan", "hutou"])
def test_yuan_and_hutou_answers_by_brute_force(kind):
    rs = RuleSet.named("haimen")
    for p in generate("bahu", "haimen", kind, count=5, seed=5):
        h = _reference("haimen", p.position["hand"], p.position["melds"])
        if kind == "yuan":
            assert p.answers == ((h is not None),)
        else:
            assert p.answers == (min(h, rs.hutou_cap) if rs.hutou_cap else h,)


def test_every_correct_discard_is_accepted_and_a_wrong_one_refused():
    p = Puzzle("t", "bahu", "haimen", "discard", {"hand": "3456m 789p 2s2m8p 3s3m7p", "melds": ["peng:Q"]},
               tuple(answers("bahu", "haimen", "discard", {"hand": "3456m 789p 2s2m8p 3s3m7p",
                                                           "melds": ["peng:Q"]})))
    assert sorted(p.answers) == ["3m", "6m", "9p"]  # three discards keep 圆 with 6 胡头 (extra 7p/8p absorbed)
    for code in p.answers:
        assert p.accepts(code)
    assert not p.accepts("2s")


def test_waits_answer_is_the_whole_set_in_any_order():
    p = next(iter(generate("bahu", "haimen", "waits", count=1, seed=2)))
    (full,) = p.answers
    assert p.accepts(list(reversed(full)))
    if len(full) > 1:
        assert not p.accepts(full[:-1])


def test_cli_generate_check_and_mismatch_names_the_id(tmp_path):
    run = engine("puzzle", "generate", "--game", "bahu", "--rules", "haimen", "--type", "hutou", "--count", "4",
                 "--seed", "9")
    assert run.returncode == 0
    lines = run.stdout.splitlines()
    assert len(lines) == 4
    ok = engine("puzzle", "check", "-", stdin=run.stdout)
    assert ok.returncode == 0 and json.loads(ok.stdout)["mismatches"] == 0
    first = json.loads(lines[0])
    first["answers"] = [first["answers"][0] + 1]
    bad = engine("puzzle", "check", "-", stdin="\n".join([json.dumps(first)] + lines[1:]))
    assert bad.returncode == 1 and first["id"] in bad.stderr


def test_cli_bad_input_is_one_line():
    for args in (["puzzle", "generate", "--game", "bahu", "--rules", "haimen", "--type", "nope"],
                 ["puzzle", "generate", "--game", "bahu", "--rules", "nope", "--type", "yuan"],
                 ["puzzle", "generate", "--game", "bahu", "--rules", "haimen", "--type", "yuan", "--count", "0"]):
        run = engine(*args)
        assert run.returncode == 2 and run.stderr.count("\n") == 1 and run.stderr.startswith("error: ")
    run = engine("puzzle", "check", "-", stdin='{"id": "x"\n')
    assert run.returncode == 2 and "-:1" in run.stderr


@pytest.mark.parametrize("game,rules,kind", [(g, r, k) for g, r in (("duzihu", "danjiang"), ("duzihu", "danjiang+rugao"),
                                                                    ("duzihu", "shuangjiang"), ("waihuzi", "waihuzi"))
                                             for k in (("valid", "hushu", "waits") if g == "duzihu"
                                                       else ("valid", "xi", "waits"))])
def test_other_games_puzzles_verify_and_are_distinct(game, rules, kind):
    puzzles = list(generate(game, rules, kind, count=5, seed=7))
    assert len({p.key() for p in puzzles}) == 5
    for p in puzzles:
        assert verify(p) is None and p.prompt["en"]


def test_duzihu_waits_are_every_completing_card():
    pos = {"hand": "999m 234m 678s 123p 456p 5p", "melds": ["peng:6m", "peng:7p"], "jiang": ["4s"]}
    (full,) = answers("duzihu", "danjiang", "waits", pos)
    from engine.duzihu.hand import Hand
    from engine.duzihu.rules import RuleSet
    from engine.duzihu.score import score

    for card in parse_cards("1m 2m 3m 4m 5m 6m 7m 8m 9m 1s 2s 3s 4s 5s 6s 7s 8s 9s 1p 2p 3p 4p 5p 6p 7p 8p 9p Q H B"):
        try:
            ok = score(Hand.parse(pos["hand"] + " " + card.code, jiang=["4s"], melds=pos["melds"], win=card.code),
                       RuleSet.named("danjiang")).valid
        except Exception:
            ok = False
        assert (card.code in full) == ok, card
