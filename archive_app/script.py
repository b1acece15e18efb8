"""简体 ↔ 繁體 for everything Chinese the app shows (OpenCC, loaded lazily: it costs start-up time)."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=2)
def _converter(config: str):
    import opencc

    return opencc.OpenCC(config)


@lru_cache(maxsize=20000)
def to_script(text: str, script: str) -> str:
    """Convert Chinese text to ``hans`` (简体) or ``hant`` (繁體); other text passes through."""
    if not text or not any("\u3400" <= ch <= "\u9fff" for ch in text):
        return text
    return _converter("s2t" if script == "hant" else "t2s").convert(text)


def simplified(text: str) -> str:
    """The search key form of Chinese text: 简体."""
    return to_script(text, "hans")
