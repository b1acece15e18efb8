"""Bad input never crashes a command: sample records mangled line by line (text) or value by value
(JSON), and hands, melds and rounds made of real and broken tokens, go through ``python -m engine`` in
this process. Each run ends in exit 0, 1 or 2; an exit 2 says one line on stderr; nothing else is
raised. `make test` runs a fixed set of cases; `make test-thorough` explores (docs/testing.md)."""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.__main__ import main
from engine.core.record import Record
from tests.profiles import examples

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "content" / "games").rglob("*.txt"))
RECORD_COMMANDS = (["record", "check", "-"], ["record", "check", "-", "--json"],
                   ["record", "convert", "-", "--to", "text"], ["record", "convert", "-", "--to", "json"],
                   ["record", "replay", "-", "--at", "5"], ["record", "replay", "-", "--at", "-3"],
                   ["review", "-", "--seat", "1", "--rounds", "0"])
ODD_VALUES = (None, [], {}, [1], {"a": 1}, -1, 10**30, 1.5, "", "x", True, "hu", ["hu"], "\x00", "9" * 50)
ODD_TOKENS = ("x", "-1", "99", "[", "]", "{", '"', "hu", "peng", "9m9m", "1e9", "；", "碰", "NaN", "[Dealer \"9\"]",
              "1.", "(", ")", "$", "0 hu", "5 discard 1m", "{zh: | en:}", "[[g:", "\t")
BAHU = ("1m 2m 5m 9m 1s 2s 8s 9s 1p 3p 7p 9p Q H B X 345m 2s2m8p 二万 三條 呛森 空窑 x 0m 10p 123 m").split()
ZIPAI = "1x 2x 7x 0x 1d 2d 7d 0d 123x 270d 壹 十 x9 00x".split()
MELDS = ("peng:5m", "gang:Q", "bomb:7p", "chi:678s", "zhang:H", "peng:Q@2.discard", "bomb:7p@deal", "peng:", ":5m",
         "chi:5m", "gang:5m5m", "wai:9d", "kan:1x", "x:y", "peng:Q@9.x")


def run(argv: list[str], stdin: str = "") -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8", "surrogatepass")), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as e:  # argparse's usage errors
                code = e.code
    finally:
        sys.stdin = old
    return code, err.getvalue()


def assert_answered(argv: list[str], stdin: str = "") -> None:
    code, err = run(argv, stdin)
    assert code in (0, 1, 2), (argv, code)
    if code == 2 and "--batch" not in argv:  # a batch answers each line; the rest answer bad input in one
        assert err.count("\n") == 1 and err.startswith("error: "), (argv, err)


def _sample_texts() -> list[str]:
    return [Record.parse(p.read_text(encoding="utf-8"), str(p)).to_text() for p in SAMPLES]


def places(tree, path=()) -> list[tuple]:
    """Every place in a JSON tree below the top: the events' fields are most of them."""
    out = [path] if path else []
    if isinstance(tree, dict):
        for k, v in tree.items():
            out += places(v, path + (k,))
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            out += places(v, path + (i,))
    return out


def mangle_json(text: str, r: random.Random) -> str:
    data = json.loads(text)
    for _ in range(r.randint(1, 3)):
        path = r.choice(places(data))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        if isinstance(parent, dict) and r.random() < 0.25:
            del parent[key]
        elif isinstance(parent, list) and r.random() < 0.25:
            parent.insert(key, r.choice(ODD_VALUES))
        else:
            parent[key] = r.choice(ODD_VALUES)
    return json.dumps(data, ensure_ascii=False)


def mangle_text(text: str, r: random.Random) -> str:
    lines = text.splitlines()
    for _ in range(r.randint(1, 3)):
        i = r.randrange(len(lines))
        words = lines[i].split(" ")
        step = r.randrange(4)
        if step == 0:
            words[r.randrange(len(words))] = r.choice(ODD_TOKENS)
            lines[i] = " ".join(words)
        elif step == 1:
            lines.insert(i, r.choice(ODD_TOKENS))
        elif step == 2 and len(lines) > 1:
            del lines[i]
        else:
            lines[i] = " ".join(reversed(words))
    return "\n".join(lines)


