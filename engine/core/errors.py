"""The one error type for input the engine cannot take.

``token`` names the offending part (a card, a meld, a field), so every front end can point at it:
the CLI prints ``error: <what> [<token>]``, the app marks the field.

A message may come in both languages (a :class:`~engine.core.bilingual.Text`): ``str(e)`` is its English,
what the CLI prints, and :meth:`InputError.text` gives the app either language.

>>> e = CardError("unknown card '3z'", "3z")
>>> isinstance(e, InputError), e.token
(True, '3z')
>>> e = InputError(Text("丙家手里没有九万", "Player C does not hold nine wan"), "events[3]")
>>> str(e), e.text("zh")
('Player C does not hold nine wan', '丙家手里没有九万')
>>> e.at(Text("第3局：", "hand 3: ")).text("zh")
'第3局：丙家手里没有九万'
"""

from __future__ import annotations

from typing import Any

from engine.core.bilingual import Text


class InputError(ValueError):
    """Input the engine cannot take; ``token`` names the offending part (a card, a meld, a field)."""

    def __init__(self, message: str | Text, token: str = "") -> None:
        words = message if isinstance(message, Text) else None
        super().__init__(words.en if words is not None else message)
        self.token = token
        self.words = words  # both languages, when the engine words the message in both

    def text(self, lang: str = "en") -> str:
        """The message in ``lang``; one the engine words in English only comes in English."""
        if self.words is None:
            return str(self)
        return self.words.zh if lang == "zh" else self.words.en

    def at(self, lead: str | Text, token: str | None = None) -> InputError:
        """The same error after a lead-in saying where it is, the same in both languages (``game.txt:12: ``)
        or worded in each (``第3局：`` / ``hand 3: ``); a message worded in English only keeps its English
        after a Chinese lead-in."""
        zh, en = (lead.zh, lead.en) if isinstance(lead, Text) else (lead, lead)
        said: str | Text
        if self.words is not None:
            said = self.words.prefixed(zh, en)
        elif isinstance(lead, Text):
            said = Text(zh + str(self), en + str(self))
        else:
            said = lead + str(self)
        return InputError(said, self.token if token is None else token)

    def __reduce__(self) -> str | tuple[Any, ...]:  # to a worker process and back with its token and both languages
        if type(self).__init__ is not InputError.__init__:  # a subclass with its own arguments
            return super().__reduce__()
        return type(self), (self.words if self.words is not None else str(self), self.token)


class CardError(InputError):
    """A card or card list that does not parse, or more copies than the deck has."""
