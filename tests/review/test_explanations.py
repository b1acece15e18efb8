"""The coach explains in game terms: every review sentence and hint line of self-played hands of each game
gives values and losses in the game's money (庄 / 胡 / 息 a hand), never a bare number; says what the
move leaves in the game's words, from the estimate's own facts (八胡 圆 and 胡头 or the kinds without a
group; the useful cards still needed; the 听张 and their unseen copies); reads the same in the CLI
(plain) and the app (the same reasons with glossary links, every link an existing glossary entry);
speaks Chinese and English; and says what the measure cannot see once, not on every line."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from functools import cache
from pathlib import Path

import pytest

from engine.core.record import Record
from engine.core.registry import game
from engine.review import caveat, review
from engine.review.hint import hint
from engine.review.terms import ALL, keys, linked, plain, unit_of

ROOT = Path(__file__).resolve().parents[2]
LIMITS = ("review.limits", "review.played_limits")
GAMES = ("bahu", "duzihu", "waihuzi")


@cache
def glossary() -> frozenset[str]:
    ids = set()
    for path in (ROOT / "content" / "glossary").glob("*.toml"):
        ids |= {t["id"] for t in tomllib.loads(path.read_text(encoding="utf-8")).get("term", [])}
    return frozenset(ids)


@cache
def _record(key: str) -> Record:
    plug = game(key)
    text, _ = plug.selfplay(plug.rule_sets[0], 1, seed=5, bots="greedy")[0]
    return Record.parse(text)


@cache
def _review(key: str) -> tuple:
    record = _record(key)
    return tuple(review(record, record.dealer, rounds=0))


def _numbers_carry_the_unit(text: str, unit: str) -> list[str]:
    """Every decimal number in the text not followed by the unit (a bare value)."""
    return [m.group(0) for m in re.finditer(r"[+-]?\d+\.\d+(?!\s*" + re.escape(unit) + ")", text)]


def test_every_term_is_a_glossary_entry():
    assert {t.key for t in ALL} <= glossary()
    assert {unit_of(k).key for k in GAMES} <= glossary()  # 庄, 胡, 息


@pytest.mark.parametrize("key", GAMES)
def test_review_sentences_name_the_unit_and_no_bare_value(key):
    found = _review(key)
    unit = unit_of(key)
    weighed = [d for d in found if d.best and d.value is not None and d.best[0].event.type != "hu"]
    assert weighed, key
    for d in found:
        for lang, words in (("en", unit.en), ("zh", unit.zh)):
            text = d.en if lang == "en" else d.zh
            assert not _numbers_carry_the_unit(text, words), (key, d.event, text)
            assert "value" not in text
    for d in weighed:
        assert unit.en in d.en and unit.zh in d.zh, (key, d.event, d.en)
        assert d.to_json()["unit"] == unit.to_json()


@pytest.mark.parametrize("key", GAMES)
def test_the_sentences_say_the_games_facts_of_the_move_played(key):
    said = 0
    for d in _review(key):
        if not d.first or not d.best or d.best[0].event.type in ("hu", "buy") or "buy_gain" in d.facts:
            continue
        f, en, zh = d.facts, d.en, d.zh
        if key == "bahu" and "yuan" in f:
            if f["yuan"]:
                assert f"{f['hutou']} hutou" in en and "圆" in zh and "胡头" in zh, en
            elif f["lacking"]:
                assert f"{f['lacking']} kind" in en and "not yet yuan" in en and "还不圆" in zh, en
            else:  # every kind could join a group, not all at once: how many cards from 圆 (engine/bahu/analysis.py)
                assert re.search(r"\d+ cards? from yuan|not all at once", en) and "圆" in zh, en
            said += 1
        elif key != "bahu" and f.get("distance", 0) > 0:
            assert f"{f['distance']} useful card" in en and f"{f['accept']} unseen" in en, en
            said += 1
        if f.get("waits_on") and f.get("waits"):
            assert f"{len(f['waits_on'])} tingzhang" in en and f"{f['waits']} unseen card" in en, en
            assert "听张" in zh
            said += 1
    assert said, key


@pytest.mark.parametrize("key", GAMES)
def test_a_move_other_than_the_first_choice_is_compared_with_it(key):
    for d in _review(key):
        if d.first or not d.best or d.value is None or d.loss < 0.05 or d.best[0].event.type == "hu":
            continue
        if d.played.type == "pass" and d.best[0].event.type == "buy":
            continue
        rules = [r.rule for r in d.reasons]
        assert rules[0] in ("review.loss", "review.played_loss"), rules
        assert len(rules) > 1, (key, d.event, d.en)  # a fact beside the loss: what differs, or the worth


@pytest.mark.parametrize("key", GAMES)
def test_app_and_cli_say_one_text_and_every_link_resolves(key):
    linked_any = False
    for d in _review(key):
        for r in d.reasons:
            for lang in ("en", "zh"):
                text = linked(r, lang)
                assert plain(text) == r.text(lang)  # the app's words are the CLI's, links aside
                assert set(keys(text)) <= glossary(), keys(text)
                linked_any |= bool(keys(text))
    assert linked_any, key


@pytest.mark.parametrize("key", GAMES)
def test_both_languages(key):
    for d in _review(key):
        assert not re.search(r"[A-Za-z]", d.zh), d.zh
        assert not re.search(r"[\u4e00-\u9fff]", d.en), d.en


@pytest.mark.parametrize("key", GAMES)
def test_what_the_measure_cannot_see_is_said_once(key, tmp_path):
    found = _review(key)
    assert not any(r.rule in LIMITS for d in found for r in d.reasons)
    limits = caveat(found)
    assert limits is not None and limits.rule in LIMITS
    path = tmp_path / "hand.json"
    path.write_text(_record(key).dumps(), encoding="utf-8")
    for lang in ("en", "zh"):
        out = subprocess.run([sys.executable, "-m", "engine", "review", str(path), "--seat", str(_record(key).dealer),
                              "--rounds", "0", "--lang", lang], capture_output=True, text=True, check=True).stdout
        assert out.count(limits.text(lang)) == 1
        assert out.splitlines()[0].endswith(limits.text(lang))


def _moment(key: str) -> int:
    """A moment of the record where the seat to move has a real choice the measure weighs."""
    return next(d.event for d in _review(key) if not d.before and not d.implied and len(d.best) > 1
                and d.best[0].event.type not in ("hu", "buy"))


@pytest.mark.parametrize("key", GAMES)
def test_the_hint_names_the_seat_and_unit_and_says_the_caveat_once(key, tmp_path):
    record = _record(key)
    at = _moment(key)
    found = hint(record, at)
    unit = unit_of(key)
    path = tmp_path / "hand.json"
    path.write_text(record.dumps(), encoding="utf-8")
    for lang, seat in (("en", f"Player {'ABCD'[found.seat]}"), ("zh", "甲乙丙丁"[found.seat] + "家")):
        out = subprocess.run([sys.executable, "-m", "engine", "hint", str(path), "--at", str(at), "--lang", lang],
                             capture_output=True, text=True, check=True).stdout
        head, *rest = out.splitlines()
        assert seat in head and "player 0" not in head
        assert "value" not in out
        assert not _numbers_carry_the_unit(out, unit.en if lang == "en" else unit.zh), out
        limits = found.caveat()
        assert limits is not None and out.count(limits.text(lang)) == 1 and rest[-1].endswith(limits.text(lang))
        ranked = [line for line in rest if re.match(r"\d+\. ", line)]
        assert len(ranked) == len(found.best)
    data = json.loads(subprocess.run([sys.executable, "-m", "engine", "hint", str(path), "--at", str(at), "--json"],
                                     capture_output=True, text=True, check=True).stdout)
    assert {"event", "seat", "moves", "best"} <= set(data)  # the contract kept
    for b in data["best"]:  # (the command plays out more tables than the tests' own, see conftest)
        assert {"event", "value", "chance", "distance", "accept", "waits"} <= set(b)
        assert b["why"] and b["why"][0]["params"]["unit"] == unit.to_json()
    assert data["unit"] == unit.to_json() and data["caveat"]["rule"] in LIMITS


def test_review_json_keeps_its_fields_and_adds_the_unit(tmp_path):
    record = _record("waihuzi")
    path = tmp_path / "hand.json"
    path.write_text(record.dumps(), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engine", "review", str(path), "--seat", str(record.dealer), "--json",
                          "--rounds", "0"], capture_output=True, text=True, check=True).stdout
    for d in json.loads(out):
        assert {"event", "seat", "played", "best", "value", "loss", "zh", "en", "facts", "reasons"} <= set(d)
        assert d["unit"] == {"zh": "息", "en": "xi", "glossary": "xi-unit"}


@pytest.mark.parametrize("key", GAMES)
def test_a_discard_says_whether_its_card_may_be_claimed_by_its_unseen_copies(key):
    from importlib import import_module

    from engine.review.walk import table_of

    record = _record(key)
    unseen = import_module(f"engine.{key}.unseen").unseen
    said = 0
    for d in _review(key):
        if d.before or d.implied or d.played.type != "discard" or not d.first:
            continue
        table = table_of(record)
        for e in table.events[:d.event]:
            table.state.push(e.plain())
        n = unseen(table.state, d.seat)[d.played.card.index]  # the copies the seat has not seen
        card = d.played.card.en if hasattr(d.played.card, "en") else d.played.card.code
        expected = {0: f"Every other {card} is in sight: nobody can peng it.",
                    1: f"Only one other {card} is unseen: nobody can peng it."}.get(
            n, f"{n} other {card} cards are unseen: another player may hold a pair to peng it.")
        assert expected.lower() in d.en.lower(), (d.event, n, d.en)
        said += 1
    assert said, key


def test_a_jiang_let_go_is_said_for_jiang_cards_alone():
    """A 将 is never a legal discard in 八胡 (s000.p011), but a record may hold one a person let go:
    八胡's judge marks such a move (its ``explain``) and the review says it for it alone."""
    from engine.bahu.groups import JIANG
    from engine.bahu.lookahead import LookaheadBot
    from engine.bahu.rules import RuleSet
    from engine.bahu.state import BahuState
    from engine.bahu.table_record import deck_for
    from engine.bots.chance import Estimate
    from engine.core.rng import deal
    from engine.cards import ALL_CARDS
    from engine.core.game import Event
    from engine.review.why import explained, position

    rules = RuleSet.named("haimen")
    hands, wall = deal(deck_for(rules), [26, 25, 25, 25], seed="jiang")
    state = BahuState(rules, hands, wall, 0)
    judge = LookaheadBot(1)
    seat = state.legal_moves()[0].seat
    facts = {"yuan": False, "hutou": None, "lacking": 2}
    for card in ALL_CARDS:
        est = Estimate(Event(seat, "discard", card), 0.5, 0.1, 2, 3, 0, facts)
        said = [r.rule for r in position("bahu", explained(judge, state, est))]
        assert ("review.jiang_discard" in said) == (card.index in JIANG), card.code
