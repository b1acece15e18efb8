"""Reading a record for a command: FILE or standard input, JSON or the text form, within the size limit.

A bad record is one :class:`~engine.core.errors.InputError` naming ``file:line`` (text) or the field
(JSON), which the commands print as ``error: game.txt:12: unknown card '3z' [3z]``.
"""

from __future__ import annotations

from engine.core.cli import read_input
from engine.core.record import MAX_RECORD_BYTES, Record, form_of
from engine.core.sitting import MAX_SITTING_BYTES, Sitting, is_sitting

# The FILE argument of every command that reads a record.
FILE_HELP = f"the record, JSON or the text form, at most {MAX_RECORD_BYTES // 1024} KB; - reads standard input"


def read_record(path: str | None) -> Record:
    """The record in FILE, or on standard input for ``-``; JSON or text, told apart by its first character."""
    return read_with_form(path)[0]


def read_with_form(path: str | None) -> tuple[Record, str]:
    """The record and the form it was written in: ``"json"`` or ``"text"``."""
    name = "<stdin>" if path in (None, "-") else str(path)
    data = read_input(path, "record", MAX_RECORD_BYTES)
    return Record.parse(data, name), form_of(data)


def read_any(path: str | None) -> tuple[Record | Sitting, str]:
    """A record of one hand or a sitting (:mod:`engine.core.sitting`), and the form it was written in."""
    name = "<stdin>" if path in (None, "-") else str(path)
    data = read_input(path, "record", MAX_SITTING_BYTES)
    if is_sitting(data):
        return Sitting.parse(data, name), form_of(data)
    return Record.parse(data, name), form_of(data)
