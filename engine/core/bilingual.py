"""A name in both languages, used as a reason's parameter (a combination's name, a group kind).

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
