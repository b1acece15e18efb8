"""A name in both languages, used as a reason's parameter (a combination's name, a group kind) or as an
engine message (:mod:`engine.core.words` fills one from templates), and a seat's name.

It lives apart from :mod:`engine.core.reason` so that :mod:`engine.core.render` can print it without
importing the reasons that render through it.

>>> Text("顺子", "sequence").to_json()
{'zh': '顺子', 'en': 'sequence'}
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Text:
    """A bilingual name used as a parameter (a combination's name, a group kind)."""

    zh: str
    en: str

    def to_json(self) -> dict[str, str]:
        return {"zh": self.zh, "en": self.en}

    def prefixed(self, zh: str, en: str) -> Text:
        """This text after a lead-in in each language (an event's number before what is wrong with it)."""
        return Text(zh + self.zh, en + self.en)


SEAT_WORDS = _SEATS_ZH = "甲乙丙丁戊己"  # the order words a record may name its seats by
_SEATS_EN = "ABCDEF"


def seat_name(seat: int, lang: str = "en") -> str:
    """A seat's one name (seats count from 0 in records and reasons): 甲家 乙家 丙家 丁家 in Chinese, Player A B C
    D in English — the Chinese order words and their English equivalents.

    >>> seat_name(0, "zh"), seat_name(3, "en")
    ('甲家', 'Player D')
    """
    if not 0 <= seat < len(_SEATS_EN):
        return f"{seat}家" if lang == "zh" else f"Player {seat}"
    return _SEATS_ZH[seat] + "家" if lang == "zh" else "Player " + _SEATS_EN[seat]
