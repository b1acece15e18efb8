"""One deck abstraction for both card families: 长牌 (八胡, 笃子胡) and 字牌 (歪胡子).

A deck is a tuple of interned card kinds (see :class:`InternedCard`) plus its notation: digits that
share the suit letter written after them (``345m``, ``270x``), single-letter cards (``Q``), and
Chinese names with their regional synonyms. Parsing, formatting, count vectors and the copies
check live here once; each deck module (``engine.decks.changpai``, ``engine.decks.zipai``) only
declares its kinds and names.

Letters are read in any case (``2S`` is ``2s``, ``q`` is ``Q``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Generic, TypeVar

from engine.core.errors import CardError
from engine.core.input_messages import ONE_CARD, TOO_MANY_COPIES, UNKNOWN_CARD, UNKNOWN_CARD_IN

SEPARATORS = re.compile(r"[\s,，、;；]+")


class InternedCard:
    """What every card type shares: one interned value per kind, printed as its code.

    A deck module builds its cards once; ``from_index`` looks a kind up there, so cards compare by
    identity, sort by their place in the deck's canonical order and pickle back to the same object.
    """

    __slots__ = ()
    index: int
    code: str

    @classmethod
    def from_index(cls, index: int) -> InternedCard:  # each deck returns its own interned card
        raise NotImplementedError

    @property
    def zh(self) -> str:  # each deck names its own cards
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __lt__(self, other: InternedCard) -> bool:
        return self.index < other.index

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (type(self).from_index, (self.index,))


C = TypeVar("C", bound=InternedCard)


class Deck(Generic[C]):
    """A deck's kinds and notation.

    ``digits``/``suits``: the characters of the digit-and-letter codes (``"123456789"``, ``"msp"``);
    a code is one digit and one suit letter. ``letters``: single-letter codes. ``names``: Chinese
    names (简体, 繁體, synonyms) → card. ``copies``: copies of each kind in a full deck.
    """

    def __init__(self, key: str, cards: Sequence[C], *, digits: str, suits: str, letters: str = "",
                 names: Mapping[str, C], copies: int = 4) -> None:
        self.key = key
        self.cards: tuple[C, ...] = tuple(cards)
        self.size = len(self.cards)
        self.copies = copies
        self.by_code: dict[str, C] = {c.code: c for c in self.cards}
        self.names: dict[str, C] = dict(names)
        self._suits = suits
        self._letters = letters
        zh = "|".join(sorted(map(re.escape, self.names), key=len, reverse=True)) or "(?!)"
        letter_class = f"[{letters}]" if letters else "(?!)"
        self._token = re.compile(rf"([{digits}]+)([{suits}])|({letter_class})|({zh})", re.IGNORECASE)

    def __repr__(self) -> str:
        return f"Deck({self.key!r}, {self.size} kinds)"

    def parse(self, text: str) -> list[C]:
        """Cards in the order written; raises :class:`CardError` naming the first word that is not a card."""
        cards: list[C] = []
        for word in SEPARATORS.split(text.strip()):
            if not word:
                continue
            pos = 0
            while pos < len(word):
                m = self._token.match(word, pos)
                if m is None:
                    if pos:
                        raise CardError(UNKNOWN_CARD_IN(word=word[pos:], whole=word), word[pos:])
                    raise CardError(UNKNOWN_CARD(word=word), word)
                digits, suit, letter, zh = m.groups()
                if digits:
                    suit = suit.lower() if suit.lower() in self._suits else suit.upper()
                    cards.extend(self.by_code[d + suit] for d in digits)
                elif letter:
                    cards.append(self.by_code[letter.upper() if letter.upper() in self._letters else letter.lower()])
                else:
                    cards.append(self.names[zh])
                pos = m.end()
        return cards

    def card(self, text: str) -> C:
        """Exactly one card."""
        found = self.by_code.get(text)  # a code as the engine writes it: no need to parse
        if found is not None:
            return found
        cards = self.parse(text)
        if len(cards) != 1:
            raise CardError(ONE_CARD(text=text), text)
        return cards[0]

    def format(self, cards: Iterable[C], *, compact: bool = False) -> str:
        """Canonical text in deck order; ``compact`` shares each suit letter (``12m9sH``)."""
        ordered = sorted(cards)
        if not compact:
            return " ".join(c.code for c in ordered)
        out: list[str] = []
        run_suit = ""
        for c in ordered:
            if len(c.code) == 1:
                if run_suit:
                    out.append(run_suit)
                    run_suit = ""
                out.append(c.code)
                continue
            digit, suit = c.code[:-1], c.code[-1]
            if run_suit and run_suit != suit:
                out.append(run_suit)
            out.append(digit)
            run_suit = suit
        if run_suit:
            out.append(run_suit)
        return "".join(out)

    def counts(self, cards: Iterable[C], *, limit: int | None = None) -> list[int]:
        """A count vector; more than ``limit`` (default: the deck's copies) of a kind raises :class:`CardError`."""
        limit = self.copies if limit is None else limit
        counts = [0] * self.size
        for c in cards:
            counts[c.index] += 1
            if counts[c.index] > limit:
                raise CardError(TOO_MANY_COPIES(card=c, code=c.code, n=counts[c.index], most=limit), c.code)
        return counts

    def cards_of(self, counts: Iterable[int]) -> list[C]:
        """Cards for a count vector, in canonical order."""
        return [self.cards[i] for i, n in enumerate(counts) for _ in range(n)]

    def full(self) -> list[C]:
        """Every card of a full deck, ``copies`` of each kind, in canonical order."""
        return [c for c in self.cards for _ in range(self.copies)]

    def partial_counts(self, text: str) -> list[int]:
        """Copies of each kind among the words of ``text`` that parse (bad words are skipped): what a
        half-typed notation field already holds."""
        counts = [0] * self.size
        for word in SEPARATORS.split(text.strip()):
            if not word:
                continue
            try:
                cards = self.parse(word)
            except CardError:
                continue
            for c in cards:
                counts[c.index] += 1
        return counts

    def names_zh(self, cards: Iterable[C], sep: str = "、") -> str:
        return sep.join(c.zh for c in cards)


def deck_functions(deck: Deck[C]) -> tuple[Callable[[str], list[C]], Callable[..., str], Callable[..., list[int]],
                                            Callable[[Iterable[int]], list[C]]]:
    """``parse_cards, format_cards, counts_of, cards_of`` bound to one deck, for the per-deck modules."""
    return deck.parse, deck.format, deck.counts, deck.cards_of
