"""Editing the user's notation without rewriting it: taking one card out keeps their order and grouping.

A right-click on a face takes one copy of that card back. Re-formatting the whole line would turn
``2s2m8p 3s3m7p 456m 78p`` into ``2m 3m 4m 5m 6m 2s 3s 7p 8p 8p``; :func:`remove_one` instead deletes the
least it can from the last word holding the card (``78p`` → ``8p``, ``345m`` → ``35m``, ``二万三條`` → ``二万``),
and the word with its separator when it was that card alone.

    >>> from engine.cards import parse_cards
    >>> remove_one("2s2m8p 3s3m7p 456m 78p", "7p", parse_cards)
    '2s2m8p 3s3m7p 456m 8p'
    >>> remove_one("2s2m8p 3s3m7p", "2m", parse_cards)
    '2s8p 3s3m7p'
    >>> remove_one("Q 345m H", "Q", parse_cards)
    '345m H'
    >>> remove_one("345m 二万三條", "3s", parse_cards)
    '345m 二万'
    >>> remove_one("5m", "5m", parse_cards)
    ''
    >>> remove_one("5m", "9p", parse_cards) is None
    True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from engine.core.errors import InputError

SEPARATORS = re.compile(r"[\s,，、;；]+")  # as the engine's decks split words (engine/core/deck.py)


def _codes(parse: Callable[[str], Sequence[Any]], text: str) -> list[str] | None:
    try:
        return [c.code for c in parse(text)]
    except InputError:
        return None


def remove_one(text: str, code: str, parse: Callable[[str], Sequence[Any]]) -> str | None:
    """``text`` with one copy of ``code`` taken out of the last word that holds one, written as the user wrote
    the rest; None when no word holds it (or the text does not parse)."""
    words = [(m.start(), m.end()) for m in re.finditer(r"[^\s,，、;；]+", text)]
    for start, end in reversed(words):
        word = text[start:end]
        cards = _codes(parse, word)
        if cards is None or code not in cards:
            continue
        at = len(cards) - 1 - cards[::-1].index(code)
        wanted = cards[:at] + cards[at + 1:]
        if not wanted:
            return _drop_word(text, start, end)
        for size in range(1, len(word)):  # the shortest cut, nearest the word's end, that leaves the rest as it was
            for cut in range(len(word) - size, -1, -1):
                rest = word[:cut] + word[cut + size:]
                if _codes(parse, rest) == wanted:
                    return text[:start] + rest + text[end:]
        return text[:start] + " ".join(wanted) + text[end:]  # no cut does: that word alone as codes
    return None


def _drop_word(text: str, start: int, end: int) -> str:
    """``text`` without the word at ``start:end`` and the separator on one side of it."""
    after = SEPARATORS.match(text, end)
    if after:
        return text[:start] + text[after.end():]
    before = re.search(r"[\s,，、;；]+$", text[:start])
    return text[:before.start()] if before else text[:start]


__all__ = ["remove_one"]
