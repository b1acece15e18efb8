"""The one error type for input the engine cannot take.

``token`` names the offending part (a card, a meld, a field), so every front end can point at it:
the CLI prints ``error: <what> [<token>]``, the app marks the field.

>>> e = CardError("unknown card '3z'", "3z")
>>> isinstance(e, InputError), e.token
(True, '3z')
"""

from __future__ import annotations


class InputError(ValueError):
    """Input the engine cannot take; ``token`` names the offending part (a card, a meld, a field)."""

    def __init__(self, message: str, token: str = "") -> None:
        super().__init__(message)
        self.token = token


class CardError(InputError):
    """A card or card list that does not parse, or more copies than the deck has."""
