"""How a lesson file writes positions and answers, and the check that the engine agrees.

Answers are written by the form of their question type (:mod:`engine.exercises.forms`):
``yes``/``no``; a number; numbers separated by spaces (``60 -20 -20 -20``); cards (``2s2m8p``,
``none`` for no card); groups separated by ``/`` (``2s2m8p / 345m``); a word or a seat (``dagun``,
``2``, ``none``). ``|`` separates alternatives: an answer line lists **every** correct answer.

>>> parse_answer("bahu", "discard", "9p | 5m")
['9p', '5m']
>>> parse_answer("bahu", "arrange", "2s2m8p / 345m")
[[['2m', '2s', '8p'], ['3m', '4m', '5m']]]
>>> format_answer("bahu", "arrange", [[["2m", "2s", "8p"], ["3m", "4m", "5m"]]])
'2m2s8p / 345m'
"""

from __future__ import annotations

import json
from typing import Any

from engine.core.errors import InputError
from engine.exercises.forms import canonical, form

YES = ("yes", "true", "是", "对")
NO = ("no", "false", "否", "不")
NONE_WORDS = ("none", "-", "无")
SEAT_KEYS = ("0", "1", "2", "3")


class Bad(ValueError):
    """A value in a lesson file that cannot be read; the message says what is expected."""


def _deck(game: str):
    from engine.core.registry import game as find_game

    return find_game(game).deck


def card_codes(game: str, text: str) -> list[str]:
    """Card codes in the order written (``none`` or ``-`` for no card)."""
    if text.strip().lower() in NONE_WORDS:
        return []
    try:
        return [c.code for c in _deck(game).parse(text)]
    except InputError as e:
        raise Bad(f"{text.strip()!r} is not a list of cards ({e})") from None


def _sorted_codes(game: str, text: str) -> list[str]:
    deck = _deck(game)
    return sorted(card_codes(game, text), key=lambda c: deck.by_code[c].index)


def _one(game: str, kind: str, text: str) -> Any:
    text = text.strip()
    shape = form(kind)
    if shape == "yesno":
        if text.lower() in YES:
            return True
        if text.lower() in NO:
            return False
        raise Bad(f"{text!r}: write yes or no")
    if shape == "number":
        try:
            return int(text)
        except ValueError:
            raise Bad(f"{text!r}: write a whole number") from None
    if shape == "numbers":
        try:
            return [int(v) for v in text.replace(",", " ").split()]
        except ValueError:
            raise Bad(f"{text!r}: write whole numbers separated by spaces") from None
    if shape in ("deck", "hand_some"):
        return sorted(card_codes(game, text))
    if shape == "hand_one":
        codes = card_codes(game, text)
        if len(codes) != 1:
            raise Bad(f"{text!r}: write one card (separate alternatives with |)")
        return codes[0]
    if shape == "groups":
        return canonical(kind, [card_codes(game, g) for g in text.split("/")])
    if text in SEAT_KEYS:
        return int(text)
    return text


def parse_answer(game: str, kind: str, text: str) -> list[Any]:
    """Every answer an ``answer:`` line gives (alternatives separated by ``|``)."""
    return [_one(game, kind, part) for part in text.split("|")]


def _cards_text(game: str, codes: list[str]) -> str:
    if not codes:
        return "none"
    deck = _deck(game)
    return deck.format([deck.by_code[c] for c in codes], compact=True)


def format_one(game: str, kind: str, answer: Any) -> str:
    shape = form(kind)
    if shape == "yesno":
        return "yes" if answer else "no"
    if shape == "numbers":
        return " ".join(str(v) for v in answer)
    if shape in ("deck", "hand_some"):
        return _cards_text(game, list(answer))
    if shape == "groups":
        return " / ".join(_cards_text(game, list(g)) for g in answer)
    return str(answer)


def format_answer(game: str, kind: str, answers: list[Any]) -> str:
    """The ``answer:`` line (without the key) that states exactly these answers."""
    return " | ".join(format_one(game, kind, a) for a in answers)


# --- positions -------------------------------------------------------------------------------------

TEXT_FIELDS = ("hand", "win", "card", "pick", "how")
LIST_FIELDS = ("melds", "jiang", "taken")
BOOL_FIELDS = ("self_drawn", "last_card")
INT_FIELDS = ("seat", "from")
FLAGS = ("bought", "cannon", "huang", "jailed", "forfeit")


def _bool(text: str) -> bool:
    if text.lower() in YES:
        return True
    if text.lower() in NO:
        return False
    raise Bad(f"{text!r}: write yes or no")


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise Bad(f"{text!r}: write a whole number") from None


def _items(text: str) -> list[str]:
    return [v.strip() for v in text.split(",") if v.strip()]


def _player(text: str) -> dict[str, Any]:
    player: dict[str, Any] = {}
    for item in _items(text):
        if item in FLAGS:
            player[item] = True
        elif ":" in item:
            player.setdefault("melds", []).append(item)
        else:
            raise Bad(f"{item!r}: a player is melds like peng:Q and the words {', '.join(FLAGS)}")
    return player


def _winner(text: str) -> dict[str, Any] | None:
    if text.strip().lower() in NONE_WORDS:
        return None
    parts = _items(text)
    if len(parts) != 3 or parts[2] not in ("ping", "piao"):
        raise Bad(f"{text!r}: write SEAT, HUTOU, ping or piao (e.g. 0, 9, piao), or none")
    return {"seat": _int(parts[0]), "hutou": _int(parts[1]), "ping": parts[2] == "ping"}


def position_field(position: dict[str, Any], key: str, value: str) -> None:
    """Read one ``key: value`` line of an exercise into the position dict."""
    if key in TEXT_FIELDS:
        position[key] = value
    elif key in LIST_FIELDS:
        position[key] = _items(value)
    elif key in BOOL_FIELDS:
        position[key] = _bool(value)
    elif key in INT_FIELDS:
        position[key] = _int(value)
    elif key == "stale":
        position[key] = [_int(v) for v in _items(value)]
    elif key[:-1] in ("hand", "table", "player"):
        _seat_field(position, key, value)
    elif key == "winner":
        position["winner"] = _winner(value)
    elif key == "position":
        try:
            extra = json.loads(value)
        except json.JSONDecodeError as e:
            raise Bad(f"position is not a JSON object ({e.msg})") from None
        if not isinstance(extra, dict):
            raise Bad("position must be a JSON object")
        position.update(extra)
    else:
        raise Bad(f"unknown exercise field {key!r}")


def _seat_field(position: dict[str, Any], key: str, value: str) -> None:
    name, seat = key[:-1], key[-1]
    if name not in ("hand", "table", "player") or seat not in SEAT_KEYS:
        raise Bad(f"unknown exercise field {key!r} (seats are 0–3: hand0, table2, player3)")
    i = int(seat)
    if name == "hand":
        position.setdefault("hands", ["", "", "", ""])[i] = value
    elif name == "table":
        position.setdefault("tables", [[], [], [], []])[i] = _items(value)
    else:
        position.setdefault("players", [{}, {}, {}, {}])[i] = _player(value)
