"""Typed input (engine/core/schema.py): a value of the wrong JSON type anywhere in a record, a puzzle or a
round is one :class:`InputError` naming its field, never another exception; ``record check`` exits 2 with
one line."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bahu import table_record
from engine.core import schema
from engine.core.errors import InputError
from engine.core.record import Record

ROOT = Path(__file__).resolve().parents[2]

BAHU = {
    "format": "changpai-record/1", "game": "bahu", "rules": "haimen", "options": {"hutou_cap": 13},
    "tags": {"Event": "海门", "Players": ["甲", "乙", "丙", "丁"], "cannon": "1"},
    "dealer": 0, "hands": ["23455m11s", "9m7p", "4p", "9m2s7p"], "wall": "6m 7m",
    "comment": {"zh": "开局", "en": "the deal"},
    "events": [
        {"seat": 0, "type": "discard", "card": "5m"},
        {"seat": 1, "type": "draw", "card": "7p"},
        {"seat": 3, "type": "peng", "card": "7p"},
        {"seat": 3, "type": "discard", "card": "2s", "comment": {"zh": "该打九万", "en": "9m was better"},
         "nags": [2], "variations": [[{"seat": 3, "type": "discard", "card": "9m"}]]},
        {"seat": 0, "type": "chi", "card": "2s", "with": ["3s", "4s"], "onto": "chi:345m"}]}
SITTING = {k: v for k, v in BAHU.items() if k not in ("dealer", "hands", "wall", "comment", "events")} | {
    "deals": [{"dealer": 0, "hands": ["5m", "", "", ""], "events": [{"seat": 0, "type": "discard", "card": "5m"}]},
              {"dealer": 1, "hands": ["", "6m", "", ""], "turned": ["4s"], "events": []}]}
DUZIHU = {"format": "changpai-record/1", "game": "duzihu", "rules": "danjiang", "dealer": 0,
          "hands": ["5m", "", "", ""], "turned": ["4s"], "events": [{"seat": 0, "type": "discard", "card": "5m"}]}

# One value of each JSON type; a field gets one whose type differs from the one it holds.
VALUES: tuple[Any, ...] = ("x", 7, 1.5, True, None, ["x"], {"k": "x"})


def paths(tree: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON tree, outermost first."""
    out = [prefix]
    if isinstance(tree, dict):
        for k, v in tree.items():
            out += paths(v, prefix + (k,))
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            out += paths(v, prefix + (i,))
    return out


def at(tree: Any, path: tuple) -> Any:
    for key in path:
        tree = tree[key]
    return tree


def with_value(tree: Any, path: tuple, value: Any) -> Any:
    out = copy.deepcopy(tree)
    at(out, path[:-1])[path[-1]] = value
    return out


def wrong_types(value: Any) -> list[Any]:
    return [v for v in VALUES if not (type(v) is type(value) or (type(v) in (int, float) and type(value) in (int, float)))]


@st.composite
def mistyped(draw: Any, trees: list[Any]) -> tuple[Any, tuple, Any]:
    """A tree with one field (at any depth) holding a value of another JSON type."""
    tree = draw(st.sampled_from(trees))
    path = draw(st.sampled_from(paths(tree)[1:]))
    value = draw(st.sampled_from(wrong_types(at(tree, path))))
    return with_value(tree, path, value), path, value


def test_the_examples_are_good_records():
    for tree in (BAHU, SITTING, DUZIHU):
        assert Record.from_json(tree).to_json()["game"] == tree["game"]


@settings(derandomize=True, max_examples=600, deadline=None)
@given(mistyped([BAHU, SITTING, DUZIHU]))
def test_a_wrong_type_anywhere_in_a_record_is_an_input_error(case):
    tree, path, value = case
    if path[-1] == "turned" and isinstance(value, str):  # turned cards are a list of codes or one text
        return
    with pytest.raises(InputError) as info:
        Record.from_json(tree)
    assert info.value.token, (path, value)


@settings(derandomize=True, max_examples=150, deadline=None)
@given(mistyped([{k: v for k, v in BAHU.items() if k != "wall"}]))
def test_the_bahu_table_reads_raw_json_with_the_same_checks(case):
    tree, path, value = case
    try:
        table_record.check(tree)
    except InputError:
        pass  # the table reader takes some annotations it does not read (comments, glyphs) as they come


def test_a_listed_event_type_is_one_line_and_exit_2():
    record = {"format": "changpai-record/1", "game": "bahu", "rules": "haimen", "dealer": 0,
              "hands": ["", "", "", ""], "events": [{"seat": 0, "type": ["hu"]}]}
    for command in ("check", "replay", "convert"):
        run = subprocess.run([sys.executable, "-m", "engine", "record", command, "-"], input=json.dumps(record),
                             capture_output=True, text=True, timeout=60, cwd=ROOT)
        assert run.returncode == 2 and run.stdout == "", (command, run.stderr)
        assert run.stderr == ("error: <stdin>: events[0].type must be a string, not a list "
                              "[events[0].type]\n"), run.stderr


@pytest.mark.parametrize("kind", [["hu"], {"hu": 1}, 3, None, True])
def test_every_reader_of_an_event_names_its_type(kind):
    from engine.cards import DECK
    from engine.core.game import Event
    from engine.core.record_json import event_from_json

    raw = {"seat": 0, "type": kind}
    for read in (lambda: Event.from_json(raw, DECK, "events[0]"), lambda: event_from_json(raw, DECK, "events[0]")):
        with pytest.raises(InputError, match=r"^events\[0\]\.type (must be a string|is missing)") as info:
            read()
        assert info.value.token == "events[0].type"


def test_schema_readers():
    assert schema.field({"a": 1}, "a", int) == 1
    assert schema.field({}, "a", int, default=None) is None
    with pytest.raises(InputError, match=r"^x\.a must be an integer, not true or false$|^x\.a must be an integer, "
                                         r"not a boolean$"):
        schema.field({"a": True}, "a", int, path="x")
    with pytest.raises(InputError, match=r"^x must be an object, not a list$"):
        schema.field([], "a", int, path="x")
    assert schema.items(["a", "b"], str, "p") == ["a", "b"]
    with pytest.raises(InputError, match=r"^p\[1\] must be a string, not null$"):
        schema.items(["a", None], str, "p")
    with pytest.raises(InputError, match=r"^s must be a seat 0–3, not 4$"):
        schema.seat(4, "s")
    assert schema.is_kind(1, int) and not schema.is_kind(True, int) and schema.is_kind(None, (str, type(None)))
