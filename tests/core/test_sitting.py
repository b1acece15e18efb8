"""Sittings: hands in a row, the dealer moving on by each text, 大炮/坐牢 carried over, running totals.

Every rule set plays a 4-hand sitting that checks clean; the dealers follow each text; the money of
every hand sums to zero; both forms read back what was written; and each hand-to-hand rule broken is
flagged at its hand, by ``record check`` too.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.errors import InputError
from engine.core.record import Comment, Record
from engine.core.sitting import Hand, Sitting
from engine.core.sitting_check import check
from engine.core.sitting_play import add_hand, play_sitting, start
from engine.core.sitting_rules import Carry, rules_of
from tests.sources import quote

ROOT = Path(__file__).resolve().parents[2]
RULE_SETS = [("bahu", "haimen"), ("bahu", "tongdong"), ("duzihu", "danjiang"), ("duzihu", "shuangjiang"),
             ("waihuzi", "waihuzi")]


@pytest.fixture(scope="module")
def sittings() -> dict[str, Sitting]:
    return {rules: play_sitting(game, rules, 4, seed=1, bots="greedy") for game, rules in RULE_SETS}


@pytest.mark.parametrize("game,rules", RULE_SETS)
def test_four_hands_check_clean_and_sum_to_zero(sittings: dict[str, Sitting], game: str, rules: str) -> None:
    s = sittings[rules]
    out = check(s)
    assert out["ok"], out["violations"]
    assert out["hands"] == 4 and [row["hand"] for row in out["sitting"]] == [1, 2, 3, 4]
    running = [0] * len(s.hands[0].net)
    for row, hand in zip(out["sitting"], s.hands):
        assert sum(row["net"]) == 0 and sum(row["totals"]) == 0  # after every hand
        running = [a + b for a, b in zip(running, row["net"])]
        assert row["totals"] == running == list(hand.totals)
    assert out["result"]["net"] == running


def _turn(dealer: int) -> int:
    return (dealer + 1) % 4


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_bahu_dealers_flip_then_pass_round(sittings: dict[str, Sitting], rules: str) -> None:
    quote("s001.p050", "159自动手，48为底，37对门。如是将牌，则视作1。庄家轮坐，逆时针轮转，每局一人。")
    s = sittings[rules]
    turner, card = s.first["turner"], s.first["card"]
    from engine.bahu.dealer import count_of
    from engine.cards import DECK

    assert s.dealers()[0] == (turner + count_of(DECK.card(card)) - 1) % 4
    assert all(b == _turn(a) for a, b in zip(s.dealers(), s.dealers()[1:]))


@pytest.mark.parametrize("rules", ["danjiang", "shuangjiang"])
def test_duzihu_dealer_by_lot_then_next_seat(sittings: dict[str, Sitting], rules: str) -> None:
    quote("s002.p010", "本局的莊家就輪空也就是定醒，其下家就是新開局的莊家，以此類推。第一輪的莊家由四個人共同抽籤決定。")
    quote("s003.p003", "其下家就是新开局的庄家，以此类推。第一轮的庄家由四个人共同抽签决定。")
    s = sittings[rules]
    assert s.first == {"how": "lot", "dealer": s.dealers()[0]}
    assert all(b == _turn(a) for a, b in zip(s.dealers(), s.dealers()[1:]))


def test_waihuzi_cut_then_the_winner_deals(sittings: dict[str, Sitting]) -> None:
    quote("s004.p012", "首盘由四人倒牌，根据底牌大小决定谁是庄家…以后谁胡牌谁就是庄家")
    s = sittings["waihuzi"]
    assert rules_of("waihuzi").first_dealer(s.first) == s.dealers()[0]
    rows = check(s)["sitting"]
    for row, following in zip(rows, rows[1:]):
        assert following["dealer"] == (row["winner"] if row["end"] == "hu" else row["dealer"])
    # a sitting where someone other than the dealer wins shows the deal moving to him
    moved = play_sitting("waihuzi", "waihuzi", 4, seed=3, bots="greedy")
    rows = check(moved)["sitting"]
    assert any(r["end"] == "hu" and r["winner"] != r["dealer"] for r in rows[:-1])
    assert check(moved)["ok"]


def _replayed(game: str, rules: str, hands: int, seed: int, bend: dict[int, Carry]) -> Sitting:
    """A sitting played with hand ``k`` (1-based) started from ``bend[k]`` instead of what the rules say."""
    s = start(game, rules, seed)
    table = rules_of(game)
    from engine.core.sitting_play import next_carry

    for i in range(hands):
        carry = bend.get(i + 1) or next_carry(s)
        s = add_hand(s, table.play(rules, f"{seed}.{i}", carry, "greedy"))
    return s


def _flags(s: Sitting) -> list[tuple[int, str]]:
    return [(v["hand"], v["rule"]) for v in check(s)["violations"]]


@pytest.mark.parametrize("game,rules", RULE_SETS)
def test_a_wrong_next_dealer_is_flagged_at_its_hand(game: str, rules: str) -> None:
    good = _replayed(game, rules, 3, 2, {})
    wrong = (good.dealers()[2] + 2) % 3  # a seat that plays in every game, not the one due
    flags = _flags(_replayed(game, rules, 3, 2, {3: Carry(wrong)}))
    assert (3, f"{game}.sitting.dealer") in flags
    assert all(hand == 3 for hand, _ in flags)


def test_a_dropped_cannon_is_flagged_at_its_hand() -> None:
    quote("s000.p076", "当你成为大炮后，胡牌当然可继续做大炮，即使未胡牌，只要你有庄数，都得继续当大炮")
    s = play_sitting("bahu", "haimen", 4, seed=1)
    rows = check(s)["sitting"]
    hand = next(r["hand"] for r in rows if r["carried"]["cannon"])  # seed 1 makes a cannon
    due = rules_of("bahu").carried(s.hands[hand - 1].record)
    broken = _replayed("bahu", "haimen", hand, 1, {hand: Carry(due.dealer)})
    assert (hand, "bahu.sitting.carry") in _flags(broken)
    violation = next(v for v in check(broken)["violations"] if v["rule"] == "bahu.sitting.carry")
    assert f"hand {hand}" in violation["en"] and "dropped" in violation["en"] and f"第{hand}局" in violation["zh"]


def test_jail_carried_in_from_nowhere_is_flagged() -> None:
    quote("s001.p108", "坐牢——从本局起，到下次成牌，所有庄头不计算。")
    s = play_sitting("bahu", "tongdong", 2, seed=3)
    second = s.hands[1].record
    jailed = replace(second, tags={**second.tags, "jailed": "2"})
    s2 = replace(s, hands=(s.hands[0], replace(s.hands[1], record=jailed)))
    assert (2, "bahu.sitting.carry") in _flags(s2)


def test_wrong_first_dealer_and_wrong_totals() -> None:
    s = play_sitting("bahu", "tongdong", 2, seed=5)
    first = dict(s.first)
    first["turner"] = (first["turner"] + 1) % 4
    assert _flags(replace(s, first=first))[0] == (1, "bahu.sitting.first")
    bad = replace(s.hands[1], totals=tuple(t + (1 if i == 0 else -1 if i == 1 else 0)
                                             for i, t in enumerate(s.hands[1].totals)))
    assert _flags(replace(s, hands=(s.hands[0], bad))) == [(2, "sitting.totals")]


def test_money_changes_hands_none_is_made() -> None:
    quote("s000.p073", "庄可以互相抵消")
    s = play_sitting("duzihu", "danjiang", 1, seed=2)
    lying = replace(s.hands[0], net=tuple(x + 1 for x in s.hands[0].net))
    assert (1, "sitting.net") in _flags(replace(s, hands=(lying,)))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(RULE_SETS), st.integers(0, 10_000), st.integers(1, 3),
       st.text(min_size=1, max_size=12), st.lists(st.integers(-50, 50), min_size=0, max_size=3))
def test_both_forms_read_back(pick: tuple[str, str], seed: int, hands: int, words: str, extra: list[int]) -> None:
    game, rules = pick
    s = play_sitting(game, rules, hands, seed, bots="random")
    first = s.hands[0].record
    noted = replace(first, comment=Comment(None, words)) if not first.sitting else first
    s = replace(s, hands=(replace(s.hands[0], record=noted),) + s.hands[1:],
                tags={**s.tags, "Note": words}, first={**s.first, **{f"k{i}": v for i, v in enumerate(extra)}})
    assert Sitting.parse(s.to_text()) == s
    assert Sitting.parse(s.dumps()) == s
    assert Sitting.from_json(json.loads(json.dumps(s.to_json()))) == s


def test_a_hand_of_another_game_is_refused() -> None:
    s = play_sitting("duzihu", "danjiang", 1, seed=2)
    other = play_sitting("waihuzi", "waihuzi", 1, seed=2).hands[0]
    raw = s.to_json()
    raw["hands"].append(other.to_json())
    with pytest.raises(InputError, match=r"hands\[1\].record"):
        Sitting.from_json(raw)
    assert isinstance(s.hands[0], Hand) and isinstance(s.hands[0].record, Record)


def _cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, cwd=ROOT,
                          input=stdin, timeout=120)


def test_cli_selfplay_sitting_and_check(tmp_path: Path) -> None:
    done = _cli("selfplay", "--game", "bahu", "--rules", "tongdong", "--sitting", "4", "--seed", "2",
                "--out", str(tmp_path))
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 4 and sum(summary["totals"]) == 0
    path = tmp_path / "bahu-tongdong-2-sitting.json"
    ok = _cli("record", "check", str(path))
    assert ok.returncode == 0 and "no rule broken" in ok.stdout and "hand 4:" in ok.stdout
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["hands"][2]["record"]["tags"]["cannon"] = "1"  # nobody was the cannon after hand 2
    broken = _cli("record", "check", "-", "--json", stdin=json.dumps(raw))
    assert broken.returncode == 1
    out = json.loads(broken.stdout)
    assert {"hand": 3, "rule": "bahu.sitting.carry"}.items() <= out["violations"][0].items()
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["hands"][2]["record"]["dealer"] = (raw["hands"][2]["record"]["dealer"] + 2) % 4  # the deal no longer plays
    unplayable = _cli("record", "check", "-", stdin=json.dumps(raw))
    assert unplayable.returncode == 2 and unplayable.stderr.startswith("error: hand 3 (hands[2].record): events[")
    hand3 = _cli("record", "replay", str(path), "--hand", "3", "--at", "0", "--json")
    assert hand3.returncode == 0 and json.loads(hand3.stdout)["wall_left"] > 0  # hand 3 at its deal
    assert _cli("record", "replay", str(path), "--hand", "5").returncode == 2
    text = _cli("record", "convert", str(path))
    assert text.returncode == 0 and text.stdout.startswith('[Sitting "changpai-sitting/1"]')
    assert _cli("record", "check", "-", stdin=text.stdout).returncode == 0


@pytest.mark.parametrize("args,token", [
    (("selfplay", "--game", "bahu", "--sitting", "0"), "[0]"),
    (("selfplay", "--game", "bahu", "--sitting", "99"), "[99]"),
])
def test_cli_bad_input_is_one_line(args: tuple[str, ...], token: str) -> None:
    done = _cli(*args)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: ") and token in done.stderr


def test_cli_bad_sitting_text_is_one_line() -> None:
    text = '[Sitting "changpai-sitting/1"]\n[Game "bahu"]\n[Rules "haimen"]\n\n[Hand "2"]\n'
    done = _cli("record", "check", "-", stdin=text)
    assert done.returncode == 2 and done.stderr.startswith("error: <stdin>:5: expected [Hand \"1\"]")
    assert done.stderr.count("\n") == 1


def test_waihuzi_after_a_drawn_hand_is_an_option() -> None:
    quote("s004.p012", "以后谁胡牌谁就是庄家，对家“守醒”。")  # silent on a hand nobody wins
    s = play_sitting("waihuzi", "waihuzi", 3, seed=3)
    rows = check(s)["sitting"]
    assert rows[1]["end"] == "exhausted" and rows[2]["dealer"] == rows[1]["dealer"]  # "same", the default
    hands = tuple(replace(h, record=replace(h.record, options={"dealer_after_draw": "next"})) for h in s.hands)
    flagged = check(replace(s, hands=hands))["violations"]
    assert [(v["hand"], v["rule"], v["seat"]) for v in flagged] == [(3, "waihuzi.sitting.dealer", rows[2]["dealer"])]
    assert f"Player {'ABC'[(rows[1]['dealer'] + 1) % 3]}" in flagged[0]["en"]


def test_the_texts_on_what_carries_over() -> None:
    quote("s001.p101", "大炮成后或有庄头，下局继续为炮，直至没庄头——拖炮。")
    quote("s000.p079", "坐牢后，必须胡到牌，才能出牢（也有规定几副之后）")
    quote("s001.p100", "大炮，上局成牌后，本局为庄家，即为大炮")  # the reading behind winner_deals
    s = play_sitting("bahu", "tongdong", 3, seed=5)  # hand 1: the dealer wins and, so read, deals again
    winner_deals = tuple(replace(h, record=replace(h.record, options={**h.record.options, "winner_deals": True}))
                         for h in s.hands)
    rows = check(s)["sitting"]
    moved = [r for r in rows[:-1] if r["end"] == "hu" and r["winner"] != (r["dealer"] + 1) % 4]
    flags = _flags(replace(s, hands=winner_deals))
    assert moved and (moved[0]["hand"] + 1, "bahu.sitting.dealer") in flags


def test_a_bahu_record_of_several_deals_points_to_the_sitting_form() -> None:
    from engine.core.record import Deal

    s = play_sitting("bahu", "tongdong", 2, seed=1)
    one = s.hands[0].record
    deals = tuple(Deal(h.record.dealer, h.record.hands, h.record.events, h.record.wall) for h in s.hands)
    both = replace(one, deals=deals, events=(), hands=((),) * 4, wall=None, dealer=0)
    done = _cli("record", "check", "-", stdin=both.dumps())
    assert done.returncode == 2 and "changpai-sitting/1" in done.stderr and done.stderr.count("\n") == 1


_HEAD = '[Sitting "changpai-sitting/1"]\n[Game "duzihu"]\n[Rules "danjiang"]\n'


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('[]"\\ =:/\n0123456789-.HandNetTotalsFirstTagSitting甲{}')), max_size=120),
       st.sampled_from(["text", "json"]))
def test_any_input_is_read_or_refused_in_one_line(junk: str, form: str) -> None:
    if form == "text":
        data = _HEAD + junk
    else:
        s = play_sitting("duzihu", "danjiang", 1, seed=1).to_json()
        s["first"] = {"how": junk[:20], "dealer": len(junk) % 6}
        s["hands"][0]["net"] = [len(junk), -1] if junk else s["hands"][0]["net"]
        data = json.dumps(s)
    try:
        read = Sitting.parse(data)
    except InputError as e:
        assert "\n" not in str(e) and str(e)
        return
    try:
        check(read)
    except InputError as e:
        assert "\n" not in str(e)


def test_the_decisions_quote_their_texts_word_for_word() -> None:
    import re

    from tests.sources import blocks

    text = (ROOT / "docs" / "rules" / "sittings.md").read_text(encoding="utf-8")
    found = re.findall(r"「(.*?)」", text) + re.findall(r"^> (.*)$", text, re.M)
    assert len(found) >= 10
    flat = [" ".join(zh.split()) for zh, _ in blocks().values()]
    for q in found:
        pieces = [" ".join(p.split()) for p in q.replace("……", "…").split("…") if p.strip()]
        assert any(all(p in para for p in pieces) for para in flat), q
