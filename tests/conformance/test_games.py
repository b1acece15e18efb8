"""One conformance suite, run for every game the engine registers: the same contracts for all three.

* notation: the deck prints and parses back; positions print to one line and parse back.
* verdicts: every evaluation has the shape ``game, rules, valid, totals, lines, explain, explain_zh``;
  every line names a declared rule, a known kind and renders in both languages.
* CLI: bad input exits 2 with one line ``error: <what> [<token>]``; JSON output has the shape above.
"""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.reason import RULES
from engine.core.verdict import KINDS, Verdict
from engine.core.registry import game_of_rules, games as all_games

from tests.conformance.samples import SAMPLES

ERROR_LINE = re.compile(r"^error: \S.* \[.+\]$")
GAME_KEYS = [g.key for g in all_games()]


def engine(*args: str, stdin: str | bytes | None = None) -> subprocess.CompletedProcess:
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    return subprocess.run([sys.executable, "-m", "engine", *args], input=data, capture_output=True, timeout=60)


def _deck(key: str):
    return importlib.import_module(SAMPLES[key]["deck"]).DECK


def _position_class(key: str):
    module, _, name = SAMPLES[key]["position"].partition(":")
    return getattr(importlib.import_module(module), name)


# --- registry -------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", GAME_KEYS)
def test_every_preset_is_registered(key):
    g = next(g for g in all_games() if g.key == key)
    assert g.rule_sets, key
    for name in g.rule_sets:
        assert game_of_rules(name) is g


def test_rule_sets_named_in_the_help():
    out = engine("--help").stdout.decode()
    for name in ("haimen", "tongdong", "danjiang", "danjiang+rugao", "shuangjiang", "waihuzi", "waihuzi-strict"):
        assert name in out


# --- notation -------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", GAME_KEYS)
def test_deck_round_trip(key):
    deck = _deck(key)

    @settings(max_examples=150, deadline=None)
    @given(st.lists(st.sampled_from(deck.cards), max_size=30))
    def check(cards):
        for compact in (False, True):
            assert sorted(deck.parse(deck.format(cards, compact=compact))) == sorted(cards)
        assert deck.cards_of(deck.counts(cards, limit=99)) == sorted(cards)

    check()


@pytest.mark.parametrize("key", GAME_KEYS)
def test_position_round_trip(key):
    cls = _position_class(key)
    for text in SAMPLES[key]["positions"]:
        p = cls.parse(text)
        assert cls.parse(p.text()) == p, text
        assert p.text() == cls.parse(p.text()).text()


@pytest.mark.parametrize("key", GAME_KEYS)
def test_position_errors_name_the_field(key):
    from engine.core.errors import InputError

    cls = _position_class(key)
    base = SAMPLES[key]["positions"][0]
    with pytest.raises(InputError) as e:
        cls.parse(base + " colour=red")
    assert e.value.token == "colour"
    with pytest.raises(InputError):
        cls.parse("3z")


# --- verdicts -------------------------------------------------------------------------------------

def _check_verdict(v: Verdict, key: str) -> None:
    assert isinstance(v, Verdict)
    assert v.game == key
    assert v.lines, "a verdict says why"
    data = v.to_json()
    for field in ("game", "rules", "valid", "lines", "explain", "explain_zh"):
        assert field in data
    assert len(data["explain"]) == len(data["explain_zh"]) == len(v.lines)
    for line in v.lines:
        assert line.kind in KINDS
        assert line.rule in RULES, f"undeclared rule {line.rule}"
        assert line.text("zh") and line.text("en")
        assert "{" not in line.text("en") and "{" not in line.text("zh"), line.rule
        assert line.reason.source
    json.dumps(data, ensure_ascii=False)
    assert v.key() == v.key() and isinstance(v.key(), tuple)


@pytest.mark.parametrize("key", GAME_KEYS)
def test_verdict_shape(key):
    for verdict in SAMPLES[key]["verdicts"]():
        _check_verdict(verdict, key)


@pytest.mark.parametrize("key", GAME_KEYS)
def test_negative_answers_have_reasons(key):
    """Something that did not apply says why: at least one refused line in the samples."""
    kinds = {line.kind for v in SAMPLES[key]["verdicts"]() for line in v.lines}
    assert "refused" in kinds


# --- CLI ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", GAME_KEYS)
def test_cli_json_shape(key):
    for args, stdin in SAMPLES[key]["cli_ok"]:
        run = engine(*args, "--json", stdin=stdin)
        assert run.returncode == 0, run.stderr
        data = json.loads(run.stdout)
        for field in ("game", "rules", "valid", "lines", "explain", "explain_zh"):
            assert field in data, (args, field)
        assert data["game"] == key


@pytest.mark.parametrize("key", GAME_KEYS)
def test_cli_error_format(key):
    for args, stdin, token in SAMPLES[key]["cli_bad"]:
        run = engine(*args, stdin=stdin)
        err = run.stderr.decode("utf-8")
        assert run.returncode == 2, (args, err)
        assert run.stdout == b""
        assert err.count("\n") == 1 and ERROR_LINE.match(err.strip()), (args, err)
        assert "Traceback" not in err
        assert err.strip().endswith(f"[{token}]"), (args, err)


@pytest.mark.parametrize("key", GAME_KEYS)
def test_cli_option_is_checked(key):
    args, stdin = SAMPLES[key]["cli_ok"][0]
    run = engine(*args, "--option", "no_such_option=1", stdin=stdin)
    assert run.returncode == 2 and run.stderr.decode().strip().endswith("[no_such_option]")
