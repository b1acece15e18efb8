r"""Writing a record in its text form (python-chess's ``StringExporter``): the inverse of
:mod:`engine.core.record_text`, so ``parse(to_text(r)) == r`` for every record.

Everything that reading would change is escaped: backslashes, the quote in tag values, braces and
bars in comments, line breaks, tabs, control characters and other blanks (``\n``, ``\uXXXX``), and
spaces at either end of a comment (``\ ``), which reading strips.

>>> from engine.core.record_data import Comment
>>> print(comment_text(Comment("好 {棋}", " a | b\n")))
{zh: 好 \{棋\} | en: \ a \| b\n}
>>> print(tag_line("Event", 'say "hi"\t'))
[Event "say \"hi\"\t"]
"""

from __future__ import annotations

import unicodedata
from typing import Any

from engine.core.record_data import (
    LIST_TAGS,
    Comment,
    Deal,
    Node,
    RecordData,
    Visitor,
    at_of,
    format_hand,
    onto_of,
)
from engine.core.record_escapes import ESCAPES

ESCAPED = {v: k for k, v in ESCAPES.items()}


def options_to_text(options: dict[str, Any]) -> str:
    def value(v: Any) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, list):
            return ",".join(str(x) for x in v)
        return str(v)

    return " ".join(f"{k}={value(v)}" for k, v in options.items())



def escape(text: str, specials: str) -> list[str]:
    """Each character as written inside a quoted value or comment (one string per character)."""
    out = []
    for ch in text:
        if ch == "\\" or ch in specials:
            out.append("\\" + ch)
        elif ch in ESCAPED:
            out.append("\\" + ESCAPED[ch])
        elif ch != " " and (ch.isspace() or unicodedata.category(ch) == "Cc"):
            out.append(f"\\u{ord(ch):04x}" if ord(ch) < 0x10000 else f"\\U{ord(ch):08x}")
        else:
            out.append(ch)
    return out


def tag_line(name: str, *values: str) -> str:
    return f"[{name}" + "".join(f' "{"".join(escape(v, chr(34)))}"' for v in values) + "]"


def comment_text(comment: Comment) -> str:
    parts = []
    for lang, text in comment.to_json().items():
        chars = escape(text, "{}|")
        # Spaces at either end would be stripped when read back: escape them.
        for k in range(len(chars)):
            if chars[k] != " ":
                break
            chars[k] = "\\ "
        for k in range(len(chars) - 1, -1, -1):
            if chars[k] not in (" ", "\\ "):
                break
            chars[k] = "\\ "
        parts.append(f"{lang}:" + (" " + "".join(chars) if chars else ""))
    return "{" + " | ".join(parts) + "}"


class TextExporter(Visitor):
    """Prints a record in the text form (python-chess's ``StringExporter``)."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.sitting = False
        self.opening = 0

    def begin_record(self, record: RecordData) -> None:
        self.sitting = record.sitting
        self.lines += [tag_line("Format", record.format), tag_line("Game", record.game), tag_line("Rules", record.rules)]
        if record.options:
            self.lines.append(tag_line("Options", options_to_text(record.options)))

    def visit_tag(self, name: str, value: Any) -> None:
        self.lines.append(tag_line(name, *(value if name in LIST_TAGS else [value])))

    def begin_deal(self, index: int, deal: Deal) -> None:
        if self.sitting:
            self.lines += ["", tag_line("Deal", str(index + 1))]
        self.lines.append(tag_line("Dealer", str(deal.dealer)))
        self.lines += [tag_line(f"Hand{s}", format_hand(h)) for s, h in enumerate(deal.hands)]
        for key, cards in (("Wall", deal.wall), ("Turned", deal.turned)):
            if cards is not None:
                self.lines.append(tag_line(key, " ".join(c.code for c in cards)))
        self.lines.append("")

    def visit_event(self, node: Node) -> None:
        text = node.event.code()
        onto = onto_of(node.event)
        if onto:
            text += " onto " + (onto.removeprefix("chi:"))
        at = at_of(node.event)
        if at is not None:
            text += f" at {at}"
        self.lines.append("  " * node.depth + "(" * self.opening + text)
        self.opening = 0

    def visit_nags(self, nags: tuple[int, ...], node: Node) -> None:
        self.lines[-1] += "".join(f" ${n}" for n in nags)

    def visit_comment(self, comment: Comment, node: Node | None) -> None:
        if node is None:
            self.lines.append(comment_text(comment))
        else:
            self.lines[-1] += " " + comment_text(comment)

    def begin_variation(self, node: Node, index: int) -> None:
        self.opening += 1

    def end_variation(self, node: Node, index: int) -> None:
        self.lines[-1] += ")"

    def result(self) -> str:
        return "\n".join(self.lines).rstrip("\n") + "\n"


def to_text(record: RecordData) -> str:
    text: str = record.accept(TextExporter())
    return text