# A seed, not st.randoms(): hypothesis's own Random leans to the simplest values, and these cases want
# every token and every place in a record equally often.
SEEDS = st.integers(0, 2**32 - 1)


@examples(150, 3000)  # a wrong type where a command stumbles is a few cases in a hundred
@given(SEEDS)
def test_a_mangled_record_is_answered(seed):
    r = random.Random(seed)
    text = r.choice(_sample_texts())
    mangled = mangle_json(Record.parse(text).dumps(), r) if r.random() < 0.5 else mangle_text(text, r)
    assert_answered(list(r.choice(RECORD_COMMANDS)), mangled)


def _cards(r: random.Random, pool) -> str:
    return " ".join(r.choice(pool) for _ in range(r.randint(0, 30)))


def _melds(r: random.Random) -> list[str]:
    return [w for _ in range(r.randint(0, 3)) for w in ("--meld", r.choice(MELDS))]


def _round(r: random.Random) -> str:
    data = {"rules": r.choice(["haimen", "tongdong", "x", 5, None]),
            "players": [{"melds": [r.choice(MELDS)], "bought": r.choice([True, 1, "x"])}, {}, {}, {}][:r.randint(0, 5)],
            "winner": r.choice([{"seat": r.choice([0, 5, -1, "0", None]), "hutou": r.choice([9, -1, "x", None, 10**9]),
                                 "ping": r.choice([False, "no"])}, None, [], 3])}
    if r.random() < 0.3:
        data[r.choice(list(data))] = r.choice(ODD_VALUES)
    return json.dumps(data)


@given(SEEDS)
def test_odd_hands_melds_and_rounds_are_answered(seed):
    r = random.Random(seed)
    kind = r.randrange(6)
    if kind == 0:
        argv = ["bahu", "analyze", "--rules", r.choice(["haimen", "tongdong"]), "--hand", _cards(r, BAHU), *_melds(r),
                *r.choice([[], ["--json"], ["--option", r.choice(["hutou_cap=11", "hutou_cap=x", "nope=1", "="])]])]
        assert_answered(argv)
    elif kind == 1:
        extra = r.choice(["melds=peng:Q@1.discard", "zhao=5m", "full=1", "zhao=", "full=x", "melds=", "drawn=Q"])
        assert_answered(["bahu", "analyze", "--position", f"{_cards(r, BAHU)} {extra}"])
    elif kind == 2:
        assert_answered(["bahu", "settle", "--json"], _round(r))
    elif kind == 3:
        assert_answered(["duzihu", "score", "--rules", r.choice(["danjiang", "shuangjiang", "danjiang+rugao"]),
                         "--jiang", r.choice(BAHU), "--hand", _cards(r, BAHU), "--win-card", r.choice(BAHU), *_melds(r)])
    elif kind == 4:
        assert_answered(["waihuzi", "score", "--hand", _cards(r, ZIPAI), "--win-card", r.choice(ZIPAI), *_melds(r)])
    else:
        lines = [json.dumps({"hand": _cards(r, BAHU), "melds": [r.choice(MELDS)], "rules": r.choice(["haimen", 3])}),
                 "{", "[]", "null", json.dumps({"hand": [1, 2]}), json.dumps({"hand": "1m", "options": {"hutou_cap": "x"}})]
        assert_answered(["bahu", "analyze", "--batch", "-", "--json"], "\n".join(r.choice(lines) for _ in range(3)))


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_the_samples_themselves_are_answered(path):
    text = path.read_text(encoding="utf-8")
    for argv in RECORD_COMMANDS:
        assert_answered(list(argv), text)
