"""Record size: a record over MAX_RECORD_BYTES is refused before it is parsed (one line, exit 2); one just
under it is read once and answered, in either form. How long that takes (the goal: under two seconds
at the limit) is benchmarks/bench_records.py's question: a clock in a test fails on a busy machine."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine.__main__ as cli
from engine.core.game import Event
from engine.core.record import MAX_RECORD_BYTES, Record

ROOT = Path(__file__).resolve().parents[2]
GOOD = 26  # the events played before the one that cannot be
GARBAGE = {"seat": 0, "type": "long", "card": "5m"}  # 歪胡子's 龙: never an event of 八胡


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.main(list(args))
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> dict:
    """A 八胡 hand from self-play with more than GOOD events, as JSON."""
    out = tmp_path_factory.mktemp("selfplay")
    for seed in range(20):
        assert run("selfplay", "--game", "bahu", "--games", "1", "--seed", str(seed), "--out", str(out))[0] == 0
        data = json.loads(next(out.glob(f"*-{seed}-0000.json")).read_text("utf-8"))
        if len(data["events"]) > GOOD:
            return data
    raise AssertionError("no self-play hand with enough events")


def near_limit(played: dict, form: str, size: int = MAX_RECORD_BYTES) -> str:
    """GOOD events, then garbage events up to ``size`` bytes."""
    head = {**played, "events": played["events"][:GOOD]}
    if form == "json":
        text = json.dumps({**head, "events": head["events"] + [GARBAGE]})
        one = ", " + json.dumps(GARBAGE)
        n = (size - len(text.encode("utf-8"))) // len(one)
        return text[:-2] + one * n + "]}"
    text = Record.from_json(head).to_text() + "0 long 5m\n"
    return text + "0 long 5m\n" * ((size - len(text.encode("utf-8"))) // 10)


@pytest.mark.parametrize("form", ["json", "text"])
def test_a_record_near_the_limit_is_read_once_and_answered(played, form, tmp_path, monkeypatch):
    path = tmp_path / f"big.{form}"
    path.write_text(near_limit(played, form), encoding="utf-8")
    assert MAX_RECORD_BYTES - 1024 < path.stat().st_size <= MAX_RECORD_BYTES
    reread = []
    monkeypatch.setattr(Event, "from_json", classmethod(lambda cls, *a, **k: reread.append(1)))
    code, out, err = run("record", "check", str(path))
    assert code == 2 and out == "" and err.startswith("error: events[26].type: 'long' is not an event of 八胡"), err
    assert reread == [], "the record's events were read a second time"


@pytest.mark.parametrize("form", ["json", "text"])
def test_a_record_over_the_limit_is_refused_before_parsing(played, form, tmp_path):
    data = near_limit(played, form, 10 * MAX_RECORD_BYTES)
    size = len(data.encode("utf-8"))
    path = tmp_path / f"huge.{form}"
    path.write_text(data, encoding="utf-8")
    line = f"error: record is {size} bytes, more than the limit of {MAX_RECORD_BYTES} [record]\n"
    for args, stdin in ((["record", "check", str(path)], None), (["record", "convert", "-"], data),
                        (["record", "replay", "-"], data), (["review", "-", "--seat", "0"], data)):
        done = subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, text=True,
                              timeout=60, cwd=ROOT)
        assert (done.returncode, done.stdout, done.stderr) == (2, "", line), args


def test_the_limit_holds_for_records_read_in_process(played):
    from engine.core.errors import InputError

    with pytest.raises(InputError, match=r"^record is \d+ bytes, more than the limit of 524288$"):
        Record.parse(near_limit(played, "text", MAX_RECORD_BYTES + 100))


def test_the_limit_is_in_the_help():
    for args in (["record", "check"], ["record", "replay"], ["record", "convert"], ["review"]):
        text = subprocess.run([sys.executable, "-m", "engine", *args, "--help"], capture_output=True, text=True,
                              timeout=60, cwd=ROOT).stdout
        assert "at most 512 KB" in " ".join(text.split()), args
