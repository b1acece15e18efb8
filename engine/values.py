"""What every card type of the engine shares: one interned value per kind, printed as its code.

A deck module builds its ``ALL_CARDS`` once; ``from_index`` looks a kind up there, so cards compare
by identity, sort by their place in the deck's canonical order and pickle back to the same object.
"""

from __future__ import annotations


class InternedCard:
    __slots__ = ()
    index: int
    code: str

    @classmethod
    def from_index(cls, index: int) -> InternedCard:  # each deck returns its own interned card
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: InternedCard) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (type(self).from_index, (self.index,))
