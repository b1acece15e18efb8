"""The wording of an engine message a user may read (a refused event, a field that contradicts another),
declared once, like a rule's, as templates in both languages: ``{seat:seat}`` names a seat (甲家 /
Player A), a card parameter its name (:mod:`engine.core.render`). Calling one gives a
:class:`~engine.core.bilingual.Text`, which an :class:`~engine.core.errors.InputError` carries.

>>> NOT_YOURS = words("demo.not_yours", "现在轮到{seat:seat}", "it is {seat:seat}'s turn")
>>> NOT_YOURS(seat=2)
Text(zh='现在轮到丙家', en="it is Player C's turn")
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.bilingual import Text
from engine.core.render import render


@dataclass(frozen=True)
class Words:
    """An engine message's wording as templates in both languages, filled like a rule's: ``{seat:seat}``
    names a seat (甲家 / Player A), a card param its name. Calling it gives the :class:`Text`."""

    id: str
    zh: str
    en: str

    def __call__(self, **params: Any) -> Text:
        return Text(render(self.zh, params, "zh"), render(self.en, params, "en"))


MESSAGES: dict[str, Words] = {}


def words(message_id: str, zh: str, en: str) -> Words:
    """Declare a message's wording; IDs are unique across the engine (tests read every one here)."""
    declared = Words(message_id, zh, en)
    if MESSAGES.get(message_id, declared) != declared:
        raise ValueError(f"message {message_id!r} declared twice with different words")
    MESSAGES[message_id] = declared
    return declared
