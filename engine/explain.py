"""Kept as an import path: errors live in :mod:`engine.core.errors`, reasons in :mod:`engine.core.reason`.

``Reason`` here is the old pre-rendered shape, kept only while the games move to declared rules.
"""

from dataclasses import asdict, dataclass

from engine.core.errors import InputError  # noqa: F401 - re-exported


@dataclass(frozen=True)
class Reason:
    rule: str
    source: str
    zh: str
    en: str

    def to_json(self) -> dict[str, str]:
        return asdict(self)

    def text(self, lang: str = "en") -> str:
        return self.zh if lang == "zh" else self.en
