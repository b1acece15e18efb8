"""The escaped text of a record's text form (quoted tag values and comments: ``\\n``, ``\\{``,
``\\uXXXX`` …) and its bilingual comments, ``{zh: … | en: …}``.

>>> parse_comment("zh: 好 | en: good", "f", 1)
{'zh': '好', 'en': 'good'}
"""

from __future__ import annotations

import re

from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.messages import HEX_DIGITS, LABEL_EACH_PART, NOT_A_CHARACTER, TWO_PARTS, UNKNOWN_ESCAPE

LABEL = re.compile(r"(zh|en)\s*:", re.IGNORECASE)
CJK = re.compile("[\u3400-\u9fff\uf900-\ufaff\U00020000-\U0002ffff]")
ESCAPES = {"n": "\n", "t": "\t", "r": "\r"}


def fail_at(name: str, line: int, message: Text, token: str) -> InputError:
    """The error ``message`` at ``name:line``."""
    return InputError(message, token).at(f"{name}:{line}: ")


def escaped_cells(raw: str, name: str, line: int) -> list[tuple[str, bool]]:
    """Characters of a quoted value or comment, each marked escaped or not."""
    cells, i = [], 0
    while i < len(raw):
        ch = raw[i]
        if ch != "\\":
            cells.append((ch, False))
            i += 1
            continue
        nxt = raw[i + 1:i + 2]
        at = line + raw[:i].count("\n")
        if nxt in ESCAPES:
            cells.append((ESCAPES[nxt], True))
            i += 2
        elif nxt in ("u", "U"):
            width = 4 if nxt == "u" else 8
            digits = raw[i + 2:i + 2 + width]
            if len(digits) != width or not all(c in "0123456789abcdefABCDEF" for c in digits):
                raise fail_at(name, at, HEX_DIGITS(letter=nxt, width=width), raw[i:i + 2 + width])
            code = int(digits, 16)
            if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
                raise fail_at(name, at, NOT_A_CHARACTER(letter=nxt, digits=digits), raw[i:i + 2 + width])
            cells.append((chr(code), True))
            i += 2 + width
        elif nxt and nxt in '\\"{}| ':
            cells.append((nxt, True))
            i += 2
        else:
            raise fail_at(name, at, UNKNOWN_ESCAPE(escape=raw[i:i + 2]), raw[i:i + 2])
    return cells


def parse_comment(raw: str, name: str, line: int) -> dict[str, str]:
    """``{zh: … | en: …}`` → ``{"zh": …, "en": …}``."""
    cells = escaped_cells(raw, name, line)
    parts: list[list[tuple[str, bool]]] = [[]]
    for cell in cells:
        if cell == ("|", False):
            parts.append([])
        else:
            parts[-1].append(cell)
    found: dict[str, str] = {}
    for part in parts:
        part = _strip(_fold(part))
        prefix = "".join(c for c, _ in _leading_raw(part))
        label = LABEL.match(prefix)
        text = "".join(c for c, _ in _strip(part[label.end():])) if label else "".join(c for c, _ in part)
        if label:
            lang = label.group(1).lower()
        elif len(parts) > 1:
            raise fail_at(name, line, LABEL_EACH_PART(), "|")
        else:
            lang = "zh" if CJK.search(text) else "en"
        if lang in found:
            raise fail_at(name, line, TWO_PARTS(lang=lang), lang)
        found[lang] = text
    return found


def _leading_raw(cells: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    out = []
    for cell in cells:
        if cell[1]:
            break
        out.append(cell)
    return out


def _fold(cells: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    """A raw line break and the raw whitespace around it become one space (editor wrapping)."""
    out: list[tuple[str, bool]] = []
    folding = False
    for ch, escaped in cells:
        if not escaped and ch == "\n":
            while out and not out[-1][1] and out[-1][0].isspace():
                out.pop()
            out.append((" ", False))
            folding = True
        elif folding and not escaped and ch.isspace():
            continue
        else:
            folding = False
            out.append((ch, escaped))
    return out


def _strip(cells: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
    start, end = 0, len(cells)
    while start < end and not cells[start][1] and cells[start][0].isspace():
        start += 1
    while end > start and not cells[end - 1][1] and cells[end - 1][0].isspace():
        end -= 1
    return cells[start:end]
