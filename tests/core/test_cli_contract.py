"""Every command line of the project (``python -m engine …``, ``python -m archive_app lessons|search``):
bad usage is one line on stderr and exit 2; output that cannot be written is one line and exit 2 (a full
disk) or a quiet exit 0 (a reader that went away), never a traceback."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ERROR_LINE = re.compile(r"^error: \S.* \[[^\]]+\]\n$")
EXAMPLE = ROOT / "tests/fixtures/puzzles.jsonl"

# Commands that print on success, one per command line and several per group.
PRINTING = [
    ["engine", "--help"],
    ["engine", "bahu", "analyze", "--rules", "haimen", "--hand", "2s2m8p 3s3m7p 456m 78p", "--json"],
    ["engine", "puzzle", "generate", "--game", "bahu", "--rules", "haimen", "--type", "yuan", "--count", "3"],
    ["engine", "puzzle", "check", str(EXAMPLE)],
    ["engine", "selfplay", "--game", "bahu", "--games", "1"],
    ["archive_app", "lessons", "list", "--json"],
    ["archive_app", "lessons", "export", "--json"],
    ["archive_app", "search", "呛森", "--json"],
]


def python(args: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, timeout=120, cwd=ROOT, **kw)


@pytest.mark.parametrize("args", PRINTING, ids=" ".join)
def test_a_full_disk_is_one_error_line_and_exit_2(args):
    with open("/dev/full", "w") as full:
        run = subprocess.run([sys.executable, "-m", *args], stdout=full, stderr=subprocess.PIPE, text=True,
                             timeout=120, cwd=ROOT)
    assert run.returncode == 2
    assert run.stderr == "error: cannot write the output: No space left on device [stdout]\n"


@pytest.mark.parametrize("args", PRINTING, ids=" ".join)
def test_a_reader_that_goes_away_ends_the_command_quietly(args):
    proc = subprocess.Popen([sys.executable, "-m", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            cwd=ROOT)
    proc.stdout.close()  # like `| head -0`: nobody reads
    err = proc.stderr.read().decode("utf-8")
    assert proc.wait(timeout=120) == 0 and err == ""


def parsers(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """The parser and every sub-parser below it, each with the words that reach it."""
    out = [(path, parser)]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out += parsers(sub, path + (name,))
    return out


def every_parser() -> list[tuple[str, tuple[str, ...], argparse.ArgumentParser]]:
    from archive_app.lessons_cli import build_parser as lessons
    from engine.__main__ import build_parser as engine

    return [("engine", p, parser) for p, parser in parsers(engine())] + \
        [("lessons", p, parser) for p, parser in parsers(lessons())]


def test_every_parser_answers_bad_usage_in_one_line(capsys):
    found = every_parser()
    assert len(found) > 20
    for cli, path, parser in found:
        groups = any(isinstance(a, argparse._SubParsersAction) for a in parser._actions)
        for bad in (["--no-such-flag"], ["no-such-command"]) if groups else (["--no-such-flag"],):
            with pytest.raises(SystemExit) as info:
                parser.parse_args(list(bad))
            err = capsys.readouterr().err
            assert info.value.code == 2 and ERROR_LINE.match(err), (cli, path, bad, err)


@pytest.mark.parametrize("args", [
    ["archive_app", "lessons", "x"], ["archive_app", "lessons"], ["archive_app", "lessons", "list", "--nope"],
    ["archive_app", "search"], ["engine", "bogus"], ["engine", "record", "check"],
    ["engine", "selfplay", "--games", "x"], ["engine", "puzzle", "check", "--x"]], ids=" ".join)
def test_usage_errors_from_the_shell(args):
    run = python(args)
    assert run.returncode == 2 and run.stdout == "" and ERROR_LINE.match(run.stderr), run.stderr


def test_the_output_rule_is_in_the_help():
    for args in (["engine", "--help"], ["archive_app", "lessons", "--help"]):
        assert "A reader that stops early (| head) ends the command quietly, exit 0" in " ".join(
            python(args).stdout.split())
