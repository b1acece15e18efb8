"""Every example command in the help texts (lines ``  $ python -m …``) and in README.md's shell blocks
that runs ``python -m engine``, ``python -m archive_app lessons`` or ``python -m archive_app search`` runs
as written and succeeds (exit 0, or the code a trailing ``# exit N`` gives). They run in this process,
from the repository root."""

from __future__ import annotations

import argparse
import contextlib
import io
import re
import shlex
import sys
from pathlib import Path

import pytest

from engine.core.cli import EXAMPLE

ROOT = Path(__file__).resolve().parents[2]
CLIS = ("python -m engine", "python -m archive_app lessons", "python -m archive_app search")


def parsers(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()):
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from parsers(sub, path + (name,))


def every_parser() -> list[tuple[str, argparse.ArgumentParser]]:
    from archive_app.__main__ import build_search_parser as search
    from archive_app.lessons_cli import build_parser as lessons
    from engine.__main__ import build_parser as engine

    return [(" ".join(("engine",) + p), parser) for p, parser in parsers(engine())] + \
        [(" ".join(("lessons",) + p), parser) for p, parser in parsers(lessons())] + [("search", search())]


def help_examples() -> list[str]:
    found = []
    for _, parser in every_parser():
        found += [line.strip()[2:] for line in parser.format_help().splitlines() if line.startswith(EXAMPLE)]
    return list(dict.fromkeys(found))


def readme_examples() -> list[str]:
    """Commands of README.md's shell blocks, a command continued over lines (``\\`` or an open quote) joined."""
    found = []
    for block in re.findall(r"```(?:sh|bash|console)\n(.*?)```", (ROOT / "README.md").read_text("utf-8"), re.S):
        pending = ""
        for line in block.splitlines():
            pending = f"{pending}\n{line}" if pending else line
            if pending.endswith("\\"):
                pending = pending[:-1]
                continue
            try:
                shlex.split(pending, comments=True)
            except ValueError:  # a quote still open: the command goes on
                continue
            command = " ".join(pending.split("\n")).replace(".venv/bin/python", "python")
            if any(cli in command for cli in CLIS):
                found.append(command)
            pending = ""
    return found


def expected_code(command: str) -> int:
    found = re.search(r"#\s*exit (\d+)\s*$", command)
    return int(found.group(1)) if found else 0


def run(command: str) -> tuple[int, str, str]:
    """Run ``[echo '…' |] python -m engine|archive_app lessons ARGS`` in this process."""
    words = shlex.split(command, comments=True)
    stdin = ""
    if "|" in words:
        bar = words.index("|")
        assert words[0] == "echo", command
        stdin, words = " ".join(words[1:bar]) + "\n", words[bar + 1:]
    assert words[:2] == ["python", "-m"], command
    if words[2] == "engine":
        from engine.__main__ import main
        args = words[3:]
    elif words[2:4] == ["archive_app", "search"]:
        from archive_app.__main__ import _search_cli as main
        args = words[4:]
    else:
        assert words[2:4] == ["archive_app", "lessons"], command
        from archive_app.lessons_cli import main
        args = words[4:]
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(args)
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


EXAMPLES = help_examples() + [c for c in readme_examples() if c not in help_examples()]


def test_every_command_has_an_example_and_the_readme_is_read():
    leaves = [name for name, p in every_parser()
              if not any(isinstance(a, argparse._SubParsersAction) for a in p._actions)]
    shown = " ".join(help_examples())
    def command(name: str) -> str:
        return "python -m " + (name if name.startswith("engine") else "archive_app " + name)

    assert [name for name in leaves if command(name) + " " not in shown + " "] == []
    assert len(readme_examples()) >= 8


@pytest.mark.parametrize("command", EXAMPLES)
def test_the_example_runs(command, monkeypatch):
    monkeypatch.chdir(ROOT)
    code, out, err = run(command)
    assert code == expected_code(command), f"{command}\n{err}"
    assert (out + err).strip(), command  # it said something (lessons check reports on stderr)
