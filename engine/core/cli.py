"""The command-line layer every game shares: common flags, one error format, safe JSON in and out.

* ``--rules``, ``--option NAME=VALUE`` (repeatable), ``--json``, ``--lang zh|en`` mean the same for
  every command that takes a hand.
* Bad input exits 2 with one line on stderr: ``error: <what> [<token or field>]``.
* JSON input is read safely: invalid UTF-8, integers of more than 18 digits, nesting deeper than 64
  and non-finite numbers are input errors, never tracebacks.
* ``--batch`` answers every line: a bad line gets ``{"error": …}`` and the rest go on.

>>> load_json('{"a": [1, 2]}')
{'a': [1, 2]}
>>> load_json('[' * 100 + ']' * 100)
Traceback (most recent call last):
...
engine.core.errors.InputError: JSON nested deeper than 64 levels
>>> load_json('{"n": ' + '9' * 40 + '}')
Traceback (most recent call last):
...
engine.core.errors.InputError: JSON integer of 40 digits is too large
>>> error_line(InputError("unknown card '3z'", "3z"))
"error: unknown card '3z' [3z]"
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
from collections.abc import Callable, Iterable
from typing import IO, Any, BinaryIO, NoReturn

from engine.core.errors import InputError
from engine.core.input_messages import (
    EMPTY_LINE,
    JSON_CONSTANT,
    JSON_DEEP,
    JSON_INT_DIGITS,
    JSON_RANGE,
    LINE_TOO_LONG,
    NOT_JSON,
    NOT_UTF8_TEXT,
    RULES_REQUIRED,
    TOO_LARGE,
    what_read,
)
from engine.core.messages import CANNOT_READ, why_unread

MAX_DEPTH = 64
MAX_INT_DIGITS = 18
MAX_LINE_BYTES = 1 << 20


def error_line(e: InputError) -> str:
    message = " ".join(str(e).split())  # one line, whatever the message held
    token = " ".join(str(e.token).split()) if e.token else ""
    if token and len(token) > 60:
        token = token[:57] + "…"
    return f"error: {message}" + (f" [{token}]" if token else "")


def fail(e: InputError) -> int:
    print(error_line(e), file=sys.stderr)
    return 2


def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise InputError(JSON_INT_DIGITS(digits=digits), text[:20])
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise InputError(JSON_RANGE(text=text[:20]), text[:20])
    return value


def _constant(text: str) -> float:
    raise InputError(JSON_CONSTANT(text=text), text)


def _depth(text: str) -> int:
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def load_json(data: str | bytes, what: str = "input") -> Any:
    """Parse JSON text or UTF-8 bytes; every failure is an :class:`InputError`."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise InputError(NOT_UTF8_TEXT(what=what_read(what), byte=e.start), what) from None
    if _depth(data) > MAX_DEPTH:
        raise InputError(JSON_DEEP(most=MAX_DEPTH), what)
    try:
        return json.loads(data, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as e:
        raise InputError(NOT_JSON(what=what_read(what), why=e.msg, line=e.lineno, column=e.colno), what) from None
    except RecursionError:
        raise InputError(JSON_DEEP(most=MAX_DEPTH), what) from None


def dump_json(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


def read_input(path: str | None, what: str = "input", limit: int | None = None) -> bytes:
    """The bytes of FILE, or of standard input for ``None`` or ``-``. With ``limit``, more bytes than that
    are refused without keeping them: ``error: record is N bytes, more than the limit of M [record]``."""
    try:
        if path in (None, "-"):
            return _bounded(sys.stdin.buffer, what, limit)
        with open(path, "rb") as f:
            return _bounded(f, what, limit)
    except OSError as e:
        raise InputError(CANNOT_READ(path=path, why=why_unread(e)), str(path)) from None


def _bounded(stream: BinaryIO, what: str, limit: int | None) -> bytes:
    if limit is None:
        return stream.read()
    data = stream.read(limit + 1)
    if len(data) <= limit:
        return data
    size = len(data)
    while chunk := stream.read(1 << 20):  # count the rest without keeping it
        size += len(chunk)
    raise too_large(what, size, limit)


def too_large(what: str, size: int, limit: int) -> InputError:
    return InputError(TOO_LARGE(what=what_read(what), size=size, limit=limit), what)


def add_common(p: argparse.ArgumentParser, *, rules: Iterable[str] = (), default: str | None = None,
               lang: bool = True) -> None:
    """``--rules``, ``--option``, ``--json`` and ``--lang``, the same for every game."""
    names = tuple(rules)
    p.add_argument("--rules", default=default, metavar="RULES",
                   help=f"rule set: {', '.join(names)}" + (f" (default {default})" if default else ""))
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="change one option of the rule set, e.g. hutou_cap=11 (repeatable)")
    p.add_argument("--json", action="store_true", help="print JSON")
    if lang:
        p.add_argument("--lang", choices=("zh", "en"), default="en", help="language of the human output")


def rule_set(cls: Any, name: str | None, options: Iterable[str] = ()) -> Any:
    """The named preset with ``--option`` changes applied."""
    if name is None:
        raise InputError(RULES_REQUIRED(), "--rules")
    rs = cls.named(name)
    items = list(options)
    return rs.with_option_text(*items) if items else rs


def run_batch(stream: IO[bytes] | IO[str], answer: Callable[[Any], dict[str, Any]], out: IO[str] | None = None) -> int:
    """One JSON answer per input line; a bad line gets ``{"error": …}`` and the rest go on."""
    out = out or sys.stdout
    for lineno, raw in enumerate(_lines(stream), start=1):
        try:
            if len(raw) > MAX_LINE_BYTES:
                raise InputError(LINE_TOO_LONG(n=len(raw)), "line")
            text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
            if not text.strip():
                raise InputError(EMPTY_LINE(), "line")
            result = answer(load_json(text, "line"))
        except UnicodeDecodeError as e:
            result = {"error": f"line {lineno}: not UTF-8 (byte {e.start})"}
        except InputError as e:
            result = {"error": f"line {lineno}: {e}"}
        print(dump_json(result), file=out)
    out.flush()
    return 0


def _lines(stream: Any) -> Iterable[bytes]:
    buffer = getattr(stream, "buffer", stream)
    for raw in buffer:
        yield raw.rstrip(b"\r\n") if isinstance(raw, bytes) else raw.rstrip("\r\n")


EXAMPLE = "  $ "  # how an example command starts in a help text (tests/core/test_cli_examples.py runs them)


def examples(*commands: str) -> str:
    """A help epilog of example commands, one per line as ``  $ python -m …``; stdin comes from
    ``echo '…' |`` and files from tests/fixtures/, so every example runs as written from the repository."""
    return "examples:\n" + "\n".join(EXAMPLE + c for c in commands)


class ExampleFormatter(argparse.HelpFormatter):
    """argparse's wrapping, but an example line is kept as written (a shell command must not be wrapped)."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        out: list[str] = []
        prose: list[str] = []
        for line in text.splitlines() + [""]:
            if prose and (line.startswith(EXAMPLE) or not line.strip()):
                out.append(super()._fill_text(" ".join(prose), width, indent))
                prose = []
            if line.startswith(EXAMPLE) or not line.strip():
                out.append(indent + line if line.strip() else "")
            else:
                prose.append(line)
        return "\n".join(out).rstrip("\n")


class OneLineParser(argparse.ArgumentParser):
    """Usage errors are one line on stderr, ``error: <what> [<argument>]``, and exit 2: every command line
    of the project builds its parsers (and sub-parsers) from this class. Help keeps example lines whole."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", ExampleFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        found = re.search(r"argument (\S+?)[:/ ]|unrecognized arguments: (\S+)", message + " ")
        token = next((g for g in found.groups() if g), "") if found else self.prog.split()[-1]
        self.exit(2, f"error: {' '.join(message.split())} [{token}]\n")

    def _print_message(self, message: str, file: Any = None) -> None:
        if message:  # argparse drops a failed write (help to a full disk); let finish() report it
            (file or sys.stderr).write(message)


OUTPUT_NOTE = ("A reader that stops early (| head) ends the command quietly, exit 0; any other output\n"
               "that cannot be written (a full disk) is one line on stderr, exit 2, as is bad input or usage.")


def finish(command: Callable[[], int]) -> int:
    """Run a whole command and flush its output. A reader gone away (EPIPE) ends it quietly with 0, as Unix
    tools do in a pipe; any other failed write (ENOSPC …) is one error line and exit 2 — never a traceback."""
    try:
        try:
            code = int(command() or 0)
        except SystemExit as e:  # --help, or a usage error already said on stderr
            code = e.code if isinstance(e.code, int) else 0 if e.code is None else 2
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        _silence_stdout()
        return 0
    except OSError as e:
        _silence_stdout()
        where = e.filename or "stdout"
        print(f"error: cannot write {'the output' if where == 'stdout' else where}: {e.strerror or e} [{where}]",
              file=sys.stderr)
        return 2


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's last flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def guarded(func: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Run a command: input errors become the one-line format (:func:`finish` takes care of output
    that cannot be written)."""

    def run(args: argparse.Namespace) -> int:
        try:
            return int(func(args) or 0)
        except InputError as e:
            return fail(e)

    run.__name__ = getattr(func, "__name__", "run")
    run.__doc__ = func.__doc__
    return run
