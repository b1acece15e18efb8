"""Reasons: every verdict the engine gives carries them, in Chinese and English, with its source.

``source`` is a paragraph ID in the archive (``s000.p023``; several separated by spaces), so the
app can link each reason to the paragraph it rests on.

>>> r = Reason("bahu.yuan", "s000.p061", "每张素牌都在组合里：圆", "Every plain card is in a group: yuan")
>>> r.to_json()["source"]
's000.p061'
"""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True)
class Reason:
    rule: str  # stable rule ID, e.g. "bahu.hutou.jiang_peng"
    source: str  # paragraph ID(s) in content/sources, e.g. "s000.p036"
    zh: str
    en: str

    def to_json(self) -> dict[str, str]:
        return asdict(self)

    def text(self, lang: str = "en") -> str:
        return self.zh if lang == "zh" else self.en


class InputError(ValueError):
    """Input the engine cannot take; ``token`` names the offending part (a card, a meld, a field)."""

    def __init__(self, message: str, token: str = "") -> None:
        super().__init__(message)
        self.token = token
